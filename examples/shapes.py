"""Shapes with typedjax: one annotation gives the dtype to checkers and the shape to typecheck and export."""

from jaxtyping import Float, Shaped

import typedjax as tj
import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import float32

# The one spelling: Shaped[Array[dtype], "dims"]. Checkers read Array[float32];
# typecheck and jaxtyping read the dtype and the shape.
Batch = Shaped[Array[float32], "b n"]


@tj.typecheck
def affine(
    x: Batch, w: Shaped[Array[float32], "n m"], b: Shaped[Array[float32], " m"]
) -> Shaped[Array[float32], "b m"]:
    return x @ w + b


x = tnp.ones((8, 3), dtype=float32)
w = tnp.ones((3, 2), dtype=float32)
bias = tnp.zeros(2, dtype=float32)
y = affine(x, w, bias)  # Array[float32] to every checker; shape (8, 2)

try:
    affine(x, tnp.ones((4, 2), dtype=float32), bias)
except tj.ShapeError as error:
    print(error)  # affine(w): dimension n is 3 (bound by x: shape (8, 3)) but w has shape (4, 2)

fast = tj.jit(affine)  # checked once per trace; the compiled program is affine's own
exported = tj.export(affine, constraints=["b >= 1"])  # b, n, m become symbolic dimensions
print(exported.in_avals)  # ShapedArray(float32[b,n]), ShapedArray(float32[n,m]), ...)
print(exported.call(tnp.ones((5, 3), dtype=float32), w, bias).shape)  # (5, 2)


# Float[Array, ...] is checked the same way at run time, but to checkers it is an
# array of any dtype: jaxtyping declares its families as plain aliases of the
# type inside them.
@tj.typecheck
def norm(v: Float[Array, " n"]) -> Float[Array, ""]:
    return (v * v).sum()


print(norm(tnp.arange(3.0)))
