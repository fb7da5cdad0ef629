# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""Typed `jax.scipy.stats.bernoulli`: JAX's own functions, with dtype-precise declarations.

`tsp.stats.bernoulli.cdf is jax.scipy.stats.bernoulli.cdf`, and likewise for each
function here. Operands promote together: floats keep their dtype, integers and booleans
give the default float, and complex input is refused.

Written by `tools/gen_scipy_stats.py` (the whole file); run it, never edit this.
"""

# pytype: skip-file
# To pytype the module is `Any`, as its private sibling is (whose first comment says why).
# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

from typedjax._src.scipy.stats.bernoulli import cdf as cdf
from typedjax._src.scipy.stats.bernoulli import logpmf as logpmf
from typedjax._src.scipy.stats.bernoulli import pmf as pmf
from typedjax._src.scipy.stats.bernoulli import ppf as ppf

__all__ = [
    "cdf",
    "logpmf",
    "pmf",
    "ppf",
]

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.stats.bernoulli import __getattr__ as __getattr__
# END GENERATED
