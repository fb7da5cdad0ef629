"""Lambdas in JAX's everyday idioms check over typedjax as they do over plain JAX.

`lambda_idioms/typed.py` and `lambda_idioms/plain.py` are one program, line for
line, over typedjax and over plain JAX: `grad`, `value_and_grad`, `vmap`, `jit`,
`fori_loop`, `while_loop`, `cond`, `switch`, `scan` and `jax.tree.map`, each with
lambdas. The four checkers run in strict mode:
- mypy --strict and pyright strict report nothing on typedjax's lines that they do
  not report on plain JAX's same line (pyright's are "unknown" reports only), and
  mypy answers `Any` for `grad(lambda ...)(x)`, as over plain JAX: `grad` returns a
  `Differentiated` protocol, not a `Callable`, which mypy would turn into an untyped
  callable where the lambda's `Any` parameter fits several rows;
- pyrefly and ty report nothing;
- where the declarations give the lambda a type, the answers are exact: the loop
  carry of `fori_loop` is `Array[float32]` (float32 with the integer index), and
  pyright types `grad(lambda v: ...)(x)` as `Array[Unknown]` (pinned: the row that
  types a lambda's parameter keeps `fun`'s dtype through a TypeVar, which may not take
  a default there because `fun`'s ParamSpec, which has none, follows it in the
  signature: PEP 696's order, held by pyright, pyrefly and ty; plain JAX's answer is
  `Unknown` too, so this is no new report).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.checkers

HERE = Path(__file__).resolve().parent
IDIOMS = HERE / "lambda_idioms"
BIN = Path(sys.executable).parent
MYPY_LINE = re.compile(r"^(?P<file>[\w./-]+):(?P<line>\d+): (?P<kind>error|note): (?P<text>.*)$")
ERROR_CODE = re.compile(r"\s+\[(?P<code>[\w-]+)\]$")


def _lines(name: str) -> list[str]:
    return (IDIOMS / name).read_text().splitlines()


def _mypy(tmp_path: Path, *files: Path) -> list[tuple[str, int, str, str]]:
    """`(file name, line, "error"/"note", text)` of mypy --strict over `files`."""
    config = tmp_path / "mypy.ini"
    config.write_text("[mypy]\nstrict = True\n")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(config), "--no-incremental",
         "--python-executable", sys.executable, *map(str, files)],
        capture_output=True, text=True, check=False, cwd=tmp_path,
    )  # fmt: skip
    found = [MYPY_LINE.match(line) for line in done.stdout.splitlines()]
    rows = [(Path(m["file"]).name, int(m["line"]), m["kind"], m["text"]) for m in found if m]
    assert rows, done.stdout + done.stderr
    return rows


def _pyright(tmp_path: Path, *files: Path) -> list[tuple[str, int, str, str]]:
    """`(file name, line, severity, rule or type text)` of pyright strict over `files`."""
    config = tmp_path / "pyrightconfig.json"
    config.write_text(json.dumps({"typeCheckingMode": "strict"}))
    done = subprocess.run(
        [sys.executable, "-m", "pyright", "-p", str(config), "--outputjson",
         "--pythonpath", sys.executable, *map(str, files)],
        capture_output=True, text=True, check=False, cwd=tmp_path,
    )  # fmt: skip
    report = json.loads(done.stdout)
    return [
        (Path(d["file"]).name, d["range"]["start"]["line"] + 1, d["severity"],
         d.get("rule") or d["message"])
        for d in report["generalDiagnostics"]
    ]  # fmt: skip


def _revealed(rows: list[tuple[str, int, str, str]], name: str, prefix: str) -> dict[str, str]:
    """What each `reveal_type(name)` line of typed.py revealed, by name."""
    source = _lines("typed.py")
    out: dict[str, str] = {}
    for file, line, _, text in rows:
        found = re.fullmatch(r"reveal_type\((\w+)\)", source[line - 1]) if file == name else None
        if found and text.startswith(prefix):
            out[found[1]] = text.removeprefix(prefix).strip('"')
    return out


def test_mypy_reports_nothing_plain_jax_does_not(tmp_path: Path) -> None:
    rows = _mypy(tmp_path, IDIOMS / "typed.py", IDIOMS / "plain.py")
    plain = {line for file, line, kind, _ in rows if file == "plain.py" and kind == "error"}
    typed = [(line, text) for file, line, kind, text in rows
             if file == "typed.py" and kind == "error" and line not in plain]  # fmt: skip
    assert typed == []
    revealed = _revealed(rows, "typed.py", "Revealed type is ")
    float32 = "typedjax._src.array.array.Array[typedjax._src.generated.typing.dtype.float32]"
    assert revealed == {
        "g": "Any", "vg": "Any", "fl": float32, "wl": float32, "cd": float32,
        "carry": float32, "mixed": float32,
    }  # fmt: skip


def test_pyright_reports_only_unknowns_and_only_where_plain_jax_has_them(
    tmp_path: Path,
) -> None:
    rows = _pyright(tmp_path, IDIOMS / "typed.py", IDIOMS / "plain.py")
    plain = {line for file, line, severity, _ in rows if file == "plain.py" and severity == "error"}
    typed = [(line, rule) for file, line, severity, rule in rows
             if file == "typed.py" and severity == "error"]  # fmt: skip
    assert typed, "pyright strict reports the lambdas' unknown parameters, as for plain JAX"
    for line, rule in typed:
        assert line in plain and rule.startswith("reportUnknown"), (line, rule)
    revealed = _revealed(rows, "typed.py", 'Type of "')
    answers = {name: text.split('" is ', 1)[1].strip('"') for name, text in revealed.items()}
    assert answers == {
        "g": "Array[Unknown]", "vg": "tuple[Array[Unknown], Array[Unknown]]",
        "fl": "Array[float32]", "wl": "Array[float32]", "cd": "Array[float32]",
        "carry": "Array[float32]", "mixed": "Array[float32]",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("checker", "argv"),
    [
        ("pyrefly", ["check", "--preset", "default", "--output-format", "min-text",
                     "--python-interpreter-path", sys.executable]),
        ("ty", ["check", "--output-format", "concise", "--python", sys.executable]),
    ],
)  # fmt: skip
def test_pyrefly_and_ty_report_nothing(tmp_path: Path, checker: str, argv: list[str]) -> None:
    done = subprocess.run(
        [str(BIN / checker), *argv, str(IDIOMS / "typed.py")],
        capture_output=True, text=True, check=False, cwd=tmp_path,
    )  # fmt: skip
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert "revealed" in output.lower() and " error" not in output.replace(" 0 errors", ""), output
