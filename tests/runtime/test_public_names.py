"""No helper name is public in a typedjax module: not at run time, to checkers or in editors.

A public module (a dotted path with no `_`-prefixed part) holds re-exports and
`__all__`; its declarations live in a private sibling. So `TYPE_CHECKING`,
`annotations`, `overload`, `np`, TypeVars and protocols never show up beside the
API: not in `dir()` (a) nor among the bindings a checker reads, those under
`if TYPE_CHECKING:` included (b), nor in an editor's completion list (c, with
jedi, which lists whatever a module binds). Each public name is in `__all__` or is
a public submodule.
"""

from __future__ import annotations

import ast
import importlib
import os
import pkgutil
import sys
import tempfile
import textwrap
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import typedjax

ROOT = Path(__file__).resolve().parents[2]


def _is_public(dotted: str) -> bool:
    return not any(part.startswith("_") for part in dotted.split("."))


def _public_modules() -> list[str]:
    """Every public module of typedjax, imported (so that `dir()` holds every submodule)."""
    found = ["typedjax"]
    found += [info.name for info in pkgutil.walk_packages(typedjax.__path__, "typedjax.")]
    public = sorted(name for name in found if _is_public(name))
    for name in public:
        importlib.import_module(name)
    return public


PUBLIC_MODULES = _public_modules()


def test_the_walk_finds_the_public_modules() -> None:
    assert {"typedjax", "typedjax.numpy.linalg", "typedjax.scipy.special"} <= set(PUBLIC_MODULES)
    assert {"typedjax.scipy.stats.norm", "typedjax.scipy.sparse.linalg"} <= set(PUBLIC_MODULES)
    assert len(PUBLIC_MODULES) > 40, PUBLIC_MODULES


def exported(module: ModuleType) -> set[str]:
    """The module's `__all__`."""
    names: object = getattr(module, "__all__", None)
    assert isinstance(names, list | tuple), f"{module.__name__} has no __all__ list or tuple"
    return {str(name) for name in names}  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]  # narrowed from object


def public_submodules(dotted: str) -> set[str]:
    """The names of the public modules directly below `dotted`."""
    return {name.rpartition(".")[2] for name in PUBLIC_MODULES if name.rpartition(".")[0] == dotted}


def allowed(module: ModuleType) -> set[str]:
    return exported(module) | public_submodules(module.__name__)


# ---- (a) run time --------------------------------------------------------------------------


def runtime_strays(module: ModuleType) -> list[str]:
    """Public names of `dir(module)` that are neither in `__all__` nor public submodules."""
    return sorted(n for n in dir(module) if not n.startswith("_") and n not in allowed(module))


@pytest.mark.parametrize("dotted", PUBLIC_MODULES)
def test_dir_holds_only_the_api(dotted: str) -> None:
    strays = runtime_strays(sys.modules[dotted])
    assert not strays, f"{dotted} has public names outside __all__ at run time: {strays}"


# ---- (b) what checkers read ----------------------------------------------------------------


def _bound(node: ast.stmt) -> Iterator[str]:
    """The module-level names one statement binds, descending into blocks a checker reads."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            yield alias.asname or alias.name.partition(".")[0]
    elif isinstance(node, ast.ImportFrom):
        for alias in node.names:
            yield alias.asname or alias.name  # `*` stands for whatever it brings
    elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        yield node.name
    elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for target in targets:
            yield from (n.id for n in ast.walk(target) if isinstance(n, ast.Name))
    blocks: list[list[ast.stmt]] = []
    if isinstance(node, ast.If | ast.For | ast.AsyncFor | ast.While):
        blocks += [node.body, node.orelse]
    elif isinstance(node, ast.With | ast.AsyncWith):
        blocks.append(node.body)
    elif isinstance(node, ast.Try | ast.TryStar):
        blocks += [node.body, *(h.body for h in node.handlers), node.orelse, node.finalbody]
    for block in blocks:
        for inner in block:
            yield from _bound(inner)


def bindings(source: str) -> set[str]:
    """Every module-level name of `source` that does not start with `_`."""
    return {
        name for node in ast.parse(source).body for name in _bound(node) if not name.startswith("_")
    }


def static_strays(source: str, allowed_names: set[str]) -> list[str]:
    return sorted(bindings(source) - allowed_names)


@pytest.mark.parametrize("dotted", PUBLIC_MODULES)
def test_checkers_see_only_the_api(dotted: str) -> None:
    module = sys.modules[dotted]
    assert module.__file__ is not None
    strays = static_strays(Path(module.__file__).read_text(), allowed(module))
    assert not strays, (
        f"{dotted} binds public names outside __all__ that checkers and editors list: {strays}. "
        "Move declarations and helpers into a private module and re-export the API."
    )


# ---- (c) what an editor completes ---------------------------------------------------------


def _jedi() -> Any:  # jedi ships no type information: Any stays at this one boundary
    jedi = importlib.import_module("jedi")
    # One parso cache per process: xdist workers sharing ~/.cache/jedi read each other's
    # half-written pickles (parso's cache raised EOFError in a CI run).
    jedi.settings.cache_directory = str(Path(tempfile.gettempdir()) / f"jedi-{os.getpid()}")
    return jedi


def completions(
    dotted: str, sys_path: list[str] | None = None, *, private: bool = False
) -> set[str]:
    """What jedi completes after `import <dotted> as m; m.`, without `_` names; with
    `private`, what it completes after `m._` (the `_` names only)."""
    jedi = _jedi()
    project = jedi.Project(ROOT, sys_path=sys_path, added_sys_path=[str(ROOT)])
    typed = "_" if private else ""
    script = jedi.Script(
        f"import {dotted} as m\nm.{typed}",
        project=project,
        environment=jedi.InterpreterEnvironment(),
    )
    names = {str(c.name) for c in script.complete(2, 2 + len(typed))}
    return {n for n in names if n.startswith("_") == private}


@pytest.mark.parametrize("dotted", PUBLIC_MODULES)
def test_editors_complete_only_the_api(dotted: str) -> None:
    module = sys.modules[dotted]
    found = completions(dotted)
    strays = sorted(found - allowed(module))
    assert not strays, f"jedi completes {dotted}. with names outside __all__: {strays}"
    absent = sorted(exported(module) - found)
    assert not absent, f"jedi does not complete {dotted}. with these names of __all__: {absent}"


# ---- the checks can fail -----------------------------------------------------------------

_LEAKY = textwrap.dedent(
    """\
    from __future__ import annotations

    from typing import TYPE_CHECKING

    __all__ = ["f"]

    if TYPE_CHECKING:
        from typing import TypeVar, overload

        import numpy as np

        _T = TypeVar("_T")
        T = TypeVar("T")

        @overload
        def f(x: int) -> int: ...
        @overload
        def f(x: str) -> str: ...
        def f(x: int | str) -> int | str: ...
    else:
        try:
            from math import floor as f
        except ImportError:
            helper = None
    """
)
_LEAKED = ["T", "TYPE_CHECKING", "TypeVar", "annotations", "helper", "np", "overload"]


def test_static_check_can_fail() -> None:
    assert static_strays(_LEAKY, {"f"}) == _LEAKED
    clean = "import typing as _typing\nfrom math import floor as f\n__all__ = ['f']\n"
    clean += "if not _typing.TYPE_CHECKING:\n    from math import ceil as __getattr__\n"
    assert static_strays(clean, {"f"}) == []


def test_runtime_check_can_fail() -> None:
    module = ModuleType("leaky")
    exec(compile(_LEAKY, "leaky.py", "exec"), vars(module))  # noqa: S102  # the fixed source above
    assert runtime_strays(module) == ["TYPE_CHECKING", "annotations"]


def test_completion_check_can_fail(tmp_path: Path) -> None:
    (tmp_path / "leaky_module.py").write_text(_LEAKY)
    found = completions("leaky_module", sys_path=[str(tmp_path), *sys.path])
    assert sorted(found - {"f"}) == _LEAKED
