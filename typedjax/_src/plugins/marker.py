"""`hookimpl`, the decorator that marks a plugin's functions as typedjax hook implementations.

It marks functions exactly as `pluggy.HookimplMarker("typedjax")` does (pluggy is
imported on the first decoration, so `import typedjax` does not import it), and
its overloads accept only functions returning what a typedjax hook returns.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, TypeVar, overload

from typedjax._src.plugins.config import PROJECT
from typedjax._src.plugins.descriptions import (
    BackendDescription,
    KernelDescription,
    PrngDescription,
)

__all__ = ("HookimplMarker", "hookimpl")

# `...` parameters: a hook may be a module-level function or a method (with `self`);
# pluggy checks the parameter names at registration, the checkers check the result.
_BackendsHookT = TypeVar("_BackendsHookT", bound=Callable[..., Sequence[BackendDescription]])
_PrngHookT = TypeVar("_PrngHookT", bound=Callable[..., Sequence[PrngDescription]])
_KernelsHookT = TypeVar("_KernelsHookT", bound=Callable[..., Sequence[KernelDescription]])
_Described = Sequence[BackendDescription] | Sequence[PrngDescription] | Sequence[KernelDescription]


class HookimplMarker:
    """The type of `typedjax.plugins.hookimpl`."""

    __slots__ = ()

    # Hand-written, a one-off: one row per hook's signature.
    @overload
    def __call__(self, function: _BackendsHookT, /) -> _BackendsHookT: ...
    @overload
    def __call__(self, function: _PrngHookT, /) -> _PrngHookT: ...
    @overload
    def __call__(self, function: _KernelsHookT, /) -> _KernelsHookT: ...
    def __call__(self, function: Callable[..., _Described], /) -> Callable[..., _Described]:
        """Mark `function` as the implementation of the typedjax hook it is named after.

        The hooks are `typedjax_backends() -> Sequence[BackendDescription]`,
        `typedjax_prng_impls() -> Sequence[PrngDescription]` and
        `typedjax_kernels() -> Sequence[KernelDescription]`; the function is returned unchanged.
        """
        import pluggy  # here, not at module level: `import typedjax` must not import pluggy

        pluggy.HookimplMarker(PROJECT)(function)
        return function


hookimpl: Final = HookimplMarker()
"""Marks a plugin's `typedjax_backends`/`typedjax_prng_impls`/`typedjax_kernels` functions as
hook implementations."""
