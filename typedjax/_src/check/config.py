"""`[tool.typedjax.check]` of the nearest pyproject.toml: what `check` runs, and how.

```toml
[tool.typedjax.check]
checkers = ["mypy", "pyright", "pyrefly", "ty"]  # the default; add "pytype" for it too
paths = ["src", "tests"]                          # checked when the command names none
limitations = "list"                              # or "fail": known limitations fail too
shapes = false                                    # true: also run the shape pass
rules = true                                      # false: no rules pass (scalar-left)

[tool.typedjax.check.strictness]                  # "strict" for every checker by default
pyright = "standard"                              # "project": the project's own settings
```
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast

from typedjax._src.check.checkers import CHECKERS, FAST, MODES

__all__ = ("Config", "read_config")

_KEYS = ("checkers", "paths", "strictness", "limitations", "shapes", "rules")
LIMITATION_POLICIES = ("list", "fail")


@dataclass(frozen=True)
class Config:
    """What `[tool.typedjax.check]` says, with the defaults for what it leaves out."""

    checkers: tuple[str, ...] = FAST
    paths: tuple[str, ...] = ()
    strictness: dict[str, str] = field(default_factory=dict[str, str])
    limitations: str = "list"
    shapes: bool = False
    rules: bool = True
    """Whether the rules pass runs (`typedjax._src.check.rules`: a scalar on the left of a comparison)."""
    source: Path | None = None
    """The pyproject.toml read (None when there is none)."""


def _problem(project: Path, key: str, value: object, expected: str) -> ValueError:
    return ValueError(
        f"{project}: [tool.typedjax.check] {key} = {value!r}; expected {expected}. "
        "Fix or remove the entry."
    )


def _names(project: Path, key: str, value: object, known: tuple[str, ...]) -> tuple[str, ...]:
    expected = f"a list of checker names from {', '.join(known)}"
    shown = value  # as read, for the message (isinstance narrows `value` to a list of Unknown)
    if not isinstance(value, list):
        raise _problem(project, key, shown, expected)
    for item in cast("list[object]", value):
        if not isinstance(item, str) or item not in known:
            raise _problem(project, key, shown, f"{expected} ({item!r} is not one)")
    return tuple(cast("list[str]", value))


def read_config(start: Path | None = None) -> Config:
    """The `[tool.typedjax.check]` table of the pyproject.toml nearest `start` (the current
    folder), checked.

    Raises:
        ValueError: an entry of the wrong type or value, or an unknown key; the message names
            the file, the key and the value, and what is expected.
    """
    here = start or Path.cwd()
    for folder in (here, *here.parents):
        project = folder / "pyproject.toml"
        if project.exists():
            break
    else:
        return Config()
    with project.open("rb") as handle:
        table: object = tomllib.load(handle)
    for key in ("tool", "typedjax", "check"):
        table = cast("dict[str, object]", table).get(key, {}) if isinstance(table, dict) else {}
    if not isinstance(table, dict):
        raise _problem(project, "", table, "a table")
    entries = cast("dict[str, object]", table)
    for key in entries:
        if key not in _KEYS:
            raise ValueError(
                f"{project}: [tool.typedjax.check] has an unknown key {key!r} = {entries[key]!r}; "
                f"known keys: {', '.join(_KEYS)}. Fix its spelling or remove it."
            )
    checkers = _names(project, "checkers", entries.get("checkers", list(FAST)), tuple(CHECKERS))
    raw_paths = entries.get("paths", [])
    shown = raw_paths  # as read, for the message
    if not isinstance(raw_paths, list) or not all(
        isinstance(p, str) for p in cast("list[object]", raw_paths)
    ):
        raise _problem(project, "paths", shown, "a list of files or folders (strings)")
    # Paths are relative to the pyproject.toml's folder; the checkers run from the current one.
    paths = tuple(os.path.relpath(folder / p) for p in cast("list[str]", raw_paths))
    strictness = entries.get("strictness", {})
    if not isinstance(strictness, dict):
        raise _problem(project, "strictness", strictness, "a table of checker = mode")
    modes: dict[str, str] = {}
    for name, mode in cast("dict[str, object]", strictness).items():
        if name not in MODES:
            raise _problem(
                project, f"strictness.{name}", mode, f"a checker name from {', '.join(MODES)}"
            )
        if not isinstance(mode, str) or mode not in MODES[name]:
            raise _problem(
                project, f"strictness.{name}", mode, f"one of {', '.join(map(repr, MODES[name]))}"
            )
        modes[name] = mode
    limitations = entries.get("limitations", "list")
    if limitations not in LIMITATION_POLICIES:
        raise _problem(project, "limitations", limitations, "'list' (the default) or 'fail'")
    shapes = entries.get("shapes", False)
    if not isinstance(shapes, bool):
        raise _problem(project, "shapes", shapes, "true or false")
    rules = entries.get("rules", True)
    if not isinstance(rules, bool):
        raise _problem(project, "rules", rules, "true (the default) or false")
    return Config(checkers, paths, modes, str(limitations), shapes, rules, project)
