"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

import typedjax.scipy as tsp
from typedjax import Array
from typedjax.typing import complex64, float32


def fail_modes(v: Array[float32], x: Array[float32]) -> None:
    # A mode or method JAX does not have is a static error.
    tsp.signal.convolve(v, v, mode="circular")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.signal.convolve(v, v, method="overlap-add")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.signal.correlate(v, v, "periodic")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.signal.fftconvolve(v, v, mode="circular")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.signal.convolve2d(x, x, boundary="wrap")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.signal.correlate2d(x, x, "circular")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.signal.welch(v, scaling="psd")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.signal.welch(v, average="max")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.signal.csd(v, v, detrend="quadratic")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.signal.stft(v, boundary="reflect")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.signal.detrend(v, type="quadratic")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]


def fail_structure(v: Array[float32]) -> None:
    # welch is (freqs, Pxx), stft (freqs, times, Zxx).
    _f1, _p1, _e1 = tsp.signal.welch(v)  # type: ignore[misc]  # pyright: ignore[reportAssignmentType, reportUnknownVariableType]
    _f2, _t2 = tsp.signal.stft(v)  # type: ignore[misc]  # pyright: ignore[reportAssignmentType]
    _zxx: Array[float32] = tsp.signal.stft(v)[2]  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    _real: Array[complex64] = tsp.signal.welch(v)[1]  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    _conv: Array[float32] = tsp.signal.convolve(v, v.astype(complex64))  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    tsp.signal.lfilter(v, v, v)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
