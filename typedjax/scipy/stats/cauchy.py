# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""Typed `jax.scipy.stats.cauchy`: JAX's own functions, with dtype-precise declarations.

`tsp.stats.cauchy.cdf is jax.scipy.stats.cauchy.cdf`, and likewise for each function
here. Operands promote together: floats and complex numbers keep their dtype, integers
and booleans give the default float.

Written by `tools/gen_scipy_stats.py` (the whole file); run it, never edit this.
"""

# pytype: skip-file
# To pytype the module is `Any`, as its private sibling is (whose first comment says why).
# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

from typedjax._src.scipy.stats.cauchy import cdf as cdf
from typedjax._src.scipy.stats.cauchy import isf as isf
from typedjax._src.scipy.stats.cauchy import logcdf as logcdf
from typedjax._src.scipy.stats.cauchy import logpdf as logpdf
from typedjax._src.scipy.stats.cauchy import logsf as logsf
from typedjax._src.scipy.stats.cauchy import pdf as pdf
from typedjax._src.scipy.stats.cauchy import ppf as ppf
from typedjax._src.scipy.stats.cauchy import sf as sf

__all__ = [
    "cdf",
    "isf",
    "logcdf",
    "logpdf",
    "logsf",
    "pdf",
    "ppf",
    "sf",
]

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.stats.cauchy import __getattr__ as __getattr__
# END GENERATED
