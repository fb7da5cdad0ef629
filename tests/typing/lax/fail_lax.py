"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

Not given to pytype, which does not read the ignores.
"""

import typedjax.lax as tlax
import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import complex64, float16, float32, int8


def half(x: Array[float16]) -> Array[float16]:
    return x


def fail_results_that_are_not_the_annotated_dtype(
    f: Array[float32], c: Array[complex64], i8: Array[int8]
) -> None:
    half(tlax.sin(f))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tlax.eq(f, f))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tlax.abs(c))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tlax.convert_element_type(i8, tnp.float32))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tlax.argmax(f, 0, tnp.int32))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_bad_arguments(f: Array[float32]) -> None:
    tlax.reduce_sum(f, 0)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tlax.argmax(f, 0)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tlax.integer_pow(f, 2.5)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]


def fail_the_names_jax_leaves_unannotated(f: Array[float32], i8: Array[int8]) -> None:
    half(tlax.pmean(i8, "i"))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tlax.polynomial(f, [1.0]))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tlax.rng_uniform(f, f, (2,)))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tlax.broadcast_shapes((1, 3), 2)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
