"""The dtype table: every JAX dtype and category, and JAX's promotion answers over them.

`TABLE` is the one list of typedjax's dtypes. Each row says what a dtype is (its
category, its NumPy dtype, its docstring) and how a `dtype=` argument may name it (its
strings, its NumPy scalar type, the Python type that means it). Three generators write
everything else from it:

* `tools/gen/typing_dtype.py`: the dtype classes (`typedjax/_src/generated/typing/dtype.py`),
  with JAX's promotion tables;
* `tools/gen/typing_requests.py`: the `Literal` groups of dtype names and the `dtype=`
  request aliases (`typedjax/_src/generated/typing/requests.py`);
* `tools/gen/typing_vocabulary.py`: the TypeVars over dtype sets.

Adding a JAX dtype is one row here, then `python tools/gen/typing_dtype.py --probe` (which
records JAX's promotion answers for it in `tools/gen/promotion_jax.json`) and
`python -m tools.gen`. A narrow format (the sub-byte integers, the 4-, 6- and 8-bit floats)
has no request alias of its own: a `dtype=` naming it answers its category.

`cover` turns a set of answers into the narrowest annotation that holds them:
`tools/gen/typing_dtype.py` writes the dtype classes' tables with it, and
`_rules.shadowed_by_table` reads the same tables to drop the rows they answer.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

RECORD = Path(__file__).resolve().parent / "promotion_jax.json"


@dataclass(frozen=True)
class Category:
    """An abstract dtype class: a NumPy category, or one of JAX's extended kinds."""

    name: str
    base: str
    doc: str
    title: str = ""
    """The word of its request alias (`ToFloating`) and of its narrow formats' `Literal`
    group (`NarrowFloatCode`); empty for a category no `dtype=` request names."""
    numpy: str = ""
    """typedjax's alias of the NumPy category (`NumPyFloating`, in
    `typedjax/_src/typing/like.py`): a NumPy scalar type of it asks for the category."""
    narrow: str = ""
    """The word of its narrow formats' `Literal` group (`Float`: `NarrowFloatCode`)."""
    in_numpy: bool = True
    """Whether `jax.numpy` has a namesake (JAX's extended kinds have none), and so
    `typedjax.numpy` offers it."""

    @property
    def request(self) -> str:
        """Its request alias (`ToFloating`), in `typedjax._src.generated.typing.requests`."""
        return f"To{self.title}"


@dataclass(frozen=True)
class DType:
    """A concrete dtype: one NumPy dtype, and every spelling of a `dtype=` request for it."""

    name: str
    kind: str
    """Its category: `bool_`'s is `generic`; every other dtype's a leaf category."""
    doc: str
    numpy: str = ""
    """NumPy's scalar type (`np.int8`); empty for an ml_dtypes format, whose dtype comes from
    JAX's scalar type of the same name."""
    names: tuple[str, ...] = ()
    """The strings JAX takes for it in `dtype=` (checked with `jax.numpy.dtype`): its name,
    NumPy's aliases and one-letter codes; empty for a narrow format (its name alone)."""
    python: str = ""
    """The Python type whose `dtype=` means it (`float`: the 64-bit float, x64 permitting)."""
    title: str = ""
    """The word of its request alias (`ToInt8`) and `Literal` group (`Int8Code`); empty for a
    narrow format, which its category's request answers."""
    x64: bool = False
    """Whether it is one of the 64-bit dtypes JAX stores in 32 bits unless x64 is on: a
    request for it answers its category."""
    note: str = ""
    """The docstring of its `Literal` group, if it needs one."""

    @property
    def narrow(self) -> bool:
        """Whether it is a narrow format, without a request alias of its own."""
        return not self.title

    @property
    def request(self) -> str:
        """Its request alias (`ToInt8`), in `typedjax._src.generated.typing.requests`."""
        return f"To{self.title}"

    @property
    def requested(self) -> str:
        """What a request for it gives: itself, or its category where x64 decides the width."""
        return self.kind if self.x64 else self.name


ROOT_CLASS = "generic"
"""The root class, hand-written in `typedjax/_src/typing/dtype_root.py` (it refuses to be
instantiated, and gives each concrete class NumPy's `__numpy_dtype__`)."""

CATEGORY_ROWS: tuple[Category, ...] = (
    Category("number", "generic", "Numeric dtypes: integers, floats and complex numbers."),
    Category("integer", "number", "Signed and unsigned integers."),
    Category(
        "signedinteger", "integer", "Signed integers.",
        title="SignedInteger", numpy="NumPySignedInteger", narrow="Signed",
    ),
    Category(
        "unsignedinteger", "integer", "Unsigned integers.",
        title="UnsignedInteger", numpy="NumPyUnsignedInteger", narrow="Unsigned",
    ),
    Category("inexact", "number", "Floating and complex dtypes."),
    Category(
        "floating", "inexact", "Real floating dtypes, the narrow float4/6/8 formats included.",
        title="Floating", numpy="NumPyFloating", narrow="Float",
    ),
    Category(
        "complexfloating", "inexact", "Complex dtypes.",
        title="ComplexFloating", numpy="NumPyComplexFloating", narrow="Complex",
    ),
    Category(
        "extended", "generic", "JAX's extended dtypes (not NumPy dtypes), such as PRNG keys.",
        in_numpy=False,
    ),
    Category(
        "prng_key", "extended",
        "Typed PRNG key dtypes, whatever the implementation (`key<fry>`, `key<rbg>`, ...).",
        in_numpy=False,
    ),
)  # fmt: skip
"""The categories, each after its base."""

_X64 = "stored as {} unless x64 is on"

TABLE: tuple[DType, ...] = (
    DType("bool_", "generic", "Booleans.", "np.bool_", ("bool", "bool_", "?", "b1"),
          python="bool", title="Bool"),
    DType("int1", "signedinteger", "1-bit signed integers."),
    DType("int2", "signedinteger", "2-bit signed integers."),
    DType("int4", "signedinteger", "4-bit signed integers."),
    DType("int8", "signedinteger", "8-bit signed integers.", "np.int8",
          ("int8", "i1", "b", "byte"), title="Int8"),
    DType("int16", "signedinteger", "16-bit signed integers.", "np.int16",
          ("int16", "i2", "h", "short"), title="Int16"),
    DType("int32", "signedinteger", "32-bit signed integers.", "np.int32",
          ("int32", "i4", "i", "intc"), title="Int32"),
    DType("int64", "signedinteger", f"64-bit signed integers ({_X64.format('int32')}).",
          "np.int64", ("int64", "i8", "q", "longlong", "int", "int_", "intp", "p", "long", "l"),
          python="int", title="Int64", x64=True,
          note="64-bit signed names, and the platform-sized ones: JAX makes them int32 unless "
          "x64 is on."),
    DType("uint1", "unsignedinteger", "1-bit unsigned integers."),
    DType("uint2", "unsignedinteger", "2-bit unsigned integers."),
    DType("uint4", "unsignedinteger", "4-bit unsigned integers."),
    DType("uint8", "unsignedinteger", "8-bit unsigned integers.", "np.uint8",
          ("uint8", "u1", "B", "ubyte"), title="UInt8"),
    DType("uint16", "unsignedinteger", "16-bit unsigned integers.", "np.uint16",
          ("uint16", "u2", "H", "ushort"), title="UInt16"),
    DType("uint32", "unsignedinteger", "32-bit unsigned integers.", "np.uint32",
          ("uint32", "u4", "I", "uintc"), title="UInt32"),
    DType("uint64", "unsignedinteger", f"64-bit unsigned integers ({_X64.format('uint32')}).",
          "np.uint64", ("uint64", "u8", "Q", "ulonglong", "uint", "uintp", "P", "ulong", "L"),
          title="UInt64", x64=True,
          note="64-bit unsigned names, and the platform-sized ones: uint32 unless x64 is on."),
    DType("float4_e2m1fn", "floating", "4-bit float, 2 exponent and 1 mantissa bits, finite only."),
    DType("float6_e2m3fn", "floating", "6-bit float, 2 exponent and 3 mantissa bits, finite only."),
    DType("float6_e3m2fn", "floating", "6-bit float, 3 exponent and 2 mantissa bits, finite only."),
    DType("float8_e3m4", "floating", "8-bit float, 3 exponent and 4 mantissa bits."),
    DType("float8_e4m3", "floating", "8-bit float, 4 exponent and 3 mantissa bits (IEEE-like)."),
    DType("float8_e4m3b11fnuz", "floating",
          "8-bit float, 4 exponent bits with bias 11, finite, unsigned zero."),
    DType("float8_e4m3fn", "floating",
          "8-bit float, 4 exponent and 3 mantissa bits, finite only."),
    DType("float8_e4m3fnuz", "floating",
          "8-bit float, 4 exponent and 3 mantissa bits, finite, unsigned zero."),
    DType("float8_e5m2", "floating", "8-bit float, 5 exponent and 2 mantissa bits."),
    DType("float8_e5m2fnuz", "floating",
          "8-bit float, 5 exponent and 2 mantissa bits, finite, unsigned zero."),
    DType("float8_e8m0fnu", "floating",
          "8-bit power-of-two scale format, 8 exponent bits, no sign."),
    DType("bfloat16", "floating", "16-bit brain float.", names=("bfloat16",), title="BFloat16"),
    DType("float16", "floating", "IEEE half precision.", "np.float16",
          ("float16", "f2", "e", "half"), title="Float16"),
    DType("float32", "floating", "IEEE single precision.", "np.float32",
          ("float32", "f4", "f", "single"), title="Float32"),
    DType("float64", "floating", f"IEEE double precision ({_X64.format('float32')}).",
          "np.float64", ("float64", "f8", "d", "double", "float"), python="float",
          title="Float64", x64=True,
          note="Double-precision names: JAX makes them float32 unless x64 is on."),
    DType("complex64", "complexfloating", "Complex numbers of two float32.", "np.complex64",
          ("complex64", "c8", "F", "csingle"), title="Complex64"),
    DType("complex128", "complexfloating",
          f"Complex numbers of two float64 ({_X64.format('complex64')}).", "np.complex128",
          ("complex128", "c16", "D", "cdouble", "complex"), python="complex",
          title="Complex128", x64=True,
          note="Double-precision complex names: complex64 unless x64 is on."),
)  # fmt: skip
"""Every concrete JAX dtype, in the order of typedjax's tables: booleans, then each kind
narrowest first."""

BY_NAME: dict[str, DType] = {row.name: row for row in TABLE}
CATEGORY_BY_NAME: dict[str, Category] = {row.name: row for row in CATEGORY_ROWS}


def is_under(name: str, category: str) -> bool:
    """Whether the dtype or category `name` is `category` or lies under it."""
    while name != category:
        if name == ROOT_CLASS:
            return False
        name = BY_NAME[name].kind if name in BY_NAME else CATEGORY_BY_NAME[name].base
    return True


KINDS = ("bool_", "signedinteger", "unsignedinteger", "floating", "complexfloating")
CONCRETE = tuple(row.name for row in TABLE)
KIND_OF: dict[str, str] = {
    name: next(kind for kind in KINDS if is_under(name, kind)) for name in CONCRETE
}
# The categories, narrowest first: a checker takes the first row that accepts an
# argument, so a category's row comes after its members' and its subcategories'.
CATEGORIES: dict[str, tuple[str, ...]] = {
    category: tuple(name for name in CONCRETE if is_under(name, category))
    for category in (*KINDS[1:], "integer", "inexact", "number")
}
# The integral dtypes and categories: their true division (`divide`, `arctan2`, `hypot`,
# ...) gives a float, which a second table, `__promote_inexact__`, records.
INTEGRAL = tuple(name for name in CONCRETE if KIND_OF[name] in KINDS[:3])
INTEGRAL_CATEGORIES = ("signedinteger", "unsignedinteger", "integer")
REQUESTED = tuple(row for row in TABLE if not row.narrow)
"""The dtypes with a `dtype=` request alias of their own, in the table's order."""
REQUESTED_CATEGORIES = tuple(category for category in CATEGORY_ROWS if category.title)
"""The categories with a request alias for what their dtypes' aliases leave."""
SIXTY_FOUR = frozenset(row.name for row in TABLE if row.x64)
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


def self_division_floats(divided: Mapping[str, Sequence[str]]) -> dict[str, str]:
    """The integral dtypes that `divided` (the recorded `true_divide` answers) makes a float
    when divided by themselves, each with the widest float it gives, in the table's order
    (the 1- and 2-bit integers divide into themselves and are left out)."""
    found: dict[str, str] = {}
    for name in INTEGRAL:
        answers = set(divided[f"{name} {name}"]) - {REFUSED}
        floats = [d for d in answers if KIND_OF.get(d) == "floating"]
        if floats and len(floats) == len(answers):
            found[name] = max(floats, key=CONCRETE.index)
    return found


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
