"""The declarations written by generators: every generator's output is current, and
almost every overload row of the package comes from one.

A rule (a promotion, a `dtype=` request, a linear-algebra result) is a table in a
generator under `tools/`; the modules hold its output between `# BEGIN GENERATED`
and `# END GENERATED` markers. A hand-written overload outside a block is allowed
only as a one-off, so their share is bounded here.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GENERATORS = sorted(path.name for path in (ROOT / "tools").glob("gen_*.py"))
LEAST_GENERATED = 0.95


def _gen(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """`python -m tools.gen ARGS` in `cwd` (a repository's root)."""
    command = [sys.executable, "-m", "tools.gen", *args]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)


# The generators read the newest JAX's objects and format with ruff (the `dev` extra), so
# they run in the main environment; the oldest-JAX run (`--oldest`) leaves them out.
@pytest.mark.checkers
def test_generated_declarations_are_current() -> None:
    done = _gen("--check")
    assert done.returncode == 0, f"run python -m tools.gen:\n{done.stdout}{done.stderr}"


@pytest.mark.checkers
def test_the_check_fails_on_an_edited_block(tmp_path: Path) -> None:
    """In a copy of the generators and the package, a hand-edited generated block fails
    `--check`, which names the file and its generator and rewrites nothing, also when a
    generator run after it is current; a run without `--check` makes the copy current."""
    ignore = shutil.ignore_patterns("__pycache__")
    shutil.copytree(ROOT / "tools", tmp_path / "tools", ignore=ignore)
    shutil.copytree(ROOT / "typedjax", tmp_path / "typedjax", ignore=ignore)
    shutil.copy(ROOT / "pyproject.toml", tmp_path)  # ruff's settings
    init = tmp_path / "typedjax" / "numpy" / "__init__.py"
    original = init.read_text()
    line = "from typedjax._src.numpy.ufuncs import sin as sin\n"
    assert original.count(line) == 1, "pick another line of the generated re-exports"
    edited = original.replace(line, "")
    init.write_text(edited)

    # gen_random_samplers.py runs after gen_numpy_init.py and is current.
    done = _gen("--check", "gen_numpy_init.py", "gen_random_samplers.py", cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    stale = "out of date: typedjax/numpy/__init__.py; run python tools/gen_numpy_init.py"
    assert stale in done.stderr, done.stderr
    assert "1 generator(s) out of date: gen_numpy_init.py" in done.stderr, done.stderr
    assert init.read_text() == edited

    assert _gen("gen_numpy_init.py", cwd=tmp_path).returncode == 0
    assert line in init.read_text()
    done = _gen("--check", "gen_numpy_init.py", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_recorded_promotion_answers_are_the_installed_jax() -> None:
    """The promotion tables of the dtype classes are generated from answers recorded from
    JAX (tools/promotion_jax.json); every supported JAX must give each of them."""
    done = subprocess.run(
        [sys.executable, "tools/gen_dtype_promotion.py", "--verify"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, f"the installed JAX differs:\n{done.stdout}{done.stderr}"
    assert "gives every recorded answer" in done.stdout, done.stdout


def overload_rows() -> dict[str, tuple[int, int]]:
    """Per module of `typedjax/`: `(hand-written, generated)` overload counts."""
    counts: dict[str, tuple[int, int]] = {}
    for path in sorted((ROOT / "typedjax").rglob("*.py")):
        inside, hand, generated = False, 0, 0
        for line in path.read_text().splitlines():
            text = line.strip()
            if text.startswith("# BEGIN GENERATED"):
                inside = True
            elif text.startswith("# END GENERATED"):
                inside = False
            elif text == "@overload":
                if inside:
                    generated += 1
                else:
                    hand += 1
        if hand or generated:
            counts[str(path.relative_to(ROOT))] = (hand, generated)
    return counts


def test_overload_rows_come_from_generators() -> None:
    counts = overload_rows()
    hand = sum(h for h, _ in counts.values())
    total = hand + sum(g for _, g in counts.values())
    assert total > 4000, f"only {total} overloads found: is the count reading the package?"
    largest = sorted(((h, name) for name, (h, _) in counts.items() if h), reverse=True)[:8]
    assert (total - hand) / total >= LEAST_GENERATED, (
        f"{hand} of {total} overloads are hand-written ({hand / total:.1%}); at most "
        f"{1 - LEAST_GENERATED:.0%} may be. Largest: {largest}. Move the ladder into a "
        "generator under tools/ (see tools/_blocks.py)."
    )


def test_every_block_names_its_generator() -> None:
    for path in sorted((ROOT / "typedjax").rglob("*.py")):
        for line in path.read_text().splitlines():
            if line.strip().startswith("# BEGIN GENERATED"):
                script = line.split("(tools/")[-1].rstrip(")")
                assert script in GENERATORS, f"{path}: {line.strip()} names no tools/gen_*.py"


def _hand_ladders(path: Path) -> list[tuple[int, str]]:
    """`(line, name)` of each overload ladder of `path` outside a generated block."""
    text = path.read_text()
    inside: list[bool] = []
    generated = False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("# BEGIN GENERATED"):
            generated = True
        elif stripped.startswith("# END GENERATED"):
            generated = False
        inside.append(generated)
    found: list[tuple[int, str]] = []

    def is_overload(node: ast.stmt) -> bool:
        return isinstance(node, ast.FunctionDef) and any(
            ast.unparse(d) in ("overload", "typing.overload") for d in node.decorator_list
        )

    def visit(body: list[ast.stmt]) -> None:
        previous: ast.stmt | None = None
        for node in body:
            if isinstance(node, ast.If):
                visit(node.body)
                visit(node.orelse)
            elif isinstance(node, ast.ClassDef):
                visit(node.body)
            elif isinstance(node, ast.FunctionDef) and is_overload(node):
                starts = not (
                    previous is not None and is_overload(previous)
                    and isinstance(previous, ast.FunctionDef) and previous.name == node.name
                )  # fmt: skip
                first = min(d.lineno for d in node.decorator_list)
                if starts and not inside[first - 1]:
                    found.append((first, node.name))
            previous = node

    visit(ast.parse(text).body)
    return found


def test_every_hand_written_ladder_says_why() -> None:
    unexplained: list[str] = []
    for path in sorted((ROOT / "typedjax").rglob("*.py")):
        lines = path.read_text().splitlines()
        for first, name in _hand_ladders(path):
            above = lines[first - 2].strip()
            k = first - 2
            while above.startswith("#") and not above.startswith("# Hand-written") and k > 0:
                k -= 1
                above = lines[k].strip()
            if not above.startswith("# Hand-written, a one-off:"):
                unexplained.append(f"{path.relative_to(ROOT)}:{first} {name}")
    assert not unexplained, (
        "overload ladders written by hand without a `# Hand-written, a one-off: <why>` comment "
        f"(or move them into a generator under tools/): {unexplained}"
    )
