"""pyrefly 1.4.1 answers `Unknown` for `tnp.piecewise` with a lambda beside a constant.

mypy and pyright reveal `Array[int8]` (ty `Array[Unknown]`, as in
tests/checkers/ty_repros/lambda_parameter.py). Smaller programs (a generic parameter,
a sequence of `int | Callable[[Box[T]], object]`) do not show it, so this one uses
typedjax's own declaration.
"""

from typing import reveal_type

import typedjax.numpy as tnp
from typedjax.typing import Array, int8


def probe(a: Array[int8]) -> None:
    reveal_type(tnp.piecewise(a, [a > 0], [lambda x: x, 1]))
