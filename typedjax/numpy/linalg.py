"""Typed `jax.numpy.linalg`: JAX's own functions, with dtype-precise declarations.

`tnp.linalg.inv is jax.numpy.linalg.inv`, and likewise for every name here: the
declarations under `TYPE_CHECKING` only tell checkers what JAX computes. JAX's
own stubs leave the `jit`-wrapped functions (`inv`, `solve`, `det`, `eigh`,
`norm`, ...) as `Any`; here every result has a dtype:

* decompositions and solvers keep a float or complex input's dtype and give the
  default float for integer and boolean input (`inv`, `solve`, `cholesky`, `qr`);
* norms, singular values, `eigvalsh` and condition numbers are real: complex64
  gives float32, complex128 float64;
* `eig`/`eigvals` are complex; `matrix_rank` is JAX's default integer;
* the result tuples are typed views of JAX's own NamedTuple classes
  (`EighResult`, `SVDResult`, `QRResult`, `SlogdetResult`, `EigResult`), generic
  in their fields' dtypes: `eigh(Array[complex64])` is
  `EighResult[float32, complex64]`. At run time the names are JAX's classes, so
  `isinstance` and field access are JAX's.
"""

# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

# BEGIN GENERATED RE-EXPORTS (tools/gen_numpy_linalg.py)
from typedjax._src.numpy.linalg import EighResult as EighResult
from typedjax._src.numpy.linalg import EigResult as EigResult
from typedjax._src.numpy.linalg import QRResult as QRResult
from typedjax._src.numpy.linalg import SlogdetResult as SlogdetResult
from typedjax._src.numpy.linalg import SVDResult as SVDResult
from typedjax._src.numpy.linalg import cholesky as cholesky
from typedjax._src.numpy.linalg import cond as cond
from typedjax._src.numpy.linalg import cross as cross
from typedjax._src.numpy.linalg import det as det
from typedjax._src.numpy.linalg import diagonal as diagonal
from typedjax._src.numpy.linalg import eig as eig
from typedjax._src.numpy.linalg import eigh as eigh
from typedjax._src.numpy.linalg import eigvals as eigvals
from typedjax._src.numpy.linalg import eigvalsh as eigvalsh
from typedjax._src.numpy.linalg import inv as inv
from typedjax._src.numpy.linalg import lstsq as lstsq
from typedjax._src.numpy.linalg import matmul as matmul
from typedjax._src.numpy.linalg import matrix_norm as matrix_norm
from typedjax._src.numpy.linalg import matrix_power as matrix_power
from typedjax._src.numpy.linalg import matrix_rank as matrix_rank
from typedjax._src.numpy.linalg import matrix_transpose as matrix_transpose
from typedjax._src.numpy.linalg import multi_dot as multi_dot
from typedjax._src.numpy.linalg import norm as norm
from typedjax._src.numpy.linalg import outer as outer
from typedjax._src.numpy.linalg import pinv as pinv
from typedjax._src.numpy.linalg import qr as qr
from typedjax._src.numpy.linalg import slogdet as slogdet
from typedjax._src.numpy.linalg import solve as solve
from typedjax._src.numpy.linalg import svd as svd
from typedjax._src.numpy.linalg import svdvals as svdvals
from typedjax._src.numpy.linalg import tensordot as tensordot
from typedjax._src.numpy.linalg import tensorinv as tensorinv
from typedjax._src.numpy.linalg import tensorsolve as tensorsolve
from typedjax._src.numpy.linalg import trace as trace
from typedjax._src.numpy.linalg import vecdot as vecdot
from typedjax._src.numpy.linalg import vector_norm as vector_norm

__all__ = [
    "EigResult",
    "EighResult",
    "QRResult",
    "SVDResult",
    "SlogdetResult",
    "cholesky",
    "cond",
    "cross",
    "det",
    "diagonal",
    "eig",
    "eigh",
    "eigvals",
    "eigvalsh",
    "inv",
    "lstsq",
    "matmul",
    "matrix_norm",
    "matrix_power",
    "matrix_rank",
    "matrix_transpose",
    "multi_dot",
    "norm",
    "outer",
    "pinv",
    "qr",
    "slogdet",
    "solve",
    "svd",
    "svdvals",
    "tensordot",
    "tensorinv",
    "tensorsolve",
    "trace",
    "vecdot",
    "vector_norm",
]
# END GENERATED RE-EXPORTS
