"""`jit` and `clear_caches`: JAX's own functions, declared so that signatures survive.

At run time `jit is jax.jit` and `clear_caches is jax.clear_caches`: typedjax
adds nothing per call (`eval_shape`, JAX's own too, is declared in
`typedjax/_src/generated/transforms/jit.py`, from this module's TypeVars). To checkers
`jit(f)` is a `Jitted[P, R]` whose call, `.lower`, `.trace` and `.eval_shape`
take `f`'s parameters, and whose staged objects (`Traced[R]`, `Lowered[R]`,
`Compiled[R]`) keep `f`'s return type. The staged types are protocols: JAX's
objects match them structurally, and `isinstance` against them is refused.
`Jitted` is a plain generic class, declared only for checkers (JAX's jitted
functions are not its instances, and `isinstance` against it is refused too):
its `eval_shape` rows narrow `self`, which ty answers `Unknown` for on a protocol,
and on which it does not finish next to `__get__`'s `Concatenate` row (the checker
versions this holds for are those pinned in pyproject.toml's `check` extra). Those rows
are written by `tools/gen/transforms_jit.py` between markers inside the class.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Concatenate, Generic, Protocol, TypeVar, overload

import jax
from typing_extensions import ParamSpec

if TYPE_CHECKING:
    # JAX 0.12 merged ClosedJaxpr into Jaxpr (jax.extend.core keeps the old name, unexported).
    from jax.extend.core import Jaxpr as ClosedJaxpr

_P = ParamSpec("_P")
_R = TypeVar("_R")
_R_co = TypeVar(
    "_R_co", covariant=True
)  # pytype: disable=not-supported-yet  # pytype lacks variance; mypy and pyright use it
_K = TypeVar("_K")
_T = TypeVar("_T")
_P2 = ParamSpec("_P2")
# Containers are invariant: a TypeVar lets list[Array[float32]] match list[jax.Array].
_ArrayT = TypeVar("_ArrayT", bound=jax.Array)

__all__ = (
    "Compiled",
    "CompiledMemoryStats",
    "Jitted",
    "Lowered",
    "Traced",
    "clear_caches",
    "jit",
)


class CompiledMemoryStats(Protocol):
    """What `Compiled.memory_analysis()` returns: jaxlib's `CompiledMemoryStats`, sizes in bytes."""

    @property
    def generated_code_size_in_bytes(self) -> int: ...
    @property
    def argument_size_in_bytes(self) -> int: ...
    @property
    def output_size_in_bytes(self) -> int: ...
    @property
    def alias_size_in_bytes(self) -> int: ...
    @property
    def temp_size_in_bytes(self) -> int: ...
    @property
    def host_generated_code_size_in_bytes(self) -> int: ...
    @property
    def host_argument_size_in_bytes(self) -> int: ...
    @property
    def host_output_size_in_bytes(self) -> int: ...
    @property
    def host_alias_size_in_bytes(self) -> int: ...
    @property
    def host_temp_size_in_bytes(self) -> int: ...


class Compiled(Protocol[_R_co]):
    """`jax.stages.Compiled` of a function returning `R`: an executable for one set of argument types.

    It takes the dynamic arguments only (static ones were fixed by `.lower`), so
    its parameters are not the function's.
    """

    def __call__(self, *args: object, **kwargs: object) -> _R_co: ...
    def as_text(self) -> str | None: ...
    # JAX documents the structure as arbitrary; every XLA backend of jax 0.10.2
    # answers HloCostAnalysis properties, str -> float (e.g. "flops").
    def cost_analysis(self) -> dict[str, float] | None: ...
    def memory_analysis(self) -> CompiledMemoryStats | None: ...
    @property
    def out_info(self) -> object:
        """Pytree of `jax.ShapeDtypeStruct` with the structure of `R`."""
        ...

    @property
    def input_shardings(self) -> object: ...
    @property
    def output_shardings(self) -> object: ...


class Lowered(Protocol[_R_co]):
    """`jax.stages.Lowered` of a function returning `R`: compiler input (StableHLO)."""

    def compile(
        self,
        compiler_options: Mapping[str, str | bool] | None = None,
        *,
        device_assignment: tuple[object, ...] | None = None,
    ) -> Compiled[_R_co]: ...
    def as_text(self, dialect: str | None = None, *, debug_info: bool = False) -> str: ...
    def compiler_ir(self, dialect: str | None = None) -> object: ...
    # See Compiled.cost_analysis; here before compiler optimisations.
    def cost_analysis(self) -> dict[str, float] | None: ...
    @property
    def out_info(self) -> object:
        """Pytree of `jax.ShapeDtypeStruct` with the structure of `R`."""
        ...


class Traced(Protocol[_R_co]):
    """`jax.stages.Traced` of a function returning `R`: a jaxpr ready for lowering."""

    def lower(self, *, lowering_platforms: tuple[str, ...] | None = None) -> Lowered[_R_co]: ...
    @property
    def jaxpr(self) -> ClosedJaxpr: ...
    @property
    def fun_name(self) -> str: ...
    @property
    def out_info(self) -> object:
        """Pytree of `jax.ShapeDtypeStruct` with the structure of `R`."""
        ...


class _DeclaredOnly(type):
    """Refuses `isinstance`: the class exists for checkers, and nothing is an instance of it."""

    def __instancecheck__(cls, instance: object) -> bool:
        raise TypeError(
            f"isinstance(..., {cls.__name__}) is not supported: {cls.__name__} is a static type "
            f"that checkers give the result of typedjax.jit; at run time that result is JAX's "
            f"own jitted function (test it with callable())"
        )


class Jitted(Generic[_P, _R_co], metaclass=_DeclaredOnly):
    """What `jit(f)` returns: called, lowered, traced or shape-evaluated with `f`'s parameters."""

    # Declarations: nothing is an instance, so no body runs.
    def __call__(self, *args: _P.args, **kwargs: _P.kwargs) -> _R_co:
        raise NotImplementedError

    def lower(self, *args: _P.args, **kwargs: _P.kwargs) -> Lowered[_R_co]:
        raise NotImplementedError

    def trace(self, *args: _P.args, **kwargs: _P.kwargs) -> Traced[_R_co]:
        raise NotImplementedError

    # BEGIN GENERATED METHOD (tools/gen/transforms_jit.py)
    @overload
    def eval_shape(
        self: Jitted[_P, jax.Array],
        *args: _P.args,
        **kwargs: _P.kwargs,
    ) -> jax.ShapeDtypeStruct: ...
    @overload
    def eval_shape(
        self: Jitted[_P, tuple[jax.Array, ...]],
        *args: _P.args,
        **kwargs: _P.kwargs,
    ) -> tuple[jax.ShapeDtypeStruct, ...]: ...
    @overload
    def eval_shape(
        self: Jitted[_P, list[_ArrayT]],
        *args: _P.args,
        **kwargs: _P.kwargs,
    ) -> list[jax.ShapeDtypeStruct]: ...
    @overload
    def eval_shape(
        self: Jitted[_P, dict[_K, _ArrayT]],
        *args: _P.args,
        **kwargs: _P.kwargs,
    ) -> dict[_K, jax.ShapeDtypeStruct]: ...
    @overload
    def eval_shape(self, *args: _P.args, **kwargs: _P.kwargs) -> object: ...
    def eval_shape(self, *args: _P.args, **kwargs: _P.kwargs) -> object:
        """Shapes and dtypes of the result as `jax.ShapeDtypeStruct`s, computing nothing."""
        raise NotImplementedError  # a declaration: nothing is an instance of Jitted

    # END GENERATED METHOD
    def clear_cache(self) -> None: ...
    # A jitted function in a class body binds like a method (JAX's object is a descriptor).
    # Hand-written, a one-off: a jitted function bound as a method.
    @overload
    def __get__(
        self, instance: None, owner: type[object] | None = None, /
    ) -> Jitted[_P, _R_co]: ...
    @overload
    def __get__(  # pytype: disable=invalid-annotation  # pytype cannot read Concatenate here
        self: Jitted[Concatenate[_T, _P2], _R], instance: _T, owner: type[object] | None = None, /
    ) -> Jitted[_P2, _R]: ...
    def __get__(self, instance: object, owner: type[object] | None = None, /) -> object:
        """Itself on the class; bound to `instance` on an instance."""
        raise NotImplementedError


class _JitDecorator(Protocol):
    """What `jit(static_argnums=...)` without a function returns: `jit` with those options."""

    def __call__(self, fun: Callable[_P, _R], /) -> Jitted[_P, _R]: ...


class _Device(Protocol):
    """A `jax.Device`, structurally: known to pyright with or without jaxlib's stubs
    (an editable install does not carry them)."""

    @property
    def id(self) -> int: ...
    @property
    def platform(self) -> str: ...


if TYPE_CHECKING:
    # Hand-written, a one-off: the decorator with and without arguments.
    @overload
    def jit(
        fun: Callable[_P, _R],
        /,
        *,
        in_shardings: object = ...,
        out_shardings: object = ...,
        static_argnums: int | Sequence[int] | None = None,
        static_argnames: str | Iterable[str] | None = None,
        donate_argnums: int | Sequence[int] | None = None,
        donate_argnames: str | Iterable[str] | None = None,
        keep_unused: bool = False,
        device: _Device | None = None,
        backend: str | None = None,
        inline: bool = False,
        compiler_options: Mapping[str, str | bool | int | float] | None = None,
    ) -> Jitted[_P, _R]: ...
    @overload
    def jit(
        *,
        in_shardings: object = ...,
        out_shardings: object = ...,
        static_argnums: int | Sequence[int] | None = None,
        static_argnames: str | Iterable[str] | None = None,
        donate_argnums: int | Sequence[int] | None = None,
        donate_argnames: str | Iterable[str] | None = None,
        keep_unused: bool = False,
        device: _Device | None = None,
        backend: str | None = None,
        inline: bool = False,
        compiler_options: Mapping[str, str | bool | int | float] | None = None,
    ) -> _JitDecorator: ...
    def jit(
        fun: Callable[_P, _R] | None = None,
        /,
        *,
        in_shardings: object = ...,
        out_shardings: object = ...,
        static_argnums: int | Sequence[int] | None = None,
        static_argnames: str | Iterable[str] | None = None,
        donate_argnums: int | Sequence[int] | None = None,
        donate_argnames: str | Iterable[str] | None = None,
        keep_unused: bool = False,
        device: _Device | None = None,
        backend: str | None = None,
        inline: bool = False,
        compiler_options: Mapping[str, str | bool | int | float] | None = None,
    ) -> Jitted[_P, _R] | _JitDecorator:
        """`fun` compiled with XLA on first call per argument types; without `fun`, a decorator.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.jit.html
        """
        raise NotImplementedError  # a declaration for checkers; at run time this is jax.jit

    def clear_caches() -> None:
        """Empty every JAX compilation and tracing cache.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.clear_caches.html
        """
        raise NotImplementedError  # a declaration for checkers; at run time this is jax.clear_caches

else:
    # JAX's own functions: no run-time cost.
    # `__all__` makes these explicit re-exports.
    from jax import clear_caches, jit
