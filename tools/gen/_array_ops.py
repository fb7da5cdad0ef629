"""The operator overloads of `typedjax.Array` (a library: `tools/gen/array_array.py`
writes them between their markers in `typedjax/_src/array/array.py`).

Run `python tools/gen/array_array.py` after changing the rules. The rules follow JAX's
promotion lattice with weak types; the dtype agreement harness
(tests/agreement/) checks every generated result against JAX itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import _rules  # pytype: disable=import-error  # a sibling script, not a package

TARGET = Path(__file__).resolve().parents[2] / "typedjax" / "_src" / "array" / "array.py"
BEGIN = "        # BEGIN GENERATED OPERATORS (tools/gen/array_array.py)\n"
END = "        # END GENERATED OPERATORS\n"
INDENT = " " * 8


@dataclass(frozen=True)
class Family:
    """One group of operators sharing result rules."""

    same: str
    """The constrained TypeVar with which the numpy functions (tools/gen/numpy_*.py) say
    `f(Array[D], Array[D]) -> Array[D]`; the operators use `chains`."""
    bool_scalar: bool
    """Whether `Array[D] op bool` gives `Array[D]` (for D other than bool_ when
    `bool_result` is set)."""
    scalars: tuple[tuple[str, str, str], ...]
    """`(python type, self annotation, result)` for Python scalar operands."""
    arrays: tuple[tuple[str, str, str], ...]
    """`(self dtype, other dtype, result dtype)` for array operands, most specific first."""
    numpy: tuple[tuple[str, str], ...]
    """`(self dtype, result dtype)` for NumPy operands, whose dtype is not known statically."""
    numpy_kinds: tuple[tuple[str, str, str], ...] = ()
    """`(self dtype, NumPy scalar types, result dtype)`, before `numpy`: a NumPy scalar is
    strongly typed in JAX, and its kind (a NumPy unsigned integer, a float) bounds the
    result as an array of that kind would."""
    bool_result: str | None = None
    """The result of `Array[bool_] op bool` when it is not `bool_` (floor division,
    modulo and power of booleans give int32)."""
    extra_same: tuple[tuple[str, str], ...] = ()
    """More `(constrained TypeVar, result)` pairs for the numpy functions' `f(Array[D], Array[D])`."""
    chains: tuple[str, ...] = ()
    """The receiver dtypes (see `_CHAINS`) under which the operator keeps
    `Array[D] op Array[D]` as `Array[D]`."""
    keeps_inexact: bool = False
    """Whether a float or complex array with an integer or boolean one keeps its own
    dtype, whichever integer it is, strong or weak (float32 + int64 is float32, float16
    + uint64 float16): the operators and the binary ufuncs (tools/gen/numpy_ufuncs.py)
    of the family then say `(Array[I], Array[integer | bool_]) -> Array[I]` for an inexact
    I, both ways round. `where` and the products (`dot`, `matmul`, ...) read the family's
    `arrays` without it: `where` is at the row count past which pytype answers `Any`."""


# Dtype groups in which JAX promotes any two members to one of the two, or refuses
# to mix them: within one, `Array[D] op Array[D]` is `Array[D]` even for a union D,
# weak operands included. An operator says so with the class's own parameter,
# `(self: _HasDType[group], other: Array[_DTypeT_co | bool_]) -> Array[_DTypeT_co]`
# (bool_ is the weakest dtype: d op bool_ is d for every d of a group). A
# constrained TypeVar on `self` would not do: mypy binds it from the receiver without
# checking the constraints, so `Array[integer] + Array[integer]` came out as
# `Array[integer]` (uint64 + int8 is a float). An integer with a float gives the
# float, so each group holds one integer kind and the floats that chain with it:
# `_ChainFloat` (typedjax/_src/array/array.py) is every float but bfloat16, which with
# float16 gives float32; bool_ joins where it is closed. Two groups, two rows.
_CHAINS = ("_ChainFloat | signedinteger", "bfloat16 | complexfloating | unsignedinteger")


# An unsigned integer narrower than 64 bits with a signed one. JAX gives a signed integer
# (uint32 with int8 is int64, int32 with x64 off) when both are strongly typed; but an
# int32/int64 array may be weakly typed (`b + 1`, `jnp.asarray(2)`), and then it takes
# the unsigned dtype (weak int32 + uint32 is uint32). An unsigned array is never weak,
# nor is an int8 or int16 one, so those pairs are signed and the rest `integer`, never a
# float (uint64 with a signed integer is a float: the `integer` row after these).
MIXED_SIGNEDNESS = (
    ("uint8 | uint16 | uint32", "int8 | int16", "signedinteger"),
    ("int8 | int16", "uint8 | uint16 | uint32", "signedinteger"),
    ("uint8 | uint16 | uint32", "signedinteger", "integer"),
    ("signedinteger", "uint8 | uint16 | uint32", "integer"),
)
# Its rows of two exact-dtype unions. mypy (2.4) reports such a row as never matched
# when it follows a same-dtype row whose constrained TypeVar lists every member
# (`overload-cannot-match`), though at a call it matches it (no single constraint is
# both uint8 and int8). The functions' generators put these rows before the same-dtype
# rows, which they cannot overlap; the operators' own rows are not reported.
MIXED_EXACT = MIXED_SIGNEDNESS[:2]

# Array operands: each row is checked as `Array[self] op Array[other]`; the
# result is the category holding JAX's result for every pair of members,
# strong or weak (a weakly typed array takes the other operand's dtype).
_ARITH_ARRAYS = (
    ("bool_", "_GenericT", "_GenericT"),
    ("signedinteger", "signedinteger | bool_", "signedinteger"),
    ("unsignedinteger", "unsignedinteger | bool_", "unsignedinteger"),
    *MIXED_SIGNEDNESS,
    ("integer", "integer | bool_", "integer | floating"),
    ("integer", "floating", "floating"),
    ("integer", "complexfloating", "complexfloating"),
    ("floating", "floating | integer | bool_", "floating"),
    ("floating", "complexfloating", "complexfloating"),
    ("complexfloating", "number | bool_", "complexfloating"),
    ("inexact", "inexact | integer | bool_", "inexact"),
    ("number", "number | bool_", "number"),
)
# Only the rows a later row does not already answer as precisely: `Array[floating]`
# gets `inexact` from the `inexact` row and `Array[integer]` gets `number` from the
# `number` row; `Array[bool_]` falls through to the Python-scalar rows (np.float64
# and np.complex128 subclass float and complex, and JAX's bool + np.float64 is a
# float) or to the fallback. Every row costs each checker time on every operator.
_ARITH_NUMPY = (
    ("complexfloating", "complexfloating"),
    ("inexact", "inexact"),
    ("number", "number"),
)
# The checkers let an int stand for a float and a float for a complex, so each group
# must answer every receiver before the next: a receiver no int row names (a union
# such as `Array[bool_ | float32]`) stops at the `generic` row, not at a float row.
_ARITH_SCALARS = (
    ("int", "_NumberT", "_NumberT"),
    ("int", "bool_", "signedinteger"),
    ("int", "generic", "generic"),
    ("float", "_InexactT", "_InexactT"),
    ("float", "floating | integer | bool_", "floating"),
    ("complex", "_ComplexT", "_ComplexT"),
    ("complex", "floating | integer | bool_", "complexfloating"),
)

# NumPy scalars by kind, for the integer and float receivers (a NumPy float64 or
# complex128 is caught before these by the rows for Python floats' strong subclasses).
# A NumPy integer of the other signedness gives a signed integer, except as the
# exponent of a power: JAX raises to a concrete integer scalar in the base's dtype
# (`uint32 ** np.int8(2)` is uint32), so the power family leaves those rows out.
_NP_UNSIGNED_BELOW_64 = "np.uint8 | np.uint16 | np.uint32"
_SAME_SIGN_NUMPY_KINDS = (
    ("unsignedinteger", "NumPyUnsignedInteger | NumPyBool", "unsignedinteger"),
    ("signedinteger", "NumPySignedInteger | NumPyBool", "signedinteger"),
)
# As for two arrays: an int32/int64 array may be weak and then takes the NumPy
# scalar's unsigned dtype; an unsigned array is never weak.
_INTEGER_NUMPY_KINDS = (
    *_SAME_SIGN_NUMPY_KINDS,
    ("int8 | int16", _NP_UNSIGNED_BELOW_64, "signedinteger"),
    ("signedinteger", _NP_UNSIGNED_BELOW_64, "integer"),
    ("uint8 | uint16 | uint32", "NumPySignedInteger", "signedinteger"),
)
# A NumPy integer or bool with a float or complex array gives the array's dtype, as an
# integer array would (`float16 + np.int64(3)` is float16, with x64 on and off); so does
# a Python int, but a NumPy one promotes an integer array where a Python one would not.
_INEXACT_KEEPS_NUMPY_INTEGERS = ("_InexactT", "NumPyInteger | NumPyBool", "_InexactT")
# The other way round, an integer or bool array takes the dtype of a NumPy float or complex
# scalar, of any width (`int64 + np.float16(0.5)` is float16): JAX, unlike NumPy, never
# widens an integer with a float. Only the scalars x64 leaves as they are. A NumPy scalar is
# strongly typed, so a float array promotes with it as with an array of its dtype, and the
# answer is exact where the array cannot be weak (float16, bfloat16) or is the scalar's own
# dtype (float32 with np.float32: a weak float32 takes float32 too). A weak float32 with
# np.float16 gives float16, and float64 (weak with x64 on) with np.float32 float32, so
# those stay categories.
_INTEGRAL_TAKES_NUMPY_FLOATS = (
    ("integer | bool_ | float16", "NumPyFloat16", "float16"),
    ("bfloat16", "NumPyFloat16", "float32"),
    ("integer | bool_ | bfloat16 | float16 | float32", "NumPyFloat32", "float32"),
)
_INTEGRAL_TAKES_NUMPY_INEXACT = (
    *_INTEGRAL_TAKES_NUMPY_FLOATS,
    ("complex64", "NumPyFloat16 | NumPyFloat32", "complex64"),
    ("integer | bool_ | bfloat16 | float16 | float32 | complex64", "NumPyComplex64", "complex64"),
)
_FLOAT_NUMPY_KINDS = (
    ("floating", "NumPyFloating | NumPyInteger | NumPyBool", "floating"),
    ("integer", "NumPyFloating", "floating"),
)

ARITH = Family(
    same="_SameNumberT",
    keeps_inexact=True,
    chains=tuple(f"{group} | bool_" for group in _CHAINS),
    bool_scalar=True,
    scalars=_ARITH_SCALARS,
    arrays=_ARITH_ARRAYS,
    numpy=_ARITH_NUMPY,
    numpy_kinds=(
        *_INTEGER_NUMPY_KINDS,
        _INEXACT_KEEPS_NUMPY_INTEGERS,
        *_INTEGRAL_TAKES_NUMPY_INEXACT,
        *_FLOAT_NUMPY_KINDS,
    ),
)

# Floor division, modulo and power: booleans are not closed (True // True is int32).
INTEGRAL_RESULT = Family(
    same="_SameNumberNoBoolT",
    keeps_inexact=True,
    chains=_CHAINS,
    bool_scalar=True,
    bool_result="signedinteger",
    scalars=_ARITH_SCALARS,
    # Not the mixed-signedness rows: a concrete 0-d integer exponent, array or scalar,
    # keeps the base's dtype (`uint32 ** jnp.int8(2)` is uint32).
    arrays=(
        ("bool_", "_NumberT", "_NumberT | signedinteger"),
        *(row for row in _ARITH_ARRAYS[1:] if row not in MIXED_SIGNEDNESS),
    ),
    numpy=_ARITH_NUMPY,
    # Floats only: JAX refuses complex floor division and modulo.
    numpy_kinds=(
        *_SAME_SIGN_NUMPY_KINDS,
        # A boolean array takes a NumPy integer's dtype (a NumPy bool gives int32), except
        # as the base of a power, which gives int32: `integer` holds both for an unsigned
        # scalar.
        ("bool_", "NumPySignedInteger | NumPyBool", "signedinteger"),
        ("bool_", "NumPyUnsignedInteger", "integer"),
        ("_FloatingT", "NumPyInteger | NumPyBool", "_FloatingT"),
        *_INTEGRAL_TAKES_NUMPY_FLOATS,
        *_FLOAT_NUMPY_KINDS,
    ),
)

TRUEDIV = Family(
    same="_SameInexactT",
    # JAX divides the 1- and 2-bit integers without promoting them to a float.
    chains=("_ChainFloat | int1 | int2", "bfloat16 | complexfloating | uint1 | uint2"),
    bool_scalar=False,
    # Two booleans divide into float32, x64 on or off (a Python bool is no weak int).
    bool_result="float32",
    extra_same=(("SubByteT", "SubByteT"),),
    scalars=(
        ("float", "_InexactT", "_InexactT"),
        # A Python int leaves an integer array's dtype, which divides into float32 up
        # to 32 bits and float64 from int64 and uint64, x64 on or off; a Python float
        # gives the default float.
        *(
            ("int", ints.removeprefix("Array[").removesuffix("]"), flt)
            for ints, flt in _rules.INTEGER_TO_FLOAT
        ),
        ("float", "WideIntegral", "floating"),
        ("float", "floating | integer | bool_", "floating | integer"),
        ("complex", "_ComplexT", "_ComplexT"),
        ("complex", "floating | integer | bool_", "complexfloating"),
    ),
    arrays=(
        ("_InexactT", "integer | bool_", "_InexactT"),
        ("WideIntegral", "WideIntegral", "floating"),
        ("integer | bool_", "integer | bool_", "floating | integer"),
        ("floating", "floating | integer | bool_", "floating"),
        ("floating", "complexfloating", "complexfloating"),
        ("complexfloating", "number | bool_", "complexfloating"),
        ("number | bool_", "number | bool_", "inexact | integer"),
    ),
    numpy=(
        ("WideIntegral", "inexact"),
        ("integer | bool_", "inexact | integer"),
        ("floating", "inexact"),
        ("complexfloating", "complexfloating"),
        ("number | bool_", "inexact | integer"),
    ),
    numpy_kinds=(
        _INEXACT_KEEPS_NUMPY_INTEGERS,
        *_INTEGRAL_TAKES_NUMPY_INEXACT,
        ("floating", "NumPyFloating | NumPyInteger | NumPyBool", "floating"),
        # A NumPy integer divides every integral array into a float: the 1- and 2-bit
        # integers, which divide into themselves, refuse every NumPy integer.
        ("integer | bool_", "NumPyFloating | NumPyInteger", "floating"),
        # Any NumPy number, with an array of a category: never an integer (a NumPy bool
        # or NumPy array, not a number, can leave a 1- or 2-bit integer).
        ("complexfloating", "NumPyNumber", "complexfloating"),
        ("number | bool_", "NumPyNumber", "inexact"),
    ),
)

BITWISE = Family(
    same="_SameIntegralT",
    chains=("signedinteger | bool_", "unsignedinteger | bool_"),
    bool_scalar=True,
    scalars=(
        ("int", "_IntegerT", "_IntegerT"),
        ("int", "bool_", "signedinteger"),
    ),
    arrays=(
        ("bool_", "_IntegralT", "_IntegralT"),
        ("signedinteger", "signedinteger | bool_", "signedinteger"),
        ("unsignedinteger", "unsignedinteger | bool_", "unsignedinteger"),
        *MIXED_SIGNEDNESS,
        ("integer", "integer | bool_", "integer"),
    ),
    # `Array[bool_]` with a NumPy operand gets `integer | bool_` from the fallback.
    numpy=(("integer", "integer"),),
    numpy_kinds=_INTEGER_NUMPY_KINDS,
)

# Shifts of booleans give int32, like floor division.
SHIFT = Family(
    same="_SameIntegerT",
    chains=("signedinteger", "unsignedinteger"),
    bool_scalar=True,
    bool_result="signedinteger",
    scalars=BITWISE.scalars,
    arrays=(("bool_", "_IntegerT", "_IntegerT | signedinteger"), *BITWISE.arrays[1:]),
    numpy=BITWISE.numpy,
    numpy_kinds=BITWISE.numpy_kinds,
)

# pyright's cost for a constrained TypeVar grows with its constraints, so the ufuncs'
# same-dtype rows (tools/gen/numpy_ufuncs.py) are split: the common dtypes (few
# constraints) are tried first, the rest after the Python-scalar rows. The split
# TypeVars are declared in _ufuncs.py.
SPLIT: dict[str, tuple[str, ...]] = {
    "_SameNumberT": ("_SameFloatT", "_SameIntT", "_SameOtherNumberT"),
    "_SameNumberNoBoolT": ("_SameFloatT", "_SameIntT", "_SameOtherNoBoolT"),
    "_SameInexactT": ("_SameFloatT", "_SameOtherInexactT"),
    "_SameIntegralT": ("_SameIntT", "_SameOtherIntegralT"),
    "_SameIntegerT": ("_SameIntT", "_SameSubByteT"),
}
_COMMON = ("_SameFloatT", "_SameIntT")


def common_same(same: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The split TypeVars of `same`: those of the common dtypes, then the rest."""
    split = SPLIT[same]
    return (
        tuple(t for t in split if t in _COMMON),
        tuple(t for t in split if t not in _COMMON),
    )


# Operators, their family, and whether they have a reflected form.
OPERATORS = (
    ("add", ARITH),
    ("sub", ARITH),
    ("mul", ARITH),
    ("floordiv", INTEGRAL_RESULT),
    ("mod", INTEGRAL_RESULT),
    ("pow", INTEGRAL_RESULT),
    ("matmul", ARITH),
    ("truediv", TRUEDIV),
    ("and", BITWISE),
    ("or", BITWISE),
    ("xor", BITWISE),
    ("lshift", SHIFT),
    ("rshift", SHIFT),
)


# The operators whose array operands read the promotion tables of the dtype classes, with
# the result TypeVar of their row (`_rules.table_row`, as the ufuncs' `TABLE_KINDS`):
# `+` and `*` give `add`'s dtype for every pair of dtypes JAX accepts, and their array
# rows go; the others give it within their TypeVar's bound (`-` refuses bool_ with bool_;
# `//` and `%` refuse complex numbers; `/` divides integers into a float; `**` keeps the
# base's dtype for a concrete 0-d integer exponent, so only inexact results) and keep
# their array rows for the rest.
# `@` keeps its rows: it refuses the narrow formats, which the table accepts.
# Scalar operands keep their rows for the reason `_rules.TABLE_ROW` gives.
TABLE_OPERATORS: dict[str, str] = {
    "add": _rules.UNBOUNDED_RESULT,
    "mul": _rules.UNBOUNDED_RESULT,
    "sub": "NumberResultT",
    "floordiv": "RealResultT",
    "mod": "RealResultT",
    "pow": "InexactResultT",
    "truediv": "InexactResultT",
    "and": "IntegerResultT",
    "or": "IntegerResultT",
    "xor": "IntegerResultT",
    "lshift": "IntegerResultT",
    "rshift": "IntegerResultT",
}

# The rows `(integer, kind, kind)` of `_ARITH_ARRAYS` that the operators answer with the
# float's or complex's own dtype.
INEXACT_KINDS = ("floating", "complexfloating")

# NumPy scalars and arrays: strongly typed, with a dtype the checker does not track.
_NUMPY_OPERAND = "NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]"


# The bounds of the method TypeVars that a row may use as its self dtype.
_BOUNDS = {
    "_GenericT": "generic",
    "_NumberT": "number",
    "_IntegerT": "integer",
    "_InexactT": "inexact",
    "_FloatingT": "floating",
    "_ComplexT": "complexfloating",
}


def public_name(text: str, renames: Mapping[str, str] | None = None) -> str:
    """A row's dtype text as the numpy modules spell it: `_NumberT` is `NumberT` there.

    `renames` first maps a private TypeVar to a public name of another stem.
    """
    out: list[str] = []
    for part in text.split(" | "):
        part = (renames or {}).get(part, part)
        out.append(part[1:] if part.startswith("_") and part.endswith("T") else part)
    return " | ".join(out)


def _ret(result: str, wrap: str) -> str:
    return wrap.format(f"Array[{result}]")


def _overloads(name: str, family: Family, *, reflected: bool, wrap: str) -> list[str]:
    """The overload lines of one operator; `wrap` formats the result (`{}` or a tuple)."""
    meth = f"__r{name}__" if reflected else f"__{name}__"
    out: list[str] = []

    def add(self_ann: str, other: str, result: str) -> None:
        if self_ann in _BOUNDS and result == self_ann and self_ann not in other:
            # `self: Array[_NumberT] -> Array[_NumberT]` says `self: Array[number] ->
            # Array[_DTypeT_co]`: the class's own parameter is read off the receiver,
            # where a method TypeVar makes mypy solve it again on every operator.
            self_ann, result = _BOUNDS[self_ann], "_DTypeT_co"
        self_part = f"self: _HasDType[{self_ann or 'generic'}]"
        out.append(f"{INDENT}@overload")
        out.append(f"{INDENT}def {meth}({self_part}, other: {other}) -> {_ret(result, wrap)}: ...")

    # Row order is also a cost: a checker infers the operand again for every row whose
    # `other` type it tries, and a nested operand (`a + f(b - c)`) is inferred again
    # whole. So the rows for array operands, where nesting happens, come first and
    # answer `Array[bool_]` themselves: the chains keep D against `bool_` (the weakest
    # dtype: d op bool_ is d), the `integer` rows after an `_IntegerT` row that keeps D
    # (`Array[int8 | uint8] & Array[bool_]`), and the category rows give the category.
    # Rows for NumPy and Python scalars, whose operands are cheap to infer, follow.
    table = TABLE_OPERATORS.get(name, "")
    divides = name == "truediv" and table == _rules.DIVISION_RESULT
    if not reflected:
        for chain in family.chains:
            add(chain, "Array[_DTypeT_co | bool_]", "_DTypeT_co")
    keeps_integer = family.bool_scalar
    if table and table != _rules.UNBOUNDED_RESULT and not reflected and keeps_integer:
        # Before the table, which answers a union's category: `Array[int8 | uint32] &
        # Array[bool_]` keeps int8 | uint32.
        add("_IntegerT", "Array[bool_]", "_IntegerT")
        keeps_integer = False
    if table and not reflected:
        # One row reads JAX's promotion of two arrays from the dtype classes' tables
        # (tools/gen/typing_dtype.py) in place of the array rows. The chains stay
        # before it: they keep a union dtype D in `Array[D] op Array[D]`, where the
        # table answers the union of every pair of members.
        # `/` reads a second one for two integral arrays (`_rules.DIVISION_ROW`).
        for this, other, result in [
            _rules.table_row(table),
            *([_rules.DIVISION_ROW] if divides else []),
        ]:
            out.append(f"{INDENT}@overload")
            out.append(
                f"{INDENT}def {meth}(self: {this}, other: {other}) -> {_ret(result, wrap)}: ..."
            )
    if family.bool_result is not None:
        add("bool_", "bool" if reflected else "bool | Array[bool_]", family.bool_result)
    if not reflected and table != _rules.UNBOUNDED_RESULT:
        # Not for divmod: with this row ty answers `divmod(i8, i8)` as Unknown (it reads
        # the builtin through a protocol over all the rows).
        exact_float = family.keeps_inexact and wrap == "{}"
        if exact_float:
            add("_InexactT", "Array[integer | bool_]", "_InexactT")
        for self_ann, other, result in family.arrays:
            if self_ann == "integer" and keeps_integer:
                add("_IntegerT", "Array[bool_]", "_IntegerT")
                keeps_integer = False
            if exact_float and self_ann == "integer" and other in INEXACT_KINDS:
                # The same with the integer first: one row answers both kinds.
                if other == INEXACT_KINDS[0]:
                    add("integer", "Array[_InexactT]", "_InexactT")
                continue
            if table and _rules.shadowed_by_table(self_ann, other, result, table, divides=divides):
                continue  # the table row answers each of its pairs, as precisely
            add(self_ann, f"Array[{other}]", result)
    if family.bool_scalar:
        # Where booleans are not closed, a receiver whose dtype may be bool_ (a union
        # such as `Array[bool_ | float32]`) must not keep its dtype: only those of the
        # first int row do.
        keeper = "_GenericT" if family.bool_result is None else family.scalars[0][1]
        add(keeper, "bool", keeper)
    # NumPy operands come before Python scalars: np.float64 subclasses float but is
    # strongly typed, so it promotes where a Python float would not.
    for self_ann, numpy_kind, result in family.numpy_kinds:
        add(self_ann, numpy_kind, result)
    for self_ann, result in family.numpy:
        add(self_ann, _NUMPY_OPERAND, result)
    for py_type, self_ann, result in family.scalars:
        add(self_ann, py_type, result)
    fallback = "integer | bool_" if family in (BITWISE, SHIFT) else "generic"
    add("generic", "ArrayLike", fallback)
    implementation = f"{INDENT}def {meth}(self, other: ArrayLike) -> Any: ..."
    if table and not reflected:
        implementation += f"  {_rules.TABLE_ROW_IMPLEMENTATION}"
    out.append(implementation)
    # To checkers typedjax's Array does not derive from JAX's (the jax-stubs make `jax.Array`
    # this class), so its operators override no declaration of JAX's.
    return out


def render() -> str:
    """The generated block, markers included."""
    lines = [BEGIN.rstrip("\n")]
    for name, family in OPERATORS:
        for reflected in (False, True):
            lines.extend(_overloads(name, family, reflected=reflected, wrap="{}"))
    for reflected in (False, True):
        lines.extend(
            _overloads("divmod", INTEGRAL_RESULT, reflected=reflected, wrap="tuple[{0}, {0}]")
        )
    lines.append(END.rstrip("\n"))
    return "\n".join(lines) + "\n"
