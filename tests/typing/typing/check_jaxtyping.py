"""jaxtyping's annotations over `typedjax.Array`, as every checker reads them: never run.

`Float[Array, "b n"]` is an array of any dtype to a static checker (jaxtyping's
dtype families are run-time checks), and strict mode accepts the bare `Array`
inside it; `Shaped[Array[float32], "b n"]` keeps the dtype written inside.
"""

from typing import Any, assert_type

from jaxtyping import Bool, Float, Int, Shaped

from typedjax import Array
from typedjax.typing import bool_, float32, int32


def scale(x: Float[Array, "b n"], k: Int[Array, ""]) -> Float[Array, "b n"]:
    return x * k


def keep(x: Shaped[Array[float32], "b n"]) -> Shaped[Array[float32], "b n"]:
    return x + 1


def mask(x: Shaped[Array[float32], "*batch"]) -> Bool[Array[bool_], "*batch"]:
    return x > 0


def check_jaxtyping(x: Array[float32], i: Array[int32]) -> None:
    assert_type(scale(x, i), Array[Any])
    assert_type(keep(x), Array[float32])
    assert_type(mask(x), Array[bool_])
