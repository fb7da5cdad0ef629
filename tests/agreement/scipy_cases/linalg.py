"""Agreement cases for `typedjax.scipy.linalg`: every function over every dtype.

One-operand functions get a 3x3 array `a` (and a vector `v`) of every input dtype
and a few narrow formats (JAX leaves the 2-bit integers unpromoted in `det` and
`companion`, makes int4 the default float and keeps a float8), with each flag that
changes the result's structure; two-operand functions get every pair of input dtypes; the
constructors built from `n` get every form of `dtype=` request. The operands hold
ones: evaluation is abstract, only dtypes matter.
"""

from __future__ import annotations

from tests.agreement.harness import Case
from tests.agreement.numpy_cases.linalg import DTYPE_REQUESTS
from tests.agreement.scipy_cases import INPUT_DTYPES, array

L = "tsp.linalg."

ONE_OPERAND_DTYPES = (*INPUT_DTYPES, "int2", "uint2", "int4", "float8_e4m3fn")
"""The input dtypes, and narrow formats whose rows differ (shared by the scipy areas)."""

# Templates over one square array `a` and a vector `v` of the same dtype.
UNARY = (
    "cholesky(a)", "cholesky(a, lower=True)", "cho_factor(a)", "cho_factor(a, True)",
    "det(a)", "eigh(a)", "eigh(a, lower=False)", "eigh(a, eigvals_only=True)",
    "eigh(a, None, True, False)", "eigh_tridiagonal(v, v[:2])",
    "eigh_tridiagonal(v, v[:2], eigvals_only=True)", "expm(a)", "expm(a, upper_triangular=True)",
    "funm(a, lambda m: m)", "funm(a, lambda m: m, disp=False)", "funm(a, lambda m: m, False)",
    "hessenberg(a)", "hessenberg(a, calc_q=True)", "hessenberg(a, calc_q=False)", "inv(a)",
    "lu(a)", "lu(a, permute_l=True)", "lu(a, True)", "lu(a, False)", "lu_factor(a)",
    "polar(a)", "polar(a, 'left', method='svd')", "qr(a)", "qr(a, mode='economic')",
    "qr(a, mode='r')", "qr(a, pivoting=True)", "qr(a, mode='r', pivoting=True)",
    "qr(a, mode='full', pivoting=False)", "schur(a)", "schur(a, output='complex')",
    "schur(a, 'real')", "sqrtm(a)", "svd(a)", "svd(a, full_matrices=False)",
    "svd(a, compute_uv=False)", "svd(a, False, False)", "solve_sylvester(a, a, a)",
    "solve_sylvester(a, a, a, method='eigen')", "block_diag(a)", "block_diag(a, a, a)",
    "circulant(v)", "companion(v)",
    "convolution_matrix(v, 4)", "convolution_matrix(v, 2, 'same')", "fiedler(v)",
    "fiedler_companion(v)", "hankel(v)", "toeplitz(v)", "leslie(v, v[:2])",
)  # fmt: skip

# Templates over two arrays `a`, `b` of every pair of input dtypes.
PAIRED = (
    "solve(a, b[0], assume_a='pos')", "solve_triangular(a, b, trans='T', lower=True)",
    "cho_solve((a, False), b)",
    "lu_solve((a, np.zeros(3, np.int32)), b)", "qr_multiply(a, b)",
    "qr_multiply(a, b, pivoting=True)", "expm_frechet(a, b)",
    "expm_frechet(a, b, compute_expm=False)", "rsf2csf(a, b)", "toeplitz(a[0], b[0])",
    "hankel(a[0], b[0])", "leslie(a[0], b[0, :2])", "block_diag(a, b)",
    "solve_sylvester(a, b, a)", "eigh_tridiagonal(a[0], b[0, :2])",
)  # fmt: skip

# Constructors of a size alone.
SIZED = (
    "dft(3)", "dft(4, 'sqrtn')", "hadamard(4)", "helmert(3)", "helmert(3, full=True)",
    "hilbert(3)", "invhilbert(3)", "invpascal(3)", "invpascal(3, 'lower')", "pascal(3)",
    "pascal(3, kind='upper')",
)  # fmt: skip

# Templates with a dtype request `{d}`.
WITH_DTYPE = ("dft(3, dtype={d})", "hadamard(4, {d})", "hadamard(4, dtype={d})")


def cases() -> list[Case]:
    """Every function of `typedjax.scipy.linalg` over every dtype (pairs for two operands)."""
    out: list[Case] = []
    for dtype in ONE_OPERAND_DTYPES:
        ops = (array(dtype, "a", (3, 3)), array(dtype, "v", (3,)))
        out += [Case(L + template, ops) for template in UNARY]
    for left in INPUT_DTYPES:
        for right in INPUT_DTYPES:
            ops = (array(left, "a", (3, 3)), array(right, "b", (3, 3)))
            out += [Case(L + template, ops) for template in PAIRED]
    out += [Case(L + template, ()) for template in SIZED]
    for request in DTYPE_REQUESTS:
        out += [Case(L + template.format(d=request), ()) for template in WITH_DTYPE]
    return out
