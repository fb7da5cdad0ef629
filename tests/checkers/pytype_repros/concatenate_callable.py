"""pytype crashes matching a `Callable` value against `Callable[Concatenate[A, P], R]`.

`AttributeError: 'Concatenate' object has no attribute 'formal_type_parameters'` in
`matcher._match_callable_args_against_callable`. tests/typing/transforms/check_autodiff.py
crashes pytype there: its `grad`/`value_and_grad` of functions typed as a `Callable` (not a
`def`, e.g. `grad(grad(f))`) are this call. mypy and pyright accept both files.
"""

from collections.abc import Callable
from typing import Concatenate, TypeVar

from typing_extensions import ParamSpec

P = ParamSpec("P")
A = TypeVar("A")


def first_arg(fun: Callable[Concatenate[A, P], object]) -> A:
    raise NotImplementedError


def use(h: Callable[[float, int], float]) -> float:
    return first_arg(h)
