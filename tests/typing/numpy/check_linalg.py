"""Static types of `typedjax.numpy.linalg`: checked by mypy, pyright and pytype, never run.

pytype sees `typedjax.Array` as `Any` (it reads no `.pyi`), so the `Array[...]`
assertions hold for it trivially; the assertions on the result tuples themselves
are off for pytype, which answers with the last overload's tuple.
"""

from typing import Any, assert_type

import jax
import numpy as np

import typedjax.numpy as tnp
from typedjax import Array
from typedjax.numpy.linalg import EighResult, EigResult, QRResult, SlogdetResult, SVDResult
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
    integer,
    number,
    signedinteger,
    uint8,
    uint32,
    unsignedinteger,
)


def check_inexact_promotion(
    x: Array[float32], h: Array[float16], c: Array[complex64], i: Array[int32], b: Array[bool_]
) -> None:
    assert_type(tnp.linalg.inv(x), Array[float32])
    assert_type(tnp.linalg.inv(h), Array[float16])
    assert_type(tnp.linalg.inv(c), Array[complex64])
    assert_type(tnp.linalg.inv(i), Array[float32])
    assert_type(tnp.linalg.inv(b), Array[float32])
    assert_type(tnp.linalg.cholesky(x), Array[float32])
    assert_type(tnp.linalg.cholesky(c, upper=True, symmetrize_input=False), Array[complex64])
    assert_type(tnp.linalg.cholesky(i), Array[float32])
    assert_type(tnp.linalg.pinv(x), Array[float32])
    assert_type(tnp.linalg.pinv(c, 1e-3, True, rcond=None), Array[complex64])
    assert_type(tnp.linalg.pinv(i, rtol=x), Array[float32])
    assert_type(tnp.linalg.tensorinv(x), Array[float32])
    assert_type(tnp.linalg.tensorinv(i, ind=1), Array[float32])


def check_untyped_operands(j: jax.Array, n: np.ndarray[tuple[int, int], np.dtype[np.float64]]) -> None:
    assert_type(tnp.linalg.inv(j), Array[Any])
    assert_type(tnp.linalg.inv(n), Array[inexact])
    assert_type(tnp.linalg.norm(j), Array[Any])
    assert_type(tnp.linalg.eigvals(j), Array[Any])
    assert_type(tnp.linalg.matmul(j, n), Array[Any])
    assert_type(tnp.linalg.det(j), Array[Any])


def check_det(
    x: Array[float32], c: Array[complex128], i: Array[int8], t: Array[int2], g: Array[integer]
) -> None:
    assert_type(tnp.linalg.det(x), Array[float32])
    assert_type(tnp.linalg.det(c), Array[complex128])
    assert_type(tnp.linalg.det(i), Array[floating])
    # JAX keeps the 1- and 2-bit integers (det of int2 is int2).
    assert_type(tnp.linalg.det(t), Array[int2])
    assert_type(tnp.linalg.det(g), Array[inexact | integer])


def check_real_results(
    x: Array[float32], d: Array[float64], h: Array[bfloat16], c: Array[complex64],
    z: Array[complex128], i: Array[int32],
) -> None:  # fmt: skip
    assert_type(tnp.linalg.norm(x), Array[float32])
    assert_type(tnp.linalg.norm(h), Array[bfloat16])
    assert_type(tnp.linalg.norm(c), Array[float32])
    assert_type(tnp.linalg.norm(z), Array[float64])
    assert_type(tnp.linalg.norm(i), Array[floating])
    assert_type(tnp.linalg.norm(x, "fro", (0, 1), True), Array[float32])
    assert_type(tnp.linalg.norm(c, ord=np.inf, axis=1), Array[float32])
    assert_type(tnp.linalg.norm(x, ord="nuc"), Array[float32])
    assert_type(tnp.linalg.matrix_norm(c), Array[float32])
    assert_type(tnp.linalg.matrix_norm(d, keepdims=True, ord="nuc"), Array[float64])
    assert_type(tnp.linalg.matrix_norm(i, ord=2), Array[floating])
    assert_type(tnp.linalg.cond(x), Array[float32])
    assert_type(tnp.linalg.cond(z, "fro"), Array[float64])
    assert_type(tnp.linalg.cond(i, p=-2), Array[floating])
    assert_type(tnp.linalg.svdvals(c), Array[float32])
    assert_type(tnp.linalg.svdvals(h), Array[bfloat16])
    assert_type(tnp.linalg.eigvalsh(c), Array[float32])
    assert_type(tnp.linalg.eigvalsh(d, "U", symmetrize_input=False), Array[float64])
    assert_type(tnp.linalg.eigvalsh(i), Array[floating])


def check_norm_of_unknown_integers(g: Array[integer], j: jax.Array) -> None:
    # JAX keeps the 1- and 2-bit integers integral for a numeric `ord`.
    assert_type(tnp.linalg.norm(g), Array[floating])
    assert_type(tnp.linalg.norm(g, "fro"), Array[floating])
    assert_type(tnp.linalg.norm(g, np.inf, axis=0), Array[floating | integer])
    assert_type(tnp.linalg.norm(j, 1), Array[Any])
    assert_type(tnp.linalg.matrix_norm(j), Array[Any])
    assert_type(tnp.linalg.matrix_norm(g, ord=1), Array[floating | integer])


def check_vector_norm(
    x: Array[float16], c: Array[complex64], i: Array[int32], b: Array[bool_], q: Array[inexact]
) -> None:
    assert_type(tnp.linalg.vector_norm(x), Array[float16])
    assert_type(tnp.linalg.vector_norm(x, ord=1, axis=0, keepdims=True), Array[float16])
    assert_type(tnp.linalg.vector_norm(c, ord=np.inf), Array[float32])
    assert_type(tnp.linalg.vector_norm(q, ord=1), Array[floating])
    # Integers stay integral for an explicit ord other than 2.
    assert_type(tnp.linalg.vector_norm(i), Array[floating])
    assert_type(tnp.linalg.vector_norm(i, ord=2, axis=(0, 1)), Array[floating])
    assert_type(tnp.linalg.vector_norm(i, ord=1), Array[floating | integer | bool_])
    assert_type(tnp.linalg.vector_norm(b, ord=np.inf), Array[floating | integer | bool_])


def check_complex_results(
    x: Array[float32], h: Array[float16], d: Array[float64], c: Array[complex64], i: Array[int8]
) -> None:
    assert_type(tnp.linalg.eigvals(x), Array[complex64])
    assert_type(tnp.linalg.eigvals(h), Array[complex64])
    assert_type(tnp.linalg.eigvals(d), Array[complex128])
    assert_type(tnp.linalg.eigvals(i), Array[complexfloating])
    assert_type(tnp.linalg.eig(x).eigenvalues, Array[complex64])
    assert_type(tnp.linalg.eig(c).eigenvectors, Array[complex64])
    assert_type(tnp.linalg.eig(d)[0], Array[complex128])
    assert_type(tnp.linalg.eig(i).eigenvectors, Array[complexfloating])
    assert_type(tnp.linalg.eig(x), EigResult[complex64])  # pytype: disable=assert-type  # pytype answers with the last overload


def check_eigh(x: Array[float32], c: Array[complex64], z: Array[complex128], i: Array[int16]) -> None:
    assert_type(tnp.linalg.eigh(x), EighResult[float32, float32])  # pytype: disable=assert-type  # pytype answers with the last overload
    assert_type(tnp.linalg.eigh(c), EighResult[float32, complex64])  # pytype: disable=assert-type  # as above
    assert_type(tnp.linalg.eigh(c).eigenvalues, Array[float32])
    assert_type(tnp.linalg.eigh(c).eigenvectors, Array[complex64])
    assert_type(tnp.linalg.eigh(z, "U").eigenvalues, Array[float64])
    assert_type(tnp.linalg.eigh(z, UPLO="L", symmetrize_input=False)[1], Array[complex128])
    assert_type(tnp.linalg.eigh(i).eigenvalues, Array[floating])
    assert_type(tnp.linalg.eigh(i).eigenvectors, Array[floating])
    w, v = tnp.linalg.eigh(c)
    assert_type(w, Array[float32])
    assert_type(v, Array[complex64])
    # The result tuples are covariant in their dtypes.
    assert_type(eigenvalues_of(tnp.linalg.eigh(c)), Array[floating])


def eigenvalues_of(result: EighResult[floating, inexact]) -> Array[floating]:
    return result.eigenvalues


def check_slogdet(x: Array[float32], c: Array[complex64], u: Array[uint8]) -> None:
    assert_type(tnp.linalg.slogdet(x), SlogdetResult[float32, float32])  # pytype: disable=assert-type  # pytype answers with the last overload
    assert_type(tnp.linalg.slogdet(c).sign, Array[complex64])
    assert_type(tnp.linalg.slogdet(c).logabsdet, Array[float32])
    assert_type(tnp.linalg.slogdet(c, method="lu")[1], Array[float32])
    assert_type(tnp.linalg.slogdet(x, method="qr").sign, Array[float32])
    assert_type(tnp.linalg.slogdet(u).sign, Array[floating])
    sign, logabsdet = tnp.linalg.slogdet(c)
    assert_type(sign, Array[complex64])
    assert_type(logabsdet, Array[float32])


def check_svd(x: Array[float32], c: Array[complex64], z: Array[complex128], i: Array[int32]) -> None:
    assert_type(tnp.linalg.svd(x), SVDResult[float32, float32])  # pytype: disable=assert-type  # pytype answers with the last overload
    assert_type(tnp.linalg.svd(c), SVDResult[complex64, float32])  # pytype: disable=assert-type  # as above
    assert_type(tnp.linalg.svd(c).U, Array[complex64])
    assert_type(tnp.linalg.svd(c).S, Array[float32])
    assert_type(tnp.linalg.svd(c).Vh, Array[complex64])
    assert_type(tnp.linalg.svd(z, full_matrices=False).S, Array[float64])
    assert_type(tnp.linalg.svd(x, True, True, hermitian=True).U, Array[float32])
    assert_type(tnp.linalg.svd(i).U, Array[floating])
    assert_type(tnp.linalg.svd(x, compute_uv=False), Array[float32])
    assert_type(tnp.linalg.svd(c, compute_uv=False), Array[float32])
    assert_type(tnp.linalg.svd(z, False, False), Array[float64])
    assert_type(tnp.linalg.svd(i, compute_uv=False, subset_by_index=(0, 2)), Array[floating])
    u, s, vh = tnp.linalg.svd(c)
    assert_type(u, Array[complex64])
    assert_type(s, Array[float32])
    assert_type(vh, Array[complex64])


def check_svd_unknown_compute_uv(x: Array[float32], flag: bool) -> None:
    assert_type(
        tnp.linalg.svd(x, compute_uv=flag),
        SVDResult[inexact, floating] | Array[floating],  # pytype: disable=assert-type  # as above
    )


def check_qr(x: Array[float32], c: Array[complex64], i: Array[int32], mode: str) -> None:
    assert_type(tnp.linalg.qr(x), QRResult[float32])  # pytype: disable=assert-type  # pytype answers with the last overload
    assert_type(tnp.linalg.qr(x).Q, Array[float32])
    assert_type(tnp.linalg.qr(c, "complete").R, Array[complex64])
    assert_type(tnp.linalg.qr(c, mode="raw")[0], Array[complex64])
    assert_type(tnp.linalg.qr(i).R, Array[float32])
    assert_type(tnp.linalg.qr(x, "r"), Array[float32])
    assert_type(tnp.linalg.qr(c, mode="r"), Array[complex64])
    assert_type(tnp.linalg.qr(i, "r"), Array[float32])
    assert_type(tnp.linalg.qr(x, mode), QRResult[float32] | Array[float32])  # pytype: disable=assert-type  # as above
    q, r = tnp.linalg.qr(c)
    assert_type(q, Array[complex64])
    assert_type(r, Array[complex64])


def check_solvers(
    x: Array[float32], h: Array[float16], c: Array[complex64], z: Array[complex128],
    i: Array[int32],
) -> None:  # fmt: skip
    assert_type(tnp.linalg.solve(x, x), Array[float32])
    assert_type(tnp.linalg.solve(c, c), Array[complex64])
    assert_type(tnp.linalg.solve(x, h), Array[floating])
    assert_type(tnp.linalg.solve(i, i), Array[floating])
    assert_type(tnp.linalg.solve(x, c), Array[complexfloating])
    assert_type(tnp.linalg.solve(i, z), Array[complex128])
    assert_type(tnp.linalg.tensorsolve(x, x), Array[float32])
    assert_type(tnp.linalg.tensorsolve(i, x, axes=(0,)), Array[float32])
    assert_type(
        tnp.linalg.lstsq(x, x),
        tuple[Array[float32], Array[float32], Array[signedinteger], Array[float32]],
    )
    assert_type(
        tnp.linalg.lstsq(c, c, 1e-6, numpy_resid=False),
        tuple[Array[complex64], Array[float32], Array[signedinteger], Array[float32]],
    )
    assert_type(
        tnp.linalg.lstsq(i, x),
        tuple[Array[floating], Array[floating], Array[signedinteger], Array[floating]],
    )
    assert_type(
        tnp.linalg.lstsq(x, c),
        tuple[Array[inexact], Array[floating], Array[signedinteger], Array[floating]],
    )
    solution, _, rank, _ = tnp.linalg.lstsq(z, z, rcond=None)
    assert_type(solution, Array[complex128])
    assert_type(rank, Array[signedinteger])


def check_products(
    x: Array[float32], c: Array[complex64], i: Array[int8], j: Array[int16], u: Array[uint32],
    b: Array[bool_],
) -> None:  # fmt: skip
    assert_type(tnp.linalg.matmul(x, x), Array[float32])
    assert_type(tnp.linalg.matmul(i, i), Array[int8])
    assert_type(tnp.linalg.matmul(b, b), Array[bool_])
    assert_type(tnp.linalg.matmul(i, b), Array[int8])
    assert_type(tnp.linalg.matmul(b, c), Array[complex64])
    assert_type(tnp.linalg.matmul(i, j), Array[signedinteger])
    assert_type(tnp.linalg.matmul(i, u), Array[signedinteger])  # int64, int32 with x64 off
    assert_type(tnp.linalg.matmul(i, x), Array[floating])
    assert_type(tnp.linalg.matmul(x, c), Array[complexfloating])
    assert_type(tnp.linalg.matmul(i, i, preferred_element_type=int32), Array[int32])
    assert_type(tnp.linalg.matmul(x, x, precision="highest"), Array[float32])
    assert_type(tnp.linalg.matmul(i, i, preferred_element_type=float), Array[floating])
    assert_type(tnp.linalg.matmul(i, i, preferred_element_type="int32"), Array[int32])
    assert_type(tnp.linalg.matmul(x, x, preferred_element_type=np.float32), Array[float32])
    assert_type(tnp.linalg.matmul(x, x, preferred_element_type=tnp.float64), Array[floating])
    assert_type(tnp.linalg.outer(x, x), Array[float32])
    assert_type(tnp.linalg.outer(u, u), Array[uint32])
    assert_type(tnp.linalg.outer(x, 2.0), Array[generic])
    assert_type(tnp.linalg.cross(x, x), Array[float32])
    assert_type(tnp.linalg.cross(i, x, axis=0), Array[floating])
    assert_type(tnp.linalg.vecdot(c, c), Array[complex64])
    assert_type(tnp.linalg.vecdot(x, x, axis=0, preferred_element_type="float16"), Array[float16])
    assert_type(tnp.linalg.tensordot(x, x), Array[float32])
    assert_type(tnp.linalg.tensordot(x, x, axes=1), Array[float32])
    assert_type(tnp.linalg.tensordot(i, j, axes=([0], [1])), Array[signedinteger])
    assert_type(tnp.linalg.tensordot(x, x, preferred_element_type=bfloat16), Array[bfloat16])
    assert_type(tnp.linalg.multi_dot([x, x, x]), Array[float32])
    assert_type(tnp.linalg.multi_dot((c, c), precision=None), Array[complex64])
    assert_type(tnp.linalg.multi_dot([x, x.astype(float16)]), Array[floating])
    assert_type(tnp.linalg.multi_dot([x, c]), Array[inexact])
    assert_type(tnp.linalg.multi_dot([i, x]), Array[number])


def check_keeping(x: Array[float16], i: Array[int8], b: Array[bool_], c: Array[complex64]) -> None:
    assert_type(tnp.linalg.diagonal(x), Array[float16])
    assert_type(tnp.linalg.diagonal(b, offset=1), Array[bool_])
    assert_type(tnp.linalg.matrix_transpose(i), Array[int8])
    assert_type(tnp.linalg.matrix_transpose(c), Array[complex64])
    assert_type(tnp.linalg.matrix_power(x, 3), Array[float16])
    assert_type(tnp.linalg.matrix_power(c, n=-1), Array[complex64])
    # Integral input stays integral for n >= 0 and becomes a float for n < 0.
    assert_type(tnp.linalg.matrix_power(i, 2), Array[int8 | floating])
    assert_type(tnp.linalg.matrix_power(b, 2), Array[bool_ | floating])


def check_rank_and_trace(
    x: Array[float32], c: Array[complex64], i: Array[int8], u: Array[uint8], b: Array[bool_]
) -> None:
    assert_type(tnp.linalg.matrix_rank(x), Array[signedinteger])
    assert_type(tnp.linalg.matrix_rank(c, 0.1, hermitian=True, tol=None), Array[signedinteger])
    assert_type(tnp.linalg.trace(x), Array[float32])
    assert_type(tnp.linalg.trace(c, offset=1), Array[complex64])
    assert_type(tnp.linalg.trace(i), Array[signedinteger])
    assert_type(tnp.linalg.trace(b), Array[signedinteger])
    assert_type(tnp.linalg.trace(u), Array[unsignedinteger])
    assert_type(tnp.linalg.trace(i, dtype=float32), Array[float32])
    assert_type(tnp.linalg.trace(i, dtype="float32"), Array[float32])
    assert_type(tnp.linalg.trace(i, dtype=tnp.int64), Array[signedinteger])
    assert_type(tnp.linalg.trace(i, dtype=int), Array[signedinteger])
    assert_type(tnp.linalg.trace(x, dtype=bool), Array[bool_])
    assert_type(tnp.linalg.trace(x, dtype=complex), Array[complexfloating])
    assert_type(tnp.linalg.trace(x, dtype=np.dtype("float32")), Array[generic])


def check_result_classes_through_the_namespace(x: Array[float32], c: Array[complex64]) -> None:
    # The result classes are reachable as tnp.linalg.<Name>, for annotations.
    eig: tnp.linalg.EigResult[complex64] = tnp.linalg.eig(x)  # pytype: disable=annotation-type-mismatch  # pytype answers with the last overload
    eigh: tnp.linalg.EighResult[float32, complex64] = tnp.linalg.eigh(c)  # pytype: disable=annotation-type-mismatch  # pytype answers with the last overload
    qr: tnp.linalg.QRResult[float32] = tnp.linalg.qr(x)  # pytype: disable=annotation-type-mismatch  # pytype answers with the last overload
    svd: tnp.linalg.SVDResult[complex64, float32] = tnp.linalg.svd(c)
    slogdet: tnp.linalg.SlogdetResult[float32, float32] = tnp.linalg.slogdet(x)  # pytype: disable=annotation-type-mismatch  # pytype answers with the last overload
    assert_type(eig.eigenvectors, Array[complex64])
    assert_type(eigh.eigenvalues, Array[float32])
    assert_type(qr.R, Array[float32])
    assert_type(svd.S, Array[float32])
    assert_type(slogdet.logabsdet, Array[float32])
