"""The differential fuzzer (tools/fuzz_dtypes.py) on a fixed seed: no wrong answer, no false positive.

Random compositions one to four calls deep, revealed by mypy, pyright, pyrefly
and ty and computed by JAX with x64 off and on. A wrong answer (JAX's dtype
outside the static type) or a false positive (a checker rejecting what JAX
computes) fails the test and is printed with its operands. A longer run:
`python tools/fuzz_dtypes.py --seed N --count 2000`.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from fuzz_dtypes import (  # pytype: disable=import-error  # a script under tools/
    CHECKERS,
    classify,
    expressions,
    run,
    table,
)

sys.path.remove(str(ROOT / "tools"))

pytestmark = pytest.mark.checkers

SEED = 20261126
COUNT = 160


def test_random_compositions_hold_jax_dtypes_in_every_checker() -> None:
    exprs, findings = run(SEED, COUNT)
    assert len(exprs) == COUNT
    computed = {f.expression.text for f in findings}
    # Most compositions are valid JAX; a generator producing mostly rejected ones checks little.
    assert len(computed) >= COUNT // 2, f"JAX computed only {len(computed)} of {COUNT}"
    counts = Counter(f.checker for f in findings)
    assert set(counts) == set(CHECKERS), counts
    bad = [str(f) for f in findings if f.outcome in ("wrong", "false positive")]
    assert not bad, "\n".join(bad) + "\n" + table(findings, CHECKERS)


def test_the_compositions_reach_every_depth_and_kind_of_operand() -> None:
    exprs = expressions(SEED, COUNT)
    assert {e.depth for e in exprs} == {1, 2, 3, 4}
    text = " ".join(e.text for e in exprs)
    for needle in ("np.", "tsp.special.", "tsp.stats.", "dtype=", "axis=", ".astype(", "c_"):
        assert needle in text, needle
    # Scalars on the left of an operator (the reflected methods).
    assert any(e.text.startswith(("(True ", "(2 ", "(0.5 ", "(1j ", "(np.")) for e in exprs)


@pytest.mark.parametrize(
    ("static", "runtimes", "outcome"),
    [
        ("Array[float32]", ("Array[float32]", "Array[float32]"), "exact"),
        ("Array[floating]", ("Array[float32]", "Array[float64]"), "category"),
        ("Array[int64]", ("Array[int32]", "Array[int64]"), "wrong"),
        ("Array[Unknown]", ("Array[int32]", "Array[int32]"), "unknown"),
        ("<error>", ("error:TypeError", "Array[int64]"), "false positive"),
        ("<error>", ("error:TypeError", "error:TypeError"), None),
        ("Array[float32]", ("unbuildable", "Array[float32]"), "exact"),
    ],
)
def test_outcomes_are_classified_from_both_modes(
    static: str, runtimes: tuple[str, str], outcome: str | None
) -> None:
    assert classify(static, runtimes, frozenset({"float32", "int64", "int32"})) == outcome
