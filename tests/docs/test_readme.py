"""The README's tour is examples/tour.py, and it runs; the README leads with a newcomer's path."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from typedjax._src.version import supported_versions

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
    assert example.rstrip().endswith(block.rstrip()), (
        "README shapes block and examples/shapes.py differ"
    )
    proc = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "shapes.py")],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert (
        lines[0] == "affine(w): dimension n is 3 (bound by x: shape (8, 3)) but w has shape (4, 2)"
    )
    assert "float32[b,n]" in lines[1] and lines[2] == "(5, 2)" and lines[3] == "5.0"


def _prose(text: str) -> list[str]:
    """The lines of a Markdown page outside its fenced code blocks."""
    lines: list[str] = []
    fenced = False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif not fenced:
            lines.append(line)
    return lines


def _headings(text: str, level: int | None = None) -> list[str]:
    """The headings of a Markdown page, of one level or all, its code blocks left out."""
    found = (re.fullmatch(r"(#{1,6}) (.+)", line) for line in _prose(text))
    return [m[2].strip() for m in found if m and level in (None, len(m[1]))]


def _anchors(text: str) -> set[str]:
    """The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces
    made hyphens, a repeated one numbered."""
    anchors: set[str] = set()
    for heading in _headings(text):
        slug = re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")
        anchor, n = slug, 0
        while anchor in anchors:
            n += 1
            anchor = f"{slug}-{n}"
        anchors.add(anchor)
    return anchors


def test_the_readme_and_docs_link_only_what_a_clone_has() -> None:
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = page.read_text()
        assert "../shared" not in text and "DESIGN.md" not in text, page
        for target in re.findall(r"\]\(([^)\s]+)\)", "\n".join(_prose(text))):
            if target.startswith(("http://", "https://")):
                continue
            path, _, anchor = target.partition("#")
            linked = (page.parent / path) if path else page
            assert linked.exists(), f"{page.name} links {target}, which is not in the clone"
            if anchor and linked.suffix == ".md":
                assert anchor in _anchors(linked.read_text()), (
                    f"{page.name} links {target}, but {linked.name} has no heading with that anchor"
                )
    assert {p.name for p in (ROOT / "docs").glob("*.md")} >= {
        "architecture.md", "type-model.md", "writing-plugins.md",
        "checkers.md", "testing.md", "versions.md",
    }  # fmt: skip


README_LINES = 450
"""The README stays below this many lines (432 when the checker internals moved to docs/,
from 769)."""

NEWCOMER_PATH = (
    "Your JAX code as it is",
    "Checking your code: `python -m typedjax check`",
    "Shapes",
    "Transforms keep their signatures",
    "typedjax.numpy",
    "typedjax.scipy",
    "Plugins and typed keys",
    "Writing a kernel plugin",
    "Version rules",
    "Limits you will meet",
)
"""The README's first `## ` sections, in this order: what a newcomer reads."""

INTERNALS = {
    "What the checkers see": "checkers.md",
    "Installing so that the checkers find typedjax": "checkers.md",
    "One bad call, one line": "checkers.md",
    "The shape pass": "checkers.md",
    "pytype": "checkers.md",
    "pyrefly and ty": "checkers.md",
    "A scalar on the left of a comparison": "checkers.md",
    "What the test suite runs": "testing.md",
    "The agreement grid in full and in a sample": "testing.md",
    "Random compositions: the fuzzer": "testing.md",
    "An older supported JAX": "versions.md",
    "Upgrading to a new JAX release": "versions.md",
    "A kernel, step by step": "writing-plugins.md",
}
"""Headings of checker and test-suite internals, and the docs page that holds each."""


def test_the_readme_puts_the_newcomer_path_first_and_internals_in_docs() -> None:
    readme = (ROOT / "README.md").read_text()
    sections = _headings(readme, 2)
    assert tuple(sections[: len(NEWCOMER_PATH)]) == NEWCOMER_PATH, sections
    assert sections[len(NEWCOMER_PATH) :] == ["Layout", "More"], sections
    # Install commands, then what typedjax is, before the first section.
    intro = readme.split("\n## ", 1)[0]
    assert intro.count("\n    $ ") == 3 and "typedjax is a strictly typed layer over JAX" in intro
    for heading, page in INTERNALS.items():
        assert heading not in _headings(readme), f"the README still has the section {heading!r}"
        docs = _headings((ROOT / "docs" / page).read_text())
        assert heading in docs, f"docs/{page} lacks {heading!r}"
    lines = len(readme.splitlines())
    assert lines < README_LINES, f"the README is {lines} lines; internals belong in docs/"


def test_the_plugin_fields_are_in_help() -> None:
    import pydoc

    from typedjax.plugins import BackendDescription, PrngDescription

    prng = pydoc.plain(pydoc.render_doc(PrngDescription))
    assert "Key data is always **uint32**" in prng and "receives **one key**" in prng
    assert (
        "for `bit_width=64` return **uint32**" in prng
        and "typedjax.as_array(result, uint32)" in prng
    )
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
    assert (
        commands[1].startswith("python3.12 ")
        and "pytest" in commands[1]
        and ".[dev]" in commands[1]
    )
    oldest = supported_versions()["jax"].split(",")[0].removeprefix(">=")
    assert commands[2].startswith("python3.11 ") and f"'jax=={oldest}'" in commands[2]
    assert f"'jaxlib=={oldest}'" in commands[2] and "tests/runtime" in commands[2]
    ci = (ROOT / ".ci" / "run").read_text()
    assert "sed -n 's/^    \\$ //p' README.md | sed -n \"${n}p\"" in ci and "for n in 1 2 3" in ci


def test_readme_scipy_block_is_the_checked_example_and_runs() -> None:
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## typedjax.scipy\n", 1)[1].split("\n## ", 1)[0]
    block = section.split("```python\n", 1)[1].split("```", 1)[0]
    example = (ROOT / "examples" / "scipy_tour.py").read_text()
    assert example.rstrip().endswith(block.rstrip()), (
        "README scipy block and examples/scipy_tour.py differ"
    )
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
