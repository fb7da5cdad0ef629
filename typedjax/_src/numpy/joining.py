"""The hand-written part of `typedjax.numpy`'s joins and splits: `block` and `select`.

Each has a shape of its own (`block` one pair of rows per nesting depth of lists,
`select` choices that promote with a `default` whose own default is a weak int),
so both are declared by hand; their runtime objects are JAX's own functions. The
other joins and splits (`concatenate`, `stack`, `split`, ...) are declared in
`typedjax/_src/generated/numpy/joining.py` (written by `tools/gen/numpy_joining.py`),
which reads the alias `_Sections` from here.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (bool subclasses int, a sequence of one dtype is
# also a sequence of its category): the first match is JAX's answer, and the dtype
# agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
# `_Sections` is read by the generated declarations (typedjax/_src/generated/numpy/joining.py),
# not here:
# ruff: noqa: PYI047

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeAlias, TypeVar, overload

import numpy as np

from typedjax._src.generated.typing.vocabulary import (
    GenericT,
    SameComplexT,
    SameInexactT,
    SameNarrowT,
    SameNumberT,
    SameT,
)
from typedjax.array import Array
from typedjax.typing import (
    ArrayLike,
    bool_,
    complexfloating,
    floating,
    generic,
    inexact,
    integer,
    number,
    signedinteger,
    unsignedinteger,
)

if TYPE_CHECKING:
    from typing import Never

    from typedjax._src.array.array import HasDType
    from typedjax._src.generated.typing.vocabulary import CanPromote, PartnerT, ResultT

__all__: list[str] = ["block", "select"]

_ArrayLikeT = TypeVar("_ArrayLikeT", bound=ArrayLike)
_Sections: TypeAlias = int | Sequence[int] | ArrayLike
"""What `split` and its kin cut at: a number of equal sections, or the indices to cut at."""

if TYPE_CHECKING:
    # `block` takes nested lists (JAX refuses tuples there). A list is invariant, so
    # each depth has its own fallback for literals, and a flat list built beforehand
    # binds a TypeVar.
    # Hand-written, a one-off: one pair of rows per nesting depth of lists, a shape no other
    # function has.
    @overload
    def block(arrays: list[Array[SameT]]) -> Array[SameT]: ...
    @overload
    def block(arrays: list[Array[SameNarrowT]]) -> Array[SameNarrowT]: ...
    @overload
    def block(arrays: list[ArrayLike]) -> Array[generic]: ...
    @overload
    def block(arrays: list[list[Array[SameT]]]) -> Array[SameT]: ...
    @overload
    def block(arrays: list[list[Array[SameNarrowT]]]) -> Array[SameNarrowT]: ...
    @overload
    def block(arrays: list[list[ArrayLike]]) -> Array[generic]: ...
    @overload
    def block(arrays: list[list[list[Array[SameT]]]]) -> Array[SameT]: ...
    @overload
    def block(arrays: list[list[list[Array[SameNarrowT]]]]) -> Array[SameNarrowT]: ...
    @overload
    def block(arrays: list[list[list[ArrayLike]]]) -> Array[generic]: ...
    @overload
    def block(arrays: Array[GenericT]) -> Array[GenericT]: ...
    @overload
    def block(arrays: ArrayLike | list[_ArrayLikeT]) -> Array[generic]: ...
    def block(arrays: ArrayLike | Sequence[object]) -> Array[generic]:
        """An array assembled from nested lists of blocks; the blocks' dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.block.html
        """
        ...

    # select promotes the choices with `default`, whose own default 0 is a weak int:
    # boolean choices with no default give an int. The same-dtype rows come in pairs,
    # as every SameT/SameNumberT row does (see SameNarrowT in the vocabulary).
    # Hand-written, a one-off: the choices promote with a `default` whose own default is a weak int.
    # NumPy's float64 and complex128 scalars are Python floats and complexes to checkers, but
    # JAX reads them as strongly typed 64-bit values (x64 decides the width), so they come first.
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[complexfloating]],
        default: np.float64 | np.complex128,
    ) -> Array[complexfloating]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[floating | integer | bool_]],
        default: np.float64,
    ) -> Array[floating]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike], choicelist: Sequence[ArrayLike], default: np.complex128
    ) -> Array[complexfloating]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike], choicelist: Sequence[ArrayLike], default: np.float64
    ) -> Array[inexact]: ...
    # The choices and an array `default` promote as `add` does: one row reads the
    # promotion tables of the dtype classes (typedjax/_src/typing/promotion.py).
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[PartnerT]],
        default: HasDType[CanPromote[PartnerT, ResultT]] | Callable[[Never], PartnerT],
    ) -> Array[ResultT]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[SameNumberT]],
        default: Array[SameNumberT] | int = 0,
    ) -> Array[SameNumberT]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[SameNarrowT]],
        default: Array[SameNarrowT] | int = 0,
    ) -> Array[SameNarrowT]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[SameInexactT]],
        default: Array[SameInexactT] | float,
    ) -> Array[SameInexactT]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[bool_]],
        default: Array[bool_] | bool,
    ) -> Array[bool_]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike], choicelist: Sequence[Array[bool_]], default: int = 0
    ) -> Array[signedinteger]: ...
    # A Python int (or bool) `default` is weak: integer choices keep their kind, and
    # choices of both signs promote as two arrays do (int8 with uint8 is int16, int64
    # with uint64 a float64), so only `number` holds every mix. These rows catch the
    # categories and unions the same-dtype rows above leave, before the float row below
    # reads the int as a float.
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[signedinteger | bool_]],
        default: int = 0,
    ) -> Array[signedinteger]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[unsignedinteger]],
        default: int = 0,
    ) -> Array[unsignedinteger]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[integer | bool_]],
        default: int = 0,
    ) -> Array[number]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[integer | bool_]],
        default: float,
    ) -> Array[floating]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[floating]],
        default: Array[floating | integer | bool_] | float = 0,
    ) -> Array[floating]: ...
    # A Python complex `default` (the int and float ones are the rows above) makes real
    # choices complex. This row comes before the complex choices' constrained TypeVar,
    # which pyrefly solves from a call inside the list (`[tnp.flip(a)]` of uint32)
    # and then refuses instead of trying the next row.
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[floating | integer | bool_]],
        default: complex,
    ) -> Array[complexfloating]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[SameComplexT]],
        default: Array[SameComplexT] | complex,
    ) -> Array[SameComplexT]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[complexfloating]],
        default: Array[number | bool_] | complex = 0,
    ) -> Array[complexfloating]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike], choicelist: Sequence[ArrayLike], default: ArrayLike = 0
    ) -> Array[generic]: ...
    def select(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        condlist: Sequence[ArrayLike], choicelist: Sequence[ArrayLike], default: ArrayLike = 0
    ) -> Array[generic]:
        """Per element, the choice of the first true condition, else `default`; dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.select.html
        """
        ...

else:
    from jax.numpy import block, select
