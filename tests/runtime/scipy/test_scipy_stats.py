"""Every function of `typedjax.scipy.stats` under `jit`, `vmap` and `grad`.

Each distribution is one compiled program holding all its functions: their values,
their `vmap` over the operands and the operands reversed (every function is
elementwise, so the second row is the first reversed), and the gradient with respect
to the first operand wherever JAX differentiates it. `mode`, `rankdata`, `sem` and
`gaussian_kde` follow.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable

import jax
import numpy as np
import pytest

import typedjax as tj
import typedjax.numpy as tnp
import typedjax.scipy as tsp
from typedjax import Array
from typedjax.typing import float32, floating, int32, number

X = (0.2, 0.4, 0.6)
"""Values inside every distribution's support (probabilities, positive parameters)."""

Fn = Callable[..., Array[floating]]
Operands = tuple[Array[number], ...]


def _vector() -> Array[float32]:
    return tnp.asarray(np.asarray(X), dtype=float32)


# Distributions whose operands are not elementwise vectors: their own operands, all
# batched along the first one only.
OPERANDS: dict[str, Callable[[], Operands]] = {
    "multivariate_normal": lambda: (_vector(), tnp.zeros(3, float32), tnp.eye(3, dtype=float32)),
    "dirichlet": lambda: (_vector() / sum(X), _vector() + 1),
    "multinomial": lambda: (
        tnp.asarray(np.asarray([1, 2, 3]), dtype=int32), tnp.asarray(6, dtype=int32),
        _vector() / sum(X),
    ),
}  # fmt: skip
NO_GRAD = frozenset({"multinomial", "bernoulli", "binom", "betabinom", "nbinom", "geom", "poisson"})
"""Discrete distributions: the first operand is a count (JAX gives zero or no gradient)."""
NO_GRAD_FUNCTIONS = frozenset({"gumbel_l.ppf", "gumbel_r.ppf"})
"""JAX 0.10.2 cannot differentiate these (its derivative multiplies a float0)."""

DISTRIBUTIONS = sorted(
    name for name in tsp.stats.__all__ if inspect.ismodule(getattr(tsp.stats, name))
)


def functions(dist: str) -> dict[str, Fn]:
    module = getattr(tsp.stats, dist)
    return {name: getattr(module, name) for name in module.__all__}


def operands(dist: str, fn: Fn) -> Operands:
    if dist in OPERANDS:
        return OPERANDS[dist]()
    required = [
        p for p in inspect.signature(fn).parameters.values() if p.default is inspect.Parameter.empty
    ]
    return tuple(_vector() for _ in required)


Results = dict[str, tuple[Array[floating], Array[floating], Array[floating] | None]]


@pytest.mark.parametrize("dist", DISTRIBUTIONS)
def test_jit_vmap_grad(dist: str) -> None:
    fns = functions(dist)
    elementwise = dist not in OPERANDS

    def everything() -> Results:
        out: Results = {}
        for name, fn in fns.items():
            args = operands(dist, fn)

            def first(x: Array[number], fn: Fn = fn, args: Operands = args) -> Array[floating]:
                return fn(x, *args[1:])

            def total(x: Array[float32], fn: Fn = fn, args: Operands = args) -> Array[floating]:
                return tnp.sum(fn(x, *args[1:]))

            if elementwise:
                batched = tj.vmap(fn)(*[tnp.stack([a, a[::-1]]) for a in args])
            else:
                batched = tj.vmap(first)(tnp.stack([args[0], args[0]]))
            gradient = None
            if dist not in NO_GRAD and f"{dist}.{name}" not in NO_GRAD_FUNCTIONS:
                gradient = tj.grad(total)(_vector())
            out[name] = (fn(*args), batched, gradient)
        return out

    for name, (value, batched, gradient) in tj.jit(everything)().items():
        first = np.asarray(value)
        second = first[..., ::-1] if elementwise else first
        np.testing.assert_allclose(
            np.asarray(batched), np.stack([first, second]), rtol=2e-5, equal_nan=True,
            err_msg=name,
        )  # fmt: skip
        if gradient is not None:
            assert gradient.shape == (3,) and gradient.dtype == np.float32, name


def test_the_table_covers_every_distribution() -> None:
    assert len(DISTRIBUTIONS) == 26 and "norm" in DISTRIBUTIONS and "wrapcauchy" in DISTRIBUTIONS


def _summaries(x: Array[float32]) -> tuple[Array[floating], ...]:
    found = tsp.stats.mode(x)
    kde = tsp.stats.gaussian_kde(x)

    def spread(y: Array[float32]) -> Array[floating]:
        return tsp.stats.sem(y) + tnp.sum(tsp.stats.gaussian_kde(y).logpdf(y))

    return (
        found.mode, tnp.asarray(found.count, dtype=float32), tsp.stats.rankdata(x),
        tsp.stats.sem(x), kde.evaluate(x), tj.vmap(tsp.stats.sem)(tnp.stack([x, x])),
        tj.grad(spread)(x),
    )  # fmt: skip


def test_summary_statistics() -> None:
    data = tnp.asarray(np.asarray([1.0, 2.0, 2.0, 3.0, 5.0]), dtype=float32)
    mode, count, ranks, sem, density, sems, gradient = tj.jit(_summaries)(data)
    assert (float(mode), float(count)) == (2.0, 2.0)
    np.testing.assert_allclose(np.asarray(ranks), [1.0, 2.5, 2.5, 4.0, 5.0])
    expected = float(np.std(np.asarray(data), ddof=1) / np.sqrt(5))
    np.testing.assert_allclose(float(sem), expected, rtol=1e-5)
    np.testing.assert_allclose(np.asarray(sems), [float(sem)] * 2, rtol=1e-6)
    assert density.shape == (5,) and bool(tnp.all(density > 0))
    assert gradient.shape == (5,) and gradient.dtype == np.float32
    sample = tsp.stats.gaussian_kde(data).resample(jax.random.key(0), (4,))
    assert sample.shape == (1, 4)
