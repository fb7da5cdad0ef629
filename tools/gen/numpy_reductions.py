"""Writes `typedjax/_src/generated/numpy/reductions.py`: `typedjax.numpy`'s reductions.

Sums, means, extrema, variances, index reductions: each follows one dtype rule of
`tools/gen/_reductions.py` (`REDUCTIONS`). `--check` fails when the file is out of
date (the test suite runs it).
"""

from __future__ import annotations

import sys

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _numpy_module  # pytype: disable=import-error  # a sibling script, not a package
import _reductions  # pytype: disable=import-error  # a sibling script, not a package

TARGET = _blocks.GENERATED / "numpy" / "reductions.py"
SCRIPT = "numpy_reductions.py"
DOC = '''"""The declarations of `typedjax.numpy`'s reductions: sums, means, extrema, variances.

Each result has the dtype JAX computes: sums accumulate small integers in the
default integer, means and variances of integers are the default float, variances
of complex arrays are real, index reductions are signed integers, extrema (and
`minmax`'s pair) keep the operand's dtype, and a `dtype=` argument decides the
result. Every name is JAX's own function (`tnp.sum is jax.numpy.sum`; on a JAX
older than the one the declarations describe, `typedjax._src.newer` says what
`minmax` is). `tools/gen/numpy_reductions.py` writes this file from its rules;
change a rule and run it. The aliases read here are hand-written, in
`typedjax/_src/numpy/reductions.py`, which also re-exports the statistics, sorting
and set functions of the area.
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
# The aliases are typedjax/_src/numpy/reductions.py's, private to the package:
# pyright: reportPrivateUsage=false
"""
"""The file-level comments the declarations need."""
HELPERS = {"typedjax._src.numpy.reductions": ("_Axis", "_ToIntegral")}
"""The hand-written aliases the declarations read, by module."""
NEWER = {"minmax": "JAX's own minmax where the installed JAX has it (0.11.2 and newer)."}
"""The names bound by `typedjax._src.newer.jax_object`, and why."""


def render() -> str:
    """The module's source."""
    declarations = _numpy_module.lines(_reductions.REDUCTIONS)
    return _numpy_module.source(DOC, PRAGMAS, declarations, helpers=HELPERS, newer=NEWER)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the module, or with `--check` report whether it is current."""
    return _blocks.main_files({TARGET: render}, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
