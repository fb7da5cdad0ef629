"""Every public declaration JAX documents links JAX's page for it from its docstring.

Editors read the docstring of typedjax's declaration, not JAX's, so the docstring
says where JAX documents the name: its summary line, a blank line, then
`JAX documentation: https://docs.jax.dev/en/latest/_autosummary/<name>.html`.
These tests read the source (what an editor reads) of every public name of every
module that mirrors JAX, following re-exports to the declaration, and check the
line against `tools/gen/_jax_docs.py` (which writes it) and against JAX itself.
"""

from __future__ import annotations

import ast
import importlib
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from types import ModuleType

import jax
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools" / "gen"))
import _jax_docs  # pytype: disable=import-error  # a script under tools/gen/

sys.path.remove(str(ROOT / "tools" / "gen"))

MIRRORING = sorted(
    module
    for module in (_jax_docs.module_name(p) for p in (ROOT / "typedjax").rglob("*.py"))
    if _jax_docs.is_public(module) and _jax_docs.jax_modules(module)
)
"""Every public module of typedjax that mirrors a JAX module."""


def _source(module: str) -> Path:
    base = ROOT / module.replace(".", "/")
    return base / "__init__.py" if base.is_dir() else base.with_suffix(".py")


@cache
def _tree(module: str) -> ast.Module:
    return ast.parse(_source(module).read_text())


def _declaration(module: str, name: str) -> tuple[str, str, list[ast.Constant]]:
    """The module that declares `name` (following `from m import name [as name]`), the
    name declared there (another for `from m import other as name`: an alias shows the
    docstring of `other`), and the docstrings of its declarations there (one per
    `if`/`else` branch). A name imported from outside typedjax (NumPy's
    `ComplexWarning`) has none."""
    tree = _tree(module)
    docs = [node for qualified, node in _jax_docs.documented(tree.body) if qualified == name]
    if docs:
        return module, name, docs
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module is not None:
            for alias in node.names:
                if (alias.asname or alias.name) != name:
                    continue
                if not node.module.startswith("typedjax"):
                    return node.module, alias.name, []
                return _declaration(node.module, alias.name)
    return module, name, []


def _link(doc: str) -> str | None:
    """The name a docstring links (None: no link line); it must follow the summary."""
    lines = doc.strip().splitlines()
    found = [i for i, line in enumerate(lines) if _jax_docs.LABEL in line]
    if not found:
        return None
    assert len(found) == 1, f"two links in {doc!r}"
    (at,) = found
    assert at >= 2 and not lines[at - 1].strip(), f"the link does not follow the summary: {doc!r}"
    url = lines[at].strip().removeprefix(_jax_docs.LABEL)
    assert url.startswith(_jax_docs.DOCS_URL) and url.endswith(".html"), url
    return url.removeprefix(_jax_docs.DOCS_URL).removesuffix(".html")


def _jax_object(name: str) -> object:
    """The object JAX's dotted `name` names in the installed JAX (a module's attribute)."""
    parts = name.split(".")
    for split in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:split]))
        except ImportError:
            continue
        for part in parts[split:]:
            found = getattr(found, part)
        return found
    raise LookupError(name)


def _public_names() -> Iterator[tuple[str, str, ModuleType]]:
    for module in MIRRORING:
        loaded = importlib.import_module(module)
        for name in getattr(loaded, "__all__", ()):
            if not isinstance(getattr(loaded, name), ModuleType):
                yield module, name, loaded


def test_every_public_name_links_its_jax_page() -> None:
    wrong: list[str] = []
    linked = 0
    for module, name, _ in _public_names():
        where, declared, docs = _declaration(module, name)
        if declared != name:
            # An alias (`csingle` for `complex64`) shows its original's docstring and link.
            wrong += [
                f"{module}.{name}: alias with no link" for d in docs if not _link(str(d.value))
            ]
            continue
        want = _jax_docs.declared_jax_name(where, name)
        if _jax_docs.jax_name(module, name) is not None and where.startswith("typedjax"):
            # JAX documents the name where this module mirrors it: a link is due.
            assert want is not None, f"{module}.{name}"
        for doc in docs:
            got = _link(str(doc.value))
            if got != want:
                wrong.append(f"{module}.{name} (declared in {where}): links {got}, expected {want}")
        linked += want is not None and bool(docs)
        if want is not None and not docs and where.startswith("typedjax"):
            wrong.append(f"{module}.{name}: JAX documents {want}; no docstring in {where}")
    assert not wrong, f"{len(wrong)} names:\n" + "\n".join(wrong)
    assert linked > 600, f"only {linked} public names link JAX's documentation"


def test_array_methods_link_jax_array_pages() -> None:
    tree = ast.parse((ROOT / "typedjax" / "_src" / "array" / "array.py").read_text())
    declared = {qualified: str(node.value) for qualified, node in _jax_docs.documented(tree.body)}
    documented = sorted(
        name.removeprefix("jax.")
        for name in _jax_docs.pages()
        if name.startswith("jax.Array.") and name.count(".") == 2
    )
    wrong = [
        f"{name}: links {_link(declared[name])}"
        for name in documented
        if name in declared and _link(declared[name]) != f"jax.{name}"
    ]
    assert not wrong, "\n".join(wrong)
    shown = [name for name in documented if name in declared]
    # Most of Array's methods carry no docstring yet (8 of JAX's 60 documented ones do);
    # those that do link their page.
    assert len(shown) >= 8, f"only {len(shown)} Array methods carry a docstring: {shown}"


def test_links_name_the_object_that_runs() -> None:
    # Where typedjax's run-time object is JAX's own, the page linked is that object's.
    wrong: list[str] = []
    same = 0
    for module, name, loaded in _public_names():
        where, declared, _ = _declaration(module, name)
        want = _jax_docs.declared_jax_name(where, declared)
        value: object = getattr(loaded, name)
        if want is None or not getattr(value, "__module__", "").startswith("jax"):
            continue
        try:
            target = _jax_object(want)
        except (LookupError, AttributeError):
            continue  # a page of a newer JAX than the one installed
        if target is value:
            same += 1
        elif getattr(value, "__wrapped__", None) is target:
            continue
        elif isinstance(value, type) and isinstance(target, type) and issubclass(value, target):
            continue  # on an older JAX, typedjax._src.newer's subclass refusing newer methods
        else:
            wrong.append(f"{module}.{name} runs {value!r}, links {want} ({target!r})")
    assert not wrong, "\n".join(wrong)
    assert same > 500, f"only {same} names are JAX's own object"


def test_pages_list_is_jax_autosummary() -> None:
    # Meta-test of the recorded list: names JAX documents are in, names it does not are out.
    pages = _jax_docs.pages()
    for name in ("jax.numpy.sum", "jax.numpy.linalg.svd", "jax.scipy.stats.norm.pdf",
                 "jax.random.normal", "jax.lax.scan", "jax.jit", "jax.Array.sum"):  # fmt: skip
        assert name in pages, name
    assert "jax.numpy.linalg" not in pages  # a module page, not an autosummary entry
    assert "jax.random.key_impl" not in pages  # JAX lists it in no autosummary
    assert all(_jax_object(name) is not None for name in ("jax.numpy.sum", "jax.Array.sum"))
    assert jax.numpy.sum is _jax_object("jax.numpy.sum")


@pytest.mark.parametrize(
    ("doc", "link"),
    [
        ("Sum.", None),
        (f"Sum.\n\n{_jax_docs.doc_line('jax.numpy.sum')}\n", "jax.numpy.sum"),
    ],
)
def test_link_reading_can_fail(doc: str, link: str | None) -> None:
    assert _link(doc) == link
    with pytest.raises(AssertionError, match="does not follow"):
        _link(f"{_jax_docs.doc_line('jax.numpy.sum')}\n")
