"""Correct shape-annotated models: `check --shapes` proves each for every size, no finding."""

from jaxtyping import Float, Int, Shaped

import typedjax as tj
import typedjax.numpy as tnp
from typedjax import Array, lax
from typedjax.typing import float32, int32


def dense(
    x: Shaped[Array[float32], "b n"], w: Shaped[Array[float32], "n m"], bias: Shaped[Array[float32], " m"]
) -> Shaped[Array[float32], "b m"]:
    return tnp.tanh(x @ w + bias)


@tj.typecheck
def mlp(
    x: Shaped[Array[float32], "b n"],
    w1: Shaped[Array[float32], "n h"],
    b1: Shaped[Array[float32], " h"],
    w2: Shaped[Array[float32], "h k"],
    b2: Shaped[Array[float32], " k"],
) -> Shaped[Array[float32], "b k"]:
    return dense(dense(x, w1, b1), w2, b2)


def attention(
    q: Float[Array, "t d"], k: Float[Array, "s d"], v: Float[Array, "s e"]
) -> Float[Array, "t e"]:
    scores = q @ k.T / tnp.sqrt(q.shape[-1])
    return tnp.exp(scores) @ v


def rnn(
    h0: Shaped[Array[float32], " h"], xs: Shaped[Array[float32], "t n"], w: Shaped[Array[float32], "n h"]
) -> tuple[Shaped[Array[float32], " h"], Shaped[Array[float32], "t h"]]:
    def step(h: Array[float32], x: Array[float32]) -> tuple[Array[float32], Array[float32]]:
        new = tnp.tanh(h + x @ w)
        return new, new

    return lax.scan(step, h0, xs)


def batched_dense(
    xs: Shaped[Array[float32], "e b n"], w: Shaped[Array[float32], "n m"], bias: Shaped[Array[float32], " m"]
) -> Shaped[Array[float32], "e b m"]:
    def one(x: Shaped[Array[float32], "b n"]) -> Shaped[Array[float32], "b m"]:
        return dense(x, w, bias)

    return tj.vmap(one)(xs)


def embed(table: Float[Array, "v d"], ids: Int[Array, " t"]) -> Float[Array, "t d"]:
    return table[ids]


def flatten(image: Float[Array, "c h w"]) -> Float[Array, "c h*w"]:
    return image.reshape(image.shape[0], -1)


def rgb_mean(pixels: Shaped[Array[float32], "b 3"]) -> Shaped[Array[float32], " 3"]:
    return pixels.mean(axis=0)


def doubled(x: Float[Array, " n"]) -> Float[Array, " 2*n"]:
    return tnp.concatenate([x, x])


def shifted(ids: Shaped[Array[int32], " n"]) -> Shaped[Array[int32], " n"]:
    return ids + 1


def first_column(x: Shaped[Array[float32], "_ n"]) -> Shaped[Array[float32], " n"]:
    return x[0]


def weight_gradient(
    x: Shaped[Array[float32], "b n"], w: Shaped[Array[float32], "n m"], bias: Shaped[Array[float32], " m"]
) -> Shaped[Array[float32], "n m"]:
    def loss(weight: Array[float32]) -> Array[float32]:
        return tnp.sum(dense(x, weight, bias))

    return tj.grad(loss)(w)


def compiled_dense(
    x: Shaped[Array[float32], "b n"], w: Shaped[Array[float32], "n m"], bias: Shaped[Array[float32], " m"]
) -> Shaped[Array[float32], "b m"]:
    return tj.jit(dense)(x, w, bias)
