"""The checkers `check` runs, by name: each one's module holds all `check` knows of it."""

from __future__ import annotations

from typedjax._src.check.checkers import mypy, pyrefly, pyright, pytype, ty
from typedjax._src.check.model import Checker, Limitation

__all__ = ("CHECKERS", "FAST", "LIMITATIONS", "MODES")

CHECKERS: dict[str, Checker] = {
    c.name: c for c in (mypy.CHECKER, pyright.CHECKER, pyrefly.CHECKER, ty.CHECKER, pytype.CHECKER)
}
"""Each checker by name, in the order the table lists them."""

FAST = tuple(name for name, c in CHECKERS.items() if c.fast)
"""The checkers `check` runs by default; pytype takes minutes and runs when asked."""

MODES: dict[str, tuple[str, ...]] = {name: c.modes for name, c in CHECKERS.items()}
"""Each checker's modes, the default first. `project` is the project's own configuration."""

LIMITATIONS: tuple[Limitation, ...] = tuple(
    limit for c in CHECKERS.values() for limit in c.limitations
)
"""Every limitation the project pins with a reproduction (tests/cli/test_check.py keeps
this table and the reproduction folders in step)."""
