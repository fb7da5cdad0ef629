"""The rules pass of `check`: comparisons whose type the checkers take from a scalar's stub.

A comparison asks its left operand first, and no declaration of typedjax's can answer
for a Python or NumPy scalar there. With `x: Array[float32]`, mypy, pyright, pyrefly
and ty (at the versions the `check` extra pins, with NumPy's stubs; pinned by
tests/checkers/test_scalar_left.py) all answer:

- `2 == x`, `2.0 != x`, `True == x`, `-1 == x`: `bool`, from typeshed's
  `int.__eq__(self, value: object) -> bool` (float's and complex's alike);
- `np.float32(2.0) == x` and `!=`: `Any`, since NumPy declares a scalar's `__eq__` so;
- `np.float32(2.0) < x` and `<=`, `>`, `>=`: NumPy's `ndarray[bool]`, since NumPy's
  scalar comparisons take any array-like;

while JAX computes an `Array` of bools for each. A Python scalar before `<`, `<=`, `>`
or `>=` is right in all four (typeshed's `int.__lt__` takes only numbers, so the
checkers ask the array's reflected operator), and is not reported. Writing the array
first (`x == 2`, `x < np.float32(2.0)`) gives `Array[bool_]` everywhere.

The pass reads each `.py` file with `ast` only (no import, no checker; folders are
walked past hidden ones, caches and virtual environments). A comparison is reported
when its left operand is a Python number or bool literal (`2`, `-1.5`, `True`) before
`==` or `!=`, or a NumPy scalar construction (`np.float32(2.0)`, through the module's
`import numpy` or `from numpy import float32`) before any of the six, and its right
operand is not a literal or a scalar too. In a chain only the first link is looked at.
`# typedjax: ignore[scalar-left]` on a line of the comparison leaves it out; a file that
does not parse is left to the checkers, which report its syntax error.
"""

from __future__ import annotations

import ast
import io
import os
import re
import time
import tokenize
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from typedjax._src.check.model import Diagnostic
from typedjax._src.check.sources import python_files

__all__ = ("CODE", "NUMPY_SCALARS", "scalar_left", "scalar_left_in")

CODE = "scalar-left"

NUMPY_SCALARS = frozenset({
    "bool", "bool_", "byte", "cdouble", "clongdouble", "complex64", "complex128", "complex256",
    "csingle", "double", "float16", "float32", "float64", "float128", "half", "int8", "int16",
    "int32", "int64", "int_", "intc", "intp", "long", "longdouble", "longlong", "short",
    "single", "ubyte", "uint", "uint8", "uint16", "uint32", "uint64", "uintc", "uintp", "ulong",
    "ulonglong", "ushort",
})  # fmt: skip
"""NumPy's concrete number and bool scalar types (a test compares them with NumPy's own)."""

_SYMBOL: dict[type[ast.cmpop], str] = {
    ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
}  # fmt: skip
_MIRROR = {"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}
_EQUALITY = ("==", "!=")
_CHECKERS = "mypy, pyright, pyrefly and ty"


@dataclass(frozen=True)
class _Numpy:
    """How a module names NumPy: its aliases of `numpy`, and scalar types imported by name."""

    modules: frozenset[str]
    scalars: dict[str, str]
    """Local name -> NumPy's name (`from numpy import float32 as f32`: f32 -> float32)."""


def _numpy_names(tree: ast.Module) -> _Numpy:
    modules: set[str] = set()
    scalars: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name == "numpy":
                    modules.add(alias.asname or "numpy")
                elif alias.asname is None and alias.name.startswith("numpy."):
                    modules.add("numpy")  # `import numpy.linalg` binds numpy
        elif isinstance(node, ast.ImportFrom) and node.module == "numpy" and node.level == 0:
            for alias in node.names:
                if alias.name in NUMPY_SCALARS:
                    scalars[alias.asname or alias.name] = alias.name
    return _Numpy(frozenset(modules), scalars)


def _python_scalar(node: ast.expr) -> object | None:
    """The value of a Python number or bool literal (`-1` included), else None."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        node = node.operand
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float | complex):
        return node.value
    return None


def _numpy_scalar(node: ast.expr, numpy: _Numpy) -> bool:
    """Whether `node` constructs a NumPy scalar (`np.float32(2.0)`)."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    if isinstance(func, ast.Name):
        return func.id in numpy.scalars
    return (
        isinstance(func, ast.Attribute)
        and isinstance(func.value, ast.Name)
        and func.value.id in numpy.modules
        and func.attr in NUMPY_SCALARS
    )


_LITERALS = (ast.Constant, ast.JoinedStr, ast.List, ast.Tuple, ast.Set, ast.Dict)


def _not_an_array(node: ast.expr, numpy: _Numpy) -> bool:
    """A literal or a scalar: nothing the checkers could type as an array."""
    if isinstance(node, ast.UnaryOp):
        node = node.operand
    return isinstance(node, _LITERALS) or _numpy_scalar(node, numpy)


def _why(left: ast.expr, symbol: str, right: ast.expr, numpy: _Numpy) -> str | None:
    """What the checkers make of `left symbol right` when it is a scalar-left comparison."""
    if _not_an_array(right, numpy):
        return None
    value = _python_scalar(left)
    if value is not None and symbol in _EQUALITY:
        owner = "int" if isinstance(value, int) else type(value).__name__  # bool: int's
        method = "__eq__" if symbol == "==" else "__ne__"
        return (
            f"a Python scalar on the left of `{symbol}` is `bool` to {_CHECKERS} "
            f"(typeshed's `{owner}.{method}` takes any object)"
        )
    if not _numpy_scalar(left, numpy):
        return None
    if symbol in _EQUALITY:
        return (
            f"a NumPy scalar on the left of `{symbol}` is `Any` to {_CHECKERS} "
            "(NumPy's stubs declare a scalar's `__eq__` and `__ne__` so)"
        )
    return (
        f"a NumPy scalar on the left of `{symbol}` is a NumPy `ndarray[bool]` to {_CHECKERS} "
        "(NumPy's scalar comparisons take any array-like)"
    )


_LOOSER = (ast.BoolOp, ast.IfExp, ast.Lambda, ast.NamedExpr, ast.Compare, ast.Yield, ast.YieldFrom)


def _written(node: ast.expr, text: str, *, operand: bool = False) -> str:
    """`node` as written (unparsed when it spans lines); an `operand` of a comparison is
    parenthesized when it binds more loosely than one."""
    segment = ast.get_source_segment(text, node)
    shown = ast.unparse(node) if segment is None or "\n" in segment else segment
    loose = isinstance(node, _LOOSER) or (
        isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not)
    )
    return f"({shown})" if operand and loose else shown


def _fix(compare: ast.Compare, symbols: list[str], text: str, numpy: _Numpy) -> str:
    """The comparison rewritten with no scalar on the left of a link it is wrong for: the
    chain reversed, or, when its reversal starts with a scalar too, its links joined by `and`."""
    operands = [compare.left, *compare.comparators]
    written = [_written(o, text, operand=True) for o in operands]
    back = list(zip(operands[:0:-1], [_MIRROR[s] for s in reversed(symbols)], operands[-2::-1]))
    if all(_why(left, symbol, right, numpy) is None for left, symbol, right in back):
        parts = [written[-1]]
        for index, symbol in zip(range(len(operands) - 2, -1, -1), reversed(symbols)):
            parts += [_MIRROR[symbol], written[index]]
        return " ".join(parts)
    links: list[str] = []
    for index, symbol in enumerate(symbols):
        left, right = operands[index], operands[index + 1]
        if _why(left, symbol, right, numpy) is None:
            links.append(f"{written[index]} {symbol} {written[index + 1]}")
        else:
            links.append(f"{written[index + 1]} {_MIRROR[symbol]} {written[index]}")
    return " and ".join(links)


@dataclass(frozen=True)
class _Found:
    line: int
    end_line: int
    column: int
    message: str


def _findings(tree: ast.Module, text: str) -> Iterator[_Found]:
    numpy = _numpy_names(tree)
    lines = re.split(r"\r\n?|\n", text)  # as ast counts lines
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        symbols = [_SYMBOL.get(type(op), "") for op in node.ops]
        right = node.comparators[0]
        why = _why(node.left, symbols[0], right, numpy)
        if why is None:
            continue
        if all(symbols):
            fix = f"`{_fix(node, symbols, text, numpy)}`"
        else:  # `in` or `is` later in the chain: the first link alone
            first = ast.Compare(node.left, node.ops[:1], [right])
            fix = f"`{_fix(first, symbols[:1], text, numpy)}` for its first link"
        line = lines[node.lineno - 1] if node.lineno <= len(lines) else ""
        column = len(line.encode()[: node.col_offset].decode(errors="replace")) + 1
        array = _written(right, text)
        message = (
            f"`{_written(node, text)}`: {why}, though JAX gives an array when `{array}` is one"
        )
        yield _Found(
            node.lineno, right.end_lineno or node.lineno, column, f"{message}; write {fix}"
        )


_IGNORE = re.compile(r"#\s*typedjax:\s*ignore\[(?P<codes>[^\]]*)\]")


def _ignored_lines(text: str) -> set[int]:
    """The lines with a `# typedjax: ignore[...]` comment naming this rule's code."""
    found: set[int] = set()
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT:
            marked = _IGNORE.search(token.string)
            if marked and CODE in (c.strip() for c in marked["codes"].split(",")):
                found.add(token.start[0])
    return found


def scalar_left_in(text: str, path: str) -> list[Diagnostic]:
    """The scalar-left comparisons of the source `text`, as diagnostics at `path`; none
    when it does not parse (the checkers report that)."""
    try:
        tree = ast.parse(text, filename=path)
    except (SyntaxError, ValueError):
        return []
    found = sorted(_findings(tree, text), key=lambda f: (f.line, f.column))
    if not found:
        return []
    ignored = _ignored_lines(text)
    return [
        Diagnostic(path, f.line, f.column, CODE, f.message)
        for f in found
        if not ignored.intersection(range(f.line, f.end_line + 1))
    ]


def _python_files(paths: Sequence[str]) -> list[Path]:
    """The `.py` files named, and those under the folders named (the checkers read the rest)."""
    return [path for path in python_files(paths) if path.suffix == ".py"]


def scalar_left(paths: Sequence[str]) -> tuple[list[Diagnostic], float]:
    """The scalar-left comparisons in the `.py` files under `paths`, and the seconds taken."""
    started = time.perf_counter()
    found: list[Diagnostic] = []
    for path in _python_files(paths):
        try:
            with tokenize.open(path) as handle:  # the encoding its coding line or BOM says
                text = handle.read()
        except (OSError, SyntaxError, UnicodeDecodeError):
            continue  # unreadable: the checkers say so
        found += scalar_left_in(text, os.path.relpath(os.path.abspath(path)))
    return found, time.perf_counter() - started
