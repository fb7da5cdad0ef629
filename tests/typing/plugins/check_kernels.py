"""Static types of typedjax's kernel hook: checked by mypy, pyright and pytype, never run.

The descriptions a plugin builds, the kernel it gets back, and the typed face a
plugin writes over it (as examples/rmsnorm_plugin does): a constrained TypeVar over
the supported dtypes, and `typed_like` to give the result the operand's dtype.
"""

from collections.abc import Callable, Mapping, Sequence
from typing import Literal, TypeVar, assert_type

import jax

import typedjax
from typedjax import Array, plugins
from typedjax.plugins import (
    AttributeValue,
    Batching,
    FfiTarget,
    Kernel,
    KernelDescription,
    KernelStatus,
    KernelVjp,
    hookimpl,
    kernel,
    kernels,
    shape_dtype,
    typed_like,
)
from typedjax.typing import bfloat16, float16, float32


def abstract(x: jax.ShapeDtypeStruct, *, eps: float) -> jax.ShapeDtypeStruct:
    return shape_dtype(x.shape, x.dtype)


def reference(x: jax.Array, *, eps: float) -> jax.Array:
    return x * eps


def abstract_pair(
    x: jax.ShapeDtypeStruct, *, eps: float
) -> tuple[jax.ShapeDtypeStruct, jax.ShapeDtypeStruct]:
    return shape_dtype(x.shape, x.dtype), shape_dtype(x.shape[:-1], x.dtype)


def reference_pair(x: jax.Array, *, eps: float) -> tuple[jax.Array, jax.Array]:
    return x, x[..., 0]


NORM = KernelDescription(
    name="mine.norm",
    operands=("x",),
    signature="... n -> ... n",
    dtypes=("float32", "bfloat16"),
    sample=((4, 8),),
    abstract_eval=abstract,
    reference=reference,
    targets=(FfiTarget(platform="cpu", library="/opt/mine/libmine.so", symbol="Norm"),),
    attributes={"eps": 1e-6},
    vjp=KernelVjp(forward="mine.norm_fwd", backward="mine.norm_bwd"),
    batching="vectorized",
    sharded=("...",),
)
FORWARD = KernelDescription(
    name="mine.norm_fwd",
    operands=("x",),
    signature="... n -> ... n, ...",
    dtypes=("float32",),
    sample=((4, 8),),
    abstract_eval=abstract_pair,
    reference=reference_pair,
)


@hookimpl
def typedjax_kernels() -> Sequence[KernelDescription]:
    return [NORM, FORWARD]


_F = TypeVar("_F", float32, float16, bfloat16)


def norm(x: Array[_F], eps: float = 1e-6) -> Array[_F]:
    (y,) = kernel("mine.norm")(x, eps=eps)
    return typed_like(y, x)


def check_descriptions(d: KernelDescription, t: FfiTarget, v: KernelVjp) -> None:
    assert_type(typedjax_kernels(), Sequence[KernelDescription])
    assert_type(d.name, str)
    assert_type(d.operands, tuple[str, ...])
    assert_type(d.signature, str)
    assert_type(d.dtypes, tuple[str, ...])
    assert_type(d.sample, tuple[tuple[int, ...], ...])
    assert_type(d.targets, tuple[FfiTarget, ...])
    assert_type(d.attributes, Mapping[str, AttributeValue])
    assert_type(d.vjp, KernelVjp | Literal["reference"])
    assert_type(d.batching, Batching)
    assert_type(d.batching, Literal["vectorized", "sequential"])
    assert_type(d.sharded, tuple[str, ...])
    evaluate: Callable[..., jax.ShapeDtypeStruct | tuple[jax.ShapeDtypeStruct, ...]] = (
        d.abstract_eval
    )
    run: Callable[..., jax.Array | tuple[jax.Array, ...]] = d.reference
    del evaluate, run
    assert_type(t.platform, str)
    assert_type(t.library, str)
    assert_type(t.symbol, str)
    assert_type(v.forward, str)
    assert_type(v.backward, str)
    assert_type(shape_dtype((2, 3), "float32"), jax.ShapeDtypeStruct)


def check_kernel(x: Array[float32], h: Array[bfloat16]) -> None:
    found = kernel("mine.norm")
    assert_type(found, Kernel)
    assert_type(plugins.kernel("mine.norm"), Kernel)
    assert_type(found(x), tuple[jax.Array, ...])
    assert_type(found(x, eps=1e-5), tuple[jax.Array, ...])
    assert_type(found.name, str)
    assert_type(found.plugin, str)
    assert_type(found.description, KernelDescription)
    assert_type(found.compiled, tuple[str, ...])
    assert_type(found.unavailable, tuple[str, ...])
    assert_type(found.here(), Literal["compiled", "reference"])
    assert_type(norm(x), Array[float32])
    assert_type(norm(h, eps=1e-3), Array[bfloat16])
    assert_type(typed_like(found(h)[0], h), Array[bfloat16])


def check_status() -> None:
    assert_type(kernels(), Mapping[str, KernelStatus])
    assert_type(typedjax.kernels(), Mapping[str, KernelStatus])
    status = plugins.kernels()["mine.norm"]
    assert_type(status.description, KernelDescription)
    assert_type(status.plugin, str)
    assert_type(status.compiled, tuple[str, ...])
    assert_type(status.unavailable, tuple[str, ...])
    assert_type(status.here, Literal["compiled", "reference"])
