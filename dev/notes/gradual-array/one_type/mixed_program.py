"""typedjax annotations fed by plain JAX values, and the reverse."""

from typing import reveal_type

import jax
import jax.numpy as jnp

import typedjax as tj
from typedjax.typing import Array, float32, int32


def typed_loss(w: Array[float32], x: Array[float32]) -> Array[float32]:
    return tj.as_array((x @ w).sum(), float32)


plain = jax.nn.relu(jnp.ones((3, 3)))  # jax.Array from jax.nn: Array[Any]
reveal_type(plain)
out = typed_loss(plain, plain)  # accepted: the dtype is not known
reveal_type(out)
same: jax.Array[float32] = out  # one type
back = jax.nn.relu(out)  # a typed array into plain JAX
reveal_type(jnp.sin(out))  # typedjax's declaration through jax.numpy
reveal_type(jnp.ones(3, dtype=jnp.float32))
wrong: Array[int32] = out  # must fail: two known, different dtypes
