"""Writes the `dtype=` overloads of the array constructors (`zeros`, `arange`, `asarray`, ...).

Run `python tools/gen/numpy_creation.py` after changing the rules; `--check` fails when
`typedjax/_src/generated/numpy/creation.py`, the file it writes whole, is out of date. The
protocols and aliases the declarations read (`_DuckArray`, `_ArrayInput`, `_Buffer`) and
the constructors without a `dtype=` ladder are hand-written, in
`typedjax/_src/numpy/creation.py`. Every constructor that takes `dtype=` gets the same
ladder of overloads (see `typedjax/_src/numpy/dtype_codes.py`): its own results for an
omitted dtype first, then one overload per group of dtype requests: 64-bit requests first
(`type[GenericT]` would answer `Array[float64]` where x64 may be off), then the exact
dtypes, then `type[GenericT]` for the rest. The dtype agreement cases
(tests/agreement/numpy_cases/creation.py) check every result against JAX.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _dtypes  # pytype: disable=import-error  # a sibling script, not a package
import _numpy_module  # pytype: disable=import-error  # a sibling script, not a package
import _rules  # pytype: disable=import-error

TARGET = _blocks.GENERATED / "numpy" / "creation.py"
SCRIPT = "numpy_creation.py"
DOC = '''"""The declarations of `typedjax.numpy`'s constructors with a `dtype=` ladder.

Every name is JAX's own object (`tnp.zeros is jax.numpy.zeros`).
`tools/gen/numpy_creation.py` writes this file from its tables; change a table and run it.
The protocols and aliases read here are hand-written, in `typedjax/_src/numpy/creation.py`.
"""
'''
PRAGMAS = """\
# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads below overlap on purpose (bool is an int, NumPy's float64 is a float, a
# later overload's `= ...` default mirrors an earlier one's): the first match is JAX's answer,
# and the dtype agreement cases check every result against JAX.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
# The protocols and aliases are typedjax/_src/numpy/creation.py's, private to the package:
# pyright: reportPrivateUsage=false
"""
"""The file-level comments the declarations need."""
HELPERS = {"typedjax._src.numpy.creation": ("_ArrayInput", "_Buffer", "_DuckArray")}
"""The hand-written protocols and aliases the declarations read, by module."""
INDENT = " " * 4

# (dtype request, result dtype, dtype of linspace's step for that request)
_LISTED: tuple[tuple[str, str, str], ...] = (
    # fast: the common requests first (checkers try rows in order; the exact groups
    # are disjoint from every other row, so their place does not change an answer).
    ("ToFloat32", "float32", "float32"),
    ("ToInt32", "int32", "floating"),
    ("ToBool", "bool_", "floating"),
    ("ToInt64", "signedinteger", "floating"),
    ("ToUInt64", "unsignedinteger", "floating"),
    ("ToFloat64", "floating", "floating"),
    ("ToComplex128", "complexfloating", "complexfloating"),
    ("ToFloat16", "float16", "float16"),
    ("ToBFloat16", "bfloat16", "bfloat16"),
    ("ToComplex64", "complex64", "complex64"),
    ("ToInt8", "int8", "floating"),
    ("ToInt16", "int16", "floating"),
    ("ToUInt8", "uint8", "floating"),
    ("ToUInt16", "uint16", "floating"),
    ("ToUInt32", "uint32", "floating"),
    ("type[GenericT]", "GenericT", "inexact"),
    ("ToSignedInteger", "signedinteger", "floating"),
    ("ToUnsignedInteger", "unsignedinteger", "floating"),
    ("ToFloating", "floating", "floating"),
    ("ToComplexFloating", "complexfloating", "complexfloating"),
    ("DTypeLike", "generic", "inexact"),
)


def _step(result: str) -> str:
    """The dtype of linspace's step for a request of `result` that `_LISTED` leaves out: an
    inexact dtype keeps it, an integral one gives a float."""
    return result if _dtypes.is_under(result, "inexact") else "floating"


_STEPS = {request: step for request, _, step in _LISTED}
ROWS: tuple[tuple[str, str, str], ...] = tuple(
    (request, result, _STEPS.get(request) or _step(result))
    for request, result in _rules.complete_requests([(req, res) for req, res, _ in _LISTED])
)
"""`_LISTED`, with a row for each request the dtype table adds (`_rules.complete_requests`)."""

# What an omitted dtype gives for constructors that keep their input's dtype.
_KEEP = (("Array[GenericT]", "GenericT"), ("bool", "bool_"), ("int", "signedinteger"),
         ("float", "floating"), ("complex", "complexfloating"))  # fmt: skip
_NESTED = "{t} | Sequence[{t}] | Sequence[Sequence[{t}]] | Sequence[Sequence[Sequence[{t}]]]"
_CONVERT = (
    ("Array[GenericT]", "GenericT"),
    (_NESTED.format(t="bool"), "bool_"),
    (_NESTED.format(t="int"), "signedinteger"),
    (_NESTED.format(t="float"), "floating"),
    (_NESTED.format(t="complex"), "complexfloating"),
    ("Sequence[Array[SameT]]", "SameT"),
    *((f"Sequence[{element}]", result) for element, result in _rules.CATEGORY_ELEMENTS),
)
_PLACE = "*, device: DeviceLike = None, out_sharding: OutSharding = None"


@dataclass(frozen=True)
class Variant:
    """One value of a flag that changes the result's form (`retstep=`, `sparse=`)."""

    flag: str
    """The flag's annotation and default, e.g. `Literal[True] = ...`; empty when none."""
    form: str
    """The result with `{D}` for the dtype and `{S}` for the step dtype."""


@dataclass(frozen=True)
class Ctor:
    """A constructor: its signature around `dtype`, and its results."""

    name: str
    signature: str
    """Parameters with `{first}` for the varying first parameter(s), `{dtype}` for the
    dtype annotation (and its default) and `{flag}` for the variant flag."""
    first: str
    """What `{first}` is in the dtype overloads and the implementation."""
    omitted: tuple[tuple[str, str], ...]
    """`(first, result dtype)` overloads for an omitted dtype, in order."""
    omitted_dtype: str
    """The dtype annotation of the omitted-dtype overloads."""
    requested_dtype: str
    """`{}` formatted with a request group: the dtype annotation of the other overloads."""
    implementation_dtype: str
    implementation_result: str
    doc: str
    variants: tuple[Variant, ...] = (Variant("", "Array[{D}]"),)
    omitted_last: bool = False
    """Put the omitted-dtype overloads after the request groups: when the omitted
    dtype has a non-None default (`float`) that would also match `bool` or `int`."""


def _ctors() -> list[Ctor]:
    shaped = "shape: ShapeLike, dtype: {dtype}, " + _PLACE
    ctors = [
        Ctor(
            name,
            shaped.replace("{first}", ""),
            "",
            (("", "floating"),),
            "None = None",
            "{}",
            "DTypeLike | None = None",
            "Array[generic]",
            doc,
        )
        for name, doc in (
            ("zeros", "An array of `shape` filled with zeros; JAX's default float unless `dtype`."),
            ("ones", "An array of `shape` filled with ones; JAX's default float unless `dtype`."),
            (
                "empty",
                "An array of `shape` (JAX fills it with zeros); default float unless `dtype`.",
            ),
        )
    ]
    ctors.append(Ctor(
        "full", "shape: ShapeLike, fill_value: {first}, dtype: {dtype}, " + _PLACE, "ArrayLike",
        (*_KEEP, ("ArrayLike", "generic")), "None = None", "{}", "DTypeLike | None = None",
        "Array[generic]",
        "An array of `shape` filled with `fill_value`, of its dtype unless `dtype` is given.",
    ))  # fmt: skip
    for name, first, place in (
        ("zeros_like", "a", _PLACE),
        ("ones_like", "a", _PLACE),
        ("empty_like", "prototype", "*, device: DeviceLike = None"),
    ):
        what = {"zeros_like": "zeros", "ones_like": "ones", "empty_like": "zeros (JAX's empty)"}
        ctors.append(Ctor(
            name, f"{first}: {{first}}, dtype: {{dtype}}, shape: ShapeLike | None = None, {place}",
            "ArrayLike | _DuckArray", (*_KEEP, ("ArrayLike | _DuckArray", "generic")), "None = None",
            "{}", "DTypeLike | None = None", "Array[generic]",
            f"An array of {what[name]} shaped and typed like `{first}`, unless `shape`/`dtype`.",
        ))  # fmt: skip
    ctors.append(Ctor(
        "full_like",
        "a: {first}, fill_value: ArrayLike, dtype: {dtype}, shape: ShapeLike | None = None, "
        + _PLACE,
        "ArrayLike | _DuckArray", (*_KEEP, ("ArrayLike | _DuckArray", "generic")), "None = None",
        "{}", "DTypeLike | None = None", "Array[generic]",
        "An array shaped and typed like `a` filled with `fill_value`, unless `shape`/`dtype`.",
    ))  # fmt: skip
    ctors.append(Ctor(
        "arange", "{first}, dtype: {dtype}, " + _PLACE,
        "start: ArrayLike | SymbolicDim, stop: ArrayLike | SymbolicDim | None = None, "
        "step: ArrayLike | None = None",
        (
            ("start: int, stop: int | None = None, step: int | None = None", "signedinteger"),
            ("start: float, stop: float | None = None, step: float | None = None", "floating"),
            ("start: Array[GenericT], stop: None = None, step: None = None", "GenericT"),
            (
                (
                    "start: ArrayLike | SymbolicDim, stop: ArrayLike | SymbolicDim | None = None, "
                    "step: ArrayLike | None = None"
                ),
                "number",
            ),
        ),
        "None = None", "{} = ...", "DTypeLike | None = None", "Array[generic]",
        "Evenly spaced values in [start, stop); integers give JAX's default int, floats its "
        "default float.",
    ))  # fmt: skip
    spaced = (
        ("start: Array[SameInexactT], stop: Array[SameInexactT] | float", "SameInexactT"),
        ("start: float, stop: Array[SameInexactT]", "SameInexactT"),
        (
            (
                "start: Array[integer | bool_ | floating] | float, "
                "stop: Array[integer | bool_ | floating] | float"
            ),
            "floating",
        ),
        ("start: ArrayLike, stop: ArrayLike", "inexact"),
    )
    ctors.append(Ctor(
        "linspace",
        "{first}, num: int = 50, endpoint: bool = True, retstep: {flag}, dtype: {dtype}, "
        "axis: int = 0, *, device: DeviceLike = None",
        "start: ArrayLike, stop: ArrayLike", spaced, "None = None", "{} = ...",
        "DTypeLike | None = None", "Array[generic] | tuple[Array[generic], Array[inexact]]",
        "`num` evenly spaced values from `start` to `stop`; with `retstep=True` also the step.\n\n"
        "        Without `dtype` the result is inexact: the inputs' float or complex dtype, "
        "else\n        the default float.",
        (
            Variant("Literal[False] = False", "Array[{D}]"),
            Variant("Literal[True] = ...", "tuple[Array[{D}], Array[{S}]]"),
        ),
    ))  # fmt: skip
    ctors.append(Ctor(
        "logspace",
        "{first}, num: int = 50, endpoint: bool = True, base: ArrayLike = 10.0, "
        "dtype: {dtype}, axis: int = 0",
        "start: ArrayLike, stop: ArrayLike", spaced, "None = None", "{} = ...",
        "DTypeLike | None = None", "Array[generic]",
        "`num` values spaced evenly on a log scale, base**start to base**stop.",
    ))  # fmt: skip
    ctors.append(Ctor(
        "geomspace",
        "{first}, num: int = 50, endpoint: bool = True, dtype: {dtype}, axis: int = 0",
        "start: ArrayLike, stop: ArrayLike", spaced, "None = None", "{} = ...",
        "DTypeLike | None = None", "Array[generic]",
        "`num` values spaced evenly on a log scale from `start` to `stop`.",
    ))  # fmt: skip
    ctors.append(Ctor(
        "eye",
        "N: DimSize, M: DimSize | None = None, k: ArrayLike = 0, dtype: {dtype}, "
        "*, device: DeviceLike = None",
        "", (("", "floating"),), "None = None", "{} = ...", "DTypeLike | None = None",
        "Array[generic]",
        "A 2-D array with ones on diagonal `k`; JAX's default float unless `dtype`.",
    ))  # fmt: skip
    ctors.append(Ctor(
        "identity", "n: DimSize, dtype: {dtype}", "", (("", "floating"),), "None = None", "{}",
        "DTypeLike | None = None", "Array[generic]",
        "The `n` by `n` identity matrix; JAX's default float unless `dtype`.",
    ))  # fmt: skip
    ctors.append(Ctor(
        "tri", "N: int, M: int | None = None, k: int = 0, dtype: {dtype}", "",
        (("", "floating"),), "None = None", "{} = ...", "DTypeLike | None = None",
        "Array[generic]", "Ones at and below diagonal `k`, zeros above; a float unless `dtype`.",
    ))  # fmt: skip
    ctors.append(Ctor(
        "array",
        "object: {first}, dtype: {dtype}, *, copy: bool = True, order: str | None = \"K\", "
        "ndmin: int = 0, device: DeviceLike = None, out_sharding: OutSharding = None",
        "_ArrayInput", (*_CONVERT, ("_ArrayInput", "generic")), "None = None", "{}",
        "DTypeLike | None = None", "Array[generic]",
        "A new JAX array from `object`: an array, a scalar, or nested lists and tuples.\n\n"
        "        Without `dtype` an array keeps its dtype and Python values take JAX's defaults.",
    ))  # fmt: skip
    ctors.append(Ctor(
        "asarray",
        "a: {first}, dtype: {dtype}, order: str | None = None, *, copy: bool | None = None, "
        "device: DeviceLike = None, out_sharding: OutSharding = None",
        "_ArrayInput", (*_CONVERT, ("_ArrayInput", "generic")), "None = None", "{}",
        "DTypeLike | None = None", "Array[generic]",
        "`a` as a JAX array, copied only when needed: an array, a scalar, or nested lists.\n\n"
        "        Without `dtype` an array keeps its dtype and Python values take JAX's defaults.",
    ))  # fmt: skip
    ctors.append(Ctor(
        "astype",
        "x: ArrayLike, dtype: {dtype}, /, *, copy: bool = False, device: DeviceLike = None", "",
        (("", "floating"),), "None", "{}", "DTypeLike | None", "Array[generic]",
        "`x` converted to `dtype` (None means JAX's default float).",
    ))  # fmt: skip
    ctors.append(Ctor(
        "frombuffer", "buffer: _Buffer, dtype: {dtype}, count: int = -1, offset: int = 0", "",
        (("", "floating"),), "type[float] | None = float", "{}", "DTypeLike | None = float",
        "Array[generic]",
        "A 1-D array read from the bytes of `buffer`; JAX's default float unless `dtype`.",
        omitted_last=True,
    ))  # fmt: skip
    ctors.append(Ctor(
        "fromstring", "string: str, dtype: {dtype}, count: int = -1, *, sep: str", "",
        (("", "floating"),), "type[float] | None = float", "{}", "DTypeLike | None = float",
        "Array[generic]",
        "A 1-D array parsed from the text `string` of numbers separated by `sep`.",
        omitted_last=True,
    ))  # fmt: skip
    ctors.append(Ctor(
        "indices", "dimensions: Sequence[int], dtype: {dtype}, sparse: {flag}", "",
        (("", "signedinteger"),), "None = None", "{}", "DTypeLike | None = None",
        "Array[generic] | tuple[Array[generic], ...]",
        "The index grid of `dimensions`: one array, or with `sparse=True` a tuple of arrays.",
        (
            Variant("Literal[False] = False", "Array[{D}]"),
            Variant("Literal[True] = ...", "tuple[Array[{D}], ...]"),
        ),
    ))  # fmt: skip
    return ctors


def _params(ctor: Ctor, first: str, dtype: str, flag: str) -> str:
    text = ctor.signature.replace("{first}", first).replace("{dtype}", dtype)
    return text.replace("{flag}", flag)


def _keyword_dtype(params: str) -> str:
    before, _, after = params.partition("dtype: ")
    request, _, rest = after.partition(", ")
    rest = rest.replace("*, ", "")
    return f"{before}*, dtype: {request}" + (f", {rest}" if rest else "")


def _render(ctor: Ctor) -> list[str]:
    lines: list[str] = []

    def overload(params: str, result: str) -> None:
        # A split same-dtype TypeVar gives one overload per part (`_rules.SAME_SPLIT`).
        for params_, result_ in _rules.split_same([params, result]):
            lines.append(f"{INDENT}@overload")
            lines.append(f"{INDENT}def {ctor.name}({params_}) -> {result_}: ...")

    for variant in ctor.variants:
        omitted = [
            (_params(ctor, first, ctor.omitted_dtype, variant.flag),
             variant.form.format(D=result, S=result))
            for first, result in ctor.omitted
        ]  # fmt: skip
        if not ctor.omitted_last:
            for params, result in omitted:
                overload(params, result)
        for request, result, step in ROWS:
            if "GenericT" in request and "=" in ctor.requested_dtype:
                # A TypeVar needs an argument to solve from; parameters with defaults
                # come before `dtype` here, so this one overload takes it by keyword.
                params = _keyword_dtype(_params(ctor, ctor.first, request, variant.flag))
            else:
                dtype = ctor.requested_dtype.format(request)
                params = _params(ctor, ctor.first, dtype, variant.flag)
            overload(params, variant.form.format(D=result, S=step))
        if ctor.omitted_last:
            for params, result in omitted:
                overload(params, result)
    flag = "bool = False" if len(ctor.variants) > 1 else ""
    if flag:
        params = _params(ctor, ctor.first, ctor.implementation_dtype, flag)
        overload(params, ctor.implementation_result)
    params = _params(ctor, ctor.first, ctor.implementation_dtype, flag)
    lines.append(f"{INDENT}def {ctor.name}({params}) -> {ctor.implementation_result}:")
    lines.append(f'{INDENT}    """{ctor.doc}"""')
    lines.append(f"{INDENT}    ...")
    lines.append("")
    return lines


def render() -> str:
    """The generated module: pragmas, imports, `__all__`, the declarations, JAX's objects."""
    declarations = [line for ctor in _ctors() for line in _render(ctor)]
    return _numpy_module.source(DOC, PRAGMAS, declarations, helpers=HELPERS)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module, or with `--check` report whether it is current."""
    return _blocks.main_blocks([_blocks.file_target(TARGET, render, SCRIPT)], SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
