"""What `check` adds to the checkers' errors, reading them against the user's source.

Known checker limitations (each checker's module lists its own), errors that follow
from an earlier one (pyright's "is unknown" after the error that made the value
unknown), the dtype name a misspelled one was meant to be, the closest rows of an
overload that no call matched, and the lines where the checkers disagree.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import replace

from typedjax._src.check.checkers import CHECKERS
from typedjax._src.check.model import (
    PASSES,
    Diagnostic,
    Disagreement,
    Limitation,
    Report,
    Source,
    counted,
)

__all__ = (
    "annotate", "disagreements", "dtype_hint", "known_limitation", "read_lines",
    "silent_limitation",
)  # fmt: skip


_LINES: dict[str, tuple[str, ...]] = {}


def read_lines(path: str) -> tuple[str, ...]:
    """The lines of `path`, read once per run; none when it cannot be read."""
    if path not in _LINES:
        try:
            with open(path, encoding="utf-8") as handle:
                _LINES[path] = tuple(handle.read().splitlines())
        except (OSError, UnicodeDecodeError):
            _LINES[path] = ()
    return _LINES[path]


def _at(lines: Sequence[str], line: int) -> str:
    return lines[line - 1] if 0 < line <= len(lines) else ""


_DEF = re.compile(r"^(?P<indent>\s*)(?:async\s+)?def\s")


def _function(lines: Sequence[str], line: int) -> str:
    """The source of the function around `line` (the line alone outside any)."""
    start = line
    while start > 0 and _DEF.match(_at(lines, start)) is None:
        start -= 1
    found = _DEF.match(_at(lines, start))
    if found is None:
        return _at(lines, line)
    end = start + 1
    indent = len(found["indent"])
    while end <= len(lines):
        text = _at(lines, end)
        # A line back at the def's indentation ends it, unless it closes the signature.
        if (
            text.strip()
            and len(text) - len(text.lstrip()) <= indent
            and not text.lstrip().startswith(")")
        ):
            break
        end += 1
    return "\n".join(lines[start - 1 : end - 1])


def _matches(limit: Limitation, error: Diagnostic | None, lines: Sequence[str], line: int) -> bool:
    if error is not None:
        if limit.codes and error.code not in limit.codes:
            return False
        if limit.message is not None and limit.message.search(error.message) is None:
            return False
    where = _function(lines, line) if limit.scope == "function" else _at(lines, line)
    return limit.source.search(where) is not None


def _limitations(checker: str) -> tuple[Limitation, ...]:
    """The known limitations of `checker` (none for a pass, or a name no checker has)."""
    found = CHECKERS.get(checker)
    return () if found is None else found.limitations


def known_limitation(
    checker: str, error: Diagnostic, source: Source = read_lines
) -> Limitation | None:
    """The known limitation of `checker` that `error` is, if any."""
    lines = source(error.path)
    for limit in _limitations(checker):
        if limit.shows == "error" and _matches(limit, error, lines, error.line):
            return limit
    return None


def silent_limitation(
    checker: str, path: str, line: int, source: Source = read_lines
) -> Limitation | None:
    """The known limitation that keeps `checker` silent at `path:line`, if any."""
    lines = source(path)
    for limit in _limitations(checker):
        if limit.shows == "silent" and _matches(limit, None, lines, line):
            return limit
    return None


def _unknown(checker: str, error: Diagnostic) -> bool:
    """An error that only says a type is unknown, which an earlier error usually explains."""
    return checker == "pyright" and (
        error.code.startswith("reportUnknown")
        or "is unknown" in error.message
        or "is partially unknown" in error.message
    )


_NAME = re.compile(r"[A-Za-z_]\w*")
_ASSIGNED = re.compile(r"^\s*(?P<targets>[\w\s,.\[\]()*]+?)\s*(?::[^=]*)?(?<![=!<>])=(?!=)")


def _names(text: str) -> set[str]:
    return set(_NAME.findall(text.split("#", 1)[0]))


def _targets(text: str) -> set[str]:
    found = _ASSIGNED.match(text)
    return set() if found is None else _names(found["targets"])


def _group(checker: str, errors: list[Diagnostic], source: Source) -> list[Diagnostic]:
    """`errors` with each unknown-type error that follows from an earlier one pointing at it.

    An error follows from another when it is on the same line, or when a name on its line
    was assigned on the other's line (or, in turn, on a line that follows from it).
    """
    grouped: list[Diagnostic] = []
    by_file: dict[str, list[Diagnostic]] = {}
    for error in errors:
        by_file.setdefault(error.path, []).append(error)
    for path, found in by_file.items():
        lines = source(path)
        tainted: dict[str, Diagnostic] = {}
        roots_at: dict[int, Diagnostic] = {}
        # Per line, the errors that are not about unknown types first: they are the roots.
        ordered = sorted(found, key=lambda e: (e.line, _unknown(checker, e), e.column))
        for error in ordered:
            text = _at(lines, error.line)
            if not _unknown(checker, error):
                roots_at.setdefault(error.line, error)
                for name in _targets(text):
                    tainted[name] = error
                grouped.append(error)
                continue
            root = roots_at.get(error.line) or next(
                (tainted[n] for n in sorted(_names(text)) if n in tainted), None
            )
            if root is None:
                grouped.append(error)
                continue
            for name in _targets(text):
                tainted[name] = root
            roots_at.setdefault(error.line, root)
            grouped.append(replace(error, follows=f"{root.path}:{root.line}:{root.column}"))
    return grouped


_DTYPE_NAMES: list[frozenset[str]] = []


def _dtype_names() -> frozenset[str]:
    """Every string a `dtype=` takes (typedjax.typing's `DTypeName`), without importing JAX."""
    if not _DTYPE_NAMES:
        from typing import get_args

        from typedjax._src.generated.typing.dtype_names import DTypeName

        names: set[str] = set()
        pending: list[object] = [DTypeName]
        while pending:
            item = pending.pop()
            if isinstance(item, str):
                names.add(item)
            else:
                pending.extend(get_args(item))
        _DTYPE_NAMES.append(frozenset(names))
    return _DTYPE_NAMES[0]


_STRING = re.compile(r"""(?P<quote>["'])(?P<text>[A-Za-z][\w]*)(?P=quote)""")


def dtype_hint(value: str) -> str | None:
    """`'flaot32' is not a dtype name; did you mean 'float32'?`, or None for a dtype name
    or a string close to none."""
    names = _dtype_names()
    if value in names:
        return None
    spelled = sorted(n for n in names if len(n) > 3)  # names, not one-letter codes
    wanted = value.strip().lower()
    close = [
        name for name in difflib.get_close_matches(wanted, spelled, n=3, cutoff=0.75)
        if abs(len(name) - len(wanted)) <= 1 and (name == wanted or not name.startswith(wanted))  # a typo, not `float`
    ]  # fmt: skip
    return None if not close else f"{value!r} is not a dtype name; did you mean {close[0]!r}?"


def _hint(error: Diagnostic, lines: Sequence[str]) -> str | None:
    text = _at(lines, error.line)
    for found in _STRING.finditer(text):
        value = found["text"]
        before = text[: found.start()].rstrip()
        # A dtype position: `dtype=`, as_dtype(...), or the string quoted in the checker's message.
        if before.endswith(("dtype=", "as_dtype(", "astype(")) or repr(value) in error.message:
            hint = dtype_hint(value)
            if hint is not None:
                return hint
    return None


_ARGUMENTS = re.compile(r'matches argument types? (?P<types>(?:"[^"]*"(?:, )?)+)')
_SHOWN_ROWS = 3


def _closest_rows(error: Diagnostic, line: str) -> tuple[str, ...]:
    """Of mypy's `Possible overload variants:` rows, the few closest to the call: first those
    naming a string close to one on the line (a misspelled dtype name), then by likeness of
    the parameters to the argument types."""
    rows = [n.strip() for n in error.notes if n.lstrip().startswith("def ")]
    if len(rows) <= _SHOWN_ROWS:
        return error.notes
    found = _ARGUMENTS.search(error.message)
    wanted = "" if found is None else found["types"].replace('"', "")
    strings = [m["text"] for m in _STRING.finditer(line)]

    def closeness(row: str) -> tuple[float, float]:
        parameters = row.split("(", 1)[-1]
        named = re.findall(r"'([^']*)'", parameters)
        spelled = max(
            (difflib.SequenceMatcher(None, s, n).ratio() for s in strings for n in named),
            default=0.0,
        )
        return spelled, difflib.SequenceMatcher(None, wanted, parameters, autojunk=False).ratio()

    best = sorted(rows, key=closeness, reverse=True)[:_SHOWN_ROWS]
    return (
        f"closest of {len(rows)} overload rows:",
        *best,
        f"({len(rows) - _SHOWN_ROWS} more rows; mypy alone lists every one)",
    )


def annotate(reports: Sequence[Report], source: Source = read_lines) -> None:
    """Mark each report's known limitations and follow-on errors, and add hints, in place."""
    for report in reports:
        marked: list[Diagnostic] = []
        for error in report.errors:
            limit = known_limitation(report.name, error, source)
            lines = source(error.path)
            marked.append(
                replace(
                    error,
                    known=None if limit is None else limit.describe(),
                    hint=error.hint or _hint(error, lines),
                    notes=_closest_rows(error, _at(lines, error.line)),
                )
            )
        report.errors = _group(report.name, marked, source)


def disagreements(reports: Sequence[Report], source: Source = read_lines) -> list[Disagreement]:
    """Each line that only some of the checkers that ran report (a known limitation or an
    error that follows from another is not a report); `source` reads a file's lines."""
    checkers = [r for r in reports if r.name not in PASSES]
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
                if (limit := silent_limitation(n, path, line, source)) is not None
            ]  # fmt: skip
            split.append(Disagreement(path, line, [n for n in ran if n in who], silent, known))
    return split
