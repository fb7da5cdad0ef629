"""Typed `jax.scipy.linalg`: JAX's own functions, with dtype-precise declarations.

`tsp.linalg.inv is jax.scipy.linalg.inv`, and likewise for every name here: the
declarations under `TYPE_CHECKING` only tell checkers what JAX computes, by the rules
of `typedjax.numpy.linalg`:

* decompositions and solvers keep a float or complex input's dtype and give the
  default float for integer and boolean input (`inv`, `solve`, `cholesky`, `lu`,
  `qr`, `expm`); two operands promote together first;
* singular values, `eigh`'s eigenvalues and `lu`'s permutation matrix are real:
  complex64 gives float32, complex128 float64;
* `sqrtm`, `funm`, `rsf2csf` and `schur(output="complex")` are complex, of the
  input's precision;
* the special-matrix constructors keep (`toeplitz`, `circulant`, `block_diag`) or
  promote (`toeplitz(c, r)`, `leslie`) their operands' dtypes; the ones built from
  `n` alone are JAX's default float (`hilbert`, `helmert`), complex (`dft`) or
  integer (`hadamard`).

Flags that change what comes back are `Literal` overloads: `lu(a, permute_l=True)` is
two arrays, `lu(a)` three; `qr(a, mode="r")` is a one-tuple; `svd(a, compute_uv=False)`
and `eigh(a, eigvals_only=True)` one array. The results are tuples (and `schur`'s a
list) as JAX returns them.
"""

# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

# BEGIN GENERATED RE-EXPORTS (tools/gen_scipy_linalg.py)
from typedjax._src.scipy.linalg import block_diag as block_diag
from typedjax._src.scipy.linalg import cho_factor as cho_factor
from typedjax._src.scipy.linalg import cho_solve as cho_solve
from typedjax._src.scipy.linalg import cholesky as cholesky
from typedjax._src.scipy.linalg import circulant as circulant
from typedjax._src.scipy.linalg import companion as companion
from typedjax._src.scipy.linalg import convolution_matrix as convolution_matrix
from typedjax._src.scipy.linalg import det as det
from typedjax._src.scipy.linalg import dft as dft
from typedjax._src.scipy.linalg import eigh as eigh
from typedjax._src.scipy.linalg import eigh_tridiagonal as eigh_tridiagonal
from typedjax._src.scipy.linalg import expm as expm
from typedjax._src.scipy.linalg import expm_frechet as expm_frechet
from typedjax._src.scipy.linalg import fiedler as fiedler
from typedjax._src.scipy.linalg import fiedler_companion as fiedler_companion
from typedjax._src.scipy.linalg import funm as funm
from typedjax._src.scipy.linalg import hadamard as hadamard
from typedjax._src.scipy.linalg import hankel as hankel
from typedjax._src.scipy.linalg import helmert as helmert
from typedjax._src.scipy.linalg import hessenberg as hessenberg
from typedjax._src.scipy.linalg import hilbert as hilbert
from typedjax._src.scipy.linalg import inv as inv
from typedjax._src.scipy.linalg import invhilbert as invhilbert
from typedjax._src.scipy.linalg import invpascal as invpascal
from typedjax._src.scipy.linalg import leslie as leslie
from typedjax._src.scipy.linalg import lu as lu
from typedjax._src.scipy.linalg import lu_factor as lu_factor
from typedjax._src.scipy.linalg import lu_solve as lu_solve
from typedjax._src.scipy.linalg import pascal as pascal
from typedjax._src.scipy.linalg import polar as polar
from typedjax._src.scipy.linalg import qr as qr
from typedjax._src.scipy.linalg import qr_multiply as qr_multiply
from typedjax._src.scipy.linalg import rsf2csf as rsf2csf
from typedjax._src.scipy.linalg import schur as schur
from typedjax._src.scipy.linalg import solve as solve
from typedjax._src.scipy.linalg import solve_sylvester as solve_sylvester
from typedjax._src.scipy.linalg import solve_triangular as solve_triangular
from typedjax._src.scipy.linalg import sqrtm as sqrtm
from typedjax._src.scipy.linalg import svd as svd
from typedjax._src.scipy.linalg import toeplitz as toeplitz

__all__ = [
    "block_diag",
    "cho_factor",
    "cho_solve",
    "cholesky",
    "circulant",
    "companion",
    "convolution_matrix",
    "det",
    "dft",
    "eigh",
    "eigh_tridiagonal",
    "expm",
    "expm_frechet",
    "fiedler",
    "fiedler_companion",
    "funm",
    "hadamard",
    "hankel",
    "helmert",
    "hessenberg",
    "hilbert",
    "inv",
    "invhilbert",
    "invpascal",
    "leslie",
    "lu",
    "lu_factor",
    "lu_solve",
    "pascal",
    "polar",
    "qr",
    "qr_multiply",
    "rsf2csf",
    "schur",
    "solve",
    "solve_sylvester",
    "solve_triangular",
    "sqrtm",
    "svd",
    "toeplitz",
]
# END GENERATED RE-EXPORTS

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.linalg import __getattr__ as __getattr__
