"""Agreement cases for `typedjax.scipy.signal`: every function over every dtype.

Convolution and correlation get every pair of input dtypes (1-D signals `x`, `y`
and 3x3 images `a`, `b`) with each mode and method; the spectral estimates and
`detrend` get a signal of every input dtype and a few narrow formats (`detrend`
keeps the 2-bit integers), with the options that change their results.
"""

from __future__ import annotations

from tests.agreement.harness import Case, Operand
from tests.agreement.scipy_cases import INPUT_DTYPES, array
from tests.agreement.scipy_cases.linalg import ONE_OPERAND_DTYPES

S = "tsp.signal."

# Templates over a signal `x` (16 samples) and an image `a` (3x3) of one dtype.
UNARY = (
    "detrend(x)", "detrend(x, type='constant')", "detrend(a, axis=0, bp=1)",
    "welch(x, nperseg=8)", "welch(x, nperseg=8, scaling='spectrum', average='median')",
    "welch(x, window='hann', nperseg=8, detrend='linear', return_onesided=False)",
    "csd(x, None, nperseg=8)", "csd(x, x, nperseg=8)", "csd(x, x, 2.0, nperseg=8, detrend=False)",
    "stft(x, nperseg=8)", "stft(x, nperseg=8, boundary=None, padded=False)",
    "stft(x, fs=2.0, nperseg=4, noverlap=2, nfft=8, boundary='even')",
    "istft(a, nperseg=4)", "istft(a, nperseg=4, input_onesided=False, boundary=False)",
)  # fmt: skip

# Templates over two signals `x`, `y` and two images `a`, `b`, of every pair of dtypes.
PAIRED = (
    "convolve(x, y, 'valid', method='direct')", "convolve(x, y, method='fft')",
    "correlate(x, y, mode='same')", "convolve2d(a, b, 'same')", "correlate2d(a, b)",
    "fftconvolve(x, y)", "fftconvolve(a, b, 'same', axes=(1,))", "csd(x, y, nperseg=8)",
)  # fmt: skip


def cases() -> list[Case]:
    """Every function of `typedjax.scipy.signal` over every dtype (pairs for two operands)."""
    out: list[Case] = []
    for dtype in ONE_OPERAND_DTYPES:
        ops: tuple[Operand, ...] = (array(dtype, "x", (16,)), array(dtype, "a", (3, 3)))
        out += [Case(S + template, ops) for template in UNARY]
    for left in INPUT_DTYPES:
        for right in INPUT_DTYPES:
            ops = (
                array(left, "x", (16,)), array(right, "y", (16,)),
                array(left, "a", (3, 3)), array(right, "b", (3, 3)),
            )  # fmt: skip
            out += [Case(S + template, ops) for template in PAIRED]
    return out
