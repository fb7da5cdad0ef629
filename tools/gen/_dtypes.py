"""The dtypes the generators know and JAX's promotion answers recorded over them.

The dtype classes of `typedjax/_src/typing/dtype.py` are the one list of dtypes and of
their categories; `tools/gen/promotion_jax.json` holds the dtype JAX's `add` and
`true_divide` give for each pair (`python tools/gen/typing_dtype.py --probe` records
it). `cover` turns a set of answers into the narrowest annotation that holds them:
`tools/gen/typing_dtype.py` writes the dtype classes' tables with it, and
`_rules.shadowed_by_table` reads the same tables to drop the rows they answer.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from typedjax._src.typing import dtype as _dtype

RECORD = Path(__file__).resolve().parent / "promotion_jax.json"

KINDS = ("bool_", "signedinteger", "unsignedinteger", "floating", "complexfloating")
CONCRETE = tuple(cls.__name__ for cls in _dtype.CONCRETE)
KIND_OF: dict[str, str] = {
    cls.__name__: next(kind for kind in KINDS if issubclass(cls, getattr(_dtype, kind)))
    for cls in _dtype.CONCRETE
}
# The categories, narrowest first: a checker takes the first row that accepts an
# argument, so a category's row comes after its members' and its subcategories'.
CATEGORIES: dict[str, tuple[str, ...]] = {
    name: tuple(cls.__name__ for cls in _dtype.CONCRETE if issubclass(cls, getattr(_dtype, name)))
    for name in (*KINDS[1:], "integer", "inexact", "number")
}
# The integral dtypes and categories: their true division (`divide`, `arctan2`, `hypot`,
# ...) gives a float, which a second table, `__promote_inexact__`, records.
INTEGRAL = tuple(name for name in CONCRETE if KIND_OF[name] in KINDS[:3])
INTEGRAL_CATEGORIES = ("signedinteger", "unsignedinteger", "integer")
SIXTY_FOUR = frozenset({"int64", "uint64", "float64", "complex128"})
WEAK = {
    False: frozenset({"int32", "float32", "complex64"}),
    True: frozenset({"int64", "float64", "complex128"}),
}
REFUSED = "!"


def exists(name: str, x64: bool) -> bool:
    """Whether an array of dtype `name` can exist with x64 `x64`."""
    return x64 or name not in SIXTY_FOUR


def recorded() -> dict[str, dict[str, list[str]]]:
    """The answers `--probe` last wrote."""
    loaded: dict[str, dict[str, list[str]]] = json.loads(RECORD.read_text())
    return loaded


def cover(dtypes: Iterable[str]) -> str | None:
    """The narrowest annotation holding every dtype of `dtypes` (None for none): the dtype
    itself, a kind's category, or a union of them (`bool_ | signedinteger`)."""
    found = sorted(set(dtypes) - {REFUSED}, key=CONCRETE.index)
    if not found:
        return None
    if len(found) == 1:
        return found[0]
    kinds = {KIND_OF[name] for name in found}
    parts = ["bool_"] if "bool_" in kinds else []
    numeric = kinds - {"bool_"}
    if numeric == {"signedinteger", "unsignedinteger"}:
        parts.append("integer")
    elif numeric == {"floating", "complexfloating"}:
        parts.append("inexact")
    elif len(numeric) > 2:
        parts.append("number")
    else:
        parts += sorted(numeric, key=list(CATEGORIES).index)
    return " | ".join(parts)


def members(name: str) -> tuple[str, ...]:
    return CATEGORIES.get(name, (name,))


def answers(table: Mapping[str, Sequence[str]], receiver: str, partner: str) -> set[str]:
    """Every dtype of `receiver` with `partner` (each a dtype or a category)."""
    found: set[str] = set()
    for a in members(receiver):
        for b in members(partner):
            found.update(table.get(f"{a} {b}", ()))
    return found
