"""Writes `typedjax.scipy.signal`: convolution, correlation and the spectral estimates, with
dtype-precise declarations.

The declarations are `_scipy_misc.SIGNAL` (whose docstring says the rules); `python
tools/gen/scipy_signal.py` writes `typedjax/_src/generated/scipy/signal.py` whole, and the
public module `typedjax/scipy/signal.py` that re-exports it; `--check` fails when either is
out of date (the test suite runs that).
"""

from __future__ import annotations

import sys

import _scipy  # pytype: disable=import-error  # a sibling script, not a package
from _scipy_misc import SIGNAL, written  # pytype: disable=import-error

SCRIPT = "scipy_signal.py"
PUBLIC_DOC = '''"""Typed `jax.scipy.signal`: JAX's own functions, with dtype-precise declarations.

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
'''
"""The docstring of `typedjax.scipy.signal`."""


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module and the public module, or `--check` that both are current."""
    return _scipy.main("signal", SCRIPT, written(SIGNAL), PUBLIC_DOC, argv)


if __name__ == "__main__":
    sys.exit(main())
