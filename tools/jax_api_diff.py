"""What changed in JAX's public API, against typedjax's declarations or a recorded JAX release.

Run `python tools/jax_api_diff.py` after installing a new JAX. It compares the
installed JAX with typedjax and prints three groups:

* names: per JAX module, the public names JAX has and typedjax lacks ("new") and
  those typedjax declares that JAX lacks ("removed"); deliberate differences (the
  lists in the coverage tests) are left out;
* parameters: per function, the parameters of JAX's function (`inspect.signature`)
  against typedjax's declaration, read from the source (the implementation
  signature, or the last overload, under `if TYPE_CHECKING:` of the module that
  defines it): added, removed, renamed, kind or default changed;
* result dtypes: every cell of the dtype agreement grid (each case of
  `tests/agreement/numpy_cases` and `scipy_cases`, evaluated by the harness's own
  `runtime_types` with x64 off and on) whose dtype differs from the snapshot of the
  JAX release the declarations describe, the newest under `tools/jax_api/`.

`--record` writes that snapshot for the installed JAX: `tools/jax_api/<version>.json`
(names and signatures, one entry a line) and `<version>.grid.json.gz` (the grid's
cells, `"<x64 off>|<x64 on>"` or one result for both). `--against VERSION` compares
the installed JAX with the snapshot of VERSION in all three groups, JAX against JAX
(what an upgrade brings). Upgrading typedjax to the next JAX is: run this, update the
generators' tables, regenerate, `--record`.

The grid is the harness's sample grid (`default_grid` without checker answers: each
form's first operation on every input dtype, the others on `SAMPLE_DTYPES`), about
67,000 cells that take about 4 minutes of CPU per mode (the two modes run at once);
`--full-grid` evaluates every case (about 94,000), `--skip-dtypes` none, and
`--reuse-recorded` takes the installed JAX's cells from its own snapshot. `--json`
prints the report for machines; the exit status is 0 whatever changed.
"""

from __future__ import annotations

import argparse
import ast
import builtins
import gzip
import hashlib
import importlib
import importlib.util
import inspect
import json
import math
import os
import platform
import re
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from functools import cache, partial
from pathlib import Path
from types import ModuleType
from typing import cast

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as `python tools/jax_api_diff.py` without an install
    sys.path.insert(0, str(ROOT))
if __name__ == "__main__":
    # The point is to look at a JAX that typedjax's version rules may not admit yet (set
    # here, not on import, where it would leak into the importer's subprocesses).
    os.environ.setdefault("TYPEDJAX_SKIP_VERSION_CHECK", "1")

# The imports below need the path above.
import jax
import jax.numpy
import numpy as np

from tests.agreement.harness import Case, default_grid, runtime_types
from tests.runtime.numpy import test_coverage
from tests.runtime.numpy.test_agreement_numpy import AREAS as NUMPY_AREAS
from tests.runtime.numpy.test_agreement_numpy import area_cases as numpy_area_cases
from tests.runtime.random import test_random_identity
from tests.runtime.scipy.test_agreement_scipy import AREAS as SCIPY_AREAS
from tests.runtime.scipy.test_agreement_scipy import area_cases as scipy_area_cases
from typedjax._src.version import parse_version

SNAPSHOTS = ROOT / "tools" / "jax_api"
"""One `<jax version>.json` per recorded JAX release."""

# ---- the modules compared -----------------------------------------------------------------

FULL_MODULES: tuple[str, ...] = (
    "jax.numpy", "jax.numpy.linalg", "jax.numpy.fft", "jax.scipy", "jax.scipy.special",
    "jax.scipy.linalg", "jax.scipy.signal", "jax.scipy.fft", "jax.scipy.stats",
    "jax.scipy.integrate", "jax.scipy.cluster", "jax.scipy.cluster.vq", "jax.scipy.sparse",
    "jax.scipy.sparse.linalg", "jax.scipy.ndimage", "jax.scipy.interpolate", "jax.random",
)  # fmt: skip
"""JAX modules compared name by name with `typedjax.<the rest>`; the distribution
modules of `jax.scipy.stats` join them (`distribution_modules`)."""

TYPED_SUBSET: tuple[str, ...] = ("typedjax.lax", "typedjax.transforms", "typedjax")
"""Typed modules of which only the names JAX has are compared (JAX's `lax` and top level
hold far more than typedjax types)."""

SUBSET_JAX: tuple[str, ...] = ("jax", "jax.lax")
"""Where their names live in JAX: each in the first of these that has it (not as a module)."""


def typed_name(jax_module: str) -> str:
    """`jax.numpy.linalg` -> `typedjax.numpy.linalg`."""
    return "typedjax" + jax_module.removeprefix("jax")


def distribution_modules() -> list[str]:
    """The distribution submodules of `jax.scipy.stats` and of `typedjax.scipy.stats`."""
    found: set[str] = set()
    for module_name in ("jax.scipy.stats", "typedjax.scipy.stats"):
        module = importlib.import_module(module_name)
        for name in test_coverage.public_names(module):
            if isinstance(getattr(module, name), ModuleType):
                found.add(f"jax.scipy.stats.{name}")
    return sorted(found)


def full_modules() -> list[str]:
    """Every JAX module compared name by name."""
    return [*FULL_MODULES, *distribution_modules()]


def optional_module(name: str) -> ModuleType | None:
    """The module `name`, or None where it does not exist (a JAX without it)."""
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


def subset_names(recorded: Mapping[str, ModuleApi] | None = None) -> dict[str, list[str]]:
    """Per module of `SUBSET_JAX`, the names of `TYPED_SUBSET` that live there.

    A typed name the installed JAX lacks everywhere but `recorded` (a recorded JAX's
    API) has is put where it was, so that it shows as removed.
    """
    placed: dict[str, list[str]] = {module: [] for module in SUBSET_JAX}
    seen: set[str] = set()
    for typed_module in TYPED_SUBSET:
        typed = importlib.import_module(typed_module)
        for name in test_coverage.exported(typed):
            if name in seen or isinstance(getattr(typed, name), ModuleType):
                continue
            seen.add(name)
            home = next((m for m in SUBSET_JAX if _plain_attribute(m, name)), None)
            if home is None and recorded is not None:
                home = next(
                    (m for m in SUBSET_JAX if m in recorded and name in recorded[m].names), None
                )
            if home is not None:
                placed[home].append(name)
    return {module: sorted(names) for module, names in placed.items()}


def _plain_attribute(module_name: str, name: str) -> bool:
    module = optional_module(module_name)
    return module is not None and not isinstance(getattr(module, name, module), ModuleType)


def subset_home(name: str) -> str:
    """The typed module of `TYPED_SUBSET` that exports `name` first."""
    for typed_module in TYPED_SUBSET:
        if name in test_coverage.exported(importlib.import_module(typed_module)):
            return typed_module
    raise KeyError(name)


# ---- known, deliberate differences ------------------------------------------------------


def known_differences() -> tuple[dict[str, str], dict[str, str]]:
    """(JAX names typedjax leaves out, typedjax names JAX lacks), qualified, with the reason.

    Read from the tests that keep them (`test_coverage.py`, `test_random_identity.py`).
    """
    prefixes = {"": "jax.numpy.", "linalg.": "jax.numpy.linalg.", "fft.": "jax.numpy.fft."}

    def qualify(key: str) -> str:
        head, dot, rest = key.partition(".")
        return prefixes[head + dot] + rest if dot and head + dot in prefixes else prefixes[""] + key

    left_out = {qualify(k): v for k, v in test_coverage.OUT_OF_SCOPE.items()}
    left_out |= {f"jax.random.{k}": v for k, v in test_random_identity.LEFT_OUT.items()}
    own = {qualify(k): v for k, v in test_coverage.EXTRA.items()}
    own |= {
        f"jax.random.{k}": v
        for k, v in test_random_identity.OWN.items()
        if not hasattr(jax.random, k)
    }
    for qualified, release in newer_than_installed("NAMES").items():
        own[qualified] = f"declared for JAX {release}, newer than the installed one"
    return left_out, own


_IMMUTABLE = (
    "JAX's default inplace=True only raises NotImplementedError (JAX arrays are immutable): "
    "declared as a required inplace=False"
)
_FORWARDED = (
    "JAX 0.12 forwards *args/**kwargs to NumPy's function; declared with NumPy's parameters, "
    "which JAX 0.10.2 names itself"
)
PARAMETERS_BY_CHOICE: dict[tuple[str, str], str] = {
    ("jax.eval_shape", "parameter 'fun' kind changed"): (
        "a ParamSpec signature: `fun` is positional so that every keyword goes to `fun`; "
        "eval_shape(fun=f) is the one call it refuses"
    ),
    ("jax.jit", "parameter 'fun' default changed"): (
        "the implementation signature, which callers never see: the overloads declare "
        "jit(fun, ...) and the decorator factory jit(**options)"
    ),
    ("jax.numpy.clip", "parameter 'arr' default added"): (
        "without `arr` JAX raises ValueError ('No input was provided'): declared required"
    ),
    ("jax.numpy.einsum", "parameter '_dot_general' added"): "a private hook, not public API",
    ("jax.numpy.fill_diagonal", "parameter 'inplace' default added"): _IMMUTABLE,
    ("jax.numpy.place", "parameter 'inplace' default added"): _IMMUTABLE,
    ("jax.numpy.put", "parameter 'inplace' default added"): _IMMUTABLE,
    ("jax.numpy.put_along_axis", "parameter 'inplace' default added"): _IMMUTABLE,
    ("jax.numpy.load", "parameter"): _FORWARDED,
    ("jax.numpy.printoptions", "parameter"): _FORWARDED,
    ("jax.numpy.set_printoptions", "parameter"): _FORWARDED,
}
"""`(function, start of a change)` -> why the declarations differ from JAX there on purpose."""


def newer_than_installed(table: str) -> dict[str, str]:
    """`typedjax._src.newer`'s `NAMES` or `PARAMETERS` (what the declarations take from a newer
    JAX, with the release), flattened to `module.name` or `function.parameter`, less what
    the installed JAX has; empty where typedjax has no such table."""
    newer = optional_module("typedjax._src.newer")
    found: object = getattr(newer, table, None)
    out: dict[str, str] = {}
    if not isinstance(found, Mapping):
        return out
    for owner, entries in cast("Mapping[object, object]", found).items():
        if not isinstance(entries, Mapping):
            continue
        for name, release in cast("Mapping[object, object]", entries).items():
            out[f"{owner}.{name}"] = str(release)
    installed = parse_version(str(jax.__version__)).release
    return {k: v for k, v in out.items() if installed < parse_version(v).release}


# ---- signatures -------------------------------------------------------------------------

Param = tuple[str, str, str | None]
"""A parameter: its name, its kind (`inspect.Parameter.kind.name`) and its default as
text (`repr`), None when it has none."""

SOME_DEFAULT = "..."
"""A declared default of `...`: some default, whichever JAX has."""


def default_text(value: object) -> str:
    """How a default is compared: a class or function by its name, anything else by `repr`
    (without the memory addresses of sentinel objects)."""
    if isinstance(value, type) or inspect.isroutine(value):
        return str(getattr(value, "__name__", repr(value)))
    return re.sub(r" at 0x[0-9a-fA-F]+", "", repr(value))


def jax_params(value: object) -> tuple[Param, ...] | None:
    """The parameters of a JAX function; None for classes, modules, non-callables and
    callables without a signature."""
    if isinstance(value, type | ModuleType) or not callable(value):
        return None
    try:
        signature = inspect.signature(value)
    except (TypeError, ValueError):
        return None
    return tuple(
        (p.name, p.kind.name, None if p.default is p.empty else default_text(p.default))
        for p in signature.parameters.values()
    )


_DEFAULT_SCOPE: dict[str, object] = {
    **vars(builtins), "np": np, "numpy": np, "jax": jax, "jnp": jax.numpy, "inf": math.inf,
    "nan": math.nan,
}  # fmt: skip
"""What a declared default may name (`np.float64(1.0)`, `float("nan")`, `int`)."""


def declared_default(node: ast.expr) -> str:
    """The text of a declared default, as `default_text` writes JAX's."""
    if isinstance(node, ast.Constant) and node.value is Ellipsis:
        return SOME_DEFAULT
    try:
        # typedjax's own source: defaults are literals and names of builtins and NumPy.
        value: object = eval(
            compile(ast.Expression(node), "<default>", "eval"), dict(_DEFAULT_SCOPE)
        )
    except (NameError, AttributeError, TypeError, ValueError):  # a name of the module's own
        return ast.unparse(node)
    return default_text(value)


def params_of(node: ast.FunctionDef | ast.AsyncFunctionDef) -> tuple[Param, ...]:
    """The parameters of a declaration, as `jax_params` gives JAX's."""
    args = node.args
    positional = [*args.posonlyargs, *args.args]
    defaults: list[str | None] = [None] * (len(positional) - len(args.defaults))
    defaults += [declared_default(d) for d in args.defaults]
    out: list[Param] = []
    for i, (arg, default) in enumerate(zip(positional, defaults, strict=True)):
        kind = "POSITIONAL_ONLY" if i < len(args.posonlyargs) else "POSITIONAL_OR_KEYWORD"
        out.append((arg.arg, kind, default))
    if args.vararg is not None:
        out.append((args.vararg.arg, "VAR_POSITIONAL", None))
    for arg, kw_default in zip(args.kwonlyargs, args.kw_defaults, strict=True):
        out.append(
            (arg.arg, "KEYWORD_ONLY", None if kw_default is None else declared_default(kw_default))
        )
    if args.kwarg is not None:
        out.append((args.kwarg.arg, "VAR_KEYWORD", None))
    return tuple(out)


@cache
def module_tree(module_name: str) -> ast.Module | None:
    """The parsed source of a module (found, not imported); None when it has none."""
    spec = importlib.util.find_spec(module_name)
    if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
        return None
    return ast.parse(Path(spec.origin).read_text(), spec.origin)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _nested(body: Sequence[ast.stmt]) -> Iterator[ast.stmt]:
    for stmt in body:
        yield stmt
        if isinstance(stmt, ast.If):  # `if sys.version_info >= ...:` inside the block
            yield from _nested(stmt.body)
            yield from _nested(stmt.orelse)


def typing_statements(tree: ast.Module) -> list[ast.stmt]:
    """The statements of the module's top-level `if TYPE_CHECKING:` blocks."""
    out: list[ast.stmt] = []
    for stmt in tree.body:
        if isinstance(stmt, ast.If) and _is_type_checking(stmt.test):
            out += _nested(stmt.body)
    return out


def _is_overload(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(
        (isinstance(d, ast.Name) and d.id == "overload")
        or (isinstance(d, ast.Attribute) and d.attr == "overload")
        for d in node.decorator_list
    )


def _pick(
    statements: Iterable[ast.stmt], name: str
) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    found = [
        s for s in statements
        if isinstance(s, ast.FunctionDef | ast.AsyncFunctionDef) and s.name == name
    ]  # fmt: skip
    implementations = [f for f in found if not _is_overload(f)]
    chosen = implementations or found
    return chosen[-1] if chosen else None


def _absolute(module_name: str, node: ast.ImportFrom, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    parts = module_name.split(".")
    base = parts if is_package else parts[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, *([node.module] if node.module else [])])


@dataclass(frozen=True)
class Declaration:
    """Where a name is declared as a function and its parameters."""

    where: str
    """`module:line`."""
    params: tuple[Param, ...]


def find_declaration(
    module_name: str, name: str, _seen: frozenset[tuple[str, str]] = frozenset()
) -> Declaration | None:
    """typedjax's declaration of `name` as seen from `module_name`.

    The implementation signature (or the last overload) under `if TYPE_CHECKING:`,
    else a plain module-level function (typedjax's own), else the module a
    `from typedjax... import name` re-export names, followed; None when `name` is
    not declared as a function (a ufunc object, a class, a value).
    """
    if (module_name, name) in _seen:
        return None
    seen = _seen | {(module_name, name)}
    tree = module_tree(module_name)
    if tree is None:
        return None
    typing_block = typing_statements(tree)
    node = _pick(typing_block, name) or _pick(tree.body, name)
    if node is not None:
        return Declaration(f"{module_name}:{node.lineno}", params_of(node))
    spec = importlib.util.find_spec(module_name)
    is_package = spec is not None and spec.submodule_search_locations is not None
    for stmt in [*tree.body, *typing_block]:
        if not isinstance(stmt, ast.ImportFrom):
            continue
        for alias in stmt.names:
            if (alias.asname or alias.name) != name:
                continue
            source = _absolute(module_name, stmt, is_package)
            if source.split(".")[0] == "typedjax":
                found = find_declaration(source, alias.name, seen)
                if found is not None:
                    return found
    return None


# ---- the API of a module ------------------------------------------------------------------


@dataclass(frozen=True)
class ModuleApi:
    """A module's public names and, for those that are functions, their parameters."""

    names: tuple[str, ...]
    signatures: dict[str, tuple[Param, ...]] = field(default_factory=dict[str, tuple[Param, ...]])


def jax_module_api(module: ModuleType, names: Iterable[str] | None = None) -> ModuleApi:
    """The installed module's API: `names` (default: every public name) and their signatures."""
    chosen = sorted(test_coverage.public_names(module) if names is None else names)
    signatures: dict[str, tuple[Param, ...]] = {}
    for name in chosen:
        params = jax_params(getattr(module, name))
        if params is not None:
            signatures[name] = params
    return ModuleApi(tuple(chosen), signatures)


def installed_api() -> dict[str, ModuleApi]:
    """The installed JAX's API over every compared module (those it has)."""
    out: dict[str, ModuleApi] = {}
    for module_name in full_modules():
        module = optional_module(module_name)
        if module is not None:
            out[module_name] = jax_module_api(module)
    for module_name, names in subset_names().items():
        module = optional_module(module_name)
        if module is not None:
            out[module_name] = jax_module_api(module, [n for n in names if hasattr(module, n)])
    return out


def declared_api(
    jax_api: Mapping[str, ModuleApi], recorded: Mapping[str, ModuleApi] | None = None
) -> tuple[dict[str, ModuleApi], list[str]]:
    """typedjax's declarations, keyed by the JAX module they stand for, and the JAX
    functions they declare as something else (a ufunc object, a class: not compared).

    Signatures are read for the names that are functions in `jax_api`. Of `lax` and the
    top level, the typed names of the installed JAX are taken, and those of `recorded`.
    """
    out: dict[str, ModuleApi] = {}
    not_functions: list[str] = []
    subsets = subset_names(recorded)
    for module_name in [*full_modules(), *SUBSET_JAX]:
        if module_name in subsets:
            names = subsets[module_name]
            homes = {n: subset_home(n) for n in names}
        else:
            typed = optional_module(typed_name(module_name))
            if typed is None:
                continue
            names = test_coverage.exported(typed)
            homes = dict.fromkeys(names, typed.__name__)
        functions = jax_api[module_name].signatures if module_name in jax_api else {}
        signatures: dict[str, tuple[Param, ...]] = {}
        for name in sorted(set(names) & set(functions)):
            found = find_declaration(homes[name], name)
            if found is None:
                not_functions.append(f"{module_name}.{name}")
            else:
                signatures[name] = found.params
        out[module_name] = ModuleApi(tuple(sorted(names)), signatures)
    return out, not_functions


# ---- the dtype grid -----------------------------------------------------------------------


def grid_cases() -> list[Case]:
    """Every case of the agreement harness for `typedjax.numpy` and `typedjax.scipy`."""
    out: list[Case] = []
    for area in sorted(NUMPY_AREAS):
        out += numpy_area_cases(area)
    for area in sorted(SCIPY_AREAS):
        out += scipy_area_cases(area)
    return out


_IDENTIFIER = re.compile(r"(?<![\w.'\"])([A-Za-z_]\w*)(?![\w'\"]|\s*=(?!=))")


def cell_label(case: Case) -> str:
    """The case with each operand spelled as its dtype: `tnp.add(int8, uint32)`."""
    spelled = {o.name: o.dtype or o.build for o in case.operands}
    return _IDENTIFIER.sub(lambda m: spelled.get(m.group(1), m.group(1)), case.expr)


def cell_keys(cases: Sequence[Case]) -> list[str]:
    """A key per case: its label, with a digest of its operands where labels collide."""
    labels = [cell_label(c) for c in cases]
    count: dict[str, int] = {}
    for label in labels:
        count[label] = count.get(label, 0) + 1
    out: list[str] = []
    for case, label in zip(cases, labels, strict=True):
        if count[label] > 1:
            builds = "\n".join([case.expr, *(o.build for o in case.operands)])
            label += f" [{hashlib.sha1(builds.encode()).hexdigest()[:8]}]"
        out.append(label)
    return out


def short(result: str) -> str:
    """`Array[int32]` -> `int32` (also inside tuples); Python types and errors as they are."""
    return re.sub(r"Array\[(\w+)\]", r"\1", result)


MODES = ("x64 off", "x64 on")


@dataclass(frozen=True)
class Grid:
    """Run-time results of the grid cells: key -> `"<x64 off>|<x64 on>"`."""

    kind: str
    """"sample" (the harness's default grid without checker answers) or "full"."""
    cells: dict[str, str]
    seconds: float
    reused: bool = field(default=False, compare=False)
    """Taken from a snapshot of the same JAX (`--reuse-recorded`), not evaluated now."""


def _runtime_types(cases: Sequence[Case], x64: bool) -> list[str]:
    return runtime_types(cases, x64=x64)


def evaluate_grid(cases: Sequence[Case], *, full: bool) -> Grid:
    """Evaluate the cases with the installed JAX, x64 off and on (two processes at once)."""
    start = time.monotonic()
    keep = [True] * len(cases) if full else default_grid(cases, [])
    chosen = [c for c, kept in zip(cases, keep, strict=True) if kept]
    keys = [k for k, kept in zip(cell_keys(cases), keep, strict=True) if kept]
    with ThreadPoolExecutor(2) as pool:
        off, on = pool.map(partial(_runtime_types, chosen), (False, True))
    cells = {key: f"{short(a)}|{short(b)}" for key, a, b in zip(keys, off, on, strict=True)}
    return Grid("full" if full else "sample", cells, time.monotonic() - start)


# ---- snapshots ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Snapshot:
    """A JAX release's API as this tool sees it."""

    jax: str
    jaxlib: str
    python: str
    modules: dict[str, ModuleApi]
    grid: Grid | None


def installed_versions() -> tuple[str, str]:
    """The installed jax and jaxlib versions."""
    import jaxlib  # only its version

    return str(jax.__version__), str(getattr(jaxlib, "__version__", "unknown"))


def record(*, full: bool, with_grid: bool = True, grid: Grid | None = None) -> Snapshot:
    """The installed JAX's snapshot; its grid evaluated, or `grid` where given."""
    version, jaxlib_version = installed_versions()
    if grid is None and with_grid:
        grid = evaluate_grid(grid_cases(), full=full)
    return Snapshot(version, jaxlib_version, platform.python_version(), installed_api(), grid)


def _lines(value: object, indent: str = "") -> list[str]:
    # Dictionaries one key a line (so that a diff shows the cell that changed), lists inline.
    if not isinstance(value, dict) or not value:
        return [json.dumps(value)]
    items = list(cast("dict[object, object]", value).items())
    out = ["{"]
    inner = indent + " "
    for i, (key, item) in enumerate(items):
        nested = _lines(item, inner)
        comma = "," if i < len(items) - 1 else ""
        out.append(f"{inner}{json.dumps(key)}: {nested[0]}")
        out += nested[1:]
        out[-1] += comma
    out.append(indent + "}")
    return out


def grid_path(path: Path) -> Path:
    """Where the grid of the snapshot at `path` (`<version>.json`) is kept."""
    return path.with_name(path.stem + ".grid.json.gz")


def snapshot_json(snapshot: Snapshot, grid_file: str = "") -> dict[str, object]:
    """The snapshot as JSON data, less the grid's cells (sorted keys)."""
    modules = {
        name: {
            "names": list(api.names),
            "signatures": {n: [list(p) for p in s] for n, s in sorted(api.signatures.items())},
        }
        for name, api in sorted(snapshot.modules.items())
    }
    grid: dict[str, object] | None = None
    if snapshot.grid is not None:
        grid = {
            "kind": snapshot.grid.kind,
            "seconds": round(snapshot.grid.seconds, 1),
            "cells": len(snapshot.grid.cells),
            "file": grid_file,
        }
    return {
        "jax": snapshot.jax, "jaxlib": snapshot.jaxlib, "python": snapshot.python,
        "recorded_by": "python tools/jax_api_diff.py --record", "modules": modules, "grid": grid,
    }  # fmt: skip


def _compact(value: str) -> str:
    # `"float32|float32"` -> `"float32"`: one result for both modes is written once.
    off, _, on = value.partition("|")
    return off if off == on else value


def write_snapshot(snapshot: Snapshot, path: Path) -> None:
    """Write `snapshot` to `path` (`<version>.json`, one dictionary entry a line) and its
    grid beside it, gzipped (`<version>.grid.json.gz`: tens of thousands of cells)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    cells = grid_path(path)
    path.write_text("\n".join(_lines(snapshot_json(snapshot, cells.name))) + "\n")
    if snapshot.grid is None:
        cells.unlink(missing_ok=True)
        return
    compact = {key: _compact(value) for key, value in sorted(snapshot.grid.cells.items())}
    text = "\n".join(_lines(compact)) + "\n"
    # mtime=0: the same cells give the same bytes.
    cells.write_bytes(gzip.compress(text.encode(), compresslevel=9, mtime=0))


def _object(value: object, what: str) -> dict[str, object]:
    if not isinstance(value, dict):
        raise TypeError(f"{what}: expected an object")
    return {str(k): v for k, v in cast("dict[object, object]", value).items()}


def _list(value: object, what: str) -> list[object]:
    if not isinstance(value, list):
        raise TypeError(f"{what}: expected a list")
    return list(cast("list[object]", value))


def _strings(value: object, what: str) -> list[str]:
    items = _list(value, what)
    if not all(isinstance(v, str) for v in items):
        raise TypeError(f"{what}: expected a list of strings")
    return [str(v) for v in items]


def _param(value: object, what: str) -> Param:
    items = _list(value, what)
    if len(items) != 3:
        raise TypeError(f"{what}: expected [name, kind, default]")
    name, kind, default = items
    if not isinstance(name, str) or not isinstance(kind, str):
        raise TypeError(f"{what}: expected [name, kind, default]")
    if default is not None and not isinstance(default, str):
        raise TypeError(f"{what}: a default is text or null")
    return (name, kind, default)


def read_snapshot(path: Path) -> Snapshot:
    """The snapshot written to `path`."""
    data = _object(json.loads(path.read_text()), str(path))
    modules: dict[str, ModuleApi] = {}
    for module_name, raw in _object(data["modules"], "modules").items():
        entry = _object(raw, module_name)
        signatures = {
            name: tuple(_param(p, f"{module_name}.{name}") for p in _list(params, name))
            for name, params in _object(entry["signatures"], module_name).items()
        }
        modules[module_name] = ModuleApi(tuple(_strings(entry["names"], module_name)), signatures)
    grid: Grid | None = None
    if data.get("grid") is not None:
        raw_grid = _object(data["grid"], "grid")
        raw_cells = json.loads(gzip.decompress(grid_path(path).read_bytes()))
        cells: dict[str, str] = {}
        for key, value in _object(raw_cells, "cells").items():
            text = str(value)
            cells[key] = text if "|" in text else f"{text}|{text}"
        seconds = raw_grid.get("seconds", 0.0)
        grid = Grid(
            str(raw_grid["kind"]),
            cells,
            float(seconds) if isinstance(seconds, int | float) else 0.0,
        )
    return Snapshot(str(data["jax"]), str(data["jaxlib"]), str(data["python"]), modules, grid)


def _release(path: Path) -> tuple[int, ...]:
    return tuple(int(p) for p in re.findall(r"\d+", path.stem))


def snapshot_path(version: str | None = None, folder: Path = SNAPSHOTS) -> Path | None:
    """The snapshot of `version`, or the newest recorded one; None when there is none."""
    if version is not None:
        path = folder / f"{version}.json"
        return path if path.exists() else None
    recorded = sorted(folder.glob("*.json"), key=_release)
    return recorded[-1] if recorded else None


# ---- comparisons ------------------------------------------------------------------------

_KIND = {
    "POSITIONAL_ONLY": "positional-only", "POSITIONAL_OR_KEYWORD": "positional or keyword",
    "VAR_POSITIONAL": "*args", "KEYWORD_ONLY": "keyword-only", "VAR_KEYWORD": "**kwargs",
}  # fmt: skip


def _describe(param: Param) -> str:
    _, kind, default = param
    return _KIND.get(kind, kind) + ("" if default is None else f", default {default}")


def compare_params(old: Sequence[Param], new: Sequence[Param]) -> list[str]:
    """What changed from the parameters `old` to `new`, one sentence each.

    A parameter removed and another added at the same position with the same kind is
    a rename. A default of `...` in `old` (a declaration's "some default") matches any
    default.
    """
    old_names = [p[0] for p in old]
    new_names = [p[0] for p in new]
    removed = {i: p for i, p in enumerate(old) if p[0] not in new_names}
    added = {i: p for i, p in enumerate(new) if p[0] not in old_names}
    out: list[str] = []
    for i in sorted(set(removed) & set(added)):
        if removed[i][1] == added[i][1]:
            out.append(f"parameter {removed[i][0]!r} renamed to {added.pop(i)[0]!r}")
            del removed[i]
    out += [f"parameter {p[0]!r} added ({_describe(p)})" for p in added.values()]
    out += [f"parameter {p[0]!r} removed (was {_describe(p)})" for p in removed.values()]
    by_name = {p[0]: p for p in new}
    for name, kind, default in old:
        if name not in by_name:
            continue
        _, new_kind, new_default = by_name[name]
        if kind != new_kind:
            out.append(
                f"parameter {name!r} kind changed: {_KIND.get(kind, kind)} -> "
                f"{_KIND.get(new_kind, new_kind)}"
            )
        if default == new_default or (default == SOME_DEFAULT and new_default is not None):
            continue
        if default is None:
            out.append(f"parameter {name!r} default added: {new_default}")
        elif new_default is None:
            out.append(f"parameter {name!r} default removed (was {default})")
        else:
            out.append(f"parameter {name!r} default changed: {default} -> {new_default}")
    positional = ("POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD")
    common = set(old_names) & set(new_names)
    old_order = [p[0] for p in old if p[0] in common and p[1] in positional]
    new_order = [p[0] for p in new if p[0] in common and p[1] in positional]
    if sorted(old_order) == sorted(new_order) and old_order != new_order:
        out.append(f"positional order changed: {', '.join(old_order)} -> {', '.join(new_order)}")
    return out


@dataclass(frozen=True)
class CellChange:
    """A grid cell whose result differs."""

    cell: str
    mode: str
    old: str
    new: str

    def __str__(self) -> str:
        return f"{self.cell} {self.mode}: {self.old} -> {self.new}"


def compare_cells(old: Mapping[str, str], new: Mapping[str, str]) -> list[CellChange]:
    """The cells of both whose result changed, per mode (`"<x64 off>|<x64 on>"` values)."""
    out: list[CellChange] = []
    for key in sorted(set(old) & set(new)):
        for mode, before, after in zip(
            MODES, old[key].split("|"), new[key].split("|"), strict=True
        ):
            if before != after:
                out.append(CellChange(key, mode, before, after))
    return out


@dataclass
class Report:
    """What differs between a reference (declarations or a recorded JAX) and the installed JAX."""

    installed: str
    reference: str
    dtype_reference: str
    new_names: dict[str, list[str]] = field(default_factory=dict[str, list[str]])
    removed_names: dict[str, list[str]] = field(default_factory=dict[str, list[str]])
    deliberate: dict[str, str] = field(default_factory=dict[str, str])
    """Known differences left out of the two above, with the reason."""
    new_modules: list[str] = field(default_factory=list[str])
    removed_modules: list[str] = field(default_factory=list[str])
    parameters: dict[str, list[str]] = field(default_factory=dict[str, list[str]])
    functions_compared: int = 0
    not_compared: list[str] = field(default_factory=list[str])
    """JAX functions the reference has as something else (no signature to compare)."""
    dtype_changes: list[CellChange] = field(default_factory=list[CellChange])
    cells_compared: int = 0
    cells_only_old: int = 0
    cells_only_new: int = 0
    notes: list[str] = field(default_factory=list[str])


def compare_apis(
    old: Mapping[str, ModuleApi],
    new: Mapping[str, ModuleApi],
    report: Report,
    known: tuple[Mapping[str, str], Mapping[str, str], Mapping[str, str]] = ({}, {}, {}),
    chosen: Mapping[tuple[str, str], str] | None = None,
) -> None:
    """Fill `report`'s names and parameters: what `new` has that `old` lacks and so on.

    `known` is (names `old` deliberately lacks, names `old` deliberately adds, parameters
    `old` declares for a newer JAX with that release: `jax.random.gamma.method`), qualified.
    """
    left_out, own, newer = known
    newer_params: dict[str, dict[str, str]] = {}
    for qualified, release in newer.items():
        function, _, parameter = qualified.rpartition(".")
        newer_params.setdefault(function, {})[parameter] = release
    report.new_modules = sorted(set(new) - set(old))
    report.removed_modules = sorted(set(old) - set(new))
    for module_name in sorted(set(old) & set(new)):
        before, after = old[module_name], new[module_name]
        added = sorted(set(after.names) - set(before.names))
        gone = sorted(set(before.names) - set(after.names))
        for names, reasons, target in ((added, left_out, report.new_names),
                                       (gone, own, report.removed_names)):  # fmt: skip
            shown: list[str] = []
            for name in names:
                qualified = f"{module_name}.{name}"
                if qualified in reasons:
                    report.deliberate[qualified] = reasons[qualified]
                else:
                    shown.append(name)
            if shown:
                target[module_name] = shown
        for name in sorted(set(before.signatures) & set(after.signatures)):
            report.functions_compared += 1
            changes = compare_params(before.signatures[name], after.signatures[name])
            for parameter, release in newer_params.get(f"{module_name}.{name}", {}).items():
                removed = f"parameter {parameter!r} removed"
                if any(c.startswith(removed) for c in changes):
                    changes = [c for c in changes if not c.startswith(removed)]
                    report.deliberate[f"{module_name}.{name}({parameter})"] = (
                        f"declared for JAX {release}, newer than the installed one"
                    )
            for change in list(changes):
                for (function, start), reason in (chosen or {}).items():
                    if function == f"{module_name}.{name}" and change.startswith(start):
                        changes.remove(change)
                        report.deliberate[f"{function}: {change}"] = reason
                        break
            if changes:
                report.parameters[f"{module_name}.{name}"] = changes


def against_declarations(installed: Snapshot, dtypes: Snapshot | None) -> Report:
    """The installed JAX against typedjax's declarations, and its grid against `dtypes`."""
    report = Report(
        installed=f"JAX {installed.jax} (jaxlib {installed.jaxlib})",
        reference="typedjax's declarations",
        dtype_reference="(no snapshot recorded)" if dtypes is None else f"JAX {dtypes.jax}",
    )
    declared, report.not_compared = declared_api(
        installed.modules, None if dtypes is None else dtypes.modules
    )
    left_out, own = known_differences()
    known = (left_out, own, newer_than_installed("PARAMETERS"))
    compare_apis(declared, installed.modules, report, known, PARAMETERS_BY_CHOICE)
    _compare_grids(dtypes, installed, report)
    return report


def against_snapshot(installed: Snapshot, old: Snapshot) -> Report:
    """The installed JAX against a recorded one, in names, parameters and the grid."""
    report = Report(
        installed=f"JAX {installed.jax} (jaxlib {installed.jaxlib})",
        reference=f"JAX {old.jax} (jaxlib {old.jaxlib}), recorded",
        dtype_reference=f"JAX {old.jax}",
    )
    compare_apis(old.modules, installed.modules, report)
    _compare_grids(old, installed, report)
    return report


def _compare_grids(old: Snapshot | None, new: Snapshot, report: Report) -> None:
    if new.grid is None:
        report.notes.append("result dtypes not compared (--skip-dtypes)")
        return
    how = "recorded with --record, which evaluated it" if new.grid.reused else "evaluated"
    report.notes.append(
        f"installed grid: {new.grid.kind} ({len(new.grid.cells)} cells, {how} in "
        f"{new.grid.seconds:.0f} s with x64 off and on at once)"
    )
    if old is None or old.grid is None:
        report.notes.append("no recorded grid to compare with: run --record first")
        return
    report.dtype_changes = compare_cells(old.grid.cells, new.grid.cells)
    report.cells_compared = len(set(old.grid.cells) & set(new.grid.cells))
    report.cells_only_old = len(set(old.grid.cells) - set(new.grid.cells))
    report.cells_only_new = len(set(new.grid.cells) - set(old.grid.cells))
    if old.grid.kind != new.grid.kind:
        report.notes.append(
            f"the recorded grid is {old.grid.kind}: compared where both have a cell"
        )


CELL_GROUPS: tuple[tuple[str, Callable[[str, str], bool]], ...] = (
    ("operands one of the two JAX releases cannot build",
     lambda old, new: "unbuildable" in (old, new)),
    ("error changed", lambda old, new: old.startswith("error:") and new.startswith("error:")),
    ("now refused", lambda _, new: new.startswith("error:")),
    ("now accepted", lambda old, _: old.startswith("error:")),
    ("result changed", lambda _old, _new: True),
)  # fmt: skip
"""How cell changes are grouped in the text, each under the first group whose test holds."""


def render_cells(changes: Sequence[CellChange]) -> list[str]:
    """The cell changes, grouped (results first), a cell's two modes on one line where they
    changed alike."""
    merged: dict[tuple[str, str, str], list[str]] = {}
    for change in changes:
        merged.setdefault((change.cell, change.old, change.new), []).append(change.mode)
    groups: dict[str, list[str]] = {name: [] for name, _ in CELL_GROUPS}
    for (cell, old, new), modes in merged.items():
        group = next(name for name, test in CELL_GROUPS if test(old, new))
        shown = " and ".join(modes).replace("x64 off and x64 on", "x64 off and on")
        groups[group].append(f"{cell} {shown}: {old} -> {new}")
    out: list[str] = []
    for name, _ in reversed(CELL_GROUPS):  # results first
        if groups[name]:
            out += [f"-- {name} ({len(groups[name])}) --", *groups[name]]
    return out or ["(none)"]


def render(report: Report) -> str:
    """The report as plain text, grouped."""
    out = [
        f"installed: {report.installed}",
        f"names and parameters against: {report.reference}",
        f"result dtypes against: {report.dtype_reference}",
        *report.notes,
        "",
        "== names (new: the installed JAX has, the reference lacks; removed: the other way) ==",
    ]
    out += [f"{m}: new module" for m in report.new_modules]
    out += [f"{m}: module removed" for m in report.removed_modules]
    for module_name in sorted(set(report.new_names) | set(report.removed_names)):
        parts: list[str] = []
        if module_name in report.new_names:
            parts.append("new: " + ", ".join(report.new_names[module_name]))
        if module_name in report.removed_names:
            parts.append("removed: " + ", ".join(report.removed_names[module_name]))
        out.append(f"{module_name}: " + "; ".join(parts))
    if out[-1].startswith("=="):
        out.append("(none)")
    if report.deliberate:
        out.append(f"({len(report.deliberate)} deliberate differences not shown: "
                   + ", ".join(sorted(report.deliberate)) + ")")  # fmt: skip
    out += ["", f"== parameters ({report.functions_compared} functions compared) =="]
    for qualified, changes in sorted(report.parameters.items()):
        out += [f"{qualified}: {change}" for change in changes]
    if not report.parameters:
        out.append("(none)")
    if report.not_compared:
        out.append(
            f"({len(report.not_compared)} JAX functions are declared as objects or classes, "
            "not compared: " + ", ".join(report.not_compared) + ")"
        )
    out += [
        "",
        (
            f"== result dtypes ({report.cells_compared} cells compared, "
            f"{len(report.dtype_changes)} changes) =="
        ),
    ]
    out += render_cells(report.dtype_changes)
    if report.cells_only_old or report.cells_only_new:
        out.append(
            f"(cells only in the recorded grid: {report.cells_only_old}, only in the "
            f"installed one: {report.cells_only_new}: the cases changed)"
        )
    return "\n".join(out) + "\n"


def main(argv: Sequence[str] | None = None, out: Callable[[str], object] = print) -> int:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--record", action="store_true",
                        help="write tools/jax_api/<installed jax>.json")  # fmt: skip
    parser.add_argument("--against", metavar="VERSION",
                        help="compare JAX against JAX: the installed one with this recorded one")  # fmt: skip
    parser.add_argument("--full-grid", action="store_true", help="evaluate every agreement case")
    parser.add_argument("--skip-dtypes", action="store_true", help="leave the grid out")
    parser.add_argument(
        "--reuse-recorded", action="store_true",
        help="take the installed JAX's grid from its own snapshot instead of evaluating it",
    )  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--snapshots", type=Path, default=SNAPSHOTS, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    folder: Path = args.snapshots
    full: bool = args.full_grid
    against: str | None = args.against
    path = None if args.record else snapshot_path(against, folder)
    if against is not None and path is None:
        out(f"no snapshot of JAX {against} under {folder}")
        return 2
    reused: Grid | None = None
    if args.reuse_recorded and not args.record:
        own = snapshot_path(installed_versions()[0], folder)
        reused = None if own is None else read_snapshot(own).grid
        if reused is None:
            out(f"no recorded grid of the installed JAX under {folder}")
            return 2
        reused = replace(reused, reused=True)
    installed = record(full=full, with_grid=not args.skip_dtypes, grid=reused)
    if args.record:
        path = folder / f"{installed.jax}.json"
        write_snapshot(installed, path)
        cells = 0 if installed.grid is None else len(installed.grid.cells)
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        out(f"recorded JAX {installed.jax}: {len(installed.modules)} modules, {cells} grid cells "
            f"({'none' if installed.grid is None else installed.grid.kind} grid) -> {shown} "
            f"and {grid_path(path).name}")  # fmt: skip
        return 0
    old = None if path is None else read_snapshot(path)
    if against is not None and old is not None:
        report = against_snapshot(installed, old)
    else:
        report = against_declarations(installed, old)
    if args.json:
        out(json.dumps(asdict(report), indent=1))
    else:
        out(render(report).rstrip("\n"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
