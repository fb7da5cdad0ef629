# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""Typed `jax.scipy.stats.gumbel_r`: JAX's own functions, with dtype-precise declarations.

`tsp.stats.gumbel_r.cdf is jax.scipy.stats.gumbel_r.cdf`, and likewise for each function
here. Operands promote together: floats keep their dtype, integers and booleans give the
default float, and complex input is refused.

Written by `tools/gen_scipy_stats.py` (the whole file); run it, never edit this.
"""

# pytype: skip-file
# To pytype the module is `Any`, as its private sibling is (whose first comment says why).
# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

from typedjax._src.scipy.stats.gumbel_r import cdf as cdf
from typedjax._src.scipy.stats.gumbel_r import logcdf as logcdf
from typedjax._src.scipy.stats.gumbel_r import logpdf as logpdf
from typedjax._src.scipy.stats.gumbel_r import logsf as logsf
from typedjax._src.scipy.stats.gumbel_r import pdf as pdf
from typedjax._src.scipy.stats.gumbel_r import ppf as ppf
from typedjax._src.scipy.stats.gumbel_r import sf as sf

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
    from typedjax._src.scipy.stats.gumbel_r import __getattr__ as __getattr__
# END GENERATED
