"""The promotion rules of `typedjax.numpy`'s products, joins and polynomials (a library).

Many functions of the manipulation area share one overload pattern: two operands
promoted by JAX's table (`matmul`, `dot`, `kron`, `polyadd`, ...), two operands
promoted and then made inexact (`convolve`, `polymul`, ...), a sequence of arrays
promoted together (`concatenate`, `stack`, `choose`, ...), and a `dtype=` or
`preferred_element_type=` request that decides the result. `products`, `joining`
and `polynomial` give those overloads; `tools/gen/numpy_products.py`,
`numpy_joining.py` and `numpy_polynomial.py` write them into
`typedjax/_src/generated/numpy/`. Other generators read the rules (`arith_rows`,
`INEXACT_ROWS`, `SEQUENCE_CATEGORIES`, `REQUESTS`). The dtype agreement cases
(tests/agreement/numpy_cases/manipulation.py) check every result against JAX.
"""

from __future__ import annotations

from dataclasses import dataclass

import _rules  # pytype: disable=import-error
from _array_ops import (  # pytype: disable=import-error  # a sibling script, not a package
    ARITH,
    MIXED_SIGNEDNESS,
    public_name,
)

INDENT = " " * 4
WIDTH = 100

# ---- result rules -----------------------------------------------------------------------

# NumPy scalars and arrays: strongly typed with a dtype the checker does not track.
# They come before the Python scalar rows: np.float64 subclasses float but is not weak.
NUMPY = "NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]"

# Two arrays whose dtypes JAX promotes: the category holding the result for every
# pair of members, strong or weak: `Array.__add__`'s rows (tools/gen/array_array.py),
# the mixed-signedness ones included (int32 with uint8 is an integer, never a float).
# The bool_ row is `arith_rows`' own. The mixed-signedness rows go before the
# same-dtype row, which cannot match them: mypy reports the rows of two exact-dtype
# unions as never matched after it (MIXED_EXACT), and pyrefly answered `Array[generic]`
# from the NumPy rows for `dot(Array[int32], Array[uint8])` when the category rows
# came after those.
_ARITH_FIRST = tuple(
    (f"Array[{a}]", f"Array[{b}]", r) for a, b, r in ARITH.arrays if (a, b, r) in MIXED_SIGNEDNESS
)
_ARITH_CATEGORIES = tuple(
    (f"Array[{public_name(a)}]", f"Array[{public_name(b)}]", public_name(r))
    for a, b, r in ARITH.arrays
    if a != "bool_" and (a, b, r) not in MIXED_SIGNEDNESS
)

# Python scalars are weak: they take the array's dtype where its kind holds them. The
# rows are `Array.__add__`'s (tools/gen/array_array.py), guard rows for unions included.
_ARITH_SCALARS = tuple(
    (f"Array[{public_name(array)}]", py_type, public_name(result))
    for py_type, array, result in ARITH.scalars
)


def arith_rows(*, scalars: bool) -> list[tuple[str, str, str]]:
    """`(a, b, result)` rows for JAX's promotion of two operands, most specific first."""
    rows = [*_ARITH_FIRST, ("Array[SameT]", "Array[SameT]", "SameT")]
    if scalars:
        rows += [(NUMPY, "ArrayLike", "generic"), ("ArrayLike", NUMPY, "generic")]
        rows += [
            ("Array[GenericT]", "bool | Array[bool_]", "GenericT"),
            ("bool | Array[bool_]", "Array[GenericT]", "GenericT"),
        ]
        for array, scalar, result in _ARITH_SCALARS:
            rows += [(array, scalar, result), (scalar, array, result)]
    else:
        rows += [
            ("Array[GenericT]", "Array[bool_]", "GenericT"),
            ("Array[bool_]", "Array[GenericT]", "GenericT"),
        ]
    rows += list(_ARITH_CATEGORIES)
    rows.append(("ArrayLike", "ArrayLike", "generic"))
    return rows


# Promoted, then made inexact (integers and booleans give JAX's default float).
# Only arrays: these functions need at least one dimension.
INEXACT_ROWS = (
    ("Array[SameInexactT]", "Array[SameInexactT]", "SameInexactT"),
    ("Array[InexactT]", "Array[integer | bool_]", "InexactT"),
    ("Array[integer | bool_]", "Array[InexactT]", "InexactT"),
    ("Array[integer | bool_]", "Array[integer | bool_]", "floating"),
    ("Array[floating]", "Array[floating | integer | bool_]", "floating"),
    ("Array[complexfloating]", "Array[number | bool_]", "complexfloating"),
    ("Array[number | bool_]", "Array[complexfloating]", "complexfloating"),
    ("ArrayLike", "ArrayLike", "inexact"),
)

# A sequence of arrays promoted together: `(element type, result)`.
SEQUENCE_CATEGORIES = (
    ("Array[signedinteger]", "signedinteger"),
    ("Array[unsignedinteger]", "unsignedinteger"),
    ("Array[integer]", "integer | floating"),
    ("Array[floating]", "floating"),
    ("Array[complexfloating]", "complexfloating"),
    ("Array[inexact]", "inexact"),
    ("Array[number]", "number"),
)
_SEQUENCE_SCALARS = (
    ("Array[SameT] | bool", "SameT"),
    ("Array[SameNumberT] | int", "SameNumberT"),
    ("Array[SameInexactT] | float", "SameInexactT"),
    ("Array[SameComplexT] | complex", "SameComplexT"),
)
SEQUENCE_FALLBACK = "JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike]"

# A `dtype=` / `preferred_element_type=` request decides the result: `_rules.REQUESTS`.
REQUESTS = _rules.REQUESTS

# ---- the functions ----------------------------------------------------------------------

PRECISION = "precision: PrecisionLike = None"


@dataclass(frozen=True)
class Binary:
    """A function of two promoted operands."""

    name: str
    doc: str
    a: str = "a"
    b: str = "b"
    prefix: str = ""
    """Parameters before the operands, each followed by `, ` (einsum's subscripts)."""
    positional_only: bool = False
    tail: str = ""
    """Parameters after the operands; `{request}` marks where `preferred_element_type` goes."""
    family: str = "arith"
    scalars: bool = False
    wrap: str = "{}"
    """How a result reads: `{}` is `Array[...]` (polydiv returns a pair)."""
    requests: bool = True
    """Whether to write the `preferred_element_type` overloads (einsum writes its own)."""


@dataclass(frozen=True)
class Joined:
    """A function promoting a sequence of arrays together."""

    name: str
    doc: str
    param: str
    prefix: str = ""
    tail: str = ""
    """Parameters after the sequence; `{request}` marks where `dtype` goes, if anywhere."""
    accepts_array: bool = True
    """Whether one array stands for the sequence of its rows."""
    scalars: bool = True


_PET = "preferred_element_type: {request}"
_PRODUCTS = (
    Binary(
        "matmul",
        "Matrix product with NumPy's broadcasting; the operands' dtypes promote.",
        tail=f", *, {PRECISION}, {_PET}, out_sharding: OutSharding = None",
    ),
    Binary(
        "dot",
        "Dot product (a matrix product for 2-D operands); the operands' dtypes promote.",
        tail=f", *, {PRECISION}, {_PET}, out_sharding: OutSharding = None",
        scalars=True,
    ),
    Binary(
        "vdot",
        "Dot product of the flattened operands, conjugating `a`; the dtypes promote.",
        tail=f", *, {PRECISION}, {_PET}",
    ),
    Binary(
        "inner",
        "Inner product over the last axes; the operands' dtypes promote.",
        tail=f", *, {PRECISION}, {_PET}",
        scalars=True,
    ),
    Binary(
        "outer",
        "Outer product of the flattened operands; the operands' dtypes promote.",
        tail=", out: None = None",
        scalars=True,
    ),
    Binary(
        "tensordot",
        "Sum of products over `axes`; the operands' dtypes promote.",
        tail=(
            ", axes: int | Sequence[int] | Sequence[Sequence[int]] = 2, *, "
            f"{PRECISION}, {_PET}, out_sharding: OutSharding = None"
        ),
    ),
    Binary(
        "kron",
        "Kronecker product; the operands' dtypes promote.",
        scalars=True,
    ),
    Binary(
        "cross",
        "Cross product of 2- or 3-vectors along the given axes; the dtypes promote.",
        tail=(", axisa: int = -1, axisb: int = -1, axisc: int = -1, axis: int | None = None"),
    ),
    Binary(
        "matvec",
        "Matrix-vector product over the last axes, batched; the dtypes promote.",
        a="x1",
        b="x2",
        positional_only=True,
    ),
    Binary(
        "vecmat",
        "Vector-matrix product (conjugating the vector), batched; the dtypes promote.",
        a="x1",
        b="x2",
        positional_only=True,
    ),
    Binary(
        "vecdot",
        "Conjugated dot product of vectors along `axis`, batched; the dtypes promote.",
        a="x1",
        b="x2",
        positional_only=True,
        tail=f", *, axis: int = -1, {PRECISION}, {_PET}",
    ),
    Binary(
        "convolve",
        "Discrete linear convolution of 1-D arrays; integers and booleans give a float.",
        b="v",
        tail=f", mode: str = 'full', *, {PRECISION}, {_PET}",
        family="inexact",
    ),
    Binary(
        "correlate",
        "Cross-correlation of 1-D arrays; integers and booleans give a float.",
        b="v",
        tail=f", mode: str = 'valid', *, {PRECISION}, {_PET}",
        family="inexact",
    ),
)

_EINSUM_TAIL = (
    ", *, out: None = None, optimize: str | bool | list[tuple[int, ...]] = 'auto', "
    f"{PRECISION}, {_PET}, out_sharding: OutSharding = None"
)
EINSUM_TWO = Binary(
    "einsum",
    "",
    a="a",
    b="b",
    prefix="subscripts: str, ",
    positional_only=True,
    tail=_EINSUM_TAIL,
    requests=False,
)

_JOINING = (
    Joined(
        "concatenate",
        "The arrays joined along an existing `axis`; their dtypes promote.",
        "arrays",
        tail=", axis: int | None = 0, {request}",
        scalars=False,
    ),
    Joined(
        "concat",
        "The arrays joined along an existing `axis` (Array API name); their dtypes promote.",
        "arrays",
        tail=", /, *, axis: int | None = 0",
        accepts_array=False,
        scalars=False,
    ),
    Joined(
        "stack",
        "The arrays joined along a new `axis`; their dtypes promote.",
        "arrays",
        tail=", axis: int = 0, out: None = None, {request}",
    ),
    Joined(
        "hstack",
        "The arrays joined column-wise (along axis 1, or 0 for 1-D); their dtypes promote.",
        "tup",
        tail=", {request}",
    ),
    Joined(
        "vstack",
        "The arrays joined row-wise (along axis 0, as at least 2-D); their dtypes promote.",
        "tup",
        tail=", {request}",
    ),
    Joined(
        "dstack",
        "The arrays joined depth-wise (along axis 2, as at least 3-D); their dtypes promote.",
        "tup",
        tail=", {request}",
    ),
    Joined(
        "column_stack",
        "1-D arrays as columns of a 2-D array, others joined along axis 1; dtypes promote.",
        "tup",
    ),
    Joined(
        "choose",
        "Elements picked from `choices` by the index array `a`; the choices' dtypes promote.",
        "choices",
        prefix="a: ArrayLike, ",
        tail=", out: None = None, mode: str = 'raise'",
    ),
)

APPEND = Binary(
    "append",
    "`values` appended to `arr` (both flattened unless `axis` is given); the dtypes promote.",
    a="arr",
    b="values",
    tail=", axis: int | None = None",
    scalars=True,
)

_POLYNOMIAL = (
    Binary(
        "polyadd",
        "Sum of two polynomials' coefficients; the dtypes promote.",
        a="a1",
        b="a2",
        scalars=True,
    ),
    Binary(
        "polysub",
        "Difference of two polynomials' coefficients; the dtypes promote.",
        a="a1",
        b="a2",
        scalars=True,
    ),
    Binary(
        "polyval",
        "Polynomial `p` evaluated at `x`; the dtypes promote.",
        a="p",
        b="x",
        tail=", *, unroll: int | None = None",
        scalars=True,
    ),
    Binary(
        "polymul",
        "Product of two polynomials; integers and booleans give a float.",
        a="a1",
        b="a2",
        tail=", *, trim_leading_zeros: bool = False",
        family="inexact",
    ),
    Binary(
        "polydiv",
        "Quotient and remainder of polynomial division; integers and booleans give a float.",
        a="u",
        b="v",
        tail=", *, trim_leading_zeros: bool = False",
        family="inexact",
        wrap="tuple[{0}, {0}]",
    ),
)

# ---- rendering --------------------------------------------------------------------------


def _def(
    name: str, params: list[str], result: str, *, overload: bool, doc: str = "", split: bool = True
) -> list[str]:
    """One `def`, on one line when it fits, else with its parameters wrapped.

    An overload naming a split same-dtype TypeVar is written once per part (`_rules`).
    """
    if overload and split:
        variants = _rules.split_same([result, *params])
        if len(variants) > 1:
            return [
                line
                for result_, *params_ in variants
                for line in _def(name, params_, result_, overload=True, split=False)
            ]
    head = f"{INDENT}def {name}("
    tail = f") -> {result}:"
    body = " ..." if not doc else ""
    one = head + ", ".join(params) + tail + body
    out = [f"{INDENT}@overload"] if overload else []
    if len(one) <= WIDTH:
        out.append(one)
    else:
        inner = INDENT * 2 + ", ".join(params)
        if len(inner) <= WIDTH:
            out += [head, inner, f"{INDENT}{tail}{body}"]
        else:
            out.append(head)
            out += [f"{INDENT * 2}{p}," for p in params]
            out.append(f"{INDENT}{tail}{body}")
    if doc:
        out += [f'{INDENT * 2}"""{doc}"""', f"{INDENT * 2}..."]
    return out


def _split(params: str) -> list[str]:
    """`", a: int, b: str = 'x'"` as `["a: int", "b: str = 'x'"]`, brackets respected."""
    parts: list[str] = []
    depth, start = 0, 0
    for i, ch in enumerate(params):
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(params[start:i].strip())
            start = i + 1
    parts.append(params[start:].strip())
    return [p for p in parts if p]


def _array(result: str, wrap: str) -> str:
    return wrap.format(f"Array[{result}]")


def render_binary(spec: Binary, *, rows: list[tuple[str, str, str]] | None = None) -> list[str]:
    """The overloads and implementation signature of one two-operand function."""
    if rows is None:
        rows = arith_rows(scalars=spec.scalars) if spec.family == "arith" else list(INEXACT_ROWS)
    slash = ["/"] if spec.positional_only else []
    out: list[str] = []

    def params(a: str, b: str, request: str) -> list[str]:
        tail = spec.tail.replace("{request}", request)
        return _split(spec.prefix) + [f"{spec.a}: {a}", f"{spec.b}: {b}", *slash, *_split(tail)]

    for a, b, result in rows:
        out += _def(
            spec.name, params(a, b, "None = None"), _array(result, spec.wrap), overload=True
        )
    if spec.requests and "{request}" in spec.tail:
        for request, result in REQUESTS:
            out += _def(
                spec.name,
                params("ArrayLike", "ArrayLike", request),
                _array(result, spec.wrap),
                overload=True,
            )
    if spec.doc:
        # A requested dtype can be any dtype, so then the implementation says `generic`.
        requested = spec.requests and "{request}" in spec.tail
        fallback = "generic" if spec.family == "arith" or requested else "inexact"
        out += _def(
            spec.name,
            params("ArrayLike", "ArrayLike", "DTypeLike | None = None"),
            _array(fallback, spec.wrap),
            overload=False,
            doc=spec.doc,
        )
    return out


def render_joined(spec: Joined) -> list[str]:
    """The overloads and implementation signature of one sequence-promoting function."""
    rows: list[tuple[str, str]] = [("Sequence[Array[SameT]]", "SameT")]
    if spec.accepts_array:
        rows.append(("Array[GenericT]", "GenericT"))
    rows += [(f"Sequence[{element}]", result) for element, result in SEQUENCE_CATEGORIES]
    if spec.scalars:
        rows += [(f"Sequence[{element}]", result) for element, result in _SEQUENCE_SCALARS]
    fallback = SEQUENCE_FALLBACK if spec.accepts_array else "Sequence[ArrayLike]"
    rows.append((fallback, "generic"))
    out: list[str] = []

    def params(seq: str, request: str) -> list[str]:
        tail = spec.tail.replace("{request}", request)
        return _split(spec.prefix) + [f"{spec.param}: {seq}", *_split(tail)]

    for seq, result in rows:
        out += _def(spec.name, params(seq, "dtype: None = None"), f"Array[{result}]", overload=True)
    if "{request}" in spec.tail:
        # A request right after the sequence may be positional; later ones are keywords
        # here (a parameter without default cannot follow one with a default), and the
        # last overload takes any request in any position.
        star = "" if spec.tail == ", {request}" else "*, "
        for request, result in REQUESTS:
            out += _def(
                spec.name,
                params(fallback, f"{star}dtype: {request}"),
                f"Array[{result}]",
                overload=True,
            )
        if star:
            out += _def(
                spec.name,
                params(fallback, "dtype: DTypeLike | None = None"),
                "Array[generic]",
                overload=True,
            )
    out += _def(
        spec.name,
        params(fallback, "dtype: DTypeLike | None = None"),
        "Array[generic]",
        overload=False,
        doc=spec.doc,
    )
    return out


def render_einsum() -> list[str]:
    """einsum: one operand keeps its dtype, two promote, more of one dtype or one closed
    category keep it (`_rules.CATEGORY_ELEMENTS`)."""
    tail = _EINSUM_TAIL
    out: list[str] = []

    def params(operands: list[str], request: str) -> list[str]:
        return ["subscripts: str", *operands, "/", *_split(tail.replace("{request}", request))]

    out += _def("einsum", params(["operand: Array[GenericT]"], "None = None"),
                "Array[GenericT]", overload=True)  # fmt: skip
    out += render_binary(EINSUM_TWO, rows=arith_rows(scalars=False)[:-1])
    for element, result in (("Array[SameT]", "SameT"), *_rules.CATEGORY_ELEMENTS):
        star = ["subscripts: str", "/", f"*operands: {element}"]
        out += _def("einsum", star + _split(tail.replace("{request}", "None = None"))[1:],
                    f"Array[{result}]", overload=True)  # fmt: skip
    for request, result in REQUESTS:
        out += _def(
            "einsum",
            ["subscripts: str", "/", "*operands: ArrayLike"]
            + _split(tail.replace("{request}", request))[1:],
            f"Array[{result}]",
            overload=True,
        )
    out += _def(
        "einsum",
        ["subscripts: str", "/", "*operands: ArrayLike"]
        + _split(tail.replace("{request}", "None = None"))[1:],
        "Array[generic]",
        overload=True,
    )
    out += _def(
        "einsum",
        ["operand: ArrayLike", "subscript: Sequence[int | EllipsisType]", "/",
         "*operands: ArrayLike | Sequence[int | EllipsisType]"]
        + _split(tail.replace("{request}", "DTypeLike | None = None"))[1:],
        "Array[generic]",
        overload=True,
    )  # fmt: skip
    out += _def(
        "einsum",
        ["subscripts: str | ArrayLike", "/",
         "*operands: ArrayLike | Sequence[int | EllipsisType]"]
        + _split(tail.replace("{request}", "DTypeLike | None = None"))[1:],
        "Array[generic]",
        overload=False,
        doc=(
            "Einstein summation: one operand keeps its dtype, several promote; "
            "`preferred_element_type` decides the result."
        ),
    )  # fmt: skip
    return out


def products() -> list[str]:
    """The declarations of `typedjax/_src/generated/numpy/products.py`."""
    lines: list[str] = []
    for spec in _PRODUCTS:
        lines += render_binary(spec)
    lines += render_einsum()
    return lines


def joining() -> list[str]:
    """The promoting declarations of `typedjax/_src/generated/numpy/joining.py`."""
    lines: list[str] = render_binary(APPEND)
    for spec in _JOINING:
        lines += render_joined(spec)
    return lines


def polynomial() -> list[str]:
    """The promoting declarations of `typedjax/_src/generated/numpy/polynomial.py`."""
    lines: list[str] = []
    for spec in _POLYNOMIAL:
        lines += render_binary(spec)
    return lines
