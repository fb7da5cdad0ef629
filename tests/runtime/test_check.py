"""`python -m typedjax check`: mypy, pyright, pyrefly and ty over a user's files, one table."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from typedjax import _check, _cli

FOUR = "mypy,pyright,pyrefly,ty"

GOOD = """\
import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import float32


def half(x: Array[float32]) -> Array[float32]:
    return x * 0.5


y = half(tnp.zeros(3, dtype="float32"))
"""

BAD = """\
import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import float32


def half(x: Array[float32]) -> Array[float32]:
    return x * 0.5


half(tnp.zeros(3, dtype="int32"))
z = tnp.zeros(3, dtype="flaot32")
"""


def _run(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "typedjax", "check", *args],
        capture_output=True, text=True, cwd=folder, check=False, timeout=600,
    )  # fmt: skip


@pytest.mark.checkers
def test_a_clean_program_is_clean_in_every_checker(tmp_path: Path) -> None:
    (tmp_path / "good.py").write_text(GOOD)
    done = _run(tmp_path, "good.py", "--checkers", FOUR, "--json")
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(done.stdout)
    assert [(c["name"], c["status"], c["errors"]) for c in report["checkers"]] == [
        ("mypy", "ran", []), ("pyright", "ran", []), ("pyrefly", "ran", []), ("ty", "ran", []),
    ]  # fmt: skip
    assert report["disagreements"] == []


@pytest.mark.checkers
def test_errors_are_listed_per_checker_and_the_exit_status_is_1(tmp_path: Path) -> None:
    (tmp_path / "bad.py").write_text(BAD)
    done = _run(tmp_path, "bad.py", "--checkers", FOUR, "--json")
    assert done.returncode == 1, done.stdout + done.stderr
    report = json.loads(done.stdout)
    for checker in report["checkers"]:
        assert checker["status"] == "ran", checker
        lines = sorted({(e["path"], e["line"]) for e in checker["errors"]})
        # the wrong dtype into half, and the misspelled dtype name
        assert lines == [("bad.py", 10), ("bad.py", 11)], (checker["name"], checker["errors"])
    assert report["disagreements"] == []
    text = _run(tmp_path, "bad.py", "--checkers", FOUR)
    assert text.returncode == 1
    assert text.stdout.splitlines()[0].split() == ["checker", "status", "errors", "seconds"]
    assert "bad.py:10:6: mypy: Argument 1 to \"half\" has incompatible type \"Array[int32]\"" in text.stdout


def test_lines_where_the_checkers_disagree_are_named() -> None:
    def report(name: str, *lines: int) -> _check.Report:
        return _check.Report(name, "ran", [_check.Diagnostic("a.py", n, 1, "x", "m") for n in lines])

    reports = [report("mypy", 3, 5), report("pyright", 3), report("ty", 3, 5), _check.Report("pytype", "missing")]
    assert _check.disagreements(reports) == [("a.py", 5, ["mypy", "ty"], ["pyright"])]
    assert "a.py:5: reported by mypy, ty; not by pyright" in _check.as_text(reports)


def test_a_missing_checker_is_listed_not_failed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "good.py").write_text(GOOD)
    monkeypatch.chdir(tmp_path)
    def nowhere(name: str) -> str | None:
        return None

    monkeypatch.setattr(_check, "_binary", nowhere)
    assert _cli.main(["check", "good.py", "--checkers", "ty,pyrefly", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [(c["name"], c["status"]) for c in report["checkers"]] == [("ty", "missing"), ("pyrefly", "missing")]
    assert report["checkers"][0]["detail"].startswith("ty is not installed beside typedjax")


def test_a_checker_that_cannot_run_is_a_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "good.py").write_text(GOOD)
    monkeypatch.chdir(tmp_path)

    def crashing(paths: Sequence[str]) -> tuple[list[str] | None, Callable[[str], list[_check.Diagnostic]]]:
        return [sys.executable, "-c", "import sys; sys.stderr.write('boom'); sys.exit(3)"], lambda out: []

    monkeypatch.setitem(_check.CHECKERS, "ty", crashing)
    assert _cli.main(["check", "good.py", "--checkers", "ty"]) == 1
    out = capsys.readouterr().out
    assert "ty        failed        0" in out
    assert "ty: exit status 3: boom" in out


def test_bad_arguments_are_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _cli.main(["check", str(tmp_path), "--checkers", "mypy,pyflakes"]) == 2
    assert "--checkers names pyflakes; known: mypy, pyright, pyrefly, ty, pytype" in capsys.readouterr().err
    assert _cli.main(["check", str(tmp_path / "nowhere.py")]) == 2
    assert "no such path" in capsys.readouterr().err
