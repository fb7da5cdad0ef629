"""pyrefly 1.4.1 solves a constrained TypeVar in a callable's parameter to a type that is none
of its constraints, so the first overload matches where it must not.

mypy, pyright and ty skip the first overload here (`Params` is neither `float` nor `str`) and
reveal `Params`; pyrefly reveals `tuple[Params, str]`. typedjax's `grad`/`value_and_grad`
declare Python-scalar parameters with such a TypeVar (`_RealS0`, constrained to `float` and
`ArrayLike`), so under pyrefly `value_and_grad(loss)(params, batch)` with a NamedTuple of
arrays for `params` types the gradient as `Array[floating]`. Related upstream: pyrefly
issues 2370 and 2419 (a constrained TypeVar must resolve to one of its constraints).
"""

from collections.abc import Callable
from typing import TypeVar, overload, reveal_type

T = TypeVar("T", float, str)


class Params: ...


@overload
def first(fn: Callable[[T], None]) -> tuple[T, str]: ...
@overload
def first(fn: Callable[[Params], None]) -> Params: ...
def first(fn: object) -> object:
    return fn


def takes_params(x: Params) -> None:
    del x


reveal_type(first(takes_params))
