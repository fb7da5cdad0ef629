"""`python -m typedjax migrate`: a libcst codemod from jaxtyping's spelling to typedjax's.

jaxtyping declares its dtype families to checkers as `typing.Annotated`, so
`Float[Array, "n"]` is a bare `Array` to them. The codemod writes the dtype inside
(`Float[Array[floating], "n"]`), which checkers read as `Array[floating]` while
jaxtyping and `typedjax.typecheck` still check the family and the shape at run time.
It also imports `jax.numpy`, `jax.scipy`, `jax.nn` and the `Array` of JAX or jaxtyping from
typedjax, whose objects are JAX's own at run time with precise types. Every name is
resolved through the module's own imports: a name not imported from jaxtyping (or JAX)
is never touched.
"""

from __future__ import annotations

import difflib
import importlib
import importlib.util
import os
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

import jaxtyping
import libcst as cst
from libcst.codemod import CodemodContext, ContextAwareTransformer
from libcst.codemod.visitors import AddImportsVisitor, RemoveImportsVisitor
from libcst.helpers import get_full_name_for_node
from libcst.metadata import CodeRange, PositionProvider, QualifiedNameProvider, ScopeProvider

from typedjax._src.check.sources import python_files
from typedjax.typing import CATEGORIES, CONCRETE, bool_, generic

__all__ = ("FAMILIES", "Left", "Migration", "migrate", "python_files", "run")

_COMMAND = "python -m typedjax migrate"

_BY_NAME: dict[str, type[generic]] = {
    **{c.__name__: c for c in (*CONCRETE, *CATEGORIES)},
    "bool": bool_,  # NumPy 2's name for bool_, which jaxtyping lists beside it
}


def _covering(names: Iterable[str]) -> tuple[type[generic], ...] | None:
    """The fewest dtype classes whose union holds the dtypes `names` and no other kind of
    dtype (`float32, int8` -> `floating | integer`), in the order the names first need
    them; None when typedjax has no class for one of the names."""
    found = [_BY_NAME.get(name) for name in names]
    classes = [c for c in found if c is not None]
    if not classes or len(classes) < len(found):
        return None
    if len(set(classes)) == 1:
        return (classes[0],)
    kinds = {_parent(c) for c in classes}
    for category in reversed(CATEGORIES):  # the narrowest first
        children = {c for c in CATEGORIES if c is not generic and _parent(c) is category}
        if children and children <= kinds:
            kinds = (kinds - children) | {category}
    return tuple(
        sorted(kinds, key=lambda k: next(i for i, c in enumerate(classes) if issubclass(c, k)))
    )


def _parent(cls: type[generic]) -> type[generic]:
    """The narrowest category above `cls` (`float32` -> `floating`, `floating` -> `inexact`)."""
    return next(c for c in reversed(CATEGORIES) if c is not cls and issubclass(cls, c))


def _families() -> dict[str, tuple[type[generic], ...]]:
    found: dict[str, tuple[type[generic], ...]] = {}
    for name, value in vars(jaxtyping).items():
        # A family lists its dtype names in a tuple; Shaped's (any dtype) is not one: left.
        names: object = getattr(value, "dtypes", None)
        if (
            isinstance(value, type)
            and issubclass(value, jaxtyping.AbstractDtype)
            and isinstance(names, tuple)
        ):
            classes = _covering(str(n) for n in names)  # pyright: ignore[reportUnknownArgumentType, reportUnknownVariableType]  # a tuple of unknown items, each made a str
            if classes is not None:
                found[name] = classes
    return found


FAMILIES: dict[str, tuple[type[generic], ...]] = _families()
"""Each jaxtyping dtype family and the dtype classes written inside its `Array`
(`"Float": (floating,)`, `"Real": (floating, integer)`), derived from the installed
jaxtyping's own dtype lists."""

_ARRAYS = frozenset({"jax.Array", "jaxtyping.Array", "typedjax.Array", "typedjax.typing.Array"})
"""The bare array classes a family is written over, as the module's imports resolve them."""


def _typedjax_module(dotted: str) -> str | None:
    """typedjax's module for the JAX module `dotted`: `jax.numpy`, `jax.scipy`, `jax.nn` and
    their submodules that typedjax has, whose functions are JAX's own at run time."""
    head, _, rest = dotted.partition(".")
    if head != "jax" or rest.partition(".")[0] not in ("numpy", "scipy", "nn"):
        return None
    try:
        found = importlib.util.find_spec(f"typedjax.{rest}")
    except ModuleNotFoundError:  # a parent that is a module, not a package (jax.numpy.sin)
        return None
    return None if found is None else f"typedjax.{rest}"


def _typedjax_name(dotted: str) -> str | None:
    """typedjax's name for the imported JAX or jaxtyping name `dotted`: its `Array` (every JAX
    array and tracer is one at run time), one of its modules, or a name one of them holds,
    as `import jax.numpy as jnp` becoming typedjax's moves every `jnp.<name>`
    (`jax.numpy.sin` -> `typedjax.numpy.sin`, the same function; `jax.numpy.float32` ->
    typedjax's dtype class)."""
    if dotted in ("jax.Array", "jaxtyping.Array"):
        return "typedjax.Array"
    module = _typedjax_module(dotted)
    if module is not None:
        return module
    parent, _, name = dotted.rpartition(".")
    target = _typedjax_module(parent)
    held = target is not None and hasattr(importlib.import_module(target), name)
    return f"{target}.{name}" if held else None


def _dotted(name: str) -> cst.Name | cst.Attribute:
    head, *rest = name.split(".")
    node: cst.Name | cst.Attribute = cst.Name(head)
    for part in rest:
        node = cst.Attribute(value=node, attr=cst.Name(part))
    return node


def _is_dtype_class(module: str, name: str) -> bool:
    found: object = getattr(importlib.import_module(module), name, None)
    return isinstance(found, type) and issubclass(found, generic)


class Left(NamedTuple):
    """A line the codemod left as it was, and what to do about it."""

    line: int
    message: str


_NOWHERE = CodeRange((0, 0), (0, 0))
_COMMA = cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))
_TIGHT_EQUAL = cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))


class _Migrate(ContextAwareTransformer):
    METADATA_DEPENDENCIES = (PositionProvider, QualifiedNameProvider, ScopeProvider)

    def __init__(self, context: CodemodContext) -> None:
        super().__init__(context)
        self.annotations = 0
        self.imports = 0
        self.calls = 0
        self.left: list[Left] = []

    def _qualified(self, node: cst.CSTNode) -> str | None:
        names = {q.name for q in self.get_metadata(QualifiedNameProvider, node, set())}
        return names.pop() if len(names) == 1 else None

    def _line(self, node: cst.CSTNode) -> int:
        # PositionProvider places every node; a default keeps the answer an int to pyright.
        position: CodeRange = self.get_metadata(PositionProvider, node, _NOWHERE)
        return position.start.line

    def leave_Import(self, original_node: cst.Import, updated_node: cst.Import) -> cst.Import:
        names: list[cst.ImportAlias] = []
        for alias in updated_node.names:
            target = _typedjax_module(alias.evaluated_name)
            if target is not None and alias.asname is not None:
                alias = alias.with_changes(name=_dotted(target))
                self.imports += 1
            elif target is not None:
                self.left.append(Left(self._line(original_node), (
                    f"import {alias.evaluated_name} is left: its uses (spelled "
                    f"{alias.evaluated_name}.<name>) keep JAX's types; write import {target} as "
                    "<alias> and use <alias>.<name>, then run migrate again"
                )))  # fmt: skip
            names.append(alias)
        return updated_node.with_changes(names=names)

    def leave_ImportFrom(
        self, original_node: cst.ImportFrom, updated_node: cst.ImportFrom
    ) -> cst.ImportFrom:
        module = (
            None if updated_node.module is None else get_full_name_for_node(updated_node.module)
        )
        if (
            updated_node.relative
            or module is None
            or isinstance(updated_node.names, cst.ImportStar)
        ):
            return updated_node
        aliases = updated_node.names
        targets = [_typedjax_name(f"{module}.{a.evaluated_name}") for a in aliases]
        moved = [a for a, t in zip(aliases, targets) if t is not None]
        ours = _typedjax_module(module)
        for alias, found in zip(aliases, targets):
            if ours is not None and found is None:
                self.left.append(Left(self._line(original_node), (
                    f"from {module} import {alias.evaluated_name} is left: {ours} has no "
                    f"{alias.evaluated_name} (typedjax types the in-scope API), so its uses keep "
                    "JAX's types"
                )))  # fmt: skip
        target = next((t.rpartition(".")[0] for t in targets if t is not None), None)
        if target is None:
            return updated_node
        self.imports += len(moved)
        if len(moved) == len(aliases):
            return updated_node.with_changes(module=_dotted(target))
        for alias in moved:
            AddImportsVisitor.add_needed_import(
                self.context, target, alias.evaluated_name, alias.evaluated_alias
            )
        kept = [a for a, t in zip(aliases, targets) if t is None]
        if not isinstance(aliases[-1].comma, cst.Comma):
            kept[-1] = kept[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
        return updated_node.with_changes(names=kept)

    def leave_Subscript(
        self, original_node: cst.Subscript, updated_node: cst.Subscript
    ) -> cst.BaseExpression:
        family = self._qualified(original_node.value) or ""
        classes = (
            FAMILIES.get(family.removeprefix("jaxtyping."))
            if family.startswith("jaxtyping.")
            else None
        )
        first = updated_node.slice[0].slice
        inner = original_node.slice[0].slice
        if classes is None or not isinstance(first, cst.Index) or not isinstance(inner, cst.Index):
            return updated_node
        array = self._array(inner.value, first.value)
        if array is None:
            return updated_node
        dtype = cst.parse_expression(" | ".join(self._spell(c, original_node) for c in classes))
        element = cst.SubscriptElement(cst.Index(dtype))
        self.annotations += 1
        typed = first.with_changes(value=cst.Subscript(value=array, slice=[element]))
        return updated_node.with_changes(
            slice=[updated_node.slice[0].with_changes(slice=typed), *updated_node.slice[1:]]
        )

    def _array(
        self, original: cst.BaseExpression, updated: cst.BaseExpression
    ) -> cst.BaseExpression | None:
        """The bare array class `original` as typedjax's `Array`; None when it is not one."""
        name = self._qualified(original)
        bare = isinstance(original, cst.Name | cst.Attribute)  # not Array[...] already
        if name is None or name not in _ARRAYS or not bare:
            return None
        if isinstance(original, cst.Name) or name.startswith("typedjax."):
            return updated  # a name: its import becomes typedjax's, if it is not already
        AddImportsVisitor.add_needed_import(self.context, "typedjax")
        RemoveImportsVisitor.remove_unused_import_by_node(self.context, original)  # `import jax`
        return _dotted("typedjax.Array")

    def _spell(self, cls: type[generic], node: cst.CSTNode) -> str:
        """`cls` imported from typedjax.typing, or qualified where its name is taken."""
        name = cls.__name__
        scope = self.get_metadata(ScopeProvider, node, None)
        bound = {q.name for q in scope.get_qualified_names_for(name)} if scope else set[str]()
        if bound <= {f"typedjax.typing.{name}"}:
            AddImportsVisitor.add_needed_import(self.context, "typedjax.typing", name)
            return name
        AddImportsVisitor.add_needed_import(self.context, "typedjax.typing")
        return f"typedjax.typing.{name}"

    def leave_Call(self, original_node: cst.Call, updated_node: cst.Call) -> cst.BaseExpression:
        # jnp.float32(x) is JAX's jnp.asarray(x, dtype=jnp.float32), spelled out once jnp is
        # typedjax.numpy (typedjax's dtype class converts the same way when called).
        # A dtype imported by name (`from jax.numpy import float32`) is called through
        # `typedjax.numpy.asarray`, imported for it.
        func = original_node.func
        if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
            module, name = self._qualified(func.value), func.attr.value
        elif isinstance(func, cst.Name):
            module, _, name = (self._qualified(func) or "").rpartition(".")
        else:
            return updated_node
        target = None if not module else _typedjax_module(module)
        args = updated_node.args
        if target is None or len(args) != 1 or args[0].keyword is not None or args[0].star:
            return updated_node
        if not _is_dtype_class(target, name):
            return updated_node
        self.calls += 1
        if isinstance(func, cst.Attribute):
            asarray: cst.BaseExpression = func.with_changes(attr=cst.Name("asarray"))
        else:
            AddImportsVisitor.add_needed_import(self.context, target)
            asarray = _dotted(f"{target}.asarray")
        dtype = cst.Arg(updated_node.func, keyword=cst.Name("dtype"), equal=_TIGHT_EQUAL)
        return updated_node.with_changes(
            func=asarray, args=[args[0].with_changes(comma=_COMMA), dtype]
        )


class _RemoveUnusedImports(RemoveImportsVisitor):
    """libcst's remover of the imports a rewrite left unused, which keeps the blank lines and
    comments above a module-level import line it removes (libcst drops them with the line)."""

    def __init__(self, context: CodemodContext) -> None:
        super().__init__(context)
        self._emptied: set[cst.SimpleStatementLine] = set()

    def leave_SimpleStatementLine(
        self, original_node: cst.SimpleStatementLine, updated_node: cst.SimpleStatementLine
    ) -> cst.SimpleStatementLine:
        if not updated_node.body:  # every import on it removed: libcst drops the line
            self._emptied.add(original_node)
        return updated_node

    def leave_Module(self, original_node: cst.Module, updated_node: cst.Module) -> cst.Module:
        body: list[cst.SimpleStatementLine | cst.BaseCompoundStatement] = []
        above: list[cst.EmptyLine] = []
        kept = iter(updated_node.body)
        for statement in original_node.body:
            if statement in self._emptied:
                above += statement.leading_lines
                continue
            new = next(kept)
            if above:
                # The removed lines' comments stay; their blank lines where none are left.
                lines = [*(e for e in above if e.comment), *new.leading_lines]
                new = new.with_changes(leading_lines=lines if new.leading_lines else above)
                above = []
            body.append(new)
        return updated_node.with_changes(body=body)


@dataclass(frozen=True)
class Migration:
    """What the codemod made of one module."""

    before: cst.Module
    after: cst.Module
    annotations: int
    """Dtype families now written over `Array[<dtype class>]`."""
    imports: int
    """Imported names now typedjax's."""
    calls: int
    """Dtype classes called as functions, now `asarray(x, dtype=...)`."""
    left: tuple[Left, ...]

    @property
    def changed(self) -> bool:
        return self.after.code != self.before.code


def migrate(source: str | bytes) -> Migration:
    """The codemod over one module's source.

    Raises:
        libcst.ParserSyntaxError: when the source does not parse.
    """
    before = cst.parse_module(source)
    context = CodemodContext()
    command = _Migrate(context)
    after = command.transform_module(before)
    after = AddImportsVisitor(context).transform_module(after)
    after = _RemoveUnusedImports(context).transform_module(after)
    return Migration(
        before, after, command.annotations, command.imports, command.calls, tuple(command.left)
    )


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _counts(annotations: int, imports: int, calls: int) -> str:
    text = f"{_plural(annotations, 'annotation')}, {_plural(imports, 'import')}"
    return text + (f", {_plural(calls, 'dtype call')}" if calls else "")


def _diff(migration: Migration, path: str) -> str:
    """The unified diff of the migration, `path` naming both sides."""
    lines = difflib.unified_diff(
        migration.before.code.splitlines(keepends=True),
        migration.after.code.splitlines(keepends=True),
        fromfile=path, tofile=path,
    )  # fmt: skip
    return "".join(
        line if line.endswith("\n") else f"{line}\n\\ No newline at end of file\n" for line in lines
    )


def run(paths: Sequence[str], *, diff: bool) -> int:
    """Migrate `paths` in place (with `diff`, print a unified diff and write nothing); the exit
    status: 2 when a path is missing or a file does not parse, with `diff` 1 when a file
    would change, else 0."""
    missing = [p for p in paths if not os.path.exists(p)]
    if missing:
        sys.stderr.write(
            f"{_COMMAND}: PATHS: no such file or folder: {', '.join(map(repr, missing))}; expected "
            "Python files or folders of them. Check the spelling, relative to the current folder.\n"
        )
        return 2
    report = sys.stderr if diff else sys.stdout
    files = python_files(paths)
    done: list[Migration] = []
    broken = 0
    for path in files:
        try:
            migration = migrate(path.read_bytes())
        except (cst.ParserSyntaxError, SyntaxError) as error:
            broken += 1
            where = (
                f"{path}:{error.editor_line}:{error.editor_column}: {error.message}"
                if isinstance(error, cst.ParserSyntaxError)
                else f"{path}: {error.msg}"  # bytes that do not decode
            )
            sys.stderr.write(
                f"{_COMMAND}: cannot parse {where}; the file is left unchanged. Fix its syntax, "
                "or leave it out of PATHS.\n"
            )
            continue
        for left in migration.left:
            report.write(f"{path}:{left.line}: not migrated: {left.message}\n")
        if not migration.changed:
            continue
        done.append(migration)
        if diff:
            sys.stdout.write(_diff(migration, str(path)))
        else:
            path.write_bytes(migration.after.bytes)
            counts = _counts(migration.annotations, migration.imports, migration.calls)
            report.write(f"migrated {path}: {counts}\n")
    totals = _counts(
        sum(m.annotations for m in done), sum(m.imports for m in done), sum(m.calls for m in done)
    )
    verb = "would change" if diff else "migrated"
    report.write(f"{len(done)} of {_plural(len(files), 'file')} {verb}: {totals}\n")
    if broken:
        return 2
    return 1 if diff and done else 0
