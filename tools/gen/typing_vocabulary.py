"""Writes `typedjax/_src/generated/typing/vocabulary.py`: the words the declarations share.

One module holds the type-level vocabulary every declaration module reads: the
TypeVars bounded by a dtype category (`GenericT`, `InexactT`, ...), the constrained
TypeVars over a set of dtype classes (`SameT`, `SameInexactT`, `_SameFloatT`, ...),
and, re-exported, the `dtype=` request aliases (generated from the dtype table too, by
`tools/gen/typing_requests.py`) and the hand-written promotion protocols
(`typedjax/_src/typing/promotion.py`). Each TypeVar is defined once, here.

A constrained TypeVar's constraints are computed from the dtype table
(`tools/gen/_dtypes.py`): the dtypes of its kinds, in the order `COMMON` then
`NARROW` below. The order is part of the answer (checkers try the constraints in
order), so it is fixed here; a dtype added to the table and named in neither list joins
the end of `NARROW`, and with it every TypeVar of its kind. Run
`python tools/gen/typing_vocabulary.py` after changing the table; `--check` fails when
the file is out of date (the test suite runs it). It runs before every generator of
declarations: `_blocks.imports` (`tools/gen/_blocks.py`) reads the file's `__all__`.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _dtypes  # pytype: disable=import-error  # a sibling script, not a package
import _jax_docs  # pytype: disable=import-error  # a sibling script, not a package

TARGET = _blocks.GENERATED / "typing" / "vocabulary.py"
SCRIPT = "typing_vocabulary.py"
TYPING = _blocks.ROOT / "typedjax" / "_src" / "typing"
REEXPORTED = ("typedjax._src.typing.promotion", "typedjax._src.generated.typing.requests")
"""The hand-written modules whose public names the vocabulary re-exports."""

# ---- the order of the constraints -------------------------------------------------------

COMMON: tuple[str, ...] = (
    "float32", "int32", "float64", "int64", "bool_", "float16", "bfloat16", "complex64",
    "complex128", "uint8", "uint32", "int8", "int16", "uint16", "uint64",
)  # fmt: skip
"""The common dtypes, most used first: a checker tries a TypeVar's constraints in order,
and pays for each it tries before the one that matches."""
_NARROW_ORDER: tuple[str, ...] = (
    "int4", "uint4", "int1", "int2", "uint1", "uint2", "float8_e4m3fn", "float8_e5m2",
    "float8_e4m3", "float8_e3m4", "float8_e4m3fnuz", "float8_e5m2fnuz", "float8_e4m3b11fnuz",
    "float8_e8m0fnu", "float4_e2m1fn", "float6_e2m3fn", "float6_e3m2fn",
)  # fmt: skip
NARROW: tuple[str, ...] = _NARROW_ORDER + tuple(
    name for name in _dtypes.CONCRETE if name not in COMMON + _NARROW_ORDER
)
"""Every other dtype of the table (the sub-byte integers, the 8-, 6- and 4-bit floats):
the order above, then any dtype the table adds, in the table's order."""
EVERY = COMMON + NARROW
PYTYPE_LIMIT = 30
"""pytype crashes on a constrained TypeVar of this many constraints or more (CPython 3.11
compiles the call to CALL_FUNCTION_EX, where pytype's TypeVar overlay finds no name) and
then reads the whole module as `Any`: `SameT` and `SameNarrowT` split the dtypes in two."""


def of(pool: Iterable[str], *annotations: str) -> tuple[str, ...]:
    """The dtypes of `pool` (in its order) that lie in one of `annotations` (a dtype, a kind
    or a category: `bool_`, `integer`)."""
    within = {name for annotation in annotations for name in _dtypes.members(annotation)}
    return tuple(name for name in pool if name in within)


def without(pool: Iterable[str], *dropped: Iterable[str]) -> tuple[str, ...]:
    """`pool` without the dtypes of `dropped`."""
    gone = {name for names in dropped for name in names}
    return tuple(name for name in pool if name not in gone)


def bits(name: str) -> int:
    """The width of the integer dtype `name` (`int2`: 2), as its name spells it."""
    found = re.search(r"\d+", name)
    assert found is not None and _dtypes.KIND_OF[name].endswith("integer"), name
    return int(found[0])


# ---- the TypeVars -----------------------------------------------------------------------


@dataclass(frozen=True)
class Bounded:
    """A TypeVar bounded by a dtype category (or a union of them)."""

    name: str
    bound: str
    doc: str


@dataclass(frozen=True)
class Constrained:
    """A TypeVar constrained to `dtypes`, in that order: it solves to exactly one of them,
    so two operands of different dtypes never merge into a union that would hide JAX's
    promotion."""

    name: str
    dtypes: tuple[str, ...]
    doc: str


BOUNDED: tuple[Bounded, ...] = (
    Bounded(
        "GenericT",
        "generic",
        "Any dtype, kept: `type[GenericT]` answers a request of a dtype class.",
    ),
    Bounded("NumberT", "number", "Any numeric dtype (no booleans), kept."),
    Bounded("IntegerT", "integer", "Any integer dtype, kept."),
    Bounded("SignedT", "signedinteger", "Any signed integer dtype, kept."),
    Bounded("UnsignedT", "unsignedinteger", "Any unsigned integer dtype, kept."),
    Bounded("InexactT", "inexact", "Any floating or complex dtype, kept."),
    Bounded("FloatingT", "floating", "Any real floating dtype, kept."),
    Bounded("ComplexT", "complexfloating", "Any complex dtype, kept."),
    Bounded(
        "_IntegralT",
        "integer | bool_",
        "Any integer or boolean dtype, kept (the operand of the bitwise functions and operators).",
    ),
)
"""The bounded TypeVars: the declarations of `typedjax.Array` and `typedjax.numpy`'s
element-wise functions spell them `_GenericT`, ... (the names of `tools/gen/_array_ops.py`'s
tables); `typedjax/_src/array/array.py` imports them under those names."""


def _closed(category: str) -> bool:
    """Whether JAX promotes every two dtypes of `category` to a dtype of it (`integer` is
    not closed: int64 with uint64 gives a float), by its recorded answers."""
    add = _dtypes.recorded()["add"]
    members = _dtypes.members(category)
    return all(
        _dtypes.is_under(answer, category)
        for first in members
        for second in members
        for answer in _dtypes.answers(add, first, second) - {_dtypes.REFUSED}
    )


# The closed categories, narrowest first, below `number`: a sequence of `integer` arrays
# (not closed) is answered by its own row before `number`'s (`_rules.CATEGORY_ELEMENTS`).
_CLOSED_CATEGORIES = tuple(
    c for c in _dtypes.CATEGORIES if c != "number" and _dtypes.is_under(c, "number") and _closed(c)
)

_SAME_FLOAT = of(COMMON, "floating")
_SAME_INT = of(COMMON, "integer")
_EXACT = without(COMMON, _dtypes.SIXTY_FOUR)

CONSTRAINED: tuple[Constrained, ...] = (
    Constrained(
        "SameT",
        COMMON,
        "Solves to exactly one concrete dtype: arguments that must share a dtype use it.\n\n"
        "The narrow formats are `SameNarrowT`: every row that takes `SameT` is followed by the\n"
        "same row with `SameNarrowT` (`tools/gen/_rules.py` writes both). One TypeVar of all "
        f"{len(EVERY)}\ndtypes would be simpler, but pytype crashes on {PYTYPE_LIMIT} or more "
        "constraints.",
    ),
    Constrained(
        "SameNarrowT",
        NARROW,
        "`SameT` for the sub-byte integers and the 8-, 6- and 4-bit floats (no booleans).",
    ),
    Constrained(
        "SameNumberT",
        of(COMMON, "number"),
        "One numeric dtype (booleans excluded: a weak int makes them int); the narrow formats\n"
        "are `SameNarrowT`, as for `SameT`.",
    ),
    Constrained(
        "SameInexactT", of(EVERY, "inexact"), "`SameT` for the floating and complex dtypes."
    ),
    Constrained(
        "SameFloatingT",
        of(EVERY, "floating"),
        "One real floating dtype: operands of one float dtype keep it (`lstsq`, `interp`), and\n"
        "two different floats never merge into a union (which would hide their promotion).",
    ),
    Constrained("SameComplexT", of(EVERY, "complexfloating"), "One complex dtype."),
    Constrained("SameIntegerT", of(EVERY, "integer"), "One integer dtype."),
    Constrained(
        "SameCategoryT",
        _CLOSED_CATEGORIES,
        "One category whose dtypes JAX promotes among themselves to one of its own: arrays\n"
        "that share it give it (`jnp.array([v])`, `einsum` of three `Array[floating]`).",
    ),
    Constrained(
        "SubByteT",
        tuple(name for name in of(EVERY, "integer") if bits(name) < 4),
        "The 1- and 2-bit integers, which JAX 0.10.2 keeps where it makes the wider ones\n"
        "inexact (`det`, the mean of int2 is int2); `WideIntegral` is the rest.",
    ),
    # The same-dtype rows of the element-wise functions (tools/gen/numpy_ufuncs.py, with the
    # names of tools/gen/_array_ops.py's SPLIT): the common dtypes are matched against few
    # constraints first (pyright's cost grows with their number), the rest after the
    # Python-scalar rows.
    Constrained("_SameIntegralT", of(EVERY, "integer", "bool_"), "One integer or boolean dtype."),
    Constrained(
        "_SameFloatT", _SAME_FLOAT, "One common real float (`_SameOther...T` has the rest)."
    ),
    Constrained("_SameIntT", _SAME_INT, "One common integer (`_SameOther...T` has the rest)."),
    Constrained(
        "_SameOtherNumberT",
        without(EVERY, _SAME_FLOAT, _SAME_INT),
        "One dtype neither `_SameFloatT` nor `_SameIntT` holds, booleans included.",
    ),
    Constrained(
        "_SameOtherNoBoolT",
        without(of(EVERY, "number"), _SAME_FLOAT, _SAME_INT),
        "One numeric dtype neither `_SameFloatT` nor `_SameIntT` holds.",
    ),
    Constrained(
        "_SameOtherInexactT",
        without(of(EVERY, "inexact"), _SAME_FLOAT),
        "One floating or complex dtype `_SameFloatT` does not hold.",
    ),
    Constrained(
        "_SameOtherIntegralT",
        without(of(EVERY, "integer", "bool_"), _SAME_INT),
        "One integer or boolean dtype `_SameIntT` does not hold.",
    ),
    # The samplers' exact requests (tools/gen/random_samplers.py): a dtype class whose
    # width x64 leaves alone gives exactly that dtype; the 64-bit ones (and the narrow
    # formats, which not every sampler supports) go to the category overloads.
    Constrained(
        "_ExactT", _EXACT, "A dtype x64 leaves alone (`multinomial`, `rademacher`: any dtype)."
    ),
    Constrained("_FloatT", of(_EXACT, "floating"), "A real float x64 leaves alone."),
    Constrained(
        "_ExactInexactT",
        of(_EXACT, "inexact"),
        "A floating or complex dtype x64 leaves alone (`normal`, `lognormal`, `orthogonal`).",
    ),
    Constrained("_IntT", of(_EXACT, "integer"), "An integer x64 leaves alone."),
    Constrained("_UIntT", of(_EXACT, "unsignedinteger"), "An unsigned integer x64 leaves alone."),
)
"""The constrained TypeVars, each over the dtypes the table gives its kinds."""


# ---- the module ---------------------------------------------------------------------------

DOC = '''"""The type-level vocabulary of typedjax's declarations: TypeVars, requests, promotion.

Private: the declaration modules (`typedjax.numpy`, `typedjax.scipy`, `typedjax.random`,
`typedjax.Array`) import their shared TypeVars, `dtype=` request aliases and promotion
protocols from here, and nowhere else. `tools/gen/typing_vocabulary.py` writes this file:
each constrained TypeVar's constraints are the dtypes of its kinds in the dtype table
(`tools/gen/_dtypes.py`), in that generator's order, so a dtype added to the table joins
every TypeVar of its kind. The request aliases (generated from the same table into
`typedjax._src.generated.typing.requests`; their recipe is in
`typedjax/_src/numpy/dtype_codes.py`) and the hand-written promotion protocols
(`typedjax/_src/typing/promotion.py`) are re-exported here.
"""
'''


def public_names(module: str) -> list[str]:
    """The names the hand-written `module` offers: its literal `__all__`, or else every
    class and assignment at its top level whose name has no leading underscore."""
    path = _blocks.ROOT.joinpath(*module.split(".")).with_suffix(".py")
    tree = ast.parse(path.read_text())
    if listed := _jax_docs.literal_all(tree):
        return listed
    names: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            names.append(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names += [t.id for t in targets if isinstance(t, ast.Name)]
    return [name for name in names if not name.startswith("_")]


def _names() -> list[str]:
    """The names of the TypeVars, in the order they are defined."""
    return [bounded.name for bounded in BOUNDED] + [same.name for same in CONSTRAINED]


def _check() -> None:
    """The tables' own consistency: every dtype placed once, each TypeVar within pytype's
    limit and its constraints distinct, each bound a category of the table."""
    assert set(EVERY) == set(_dtypes.CONCRETE) and len(EVERY) == len(set(EVERY)), sorted(
        set(EVERY) ^ set(_dtypes.CONCRETE)
    )
    for same in CONSTRAINED:
        assert 2 <= len(same.dtypes) < PYTYPE_LIMIT, (same.name, same.dtypes)
    categories = {"generic", "bool_", *_dtypes.CATEGORIES}
    for bounded in BOUNDED:
        assert set(bounded.bound.split(" | ")) <= categories, bounded
    names = _names()
    assert len(names) == len(set(names)), names


def render() -> str:
    """The module's source."""
    _check()
    reexports = {module: public_names(module) for module in REEXPORTED}
    exported = _names() + [name for names in reexports.values() for name in names]
    classes = sorted(
        {name for same in CONSTRAINED for name in same.dtypes}
        | {part for bounded in BOUNDED for part in bounded.bound.split(" | ")},
        key=lambda name: (name not in ("generic", *_dtypes.CATEGORIES), name),
    )
    lines = [
        "from __future__ import annotations",
        "",
        "from typing import TypeVar",
        "",
        f"from typedjax._src.generated.typing.dtype import {', '.join(c for c in classes if c != 'generic')}",
        "from typedjax._src.typing.dtype_root import generic",
        *(f"from {module} import {', '.join(names)}" for module, names in reexports.items()),
        "",
        f"__all__: list[str] = [{', '.join(repr(name) for name in exported)}]",
        "",
        "# ---- bounded by a category: any dtype of it, kept -------------------------------------",
        "",
    ]
    for bounded in BOUNDED:
        lines += [
            f'{bounded.name} = TypeVar("{bounded.name}", bound={bounded.bound})',
            f'"""{bounded.doc}"""',
        ]
    lines += [
        "",
        "# ---- constrained: exactly one dtype of a set, in the order checkers try them -------",
        "",
    ]
    for same in CONSTRAINED:
        lines += [
            f'{same.name} = TypeVar("{same.name}", {", ".join(same.dtypes)})',
            f'"""{same.doc}"""',
        ]
    return f"{DOC}\n" + "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Rewrite the module, or with `--check` report whether it is current."""
    return _blocks.main_files({TARGET: render}, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
