"""The real-style programs of bench/bench_real_check.py run, and their plain twins are JAX only."""

from __future__ import annotations

import math

import pytest

import typedjax.numpy as tnp
import typedjax.random as tr
from bench.bench_real_check import NAMES, sources
from bench.programs import check_model, simulate, solvers, train


def test_training_lowers_the_loss() -> None:
    history = train.train(epochs=2, n=128, batch_size=32)
    assert len(history) == 2 and history[-1] < history[0], history


def test_the_check_sample_program_trains() -> None:
    # bench/bench_check.py times `check` on it; it must be a working program too.
    first = float(check_model.train(tr.key(0), 1))
    last = float(check_model.train(tr.key(0), 20))
    assert math.isfinite(last) and last < first, (first, last)


def test_simulation_keeps_the_anchor_and_finite_energies() -> None:
    system = simulate.chain(4, 1.0, 20.0)
    initial = simulate.perturbed(tr.key(0), system, 0.1)
    final, history = simulate.simulate(system, initial, 0.01, 20)
    assert final.position[0].tolist() == initial.position[0].tolist()
    assert history.kinetic.shape == (20,)
    assert all(math.isfinite(v) for v in simulate.summary(history).values())


def test_solvers_agree_with_the_exact_solution() -> None:
    key = tr.key(0)
    a = solvers.spd_matrix(key, 8, 10.0)
    reports = solvers.compare(a, tr.normal(key, (8,), dtype=tnp.float32), 64)
    assert {r.method for r in reports} >= {"conjugate gradient", "cholesky", "dense solve"}
    assert all(r.error < 1e-2 for r in reports), reports


@pytest.mark.parametrize("name", NAMES)
def test_plain_twin_uses_jax_only(name: str) -> None:
    plain = sources(name)["plain"]
    compile(plain, f"{name}_plain.py", "exec")
    assert "typedjax" not in plain.replace("written against typedjax", "")
    assert "tnp." not in plain and "Array[" not in plain
