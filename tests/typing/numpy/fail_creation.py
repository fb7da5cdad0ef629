"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import float16, float32, floating, int8, int32


def half(x: Array[float16]) -> Array[float16]:
    return x


def fail_wrong_dtype_into_typed_parameter(f: Array[float32], fl: Array[floating]) -> None:
    half(tnp.zeros(3, dtype=tnp.float32))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tnp.zeros_like(f))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tnp.asarray(f))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tnp.array([fl]))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tnp.zeros(3))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tnp.zeros(3, dtype="float32"))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    wrong: Array[int32] = tnp.arange(3)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    also_wrong: Array[int8] = tnp.eye(3, dtype=tnp.float64)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong, also_wrong


def fail_misspelled_dtype_name(name: str) -> None:
    tnp.zeros(3, dtype="flaot32")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.ones((2, 2), "int33")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.arange(3, dtype="float")  # accepted: NumPy's alias, JAX's float32 (float64 with x64)
    tnp.zeros(3, dtype=name)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]


def fail_list_into_array_like(f: Array[float32]) -> None:
    tnp.zeros_like([1.0, 2.0])  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.full_like(f, [1.0])  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.copy([1, 2])  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.linspace([0.0], 1.0)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.meshgrid([1, 2], [3, 4])  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]


def fail_str_into_axis_or_shape(f: Array[float32]) -> None:
    tnp.linspace(0, 1, axis="0")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.geomspace(1, 2, axis="last")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.zeros("3")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.indices("23")  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]


def fail_wrong_keyword(f: Array[float32]) -> None:
    tnp.zeros(3, dtyp=tnp.float32)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.arange(3, device_id=0)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.tri(3, dtype=tnp.float32, device=None)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.meshgrid(f, f, index="ij")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]


def fail_bad_values(f: Array[float32]) -> None:
    tnp.array(f, None, False)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.meshgrid(f, f, indexing="xz")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.mgrid["a"]  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.astype(f)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.kaiser(3.5, 2.0)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.fromstring("1 2")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.frombuffer("text")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
