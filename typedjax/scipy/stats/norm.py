# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""Typed `jax.scipy.stats.norm`: JAX's own functions, with dtype-precise declarations.

`tsp.stats.norm.cdf is jax.scipy.stats.norm.cdf`, and likewise for each function here.
Operands promote together; `cdf`, `logcdf`, `logsf`, `sf`: float32 and float64 keep
their dtype, integers and booleans give the default float, and JAX refuses float16 and
bfloat16; `isf`, `ppf`: the result is the default float; `logpdf`, `pdf`: floats and
complex numbers keep their dtype, integers and booleans give the default float.

Written by `tools/gen_scipy_stats.py` (the whole file); run it, never edit this.
"""

# pytype: skip-file
# To pytype the module is `Any`, as its private sibling is (whose first comment says why).
# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

from typedjax._src.scipy.stats.norm import cdf as cdf
from typedjax._src.scipy.stats.norm import isf as isf
from typedjax._src.scipy.stats.norm import logcdf as logcdf
from typedjax._src.scipy.stats.norm import logpdf as logpdf
from typedjax._src.scipy.stats.norm import logsf as logsf
from typedjax._src.scipy.stats.norm import pdf as pdf
from typedjax._src.scipy.stats.norm import ppf as ppf
from typedjax._src.scipy.stats.norm import sf as sf

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
    from typedjax._src.scipy.stats.norm import __getattr__ as __getattr__
# END GENERATED
