"""An 80-line model and training step: the sample program `bench/bench_check.py` checks.

Correct under every checker; pyrefly meets its pinned value_and_grad limitation in
`step`, which `check` lists as known, so the check passes.
"""

from __future__ import annotations

from typing import NamedTuple

import typedjax as tj
import typedjax.numpy as tnp
import typedjax.random as tr
from typedjax import Array
from typedjax.random import KeyArray
from typedjax.typing import float32


class Layer(NamedTuple):
    """One dense layer."""

    w: Array[float32]
    b: Array[float32]


def init_layer(key: KeyArray, n_in: int, n_out: int) -> Layer:
    """Normal weights scaled by the fan-in, zero biases."""
    scale = 1.0 / n_in**0.5
    w = tr.normal(key, (n_in, n_out), dtype=tnp.float32) * scale
    return Layer(w, tnp.zeros((n_out,), dtype=tnp.float32))


def dense(layer: Layer, x: Array[float32]) -> Array[float32]:
    return tnp.matmul(x, layer.w) + layer.b


def relu(x: Array[float32]) -> Array[float32]:
    return tnp.maximum(x, 0.0)


def forward(hidden: Layer, out: Layer, x: Array[float32]) -> Array[float32]:
    return dense(out, relu(dense(hidden, x)))


def loss(hidden: Layer, out: Layer, x: Array[float32], y: Array[float32]) -> Array[float32]:
    """Mean squared error."""
    error = forward(hidden, out, x) - y
    return tnp.mean(error * error)


def sgd(layer: Layer, grad: Layer, lr: float) -> Layer:
    return Layer(layer.w - lr * grad.w, layer.b - lr * grad.b)


def step(
    hidden: Layer, out: Layer, x: Array[float32], y: Array[float32], lr: float
) -> tuple[Array[float32], Layer, Layer]:
    """One gradient step on both layers."""
    value, (g_hidden, g_out) = tj.value_and_grad(loss, argnums=(0, 1))(hidden, out, x, y)
    return value, sgd(hidden, g_hidden, lr), sgd(out, g_out, lr)


def train(key: KeyArray, steps: int) -> Array[float32]:
    """Fit y = sum(x) with a 4-8-1 network; the last loss."""
    k1, k2, k3 = tr.split(key, 3)
    hidden, out = init_layer(k1, 4, 8), init_layer(k2, 8, 1)
    x = tr.normal(k3, (32, 4), dtype=tnp.float32)
    y = tnp.sum(x, axis=1, keepdims=True)
    value = tnp.zeros((), dtype=tnp.float32)
    for _ in range(steps):
        value, hidden, out = step(hidden, out, x, y, 0.05)
    return value


if __name__ == "__main__":
    print(float(train(tr.key(0), 20)))
