"""Writes the declarations of `typedjax.numpy`'s element-wise functions and ufuncs.

Run `python tools/gen/numpy_ufuncs.py` after changing a table below; `--check`
fails when `typedjax/_src/generated/numpy/ufuncs.py`, the file it writes whole, is out
of date. The aliases and the `ufunc` base class the declarations read are
hand-written, in `typedjax/_src/numpy/ufuncs.py`; their TypeVars are the vocabulary's
(`typedjax._src.generated.typing.vocabulary`, `tools/gen/typing_vocabulary.py`), spelled
as `VOCABULARY` says. The binary functions take
their promotion rules from `tools/gen/_array_ops.py` (the families of
`Array.__add__`, `__truediv__`, ...), so `tnp.add(x1, x2)` answers as `x1 + x2`
does, with Python scalars weak on either side; the unary functions, the ufunc
classes and their methods follow the tables here. Every result is checked
against JAX by the dtype agreement cases in `tests/agreement/numpy_cases/ufuncs.py`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _rules  # pytype: disable=import-error
from _array_ops import (  # pytype: disable=import-error  # a sibling script, not a package
    ARITH,
    BITWISE,
    INEXACT_KINDS,
    INTEGRAL_RESULT,
    MIXED_EXACT,
    SHIFT,
    SPLIT,
    TRUEDIV,
    Family,
    common_same,
)

TARGET = _blocks.GENERATED / "numpy" / "ufuncs.py"
SCRIPT = "numpy_ufuncs.py"
DOC = '''"""The declarations of `typedjax.numpy`'s element-wise functions and ufunc objects.

Every name is JAX's own object (`tnp.sin is jax.numpy.sin`, `tnp.add is jax.numpy.add`).
`tools/gen/numpy_ufuncs.py` writes this file from its tables; change a table and run it.
The aliases and the `ufunc` base class read here are hand-written, in
`typedjax/_src/numpy/ufuncs.py`; the TypeVars are the vocabulary's
(`typedjax._src.generated.typing.vocabulary`).
"""
'''
PRAGMAS = """\
# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads overlap on purpose (NumPy's float64 is a float, bool is an int): the first
# match is JAX's answer, and the dtype agreement cases check every result against JAX.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
# The aliases are typedjax/_src/numpy/ufuncs.py's, and the split TypeVars the vocabulary's,
# private to the package:
# pyright: reportPrivateUsage=false
"""
"""The file-level comments the declarations need."""
HELPERS = {
    "typedjax._src.numpy.ufuncs": (
        "_IntegralLike", "_IntegralNumPy", "_NumPyOperand", "_ReduceAxis", "ufunc"
    ),
}  # fmt: skip
"""The hand-written aliases and base class the declarations read, by module."""

VOCABULARY: dict[str, str] = {
    "_GenericT": "GenericT",
    "_NumberT": "NumberT",
    "_IntegerT": "IntegerT",
    "_InexactT": "InexactT",
    "_FloatingT": "FloatingT",
    "_ComplexT": "ComplexT",
    "_SameInexactT": "SameInexactT",
}
"""The TypeVars of `tools/gen/_array_ops.py`'s tables (and of those here) under the names
the vocabulary gives them: the same bound or constraints, one TypeVar. The split same-dtype
TypeVars (`_SameFloatT`, ...) and `_IntegralT` keep their names there."""
_VOCABULARY_NAME = re.compile(rf"(?<!\w)({'|'.join(VOCABULARY)})(?!\w)")


def vocabulary_names(text: str) -> str:
    """`text` with each TypeVar spelled as the vocabulary names it (`VOCABULARY`)."""
    return _VOCABULARY_NAME.sub(lambda found: VOCABULARY[found[1]], text)


# Operand annotations, spelled as the aliases `typedjax/_src/numpy/ufuncs.py` defines.
NUMPY = "_NumPyOperand"
"""A NumPy scalar or array: strongly typed, with a dtype checkers do not track."""
INTEGRAL_NUMPY = "_IntegralNumPy"
INTEGRAL_LIKE = "_IntegralLike"
"""What the bitwise functions take: integer or boolean arrays and scalars (no floats)."""


@dataclass(frozen=True)
class Sig:
    """One signature: its parameters (without `self`) and its result."""

    params: str
    result: str


@dataclass(frozen=True)
class Fn:
    """A function or method: overloads, then the documented implementation (the last `Sig`)."""

    name: str
    doc: str
    sigs: tuple[Sig, ...]
    override: str = ""
    """Which checkers see the method narrow its base's signature ("mypy", "both" or "")."""
    table: bool = False
    """Whether a row reads the promotion tables (`_rules.TABLE_ROW`), whose operand the
    implementation's ArrayLike does not cover."""


# ---- binary functions: the operator families, forward and reflected ----------------------

# Both operands Python scalars (JAX's weak types): `(x1 type, x2 type, result)`, most
# specific first. bool is an int and int a float to checkers, as in JAX's lattice.
SCALAR_PAIRS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "arith": (
        ("bool", "bool", "bool_"),
        ("int", "int", "signedinteger"),
        ("float", "float", "floating"),
        ("complex", "complex", "complexfloating"),
    ),
    "integral_result": (
        ("int", "int", "signedinteger"),
        ("float", "float", "floating"),
        ("complex", "complex", "complexfloating"),
    ),
    "truediv": (("float", "float", "floating"), ("complex", "complex", "complexfloating")),
    "bitwise": (("bool", "bool", "bool_"), ("int", "int", "signedinteger")),
    "shift": (("int", "int", "signedinteger"),),
}

FAMILIES: dict[str, Family] = {
    "arith": ARITH,
    "integral_result": INTEGRAL_RESULT,
    "truediv": TRUEDIV,
    "bitwise": BITWISE,
    "shift": SHIFT,
}
# The bitwise families take integer and boolean operands only: a float is a static error.
INTEGRAL_ONLY = frozenset({"bitwise", "shift"})
FALLBACK = {"bitwise": "integer | bool_", "shift": "integer | bool_"}


# The result TypeVar of each family's table row (`_rules.table_row`): the promoted dtype is
# the answer for every pair of arrays in `arith`; in the others only within a kind, as the
# TypeVars' bounds say (typedjax/_src/typing/promotion.py).
TABLE_KINDS: dict[str, str] = {
    "arith": _rules.UNBOUNDED_RESULT,
    "truediv": "InexactResultT",
    "integral_result": "RealResultT",
    "bitwise": "IntegerResultT",
    "shift": "IntegerResultT",
}
# A concrete 0-d integer exponent keeps the base's dtype (`uint32 ** jnp.int8(2)` is
# uint32), which no table of two dtypes can say: `power` reads the table for inexact
# results only, where the exponent's kind makes no such difference.
TABLE_RESULT = {"power": "InexactResultT", "pow": "InexactResultT"}


def _is_array(annotation: str) -> bool:
    return (
        annotation.startswith("Array[")
        and annotation.count("Array[") == 1
        and annotation.endswith("]")
    )


def _shadowed(row: tuple[str, str, str], table: str, *, divides: bool = False) -> bool:
    """Whether the bounded table row `table` (with the division row after it, where
    `divides`) answers every call `row` matches (`_rules`)."""
    x1, x2, result = (text.removeprefix("Array[").removesuffix("]") for text in row)
    return (
        _is_array(row[0])
        and _is_array(row[1])
        and _rules.shadowed_by_table(x1, x2, result, table, divides=divides)
    )


def binary_rows(kind: str) -> list[tuple[str, str, str]]:
    """`(x1, x2, result dtype)` rows of a binary function of operator family `kind`.

    The rows are those of the operator (`Array.__add__`, x1 a typed array) and of
    its reflection (`__radd__`, x2 a typed array), ordered for checker speed: the
    common calls (same dtype, a Python scalar on either side) come first. No two
    rows of different kinds match the same call, with one exception handled here:
    NumPy's float64 and complex128 subclass Python's float and complex, so a row
    for them (strong: the result is inexact whatever the array) precedes the
    float and complex rows; the other NumPy operands come last.
    """
    family = FAMILIES[kind]
    strict = kind in INTEGRAL_ONLY
    numpy = INTEGRAL_NUMPY if strict else NUMPY
    keep = "_IntegralT" if strict else "_GenericT"
    rows: list[tuple[str, str, str]] = []

    def same(typevar: str, result: str | None = None) -> None:
        rows.append((f"Array[{typevar}]", f"Array[{typevar}]", result or typevar))

    # Two exact dtypes of different signedness first (see MIXED_EXACT): no same-dtype
    # row can match them.
    first = [row for row in family.arrays if row in MIXED_EXACT]
    rows.extend((f"Array[{x1}]", f"Array[{x2}]", result) for x1, x2, result in first)
    common, rare = common_same(family.same)
    for typevar in common:
        same(typevar)

    def scalars(reflected: bool) -> None:
        def add(array: str, other: str, result: str) -> None:
            rows.append((other, array, result) if reflected else (array, other, result))

        if family.bool_result is not None:
            add("Array[bool_]", "bool" if reflected else "bool | Array[bool_]", family.bool_result)
        if family.bool_scalar:
            # Where booleans are not closed, only the dtypes of the first int row keep
            # theirs (a receiver such as `Array[bool_ | float32]` must not).
            keeper = keep if family.bool_result is None else family.scalars[0][1]
            add(f"Array[{keeper}]", "bool" if reflected else "bool | Array[bool_]", keeper)
        guarded = False
        for py_type, self_ann, result in family.scalars:
            if py_type in ("float", "complex") and not guarded:
                add("Array[generic]", "np.float64 | np.complex128", "inexact")
                guarded = True
            add(f"Array[{self_ann}]", py_type, result)

    scalars(reflected=False)
    scalars(reflected=True)
    for typevar in rare:
        same(typevar)
    for typevar, result in family.extra_same:
        same(typevar, result)
    if family.keeps_inexact:
        rows.append(("Array[_InexactT]", "Array[integer | bool_]", "_InexactT"))
        rows.append(("Array[integer | bool_]", "Array[_InexactT]", "_InexactT"))
    for self_ann, other, result in family.arrays:
        if family.keeps_inexact and self_ann == "integer" and other in INEXACT_KINDS:
            continue  # the second row above answers it, exactly
        if (self_ann, other, result) not in first:
            rows.append((f"Array[{self_ann}]", f"Array[{other}]", result))
    for self_ann, numpy_kind, result in family.numpy_kinds:
        rows.append((f"Array[{self_ann}]", numpy_kind, result))
    for self_ann, numpy_kind, result in family.numpy_kinds:
        rows.append((numpy_kind, f"Array[{self_ann}]", result))
    for self_ann, result in family.numpy:
        rows.append((f"Array[{self_ann}]", numpy, result))
    for self_ann, result in family.numpy:
        rows.append((numpy, f"Array[{self_ann}]", result))
    # Neither operand is a typed array.
    rows.extend(SCALAR_PAIRS[kind])
    return rows


def binary_sigs(
    kind: str,
    names: tuple[str, str],
    *,
    positional: bool,
    extra: str = "",
    wrap: str = "{}",
    table: str = "",
) -> tuple[Sig, ...]:
    """The signatures of a binary function; `wrap` formats each result (`{}` or a tuple).

    `table` names the result TypeVar of a first row that reads the promotion tables
    (`_rules.table_row`). With `ResultT` (unbounded) the table answers every pair of
    arrays and the ladder's array rows go; with a bounded one they stay, for the pairs
    whose promotion falls outside the bound.
    """
    rows = binary_rows(kind)
    if table == _rules.UNBOUNDED_RESULT:
        rows = [
            _rules.table_row(table),
            *(r for r in rows if not (_is_array(r[0]) and _is_array(r[1]))),
        ]
    elif table:
        # After the rows that keep an array's dtype against a boolean one (`Array[int8 |
        # uint32]` with `Array[bool_]`), where the table would answer a union's category.
        # The rows of two arrays that the table always answers first, as precisely, go
        # (`_rules.shadowed_by_table`).
        # True division reads a second table for two integral arrays (`_rules.DIVISION_ROW`).
        keepers = [row for row in rows if row[1].endswith("| Array[bool_]")]
        divides = kind == "truediv" and table == _rules.DIVISION_RESULT
        rows = [
            *keepers,
            _rules.table_row(table),
            *([_rules.DIVISION_ROW] if divides else []),
            *(
                row
                for row in rows
                if row not in keepers and not _shadowed(row, table, divides=divides)
            ),
        ]
    p1, p2 = names
    slash = ", /" if positional else ""

    def sig(a1: str, a2: str, dtype: str) -> Sig:
        return Sig(f"{p1}: {a1}, {p2}: {a2}{slash}{extra}", wrap.format(f"Array[{dtype}]"))

    operand = INTEGRAL_LIKE if kind in INTEGRAL_ONLY else "ArrayLike"
    fallback = sig(operand, operand, FALLBACK.get(kind, "generic"))
    return (*(sig(*row) for row in rows), fallback, fallback)


# ---- unary functions -------------------------------------------------------------------

# An integer array gives the default float whatever its width (`rint` of int8 is float64
# with x64): inexact dtypes kept, integers and booleans a category.
_DEFAULT_FLOAT = (
    ("Array[_InexactT]", "Array[_InexactT]"),
    ("Array[integer | bool_] | float", "Array[floating]"),
    ("ArrayLike", "Array[inexact]"),
)

# `(operand annotation, result)` rows, most specific first; the last row is the fallback.
UNARY: dict[str, tuple[tuple[str, str], ...]] = {
    # Transcendental: inexact dtypes kept, integers and booleans give float32, or float64
    # for int64 and uint64 (`_rules.INTEGRAL_TO_FLOAT`), x64 on or off.
    "inexact": (
        _DEFAULT_FLOAT[0],
        *((ints, f"Array[{flt}]") for ints, flt in _rules.INTEGRAL_TO_FLOAT),
        *_DEFAULT_FLOAT[1:],
    ),
    "default_float": _DEFAULT_FLOAT,
    # As "inexact", but JAX keeps the 2-bit and 1-bit integers.
    "radians": (
        ("Array[_InexactT]", "Array[_InexactT]"),
        ("Array[WideIntegral] | float", "Array[floating]"),
        ("ArrayLike", "Array[inexact | integer]"),
    ),
    # Real-valued only (complex input is an error at run time).
    "floating": (
        ("Array[_FloatingT]", "Array[_FloatingT]"),
        ("ArrayLike", "Array[floating]"),
    ),
    "keep": (
        ("Array[_GenericT]", "Array[_GenericT]"),
        ("bool", "Array[bool_]"),
        ("int", "Array[signedinteger]"),
        ("float", "Array[floating]"),
        ("complex", "Array[complexfloating]"),
        ("ArrayLike", "Array[generic]"),
    ),
    # Booleans square to int32.
    "square": (
        ("Array[_NumberT]", "Array[_NumberT]"),
        ("Array[bool_] | int", "Array[signedinteger]"),
        ("float", "Array[floating]"),
        ("complex", "Array[complexfloating]"),
        ("ArrayLike", "Array[number]"),
    ),
    # Complex to its real dtype; everything else kept.
    "modulus": (
        ("Array[complex64]", "Array[float32]"),
        ("Array[complex128]", "Array[float64]"),
        ("Array[complexfloating]", "Array[floating]"),
        ("Array[_GenericT]", "Array[_GenericT]"),
        ("bool", "Array[bool_]"),
        ("int", "Array[signedinteger]"),
        ("complex", "Array[floating]"),
        ("ArrayLike", "Array[generic]"),
    ),
    "angle": (
        ("Array[complex64]", "Array[float32]"),
        ("Array[complex128]", "Array[float64]"),
        ("Array[_FloatingT]", "Array[_FloatingT]"),
        ("ArrayLike", "Array[floating]"),
    ),
    "predicate": (("ArrayLike", "Array[bool_]"),),
    "invert": (
        ("Array[_IntegralT]", "Array[_IntegralT]"),
        ("bool", "Array[bool_]"),
        ("int", "Array[signedinteger]"),
        (INTEGRAL_LIKE, "Array[integer | bool_]"),
    ),
    "bitcount": ((INTEGRAL_LIKE, "Array[uint8]"),),
}


def unary_sigs(
    kind: str, param: str, *, positional: bool = True, extra: str = ""
) -> tuple[Sig, ...]:
    """The signatures of a unary function: one per row, the fallback twice (overload, then def)."""
    slash = ", /" if positional else ""
    rows = UNARY[kind]
    sigs = tuple(Sig(f"{param}: {ann}{slash}{extra}", result) for ann, result in rows)
    return (*sigs, sigs[-1]) if len(sigs) > 1 else sigs


# ---- the function table: name, rules, JAX's parameters, the documentation line -----------

_UNARY_TABLE: tuple[tuple[str, str, str, str], ...] = (
    # (name, family, parameter, docstring); parameters are positional-only unless noted.
    (
        "sin",
        "inexact",
        "x",
        "Sine, element-wise; integers and booleans give float32 (float64 from 64 bits).",
    ),
    (
        "cos",
        "inexact",
        "x",
        "Cosine, element-wise; integers and booleans give float32 (float64 from 64 bits).",
    ),
    (
        "tan",
        "inexact",
        "x",
        "Tangent, element-wise; integers and booleans give float32 (float64 from 64 bits).",
    ),
    ("arcsin", "inexact", "x", "Inverse sine, element-wise, in radians."),
    ("arccos", "inexact", "x", "Inverse cosine, element-wise, in radians."),
    ("arctan", "inexact", "x", "Inverse tangent, element-wise, in radians."),
    ("asin", "inexact", "x", "Inverse sine, element-wise (the array-API name of `arcsin`)."),
    ("acos", "inexact", "x", "Inverse cosine, element-wise (the array-API name of `arccos`)."),
    ("atan", "inexact", "x", "Inverse tangent, element-wise (the array-API name of `arctan`)."),
    ("sinh", "inexact", "x", "Hyperbolic sine, element-wise."),
    ("cosh", "inexact", "x", "Hyperbolic cosine, element-wise."),
    ("tanh", "inexact", "x", "Hyperbolic tangent, element-wise."),
    ("arcsinh", "inexact", "x", "Inverse hyperbolic sine, element-wise."),
    ("arccosh", "inexact", "x", "Inverse hyperbolic cosine, element-wise."),
    ("arctanh", "inexact", "x", "Inverse hyperbolic tangent, element-wise."),
    ("asinh", "inexact", "x", "Inverse hyperbolic sine (the array-API name of `arcsinh`)."),
    ("acosh", "inexact", "x", "Inverse hyperbolic cosine (the array-API name of `arccosh`)."),
    ("atanh", "inexact", "x", "Inverse hyperbolic tangent (the array-API name of `arctanh`)."),
    (
        "exp",
        "inexact",
        "x",
        "e raised to each element; integers and booleans give float32 (float64 from 64 bits).",
    ),
    ("exp2", "inexact", "x", "2 raised to each element, in the input's inexact dtype."),
    ("expm1", "inexact", "x", "`exp(x) - 1` per element, accurate for small `x`."),
    ("log", "inexact", "x", "Natural logarithm, element-wise."),
    ("log2", "inexact", "x", "Base-2 logarithm, element-wise."),
    ("log10", "inexact", "x", "Base-10 logarithm, element-wise."),
    ("log1p", "inexact", "x", "`log(1 + x)` per element, accurate for small `x`."),
    ("sqrt", "inexact", "x", "Square root, element-wise; complex input gives the principal root."),
    ("reciprocal", "inexact", "x", "`1 / x` per element, in the input's inexact dtype."),
    ("sinc", "inexact", "x", "Normalised sinc `sin(pi x) / (pi x)`, element-wise (1 at 0)."),
    ("degrees", "inexact", "x", "Radians to degrees, element-wise."),
    ("rad2deg", "inexact", "x", "Radians to degrees, element-wise (same as `degrees`)."),
    (
        "rint",
        "default_float",
        "x",
        "Round to the nearest integer value, ties to even; an inexact result.",
    ),
    ("deg2rad", "radians", "x", "Degrees to radians, element-wise."),
    ("radians", "radians", "x", "Degrees to radians, element-wise (same as `deg2rad`)."),
    (
        "cbrt",
        "floating",
        "x",
        "Real cube root, element-wise; integers give float32 (float64 from 64 bits).",
    ),
    ("fabs", "floating", "x", "Absolute value as a float, element-wise (no complex input)."),
    ("spacing", "floating", "x", "Distance from each element to the next representable float."),
    ("positive", "keep", "x", "The input unchanged, element-wise `+x`, in the same dtype."),
    ("sign", "keep", "x", "Sign of each element (-1, 0, 1; `x/|x|` for complex), same dtype."),
    ("conj", "keep", "x", "Complex conjugate, element-wise; real input is returned as is."),
    ("conjugate", "keep", "x", "Complex conjugate, element-wise (same as `conj`)."),
    ("ceil", "keep", "x", "Smallest integer value not below each element, in the same dtype."),
    ("floor", "keep", "x", "Largest integer value not above each element, in the same dtype."),
    ("square", "square", "x", "Each element squared; booleans give int32."),
    ("abs", "modulus", "x", "Absolute value, element-wise; complex input gives its real dtype."),
    ("absolute", "modulus", "x", "Absolute value, element-wise (same as `abs`)."),
    ("real", "modulus", "val", "Real part, element-wise; complex input gives its real dtype."),
    ("imag", "modulus", "val", "Imaginary part, element-wise (zeros for real input)."),
    ("isfinite", "predicate", "x", "Whether each element is finite (not infinite, not NaN)."),
    ("isinf", "predicate", "x", "Whether each element is positive or negative infinity."),
    ("isnan", "predicate", "x", "Whether each element is NaN."),
    ("signbit", "predicate", "x", "Whether the sign bit of each element is set."),
    ("logical_not", "predicate", "x", "Element-wise logical NOT: true where the input is zero."),
    ("invert", "invert", "x", "Bitwise NOT of integers, logical NOT of booleans, element-wise."),
    ("bitwise_not", "invert", "x", "Bitwise NOT, element-wise (same as `invert`)."),
    (
        "bitwise_invert",
        "invert",
        "x",
        "Bitwise NOT, element-wise (the array-API name of `invert`).",
    ),
    (
        "bitwise_count",
        "bitcount",
        "x",
        "Number of 1 bits in the magnitude of each element, as uint8.",
    ),
)

# Unary functions whose operand may be passed by keyword, or with more parameters.
_UNARY_SPECIAL: tuple[tuple[str, str, str, bool, str, str], ...] = (
    # (name, family, parameter, positional-only, more parameters, docstring)
    ("i0", "floating", "x", False, "", "Modified Bessel function of the first kind, order 0."),
    ("trunc", "keep", "x", False, "", "Each element rounded toward zero, in the same dtype."),
    ("iscomplex", "predicate", "x", False, "", "Whether each element has a nonzero imaginary part."),
    ("isreal", "predicate", "x", False, "", "Whether each element has a zero imaginary part."),
    ("isneginf", "predicate", "x", True, ", out: None = None", "Whether each element is -inf."),
    ("isposinf", "predicate", "x", True, ", out: None = None", "Whether each element is +inf."),
    ("angle", "angle", "z", False, ", deg: bool = False",
     "Argument (phase angle) of each element, in radians unless `deg`; a real dtype."),
    ("round", "keep", "a", False, ", decimals: int = 0, out: None = None",
     "Each element rounded to `decimals` places, ties to even, in the same dtype."),
    ("around", "keep", "a", False, ", decimals: int = 0, out: None = None",
     "Each element rounded to `decimals` places (same as `round`)."),
    ("nan_to_num", "keep", "x", False,
     (", copy: bool = True, nan: ArrayLike = 0.0, posinf: ArrayLike | None = None, "
      "neginf: ArrayLike | None = None"),
     "NaN and infinities replaced by finite numbers, in the same dtype."),
)  # fmt: skip

_BINARY_TABLE: tuple[tuple[str, str, tuple[str, str], bool, str], ...] = (
    # (name, family, parameters, positional-only, docstring)
    ("fmax", "arith", ("x1", "x2"), False, "Element-wise maximum that ignores NaN where one side is a number."),
    ("fmin", "arith", ("x1", "x2"), False, "Element-wise minimum that ignores NaN where one side is a number."),
    ("divide", "truediv", ("x1", "x2"), True, "True division `x1 / x2`; integers divide into float32 (float64 from 64 bits)."),
    ("true_divide", "truediv", ("x1", "x2"), True, "True division `x1 / x2` (same as `divide`)."),
    ("arctan2", "truediv", ("x1", "x2"), True, "Angle of the point `(x2, x1)` in radians, element-wise."),
    ("atan2", "truediv", ("x1", "x2"), True, "Angle of the point `(x2, x1)` (the array-API name of `arctan2`)."),
    ("copysign", "truediv", ("x1", "x2"), True, "`x1` with the sign of `x2`, element-wise, as a float."),
    ("heaviside", "truediv", ("x1", "x2"), True, "Heaviside step of `x1`, with `x2` where `x1` is zero."),
    ("hypot", "truediv", ("x1", "x2"), True, "`sqrt(x1**2 + x2**2)` element-wise, without overflow."),
    ("nextafter", "truediv", ("x", "y"), True, "The next representable float after `x` towards `y`."),
    ("float_power", "truediv", ("x", "y"), True, "`x ** y` computed in an inexact dtype."),
    ("floor_divide", "integral_result", ("x1", "x2"), True, "Floor division `x1 // x2`, element-wise."),
    ("mod", "integral_result", ("x1", "x2"), True, "Remainder of floor division, with the sign of `x2`."),
    ("remainder", "integral_result", ("x1", "x2"), True, "Remainder of floor division (same as `mod`)."),
    ("fmod", "integral_result", ("x1", "x2"), True, "Remainder of truncated division, with the sign of `x1`."),
    ("power", "integral_result", ("x1", "x2"), True, "`x1 ** x2`, element-wise, with JAX's promotion."),
    ("pow", "integral_result", ("x1", "x2"), True, "`x1 ** x2`, element-wise (the array-API name of `power`)."),
    ("gcd", "bitwise", ("x1", "x2"), False, "Greatest common divisor of integers, element-wise."),
    ("lcm", "bitwise", ("x1", "x2"), False, "Least common multiple of integers, element-wise."),
    ("left_shift", "shift", ("x", "y"), True, "Integers shifted left by `y` bits, element-wise."),
    ("right_shift", "shift", ("x1", "x2"), True, "Integers shifted right by `x2` bits, element-wise."),
    ("bitwise_left_shift", "shift", ("x", "y"), True, "Left shift (the array-API name of `left_shift`)."),
    ("bitwise_right_shift", "shift", ("x1", "x2"), True, "Right shift (the array-API name of `right_shift`)."),
)  # fmt: skip

_COMPARISONS: tuple[tuple[str, str], ...] = (
    ("equal", "Element-wise `x == y`, as booleans."),
    ("not_equal", "Element-wise `x != y`, as booleans."),
    ("greater", "Element-wise `x > y`, as booleans."),
    ("greater_equal", "Element-wise `x >= y`, as booleans."),
    ("less", "Element-wise `x < y`, as booleans."),
    ("less_equal", "Element-wise `x <= y`, as booleans."),
)

# Functions with rules of their own, written out.
_SPECIAL: tuple[Fn, ...] = (
    Fn(
        "divmod",
        "`(x1 // x2, x1 % x2)` element-wise, both in the dtype of floor division.",
        binary_sigs("integral_result", ("x1", "x2"), positional=True, wrap="tuple[{0}, {0}]"),
    ),
    Fn(
        "ldexp",
        "`x1 * 2**x2` element-wise, for integer exponents; a float result.",
        (
            Sig("x1: Array[_FloatingT], x2: _IntegralLike, /", "Array[_FloatingT]"),
            Sig("x1: ArrayLike, x2: _IntegralLike, /", "Array[floating]"),
            Sig("x1: ArrayLike, x2: _IntegralLike, /", "Array[floating]"),
        ),
    ),
    Fn(
        "frexp",
        "Mantissa and exponent of each element: `x == mantissa * 2**exponent`.",
        (
            Sig("x: Array[_FloatingT], /", "tuple[Array[_FloatingT], Array[int32]]"),
            Sig("x: ArrayLike, /", "tuple[Array[floating], Array[int32]]"),
            Sig("x: ArrayLike, /", "tuple[Array[floating], Array[int32]]"),
        ),
    ),
    Fn(
        "modf",
        "Fractional and integral parts of each element, both with the sign of the input.",
        (
            Sig(
                "x: Array[_FloatingT], /, out: None = None",
                "tuple[Array[_FloatingT], Array[_FloatingT]]",
            ),
            Sig(
                "x: Array[WideIntegral] | float, /, out: None = None",
                "tuple[Array[floating], Array[floating]]",
            ),
            Sig(
                "x: ArrayLike, /, out: None = None",
                "tuple[Array[floating | integer], Array[floating | integer]]",
            ),
            Sig(
                "x: ArrayLike, /, out: None = None",
                "tuple[Array[floating | integer], Array[floating | integer]]",
            ),
        ),
    ),
    Fn(
        "clip",
        "Each element limited to `[min, max]`; either bound may be None.",
        (
            # Boolean bounds (weak) and no bounds keep the dtype; so do same-dtype arrays
            # and Python ints for numbers. NumPy bounds are strong: caught before `float`
            # (np.float64 subclasses float).
            Sig(
                "arr: Array[_GenericT], /, min: bool | Array[bool_] | None = None, "
                "max: bool | Array[bool_] | None = None",
                "Array[_GenericT]",
            ),
            # One row per split TypeVar: pytype crashes on a TypeVar of 30 constraints or
            # more (its call is compiled to CALL_FUNCTION_EX), and pyright's cost grows with them.
            *(
                Sig(
                    f"arr: Array[{same}], /, min: Array[{same}] | int | None = None, "
                    f"max: Array[{same}] | int | None = None",
                    f"Array[{same}]",
                )
                for same in SPLIT["_SameNumberNoBoolT"]
            ),
            Sig(
                "arr: ArrayLike, /, min: _NumPyOperand, max: ArrayLike | None = None",
                "Array[generic]",
            ),
            Sig(
                "arr: ArrayLike, /, min: ArrayLike | None = None, max: _NumPyOperand = ...",
                "Array[generic]",
            ),
            Sig(
                "arr: Array[_InexactT], /, min: float | None = None, max: float | None = None",
                "Array[_InexactT]",
            ),
            Sig(
                "arr: ArrayLike, /, min: ArrayLike | None = None, max: ArrayLike | None = None",
                "Array[generic]",
            ),
            Sig(
                "arr: ArrayLike, /, min: ArrayLike | None = None, max: ArrayLike | None = None",
                "Array[generic]",
            ),
        ),
    ),
    Fn(
        "unwrap",
        "Phase `p` with jumps larger than `discont` removed by adding multiples of `period`.",
        (
            # The default period is a Python float (weak): floats keep their dtype,
            # integers become the default float; an int period keeps integers.
            Sig(
                "p: Array[_FloatingT], discont: ArrayLike | None = None, axis: int = -1, "
                "period: int = ...",
                "Array[_FloatingT]",
            ),
            Sig(
                "p: Array[integer | bool_], discont: ArrayLike | None = None, axis: int = -1",
                "Array[floating]",
            ),
            Sig(
                "p: ArrayLike, discont: ArrayLike | None = None, axis: int = -1, "
                "period: ArrayLike = ...",
                "Array[generic]",
            ),
            Sig(
                "p: ArrayLike, discont: ArrayLike | None = None, axis: int = -1, "
                "period: ArrayLike = 6.283185307179586",
                "Array[generic]",
            ),
        ),
    ),
    Fn(
        "interp",
        "Piecewise-linear interpolation of the points `(xp, fp)` at `x`.",
        (
            Sig(
                "x: Array[SameFloatingT], xp: Array[SameFloatingT], fp: Array[SameFloatingT], "
                "left: Array[SameFloatingT] | int | Literal['extrapolate'] | None = None, "
                "right: Array[SameFloatingT] | int | Literal['extrapolate'] | None = None, "
                "period: Array[SameFloatingT] | int | None = None",
                "Array[SameFloatingT]",
            ),
            Sig(
                "x: ArrayLike, xp: ArrayLike, fp: Array[complexfloating], "
                "left: ArrayLike | Literal['extrapolate'] | None = None, "
                "right: ArrayLike | Literal['extrapolate'] | None = None, "
                "period: ArrayLike | None = None",
                "Array[complexfloating]",
            ),
            Sig(
                "x: ArrayLike, xp: ArrayLike, fp: ArrayLike, "
                "left: ArrayLike | Literal['extrapolate'] | None = None, "
                "right: ArrayLike | Literal['extrapolate'] | None = None, "
                "period: ArrayLike | None = None",
                "Array[inexact]",
            ),
            Sig(
                "x: ArrayLike, xp: ArrayLike, fp: ArrayLike, "
                "left: ArrayLike | Literal['extrapolate'] | None = None, "
                "right: ArrayLike | Literal['extrapolate'] | None = None, "
                "period: ArrayLike | None = None",
                "Array[inexact]",
            ),
        ),
    ),
)


def functions() -> list[Fn]:
    """Every module-level function, in the order they are written."""
    out: list[Fn] = []
    for name, kind, param, doc in _UNARY_TABLE:
        out.append(Fn(name, doc, unary_sigs(kind, param)))
    for name, kind, param, positional, extra, doc in _UNARY_SPECIAL:
        out.append(Fn(name, doc, unary_sigs(kind, param, positional=positional, extra=extra)))
    for name, kind, params, positional, doc in _BINARY_TABLE:
        table = TABLE_RESULT.get(name, TABLE_KINDS[kind])
        out.append(
            Fn(name, doc, binary_sigs(kind, params, positional=positional, table=table), table=True)
        )
    for name, doc in _COMPARISONS:
        out.append(Fn(name, doc, (Sig("x: ArrayLike, y: ArrayLike, /", "Array[bool_]"),)))
    out.extend(_SPECIAL)
    return out


# ---- ufunc classes -----------------------------------------------------------------------

# `dtype=` requests.
DTYPE_REQUESTS: tuple[tuple[str, str], ...] = _rules.GUARDED_REQUESTS

_REDUCE_TAIL = "out: None = None, keepdims: bool = False, initial: ArrayLike | None = None, where: ArrayLike | None = None"


def reduce_sigs(
    rows: tuple[tuple[str, str], ...], operand: str = "ArrayLike", *, honours_dtype: bool = True
) -> tuple[Sig, ...]:
    """`reduce` overloads: the rows, then the `dtype=` requests, then the fallback twice.

    Where JAX ignores `dtype=` (`honours_dtype=False`) the rows take any `dtype` and
    the last row is the fallback.
    """
    head = "axis: _ReduceAxis = 0"
    no_dtype = "None = None" if honours_dtype else "DTypeLike | None = None"
    sigs = [Sig(f"a: {ann}, {head}, dtype: {no_dtype}, {_REDUCE_TAIL}", res) for ann, res in rows]
    if not honours_dtype:
        return (*sigs, sigs[-1])
    for request, dtype in DTYPE_REQUESTS:
        sigs.append(
            Sig(f"a: {operand}, {head}, *, dtype: {request}, {_REDUCE_TAIL}", f"Array[{dtype}]")
        )
    last = Sig(
        f"a: {operand}, {head}, dtype: DTypeLike | None = None, {_REDUCE_TAIL}", "Array[generic]"
    )
    return (*sigs, last, last)


def accumulate_sigs(
    rows: tuple[tuple[str, str], ...], operand: str = "ArrayLike"
) -> tuple[Sig, ...]:
    """`accumulate` overloads: the rows without `dtype=`, then the `dtype=` requests."""
    sigs = [
        Sig(f"a: {ann}, axis: int = 0, dtype: None = None, out: None = None", res)
        for ann, res in rows
    ]
    for request, dtype in DTYPE_REQUESTS:
        sigs.append(
            Sig(
                f"a: {operand}, axis: int = 0, *, dtype: {request}, out: None = None",
                f"Array[{dtype}]",
            )
        )
    last = Sig(
        f"a: {operand}, axis: int = 0, dtype: DTypeLike | None = None, out: None = None",
        "Array[generic]",
    )
    return (*sigs, last, last)


def at_sigs(rows: tuple[tuple[str, str, str], ...], *, binary: bool = True) -> tuple[Sig, ...]:
    """`at` overloads from `(a, b, result)` rows; the last row is the fallback."""
    tail = ", /, *, inplace: Literal[False]"
    sigs = tuple(
        Sig(f"a: {a}, indices: object" + (f", b: {b}" if binary else "") + tail, result)
        for a, b, result in rows
    )
    return (*sigs, sigs[-1]) if len(sigs) > 1 else sigs


def reduceat_sigs() -> tuple[Sig, ...]:
    """`reduceat`: without `dtype=`, JAX keeps the input's dtype.

    With `dtype=`, the releases differ: JAX 0.10.2 ignores it (the input's dtype) and
    0.12.0.1 honours it, so the answer is `generic`, the category that holds for both.
    """
    params = "indices: ArrayLike, axis: int = 0, {dtype}, out: None = None"
    default = params.format(dtype="dtype: None = None")
    given = params.format(dtype="dtype: DTypeLike | None = None")
    return (
        Sig(f"a: Array[_GenericT], {default}", "Array[_GenericT]"),
        Sig(f"a: ArrayLike, {given}", "Array[generic]"),
        Sig(f"a: ArrayLike, {given}", "Array[generic]"),
    )


@dataclass(frozen=True)
class Ufunc:
    """A typed ufunc class: its base, its documentation and its methods."""

    name: str
    base: str
    doc: str
    methods: tuple[Fn, ...] = ()


_CALL_DOC = "Apply the ufunc element-wise to two operands, with JAX's promotion."
_OUTER_DOC = "The ufunc applied to every pair `(A[i...], B[j...])`; shape `A.shape + B.shape`."
_REDUCE_DOC = "The ufunc folded along `axis` (all axes for None)."
_ACCUMULATE_DOC = "The running fold of the ufunc along `axis`."
_AT_DOC = "A copy of `a` with the ufunc applied at `indices` (requires `inplace=False`)."
_REDUCEAT_DOC = "The ufunc folded over the slices of `a` that start at each of `indices`."


def _binary_call(kind: str) -> tuple[Fn, Fn]:
    extra = ", out: None = None, where: None = None"
    call = Fn(
        "__call__",
        _CALL_DOC,
        binary_sigs(kind, ("x1", "x2"), positional=True, extra=extra, table=TABLE_KINDS[kind]),
        override="both",
        table=True,
    )
    # The bitwise ufuncs refuse floats, which the generic ufunc's `outer` accepts.
    outer = Fn(
        "outer",
        _OUTER_DOC,
        binary_sigs(kind, ("A", "B"), positional=True),
        override="both" if kind in INTEGRAL_ONLY else "",
    )
    return call, outer


def _ufuncs() -> list[Ufunc]:
    keep = (("Array[_GenericT]", "Array[_GenericT]"),)
    integral_keep = (("Array[_IntegralT]", "Array[_IntegralT]"),)
    # Not by width: a reduction of an integer array by an inexact ufunc gives the
    # default float (`logaddexp2.reduce` of int8 is float64 with x64).
    inexact = (
        ("Array[_InexactT]", "Array[_InexactT]"),
        ("Array[integer | bool_]", "Array[floating]"),
        ("ArrayLike", "Array[inexact]"),
    )
    boolean = (("ArrayLike", "Array[bool_]"),)
    reduceat = Fn("reduceat", _REDUCEAT_DOC, reduceat_sigs())
    keep_reduce = Fn("reduce", _REDUCE_DOC, reduce_sigs(keep))
    keep_accumulate = Fn("accumulate", _ACCUMULATE_DOC, accumulate_sigs(keep))
    keep_a = Fn(
        "at",
        _AT_DOC,
        at_sigs(
            (
                ("Array[_GenericT]", "ArrayLike", "Array[_GenericT]"),
                ("ArrayLike", "ArrayLike", "Array[generic]"),
            )
        ),
        override="mypy",
    )
    arith_call, arith_outer = _binary_call("arith")
    bit_call, bit_outer = _binary_call("bitwise")
    lae_call, lae_outer = _binary_call("truediv")
    logical_sig = Sig(
        "x1: ArrayLike, x2: ArrayLike, /, out: None = None, where: None = None", "Array[bool_]"
    )
    return [
        Ufunc(
            "_ArithmeticUfunc",
            "ufunc",
            "A binary arithmetic ufunc: its calls promote as `+` does.",
            (arith_call, arith_outer, reduceat),
        ),
        Ufunc(
            "_AddUfunc",
            "_ArithmeticUfunc",
            "The type of `tnp.add`: reduce is `sum`, accumulate is `cumsum`.",
            (
                Fn(
                    "reduce",
                    "The sum along `axis`: small integers and booleans widen as in `sum`.",
                    reduce_sigs(
                        (
                            ("Array[_InexactT]", "Array[_InexactT]"),
                            ("Array[signedinteger | bool_]", "Array[signedinteger]"),
                            ("Array[unsignedinteger]", "Array[unsignedinteger]"),
                            ("Array[integer | bool_]", "Array[integer]"),
                        )
                    ),
                ),
                Fn(
                    "accumulate",
                    "The running sum along `axis`; booleans give integers.",
                    accumulate_sigs(
                        (
                            ("Array[_NumberT]", "Array[_NumberT]"),
                            ("Array[bool_]", "Array[signedinteger]"),
                        )
                    ),
                ),
                keep_a,
            ),
        ),
        Ufunc(
            "_MultiplyUfunc",
            "_AddUfunc",
            "The type of `tnp.multiply`: reduce is `prod`, accumulate is `cumprod`.",
        ),
        Ufunc(
            "_SubtractUfunc",
            "_ArithmeticUfunc",
            "The type of `tnp.subtract` (no identity: reductions start at the first element).",
            (keep_reduce, keep_accumulate, keep_a),
        ),
        Ufunc(
            "_MaximumUfunc",
            "_ArithmeticUfunc",
            "The type of `tnp.maximum`: reduce is `max`.",
            (
                keep_reduce,
                keep_accumulate,
                Fn(
                    "at",
                    _AT_DOC,
                    at_sigs(
                        (
                            *(
                                (f"Array[{same}]", f"Array[{same}] | bool", f"Array[{same}]")
                                for same in SPLIT["_SameNumberT"]
                            ),
                            ("Array[_NumberT]", "int", "Array[_NumberT]"),
                            ("ArrayLike", "ArrayLike", "Array[generic]"),
                        )
                    ),
                    override="mypy",
                ),
            ),
        ),
        Ufunc("_MinimumUfunc", "_MaximumUfunc", "The type of `tnp.minimum`: reduce is `min`."),
        Ufunc(
            "_BitwiseUfunc",
            "ufunc",
            "A bitwise ufunc: integer and boolean operands only, the dtype kept.",
            (
                bit_call,
                bit_outer,
                Fn(
                    "reduce",
                    _REDUCE_DOC,
                    reduce_sigs(integral_keep, INTEGRAL_LIKE),
                    override="both",
                ),
                # With `dtype=`, JAX casts first: floats accumulate bitwise as integers.
                Fn("accumulate", _ACCUMULATE_DOC, accumulate_sigs(integral_keep)),
                Fn(
                    "at",
                    _AT_DOC,
                    at_sigs(
                        (
                            (
                                "Array[_SameIntegralT]",
                                "Array[_SameIntegralT] | bool",
                                "Array[_SameIntegralT]",
                            ),
                            ("Array[_IntegerT]", "int", "Array[_IntegerT]"),
                            (INTEGRAL_LIKE, INTEGRAL_LIKE, "Array[integer | bool_]"),
                        )
                    ),
                    override="both",
                ),
                reduceat,
            ),
        ),
        Ufunc(
            "_BitwiseAndUfunc",
            "_BitwiseUfunc",
            "The type of `tnp.bitwise_and`: reduce is a bitwise AND over an axis.",
        ),
        Ufunc(
            "_BitwiseOrUfunc",
            "_BitwiseUfunc",
            "The type of `tnp.bitwise_or`: reduce is a bitwise OR over an axis.",
        ),
        Ufunc(
            "_BitwiseXorUfunc",
            "_BitwiseUfunc",
            "The type of `tnp.bitwise_xor`: reduce is a bitwise XOR over an axis.",
        ),
        Ufunc(
            "_LogAddExpUfunc",
            "ufunc",
            "The type of `tnp.logaddexp`: reduce is `logsumexp`; integers give the default float.",
            (
                lae_call,
                lae_outer,
                # JAX's log-sum-exp reduction ignores `dtype=`.
                Fn("reduce", _REDUCE_DOC, reduce_sigs(inexact, honours_dtype=False)),
                Fn("accumulate", _ACCUMULATE_DOC, accumulate_sigs(inexact[:-1])),
                Fn(
                    "at",
                    _AT_DOC,
                    at_sigs(
                        (
                            (
                                "Array[_SameInexactT]",
                                "Array[_SameInexactT] | int",
                                "Array[_SameInexactT]",
                            ),
                            ("ArrayLike", "ArrayLike", "Array[inexact]"),
                        )
                    ),
                    override="mypy",
                ),
                reduceat,
            ),
        ),
        Ufunc(
            "_LogAddExp2Ufunc",
            "_LogAddExpUfunc",
            "The type of `tnp.logaddexp2`: base-2 `logaddexp`.",
        ),
        Ufunc(
            "_LogicalUfunc",
            "ufunc",
            "A logical ufunc: any operands, a boolean result.",
            (
                Fn("__call__", _CALL_DOC, (logical_sig,), override="both"),
                Fn("outer", _OUTER_DOC, (Sig("A: ArrayLike, B: ArrayLike, /", "Array[bool_]"),)),
                Fn("reduce", _REDUCE_DOC, reduce_sigs(boolean)),
                Fn("accumulate", _ACCUMULATE_DOC, accumulate_sigs(boolean)),
                Fn(
                    "at",
                    _AT_DOC,
                    at_sigs((("ArrayLike", "ArrayLike", "Array[bool_]"),)),
                    override="mypy",
                ),
                reduceat,
            ),
        ),
        Ufunc(
            "_LogicalAndUfunc", "_LogicalUfunc", "The type of `tnp.logical_and`: reduce is `all`."
        ),
        Ufunc("_LogicalOrUfunc", "_LogicalUfunc", "The type of `tnp.logical_or`: reduce is `any`."),
        Ufunc(
            "_LogicalXorUfunc",
            "_LogicalUfunc",
            "The type of `tnp.logical_xor`: reduce is a parity over an axis.",
        ),
        Ufunc(
            "_NegativeUfunc",
            "ufunc",
            "The type of `tnp.negative`, a unary ufunc (it has no reduce, accumulate or outer).",
            (
                Fn(
                    "__call__",
                    "Element-wise negation `-x`, in the same dtype.",
                    unary_sigs("keep", "x", extra=", out: None = None, where: None = None"),
                    override="both",
                ),
                Fn(
                    "at",
                    _AT_DOC,
                    at_sigs(
                        (
                            ("Array[_GenericT]", "", "Array[_GenericT]"),
                            ("ArrayLike", "", "Array[generic]"),
                        ),
                        binary=False,
                    ),
                    override="both",
                ),
            ),
        ),
    ]


INSTANCES: tuple[tuple[str, str, str], ...] = (
    ("add", "_AddUfunc", "Element-wise `x1 + x2` as a ufunc (`add.reduce` sums, `add.outer` tabulates)."),
    ("subtract", "_SubtractUfunc", "Element-wise `x1 - x2` as a ufunc."),
    ("multiply", "_MultiplyUfunc", "Element-wise `x1 * x2` as a ufunc (`multiply.reduce` is a product)."),
    ("maximum", "_MaximumUfunc", "Element-wise maximum as a ufunc; NaN wins."),
    ("minimum", "_MinimumUfunc", "Element-wise minimum as a ufunc; NaN wins."),
    ("bitwise_and", "_BitwiseAndUfunc", "Element-wise bitwise AND of integers or booleans, as a ufunc."),
    ("bitwise_or", "_BitwiseOrUfunc", "Element-wise bitwise OR of integers or booleans, as a ufunc."),
    ("bitwise_xor", "_BitwiseXorUfunc", "Element-wise bitwise XOR of integers or booleans, as a ufunc."),
    ("logaddexp", "_LogAddExpUfunc", "`log(exp(x1) + exp(x2))` element-wise, without overflow, as a ufunc."),
    ("logaddexp2", "_LogAddExp2Ufunc", "`log2(2**x1 + 2**x2)` element-wise, without overflow, as a ufunc."),
    ("logical_and", "_LogicalAndUfunc", "Element-wise logical AND, as a boolean ufunc."),
    ("logical_or", "_LogicalOrUfunc", "Element-wise logical OR, as a boolean ufunc."),
    ("logical_xor", "_LogicalXorUfunc", "Element-wise logical XOR, as a boolean ufunc."),
    ("negative", "_NegativeUfunc", "Element-wise negation `-x`, as a unary ufunc."),
)  # fmt: skip


# ---- rendering ---------------------------------------------------------------------------

_MYPY_OVERRIDE = "  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature"
_PYRIGHT_OVERRIDE = (
    "  # pyright: ignore[reportIncompatibleMethodOverride]  # as the mypy ignore says"
)


def render_fn(fn: Fn, indent: str, *, method: bool = False) -> list[str]:
    """The lines of one function or method: overloads, then the documented implementation."""
    self_ = "self, " if method else ""
    lines: list[str] = []
    *overloads, impl = fn.sigs
    for sig in overloads:
        lines.append(f"{indent}@overload")
        lines.append(f"{indent}def {fn.name}({self_}{sig.params}) -> {sig.result}: ...")
    # mypy reports an incompatible override on the first line, pyright on the last def.
    first = _MYPY_OVERRIDE if fn.override else ""
    if first and lines:
        lines[0] += first
        first = ""
    comment = ""
    if fn.table:
        # Both report that the implementation does not accept the table row's operand,
        # which is no ArrayLike (a `HasDType` protocol that arrays satisfy).
        if fn.override == "both":
            comment = (
                "  # type: ignore[misc]  # pyright: ignore[reportIncompatibleMethodOverride, "
                "reportInconsistentOverload]  # the table row's operand is no ArrayLike, and "
                "the ufunc narrows the generic ufunc's signature"
            )
        else:
            comment = "  " + _rules.TABLE_ROW_IMPLEMENTATION
    elif fn.override == "both":
        comment = _PYRIGHT_OVERRIDE
    comment = first + comment
    if comment:
        # The checkers report on the `def` line: the comment follows its opening parenthesis,
        # where the formatter keeps it when it wraps the parameters.
        lines.append(f"{indent}def {fn.name}({comment}")
        lines.append(f"{indent}    {self_}{impl.params}")
        lines.append(f"{indent}) -> {impl.result}:")
    else:
        lines.append(f"{indent}def {fn.name}({self_}{impl.params}) -> {impl.result}:")
    lines.append(f'{indent}    """{fn.doc}"""')
    lines.append(f"{indent}    ...")
    return lines


def _natural(name: str) -> list[str | int]:
    """Sort key with digit runs compared as numbers (`log1p` before `log10`), as ruff sorts."""
    return [int(part) if part.isdigit() else part for part in re.split(r"(\d+)", name)]


def render() -> str:
    """The generated module: pragmas, imports, `__all__`, the declarations, JAX's objects."""
    fns = functions()
    ufuncs = _ufuncs()
    names = sorted([fn.name for fn in fns] + [name for name, _, _ in INSTANCES])
    lines = ["    # ---- functions ------------------------------------------------------------"]
    for fn in fns:
        lines.extend(render_fn(fn, "    "))
    lines.append("")
    lines.append(
        "    # ---- ufunc classes and instances ----------------------------------------------"
    )
    for uf in ufuncs:
        lines.append("")
        lines.append(f"    class {uf.name}({uf.base}):")
        lines.append(f'        """{uf.doc}"""')
        for method in uf.methods:
            lines.append("")
            lines.extend(render_fn(method, "        ", method=True))
    body = vocabulary_names("\n".join(lines)) + "\n"
    instances = {name for name, _, _ in INSTANCES}
    functions_ = [name for name in sorted(names, key=_natural) if name not in instances]
    # The ufunc instances are declared at module level, not under TYPE_CHECKING: pyright
    # reads an attribute docstring only there, and shows it on hover. The object is
    # JAX's own (`tnp.add is jnp.add`); the cast runs once, at import. It reads the object
    # through the module's namespace (`Any`): through the jax-stubs `jnp.negative` already
    # has this type, and JAX's own declarations type the others as plain ufuncs.
    declared = "".join(
        f'{name}: {cls} = cast("{cls}", _jnp.__dict__["{name}"])\n"""{doc}"""\n'
        for name, cls, doc in INSTANCES
    )
    listed = ", ".join(f'"{name}"' for name in names)
    return (
        f"{DOC}\n{PRAGMAS}\nfrom __future__ import annotations\n\n"
        "from typing import TYPE_CHECKING, cast\n\nimport jax.numpy as _jnp\n\n"
        f"__all__: list[str] = [{listed}]\n\n"
        f"if TYPE_CHECKING:\n{_blocks.imports(body, HELPERS)}\n{body}"
        f"{_blocks.runtime_imports({'jax.numpy': functions_})}\n{declared}"
    )


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module, or with `--check` report whether it is current."""
    return _blocks.main_blocks([_blocks.file_target(TARGET, render, SCRIPT)], SCRIPT, argv)


if __name__ == "__main__":
    raise SystemExit(main())
