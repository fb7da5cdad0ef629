"""One protocol per Python scalar kind (`CanPInt[R]`, one TypeVar): right for unions, coarse for TypeVars (stop 52).

The construction issue 45 proposes for `bool`, `int`, `float` and `complex` operands:
`add(x1: HasD[CanPInt[R]], x2: int)`, the dtype classes answering `__promote_int__`
(categories with `Self`). Measured (mypy 2.4.1 --strict, pyright 1.1.414, pyrefly 1.4.1
default preset, ty 0.0.107):

- concrete dtypes, categories and unions (`Arr[bool_ | float32] + 1` is
  `Arr[signedinteger | float32]`; mypy joins it to `number`) are exact in all four, in
  the function and in the operator, and the must-fail assignment fails in all four;
- an array whose dtype is a TypeVar (`x: Arr[T]`, `T` bound to `number`): mypy, pyright
  and pyrefly answer the bound (`Arr[number]`), ty `Arr[Unknown]`. The ladder's
  `Array[NumberT], int -> Array[NumberT]` row answers `Arr[T]`.

So the protocol row cannot replace the TypeVar rows (`NumberT`, `InexactT`, `ComplexT`)
without losing generic code's precision; kept beside them, it saves one row per side.
"""

from __future__ import annotations

from typing import Any, Generic, Protocol, Self, TypeVar, overload, reveal_type

_R_co = TypeVar("_R_co", covariant=True)
_D_co = TypeVar("_D_co", covariant=True)
R = TypeVar("R")


class generic:
    def __promote_int__(self, other: int, /) -> generic: ...
    def __promote_float__(self, other: float, /) -> generic: ...


class bool_(generic):
    def __promote_int__(self, other: int, /) -> signedinteger: ...
    def __promote_float__(self, other: float, /) -> floating: ...


class number(generic):
    def __promote_int__(self, other: int, /) -> Self: ...
    def __promote_float__(self, other: float, /) -> number: ...


class integer(number):
    def __promote_float__(self, other: float, /) -> floating: ...


class signedinteger(integer): ...


class int8(signedinteger): ...


class floating(number):
    def __promote_float__(self, other: float, /) -> Self: ...


class float32(floating): ...


class CanPInt(Protocol[_R_co]):
    def __promote_int__(self, other: int, /) -> _R_co: ...


class CanPFloat(Protocol[_R_co]):
    def __promote_float__(self, other: float, /) -> _R_co: ...


class HasD(Generic[_D_co]): ...


class Arr(HasD[_D_co]):
    @overload
    def __add__(self: HasD[CanPInt[R]], other: int) -> Arr[R]: ...
    @overload
    def __add__(self: HasD[CanPFloat[R]], other: float) -> Arr[R]: ...
    def __add__(self, other: object) -> Any: ...
    @overload
    def __radd__(self: HasD[CanPInt[R]], other: int) -> Arr[R]: ...
    @overload
    def __radd__(self: HasD[CanPFloat[R]], other: float) -> Arr[R]: ...
    def __radd__(self, other: object) -> Any: ...


@overload
def add(x1: HasD[CanPInt[R]], x2: int, /) -> Arr[R]: ...
@overload
def add(x1: HasD[CanPFloat[R]], x2: float, /) -> Arr[R]: ...
@overload
def add(x1: int, x2: HasD[CanPInt[R]], /) -> Arr[R]: ...
@overload
def add(x1: float, x2: HasD[CanPFloat[R]], /) -> Arr[R]: ...
def add(x1: object, x2: object) -> Any: ...


T = TypeVar("T", bound=number)
F = TypeVar("F", bound=floating)


def gen(x: Arr[T], y: Arr[F]) -> None:
    reveal_type(add(x, 1))  # T
    reveal_type(x + 1)  # T
    reveal_type(add(y, 1.0))  # F
    reveal_type(y + 1.0)  # F


def probe(
    u: Arr[bool_ | float32],
    i8: Arr[int8],
    b: Arr[bool_],
    g: Arr[generic],
    n: Arr[number],
    i: Arr[integer],
) -> None:
    reveal_type(add(u, 1))  # signedinteger | float32
    reveal_type(add(i8, 1))  # int8
    reveal_type(add(b, 1))  # signedinteger
    reveal_type(add(i8, 1.0))  # floating
    reveal_type(add(1, i8))  # int8
    reveal_type(add(2.0, u))  # floating
    reveal_type(add(g, 1))  # generic
    reveal_type(add(n, 1))  # number
    reveal_type(add(i, 1.5))  # floating
    reveal_type(i8 + 1)  # int8
    reveal_type(u + 1)  # signedinteger | float32
    reveal_type(1 + i8)  # int8
    reveal_type(1.5 + u)  # floating
    reveal_type(b + 1)
    r: Arr[signedinteger] = add(i8, 1)
    s: Arr[integer] = i8 + 1
    t: Arr[floating] = add(i8, 1.0)
    v: Arr[int8] = add(i8, 1.0)  # must fail
    del r, s, t, v
