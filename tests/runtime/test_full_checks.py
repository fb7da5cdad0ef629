"""`python tools/full_checks.py` writes the stamp only when the full checks pass on an unchanged tree."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import full_checks  # pytype: disable=import-error  # a script under tools/

sys.path.remove(str(ROOT / "tools"))


def _run_with(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, code: str, states: Iterator[dict[str, object]]
) -> tuple[int, Path]:
    stamp = tmp_path / "stamp.json"
    monkeypatch.setattr(full_checks, "STAMP", stamp)
    monkeypatch.setattr(full_checks, "ROOT", tmp_path)

    def command(workers: int) -> list[str]:
        return [sys.executable, "-c", code]

    monkeypatch.setattr(full_checks, "command", command)
    monkeypatch.setattr(full_checks, "_current", lambda: next(states))
    return full_checks.main([]), stamp


def test_passing_checks_write_the_digests_they_passed_at(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    state: dict[str, object] = {"grids": {"array": "abc"}, "pytype": {}, "versions": {}}
    code, stamp = _run_with(monkeypatch, tmp_path, "pass", iter([state, state]))
    assert code == 0
    assert json.loads(stamp.read_text()) == state


def test_failing_checks_leave_the_stamp_as_it_was(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    state: dict[str, object] = {"grids": {"array": "abc"}, "pytype": {}, "versions": {}}
    code, stamp = _run_with(monkeypatch, tmp_path, "raise SystemExit(3)", iter([state, state]))
    assert code == 3
    assert not stamp.exists()


def test_a_tree_changed_under_the_checks_is_not_stamped(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    before: dict[str, object] = {"grids": {"array": "abc"}, "pytype": {}, "versions": {}}
    after: dict[str, object] = {"grids": {"array": "def"}, "pytype": {}, "versions": {}}
    code, stamp = _run_with(monkeypatch, tmp_path, "pass", iter([before, after]))
    assert code == 1
    assert not stamp.exists()


def test_the_command_runs_every_full_check() -> None:
    argv = full_checks.command(2)
    assert argv[argv.index("-m", 3) + 1] == "grid or full or pytype"
    assert "--full" in argv and argv[argv.index("-n") + 1] == "2"
