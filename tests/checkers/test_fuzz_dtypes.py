"""The differential fuzzer (tools/fuzz_dtypes.py) on a fixed seed: no wrong answer, no false positive.

Random compositions one to four calls deep, revealed by mypy, pyright, pyrefly
and ty and computed by JAX with x64 off and on. A wrong answer (JAX's dtype
outside the static type), a false positive (a checker rejecting what JAX
computes) or a timeout (a checker past the fuzzer's time limit on one
expression) fails the test and is printed with its operands. A longer run:
`python tools/fuzz_dtypes.py --seed N --count 2000`.
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from tests.agreement.harness import Case, checker_output

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import fuzz_dtypes  # pytype: disable=import-error  # a script under tools/
from fuzz_dtypes import (  # pytype: disable=import-error  # a script under tools/
    CHECKERS,
    FAILING,
    classify,
    expressions,
    jax_dtypes,
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
    computed = {f.expression.text for f in findings if jax_dtypes(f.runtimes)}
    # Most compositions are valid JAX; a generator producing mostly rejected ones checks little.
    assert len(computed) >= COUNT // 2, f"JAX computed only {len(computed)} of {COUNT}"
    counts = Counter(f.checker for f in findings)
    assert set(counts) == set(CHECKERS), counts
    bad = [str(f) for f in findings if f.outcome in FAILING]
    assert not bad, "\n".join(bad) + "\n" + table(findings, CHECKERS)


LONG_SEED = 20261128
LONG_COUNT = 800


@pytest.mark.full
def test_a_long_run_holds_jax_dtypes_in_every_checker() -> None:
    # Part of the full checks (python -m tools.full_checks): five times the compositions of
    # the fixed-seed run, on a seed of their own.
    exprs, findings = run(LONG_SEED, LONG_COUNT)
    assert len(exprs) == LONG_COUNT
    bad = [str(f) for f in findings if f.outcome in FAILING]
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
        ("<timeout>", ("Array[float32]", "Array[float32]"), "timeout"),
        # A checker that hangs on code JAX rejects hangs the editor all the same.
        ("<timeout>", ("error:TypeError", "error:TypeError"), "timeout"),
    ],
)
def test_outcomes_are_classified_from_both_modes(
    static: str, runtimes: tuple[str, str], outcome: str | None
) -> None:
    assert classify(static, runtimes, frozenset({"float32", "int64", "int32"})) == outcome


def test_a_checker_past_the_limit_makes_each_expression_a_timeout(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # A limit no checker meets: the file is killed, checked again in halves, and each
    # expression alone is killed too.
    monkeypatch.setattr(fuzz_dtypes, "LIMIT", (0.2, 0.0))
    cases = [Case(e.text, e.operands) for e in expressions(SEED, 3)]
    assert fuzz_dtypes.within_limit(cases, "pyright", tmp_path) == ["<timeout>"] * 3


def test_a_killed_checker_takes_the_processes_it_started_with_it() -> None:
    # pyright's launcher starts a Node server that holds the output pipe: killing the
    # launcher alone would leave the read waiting for the server to finish.
    sleeper = (
        "import subprocess, sys, time; subprocess.Popen([sys.executable, '-c', "
        "'import time; time.sleep(30)']); time.sleep(30)"
    )
    start = time.monotonic()
    with pytest.raises(subprocess.TimeoutExpired):
        checker_output([sys.executable, "-c", sleeper], timeout=1.0)
    assert time.monotonic() - start < 20, "the read waited for the child's child"
