"""ty 0.0.107 solves a TypeVar that an unannotated lambda parameter takes as `Unknown | int`.

mypy and pyright solve `C` from `init` (int) and reject `to_str` as the body; ty's
`Unknown` from the lambda lets any body through. In typedjax this is
`while_loop(lambda c: True, to_int, x)` in tests/typing/transforms/fail_control.py.
"""

from collections.abc import Callable
from typing import TypeVar, reveal_type

C = TypeVar("C")


def loop(cond: Callable[[C], bool], body: Callable[[C], C], init: C) -> C:
    return init


def to_str(x: int) -> str:
    return str(x)


def probe() -> None:
    looped = loop(lambda c: True, to_str, 1)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]  # rejected, as it should be
    reveal_type(looped)
