"""Link JAX's documentation from every public declaration's docstring (tools/gen/_jax_docs.py).

Each public declaration JAX documents carries, in its docstring, the line linking JAX's
page. Generated files get it from their generators (`_blocks.main_blocks`), and
`python tools/gen/jax_docs.py` rewrites a generated file whose link is stale. A
hand-written module is never rewritten: when one of its docstrings lacks the line or
carries a stale one, this script prints the change to make and exits 1 (so does
`--check`, which also fails on a stale generated file).

`--record JAX` rewrites `tools/jax_api/docs_pages.txt`, the names JAX's
documentation has a page for, from a JAX checkout (or its git directory): every
entry of an `autosummary` directive in `docs/*.rst`, qualified by the module the
nearest `currentmodule`/`automodule`/`module` directive above it names, as Sphinx's
autosummary names the page it writes to `_autosummary/`.
"""

from __future__ import annotations

import argparse
import difflib
import re
import subprocess
import sys
from functools import partial
from pathlib import Path

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _jax_docs  # pytype: disable=import-error  # a sibling script, not a package

_MODULE = re.compile(r"^\.\. (?:currentmodule|automodule|module|py:module):: *(\S+)")
_AUTOSUMMARY = re.compile(r"^\.\. autosummary::")
_ENTRY = re.compile(r"^[~]?([A-Za-z_][\w.]*)$")


def _rst_files(jax: Path) -> dict[str, str]:
    """The text of each `docs/*.rst` of the JAX checkout or git directory `jax`."""
    docs = jax / "docs"
    if docs.is_dir():
        return {p.name: p.read_text() for p in sorted(docs.glob("*.rst"))}
    git = ["git", "--git-dir", str(jax)]
    names = subprocess.run(
        [*git, "ls-tree", "--name-only", "HEAD", "docs/"],
        capture_output=True, text=True, check=True,
    ).stdout.split()  # fmt: skip
    return {
        name.removeprefix("docs/"): subprocess.run(
            [*git, "show", f"HEAD:{name}"], capture_output=True, text=True, check=True
        ).stdout
        for name in sorted(names)
        if name.endswith(".rst")
    }


def autosummary_names(text: str) -> list[str]:
    """The qualified names the `autosummary` directives of one `.rst` text list."""
    found: list[str] = []
    module = ""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if (match := _MODULE.match(line)) is not None:
            module = match.group(1)
        if _AUTOSUMMARY.match(line):
            i += 1
            # Options (`:toctree:`), blank lines, then the indented entries.
            while i < len(lines) and (not lines[i].strip() or lines[i][0].isspace()):
                entry = lines[i].strip()
                if (match := _ENTRY.match(entry)) is not None and not entry.startswith(":"):
                    name = match.group(1)
                    found.append(name if name.startswith("jax.") else f"{module}.{name}")
                i += 1
            continue
        i += 1
    return found


def record(jax: Path) -> None:
    """Write `docs_pages.txt` from JAX's documentation sources at `jax`."""
    names = sorted({n for text in _rst_files(jax).values() for n in autosummary_names(text)})
    header = (
        "# The names JAX's documentation has a page for (docs.jax.dev/en/latest/_autosummary/\n"
        "# <name>.html): the autosummary entries of JAX's docs/*.rst. Written by\n"
        "# python tools/gen/jax_docs.py --record <JAX checkout>; one name a line.\n"
    )
    _jax_docs.PAGES_FILE.write_text(header + "\n".join(names) + "\n")


def main(argv: list[str] | None = None) -> int:
    """Link every module's docstrings, or check them, or record JAX's pages."""
    parser = argparse.ArgumentParser(
        description="Link JAX's documentation from every public docstring."
    )
    parser.add_argument("--check", action="store_true", help="fail if a docstring is stale")
    parser.add_argument("--record", type=Path, metavar="JAX", help="a JAX checkout or git dir")
    args = parser.parse_args(argv)
    if args.record is not None:
        record(args.record)
        return 0
    paths = sorted(_jax_docs.PACKAGE.rglob("*.py"))
    generated = [p for p in paths if _blocks.is_generated(p)]
    rewrites = [
        (path, partial(_jax_docs.link_source, module=_jax_docs.module_name(path)))
        for path in generated
    ]
    status = _blocks.write_or_check(rewrites, "jax_docs.py", check=args.check)
    return status | _check_hand_written([p for p in paths if p not in generated])


def _check_hand_written(paths: list[Path]) -> int:
    """1, printing the lines to change, if a hand-written module's docstring lacks its link
    or has a stale one; hand-written files are the maintainer's, so nothing rewrites them."""
    status = 0
    for path in paths:
        text = path.read_text()
        new = _jax_docs.link_source(text, _jax_docs.module_name(path))
        if new == text:
            continue
        status = 1
        where = path.relative_to(_blocks.ROOT)
        diff = difflib.unified_diff(
            text.splitlines(), new.splitlines(), str(where), f"{where} (linked)", n=1, lineterm=""
        )
        print("\n".join(diff), file=sys.stderr)
    if status:
        print(
            "hand-written docstrings above lack JAX's link or carry a stale one; edit them as "
            "shown (tools/gen/jax_docs.py rewrites only generated files)",
            file=sys.stderr,
        )
    return status


if __name__ == "__main__":
    raise SystemExit(main())
