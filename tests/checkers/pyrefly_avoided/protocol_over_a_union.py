"""pyrefly 1.4.1 (and 1.5.0) solve a two-variable protocol against a union from its last member.

`add(ab, 1)` asks each member of `A | B` for the row of `__p__` that takes an int:
A's gives A, B's gives B, so the answer is `A | B` (mypy joins them into `object`;
pyright and ty answer `A | B`). pyrefly answers `B`, a wrong claim for an A. With the
scalar type written into the protocol (`CanPInt[R]`) it answers `A | B`.

This is why the binary ufuncs' scalar operands keep their ladder rows in place of a
row that reads the dtype classes' `__promote_scalar__` table
(tools/gen/numpy_ufuncs.py, TABLE_ROW): an `Array[bool_ | float32]` with 1 would be
`Array[float32]` in pyrefly, where bool_ + 1 is an int32.
"""

from __future__ import annotations

from typing import Protocol, TypeVar, overload, reveal_type

_T_contra = TypeVar("_T_contra", contravariant=True)
_R_co = TypeVar("_R_co", covariant=True)
S = TypeVar("S", bound=int | str)
R = TypeVar("R")


class CanP(Protocol[_T_contra, _R_co]):
    def __p__(self, other: _T_contra, /) -> _R_co: ...


class CanPInt(Protocol[_R_co]):
    def __p__(self, other: int, /) -> _R_co: ...


class C: ...


class A:
    @overload
    def __p__(self, other: int, /) -> A: ...
    @overload
    def __p__(self, other: str, /) -> C: ...
    def __p__(self, other: object, /) -> object:
        return self


class B:
    @overload
    def __p__(self, other: int, /) -> B: ...
    @overload
    def __p__(self, other: str, /) -> C: ...
    def __p__(self, other: object, /) -> object:
        return self


def add(x1: CanP[S, R], x2: S) -> R:
    raise NotImplementedError


def add_int(x1: CanPInt[R], x2: int) -> R:
    raise NotImplementedError


def probe(ab: A | B) -> None:
    reveal_type(add(ab, 1))
    reveal_type(add_int(ab, 1))
