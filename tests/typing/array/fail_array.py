"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype (see
tests/checkers/test_pytype_expectations.py for what pytype catches).
"""

from typedjax import Array
from typedjax.typing import (
    ArrayLike,
    bool_,
    complex64,
    complexfloating,
    float16,
    float32,
    floating,
    int8,
    int32,
    integer,
    uint32,
)


def takes_floating(v: Array[floating]) -> None: ...
def takes_float32(v: Array[float32]) -> None: ...
def takes_array_like(v: ArrayLike) -> None: ...
def takes_integer(v: Array[integer]) -> None: ...


def fail_dtypes(i: Array[int32], h: Array[float16], b: Array[bool_], f: Array[floating]) -> None:
    takes_floating(i)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    takes_float32(h)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    takes_float32(f)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    takes_integer(b)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    wrong: Array[int32] = h  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong


def fail_abs_of_complex_is_real(c: Array[complex64]) -> None:
    # builtins.abs reads __abs__ through a protocol, where a checker may pick any row that fits
    # the expected type: no row may answer a complex dtype for a complex input.
    wrong: Array[complexfloating] = abs(c)  # type: ignore[arg-type]  # pyright: ignore[reportAssignmentType]
    del wrong


def fail_array_like() -> None:
    takes_array_like([1.0, 2.0])  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    takes_array_like("1.0")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    takes_array_like(None)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_operators(x: Array[float32]) -> None:
    _ = x + "a"  # type: ignore[operator]  # pyright: ignore[reportOperatorIssue, reportUnknownVariableType]
    _ = x + [1]  # type: ignore[operator]  # pyright: ignore[reportOperatorIssue, reportUnknownVariableType]
    x.astype(list)  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]


def fail_categories() -> None:
    from typedjax.typing import bfloat16, floating, int8, signedinteger, uint8

    as_float: type[floating] = int8  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    as_signed: type[signedinteger] = uint8  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    as_signed_too: type[signedinteger] = bfloat16  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del as_float, as_signed, as_signed_too


def fail_array_parameter() -> None:
    from typedjax.typing import float32

    Array[float32, float32]  # type: ignore[misc]  # pyright: ignore[reportInvalidTypeArguments]


def fail_as_array(untyped: object) -> None:
    import jax

    from typedjax import as_array
    from typedjax.typing import float32

    as_array(untyped, float32)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    x: jax.Array = untyped  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    y: Array[int32] = as_array(x, float32)  # type: ignore[arg-type]  # pyright: ignore[reportAssignmentType]
    del x, y


def fail_union_dtype_kept(m: Array[int8 | uint32]) -> None:
    # int8 + uint32 is an int64 (int32 with x64 off): a union dtype is not kept.
    wrong: Array[int8 | uint32] = m + m  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong

