"""SciPy names JAX leaves out are unknown attributes to checkers (an AttributeError at run time).

Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the
build. pytype does not read the ignores: this file is not given to pytype.
"""

import typedjax.scipy as tsp
from typedjax import Array
from typedjax.typing import float32


def fail_modules_jax_lacks(x: Array[float32]) -> None:
    tsp.optimize.minimize(x)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    tsp.spatial.distance.cdist(x, x)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    tsp.io.loadmat("data.mat")  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]


def fail_names_beyond_jax(x: Array[float32]) -> None:
    tsp.sparse.csr_matrix(x)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    tsp.integrate.solve_ivp(x, x, x)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    tsp.interpolate.interp1d(x, x)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    tsp.ndimage.gaussian_filter(x, 1.0)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    tsp.cluster.vq.kmeans(x, 3)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    tsp.cluster.hierarchy.linkage(x)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    tsp.stats.ttest_ind(x, x)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
