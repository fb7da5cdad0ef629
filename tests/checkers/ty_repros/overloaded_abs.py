"""ty 0.0.107 answers `abs(c)` of an `Array[complex64]` with two of `__abs__`'s rows at once.

typeshed's `abs(x: SupportsAbs[_T]) -> _T` meets `Array.__abs__`, whose first row takes
complex64 (`Array[float32]`) and a later one any number (`Array[complex64]`). mypy and
pyright answer the first row, as ty does for `c.__abs__()`; for `abs(c)` ty answers the
intersection `Array[float32] & Array[complex64]`. Smaller programs (a generic class whose
rows narrow `self` through a base) do not show it, so this one uses typedjax's own class.
"""

from typing import reveal_type

from typedjax import Array
from typedjax.typing import complex64


def probe(c: Array[complex64]) -> None:
    reveal_type(abs(c))
    reveal_type(c.__abs__())
