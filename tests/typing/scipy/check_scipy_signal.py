"""Static types of `typedjax.scipy.signal`: checked by mypy, pyright and pytype, never run.

pytype sees `typedjax.Array` as `Any`, so the `Array[...]` assertions hold for it
trivially; the assertions on result tuples are off for pytype, which answers with the
last overload's tuple.
"""

from typing import Any, assert_type

import jax

import typedjax.scipy as tsp
from typedjax import Array
from typedjax.typing import (
    bfloat16,
    bool_,
    complex64,
    complex128,
    complexfloating,
    float16,
    float32,
    float64,
    floating,
    int2,
    int8,
    int32,
)


def check_convolution(
    x: Array[float32], h: Array[float16], c: Array[complex64], i: Array[int8], b: Array[bool_]
) -> None:
    assert_type(tsp.signal.convolve(x, x), Array[float32])
    assert_type(tsp.signal.convolve(h, h, mode="same", method="direct"), Array[float16])
    assert_type(tsp.signal.convolve(x, i), Array[float32])
    assert_type(tsp.signal.convolve(i, b, "valid"), Array[floating])
    assert_type(tsp.signal.convolve(x, c, method="fft"), Array[complexfloating])
    assert_type(tsp.signal.correlate(c, c, mode="valid"), Array[complex64])
    assert_type(tsp.signal.correlate(i, i), Array[floating])
    assert_type(tsp.signal.convolve2d(x, x), Array[float32])
    assert_type(tsp.signal.convolve2d(i, x, "same", boundary="fill", fillvalue=0), Array[float32])
    assert_type(tsp.signal.correlate2d(c, i, mode="full"), Array[complex64])
    assert_type(tsp.signal.fftconvolve(x, x), Array[float32])
    assert_type(tsp.signal.fftconvolve(c, x, "same", axes=(0,)), Array[complexfloating])


def check_detrend(x: Array[float32], d: Array[float64], i: Array[int32], t: Array[int2]) -> None:
    assert_type(tsp.signal.detrend(x), Array[float32])
    assert_type(tsp.signal.detrend(d, axis=0, type="constant"), Array[float64])
    assert_type(tsp.signal.detrend(i, bp=[2, 4]), Array[floating])
    # JAX leaves the 1- and 2-bit integers as they are (as `det` does).
    assert_type(tsp.signal.detrend(t, type="constant"), Array[int2])


def check_spectral(
    x: Array[float32], d: Array[float64], c: Array[complex64], z: Array[complex128], i: Array[int32]
) -> None:
    freqs, pxx = tsp.signal.welch(x, nperseg=8)
    assert_type(freqs, Array[float32])
    assert_type(pxx, Array[float32])
    assert_type(tsp.signal.welch(z, 2.0, scaling="spectrum", average="median"), tuple[Array[float64], Array[float64]])  # pytype: disable=assert-type  # pytype answers with the last overload
    assert_type(tsp.signal.welch(i), tuple[Array[floating], Array[floating]])  # pytype: disable=assert-type  # as above
    f, pxy = tsp.signal.csd(x, x, nperseg=8, detrend="linear")
    assert_type(f, Array[float32])
    assert_type(pxy, Array[complex64])
    assert_type(tsp.signal.csd(d, None), tuple[Array[float64], Array[float64]])  # pytype: disable=assert-type  # as above
    assert_type(tsp.signal.csd(x, d), tuple[Array[floating], Array[complexfloating]])  # pytype: disable=assert-type  # as above
    fr, times, zxx = tsp.signal.stft(x, nperseg=16, boundary=None)
    assert_type(fr, Array[float32])
    assert_type(times, Array[float32])
    assert_type(zxx, Array[complex64])
    assert_type(tsp.signal.stft(d, window="hann", padded=False), tuple[Array[float64], Array[float64], Array[complex128]])  # pytype: disable=assert-type  # as above
    t_out, signal = tsp.signal.istft(zxx, nperseg=16)
    assert_type(t_out, Array[float32])
    assert_type(signal, Array[float32])
    assert_type(tsp.signal.istft(z, input_onesided=False), tuple[Array[float64], Array[float64]])  # pytype: disable=assert-type  # as above
    assert_type(tsp.signal.istft(c), tuple[Array[float32], Array[float32]])  # pytype: disable=assert-type  # as above


def check_untyped(j: jax.Array, b: Array[bfloat16]) -> None:
    assert_type(tsp.signal.convolve(j, j), Array[Any])
    assert_type(tsp.signal.correlate(b, b), Array[bfloat16])
    assert_type(tsp.signal.welch(j), tuple[Array[Any], Array[Any]])  # type: ignore[assert-type]  # mypy: an array of unknown dtype fits several rows, whose tuple results mypy erases to tuple[Any, ...]  # pytype: disable=assert-type  # pytype answers with the last overload
