"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

import typedjax.scipy as tsp
from typedjax import Array
from typedjax.typing import float16, float32


def fail_small_modules(v: Array[float32], x: Array[float32], h: Array[float16]) -> None:
    # JAX has the type-II DCT only, without the "forward" normalisation.
    tsp.fft.dct(v, type=1)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.fft.dctn(x, norm="forward")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    _half: Array[float16] = tsp.fft.dct(h)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    # Interpolation orders 0 and 1 only.
    tsp.ndimage.map_coordinates(x, [v, v], order=3)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.ndimage.map_coordinates(x, [v, v], order=1, mode="grid-wrap")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.interpolate.RegularGridInterpolator((v,), v, method="cubic")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tsp.interpolate.RegularGridInterpolator((v,), v, bounds_error=True)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tsp.integrate.trapezoid(v, axis="0")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.sparse.linalg.gmres(x, v, solve_method="direct")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    _info: Array[float32] = tsp.sparse.linalg.cg(x, v)[1]  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    _code, _dist, _extra = tsp.cluster.vq.vq(x, x)  # type: ignore[misc]  # pyright: ignore[reportAssignmentType, reportUnknownVariableType]
