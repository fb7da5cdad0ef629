"""Iterative and direct solvers for symmetric systems, written against typedjax.

One of the real-style programs `bench/bench_real_check.py` type-checks; it also
runs (`python -m bench.programs.solvers`). The bench derives the plain-JAX twin
from this file by renaming, so both say the same.
"""

from __future__ import annotations

from typing import NamedTuple

import typedjax as tj
import typedjax.numpy as tnp
import typedjax.random as tr
from typedjax import Array
from typedjax.lax import fori_loop, while_loop
from typedjax.random import KeyArray
from typedjax.typing import float32, floating, int32, integer


class CGState(NamedTuple):
    """Conjugate-gradient iterate, residual, search direction, residual norm, step."""

    x: Array[float32]
    r: Array[float32]
    p: Array[float32]
    rs: Array[float32]
    k: Array[int32]


class Report(NamedTuple):
    method: str
    residual: float
    error: float


def spd_matrix(key: KeyArray, n: int, condition: float) -> Array[float32]:
    """A random symmetric positive-definite matrix with the given condition number."""
    q, _ = tnp.linalg.qr(tr.normal(key, (n, n), dtype=tnp.float32))
    spectrum = tnp.geomspace(1.0, condition, n, dtype=tnp.float32)
    return tnp.matmul(q * spectrum, q.T)


def laplacian_1d(n: int) -> Array[float32]:
    """The tridiagonal second-difference matrix."""
    main = 2.0 * tnp.eye(n, dtype=tnp.float32)
    off = tnp.eye(n, k=1, dtype=tnp.float32) + tnp.eye(n, k=-1, dtype=tnp.float32)
    return main - off


def conjugate_gradient(
    a: Array[float32], b: Array[float32], tol: float, max_steps: int
) -> tuple[Array[float32], Array[int32]]:
    """Solve `a x = b` for a symmetric positive-definite `a`; the solution and step count."""
    x0 = tnp.zeros_like(b)
    r0 = b - tnp.matmul(a, x0)
    start = CGState(x0, r0, r0, tnp.vdot(r0, r0), tnp.zeros((), dtype=tnp.int32))
    threshold = tol * tol * tnp.vdot(b, b)

    def keep_going(state: CGState) -> Array[tnp.bool_]:
        return (state.rs > threshold) & (state.k < max_steps)

    def step(state: CGState) -> CGState:
        ap = tnp.matmul(a, state.p)
        alpha = state.rs / tnp.vdot(state.p, ap)
        x = state.x + alpha * state.p
        r = state.r - alpha * ap
        rs = tnp.vdot(r, r)
        p = r + (rs / state.rs) * state.p
        return CGState(x, r, p, rs, state.k + 1)

    final = while_loop(keep_going, step, start)
    return final.x, final.k


def richardson(a: Array[float32], b: Array[float32], steps: int) -> Array[float32]:
    """`steps` Richardson iterations from zero, with the optimal step of `a`'s spectrum."""
    eigenvalues = tnp.linalg.eigvalsh(a)
    omega = 2.0 / (eigenvalues[0] + eigenvalues[-1])

    def sweep(_: Array[integer], x: Array[float32]) -> Array[float32]:
        return x + omega * (b - tnp.matmul(a, x))

    return fori_loop(0, steps, sweep, tnp.zeros_like(b))


def power_iteration(a: Array[float32], key: KeyArray, steps: int) -> Array[float32]:
    """The largest eigenvalue of `a` by repeated multiplication."""
    v0 = tr.normal(key, (a.shape[0],), dtype=tnp.float32)

    def body(_: Array[integer], v: Array[float32]) -> Array[float32]:
        w = tnp.matmul(a, v)
        return w / tnp.linalg.norm(w)

    v = fori_loop(0, steps, body, v0 / tnp.linalg.norm(v0))
    return tnp.vdot(v, tnp.matmul(a, v))


def cholesky_solve(a: Array[float32], b: Array[float32]) -> Array[float32]:
    """Two triangular solves against the Cholesky factor."""
    lower = tnp.linalg.cholesky(a)
    y = tnp.linalg.solve(lower, b)
    return tnp.linalg.solve(lower.T, y)


def least_squares(design: Array[float32], observed: Array[float32]) -> Array[float32]:
    """Ordinary least squares through a reduced QR decomposition."""
    q, r = tnp.linalg.qr(design)
    return tnp.linalg.solve(r, tnp.matmul(q.T, observed))


def condition_estimate(a: Array[float32]) -> Array[float32]:
    singular = tnp.linalg.svdvals(a)
    return singular[0] / singular[-1]


def relative_residual(a: Array[float32], x: Array[float32], b: Array[float32]) -> Array[float32]:
    return tnp.linalg.norm(tnp.matmul(a, x) - b) / tnp.linalg.norm(b)


def relative_error(x: Array[float32], exact: Array[float32]) -> Array[floating]:
    return tnp.linalg.norm(x - exact) / tnp.maximum(tnp.linalg.norm(exact), 1e-12)


def compare(a: Array[float32], exact: Array[float32], steps: int) -> list[Report]:
    """Every solver on one system with a known solution."""
    b = tnp.matmul(a, exact)
    cg, _ = tj.jit(conjugate_gradient, static_argnums=(2, 3))(a, b, 1e-6, steps)
    candidates = {
        "conjugate gradient": cg,
        "richardson": tj.jit(richardson, static_argnums=2)(a, b, steps),
        "cholesky": tj.jit(cholesky_solve)(a, b),
        "lstsq (qr)": least_squares(a, b),
        "dense solve": tnp.linalg.solve(a, b),
    }
    return [
        Report(name, float(relative_residual(a, x, b)), float(relative_error(x, exact)))
        for name, x in candidates.items()
    ]


def fit_polynomial(key: KeyArray, degree: int, samples: int) -> Array[float32]:
    """Coefficients of a noisy polynomial recovered by least squares."""
    k_x, k_noise = tr.split(key)
    t = tr.uniform(k_x, (samples,), dtype=tnp.float32, minval=-1.0, maxval=1.0)
    design = tnp.stack([t**i for i in range(degree + 1)], axis=-1)
    truth = tnp.arange(1, degree + 2, dtype=tnp.float32)
    observed = tnp.matmul(design, truth) + 0.01 * tr.normal(k_noise, (samples,), dtype=tnp.float32)
    return least_squares(design, observed) - truth


def main(n: int = 32) -> None:
    key = tr.key(2)
    k_matrix, k_exact, k_power, k_fit = tr.split(key, 4)
    a = spd_matrix(k_matrix, n, 50.0)
    exact = tr.normal(k_exact, (n,), dtype=tnp.float32)
    for report in compare(a, exact, 4 * n):
        print(f"{report.method:>20}: residual {report.residual:.2e}, error {report.error:.2e}")
    largest = tj.jit(power_iteration, static_argnums=2)(a, k_power, 100)
    print(
        f"largest eigenvalue: {float(largest):.3f} (eigvalsh: {float(tnp.linalg.eigvalsh(a)[-1]):.3f})"
    )
    print(f"condition number: {float(condition_estimate(a)):.1f}")
    lap = laplacian_1d(n)
    x, steps = conjugate_gradient(lap, tnp.ones((n,), dtype=tnp.float32), 1e-6, 4 * n)
    print(
        f"laplacian: {int(steps)} CG steps, residual {float(relative_residual(lap, x, tnp.ones((n,), dtype=tnp.float32))):.1e}"
    )
    print(f"polynomial fit error: {float(tnp.max(tnp.abs(fit_polynomial(k_fit, 3, 200)))):.3f}")


if __name__ == "__main__":
    main()
