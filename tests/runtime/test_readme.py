"""The README's tour is examples/tour.py, and it runs."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from typedjax._version import supported_versions

ROOT = Path(__file__).resolve().parents[2]


def readme_tour() -> str:
    """The README's first Python block, the tour, exactly as printed."""
    readme = (ROOT / "README.md").read_text()
    return readme.split("```python\n", 1)[1].split("```", 1)[0]


def test_readme_tour_is_the_checked_example() -> None:
    block = readme_tour()
    example = (ROOT / "examples" / "tour.py").read_text()
    assert example.rstrip().endswith(block.rstrip()), "README tour and examples/tour.py differ"
    assert "import typedjax as tj" in block


def test_tour_runs() -> None:
    proc = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "tour.py")],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert "[2. 2. 2.]" in proc.stdout


def test_readme_shapes_block_is_the_checked_example_and_runs() -> None:
    readme = (ROOT / "README.md").read_text()
    block = readme.split("## Shapes\n", 1)[1].split("```python\n", 1)[1].split("```", 1)[0]
    example = (ROOT / "examples" / "shapes.py").read_text()
    assert example.rstrip().endswith(block.rstrip()), "README shapes block and examples/shapes.py differ"
    proc = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "shapes.py")],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "affine(w): dimension n is 3 (bound by x: shape (8, 3)) but w has shape (4, 2)"
    assert "float32[b,n]" in lines[1] and lines[2] == "(5, 2)" and lines[3] == "5.0"


def test_the_readme_and_docs_link_only_what_a_clone_has() -> None:
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = page.read_text()
        assert "../shared" not in text and "DESIGN.md" not in text, page
        for target in re.findall(r"\]\(([^)#][^)]*)\)", text):
            if target.startswith(("http://", "https://")):
                continue
            assert (page.parent / target).exists(), f"{page.name} links {target}, which is not in the clone"
    assert {p.name for p in (ROOT / "docs").glob("*.md")} >= {
        "architecture.md", "type-model.md", "writing-plugins.md"
    }


def test_the_plugin_fields_are_in_help() -> None:
    import pydoc

    from typedjax.plugins import BackendDescription, PrngDescription

    prng = pydoc.plain(pydoc.render_doc(PrngDescription))
    assert "Key data is always **uint32**" in prng and "receives **one key**" in prng
    assert "for `bit_width=64` return **uint32**" in prng and "typedjax.as_array(result, uint32)" in prng
    backend = pydoc.plain(pydoc.render_doc(BackendDescription))
    assert "Called once, on first use, with no argument" in backend


def test_ci_runs_the_readme_test_commands() -> None:
    commands = [
        line.removeprefix("    $ ") for line in (ROOT / "README.md").read_text().splitlines()
        if line.startswith("    $ ")
    ]  # fmt: skip
    assert len(commands) == 3, commands
    assert "typedjax info" in commands[0]
    # The whole suite on Python 3.12 with the newest JAX; the runtime tests on Python 3.11
    # with the oldest JAX the pins keep.
    assert commands[1].startswith("python3.12 ") and "pytest" in commands[1] and ".[dev]" in commands[1]
    oldest = supported_versions()["jax"].split(",")[0].removeprefix(">=")
    assert commands[2].startswith("python3.11 ") and f"'jax=={oldest}'" in commands[2]
    assert f"'jaxlib=={oldest}'" in commands[2] and "tests/runtime" in commands[2]
    ci = (ROOT / ".ci" / "run").read_text()
    assert "sed -n 's/^    \\$ //p' README.md | sed -n \"${n}p\"" in ci and "for n in 2 3" in ci


def test_readme_scipy_block_is_the_checked_example_and_runs() -> None:
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## typedjax.scipy\n", 1)[1].split("\n## ", 1)[0]
    block = section.split("```python\n", 1)[1].split("```", 1)[0]
    example = (ROOT / "examples" / "scipy_tour.py").read_text()
    assert example.rstrip().endswith(block.rstrip()), "README scipy block and examples/scipy_tour.py differ"
    proc = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "scipy_tour.py")],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [
        "float32 float32 float32",
        (
            "Hypothesis tests are not in JAX: compute the statistic with typedjax.numpy and its "
            "p-value with SciPy on the host"
        ),
    ]
