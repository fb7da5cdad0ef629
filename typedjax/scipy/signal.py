"""Typed `jax.scipy.signal`: JAX's own functions, with dtype-precise declarations.

`tsp.signal.convolve is jax.scipy.signal.convolve`, and likewise for every name here:
the declarations under `TYPE_CHECKING` only tell checkers what JAX computes.

* Convolution and correlation (`convolve`, `correlate`, their 2-D forms and
  `fftconvolve`) promote their operands to an inexact dtype as `tnp.convolve` does;
  `mode`, `method` and `boundary` are `Literal`s, so a mode JAX does not have is a
  static error.
* The spectral estimates are typed tuples in the precision of `tnp.fft`: `welch` is
  `(freqs, Pxx)`, `csd` `(freqs, Pxy)` (complex for two signals), `stft`
  `(freqs, times, Zxx)` with `Zxx` complex, `istft` `(times, x)`.
* `detrend` keeps an inexact dtype; integers give the default float.
"""

# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

# BEGIN GENERATED RE-EXPORTS (tools/gen_scipy_misc.py)
from typedjax._src.scipy.signal import convolve as convolve
from typedjax._src.scipy.signal import convolve2d as convolve2d
from typedjax._src.scipy.signal import correlate as correlate
from typedjax._src.scipy.signal import correlate2d as correlate2d
from typedjax._src.scipy.signal import csd as csd
from typedjax._src.scipy.signal import detrend as detrend
from typedjax._src.scipy.signal import fftconvolve as fftconvolve
from typedjax._src.scipy.signal import istft as istft
from typedjax._src.scipy.signal import stft as stft
from typedjax._src.scipy.signal import welch as welch

__all__ = [
    "convolve",
    "convolve2d",
    "correlate",
    "correlate2d",
    "csd",
    "detrend",
    "fftconvolve",
    "istft",
    "stft",
    "welch",
]
# END GENERATED RE-EXPORTS

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.signal import __getattr__ as __getattr__
