"""Plain JAX code, unchanged: must check as cleanly as with JAX's own types."""

import jax
import jax.numpy as jnp


def layer(x: jax.Array, w: jax.Array) -> jax.Array:
    return jax.nn.relu(x @ w)


def loss(w: jax.Array, x: jax.Array, y: jax.Array) -> jax.Array:
    return jnp.mean((layer(x, w) - y) ** 2)


def step(w: jax.Array, x: jax.Array, y: jax.Array) -> jax.Array:
    g = jax.grad(loss)(w, x, y)
    return w - 0.1 * g


key = jax.random.key(0)
w0 = jax.random.normal(key, (3, 3))
x0 = jnp.ones((4, 3))
w1 = step(w0, x0, jnp.zeros((4, 3)))
s = jnp.sum(jnp.sin(w1))
total: float = float(s)
g2 = jax.grad(lambda v: jnp.sum(v * v))(w1)
z = jax.jit(step)(w1, x0, x0)
