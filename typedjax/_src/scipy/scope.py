"""What `typedjax.scipy` answers for a SciPy name that JAX does not implement.

`typedjax.scipy` holds exactly the functions and classes of `jax.scipy`. A
name SciPy has and JAX lacks is not an oversight to paper over: JAX keeps to
the parts of SciPy that compile to fixed-shape array programs and
differentiate (linear algebra, special functions, distributions, the
convolution and spectral family, the DCT). Iterative solvers with data-dependent
control flow, data structures and file formats live elsewhere in the JAX
ecosystem, and the `AttributeError` for such a name says where.

Each module has a module-level `__getattr__`, defined only at run time (outside
`TYPE_CHECKING`), that raises `missing(...)`: checkers never see it, so they keep
reporting an unknown attribute as an error. A module's `__getattr__` is defined in
the private module that declares its names and re-exported by the public one; the
packages that declare nothing take theirs from here (`scipy_getattr`, ...).
"""

from __future__ import annotations

import difflib
import importlib
from typing import NoReturn

__all__: list[str] = ["cluster_getattr", "missing", "scipy_getattr", "sparse_getattr"]

# Where to go for each SciPy module, or the part of it JAX leaves out (keyed by the
# module's name under `scipy.`; "" is `scipy` itself, for modules JAX has no part of).
_ELSEWHERE: dict[str, str] = {
    "optimize": (
        "jax.scipy.optimize is not part of jax.scipy's namespace (JAX keeps only a minimal "
        "BFGS `minimize` there and points users elsewhere). For minimisation, least squares "
        "and root finding use optimistix; for gradient-based training, optax; jaxopt's "
        "solvers are in maintenance and moving into optax."
    ),
    "spatial": (
        "jax.scipy.spatial is not part of jax.scipy's namespace (JAX has only "
        "`spatial.transform` rotations there); KD-trees and triangulations have "
        "data-dependent sizes. "
        "Pairwise distances are a line of typedjax.numpy, e.g. "
        "`tnp.linalg.norm(x[:, None] - y[None], axis=-1)`."
    ),
    "sparse": (
        "jax.scipy.sparse has only `linalg` (cg, gmres, bicgstab, which accept a function "
        "for the matrix). Sparse arrays are jax.experimental.sparse (BCOO, BCSR); lineax "
        "solves linear systems, matrix-free ones included."
    ),
    "integrate": (
        "jax.scipy.integrate has only `trapezoid`. For differential equations use diffrax; "
        "for adaptive quadrature, quadax."
    ),
    "interpolate": (
        "jax.scipy.interpolate has only `RegularGridInterpolator`. For splines and "
        "interp1d-style interpolation use interpax; piecewise-linear 1-D interpolation is "
        "`typedjax.numpy.interp`."
    ),
    "ndimage": (
        "jax.scipy.ndimage has only `map_coordinates`. For image filters, warps and "
        "colour operations use dm-pix."
    ),
    "cluster": (
        "jax.scipy.cluster has only `vq.vq`, the assignment step of k-means; k-means itself "
        "and hierarchical clustering loop a data-dependent number of times and are not in "
        "JAX (write the k-means loop with `jax.lax.while_loop` around `vq`)."
    ),
    "stats": (
        "jax.scipy.stats has the distributions listed in its `__all__` and the summary "
        "statistics `mode`, `rankdata`, `sem` and `gaussian_kde`. Hypothesis tests are not "
        "in JAX: compute the statistic with typedjax.numpy and its p-value with SciPy on "
        "the host. For more distributions use numpyro.distributions or distrax."
    ),
    "signal": (
        "jax.scipy.signal has convolution and correlation (convolve, correlate, their 2-D "
        "and FFT forms) and spectral estimation (stft, istft, welch, csd, detrend). Filter "
        "design is not in JAX: design the filter with SciPy on the host and apply it "
        "with `convolve`."
    ),
    "linalg": (
        "jax.scipy.linalg has the functions listed in its `__all__`; see also "
        "typedjax.numpy.linalg, and lineax for linear solvers."
    ),
    "special": "jax.scipy.special has the functions listed in its `__all__`.",
    "fft": (
        "jax.scipy.fft has the discrete cosine transforms (dct, dctn, idct, idctn); the "
        "Fourier transforms are in typedjax.numpy.fft."
    ),
    "fftpack": "scipy.fftpack is SciPy's legacy interface: use typedjax.numpy.fft and typedjax.scipy.fft.",
    "differentiate": "JAX differentiates exactly: use typedjax.grad or typedjax.jacfwd.",
    "io": "Reading and writing files is host work: use SciPy, then `typedjax.numpy.asarray`.",
    "constants": "scipy.constants are Python floats: import them from SciPy directly.",
}

# SciPy modules with no part in JAX and nothing more specific to say.
_NO_COUNTERPART = ("odr", "datasets", "misc")


def _close(module: str, name: str) -> str:
    """ " Did you mean ...?" naming the public names of `jax.scipy.<module>` close to `name`."""
    found = importlib.import_module(f"jax.scipy.{module}")
    public = [n for n in dir(found) if not n.startswith("_")]
    close = difflib.get_close_matches(name, public, n=3)
    return f" Did you mean {' or '.join(map(repr, close))}?" if close else ""


def missing(module: str, name: str) -> AttributeError:
    """The error for `typedjax.scipy.<module>.<name>` (`module` "" for the package itself)."""
    where = f"typedjax.scipy.{module}" if module else "typedjax.scipy"
    if name.startswith("_"):
        # Dunder probes (`__wrapped__`, `__path__`, ...) by inspect, pickle and pytest.
        return AttributeError(f"module {where!r} has no attribute {name!r}")
    if module:
        why = _ELSEWHERE[module.split(".")[0]]
        return AttributeError(
            f"module {where!r} has no attribute {name!r}: typedjax.scipy offers exactly what "
            f"jax.scipy does, and jax.scipy.{module} has no {name!r}.{_close(module, name)} {why}"
        )
    why = _ELSEWHERE.get(name, "")
    if name in _NO_COUNTERPART:
        why = f"JAX has no counterpart of scipy.{name}."
    message = (
        f"module 'typedjax.scipy' has no attribute {name!r}: typedjax.scipy offers exactly "
        f"what jax.scipy does (cluster, fft, integrate, interpolate, linalg, ndimage, signal, "
        f"sparse, special, stats). {why}"
    )
    return AttributeError(message.rstrip())


def scipy_getattr(name: str) -> NoReturn:
    """`typedjax.scipy`'s module-level `__getattr__`."""
    raise missing("", name)


def cluster_getattr(name: str) -> NoReturn:
    """`typedjax.scipy.cluster`'s module-level `__getattr__`."""
    raise missing("cluster", name)


def sparse_getattr(name: str) -> NoReturn:
    """`typedjax.scipy.sparse`'s module-level `__getattr__`."""
    raise missing("sparse", name)
