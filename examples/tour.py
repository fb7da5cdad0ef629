"""The README's tour: plain JAX code, as every checker reads it with typedjax installed (run it too)."""

from __future__ import annotations  # jax.Array[...] is for checkers: JAX's class takes no [...]

import jax
import jax.numpy as jnp

import typedjax as tj
from typedjax.typing import floating  # dtype categories (jnp.floating is NumPy's class)


@jax.jit
def scale(v: jax.Array[jnp.float32]) -> jax.Array[jnp.float32]:
    assert isinstance(v, tj.Array)  # a tracer here: issubclass(type(v), jax.Array) is False
    return v * 2.0  # Array[float32]: a Python float is weakly typed


def loss(w: jax.Array[jnp.float32], x: jax.Array[jnp.float32]) -> jax.Array:
    return jnp.sum(jnp.tanh(x * w) ** 2)


x = jnp.ones(3, dtype=jnp.float32)  # Array[float32]: jax.numpy read with typedjax's rows
y: jax.Array[jnp.float32] = x + 1  # weak Python scalars keep the dtype
m: jax.Array[jnp.bool_] = x < 1  # comparisons give booleans
h: jax.Array[jnp.float16] = x.astype(jnp.float16)
s: jax.Array[jnp.float32] = x.sum()
i: jax.Array[jnp.int32] = jnp.arange(3, dtype=jnp.int32)
f: jax.Array[floating] = i / 2  # true division of integers is some float (x64 decides which)
z: jax.Array[floating] = x + h  # mixed dtypes give the category
g: jax.Array[jnp.float32] = jax.grad(loss)(x, y)  # the gradient has w's dtype
a: jax.Array[jnp.float32] = jax.nn.relu(x)
n: jax.Array[jnp.float16] = jax.random.normal(jax.random.key(0), (3,), dtype=jnp.float16)

# jax.lax is read from JAX itself: its results are a bare jax.Array (dtype not known),
# accepted where a dtype is annotated. as_array checks the dtype once and types it;
# is_array is the isinstance checkers narrow with (isinstance(c, Array[floating]) does
# the same test at run time, at trace time under jit).
c = jax.lax.cos(x)
checked: jax.Array[jnp.float32] = tj.as_array(c, jnp.float32)
if tj.is_array(c, floating):
    narrowed: jax.Array[floating] = c
assert not tj.is_array(c, jnp.int32)
print(scale(x), y, m, h, s, f, z, g, a, n, checked, sep="\n")
