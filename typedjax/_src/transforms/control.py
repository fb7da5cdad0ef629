"""Typed control flow: `scan`, `cond`, `switch`, `fori_loop`, `while_loop`.

The runtime objects are `jax.lax`'s own (`scan is jax.lax.scan`); the
declarations under `TYPE_CHECKING` tie each body's types to the carry and result.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar, overload

from typedjax._src.typing.like import NumPyBool

if TYPE_CHECKING:
    from typedjax._src.array.array import Array
    from typedjax._src.generated.typing.dtype import bool_, integer
    from typedjax._src.typing.like import ArrayLike

__all__ = ("cond", "fori_loop", "scan", "switch", "while_loop")

_CarryT = TypeVar("_CarryT")
_XT = TypeVar("_XT")
_YT = TypeVar("_YT")
_R = TypeVar("_R")
_A1 = TypeVar("_A1")
_A2 = TypeVar("_A2")
_A3 = TypeVar("_A3")

if TYPE_CHECKING:
    # Hand-written, a one-off: with and without `xs`; the dtypes are the carry's and the body's.
    @overload
    def scan(
        f: Callable[[_CarryT, None], tuple[_CarryT, _YT]],
        init: _CarryT,
        xs: None = None,
        length: int | None = None,
        reverse: bool = False,
        unroll: int | bool = 1,
        _split_transpose: bool = False,
    ) -> tuple[_CarryT, _YT]: ...
    @overload
    def scan(
        f: Callable[[_CarryT, _XT], tuple[_CarryT, _YT]],
        init: _CarryT,
        xs: _XT,
        length: int | None = None,
        reverse: bool = False,
        unroll: int | bool = 1,
        _split_transpose: bool = False,
    ) -> tuple[_CarryT, _YT]: ...
    def scan(
        f: Callable[[_CarryT, _XT], tuple[_CarryT, _YT]],
        init: _CarryT,
        xs: _XT | None = None,
        length: int | None = None,
        reverse: bool = False,
        unroll: int | bool = 1,
        _split_transpose: bool = False,
    ) -> tuple[_CarryT, _YT]:
        """The final carry and the stacked `Y`s of `f` looped over the leading axis of `xs`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.lax.scan.html

        `f` sees one slice of `xs` per step (an `Array[D]` slice is an `Array[D]`)
        and the stacked `Y` gains a leading axis of length `length`; dtypes are
        unchanged, so `Array[float32]` stays `Array[float32]`. With `xs=None`,
        `f` receives `None` and `length` is required.
        """
        ...

    # Hand-written, a one-off: one row per number of operands.
    @overload
    def cond(
        pred: ArrayLike,
        true_fun: Callable[[], _R],
        false_fun: Callable[[], _R],
    ) -> _R: ...
    @overload
    def cond(
        pred: ArrayLike,
        true_fun: Callable[[_A1], _R],
        false_fun: Callable[[_A1], _R],
        operand1: _A1,
        /,
    ) -> _R: ...
    @overload
    def cond(
        pred: ArrayLike,
        true_fun: Callable[[_A1], _R],
        false_fun: Callable[[_A1], _R],
        *,
        operand: _A1,
    ) -> _R: ...
    @overload
    def cond(
        pred: ArrayLike,
        true_fun: Callable[[_A1, _A2], _R],
        false_fun: Callable[[_A1, _A2], _R],
        operand1: _A1,
        operand2: _A2,
        /,
    ) -> _R: ...
    @overload
    def cond(
        pred: ArrayLike,
        true_fun: Callable[[_A1, _A2, _A3], _R],
        false_fun: Callable[[_A1, _A2, _A3], _R],
        operand1: _A1,
        operand2: _A2,
        operand3: _A3,
        /,
    ) -> _R: ...
    @overload
    def cond(
        pred: ArrayLike,
        true_fun: Callable[..., _R],
        false_fun: Callable[..., _R],
        operand1: object,
        operand2: object,
        operand3: object,
        operand4: object,
        /,
        *operands: object,
    ) -> _R: ...
    def cond(
        pred: ArrayLike,
        true_fun: Callable[..., _R],
        false_fun: Callable[..., _R],
        *operands: object,
        operand: object = ...,
    ) -> _R:
        """`true_fun(*operands)` if `pred` else `false_fun(*operands)`; both branches return `R`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.lax.cond.html

        `operand=x` is the older spelling of one operand `x` (not beside positional ones).

        Where the branches return different types, mypy infers their join and pyright
        their union (both true of the runtime result, which JAX rejects while tracing);
        a declared result type (`r: Array[float32] = cond(...)`) rejects the mismatch
        statically. Four or more operands are not checked against the branches' parameters.
        """
        ...

    def switch(
        index: ArrayLike,
        branches: Sequence[Callable[..., _R]],
        *operands: object,
        operand: object = ...,
    ) -> _R:
        """`branches[index](*operands)`, `index` clamped to the valid range.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.lax.switch.html

        `operand=x` is the older spelling of one operand `x` (not beside positional ones).
        """
        ...

    def fori_loop(
        lower: ArrayLike,
        upper: ArrayLike,
        body_fun: Callable[[Array[integer], _CarryT], _CarryT],
        init_val: _CarryT,
        *,
        unroll: int | bool | None = None,
    ) -> _CarryT:
        """`body_fun(i, carry)` applied for `i` from `lower` up to `upper`; the index is a traced integer array.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.lax.fori_loop.html
        """
        ...

    def while_loop(
        cond_fun: Callable[[_CarryT], bool | NumPyBool | Array[bool_]],
        body_fun: Callable[[_CarryT], _CarryT],
        init_val: _CarryT,
    ) -> _CarryT:
        """`body_fun` applied to `init_val` while `cond_fun` holds.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.lax.while_loop.html
        """
        ...

else:
    from jax.lax import cond, fori_loop, scan, switch, while_loop
