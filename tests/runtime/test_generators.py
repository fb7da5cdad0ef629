"""The declarations written by generators: every generator's output is current, and
almost every overload row of the package comes from one.

A rule (a promotion, a `dtype=` request, a linear-algebra result) is a table in a
generator under `tools/`; the modules hold its output between `# BEGIN GENERATED`
and `# END GENERATED` markers. A hand-written overload outside a block is allowed
only as a one-off, so their share is bounded here.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GENERATORS = sorted(path.name for path in (ROOT / "tools").glob("gen_*.py"))
LEAST_GENERATED = 0.95


@pytest.mark.parametrize("script", GENERATORS)
def test_generated_declarations_are_current(script: str) -> None:
    done = subprocess.run(
        [sys.executable, f"tools/{script}", "--check"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, f"{script} --check failed:\n{done.stdout}{done.stderr}"


def overload_rows() -> dict[str, tuple[int, int]]:
    """Per module of `typedjax/`: `(hand-written, generated)` overload counts."""
    counts: dict[str, tuple[int, int]] = {}
    for path in sorted((ROOT / "typedjax").rglob("*.py")):
        inside, hand, generated = False, 0, 0
        for line in path.read_text().splitlines():
            text = line.strip()
            if text.startswith("# BEGIN GENERATED"):
                inside = True
            elif text.startswith("# END GENERATED"):
                inside = False
            elif text == "@overload":
                if inside:
                    generated += 1
                else:
                    hand += 1
        if hand or generated:
            counts[str(path.relative_to(ROOT))] = (hand, generated)
    return counts


def test_overload_rows_come_from_generators() -> None:
    counts = overload_rows()
    hand = sum(h for h, _ in counts.values())
    total = hand + sum(g for _, g in counts.values())
    assert total > 4000, f"only {total} overloads found: is the count reading the package?"
    largest = sorted(((h, name) for name, (h, _) in counts.items() if h), reverse=True)[:8]
    assert (total - hand) / total >= LEAST_GENERATED, (
        f"{hand} of {total} overloads are hand-written ({hand / total:.1%}); at most "
        f"{1 - LEAST_GENERATED:.0%} may be. Largest: {largest}. Move the ladder into a "
        "generator under tools/ (see tools/_blocks.py)."
    )


def test_every_block_names_its_generator() -> None:
    for path in sorted((ROOT / "typedjax").rglob("*.py")):
        for line in path.read_text().splitlines():
            if line.strip().startswith("# BEGIN GENERATED"):
                script = line.split("(tools/")[-1].rstrip(")")
                assert script in GENERATORS, f"{path}: {line.strip()} names no tools/gen_*.py"
