"""docs/ is user documentation, and what it says of `typedjax check`'s modes is what runs."""

from __future__ import annotations

import re
from pathlib import Path

from typedjax._src.check.checkers import CHECKERS, MODES

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"

DEVELOPMENT_LOG = re.compile(r"\b(?:stop|issue|branch) (?:#?\d+|`[\w./-]+`)", re.IGNORECASE)
"""How a development log names its steps: `stop 40`, `issue 26`, branch `proto-promotion`."""


def test_docs_hold_only_user_documentation() -> None:
    # Development logs and probes belong in dev/notes/; docs/ is the pages users read.
    for path in sorted(DOCS.rglob("*")):
        if path.is_dir():
            continue
        shown = path.relative_to(ROOT)
        assert path.parent == DOCS and path.suffix == ".md", (
            f"{shown} is not a page of docs/: docs/ holds the Markdown pages users read; "
            "move development notes and probes to dev/notes/."
        )
        for number, line in enumerate(path.read_text().splitlines(), 1):
            found = DEVELOPMENT_LOG.search(line)
            assert found is None, (
                f"{shown}:{number} reads like a development log ({found[0]!r}): "
                "say it for users, or move it to dev/notes/."
            )


def test_the_development_log_pattern_finds_the_notes() -> None:
    # The check above can fail: the promotion prototype's log, once under docs/, trips it.
    notes = (ROOT / "dev" / "notes" / "promotion-prototype" / "README.md").read_text()
    found = {m[0].lower() for m in DEVELOPMENT_LOG.finditer(notes)}
    assert {"stop 40", "issue 26", "branch `proto-promotion`"} <= found, found


def _bullets(section: str) -> dict[str, str]:
    """The `- **name**: text` items of a Markdown section, by name, lines joined."""
    items = re.split(r"^- \*\*", section, flags=re.MULTILINE)[1:]
    found: dict[str, str] = {}
    for item in items:
        name, _, text = item.partition("**:")
        found[name] = " ".join(text.split())
    return found


def test_checkers_md_says_what_each_mode_runs() -> None:
    text = (DOCS / "checkers.md").read_text()
    assert "\n### Strictness\n" in text, "docs/checkers.md has no section on check's modes"
    section = text.split("### Strictness\n", 1)[1].split("\n#", 1)[0]
    stated = _bullets(section)
    assert list(stated) == list(MODES), stated
    every_mode = {mode for modes in MODES.values() for mode in modes}
    for name, modes in MODES.items():
        named = set(re.findall(r"`(\w+)`", stated[name])) & every_mode
        assert named == set(modes), f"docs/checkers.md names {named} for {name}; it has {modes}"
    # The flags the page names are those of the commands `check` builds.
    commands = {"mypy": ("mypy --strict", "project"), "ty": ("ty check --error all", "default")}
    for name, (command, other) in commands.items():
        assert f"`{command}`" in stated[name], stated[name]
        strict = CHECKERS[name].command(["x.py"], "strict").argv
        plain = CHECKERS[name].command(["x.py"], other).argv
        if strict is not None and plain is not None:  # None: the checker is not installed here
            added = [arg for arg in strict if arg not in plain]
            assert added == command.split()[-len(added) :], (name, strict, plain)
    assert "`pyrefly check --preset MODE`" in stated["pyrefly"]
    assert "`typeCheckingMode`" in stated["pyright"]
