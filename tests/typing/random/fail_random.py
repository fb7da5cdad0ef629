"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

Not given to pytype, which does not read the ignores.
"""

import typedjax.random as tjr
from typedjax import Array
from typedjax.random import KeyArray
from typedjax.typing import float32, int8, int32, uint32


def fail_keys_are_typed(key: KeyArray, raw: Array[uint32], f: Array[float32]) -> None:
    tjr.uniform(raw, (3,))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.normal(f)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.split(raw)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.fold_in(f, 1)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.key_data(raw)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.bernoulli(tjr.PRNGKey(0))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.choice(raw, 5)  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tjr.key_impl(f)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.wrap_key_data(f)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.wrap_key_data(key)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_seeds_and_names(key: KeyArray, f: Array[float32]) -> None:
    tjr.key(1.5)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.key(f)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.key(0, impl=3)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.key(0, dtype=3)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.key(0, "rbg")  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    tjr.fold_in(key, 1.5)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.set_default_impl(3)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.split(key, 2.0)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_dtypes(key: KeyArray) -> None:
    tjr.uniform(key, (3,), dtype=int32)  # type: ignore[type-var]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tjr.normal(key, dtype=int8)  # type: ignore[type-var]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tjr.gamma(key, 2.0, dtype=uint32)  # type: ignore[type-var]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tjr.gamma(key, 2.0, method="fast")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    tjr.poisson(key, 3.0, method="approx")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    tjr.randint(key, (3,), 0, 10, dtype=float32)  # type: ignore[type-var]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tjr.poisson(key, 3.0, dtype=float)  # type: ignore[type-var]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tjr.bits(key, dtype=int8)  # type: ignore[type-var]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tjr.bits(key, dtype=float32)  # type: ignore[type-var]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tjr.multivariate_normal(key, 0.0, 1.0, dtype=int32)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.uniform(key, (3,), dtype=3)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]


def fail_shapes(key: KeyArray) -> None:
    tjr.uniform(key, "3")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.normal(key, 3.0)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    tjr.bits(key, [None])  # type: ignore[list-item]  # pyright: ignore[reportArgumentType]
    tjr.randint(key, ("2",), 0, 10)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tjr.bernoulli(key, 0.5, "2")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_results_are_precise(key: KeyArray) -> None:
    a: Array[float32] = tjr.uniform(key)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    b: Array[int32] = tjr.randint(key, (3,), 0, 10)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    c: Array[float32] = tjr.uniform(key, dtype=float)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    d: Array[uint32] = tjr.bits(key)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    e: Array[int32] = tjr.choice(key, 5)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    g: KeyArray = tjr.PRNGKey(0)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    h: Array[uint32] = tjr.key(0)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del a, b, c, d, e, g, h
