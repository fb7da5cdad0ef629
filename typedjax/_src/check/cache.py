"""`.typedjax_cache`: each checker's last answer, kept until anything it could read changes.

The key is a hash of the command, the versions of the checkers and of what typedjax
reads (JAX, NumPy, jaxtyping), typedjax's own sources and stubs, and every Python
file and checker configuration under the checked paths and the current folder
(their sizes and modification times). A second run over unchanged files reads the
answer back instead of starting the checker.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import os
import sys
from collections.abc import Iterator, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from typedjax._src.check.model import Diagnostic
from typedjax._src.check.sources import TYPEDJAX, walk

__all__ = ("cache_folder", "key", "load", "store")

_DISTRIBUTIONS = (
    "mypy",
    "pyright",
    "pyrefly",
    "ty",
    "pytype",
    "jax",
    "jaxlib",
    "numpy",
    "jaxtyping",
)
_CONFIGS = frozenset(
    {
        "pyproject.toml",
        "mypy.ini",
        ".mypy.ini",
        "setup.cfg",
        "pyrightconfig.json",
        "pyrefly.toml",
        "ty.toml",
    }
)
_VERSION = 1  # of the stored layout


def cache_folder() -> Path:
    """`.typedjax_cache` in the current folder, ignored by git as mypy's cache is."""
    folder = Path.cwd() / ".typedjax_cache"
    if not folder.exists():
        folder.mkdir(parents=True, exist_ok=True)
        (folder / ".gitignore").write_text(
            "# made by python -m typedjax check\n*\n", encoding="utf-8"
        )
    return folder


def _version(name: str) -> str | None:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def _files(root: Path) -> Iterator[Path]:
    """The Python files and checker configurations under `root`, skipping environments."""
    if root.is_file():
        yield root
        return
    for file in walk(root):
        if file.suffix in (".py", ".pyi") or file.name in _CONFIGS:
            yield file


def key(name: str, command: Sequence[str], paths: Sequence[str]) -> str:
    """The state that checker `name`'s answer to `command` depends on, as one hash."""
    digest = hashlib.sha256()
    digest.update(json.dumps([_VERSION, name, list(command), sys.executable]).encode())
    digest.update(json.dumps([(d, _version(d)) for d in _DISTRIBUTIONS]).encode())
    roots = {TYPEDJAX, TYPEDJAX.parent / "stubs", Path.cwd(), *(Path(p).resolve() for p in paths)}
    seen: set[Path] = set()
    for root in sorted(roots):
        if not root.exists():
            continue
        for path in sorted(_files(root)):
            if path in seen:
                continue
            seen.add(path)
            stat = path.stat()
            digest.update(f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def _entry(folder: Path, name: str) -> Path:
    return folder / "check" / f"{name}.json"


def load(
    folder: Path, name: str, key: str
) -> tuple[list[Diagnostic], list[Diagnostic], float] | None:
    """The errors, revealed types and seconds stored for `name` under `key`, if any."""
    try:
        stored: dict[str, Any] = json.loads(_entry(folder, name).read_text(encoding="utf-8"))
        if stored.get("key") != key:
            return None

        def read(rows: list[dict[str, Any]]) -> list[Diagnostic]:
            found: list[Diagnostic] = []
            for row in rows:
                notes: tuple[str, ...] = tuple(row.pop("notes"))
                found.append(Diagnostic(**row, notes=notes))
            return found

        return read(stored["errors"]), read(stored["revealed"]), float(stored["seconds"])
    except (OSError, ValueError, KeyError, TypeError):
        return None  # no entry, or one from another layout: run the checker


def store(
    folder: Path,
    name: str,
    key: str,
    errors: list[Diagnostic],
    revealed: list[Diagnostic],
    seconds: float,
) -> None:
    """Keep `name`'s answer under `key` (one entry per checker: the latest run's)."""
    entry = _entry(folder, name)
    entry.parent.mkdir(parents=True, exist_ok=True)
    document = {
        "key": key,
        "seconds": seconds,
        "errors": [asdict(e) for e in errors],
        "revealed": [asdict(e) for e in revealed],
    }
    partial = entry.with_suffix(f".{os.getpid()}.tmp")
    partial.write_text(json.dumps(document), encoding="utf-8")
    partial.replace(entry)
