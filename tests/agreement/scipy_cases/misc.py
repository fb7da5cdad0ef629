"""Agreement cases for the small `typedjax.scipy` modules: `fft`, `ndimage`,
`integrate`, `interpolate`, `sparse.linalg` and `cluster.vq`.

Each function gets an operand of every input dtype and a few narrow formats (a
vector `v`, a 3x3 array `a`); `trapezoid` and `vq`, whose two operands promote, get every pair of input
dtypes. The Krylov solvers get an array and a tuple for `b` (the solution keeps
its type), with a typed function for `A` (mypy answers `tuple[Any, ...]` for an
unannotated lambda there: the lambda's `Any` parameter matches several overloads).
"""

from __future__ import annotations

from tests.agreement.harness import Case
from tests.agreement.scipy_cases import INPUT_DTYPES, array
from tests.agreement.scipy_cases.linalg import ONE_OPERAND_DTYPES

# Templates over a vector `v` (3) and a 3x3 array `a` of one dtype.
UNARY = (
    "fft.dct(v)", "fft.dct(v, norm='ortho')", "fft.dct(a, n=4, axis=0)", "fft.dctn(a)",
    "fft.dctn(a, s=(2, 2), axes=(0, 1), norm='backward')", "fft.idct(v)",
    "fft.idct(v, type=2, norm='ortho')", "fft.idctn(a)", "fft.idctn(a, axes=[0])",
    "ndimage.map_coordinates(a, [v, v], order=1)",
    "ndimage.map_coordinates(a, [v, v], 0, mode='nearest')",
    "ndimage.map_coordinates(a, (v, v), order=1, mode='wrap', cval=1.5)",
    "integrate.trapezoid(v)", "integrate.trapezoid(v, dx=0.5)", "integrate.trapezoid(a, axis=0)",
    "interpolate.RegularGridInterpolator((v,), v)(a[:, :1])",
    "interpolate.RegularGridInterpolator((v,), v, method='nearest')(a[:, :1])",
    "interpolate.RegularGridInterpolator((v, v), a, fill_value=None)(a[:, :2], method='nearest')",
    "sparse.linalg.cg(a, v)", "sparse.linalg.cg(tnp.positive, v, x0=v, maxiter=2)",
    "sparse.linalg.cg(tnp.positive, (v, v))", "sparse.linalg.gmres(a, v)",
    "sparse.linalg.gmres(a, v, restart=2, solve_method='incremental')",
    "sparse.linalg.bicgstab(a, v)", "sparse.linalg.bicgstab(tnp.positive, v, M=tnp.positive)",
    "sparse.linalg.cg(a, np.ones(3, np.float32))",
    "cluster.vq.vq(a, a)", "cluster.vq.vq(a, a[:2], check_finite=False)",
)  # fmt: skip

# Templates over two 3x3 arrays `a`, `b` of every pair of input dtypes.
PAIRED = ("integrate.trapezoid(a, b)", "integrate.trapezoid(a, dx=b[0])", "cluster.vq.vq(a, b)")


def cases() -> list[Case]:
    """Every function of the small `typedjax.scipy` modules over every dtype."""
    out: list[Case] = []
    for dtype in ONE_OPERAND_DTYPES:
        ops = (array(dtype, "v", (3,)), array(dtype, "a", (3, 3)))
        out += [Case("tsp." + template, ops) for template in UNARY]
    for left in INPUT_DTYPES:
        for right in INPUT_DTYPES:
            ops = (array(left, "a", (3, 3)), array(right, "b", (3, 3)))
            out += [Case("tsp." + template, ops) for template in PAIRED]
    return out
