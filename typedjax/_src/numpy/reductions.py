"""Reductions of `typedjax.numpy`: sums, means, extrema, statistics, sorting, sets.

This module re-exports the statistics, sorting and set functions (listed in its
`__all__`), so that `typedjax.numpy` gathers the whole area from its `__all__` and
that of `typedjax/_src/generated/numpy/reductions.py`, where the reductions are
declared (written by `tools/gen/numpy_reductions.py`); it holds the aliases those
declarations read. The runtime objects are JAX's own functions
(`tnp.sum is jax.numpy.sum`).
"""

# The private aliases are read by the generated declarations
# (typedjax/_src/generated/numpy/reductions.py), not here:
# ruff: noqa: PYI047

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from typedjax._src.generated.numpy.sets import (
    intersect1d,
    isin,
    setdiff1d,
    setxor1d,
    union1d,
    unique,
    unique_all,
    unique_counts,
    unique_inverse,
    unique_values,
)
from typedjax._src.generated.numpy.sorting import (
    argpartition,
    argsort,
    argwhere,
    extract,
    flatnonzero,
    lexsort,
    nonzero,
    partition,
    searchsorted,
    sort,
    sort_complex,
    top_k,
    where,
)
from typedjax._src.generated.numpy.statistics import (
    average,
    bincount,
    corrcoef,
    cov,
    diff,
    digitize,
    ediff1d,
    gradient,
    histogram,
    histogram2d,
    histogram_bin_edges,
    histogramdd,
    median,
    nanmedian,
    nanpercentile,
    nanquantile,
    percentile,
    quantile,
    trapezoid,
)

__all__: list[str] = [
    "argpartition", "argsort", "argwhere", "average", "bincount", "corrcoef", "cov", "diff",
    "digitize", "ediff1d", "extract", "flatnonzero", "gradient", "histogram", "histogram2d",
    "histogram_bin_edges", "histogramdd", "intersect1d", "isin", "lexsort", "median", "nanmedian",
    "nanpercentile", "nanquantile", "nonzero", "partition", "percentile", "quantile",
    "searchsorted", "setdiff1d", "setxor1d", "sort", "sort_complex", "top_k", "trapezoid",
    "union1d", "unique", "unique_all", "unique_counts", "unique_inverse", "unique_values", "where",
]  # fmt: skip

if TYPE_CHECKING:
    from collections.abc import Sequence

    from typedjax._src.generated.typing.vocabulary import (
        ToBool,
        ToInt8,
        ToInt16,
        ToInt32,
        ToInt64,
        ToSignedInteger,
        ToUInt8,
        ToUInt16,
        ToUInt32,
        ToUInt64,
        ToUnsignedInteger,
    )
    from typedjax.typing import bool_, integer

    _Axis: TypeAlias = int | Sequence[int] | None

    # Every request for an integer or boolean dtype (var answers them with a float).
    _ToIntegral: TypeAlias = (
        type[integer | bool_] | ToBool | ToInt8 | ToInt16 | ToInt32 | ToInt64 | ToUInt8
        | ToUInt16 | ToUInt32 | ToUInt64 | ToSignedInteger | ToUnsignedInteger
    )  # fmt: skip
