"""Writes `typedjax/_src/generated/numpy/sorting.py`: `typedjax.numpy`'s sorting and searching.

`sort`, `argsort`, `nonzero`, `where`, ...: the rules of `tools/gen/_reductions.py`
(`SORTING`); `where`'s rows are `typedjax.Array`'s arithmetic promotion.
`--check` fails when the file is out of date (the test suite runs it).
"""

from __future__ import annotations

import sys

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _numpy_module  # pytype: disable=import-error  # a sibling script, not a package
import _reductions  # pytype: disable=import-error  # a sibling script, not a package

TARGET = _blocks.GENERATED / "numpy" / "sorting.py"
SCRIPT = "numpy_sorting.py"
DOC = '''"""The declarations of `typedjax.numpy`'s sorting, searching and selection: `sort`, `where`.

Sorted and selected values keep the operand's dtype, indices have the signed index
dtype (int32, or int64 with x64; always int32 from `top_k`), and the two branches
of `where(condition, x, y)` promote as `typedjax.Array`'s arithmetic does, with
Python scalars weakly typed. Every name is JAX's own function (on a JAX older than
the one the declarations describe, `typedjax._src.newer` says what `top_k` and
`lexsort` are). `tools/gen/numpy_sorting.py` writes this file from its rules;
change a rule and run it. The alias read here is hand-written, in
`typedjax/_src/numpy/sorting.py`.
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
# The alias `_NumpyOperand` is typedjax/_src/numpy/sorting.py's, private to the package:
# pyright: reportPrivateUsage=false
"""
"""The file-level comments the declarations need."""
HELPERS = {"typedjax._src.numpy.sorting": ("_NumpyOperand",)}
"""The hand-written alias the declarations read, by module."""
NEWER = {
    "lexsort": (
        "JAX's own objects where the installed JAX has them: top_k is JAX 0.11.1's, lexsort's\n"
        "`batch_size` JAX 0.12.0's (typedjax._src.newer says what older releases do instead)."
    ),
    "top_k": "",
}
"""The names bound by `typedjax._src.newer.jax_object`, and why (`top_k`: as `lexsort`)."""


def render() -> str:
    """The module's source."""
    declarations = _numpy_module.lines(_reductions.SORTING)
    return _numpy_module.source(DOC, PRAGMAS, declarations, helpers=HELPERS, newer=NEWER)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the module, or with `--check` report whether it is current."""
    return _blocks.main_files({TARGET: render}, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
