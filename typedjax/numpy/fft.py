"""Typed `jax.numpy.fft`: JAX's own functions, with dtype-precise declarations.

`tnp.fft.fft is jax.numpy.fft.fft`, and likewise for every name here. The
declarations keep JAX's pairing of real and complex dtypes: `fft`, `ifft`,
`fftn`, ... give complex64 for float32 (and float16, bfloat16, complex64) input
and complex128 for float64/complex128; `rfft`, `rfftn`, `ihfft` take real input
and give the same complex types; `irfft`, `irfftn`, `hfft` give float32 or
float64. `fftshift`/`ifftshift` keep the dtype, and `fftfreq`/`rfftfreq` give
the default float unless `dtype=` asks for another.
"""

# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

# BEGIN GENERATED RE-EXPORTS (tools/gen_numpy_fft.py)
from typedjax.numpy._fft import fft as fft
from typedjax.numpy._fft import fft2 as fft2
from typedjax.numpy._fft import fftfreq as fftfreq
from typedjax.numpy._fft import fftn as fftn
from typedjax.numpy._fft import fftshift as fftshift
from typedjax.numpy._fft import hfft as hfft
from typedjax.numpy._fft import ifft as ifft
from typedjax.numpy._fft import ifft2 as ifft2
from typedjax.numpy._fft import ifftn as ifftn
from typedjax.numpy._fft import ifftshift as ifftshift
from typedjax.numpy._fft import ihfft as ihfft
from typedjax.numpy._fft import irfft as irfft
from typedjax.numpy._fft import irfft2 as irfft2
from typedjax.numpy._fft import irfftn as irfftn
from typedjax.numpy._fft import rfft as rfft
from typedjax.numpy._fft import rfft2 as rfft2
from typedjax.numpy._fft import rfftfreq as rfftfreq
from typedjax.numpy._fft import rfftn as rfftn

__all__ = [
    "fft",
    "fft2",
    "fftfreq",
    "fftn",
    "fftshift",
    "hfft",
    "ifft",
    "ifft2",
    "ifftn",
    "ifftshift",
    "ihfft",
    "irfft",
    "irfft2",
    "irfftn",
    "rfft",
    "rfft2",
    "rfftfreq",
    "rfftn",
]
# END GENERATED RE-EXPORTS
