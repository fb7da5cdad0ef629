"""Shape bugs: `check --shapes` reports each at the line marked `# finding`, and nowhere else."""

from jaxtyping import Float, Shaped

import typedjax as tj
import typedjax.numpy as tnp
from typedjax import Array, lax
from typedjax.typing import float32, int32


def layer(
    x: Shaped[Array[float32], "b n"], w: Shaped[Array[float32], "n m"]
) -> Shaped[Array[float32], "b m"]:
    return x @ w


def swapped_weight(
    x: Shaped[Array[float32], "b n"], w: Shaped[Array[float32], "m n"]
) -> Shaped[Array[float32], "b m"]:
    return layer(x, w)  # finding


def wrong_reduction(x: Float[Array, "b n"]) -> Float[Array, " b"]:
    return x.sum(axis=0)  # finding


def concatenated(x: Float[Array, " n"]) -> Float[Array, " n+1"]:
    return tnp.concatenate([x, x])  # finding


def scan_transposed(
    h0: Shaped[Array[float32], " h"], xs: Shaped[Array[float32], "t h"]
) -> Shaped[Array[float32], "h t"]:
    def step(h: Array[float32], x: Array[float32]) -> tuple[Array[float32], Array[float32]]:
        return h + x, h + x

    _, ys = lax.scan(step, h0, xs)
    return ys  # finding


def untransposed(q: Float[Array, "t d"], k: Float[Array, "s d"]) -> Float[Array, "t s"]:
    return q @ k  # finding


def wrong_product(image: Float[Array, "c h w"]) -> Float[Array, "c h*h"]:
    return image.reshape(image.shape[0], -1)  # finding


def float_as_int(x: Shaped[Array[float32], " n"]) -> Shaped[Array[int32], " n"]:
    return x * 2.0  # type: ignore[return-value]  # pyright: ignore[reportReturnType]  # finding


def fixed_size(x: Shaped[Array[float32], "b 3"]) -> Shaped[Array[float32], "b 4"]:
    return x + 1.0  # finding


def gradient_of_the_input(
    x: Shaped[Array[float32], "b n"], w: Shaped[Array[float32], "n m"]
) -> Shaped[Array[float32], "n m"]:
    def loss(inputs: Array[float32]) -> Array[float32]:
        return tnp.sum(layer(inputs, w))

    return tj.grad(loss)(x)  # finding


def compiled_swap(
    x: Shaped[Array[float32], "b n"], w: Shaped[Array[float32], "m n"]
) -> Shaped[Array[float32], "b m"]:
    return tj.jit(layer)(x, w)  # finding
