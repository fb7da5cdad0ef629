"""Static types of `typedjax.numpy.fft`: checked by mypy, pyright and pytype, never run."""

from typing import Any, assert_type

import jax
import numpy as np

import typedjax.numpy as tnp
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
    generic,
    inexact,
    int8,
    int32,
    signedinteger,
    uint8,
)


def check_complex_transforms(
    x: Array[float32], h: Array[float16], d: Array[float64], c: Array[complex64],
    z: Array[complex128], i: Array[int32], j: jax.Array,
) -> None:  # fmt: skip
    assert_type(tnp.fft.fft(x), Array[complex64])
    assert_type(tnp.fft.fft(h), Array[complex64])
    assert_type(tnp.fft.fft(c, 8, 0, "ortho"), Array[complex64])
    assert_type(tnp.fft.fft(d), Array[complex128])
    assert_type(tnp.fft.fft(z, n=4, axis=-1, norm="forward"), Array[complex128])
    assert_type(tnp.fft.fft(i), Array[complexfloating])
    assert_type(tnp.fft.fft(j), Array[Any])
    assert_type(tnp.fft.ifft(x, norm="backward"), Array[complex64])
    assert_type(tnp.fft.ifft(z), Array[complex128])
    assert_type(tnp.fft.fft2(x), Array[complex64])
    assert_type(tnp.fft.fft2(d, s=(4, 4), axes=(0, 1)), Array[complex128])
    assert_type(tnp.fft.ifft2(c, norm=None), Array[complex64])
    assert_type(tnp.fft.fftn(x, axes=[0]), Array[complex64])
    assert_type(tnp.fft.fftn(i), Array[complexfloating])
    assert_type(tnp.fft.ifftn(z, s=[2, 2]), Array[complex128])


def check_real_input(x: Array[float32], d: Array[float64], i: Array[int8], b: Array[bool_]) -> None:
    assert_type(tnp.fft.rfft(x), Array[complex64])
    assert_type(tnp.fft.rfft(d, n=8), Array[complex128])
    assert_type(tnp.fft.rfft(i), Array[complexfloating])
    assert_type(tnp.fft.rfft2(x), Array[complex64])
    assert_type(tnp.fft.rfftn(d, axes=(0,)), Array[complex128])
    assert_type(tnp.fft.rfftn(b), Array[complexfloating])
    assert_type(tnp.fft.ihfft(x), Array[complex64])
    assert_type(tnp.fft.ihfft(d, norm="ortho"), Array[complex128])


def check_real_output(
    x: Array[float32], h: Array[bfloat16], d: Array[float64], c: Array[complex64],
    z: Array[complex128], u: Array[uint8],
) -> None:  # fmt: skip
    assert_type(tnp.fft.irfft(c), Array[float32])
    assert_type(tnp.fft.irfft(z, 8), Array[float64])
    assert_type(tnp.fft.irfft(x), Array[float32])
    assert_type(tnp.fft.irfft(h), Array[float32])
    assert_type(tnp.fft.irfft(u), Array[floating])
    assert_type(tnp.fft.irfft2(c, s=(4, 4)), Array[float32])
    assert_type(tnp.fft.irfftn(z), Array[float64])
    assert_type(tnp.fft.irfftn(d, axes=None), Array[float64])
    assert_type(tnp.fft.hfft(c), Array[float32])
    assert_type(tnp.fft.hfft(z, n=6, axis=0), Array[float64])
    assert_type(tnp.fft.hfft(u), Array[floating])


def check_shifts(x: Array[float16], i: Array[int8], c: Array[complex128], j: jax.Array) -> None:
    assert_type(tnp.fft.fftshift(x), Array[float16])
    assert_type(tnp.fft.fftshift(i, axes=0), Array[int8])
    assert_type(tnp.fft.ifftshift(c, (0, 1)), Array[complex128])
    assert_type(tnp.fft.ifftshift(j), Array[Any])


def check_frequencies(d: Array[float32]) -> None:
    assert_type(tnp.fft.fftfreq(8), Array[floating])
    assert_type(tnp.fft.fftfreq(8, 0.1), Array[floating])
    assert_type(tnp.fft.fftfreq(8, d), Array[floating])
    assert_type(tnp.fft.fftfreq(8, dtype=float32), Array[float32])
    assert_type(tnp.fft.fftfreq(8, dtype=tnp.bfloat16), Array[bfloat16])
    assert_type(tnp.fft.fftfreq(8, dtype="float16"), Array[float16])
    assert_type(tnp.fft.fftfreq(8, dtype=np.complex64), Array[complex64])
    assert_type(tnp.fft.fftfreq(8, dtype=tnp.float64), Array[floating])
    assert_type(tnp.fft.fftfreq(8, dtype=int), Array[signedinteger])
    assert_type(tnp.fft.fftfreq(8, dtype=np.dtype("float32")), Array[generic])
    assert_type(tnp.fft.fftfreq(8, 0.5, dtype=float32, device=None), Array[float32])
    assert_type(tnp.fft.rfftfreq(8), Array[floating])
    assert_type(tnp.fft.rfftfreq(8, d=2.0), Array[floating])
    assert_type(tnp.fft.rfftfreq(8, dtype=float16), Array[float16])
    assert_type(tnp.fft.rfftfreq(8, dtype=complex128), Array[complexfloating])
    assert_type(tnp.fft.rfftfreq(8, dtype="complex64"), Array[complex64])
    # Frequencies are a true division: an integer request gives a float.
    assert_type(tnp.fft.rfftfreq(8, dtype=int8), Array[floating])
    assert_type(tnp.fft.rfftfreq(8, dtype="int32"), Array[floating])
    assert_type(tnp.fft.rfftfreq(8, dtype=np.dtype("float32")), Array[inexact])
