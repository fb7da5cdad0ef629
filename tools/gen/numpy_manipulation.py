"""Writes `typedjax/_src/generated/numpy/manipulation.py`: `typedjax.numpy`'s array manipulation.

Functions that move, select or rearrange elements keep the array's dtype: the
rules and the declarations are `FUNCS` of `tools/gen/_rearrange.py`. Joins,
products and polynomials promote instead: `numpy_joining.py`, `numpy_products.py`
and `numpy_polynomial.py` write those. `--check` fails when the file is out of
date (the test suite runs it).
"""

from __future__ import annotations

import sys

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _numpy_module  # pytype: disable=import-error  # a sibling script, not a package
import _rearrange  # pytype: disable=import-error  # a sibling script, not a package

TARGET = _blocks.GENERATED / "numpy" / "manipulation.py"
SCRIPT = "numpy_manipulation.py"
DOC = '''"""The declarations of `typedjax.numpy`'s array manipulation: shapes, axes, indexing.

Functions that move, select or rearrange elements keep the array's dtype
(`reshape` of an `Array[float16]` is an `Array[float16]`); the index functions give
integers. Every name is JAX's own function (`tnp.reshape is jax.numpy.reshape`).
`tools/gen/numpy_manipulation.py` writes this file from its rules; change a rule
and run it. The aliases read here are hand-written, in
`typedjax/_src/numpy/manipulation.py`, which also re-exports the joins, products,
polynomials and functionals of the area.
"""
'''
"""The generated module's docstring."""
PRAGMAS = """\
# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# Each typed overload is followed by a looser one for the same call shape: the first
# match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
# The aliases are typedjax/_src/numpy/manipulation.py's, private to the package:
# pyright: reportPrivateUsage=false
"""
"""The file-level comments the declarations need."""
HELPERS = {
    "typedjax._src.numpy.manipulation": (
        "_Axis", "_Index", "_Packable", "_PadWidth", "_StaticScalar", "_Unpackable"
    ),
}  # fmt: skip
"""The hand-written aliases the declarations read, by module."""


def render() -> str:
    """The module's source."""
    return _numpy_module.source(
        DOC, PRAGMAS, _numpy_module.lines(_rearrange.FUNCS), helpers=HELPERS
    )


def main(argv: list[str] | None = None) -> int:
    """Rewrite the module, or with `--check` report whether it is current."""
    return _blocks.main_files({TARGET: render}, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
