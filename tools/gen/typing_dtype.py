"""Writes the dtype classes (`typedjax/_src/generated/typing/dtype.py`) from the dtype table.

Every row of the table (`tools/gen/_dtypes.py`) becomes a class: the categories under
the hand-written root `generic` (`typedjax/_src/typing/dtype_root.py`), then each concrete
dtype with its NumPy dtype. Each class also gets check-only methods that carry JAX's
promotion: `__promote__(self, other: P, /) -> R`, one overload per answer: the dtype of
`add(Array[self], Array[P])` for every concrete dtype and category P. The integral
classes (`bool_`, the integers and their categories) also get `__promote_inexact__`,
the dtype of `true_divide(Array[self], Array[P])` for every integral P: the float that
`divide`, `arctan2`, `hypot`, `logaddexp` and the other true-division functions give
for two integral arrays (JAX makes the promoted integer inexact: float32 up to 32 bits).
The module ends with `CATEGORIES`, `CONCRETE`, `ChainFloat` (the floats whose sums stay
within the pair) and `WideIntegral` (the integral dtypes whose true division is inexact),
all read from the table and the answers.

The functions read the tables through the protocols of `typedjax/_src/typing/promotion.py`
(`x2: _HasDType[CanPromote[B, R]]` with `x1: Array[B]`), in a handful of rows where a
ladder per function needed dozens.

An answer is the narrowest annotation that holds every dtype JAX gives, x64 off and
on, each operand strongly or weakly typed where it can be weak at run time: an
`Array[int32]`, `Array[float32]` or `Array[complex64]` may be weak with x64 off
(`jnp.asarray(2)`), their 64-bit twins with x64 on, and a weak array takes the other
operand's dtype. A 64-bit array exists only with x64 on. A pair JAX refuses in every
configuration gets no row: the checkers then reject the call.

The answers come from `tools/gen/promotion_jax.json`, which `--probe` records from the
installed JAX (`jax.eval_shape`, nothing is computed); `--verify` compares the installed
JAX's answers with the recorded ones. The test suite runs both `--verify` (with the newest
and the oldest JAX) and `--check` (the module is up to date).
JAX 0.10.2 and 0.12.0.1 give the same answers.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
from _dtypes import (  # pytype: disable=import-error  # a sibling script, not a package
    CATEGORIES,
    CATEGORY_ROWS,
    CONCRETE,
    INTEGRAL,
    INTEGRAL_CATEGORIES,
    KIND_OF,
    RECORD,
    REFUSED,
    ROOT_CLASS,
    TABLE,
    WEAK,
    answers,
    cover,
    exists,
    recorded,
    self_division_floats,
)

TARGET = _blocks.GENERATED / "typing" / "dtype.py"
SCRIPT = "tools/gen/typing_dtype.py"


# ---- recording JAX's answers ---------------------------------------------------------


def probe() -> dict[str, dict[str, list[str]]]:
    """Every dtype JAX's `add` gives, by operand pair, over x64 off and on and every
    weak/strong combination that can occur; REFUSED where a configuration raises. The
    same for `true_divide` of two integral dtypes."""
    import jax
    import jax.numpy as jnp

    from typedjax._src.typing import dtype as _dtype

    # getattr gives these a type: JAX leaves them unannotated or partly unknown.
    read: Callable[[str], object] = getattr(jax.config, "read")  # noqa: B009
    update: Callable[[str, object], None] = getattr(jax.config, "update")  # noqa: B009
    struct: Callable[..., Any] = getattr(jax, "ShapeDtypeStruct")  # noqa: B009
    eval_shape: Callable[..., Any] = getattr(jax, "eval_shape")  # noqa: B009
    pairs: dict[str, set[str]] = {}
    divided: dict[str, set[str]] = {}

    def result(fn: Callable[..., Any], *args: Any) -> str:
        try:
            out = eval_shape(fn, *args)
        except (TypeError, ValueError) as error:  # JAX's promotion errors
            if "promot" not in str(error).lower() and "dtype" not in str(error).lower():
                raise
            return REFUSED
        return _dtype.dtype_class(out.dtype).__name__

    def operands(name: str, x64: bool) -> list[Any]:
        dtype = _dtype.as_dtype(name if name != "bool_" else "bool")
        kinds = (False, True) if name in WEAK[x64] else (False,)
        return [struct((), dtype, weak_type=weak) for weak in kinds]

    before = read("jax_enable_x64")
    try:
        for x64 in (False, True):
            update("jax_enable_x64", x64)
            present = [name for name in CONCRETE if exists(name, x64)]
            for a in present:
                for x in operands(a, x64):
                    for b in present:
                        for y in operands(b, x64):
                            pairs.setdefault(f"{a} {b}", set()).add(result(jnp.add, x, y))
                            if a in INTEGRAL and b in INTEGRAL:
                                found = result(jnp.true_divide, x, y)
                                divided.setdefault(f"{a} {b}", set()).add(found)
    finally:
        update("jax_enable_x64", before)
    return {
        name: {key: sorted(found) for key, found in sorted(table.items())}
        for name, table in (("add", pairs), ("true_divide", divided))
    }


# ---- from answers to annotations ---------------------------------------------------


def rows(partners: Sequence[tuple[str, set[str]]]) -> list[tuple[str, str]]:
    """`(partner annotation, answer)` rows in the order given, partners with the same
    answer sharing the row of the first (the checkers try the rows in order, and no
    partner of a merged row is accepted by a row before it that answers otherwise)."""
    merged: dict[str, list[str]] = {}
    for partner, found in partners:
        answer = cover(found)
        if answer is not None:
            merged.setdefault(answer, []).append(partner)
    return [(" | ".join(names), answer) for answer, names in merged.items()]


# Each table: the JAX function recorded, the method the dtype classes carry, and the
# partners it takes (concrete dtypes, then categories, narrowest first).
TABLES: tuple[tuple[str, str, tuple[str, ...], tuple[str, ...]], ...] = (
    ("add", "__promote__", CONCRETE, tuple(CATEGORIES)),
    ("true_divide", "__promote_inexact__", INTEGRAL, INTEGRAL_CATEGORIES),
)


def table_rows(
    data: Mapping[str, Mapping[str, Sequence[str]]], receiver: str, table: str = "add"
) -> list[tuple[str, str]]:
    """The `(partner, answer)` rows of `receiver`'s method for `table`: the concrete
    dtypes (merged by answer), then the categories, narrowest first."""
    found = data[table]
    _, _, concrete_partners, category_partners = next(t for t in TABLES if t[0] == table)
    concrete = rows([(b, answers(found, receiver, b)) for b in concrete_partners])
    categories = [(name, cover(answers(found, receiver, name))) for name in category_partners]
    return concrete + [(name, answer) for name, answer in categories if answer is not None]


RECEIVERS = (*CATEGORIES, *CONCRETE)
INDENT = " " * 4


def promotion(receiver: str, data: Mapping[str, Mapping[str, Sequence[str]]]) -> list[str]:
    """The check-only promotion methods of class `receiver`, as lines of its body."""
    inner = INDENT * 2
    lines = [
        # pytype reads a check-only row as a function that returns None.
        f"{INDENT}# pytype: disable=bad-return-type,signature-mismatch",
        f"{INDENT}if TYPE_CHECKING:",
        "",
    ]
    for table, method, concrete, categories in TABLES:
        if receiver not in concrete and receiver not in categories:
            continue
        if receiver in concrete and f"{receiver} {receiver}" not in data[table]:
            raise SystemExit(
                f"{RECORD.name} holds no {table} answers for {receiver}: record them with "
                "`python tools/gen/typing_dtype.py --probe` (the newest JAX), then regenerate"
            )
        for partner, answer in table_rows(data, receiver, table):
            lines.append(f"{inner}@overload")
            lines.append(f"{inner}def {method}(self, other: {partner}, /) -> {answer}: ...")
        lines.append(f"{inner}def {method}(self, other: object, /) -> {ROOT_CLASS}: ...")
    lines.append(f"{INDENT}# pytype: enable=bad-return-type,signature-mismatch")
    return lines


def wide_integral(data: Mapping[str, Mapping[str, Sequence[str]]]) -> list[str]:
    """The integral dtypes whose true division JAX makes inexact (not the 1- and 2-bit
    integers, which it keeps)."""
    return list(self_division_floats(data["true_divide"]))


def chain_float(data: Mapping[str, Mapping[str, Sequence[str]]]) -> list[str]:
    """The floats JAX promotes to one of the two operands, or refuses to mix, with every
    other such float: every float but bfloat16 (which gives float32 with float16)."""
    added = data["add"]
    floats = [name for name in CONCRETE if KIND_OF[name] == "floating" and name != "bfloat16"]
    return [
        a for a in floats
        if all(set(added[f"{a} {b}"]) - {REFUSED} <= {a, b} for b in floats)
    ]  # fmt: skip


DOC = '''"""The dtype classes: every JAX dtype and category, with JAX's promotion rules.

Each class is a row of the dtype table (`tools/gen/_dtypes.py`) under the hand-written
root `generic` (`typedjax/_src/typing/dtype_root.py`); `typedjax/_src/typing/dtype.py`
canonicalises dtypes with them. The check-only `__promote__` and `__promote_inexact__`
tables carry JAX's promotion (see `typedjax/_src/typing/promotion.py`). Each class's
tables narrow its base's (a float32 with an int8 is a float32, a floating with an int8 some
floating), which mypy and pyright report as incompatible overrides, as pyright does a
concrete class's `dtype` (a `DType`, where the root's may be None: a category's); and a
category's row follows its members' rows with another answer, which they report as
overlapping. Both are by design, and are switched off for this file only.
"""
# mypy: disable-error-code="override,overload-overlap"
# pyright: reportIncompatibleMethodOverride=false, reportOverlappingOverload=false
# pyright: reportIncompatibleVariableOverride=false
'''


TUPLES = ("CATEGORIES", "CONCRETE")
TAIL = '''

CATEGORIES: Final[tuple[type[{root}], ...]] = ({categories},)
"""The abstract dtype classes, broadest first."""

CONCRETE: Final[tuple[type[{root}], ...]] = ({concrete},)
"""The dtype classes that name exactly one NumPy dtype."""

ChainFloat: TypeAlias = {chain}
"""The floats JAX promotes to one of the two operands, or refuses to mix: under it
`Array[D] op Array[D]` is `Array[D]`, a union D included (bfloat16 is not one: with
float16 it gives float32)."""

WideIntegral: TypeAlias = {wide}
"""The integers and booleans JAX makes the default float where it needs an inexact result
(true division, a mean, `det`): all but the 1- and 2-bit integers, which it keeps."""
'''
"""The module's end: the tuples of classes and the unions read from JAX's answers."""


def render(data: Mapping[str, Mapping[str, Sequence[str]]]) -> str:
    """The module's source."""
    categories = [row.name for row in CATEGORY_ROWS]
    wide = wide_integral(data)
    lines = [
        "from __future__ import annotations",
        "",
        "from typing import TYPE_CHECKING, ClassVar, Final, TypeAlias, overload",
        "",
        "import numpy as np",
        "",
        f"from typedjax._src.typing.dtype_root import DType, {ROOT_CLASS}, jax_scalar_dtype",
        "",
        "if TYPE_CHECKING:",
        f"{INDENT}import jax",
        "",
        f"__all__ = [{', '.join(repr(n) for n in [*categories, *CONCRETE, *TUPLES])}]",
    ]
    for row in CATEGORY_ROWS:
        lines += ["", "", f"class {row.name}({row.base}):", f'{INDENT}"""{row.doc}"""']
        if row.name in RECEIVERS:
            lines += ["", *promotion(row.name, data)]
    for dtype in TABLE:
        made = f"np.dtype({dtype.numpy})" if dtype.numpy else f'jax_scalar_dtype("{dtype.name}")'
        lines += [
            "",
            "",
            f"class {dtype.name}({dtype.kind}):",
            f'{INDENT}"""{dtype.doc}"""',
            "",
            # ty reads the narrowed class variable as a mutable override (pyright's is off).
            f"{INDENT}dtype: ClassVar[DType] = {made}  # ty: ignore[incompatible-mutable-override]",
            "",
            *promotion(dtype.name, data),
        ]
        # Called, it makes an array, as JAX's scalar type does (jax-stubs make `jnp.float32`
        # this class); its category where x64 decides the dtype. `jax.Array` is typedjax's
        # `Array` to checkers (jax-stubs; not to pytype, which reads no stub package), named
        # so that this module imports no typedjax module above it. mypy wants `__new__` to
        # return an instance of the class.
        lines += [
            "",
            f"{INDENT}if TYPE_CHECKING:",
            (
                f"{INDENT * 2}def __new__(cls, x: object, /) -> jax.Array[{dtype.requested}]: "
                "...  # type: ignore[misc]  # pytype: disable=invalid-annotation,bad-return-type"
            ),
        ]
    tail = TAIL.format(
        root=ROOT_CLASS,
        categories=", ".join([ROOT_CLASS, *categories]),
        concrete=", ".join(CONCRETE),
        chain=" | ".join(chain_float(data)),
        wide=" | ".join(wide),
    )
    return DOC + "\n" + "\n".join(lines) + "\n" + tail


def verify() -> int:
    """Compare the installed JAX's answers with the recorded ones; print each difference."""
    import jax

    now, then = probe(), recorded()
    differences = [
        f"{table} {key}: recorded {then[table].get(key)}, JAX {jax.__version__} gives {now[table].get(key)}"
        for table in sorted(set(now) | set(then))
        for key in sorted(set(now.get(table, {})) | set(then.get(table, {})))
        if now.get(table, {}).get(key) != then.get(table, {}).get(key)
    ]
    for line in differences:
        print(line)
    if differences:
        print(
            f"{len(differences)} answers differ: if JAX changed its promotion, record the "
            "newest JAX's (`--probe`), regenerate, and make the rules hold for every supported "
            "release (see docs/type-model.md)"
        )
        return 1
    print(f"JAX {jax.__version__} gives every recorded answer")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--probe" in args:
        RECORD.write_text(json.dumps(probe(), indent=0, sort_keys=True) + "\n")
        print(f"recorded JAX's answers in {RECORD.relative_to(_blocks.ROOT)}")
        return 0
    if "--verify" in args:
        return verify()
    data = recorded()
    return _blocks.main_files({TARGET: lambda: render(data)}, SCRIPT, args)


if __name__ == "__main__":
    sys.exit(main())
