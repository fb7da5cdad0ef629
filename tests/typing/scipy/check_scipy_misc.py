"""Static types of the small `typedjax.scipy` modules: `fft`, `ndimage`, `integrate`,
`interpolate`, `sparse.linalg` and `cluster.vq`. Checked by mypy, pyright and pytype,
never run.

pytype sees `typedjax.Array` as `Any`, so the `Array[...]` assertions hold for it
trivially; the assertions on result tuples are off for pytype, which answers with the
last overload's tuple.
"""

from typing import Any, assert_type

import jax
import numpy as np

import typedjax.numpy as tnp
import typedjax.scipy as tsp
from typedjax import Array
from typedjax.typing import (
    bfloat16,
    complex64,
    float16,
    float32,
    float64,
    floating,
    inexact,
    int8,
    int32,
    signedinteger,
    uint8,
)


def check_dct(
    x: Array[float32], h: Array[float16], d: Array[float64], c: Array[complex64], i: Array[int32]
) -> None:
    assert_type(tsp.fft.dct(x), Array[float32])
    # JAX computes the DCT in at least single precision.
    assert_type(tsp.fft.dct(h, norm="ortho"), Array[float32])
    assert_type(tsp.fft.dct(d, n=4, axis=0), Array[float64])
    assert_type(tsp.fft.dct(c), Array[complex64])
    assert_type(tsp.fft.dct(i), Array[floating])
    assert_type(tsp.fft.dctn(x, s=(2, 2), axes=(0, 1)), Array[float32])
    assert_type(tsp.fft.idct(d, type=2), Array[float64])
    assert_type(tsp.fft.idctn(h), Array[float32])


def check_map_coordinates(x: Array[float32], u: Array[uint8], v: Array[float32]) -> None:
    assert_type(tsp.ndimage.map_coordinates(x, [v, v], order=1), Array[float32])
    assert_type(tsp.ndimage.map_coordinates(u, (v, v), 0, mode="nearest", cval=3), Array[uint8])


def check_trapezoid(y: Array[float32], i: Array[int8], b: Array[bfloat16]) -> None:
    assert_type(tsp.integrate.trapezoid(y), Array[float32])
    assert_type(tsp.integrate.trapezoid(b, dx=2), Array[bfloat16])
    assert_type(tsp.integrate.trapezoid(i), Array[float32])
    assert_type(tsp.integrate.trapezoid(y, y, axis=0), Array[floating])


def check_interpolator(points: Array[float32], values: Array[float32], xi: Array[float32]) -> None:
    interpolator = tsp.interpolate.RegularGridInterpolator((points,), values)
    assert_type(interpolator, tsp.interpolate.RegularGridInterpolator)
    assert_type(interpolator(xi), Array[inexact])
    nearest = tsp.interpolate.RegularGridInterpolator(
        (points, points), values, method="nearest", fill_value=None
    )
    assert_type(nearest(xi, method="linear"), Array[inexact])


def matvec(x: Array[float32]) -> Array[float32]:
    return x


def tree_matvec(x: dict[str, Array[float32]]) -> dict[str, Array[float32]]:
    return x


def pair_matvec(x: tuple[Array[complex64], Array[complex64]]) -> tuple[Array[complex64], Array[complex64]]:
    return x


def check_krylov(
    a: Array[float32], b: Array[float32], c: Array[complex64], n: np.ndarray[tuple[int], np.dtype[np.float64]]
) -> None:
    x, info = tsp.sparse.linalg.cg(a, b)
    assert_type(x, Array[float32])
    assert_type(info, None)
    assert_type(tsp.sparse.linalg.cg(matvec, b, x0=b, tol=1e-6, maxiter=10, M=matvec), tuple[Array[float32], None])  # pytype: disable=assert-type  # pytype answers with the last overload
    # The solution keeps the pytree type of `b`.
    tree = {"u": b, "w": b}
    assert_type(tsp.sparse.linalg.cg(tree_matvec, tree), tuple[dict[str, Array[float32]], None])  # pytype: disable=assert-type  # as above
    assert_type(tsp.sparse.linalg.bicgstab(tnp.positive, b), tuple[Array[float32], None])  # pytype: disable=assert-type  # as above
    assert_type(tsp.sparse.linalg.bicgstab(pair_matvec, (c, c), M=pair_matvec), tuple[tuple[Array[complex64], Array[complex64]], None])  # pytype: disable=assert-type  # as above
    xg, status = tsp.sparse.linalg.gmres(a, b, restart=5, solve_method="incremental")
    assert_type(xg, Array[float32])
    assert_type(status, Array[signedinteger])
    # NumPy input comes back as a JAX array.
    assert_type(tsp.sparse.linalg.cg(a, n), tuple[Array[inexact], None])  # pytype: disable=assert-type  # as above


def check_vq(obs: Array[float32], book: Array[float32], c: Array[complex64], j: jax.Array) -> None:
    code, dist = tsp.cluster.vq.vq(obs, book)
    assert_type(code, Array[signedinteger])
    assert_type(dist, Array[float32])
    assert_type(tsp.cluster.vq.vq(c, c, check_finite=False), tuple[Array[signedinteger], Array[float32]])  # pytype: disable=assert-type  # pytype answers with the last overload
    assert_type(tsp.cluster.vq.vq(j, obs), tuple[Array[Any], Array[Any]])  # type: ignore[assert-type]  # mypy: an array of unknown dtype fits several rows, whose tuple results mypy erases to tuple[Any, ...]  # pytype: disable=assert-type  # as above


def check_untyped(j: jax.Array) -> None:
    assert_type(tsp.fft.dct(j), Array[Any])
    assert_type(tsp.ndimage.map_coordinates(j, [j], order=0), Array[Any])
    assert_type(tsp.integrate.trapezoid(j), Array[Any])
