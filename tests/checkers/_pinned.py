"""What the pyrefly and ty tests share: pinned error counts and the must-fail lines."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TYPING = ROOT / "tests" / "typing"


def relative(path: object) -> str:
    """`path` relative to the repository root."""
    return os.path.relpath(os.path.abspath(str(path)), ROOT)


def pass_targets() -> list[str]:
    """The package, the examples and every `check_*.py` pass file."""
    passes = sorted(str(p.relative_to(ROOT)) for p in TYPING.rglob("check_*.py"))
    return ["typedjax", "examples", *passes]


def fail_files() -> list[Path]:
    """Every `fail_*.py` file of tests/typing."""
    return sorted(TYPING.rglob("fail_*.py"))


def assert_only_pinned(
    checker: str,
    errors: Iterable[tuple[str, str, int, str]],
    pinned: Mapping[tuple[str, str], tuple[int, str]],
) -> None:
    """Errors `(file, code, line, message)` must be exactly the pinned counts per (file, code)."""
    listed = list(errors)
    found = Counter((path, code) for path, code, _, _ in listed)
    unexpected = {
        key: [f"{line}: {message}" for path, code, line, message in listed if (path, code) == key]
        for key in found
        if key not in pinned
    }
    assert not unexpected, f"{checker} errors that are not pinned: {unexpected}"
    want = {key: count for key, (count, _) in pinned.items()}
    changed = {
        key: f"pinned {want.get(key, 0)}, found {found.get(key, 0)}"
        for key in want.keys() | found.keys()
        if want.get(key, 0) != found.get(key, 0)
    }
    assert not changed, (
        f"{checker}'s pinned counts changed (update the pins with the reason): {changed}"
    )


def assert_must_fail_lines(
    checker: str,
    reported: Mapping[str, set[int]],
    accepted: Mapping[tuple[str, str], str] | None = None,
) -> None:
    """Every must-fail line (it carries mypy's `# type: ignore[...]`) is reported, no other line.

    `accepted` pins the must-fail lines the checker accepts, each `(file, code)` (the
    line's code without its comments) with the reason; each must still be accepted.
    """
    known = dict(accepted or {})
    missed: list[str] = []
    stray: list[str] = []
    must_fail = 0
    for path in fail_files():
        name = str(path.relative_to(ROOT))
        lines = path.read_text().splitlines()
        marked = {i for i, line in enumerate(lines, 1) if "# type: ignore[" in line}
        must_fail += len(marked)
        got = reported.get(name, set())
        for i in sorted(marked - got):
            if known.pop((name, lines[i - 1].split("#")[0].strip()), None) is None:
                missed.append(f"{name}:{i}: {lines[i - 1].strip()}")
        stray += [f"{name}:{i}: {lines[i - 1].strip()}" for i in sorted(got - marked)]
    assert must_fail > 300, must_fail  # the fail files hold some 400 must-fail lines
    assert not missed, f"must-fail lines {checker} accepts:\n" + "\n".join(missed)
    assert not known, f"pinned lines {checker} now rejects (or that no longer exist): {known}"
    assert not stray, f"lines {checker} rejects that mypy and pyright accept:\n" + "\n".join(stray)
