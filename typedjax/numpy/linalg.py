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
from typedjax.numpy._linalg import EighResult as EighResult
from typedjax.numpy._linalg import EigResult as EigResult
from typedjax.numpy._linalg import QRResult as QRResult
from typedjax.numpy._linalg import SlogdetResult as SlogdetResult
from typedjax.numpy._linalg import SVDResult as SVDResult
from typedjax.numpy._linalg import cholesky as cholesky
from typedjax.numpy._linalg import cond as cond
from typedjax.numpy._linalg import cross as cross
from typedjax.numpy._linalg import det as det
from typedjax.numpy._linalg import diagonal as diagonal
from typedjax.numpy._linalg import eig as eig
from typedjax.numpy._linalg import eigh as eigh
from typedjax.numpy._linalg import eigvals as eigvals
from typedjax.numpy._linalg import eigvalsh as eigvalsh
from typedjax.numpy._linalg import inv as inv
from typedjax.numpy._linalg import lstsq as lstsq
from typedjax.numpy._linalg import matmul as matmul
from typedjax.numpy._linalg import matrix_norm as matrix_norm
from typedjax.numpy._linalg import matrix_power as matrix_power
from typedjax.numpy._linalg import matrix_rank as matrix_rank
from typedjax.numpy._linalg import matrix_transpose as matrix_transpose
from typedjax.numpy._linalg import multi_dot as multi_dot
from typedjax.numpy._linalg import norm as norm
from typedjax.numpy._linalg import outer as outer
from typedjax.numpy._linalg import pinv as pinv
from typedjax.numpy._linalg import qr as qr
from typedjax.numpy._linalg import slogdet as slogdet
from typedjax.numpy._linalg import solve as solve
from typedjax.numpy._linalg import svd as svd
from typedjax.numpy._linalg import svdvals as svdvals
from typedjax.numpy._linalg import tensordot as tensordot
from typedjax.numpy._linalg import tensorinv as tensorinv
from typedjax.numpy._linalg import tensorsolve as tensorsolve
from typedjax.numpy._linalg import trace as trace
from typedjax.numpy._linalg import vecdot as vecdot
from typedjax.numpy._linalg import vector_norm as vector_norm

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
