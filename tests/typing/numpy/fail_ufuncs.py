"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import bool_, float16, float32, int32


def takes_half(v: Array[float16]) -> None: ...
def takes_bool(v: Array[bool_]) -> None: ...


def fail_array_like(x: Array[float32]) -> None:
    tnp.sin([1.0, 2.0])  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.add([1, 2], x)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.isnan("nan")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.add(x, "1")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.clip([0.5], 0, 1)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]


def fail_dtypes(x: Array[float32], i: Array[int32]) -> None:
    takes_half(tnp.sin(x))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    takes_half(tnp.add(x, 1.0))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    takes_bool(tnp.add(i, i))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.bitwise_and(x, x)  # type: ignore[arg-type, type-var]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.left_shift(x, 1)  # type: ignore[type-var]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.gcd(x, i)  # type: ignore[arg-type, type-var]  # pyright: ignore[reportArgumentType, reportCallIssue]


def fail_axis_and_parameters(x: Array[float32]) -> None:
    tnp.add.reduce(x, axis="0")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.multiply.accumulate(x, axis="1")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.round(x, decimals=1.5)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.add.at(x, 0, 1.0, inplace=True)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
