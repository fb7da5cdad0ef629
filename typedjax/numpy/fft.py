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
from typedjax._src.numpy.fft import fft as fft
from typedjax._src.numpy.fft import fft2 as fft2
from typedjax._src.numpy.fft import fftfreq as fftfreq
from typedjax._src.numpy.fft import fftn as fftn
from typedjax._src.numpy.fft import fftshift as fftshift
from typedjax._src.numpy.fft import hfft as hfft
from typedjax._src.numpy.fft import ifft as ifft
from typedjax._src.numpy.fft import ifft2 as ifft2
from typedjax._src.numpy.fft import ifftn as ifftn
from typedjax._src.numpy.fft import ifftshift as ifftshift
from typedjax._src.numpy.fft import ihfft as ihfft
from typedjax._src.numpy.fft import irfft as irfft
from typedjax._src.numpy.fft import irfft2 as irfft2
from typedjax._src.numpy.fft import irfftn as irfftn
from typedjax._src.numpy.fft import rfft as rfft
from typedjax._src.numpy.fft import rfft2 as rfft2
from typedjax._src.numpy.fft import rfftfreq as rfftfreq
from typedjax._src.numpy.fft import rfftn as rfftn

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
