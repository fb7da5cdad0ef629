"""The README's tour of the type model, as a program every checker reads (run it too)."""

import jax.numpy as jnp

import typedjax as tj
from typedjax.typing import Array, bool_, float16, float32, floating, int32


@tj.jit  # jax.jit itself, declared so that the signature survives
def scale(v: Array[float32]) -> Array[float32]:
    assert isinstance(v, tj.Array)  # a tracer here: issubclass(type(v), jax.Array) is False
    return v * 2.0  # Array[float32]: a Python float is weakly typed


raw = jnp.ones(3, dtype=float32)  # dtype classes are dtype= arguments
x = tj.as_array(raw, float32)  # checked once, typed Array[float32], the same object

y: Array[float32] = x + 1  # weak Python scalars keep the dtype
m: Array[bool_] = x < 1  # comparisons give booleans
h: Array[float16] = x.astype(float16)
s: Array[float32] = x.sum()
i: Array[int32] = tj.as_array(jnp.arange(3, dtype=int32), int32)
f: Array[floating] = i / 2  # true division of integers is some float (x64 decides which)
z: Array[floating] = x + h  # mixed dtypes give the category

# isinstance(raw, Array[floating]) checks the dtype at run time (at trace time under
# jit); checkers refuse isinstance with a parameterised class, so for them is_array
# does the same test and narrows:
if tj.is_array(raw, floating):
    narrowed: Array[floating] = raw
assert not tj.is_array(raw, int32) and isinstance(raw, tj.Array)
print(scale(x), y, m, h, s, f, z, sep="\n")
