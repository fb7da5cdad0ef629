"""Probe (issue 46): `grad`'s first row as a TypeVar, with `Array`'s dtype defaulting to Any.

A plain `jax.Array` read as `Array[Any]` matches both a concrete `Array[floating]` row
and the `_A0` row of today's `grad`; their results differ, so mypy, pyrefly and ty
answer Any/Unknown (the typing spec's overload rule for Any arguments). Here the first
row is `Array[FT]` (bound and default `floating`), whose result for `Array[Any]` is the
`_A0` row's. Run each checker on this file; README.md has the answers.
"""

# mypy: disable-error-code="empty-body"
from collections.abc import Callable
from typing import Any, Concatenate, Generic, TypeAlias, overload, reveal_type

from typing_extensions import ParamSpec, TypeVar


class generic: ...


class number(generic): ...


class floating(number): ...


class float32(floating): ...


class integer(number): ...


class int32(integer): ...


D_co = TypeVar("D_co", bound=generic, covariant=True, default=Any)


class Array(Generic[D_co]):
    def __mul__(self, other: "Array[D_co]") -> "Array[D_co]": ...
    def sum(self) -> "Array[D_co]": ...


ArrayLike: TypeAlias = Array[Any] | float | int
P = ParamSpec("P", default=...)
A0 = TypeVar("A0")
FT = TypeVar("FT", bound=floating, default=floating)
R = TypeVar("R", bound=Array[floating] | float, default=Array[floating] | float)


@overload
def grad(
    fun: Callable[Concatenate[Array[FT], P], R],
) -> Callable[Concatenate[Array[FT], P], Array[FT]]: ...
@overload
def grad(
    fun: Callable[Concatenate[float, P], R],
) -> Callable[Concatenate[float, P], Array[floating]]: ...
@overload
def grad(fun: Callable[Concatenate[A0, P], R]) -> Callable[Concatenate[A0, P], A0]: ...
def grad(fun: Callable[..., Any]) -> Callable[..., Any]: ...


def bare(w: Array, x: Array) -> Array[float32]: ...
def f32(w: Array[float32]) -> Array[float32]: ...
def like(w: ArrayLike) -> Array[floating]: ...
def scalar(w: float) -> float: ...


def probe(x: Array[float32], xb: Array) -> None:
    reveal_type(grad(bare))
    reveal_type(grad(f32))
    reveal_type(grad(like))
    reveal_type(grad(scalar))
    reveal_type(grad(lambda v: (v * v).sum()))
    reveal_type(grad(lambda v: (v * v).sum())(x))
    reveal_type(grad(bare)(xb, xb))
    reveal_type(grad(like)(x))
