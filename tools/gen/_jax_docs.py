"""The line of a typedjax docstring that links JAX's documentation of the same name.

Editors show the docstring of the declaration they resolve, and typedjax declares
the signatures, so JAX's own docstring is out of an editor's reach; each public
declaration whose run-time object is JAX's (or wraps JAX's) says where JAX
documents it instead:

    Sum of the elements along `axis`.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.sum.html

* `PAGES_FILE` lists the names JAX's documentation has a page for: every entry of
  an `autosummary` in JAX's `docs/*.rst` (`python tools/gen/jax_docs.py --record
  <a JAX checkout>` rewrites it). A name on no page gets no link.
* `jax_name` says which JAX name a typedjax declaration stands for: the same name in
  the JAX module(s) its public module mirrors (`MIRRORS`), when JAX has a page for it.
* `linked` puts the line into a docstring's source text; `link_source` into every
  public declaration of a module (the generators and `tools/gen/jax_docs.py` both call
  it, so generated and hand-written declarations read the same).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "typedjax"
PAGES_FILE = ROOT / "tools" / "jax_api" / "docs_pages.txt"
DOCS_URL = "https://docs.jax.dev/en/latest/_autosummary/"
LABEL = "JAX documentation: "

MIRRORS: Mapping[str, tuple[str, ...]] = {
    "typedjax": ("jax",),
    "typedjax.array": ("jax",),
    "typedjax.lax": ("jax.lax",),
    "typedjax.random": ("jax.random",),
    "typedjax.transforms": ("jax", "jax.lax", "jax.ad_checkpoint", "jax.export"),
}
"""The JAX modules each public typedjax module mirrors, searched in order; the
`typedjax.numpy`, `typedjax.scipy` and `typedjax.nn` trees mirror their `jax.` namesakes
(`MIRRORED`)."""
MIRRORED = ("typedjax.numpy", "typedjax.scipy", "typedjax.nn")


@cache
def pages() -> frozenset[str]:
    """Every name JAX's documentation has a page for (`jax.numpy.sum`, `jax.Array.sum`)."""
    lines = PAGES_FILE.read_text().splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))


def jax_modules(module: str) -> tuple[str, ...]:
    """The JAX modules the public typedjax module `module` mirrors (none: not a mirror)."""
    if module in MIRRORS:
        return MIRRORS[module]
    if any(module == tree or module.startswith(tree + ".") for tree in MIRRORED):
        return ("jax" + module.removeprefix("typedjax"),)
    return ()


def jax_name(module: str, qualname: str) -> str | None:
    """JAX's documented name for `qualname` (`sum`, `Array.sum`) of public module `module`."""
    for jax_module in jax_modules(module):
        name = f"{jax_module}.{qualname}"
        if name in pages():
            return name
    return None


def doc_line(name: str) -> str:
    """The docstring line that links JAX's page for `name`."""
    return f"{LABEL}{DOCS_URL}{name}.html"


def linked(literal: str, name: str | None, indent: str) -> str:
    """The docstring literal `literal` (source text, quotes included) with the link line to
    JAX's page for `name` after its first paragraph (`name` None: without a link line).

    `indent` is the indentation of the docstring's body lines."""
    prefix = re.match(r"[rRuU]*", literal)
    assert prefix is not None
    head = prefix.group(0)
    quote = literal[len(head) : len(head) + 3]
    if quote not in ('"""', "'''"):
        quote = literal[len(head)]
    body = literal[len(head) + len(quote) : -len(quote)]
    lines = body.split("\n")
    # Drop an earlier link paragraph, wherever it is.
    kept: list[str] = []
    for line in lines:
        if line.strip().startswith(LABEL):
            if kept and not kept[-1].strip():
                kept.pop()
            continue
        kept.append(line)
    if name is None:
        if len(kept) == len(lines):
            return literal
        while len(kept) > 1 and not kept[-1].strip():
            kept.pop()
        if len(kept) == 1:
            return f"{head}{quote}{kept[0]}{quote}"
        return f"{head}{quote}{chr(10).join([*kept, indent])}{quote}"
    lines = kept
    if len(quote) == 1:
        quote = '"""'
    paragraph = next((i for i, line in enumerate(lines) if i and not line.strip()), len(lines))
    first, rest = lines[:paragraph], lines[paragraph:]
    while rest and not rest[-1].strip():
        rest.pop()
    out = [*first, "", indent + doc_line(name)]
    if rest:
        out += rest
    out.append(indent)
    return f"{head}{quote}{chr(10).join(out)}{quote}"


# ---- which declaration each public name is ---------------------------------------------


def module_name(path: Path) -> str:
    """The dotted name of the typedjax module at `path`."""
    parts = path.resolve().relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_public(module: str) -> bool:
    """Whether no segment of the dotted `module` is private."""
    return not any(part.startswith("_") for part in module.split("."))


@cache
def _modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


@cache
def _imported(text: str) -> tuple[tuple[str, str], ...]:
    """`(module, name)` of each name that the module whose source is `text` re-exports:
    `from m import n as n`, or `from m import n` with `n` in its `__all__`."""
    tree = ast.parse(text)
    exported = set(literal_all(tree))
    return tuple(
        (node.module, alias.name)
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module is not None
        for alias in node.names
        if alias.asname == alias.name or (alias.asname is None and alias.name in exported)
    )


@cache
def _reexports() -> dict[tuple[str, str], tuple[str, ...]]:
    """(defining module, name) -> the public modules that re-export it, transitively."""
    direct: dict[tuple[str, str], list[str]] = {}
    modules = _modules()
    for module, path in modules.items():
        for source, name in _imported(path.read_text()):
            if source in modules:
                direct.setdefault((source, name), []).append(module)
    found: dict[tuple[str, str], tuple[str, ...]] = {}
    for key in direct:
        seen: list[str] = []
        todo = [key[0]]
        while todo:
            source = todo.pop()
            for importer in direct.get((source, key[1]), []):
                if importer not in seen:
                    seen.append(importer)
                    todo.append(importer)
        found[key] = tuple(sorted(m for m in seen if is_public(m)))
    return found


def reread() -> None:
    """Read the package's modules and re-exports anew (a module whose text is unchanged is
    not parsed again): a generator run before in the same process (`python -m tools.gen`)
    may have rewritten them."""
    _modules.cache_clear()
    _reexports.cache_clear()


def literal_all(tree: ast.Module) -> list[str]:
    """The names of the literal `__all__` of a module's `tree` (none: it has none)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign):
            targets: list[ast.expr] = [node.target]
            value = node.value
        elif isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        else:
            continue
        named = [t for t in targets if isinstance(t, ast.Name) and t.id == "__all__"]
        if named and isinstance(value, ast.List | ast.Tuple):
            names = [e.value for e in value.elts if isinstance(e, ast.Constant)]
            return [n for n in names if isinstance(n, str)]
    return []


def public_modules(module: str, name: str) -> tuple[str, ...]:
    """The public modules where `name`, defined in `module`, can be imported from."""
    own = (module,) if is_public(module) else ()
    return own + _reexports().get((module, name), ())


def declared_jax_name(module: str, qualname: str) -> str | None:
    """JAX's documented name for `qualname`, declared in `module`: the first public module
    that exports its top-level name (its namesake first, then sorted) and mirrors a JAX
    module documenting it."""
    top = qualname.partition(".")[0]
    if top.startswith("_") or qualname.rpartition(".")[2].startswith("_"):
        return None
    # The public namesake of the defining module first: `tnp.tanh`'s page, not `jax.nn`'s
    # (typedjax.nn re-exports it).
    home = module.replace("._src.generated.", ".").replace("._src.", ".")
    found_in = public_modules(module, top)
    for public in sorted(found_in, key=lambda m: not (home == m or home.startswith(m + "."))):
        found = jax_name(public, qualname)
        if found is not None:
            return found
    return None


def documented(body: list[ast.stmt], prefix: str = "") -> Iterator[tuple[str, ast.Constant]]:
    """(qualified name, docstring node) of each documented declaration of `body`: functions,
    classes and their methods, and annotated or assigned names followed by a string,
    through `if`/`else` branches (the `if TYPE_CHECKING:` declarations)."""
    for i, stmt in enumerate(body):
        if isinstance(stmt, ast.If):
            yield from documented(stmt.body, prefix)
            yield from documented(stmt.orelse, prefix)
        elif isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            first = stmt.body[0] if stmt.body else None
            if _is_string(first):
                assert isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                yield prefix + stmt.name, first.value
            if isinstance(stmt, ast.ClassDef) and not prefix:
                yield from documented(stmt.body, f"{stmt.name}.")
        elif isinstance(stmt, ast.AnnAssign | ast.Assign) and i + 1 < len(body):
            target = stmt.target if isinstance(stmt, ast.AnnAssign) else stmt.targets[0]
            after = body[i + 1]
            if isinstance(target, ast.Name) and _is_string(after):
                assert isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant)
                yield prefix + target.id, after.value


def _is_string(stmt: ast.stmt | None) -> bool:
    return (
        isinstance(stmt, ast.Expr)
        and isinstance(stmt.value, ast.Constant)
        and isinstance(stmt.value.value, str)
    )


def link_source(text: str, module: str) -> str:
    """`text`, the source of `module`, with every documented public declaration's docstring
    linking JAX's page for it (and no link where JAX has none)."""
    lines = text.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    edits: list[tuple[int, int, str]] = []
    for qualname, node in documented(ast.parse(text).body):
        assert node.end_lineno is not None and node.end_col_offset is not None
        start = offsets[node.lineno - 1] + _byte_col(lines[node.lineno - 1], node.col_offset)
        stop = offsets[node.end_lineno - 1] + _byte_col(
            lines[node.end_lineno - 1], node.end_col_offset
        )
        literal = text[start:stop]
        line = lines[node.lineno - 1]
        indent = line[: len(line) - len(line.lstrip())]
        new = linked(literal, declared_jax_name(module, qualname), indent)
        if new != literal:
            edits.append((start, stop, new))
    for start, stop, new in reversed(edits):
        text = text[:start] + new + text[stop:]
    return text


def _byte_col(line: str, col: int) -> int:
    """The character index of the UTF-8 byte offset `col` (ast's columns) in `line`."""
    return len(line.encode()[:col].decode())
