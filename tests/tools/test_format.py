"""The repository as `ruff format` writes it, and the pre-commit hooks on the same ruff.

The generators format what they write (tools/gen/_blocks.py), so generated and hand-written
code read alike; the pre-commit hooks (.pre-commit-config.yaml) format a commit, and this
test fails CI on a file that is not formatted.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


# ruff comes with the `dev` extra, which the oldest-JAX run (`--oldest`) does not install.
@pytest.mark.checkers
def test_the_repository_is_formatted() -> None:
    command = [sys.executable, "-m", "ruff", "format", "--check", "--output-format=concise", "."]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, (
        f"run ruff format . (or pre-commit install, to format each commit):\n{done.stdout}"
        f"{done.stderr}"
    )


def test_pre_commit_runs_the_pinned_ruff() -> None:
    dev = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    pins = [r for r in dev["dev"] if re.fullmatch(r"ruff==[\w.]+", r)]
    assert len(pins) == 1, f"the dev extra pins no single ruff: {dev['dev']}"
    config = (ROOT / ".pre-commit-config.yaml").read_text()
    hooks = re.findall(r"- id: (\S+)", config)
    assert hooks == ["ruff-check", "ruff-format"], hooks
    installs = re.findall(r'additional_dependencies: \["(ruff==[\w.]+)"\]', config)
    assert installs == [pins[0]] * len(hooks), (
        f".pre-commit-config.yaml's hooks install {installs}; pyproject.toml's dev extra pins "
        f"{pins[0]}: give both the same version"
    )


_VERSIONED_REMARK = re.compile(
    r"\b(?:mypy|pyright|basedpyright|pyrefly|ty|pytype) \d+\.\d+(?:\.\d+)?\b", re.IGNORECASE
)
"""A checker named with a version ("ty 0.0.107 answers Unknown")."""


def test_no_checker_remark_carries_a_version_outside_the_limitation_table() -> None:
    """A remark about what one release of a checker does goes stale unseen; such facts
    live in each checker's limitation table (typedjax/_src/check/checkers/), which a
    reproduction keeps true, and the code says only what the construction is for."""
    table = ROOT / "typedjax" / "_src" / "check" / "checkers"
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for folder in ("typedjax", "tools", "stubs")
        for path in sorted((ROOT / folder).rglob("*.py*"))
        if path.suffix in (".py", ".pyi") and not path.is_relative_to(table)
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if _VERSIONED_REMARK.search(line)
    ]
    assert not found, "move these into the limitation table:\n" + "\n".join(found)
