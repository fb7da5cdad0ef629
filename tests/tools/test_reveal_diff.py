"""tools/reveal_diff.py: the comparison of two dumps, and the category cases it adds."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import reveal_diff  # pytype: disable=import-error  # a script under tools/

sys.path.remove(str(ROOT / "tools"))


def _write(path: Path, answers: dict[str, dict[str, str]]) -> Path:
    path.write_text(json.dumps(answers))
    return path


def test_compare_reports_a_changed_answer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = _write(
        tmp_path / "a.json", {"ufuncs:mypy": {"a + b": "Array[int16]", "a - b": "Array[int8]"}}
    )
    same = _write(
        tmp_path / "b.json", {"ufuncs:mypy": {"a + b": "Array[int16]", "a - b": "Array[int8]"}}
    )
    changed = _write(
        tmp_path / "c.json", {"ufuncs:mypy": {"a + b": "Array[integer]", "a - b": "Array[int8]"}}
    )
    assert reveal_diff.compare(before, same, show=5) == 0
    assert "2 cases, 0 changed" in capsys.readouterr().out
    assert reveal_diff.compare(before, changed, show=5) == 1
    out = capsys.readouterr().out
    assert "1 changed" in out and "a + b: Array[int16] -> Array[integer]" in out


def test_compare_reports_a_missing_area(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = _write(tmp_path / "a.json", {"ufuncs:ty": {"a + b": "Array[int16]"}})
    after = _write(tmp_path / "b.json", {"array:ty": {"a + b": "Array[int16]"}})
    assert reveal_diff.compare(before, after, show=5) == 1
    assert "ufuncs:ty: missing" in capsys.readouterr().out


def test_kind_cases_pair_every_operand_and_name_typedjax_dtypes() -> None:
    import typedjax.typing as t

    cases = reveal_diff.kind_cases()
    operands = len(reveal_diff.KIND_OPERANDS)
    per_pair = len(reveal_diff.KIND_FUNCTIONS) + len(reveal_diff.KIND_OPERATORS)
    assert sum(c.expr == "tnp.lcm(a, b)" for c in cases) == operands**2
    assert len(cases) >= operands**2 * per_pair
    for case in cases:
        for operand in case.operands:
            inner = operand.annotation.removeprefix("Array[").removesuffix("]")
            for part in inner.split(" | "):
                assert hasattr(t, part.removeprefix("t.")), operand.annotation
