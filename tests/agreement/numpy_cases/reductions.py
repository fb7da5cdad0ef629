"""Agreement cases for the reductions, statistics, sorting and set functions of `typedjax.numpy`.

Every function over every input dtype of `INPUT_DTYPES` (and the narrow formats
the rules single out: 2- and 4-bit integers, float8), with `axis`/`keepdims`,
`dtype=` requests, Python and NumPy scalar operands, and `size=` forms. Functions
whose result shape depends on values run eagerly when no `size` is given.
"""

from __future__ import annotations

from tests.agreement.harness import Case, Operand
from tests.agreement.numpy_cases import INPUT_DTYPES, PY_SCALARS, array

# The narrow formats the rules treat specially (the mean keeps int2; sums of
# 4-bit integers are refused; float8 keeps its dtype).
NARROW_DTYPES = ("int2", "uint2", "int4", "uint4", "float8_e4m3fn", "float8_e5m2")

NP_SCALARS = ("np.bool_(True)", "np.int8(1)", "np.float16(0.5)", "np.float64(0.5)",
              "np.complex128(0.5j)")  # fmt: skip

# `dtype=` requests: classes, 64-bit requests (categories: x64 decides), strings,
# Python types, NumPy types and dtypes.
DTYPE_REQUESTS = (
    "t.float32", "t.float64", "t.float16", "t.bfloat16", "t.int8", "t.int16", "t.int32",
    "t.int64", "t.uint8", "t.uint32", "t.uint64", "t.bool_", "t.complex64", "t.complex128",
    "t.floating", "'float32'", "'float64'", "'int32'", "'int64'", "'uint16'", "'complex64'",
    "'bfloat16'", "'float8_e4m3fn'", "float", "int", "bool", "complex", "np.float32",
    "np.int16", "np.uint64", "np.dtype(np.float64)", "np.dtype('int8')",
)  # fmt: skip
FEW_REQUESTS = ("t.float32", "t.float64", "'int64'", "complex")

# Operands annotated with a category (the value is one member of it).
CATEGORY_OPERANDS = (
    ("floating", "float16"), ("floating", "float32"), ("inexact", "complex64"),
    ("integer", "uint8"), ("signedinteger", "int16"), ("unsignedinteger", "uint32"),
    ("number", "int32"), ("number", "complex64"), ("generic", "bool_"),
    ("complexfloating", "complex64"),
)  # fmt: skip

KEEP_FUNCS = ("amax", "amin", "max", "min", "nanmax", "nanmin")
ACCUMULATING = ("sum", "prod", "nansum", "nanprod")
MEANS = ("mean", "nanmean")
SPREADS = ("var", "std", "nanvar", "nanstd")
CUMULATIVE = ("cumsum", "cumprod", "nancumsum", "nancumprod")
ARRAY_API_CUMULATIVE = ("cumulative_sum", "cumulative_prod")
INDEX_REDUCTIONS = ("argmax", "argmin", "nanargmax", "nanargmin")
QUANTILES = ("quantile", "nanquantile")
PERCENTILES = ("percentile", "nanpercentile")
MEDIANS = ("median", "nanmedian")
WITH_DTYPE = (*ACCUMULATING, *MEANS, *SPREADS, *CUMULATIVE, "trace")


def _category(kind: str, member: str, name: str, shape: tuple[int, ...] = (3, 3)) -> Operand:
    """An operand annotated with the category `kind`, holding a `member` array."""
    return Operand(name, f"Array[t.{kind}]", array(member, name, shape).build, kind)


def _one_operand(
    a: Operand, v: Operand, c: Operand, *, requests: tuple[str, ...], eager: bool = True
) -> list[Case]:
    """Every single-operand function over the 2-D operand `a` and the 1-D `v`.

    `eager=False` leaves out the cases that must run eagerly: XLA's CPU compiler
    aborts the process on some computations over 2-bit integers.
    """
    out: list[Case] = []
    run_eagerly = eager

    def add(expr: str, *ops: Operand, eager: bool = False) -> None:
        if eager and not run_eagerly:
            return
        out.append(Case(expr, ops or (a,), eager))

    for f in ("all", "any"):
        add(f"tnp.{f}(a)")
        add(f"tnp.{f}(a, axis=0, keepdims=True)")
    for f in ("allclose", "isclose"):
        add(f"tnp.{f}(a, a)")
        add(f"tnp.{f}(a, 1.0, rtol=0.1)")
    add("tnp.array_equal(a, a)")
    add("tnp.array_equiv(a, a)")
    add("tnp.count_nonzero(a)")
    add("tnp.count_nonzero(a, axis=0, keepdims=True)")
    for f in KEEP_FUNCS:
        add(f"tnp.{f}(a)")
        add(f"tnp.{f}(a, axis=(0, 1), keepdims=True)")
        add(f"tnp.{f}(a, initial=0, where=c)", a, c)
    add("tnp.minmax(a)")
    add("tnp.minmax(a, axis=(0, 1), keepdims=True)")
    add("tnp.minmax(a, initial=(1, 0), where=c)", a, c)
    add("tnp.minmax(a, initial=0, where=c)[1]", a, c)
    add("tnp.ptp(a)")
    add("tnp.ptp(a, axis=0)")
    for f in (*ACCUMULATING, *MEANS, *SPREADS):
        add(f"tnp.{f}(a)")
        add(f"tnp.{f}(a, axis=0, keepdims=True)")
    for f in ACCUMULATING:
        add(f"tnp.{f}(a, initial=1, where=c)", a, c)
    add("tnp.sum(a, promote_integers=False)")
    add("tnp.prod(a, promote_integers=False)")
    add("tnp.mean(a, where=c)", a, c)
    for f in SPREADS:
        add(f"tnp.{f}(a, ddof=1)")
    add("tnp.var(a, correction=1)")
    for f in CUMULATIVE:
        add(f"tnp.{f}(a)")
        add(f"tnp.{f}(a, axis=1)")
    for f in ARRAY_API_CUMULATIVE:
        add(f"tnp.{f}(v)", v)
        add(f"tnp.{f}(a, axis=0, include_initial=True)")
    add("tnp.trace(a)")
    add("tnp.trace(a, offset=1)")
    for f in INDEX_REDUCTIONS:
        add(f"tnp.{f}(a)")
        add(f"tnp.{f}(a, axis=0, keepdims=True)")
    for f in WITH_DTYPE:
        for request in requests:
            add(f"tnp.{f}(a, dtype={request})")
    for f in ARRAY_API_CUMULATIVE:
        for request in requests:
            add(f"tnp.{f}(v, dtype={request})", v)
    # statistics
    add("tnp.average(a)")
    add("tnp.average(a, axis=0)")
    add("tnp.average(a, weights=a)")
    add("tnp.average(a, returned=True)")
    add("tnp.average(a, axis=0, weights=a, returned=True)")
    for f in MEDIANS:
        add(f"tnp.{f}(a)")
        add(f"tnp.{f}(a, axis=0, keepdims=True)")
    for f in QUANTILES:
        add(f"tnp.{f}(a, 0.5)")
        add(f"tnp.{f}(a, v, axis=0)", a, v)
        add(f"tnp.{f}(a, 0.5, method='inverted_cdf', weights=a)")
    for f in PERCENTILES:
        add(f"tnp.{f}(a, 50)")
        add(f"tnp.{f}(a, 50, axis=(0, 1), keepdims=True)")
    add("tnp.cov(a)")
    add("tnp.cov(v)", v)
    add("tnp.cov(a, a)")
    add("tnp.cov(a, rowvar=False, bias=True)")
    add("tnp.cov(a, fweights=np.ones(3, np.int32))")
    add("tnp.cov(a, aweights=v)", a, v)
    add("tnp.corrcoef(a)")
    add("tnp.corrcoef(a, a)")
    for request in requests:
        add(f"tnp.cov(a, dtype={request})")
        add(f"tnp.corrcoef(a, dtype={request})")
    add("tnp.histogram(v)", v)
    add("tnp.histogram(v, bins=3, range=(0, 2))", v)
    add("tnp.histogram(v, weights=v)", v)
    add("tnp.histogram(v, density=True)", v)
    add("tnp.histogram(v, bins=2, out_sharding=None)", v)
    add("tnp.histogram_bin_edges(v)", v)
    add("tnp.histogram_bin_edges(v, bins=v)", v)
    add("tnp.histogram2d(v, v)", v)
    add("tnp.histogram2d(v, v, weights=v)", v)
    add("tnp.histogram2d(v, v, density=True)", v)
    add("tnp.histogramdd(a)[0]")
    add("tnp.histogramdd(a)[1][0]")
    add("tnp.histogramdd(a, weights=v)[0]", a, v)
    add("tnp.histogramdd(a, weights=v)[1][0]", a, v)
    add("tnp.histogramdd(a, density=True)[0]")
    add("tnp.bincount(v)", v)
    add("tnp.bincount(v, length=4)", v)
    add("tnp.bincount(np.ones(3, np.int32), weights=v)", v)
    add("tnp.digitize(v, v)", v)
    add("tnp.digitize(v, v, right=True)", v)
    add("tnp.gradient(v)", v)
    add("tnp.gradient(a, axis=0)")
    add("tnp.gradient(a)[0]")
    add("tnp.gradient(a, axis=(0, 1))[1]")
    add("tnp.gradient(v, 2.0)", v)
    add("tnp.gradient(v, 2)", v)
    add("tnp.gradient(v, np.float64(2.0))", v)
    add("tnp.gradient(v, v)", v)
    add("tnp.gradient(a, 2.0, axis=1)")
    add("tnp.trapezoid(a)")
    add("tnp.trapezoid(a, dx=2)")
    add("tnp.trapezoid(a, dx=0.5)")
    add("tnp.trapezoid(a, dx=np.float64(0.5))")
    add("tnp.trapezoid(v, v)", v)
    add("tnp.diff(a)")
    add("tnp.diff(a, n=2, axis=0)")
    add("tnp.diff(a, prepend=a)")
    add("tnp.diff(a, append=a[:, :1])")
    add("tnp.diff(a, prepend=1.5)")
    add("tnp.ediff1d(v)", v)
    add("tnp.ediff1d(v, to_end=v, to_begin=1.5)", v)
    # sorting, searching, selection
    add("tnp.sort(a)")
    add("tnp.sort(a, axis=None, descending=True)")
    add("tnp.argsort(a)")
    add("tnp.argsort(a, axis=0, stable=False)")
    for request in ("t.int8", "t.int64", "t.uint32", "'int16'", "int"):
        add(f"tnp.argsort(a, dtype={request})")
    add("tnp.partition(v, 1)", v)
    add("tnp.argpartition(v, 1)", v)
    add("tnp.lexsort((v, v))", v)
    add("tnp.lexsort(a)")
    add("tnp.lexsort((v, v), batch_size=4)", v)
    # JAX's top_k gives a list for mode='largest' (a tuple for 'smallest') though it
    # annotates a tuple, as the declaration does: the elements are compared one by one.
    add("tnp.top_k(v, 2)[0]", v)
    add("tnp.top_k(v, 2)[1]", v)
    add("tnp.top_k(a, 1, axis=0, mode='smallest', sorted=False)")
    add("tnp.searchsorted(v, v)", v)
    add("tnp.searchsorted(v, 1, side='right')", v)
    add("tnp.sort_complex(v)", v)
    add("tnp.nonzero(a, size=3)")
    add("tnp.nonzero(a, size=3, fill_value=0)")
    add("tnp.nonzero(a)", eager=True)
    add("tnp.argwhere(a, size=3)")
    add("tnp.argwhere(a)", eager=True)
    add("tnp.flatnonzero(a, size=3)")
    add("tnp.flatnonzero(a)", eager=True)
    add("tnp.where(a, size=2)")
    add("tnp.where(a)", eager=True)
    add("tnp.extract(c, a, size=3)", a, c)
    add("tnp.extract(c, a, size=3, fill_value=0.5)", a, c)
    add("tnp.extract(c, a)", a, c, eager=True)
    # sets
    add("tnp.unique(v, size=3)", v)
    add("tnp.unique(v)", v, eager=True)
    add("tnp.unique(a, axis=0, size=3)")
    add("tnp.unique(v, size=3, fill_value=0)", v)
    for flags in (
        "return_index=True", "return_inverse=True", "return_counts=True",
        "return_index=True, return_inverse=True", "return_index=True, return_counts=True",
        "return_inverse=True, return_counts=True",
        "return_index=True, return_inverse=True, return_counts=True",
    ):  # fmt: skip
        add(f"tnp.unique(v, size=3, {flags})", v)
    add("tnp.unique(v, True, size=3)", v)
    add("tnp.unique(v, True)", v, eager=True)
    for field in ("values", "indices", "inverse_indices", "counts"):
        add(f"tnp.unique_all(v, size=3).{field}", v)
    add("tnp.unique_all(v).values", v, eager=True)
    for field in ("values", "counts"):
        add(f"tnp.unique_counts(v, size=3).{field}", v)
    for field in ("values", "inverse_indices"):
        add(f"tnp.unique_inverse(v, size=3).{field}", v)
    add("tnp.unique_values(v, size=3)", v)
    add("tnp.unique_values(v)", v, eager=True)
    for f in ("union1d", "setdiff1d", "setxor1d"):
        add(f"tnp.{f}(v, v, size=3)", v)
        add(f"tnp.{f}(v, v)", v, eager=True)
    add("tnp.intersect1d(v, v, size=3)", v)
    add("tnp.intersect1d(v, v, size=3, return_indices=True)", v)
    add("tnp.intersect1d(v, v, assume_unique=True)", v, eager=True)
    add("tnp.isin(v, v)", v)
    add("tnp.isin(a, v, invert=True)", a, v)
    return out


def _two_operands(a: Operand, b: Operand) -> list[Case]:
    """Functions whose result promotes two array operands."""
    exprs = (
        "tnp.where(c, a, b)", "tnp.union1d(a, b, size=3)", "tnp.setxor1d(a, b, size=3)",
        "tnp.setdiff1d(a, b, size=3)", "tnp.intersect1d(a, b, size=3)",
        "tnp.intersect1d(a, b, size=3, return_indices=True)", "tnp.diff(a, prepend=b)",
        "tnp.average(a, weights=b)", "tnp.cov(a, b)", "tnp.histogram(a, weights=b)",
        "tnp.histogram2d(a, b)", "tnp.trapezoid(a, b)", "tnp.gradient(a, b)",
    )  # fmt: skip
    c = array("bool_", "c", (3,))
    return [Case(e, (a, b, c) if "tnp.where" in e else (a, b)) for e in exprs]


def _scalars() -> list[Case]:
    """Python and NumPy scalars as operands."""
    out: list[Case] = []
    c = array("bool_", "c", (3,))
    for x in (*PY_SCALARS, *NP_SCALARS):
        for f in (*KEEP_FUNCS, *ACCUMULATING, *MEANS, *SPREADS, *CUMULATIVE, "ptp", "all",
                  "argmax", "count_nonzero", "sort", "ediff1d", "median", "sort_complex",
                  "histogram_bin_edges", "minmax"):  # fmt: skip
            out.append(Case(f"tnp.{f}({x})", ()))
        out.append(Case(f"tnp.quantile({x}, 0.5)", ()))
        for y in (*PY_SCALARS, *NP_SCALARS):
            out.append(Case(f"tnp.where(c, {x}, {y})", (c,)))
    return out


def cases() -> list[Case]:
    """Every reduction, statistics, sorting and set function over the input dtypes."""
    out: list[Case] = []
    c = array("bool_", "c")
    for dtype in INPUT_DTYPES:
        a = array(dtype)
        v = array(dtype, "v", (3,))
        requests = DTYPE_REQUESTS if dtype in ("int8", "float32", "complex64") else FEW_REQUESTS
        out += _one_operand(a, v, c, requests=requests)
    for dtype in NARROW_DTYPES:
        a = array(dtype)
        v = array(dtype, "v", (3,))
        out += _one_operand(a, v, c, requests=FEW_REQUESTS, eager=False)
    for kind, member in CATEGORY_OPERANDS:
        a = _category(kind, member, "a")
        v = _category(kind, member, "v", (3,))
        out += _one_operand(a, v, c, requests=FEW_REQUESTS)
    # Two operands of every pair of input dtypes (1-D, so every function takes them).
    for x in INPUT_DTYPES:
        for y in INPUT_DTYPES:
            out += _two_operands(array(x, "a", (3,)), array(y, "b", (3,)))
        for kind, member in CATEGORY_OPERANDS:
            out += _two_operands(array(x, "a", (3,)), _category(kind, member, "b", (3,)))
            out += _two_operands(_category(kind, member, "a", (3,)), array(x, "b", (3,)))
        v = array(x, "a", (3,))
        cond = array("bool_", "c", (3,))
        for s in (*PY_SCALARS, *NP_SCALARS, "np.ones(3, np.float32)"):
            out.append(Case(f"tnp.where(c, a, {s})", (v, cond)))
            out.append(Case(f"tnp.where(c, {s}, a)", (v, cond)))
            out.append(Case(f"tnp.union1d(a, {s}, size=3)", (v,)))
            out.append(Case(f"tnp.diff(a, append={s})", (v,)))
    out += _scalars()
    return out
