"""Typed `custom_jvp` and `custom_vjp`: differentiation rules checked against the primal.

The runtime objects are JAX's own classes (`custom_vjp is jax.custom_vjp`,
`CustomVJP is jax.custom_vjp`). To checkers `custom_vjp(f)` is a
`CustomVJP[P, R]`: callable like `f`, and its `defvjp` takes a forward rule
with `f`'s parameters that returns `(R, residuals)` and a backward rule
`(residuals, R) -> cotangents`. With `nondiff_argnums`/`nondiff_argnames` the
backward (or JVP) rule also receives the non-differentiable arguments first, so
the result is a `CustomVJPNondiff[P, R]` whose backward rule is checked for its
result only. Annotate with the `Custom*` classes; `isinstance` works with them too.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

from typing_extensions import ParamSpec

__all__ = (
    "CustomJVP",
    "CustomJVPNondiff",
    "CustomVJP",
    "CustomVJPNondiff",
    "custom_jvp",
    "custom_vjp",
)

_P = ParamSpec("_P")
_R = TypeVar("_R")
_ResT = TypeVar("_ResT")

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
        ) -> None:
            """Set the forward rule (`f`'s parameters → `(R, residuals)`) and the backward rule.

            The backward rule maps `(residuals, output cotangent)` to one cotangent
            per primal argument (`None` for a zero cotangent).
            """
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
        ) -> None:
            """Set the forward rule (`f`'s parameters → `(R, residuals)`) and the backward rule."""
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

    @overload
    def custom_vjp(  # pyright: ignore[reportOverlappingOverload]  # no nondiff arguments is the narrower case and is matched first
        fun: Callable[_P, _R],
        nondiff_argnums: tuple[()] = (),
        nondiff_argnames: tuple[()] = (),
    ) -> CustomVJP[_P, _R]: ...
    @overload
    def custom_vjp(
        fun: Callable[_P, _R],
        nondiff_argnums: Sequence[int] = (),
        nondiff_argnames: Sequence[str] = (),
    ) -> CustomVJPNondiff[_P, _R]: ...
    def custom_vjp(
        fun: Callable[_P, _R],
        nondiff_argnums: Sequence[int] = (),
        nondiff_argnames: Sequence[str] = (),
    ) -> CustomVJP[_P, _R] | CustomVJPNondiff[_P, _R]:
        """`fun` with a reverse-mode rule to be set by `defvjp`."""
        ...

    @overload
    def custom_jvp(  # pyright: ignore[reportOverlappingOverload]  # as for custom_vjp
        fun: Callable[_P, _R],
        nondiff_argnums: tuple[()] = (),
        nondiff_argnames: tuple[()] = (),
    ) -> CustomJVP[_P, _R]: ...
    @overload
    def custom_jvp(
        fun: Callable[_P, _R],
        nondiff_argnums: Sequence[int] = (),
        nondiff_argnames: Sequence[str] = (),
    ) -> CustomJVPNondiff[_P, _R]: ...
    def custom_jvp(
        fun: Callable[_P, _R],
        nondiff_argnums: Sequence[int] = (),
        nondiff_argnames: Sequence[str] = (),
    ) -> CustomJVP[_P, _R] | CustomJVPNondiff[_P, _R]:
        """`fun` with a forward-mode rule to be set by `defjvp`."""
        ...

else:
    from jax import custom_jvp, custom_vjp

    CustomVJP = custom_vjp
    CustomVJPNondiff = custom_vjp
    CustomJVP = custom_jvp
    CustomJVPNondiff = custom_jvp
