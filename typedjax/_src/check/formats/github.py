"""`check --format github`: GitHub Actions workflow commands, one per finding, then the table."""

from __future__ import annotations

from collections.abc import Sequence

from typedjax._src.check.formats.text import as_text, explained
from typedjax._src.check.model import Report, counted

__all__ = ("as_github",)


def _escape(text: str, *, property_value: bool = False) -> str:
    """GitHub's escaping of a workflow command's message (and of its properties)."""
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return text.replace(":", "%3A").replace(",", "%2C") if property_value else text


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
                f"col={e.column},title={title}::{_escape(explained(e))}"
            )
    return "\n".join(lines) + ("\n" if lines else "") + as_text(reports, limitations=limitations)
