"""`check`'s rules pass: a Python or NumPy scalar on the left of a comparison, with the fix."""

from __future__ import annotations

import inspect
import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from typedjax._src.check import cli, runner
from typedjax._src.check.config import read_config
from typedjax._src.check.model import Diagnostic, Report, failed
from typedjax._src.check.notes import disagreements
from typedjax._src.check.rules import NUMPY_SCALARS, scalar_left, scalar_left_in

HEADER = "import numpy as np\n\n\ndef f(x, y):\n"


def _messages(body: str, header: str = HEADER) -> list[str]:
    """The rule's messages for `body`, a function body of one statement per line."""
    text = header + "".join(f"    {line}\n" for line in body.splitlines())
    return [d.message for d in scalar_left_in(text, "m.py")]


def _fix(body: str, header: str = HEADER) -> list[str]:
    """What each message says to write instead."""
    return [m.rsplit("; write ", 1)[1] for m in _messages(body, header)]


@pytest.mark.parametrize(
    ("written", "fix"),
    [("2 == x", "`x == 2`"), ("2 != x", "`x != 2`"), ("2.5 == x", "`x == 2.5`"),
     ("-1 == x", "`x == -1`"), ("+3 != x", "`x != +3`"), ("True == x", "`x == True`"),
     ("False != x", "`x != False`"), ("1j == x", "`x == 1j`")],
)  # fmt: skip
def test_a_python_scalar_before_an_equality_is_reported_with_the_operands_swapped(
    written: str, fix: str
) -> None:
    assert _fix(f"a = {written}") == [fix]


def test_the_message_names_the_expression_what_the_checkers_make_of_it_and_the_fix() -> None:
    assert _messages("return 2 == x") == [
        (
            "`2 == x`: a Python scalar on the left of `==` is `bool` to mypy, pyright, pyrefly "
            "and ty (typeshed's `int.__eq__` takes any object), though JAX gives an array when "
            "`x` is one; write `x == 2`"
        )
    ]
    (floating,) = _messages("return 2.5 != y.sum()")
    assert floating.startswith("`2.5 != y.sum()`: a Python scalar on the left of `!=` is `bool`")
    assert "(typeshed's `float.__ne__` takes any object)" in floating
    assert floating.endswith("when `y.sum()` is one; write `y.sum() != 2.5`")
    (true,) = _messages("return True == x")
    assert "typeshed's `int.__eq__`" in true  # bool inherits int's


@pytest.mark.parametrize("symbol", ["<", "<=", ">", ">="])
def test_a_python_scalar_before_an_ordering_is_right_in_every_checker_and_not_reported(
    symbol: str,
) -> None:
    assert _messages(f"a = 2 {symbol} x\nb = -1.5 {symbol} x\nc = True {symbol} x") == []


@pytest.mark.parametrize(
    ("symbol", "mirrored", "answer"),
    [("==", "==", "is `Any`"), ("!=", "!=", "is `Any`"),
     ("<", ">", "is a NumPy `ndarray[bool]`"), ("<=", ">=", "is a NumPy `ndarray[bool]`"),
     (">", "<", "is a NumPy `ndarray[bool]`"), (">=", "<=", "is a NumPy `ndarray[bool]`")],
)  # fmt: skip
def test_a_numpy_scalar_before_any_comparison_is_reported_with_the_operator_mirrored(
    symbol: str, mirrored: str, answer: str
) -> None:
    (message,) = _messages(f"a = np.float32(2.0) {symbol} x")
    assert message.startswith(
        f"`np.float32(2.0) {symbol} x`: a NumPy scalar on the left of `{symbol}` {answer} to "
        "mypy, pyright, pyrefly and ty ("
    )
    assert message.endswith(f"; write `x {mirrored} np.float32(2.0)`")


@pytest.mark.parametrize(
    ("header", "written", "fix"),
    [
        ("import numpy as np\n", "np.int8(1) < x", "`x > np.int8(1)`"),
        ("import numpy\n", "numpy.float64(2) >= x", "`x <= numpy.float64(2)`"),
        ("import numpy.linalg\n", "numpy.bool_(True) == x", "`x == numpy.bool_(True)`"),
        ("from numpy import float32\n", "float32(2.0) > x", "`x < float32(2.0)`"),
        ("from numpy import uint8 as u8\n", "u8(3) != x", "`x != u8(3)`"),
    ],
)
def test_numpy_scalars_are_found_through_the_module_s_imports(
    header: str, written: str, fix: str
) -> None:
    assert _fix(f"a = {written}", f"{header}\n\ndef f(x):\n") == [fix]


def test_a_call_that_is_not_numpy_s_scalar_is_not_reported() -> None:
    # jnp.float32(2.0) is a JAX array; `float32` here is not NumPy's; np.asarray is an array.
    header = "import jax.numpy as jnp\nimport numpy as np\nfrom typedjax.typing import float32\n\n"
    body = "a = jnp.float32(2.0) < x\nb = float32(2.0) < x\nc = np.asarray(2.0) < x"
    assert _messages(body, header + "def f(x):\n") == []


def test_numpy_s_scalar_types_are_the_names_the_rule_knows() -> None:
    concrete = {
        name
        for name in dir(np)
        if inspect.isclass(kind := getattr(np, name))
        and issubclass(kind, np.number | np.bool_)
        and kind.__name__ not in {"number", "integer", "signedinteger", "unsignedinteger",
                                  "inexact", "floating", "complexfloating", "timedelta64"}
    }  # fmt: skip
    assert concrete <= NUMPY_SCALARS  # float128 and complex256 are missing on some platforms
    assert NUMPY_SCALARS - concrete <= {"float128", "complex256"}


@pytest.mark.parametrize(
    "body",
    ["a = 2 == 3", "a = -1 < 2.0", "a = True == False", "a = np.float32(1) == 2",
     "a = 2 == np.float32(1)", "a = np.float32(1) < np.float64(2)", "a = 2 == 'two'",
     "a = 2 == None", "a = 2 == (1, 2)"],
)  # fmt: skip
def test_a_scalar_or_literal_on_both_sides_is_not_reported(body: str) -> None:
    assert _messages(body) == []


def test_a_scalar_on_the_right_or_a_non_scalar_on_the_left_is_not_reported() -> None:
    body = "a = x == 2\nb = x < np.float32(2.0)\nc = y == x\nd = 'two' == x\ne = None == x"
    assert _messages(body + "\nf = 2 in x\ng = 2 is x\nh = [2] == x") == []


def test_an_operand_that_binds_more_loosely_is_parenthesized_in_the_fix() -> None:
    assert _fix("a = 2 == (y if x else -y)\nb = 2 == (not x)\nc = 2 == (x := y)") == [
        "`(y if x else -y) == 2`",
        "`(not x) == 2`",
        "`(x := y) == 2`",
    ]
    assert _fix("a = 2 == x + y * 2") == ["`x + y * 2 == 2`"]


def test_a_chain_is_reported_at_its_first_link_and_rewritten_whole() -> None:
    assert _fix("a = np.float32(0) < x < 1") == ["`1 > x > np.float32(0)`"]
    assert _fix("a = 0 == x < y") == ["`y > x == 0`"]
    # Reversed, it would start with a scalar again: each link on its own, joined by `and`.
    assert _fix("a = np.float32(0) < x <= np.float32(1)") == [
        "`x > np.float32(0) and x <= np.float32(1)`"
    ]
    # `in` and `is` have no mirror: the first link alone.
    assert _fix("a = 0 == x in y") == ["`x == 0` for its first link"]
    # A Python scalar before `<` is right, and only the first link is looked at.
    assert _messages("a = 0 < x < 1\nb = x < 0 == y") == []
    (chain,) = _messages("a = np.float32(0) < x < 1")
    assert chain.startswith("`np.float32(0) < x < 1`: a NumPy scalar on the left of `<` is")


def test_the_finding_is_at_the_comparison_in_characters() -> None:
    text = HEADER + "    s = 'é' and 2 == x\n    t = (2 ==\n         y)\n"
    found = scalar_left_in(text, "m.py")
    assert [(d.path, d.line, d.column, d.code) for d in found] == [
        ("m.py", 5, 17, "scalar-left"), ("m.py", 6, 10, "scalar-left"),
    ]  # fmt: skip
    assert found[1].message.startswith("`2 == y`:")  # spanning lines, shown on one


def test_an_ignore_comment_on_a_line_of_the_comparison_leaves_it_out() -> None:
    body = (
        "a = 2 == x  # typedjax: ignore[scalar-left]\n"
        "b = 2 == x  #typedjax:ignore[other, scalar-left]\n"
        "c = (2 ==\n     x)  # typedjax: ignore[scalar-left]\n"
        "d = 2 == x  # typedjax: ignore[other]\n"
        "e = 2 == x  # type: ignore[scalar-left]\n"
        "f = '# typedjax: ignore[scalar-left]' and 2 == x\n"
    )
    assert [m.split(":", 1)[0] for m in _messages(body)] == ["`2 == x`"] * 3
    text = HEADER + "".join(f"    {line}\n" for line in body.splitlines())
    assert [d.line for d in scalar_left_in(text, "m.py")] == [9, 10, 11]


def test_a_file_that_does_not_parse_is_left_to_the_checkers(tmp_path: Path) -> None:
    (tmp_path / "broken.py").write_text("def f(x:\n    return 2 == x\n")
    (tmp_path / "nul.py").write_bytes(b"a = 2 == x\0\n")
    (tmp_path / "latin.py").write_bytes(b"a = '\xe9'\n")  # not UTF-8, no coding line
    (tmp_path / "good.py").write_text("def f(x):\n    return 2 == x\n")
    found, seconds = scalar_left([str(tmp_path)])
    assert [(Path(d.path).name, d.line) for d in found] == [("good.py", 2)]
    assert seconds >= 0


def test_folders_are_walked_past_hidden_folders_caches_and_virtual_environments(
    tmp_path: Path,
) -> None:
    for folder in ("src", "src/.hidden", "src/__pycache__", "env/lib"):
        (tmp_path / folder).mkdir(parents=True)
        (tmp_path / folder / "m.py").write_text("a = 2 == x\n")
    (tmp_path / "env" / "pyvenv.cfg").write_text("home = /usr/bin\n")
    (tmp_path / "src" / "m.pyi").write_text("a = 2 == x\n")
    (tmp_path / "src" / "notes.txt").write_text("a = 2 == x\n")
    found, _ = scalar_left([str(tmp_path), str(tmp_path / "src" / "notes.txt")])
    assert [Path(d.path).resolve().relative_to(tmp_path.resolve()).as_posix() for d in found] == [
        "src/m.py"
    ]


# ---- the command --------------------------------------------------------------------------


CODE = "def positive(x: float) -> bool:\n    return 2 == x\n"


def test_the_rules_row_is_on_by_default_and_its_findings_fail_the_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "m.py").write_text(CODE)
    monkeypatch.chdir(tmp_path)
    assert cli.main(["check", "--checkers=", "m.py"]) == 1
    out = capsys.readouterr().out
    assert out.splitlines()[1].split()[:5] == ["rules", "-", "ran", "1", "0"]
    assert "m.py:2:12: rules: `2 == x`: a Python scalar on the left of `==` is `bool`" in out
    assert out.rstrip().endswith("write `x == 2` [scalar-left]")
    assert cli.main(["check", "--checkers=", "--no-rules", "m.py"]) == 0
    assert "rules" not in capsys.readouterr().out


def test_json_github_and_sarif_list_the_rules_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "m.py").write_text(CODE)
    monkeypatch.chdir(tmp_path)
    assert cli.main(["check", "--checkers=", "--json", "m.py"]) == 1
    (row,) = json.loads(capsys.readouterr().out)["checkers"]
    assert (row["name"], row["status"], row["mode"]) == ("rules", "ran", None)
    assert [(e["path"], e["line"], e["code"]) for e in row["errors"]] == [
        ("m.py", 2, "scalar-left")
    ]
    assert cli.main(["check", "--checkers=", "--format", "github", "m.py"]) == 1
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("::error file=m.py,line=2,col=12,title=typedjax rules [scalar-left]::")
    assert cli.main(["check", "--checkers=", "--format", "sarif", "m.py"]) == 1
    (run,) = json.loads(capsys.readouterr().out)["runs"]
    assert run["tool"]["driver"]["name"] == "typedjax check: rules"
    assert [(r["ruleId"], r["level"]) for r in run["results"]] == [("scalar-left", "error")]


def test_the_rules_row_is_no_checker_in_the_disagreements() -> None:
    mypy = Report("mypy", "ran")
    rules = Report("rules", "ran", [Diagnostic("a.py", 2, 1, "scalar-left", "m")])
    assert disagreements([mypy, rules]) == []
    assert failed([mypy, rules])


def test_pyproject_turns_the_rules_pass_off_and_the_flag_back_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "m.py").write_text(CODE)
    monkeypatch.chdir(tmp_path)
    assert read_config().rules is True
    (tmp_path / "pyproject.toml").write_text("[tool.typedjax.check]\nrules = false\n")
    assert read_config().rules is False
    assert cli.main(["check", "--checkers=", "m.py"]) == 0
    assert cli.main(["check", "--checkers=", "--rules", "m.py"]) == 1
    capsys.readouterr()


@pytest.mark.parametrize("value", ['"no"', "0", "[]"])
def test_a_bad_rules_value_is_named_with_what_is_expected(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], value: str
) -> None:
    (tmp_path / "pyproject.toml").write_text(f"[tool.typedjax.check]\nrules = {value}\n")
    monkeypatch.chdir(tmp_path)
    assert cli.main(["check", "."]) == 2
    shown = {'"no"': "'no'", "0": "0", "[]": "[]"}[value]
    assert capsys.readouterr().err == (
        f"python -m typedjax check: {tmp_path / 'pyproject.toml'}: [tool.typedjax.check] "
        f"rules = {shown}; expected true (the default) or false. Fix or remove the entry.\n"
    )


@pytest.mark.checkers
def test_the_command_lists_the_rules_row_beside_mypy(tmp_path: Path) -> None:
    (tmp_path / "m.py").write_text(CODE)

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "typedjax", "check", "--checkers=mypy", *args, "m.py"],
            capture_output=True, text=True, cwd=tmp_path, check=False, timeout=300,
        )  # fmt: skip

    done = run()
    assert done.returncode == 1, done.stdout + done.stderr
    rows = {line.split()[0]: line.split()[1:5] for line in done.stdout.splitlines()[1:3]}
    assert rows == {"mypy": ["strict", "ran", "0", "0"], "rules": ["-", "ran", "1", "0"]}
    assert "m.py:2:12: rules: `2 == x`: " in done.stdout
    assert "; write `x == 2` [scalar-left]" in done.stdout
    quiet = run("--no-rules")
    assert quiet.returncode == 0, quiet.stdout + quiet.stderr
    assert quiet.stdout.splitlines()[1].split()[:4] == ["mypy", "strict", "ran", "0"]
    assert "rules" not in quiet.stdout


def test_a_broken_rules_pass_is_a_failed_row_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(paths: Sequence[str]) -> tuple[list[Diagnostic], float]:
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(runner, "scalar_left", broken)
    report = runner.run_rules(["m.py"])
    assert (report.name, report.status) == ("rules", "failed")
    assert report.detail == "RecursionError: maximum recursion depth exceeded"
    assert failed([report])
