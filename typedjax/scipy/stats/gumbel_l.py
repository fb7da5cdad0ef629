# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""Typed `jax.scipy.stats.gumbel_l`: JAX's own functions, with dtype-precise declarations.

`tsp.stats.gumbel_l.cdf is jax.scipy.stats.gumbel_l.cdf`, and likewise for each function
here. Operands promote together: floats keep their dtype, integers and booleans give the
default float, and complex input is refused.

Written by `tools/gen_scipy_stats.py` (the whole file); run it, never edit this.
"""

# pytype: skip-file
# To pytype the module is `Any`, as its private sibling is (whose first comment says why).
# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

from typedjax._src.scipy.stats.gumbel_l import cdf as cdf
from typedjax._src.scipy.stats.gumbel_l import logcdf as logcdf
from typedjax._src.scipy.stats.gumbel_l import logpdf as logpdf
from typedjax._src.scipy.stats.gumbel_l import logsf as logsf
from typedjax._src.scipy.stats.gumbel_l import pdf as pdf
from typedjax._src.scipy.stats.gumbel_l import ppf as ppf
from typedjax._src.scipy.stats.gumbel_l import sf as sf

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
    from typedjax._src.scipy.stats.gumbel_l import __getattr__ as __getattr__
# END GENERATED
