"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

from collections.abc import Sequence
from typing import TypeVar

import jax

from typedjax import Array
from typedjax.plugins import (
    FfiTarget,
    KernelDescription,
    KernelStatus,
    KernelVjp,
    hookimpl,
    kernel,
    typed_like,
)
from typedjax.typing import bfloat16, float16, float32, float64, int32

_F = TypeVar("_F", float32, float16, bfloat16)


def norm(x: Array[_F], eps: float = 1e-6) -> Array[_F]:
    (y,) = kernel("mine.norm")(x, eps=eps)
    return typed_like(y, x)


def fail_typed_face(x: Array[float32], d: Array[float64], i: Array[int32]) -> None:
    norm(d)  # type: ignore[type-var]  # pyright: ignore[reportArgumentType]
    norm(i)  # type: ignore[type-var]  # pyright: ignore[reportArgumentType]
    norm(x, eps="small")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    wrong: Array[bfloat16] = norm(x)  # type: ignore[arg-type]  # pyright: ignore[reportAssignmentType]
    del wrong


def fail_descriptions(d: KernelDescription, t: FfiTarget) -> None:
    KernelDescription(name="k", operands=["x"], signature="n -> n", dtypes=("float32",), sample=((3,),), abstract_eval=d.abstract_eval, reference=d.reference)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    KernelDescription(name="k", operands=("x",), signature="n -> n", dtypes=("float32",), sample=((3,),), abstract_eval=d.abstract_eval, reference=d.reference, batching="parallel")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    KernelDescription(name="k", operands=("x",), signature="n -> n", dtypes=("float32",), sample=((3,),), abstract_eval=d.abstract_eval, reference=d.reference, vjp="autodiff")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    KernelDescription(name="k", operands=("x",), signature="n -> n", dtypes=("float32",), sample=((3,),), abstract_eval=d.abstract_eval, reference=d.reference, attributes={"eps": "small"})  # type: ignore[dict-item]  # pyright: ignore[reportArgumentType]
    KernelDescription(name="k", operands=("x",), signature="n -> n", dtypes=("float32",), sample=((3,),), abstract_eval=d.abstract_eval)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    FfiTarget(platform="cpu", library="libk.so")  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    KernelVjp(forward="k.fwd", backward=None)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    d.name = "other"  # type: ignore[misc]  # pyright: ignore[reportAttributeAccessIssue]
    t.symbol = "Other"  # type: ignore[misc]  # pyright: ignore[reportAttributeAccessIssue]


@hookimpl  # type: ignore[type-var]  # pyright: ignore[reportArgumentType, reportCallIssue, reportUntypedFunctionDecorator]
def typedjax_kernels() -> Sequence[str]:
    return ["k"]


def fail_calls(x: Array[float32], h: Array[bfloat16], status: KernelStatus) -> None:
    kernel(3)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    kernel("k")(x, eps="small")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    one: jax.Array = kernel("k")(x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del one
    wrong: Array[float32] = typed_like(x, h)  # type: ignore[arg-type]  # pyright: ignore[reportAssignmentType]
    del wrong
    status.here = "compiled"  # type: ignore[misc]  # pyright: ignore[reportAttributeAccessIssue]
