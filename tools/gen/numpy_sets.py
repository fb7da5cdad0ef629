"""Writes `typedjax/_src/generated/numpy/sets.py`: `typedjax.numpy`'s set routines.

`unique` (typed by the tuple its `return_*` flags produce), its named-tuple forms,
unions, intersections and `isin`: the rules of `tools/gen/_reductions.py` (`SETS`).
`--check` fails when the file is out of date (the test suite runs it).
"""

from __future__ import annotations

import sys

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _numpy_module  # pytype: disable=import-error  # a sibling script, not a package
import _reductions  # pytype: disable=import-error  # a sibling script, not a package

TARGET = _blocks.GENERATED / "numpy" / "sets.py"
SCRIPT = "numpy_sets.py"
DOC = '''"""The declarations of `typedjax.numpy`'s set routines: `unique`, `union1d`, `isin`, ...

The values keep the operand's dtype, indices and counts have the signed index dtype,
and `unique`'s `return_*` flags say which tuple it gives. Under `jit` these functions
need a static `size=`. Every name is JAX's own function (`tnp.unique is
jax.numpy.unique`). `tools/gen/numpy_sets.py` writes this file from its rules;
change a rule and run it. The named tuples read here are hand-written, in
`typedjax/_src/numpy/sets.py`.
"""
'''
"""The generated module's docstring."""
PRAGMAS = """\
# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (NumPy scalars subclass Python's, literal flags
# subclass bool): the first match is JAX's answer too, so the overlap diagnostics are
# off here as in typedjax/_src/array/array.py.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
"""
"""The file-level comments the declarations need."""
HELPERS = {
    "typedjax._src.numpy.sets": ("UniqueAllResult", "UniqueCountsResult", "UniqueInverseResult"),
}
"""The hand-written named tuples the declarations read, by module."""


def render() -> str:
    """The module's source."""
    return _numpy_module.source(
        DOC, PRAGMAS, _numpy_module.lines(_reductions.SETS), helpers=HELPERS
    )


def main(argv: list[str] | None = None) -> int:
    """Rewrite the module, or with `--check` report whether it is current."""
    return _blocks.main_files({TARGET: render}, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
