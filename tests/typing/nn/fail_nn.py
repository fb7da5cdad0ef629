"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

Not given to pytype, which does not read the ignores.
"""

import typedjax.nn as tnn
import typedjax.numpy as tnp
from typedjax import Array
from typedjax.nn.initializers import Initializer
from typedjax.random import KeyArray
from typedjax.typing import float16, float32, int8, int32


def half(x: Array[float16]) -> Array[float16]:
    return x


def fail_results_that_are_not_the_annotated_dtype(
    i8: Array[int8], f: Array[float32], labels: Array[int32], key: KeyArray
) -> None:
    half(tnn.relu(f))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tnn.gelu(i8))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tnn.one_hot(labels, 3))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    half(tnn.initializers.normal()(key, (3,)))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    wrong: Initializer[float16] = tnn.initializers.normal(dtype=tnp.float32)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong


def fail_bad_arguments(f: Array[float32], labels: Array[int32]) -> None:
    tnn.one_hot(labels)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnn.softmax(f, axis="last")  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnn.relu(f, 2)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnn.initializers.variance_scaling(1.0, "fan_sideways", "uniform")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
