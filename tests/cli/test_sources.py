"""One walk over a project's folders serves check's cache, its rules pass, check --shapes and migrate."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from typedjax._src.check import cache, migrate, rules, shapes
from typedjax._src.check.sources import walk

SOURCES = ("a.py", "pkg/b.py", "pkg/c.pyi", "pkg/notes.txt", "pkg/sub/d.py")
NOT_SOURCES = (
    ".git/e.py", ".venv312/f.py", "pkg/__pycache__/g.py", "web/node_modules/h.py",
    "build/lib/i.py", "lib/site-packages/j.py", "env/lib/k.py",
)  # fmt: skip


def _tree(root: Path) -> None:
    for name in (*SOURCES, *NOT_SOURCES):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text("x = 1\n")
    (root / "env" / "pyvenv.cfg").write_text("home = /usr/bin\n")


def _names(root: Path, files: Iterable[Path]) -> list[str]:
    return [f.resolve().relative_to(root.resolve()).as_posix() for f in files]


def test_the_walk_leaves_out_hidden_folders_caches_outputs_and_environments(
    tmp_path: Path,
) -> None:
    _tree(tmp_path)
    assert _names(tmp_path, list(walk(tmp_path))) == list(SOURCES)
    # A virtual environment named as the folder to walk holds no sources either.
    assert list(walk(tmp_path / "env")) == []


def test_the_cache_the_rules_pass_shapes_and_migrate_read_the_same_python_files(
    tmp_path: Path,
) -> None:
    _tree(tmp_path)
    python = ["a.py", "pkg/b.py", "pkg/sub/d.py"]
    cached = [f for f in getattr(cache, "_files")(tmp_path) if f.suffix == ".py"]  # noqa: B009
    assert _names(tmp_path, cached) == python
    assert _names(tmp_path, getattr(rules, "_python_files")([str(tmp_path)])) == python  # noqa: B009
    assert _names(tmp_path, migrate.python_files([str(tmp_path)])) == python
    # check --shapes imports what it reads: a walk into .venv or build would import those.
    assert _names(tmp_path, getattr(shapes, "_python_files")([str(tmp_path)])) == python  # noqa: B009
