"""A jaxtyping-style module checks clean in every checker once `python -m typedjax migrate`
has written the dtype inside its families, and did not before.

The module is the one the migration is for: `~i`, `gcd`, `lcm`, `left_shift` on
`Int[Array, "n"]`, `~m & (x > 0.0)` on `Bool[Array, "n"]`, `split` on `Key[...]`, and a
`Float32[...]` times a `jax.numpy` result, each pinned by `assert_type`. It is kept here as
text, not as a file of the tree: the project's own checker runs would report its errors.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from typedjax._src.check import cli
from typedjax._src.check.checkers import FAST
from typedjax._src.check.runner import run_checkers

ROOT = Path(__file__).resolve().parents[2]

BEFORE = '''\
"""A jaxtyping-style module: the operations that need the dtype inside Array."""

from typing import assert_type

import jax
import jax.numpy as jnp
from jaxtyping import Bool, Float, Float32, Int, Key

import typedjax.numpy as tnp
import typedjax.random as tjr
from typedjax import Array
from typedjax.typing import bool_, float32, prng_key, signedinteger


def integers(i: Int[Array, " n"], j: Int[Array, " n"]) -> None:
    assert_type(~i, Array[signedinteger])
    assert_type(tnp.gcd(i, j), Array[signedinteger])
    assert_type(tnp.lcm(i, 2), Array[signedinteger])
    assert_type(tnp.left_shift(i, 1), Array[signedinteger])


def masks(m: Bool[Array, " n"], x: Float[Array, " n"]) -> None:
    assert_type(~m & (x > 0.0), Array[bool_])


def keys(key: Key[jax.Array, ""]) -> None:
    assert_type(tjr.split(key), Array[prng_key])


def sized(x32: Float32[Array, "4"]) -> None:
    y: Array[float32] = x32 * jnp.ones(4, dtype=jnp.float32).sum()
    assert_type(y, Array[float32])
'''

OPERATIONS = {
    number
    for number, line in enumerate(BEFORE.splitlines(), 1)
    if line.startswith(("    assert_type(", "    y: "))
}


@pytest.mark.checkers
def test_the_migrated_module_checks_clean_where_the_original_did_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "before.py").write_text(BEFORE)
    (tmp_path / "after.py").write_text(BEFORE)
    shutil.copy(ROOT / "mypy.ini", tmp_path / "mypy.ini")  # the project's strict settings
    monkeypatch.chdir(tmp_path)
    assert cli.main(["migrate", "after.py"]) == 0
    assert capsys.readouterr().out.startswith("migrated after.py: 6 annotations, 1 import\n")
    # Each checker in its strict mode (mypy --strict, reading mypy.ini here too).
    reports = run_checkers(["before.py", "after.py"], FAST, cache=False)
    for report in reports:
        assert report.status == "ran", (report.name, report.detail)
        after = [e for e in report.errors if e.path == "after.py"]
        before = {e.line for e in report.errors if e.path == "before.py"}
        assert not after, (report.name, after)
        # the original fails, and only where an operation meets a bare Array
        assert before, report.name
        assert before <= OPERATIONS, (report.name, report.errors)
