"""`python -m typedjax check`: the installed type checkers over the user's paths, one table.

Each checker runs as a subprocess with settings that see typedjax: the current
interpreter's environment (so an editable install resolves), and, for pytype,
typedjax's own sources on its path. The four fast checkers (mypy, pyright,
pyrefly, ty) run by default, in parallel where cores allow, each in a stated mode
(strict unless configured); pytype runs when asked. Their errors are normalised to
(path, line, column, code, message), with what each checker revealed for
`reveal_type`; a line that some checkers report and others do not is listed as a
disagreement, since either the code or a declaration is wrong there. Beside them, the
rules pass (`typedjax._check_rules`, by default) and the shape pass (when asked) each
give a row of the same table. Before any of them, Python's own parser reads each file:
a file that does not parse is reported once, as a `syntax` row, and the rest is skipped
(each checker would report it again, in its own words).
"""

from __future__ import annotations

import ast
import importlib.metadata
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

if TYPE_CHECKING:
    from typedjax._shapes import Finding

__all__ = (
    "CHECKERS", "FAST", "MODES", "RULES", "SHAPES", "SYNTAX", "Diagnostic", "Report",
    "as_github", "as_json", "as_sarif", "as_text", "run_checkers", "run_rules", "run_shapes",
    "run_syntax", "skipped",
)  # fmt: skip

Status = Literal["ran", "missing", "failed", "skipped"]
"""`skipped`: not run, because a file does not parse (the `syntax` row says where)."""


@dataclass(frozen=True)
class Diagnostic:
    """One error a checker reported (or, in `Report.revealed`, one type it revealed)."""

    path: str
    line: int
    column: int
    code: str
    message: str
    notes: tuple[str, ...] = ()
    """The checker's notes on it (the closest rows of an overload that no call matched)."""
    hint: str | None = None
    """What the mistake is, where typedjax can tell (a misspelled dtype name)."""
    known: str | None = None
    """The known checker limitation it is, with its reproduction: listed, not a failure."""
    follows: str | None = None
    """`path:line:column` of the earlier error of the same checker it follows from."""


@dataclass
class Report:
    """What one checker did: whether it ran, in which mode, its errors, and how long it took."""

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
    mode: str | None = None
    """The strictness the checker ran with (None for the shape and rules passes)."""
    revealed: list[Diagnostic] = field(default_factory=list[Diagnostic])
    """Each `reveal_type` answer: the line and the type, in `message`."""
    cached: bool = False
    """Whether the result was read from the cache (nothing changed since the last run)."""


Source = Callable[[str], Sequence[str]]
"""Reads a checked file's lines (tests give the source without files)."""


class Command(NamedTuple):
    """How to run one checker: its command (None when not installed) and its output parser."""

    argv: list[str] | None
    parse: Callable[[str], tuple[list[Diagnostic], list[Diagnostic]]]
    """The errors and the revealed types in the checker's standard output."""


FAST = ("mypy", "pyright", "pyrefly", "ty")
"""The checkers `check` runs by default; pytype takes minutes and runs when asked."""

MODES: dict[str, tuple[str, ...]] = {
    "mypy": ("strict", "project"),
    "pyright": ("strict", "standard", "basic", "project"),
    "pyrefly": ("strict", "default", "basic", "project"),
    "ty": ("strict", "default"),
    "pytype": ("default",),
}
"""Each checker's modes, the default first. `project` is the project's own configuration."""


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


def _text_errors(
    out: str,
    error: re.Pattern[str],
    *,
    reveal: re.Pattern[str] | None = None,
    note: re.Pattern[str] | None = None,
    skip: str | None = None,
) -> tuple[list[Diagnostic], list[Diagnostic]]:
    """The `path:line:column: ...` lines of `out` whose rest matches `error` (groups `message`
    and, optionally, `code`), and those that match `reveal` (group `type`); a line matching
    `note` at an error's position is one of its notes; lines under the folder `skip` are
    left out."""
    found: list[Diagnostic] = []
    revealed: list[Diagnostic] = []
    for line in out.splitlines():
        where = _LINE.match(line)
        if where is None or (skip is not None and where["path"].startswith(skip)):
            continue
        path, row, column = _relative(where["path"]), int(where["line"]), int(where["column"])
        what = error.match(where["rest"])
        if what is not None:
            found.append(Diagnostic(path, row, column, what["code"] or "", what["message"]))
            continue
        shown = None if reveal is None else reveal.match(where["rest"])
        if shown is not None:
            revealed.append(Diagnostic(path, row, column, "reveal", _short(shown["type"])))
            continue
        noted = None if note is None else note.match(where["rest"])
        last = found[-1] if found else None
        if noted is not None and last is not None and (last.path, last.line) == (path, row):
            found[-1] = Diagnostic(
                last.path, last.line, last.column, last.code, last.message,
                (*last.notes, noted["note"]),
            )  # fmt: skip
    return found, revealed


_QUALIFIED = re.compile(r"\b(?:[A-Za-z_]\w*\.)+(?=[A-Za-z_]\w*)")


def _short(type_text: str) -> str:
    """A type as the checkers print it, without module prefixes (`Array[float32]`)."""
    return _QUALIFIED.sub("", type_text)


def _mypy(paths: Sequence[str], mode: str) -> Command:
    command = [
        sys.executable, "-m", "mypy", "--show-column-numbers", "--show-error-codes",
        "--no-error-summary", "--no-pretty", "--hide-error-context",
        *(["--strict"] if mode == "strict" else []),
        "--python-executable", sys.executable, *paths,
    ]  # fmt: skip

    def parse(out: str) -> tuple[list[Diagnostic], list[Diagnostic]]:
        return _text_errors(
            out,
            re.compile(r"error: (?P<message>.*?)(?:  \[(?P<code>[\w-]+)\])?$"),
            reveal=re.compile(r'note: Revealed type is "(?P<type>.*)"$'),
            note=re.compile(r"note: (?P<note>.*)$"),
        )

    return Command(command if _module("mypy") else None, parse)


def _pyright_config(mode: str) -> list[str]:
    """`--project` with a configuration of `mode` beside the cache, reading imports from here."""
    folder = _cache_folder() / "pyright" / mode
    folder.mkdir(parents=True, exist_ok=True)
    config = {"typeCheckingMode": mode, "extraPaths": [os.getcwd()]}
    target = folder / "pyrightconfig.json"
    text = json.dumps(config, indent=2)
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")
    return ["--project", str(target)]


def _pyright(paths: Sequence[str], mode: str) -> Command:
    project = [] if mode == "project" else _pyright_config(mode)
    command = [
        sys.executable, "-m", "pyright", "--outputjson", *project, "--pythonpath", sys.executable,
        *paths,
    ]  # fmt: skip

    def parse(out: str) -> tuple[list[Diagnostic], list[Diagnostic]]:
        data: dict[str, Any] = json.loads(out)
        errors: list[Diagnostic] = []
        revealed: list[Diagnostic] = []
        for d in data.get("generalDiagnostics", []):
            start = d["range"]["start"]
            where = (_relative(d["file"]), start["line"] + 1, start["character"] + 1)
            shown = _PYRIGHT_REVEAL.match(d["message"])
            if d.get("severity") == "error":
                errors.append(Diagnostic(*where, d.get("rule", ""), d["message"]))
            elif d.get("severity") == "information" and shown is not None:
                revealed.append(Diagnostic(*where, "reveal", shown["type"]))
        return errors, revealed

    return Command(command if _module("pyright") else None, parse)


_PYRIGHT_REVEAL = re.compile(r'^Type of ".*" is "(?P<type>.*)"$', re.DOTALL)


def _pyrefly_configured() -> bool:
    """Whether a pyrefly.toml or a [tool.pyrefly] table applies to the current folder."""
    for folder in (Path.cwd(), *Path.cwd().parents):
        if (folder / "pyrefly.toml").exists():
            return True
        project = folder / "pyproject.toml"
        if project.exists() and "[tool.pyrefly" in project.read_text(encoding="utf-8"):
            return True
    return False


def _pyrefly(paths: Sequence[str], mode: str) -> Command:
    binary = _binary("pyrefly")
    # Unconfigured, pyrefly uses its "basic" preset, which skips assignment and call checks;
    # `project` keeps a project's own configuration, and its "default" preset without one.
    if mode == "project":
        preset = [] if _pyrefly_configured() else ["--preset", "default"]
    else:
        preset = ["--preset", mode]
    command = [
        binary or "pyrefly", "check", "--output-format", "json", *preset,
        "--python-interpreter-path", sys.executable, *paths,
    ]  # fmt: skip

    def parse(out: str) -> tuple[list[Diagnostic], list[Diagnostic]]:
        data: dict[str, Any] = json.loads(out[out.index("{") :])
        errors: list[Diagnostic] = []
        revealed: list[Diagnostic] = []
        for e in data.get("errors", []):
            where = (_relative(e["path"]), e["line"], e["column"])
            text: str = e.get("concise_description", e.get("description", ""))
            if e.get("severity", "error") == "error":
                errors.append(Diagnostic(*where, e.get("name", ""), text))
            elif e.get("name") == "reveal-type":
                revealed.append(Diagnostic(*where, "reveal", text.removeprefix("revealed type: ")))
        return errors, revealed

    return Command(command if binary else None, parse)


def _ty(paths: Sequence[str], mode: str) -> Command:
    binary = _binary("ty")
    strict = ["--error", "all"] if mode == "strict" else []  # every rule an error
    command = [
        binary or "ty", "check", "--python", sys.prefix, "--output-format", "concise", *strict,
        *paths,
    ]  # fmt: skip

    def parse(out: str) -> tuple[list[Diagnostic], list[Diagnostic]]:
        return _text_errors(
            out,
            re.compile(r"error\[(?P<code>[\w-]+)\] (?P<message>.*)$"),
            reveal=re.compile(r"info\[revealed-type\] Revealed type: `(?P<type>.*)`$"),
        )

    return Command(command if binary else None, parse)


def _pytype(paths: Sequence[str], mode: str) -> Command:
    del mode  # pytype has one
    sources = str(Path(__file__).resolve().parent.parent)  # typedjax's own sources
    output = os.path.join(tempfile.gettempdir(), "typedjax-check-pytype")
    command = [
        # pytype's own driver, with the standard library parsed once for all the modules
        # (typedjax._pytype_run) rather than once in each module's process.
        sys.executable, "-m", "typedjax._pytype_run", "-V", f"{sys.version_info[0]}.{sys.version_info[1]}",
        "-o", output, "-P", os.pathsep.join([sources, os.getcwd()]), "-k", *paths,
    ]  # fmt: skip

    def parse(out: str) -> tuple[list[Diagnostic], list[Diagnostic]]:
        # typedjax's own modules, analysed on the way, are not the user's errors.
        error = re.compile(r"error: (?P<message>.*) \[(?P<code>[\w-]+)\]$")
        return _text_errors(out, error, skip=os.path.join(sources, "typedjax") + os.sep)

    return Command(command if _module("pytype") else None, parse)


CHECKERS: dict[str, Callable[[Sequence[str], str], Command]] = {
    "mypy": _mypy,
    "pyright": _pyright,
    "pyrefly": _pyrefly,
    "ty": _ty,
    "pytype": _pytype,
}
"""Each checker: given the paths and the mode, its command and its output parser."""

_INSTALL = {
    "mypy": "pip install mypy (or typedjax[check])",
    "pyright": "pip install pyright (or typedjax[check])",
    "pyrefly": "pip install pyrefly (or typedjax[check])",
    "ty": "pip install ty (or typedjax[check])",
    "pytype": "pip install pytype (Python 3.12 at most)",
}


def _cache_folder() -> Path:
    """`.typedjax_cache` in the current folder, ignored by git as mypy's cache is."""
    folder = Path.cwd() / ".typedjax_cache"
    if not folder.exists():
        folder.mkdir(parents=True, exist_ok=True)
        (folder / ".gitignore").write_text(
            "# made by python -m typedjax check\n*\n", encoding="utf-8"
        )
    return folder


def _run_one(name: str, paths: Sequence[str], mode: str, *, cache: bool) -> Report:
    from typedjax import _check_cache

    command, parse = CHECKERS[name](paths, mode)
    if command is None:
        return Report(
            name, "missing", mode=mode,
            detail=f"not installed beside typedjax ({sys.executable}); {_INSTALL[name]}",
        )  # fmt: skip
    key = _check_cache.key(name, command, paths) if cache else None
    if key is not None:
        found = _check_cache.load(_cache_folder(), name, key)
        if found is not None:
            return Report(
                name, "ran", found[0], found[2], command, mode=mode, revealed=found[1], cached=True
            )
    started = time.perf_counter()
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False)
    except OSError as error:
        return Report(
            name, "failed", command=command, mode=mode, detail=f"could not start: {error}"
        )
    seconds = time.perf_counter() - started
    problem: str | None = None
    try:
        errors, revealed = parse(done.stdout)
    except (ValueError, KeyError, TypeError) as error:
        errors, revealed, problem = [], [], f"unreadable output ({type(error).__name__}: {error})"
    # Each checker exits 1 for errors found; anything else, or errors without any parsed, is a failure.
    if problem is None and (done.returncode == 0 or (done.returncode == 1 and errors)):
        if key is not None:
            _check_cache.store(_cache_folder(), name, key, errors, revealed, seconds)
        return Report(name, "ran", errors, seconds, command, mode=mode, revealed=revealed)
    tail = (done.stderr or done.stdout).strip().splitlines()[-5:]
    detail = problem or f"exit status {done.returncode}: " + " | ".join(tail)
    return Report(name, "failed", errors, seconds, command, detail, mode=mode, revealed=revealed)


def run_checkers(
    paths: Sequence[str],
    names: Sequence[str],
    modes: Mapping[str, str] | None = None,
    *,
    cache: bool = True,
    done: Callable[[Report], None] | None = None,
) -> list[Report]:
    """Run the checkers `names` over `paths`, in parallel on the cores there are, each in its
    mode (`MODES`' first unless `modes` names another); `done` hears of each as it ends.

    With `cache`, a checker whose command, installed versions and files are unchanged since
    its last run here answers from `.typedjax_cache`.
    """
    chosen = dict(modes or {})

    def one(name: str) -> Report:
        report = _run_one(name, paths, chosen.get(name, MODES[name][0]), cache=cache)
        if done is not None:
            done(report)
        return report

    workers = max(1, min(len(names), os.cpu_count() or 1))
    if workers == 1:
        return [one(name) for name in names]
    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(one, names))


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


RULES = "rules"
"""The name of the rules pass's row (`typedjax._check_rules`), beside the checkers."""

SYNTAX = "syntax"
"""The name of the row of files that do not parse (`run_syntax`), listed only when one does."""

_PASSES = (SHAPES, RULES, SYNTAX)


def run_syntax(paths: Sequence[str]) -> Report:
    """Python's own parser over the files under `paths`: one error for each file that does not
    parse, where the parser stops."""
    from typedjax._sources import python_files

    started = time.perf_counter()
    found: list[Diagnostic] = []
    for path in python_files(paths):
        if path.suffix not in (".py", ".pyi"):
            continue  # not Python to every checker
        try:
            source = path.read_bytes()
        except OSError:
            continue  # unreadable: the checkers say so
        shown = os.path.relpath(os.path.abspath(path))
        try:
            # Bytes, so that a coding line or a BOM decides the encoding, as for an import.
            compile(source, shown, "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
        except SyntaxError as error:
            found.append(
                Diagnostic(shown, error.lineno or 1, error.offset or 1, "syntax-error", error.msg)
            )
        except ValueError as error:  # Python 3.11: a null byte in the source
            found.append(Diagnostic(shown, 1, 1, "syntax-error", str(error)))
    return Report(SYNTAX, "ran", found, time.perf_counter() - started)


def skipped(name: str, syntax: Report, *, mode: str | None = None) -> Report:
    """The row of the checker or pass `name`, not run because of the files `syntax` found."""
    where = sorted({e.path for e in syntax.errors})
    files = f"{where[0]} does not" if len(where) == 1 else f"{', '.join(where)} do not"
    return Report(
        name, "skipped", mode=mode,
        detail=f"not run: {files} parse (the syntax row); fix that, then check again",
    )  # fmt: skip


def run_rules(paths: Sequence[str]) -> Report:
    """The rules pass (`typedjax._check_rules`) over `paths`, as a row of the table."""
    from typedjax._check_rules import scalar_left

    try:
        found, seconds = scalar_left(paths)
    except Exception as error:  # noqa: BLE001  # a broken pass is a failed row, not a crash
        return Report(RULES, "failed", detail=f"{type(error).__name__}: {error}")
    return Report(RULES, "ran", found, seconds)


def counted(report: Report, *, limitations: str = "list") -> list[Diagnostic]:
    """The errors of `report` that fail the check: not a known limitation (unless the policy
    `limitations` is `fail`), and not one that follows from another error."""
    return [
        e for e in report.errors
        if e.follows is None and (e.known is None or limitations == "fail")
    ]  # fmt: skip


def failed(reports: Sequence[Report], *, limitations: str = "list") -> bool:
    """Whether the check fails: an error counted, or a checker or a pass (shapes, rules) that
    broke."""
    return any(r.status == "failed" or counted(r, limitations=limitations) for r in reports)


class Disagreement(NamedTuple):
    """A line some checkers report and others, which ran, do not."""

    path: str
    line: int
    reported_by: list[str]
    silent: list[str]
    known: list[str]
    """The known limitations that keep a silent checker silent there."""


def disagreements(reports: Sequence[Report], source: Source | None = None) -> list[Disagreement]:
    """Each line that only some of the checkers that ran report (a known limitation or an
    error that follows from another is not a report); `source` reads a file's lines."""
    from typedjax._check_notes import read_lines, silent_limitation

    checkers = [r for r in reports if r.name not in _PASSES]
    ran = [r.name for r in checkers if r.status == "ran"]
    by_line: dict[tuple[str, int], set[str]] = {}
    for report in checkers:
        if report.status == "ran":
            for error in counted(report):
                by_line.setdefault((error.path, error.line), set()).add(report.name)
    split: list[Disagreement] = []
    for (path, line), who in sorted(by_line.items()):
        if len(who) < len(ran):
            silent = [n for n in ran if n not in who]
            known = [
                limit.describe() for n in silent
                if (limit := silent_limitation(n, path, line, source or read_lines)) is not None
            ]  # fmt: skip
            split.append(Disagreement(path, line, [n for n in ran if n in who], silent, known))
    return split


def as_json(reports: Sequence[Report]) -> str:
    """The reports and the disagreements as one JSON document."""
    document = {
        "checkers": [asdict(r) for r in reports],
        "disagreements": [
            {
                "path": d.path,
                "line": d.line,
                "reported_by": d.reported_by,
                "silent": d.silent,
                "known": d.known,
            }
            for d in disagreements(reports)
        ],
    }
    return json.dumps(document, indent=2)


def summary(report: Report) -> str:
    """One line per checker: `mypy (strict): 2 errors, 1 known limitation, 16.2 s`."""
    mode = "" if report.mode is None else f" ({report.mode})"
    if report.status in ("missing", "skipped"):
        return f"{report.name}{mode}: not run, {(report.detail or '').removeprefix('not run: ')}"
    errors = counted(report, limitations="fail")
    known = sum(e.known is not None and e.follows is None for e in errors)
    follows = len(report.errors) - len(errors)
    parts = [f"{len(errors) - known} error{'s' * (len(errors) - known != 1)}"]
    if known:
        parts.append(f"{known} known limitation{'s' * (known != 1)}")
    if follows:
        parts.append(f"{follows} following from them")
    if report.seconds is not None:
        parts.append(f"{report.seconds:.1f} s" + (" (cached)" if report.cached else ""))
    status = "" if report.status == "ran" else " FAILED"
    return f"{report.name}{mode}:{status} " + ", ".join(parts)


def _location(e: Diagnostic) -> str:
    return f"{e.path}:{e.line}:{e.column}"


def _revealed_lines(reports: Sequence[Report], source: Source) -> list[str]:
    """`reveal_type` and `assert_type`, each checker's answer side by side."""

    ran = [r for r in reports if r.status == "ran" and r.name not in _PASSES]
    by_line: dict[tuple[str, int], dict[str, str]] = {}
    for r in ran:
        for e in r.revealed:
            by_line.setdefault((e.path, e.line), {})[r.name] = e.message
    paths = {e.path for r in ran for e in (*r.errors, *r.revealed)}
    for path in sorted(paths):
        for number, text in enumerate(source(path), 1):
            if "assert_type(" in text.split("#", 1)[0]:
                answers = by_line.setdefault((path, number), {})
                for r in ran:
                    failed_here = [e for e in r.errors if (e.path, e.line) == (path, number)]
                    answers.setdefault(
                        r.name, failed_here[0].message.splitlines()[0] if failed_here else "ok"
                    )
    lines: list[str] = []
    width = max((len(r.name) for r in ran), default=0)
    for (path, number), answers in sorted(by_line.items()):
        code = source(path)[number - 1].strip() if number <= len(source(path)) else ""
        lines.append(f"{path}:{number}: {code}")
        lines += [
            f"    {name:<{width}}  {answers.get(name, '-')}" for name in (r.name for r in ran)
        ]
    return lines


def as_text(
    reports: Sequence[Report], *, limitations: str = "list", source: Source | None = None
) -> str:
    """A table of the checkers, their errors, and the lines where they disagree; `source`
    reads a file's lines (default: from disk)."""
    from typedjax._check_notes import read_lines

    read = source or read_lines
    lines = [f"{'checker':<9} {'mode':<9} {'status':<8} {'errors':>6} {'known':>6} {'seconds':>8}"]
    for r in reports:
        listed = counted(r, limitations="fail")
        limits = sum(e.known is not None for e in listed)
        count = "-" if r.status in ("missing", "skipped") else str(len(listed) - limits)
        seconds = "-" if r.seconds is None else f"{r.seconds:.1f}" + ("*" if r.cached else "")
        lines.append(
            f"{r.name:<9} {r.mode or '-':<9} {r.status:<8} {count:>6} {limits:>6} {seconds:>8}"
        )
    if any(r.cached for r in reports):
        lines.append("* answered from .typedjax_cache: nothing it reads changed since the last run")
    not_run = [r for r in reports if r.status == "skipped"]
    if not_run:
        # One line for them all: the same file stopped each one.
        lines.append(f"{', '.join(r.name for r in not_run)}: {not_run[0].detail}")
    for r in reports:
        if r.detail is not None and r.status != "skipped":
            lines.append(f"{r.name}: {r.detail}")
        if r.proved is not None:
            lines.append(
                f"{r.name}: {r.proved} functions proved for every size, {len(r.errors)} with a "
                f"finding, {len(r.skipped)} not proved"
            )
    errors = sorted(
        ((e, r.name) for r in reports for e in r.errors if e.known is None and e.follows is None),
        key=lambda pair: (pair[0].path, pair[0].line, pair[1]),
    )
    follows: dict[tuple[str, str], list[Diagnostic]] = {}
    for r in reports:
        for e in r.errors:
            if e.follows is not None:
                follows.setdefault((r.name, e.follows), []).append(e)
    if errors:
        lines.append("")
        for e, name in errors:
            code = f" [{e.code}]" if e.code else ""
            if name == SYNTAX:
                lines.append(f"{_location(e)}: syntax error: {e.message.splitlines()[0]}")
                continue
            lines.append(f"{_location(e)}: {name}: {e.message.splitlines()[0]}{code}")
            if e.hint is not None:
                lines.append(f"    {e.hint}")
            lines += [f"    {note}" for note in e.notes]
            for after in follows.get((name, _location(e)), []):
                lines.append(
                    f"    follows from it: {_location(after)}: {after.message.splitlines()[0]}"
                    + (f" [{after.code}]" if after.code else "")
                )
    known = [
        (e, r.name) for r in reports for e in r.errors if e.known is not None and e.follows is None
    ]
    if known:
        counted_as = "counted as failures" if limitations == "fail" else "not counted as failures"
        lines += ["", f"Known checker limitations ({counted_as}):"]
        for e, name in sorted(known, key=lambda pair: (pair[0].path, pair[0].line, pair[1])):
            lines.append(f"{_location(e)}: {e.known}")
            lines.append(
                f"    {name}: {e.message.splitlines()[0]}" + (f" [{e.code}]" if e.code else "")
            )
    skipped = [(e, r.name) for r in reports for e in r.skipped]
    if skipped:
        lines += ["", "Not proved (the shape pass cannot trace these for every size):"]
        for e, name in sorted(skipped, key=lambda pair: (pair[0].path, pair[0].line)):
            lines.append(f"{_location(e)}: {name}: {e.message.splitlines()[0]}")
    revealed = _revealed_lines(reports, read)
    if revealed:
        lines += ["", "reveal_type and assert_type, per checker:", *revealed]
    split = disagreements(reports, read)
    if split:
        lines += [
            "",
            "Lines where the checkers disagree (the code or a declaration is wrong there):",
        ]
        for d in split:
            lines.append(
                f"{d.path}:{d.line}: reported by {', '.join(d.reported_by)}; not by {', '.join(d.silent)}"
            )
            lines += [f"    {known_here}" for known_here in d.known]
    return "\n".join(lines) + "\n"


def _escape(text: str, *, property_value: bool = False) -> str:
    """GitHub's escaping of a workflow command's message (and of its properties)."""
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return text.replace(":", "%3A").replace(",", "%2C") if property_value else text


def _explained(e: Diagnostic) -> str:
    """The message with what typedjax adds: the hint, the known limitation, the root error."""
    extra = [
        x
        for x in (e.hint, e.known, None if e.follows is None else f"follows from {e.follows}")
        if x
    ]
    return e.message + "".join(f"\n{x}" for x in extra)


def as_github(reports: Sequence[Report], *, limitations: str = "list") -> str:
    """GitHub Actions workflow commands: an `::error` per counted error, a `::notice` per known
    limitation, follow-on error and line the shape pass did not prove, then the table."""
    lines: list[str] = []
    for r in reports:
        failing = set(map(id, counted(r, limitations=limitations)))
        for e in [*r.errors, *r.skipped]:
            kind = "error" if id(e) in failing else "notice"
            title = _escape(
                f"typedjax {r.name}" + (f" [{e.code}]" if e.code else ""), property_value=True
            )
            lines.append(
                f"::{kind} file={_escape(e.path, property_value=True)},line={e.line},"
                f"col={e.column},title={title}::{_escape(_explained(e))}"
            )
    return "\n".join(lines) + ("\n" if lines else "") + as_text(reports, limitations=limitations)


_SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def as_sarif(reports: Sequence[Report], *, limitations: str = "list") -> str:
    """A SARIF 2.1.0 log: one run per checker (and the shape pass), one result per error
    (`error` when counted, `note` for a known limitation, a follow-on or a line not proved)."""
    try:
        version = importlib.metadata.version("typedjax")
    except importlib.metadata.PackageNotFoundError:
        version = "unknown"
    runs: list[dict[str, object]] = []
    for r in reports:
        failing = set(map(id, counted(r, limitations=limitations)))
        rules = sorted({e.code for e in [*r.errors, *r.skipped] if e.code})
        results: list[dict[str, object]] = []
        for e in [*r.errors, *r.skipped]:
            result: dict[str, object] = {
                "level": "error" if id(e) in failing else "note",
                "message": {"text": _explained(e)},
                "locations": [
                    {
                        "physicalLocation": {
                            "artifactLocation": {
                                "uri": Path(e.path).as_posix(),
                                "uriBaseId": "%SRCROOT%",
                            },
                            "region": {"startLine": e.line, "startColumn": max(e.column, 1)},
                        }
                    }
                ],
            }
            if e.code:
                result["ruleId"] = e.code
                result["ruleIndex"] = rules.index(e.code)
            results.append(result)
        runs.append(
            {
                "tool": {
                    "driver": {
                        "name": f"typedjax check: {r.name}",
                        "version": version,
                        "rules": [{"id": code} for code in rules],
                    }
                },
                "originalUriBaseIds": {"%SRCROOT%": {"uri": Path.cwd().as_uri() + "/"}},
                "invocations": [
                    {
                        "executionSuccessful": r.status != "failed",
                        **({"commandLine": " ".join(r.command)} if r.command else {}),
                        **(
                            {
                                "toolExecutionNotifications": [
                                    {"level": "warning", "message": {"text": r.detail}}
                                ]
                            }
                            if r.detail is not None
                            else {}
                        ),
                    }
                ],
                "properties": {"mode": r.mode, "status": r.status, "seconds": r.seconds},
                "results": results,
            }
        )
    document = {"$schema": _SARIF_SCHEMA, "version": "2.1.0", "runs": runs}
    return json.dumps(document, indent=2)
