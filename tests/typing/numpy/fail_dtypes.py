"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import float16, float32


def half(x: Array[tnp.float16]) -> Array[tnp.float16]:
    return x


def fail_wrong_dtype_into_typed_parameter(f: Array[float32]) -> None:
    half(f)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tnp.zeros(3, dtype=tnp.single))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    wrong: Array[tnp.integer] = f  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong


def fail_a_category_called(f: Array[float16]) -> None:
    tnp.floating(1.0)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.integer(f)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.float32()  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]


def fail_limits(f: Array[float16]) -> None:
    tnp.finfo(tnp.int8)  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.finfo(1.0)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.iinfo(tnp.float32)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.iinfo(f)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    eps: float = tnp.finfo(tnp.bfloat16).eps  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del eps


def fail_list_into_array_like(f: Array[float16]) -> None:
    tnp.array_repr([1, 2])  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.result_type([1, 2])  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.can_cast(1, tnp.int8)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.save("x.npy", [1, 2])  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_str_into_axis(f: Array[float16]) -> None:
    tnp.size(f, axis="0")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.size(f, "rows")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_wrong_keyword_or_value(f: Array[float16]) -> None:
    tnp.issubdtype(f.dtype, kind=tnp.floating)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    tnp.can_cast(tnp.int8, tnp.float32, casting="sometimes")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.set_printoptions(sign="x")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.set_printoptions(precison=3)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    tnp.load(123)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.from_dlpack([1, 2])  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.broadcast_shapes(("a", "b"))  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
