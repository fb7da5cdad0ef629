"""`bench_numpy_check --thin K` cuts what it says it cuts, and nothing else."""

from __future__ import annotations

import ast
import re
import shutil
from pathlib import Path

import pytest

from bench.bench_numpy_check import thin

ROOT = Path(__file__).resolve().parents[2]


def _ladders(path: Path) -> dict[str, int]:
    """The number of `@overload` rows of every function in `path`, by qualified name."""
    counts: dict[str, int] = {}

    def visit(body: list[ast.stmt], prefix: str) -> None:
        for node in body:
            if isinstance(node, ast.If):
                visit(node.body, prefix)
                visit(node.orelse, prefix)
            elif isinstance(node, ast.ClassDef):
                visit(node.body, f"{prefix}{node.name}.")
            elif isinstance(node, ast.FunctionDef) and any(
                ast.unparse(d).endswith("overload") for d in node.decorator_list
            ):
                counts[prefix + node.name] = counts.get(prefix + node.name, 0) + 1

    visit(ast.parse(path.read_text()).body, "")
    return counts


@pytest.mark.parametrize("rows", [1, 3])
def test_thin_keeps_the_first_rows_of_every_ladder(tmp_path: Path, rows: int) -> None:
    package = tmp_path / "typedjax"
    shutil.copytree(ROOT / "typedjax", package, ignore=shutil.ignore_patterns("__pycache__"))
    thin(package, rows)
    for module in sorted((ROOT / "typedjax" / "_src" / "numpy").glob("*.py")):
        before = _ladders(module)
        after = _ladders(package / "_src" / "numpy" / module.name)
        assert after == {name: min(n, rows) for name, n in before.items()}, module.name
    shipped = (ROOT / "typedjax" / "_src" / "array" / "array.py").read_text()
    block = shipped[shipped.index("# BEGIN GENERATED") : shipped.index("# END GENERATED")]
    operators = set(re.findall(r"def (__\w+__)\(", block))
    assert {"__add__", "__radd__", "__matmul__", "__rshift__"} <= operators
    text = (package / "_src" / "array" / "array.py").read_text()
    cut = text[text.index("# BEGIN GENERATED") : text.index("# END GENERATED")]
    assert sorted(re.findall(r"def (__\w+__)\(self, other: ArrayLike\)", cut)) == sorted(operators)
    assert "@overload" not in cut
    # Outside the operator block, Array is as shipped.
    assert text.replace(cut, "") == shipped.replace(block, "")
