"""The files under a folder that `check` and `migrate` read: one walk for all of them.

`check` hashes them for its cache and runs its rules pass over the `.py` ones;
`migrate` rewrites the `.py` ones. None of them reads what is not a project's own
source: hidden folders (`.git`, `.venv`, tool caches), byte code, `node_modules`,
build outputs, installed packages and virtual environments.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from pathlib import Path

__all__ = ("SKIPPED_FOLDERS", "TYPEDJAX", "python_files", "walk")

TYPEDJAX = Path(__file__).resolve().parents[2]
"""typedjax's own folder (in a clone, `stubs/` is beside it): what `check`'s cache hashes of
typedjax, and where pytype reads it from."""

SKIPPED_FOLDERS = frozenset({"__pycache__", "node_modules", "build", "site-packages"})
"""Folder names never walked into, besides hidden folders and virtual environments."""


def _environment(folder: Path) -> bool:
    return (folder / "pyvenv.cfg").exists()


def walk(root: Path) -> Iterator[Path]:
    """Every file under the folder `root`, sorted within each folder, leaving out hidden
    folders, `SKIPPED_FOLDERS` and virtual environments (a folder holding `pyvenv.cfg`,
    `root` included)."""
    if _environment(root):
        return
    for folder, names, files in os.walk(root):
        names[:] = sorted(
            name for name in names
            if not name.startswith(".") and name not in SKIPPED_FOLDERS
            and not _environment(Path(folder, name))
        )  # fmt: skip
        for name in sorted(files):
            yield Path(folder, name)


def python_files(paths: Sequence[str]) -> list[Path]:
    """The paths named that are no folder, as given, then the `.py` files `walk` finds under
    each folder named."""
    found: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            found += [file for file in walk(path) if file.suffix == ".py"]
        else:
            found.append(path)
    return found
