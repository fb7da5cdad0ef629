"""pyright as `check` runs it: its command line, modes and JSON output."""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Sequence
from typing import Any

from typedjax._src.check.cache import cache_folder
from typedjax._src.check.checkers._shared import installed, relative
from typedjax._src.check.model import Checker, Command, Diagnostic

__all__ = ("CHECKER",)


def _config(mode: str) -> list[str]:
    """`--project` with a configuration of `mode` beside the cache, reading imports from here."""
    folder = cache_folder() / "pyright" / mode
    folder.mkdir(parents=True, exist_ok=True)
    config = {"typeCheckingMode": mode, "extraPaths": [os.getcwd()]}
    target = folder / "pyrightconfig.json"
    text = json.dumps(config, indent=2)
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")
    return ["--project", str(target)]


_REVEAL = re.compile(r'^Type of ".*" is "(?P<type>.*)"$', re.DOTALL)


def _command(paths: Sequence[str], mode: str) -> Command:
    project = [] if mode == "project" else _config(mode)
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
            where = (relative(d["file"]), start["line"] + 1, start["character"] + 1)
            shown = _REVEAL.match(d["message"])
            if d.get("severity") == "error":
                errors.append(Diagnostic(*where, d.get("rule", ""), d["message"]))
            elif d.get("severity") == "information" and shown is not None:
                revealed.append(Diagnostic(*where, "reveal", shown["type"]))
        return errors, revealed

    return Command(command if installed("pyright") else None, parse)


CHECKER = Checker(
    "pyright",
    _command,
    modes=("strict", "standard", "basic", "project"),
    install="pip install pyright (or typedjax[check])",
    fast=True,
)
"""pyright: its `typeCheckingMode` set to the mode, unless the mode is `project`."""
