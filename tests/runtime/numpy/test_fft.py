"""`typedjax.numpy.fft` is JAX's own `jax.numpy.fft`, and its declarations mirror JAX's.

Every function is JAX's object, so values, dtypes and exceptions are JAX's by
identity. The declared parameters (names, kinds, defaults) are compared with
`inspect.signature` of JAX's functions, and the dtype pairings the
declarations promise are checked on real values.
"""

from __future__ import annotations

import jax.numpy as jnp
import numpy as np
import pytest

import typedjax
import typedjax.numpy as tnp
import typedjax.numpy.fft as tnp_fft
import typedjax.typing as t
from tests.runtime.numpy.test_linalg import module_ast, public_names, signature_mismatches
from typedjax import Array

# Every function is JAX's own object.
NOT_IDENTICAL: dict[str, str] = {}


def test_exports_exactly_jax_names() -> None:
    assert sorted(tnp_fft.__all__) == public_names(jnp.fft)
    assert len(set(tnp_fft.__all__)) == len(tnp_fft.__all__)


def test_every_function_is_jax_own_object() -> None:
    for name in public_names(jnp.fft):
        assert getattr(tnp_fft, name) is getattr(jnp.fft, name), name
    assert tnp.fft is tnp_fft


def test_no_typing_helper_leaks_at_run_time() -> None:
    leaked = set(public_names(tnp_fft)) - set(tnp_fft.__all__)
    assert leaked <= {"annotations", "TYPE_CHECKING"}, sorted(leaked)


def test_declared_signatures_are_jax_signatures() -> None:
    mismatches = signature_mismatches(module_ast(tnp_fft), jnp.fft)
    assert not mismatches, "\n".join(mismatches)


# ---- the dtype pairings the declarations promise, on real values ---------------------------

SIGNAL = tnp.asarray(np.arange(8.0).reshape(2, 4), dtype=t.float32)


@pytest.mark.parametrize(
    ("dtype", "expected"),
    [
        (t.float32, t.complex64),
        (t.float16, t.complex64),
        (t.bfloat16, t.complex64),
        (t.complex64, t.complex64),
        (t.int8, t.complex64),
        (t.bool_, t.complex64),
    ],
)
def test_complex_transforms(dtype: type[t.generic], expected: type[t.generic]) -> None:
    x = SIGNAL.astype(dtype)
    for transform in (tnp.fft.fft, tnp.fft.ifft, tnp.fft.fft2, tnp.fft.ifft2, tnp.fft.fftn):
        assert transform(x).dtype == expected.dtype, transform


def test_real_and_half_spectrum_pairing() -> None:
    spectrum = tnp.fft.rfft(SIGNAL)
    assert spectrum.dtype == t.complex64.dtype
    assert tnp.fft.irfft(spectrum).dtype == t.float32.dtype
    assert tnp.fft.rfftn(SIGNAL).dtype == t.complex64.dtype
    assert tnp.fft.irfft2(tnp.fft.rfft2(SIGNAL)).dtype == t.float32.dtype
    assert tnp.fft.hfft(spectrum).dtype == t.float32.dtype
    assert tnp.fft.ihfft(SIGNAL).dtype == t.complex64.dtype
    # irfft of a half-precision real input still gives float32.
    assert tnp.fft.irfft(SIGNAL.astype(t.float16)).dtype == t.float32.dtype


def test_real_input_transforms_reject_what_the_declarations_do_not_promise() -> None:
    # rfft of complex or half-precision input is an error in JAX: the declared
    # complex64/complex128 results are only claimed for float32/float64 input.
    with pytest.raises(ValueError, match="(?i)rfft"):
        tnp.fft.rfft(SIGNAL.astype(t.complex64))
    with pytest.raises(ValueError, match="(?i)rfft input must be float32 or float64"):
        tnp.fft.rfft(SIGNAL.astype(t.float16))


def test_shifts_keep_the_dtype() -> None:
    for dtype in (t.int8, t.bool_, t.bfloat16, t.complex64):
        x = SIGNAL.astype(dtype)
        assert tnp.fft.fftshift(x).dtype == dtype.dtype
        assert tnp.fft.ifftshift(x, axes=1).dtype == dtype.dtype


def test_frequencies() -> None:
    default = tnp.zeros(1).dtype
    assert tnp.fft.fftfreq(4).dtype == default
    assert tnp.fft.rfftfreq(4, 0.5).dtype == default
    assert tnp.fft.fftfreq(4, dtype=t.int16).dtype == t.int16.dtype
    assert tnp.fft.fftfreq(4, dtype=tnp.bfloat16).dtype == t.bfloat16.dtype
    assert tnp.fft.rfftfreq(4, dtype=t.float16).dtype == t.float16.dtype
    # rfftfreq divides: an integer request gives a float.
    assert np.issubdtype(tnp.fft.rfftfreq(4, dtype=t.int8).dtype, np.floating)
    np.testing.assert_allclose(np.asarray(tnp.fft.fftfreq(4, 0.5)), np.fft.fftfreq(4, 0.5))


def test_transforms_work_under_jit() -> None:
    @typedjax.jit
    def power(x: Array[t.float32]) -> Array[t.float32]:
        return abs(tnp.fft.rfft(x)) ** 2

    assert power(SIGNAL).dtype == t.float32.dtype
