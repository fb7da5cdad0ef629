"""Static types of `typedjax.numpy`'s reductions, statistics, sorting and set functions.

Checked by mypy, pyright and pytype, never run. pytype sees JAX (and so most
results) as Any; where it cannot follow an `assert_type` the line says why.
"""

from typing import Any, assert_type

import numpy as np

import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import (
    bfloat16,
    bool_,
    complex64,
    complex128,
    complexfloating,
    float16,
    float32,
    float64,
    floating,
    generic,
    inexact,
    int2,
    int8,
    int16,
    int32,
    integer,
    number,
    signedinteger,
    uint8,
    uint32,
    unsignedinteger,
)

Idx = Array[signedinteger]


def check_bool_reductions(f: Array[float32], c: Array[complex64]) -> None:
    assert_type(tnp.all(f), Array[bool_])
    assert_type(tnp.any(c, axis=(0, 1), keepdims=True, where=f > 0), Array[bool_])
    assert_type(tnp.allclose(f, f), Array[bool_])
    assert_type(tnp.isclose(f, 1.0, rtol=1e-3, atol=0.0, equal_nan=True), Array[bool_])
    assert_type(tnp.array_equal(f, c, equal_nan=True), Array[bool_])
    assert_type(tnp.array_equiv(f, f), Array[bool_])
    assert_type(tnp.isin(f, c, invert=True), Array[bool_])


def check_extrema_keep_dtype(
    f: Array[float16], b: Array[bool_], u: Array[uint8], fl: Array[floating]
) -> None:
    assert_type(tnp.max(f), Array[float16])
    assert_type(tnp.min(b, axis=0), Array[bool_])
    assert_type(tnp.amax(u, axis=(0, 1), keepdims=True, initial=0), Array[uint8])
    assert_type(tnp.amin(fl, where=b), Array[floating])
    assert_type(tnp.nanmax(f, initial=0.0), Array[float16])
    assert_type(tnp.nanmin(u), Array[uint8])
    assert_type(tnp.ptp(f, axis=1), Array[float16])
    assert_type(tnp.max(2.5), Array[floating])
    assert_type(tnp.max(True), Array[bool_])
    assert_type(tnp.min(3), Array[signedinteger])
    assert_type(tnp.max(np.zeros(3)), Array[generic])


def check_sum_accumulates(
    f: Array[bfloat16], i: Array[int8], b: Array[bool_], u: Array[uint32], n: Array[integer]
) -> None:
    assert_type(tnp.sum(f), Array[bfloat16])
    assert_type(tnp.sum(i), Array[signedinteger])
    assert_type(tnp.sum(b, axis=0, keepdims=True), Array[signedinteger])
    assert_type(tnp.sum(u), Array[unsignedinteger])
    assert_type(tnp.sum(n), Array[integer])
    assert_type(tnp.prod(i, promote_integers=False), Array[signedinteger])
    assert_type(tnp.nansum(f, where=b, initial=0), Array[bfloat16])
    assert_type(tnp.nanprod(u), Array[unsignedinteger])
    assert_type(tnp.trace(i, offset=1), Array[signedinteger])
    assert_type(tnp.sum(1.5), Array[floating])
    assert_type(tnp.sum(True), Array[signedinteger])


def check_dtype_requests(f: Array[float32], i: Array[int8]) -> None:
    assert_type(tnp.sum(i, dtype=float16), Array[float16])
    assert_type(tnp.sum(f, dtype=float64), Array[floating])  # x64 decides
    assert_type(tnp.prod(f, dtype="int32"), Array[int32])
    assert_type(tnp.nansum(f, dtype="float64"), Array[floating])
    assert_type(tnp.mean(i, dtype=bfloat16), Array[bfloat16])
    assert_type(tnp.mean(i, dtype=np.float16), Array[float16])
    assert_type(tnp.cumsum(i, dtype=bool), Array[bool_])
    assert_type(tnp.cumprod(i, dtype=int), Array[signedinteger])
    assert_type(tnp.trace(f, dtype=complex), Array[complexfloating])
    assert_type(tnp.nanmean(f, dtype=np.dtype(np.int16)), Array[generic])  # a dtype object
    assert_type(tnp.std(f, dtype=floating), Array[floating])
    assert_type(tnp.var(i, dtype=int8), Array[floating])  # JAX's NaN mask promotes
    assert_type(tnp.var(f, dtype=complex64), Array[complex64])
    assert_type(tnp.nanvar(f, dtype=float16), Array[float16])
    assert_type(tnp.nanstd(f, dtype="bfloat16"), Array[bfloat16])
    assert_type(tnp.cumulative_sum(i, dtype=uint8), Array[uint8])
    assert_type(tnp.cumulative_prod(i, axis=0, dtype=float32), Array[float32])
    assert_type(tnp.nancumsum(i, dtype=uint32), Array[uint32])
    assert_type(tnp.nancumprod(i, dtype=float32), Array[float32])
    assert_type(tnp.argsort(f, dtype=int16), Array[int16])


def check_means(
    f: Array[float16], i: Array[int32], c: Array[complex64], n: Array[int2], g: Array[integer]
) -> None:
    assert_type(tnp.mean(f), Array[float16])
    assert_type(tnp.mean(i, axis=0, keepdims=True), Array[float32])
    assert_type(tnp.mean(c, where=f > 0), Array[complex64])
    assert_type(tnp.mean(n), Array[floating | integer])  # JAX keeps int2
    assert_type(tnp.mean(g), Array[floating | integer])
    assert_type(tnp.nanmean(i), Array[float32])
    assert_type(tnp.mean(1), Array[floating])
    assert_type(tnp.average(f), Array[float16])
    assert_type(tnp.average(i, axis=0), Array[floating])
    assert_type(tnp.average(f, weights=f), Array[float16])
    assert_type(tnp.average(f, weights=i), Array[number])
    assert_type(tnp.average(f, returned=True), tuple[Array[float16], Array[float16]])
    assert_type(tnp.average(i, returned=True), tuple[Array[floating], Array[floating]])


def check_spread(f: Array[float32], c: Array[complex64], z: Array[complex128], i: Array[int8]) -> None:
    assert_type(tnp.var(f), Array[float32])
    assert_type(tnp.var(c, ddof=1), Array[float32])
    assert_type(tnp.std(z), Array[float64])
    assert_type(tnp.std(i, correction=1), Array[float32])
    assert_type(tnp.nanvar(c), Array[float32])
    assert_type(tnp.nanstd(i, axis=0, keepdims=True), Array[float32])
    assert_type(tnp.var(0.5j), Array[floating])


def check_cumulative(i: Array[int8], b: Array[bool_], f: Array[float32]) -> None:
    assert_type(tnp.cumsum(i), Array[int8])
    assert_type(tnp.cumsum(b, axis=0), Array[signedinteger])
    assert_type(tnp.cumprod(f), Array[float32])
    assert_type(tnp.nancumsum(f), Array[float32])
    assert_type(tnp.nancumprod(i), Array[int8])
    assert_type(tnp.cumulative_sum(i), Array[signedinteger])
    assert_type(tnp.cumulative_sum(f, include_initial=True), Array[float32])
    assert_type(tnp.cumulative_prod(i, axis=0), Array[int8])


def check_indices(f: Array[float32], c: Array[complex64], b: Array[bool_]) -> None:
    assert_type(tnp.argmax(f), Idx)
    assert_type(tnp.argmin(f, axis=0, keepdims=True), Idx)
    assert_type(tnp.nanargmax(f), Idx)
    assert_type(tnp.nanargmin(f, 0), Idx)
    assert_type(tnp.count_nonzero(c, axis=(0, 1)), Idx)
    assert_type(tnp.argsort(f, axis=None, descending=True), Idx)
    assert_type(tnp.argpartition(f, 2), Idx)
    assert_type(tnp.lexsort((f, f)), Idx)
    assert_type(tnp.lexsort(f), Idx)
    assert_type(tnp.lexsort((f, f), axis=0, batch_size=8), Idx)
    assert_type(tnp.searchsorted(f, 0.5, side="right"), Idx)
    assert_type(tnp.digitize(f, f, right=True), Idx)
    assert_type(tnp.argwhere(b, size=4, fill_value=0), Idx)
    assert_type(tnp.flatnonzero(b, size=4), Idx)
    assert_type(tnp.nonzero(b), tuple[Idx, ...])
    assert_type(tnp.nonzero(f, size=3, fill_value=-1), tuple[Idx, ...])
    assert_type(tnp.where(b), tuple[Idx, ...])
    assert_type(tnp.where(b, size=3, fill_value=0), tuple[Idx, ...])
    assert_type(tnp.bincount(tnp.argmax(f, axis=0)), Idx)


def check_sorting(f: Array[float16], b: Array[bool_], c: Array[complex128], i: Array[int8]) -> None:
    assert_type(tnp.sort(f), Array[float16])
    assert_type(tnp.sort(b, axis=None, stable=False), Array[bool_])
    assert_type(tnp.partition(i, 1, axis=0), Array[int8])
    assert_type(tnp.sort_complex(c), Array[complex128])
    assert_type(tnp.sort_complex(f), Array[complexfloating])
    assert_type(tnp.extract(b, f, size=2, fill_value=0), Array[float16])


def check_top_k(
    f: Array[float32], i: Array[int8], b: Array[bool_], x: Array, fl: Array[floating]
) -> None:
    # The indices are int32 whatever x64 says (JAX's top_k primitive fixes them).
    assert_type(tnp.top_k(f, 2), tuple[Array[float32], Array[int32]])
    assert_type(
        tnp.top_k(i, 1, axis=0, mode="smallest", sorted=False), tuple[Array[int8], Array[int32]]
    )
    assert_type(tnp.top_k(b, 1), tuple[Array[bool_], Array[int32]])
    assert_type(tnp.top_k(fl, 3, mode="largest"), tuple[Array[floating], Array[int32]])
    assert_type(tnp.top_k(x, 3), tuple[Array[Any], Array[Any]])  # type: ignore[assert-type]  # mypy: an array of unknown dtype fits several rows, whose tuple results mypy erases to tuple[Any, ...]
    assert_type(tnp.top_k(np.zeros(3), 1), tuple[Array[generic], Array[int32]])
    values, indices = tnp.top_k(f, 2)
    assert_type(values, Array[float32])
    assert_type(indices, Array[int32])


def check_minmax(f: Array[float16], i: Array[int8], b: Array[bool_], x: Array) -> None:
    assert_type(tnp.minmax(f), tuple[Array[float16], Array[float16]])
    assert_type(tnp.minmax(i, axis=(0, 1), keepdims=True), tuple[Array[int8], Array[int8]])
    assert_type(tnp.minmax(i, initial=(10, -10), where=b), tuple[Array[int8], Array[int8]])
    assert_type(tnp.minmax(f, initial=0.0, where=b), tuple[Array[float16], Array[float16]])
    assert_type(tnp.minmax(b, 0), tuple[Array[bool_], Array[bool_]])
    assert_type(tnp.minmax(x), tuple[Array[Any], Array[Any]])  # type: ignore[assert-type]  # mypy: an array of unknown dtype fits several rows, whose tuple results mypy erases to tuple[Any, ...]
    assert_type(tnp.minmax(2.5), tuple[Array[floating], Array[floating]])
    assert_type(tnp.minmax(3), tuple[Array[signedinteger], Array[signedinteger]])
    assert_type(tnp.minmax(np.zeros(3)), tuple[Array[generic], Array[generic]])
    low, high = tnp.minmax(f)
    assert_type(low, Array[float16])
    assert_type(high, Array[float16])


def check_where(
    c: Array[bool_], f: Array[float32], h: Array[float16], i: Array[int32], u: Array[uint8]
) -> None:
    assert_type(tnp.where(c, f, f), Array[float32])
    assert_type(tnp.where(c, f, 0.0), Array[float32])
    assert_type(tnp.where(c, 0, f), Array[float32])
    assert_type(tnp.where(c, i, 1), Array[int32])
    assert_type(tnp.where(c, i, 1.5), Array[floating])
    assert_type(tnp.where(c, c, True), Array[bool_])
    assert_type(tnp.where(c, c, h), Array[float16])
    assert_type(tnp.where(c, h, f), Array[floating])
    assert_type(tnp.where(c, i, u), Array[integer])
    assert_type(tnp.where(c, f, 1j), Array[complexfloating])
    assert_type(tnp.where(c, 1.0, 2.0), Array[floating])
    assert_type(tnp.where(c, 1, 2), Array[signedinteger])
    assert_type(tnp.where(c, True, False), Array[bool_])
    assert_type(tnp.where(c, f, np.float64(1.0)), Array[inexact])


def check_quantiles(f: Array[float32], i: Array[int8], h: Array[bfloat16]) -> None:
    assert_type(tnp.median(f), Array[float32])
    assert_type(tnp.median(i, axis=(0, 1), keepdims=True), Array[floating])
    assert_type(tnp.nanmedian(h), Array[bfloat16])
    assert_type(tnp.quantile(f, 0.5), Array[float32])
    assert_type(tnp.quantile(f, f, method="nearest"), Array[float32])
    assert_type(tnp.quantile(f, 0.5, method="inverted_cdf", weights=f), Array[floating])
    assert_type(tnp.nanquantile(i, 0.5), Array[floating])
    assert_type(tnp.percentile(f, 50), Array[float32])
    assert_type(tnp.nanpercentile(h, 50, axis=0), Array[bfloat16])


def check_covariance(f: Array[float32], i: Array[int8], c: Array[complex64]) -> None:
    assert_type(tnp.cov(f), Array[float32])
    assert_type(tnp.cov(i, rowvar=False, ddof=0), Array[float32])
    assert_type(tnp.cov(c, fweights=np.ones(3, np.int32)), Array[complex64])
    assert_type(tnp.cov(f, f, aweights=f), Array[float32])
    assert_type(tnp.cov(f, i), Array[number])
    assert_type(tnp.cov(f, dtype=float16), Array[float16])
    assert_type(tnp.corrcoef(f), Array[float32])
    assert_type(tnp.corrcoef(i, dtype=complex64), Array[complex64])


def check_histograms(f: Array[float32], i: Array[int8], x: Array[float16]) -> None:
    assert_type(tnp.histogram(f), tuple[Array[float32], Array[float32]])
    assert_type(tnp.histogram(i, bins=5, range=(0, 4)), tuple[Array[float32], Array[float32]])
    assert_type(tnp.histogram(f, weights=f, density=True), tuple[Array[float32], Array[float32]])
    assert_type(tnp.histogram(x, weights=f), tuple[Array[inexact], Array[inexact]])
    assert_type(tnp.histogram(f, bins=4, out_sharding=None), tuple[Array[float32], Array[float32]])
    assert_type(tnp.histogram_bin_edges(i, bins=4), Array[floating])
    assert_type(
        tnp.histogram2d(f, f),
        tuple[Array[signedinteger], Array[float32], Array[float32]],
    )
    assert_type(
        tnp.histogram2d(f, f, weights=f),
        tuple[Array[float32], Array[float32], Array[float32]],
    )
    assert_type(
        tnp.histogram2d(f, f, density=True),
        tuple[Array[float32], Array[float32], Array[float32]],
    )
    assert_type(
        tnp.histogram2d(i, f, bins=(3, 4)),
        tuple[Array[signedinteger], Array[inexact], Array[inexact]],
    )
    assert_type(tnp.histogramdd(f), tuple[Array[signedinteger], list[Array[float32]]])
    assert_type(tnp.histogramdd(i), tuple[Array[signedinteger], list[Array[floating]]])
    assert_type(tnp.histogramdd(f, weights=f), tuple[Array[float32], list[Array[float32]]])
    assert_type(tnp.bincount(i, weights=f, minlength=3), Array[float32])
    assert_type(tnp.bincount(i, length=4), Idx)


def check_differences(f: Array[float32], i: Array[int8], h: Array[float16]) -> None:
    assert_type(tnp.gradient(f, axis=0), Array[float32])
    assert_type(tnp.gradient(f), Array[float32] | list[Array[float32]])
    assert_type(tnp.gradient(i, axis=1), Array[float32])
    assert_type(tnp.gradient(f, 0.5, axis=0), Array[floating])
    assert_type(tnp.gradient(h, f), Array[floating] | list[Array[floating]])
    assert_type(tnp.trapezoid(f), Array[float32])
    assert_type(tnp.trapezoid(i, dx=2), Array[float32])
    assert_type(tnp.trapezoid(h, dx=0.5), Array[floating])
    assert_type(tnp.trapezoid(h, f, axis=0), Array[floating])
    assert_type(tnp.diff(i), Array[int8])
    assert_type(tnp.diff(f, n=2, axis=0, prepend=f, append=f), Array[float32])
    assert_type(tnp.diff(f, prepend=i), Array[generic])
    assert_type(tnp.ediff1d(h, to_end=h, to_begin=0.0), Array[float16])


def check_sets(f: Array[float32], i: Array[int8], flag: bool) -> None:
    assert_type(tnp.unique(f), Array[float32])
    assert_type(tnp.unique(f, size=3, fill_value=0.0), Array[float32])
    assert_type(tnp.unique(f, return_index=True), tuple[Array[float32], Idx])
    assert_type(tnp.unique(f, True), tuple[Array[float32], Idx])
    assert_type(tnp.unique(f, return_inverse=True), tuple[Array[float32], Idx])
    assert_type(tnp.unique(f, return_counts=True, size=3), tuple[Array[float32], Idx])
    assert_type(
        tnp.unique(f, return_index=True, return_inverse=True, return_counts=True),
        tuple[Array[float32], Idx, Idx, Idx],
    )
    assert_type(tnp.unique(np.zeros(3)), Array[generic])
    assert_type(
        tnp.unique(f, return_counts=flag), Array[generic] | tuple[Array[generic], ...]
    )
    every = tnp.unique_all(f, size=3)
    assert_type(every.values, Array[float32])
    assert_type(every.inverse_indices, Idx)
    assert_type(every.counts, Idx)
    values, counts = tnp.unique_counts(i)
    assert_type(values, Array[int8])  # pytype: disable=assert-type  # loses generic NamedTuple fields on unpacking
    assert_type(counts, Idx)  # pytype: disable=assert-type  # as above
    assert_type(tnp.unique_inverse(i, size=2).inverse_indices, Idx)
    assert_type(tnp.unique_values(i, size=2, fill_value=0), Array[int8])
    assert_type(tnp.intersect1d(f, f), Array[float32])
    assert_type(tnp.intersect1d(f, f, return_indices=True), tuple[Array[float32], Idx, Idx])
    assert_type(tnp.intersect1d(f, i, size=3), Array[generic])
    assert_type(tnp.union1d(i, i, size=4), Array[int8])
    assert_type(tnp.setdiff1d(f, i, assume_unique=True), Array[float32])
    assert_type(tnp.setxor1d(f, f), Array[float32])
