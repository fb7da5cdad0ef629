"""The command line every block generator shares: rewrite a marked block, or check it."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path


def main(
    target: Path, begin: str, end: str, render: Callable[[], str], script: str,
    argv: list[str] | None = None,
) -> int:  # fmt: skip
    """Replace `begin`..`end` of `target` by `render()`, or with `--check` say if it differs."""
    parser = argparse.ArgumentParser(description=f"Write the generated block of {target.name}.")
    parser.add_argument("--check", action="store_true", help="fail if the file is out of date")
    args = parser.parse_args(argv)
    text = target.read_text()
    start, stop = text.index(begin), text.index(end) + len(end)
    new = text[:start] + render() + text[stop:]
    if args.check:
        if new != text:
            print(f"{target} is out of date; run python tools/{script}", file=sys.stderr)
            return 1
        return 0
    target.write_text(new)
    return 0
