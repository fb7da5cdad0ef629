"""pyrefly 1.4.1 answers `Array[Unknown]` for `tnp.apply_along_axis(tnp.flip, 0, a)`.

mypy, pyright and ty pick the row of the overloaded `tnp.flip` that takes the slice
and reveal `Array[int8]`. A smaller program (an overloaded function passed where a
`Callable[[Box[S]], Box[R]]` is expected) does not show it, so this one uses
typedjax's own declarations.
"""

from typing import reveal_type

import typedjax.numpy as tnp
from typedjax.typing import Array, int8


def probe(a: Array[int8]) -> None:
    reveal_type(tnp.apply_along_axis(tnp.flip, 0, a))
