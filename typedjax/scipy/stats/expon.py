# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""Typed `jax.scipy.stats.expon`: JAX's own functions, with dtype-precise declarations.

`tsp.stats.expon.cdf is jax.scipy.stats.expon.cdf`, and likewise for each function here.
Operands promote together; `cdf`, `logcdf`, `logpdf`, `logsf`, `pdf`, `sf`: floats keep
their dtype, integers and booleans give the default float, and complex input is refused;
`ppf`: floats and complex numbers keep their dtype, integers and booleans give the
default float.

Written by `tools/gen_scipy_stats.py` (the whole file); run it, never edit this.
"""

# pytype: skip-file
# To pytype the module is `Any`, as its private sibling is (whose first comment says why).
# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as _typing

from typedjax.scipy.stats._expon import cdf as cdf
from typedjax.scipy.stats._expon import logcdf as logcdf
from typedjax.scipy.stats._expon import logpdf as logpdf
from typedjax.scipy.stats._expon import logsf as logsf
from typedjax.scipy.stats._expon import pdf as pdf
from typedjax.scipy.stats._expon import ppf as ppf
from typedjax.scipy.stats._expon import sf as sf

__all__ = [
    "cdf",
    "logcdf",
    "logpdf",
    "logsf",
    "pdf",
    "ppf",
    "sf",
]

if not _typing.TYPE_CHECKING:
    from typedjax.scipy.stats._expon import __getattr__ as __getattr__
# END GENERATED
