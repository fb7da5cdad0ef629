"""The dtype rules of `typedjax.numpy`'s reductions, statistics, sorting and sets (a library).

Many functions share one dtype rule (a reduction that accumulates small integers
into the default integer, a mean that turns integers into the default float, a
`dtype=` argument that decides the result), so each rule is written once here as
a list of rows `(operand annotation, result dtype)` and expanded per function.
`REDUCTIONS`, `STATISTICS`, `SORTING` and `SETS` are the declarations that
`tools/gen/numpy_reductions.py`, `numpy_statistics.py`, `numpy_sorting.py` and
`numpy_sets.py` write into `typedjax/_src/generated/numpy/`; other generators read
the rules (`KEEP`, `ACCUMULATE`, `MEAN`, `INEXACT`, ...). The rules were read from
JAX 0.10.2's sources and are checked against JAX itself by the dtype agreement
harness (tests/agreement/numpy_cases/reductions.py). `where(c, x, y)` promotes `x`
with `y` exactly as `typedjax.Array`'s arithmetic operators do: its rows are taken
from `tools/gen/_array_ops.py`.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from types import ModuleType

import _rules  # pytype: disable=import-error
from _blocks import KW_ONLY, POS_ONLY, Func, Ov, P, Token  # pytype: disable=import-error

ROOT = Path(__file__).resolve().parents[2]

# ---------------------------------------------------------------- dtype rules

Row = tuple[str, str]
"""`(operand annotation, result dtype)`."""

# No `dtype=`: the operand's dtype decides. Python scalars are weakly typed (they
# become the default int/float/complex); np.float64 subclasses float but is
# strongly typed, which only matters where a row keeps a narrower dtype than the
# scalar's category.
KEEP: tuple[Row, ...] = (
    ("Array[GenericT]", "GenericT"),
    ("bool", "bool_"),
    ("int", "signedinteger"),
    ("float", "floating"),
    ("complex", "complexfloating"),
    ("ArrayLike", "generic"),
)
"""The operand's own dtype (max, sort, ...)."""

ACCUMULATE: tuple[Row, ...] = (
    ("Array[InexactT]", "InexactT"),
    ("Array[signedinteger | bool_]", "signedinteger"),
    ("Array[unsignedinteger]", "unsignedinteger"),
    ("Array[integer | bool_]", "integer"),
    ("int", "signedinteger"),
    ("float", "floating"),
    ("complex", "complexfloating"),
    ("ArrayLike", "number"),
)
"""sum/prod: booleans and integers narrower than the default accumulate in the
default integer of their signedness (int32, or int64 with x64); floats keep."""

CUMULATE: tuple[Row, ...] = (
    ("Array[NumberT]", "NumberT"),
    ("Array[bool_]", "signedinteger"),
    ("int", "signedinteger"),
    ("float", "floating"),
    ("complex", "complexfloating"),
    ("ArrayLike", "number"),
)
"""cumsum/cumprod: numbers keep their dtype, booleans become the default integer."""

MEAN: tuple[Row, ...] = (
    ("Array[InexactT]", "InexactT"),
    *_rules.INTEGRAL_TO_FLOAT,
    ("Array[WideIntegral]", "floating"),
    ("Array[integer | bool_]", "floating | integer"),
    ("float", "floating"),
    ("complex", "complexfloating"),
    ("ArrayLike", "number"),
)
"""mean: integers and booleans give float32, int64 and uint64 float64
(`_rules.INTEGRAL_TO_FLOAT`, which the category rows after it back up); inexact dtypes
keep. JAX keeps the 1- and 2-bit integers (int2 in, int2 out), hence the last Array row."""

REAL: tuple[Row, ...] = (
    ("Array[FloatingT]", "FloatingT"),
    ("Array[complex64]", "float32"),
    ("Array[complex128]", "float64"),
    *_rules.INTEGRAL_TO_FLOAT,
    ("Array[number | bool_]", "floating"),
    ("complex", "floating"),
    ("ArrayLike", "floating"),
)
"""var/std: a real result; complex inputs give their real dtype, integers float32 or float64 by width."""

QUANTILE_CATEGORIES: tuple[Row, ...] = (
    ("Array[FloatingT]", "FloatingT"),
    ("ArrayLike", "floating"),
)
"""`QUANTILE` without the rows by width, for a function that makes a boolean array the
default float (`jax.scipy.special.multigammaln`: float64 with x64, where int8 gives float32)."""
QUANTILE: tuple[Row, ...] = (
    QUANTILE_CATEGORIES[0],
    *_rules.INTEGRAL_TO_FLOAT,
    *QUANTILE_CATEGORIES[1:],
)
"""median/quantile: real floats keep, integers float32 or float64 by width
(complex is an error)."""

INEXACT_CATEGORIES: tuple[Row, ...] = (
    ("Array[InexactT]", "InexactT"),
    ("Array[integer | bool_]", "floating"),
    ("ArrayLike", "inexact"),
)
"""`INEXACT` without the rows by width, for a function that makes a boolean array the
default float (`polyint`: float64 with x64, where int8 gives float32)."""
INEXACT: tuple[Row, ...] = (
    INEXACT_CATEGORIES[0],
    *_rules.INTEGRAL_TO_FLOAT,
    *INEXACT_CATEGORIES[1:],
)
"""Promotion to an inexact dtype (histogram edges, gradient, trapezoid); the 1- and
2-bit integers have no inexact promotion and are an error."""

# With `dtype=`: the request decides (`_rules.REQUESTS`).
DTYPE_REQUESTS: tuple[Row, ...] = _rules.REQUESTS


VAR_REQUESTS: tuple[Row, ...] = _rules.complete_requests(
    (
        ("ToFloat64", "floating"),
        ("ToComplex128", "complexfloating"),
        ("type[InexactT]", "InexactT"),
        ("ToFloat16", "float16"),
        ("ToBFloat16", "bfloat16"),
        ("ToFloat32", "float32"),
        ("ToComplex64", "complex64"),
        ("ToFloating", "floating"),
        ("ToComplexFloating", "complexfloating"),
        ("_ToIntegral", "floating"),
        ("DTypeLike", "inexact"),
    ),
    within="inexact",
)
"""`var` with `dtype=`: an integer request still ends in the default float (JAX masks
empty reductions with NaN, which promotes the integer result)."""


def arr(dtype: str) -> str:
    return f"Array[{dtype}]"


def rows(
    subject: str,
    table: Iterable[Row],
    *,
    wrap: str = "Array[{}]",
    extra: dict[str, str] | None = None,
) -> list[Ov]:
    """One overload per row: `subject` typed by the row, the result wrapped."""
    return [
        Ov(wrap.format(result), {subject: operand, **(extra or {})}) for operand, result in table
    ]


def requests(dtype: str, table: tuple[Row, ...] = DTYPE_REQUESTS) -> list[Ov]:
    """One overload per `dtype=` request group; `dtype` becomes required (keyword-only)."""
    return [Ov(f"Array[{result}]", {dtype: f"{request}!"}) for request, result in table]


NO_DTYPE = {"dtype": "None = None"}

# ---------------------------------------------------------------- shared parameters

A = P("a", "ArrayLike")
AXIS = P("axis", "_Axis", "None")
AXIS1 = P("axis", "int | None", "None")
AXIS_T = P("axis", "int | tuple[int, ...] | None", "None")
DTYPE = P("dtype", "DTypeLike | None", "None")
OUT = P("out", "None", "None")
KEEPDIMS = P("keepdims", "bool", "False")
INITIAL = P("initial", "ArrayLike | None", "None")
WHERE = P("where", "ArrayLike | None", "None")
DDOF = P("ddof", "int", "0")
MEAN_ARG = P("mean", "ArrayLike | None", "None")
SIZE = P("size", "int | None", "None")
FILL = P("fill_value", "ArrayLike | None", "None")
IDX = "Array[signedinteger]"

# ---------------------------------------------------------------- reductions.py


def _keep_max(name: str, what: str, *, pair: bool = False) -> Func:
    """A reduction in the operand's dtype; with `pair`, the minimum and maximum together,
    whose `initial` may be one bound for each."""
    initial = P("initial", "ArrayLike | tuple[ArrayLike, ArrayLike] | None", "None")
    wrap = "tuple[Array[{0}], Array[{0}]]" if pair else "Array[{0}]"
    return Func(
        name,
        (A, AXIS, OUT, KEEPDIMS, initial if pair else INITIAL, WHERE),
        wrap.format("generic"),
        what,
        tuple(rows("a", KEEP, wrap=wrap)),
    )


def _accumulating(name: str, what: str, *, nan: bool) -> Func:
    params: tuple[Token, ...] = (A, AXIS, DTYPE, OUT, KEEPDIMS, INITIAL, WHERE)
    if not nan:
        params += (P("promote_integers", "bool", "True"),)
    return Func(
        name,
        params,
        "Array[generic]",
        what,
        (*rows("a", ACCUMULATE, extra=NO_DTYPE), *requests("dtype")),
    )


def _cumulative(name: str, what: str, table: tuple[Row, ...]) -> Func:
    return Func(
        name,
        (A, AXIS1, DTYPE, OUT),
        "Array[generic]",
        what,
        (*rows("a", table, extra=NO_DTYPE), *requests("dtype")),
    )


def _cumulative_api(name: str, what: str, table: tuple[Row, ...]) -> Func:
    return Func(
        name,
        (
            P("x", "ArrayLike"),
            POS_ONLY,
            KW_ONLY,
            AXIS1,
            DTYPE,
            P("include_initial", "bool", "False"),
        ),
        "Array[generic]",
        what,
        (*rows("x", table, extra=NO_DTYPE), *requests("dtype")),
    )


def _mean(name: str, what: str, *, where_keyword: bool) -> Func:
    tail: tuple[Token, ...] = (KW_ONLY, WHERE) if where_keyword else (WHERE,)
    return Func(
        name,
        (A, AXIS, DTYPE, OUT, KEEPDIMS, *tail),
        "Array[generic]",
        what,
        (*rows("a", MEAN, extra=NO_DTYPE), *requests("dtype")),
    )


def _spread(name: str, what: str, *, nan: bool, table: tuple[Row, ...] = DTYPE_REQUESTS) -> Func:
    tail: tuple[Token, ...]
    if nan:
        tail = (WHERE, MEAN_ARG)
    else:
        tail = (KW_ONLY, WHERE, MEAN_ARG, P("correction", "int | float | None", "None"))
    return Func(
        name,
        (A, AXIS, DTYPE, OUT, DDOF, KEEPDIMS, *tail),
        "Array[generic]",
        what,
        (*rows("a", REAL, extra=NO_DTYPE), *requests("dtype", table)),
    )


def _index_reduction(name: str, what: str) -> Func:
    return Func(name, (A, AXIS1, OUT, P("keepdims", "bool | None", "None")), IDX, what)


def _bool_reduction(name: str, what: str) -> Func:
    return Func(name, (A, AXIS, OUT, KEEPDIMS, KW_ONLY, WHERE), "Array[bool_]", what)


def _closeness(name: str, what: str) -> Func:
    return Func(
        name,
        (
            A,
            P("b", "ArrayLike"),
            P("rtol", "ArrayLike", "1e-05"),
            P("atol", "ArrayLike", "1e-08"),
            P("equal_nan", "bool", "False"),
        ),
        "Array[bool_]",
        what,
    )


REDUCTIONS: tuple[Func, ...] = (
    _bool_reduction("all", "Whether every element (along `axis`) is true, as a boolean array."),
    _bool_reduction("any", "Whether some element (along `axis`) is true, as a boolean array."),
    _closeness(
        "allclose", "Whether `a` and `b` agree within tolerances everywhere: a boolean array."
    ),
    _closeness("isclose", "Element-wise agreement of `a` and `b` within `rtol`/`atol`: booleans."),
    Func(
        "array_equal",
        (P("a1", "ArrayLike"), P("a2", "ArrayLike"), P("equal_nan", "bool", "False")),
        "Array[bool_]",
        "Whether `a1` and `a2` have one shape and equal elements: a boolean scalar array.",
    ),
    Func(
        "array_equiv",
        (P("a1", "ArrayLike"), P("a2", "ArrayLike")),
        "Array[bool_]",
        "Whether `a1` and `a2` broadcast together with equal elements: a boolean scalar array.",
    ),
    _keep_max("amax", "Largest element along `axis` (alias of `max`); the dtype is kept."),
    _keep_max("amin", "Smallest element along `axis` (alias of `min`); the dtype is kept."),
    _keep_max("max", "Largest element along `axis`, in the operand's own dtype."),
    _keep_max("min", "Smallest element along `axis`, in the operand's own dtype."),
    _keep_max("nanmax", "Largest element along `axis` ignoring NaNs, in the operand's dtype."),
    _keep_max("nanmin", "Smallest element along `axis` ignoring NaNs, in the operand's dtype."),
    _keep_max(
        "minmax",
        "Smallest and largest element along `axis`, as a pair in the operand's own dtype.",
        pair=True,
    ),
    Func(
        "ptp",
        (A, AXIS, OUT, KEEPDIMS),
        "Array[generic]",
        "Range (max minus min) along `axis`, in the operand's own dtype.",
        tuple(rows("a", KEEP)),
    ),
    _accumulating(
        "sum",
        "Sum along `axis`; small integers and booleans accumulate in the default integer.",
        nan=False,
    ),
    _accumulating(
        "prod",
        "Product along `axis`; small integers and booleans accumulate in the default integer.",
        nan=False,
    ),
    _accumulating(
        "nansum", "Sum along `axis` treating NaNs as zero; integers widen as in `sum`.", nan=True
    ),
    _accumulating(
        "nanprod",
        "Product along `axis` treating NaNs as one; integers widen as in `prod`.",
        nan=True,
    ),
    _mean(
        "mean",
        "Arithmetic mean along `axis`; integers and booleans give float32 (64-bit ones float64).",
        where_keyword=True,
    ),
    _mean(
        "nanmean",
        "Mean along `axis` ignoring NaNs; integers and booleans give float32 (64-bit: float64).",
        where_keyword=False,
    ),
    _spread(
        "var",
        "Variance along `axis`: real-valued, complex inputs give their real dtype.",
        nan=False,
        table=VAR_REQUESTS,
    ),
    _spread(
        "std",
        "Standard deviation along `axis`: real, complex inputs give their real dtype.",
        nan=False,
    ),
    _spread("nanvar", "Variance along `axis` ignoring NaNs, real-valued as in `var`.", nan=True),
    _spread("nanstd", "Standard deviation along `axis` ignoring NaNs, real as in `std`.", nan=True),
    _cumulative(
        "cumsum",
        "Running sum along `axis` (flattened when None); booleans count as ints.",
        CUMULATE,
    ),
    _cumulative("cumprod", "Running product along `axis`; numbers keep their dtype.", CUMULATE),
    _cumulative("nancumsum", "Running sum along `axis` treating NaNs as zero.", CUMULATE),
    _cumulative("nancumprod", "Running product along `axis` treating NaNs as one.", CUMULATE),
    _cumulative_api(
        "cumulative_sum",
        "Array-API running sum; small integers widen to the default integer as in `sum`.",
        ACCUMULATE,
    ),
    _cumulative_api(
        "cumulative_prod",
        "Array-API running product; numbers keep their dtype, booleans become ints.",
        CUMULATE,
    ),
    Func(
        "trace",
        (
            A,
            P("offset", "int | ArrayLike", "0"),
            P("axis1", "int", "0"),
            P("axis2", "int", "1"),
            DTYPE,
            OUT,
        ),
        "Array[generic]",
        "Sum of a diagonal; small integers and booleans accumulate as in `sum`.",
        (*rows("a", ACCUMULATE, extra=NO_DTYPE), *requests("dtype")),
    ),
    _index_reduction("argmax", "Index of the largest element along `axis`, in the index dtype."),
    _index_reduction("argmin", "Index of the smallest element along `axis`, in the index dtype."),
    _index_reduction("nanargmax", "Index of the largest non-NaN element along `axis`."),
    _index_reduction("nanargmin", "Index of the smallest non-NaN element along `axis`."),
    Func(
        "count_nonzero",
        (A, AXIS, KEEPDIMS),
        IDX,
        "Number of non-zero elements along `axis`, in the default integer dtype.",
    ),
)

# ---------------------------------------------------------------- statistics.py

_AVG_BASE: tuple[Token, ...] = (
    A,
    AXIS,
    P("weights", "ArrayLike | None", "None"),
    P("returned", "bool", "False"),
    KEEPDIMS,
)
_AVG_ROWS: tuple[tuple[str, str, str], ...] = (
    ("Array[InexactT]", "None = None", "InexactT"),
    ("Array[WideIntegral]", "None = None", "floating"),
    ("Array[integer | bool_]", "None = None", "floating | integer"),
    ("Array[SameInexactT]", "Array[SameInexactT]!", "SameInexactT"),
    ("ArrayLike", "ArrayLike | None = None", "number"),
)


def _average() -> Func:
    ovs: list[Ov] = []
    for returned, wrap in (
        ("Literal[False] = False", "Array[{0}]"),
        ("Literal[True]!", "tuple[Array[{0}], Array[{0}]]"),
    ):
        for operand, weights, result in _AVG_ROWS:
            ovs.append(
                Ov(wrap.format(result), {"a": operand, "weights": weights, "returned": returned})
            )
    ovs.append(Ov("Array[number] | tuple[Array[number], Array[number]]", {}))
    return Func(
        "average",
        _AVG_BASE,
        "Array[number] | tuple[Array[number], Array[number]]",
        "Weighted mean along `axis`; with `returned=True` also the sum of the weights.\n\n"
        "Integers give the default float; a `weights` array promotes with `a`.",
        tuple(ovs),
    )


def _quantile(name: str, what: str, *, q: bool, sharding: bool = False) -> Func:
    params: list[Token] = [A]
    if q:
        params.append(P("q", "ArrayLike"))
    params += [AXIS_T, OUT, P("overwrite_input", "bool", "False")]
    if q:
        params.append(P("method", "str", "'linear'"))
    params.append(KEEPDIMS)
    if q:
        params += [KW_ONLY, P("weights", "ArrayLike | None", "None")]
    if sharding:
        params.append(P("out_sharding", "NamedSharding | PartitionSpec | None", "None"))
    extra = {"weights": "None = None"} if q else {}
    return Func(
        name,
        tuple(params),
        "Array[floating]",
        what,
        (Ov("Array[FloatingT]", {"a": "Array[FloatingT]", **extra}), Ov("Array[floating]", {})),
    )


_COV_BASE: tuple[Token, ...] = (
    P("m", "ArrayLike"),
    P("y", "ArrayLike | None", "None"),
    P("rowvar", "bool", "True"),
    P("bias", "bool", "False"),
    P("ddof", "int | None", "None"),
    P("fweights", "ArrayLike | None", "None"),
    P("aweights", "ArrayLike | None", "None"),
    DTYPE,
)


def _covariance(name: str, subject: str, base: tuple[Token, ...], what: str) -> Func:
    weighted = any(isinstance(p, P) and p.name == "aweights" for p in base)
    plain = {"y": "None = None", **({"aweights": "None = None"} if weighted else {}), **NO_DTYPE}
    same = {
        "y": "Array[SameInexactT] | None = None",
        **({"aweights": "Array[SameInexactT] | None = None"} if weighted else {}),
        **NO_DTYPE,
    }
    return Func(
        name,
        base,
        "Array[generic]",
        what,
        (
            *rows(subject, MEAN[:-3], extra=plain),
            Ov("Array[SameInexactT]", {subject: "Array[SameInexactT]", **same}),
            Ov("Array[number]", {**NO_DTYPE}),
            *requests("dtype"),
        ),
    )


def _histogram() -> Func:
    pair = "tuple[Array[{0}], Array[{0}]]"
    return Func(
        "histogram",
        (
            A,
            P("bins", "ArrayLike", "10"),
            P("range", "Sequence[ArrayLike] | None", "None"),
            P("weights", "ArrayLike | None", "None"),
            P("density", "bool | None", "None"),
            P("out_sharding", "OutSharding", "None"),
        ),
        "tuple[Array[inexact], Array[inexact]]",
        "Counts (or densities) of `a` in bins, and the bin edges: both in `a`'s inexact dtype.\n\n"
        "The counts are floats, as the edges are: JAX adds the (promoted) weights.",
        (
            *rows("a", INEXACT[:-1], wrap=pair, extra={"weights": "None = None"}),
            Ov(
                pair.format("SameInexactT"),
                {"a": "Array[SameInexactT]", "weights": "Array[SameInexactT]!"},
            ),
            Ov(pair.format("inexact"), {}),
        ),
    )


_HIST_RANGE = "Sequence[None | JaxArray | Sequence[ArrayLike]] | None"
_NO_WEIGHTS = {"weights": "None = None", "density": "Literal[False] | None = None"}


def _histogram2d() -> Func:
    three = "tuple[Array[{0}], Array[{1}], Array[{1}]]"
    return Func(
        "histogram2d",
        (
            P("x", "ArrayLike"),
            P("y", "ArrayLike"),
            P("bins", "ArrayLike | Sequence[ArrayLike]", "10"),
            P("range", _HIST_RANGE, "None"),
            P("weights", "ArrayLike | None", "None"),
            P("density", "bool | None", "None"),
        ),
        "tuple[Array[signedinteger | inexact], Array[inexact], Array[inexact]]",
        "Two-dimensional histogram of points (`x`, `y`): the counts and the two edge arrays.\n\n"
        "Without weights or density the counts are default integers; otherwise inexact.",
        (
            Ov(
                three.format("signedinteger", "SameInexactT"),
                {"x": "Array[SameInexactT]", "y": "Array[SameInexactT]", **_NO_WEIGHTS},
            ),
            Ov(three.format("signedinteger", "inexact"), dict(_NO_WEIGHTS)),
            Ov(
                three.format("SameInexactT", "SameInexactT"),
                {
                    "x": "Array[SameInexactT]",
                    "y": "Array[SameInexactT]",
                    "weights": "Array[SameInexactT]!",
                },
            ),
            Ov(
                three.format("SameInexactT", "SameInexactT"),
                {
                    "x": "Array[SameInexactT]",
                    "y": "Array[SameInexactT]",
                    "weights": "None = None",
                    "density": "Literal[True]!",
                },
            ),
            Ov(three.format("signedinteger | inexact", "inexact"), {}),
        ),
    )


def _histogramdd() -> Func:
    res = "tuple[Array[{0}], list[Array[{1}]]]"
    return Func(
        "histogramdd",
        (
            P("sample", "ArrayLike"),
            P("bins", "ArrayLike | Sequence[ArrayLike]", "10"),
            P("range", _HIST_RANGE, "None"),
            P("weights", "ArrayLike | None", "None"),
            P("density", "bool | None", "None"),
        ),
        "tuple[Array[signedinteger | inexact], Sequence[Array[inexact]]]",
        "N-dimensional histogram of the rows of `sample`: counts and one edge array per column.\n\n"
        "Without weights or density the counts are default integers; otherwise inexact.",
        (
            Ov(
                res.format("signedinteger", "InexactT"),
                {"sample": "Array[InexactT]", **_NO_WEIGHTS},
            ),
            Ov(
                res.format("signedinteger", "floating"),
                {"sample": "Array[integer | bool_]", **_NO_WEIGHTS},
            ),
            Ov(res.format("signedinteger", "inexact"), dict(_NO_WEIGHTS)),
            Ov(
                res.format("SameInexactT", "SameInexactT"),
                {"sample": "Array[SameInexactT]", "weights": "Array[SameInexactT]!"},
            ),
            Ov(
                res.format("SameInexactT", "SameInexactT"),
                {
                    "sample": "Array[SameInexactT]",
                    "weights": "None = None",
                    "density": "Literal[True]!",
                },
            ),
            Ov(res.format("signedinteger | inexact", "inexact"), {}),
        ),
    )


def _gradient() -> Func:
    one_or_many = "Array[{0}] | list[Array[{0}]]"
    ovs: list[Ov] = []
    for operand, result in INEXACT[:-1]:
        ovs.append(Ov(f"Array[{result}]", {"f": operand, "axis": "int!"}, drop=("*varargs",)))
        ovs.append(Ov(one_or_many.format(result), {"f": operand}, drop=("*varargs",)))
    real = "Array[floating | integer | bool_]"
    # Spacings of the 1- and 2-bit integers with such an `f` divide without promotion
    # (int2 / int2 is int2 in JAX), hence the second pair of rows.
    spacing = "float | Array[floating | WideIntegral]"
    ovs.append(Ov("Array[floating]", {"f": real, "varargs": spacing, "axis": "int!"}))
    ovs.append(Ov(one_or_many.format("floating"), {"f": real, "varargs": spacing}))
    narrow = f"float | {real}"
    ovs.append(Ov("Array[floating | integer]", {"f": real, "varargs": narrow, "axis": "int!"}))
    ovs.append(Ov(one_or_many.format("floating | integer"), {"f": real, "varargs": narrow}))
    ovs.append(Ov("Array[inexact]", {"axis": "int!"}))
    ovs.append(Ov(one_or_many.format("inexact"), {}))
    return Func(
        "gradient",
        (
            P("f", "ArrayLike"),
            "*varargs: ArrayLike",
            P("axis", "int | Sequence[int] | None", "None"),
            P("edge_order", "int | None", "None"),
        ),
        "Array[number] | Sequence[Array[number]]",
        "Central-difference gradient of `f`: one array for an int `axis`, else one per axis.\n\n"
        "A 1-D `f` (or one axis) gives a single array, so without an int `axis` the\n"
        "result is either; integers give the default float; spacings promote with `f`.",
        tuple(ovs),
    )


def _trapezoid() -> Func:
    real = "Array[floating | integer | bool_]"
    return Func(
        "trapezoid",
        (
            P("y", "ArrayLike"),
            P("x", "ArrayLike | None", "None"),
            P("dx", "ArrayLike", "1.0"),
            P("axis", "int", "-1"),
        ),
        "Array[inexact]",
        "Integral of `y` along `axis` by the trapezoidal rule, in `y`'s inexact dtype.\n\n"
        "Sample points `x` or an array (or NumPy scalar) `dx` promote with `y`.",
        (
            *rows("y", INEXACT[:-1], extra={"x": "None = None", "dx": "int = ..."}),
            Ov(
                "Array[floating]",
                {"y": real, "x": f"{real} | None = None", "dx": f"float | {real} = ..."},
            ),
            Ov("Array[inexact]", {}),
        ),
    )


def _diff() -> Func:
    return Func(
        "diff",
        (
            A,
            P("n", "int", "1"),
            P("axis", "int", "-1"),
            P("prepend", "ArrayLike | None", "None"),
            P("append", "ArrayLike | None", "None"),
        ),
        "Array[generic]",
        "`n`-th discrete difference along `axis`, in the operand's dtype (booleans: `!=`).\n\n"
        "`prepend`/`append` of another dtype promote with `a`.",
        (
            Ov(
                "Array[GenericT]",
                {"a": "Array[GenericT]", "prepend": "None = None", "append": "None = None"},
            ),
            Ov(
                "Array[SameT]",
                {
                    "a": "Array[SameT]",
                    "prepend": "Array[SameT] | None = None",
                    "append": "Array[SameT] | None = None",
                },
            ),
            Ov("Array[generic]", {}),
        ),
    )


STATISTICS: tuple[Func, ...] = (
    _average(),
    _quantile(
        "median",
        "Median along `axis`: real floats keep, integers give float32 (64-bit ones float64).",
        q=False,
    ),
    _quantile("nanmedian", "Median along `axis` ignoring NaNs, in a real floating dtype.", q=False),
    _quantile(
        "quantile", "`q`-th quantiles (0 to 1) along `axis`, in a real floating dtype.", q=True
    ),
    _quantile(
        "nanquantile", "`q`-th quantiles (0 to 1) ignoring NaNs, in a real floating dtype.", q=True
    ),
    _quantile(
        "percentile",
        "`q`-th percentiles (0 to 100) along `axis`, in a real floating dtype.",
        q=True,
        sharding=True,
    ),
    _quantile(
        "nanpercentile",
        "`q`-th percentiles (0 to 100) ignoring NaNs, in a real floating dtype.",
        q=True,
    ),
    _covariance(
        "cov",
        "m",
        _COV_BASE,
        "Covariance matrix of the rows (variables) of `m`; integers give the default float.\n\n"
        "An input with no variables gives an empty default-float array, whatever its dtype.",
    ),
    _covariance(
        "corrcoef",
        "x",
        (
            P("x", "ArrayLike"),
            P("y", "ArrayLike | None", "None"),
            P("rowvar", "bool", "True"),
            DTYPE,
        ),
        "Pearson correlation coefficients of the rows of `x`; integers give the default float.\n\n"
        "An input with no variables gives an empty default-float array, whatever its dtype.",
    ),
    _histogram(),
    Func(
        "histogram_bin_edges",
        (
            A,
            P("bins", "ArrayLike", "10"),
            P("range", "None | JaxArray | Sequence[ArrayLike]", "None"),
            P("weights", "ArrayLike | None", "None"),
        ),
        "Array[number]",
        "The bin edges `histogram` would use for `a`, in `a`'s inexact dtype.",
        (
            Ov("Array[InexactT]", {"a": "Array[InexactT]"}),
            # Explicit edges of the 1- and 2-bit integers are not promoted (JAX gives
            # int2 edges for int2 data), hence the second integer row.
            Ov(
                "Array[floating]",
                {"a": "Array[integer | bool_]", "bins": "int | Array[floating | WideIntegral]"},
            ),
            Ov("Array[floating | integer]", {"a": "Array[integer | bool_]"}),
            Ov("Array[inexact]", {}),
        ),
    ),
    _histogram2d(),
    _histogramdd(),
    Func(
        "bincount",
        (
            P("x", "ArrayLike"),
            P("weights", "ArrayLike | None", "None"),
            P("minlength", "int", "0"),
            KW_ONLY,
            P("length", "int | None", "None"),
            P("out_sharding", "NamedSharding | PartitionSpec | None", "None"),
        ),
        "Array[generic]",
        "Occurrences of each non-negative integer in `x`, or the sums of their `weights`.",
        (
            Ov(IDX, {"weights": "None = None"}),
            Ov("Array[GenericT]", {"weights": "Array[GenericT]!"}),
            Ov("Array[generic]", {}),
        ),
    ),
    Func(
        "digitize",
        (
            P("x", "ArrayLike"),
            P("bins", "ArrayLike"),
            P("right", "bool", "False"),
            KW_ONLY,
            P("method", "str | None", "None"),
        ),
        IDX,
        "Index of the bin of `bins` each element of `x` falls in, as signed integers.",
    ),
    _gradient(),
    _trapezoid(),
    _diff(),
    Func(
        "ediff1d",
        (
            P("ary", "ArrayLike"),
            P("to_end", "ArrayLike | None", "None"),
            P("to_begin", "ArrayLike | None", "None"),
        ),
        "Array[generic]",
        "Differences of consecutive elements of the flattened `ary`, in `ary`'s dtype.",
        tuple(rows("ary", KEEP)),
    ),
)

# ---------------------------------------------------------------- sorting.py


def _load_array_ops() -> ModuleType:
    path = ROOT / "tools" / "gen" / "_array_ops.py"
    spec = importlib.util.spec_from_file_location("_gen_array_ops", path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


_TYPEVAR_NAMES = {"_SameNumberT": "SameT"}  # as the vocabulary spells it


_NUMPY_OPERAND = "_NumpyOperand"


def promotion_pairs() -> list[tuple[str, str, str]]:
    """`(x, y, result dtype)` rows for JAX's promotion of two operands, weak scalars included.

    Built from the arithmetic family of `tools/gen/_array_ops.py`, mirrored so that
    either operand may be the array: the rules of `Array.__add__` and `__radd__`.
    """
    array_ops = _load_array_ops()
    arith = array_ops.ARITH
    public_name: Callable[[str, Mapping[str, str]], str] = array_ops.public_name

    def _name(text: str) -> str:
        return public_name(text, _TYPEVAR_NAMES)

    out: list[tuple[str, str, str]] = []

    def both(x: str, y: str, result: str) -> None:
        # A table row that is already the mirror of an earlier one adds nothing.
        for row in ((x, y, result), (y, x, result)):
            if row not in out:
                out.append(row)

    # Two arrays first: one row reads `add`'s table in the dtype classes
    # (tools/gen/typing_dtype.py), which `where` shares for every pair JAX accepts.
    out.append(_rules.TABLE_ROW)
    # NumPy operands next: np.float64 subclasses float but is strongly typed.
    # Not the operators' NumPy-kind rows (Family.numpy_kinds): with them `where` had 65
    # rows, and pytype answered `Any` for `where(b)` (51 rows: a tuple), a false positive
    # of its assert_type; a NumPy scalar here gets the category of the rows below.
    for self_ann, result in arith.numpy:
        both(f"Array[{_name(self_ann)}]", _NUMPY_OPERAND, _name(result))
    both("Array[GenericT]", "bool | Array[bool_]", "GenericT")
    for py_type, self_ann, result in arith.scalars:
        both(f"Array[{_name(self_ann)}]", py_type, _name(result))
    # Two Python scalars: the weak default of the wider kind.
    out += [
        ("bool", "bool", "bool_"),
        ("int", "int", "signedinteger"),
        ("float", "float", "floating"),
        ("complex", "complex", "complexfloating"),
    ]
    return out


def _where() -> Func:
    ovs = [
        Ov(
            "tuple[Array[signedinteger], ...]",
            {"x": "None = None", "y": "None = None"},
        )
    ]
    three = {"size": "None = None", "fill_value": "None = None"}
    for x, y, result in promotion_pairs():
        ovs.append(Ov(f"Array[{result}]", {"x": f"{x}!", "y": f"{y}!", **three}))
    ovs.append(Ov("Array[generic]", {"x": "ArrayLike!", "y": "ArrayLike!", **three}))
    return Func(
        "where",
        (
            P("condition", "ArrayLike"),
            P("x", "ArrayLike | None", "None"),
            P("y", "ArrayLike | None", "None"),
            POS_ONLY,
            KW_ONLY,
            P("size", "int | None", "None"),
            P("fill_value", "None | ArrayLike | tuple[ArrayLike, ...]", "None"),
        ),
        "Array[generic] | tuple[Array[signedinteger], ...]",
        "`x` where `condition` holds, else `y`, promoted together; alone, like `nonzero`.\n\n"
        "With one argument: the indices of the true elements, one array per dimension\n"
        "(static-shaped under `jit` when `size` is given). With three: Python scalars\n"
        "take the other operand's dtype, as in arithmetic.",
        tuple(ovs),
        comment=_rules.TABLE_ROW_IMPLEMENTATION,
    )


TOP_K: tuple[Row, ...] = (
    ("Array[GenericT]", "GenericT"),
    ("ArrayLike", "generic"),
)
"""top_k's values: the operand's dtype. A Python scalar is 0-d, which top_k refuses (it
needs an axis), so the scalars have no rows of their own.

The pair is declared a tuple, as JAX annotates it, though JAX 0.12 gives a list for
`mode='largest'` (`lax.top_k`'s result) and a tuple for 'smallest': a list's type cannot
say which element is which, and unpacking or indexing, the way a pair is used, holds
for both."""

_SORT_FLAGS: tuple[Token, ...] = (
    P("kind", "None", "None"),
    P("order", "None", "None"),
    P("stable", "bool", "True"),
    P("descending", "bool", "False"),
)

SORTING: tuple[Func, ...] = (
    Func(
        "sort",
        (A, P("axis", "int | None", "-1"), KW_ONLY, *_SORT_FLAGS),
        "Array[generic]",
        "A sorted copy of `a` along `axis` (flattened when None), in `a`'s dtype.",
        tuple(rows("a", KEEP)),
    ),
    Func(
        "argsort",
        (A, P("axis", "int | None", "-1"), KW_ONLY, *_SORT_FLAGS, DTYPE),
        "Array[generic]",
        "Indices that sort `a` along `axis`: the index dtype, or `dtype` when given.",
        (Ov(IDX, dict(NO_DTYPE)), *requests("dtype")),
    ),
    Func(
        "top_k",
        (
            A,
            P("k", "int"),
            POS_ONLY,
            KW_ONLY,
            P("axis", "int", "-1"),
            P("mode", "Literal['largest', 'smallest']", "'largest'"),
            P("sorted", "bool", "True"),
        ),
        "tuple[Array[generic], Array[int32]]",
        "The `k` largest (or smallest) entries along `axis`, in `a`'s dtype, and their indices.\n\n"
        "The indices are int32 whatever x64 says; complex `a` is refused at run time. JAX\n"
        "annotates the pair as a tuple but gives a list for `mode='largest'`: unpack or index it.",
        tuple(rows("a", TOP_K, wrap="tuple[Array[{}], Array[int32]]")),
    ),
    Func(
        "partition",
        (A, P("kth", "int"), P("axis", "int", "-1")),
        "Array[generic]",
        "`a` rearranged so the `kth` element is in sorted position, in `a`'s dtype.",
        tuple(rows("a", KEEP)),
    ),
    Func(
        "argpartition",
        (A, P("kth", "int"), P("axis", "int", "-1")),
        IDX,
        "Indices that partition `a` around its `kth` element, in the index dtype.",
    ),
    Func(
        "lexsort",
        (
            P("keys", "JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike]"),
            P("axis", "int", "-1"),
            KW_ONLY,
            P("batch_size", "int", "16"),
        ),
        IDX,
        "Indices that sort by several keys, the last key primary, in the index dtype.",
    ),
    Func(
        "searchsorted",
        (
            A,
            P("v", "ArrayLike"),
            P("side", "str", "'left'"),
            P("sorter", "ArrayLike | None", "None"),
            KW_ONLY,
            P("method", "str", "'scan'"),
        ),
        IDX,
        "Positions at which `v` would be inserted into the sorted `a`, in the index dtype.",
    ),
    Func(
        "sort_complex",
        (A,),
        "Array[complexfloating]",
        "`a` sorted by real then imaginary part, as a complex array.",
        (
            Ov("Array[ComplexT]", {"a": "Array[ComplexT]"}),
            Ov("Array[complexfloating]", {}),
        ),
    ),
    Func(
        "nonzero",
        (A, KW_ONLY, SIZE, P("fill_value", "None | ArrayLike | tuple[ArrayLike, ...]", "None")),
        "tuple[Array[signedinteger], ...]",
        "Indices of the non-zero elements, one index array per dimension of `a`.\n\n"
        "Give `size` to use it under `jit` (static shape; missing entries take `fill_value`).",
    ),
    Func(
        "argwhere",
        (A, KW_ONLY, SIZE, FILL),
        IDX,
        "Indices of the non-zero elements as an (n, a.ndim) array of signed integers.",
    ),
    Func(
        "flatnonzero",
        (A, KW_ONLY, SIZE, P("fill_value", "None | ArrayLike | tuple[ArrayLike, ...]", "None")),
        IDX,
        "Indices of the non-zero elements of the flattened `a`, as signed integers.",
    ),
    _where(),
    Func(
        "extract",
        (
            P("condition", "ArrayLike"),
            P("arr", "ArrayLike"),
            KW_ONLY,
            SIZE,
            P("fill_value", "ArrayLike", "0"),
        ),
        "Array[generic]",
        "The elements of the flattened `arr` where `condition` holds, in `arr`'s dtype.",
        tuple(rows("arr", KEEP)),
    ),
)

# ---------------------------------------------------------------- sets.py

_UNIQUE_FLAGS = ("return_index", "return_inverse", "return_counts")


def _unique() -> Func:
    ovs: list[Ov] = []
    for values, fallback in (("GenericT", False), ("generic", True)):
        operand = "ArrayLike" if fallback else "Array[GenericT]"
        for mask in range(8):
            chosen = [bool(mask & (1 << i)) for i in range(3)]
            if fallback and any(chosen):
                continue
            types: dict[str, str] = {"ar": operand}
            for flag, on in zip(_UNIQUE_FLAGS, chosen, strict=True):
                types[flag] = "Literal[True]!" if on else "Literal[False] = False"
            n = sum(chosen)
            result = (
                f"Array[{values}]" if n == 0 else f"tuple[Array[{values}], {', '.join([IDX] * n)}]"
            )
            ovs.append(Ov(result, types))
    ovs.append(Ov("Array[generic] | tuple[Array[generic], ...]", {}))
    return Func(
        "unique",
        (
            P("ar", "ArrayLike"),
            *(P(flag, "bool", "False") for flag in _UNIQUE_FLAGS),
            AXIS1,
            KW_ONLY,
            P("equal_nan", "bool", "True"),
            SIZE,
            FILL,
            P("sorted", "bool", "True"),
        ),
        "Array[generic] | tuple[Array[generic], ...]",
        "Sorted unique values of `ar`, with first indices, inverse and counts as asked.\n\n"
        "Each `return_*=True` adds one signed-integer array to a tuple, in the order\n"
        "index, inverse, counts. Give `size` (and `fill_value`) to use it under `jit`.",
        tuple(ovs),
    )


def _unique_named(name: str, result: str, what: str) -> Func:
    return Func(
        name,
        (P("x", "ArrayLike"), POS_ONLY, KW_ONLY, SIZE, FILL),
        result.format("generic"),
        what,
        (
            Ov(result.format("GenericT"), {"x": "Array[GenericT]"}),
            Ov(result.format("generic"), {}),
        ),
    )


_SET_OP = (P("ar1", "ArrayLike"), P("ar2", "ArrayLike"))


def _set_binary(name: str, what: str, *, assume_unique: bool, keep_first: bool = False) -> Func:
    params: tuple[Token, ...] = (
        *_SET_OP,
        *((P("assume_unique", "bool", "False"),) if assume_unique else ()),
        KW_ONLY,
        SIZE,
        FILL,
    )
    ovs = (
        Ov("Array[GenericT]", {"ar1": "Array[GenericT]"})
        if keep_first
        else Ov("Array[SameT]", {"ar1": "Array[SameT]", "ar2": "Array[SameT]"}),
        Ov("Array[generic]", {}),
    )
    return Func(name, params, "Array[generic]", what, ovs)


def _intersect1d() -> Func:
    three = f"tuple[Array[{{0}}], {IDX}, {IDX}]"
    same = {"ar1": "Array[SameT]", "ar2": "Array[SameT]"}
    return Func(
        "intersect1d",
        (
            *_SET_OP,
            P("assume_unique", "bool", "False"),
            P("return_indices", "bool", "False"),
            KW_ONLY,
            SIZE,
            FILL,
        ),
        f"Array[generic] | {three.format('generic')}",
        "Sorted values present in both `ar1` and `ar2`, promoted together.\n\n"
        "With `return_indices=True` also the indices of those values in each input.",
        (
            Ov("Array[SameT]", {**same, "return_indices": "Literal[False] = False"}),
            Ov("Array[generic]", {"return_indices": "Literal[False] = False"}),
            Ov(three.format("SameT"), {**same, "return_indices": "Literal[True]!"}),
            Ov(three.format("generic"), {"return_indices": "Literal[True]!"}),
            Ov(f"Array[generic] | {three.format('generic')}", {}),
        ),
    )


SETS: tuple[Func, ...] = (
    _unique(),
    _unique_named(
        "unique_all",
        "UniqueAllResult[{0}]",
        "Unique values with their first indices, inverse indices and counts (a named tuple).",
    ),
    _unique_named(
        "unique_counts",
        "UniqueCountsResult[{0}]",
        "Unique values and how often each occurs (a named tuple).",
    ),
    _unique_named(
        "unique_inverse",
        "UniqueInverseResult[{0}]",
        "Unique values and, for each input element, the index of its value (a named tuple).",
    ),
    _unique_named("unique_values", "Array[{0}]", "Unique values of `x`, sorted, in `x`'s dtype."),
    _intersect1d(),
    _set_binary(
        "union1d",
        "Sorted values present in `ar1` or `ar2`, promoted together.",
        assume_unique=False,
    ),
    _set_binary(
        "setdiff1d",
        "Sorted unique values of `ar1` absent from `ar2`, in `ar1`'s dtype.",
        assume_unique=True,
        keep_first=True,
    ),
    _set_binary(
        "setxor1d",
        "Sorted values present in exactly one of `ar1` and `ar2`, promoted together.",
        assume_unique=True,
    ),
    Func(
        "isin",
        (
            P("element", "ArrayLike"),
            P("test_elements", "ArrayLike"),
            P("assume_unique", "bool", "False"),
            P("invert", "bool", "False"),
            KW_ONLY,
            P("method", "str", "'auto'"),
        ),
        "Array[bool_]",
        "Whether each element of `element` occurs in `test_elements`, as booleans.",
    ),
)
