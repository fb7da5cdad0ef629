"""Writes `typedjax.scipy.stats`'s summary statistics and the package's own module.

JAX's summary statistics `mode`, `rankdata` and `sem` and its class `gaussian_kde` are
declared in `typedjax/_src/generated/scipy/stats/summary.py`, which this writes whole, with
the module-level `__getattr__` of `typedjax.scipy.stats`; `mode`'s result type
(`_ModeResult`) is hand-written, in `typedjax/_src/scipy/stats/summary.py`. The public
module `typedjax/scipy/stats/__init__.py` re-exports those four and every distribution
module (`tools/gen/scipy_stats.py` writes them). `--check` fails when a file is out of
date (the test suite runs that).
"""

from __future__ import annotations

import inspect
import sys
from dataclasses import replace

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _scipy  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import KW_ONLY, Func, Ov, P  # pytype: disable=import-error
from _reductions import INEXACT as INEXACT_ROWS  # pytype: disable=import-error
from _reductions import KEEP  # pytype: disable=import-error
from scipy_stats import distributions  # pytype: disable=import-error  # a sibling script

SCRIPT = "scipy_stats_summary.py"
TARGET = _scipy.path("stats.summary")
PRAGMAS = (
    _scipy.PRAGMAS
    + "# `_ModeResult` is typedjax/_src/scipy/stats/summary.py's, private to the package:\n"
    + "# pyright: reportPrivateUsage=false\n"
)
"""The ladders' comments, and leave to import the hand-written `_ModeResult`."""
DOC = '''"""The declarations of `typedjax.scipy.stats`'s summary statistics and `gaussian_kde`.

The objects are JAX's own. `tools/gen/scipy_stats_summary.py` writes this file from its
tables; change a table and run it.
"""
'''
HELPERS = {"typedjax._src.scipy.stats.summary": ("_ModeResult",)}
"""The hand-written result tuple the declarations read, by module."""
PUBLIC_DOC = '''"""Typed `jax.scipy.stats`: JAX's distributions and summary statistics, dtype-precise.

Each distribution is a module (`tsp.stats.norm`, `tsp.stats.poisson`, ...) whose
functions are JAX's own (`tsp.stats.norm.logpdf is jax.scipy.stats.norm.logpdf`),
with declarations written by `tools/gen/scipy_stats.py`: operands promote together
to an inexact dtype, integers and booleans giving the default float. `mode`,
`rankdata`, `sem` and `gaussian_kde` are JAX's too:

* `mode` gives `(mode, count)`: the input's dtype and JAX's default integer;
* `rankdata` gives the default float, `sem` the input's inexact dtype;
* `gaussian_kde` is JAX's class, declared here with its arrays' float dtype.

Hypothesis tests (`ttest_ind`, `ks_2samp`, ...) are not in JAX: an `AttributeError`
at run time says where to go, and checkers report an unknown attribute.
"""
'''
"""The docstring of `typedjax.scipy.stats`."""

# Indented as the class's body, where `_KDE` puts it.
_KDE_DOC = """Gaussian kernel density estimate of `dataset` (JAX's class, a pytree).

        Its arrays have the dataset's float dtype (integers give the default float); JAX
        refuses complex data. `set_bandwidth` and `integrate_box`, which JAX does not
        implement, are left out."""

_KDE = '''    class gaussian_kde:
        """{doc}"""

        neff: Array[floating]
        dataset: Array[floating]
        weights: Array[floating]
        covariance: Array[floating]
        inv_cov: Array[floating]

        def __init__(
            self, dataset: ArrayLike,
            bw_method: str | ArrayLike | Callable[[gaussian_kde], ArrayLike] | None = None,
            weights: ArrayLike | None = None,
        ) -> None: ...
        @property
        def d(self) -> int:
            """Number of dimensions of the data."""
            ...
        @property
        def n(self) -> int:
            """Number of data points."""
            ...
        def evaluate(self, points: ArrayLike) -> Array[floating]:
            """The estimated density at each of `points` (shape `(d, m)` or `(m,)` for d=1)."""
            ...
        def __call__(self, points: ArrayLike) -> Array[floating]:
            """`evaluate(points)`."""
            ...
        def pdf(self, x: ArrayLike) -> Array[floating]:
            """`evaluate(x)`."""
            ...
        def logpdf(self, x: ArrayLike) -> Array[floating]:
            """Log of the estimated density at each of `x`."""
            ...
        def integrate_gaussian(self, mean: ArrayLike, cov: ArrayLike) -> Array[floating]:
            """Integral of the density times a Gaussian of `mean` and `cov`."""
            ...
        def integrate_box_1d(self, low: ArrayLike, high: ArrayLike) -> Array[floating]:
            """Integral of a one-dimensional density from `low` to `high`."""
            ...
        def integrate_kde(self, other: gaussian_kde) -> Array[floating]:
            """Integral of the product of this density and `other`'s."""
            ...
        def resample(self, key: ArrayLike, shape: tuple[int, ...] = ()) -> Array[floating]:
            """Random draws from the density, of shape `(d, *shape)`, with the PRNG key `key`."""
            ...
        def tree_flatten(self) -> tuple[tuple[Array[floating], ...], None]:
            """The pytree children (the five arrays) and no auxiliary data."""
            ...
        @classmethod
        def tree_unflatten(
            cls, aux_data: None, children: tuple[Array[floating], ...]
        ) -> gaussian_kde:
            """The estimate rebuilt from `tree_flatten`'s parts."""
            ...
'''.replace("{doc}", _KDE_DOC)

_AXIS0 = P("axis", "int | None", "0")
_NAN_POLICY = P("nan_policy", "Literal['propagate', 'raise', 'omit']", "'propagate'")

SUMMARY: tuple[Func, ...] = (
    Func(
        "mode",
        (P("a", "ArrayLike"), _AXIS0, _NAN_POLICY, P("keepdims", "bool", "False")),
        "_ModeResult[generic]",
        """The most frequent value along `axis` and its count, `(mode, count)`.

        `mode` has the input's dtype, `count` JAX's default integer.""",
        tuple(Ov(f"_ModeResult[{result}]", {"a": ann}) for ann, result in KEEP),
    ),
    Func(
        "rankdata",
        (
            P("a", "ArrayLike"),
            P("method", "Literal['average', 'min', 'max', 'dense', 'ordinal']", "'average'"),
            KW_ONLY,
            P("axis", "int | None", "None"),
            _NAN_POLICY,
        ),
        "Array[floating]",
        "Ranks of the data from 1, ties resolved by `method`; the default float for any method.",
    ),
    Func(
        "sem",
        (
            P("a", "ArrayLike"),
            _AXIS0,
            P("ddof", "int", "1"),
            _NAN_POLICY,
            KW_ONLY,
            P("keepdims", "bool", "False"),
        ),
        "Array[inexact]",
        """Standard error of the mean along `axis`; integers and booleans give the default float.""",
        tuple(Ov(f"Array[{result}]", {"a": ann}) for ann, result in INEXACT_ROWS),
    ),
)


def render() -> str:
    """The generated module: `gaussian_kde`, then the summary statistics."""
    funcs = [replace(f, doc=inspect.cleandoc(f.doc)) for f in SUMMARY]
    body = _KDE + "\n" + _scipy.declarations(funcs)
    names = ["gaussian_kde", *(f.name for f in SUMMARY)]
    return _scipy.module("stats", SCRIPT, names, body, helpers=HELPERS, pragmas=PRAGMAS, doc=DOC)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module and `typedjax/scipy/stats/__init__.py`, or `--check` them."""
    modules = {"typedjax.scipy.stats": list(distributions())}
    public = _scipy.PUBLIC / "stats" / "__init__.py"
    targets = [
        _blocks.file_target(TARGET, render, SCRIPT),
        _scipy.shell(TARGET, SCRIPT, PUBLIC_DOC, public=public, also=modules),
    ]
    return _blocks.main_blocks(targets, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
