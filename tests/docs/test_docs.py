"""docs/ is user documentation, and what it says of `typedjax check`'s modes is what runs."""

from __future__ import annotations

import re
import subprocess
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


# ---- docs/architecture.md's tree ---------------------------------------------------------

_ENTRY = re.compile(r"^(?P<indent> *)(?P<name>[\w.-]+/?)(?:  +\S.*)?$")

COMPLETE = (
    "", "typedjax", "typedjax/_src", "typedjax/_src/check", "typedjax/_src/generated", "tools",
    "tools/gen", "tests",
)  # fmt: skip
"""The folders whose every entry the tree must name (`""`: the repository's rooms)."""

_UNLISTED = frozenset({"__pycache__", "py.typed", "__init__.py", "conftest.py"})


def tree(text: str) -> list[str]:
    """The paths the tree block of `text` (the first code block after `## The tree`) names,
    relative to the repository: a folder ends with `/`; an entry two spaces deeper than a
    folder is inside it."""
    block = text.split("## The tree", 1)[1].split("```\n", 2)[1]
    paths: list[str] = []
    parents: list[str] = []  # the folder at each depth
    for line in block.splitlines():
        found = _ENTRY.match(line)
        assert found is not None, f"docs/architecture.md: not a tree entry: {line!r}"
        depth = len(found["indent"]) // 2
        assert len(found["indent"]) % 2 == 0 and depth <= len(parents), line
        del parents[depth:]
        path = "".join(parents) + found["name"]
        paths.append(path)
        if path.endswith("/"):
            parents.append(found["name"])
    return paths


def _entries(folder: str) -> set[str]:
    """What the tree must name in `folder`: its files and folders, hidden ones, caches and
    package markers left out (and, at the top, the configuration files)."""
    tracked = {line.split("/", 1)[0] + ("/" if "/" in line else "") for line in _git_files(folder)}
    names = {n for n in tracked if not n.startswith(".") and n not in _UNLISTED}
    if not folder:  # the repository's rooms: its folders; files are the configuration
        names = {n for n in names if n.endswith("/")}
    return {f"{folder}/{n}" if folder else n for n in names}


def _git_files(folder: str) -> list[str]:
    done = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "--", folder or "."],
        cwd=ROOT, capture_output=True, text=True, check=True,
    )  # fmt: skip
    prefix = f"{folder}/" if folder else ""
    # Tracked or not yet added, and present: what a commit of the work tree would hold.
    return [
        line.removeprefix(prefix) for line in done.stdout.splitlines() if (ROOT / line).exists()
    ]


def test_the_architecture_tree_names_every_room_and_nothing_absent() -> None:
    paths = tree((DOCS / "architecture.md").read_text())
    absent = [p for p in paths if not (ROOT / p).exists() or p.endswith("/") != (ROOT / p).is_dir()]
    assert not absent, f"docs/architecture.md names what the repository lacks: {absent}"
    named = {p.rstrip("/") for p in paths}
    missing = sorted(
        entry for folder in COMPLETE for entry in _entries(folder) if entry.rstrip("/") not in named
    )
    assert not missing, f"docs/architecture.md's tree leaves out: {missing}"


def test_the_tree_check_can_fail() -> None:
    # The meta-check: a tree without a module, and one naming a module that is not there.
    text = (DOCS / "architecture.md").read_text()
    assert "typedjax/_src/check/model.py" in tree(text)
    shorter = text.replace("      model.py", "      gone.py", 1)
    assert "typedjax/_src/check/gone.py" in tree(shorter)
    assert "typedjax/_src/check/model.py" not in tree(shorter)
