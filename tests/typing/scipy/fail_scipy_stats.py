"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

import typedjax.scipy as tsp
from typedjax import Array
from typedjax.typing import float16, float32, int32


def fail_misspelled(x: Array[float32]) -> None:
    tsp.stats.norm.lgpdf(x)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    tsp.stats.poisson.logpdf(x, 2.0)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    tsp.stats.t.cdf(x, 3)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    tsp.stats.normal.pdf(x)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    tsp.stats.gaussian_kde(x).set_bandwidth("scott")  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    tsp.stats.gaussian_kde(x).integrate_box(x, x)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]


def fail_arguments(x: Array[float32]) -> None:
    tsp.stats.norm.logpdf(x, loc="0")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.stats.norm.logpdf([0.5])  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.stats.norm.logpdf(x, 0, 1, 2)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tsp.stats.beta.logpdf(x, 2)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tsp.stats.multivariate_normal.logpdf(x, x, x, allow_singular=True)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.stats.rankdata(x, method="median")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tsp.stats.mode(x, nan_policy="ignore")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.stats.sem(x, axis=(0, 1))  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.stats.gaussian_kde(x).resample(x, 4)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_results(x: Array[float32], h: Array[float16], i: Array[int32]) -> None:
    quantile: Array[float32] = tsp.stats.norm.ppf(x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    mixed: Array[float16] = tsp.stats.norm.logpdf(h, x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    ints: Array[int32] = tsp.stats.poisson.pmf(i, x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    count: Array[float32] = tsp.stats.mode(x).count  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    ranks: Array[int32] = tsp.stats.rankdata(i)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del quantile, mixed, ints, count, ranks
