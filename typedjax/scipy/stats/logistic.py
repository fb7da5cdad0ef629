# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""Typed `jax.scipy.stats.logistic`: JAX's own functions, with dtype-precise declarations.

`tsp.stats.logistic.cdf is jax.scipy.stats.logistic.cdf`, and likewise for each function
here. Operands promote together: floats and complex numbers keep their dtype, integers
and booleans give the default float.

Written by `tools/gen_scipy_stats.py` (the whole file); run it, never edit this.
"""

# pytype: skip-file
# To pytype the module is `Any`, as its private sibling is (whose first comment says why).
# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

from typedjax._src.scipy.stats.logistic import cdf as cdf
from typedjax._src.scipy.stats.logistic import isf as isf
from typedjax._src.scipy.stats.logistic import logpdf as logpdf
from typedjax._src.scipy.stats.logistic import pdf as pdf
from typedjax._src.scipy.stats.logistic import ppf as ppf
from typedjax._src.scipy.stats.logistic import sf as sf

__all__ = [
    "cdf",
    "isf",
    "logpdf",
    "pdf",
    "ppf",
    "sf",
]

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.stats.logistic import __getattr__ as __getattr__
# END GENERATED
