"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

import typedjax.scipy as tsp
from typedjax import Array
from typedjax.typing import complex64, complex128, float16, float32, float64, int32


def fail_arguments(x: Array[float32]) -> None:
    tsp.special.erf("0.5")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.special.gammaln([1.0, 2.0])  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.special.xlogy(x, [1.0])  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.special.multigammaln(x, 2.0)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.special.bernoulli(x)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tsp.special.logsumexp(x, axis="0")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.special.sph_harm_y(x, x, x, x, n_max=2.5)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_signature(x: Array[float32]) -> None:
    tsp.special.factorial(x, exact=True)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.special.zeta(x)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tsp.special.bessel_jn(x)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tsp.special.bessel_jn(x, 2)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tsp.special.softmax(x, 0)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tsp.special.log_softmax(x=x)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tsp.special.erf(x, x)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tsp.special.comb(x, x, True)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]


def fail_results(
    x: Array[float32], h: Array[float16], i: Array[int32], c: Array[complex64]
) -> None:
    # erf of an int32 array is float32 with x64 on or off, never float64.
    ints: Array[int32] = tsp.special.gammaln(i)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    double: Array[float64] = tsp.special.erf(i)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    half: Array[float16] = tsp.special.beta(h, x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    wide: Array[complex128] = tsp.special.wofz(x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    real: Array[float32] = tsp.special.expit(c)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    pair: Array[float32] = tsp.special.fresnel(x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del ints, double, half, wide, real, pair


def fail_logsumexp_sign(x: Array[float32], c: Array[complex64]) -> None:
    value, sign, extra = tsp.special.logsumexp(x, return_sign=True)  # type: ignore[misc]  # pyright: ignore[reportAssignmentType, reportUnknownVariableType]
    alone: Array[float32] = tsp.special.logsumexp(x, return_sign=True)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    real, phase = tsp.special.logsumexp(c, return_sign=True)
    complex_value: Array[complex64] = real  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del value, sign, extra, alone, phase, complex_value


def fail_misspelled(x: Array[float32]) -> None:
    tsp.special.gamaln(x)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    tsp.special.erf_inv(x)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
