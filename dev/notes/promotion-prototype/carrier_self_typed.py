"""A scalar promotion row read through a carrier that is never a union (stop 40's probe).

The scalar row of design A‴ reads the dtype classes' table through
`HasDType[CanPromoteScalar[S, R]]`. For an array whose dtype is a union, pyrefly 1.4.1
and 1.5.0 solve that protocol from the union's last member, a wrong claim
(tests/checkers/pyrefly_avoided/protocol_over_a_union.py). Here the array carries its
table in `_promo: Promo[D]`, one generic class whose rows are selected by their `self`
type. `Promo[bool_ | float32]` is not a union, matches no dtype's row, and reads the
`generic` row.

What the checkers answer (mypy 2.4.1, pyright 1.1.414, pyrefly 1.5.0, ty 0.0.108):

| call | expected | mypy | pyright | pyrefly | ty |
|---|---|---|---|---|---|
| `add(i8, 1)` | `int8` | `int8` | `int8` | `int8` | `int8 & floating` |
| `add(b, 1)` | `signedinteger` | cannot infer `S` | error, `bool_` | `signedinteger` | `signedinteger & floating` |
| `add(i8, 1.0)` | `floating` | cannot infer `S` | error, `int8` | `floating` | `floating` |
| `add(bf, 1)` | `generic` | `generic` | `generic` | `generic` | `generic` |

- pyrefly answers every call exactly, the union included.
- mypy and pyright bind `S` from the first row whose `self` matches, before reading
  `x2`. Design A‴ met the same in pyright and put a first row for a class no scalar is
  (`_NoScalar`). Here that row makes mypy answer "cannot infer" on every call.
- ty intersects every row whose partner accepts the argument. A Python int is accepted
  where `float` is written.
- So this carrier trades pyrefly's wrong claim for failures in the three other
  checkers, and it is not a way to four signatures either.

Run each checker on this file to see its answers. It is kept out of the project's own
checker runs, under dev/notes/ (outside mypy.ini's `files` and pyright's `include`).
"""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar, overload, reveal_type


class generic: ...


class bool_(generic): ...


class number(generic): ...


class integer(number): ...


class signedinteger(integer): ...


class int8(signedinteger): ...


class inexact(number): ...


class floating(inexact): ...


class float32(floating): ...


D_co = TypeVar("D_co", bound=generic, covariant=True)
S_contra = TypeVar("S_contra", contravariant=True)
R_co = TypeVar("R_co", covariant=True)
P_co = TypeVar("P_co", covariant=True)
S = TypeVar("S")
R = TypeVar("R", bound=generic)


class Promo(Generic[D_co]):
    @overload
    def __promote_scalar__(self: Promo[bool_], other: bool, /) -> bool_: ...
    @overload
    def __promote_scalar__(self: Promo[bool_], other: int, /) -> signedinteger: ...
    @overload
    def __promote_scalar__(self: Promo[bool_], other: float, /) -> floating: ...
    @overload
    def __promote_scalar__(self: Promo[int8], other: int, /) -> int8: ...
    @overload
    def __promote_scalar__(self: Promo[int8], other: float, /) -> floating: ...
    @overload
    def __promote_scalar__(self: Promo[float32], other: float, /) -> float32: ...
    @overload
    def __promote_scalar__(self: Promo[generic], other: float, /) -> generic: ...
    def __promote_scalar__(self, other: object, /) -> object:
        raise NotImplementedError


class CanPromoteScalar(Protocol[S_contra, R_co]):
    def __promote_scalar__(self, other: S_contra, /) -> R_co: ...


class HasPromo(Protocol[P_co]):
    @property
    def _promo(self) -> P_co: ...


class Arr(Generic[D_co]):
    @property
    def _promo(self) -> Promo[D_co]:
        raise NotImplementedError


def add(x1: HasPromo[CanPromoteScalar[S, R]], x2: S) -> Arr[R]:
    raise NotImplementedError


def probe(b: Arr[bool_], i8: Arr[int8], bf: Arr[bool_ | float32]) -> None:
    reveal_type(add(i8, 1))
    reveal_type(add(b, 1))
    reveal_type(add(i8, 1.0))
    reveal_type(add(bf, 1))
