"""The protocol through which the declarations read JAX's promotion rules.

`tools/gen/typing_dtype.py` writes the rules into the dtype classes
(`typedjax/_src/generated/typing/dtype.py`) as a check-only method, `__promote__`; a function
declares the promotion of two arrays in one row by asking for a dtype class that has
the row it needs:

    def add(x1: Array[PartnerT], x2: HasDType[CanPromote[PartnerT, ResultT]], /) -> Array[ResultT]

reads the row of `x2`'s dtype class that takes `x1`'s dtype. No dtype class
implements the method at run time, and nothing calls it.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

from typedjax._src.generated.typing.dtype import floating, inexact, integer, number
from typedjax._src.typing.dtype_root import generic

# pytype does not support variance on these TypeVars (not-supported-yet); it reads the
# protocol invariantly, which only makes it accept more.
_OtherT_contra = TypeVar("_OtherT_contra", contravariant=True)  # pytype: disable=not-supported-yet
_ResultT_co = TypeVar("_ResultT_co", covariant=True)  # pytype: disable=not-supported-yet


class CanPromote(Protocol[_OtherT_contra, _ResultT_co]):
    """A dtype class whose promotion with the dtype class `_OtherT_contra` gives `_ResultT_co`."""

    def __promote__(self, other: _OtherT_contra, /) -> _ResultT_co: ...


class CanPromoteInexact(Protocol[_OtherT_contra, _ResultT_co]):
    """An integral dtype class whose true division with the integral dtype class
    `_OtherT_contra` gives the float `_ResultT_co` (`__promote_inexact__`)."""

    def __promote_inexact__(self, other: _OtherT_contra, /) -> _ResultT_co: ...


# The type variables of the rows that read the tables (the dtype of the other array
# operand, and the result), bound so that a row never solves them to what no dtype
# class is.
PartnerT = TypeVar("PartnerT", bound=generic)
ResultT = TypeVar("ResultT", bound=generic)

# The results of the families whose answer is the promoted dtype only where that dtype
# is of a kind: true division (`divide`, `arctan2`, `power`, ...) divides integers into
# a float, subtraction refuses two booleans, floor division and the remainders turn
# booleans into integers and take no complex numbers, and the bitwise functions and
# shifts take no floats. A row with one of these reads the table
# where the promoted dtype is within the bound; a pair whose promotion falls outside it
# matches no such row, in all four checkers, and the next rows answer it.
NumberResultT = TypeVar("NumberResultT", bound=number)
RealResultT = TypeVar("RealResultT", bound=integer | floating)
InexactResultT = TypeVar("InexactResultT", bound=inexact)
IntegerResultT = TypeVar("IntegerResultT", bound=integer)
