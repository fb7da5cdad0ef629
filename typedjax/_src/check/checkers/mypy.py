"""mypy as `check` runs it: its command line, modes and output, and its known limitation."""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence

from typedjax._src.check.checkers._shared import installed, text_errors
from typedjax._src.check.model import Checker, Command, Diagnostic

__all__ = ("CHECKER",)


def _command(paths: Sequence[str], mode: str) -> Command:
    command = [
        sys.executable, "-m", "mypy", "--show-column-numbers", "--show-error-codes",
        "--no-error-summary", "--no-pretty", "--hide-error-context",
        *(["--strict"] if mode == "strict" else []),
        "--python-executable", sys.executable, *paths,
    ]  # fmt: skip

    def parse(out: str) -> tuple[list[Diagnostic], list[Diagnostic]]:
        return text_errors(
            out,
            re.compile(r"error: (?P<message>.*?)(?:  \[(?P<code>[\w-]+)\])?$"),
            reveal=re.compile(r'note: Revealed type is "(?P<type>.*)"$'),
            note=re.compile(r"note: (?P<note>.*)$"),
        )

    return Command(command if installed("mypy") else None, parse)


CHECKER = Checker(
    "mypy",
    _command,
    modes=("strict", "project"),
    install="pip install mypy (or typedjax[check])",
    fast=True,
)
"""mypy: `--strict` unless the mode is `project` (the project's own configuration)."""
