"""Writes `typedjax/_src/generated/typing/dtype_names.py`: the dtype names as `Literal` types.

One `Literal` group per dtype with a request of its own (`Int8Code`: every string JAX
takes for int8, from the dtype table's `names` column, `tools/gen/_dtypes.py`), one per
category for its narrow formats (`NarrowFloatCode`: their names), and `DTypeName`, the
union of them all: what a `dtype=` string may be. `typedjax.typing.DTypeLike` takes
`DTypeName` instead of `str`, so a misspelled name is a static error.
"""

from __future__ import annotations

import sys

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
from _dtypes import (  # pytype: disable=import-error  # a sibling script, not a package
    CATEGORY_BY_NAME,
    CATEGORY_ROWS,
    REQUESTED,
    TABLE,
    Category,
    DType,
)

TARGET = _blocks.GENERATED / "typing" / "dtype_names.py"
SCRIPT = "typing_dtype_names.py"

DOC = '''"""The dtype names JAX accepts, as `Literal` types: what a `dtype=` string may be.

Every name is JAX's (checked with `jax.numpy.dtype`): dtype names, NumPy's aliases and
one-letter codes. `DTypeName` is their union; `DTypeLike` takes it instead of `str`, so a
misspelled name (`"flaot32"`) is a static error. A name held in a `str` variable goes
through `as_dtype`, which checks it at run time and returns a NumPy dtype.
"""
'''


def code(row: DType) -> str:
    """The name of the `Literal` group of dtype `row`, which has a request of its own."""
    return f"{row.title}Code"


def narrow_code(category: Category) -> str:
    """The name of the `Literal` group of `category`'s narrow formats."""
    return f"Narrow{category.narrow}Code"


def narrow_members(category: Category) -> list[str]:
    """The narrow formats (dtypes without a request of their own) of `category`."""
    return [row.name for row in TABLE if row.narrow and row.kind == category.name]


def groups() -> list[tuple[str, list[str], str]]:
    """`(group, names, docstring)` of every `Literal` group, in `DTypeName`'s order."""
    found = [(code(row), list(row.names), row.note) for row in REQUESTED]
    for category in CATEGORY_ROWS:
        members = narrow_members(category)
        if members:
            found.append((narrow_code(category), members, ""))
    return found


def _check() -> None:
    for row in TABLE:
        if row.narrow and row.names:
            raise SystemExit(f"{row.name}: a narrow format is named by its name alone")
        if not row.narrow and row.name not in row.names:
            raise SystemExit(f"{row.name}: its names must include its own")
        if row.narrow and not CATEGORY_BY_NAME[row.kind].narrow:
            raise SystemExit(f"{row.name}: category {row.kind} has no word for narrow formats")


def quoted(names: list[str]) -> str:
    """`names` as a list of Python strings in double quotes (ruff's style)."""
    return ", ".join(f'"{name}"' for name in names)


def render() -> str:
    """The module's source."""
    _check()
    found = groups()
    lines = [
        "from __future__ import annotations",
        "",
        "from typing import Literal, TypeAlias",
        "",
        f"__all__ = [{quoted([name for name, _, _ in found] + ['DTypeName'])}]",
        "",
    ]
    for name, names, note in found:
        lines.append(f"{name}: TypeAlias = Literal[{quoted(names)}]")
        if note:
            lines.append(f'"""{note}"""')
    lines += [
        "",
        f"DTypeName: TypeAlias = {' | '.join(name for name, _, _ in found)}",
        '"""Every dtype name JAX accepts as a string."""',
    ]
    return DOC + "\n" + "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Rewrite the module, or with `--check` report whether it is current."""
    return _blocks.main_files({TARGET: render}, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
