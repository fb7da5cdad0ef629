"""Agreement cases for `typedjax.numpy.fft`: every transform over every dtype.

The transforms get a 3x3 array of every concrete dtype (JAX pairs float32 with
complex64 and float64 with complex128, and sends the narrow formats to
complex64), with their length, axis and norm variants; `fftfreq`/`rfftfreq`
get every form of `dtype=` request and a sample spacing of every dtype.
"""

from __future__ import annotations

from tests.agreement.array_cases import DTYPES
from tests.agreement.harness import Case
from tests.agreement.numpy_cases import PY_SCALARS, array
from tests.agreement.numpy_cases.linalg import DTYPE_REQUESTS

F = "tnp.fft."

# Templates over one 3x3 array `a`.
UNARY = (
    "fft(a)", "fft(a, 4)", "fft(a, n=2, axis=0, norm='ortho')", "fft2(a)",
    "fft2(a, s=(2, 2), axes=(1, 0), norm='forward')", "fftn(a)", "fftn(a, axes=[0])",
    "ifft(a)", "ifft(a, norm='backward')", "ifft2(a)", "ifftn(a)", "ifftn(a, s=(4,), axes=(1,))",
    "hfft(a)", "hfft(a, 4, 0)", "ihfft(a)", "ihfft(a, norm='ortho')",
    "rfft(a)", "rfft(a, n=4)", "rfft2(a)", "rfftn(a)", "rfftn(a, axes=(0,))",
    "irfft(a)", "irfft(a, 4, norm='forward')", "irfft2(a)", "irfftn(a)", "irfftn(a, s=(2, 4))",
    "fftshift(a)", "fftshift(a, axes=0)", "fftshift(a, (0, 1))", "ifftshift(a)",
    "ifftshift(a, axes=[1])", "fftfreq(4, a[0, 0])", "rfftfreq(5, a[0, 0])",
    "fftfreq(4, d=a[0, 0], dtype=t.float32)",
)  # fmt: skip

# Templates with a dtype request `{d}`.
WITH_DTYPE = (
    "fftfreq(4, dtype={d})",
    "fftfreq(5, 0.5, dtype={d})",
    "rfftfreq(4, dtype={d})",
    "rfftfreq(5, 2.0, dtype={d})",
)

DEFAULTS = ("fftfreq(4)", "fftfreq(5, 0.1)", "rfftfreq(4)", "rfftfreq(7, d=3)")


def cases() -> list[Case]:
    """Every function of `typedjax.numpy.fft` over every dtype and dtype request."""
    out: list[Case] = []
    for dtype in DTYPES:
        ops = (array(dtype, "a", (3, 3)),)
        out += [Case(F + template, ops) for template in UNARY]
    for request in DTYPE_REQUESTS:
        out += [Case(F + template.format(d=request), ()) for template in WITH_DTYPE]
    out += [Case(F + template, ()) for template in DEFAULTS]
    for scalar in PY_SCALARS:
        out.append(Case(f"{F}fftfreq(4, {scalar})", ()))
        out.append(Case(f"{F}rfftfreq(4, {scalar})", ()))
        out.append(Case(f"{F}fftshift({scalar})", ()))
    return out
