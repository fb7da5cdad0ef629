"""typedjax.scipy in a few lines: JAX's own functions, with dtypes checkers can see.

The README's typedjax.scipy example; tests/docs/test_readme.py runs it and checks
that the README shows the same code.
"""

from typing import assert_type

import jax.scipy

import typedjax.numpy as tnp
import typedjax.scipy as tsp
from typedjax import Array
from typedjax.typing import float16, float32, floating

x = tnp.linspace(0.1, 0.9, 5, dtype=tnp.float32)
assert_type(tsp.stats.norm.logpdf(x), Array[float32])  # the operand's float dtype
assert_type(tsp.special.erf(x.astype(tnp.float16)), Array[float16])
assert_type(tsp.special.gammaln(tnp.arange(1, 6)), Array[floating])  # integers: a float
value, sign = tsp.special.logsumexp(x, return_sign=True)  # a flag that changes the result
assert_type(sign, Array[float32])
assert tsp.special.erf is jax.scipy.special.erf  # JAX's own function: no cost per call
print(value.dtype, sign.dtype, tsp.stats.norm.cdf(x).dtype)
try:  # SciPy names JAX leaves out: unknown to checkers, and an error saying where to go
    getattr(tsp.stats, "ttest_ind")  # noqa: B009  # spelled out, checkers reject it
except AttributeError as error:
    print(str(error).split(". ")[-2])
