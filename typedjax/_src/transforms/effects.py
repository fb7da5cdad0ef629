"""Side effects in staged code: JAX's own `debug.print`, `debug.callback` and `effects_barrier`.

At run time `print is jax.debug.print`, `callback is jax.debug.callback` and
`effects_barrier is jax.effects_barrier`: typedjax adds nothing per call. To
checkers `callback(cb, *args, **kwargs)` checks the arguments against `cb`'s
parameters, in both of JAX's forms:

* two-call form (JAX's recommended one): `callback(ordered=True)(cb, x, y=1)`;
  the options come first, so `cb`'s parameters are checked exactly;
* single-call form: `callback(cb, x, y=1)`, and `callback(cb, x, ordered=True)`
  for a `cb` taking up to four positional arguments. PEP 612 forbids
  keyword-only parameters between `*args: P.args` and `**kwargs: P.kwargs`, so
  options mixed with `cb`'s keyword arguments in one call are checked against
  `cb` and rejected: use the two-call form there (JAX soft-deprecates the
  mixed form too).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar, overload

from typing_extensions import ParamSpec

_P = ParamSpec("_P")
_A1 = TypeVar("_A1")
_A2 = TypeVar("_A2")
_A3 = TypeVar("_A3")
_A4 = TypeVar("_A4")

__all__ = ("callback", "effects_barrier", "print")


class _DebugPrint(Protocol):
    """What `print(ordered=...)` without a format string returns: `print` with those options."""

    def __call__(self, fmt: str, /, *args: object, **kwargs: object) -> None: ...


class _DebugCallback(Protocol):
    """What `callback(ordered=...)` without a callback returns: `callback` with those options."""

    def __call__(
        self, callback: Callable[_P, object], /, *args: _P.args, **kwargs: _P.kwargs
    ) -> None: ...


if TYPE_CHECKING:
    # Hand-written, a one-off: a format string prints; keywords alone give a printer.
    @overload
    def print(
        fmt: str,
        *args: object,
        ordered: bool = False,
        partitioned: bool = False,
        skip_format_check: bool = False,
        **kwargs: object,
    ) -> None: ...
    @overload
    def print(
        *, ordered: bool = False, partitioned: bool = False, skip_format_check: bool = False
    ) -> _DebugPrint: ...
    def print(
        fmt: str | None = None,
        *args: object,
        ordered: bool = False,
        partitioned: bool = False,
        skip_format_check: bool = False,
        **kwargs: object,
    ) -> _DebugPrint | None:
        """Prints `fmt.format(*args, **kwargs)` when the staged code runs; without `fmt`, a printer.

        `ordered=True` keeps program order among ordered effects.
        """
        # pytype reads this `...` body as returning None; callers see the overloads.
        ...  # pytype: disable=bad-return-type

    # Hand-written, a one-off: keywords alone give a decorator; one row per argument count.
    @overload
    def callback(*, ordered: bool = False, partitioned: bool = False) -> _DebugCallback: ...
    @overload
    def callback(
        callback: Callable[[], object], /, *, ordered: bool = False, partitioned: bool = False
    ) -> None: ...
    @overload
    def callback(
        callback: Callable[[_A1], object],
        a1: _A1,
        /,
        *,
        ordered: bool = False,
        partitioned: bool = False,
    ) -> None: ...
    @overload
    def callback(
        callback: Callable[[_A1, _A2], object],
        a1: _A1,
        a2: _A2,
        /,
        *,
        ordered: bool = False,
        partitioned: bool = False,
    ) -> None: ...
    @overload
    def callback(
        callback: Callable[[_A1, _A2, _A3], object],
        a1: _A1,
        a2: _A2,
        a3: _A3,
        /,
        *,
        ordered: bool = False,
        partitioned: bool = False,
    ) -> None: ...
    @overload
    def callback(
        callback: Callable[[_A1, _A2, _A3, _A4], object],
        a1: _A1,
        a2: _A2,
        a3: _A3,
        a4: _A4,
        /,
        *,
        ordered: bool = False,
        partitioned: bool = False,
    ) -> None: ...
    @overload
    def callback(
        callback: Callable[_P, object], /, *args: _P.args, **kwargs: _P.kwargs
    ) -> None: ...
    # Callers see the overloads only; `*args, **kwargs` covers them all (a
    # callback's own keywords may be named `ordered` too).
    def callback(*args: object, **kwargs: object) -> _DebugCallback | None:
        """Calls `callback(*args, **kwargs)` on the host when the staged code runs; without it, a caller.

        Arrays reach `callback` as concrete `jax.Array`s. `ordered=True` keeps
        program order among ordered effects.
        """
        # pytype reads this `...` body as returning None; callers see the overloads.
        ...  # pytype: disable=bad-return-type

    def effects_barrier() -> None:
        """Waits until every effect (print, callback) of already dispatched computations has run."""
        ...

else:
    # JAX's own functions: no run-time cost. `__all__` makes them explicit re-exports.
    from jax import effects_barrier
    from jax.debug import callback, print
