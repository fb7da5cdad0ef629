"""A Python or NumPy scalar on the left of a comparison with a typedjax array.

Each line's comment is what mypy, pyright, pyrefly and ty all reveal (pinned by
tests/checkers/test_scalar_left.py); JAX computes an `Array` of bools for every one.
The left operand's own operator answers first: typeshed's `int.__eq__` takes any
object and returns `bool`, NumPy's scalar `__eq__` returns `Any` and its ordering
operators take any array-like and return an `ndarray`. typeshed's `int.__lt__` takes
only numbers, so for a Python scalar before `<` the checkers ask the array's reflected
operator, and get it right. `typedjax check` reports each line whose answer is not
`Array[bool_]` (its rule `scalar-left`, typedjax/_src/check/rules.py).
"""

from typing import reveal_type

import numpy as np

from typedjax import Array
from typedjax.typing import float32


def python_scalars(x: Array[float32]) -> None:
    reveal_type(2 == x)  # bool
    reveal_type(2 != x)  # bool
    reveal_type(2 < x)  # Array[bool_]
    reveal_type(2 <= x)  # Array[bool_]
    reveal_type(2 > x)  # Array[bool_]
    reveal_type(2 >= x)  # Array[bool_]
    reveal_type(2.5 == x)  # bool
    reveal_type(2.5 < x)  # Array[bool_]
    reveal_type(-1 != x)  # bool
    reveal_type(-1 >= x)  # Array[bool_]
    reveal_type(True == x)  # bool
    reveal_type(True > x)  # Array[bool_]
    reveal_type(1j == x)  # bool


def numpy_scalars(x: Array[float32]) -> None:
    reveal_type(np.float32(2.0) == x)  # Any
    reveal_type(np.float32(2.0) != x)  # Any
    reveal_type(np.float32(2.0) < x)  # ndarray[bool]
    reveal_type(np.float32(2.0) <= x)  # ndarray[bool]
    reveal_type(np.float32(2.0) > x)  # ndarray[bool]
    reveal_type(np.float32(2.0) >= x)  # ndarray[bool]
    reveal_type(np.int8(1) < x)  # ndarray[bool]
    reveal_type(np.bool_(True) == x)  # Any


def array_first(x: Array[float32]) -> None:
    reveal_type(x == 2)  # Array[bool_]
    reveal_type(x != 2.5)  # Array[bool_]
    reveal_type(x == True)  # Array[bool_]
    reveal_type(x > np.float32(2.0))  # Array[bool_]
    reveal_type(x == np.float32(2.0))  # Array[bool_]
