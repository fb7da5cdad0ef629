"""What `check` finds and reports: diagnostics, one report per checker or pass, and what fails.

Every other module of `typedjax._src.check` builds on these types; this one imports none
of them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal, NamedTuple

__all__ = (
    "PASSES", "RULES", "SHAPES", "SYNTAX", "Checker", "Command", "Diagnostic", "Disagreement",
    "Limitation", "Parse", "Report", "Source", "Status", "counted", "failed",
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

Parse = Callable[[str], tuple[list[Diagnostic], list[Diagnostic]]]
"""Reads a checker's standard output: its errors and the types it revealed."""


class Command(NamedTuple):
    """How to run one checker: its command (None when not installed) and its output parser."""

    argv: list[str] | None
    parse: Parse
    """The errors and the revealed types in the checker's standard output."""


@dataclass(frozen=True)
class Limitation:
    """One checker limitation, and how it shows in that checker's output."""

    checker: str
    summary: str
    reproduction: str
    """The minimal program that shows it, relative to the typedjax repository."""
    shows: Literal["error", "silent"]
    """`error`: the checker reports correct code; `silent`: it accepts wrong code."""
    source: re.Pattern[str]
    """What the code at the line (or, with `scope="function"`, its function) contains."""
    codes: tuple[str, ...] = ()
    """The checker's error codes it shows as (empty: any)."""
    message: re.Pattern[str] | None = None
    scope: Literal["line", "function"] = "line"

    def describe(self) -> str:
        """`known pyrefly limitation: ..., see ...`."""
        return f"known {self.checker} limitation: {self.summary}, see {self.reproduction}"


@dataclass(frozen=True)
class Checker:
    """Everything `check` knows of one checker: how to run it, how to read it, where it falls
    short."""

    name: str
    command: Callable[[Sequence[str], str], Command]
    """Given the paths and the mode, its command and its output parser."""
    modes: tuple[str, ...]
    """Its modes, the default first. `project` is the project's own configuration."""
    install: str
    """How to install it, for the row of a checker that is missing."""
    fast: bool
    """Whether `check` runs it by default (pytype takes minutes and runs when asked)."""
    limitations: tuple[Limitation, ...] = ()
    """Its limitations that typedjax's declarations meet, each pinned with a reproduction in
    typedjax's own tests: an error that matches one is listed as that limitation, not
    counted, and a line it keeps the checker silent on names it."""


SHAPES = "shapes"
"""The name of the shape pass's row: listed beside the checkers, never one of them."""

RULES = "rules"
"""The name of the rules pass's row (`typedjax._src.check.rules`), beside the checkers."""

SYNTAX = "syntax"
"""The name of the row of files that do not parse, listed only when one does."""

PASSES = (SHAPES, RULES, SYNTAX)
"""The rows that are no checker: none of them takes part in a disagreement."""


class Disagreement(NamedTuple):
    """A line some checkers report and others, which ran, do not."""

    path: str
    line: int
    reported_by: list[str]
    silent: list[str]
    known: list[str]
    """The known limitations that keep a silent checker silent there."""


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
