"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import complex64, float32


def fail_arguments(x: Array[float32]) -> None:
    tnp.fft.fft([1.0, 2.0])  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.fft.rfft((x, x))  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.fft.fft(x, axis="0")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.fft.fft(x, n=4.0)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.fft.fft2(x, axes=0)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.fft.fftn(x, s=4)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.fft.fftshift(x, axes="0")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.fft.fftfreq(8.0)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.fft.fftfreq(8, dtype=3)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.fft.rfftfreq(8, [1.0])  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]


def fail_literals(x: Array[float32]) -> None:
    tnp.fft.fft(x, norm="orthonormal")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.fft.irfft2(x, norm="Ortho")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.fft.hfft(x, None, -1, "unitary")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]


def fail_signature(x: Array[float32]) -> None:
    tnp.fft.fft(x, axes=(0,))  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.fft.rfft(x, 4, -1, "ortho", 1)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.fft.fftfreq(8, 1.0, float32)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.fft.fftshift()  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]


def fail_results(x: Array[float32], c: Array[complex64]) -> None:
    spectrum: Array[float32] = tnp.fft.fft(x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    signal: Array[complex64] = tnp.fft.irfft(c)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    half: Array[float32] = tnp.fft.rfft(x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    frequencies: Array[float32] = tnp.fft.fftfreq(8)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del spectrum, signal, half, frequencies
