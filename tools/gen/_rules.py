"""Dtype rules that more than one generator writes, each as one table.

A rule is a list of rows `(annotation, result dtype)`, most specific first: the
checkers pick the first overload that matches, so the order is part of the rule.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

import _dtypes as _table  # pytype: disable=import-error  # a sibling script, not a package


# JAX makes an integer or boolean array inexact in the float of its width, x64 on or
# off: 32 bits or fewer (int4 and uint4 too) give float32, int64 and uint64 float64
# (jax.eval_shape of sqrt, exp, erf, gammaln, mean, std and `x / x`, JAX 0.10.2 and
# 0.12). A weakly typed integer array is int32 with x64 off and int64 with it on, so
# weakness does not change the answer. The 1- and 2-bit integers have no inexact
# promotion (an error, or kept as they are by mean and division). Each generator puts
# these rows before its `integer | bool_ -> floating` row; a function that gives the
# default float instead (`rint`, `polyint`, `multigammaln`) keeps only the category rows.
def _integral_to_float() -> tuple[tuple[str, str], ...]:
    """`(Array[<integral dtypes>], float)` for each float JAX makes of an integral dtype
    divided by itself (`tools/gen/promotion_jax.json`), with x64 on: the dtypes of each
    row in `_integral_order`."""
    by_float: dict[str, list[str]] = {}
    for name, flt in _table.self_division_floats(_table.recorded()["true_divide"]).items():
        by_float.setdefault(flt, []).append(name)
    return tuple(
        (f"Array[{' | '.join(sorted(names, key=_integral_order))}]", flt)
        for flt, names in sorted(by_float.items(), key=lambda item: _table.CONCRETE.index(item[0]))
    )


def _integral_order(name: str) -> tuple[bool, bool, bool, int]:
    """bool_, then the sub-byte integers, then the signed and the unsigned ones, each
    narrowest first."""
    bits = int("".join(c for c in name if c.isdigit()) or 1)
    return (name != "bool_", bits >= 8, _table.KIND_OF[name] == "unsignedinteger", bits)


INTEGRAL_TO_FLOAT: tuple[tuple[str, str], ...] = _integral_to_float()
INTEGER_TO_FLOAT: tuple[tuple[str, str], ...] = tuple(
    (ints.replace("bool_ | ", ""), flt) for ints, flt in INTEGRAL_TO_FLOAT
)
"""`INTEGRAL_TO_FLOAT` without booleans: beside a Python int (weak), an integer array keeps
its dtype, which becomes that float, while a boolean one takes the int and gives JAX's
default float."""

# A `dtype=` / `preferred_element_type=` request decides the result. A 64-bit or
# default request must be caught before `type[GenericT]` (x64 may be off, and then
# JAX gives the 32-bit dtype); the exact names follow; anything else is some dtype.
# The aliases are tools/gen/typing_requests.py's (one per dtype and category of the dtype
# table), which the declarations import from the vocabulary
# (typedjax._src.generated.typing.vocabulary); the recipe is in
# typedjax/_src/numpy/dtype_codes.py. `_LISTED` fixes the order of the aliases it names; an
# alias the table adds joins them (`complete_requests`).
_LISTED: tuple[tuple[str, str], ...] = (
    # fast: the common requests first (checkers try rows in order; the exact groups
    # are disjoint from every other row, so their place does not change an answer).
    ("ToFloat32", "float32"),
    ("ToInt32", "int32"),
    ("ToBool", "bool_"),
    ("ToInt64", "signedinteger"),
    ("ToUInt64", "unsignedinteger"),
    ("ToFloat64", "floating"),
    ("ToComplex128", "complexfloating"),
    ("type[GenericT]", "GenericT"),
    ("ToBFloat16", "bfloat16"),
    ("ToFloat16", "float16"),
    ("ToComplex64", "complex64"),
    ("ToInt8", "int8"),
    ("ToInt16", "int16"),
    ("ToUInt8", "uint8"),
    ("ToUInt16", "uint16"),
    ("ToUInt32", "uint32"),
    ("ToSignedInteger", "signedinteger"),
    ("ToUnsignedInteger", "unsignedinteger"),
    ("ToFloating", "floating"),
    ("ToComplexFloating", "complexfloating"),
    ("DTypeLike", "generic"),
)


def complete_requests(
    listed: Sequence[tuple[str, str]], within: str = "generic"
) -> tuple[tuple[str, str], ...]:
    """The request rows `listed` (`(alias, result)`, in a generator's order), with a row for
    every request alias of the dtype table that they leave out and whose dtype lies within
    the category `within`: a request whose width x64 decides goes before the first
    `type[...]` row (which would answer the 64-bit class exactly), another exact request
    before the first category request (or last); so a dtype added to the table
    (`tools/gen/_dtypes.py`) gets its exact row in every `dtype=` ladder."""
    categories = {c.request for c in _table.REQUESTED_CATEGORIES}
    known = {row.request for row in _table.REQUESTED} | categories
    stale = [alias for alias, _ in listed if alias.startswith("To") and alias not in known]
    if stale:
        raise SystemExit(f"request rows name aliases the dtype table has not: {stale}")
    rows = list(listed)
    for row in _table.REQUESTED:
        named = [alias for alias, _ in rows]
        if row.request in named or not _table.is_under(row.name, within):
            continue
        if row.x64:
            place = next((i for i, a in enumerate(named) if a.startswith("type[")), len(rows))
        else:
            place = next((i for i, a in enumerate(named) if a in categories), len(rows))
            place = min(place, next((i for i, a in enumerate(named) if a == "DTypeLike"), place))
        rows.insert(place, (row.request, row.requested))
    return tuple(rows)


REQUESTS: tuple[tuple[str, str], ...] = complete_requests(_LISTED)


# The short ladder (ufunc methods): the requests whose width x64 decides, or that
# `type[GenericT]` would answer wrongly, then `type[GenericT]`; the caller's fallback
# row answers the rest.
def request_rows(param: str) -> tuple[tuple[dict[str, str], str], ...]:
    """`({param: request}, result)` for each `dtype=`-like request of `REQUESTS` (`param`
    required), the last the fallback of any `DTypeLike`."""
    return tuple(({param: f"{request}!"}, result) for request, result in REQUESTS)


GUARDED_REQUESTS: tuple[tuple[str, str], ...] = tuple(
    row for row in REQUESTS[: REQUESTS.index(("type[GenericT]", "GenericT")) + 1]
    if row[1] not in ("float32", "int32")
)  # fmt: skip

# pytype crashes on a constrained TypeVar of 30 or more constraints (CPython 3.11
# compiles such a call to CALL_FUNCTION_EX, where pytype's TypeVar overlay finds no
# name), and then reads the whole module as `Any`. The same-dtype TypeVars are
# therefore split in two (tools/gen/typing_vocabulary.py writes them): the common
# dtypes, then the narrow formats. A row that names one is written once per
# part, in this order; a call matches at most one of them, as it matched the whole.
SAME_SPLIT: dict[str, tuple[str, ...]] = {
    "SameT": ("SameT", "SameNarrowT"),
    "SameNumberT": ("SameNumberT", "SameNarrowT"),
}


def split_same(texts: Sequence[str]) -> list[tuple[str, ...]]:
    """`texts` once per part of the split TypeVar they name (as is if they name none)."""
    joined = "\n".join(texts)
    for name, parts in SAME_SPLIT.items():
        pattern = re.compile(rf"\b{name}\b")
        if pattern.search(joined):
            return [tuple(pattern.sub(part, text) for text in texts) for part in parts]
    return [tuple(texts)]


# A `dtype=` request spelled with dtype classes, for `typedjax.Array`'s methods (the
# `To*` aliases live in `typedjax.numpy`, which `typedjax.array` does not see). As in
# REQUESTS, the 64-bit classes and Python types answer the category (x64 decides the
# width) before `type[_GenericT]` answers an exact class; a string or `numpy.dtype`
# is some dtype. `Array.astype` spells the same rows by hand.
CLASS_REQUESTS: tuple[tuple[str, str], ...] = (
    ("type[bool]", "bool_"),
    ("type[int64 | int]", "signedinteger"),
    ("type[uint64]", "unsignedinteger"),
    ("type[float64 | float]", "floating"),
    ("type[complex128 | complex]", "complexfloating"),
    ("type[_GenericT]", "_GenericT"),
    ("DTypeLike", "generic"),
)

# `var` with `dtype=`: JAX computes in an inexact dtype whatever is requested (an
# integer request still ends in the default float), so only inexact classes are exact.
CLASS_REQUESTS_INEXACT: tuple[tuple[str, str], ...] = (
    ("type[float64 | float]", "floating"),
    ("type[complex128 | complex]", "complexfloating"),
    ("type[_InexactT]", "_InexactT"),
    ("DTypeLike", "inexact"),
)


# The row that reads JAX's promotion of two arrays from the dtype classes
# (tools/gen/typing_dtype.py, typedjax/_src/typing/_table.py), `(x1, x2, result dtype)`,
# in place of a ladder's array rows. `add`, `multiply`, `subtract`, `maximum`, `minimum`,
# `where`, `+` and `*` give `add`'s dtype for every pair of dtypes JAX accepts, strong and
# weak, x64 off and on (`subtract` refuses bool_ with bool_, which its ladder accepted
# too). The `Callable[[Never], T]` arm matches no operand: it keeps `x2` in mypy's second
# inference pass, after `x1` has solved `PartnerT`, also when an expected type has already
# solved `ResultT`.
#
# Scalar operands keep their ladder rows. A table row for them (a second table,
# `x1: HasDType[CanPromoteScalar[ScalarT, ResultT]], x2: ScalarT`) answers a union dtype
# wrongly in pyrefly (1.4.1 and 1.5.0): it solves `ResultT` from the union's last member
# only (`Array[bool_ | float32]` with 1 gave `Array[float32]`; bool_ + 1 is an int32),
# while mypy, pyright and ty answer for every member
# (tests/checkers/pyrefly_avoided/protocol_over_a_union.py).
#
# A family whose answer is the promoted dtype only within a kind gives its row a result
# TypeVar bound to that kind (`InexactResultT` for true division): a pair whose promotion
# falls outside the bound does not match the row, and the ladder's rows after it answer.


UNBOUNDED_RESULT = "ResultT"
"""The result TypeVar of a table row that answers every pair of arrays: the ladder's rows
for two arrays go. With a bounded one (`InexactResultT`, ...) they stay after the row."""


def table_row(result: str = UNBOUNDED_RESULT, protocol: str = "CanPromote") -> tuple[str, str, str]:
    """The table row `(x1, x2, result dtype)` whose result is the TypeVar `result`, read
    through `protocol` (typedjax/_src/typing/_table.py)."""
    return (
        "Array[PartnerT]",
        f"HasDType[{protocol}[PartnerT, {result}]] | Callable[[Never], PartnerT]",
        result,
    )


DIVISION_RESULT = "InexactResultT"
"""The result TypeVar of the true-division functions' rows, which read two tables: the
promotion (inexact where an operand is), then `__promote_inexact__` for two integral
arrays (`Array[int8] / Array[int16]` is `Array[float32]`)."""

DIVISION_ROW = table_row(DIVISION_RESULT, "CanPromoteInexact")
"""The second row of the true-division functions (after `table_row(DIVISION_RESULT)`)."""


TABLE_ROW = table_row()

CATEGORY_ELEMENTS: tuple[tuple[str, str], ...] = (
    ("Array[SameCategoryT]", "SameCategoryT"),
    ("Array[integer]", "integer | floating"),
    ("Array[number]", "number"),
)
"""`(element, result dtype)` rows for arrays of one category, after the rows of one
concrete dtype (`SameT`), in three rows: a closed category keeps itself
(tools/gen/typing_vocabulary.py), integers may promote to a float (int64 with uint64),
and numbers stay numbers. `jnp.array([v])` and `einsum` with three or more operands read
them; the joining functions list each category (`_manipulation.SEQUENCE_CATEGORIES`),
which pyright answers more narrowly for a union of two categories."""

RESULT_BOUNDS: dict[str, str] = {
    "InexactResultT": "inexact",
    "RealResultT": "integer | floating",
    "NumberResultT": "number",
    "IntegerResultT": "integer",
}
"""The bound of each bounded result TypeVar (typedjax/_src/typing/_table.py)."""

SAME_KINDS: dict[str, str] = {
    "_SameFloatT": "floating",
    "_SameIntT": "integer",
    "_SameSubByteT": "integer",
    "_SameOtherInexactT": "inexact",
    "_SameOtherNoBoolT": "number",
    "_SameOtherIntegralT": "integer | bool_",
    "_SameOtherNumberT": "number | bool_",
}
"""A cover of every constraint of each same-dtype TypeVar (tools/gen/typing_vocabulary.py)."""


@cache
def _recorded_add() -> dict[str, list[str]]:
    recorded: dict[str, list[str]] = _table.recorded()["add"]
    return recorded


def _dtypes(annotation: str) -> set[str] | None:
    """The concrete dtypes of a dtype annotation (`integer | bool_`), None if it names
    anything else (a TypeVar, an alias)."""
    found: set[str] = set()
    for part in annotation.split(" | "):
        if part not in _table.CATEGORIES and part not in _table.CONCRETE:
            return None
        found.update(_table.members(part))
    return found


@cache
def _recorded_division() -> dict[str, list[str]]:
    recorded: dict[str, list[str]] = _table.recorded()["true_divide"]
    return recorded


def shadowed_by_table(x1: str, x2: str, result: str, table: str, *, divides: bool = False) -> bool:
    """Whether a table row with the bounded result TypeVar `table`, placed before the row
    `(x1, x2, result)` of two arrays' dtypes, answers every call that row would, at least
    as precisely: then the checkers never reach the row.

    For operands that are categories (or `bool_`), the table answers with the cover of
    JAX's promotions of their members (tools/gen/typing_dtype.py), and matches when
    that cover lies within the bound. A row over unions of dtypes is never shadowed: the
    checkers answer such a union through one of the dtype class's category rows.
    A same-dtype TypeVar row (`_SameFloatT` on both sides) is answered when each of its
    constraints is: d with d promotes to d. With `divides`, the division row
    (DIVISION_ROW) follows the table row and answers the integral pairs.
    """
    if table not in RESULT_BOUNDS:
        return False
    bound = _dtypes(RESULT_BOUNDS[table]) or set()
    if x1 == x2 == result and result in SAME_KINDS:
        return (_dtypes(SAME_KINDS[result]) or {"?"}) <= bound
    claimed = _dtypes(result)
    operands = (*x1.split(" | "), *x2.split(" | "))
    if claimed is None or any(p not in _table.CATEGORIES and p != "bool_" for p in operands):
        # A row over unions of dtypes (`uint8 | uint16 | uint32` with `int8 | int16`) is
        # kept: the table answers such a union through a category row, more coarsely.
        return False
    add = _recorded_add()
    integral = {*_table.INTEGRAL, *_table.INTEGRAL_CATEGORIES}
    for p1 in x1.split(" | "):
        for p2 in x2.split(" | "):
            found = _table.answers(add, p2, p1)
            if divides and p1 in integral and p2 in integral:
                found = _table.answers(_recorded_division(), p2, p1)
            answer = _table.cover(found)
            if answer is None:
                continue  # JAX refuses every pair
            dtypes = _dtypes(answer) or {"?"}
            if not dtypes <= bound or not dtypes <= claimed:
                return False
    return True


TABLE_ROW_IMPLEMENTATION = (
    "# type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's "
    "operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it"
)
"""The comment on the implementation of a function with a TABLE_ROW: mypy and pyright
report that the implementation does not accept what that row does."""
