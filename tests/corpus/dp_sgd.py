"""Differentially private SGD on a softmax classifier: per-example gradients with
`jax.vmap`, clipped to a norm, averaged and noised."""

from __future__ import annotations

import jax
import jax.numpy as jnp

Params = dict[str, jax.Array]


def predict(params: Params, x: jax.Array) -> jax.Array:
    hidden = jax.nn.relu(x @ params["w1"] + params["b1"])
    return jax.nn.log_softmax(hidden @ params["w2"] + params["b2"])


def loss(params: Params, x: jax.Array, targets: jax.Array) -> jax.Array:
    logits = predict(params, x)
    return -jnp.mean(jnp.sum(logits * targets, axis=-1))


def clipped_grad(params: Params, l2_norm_clip: float, x: jax.Array, target: jax.Array) -> Params:
    grads: Params = jax.grad(loss)(params, x[None], target[None])
    leaves = jax.tree.leaves(grads)
    total = jnp.sqrt(sum(jnp.sum(jnp.square(g)) for g in leaves))
    divisor = jnp.maximum(total / l2_norm_clip, 1.0)
    return jax.tree.map(lambda g: g / divisor, grads)


def private_grad(
    params: Params, x: jax.Array, targets: jax.Array, key: jax.Array, clip: float, noise: float
) -> Params:
    per_example = jax.vmap(clipped_grad, in_axes=(None, None, 0, 0))(params, clip, x, targets)
    leaves, tree = jax.tree.flatten(per_example)
    keys = jax.random.split(key, len(leaves))
    noised = [
        jnp.sum(g, axis=0) + noise * clip * jax.random.normal(k, g.shape[1:])
        for g, k in zip(leaves, keys, strict=True)
    ]
    batch = x.shape[0]
    return jax.tree.unflatten(tree, [g / batch for g in noised])


@jax.jit
def update(params: Params, x: jax.Array, targets: jax.Array, key: jax.Array) -> Params:
    grads = private_grad(params, x, targets, key, 1.0, 1.1)
    return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)


def main() -> float:
    key = jax.random.key(3)
    k1, k2, k3, k4 = jax.random.split(key, 4)
    params: Params = {
        "w1": jax.random.normal(k1, (6, 16)) * 0.3,
        "b1": jnp.zeros(16),
        "w2": jax.random.normal(k2, (16, 3)) * 0.3,
        "b2": jnp.zeros(3),
    }
    x = jax.random.normal(k3, (8, 6))
    targets = jax.nn.one_hot(jnp.arange(8) % 3, 3)
    params = update(params, x, targets, k4)
    return float(loss(params, x, targets))


if __name__ == "__main__":
    print(main())
