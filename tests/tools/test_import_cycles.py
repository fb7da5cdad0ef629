"""No import cycle in the package or in tools/: imports flow one way.

Every import statement counts, at module level or inside a function: an import
moved into a function to break a cycle at run time still ties the two modules
together. `tools/gen/` imports its siblings as top-level modules (`import _blocks`).
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def modules(root: Path, package: str) -> dict[str, Path]:
    """Every module under `root / package`, by dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for path in sorted((root / package).rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _imported(
    node: ast.Import | ast.ImportFrom, module: str, is_package: bool, known: Collection[str]
) -> list[str]:
    """The modules `node` imports: `import a.b` gives `a.b`; `from a import b` gives `a.b`
    when that is a module of `known`, else `a`."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        here = module.split(".") if is_package else module.split(".")[:-1]
        here = here[: len(here) - (node.level - 1)]
        base = ".".join([*here, *([node.module] if node.module else [])])
    submodules = [f"{base}.{alias.name}" for alias in node.names]
    return [m for m in submodules if m in known] or [base]


def graph(root: Path, package: str, flat: bool = False) -> dict[str, set[str]]:
    """Each module's imports of other modules under `package`. `flat`: the folder's scripts
    import each other as top-level modules (tools/)."""
    found = modules(root, package)
    prefix = f"{package}." if flat else ""
    known = {name.removeprefix(prefix) for name in found}
    edges: dict[str, set[str]] = {name: set() for name in found}
    for name, path in found.items():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import | ast.ImportFrom):
                for target in _imported(node, name, path.name == "__init__.py", known):
                    target = prefix + target if prefix + target in found else target
                    if target in found and target != name:
                        edges[name].add(target)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(edges[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component: list[str] = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return out


def _shown(found: Iterable[list[str]]) -> str:
    return "\n".join(" <-> ".join(c) for c in found)


def test_the_package_has_no_import_cycle() -> None:
    edges = graph(ROOT, "typedjax")
    assert len(edges) > 150 and any(edges.values())  # the walk saw the package
    found = cycles(edges)
    assert not found, f"import cycles in typedjax/:\n{_shown(found)}"


def test_tools_have_no_import_cycle() -> None:
    edges = graph(ROOT / "tools", "gen", flat=True)
    assert edges["gen.numpy_ufuncs"] >= {"gen._blocks", "gen._rules"}
    found = cycles(edges)
    assert not found, f"import cycles in tools/gen/:\n{_shown(found)}"


def test_the_check_finds_a_cycle_through_a_function_level_import(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from pkg.b import g\n")
    (package / "b.py").write_text("def g():\n    from pkg import a\n")
    (package / "c.py").write_text("from . import a\n")
    assert cycles(graph(tmp_path, "pkg")) == [["pkg.a", "pkg.b"]]
