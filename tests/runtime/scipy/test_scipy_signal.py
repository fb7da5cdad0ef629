"""`typedjax.scipy.signal` is JAX's own `jax.scipy.signal`, under every transform JAX supports.

Every function is JAX's object with JAX's parameters; each runs under `jit` and
`vmap` and, where JAX differentiates it, `grad`. The spectral estimates return
the tuples their declarations promise (`stft`'s third member complex, the others
real).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import jax.scipy.signal as jss
import numpy as np
import pytest

import typedjax
import typedjax.scipy as tsp
import typedjax.typing as t
from tests.runtime.scipy.test_scipy_misc import (
    Args,
    check_grad,
    check_identity,
    check_jit_and_vmap,
    f32,
    module_ast,
    signature_mismatches,
)
from typedjax import Array


def test_every_function_is_jax_own_object() -> None:
    check_identity(tsp.signal, jss)
    assert not signature_mismatches(module_ast(tsp.signal), jss)


_RNG = np.random.default_rng(0)
SIGNAL = f32(_RNG.normal(size=(32,)).astype(np.float32))
KERNEL = f32(np.asarray([0.25, 0.5, 0.25], dtype=np.float32))
IMAGE = f32(_RNG.normal(size=(4, 4)).astype(np.float32))


@dataclass(frozen=True)
class Use:
    """One call of a function: what it is given, and whether JAX differentiates it."""

    name: str
    call: Callable[[Args], object]
    args: Args
    grad: bool = True


S = tsp.signal
USES: tuple[Use, ...] = (
    Use("convolve", lambda a: S.convolve(a[0], a[1], mode="same"), (SIGNAL, KERNEL)),
    Use("convolve", lambda a: S.convolve(a[0], a[1], method="fft"), (SIGNAL, KERNEL)),
    Use("correlate", lambda a: S.correlate(a[0], a[1], "valid"), (SIGNAL, KERNEL)),
    Use("convolve2d", lambda a: S.convolve2d(a[0], a[1]), (IMAGE, IMAGE)),
    Use("correlate2d", lambda a: S.correlate2d(a[0], a[1], mode="same"), (IMAGE, IMAGE)),
    Use("fftconvolve", lambda a: S.fftconvolve(a[0], a[1], "same"), (SIGNAL, KERNEL)),
    Use("detrend", lambda a: S.detrend(a[0]), (SIGNAL,)),
    Use("welch", lambda a: S.welch(a[0], nperseg=8)[1], (SIGNAL,)),
    Use("csd", lambda a: S.csd(a[0], a[1], nperseg=8)[1], (SIGNAL, SIGNAL)),
    Use("stft", lambda a: S.stft(a[0], nperseg=8)[2], (SIGNAL,)),
    Use("istft", lambda a: S.istft(S.stft(a[0], nperseg=8)[2], nperseg=8)[1], (SIGNAL,)),
)


def test_every_function_is_used() -> None:
    assert sorted({u.name for u in USES}) == sorted(tsp.signal.__all__)


@pytest.mark.parametrize("use", USES, ids=lambda u: u.name)
def test_under_jit_and_vmap(use: Use) -> None:
    check_jit_and_vmap(use.call, use.args)


@pytest.mark.parametrize("use", [u for u in USES if u.grad], ids=lambda u: u.name)
def test_under_grad(use: Use) -> None:
    check_grad(use.call, use.args)


def _stft(x: Array[t.float32]) -> tuple[Array[t.float32], Array[t.float32], Array[t.complex64]]:
    return tsp.signal.stft(x, nperseg=8)


def _welch(x: Array[t.float32]) -> tuple[Array[t.float32], Array[t.float32]]:
    return tsp.signal.welch(x, nperseg=8)


def _csd(x: Array[t.float32]) -> tuple[Array[t.float32], Array[t.complex64]]:
    return tsp.signal.csd(x, x, nperseg=8)


def _istft(x: Array[t.float32]) -> tuple[Array[t.float32], Array[t.float32]]:
    return tsp.signal.istft(tsp.signal.stft(x, nperseg=8)[2], nperseg=8)


def test_spectral_results_have_the_declared_dtypes() -> None:
    # What the declarations promise (stft's third member complex, the others real).
    real, cplx = t.float32.dtype, t.complex64.dtype
    assert [r.dtype for r in typedjax.eval_shape(_stft, SIGNAL)] == [real, real, cplx]
    assert [r.dtype for r in typedjax.eval_shape(_welch, SIGNAL)] == [real, real]
    assert [r.dtype for r in typedjax.eval_shape(_csd, SIGNAL)] == [real, cplx]
    assert [r.dtype for r in typedjax.eval_shape(_istft, SIGNAL)] == [real, real]
