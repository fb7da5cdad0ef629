"""Typed `jax.scipy`: JAX's own SciPy functions, with dtype-precise declarations.

`typedjax.scipy.special.erf is jax.scipy.special.erf`, and likewise for every
function and class here: the declarations only tell checkers what JAX
computes. Every public name of `jax.scipy` is here, in the module of the same
name, and nothing else: a SciPy name JAX does not implement
(`typedjax.scipy.optimize`, `typedjax.scipy.stats.ttest_ind`, ...) is an
`AttributeError` at run time whose message says where to go instead, and an
unknown attribute to checkers.
"""

import typing as __typing__  # editors offer every bound name; a dunder is not API

from typedjax.scipy import cluster as cluster
from typedjax.scipy import fft as fft
from typedjax.scipy import integrate as integrate
from typedjax.scipy import interpolate as interpolate
from typedjax.scipy import linalg as linalg
from typedjax.scipy import ndimage as ndimage
from typedjax.scipy import signal as signal
from typedjax.scipy import sparse as sparse
from typedjax.scipy import special as special
from typedjax.scipy import stats as stats

__all__: list[str] = [
    "cluster", "fft", "integrate", "interpolate", "linalg", "ndimage", "signal", "sparse",
    "special", "stats",
]  # fmt: skip

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.scope import scipy_getattr as __getattr__  # noqa: F401  # PEP 562
