"""Agreement cases for `typedjax.numpy.linalg`: every function over every dtype.

One-operand functions get a 3x3 array of every concrete dtype (the narrow
integer and float formats too: JAX promotes some of them differently), with
their mode and order variants; NamedTuple results get one case per field.
Two-operand functions get every pair of input dtypes, and `dtype=` /
`preferred_element_type=` every form of request. The operands hold ones
(singular matrices): evaluation is abstract, only dtypes matter.
"""

from __future__ import annotations

from tests.agreement.array_cases import DTYPES
from tests.agreement.harness import Case
from tests.agreement.numpy_cases import INPUT_DTYPES, PY_SCALARS, array

L = "tnp.linalg."

# Templates over one square array `a` (and `v`, a vector of the same dtype).
UNARY = (
    "cholesky(a)", "cholesky(a, upper=True, symmetrize_input=False)",
    "cond(a)", "cond(a, 'fro')", "cond(a, 1)", "cond(a, -2)", "cond(a, p=np.inf)",
    "det(a)", "diagonal(a)", "diagonal(a, offset=1)",
    "eig(a).eigenvalues", "eig(a).eigenvectors", "eig(a)[0]",
    "eigh(a).eigenvalues", "eigh(a).eigenvectors", "eigh(a, 'U').eigenvalues",
    "eigh(a, UPLO='L', symmetrize_input=False).eigenvectors", "eigh(a)[1]",
    "eigvals(a)", "eigvalsh(a)", "eigvalsh(a, 'U', symmetrize_input=False)",
    "inv(a)", "matrix_norm(a)", "matrix_norm(a, ord='nuc')", "matrix_norm(a, ord=1)",
    "matrix_norm(a, keepdims=True, ord=-np.inf)",
    "matrix_power(a, 0)", "matrix_power(a, 1)", "matrix_power(a, 2)", "matrix_power(a, 5)",
    "matrix_power(a, -1)", "matrix_power(a, n=-2)",
    "matrix_rank(a)", "matrix_rank(a, hermitian=True)", "matrix_rank(a, tol=0.5)",
    "matrix_rank(a, 0.1)", "matrix_transpose(a)",
    "norm(a)", "norm(a, 'fro')", "norm(a, 'nuc')", "norm(a, 1)", "norm(a, -2)",
    "norm(a, np.inf)", "norm(a, axis=0)", "norm(a, 2, axis=1)", "norm(a, 0, axis=1)",
    "norm(a, 1, 1)", "norm(a, np.inf, axis=0)", "norm(a, axis=(0, 1))", "norm(a, keepdims=True)",
    "norm(v)", "norm(v, 3)", "norm(v, np.inf)", "norm(v, -np.inf)", "norm(v, ord=1)",
    "norm(a, 1, axis=0)", "matrix_norm(a, ord=np.inf)", "matrix_norm(a, ord=-1)",
    "pinv(a)", "pinv(a, hermitian=True)", "pinv(a, rtol=0.1)", "pinv(a, rcond=0.1)",
    "qr(a).Q", "qr(a).R", "qr(a, 'complete').Q", "qr(a, mode='complete').R", "qr(a, 'full').Q",
    "qr(a, 'raw').Q", "qr(a, 'raw').R", "qr(a, 'r')", "qr(a, mode='r')",
    "slogdet(a).sign", "slogdet(a).logabsdet", "slogdet(a, method='qr').sign",
    "slogdet(a, method='lu').logabsdet", "slogdet(a)[0]",
    "svd(a).U", "svd(a).S", "svd(a).Vh", "svd(a, full_matrices=False).U",
    "svd(a, compute_uv=True).S", "svd(a, True, True).Vh", "svd(a, hermitian=True).S",
    "svd(a, hermitian=True).U", "svd(a, compute_uv=False)", "svd(a, False, False)",
    "svd(a, compute_uv=False, hermitian=True)", "svdvals(a)",
    "tensorinv(a, 1)", "tensorinv(a, ind=1)",
    "trace(a)", "trace(a, offset=1)",
    "vector_norm(a)", "vector_norm(a, ord=2)", "vector_norm(a, ord=1)", "vector_norm(a, ord=0)",
    "vector_norm(a, ord=np.inf)", "vector_norm(a, ord=-np.inf)", "vector_norm(a, ord=3)",
    "vector_norm(a, ord=0.5)", "vector_norm(a, axis=0)", "vector_norm(a, axis=(0, 1))",
    "vector_norm(a, keepdims=True)", "vector_norm(v, ord=1)",
    # The result classes, built from typed parts: their fields keep the parts' dtypes.
    "EighResult(tnp.linalg.eigvalsh(a), tnp.linalg.inv(a)).eigenvalues",
    "EighResult(tnp.linalg.eigvalsh(a), tnp.linalg.inv(a)).eigenvectors",
    "EigResult(tnp.linalg.eigvals(a), tnp.linalg.eigvals(a)).eigenvectors",
    "QRResult(tnp.linalg.inv(a), tnp.linalg.inv(a)).R",
    "SlogdetResult(tnp.linalg.inv(a), tnp.linalg.svdvals(a)).logabsdet",
    "SVDResult(tnp.linalg.inv(a), tnp.linalg.svdvals(a), tnp.linalg.inv(a)).S",
)  # fmt: skip

# Templates over two arrays `a`, `b` of every pair of input dtypes.
PAIRED = (
    "solve(a, b)", "solve(a, b[0])", "tensorsolve(a, b[0])", "tensorsolve(a, b[0], axes=(0,))",
    "lstsq(a, b)", "lstsq(a, b[0], rcond=0.1)",
    "matmul(a, b)", "outer(a, b)", "cross(a, b)", "cross(a, b, axis=0)", "vecdot(a, b)",
    "vecdot(a, b, axis=0)", "tensordot(a, b)", "tensordot(a, b, axes=1)",
    "tensordot(a, b, axes=((0,), (1,)))", "multi_dot([a, b])", "multi_dot((a, b, a))",
)  # fmt: skip

# Templates with a dtype request `{d}` over one array `a` (and `b` of the same dtype).
WITH_DTYPE = (
    "trace(a, dtype={d})",
    "matmul(a, b, preferred_element_type={d})",
    "vecdot(a, b, preferred_element_type={d})",
    "tensordot(a, b, preferred_element_type={d})",
)

# Dtype requests: typedjax classes, names, NumPy types, Python types, categories.
DTYPE_REQUESTS = (
    "t.bool_", "t.int8", "t.int16", "t.int32", "t.int64", "t.uint8", "t.uint16", "t.uint32",
    "t.uint64", "t.bfloat16", "t.float16", "t.float32", "t.float64", "t.complex64",
    "t.complex128", "t.int4", "t.float8_e4m3fn", "bool", "int", "float", "complex",
    "'bool'", "'int8'", "'int16'", "'int32'", "'int64'", "'uint8'", "'uint16'", "'uint32'",
    "'uint64'", "'bfloat16'", "'float16'", "'float32'", "'float64'", "'complex64'",
    "'complex128'", "'i4'", "'f8'", "'float8_e5m2'", "'int4'", "np.bool_", "np.int8",
    "np.int32", "np.int64", "np.uint8", "np.uint64", "np.float16", "np.float32",
    "np.float64", "np.complex64", "np.complex128", "np.longlong", "np.dtype('float32')",
    "None",
)  # fmt: skip


def cases() -> list[Case]:
    """Every function of `typedjax.numpy.linalg` over every dtype (pairs for two operands)."""
    out: list[Case] = []
    for dtype in DTYPES:
        ops = (array(dtype, "a", (3, 3)), array(dtype, "v", (3,)))
        out += [Case(L + template, ops) for template in UNARY]
    for left in INPUT_DTYPES:
        for right in INPUT_DTYPES:
            ops = (array(left, "a", (3, 3)), array(right, "b", (3, 3)))
            out += [Case(L + template, ops) for template in PAIRED]
        a = array(left, "a", (3, 3))
        for scalar in PY_SCALARS:
            out.append(Case(f"{L}outer(a, {scalar})", (a,)))
            out.append(Case(f"{L}outer({scalar}, a)", (a,)))
    # The request alone decides the result's dtype; a few operand dtypes suffice.
    for dtype in ("bool_", "int8", "uint32", "float16", "float32", "complex64", "float64"):
        ops = (array(dtype, "a", (3, 3)), array(dtype, "b", (3, 3)))
        for request in DTYPE_REQUESTS:
            out += [Case(L + template.format(d=request), ops) for template in WITH_DTYPE]
    return out
