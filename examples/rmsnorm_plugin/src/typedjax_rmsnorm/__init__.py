"""RMS normalisation with hand-written C++ kernels, through typedjax's kernel hook.

```python
import typedjax_rmsnorm as rn
y = rn.rms_norm(x, scale)            # x: Array[float32] (or float16, bfloat16)
```
"""

from __future__ import annotations

from typing import TypeVar

from typedjax import Array
from typedjax.plugins import kernel, typed_like
from typedjax.typing import bfloat16, float16, float32

from ._kernels import DTYPES as DTYPES
from ._kernels import LIBRARY as LIBRARY

__all__ = ("DTYPES", "LIBRARY", "rms_norm")

_F = TypeVar("_F", float32, float16, bfloat16)


def rms_norm(x: Array[_F], scale: Array[_F], eps: float = 1e-6) -> Array[_F]:
    """`x * scale / sqrt(mean(x**2, axis=-1) + eps)`, in `x`'s dtype; `scale` has shape `x.shape[-1:]`.

    Runs the compiled kernel on the CPU and JAX's reference elsewhere; differentiable
    (through the compiled backward kernel), batchable with `jax.vmap`, and sharded over
    every axis but the last under `jax.jit`.
    """
    (y,) = kernel("rmsnorm.rms_norm")(x, scale, eps=eps)
    return typed_like(y, x)
