"""pyrefly as `check` runs it: its command line, presets and JSON output, and its known
limitations."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from typedjax._src.check.checkers._shared import binary, relative
from typedjax._src.check.model import Checker, Command, Diagnostic, Limitation

__all__ = ("CHECKER",)


def _configured() -> bool:
    """Whether a pyrefly.toml or a [tool.pyrefly] table applies to the current folder."""
    for folder in (Path.cwd(), *Path.cwd().parents):
        if (folder / "pyrefly.toml").exists():
            return True
        project = folder / "pyproject.toml"
        if project.exists() and "[tool.pyrefly" in project.read_text(encoding="utf-8"):
            return True
    return False


def _command(paths: Sequence[str], mode: str) -> Command:
    found = binary("pyrefly")
    # Unconfigured, pyrefly uses its "basic" preset, which skips assignment and call checks;
    # `project` keeps a project's own configuration, and its "default" preset without one.
    if mode == "project":
        preset = [] if _configured() else ["--preset", "default"]
    else:
        preset = ["--preset", mode]
    command = [
        found or "pyrefly", "check", "--output-format", "json", *preset,
        "--python-interpreter-path", sys.executable, *paths,
    ]  # fmt: skip

    def parse(out: str) -> tuple[list[Diagnostic], list[Diagnostic]]:
        data: dict[str, Any] = json.loads(out[out.index("{") :])
        errors: list[Diagnostic] = []
        revealed: list[Diagnostic] = []
        for e in data.get("errors", []):
            where = (relative(e["path"]), e["line"], e["column"])
            text: str = e.get("concise_description", e.get("description", ""))
            if e.get("severity", "error") == "error":
                errors.append(Diagnostic(*where, e.get("name", ""), text))
            elif e.get("name") == "reveal-type":
                revealed.append(Diagnostic(*where, "reveal", text.removeprefix("revealed type: ")))
        return errors, revealed

    return Command(command if found else None, parse)


CHECKER = Checker(
    "pyrefly",
    _command,
    modes=("strict", "default", "basic", "project"),
    install="pip install pyrefly (or typedjax[check])",
    fast=True,
    limitations=(
        Limitation(
            "pyrefly",
            "an overloaded function passed as the callable of apply_along_axis gives "
            "Array[Unknown]",
            "tests/checkers/pyrefly_repros/overloaded_callable_argument.py",
            "error",
            re.compile(r"\bapply_along_axis\("),
            ("assert-type",),
            re.compile(r"Unknown"),
        ),
        Limitation(
            "pyrefly",
            "piecewise with a lambda beside a constant is Unknown",
            "tests/checkers/pyrefly_repros/piecewise_lambda.py",
            "error",
            re.compile(r"\bpiecewise\("),
            ("assert-type",),
            re.compile(r"Unknown"),
        ),
    ),
)
"""pyrefly: `--preset MODE`, or under `project` the project's configuration (its "default"
preset without one)."""
