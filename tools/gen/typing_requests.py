"""Writes `typedjax/_src/generated/typing/requests.py`: the `dtype=` requests by dtype.

A request alias is every spelling of one `dtype=` request (`ToInt8`: `type[int8]`,
`type[np.int8]` and the names of `Int8Code`), one per dtype with a request of its own in
the dtype table (`tools/gen/_dtypes.py`), in the table's order; then one per category for
what is left of it (`ToFloating`: NumPy's other float types and the narrow formats'
names), which the category answers. The declarations narrow a `dtype=` argument with one
overload per alias (the recipe is in `typedjax/_src/numpy/dtype_codes.py`; the rows are
`tools/gen/_rules.py`'s `REQUESTS`).
"""

from __future__ import annotations

import sys

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import typing_dtype_names  # pytype: disable=import-error  # a sibling script, not a package
from _dtypes import (  # pytype: disable=import-error  # a sibling script, not a package
    REQUESTED,
    REQUESTED_CATEGORIES,
    Category,
    DType,
)

TARGET = _blocks.GENERATED / "typing" / "requests.py"
SCRIPT = "typing_requests.py"
NAMES = "typedjax._src.generated.typing.dtype_names"
CLASSES = "typedjax._src.generated.typing.dtype"
LIKE = "typedjax._src.typing.like"

DOC = '''"""`dtype=` requests by the dtype they name: every spelling of one request as one alias.

Checkers have no type-level map from a string to a dtype class, so a declaration
narrows a `dtype=` request with one overload per alias below (the recipe is in
`typedjax/_src/numpy/dtype_codes.py`). Private: the functions of `typedjax.numpy`
and the methods of `typedjax.Array` read the same aliases (through the vocabulary,
`typedjax._src.generated.typing.vocabulary`), so a name such as `"uint32"` means the same
dtype to both. NumPy dtype objects are left out on purpose: `x.dtype` is `np.dtype[Any]`,
which would match the first alias that named one; they fall to the `DTypeLike` overload.
"""
'''


def exact(row: DType) -> str:
    """The union of every spelling of a request for dtype `row`: the Python type that means
    it, its class, NumPy's scalar type, its names."""
    parts = [f"type[{row.python}]"] if row.python else []
    parts.append(f"type[{row.name}]")
    if row.numpy:
        parts.append(f"type[{row.numpy}]")
    parts.append(typing_dtype_names.code(row))
    return " | ".join(parts)


def leftover(category: Category) -> str:
    """The union of what is left of a request for `category` once its dtypes' aliases have
    had their turn: NumPy's scalar types of it, and its narrow formats' names."""
    parts = [f"type[{category.numpy}]"]
    if typing_dtype_names.narrow_members(category):
        parts.append(typing_dtype_names.narrow_code(category))
    return " | ".join(parts)


def doc(row: DType) -> str:
    """The docstring of dtype `row`'s alias, if it needs one."""
    if row.name == "bool_":
        return "Requests for booleans; must come before `ToInt64` (Python's bool is an int)."
    if row.x64:
        bits = "".join(c for c in row.name if c.isdigit())
        default = "default or the " if row.python else ""
        return (
            f"Requests for the {default}{bits}-bit {WORDS[row.kind]}: `Array[{row.kind}]` "
            "(x64 decides)."
        )
    return ""


WORDS = {
    "signedinteger": "signed integer",
    "unsignedinteger": "unsigned integer",
    "floating": "float",
    "complexfloating": "complex",
}
"""How a request's docstring names a kind."""


def render() -> str:
    """The module's source."""
    aliases = [row.request for row in REQUESTED] + [c.request for c in REQUESTED_CATEGORIES]
    classes = [row.name for row in REQUESTED]
    names = [typing_dtype_names.code(row) for row in REQUESTED] + [
        typing_dtype_names.narrow_code(c) for c in REQUESTED_CATEGORIES
        if typing_dtype_names.narrow_members(c)
    ]  # fmt: skip
    lines = [
        "from __future__ import annotations",
        "",
        "from typing import TypeAlias",
        "",
        "import numpy as np",
        "",
        f"from {CLASSES} import {', '.join(classes)}",
        f"from {NAMES} import {', '.join(names)}",
        f"from {LIKE} import {', '.join(c.numpy for c in REQUESTED_CATEGORIES)}",
        "",
        f"__all__ = [{typing_dtype_names.quoted(aliases)}]",
        "",
        "# ---- every spelling of one request --------------------------------------------------",
        "",
    ]
    for row in REQUESTED:
        lines.append(f"{row.request}: TypeAlias = {exact(row)}")
        if note := doc(row):
            lines.append(f'"""{note}"""')
    lines += [
        "",
        "# Whatever is left of a category once the exact groups above have had their turn",
        "# (`np.int_`, `np.longlong`, the narrow formats by name); answered with the category.",
    ]
    lines += [f"{c.request}: TypeAlias = {leftover(c)}" for c in REQUESTED_CATEGORIES]
    return DOC + "\n" + "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Rewrite the module, or with `--check` report whether it is current."""
    return _blocks.main_files({TARGET: render}, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
