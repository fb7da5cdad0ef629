"""JAX's everyday idioms with lambdas, over plain JAX (typed.py: the same over typedjax).

Line for line the same program as typed.py; tests/checkers/test_lambda_idioms.py runs
the four checkers over both and compares, line by line.
"""

from typing import reveal_type

import jax
import jax as tj
import jax.numpy as tnp
from jax import Array, lax
from jax.numpy import float32, int32

# The names of typed.py, from JAX.
x: Array = tnp.ones(3, dtype=float32)
n: Array = tnp.arange(3, dtype=int32)

g = tj.grad(lambda v: tnp.sum(v * v))(x)
vg = tj.value_and_grad(lambda v: tnp.sum(tnp.sin(v)))(x)
vm = tj.vmap(lambda v: v * 2.0)(x)
jt = tj.jit(lambda v: v + 1.0)(x)
fl = lax.fori_loop(0, 10, lambda i, acc: acc + i, x)
wl = lax.while_loop(lambda c: c.sum() < 10.0, lambda c: c * 2.0, x)
cd = lax.cond(True, lambda v: v + 1.0, lambda v: v - 1.0, x)
sw = lax.switch(1, [lambda v: v + 1.0, lambda v: v - 1.0], x)
carry, ys = lax.scan(lambda c, v: (c + v, c * v), x, x)
tm = jax.tree.map(lambda a: a * 2.0, {"a": x, "b": x})
mixed = lax.fori_loop(0, 3, lambda i, acc: acc * n[i], x)
reveal_type(g)
reveal_type(vg)
reveal_type(fl)
reveal_type(wl)
reveal_type(cd)
reveal_type(carry)
reveal_type(mixed)
