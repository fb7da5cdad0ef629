"""`python -m typedjax check`: every installed type checker over the user's paths, one table.

Each checker runs as a subprocess with settings that see typedjax: the current
interpreter's environment (so an editable install resolves), and, for pytype,
typedjax's own sources on its path. Their errors are normalised to
(path, line, column, code, message); a line that some checkers report and
others do not is listed as a disagreement, since either the code or a
declaration is wrong there.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from typedjax._shapes import Finding

__all__ = ("CHECKERS", "SHAPES", "Diagnostic", "Report", "as_github", "run_checkers", "run_shapes")

Status = Literal["ran", "missing", "failed"]


@dataclass(frozen=True)
class Diagnostic:
    """One error a checker reported."""

    path: str
    line: int
    column: int
    code: str
    message: str


@dataclass
class Report:
    """What one checker did: whether it ran, its errors, and how long it took."""

    name: str
    status: Status
    errors: list[Diagnostic] = field(default_factory=list[Diagnostic])
    seconds: float | None = None
    command: list[str] = field(default_factory=list[str])
    detail: str | None = None  # why it is missing or failed
    skipped: list[Diagnostic] = field(default_factory=list[Diagnostic])
    """What the shape pass could not prove (the checkers leave this empty)."""
    proved: int | None = None
    """How many functions the shape pass proved (None for a checker)."""


def _relative(path: str) -> str:
    return os.path.relpath(os.path.abspath(path))


def _binary(name: str) -> str | None:
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    return shutil.which(name)


def _module(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


_LINE = re.compile(r"^(?P<path>.+?):(?P<line>\d+):(?P<column>\d+): (?P<rest>.*)$")


def _text_errors(out: str, error: re.Pattern[str], *, skip: str | None = None) -> list[Diagnostic]:
    """The `path:line:column: ...` lines of `out` whose rest matches `error` (groups
    `message` and, optionally, `code`); lines under the folder `skip` are left out."""
    found: list[Diagnostic] = []
    for line in out.splitlines():
        where = _LINE.match(line)
        what = None if where is None else error.match(where["rest"])
        if where is None or what is None or (skip is not None and where["path"].startswith(skip)):
            continue
        found.append(
            Diagnostic(
                _relative(where["path"]), int(where["line"]), int(where["column"]),
                what["code"] or "", what["message"],
            )
        )
    return found


def _mypy(paths: Sequence[str]) -> tuple[list[str] | None, Callable[[str], list[Diagnostic]]]:
    command = [
        sys.executable, "-m", "mypy", "--show-column-numbers", "--show-error-codes",
        "--no-error-summary", "--no-pretty", "--hide-error-context",
        "--python-executable", sys.executable, *paths,
    ]  # fmt: skip

    def parse(out: str) -> list[Diagnostic]:
        return _text_errors(out, re.compile(r"error: (?P<message>.*?)(?:  \[(?P<code>[\w-]+)\])?$"))

    return (command if _module("mypy") else None), parse


def _pyright(paths: Sequence[str]) -> tuple[list[str] | None, Callable[[str], list[Diagnostic]]]:
    command = [sys.executable, "-m", "pyright", "--outputjson", "--pythonpath", sys.executable, *paths]

    def parse(out: str) -> list[Diagnostic]:
        data: dict[str, Any] = json.loads(out)
        return [
            Diagnostic(
                _relative(d["file"]), d["range"]["start"]["line"] + 1,
                d["range"]["start"]["character"] + 1, d.get("rule", ""), d["message"],
            )
            for d in data.get("generalDiagnostics", [])
            if d.get("severity") == "error"
        ]

    return (command if _module("pyright") else None), parse


def _pyrefly_configured() -> bool:
    """Whether a pyrefly.toml or a [tool.pyrefly] table applies to the current folder."""
    for folder in (Path.cwd(), *Path.cwd().parents):
        if (folder / "pyrefly.toml").exists():
            return True
        project = folder / "pyproject.toml"
        if project.exists() and "[tool.pyrefly" in project.read_text(encoding="utf-8"):
            return True
    return False


def _pyrefly(paths: Sequence[str]) -> tuple[list[str] | None, Callable[[str], list[Diagnostic]]]:
    binary = _binary("pyrefly")
    # Unconfigured, pyrefly uses its "basic" preset, which skips assignment and call checks;
    # its "default" preset is what it checks with once a project opts in.
    preset = [] if _pyrefly_configured() else ["--preset", "default"]
    command = [
        binary or "pyrefly", "check", "--output-format", "json", *preset,
        "--python-interpreter-path", sys.executable, *paths,
    ]  # fmt: skip

    def parse(out: str) -> list[Diagnostic]:
        data: dict[str, Any] = json.loads(out[out.index("{") :])
        return [
            Diagnostic(
                _relative(e["path"]), e["line"], e["column"], e.get("name", ""),
                e.get("concise_description", e.get("description", "")),
            )
            for e in data.get("errors", [])
            if e.get("severity", "error") == "error"
        ]

    return (command if binary else None), parse


def _ty(paths: Sequence[str]) -> tuple[list[str] | None, Callable[[str], list[Diagnostic]]]:
    binary = _binary("ty")
    command = [binary or "ty", "check", "--python", sys.prefix, "--output-format", "concise", *paths]

    def parse(out: str) -> list[Diagnostic]:
        return _text_errors(out, re.compile(r"error\[(?P<code>[\w-]+)\] (?P<message>.*)$"))

    return (command if binary else None), parse


def _pytype(paths: Sequence[str]) -> tuple[list[str] | None, Callable[[str], list[Diagnostic]]]:
    sources = str(Path(__file__).resolve().parent.parent)  # typedjax's own sources
    output = os.path.join(tempfile.gettempdir(), "typedjax-check-pytype")
    command = [
        sys.executable, "-m", "pytype", "-V", f"{sys.version_info[0]}.{sys.version_info[1]}",
        "-o", output, "-P", os.pathsep.join([sources, os.getcwd()]), "-k", *paths,
    ]  # fmt: skip

    def parse(out: str) -> list[Diagnostic]:
        # typedjax's own modules, analysed on the way, are not the user's errors.
        error = re.compile(r"error: (?P<message>.*) \[(?P<code>[\w-]+)\]$")
        return _text_errors(out, error, skip=os.path.join(sources, "typedjax") + os.sep)

    return (command if _module("pytype") else None), parse


CHECKERS: dict[str, Callable[[Sequence[str]], tuple[list[str] | None, Callable[[str], list[Diagnostic]]]]] = {
    "mypy": _mypy,
    "pyright": _pyright,
    "pyrefly": _pyrefly,
    "ty": _ty,
    "pytype": _pytype,
}
"""Each checker: given the paths, its command (None when not installed) and its output parser."""


def _run_one(name: str, paths: Sequence[str]) -> Report:
    command, parse = CHECKERS[name](paths)
    if command is None:
        return Report(name, "missing", detail=f"{name} is not installed beside typedjax ({sys.executable})")
    started = time.perf_counter()
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False)
    except OSError as error:
        return Report(name, "failed", command=command, detail=f"could not start: {error}")
    seconds = time.perf_counter() - started
    problem: str | None = None
    try:
        errors = parse(done.stdout)
    except (ValueError, KeyError, TypeError) as error:
        errors, problem = [], f"unreadable output ({type(error).__name__}: {error})"
    # Each checker exits 1 for errors found; anything else, or errors without any parsed, is a failure.
    if problem is None and (done.returncode == 0 or (done.returncode == 1 and errors)):
        return Report(name, "ran", errors, seconds, command)
    tail = (done.stderr or done.stdout).strip().splitlines()[-5:]
    detail = problem or f"exit status {done.returncode}: " + " | ".join(tail)
    return Report(name, "failed", errors, seconds, command, detail)


def run_checkers(paths: Sequence[str], names: Sequence[str]) -> list[Report]:
    """Run the checkers `names` over `paths`, one after the other."""
    return [_run_one(name, paths) for name in names]


SHAPES = "shapes"
"""The name of the shape pass's row: listed beside the checkers, never one of them."""


def run_shapes(paths: Sequence[str]) -> Report:
    """The shape pass (`typedjax._shapes`) over `paths`, as a row of the table."""
    from typedjax._shapes import check_shapes

    try:
        found = check_shapes(paths)
    except Exception as error:  # noqa: BLE001  # a broken pass is a failed row, not a crash
        return Report(SHAPES, "failed", detail=f"{type(error).__name__}: {error}")

    def diagnostic(f: Finding, code: str) -> Diagnostic:
        # typecheck's messages start with `function(argument)`; JAX's do not name it.
        named = f.message.startswith(f"{f.function}(")
        return Diagnostic(
            f.path, f.line, f.column, code, f.message if named else f"in {f.function}: {f.message}"
        )

    return Report(
        SHAPES, "ran", [diagnostic(f, "shape") for f in found.findings], found.seconds,
        skipped=[diagnostic(f, "not-proved") for f in found.skipped], proved=len(found.checked),
    )  # fmt: skip


def disagreements(reports: Sequence[Report]) -> list[tuple[str, int, list[str], list[str]]]:
    """(path, line, checkers reporting it, checkers that ran and did not) for each split line."""
    checkers = [r for r in reports if r.name != SHAPES]
    ran = [r.name for r in checkers if r.status == "ran"]
    by_line: dict[tuple[str, int], set[str]] = {}
    for report in checkers:
        if report.status == "ran":
            for error in report.errors:
                by_line.setdefault((error.path, error.line), set()).add(report.name)
    return [
        (path, line, [n for n in ran if n in who], [n for n in ran if n not in who])
        for (path, line), who in sorted(by_line.items())
        if len(who) < len(ran)
    ]


def as_json(reports: Sequence[Report]) -> str:
    """The reports and the disagreements as one JSON document."""
    document = {
        "checkers": [asdict(r) for r in reports],
        "disagreements": [
            {"path": path, "line": line, "reported_by": who, "silent": silent}
            for path, line, who, silent in disagreements(reports)
        ],
    }
    return json.dumps(document, indent=2)


def as_text(reports: Sequence[Report]) -> str:
    """A table of the checkers, their errors, and the lines where they disagree."""
    lines = [f"{'checker':<9} {'status':<8} {'errors':>6} {'seconds':>8}"]
    for r in reports:
        count = "-" if r.status == "missing" else str(len(r.errors))
        seconds = "-" if r.seconds is None else f"{r.seconds:.1f}"
        lines.append(f"{r.name:<9} {r.status:<8} {count:>6} {seconds:>8}")
    for r in reports:
        if r.detail is not None:
            lines.append(f"{r.name}: {r.detail}")
        if r.proved is not None:
            lines.append(
                f"{r.name}: {r.proved} functions proved for every size, {len(r.errors)} with a "
                f"finding, {len(r.skipped)} not proved"
            )
    errors = [(e, r.name) for r in reports for e in r.errors]
    if errors:
        lines.append("")
        for e, name in sorted(errors, key=lambda pair: (pair[0].path, pair[0].line, pair[1])):
            code = f" [{e.code}]" if e.code else ""
            lines.append(f"{e.path}:{e.line}:{e.column}: {name}: {e.message.splitlines()[0]}{code}")
    skipped = [(e, r.name) for r in reports for e in r.skipped]
    if skipped:
        lines += ["", "Not proved (the shape pass cannot trace these for every size):"]
        for e, name in sorted(skipped, key=lambda pair: (pair[0].path, pair[0].line)):
            lines.append(f"{e.path}:{e.line}:{e.column}: {name}: {e.message.splitlines()[0]}")
    split = disagreements(reports)
    if split:
        lines += ["", "Lines where the checkers disagree (the code or a declaration is wrong there):"]
        for path, line, who, silent in split:
            lines.append(f"{path}:{line}: reported by {', '.join(who)}; not by {', '.join(silent)}")
    return "\n".join(lines) + "\n"


def _escape(text: str, *, property_value: bool = False) -> str:
    """GitHub's escaping of a workflow command's message (and of its properties)."""
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return text.replace(":", "%3A").replace(",", "%2C") if property_value else text


def as_github(reports: Sequence[Report]) -> str:
    """GitHub Actions workflow commands: an `::error` per error, a `::notice` per line the
    shape pass did not prove, then the table as plain text."""
    lines: list[str] = []
    for r in reports:
        for kind, found in (("error", r.errors), ("notice", r.skipped)):
            for e in found:
                title = _escape(f"typedjax {r.name}" + (f" [{e.code}]" if e.code else ""), property_value=True)
                lines.append(
                    f"::{kind} file={_escape(e.path, property_value=True)},line={e.line},"
                    f"col={e.column},title={title}::{_escape(e.message)}"
                )
    return "\n".join(lines) + ("\n" if lines else "") + as_text(reports)
