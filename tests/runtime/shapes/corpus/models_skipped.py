"""Functions `check --shapes` cannot prove for every size: each is listed as skipped, with why."""

from jaxtyping import Int, Shaped

import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import float32


def branches_on_size(x: Shaped[Array[float32], " n"]) -> Shaped[Array[float32], " n"]:
    if x.shape[0] > 3:  # skipped
        return x
    return -x


def data_dependent(x: Shaped[Array[float32], " n"]) -> Int[Array, " k"]:
    return tnp.nonzero(x)[0]  # skipped


def scaled(x: Shaped[Array[float32], " n"], scale: float) -> Shaped[Array[float32], " n"]:  # skipped
    return x * scale


def any_rank(x: Shaped[Array[float32], "*batch n"]) -> Shaped[Array[float32], "*batch n"]:  # skipped
    return x


def no_result_shape(x: Shaped[Array[float32], " n"]) -> Array[float32]:  # skipped
    return x


def with_default(x: Shaped[Array[float32], " n"], eps: float = 1e-6) -> Shaped[Array[float32], " n"]:
    return x + eps
