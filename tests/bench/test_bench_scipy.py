"""bench/bench_scipy.py measures what it says: a typed program that checks clean, its plain
twin in `jax.scipy` only, and eager calls of the very same objects."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import jax.scipy
import pytest

import typedjax.scipy
from bench.bench_scipy import CALLS, call_times, program

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.checkers
def test_the_typed_program_checks_clean_under_pyright(tmp_path: Path) -> None:
    scratch = ROOT / "build" / "bench_scipy_smoke"
    scratch.mkdir(parents=True, exist_ok=True)
    typed = scratch / "typed.py"
    typed.write_text(program("typed", 2))
    done = subprocess.run(
        [sys.executable, "-m", "pyright", "--outputjson", "--pythonpath", sys.executable, str(typed)],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    report = json.loads(done.stdout)
    assert report["summary"]["errorCount"] == 0, done.stdout[-3000:]
    assert report["summary"]["filesAnalyzed"] == 1


def test_the_plain_twin_uses_jax_only() -> None:
    plain, typed = program("plain", 3), program("typed", 3)
    compile(plain, "plain.py", "exec")
    assert "typedjax" not in plain and "tsp." not in plain and "Array[" not in plain
    # The same calls, name for name.
    assert re.findall(r"special\.\w+|stats\.\w+\.\w+|linalg\.\w+", plain) == re.findall(
        r"special\.\w+|stats\.\w+\.\w+|linalg\.\w+", typed
    )


def test_eager_calls_time_the_same_objects() -> None:
    for expr in CALLS:
        path = re.match(r"ns\.([\w.]+)\(", expr)
        assert path is not None, expr
        mine: object = typedjax.scipy
        theirs: object = jax.scipy
        for part in path.group(1).split("."):
            mine, theirs = getattr(mine, part), getattr(theirs, part)
        assert mine is theirs, expr
    timed = call_times(number=2, repeat=1)
    assert [expr for expr, _, _ in timed] == list(CALLS)
    assert all(plain > 0 and typed > 0 for _, plain, typed in timed)
