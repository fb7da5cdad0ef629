"""A multilayer perceptron in Equinox, trained with Optax's Adam on a toy regression."""

from __future__ import annotations

import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class MLP(eqx.Module):
    layers: list[eqx.nn.Linear]

    def __init__(self, sizes: list[int], key: jax.Array) -> None:
        keys = jax.random.split(key, len(sizes) - 1)
        self.layers = [
            eqx.nn.Linear(n_in, n_out, key=k)
            for n_in, n_out, k in zip(sizes[:-1], sizes[1:], keys, strict=True)
        ]

    def __call__(self, x: jax.Array) -> jax.Array:
        for layer in self.layers[:-1]:
            x = jax.nn.gelu(layer(x))
        return self.layers[-1](x)


def loss_fn(model: MLP, x: jax.Array, y: jax.Array) -> jax.Array:
    predicted = jax.vmap(model)(x)
    return jnp.mean(jnp.square(predicted - y))


@eqx.filter_jit
def train_step(
    model: MLP,
    state: optax.OptState,
    x: jax.Array,
    y: jax.Array,
    optimizer: optax.GradientTransformation,
) -> tuple[MLP, optax.OptState, jax.Array]:
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
    updates, state = optimizer.update(grads, state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, updates)
    return model, state, loss


def main() -> float:
    key, data_key = jax.random.split(jax.random.key(0))
    x = jax.random.uniform(data_key, (64, 2), minval=-1.0, maxval=1.0)
    y = jnp.sin(3.0 * x[:, :1]) * jnp.cos(2.0 * x[:, 1:])
    model = MLP([2, 16, 16, 1], key)
    optimizer = optax.adam(1e-2)
    state = optimizer.init(eqx.filter(model, eqx.is_array))
    loss = jnp.inf
    for _ in range(5):
        model, state, loss = train_step(model, state, x, y, optimizer)
    return float(loss)


if __name__ == "__main__":
    print(main())
