"""`check --format text`: the table of the checkers and passes, their errors, and where they
disagree; and the one-line summary of a row that `check` prints as each one ends."""

from __future__ import annotations

from collections.abc import Sequence

from typedjax._src.check.model import PASSES, SYNTAX, Diagnostic, Report, Source, counted
from typedjax._src.check.notes import disagreements, read_lines

__all__ = ("as_text", "explained", "summary")


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
    """`path:line:column`, as `Diagnostic.follows` names an error."""
    return f"{e.path}:{e.line}:{e.column}"


def explained(e: Diagnostic) -> str:
    """The message with what typedjax adds: the hint, the known limitation, the root error."""
    extra = [
        x
        for x in (e.hint, e.known, None if e.follows is None else f"follows from {e.follows}")
        if x
    ]
    return e.message + "".join(f"\n{x}" for x in extra)


def _revealed_lines(reports: Sequence[Report], source: Source) -> list[str]:
    """`reveal_type` and `assert_type`, each checker's answer side by side."""

    ran = [r for r in reports if r.status == "ran" and r.name not in PASSES]
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
