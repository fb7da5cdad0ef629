"""Link JAX's documentation from every public declaration's docstring (tools/_jax_docs.py).

`python tools/gen_jax_docs.py` rewrites the docstrings of every module of typedjax
so that each public declaration JAX documents carries the line linking JAX's page
(generated blocks get it from their generators too, through `_blocks.main_blocks`);
`--check` fails when one is missing or stale.

`--record JAX` rewrites `tools/jax_api/docs_pages.txt`, the names JAX's
documentation has a page for, from a JAX checkout (or its git directory): every
entry of an `autosummary` directive in `docs/*.rst`, qualified by the module the
nearest `currentmodule`/`automodule`/`module` directive above it names, as Sphinx's
autosummary names the page it writes to `_autosummary/`.
"""

from __future__ import annotations

import argparse
import re
import subprocess
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
        "# python tools/gen_jax_docs.py --record <JAX checkout>; one name a line.\n"
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
    rewrites = [
        (path, partial(_jax_docs.link_source, module=_jax_docs.module_name(path)))
        for path in sorted(_jax_docs.PACKAGE.rglob("*.py"))
    ]
    return _blocks.write_or_check(rewrites, "gen_jax_docs.py", check=args.check)


if __name__ == "__main__":
    raise SystemExit(main())
