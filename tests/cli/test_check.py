"""`python -m typedjax check`: mypy, pyright, pyrefly and ty over a user's files, one table."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

import pytest

from typedjax._src.check import cli, notes
from typedjax._src.check.checkers import CHECKERS, LIMITATIONS, pyrefly, ty
from typedjax._src.check.formats.sarif import as_sarif
from typedjax._src.check.formats.text import as_text
from typedjax._src.check.model import Checker, Command, Diagnostic, Report, counted, failed

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


def _nothing(out: str) -> tuple[list[Diagnostic], list[Diagnostic]]:
    return [], []


def _running(command: Callable[[Sequence[str], str], Command], name: str) -> Checker:
    """Checker `name`, run as `command`."""
    return replace(CHECKERS[name], command=command)


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
        ("rules", "ran", []),
    ]  # fmt: skip
    assert report["disagreements"] == []


@pytest.mark.checkers
def test_errors_are_listed_per_checker_and_the_exit_status_is_1(tmp_path: Path) -> None:
    (tmp_path / "bad.py").write_text(BAD)
    done = _run(tmp_path, "bad.py", "--checkers", FOUR, "--json")
    assert done.returncode == 1, done.stdout + done.stderr
    report = json.loads(done.stdout)
    rows = {checker["name"]: checker for checker in report["checkers"]}
    assert rows.pop("rules")["errors"] == []  # no scalar on the left of a comparison
    for checker in rows.values():
        assert checker["status"] == "ran", checker
        lines = sorted({(e["path"], e["line"]) for e in checker["errors"]})
        # the wrong dtype into half, and the misspelled dtype name
        assert lines == [("bad.py", 10), ("bad.py", 11)], (checker["name"], checker["errors"])
    assert report["disagreements"] == []
    text = _run(tmp_path, "bad.py", "--checkers", FOUR)
    assert text.returncode == 1
    assert text.stdout.splitlines()[0].split() == [
        "checker",
        "mode",
        "status",
        "errors",
        "known",
        "seconds",
    ]
    assert (
        'bad.py:10:6: mypy: Argument 1 to "half" has incompatible type "Array[int32]"'
        in text.stdout
    )


def test_a_syntax_error_is_reported_once_and_no_checker_is_called_failed(tmp_path: Path) -> None:
    # Each checker reported it in its own words (13 lines over four checkers), and mypy,
    # which exits 2 on it, was listed as failed.
    (tmp_path / "good.py").write_text(GOOD)
    (tmp_path / "bad.py").write_text("x = 1\n\ndef f(:\n    pass\n")
    done = _run(tmp_path, ".", "--checkers", FOUR)
    assert done.returncode == 1, done.stdout + done.stderr
    out = done.stdout
    assert out.count("bad.py:") == 1, out
    assert "\nbad.py:3:7: syntax error: invalid syntax\n" in out
    rows = [line.split()[:3] for line in out.splitlines()[1:7]]
    assert rows == [
        ["syntax", "-", "ran"], ["mypy", "strict", "skipped"], ["pyright", "strict", "skipped"],
        ["pyrefly", "strict", "skipped"], ["ty", "strict", "skipped"], ["rules", "-", "skipped"],
    ]  # fmt: skip
    assert "mypy, pyright, pyrefly, ty, rules: not run: bad.py does not parse" in out
    assert "failed" not in out
    not_run = r"syntax: 1 error, \d+\.\d s; not run: mypy, pyright, pyrefly, ty, rules\n"
    assert re.fullmatch(not_run, done.stderr), done.stderr
    report = json.loads(_run(tmp_path, "bad.py", "--checkers", FOUR, "--json").stdout)
    (syntax, *others) = report["checkers"]
    assert [(e["path"], e["line"], e["column"], e["message"]) for e in syntax["errors"]] == [
        ("bad.py", 3, 7, "invalid syntax")
    ]
    assert {(c["name"], c["status"], len(c["errors"])) for c in others} == {
        (name, "skipped", 0) for name in (*FOUR.split(","), "rules")
    }


def test_lines_where_the_checkers_disagree_are_named() -> None:
    def report(name: str, *lines: int) -> Report:
        return Report(name, "ran", [Diagnostic("a.py", n, 1, "x", "m") for n in lines])

    reports = [
        report("mypy", 3, 5),
        report("pyright", 3),
        report("ty", 3, 5),
        Report("pytype", "missing"),
    ]
    assert notes.disagreements(reports) == [("a.py", 5, ["mypy", "ty"], ["pyright"], [])]
    assert "a.py:5: reported by mypy, ty; not by pyright" in as_text(reports)


def test_a_missing_checker_is_listed_not_failed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "good.py").write_text(GOOD)
    monkeypatch.chdir(tmp_path)

    def nowhere(name: str) -> str | None:
        return None

    monkeypatch.setattr(ty, "binary", nowhere)
    monkeypatch.setattr(pyrefly, "binary", nowhere)
    assert cli.main(["check", "good.py", "--checkers", "ty,pyrefly", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [(c["name"], c["status"]) for c in report["checkers"]] == [
        ("ty", "missing"),
        ("pyrefly", "missing"),
        ("rules", "ran"),
    ]
    assert report["checkers"][0]["detail"].startswith("not installed beside typedjax")
    assert report["checkers"][0]["detail"].endswith("pip install ty (or typedjax[check])")


def test_a_checker_that_cannot_run_is_a_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "good.py").write_text(GOOD)
    monkeypatch.chdir(tmp_path)

    def crashing(paths: Sequence[str], mode: str) -> Command:
        return Command(
            [sys.executable, "-c", "import sys; sys.stderr.write('boom'); sys.exit(3)"],
            _nothing,
        )

    monkeypatch.setitem(CHECKERS, "ty", _running(crashing, "ty"))
    assert cli.main(["check", "good.py", "--checkers", "ty", "--no-cache"]) == 1
    out = capsys.readouterr().out
    assert "ty        strict    failed        0      0" in out
    assert "ty: exit status 3: boom" in out


def test_bad_arguments_are_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["check", str(tmp_path), "--checkers", "mypy,pyflakes"]) == 2
    assert (
        "--checkers='mypy,pyflakes' names pyflakes; known: mypy, pyright, pyrefly, ty, pytype"
        in capsys.readouterr().err
    )
    assert cli.main(["check", str(tmp_path / "nowhere.py")]) == 2
    assert "no such path" in capsys.readouterr().err


STEP = """\
from typing import assert_type

import typedjax as tj
import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import float32


def loss(w: Array[float32], b: Array[float32], x: Array[float32]) -> Array[float32]:
    return tnp.mean(tnp.matmul(x, w) + b)


def step(
    w: Array[float32], b: Array[float32], x: Array[float32]
) -> tuple[Array[float32], Array[float32]]:
    _, (gw, gb) = tj.value_and_grad(loss, argnums=(0, 1))(w, b, x)
    return w - 0.1 * gw, b - 0.1 * gb


def flipped(x: Array[float32]) -> None:
    assert_type(tnp.apply_along_axis(tnp.flip, 0, x), Array[float32])
"""


@pytest.mark.checkers
def test_a_correct_step_that_meets_a_pinned_limitation_passes_with_it_listed(
    tmp_path: Path,
) -> None:
    # pyrefly types apply_along_axis(tnp.flip, ...) Array[Unknown] here (its pinned
    # limitation); the program is correct, so `check` with its defaults (the four fast checkers, strict) passes.
    (tmp_path / "step.py").write_text(STEP)
    done = _run(tmp_path, "step.py")
    assert done.returncode == 0, done.stdout + done.stderr
    table = {line.split()[0]: line.split()[1:] for line in done.stdout.splitlines()[1:5]}
    assert table == {
        "mypy": ["strict", "ran", "0", "0", table["mypy"][-1]],
        "pyright": ["strict", "ran", "0", "0", table["pyright"][-1]],
        "pyrefly": ["strict", "ran", "0", "1", table["pyrefly"][-1]],
        "ty": ["strict", "ran", "0", "0", table["ty"][-1]],
    }
    assert "Known checker limitations (not counted as failures):" in done.stdout
    assert (
        "step.py:21:16: known pyrefly limitation: an overloaded function passed as the callable "
        "of apply_along_axis gives Array[Unknown]" in done.stdout
    )
    assert "see tests/checkers/pyrefly_repros/overloaded_callable_argument.py" in done.stdout
    assert "disagree" not in done.stdout
    # Each checker announced itself on stderr as it finished, with its mode and time.
    announced = sorted(line.split(" ", 1)[0] for line in done.stderr.splitlines())
    assert announced == ["mypy", "pyrefly", "pyright", "ty"], done.stderr
    assert re.search(
        r"^pyrefly \(strict\): 0 errors, 1 known limitation, \d+\.\d s$", done.stderr, re.MULTILINE
    )
    # The policy `fail` counts it, from the command line or from pyproject.toml.
    assert (
        _run(tmp_path, "step.py", "--checkers", "pyrefly", "--limitations", "fail").returncode == 1
    )
    (tmp_path / "pyproject.toml").write_text('[tool.typedjax.check]\nlimitations = "fail"\n')
    again = _run(tmp_path, "step.py", "--checkers", "pyrefly")
    assert again.returncode == 1 and "(counted as failures)" in again.stdout


def test_every_pinned_reproduction_is_a_known_limitation() -> None:
    root = Path(__file__).resolve().parents[2]
    repros = {
        str(p.relative_to(root))
        for folder in ("mypy_repros", "pyrefly_repros", "ty_repros", "pytype_repros")
        for p in (root / "tests" / "checkers" / folder).glob("*.py")
        if p.name != "__init__.py"
    }
    listed = {limit.reproduction for limit in LIMITATIONS}
    assert listed == repros
    for limit in LIMITATIONS:
        assert limit.checker in CHECKERS
        assert limit.describe().startswith(f"known {limit.checker} limitation: ")


def _source(lines: dict[str, list[str]]) -> Callable[[str], Sequence[str]]:
    return lambda path: lines.get(path, [])


def test_a_real_disagreement_still_fails_and_a_silent_limitation_is_named() -> None:
    code = {"a.py": ["x: int = 1", "y = tnp.concatenate([i8, u8])", "z: int = 'no'"]}
    mypy = Report("mypy", "ran", [
        Diagnostic("a.py", 2, 5, "arg-type", "Argument 1 ..."),
        Diagnostic("a.py", 3, 10, "assignment", "Incompatible types"),
    ])  # fmt: skip
    ty = Report("ty", "ran", [Diagnostic("a.py", 3, 10, "invalid-assignment", "no")])
    reports = [mypy, ty]
    notes.annotate(reports, _source(code))
    assert failed(reports)
    (split,) = notes.disagreements(reports, _source(code))
    assert split[:4] == ("a.py", 2, ["mypy"], ["ty"])
    assert split.known == [
        (
            "known ty limitation: a constrained TypeVar solved from a list of arrays of two dtypes is "
            "Unknown, so concatenate/stack/multi_dot accept mixed dtypes, see "
            "tests/checkers/ty_repros/constrained_typevar_union.py"
        )
    ]


def test_errors_that_follow_from_an_earlier_one_are_grouped_under_it() -> None:
    code = {
        "m.py": ['z = tnp.zeros(3, dtype="flaot32")', "s = z.shape", "t: int = 's'", "u = other()"]
    }
    pyright = Report("pyright", "ran", [
        Diagnostic("m.py", 1, 1, "reportUnknownVariableType", 'Type of "z" is unknown'),
        Diagnostic("m.py", 1, 5, "reportCallIssue", 'No overloads for "zeros" match'),
        Diagnostic("m.py", 2, 1, "reportUnknownVariableType", 'Type of "s" is unknown'),
        Diagnostic("m.py", 2, 5, "reportUnknownMemberType", 'Type of "shape" is unknown'),
        Diagnostic("m.py", 3, 10, "reportAssignmentType", "not assignable"),
        Diagnostic("m.py", 4, 1, "reportUnknownVariableType", 'Type of "u" is unknown'),
    ])  # fmt: skip
    notes.annotate([pyright], _source(code))
    follows = {(e.line, e.column): e.follows for e in pyright.errors}
    assert follows == {
        (1, 1): "m.py:1:5", (1, 5): None, (2, 1): "m.py:1:5", (2, 5): "m.py:1:5",
        (3, 10): None, (4, 1): None,
    }  # fmt: skip
    assert len(counted(pyright)) == 3
    text = as_text([pyright])
    assert 'm.py:1:5: pyright: No overloads for "zeros" match [reportCallIssue]' in text
    assert (
        '    follows from it: m.py:2:5: Type of "shape" is unknown [reportUnknownMemberType]'
        in text
    )


def test_a_misspelled_dtype_name_is_named_and_the_closest_overload_rows_are_kept() -> None:
    rows = [f"    def zeros(shape: int, dtype: Literal['{n}']) -> Array[{n}]" for n in (
        "bool", "int8", "int16", "int32", "uint8", "float16", "float32", "float64", "complex64",
    )]  # fmt: skip
    code = {"m.py": ['z = tnp.zeros(3, dtype="flaot32")']}
    mypy = Report("mypy", "ran", [Diagnostic(
        "m.py", 1, 5, "call-overload", 'No overload variant of "zeros" matches argument types "int", "str"',
        ("Possible overload variants:", *rows),
    )])  # fmt: skip
    notes.annotate([mypy], _source(code))
    (error,) = mypy.errors
    assert error.hint == "'flaot32' is not a dtype name; did you mean 'float32'?"
    assert error.notes[0] == "closest of 9 overload rows:"
    assert error.notes[1] == "def zeros(shape: int, dtype: Literal['float32']) -> Array[float32]"
    assert len(error.notes) == 5 and error.notes[-1] == "(6 more rows; mypy alone lists every one)"
    assert notes.dtype_hint("float32") is None and notes.dtype_hint("f4") is None
    assert notes.dtype_hint("banana") is None


def test_reveal_type_and_assert_type_are_shown_side_by_side() -> None:
    code = {"r.py": ["x = f()", "reveal_type(x)", "assert_type(x, Array[float32])"]}
    reports = [
        Report("mypy", "ran", revealed=[Diagnostic("r.py", 2, 13, "reveal", "Array[float32]")]),
        Report(
            "ty",
            "ran",
            [Diagnostic("r.py", 3, 1, "type-assertion-failure", "Type `Array[Unknown]` ...")],
            revealed=[Diagnostic("r.py", 2, 13, "reveal", "Array[Unknown]")],
        ),
    ]
    text = as_text(reports, source=_source(code))
    assert "r.py:2: reveal_type(x)\n    mypy  Array[float32]\n    ty    Array[Unknown]\n" in text
    assert (
        "r.py:3: assert_type(x, Array[float32])\n    mypy  ok\n    ty    Type `Array[Unknown]` ...\n"
        in text
    )


@pytest.mark.checkers
def test_each_checker_reveals_its_own_answer(tmp_path: Path) -> None:
    (tmp_path / "r.py").write_text(
        "from typing import reveal_type\nimport typedjax.numpy as tnp\n\n"
        'reveal_type(tnp.zeros(3, dtype="float32"))\n'
    )
    done = _run(tmp_path, "r.py", "--checkers", "pyrefly,ty", "--json")
    report = json.loads(done.stdout)
    assert [(c["name"], [r["message"] for r in c["revealed"]]) for c in report["checkers"]] == [
        ("pyrefly", ["Array[float32]"]), ("ty", ["Array[float32]"]), ("rules", []),
    ]  # fmt: skip


@pytest.mark.checkers
def test_ty_reporting_a_bracketed_type_ignore_is_a_known_limitation(tmp_path: Path) -> None:
    (tmp_path / "i.py").write_text('x: int = "s"  # type: ignore[assignment]\n')
    done = _run(tmp_path, "i.py", "--checkers", "ty")
    assert done.returncode == 0, done.stdout + done.stderr
    assert (
        "i.py:1:" in done.stdout
        and "known ty limitation: it does not honour `# type: ignore[code]`" in done.stdout
    )


@pytest.mark.checkers
def test_mypy_runs_strict_unless_configured(tmp_path: Path) -> None:
    (tmp_path / "u.py").write_text(
        "def untyped(x):\n    return x\n\n\ndef typed() -> None:\n    untyped(1)\n"
    )
    done = _run(tmp_path, "u.py", "--checkers", "mypy", "--json")
    mypy, rules = json.loads(done.stdout)["checkers"]
    assert done.returncode == 1 and mypy["mode"] == "strict" and rules["errors"] == []
    assert {e["code"] for e in mypy["errors"]} == {"no-untyped-def", "no-untyped-call"}
    (tmp_path / "pyproject.toml").write_text(
        '[tool.typedjax.check]\nstrictness = { mypy = "project" }\n'
    )
    done = _run(tmp_path, "u.py", "--checkers", "mypy")
    assert done.returncode == 0, done.stdout
    assert done.stdout.splitlines()[1].split()[:4] == ["mypy", "project", "ran", "0"]


@pytest.mark.checkers
def test_a_second_run_over_unchanged_files_answers_from_the_cache(tmp_path: Path) -> None:
    (tmp_path / "good.py").write_text("x: int = 1\n")
    first = _run(tmp_path, "good.py", "--checkers", "ty", "--json")
    second = _run(tmp_path, "good.py", "--checkers", "ty", "--json")
    assert [json.loads(d.stdout)["checkers"][0]["cached"] for d in (first, second)] == [False, True]
    assert (tmp_path / ".typedjax_cache" / ".gitignore").read_text().endswith("*\n")
    (tmp_path / "good.py").write_text('x: int = "one"\n')
    third = _run(tmp_path, "good.py", "--checkers", "ty", "--json")
    ty, rules = json.loads(third.stdout)["checkers"]
    assert third.returncode == 1 and not ty["cached"] and len(ty["errors"]) == 1
    assert rules["errors"] == []
    assert not json.loads(
        _run(tmp_path, "good.py", "--checkers", "ty", "--json", "--no-cache").stdout
    )["checkers"][0]["cached"]


def test_pytype_runs_only_when_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "good.py").write_text(GOOD)
    monkeypatch.chdir(tmp_path)
    asked: list[str] = []

    def recorded(name: str) -> Callable[[Sequence[str], str], Command]:
        def nothing(paths: Sequence[str], mode: str) -> Command:
            asked.append(name)
            return Command(None, _nothing)

        return nothing

    for name in CHECKERS:
        monkeypatch.setitem(CHECKERS, name, _running(recorded(name), name))
    assert cli.main(["check", "good.py"]) == 0
    assert asked == ["mypy", "pyright", "pyrefly", "ty"]
    assert "pytype" not in capsys.readouterr().out


@pytest.mark.parametrize(
    ("table", "message"),
    [
        (
            'checkers = ["mypy", "pyflake"]',
            "[tool.typedjax.check] checkers = ['mypy', 'pyflake']; expected a list of checker names from mypy, pyright, pyrefly, ty, pytype ('pyflake' is not one)",
        ),
        (
            'strictness = { mypy = "loose" }',
            "[tool.typedjax.check] strictness.mypy = 'loose'; expected one of 'strict', 'project'",
        ),
        (
            'strictness = { flake8 = "strict" }',
            "[tool.typedjax.check] strictness.flake8 = 'strict'; expected a checker name from",
        ),
        (
            'limitations = "ignore"',
            "[tool.typedjax.check] limitations = 'ignore'; expected 'list' (the default) or 'fail'",
        ),
        (
            "paths = 'src'",
            "[tool.typedjax.check] paths = 'src'; expected a list of files or folders",
        ),
        (
            "checker = ['mypy']",
            "[tool.typedjax.check] has an unknown key 'checker' = ['mypy']; known keys: checkers, paths",
        ),
    ],
)
def test_bad_configuration_exits_2_naming_the_key_and_the_value(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    table: str,
    message: str,
) -> None:
    (tmp_path / "pyproject.toml").write_text(f"[tool.typedjax.check]\n{table}\n")
    monkeypatch.chdir(tmp_path)
    assert cli.main(["check", "."]) == 2
    assert message in capsys.readouterr().err


def test_configured_checkers_and_paths_are_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "good.py").write_text(GOOD)
    (tmp_path / "pyproject.toml").write_text(
        '[tool.typedjax.check]\ncheckers = ["ty"]\npaths = ["src"]\nstrictness = { ty = "default" }\n'
    )
    monkeypatch.chdir(tmp_path)
    seen: list[tuple[list[str], str]] = []

    def recording(paths: Sequence[str], mode: str) -> Command:
        seen.append((list(paths), mode))
        return Command(None, _nothing)

    monkeypatch.setitem(CHECKERS, "ty", _running(recording, "ty"))
    assert cli.main(["check", "--json"]) == 0
    assert seen == [(["src"], "default")]
    assert cli.main(["check", "--strictness", "ty=loose"]) == 2
    assert (
        "--strictness 'ty=loose': expected CHECKER=MODE with one of 'strict', 'default'"
        in capsys.readouterr().err
    )


def test_sarif_is_a_sarif_2_1_0_log() -> None:
    reports = [
        Report("mypy", "ran", [
            Diagnostic("a.py", 3, 5, "arg-type", "Argument 1 has incompatible type"),
            Diagnostic("a.py", 4, 1, "misc", "x", known="known mypy limitation: y, see z"),
        ], 1.5, ["mypy", "a.py"], mode="strict"),
        Report("ty", "missing", mode="strict", detail="not installed"),
    ]  # fmt: skip
    log = json.loads(as_sarif(reports))
    assert log["version"] == "2.1.0" and log["$schema"].endswith("sarif-2.1.0.json")
    mypy, ty = log["runs"]
    assert mypy["tool"]["driver"]["name"] == "typedjax check: mypy"
    assert [r["id"] for r in mypy["tool"]["driver"]["rules"]] == ["arg-type", "misc"]
    first, second = mypy["results"]
    assert first["level"] == "error" and first["ruleId"] == "arg-type" and first["ruleIndex"] == 0
    assert first["locations"][0]["physicalLocation"] == {
        "artifactLocation": {"uri": "a.py", "uriBaseId": "%SRCROOT%"},
        "region": {"startLine": 3, "startColumn": 5},
    }
    assert second["level"] == "note" and "known mypy limitation" in second["message"]["text"]
    assert (
        ty["results"] == []
        and ty["invocations"][0]["toolExecutionNotifications"][0]["message"]["text"]
        == "not installed"
    )
    assert cli.main(["check", "--format", "sarif", "--checkers=", "--no-rules", "."]) == 0


_BOUNDED_RESULTS = ("InexactResultT", "RealResultT", "IntegerResultT", "NumberResultT")
"""The result TypeVars of the promotion-table rows whose answer has a bound
(`typedjax/_src/typing/promotion.py`); `ResultT`, unbounded, never leaves a row for ty to fail."""


def _module_functions(body: list[ast.stmt]) -> list[ast.FunctionDef]:
    """The functions defined at module level, in `if` branches too, not in classes."""
    found: list[ast.FunctionDef] = []
    for node in body:
        if isinstance(node, ast.FunctionDef):
            found.append(node)
        elif isinstance(node, ast.If):
            found += _module_functions(node.body) + _module_functions(node.orelse)
    return found


def _bounded_table_readers() -> tuple[set[str], set[str]]:
    """`typedjax.numpy`'s binary callables (functions and ufunc objects) that read a bounded
    promotion table in the generated declarations, and those that read none."""
    root = Path(__file__).resolve().parents[2]
    source = (root / "typedjax" / "_src" / "generated" / "numpy" / "ufuncs.py").read_text()
    tree = ast.parse(source)
    reads: dict[str, bool] = {}
    bases: dict[str, list[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            bases[node.name] = [b.id for b in node.bases if isinstance(b, ast.Name)]
            calls = [
                f for f in node.body if isinstance(f, ast.FunctionDef) and f.name == "__call__"
            ]
            if calls:
                reads[node.name] = any(
                    name in ast.unparse(f) for f in calls for name in _BOUNDED_RESULTS
                )
    for function in _module_functions(tree.body):
        text = ast.unparse(function.args)
        if len(function.args.posonlyargs + function.args.args) == 2 and "CanPromote[" in text:
            bounded = any(name in text for name in _BOUNDED_RESULTS)
            reads[function.name] = reads.get(function.name, False) or bounded

    def class_reads(name: str) -> bool | None:
        if name in reads:
            return reads[name]
        found = [class_reads(base) for base in bases.get(name, [])]
        return next((f for f in found if f is not None), None)

    for node in tree.body:  # the ufunc objects: `add: _AddUfunc = cast(...)`
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            answer = class_reads(ast.unparse(node.annotation))
            if answer is not None:
                reads[node.target.id] = answer
    assert reads, "no promotion-table rows found in typedjax/_src/generated/numpy/ufuncs.py"
    public = {n: b for n, b in reads.items() if not n.startswith("_")}  # not the classes
    return {n for n, b in public.items() if b}, {n for n, b in public.items() if not b}


def test_the_ty_table_limitation_names_every_bounded_table_reader() -> None:
    # The pattern in typedjax/_src/check/checkers/ty.py for ty's Unknown after a bounded table
    # row repeats the names of the functions that read such a row; it must name them all, and
    # no other.
    (limit,) = [
        limit for limit in LIMITATIONS
        if limit.reproduction.endswith("bounded_table_row_after_a_call.py")
    ]  # fmt: skip
    bounded, unbounded = _bounded_table_readers()
    assert "divide" in bounded and "gcd" in bounded and "add" in unbounded, (bounded, unbounded)
    matched = {name for name in bounded | unbounded if limit.source.search(f"{name}(f(x), y)")}
    assert matched == bounded, (sorted(bounded - matched), sorted(matched - bounded))
