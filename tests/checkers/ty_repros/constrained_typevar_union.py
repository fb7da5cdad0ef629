"""ty 0.0.107 solves a constrained TypeVar from a list of two different members as Unknown.

mypy and pyright reject the call (no single constraint holds both boxes; their
ignores below are errors when unused); ty accepts it
and answers `Box[Unknown]`. In typedjax this is `tnp.concatenate([i8, u8])` and
`tnp.linalg.multi_dot([i, x])`, whose first row takes `Sequence[Array[SameT]]`.
"""

from collections.abc import Sequence
from typing import Generic, TypeVar, reveal_type

T_co = TypeVar("T_co", covariant=True)
S = TypeVar("S", int, str)


class Box(Generic[T_co]): ...


def join(boxes: Sequence[Box[S]]) -> Box[S]:
    return Box()


def probe(a: Box[int], b: Box[str]) -> None:
    joined = join([a, b])  # type: ignore[type-var]  # pyright: ignore[reportArgumentType]  # rejected, as it should be
    reveal_type(joined)
