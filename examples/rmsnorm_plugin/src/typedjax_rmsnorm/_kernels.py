"""The three kernels this plugin describes: RMS normalisation, and its forward and backward passes.

Each has a JAX reference (what runs where no compiled library does, and the truth
the compiled kernels are verified against) and a C++ target in the library built on
install. `rms_norm` differentiates through `forward` and `backward`.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Final

import jax
import jax.numpy as jnp

from typedjax.plugins import FfiTarget, KernelDescription, KernelVjp, shape_dtype

__all__ = ("DESCRIPTIONS", "DTYPES", "LIBRARY", "backward", "forward", "rms_norm")

DTYPES: Final = ("float32", "float16", "bfloat16")
"""The dtypes every kernel here takes (x, scale and the residuals all in one)."""

_SUFFIX: Final = {"darwin": ".dylib", "win32": ".dll"}.get(sys.platform, ".so")
LIBRARY: Final = str(Path(__file__).with_name(f"librmsnorm_kernels{_SUFFIX}"))
"""The library that `pip install` built from csrc/rms_norm.cc, beside this module."""

_SAMPLE: Final = ((4, 8), (8,))


def _check(x: jax.ShapeDtypeStruct, scale: jax.ShapeDtypeStruct) -> None:
    dtype = jnp.dtype(x.dtype)
    if dtype.name not in DTYPES:
        raise TypeError(f"rms_norm takes {', '.join(DTYPES)}; x has dtype {dtype.name}")
    if jnp.dtype(scale.dtype) != dtype:
        raise TypeError(f"scale has dtype {jnp.dtype(scale.dtype).name}; x has {dtype.name}")
    if len(x.shape) < 1 or tuple(scale.shape) != (x.shape[-1],):
        raise ValueError(f"scale has shape {scale.shape}; expected ({x.shape[-1:]},)")


def _rstd(x: jax.Array, eps: float) -> jax.Array:
    wide = x.astype(jnp.float32)
    return jax.lax.rsqrt(jnp.mean(wide * wide, axis=-1) + eps)


# -- rms_norm: x, scale -> y ------------------------------------------------------------------


def rms_norm_abstract(
    x: jax.ShapeDtypeStruct, scale: jax.ShapeDtypeStruct, *, eps: float
) -> jax.ShapeDtypeStruct:
    _check(x, scale)
    return shape_dtype(x.shape, x.dtype)


def rms_norm_reference(x: jax.Array, scale: jax.Array, *, eps: float) -> jax.Array:
    r = _rstd(x, eps)[..., None]
    return (x.astype(jnp.float32) * r * scale.astype(jnp.float32)).astype(x.dtype)


# -- forward: x, scale -> y, rstd ----------------------------------------------------------------


def forward_abstract(
    x: jax.ShapeDtypeStruct, scale: jax.ShapeDtypeStruct, *, eps: float
) -> tuple[jax.ShapeDtypeStruct, jax.ShapeDtypeStruct]:
    _check(x, scale)
    return shape_dtype(x.shape, x.dtype), shape_dtype(x.shape[:-1], x.dtype)


def forward_reference(x: jax.Array, scale: jax.Array, *, eps: float) -> tuple[jax.Array, jax.Array]:
    return rms_norm_reference(x, scale, eps=eps), _rstd(x, eps).astype(x.dtype)


# -- backward: x, scale, rstd, dy -> dx, per-row dscale -----------------------------------------


def backward_abstract(
    x: jax.ShapeDtypeStruct,
    scale: jax.ShapeDtypeStruct,
    rstd: jax.ShapeDtypeStruct,
    dy: jax.ShapeDtypeStruct,
    *,
    eps: float,
) -> tuple[jax.ShapeDtypeStruct, jax.ShapeDtypeStruct]:
    _check(x, scale)
    if tuple(rstd.shape) != tuple(x.shape[:-1]) or tuple(dy.shape) != tuple(x.shape):
        raise ValueError(f"rstd {rstd.shape} and dy {dy.shape} do not fit x {x.shape}")
    return shape_dtype(x.shape, x.dtype), shape_dtype(x.shape, x.dtype)


def backward_reference(
    x: jax.Array, scale: jax.Array, rstd: jax.Array, dy: jax.Array, *, eps: float
) -> tuple[jax.Array, jax.Array]:
    r = rstd.astype(jnp.float32)[..., None]
    xhat = x.astype(jnp.float32) * r
    g = dy.astype(jnp.float32) * scale.astype(jnp.float32)
    mean = jnp.mean(g * xhat, axis=-1, keepdims=True)
    dx = r * (g - xhat * mean)
    return dx.astype(x.dtype), (dy.astype(jnp.float32) * xhat).astype(x.dtype)


def _target(symbol: str) -> tuple[FfiTarget, ...]:
    return (FfiTarget(platform="cpu", library=LIBRARY, symbol=symbol),)


forward = KernelDescription(
    name="rmsnorm.forward",
    operands=("x", "scale"),
    signature="... n, n -> ... n, ...",
    dtypes=DTYPES,
    sample=_SAMPLE,
    abstract_eval=forward_abstract,
    reference=forward_reference,
    targets=_target("TypedjaxRmsNormFwd"),
    attributes={"eps": 1e-6},
    batching="vectorized",
    sharded=("...",),
)
"""RMS normalisation that also returns the residual `rstd` (per row, in x's dtype)."""

backward = KernelDescription(
    name="rmsnorm.backward",
    operands=("x", "scale", "rstd", "dy"),
    signature="... n, n, ..., ... n -> ... n, ... n",
    dtypes=DTYPES,
    sample=(*_SAMPLE, (4,), (4, 8)),
    abstract_eval=backward_abstract,
    reference=backward_reference,
    targets=_target("TypedjaxRmsNormBwd"),
    attributes={"eps": 1e-6},
    batching="vectorized",
    sharded=("...",),
)
"""The cotangents of x and (per row, summed by typedjax) of scale."""

rms_norm = KernelDescription(
    name="rmsnorm.rms_norm",
    operands=("x", "scale"),
    signature="... n, n -> ... n",
    dtypes=DTYPES,
    sample=_SAMPLE,
    abstract_eval=rms_norm_abstract,
    reference=rms_norm_reference,
    targets=_target("TypedjaxRmsNorm"),
    attributes={"eps": 1e-6},
    vjp=KernelVjp(forward=forward.name, backward=backward.name),
    batching="vectorized",
    sharded=("...",),
)
"""`x * scale / sqrt(mean(x**2, axis=-1) + eps)`: rows stay sharded, the last axis is whole."""

DESCRIPTIONS: Final = (forward, backward, rms_norm)
