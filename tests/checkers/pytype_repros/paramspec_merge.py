"""pytype crashes when one call binds a ParamSpec through two arguments of ParamSpec results.

`AssertionError` at `assert t in self._paramspecs` in `matcher._match_subst_against_subst`.
tests/typing/transforms/check_custom.py crashes pytype at the same assertion (its calls
of the ParamSpec-typed `custom_vjp`/`custom_jvp` declarations); mypy and pyright accept
both files.
"""

from collections.abc import Callable
from typing import TypeVar

from typing_extensions import ParamSpec

P = ParamSpec("P")
R = TypeVar("R")


def keep(fun: Callable[P, R]) -> Callable[P, R]:
    raise NotImplementedError


def both(f: Callable[P, R], g: Callable[P, R]) -> None:
    raise NotImplementedError


def use(h: Callable[[float], float], k: Callable[[float], float]) -> None:
    both(keep(h), keep(k))
