"""Dtype rules that more than one generator writes, each as one table.

A rule is a list of rows `(annotation, result dtype)`, most specific first: the
checkers pick the first overload that matches, so the order is part of the rule.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# JAX makes an integer or boolean array inexact in the float of its width, x64 on or
# off: 32 bits or fewer (int4 and uint4 too) give float32, int64 and uint64 float64
# (jax.eval_shape of sqrt, exp, erf, gammaln, mean, std and `x / x`, JAX 0.10.2 and
# 0.12). A weakly typed integer array is int32 with x64 off and int64 with it on, so
# weakness does not change the answer. The 1- and 2-bit integers have no inexact
# promotion (an error, or kept as they are by mean and division). Each generator puts
# these rows before its `integer | bool_ -> floating` row; a function that gives the
# default float instead (`rint`, `polyint`, `multigammaln`) keeps only the category rows.
INTEGRAL_TO_FLOAT: tuple[tuple[str, str], ...] = (
    ("Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32]", "float32"),
    ("Array[int64 | uint64]", "float64"),
)

# A `dtype=` / `preferred_element_type=` request decides the result. A 64-bit or
# default request must be caught before `type[GenericT]` (x64 may be off, and then
# JAX gives the 32-bit dtype); the exact names follow; anything else is some dtype.
# The aliases are typedjax/numpy/_dtype_codes.py's.
REQUESTS: tuple[tuple[str, str], ...] = (
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

# The short ladder (ufunc methods): the requests whose width x64 decides, or that
# `type[GenericT]` would answer wrongly, then `type[GenericT]`; the caller's fallback
# row answers the rest.
GUARDED_REQUESTS: tuple[tuple[str, str], ...] = tuple(
    row for row in REQUESTS[: REQUESTS.index(("type[GenericT]", "GenericT")) + 1]
    if row[1] not in ("float32", "int32")
)  # fmt: skip

# pytype crashes on a constrained TypeVar of 30 or more constraints (CPython 3.11
# compiles such a call to CALL_FUNCTION_EX, where pytype's TypeVar overlay finds no
# name), and then reads the whole module as `Any`. The same-dtype TypeVars are
# therefore split in two (typedjax/numpy/_dtype_codes.py and _products.py): the
# common dtypes, then the narrow formats. A row that names one is written once per
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
# (tools/gen_dtype_promotion.py, typedjax/typing/_promotion.py), `(x1, x2, result dtype)`,
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


def table_row(result: str = UNBOUNDED_RESULT) -> tuple[str, str, str]:
    """The table row `(x1, x2, result dtype)` whose result is the TypeVar `result`."""
    return (
        "Array[PartnerT]",
        f"HasDType[CanPromote[PartnerT, {result}]] | Callable[[Never], PartnerT]",
        result,
    )


TABLE_ROW = table_row()

TABLE_ROW_IMPLEMENTATION = (
    "# type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's "
    "operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it"
)
"""The comment on the implementation of a function with a TABLE_ROW: mypy and pyright
report that the implementation does not accept what that row does."""
