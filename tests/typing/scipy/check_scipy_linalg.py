"""Static types of `typedjax.scipy.linalg`: checked by mypy, pyright and pytype, never run.

pytype sees `typedjax.Array` as `Any` (it reads no `.pyi`), so the `Array[...]`
assertions hold for it trivially; the assertions on result tuples are off for pytype,
which answers with the last overload's tuple.
"""

from typing import Any, assert_type

import jax
import numpy as np

import typedjax.numpy as tnp
import typedjax.scipy as tsp
from typedjax import Array
from typedjax.typing import (
    bfloat16,
    bool_,
    complex64,
    complex128,
    complexfloating,
    float16,
    float32,
    float64,
    floating,
    generic,
    inexact,
    int2,
    int8,
    int16,
    int32,
    signedinteger,
    uint8,
)


def check_decompositions(
    x: Array[float32], h: Array[float16], c: Array[complex64], i: Array[int32], b: Array[bool_]
) -> None:
    assert_type(tsp.linalg.inv(x), Array[float32])
    assert_type(tsp.linalg.inv(h), Array[float16])
    assert_type(tsp.linalg.inv(c, overwrite_a=True, check_finite=False), Array[complex64])
    assert_type(tsp.linalg.inv(i), Array[float32])
    assert_type(tsp.linalg.inv(b), Array[float32])
    assert_type(tsp.linalg.cholesky(x), Array[float32])
    assert_type(tsp.linalg.cholesky(c, lower=True), Array[complex64])
    assert_type(tsp.linalg.cholesky(i), Array[float32])
    assert_type(tsp.linalg.expm(x), Array[float32])
    assert_type(tsp.linalg.expm(c, upper_triangular=True, max_squarings=8), Array[complex64])
    assert_type(tsp.linalg.expm(i), Array[float32])
    assert_type(tsp.linalg.cho_factor(x), tuple[Array[float32], bool])  # pytype: disable=assert-type  # pytype answers with the last overload
    assert_type(tsp.linalg.cho_factor(i, lower=True), tuple[Array[float32], bool])  # pytype: disable=assert-type  # as above
    assert_type(tsp.linalg.lu_factor(x), tuple[Array[float32], Array[int32]])  # pytype: disable=assert-type  # as above
    assert_type(tsp.linalg.lu_factor(c), tuple[Array[complex64], Array[int32]])  # pytype: disable=assert-type  # as above
    assert_type(tsp.linalg.polar(x), tuple[Array[float32], Array[float32]])  # pytype: disable=assert-type  # as above
    assert_type(
        tsp.linalg.polar(c, "left", method="svd", eps=1e-6, max_iterations=4),
        tuple[Array[complex64], Array[complex64]],  # pytype: disable=assert-type  # as above
    )


def check_det(x: Array[float32], c: Array[complex128], i: Array[int8], t: Array[int2]) -> None:
    assert_type(tsp.linalg.det(x), Array[float32])
    assert_type(tsp.linalg.det(c), Array[complex128])
    assert_type(tsp.linalg.det(i), Array[floating])
    # JAX keeps the 1- and 2-bit integers, as jnp.linalg.det does.
    assert_type(tsp.linalg.det(t), Array[int2])


def check_lu(x: Array[float32], c: Array[complex64], i: Array[int16]) -> None:
    # Three factors by default, the permutation matrix real.
    p, l, u = tsp.linalg.lu(x)
    assert_type(p, Array[float32])
    assert_type(l, Array[float32])
    assert_type(u, Array[float32])
    assert_type(tsp.linalg.lu(c), tuple[Array[float32], Array[complex64], Array[complex64]])  # pytype: disable=assert-type  # pytype answers with the last overload
    assert_type(tsp.linalg.lu(i), tuple[Array[floating], Array[floating], Array[floating]])  # pytype: disable=assert-type  # as above
    # Two with permute_l=True, by keyword or position.
    pl, u2 = tsp.linalg.lu(x, permute_l=True)
    assert_type(pl, Array[float32])
    assert_type(u2, Array[float32])
    assert_type(tsp.linalg.lu(c, True), tuple[Array[complex64], Array[complex64]])  # pytype: disable=assert-type  # as above
    assert_type(tsp.linalg.lu(x, False, check_finite=False), tuple[Array[float32], Array[float32], Array[float32]])  # pytype: disable=assert-type  # as above


def check_solvers(
    x: Array[float32], d: Array[float64], c: Array[complex64], i: Array[int32], v: Array[float32]
) -> None:
    assert_type(tsp.linalg.solve(x, v), Array[float32])
    assert_type(tsp.linalg.solve(x, i, assume_a="pos"), Array[float32])
    assert_type(tsp.linalg.solve(i, i), Array[floating])
    assert_type(tsp.linalg.solve(x, c), Array[complexfloating])
    assert_type(tsp.linalg.solve_triangular(x, v), Array[float32])
    assert_type(tsp.linalg.solve_triangular(c, c, trans="C", lower=True), Array[complex64])
    assert_type(tsp.linalg.solve_triangular(x, v, 1, unit_diagonal=True), Array[float32])
    assert_type(tsp.linalg.cho_solve(tsp.linalg.cho_factor(x), v), Array[float32])
    assert_type(tsp.linalg.cho_solve((d, True), d), Array[float64])
    assert_type(tsp.linalg.lu_solve(tsp.linalg.lu_factor(x), v), Array[float32])
    assert_type(tsp.linalg.lu_solve(tsp.linalg.lu_factor(c), c, trans=2), Array[complex64])
    assert_type(tsp.linalg.solve_sylvester(x, x, x), Array[float32])
    assert_type(tsp.linalg.solve_sylvester(c, c, c, method="eigen", tol=1e-6), Array[complex64])
    assert_type(tsp.linalg.solve_sylvester(x, c, x), Array[inexact])


def check_eigh(x: Array[float32], c: Array[complex64], d: Array[float64], i: Array[int8]) -> None:
    w, vecs = tsp.linalg.eigh(x)
    assert_type(w, Array[float32])
    assert_type(vecs, Array[float32])
    assert_type(tsp.linalg.eigh(c), tuple[Array[float32], Array[complex64]])  # pytype: disable=assert-type  # pytype answers with the last overload
    assert_type(tsp.linalg.eigh(c, eigvals_only=True), Array[float32])
    assert_type(tsp.linalg.eigh(d, lower=False, eigvals_only=True), Array[float64])
    assert_type(tsp.linalg.eigh(i, eigvals_only=True), Array[floating])
    assert_type(tsp.linalg.eigh_tridiagonal(x, x), tuple[Array[float32], Array[float32]])  # pytype: disable=assert-type  # as above
    assert_type(tsp.linalg.eigh_tridiagonal(c, c), tuple[Array[float32], Array[complex64]])  # pytype: disable=assert-type  # as above
    assert_type(tsp.linalg.eigh_tridiagonal(d, d, eigvals_only=True), Array[float64])
    assert_type(tsp.linalg.eigh_tridiagonal(x, x, eigvals_only=True, select="i"), Array[float32])


def check_qr(x: Array[float32], c: Array[complex64], i: Array[uint8]) -> None:
    q, r = tsp.linalg.qr(x)
    assert_type(q, Array[float32])
    assert_type(r, Array[float32])
    assert_type(tsp.linalg.qr(c, mode="economic"), tuple[Array[complex64], Array[complex64]])  # pytype: disable=assert-type  # pytype answers with the last overload
    # mode="r" is a one-tuple, as JAX returns it.
    (r_only,) = tsp.linalg.qr(x, mode="r")
    assert_type(r_only, Array[float32])
    assert_type(tsp.linalg.qr(i, mode="r"), tuple[Array[float32]])  # pytype: disable=assert-type  # as above
    # Pivoting appends the int32 pivots.
    assert_type(
        tsp.linalg.qr(x, pivoting=True),
        tuple[Array[float32], Array[float32], Array[int32]],  # pytype: disable=assert-type  # as above
    )
    assert_type(tsp.linalg.qr(c, mode="r", pivoting=True), tuple[Array[complex64], Array[int32]])  # pytype: disable=assert-type  # as above
    assert_type(tsp.linalg.qr_multiply(x, x), tuple[Array[float32], Array[float32]])  # pytype: disable=assert-type  # as above
    assert_type(
        tsp.linalg.qr_multiply(c, c, "left", pivoting=True),
        tuple[Array[complex64], Array[complex64], Array[int32]],  # pytype: disable=assert-type  # as above
    )


def check_svd(x: Array[float32], c: Array[complex64], b: Array[bfloat16]) -> None:
    u, s, vh = tsp.linalg.svd(c)
    assert_type(u, Array[complex64])
    assert_type(s, Array[float32])
    assert_type(vh, Array[complex64])
    assert_type(tsp.linalg.svd(x, full_matrices=False), tuple[Array[float32], Array[float32], Array[float32]])  # pytype: disable=assert-type  # pytype answers with the last overload
    assert_type(tsp.linalg.svd(c, compute_uv=False), Array[float32])
    assert_type(tsp.linalg.svd(b, False, False), Array[bfloat16])
    assert_type(tsp.linalg.svd(x, compute_uv=False, lapack_driver="gesvd"), Array[float32])


def check_complex_results(x: Array[float32], d: Array[float64], c: Array[complex64], i: Array[int32]) -> None:
    assert_type(tsp.linalg.sqrtm(x), Array[complex64])
    assert_type(tsp.linalg.sqrtm(d), Array[complex128])
    assert_type(tsp.linalg.sqrtm(i, blocksize=1), Array[complexfloating])
    assert_type(tsp.linalg.funm(x, tnp.sin), Array[complex64])
    assert_type(tsp.linalg.funm(d, tnp.exp, disp=False), tuple[Array[complex128], Array[float64]])  # pytype: disable=assert-type  # pytype answers with the last overload
    t_real, z_real = tsp.linalg.schur(x)
    assert_type(tsp.linalg.schur(x), list[Array[float32]])  # pytype: disable=assert-type  # as above
    assert_type(tsp.linalg.schur(x, output="complex"), list[Array[complex64]])  # pytype: disable=assert-type  # as above
    assert_type(tsp.linalg.schur(d, "complex"), list[Array[complex128]])  # pytype: disable=assert-type  # as above
    assert_type(tsp.linalg.rsf2csf(t_real, z_real), tuple[Array[complex64], Array[complex64]])  # pytype: disable=assert-type  # as above
    assert_type(tsp.linalg.rsf2csf(d, x), tuple[Array[complex128], Array[complex128]])  # pytype: disable=assert-type  # as above
    assert_type(tsp.linalg.rsf2csf(c, i), tuple[Array[complex64], Array[complex64]])  # pytype: disable=assert-type  # as above


def check_flags(x: Array[float32], c: Array[complex64], d: Array[float64]) -> None:
    assert_type(tsp.linalg.hessenberg(x), Array[float32])
    h, q = tsp.linalg.hessenberg(c, calc_q=True)
    assert_type(h, Array[complex64])
    assert_type(q, Array[complex64])
    expm_a, frechet = tsp.linalg.expm_frechet(x, x)
    assert_type(expm_a, Array[float32])
    assert_type(frechet, Array[float32])
    assert_type(tsp.linalg.expm_frechet(d, d, compute_expm=False), Array[float64])
    assert_type(tsp.linalg.expm_frechet(c, x, method="SPS", compute_expm=False), Array[complexfloating])


def check_constructors(
    v: Array[float32], w: Array[int8], c: Array[complex64], t: Array[int2], i: Array[int32]
) -> None:
    assert_type(tsp.linalg.block_diag(v, v), Array[float32])
    assert_type(tsp.linalg.block_diag(w, i), Array[signedinteger])
    assert_type(tsp.linalg.toeplitz(v), Array[float32])
    assert_type(tsp.linalg.toeplitz(w, w), Array[int8])
    assert_type(tsp.linalg.toeplitz(v, c), Array[complexfloating])
    assert_type(tsp.linalg.hankel(c), Array[complex64])
    assert_type(tsp.linalg.hankel(w, r=i), Array[signedinteger])
    assert_type(tsp.linalg.circulant(w), Array[int8])
    assert_type(tsp.linalg.convolution_matrix(v, 4, "same"), Array[float32])
    assert_type(tsp.linalg.leslie(v, v), Array[float32])
    assert_type(tsp.linalg.companion(v), Array[float32])
    assert_type(tsp.linalg.companion(w), Array[floating])
    assert_type(tsp.linalg.companion(t), Array[int2])
    assert_type(tsp.linalg.fiedler_companion(c), Array[complex64])
    assert_type(tsp.linalg.fiedler(w), Array[int8])
    assert_type(tsp.linalg.fiedler(c), Array[float32])
    assert_type(tsp.linalg.dft(4), Array[complexfloating])
    assert_type(tsp.linalg.dft(4, "sqrtn", dtype=complex64), Array[complex64])
    assert_type(tsp.linalg.hadamard(4), Array[signedinteger])
    assert_type(tsp.linalg.hadamard(4, float32), Array[float32])
    assert_type(tsp.linalg.hadamard(4, dtype="int8"), Array[int8])
    assert_type(tsp.linalg.hadamard(4, None), Array[floating])
    assert_type(tsp.linalg.helmert(3, full=True), Array[floating])
    assert_type(tsp.linalg.hilbert(3), Array[floating])
    assert_type(tsp.linalg.invhilbert(3), Array[floating])
    assert_type(tsp.linalg.pascal(3, kind="lower"), Array[float32])
    assert_type(tsp.linalg.invpascal(3), Array[floating])


def check_untyped_operands(j: jax.Array, n: np.ndarray[tuple[int, int], np.dtype[np.float64]]) -> None:
    assert_type(tsp.linalg.inv(j), Array[Any])
    assert_type(tsp.linalg.solve(n, j), Array[Any])
    assert_type(tsp.linalg.sqrtm(n), Array[complexfloating])
    assert_type(tsp.linalg.block_diag(j, n), Array[generic])
    assert_type(tsp.linalg.det(j), Array[Any])
    assert_type(tsp.linalg.schur(n), list[Array[inexact]])  # pytype: disable=assert-type  # pytype answers with the last overload
