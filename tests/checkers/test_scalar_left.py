"""A scalar on the left of a comparison: what the four checkers make of it, pinned.

tests/checkers/scalar_left_repros/scalar_left_compare.py says on each line what mypy,
pyright, pyrefly and ty reveal. The first test fails when a checker's answer changes
(then `typedjax check`'s rule `scalar-left` should follow); the second holds the rule to
the same file: it reports exactly the lines whose answer is not the array JAX computes.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from typedjax._src.check.checkers import FAST
from typedjax._src.check.rules import scalar_left
from typedjax._src.check.runner import run_checkers

REPRO = Path(__file__).resolve().parent / "scalar_left_repros" / "scalar_left_compare.py"
RIGHT = "Array[bool_]"  # what JAX computes, as the checkers print it


def _expected() -> dict[int, str]:
    """Each `reveal_type` line of the reproduction, with the answer its comment states."""
    lines = REPRO.read_text(encoding="utf-8").splitlines()
    found = {
        number: text.rsplit("# ", 1)[1]
        for number, text in enumerate(lines, 1)
        if text.lstrip().startswith("reveal_type(")
    }
    assert len(found) == 26 and set(found.values()) == {"bool", "Any", "ndarray[bool]", RIGHT}
    return found


def _kind(revealed: str) -> str:
    """A checker's answer in the reproduction's words: NumPy's `ndarray[..., dtype[bool]]`,
    spelled four ways, is `ndarray[bool]`."""
    if re.fullmatch(r"ndarray\[.*dtype\[(numpy\.)?bool.*\]\]", revealed):
        return "ndarray[bool]"
    return revealed


@pytest.mark.checkers
def test_each_checker_answers_the_scalar_first_comparisons_as_pinned(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # the checkers' settings and caches go there
    expected = _expected()
    reports = run_checkers([str(REPRO)], FAST, cache=False)
    for report in reports:
        assert report.status == "ran", (report.name, report.detail)
        assert report.errors == [], (report.name, report.errors)
        answers = {e.line: _kind(e.message) for e in report.revealed}
        assert answers == expected, report.name


def test_the_rule_reports_exactly_the_lines_the_checkers_answer_wrong() -> None:
    wrong = sorted(line for line, answer in _expected().items() if answer != RIGHT)
    found, _ = scalar_left([str(REPRO)])
    assert [d.line for d in found] == wrong
    assert {d.code for d in found} == {"scalar-left"}
