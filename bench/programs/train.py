"""A small regression network trained with Adam, written against typedjax.

One of the real-style programs `bench/bench_real_check.py` type-checks; it also
runs (`python -m bench.programs.train`). The bench derives the plain-JAX twin
(`jax.numpy`, `jax.Array`) from this file by renaming, so both say the same.
"""

from __future__ import annotations

from typing import NamedTuple

import typedjax as tj
import typedjax.numpy as tnp
import typedjax.random as tr
from typedjax import Array
from typedjax.random import KeyArray
from typedjax.typing import float32, floating, int32


class Params(NamedTuple):
    """The weights of a two-layer perceptron."""

    w1: Array[float32]
    b1: Array[float32]
    w2: Array[float32]
    b2: Array[float32]


class AdamState(NamedTuple):
    """First and second moment estimates, one per parameter, and the step count."""

    m: Params
    v: Params
    step: Array[int32]


class Batch(NamedTuple):
    inputs: Array[float32]
    targets: Array[float32]


def init_params(key: KeyArray, n_in: int, n_hidden: int, n_out: int) -> Params:
    """Glorot-scaled normal weights and zero biases."""
    k1, k2 = tr.split(key)
    scale1 = tnp.sqrt(2.0 / (n_in + n_hidden)).astype(tnp.float32)
    scale2 = tnp.sqrt(2.0 / (n_hidden + n_out)).astype(tnp.float32)
    w1 = tr.normal(k1, (n_in, n_hidden), dtype=tnp.float32) * scale1
    w2 = tr.normal(k2, (n_hidden, n_out), dtype=tnp.float32) * scale2
    b1 = tnp.zeros((n_hidden,), dtype=tnp.float32)
    b2 = tnp.zeros((n_out,), dtype=tnp.float32)
    return Params(w1, b1, w2, b2)


def zeros_like_params(params: Params) -> Params:
    return Params(
        tnp.zeros_like(params.w1),
        tnp.zeros_like(params.b1),
        tnp.zeros_like(params.w2),
        tnp.zeros_like(params.b2),
    )


def init_adam(params: Params) -> AdamState:
    return AdamState(
        zeros_like_params(params), zeros_like_params(params), tnp.zeros((), dtype=tnp.int32)
    )


def gelu(x: Array[float32]) -> Array[float32]:
    """The tanh approximation of GELU."""
    inner = 0.7978845608 * (x + 0.044715 * x * x * x)
    return 0.5 * x * (1.0 + tnp.tanh(inner))


def forward(params: Params, inputs: Array[float32]) -> Array[float32]:
    hidden = gelu(tnp.matmul(inputs, params.w1) + params.b1)
    return tnp.matmul(hidden, params.w2) + params.b2


def loss_fn(params: Params, batch: Batch) -> Array[float32]:
    """Mean squared error plus a small weight decay."""
    predictions = forward(params, batch.inputs)
    error = predictions - batch.targets
    mse = tnp.mean(error * error)
    decay = tnp.sum(params.w1 * params.w1) + tnp.sum(params.w2 * params.w2)
    return mse + 1e-4 * decay


def adam_leaf(
    param: Array[float32],
    grad: Array[float32],
    m: Array[float32],
    v: Array[float32],
    step: Array[int32],
    lr: float,
) -> tuple[Array[float32], Array[float32], Array[float32]]:
    """One Adam update of one parameter: the new parameter and moments."""
    beta1, beta2, eps = 0.9, 0.999, 1e-8
    m_new = beta1 * m + (1.0 - beta1) * grad
    v_new = beta2 * v + (1.0 - beta2) * grad * grad
    t = step.astype(tnp.float32) + 1.0
    m_hat = m_new / (1.0 - beta1**t)
    v_hat = v_new / (1.0 - beta2**t)
    return param - lr * m_hat / (tnp.sqrt(v_hat) + eps), m_new, v_new


def adam_update(
    params: Params, grads: Params, state: AdamState, lr: float
) -> tuple[Params, AdamState]:
    """Adam over every field of `Params`, written out."""
    w1, m_w1, v_w1 = adam_leaf(params.w1, grads.w1, state.m.w1, state.v.w1, state.step, lr)
    b1, m_b1, v_b1 = adam_leaf(params.b1, grads.b1, state.m.b1, state.v.b1, state.step, lr)
    w2, m_w2, v_w2 = adam_leaf(params.w2, grads.w2, state.m.w2, state.v.w2, state.step, lr)
    b2, m_b2, v_b2 = adam_leaf(params.b2, grads.b2, state.m.b2, state.v.b2, state.step, lr)
    new_state = AdamState(
        Params(m_w1, m_b1, m_w2, m_b2), Params(v_w1, v_b1, v_w2, v_b2), state.step + 1
    )
    return Params(w1, b1, w2, b2), new_state


def global_norm(grads: Params) -> Array[float32]:
    squares = [tnp.sum(g * g) for g in (grads.w1, grads.b1, grads.w2, grads.b2)]
    return tnp.sqrt(tnp.sum(tnp.stack(squares)))


def clip_grads(grads: Params, max_norm: float) -> Params:
    """Scale the gradients down when their global norm exceeds `max_norm`."""
    norm = global_norm(grads)
    factor = tnp.minimum(1.0, max_norm / (norm + 1e-6))
    return Params(grads.w1 * factor, grads.b1 * factor, grads.w2 * factor, grads.b2 * factor)


@tj.jit
def train_step(
    params: Params, state: AdamState, batch: Batch
) -> tuple[Params, AdamState, Array[float32]]:
    loss, grads = tj.value_and_grad(loss_fn)(params, batch)
    grads = clip_grads(grads, 1.0)
    params, state = adam_update(params, grads, state, 1e-2)
    return params, state, loss


@tj.jit
def evaluate(params: Params, batch: Batch) -> tuple[Array[float32], Array[floating]]:
    """Loss and the fraction of predictions within 0.1 of the target."""
    predictions = forward(params, batch.inputs)
    close = tnp.abs(predictions - batch.targets) < 0.1
    return loss_fn(params, batch), tnp.mean(close.astype(tnp.float32))


def make_data(key: KeyArray, n: int, n_in: int) -> Batch:
    """Noisy samples of a smooth target function."""
    k_x, k_noise = tr.split(key)
    inputs = tr.uniform(k_x, (n, n_in), dtype=tnp.float32, minval=-1.0, maxval=1.0)
    clean = tnp.sin(3.0 * inputs[:, :1]) + 0.5 * tnp.cos(2.0 * inputs[:, 1:2])
    noise = 0.05 * tr.normal(k_noise, (n, 1), dtype=tnp.float32)
    return Batch(inputs, clean + noise)


def batches(data: Batch, batch_size: int, key: KeyArray) -> list[Batch]:
    """The data shuffled and cut into whole batches."""
    order = tr.permutation(key, data.inputs.shape[0])
    inputs = tnp.take(data.inputs, order, axis=0)
    targets = tnp.take(data.targets, order, axis=0)
    count = data.inputs.shape[0] // batch_size
    return [
        Batch(
            inputs[i * batch_size : (i + 1) * batch_size],
            targets[i * batch_size : (i + 1) * batch_size],
        )
        for i in range(count)
    ]


def train(epochs: int = 3, n: int = 256, batch_size: int = 64) -> list[float]:
    """Train on fresh data; the loss after each epoch."""
    key = tr.key(0)
    k_data, k_init, k_shuffle = tr.split(key, 3)
    data = make_data(k_data, n, 2)
    params = init_params(k_init, 2, 32, 1)
    state = init_adam(params)
    history: list[float] = []
    for epoch in range(epochs):
        epoch_key = tr.fold_in(k_shuffle, epoch)
        for batch in batches(data, batch_size, epoch_key):
            params, state, _ = train_step(params, state, batch)
        loss, accuracy = evaluate(params, data)
        history.append(float(loss))
        print(f"epoch {epoch}: loss {float(loss):.4f}, within 0.1: {float(accuracy):.2f}")
    return history


if __name__ == "__main__":
    train()
