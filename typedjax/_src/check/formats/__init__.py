"""`check`'s output formats by name: what `--format` writes to standard output."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from typedjax._src.check.formats.github import as_github
from typedjax._src.check.formats.json import as_json
from typedjax._src.check.formats.sarif import as_sarif
from typedjax._src.check.formats.text import as_text
from typedjax._src.check.model import Report

__all__ = ("FORMATS", "Format")

Format = Callable[[Sequence[Report], str], str]
"""Writes the reports under a limitations policy (`list` or `fail`), as printed."""

FORMATS: dict[str, Format] = {
    "text": lambda reports, limitations: as_text(reports, limitations=limitations),
    "json": lambda reports, limitations: as_json(reports) + "\n",
    "github": lambda reports, limitations: as_github(reports, limitations=limitations),
    "sarif": lambda reports, limitations: as_sarif(reports, limitations=limitations) + "\n",
}
"""Each format by name, the default first."""
