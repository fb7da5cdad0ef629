"""A NumPy scalar operand read through the array's table: wrong for a union dtype in three checkers (stop 52).

Issue 45 asks for NumPy scalars to be read "through the array-with-array table". A NumPy
scalar has no table of its own (NumPy's classes cannot carry `__promote__`), so the table
must be the array's, keyed by the NumPy type: `add(x1: Arr[CanP[S, R]], x2: S)`, two
TypeVars in a protocol on the array operand. For an `Arr[A | B]`:

- `add(ab, n8)` (both rows give the member itself): mypy 2.4.1 `Arr[object]` (a join),
  pyright 1.1.414 and ty 0.0.107 `Arr[A | B]`, pyrefly 1.4.1 `Arr[B]` (wrong for an A);
- `add(ab, n32)` (both members give C): mypy "Cannot infer value of type parameter",
  pyright `Arr[A | B]` (wrong: C), pyrefly and ty `Arr[C]`.

A single dtype (`add(a, n8)`) is `Arr[A]` in all four. So the NumPy scalar rows stay rows.
"""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar, overload, reveal_type

_T_contra = TypeVar("_T_contra", contravariant=True)
_R_co = TypeVar("_R_co", covariant=True)
_D_co = TypeVar("_D_co", covariant=True)
S = TypeVar("S")
R = TypeVar("R")


class NP8: ...


class NP32: ...


class CanP(Protocol[_T_contra, _R_co]):
    def __p__(self, other: _T_contra, /) -> _R_co: ...


class C: ...


class A:
    @overload
    def __p__(self, other: NP8, /) -> A: ...
    @overload
    def __p__(self, other: NP32, /) -> C: ...
    def __p__(self, other: object, /) -> object:
        return self


class B:
    @overload
    def __p__(self, other: NP8, /) -> B: ...
    @overload
    def __p__(self, other: NP32, /) -> C: ...
    def __p__(self, other: object, /) -> object:
        return self


class Arr(Generic[_D_co]): ...


def add(x1: Arr[CanP[S, R]], x2: S) -> Arr[R]:
    raise NotImplementedError


def probe(ab: Arr[A | B], a: Arr[A], n8: NP8, n32: NP32) -> None:
    reveal_type(add(ab, n8))
    reveal_type(add(a, n8))
    reveal_type(add(ab, n32))
