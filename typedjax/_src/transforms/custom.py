"""Typed `custom_jvp` and `custom_vjp`: differentiation rules checked against the primal.

The runtime objects are JAX's own classes (`custom_vjp is jax.custom_vjp`,
`CustomVJP is jax.custom_vjp`). To checkers `custom_vjp(f)` is a
`CustomVJP[P, R]`: callable like `f`, and its `defvjp` takes a forward rule
with `f`'s parameters that returns `(R, residuals)` and a backward rule
`(residuals, R) -> cotangents`. With `nondiff_argnums`/`nondiff_argnames` the
backward (or JVP) rule also receives the non-differentiable arguments first, so
the result is a `CustomVJPNondiff[P, R]` whose backward rule is checked for its
result only. Annotate with the `Custom*` classes; `isinstance` works with them too.

The `custom_vjp`/`custom_jvp` overloads are in `typedjax/_src/generated/transforms/custom.py`,
written by `tools/gen/transforms_custom.py` (`CUSTOM_ARITIES`); run it after changing one,
never edit the generated file. This module holds the classes they return.

Primals with exactly 1, 2 or 3 positional parameters (and no non-differentiable
arguments) get the arity classes `CustomVJP1[A1, R]` ... `CustomVJP3[A1, A2, A3, R]`
and `CustomJVP1` ... `CustomJVP3`, whose rules are checked per parameter: the
backward rule must return a tuple of exactly one cotangent per primal parameter
(`A | None`, `None` for a zero cotangent), and the JVP rule takes
`(primals, tangents)` typed as `tuple[A1, ...]` of the parameter types. The
overloads are tried from 3 parameters down to 1, so a primal with defaulted
parameters gets the arity of all its positional parameters, as JAX fills in the
defaults before applying the rules. The arity classes are called positionally with
every parameter: keyword calls and omitted defaults go through the general
`CustomVJP[P, R]`/`CustomJVP[P, R]` only, which primals with 4 or more required
positional parameters or required keyword-only parameters get. Known limits of
matching by callability: a primal with more than 3 positional parameters whose
defaults leave at most 3 required still matches an arity overload though JAX wants
a cotangent for every parameter (give such primals no defaults), and a `*args`
primal gets the 3-parameter class.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from typing_extensions import ParamSpec

__all__ = (
    "CustomJVP",
    "CustomJVP1",
    "CustomJVP2",
    "CustomJVP3",
    "CustomJVPNondiff",
    "CustomVJP",
    "CustomVJP1",
    "CustomVJP2",
    "CustomVJP3",
    "CustomVJPNondiff",
)

_P = ParamSpec("_P")
_R = TypeVar("_R")
_ResT = TypeVar("_ResT")
_Res2T = TypeVar("_Res2T")
_A1 = TypeVar("_A1")
_A2 = TypeVar("_A2")
_A3 = TypeVar("_A3")

if TYPE_CHECKING:

    class CustomVJP(Generic[_P, _R]):
        """A function with a custom reverse-mode rule; calls like the primal."""

        def __call__(self, *args: _P.args, **kwargs: _P.kwargs) -> _R: ...
        def defvjp(
            self,
            fwd: Callable[_P, tuple[_R, _ResT]],
            bwd: Callable[[_ResT, _R], tuple[object, ...]],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """Set the forward rule (`f`'s parameters → `(R, residuals)`) and the backward rule.

            The backward rule maps `(residuals, output cotangent)` to one cotangent
            per primal argument (`None` for a zero cotangent).
            """
            ...

        def defvjp_with_logs(
            self,
            fwd: Callable[_P, tuple[_R, _ResT]],
            bwd: Callable[[_ResT, _R], tuple[tuple[object, ...], Mapping[str, object] | None]],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """As `defvjp`, with `bwd` returning `(cotangents, logs)` (JAX 0.12.0): `logs` a dict
            of named pytrees, or None, that the VJP function's `with_logs` method gives back."""
            ...

        def defvjp_with_accums(
            self,
            fwd: Callable[_P, tuple[_R, object]],
            bwd: Callable[..., Mapping[str, object] | None],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """As `defvjp`, with `bwd(residuals, cotangent, *accumulators)` pushing each argument's
            cotangent into its accumulator and returning None or logs (JAX 0.12.0)."""
            ...

        def defremat(
            self,
            fwd: Callable[_P, tuple[_R, object]],
            rem: Callable[..., tuple[_R, _Res2T]],
            bwd: Callable[[_Res2T, _R], tuple[object, ...]],
            generic_batching: bool = False,
        ) -> None:
            """Rules for `jax.remat` (JAX 0.12.0): `rem(residuals, *args)` recomputes `(R, residuals2)`
            for `bwd` on the backward pass instead of saving them."""
            ...

        def defremat_with_logs(
            self,
            fwd: Callable[_P, tuple[_R, object]],
            rem: Callable[..., tuple[_R, _Res2T]],
            bwd: Callable[[_Res2T, _R], tuple[tuple[object, ...], Mapping[str, object] | None]],
            generic_batching: bool = False,
        ) -> None:
            """As `defremat`, with `bwd` returning `(cotangents, logs)` as in `defvjp_with_logs`."""
            ...

    class CustomVJPNondiff(Generic[_P, _R]):
        """A `CustomVJP` with non-differentiable arguments, passed first to the backward rule."""

        def __call__(self, *args: _P.args, **kwargs: _P.kwargs) -> _R: ...
        def defvjp(
            self,
            fwd: Callable[_P, tuple[_R, object]],
            bwd: Callable[..., tuple[object, ...]],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """Set the forward rule (`f`'s parameters → `(R, residuals)`) and the backward rule."""
            ...

        def defvjp_with_logs(
            self,
            fwd: Callable[_P, tuple[_R, object]],
            bwd: Callable[..., tuple[tuple[object, ...], Mapping[str, object] | None]],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """As `defvjp`, with `bwd` returning `(cotangents, logs)` (JAX 0.12.0): `logs` a dict
            of named pytrees, or None, that the VJP function's `with_logs` method gives back."""
            ...

        def defvjp_with_accums(
            self,
            fwd: Callable[_P, tuple[_R, object]],
            bwd: Callable[..., Mapping[str, object] | None],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """As `defvjp`, with `bwd(residuals, cotangent, *accumulators)` pushing each argument's
            cotangent into its accumulator and returning None or logs (JAX 0.12.0)."""
            ...

        def defremat(
            self,
            fwd: Callable[_P, tuple[_R, object]],
            rem: Callable[..., tuple[_R, object]],
            bwd: Callable[..., tuple[object, ...]],
            generic_batching: bool = False,
        ) -> None:
            """Rules for `jax.remat` (JAX 0.12.0): `rem(residuals, *args)` recomputes `(R, residuals2)`
            for `bwd` on the backward pass instead of saving them."""
            ...

        def defremat_with_logs(
            self,
            fwd: Callable[_P, tuple[_R, object]],
            rem: Callable[..., tuple[_R, object]],
            bwd: Callable[..., tuple[tuple[object, ...], Mapping[str, object] | None]],
            generic_batching: bool = False,
        ) -> None:
            """As `defremat`, with `bwd` returning `(cotangents, logs)` as in `defvjp_with_logs`."""
            ...

    class CustomJVP(Generic[_P, _R]):
        """A function with a custom forward-mode rule; calls like the primal."""

        def __call__(self, *args: _P.args, **kwargs: _P.kwargs) -> _R: ...
        def defjvp(
            self,
            jvp: Callable[[tuple[Any, ...], tuple[Any, ...]], tuple[_R, _R]],
            symbolic_zeros: bool = False,
        ) -> Callable[[tuple[Any, ...], tuple[Any, ...]], tuple[_R, _R]]:
            """Set the rule `(primals, tangents) -> (primal_out, tangent_out)`; returns the rule."""
            ...

        def defjvps(self, *jvps: Callable[..., object] | None) -> None:
            """Set one rule per argument: `(tangent, primal_out, *primals) -> tangent_out`."""
            ...

    class CustomJVPNondiff(Generic[_P, _R]):
        """A `CustomJVP` with non-differentiable arguments, passed first to the rule."""

        def __call__(self, *args: _P.args, **kwargs: _P.kwargs) -> _R: ...
        def defjvp(
            self,
            jvp: Callable[..., tuple[_R, _R]],
            symbolic_zeros: bool = False,
        ) -> Callable[..., tuple[_R, _R]]:
            """Set the rule `(*nondiff, primals, tangents) -> (primal_out, tangent_out)`."""
            ...

        def defjvps(self, *jvps: Callable[..., object] | None) -> None:
            """Set one rule per differentiable argument."""
            ...

    class CustomVJP1(Generic[_A1, _R]):
        """A one-parameter function with a custom reverse-mode rule."""

        def __call__(self, a1: _A1, /) -> _R: ...
        def defvjp(
            self,
            fwd: Callable[[_A1], tuple[_R, _ResT]],
            bwd: Callable[[_ResT, _R], tuple[_A1 | None]],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """Set the forward rule and the backward rule, which returns a 1-tuple cotangent."""
            ...

        def defvjp_with_logs(
            self,
            fwd: Callable[[_A1], tuple[_R, _ResT]],
            bwd: Callable[[_ResT, _R], tuple[tuple[_A1 | None], Mapping[str, object] | None]],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """As `defvjp`, with `bwd` returning `(cotangents, logs)` (JAX 0.12.0): `logs` a dict
            of named pytrees, or None, that the VJP function's `with_logs` method gives back."""
            ...

        def defvjp_with_accums(
            self,
            fwd: Callable[[_A1], tuple[_R, object]],
            bwd: Callable[..., Mapping[str, object] | None],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """As `defvjp`, with `bwd(residuals, cotangent, *accumulators)` pushing each argument's
            cotangent into its accumulator and returning None or logs (JAX 0.12.0)."""
            ...

        def defremat(
            self,
            fwd: Callable[[_A1], tuple[_R, _ResT]],
            rem: Callable[[_ResT, _A1], tuple[_R, _Res2T]],
            bwd: Callable[[_Res2T, _R], tuple[_A1 | None]],
            generic_batching: bool = False,
        ) -> None:
            """Rules for `jax.remat` (JAX 0.12.0): `rem(residuals, *args)` recomputes `(R, residuals2)`
            for `bwd` on the backward pass instead of saving them."""
            ...

        def defremat_with_logs(
            self,
            fwd: Callable[[_A1], tuple[_R, _ResT]],
            rem: Callable[[_ResT, _A1], tuple[_R, _Res2T]],
            bwd: Callable[[_Res2T, _R], tuple[tuple[_A1 | None], Mapping[str, object] | None]],
            generic_batching: bool = False,
        ) -> None:
            """As `defremat`, with `bwd` returning `(cotangents, logs)` as in `defvjp_with_logs`."""
            ...

    class CustomVJP2(Generic[_A1, _A2, _R]):
        """A two-parameter function with a custom reverse-mode rule."""

        def __call__(self, a1: _A1, a2: _A2, /) -> _R: ...
        def defvjp(
            self,
            fwd: Callable[[_A1, _A2], tuple[_R, _ResT]],
            bwd: Callable[[_ResT, _R], tuple[_A1 | None, _A2 | None]],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """Set the forward rule and the backward rule, which returns 2 cotangents."""
            ...

        def defvjp_with_logs(
            self,
            fwd: Callable[[_A1, _A2], tuple[_R, _ResT]],
            bwd: Callable[
                [_ResT, _R], tuple[tuple[_A1 | None, _A2 | None], Mapping[str, object] | None]
            ],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """As `defvjp`, with `bwd` returning `(cotangents, logs)` (JAX 0.12.0): `logs` a dict
            of named pytrees, or None, that the VJP function's `with_logs` method gives back."""
            ...

        def defvjp_with_accums(
            self,
            fwd: Callable[[_A1, _A2], tuple[_R, object]],
            bwd: Callable[..., Mapping[str, object] | None],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """As `defvjp`, with `bwd(residuals, cotangent, *accumulators)` pushing each argument's
            cotangent into its accumulator and returning None or logs (JAX 0.12.0)."""
            ...

        def defremat(
            self,
            fwd: Callable[[_A1, _A2], tuple[_R, _ResT]],
            rem: Callable[[_ResT, _A1, _A2], tuple[_R, _Res2T]],
            bwd: Callable[[_Res2T, _R], tuple[_A1 | None, _A2 | None]],
            generic_batching: bool = False,
        ) -> None:
            """Rules for `jax.remat` (JAX 0.12.0): `rem(residuals, *args)` recomputes `(R, residuals2)`
            for `bwd` on the backward pass instead of saving them."""
            ...

        def defremat_with_logs(
            self,
            fwd: Callable[[_A1, _A2], tuple[_R, _ResT]],
            rem: Callable[[_ResT, _A1, _A2], tuple[_R, _Res2T]],
            bwd: Callable[
                [_Res2T, _R], tuple[tuple[_A1 | None, _A2 | None], Mapping[str, object] | None]
            ],
            generic_batching: bool = False,
        ) -> None:
            """As `defremat`, with `bwd` returning `(cotangents, logs)` as in `defvjp_with_logs`."""
            ...

    class CustomVJP3(Generic[_A1, _A2, _A3, _R]):
        """A three-parameter function with a custom reverse-mode rule."""

        def __call__(self, a1: _A1, a2: _A2, a3: _A3, /) -> _R: ...
        def defvjp(
            self,
            fwd: Callable[[_A1, _A2, _A3], tuple[_R, _ResT]],
            bwd: Callable[[_ResT, _R], tuple[_A1 | None, _A2 | None, _A3 | None]],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """Set the forward rule and the backward rule, which returns 3 cotangents."""
            ...

        def defvjp_with_logs(
            self,
            fwd: Callable[[_A1, _A2, _A3], tuple[_R, _ResT]],
            bwd: Callable[
                [_ResT, _R],
                tuple[tuple[_A1 | None, _A2 | None, _A3 | None], Mapping[str, object] | None],
            ],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """As `defvjp`, with `bwd` returning `(cotangents, logs)` (JAX 0.12.0): `logs` a dict
            of named pytrees, or None, that the VJP function's `with_logs` method gives back."""
            ...

        def defvjp_with_accums(
            self,
            fwd: Callable[[_A1, _A2, _A3], tuple[_R, object]],
            bwd: Callable[..., Mapping[str, object] | None],
            symbolic_zeros: bool = False,
            optimize_remat: bool = False,
            generic_batching: bool = False,
        ) -> None:
            """As `defvjp`, with `bwd(residuals, cotangent, *accumulators)` pushing each argument's
            cotangent into its accumulator and returning None or logs (JAX 0.12.0)."""
            ...

        def defremat(
            self,
            fwd: Callable[[_A1, _A2, _A3], tuple[_R, _ResT]],
            rem: Callable[[_ResT, _A1, _A2, _A3], tuple[_R, _Res2T]],
            bwd: Callable[[_Res2T, _R], tuple[_A1 | None, _A2 | None, _A3 | None]],
            generic_batching: bool = False,
        ) -> None:
            """Rules for `jax.remat` (JAX 0.12.0): `rem(residuals, *args)` recomputes `(R, residuals2)`
            for `bwd` on the backward pass instead of saving them."""
            ...

        def defremat_with_logs(
            self,
            fwd: Callable[[_A1, _A2, _A3], tuple[_R, _ResT]],
            rem: Callable[[_ResT, _A1, _A2, _A3], tuple[_R, _Res2T]],
            bwd: Callable[
                [_Res2T, _R],
                tuple[tuple[_A1 | None, _A2 | None, _A3 | None], Mapping[str, object] | None],
            ],
            generic_batching: bool = False,
        ) -> None:
            """As `defremat`, with `bwd` returning `(cotangents, logs)` as in `defvjp_with_logs`."""
            ...

    class CustomJVP1(Generic[_A1, _R]):
        """A one-parameter function with a custom forward-mode rule."""

        def __call__(self, a1: _A1, /) -> _R: ...
        def defjvp(
            self,
            jvp: Callable[[tuple[_A1], tuple[_A1]], tuple[_R, _R]],
            symbolic_zeros: bool = False,
        ) -> Callable[[tuple[_A1], tuple[_A1]], tuple[_R, _R]]:
            """Set the rule `((a1,), (t1,)) -> (primal_out, tangent_out)`; returns the rule."""
            ...

        def defjvps(self, jvp1: Callable[[_A1, _R, _A1], _R] | None, /) -> None:
            """Set the rule `(tangent, primal_out, a1) -> tangent_out`."""
            ...

    class CustomJVP2(Generic[_A1, _A2, _R]):
        """A two-parameter function with a custom forward-mode rule."""

        def __call__(self, a1: _A1, a2: _A2, /) -> _R: ...
        def defjvp(
            self,
            jvp: Callable[[tuple[_A1, _A2], tuple[_A1, _A2]], tuple[_R, _R]],
            symbolic_zeros: bool = False,
        ) -> Callable[[tuple[_A1, _A2], tuple[_A1, _A2]], tuple[_R, _R]]:
            """Set the rule `((a1, a2), (t1, t2)) -> (primal_out, tangent_out)`; returns the rule."""
            ...

        def defjvps(
            self,
            jvp1: Callable[[_A1, _R, _A1, _A2], _R] | None,
            jvp2: Callable[[_A2, _R, _A1, _A2], _R] | None,
            /,
        ) -> None:
            """Set one rule per argument: `(tangent, primal_out, a1, a2) -> tangent_out`."""
            ...

    class CustomJVP3(Generic[_A1, _A2, _A3, _R]):
        """A three-parameter function with a custom forward-mode rule."""

        def __call__(self, a1: _A1, a2: _A2, a3: _A3, /) -> _R: ...
        def defjvp(
            self,
            jvp: Callable[[tuple[_A1, _A2, _A3], tuple[_A1, _A2, _A3]], tuple[_R, _R]],
            symbolic_zeros: bool = False,
        ) -> Callable[[tuple[_A1, _A2, _A3], tuple[_A1, _A2, _A3]], tuple[_R, _R]]:
            """Set the rule `((a1, a2, a3), (t1, t2, t3)) -> (primal_out, tangent_out)`."""
            ...

        def defjvps(
            self,
            jvp1: Callable[[_A1, _R, _A1, _A2, _A3], _R] | None,
            jvp2: Callable[[_A2, _R, _A1, _A2, _A3], _R] | None,
            jvp3: Callable[[_A3, _R, _A1, _A2, _A3], _R] | None,
            /,
        ) -> None:
            """Set one rule per argument: `(tangent, primal_out, a1, a2, a3) -> tangent_out`."""
            ...

else:
    import jax

    # JAX's own classes: isinstance goes by them, so objects JAX itself makes are
    # CustomVJP (CustomJVP) too. custom_vjp and custom_jvp are bound in the generated module.
    CustomVJP = jax.custom_vjp
    CustomVJP1 = jax.custom_vjp
    CustomVJP2 = jax.custom_vjp
    CustomVJP3 = jax.custom_vjp
    CustomVJPNondiff = jax.custom_vjp
    CustomJVP = jax.custom_jvp
    CustomJVP1 = jax.custom_jvp
    CustomJVP2 = jax.custom_jvp
    CustomJVP3 = jax.custom_jvp
    CustomJVPNondiff = jax.custom_jvp
