"""Functions of `typedjax.numpy` whose declarations are identical, found in their source.

Two functions of one module whose every overload has the same decorators,
parameters and result annotation (`divide` and `true_divide`, `mod` and
`remainder`, ...) give every call the same static type: the names resolve in
the same module, so the same text means the same types. The agreement harness
then asks the checkers about one of them (the twin group's representative, the
first name in sorted order) and compares that static type with the run-time
dtype of every member's own call, so each function is still evaluated by JAX
on every operand. Only `def` declarations count: a name also bound by an
assignment (the ufunc objects, aliases) is never a twin.
"""

from __future__ import annotations

import ast
import builtins
import re
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NUMPY = ROOT / "typedjax" / "numpy"
SOURCE = ROOT / "typedjax" / "_src" / "numpy"

_REEXPORT = re.compile(
    r"^from typedjax\._src\.((?:generated\.)?numpy\.\w+) import (\w+) as \2$", re.MULTILINE
)
_LEADING_CALL = re.compile(r"^(tnp(?:\.linalg|\.fft)?)\.(\w+)\(")


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def declarations(source: str) -> dict[str, str]:
    """Each module-level function's declaration text (overloads in order, no bodies).

    Module level includes the body of `if TYPE_CHECKING:` (what checkers read);
    names that are also assigned anywhere at module level are left out.
    """
    tree = ast.parse(source)
    bodies: list[list[ast.stmt]] = [tree.body]
    assigned: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.If):
            # Checkers read only the body of `if TYPE_CHECKING:` (its `else:` binds the
            # run-time objects); of any other `if`, both branches.
            checked = _is_type_checking(node.test)
            if checked:
                bodies.append(node.body)
            for inner in node.body if checked else [*node.body, *node.orelse]:
                assigned |= _assigned_names(inner)
        assigned |= _assigned_names(node)
    found: dict[str, list[str]] = {}
    for body in bodies:
        for node in body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                parts = [
                    type(node).__name__,
                    *(ast.dump(d) for d in node.decorator_list),
                    ast.dump(node.args),
                    ast.dump(node.returns) if node.returns is not None else "",
                ]
                found.setdefault(node.name, []).append("\n".join(parts))
    return {name: "\n\n".join(sigs) for name, sigs in found.items() if name not in assigned}


def _assigned_names(node: ast.stmt) -> set[str]:
    targets: list[ast.expr] = []
    if isinstance(node, ast.Assign):
        targets = list(node.targets)
    elif isinstance(node, ast.AnnAssign | ast.AugAssign):
        targets = [node.target]
    elif isinstance(node, ast.ImportFrom | ast.Import):
        return {alias.asname or alias.name.split(".")[0] for alias in node.names}
    return {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}


def twin_groups(declared: dict[str, str]) -> list[list[str]]:
    """The groups (two names or more, sorted) of identically declared functions.

    `declared` is what `declarations` gives for one module.
    """
    by_text: dict[str, list[str]] = {}
    for name, text in declared.items():
        by_text.setdefault(text, []).append(name)
    return sorted(sorted(names) for names in by_text.values() if len(names) > 1)


@cache
def representatives() -> dict[str, str]:
    """`tnp.<name>` (or `tnp.linalg.<name>`, `tnp.fft.<name>`) -> its group's representative.

    Only members other than the representative are keys.
    """
    # The package and its namespaces linalg and fft re-export what private modules declare.
    listed: dict[str, dict[str, str]] = {}  # private module -> public name -> prefix
    for file, prefix in (
        ("__init__.py", "tnp"),
        ("linalg.py", "tnp.linalg"),
        ("fft.py", "tnp.fft"),
    ):
        for module, name in _REEXPORT.findall((NUMPY / file).read_text()):
            listed.setdefault(module, {})[name] = prefix
    out: dict[str, str] = {}
    for module, public in listed.items():
        # `numpy.ufuncs` is typedjax/_src/numpy/ufuncs.py, `generated.numpy.ufuncs` the
        # generated module beside it.
        declared = declarations(
            SOURCE.parent.joinpath(*module.split(".")).with_suffix(".py").read_text()
        )
        for group in twin_groups(declared):
            members = [n for n in group if n in public]
            for name in members[1:]:
                out[f"{public[name]}.{name}"] = f"{public[members[0]]}.{members[0]}"
    return out


def _rewrite(expr: str, call: re.Pattern[str], reps: dict[str, str]) -> str:
    """`expr` with the function of its leading `call` replaced by its representative in
    `reps`; "" if it has none."""
    match = call.match(expr)
    if match is None:
        return ""
    rep = reps.get(f"{match.group(1)}.{match.group(2)}")
    return "" if rep is None else rep + "(" + expr[match.end() :]


def static_twin(expr: str) -> str:
    """`expr` with its leading call's function replaced by its representative; "" if none."""
    return _rewrite(expr, _LEADING_CALL, representatives())


# ---- typedjax.scipy -----------------------------------------------------------------------
#
# The scipy modules are namespaces of their own (`tsp.special`, `tsp.stats.norm`, ...), many
# of them written by one generator with the same imports, so twins are looked for across
# modules too: two declarations are twins when their text is the same and every name they
# use resolves to the same object (imported from the same module).

SCIPY = NUMPY.parent / "scipy"
_SCIPY_CALL = re.compile(r"^(tsp(?:\.\w+)*)\.(\w+)\(")
_SCIPY_REEXPORT = re.compile(
    r"^from (typedjax\._src\.(?:generated\.)?scipy(?:\.\w+)*) import \w+ as \w+$", re.MULTILINE
)
_NAME = re.compile(r"id='(\w+)'")
_BUILTINS = frozenset(dir(builtins))


def _imported(source: str) -> dict[str, str]:
    """Name -> the module it comes from, for every import in `source`.

    `from m import n` binds `n` to `m`; `import m as n` binds `n` to `m`, and
    `import a.b` binds `a` to `a`.
    """
    found: dict[str, str] = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                found[alias.asname or alias.name] = node.module
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    found[alias.asname] = alias.name
                else:  # `import a.b` binds `a`
                    top = alias.name.partition(".")[0]
                    found[top] = top
    return found


def _scipy_modules() -> dict[str, Path]:
    """`tsp.<module>` -> the file that declares its names (the private module it re-exports
    them from), for every public module of `typedjax.scipy` that has any."""
    out: dict[str, Path] = {}
    for path in sorted(SCIPY.rglob("*.py")):
        parts = path.relative_to(SCIPY).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if any(p.startswith("_") for p in parts):
            continue
        sources = set(_SCIPY_REEXPORT.findall(path.read_text()))
        assert len(sources) <= 1, f"{path} re-exports from several modules: {sorted(sources)}"
        for source in sources:
            out[".".join(("tsp", *parts))] = (ROOT / source.replace(".", "/")).with_suffix(".py")
    return out


@cache
def scipy_representatives() -> dict[str, str]:
    """`tsp.<module>.<name>` -> its twin group's representative, across `typedjax.scipy`.

    Only members other than the representative are keys.
    """
    declared: dict[str, str] = {}
    for prefix, path in _scipy_modules().items():
        source = path.read_text()
        sources = _imported(source)
        for name, text in declarations(source).items():
            if name.startswith("_"):
                continue
            # A name the module defines itself (no import) only means the same in that module.
            origins = sorted(
                {f"{n}={sources.get(n, 'builtins' if n in _BUILTINS else prefix)}"
                 for n in _NAME.findall(text)}
            )  # fmt: skip
            declared[f"{prefix}.{name}"] = text + "\n" + " ".join(origins)
    return {member: group[0] for group in twin_groups(declared) for member in group[1:]}


def scipy_static_twin(expr: str) -> str:
    """`static_twin` for `typedjax.scipy` calls (`tsp.stats.gumbel_r.cdf(x)`)."""
    return _rewrite(expr, _SCIPY_CALL, scipy_representatives())
