"""`python tools/full_checks.py` stamps each part of the full checks that passed, on an unchanged tree."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import FULL_CHECK_PROPERTY

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import full_checks  # pytype: disable=import-error  # a script under tools/

sys.path.remove(str(ROOT / "tools"))

GRIDS = {"array": "d1", "numpy/ufuncs": "d2"}
PYTYPE = {"typedjax/__init__.py": "d3"}


def _junit(outcomes: dict[str, str]) -> str:
    """JUnit XML with one test per part: `passed`, `failure`, `error` or `skipped`."""
    cases: list[str] = []
    for part, outcome in outcomes.items():
        inner = "" if outcome == "passed" else f'<{outcome} message="x"/>'
        cases.append(
            f'<testcase classname="c" name="{part}"><properties><property '
            f'name="{FULL_CHECK_PROPERTY}" value="{part}"/></properties>{inner}</testcase>'
        )
    return f'<testsuites><testsuite name="pytest">{"".join(cases)}</testsuite></testsuites>'


def _run_with(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    outcomes: dict[str, str],
    states: Iterator[tuple[dict[str, str], dict[str, str]]],
) -> tuple[int, Path]:
    stamp, results = tmp_path / "stamp.json", tmp_path / "results.xml"
    code = 0 if all(o == "passed" for o in outcomes.values()) else 1

    def command(workers: int) -> list[str]:
        write = f"open({str(results)!r}, 'w').write({_junit(outcomes)!r})"
        return [sys.executable, "-c", f"{write}; raise SystemExit({code})"]

    monkeypatch.setattr(full_checks, "STAMP", stamp)
    monkeypatch.setattr(full_checks, "ROOT", tmp_path)
    monkeypatch.setattr(full_checks, "RESULTS", results)
    monkeypatch.setattr(full_checks, "command", command)
    monkeypatch.setattr(full_checks, "_digests", lambda: next(states))
    monkeypatch.setattr(full_checks, "versions", lambda: {"jax": "1"})
    return full_checks.main([]), stamp


def test_passing_checks_stamp_every_part(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    outcomes = dict.fromkeys(["array", "numpy/ufuncs", "pytype", "fuzz"], "passed")
    state = (GRIDS, PYTYPE)
    code, stamp = _run_with(monkeypatch, tmp_path, outcomes, iter([state, state]))
    assert code == 0
    assert json.loads(stamp.read_text()) == {
        "grids": GRIDS, "pytype": PYTYPE, "versions": {"jax": "1"}
    }  # fmt: skip


def test_a_failing_part_is_left_out_and_fails_the_command(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    outcomes = {"array": "passed", "numpy/ufuncs": "failure", "pytype": "error", "fuzz": "passed"}
    state = (GRIDS, PYTYPE)
    code, stamp = _run_with(monkeypatch, tmp_path, outcomes, iter([state, state]))
    assert code == 1
    assert json.loads(stamp.read_text()) == {
        "grids": {"array": "d1"}, "pytype": {}, "versions": {"jax": "1"}
    }  # fmt: skip


def test_a_failing_fuzz_stamps_the_grids_and_fails_the_command(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    outcomes = {"array": "passed", "numpy/ufuncs": "passed", "pytype": "passed", "fuzz": "failure"}
    state = (GRIDS, PYTYPE)
    code, stamp = _run_with(monkeypatch, tmp_path, outcomes, iter([state, state]))
    assert code == 1
    assert json.loads(stamp.read_text())["grids"] == GRIDS


def test_a_tree_changed_under_the_checks_is_not_stamped(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    outcomes = dict.fromkeys(["array", "numpy/ufuncs", "pytype", "fuzz"], "passed")
    states = iter([(GRIDS, PYTYPE), ({**GRIDS, "array": "changed"}, PYTYPE)])
    code, stamp = _run_with(monkeypatch, tmp_path, outcomes, states)
    assert code == 1
    assert not stamp.exists()


def test_the_command_runs_every_full_check() -> None:
    argv = full_checks.command(2)
    assert argv[argv.index("-m", 3) + 1] == "grid or full or pytype"
    assert "--full" in argv and argv[argv.index("-n") + 1] == "2"
    assert f"--junitxml={full_checks.RESULTS}" in argv
