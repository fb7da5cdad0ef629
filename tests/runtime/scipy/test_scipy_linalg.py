"""`typedjax.scipy.linalg` is JAX's own `jax.scipy.linalg`, under every transform JAX supports.

Every function is JAX's object, so values, dtypes and exceptions are JAX's by
identity; the declared parameters (names, kinds, defaults) are compared with
JAX's signatures. Each function then runs under `jit` and `vmap` (compared with
the eager result) and, where JAX differentiates it, under `grad` (compared with
finite differences by `jax.test_util.check_grads`): the typed module is usable
wherever JAX's is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import jax.scipy.linalg as jsl
import numpy as np
import pytest

import typedjax.numpy as tnp
import typedjax.scipy as tsp
import typedjax.scipy.linalg as tsp_linalg
import typedjax.typing as t
from tests.runtime.scipy.test_scipy_misc import (
    Args,
    check_grad,
    check_identity,
    check_jit_and_vmap,
    f32,
    module_ast,
    signature_mismatches,
)

# ---- identity and signatures --------------------------------------------------------------


def test_every_function_is_jax_own_object() -> None:
    check_identity(tsp_linalg, jsl)
    assert len(tsp_linalg.__all__) == 40
    assert tsp.linalg is tsp_linalg


def test_declared_signatures_are_jax_signatures() -> None:
    assert not signature_mismatches(module_ast(tsp_linalg), jsl)


# ---- transforms ---------------------------------------------------------------------------

_RNG = np.random.default_rng(0)
_M = _RNG.normal(size=(3, 3)).astype(np.float32)
SPD = f32(_M @ _M.T + 3 * np.eye(3, dtype=np.float32))
"""A symmetric positive-definite, well-conditioned 3x3 matrix."""
UPPER = tnp.triu(SPD)
VECTOR = f32(_RNG.normal(size=(3,)).astype(np.float32))
POSITIVE = f32(np.asarray([1.0, 2.0, 3.0], dtype=np.float32))


@dataclass(frozen=True)
class Use:
    """One call of a function: what it is given, and whether JAX differentiates it."""

    name: str
    call: Callable[[Args], object]
    args: Args
    grad: bool = True
    """False where JAX does not differentiate it, or it has no array input (`hilbert(n)`)."""


L = tsp.linalg
USES: tuple[Use, ...] = (
    Use("block_diag", lambda a: L.block_diag(a[0], a[1]), (SPD, UPPER)),
    Use("cho_factor", lambda a: L.cho_factor(a[0])[0], (SPD,)),
    Use("cho_solve", lambda a: L.cho_solve((L.cholesky(a[0], lower=True), True), a[1]), (SPD, VECTOR)),
    Use("cholesky", lambda a: L.cholesky(a[0]), (SPD,)),
    Use("circulant", lambda a: L.circulant(a[0]), (VECTOR,)),
    Use("companion", lambda a: L.companion(a[0]), (POSITIVE,)),
    Use("convolution_matrix", lambda a: L.convolution_matrix(a[0], 4), (VECTOR,)),
    Use("det", lambda a: L.det(a[0]), (SPD,)),
    Use("dft", lambda a: L.dft(3) @ a[0], (VECTOR,), grad=False),
    Use("eigh", lambda a: L.eigh(a[0], eigvals_only=True), (SPD,)),
    Use("eigh_tridiagonal", lambda a: L.eigh_tridiagonal(a[0], a[1][:2], eigvals_only=True), (POSITIVE, VECTOR), grad=False),
    Use("expm", lambda a: L.expm(a[0] / 10), (SPD,)),
    Use("expm_frechet", lambda a: L.expm_frechet(a[0] / 10, a[1] / 10, compute_expm=False), (SPD, UPPER)),
    Use("fiedler", lambda a: L.fiedler(a[0]), (POSITIVE,)),
    Use("fiedler_companion", lambda a: L.fiedler_companion(a[0]), (POSITIVE,)),
    Use("funm", lambda a: L.funm(a[0] / 10, tnp.exp), (UPPER,), grad=False),
    Use("hadamard", lambda a: L.hadamard(4, t.float32)[:3, :3] @ a[0], (VECTOR,), grad=False),
    Use("hankel", lambda a: L.hankel(a[0], a[1]), (VECTOR, POSITIVE)),
    Use("helmert", lambda a: L.helmert(3) @ a[0], (VECTOR,), grad=False),
    Use("hessenberg", lambda a: L.hessenberg(a[0]), (SPD,), grad=False),
    Use("hilbert", lambda a: L.hilbert(3) @ a[0], (VECTOR,), grad=False),
    Use("inv", lambda a: L.inv(a[0]), (SPD,)),
    Use("invhilbert", lambda a: L.invhilbert(3) @ a[0], (VECTOR,), grad=False),
    Use("invpascal", lambda a: L.invpascal(3) @ a[0], (VECTOR,), grad=False),
    Use("leslie", lambda a: L.leslie(a[0], a[1][:2]), (VECTOR, POSITIVE)),
    Use("lu", lambda a: L.lu(a[0], permute_l=True), (SPD,)),
    Use("lu_factor", lambda a: L.lu_factor(a[0])[0], (SPD,)),
    Use("lu_solve", lambda a: L.lu_solve(L.lu_factor(a[0]), a[1]), (SPD, VECTOR)),
    Use("pascal", lambda a: L.pascal(3) @ a[0], (VECTOR,), grad=False),
    Use("polar", lambda a: L.polar(a[0], method="svd")[1], (SPD,)),
    Use("qr", lambda a: L.qr(a[0], mode="r")[0], (SPD,)),
    Use("qr_multiply", lambda a: L.qr_multiply(a[0], a[1])[0], (SPD, UPPER), grad=False),
    Use("rsf2csf", lambda a: L.rsf2csf(a[0], a[1]), (UPPER, SPD), grad=False),
    Use("schur", lambda a: L.schur(a[0])[0], (SPD,), grad=False),
    Use("solve", lambda a: L.solve(a[0], a[1]), (SPD, VECTOR)),
    Use("solve", lambda a: L.solve(a[0], a[1], assume_a="pos"), (SPD, VECTOR), grad=False),
    Use("solve_sylvester", lambda a: L.solve_sylvester(a[0], a[0], a[1]), (SPD, UPPER), grad=False),
    Use("solve_triangular", lambda a: L.solve_triangular(a[0], a[1]), (UPPER, VECTOR)),
    Use("sqrtm", lambda a: L.sqrtm(a[0]), (SPD,), grad=False),
    Use("svd", lambda a: L.svd(a[0], compute_uv=False), (SPD,)),
    Use("toeplitz", lambda a: L.toeplitz(a[0], a[1]), (VECTOR, POSITIVE)),
)  # fmt: skip


def test_every_function_is_used() -> None:
    assert sorted({u.name for u in USES}) == sorted(tsp_linalg.__all__)


@pytest.mark.parametrize("use", USES, ids=lambda u: u.name)
def test_under_jit_and_vmap(use: Use) -> None:
    check_jit_and_vmap(use.call, use.args)


@pytest.mark.parametrize("use", [u for u in USES if u.grad], ids=lambda u: u.name)
def test_under_grad(use: Use) -> None:
    check_grad(use.call, use.args)
