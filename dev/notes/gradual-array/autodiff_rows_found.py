# pyright: strict
# pyright: reportOverlappingOverload=false
# mypy: disable-error-code="overload-overlap, empty-body"
"""Probe (issue 46): `grad` rows that answer a bare `Array` (dtype `Any`) without the
Any ambiguity and keep today's lambda answers, in mypy, pyright, pyrefly and ty.

The first row is a TypeVar row whose result takes `ArrayLike`, with defaults on the
TypeVar and on a ParamSpec of its own; the union row after it serves `ArrayLike`
functions in mypy. `ArrayLike`'s array member is `Array[generic]`, not a bare `Array`.
Run each checker on this file (mypy --strict); README.md has the answers.
"""

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
    def __mul__(self, other: "Array[D_co] | float") -> "Array[D_co]": ...
    def __rmul__(self, other: float) -> "Array[D_co]": ...
    def sum(self) -> "Array[D_co]": ...


ArrayLike: TypeAlias = Array[generic] | float | int

RealOut: TypeAlias = Array[floating] | float
P = ParamSpec("P")
A0 = TypeVar("A0")

FT = TypeVar("FT", bound=floating, default=floating)
PD = ParamSpec("PD", default=...)


@overload
def grad(
    fun: Callable[Concatenate[Array[FT], PD], RealOut],  # ty: ignore[invalid-type-variable-default]
) -> Callable[Concatenate[ArrayLike, PD], Array[FT]]: ...
@overload
def grad(
    fun: Callable[Concatenate[Array[floating] | float, P], RealOut],
) -> Callable[Concatenate[ArrayLike, P], Array[floating]]: ...
@overload
def grad(
    fun: Callable[Concatenate[float, P], RealOut],
) -> Callable[Concatenate[float, P], Array[floating]]: ...
@overload
def grad(fun: Callable[Concatenate[A0, P], RealOut]) -> Callable[Concatenate[A0, P], A0]: ...
def grad(fun: Callable[..., Any]) -> Callable[..., Any]: ...


def jnp_sum(a: ArrayLike) -> Array[floating]: ...
def bare(w: Array, x: Array) -> Array[float32]: ...
def f32(w: Array[float32]) -> Array[float32]: ...
def like(w: ArrayLike) -> Array[floating]: ...
def scalar(w: float) -> float: ...
def f_generic(w: Array[generic]) -> Array[floating]: ...
def tree(p: dict[str, Array[float32]]) -> Array[float32]: ...


def probe(x: Array[float32], xb: Array) -> None:
    reveal_type(grad(bare))  # C1a
    reveal_type(grad(bare)(xb, xb))  # C1b
    reveal_type(grad(f32))  # C2a
    reveal_type(grad(f32)(x))  # C2b
    reveal_type(grad(like))  # C3a
    reveal_type(grad(like)(x))  # C3b
    reveal_type(grad(scalar))  # C3c
    reveal_type(grad(f_generic))  # C4
    reveal_type(grad(tree))  # C5
    c6a = grad(lambda v: jnp_sum(v * v))(x)  # C6a
    reveal_type(c6a)  # C6ar
    c6b = grad(lambda v: (v * v).sum())(x)  # C6b
    reveal_type(c6b)  # C6br
    c6c = grad(lambda w, b: jnp_sum(w * b))(x, x)  # C6c
    reveal_type(c6c)  # C6cr
    c6d = grad(lambda w: bare(w, xb))(xb)  # C6d
    reveal_type(c6d)  # C6dr
    c6e = grad(lambda v: jnp_sum(v * v))(xb)  # C6e
    reveal_type(c6e)  # C6er
