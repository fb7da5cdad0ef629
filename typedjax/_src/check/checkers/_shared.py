"""What the checker modules share: finding a checker beside this interpreter, and reading the
`path:line:column: ...` lines checkers print."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import sys
from pathlib import Path

from typedjax._src.check.model import Diagnostic

__all__ = ("binary", "installed", "relative", "short", "text_errors")


def relative(path: str) -> str:
    """`path` relative to the current folder, as the tables show it."""
    return os.path.relpath(os.path.abspath(path))


def binary(name: str) -> str | None:
    """The executable `name` beside this interpreter, else on the PATH; None when neither."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    return shutil.which(name)


def installed(module: str) -> bool:
    """Whether this interpreter can import `module`."""
    return importlib.util.find_spec(module) is not None


_LINE = re.compile(r"^(?P<path>.+?):(?P<line>\d+):(?P<column>\d+): (?P<rest>.*)$")


def text_errors(
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
        path, row, column = relative(where["path"]), int(where["line"]), int(where["column"])
        what = error.match(where["rest"])
        if what is not None:
            found.append(Diagnostic(path, row, column, what["code"] or "", what["message"]))
            continue
        shown = None if reveal is None else reveal.match(where["rest"])
        if shown is not None:
            revealed.append(Diagnostic(path, row, column, "reveal", short(shown["type"])))
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


def short(type_text: str) -> str:
    """A type as the checkers print it, without module prefixes (`Array[float32]`)."""
    return _QUALIFIED.sub("", type_text)
