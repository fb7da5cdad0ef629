# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""Typed `jax.scipy.stats.pareto`: JAX's own functions, with dtype-precise declarations.

`tsp.stats.pareto.cdf is jax.scipy.stats.pareto.cdf`, and likewise for each function
here. Operands promote together; `cdf`, `logcdf`, `logpdf`, `logsf`, `pdf`, `sf`: floats
keep their dtype, integers and booleans give the default float, and complex input is
refused; `ppf`: floats and complex numbers keep their dtype, integers and booleans give
the default float.

Written by `tools/gen_scipy_stats.py` (the whole file); run it, never edit this.
"""

# pytype: skip-file
# To pytype the module is `Any`, as its private sibling is (whose first comment says why).
# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

from typedjax._src.scipy.stats.pareto import cdf as cdf
from typedjax._src.scipy.stats.pareto import logcdf as logcdf
from typedjax._src.scipy.stats.pareto import logpdf as logpdf
from typedjax._src.scipy.stats.pareto import logsf as logsf
from typedjax._src.scipy.stats.pareto import pdf as pdf
from typedjax._src.scipy.stats.pareto import ppf as ppf
from typedjax._src.scipy.stats.pareto import sf as sf

__all__ = [
    "cdf",
    "logcdf",
    "logpdf",
    "logsf",
    "pdf",
    "ppf",
    "sf",
]

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.stats.pareto import __getattr__ as __getattr__
# END GENERATED
