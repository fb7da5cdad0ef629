"""The runs of `python -m typedjax check`: the checkers and the passes over the user's paths.

Each checker runs as a subprocess with settings that see typedjax: the current
interpreter's environment (so an editable install resolves), and, for pytype,
typedjax's own sources on its path. The four fast checkers (mypy, pyright,
pyrefly, ty) run by default, in parallel where cores allow, each in a stated mode
(strict unless configured); pytype runs when asked. Their errors are normalised to
(path, line, column, code, message), with what each checker revealed for
`reveal_type`. Beside them, the rules pass (`rules`, by default) and the shape pass
(`shapes`, when asked) each give a row of the same table. Before any of them, Python's
own parser reads each file: a file that does not parse is reported once, as a `syntax`
row, and the rest is skipped (each checker would report it again, in its own words).
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from typedjax._src.check import cache as _cache
from typedjax._src.check.checkers import CHECKERS, MODES
from typedjax._src.check.model import RULES, SHAPES, SYNTAX, Diagnostic, Report
from typedjax._src.check.rules import scalar_left
from typedjax._src.check.sources import python_files

if TYPE_CHECKING:
    from typedjax._src.check.shapes import Finding

__all__ = ("run_checkers", "run_rules", "run_shapes", "run_syntax", "skipped")


def _run_one(name: str, paths: Sequence[str], mode: str, *, cache: bool) -> Report:
    checker = CHECKERS[name]
    command, parse = checker.command(paths, mode)
    if command is None:
        return Report(
            name, "missing", mode=mode,
            detail=f"not installed beside typedjax ({sys.executable}); {checker.install}",
        )  # fmt: skip
    key = _cache.key(name, command, paths) if cache else None
    if key is not None:
        found = _cache.load(_cache.cache_folder(), name, key)
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
            _cache.store(_cache.cache_folder(), name, key, errors, revealed, seconds)
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


def run_shapes(paths: Sequence[str]) -> Report:
    """The shape pass (`typedjax._src.check.shapes`) over `paths`, as a row of the table."""
    # It imports JAX and traces with it: only a run that asks for it pays for that, and
    # the command line still starts where JAX does not import.
    from typedjax._src.check.shapes import check_shapes

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


def run_syntax(paths: Sequence[str]) -> Report:
    """Python's own parser over the files under `paths`: one error for each file that does not
    parse, where the parser stops."""
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
    """The rules pass (`typedjax._src.check.rules`) over `paths`, as a row of the table."""
    try:
        found, seconds = scalar_left(paths)
    except Exception as error:  # noqa: BLE001  # a broken pass is a failed row, not a crash
        return Report(RULES, "failed", detail=f"{type(error).__name__}: {error}")
    return Report(RULES, "ran", found, seconds)
