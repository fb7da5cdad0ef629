"""Writes `typedjax/_src/generated/numpy/statistics.py`: `typedjax.numpy`'s statistics.

Averages, quantiles, covariance, histograms, differences: the rules of
`tools/gen/_reductions.py` (`STATISTICS`). `--check` fails when the file is out of
date (the test suite runs it).
"""

from __future__ import annotations

import sys

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _numpy_module  # pytype: disable=import-error  # a sibling script, not a package
import _reductions  # pytype: disable=import-error  # a sibling script, not a package

TARGET = _blocks.GENERATED / "numpy" / "statistics.py"
SCRIPT = "numpy_statistics.py"
DOC = '''"""The declarations of `typedjax.numpy`'s statistics: averages, quantiles, histograms, ...

Each result has the dtype JAX computes: quantiles and medians are real floats,
averages, covariances, histogram edges, gradients and integrals of integers are
the default float, counts are signed integers. Every name is JAX's own function (on
a JAX older than the one the declarations describe, `typedjax._src.newer` says
what `histogram` is). `tools/gen/numpy_statistics.py` writes this file from its
rules; change a rule and run it. The alias read here is hand-written, in
`typedjax/_src/numpy/statistics.py`; the TypeVars are the vocabulary's
(`typedjax._src.generated.typing.vocabulary`).
"""
'''
"""The generated module's docstring."""
PRAGMAS = """\
# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (bool subclasses int, NumPy scalars subclass Python's):
# the first match is JAX's answer too, and the dtype agreement harness checks every result
# against JAX, so the overlap diagnostics are off here as in typedjax/_src/array/array.py.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
# The alias `_Axis` is typedjax/_src/numpy/statistics.py's, private to the package:
# pyright: reportPrivateUsage=false
"""
"""The file-level comments the declarations need."""
HELPERS = {"typedjax._src.numpy.statistics": ("_Axis",)}
"""The hand-written alias the declarations read, by module."""
NEWER = {
    "histogram": (
        "JAX's own histogram where the installed JAX takes `out_sharding=` (0.11.2 and newer)."
    ),
}
"""The names bound by `typedjax._src.newer.jax_object`, and why."""


def render() -> str:
    """The module's source."""
    declarations = _numpy_module.lines(_reductions.STATISTICS)
    return _numpy_module.source(DOC, PRAGMAS, declarations, helpers=HELPERS, newer=NEWER)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the module, or with `--check` report whether it is current."""
    return _blocks.main_files({TARGET: render}, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
