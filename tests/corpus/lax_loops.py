"""An Elman RNN over a sequence with `jax.lax.scan`, and the other loops of `jax.lax`."""

from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax


class Weights(NamedTuple):
    w_in: jax.Array
    w_rec: jax.Array
    bias: jax.Array


def init(key: jax.Array, inputs: int, hidden: int) -> Weights:
    k_in, k_rec = jax.random.split(key)
    scale = 1.0 / jnp.sqrt(hidden)
    return Weights(
        jax.random.normal(k_in, (inputs, hidden)) * scale,
        jax.random.orthogonal(k_rec, hidden) * 0.9,
        jnp.zeros(hidden),
    )


def run(weights: Weights, xs: jax.Array) -> tuple[jax.Array, jax.Array]:
    def cell(h: jax.Array, x: jax.Array) -> tuple[jax.Array, jax.Array]:
        h = jnp.tanh(x @ weights.w_in + h @ weights.w_rec + weights.bias)
        return h, h

    h0 = jnp.zeros(weights.w_rec.shape[0])
    return lax.scan(cell, h0, xs)


def power_iteration(m: jax.Array, steps: int) -> jax.Array:
    def body(_: int, v: jax.Array) -> jax.Array:
        w = m @ v
        return w / jnp.linalg.norm(w)

    return lax.fori_loop(0, steps, body, jnp.ones(m.shape[0]) / jnp.sqrt(m.shape[0]))


def collatz_steps(n: jax.Array) -> jax.Array:
    def cond(state: tuple[jax.Array, jax.Array]) -> jax.Array:
        return state[0] != 1

    def body(state: tuple[jax.Array, jax.Array]) -> tuple[jax.Array, jax.Array]:
        value, count = state
        value = lax.cond(value % 2 == 0, lambda v: v // 2, lambda v: 3 * v + 1, value)
        return value, count + 1

    return lax.while_loop(cond, body, (n, jnp.zeros((), dtype=jnp.int32)))[1]


def sample_tokens(key: jax.Array, logits: jax.Array, temperature: float) -> jax.Array:
    return jax.random.categorical(key, logits / temperature, axis=-1)


def main() -> tuple[float, float, int, list[int]]:
    key = jax.random.key(2)
    k_w, k_x, k_s = jax.random.split(key, 3)
    weights = init(k_w, 4, 8)
    xs = jax.random.normal(k_x, (10, 4))
    last, states = run(weights, xs)
    top = power_iteration(weights.w_rec.T @ weights.w_rec, 20)
    tokens = sample_tokens(k_s, states[:, :3], 0.7)
    steps = collatz_steps(jnp.asarray(27))
    return float(last.sum()), float(top[0]), int(steps), [int(t) for t in tokens]


if __name__ == "__main__":
    print(main())
