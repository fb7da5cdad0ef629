"""mypy 2.4.1: a lambda passed to overloads over a ParamSpec makes the result untyped.

mypy types the lambda once without context (its parameter `Any`); with that `Any`
argument both overloads match, their results differ, and mypy answers with an
untyped callable, which `--strict` reports calling (`no-untyped-call`). Without the
ParamSpec (`Callable[[float], float]` rows) mypy takes the first overload. pyright
answers `(float) -> float` (ty `Unknown`, pyrefly no error either). typedjax's `grad`
and `value_and_grad` are overloads of this shape (the ParamSpec carries the
parameters not differentiated), so `grad(lambda v: ...)(x)` shows it; a `def` with an
annotated parameter does not.
"""

from collections.abc import Callable
from typing import Concatenate, ParamSpec, TypeVar, overload, reveal_type

P = ParamSpec("P")
T = TypeVar("T")


@overload
def derivative(f: Callable[Concatenate[float, P], float]) -> Callable[Concatenate[float, P], float]: ...
@overload
def derivative(f: Callable[Concatenate[T, P], float]) -> Callable[Concatenate[T, P], T]: ...
def derivative(f: Callable[..., float]) -> object:
    return f


reveal_type(derivative(lambda v: v * 2.0))
derivative(lambda v: v * 2.0)(1.0)
