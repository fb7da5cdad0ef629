"""Writes `typedjax/_src/generated/numpy/polynomial.py`: `typedjax.numpy`'s polynomial arithmetic.

`polyadd`, `polysub` and `polyval` promote by JAX's table, `polymul` and `polydiv`
promote and make the result inexact (the rules of `tools/gen/_manipulation.py`);
`polyder` and `polyint` are made inexact (`CALCULUS` of `tools/gen/_rearrange.py`).
`poly`, `roots` and `polyfit` are hand-written one-offs, in
`typedjax/_src/numpy/polynomial.py`. `--check` fails when the file is out of date
(the test suite runs it).
"""

from __future__ import annotations

import sys

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _manipulation  # pytype: disable=import-error  # a sibling script, not a package
import _numpy_module  # pytype: disable=import-error  # a sibling script, not a package
import _rearrange  # pytype: disable=import-error  # a sibling script, not a package

TARGET = _blocks.GENERATED / "numpy" / "polynomial.py"
SCRIPT = "numpy_polynomial.py"
DOC = '''"""The declarations of `typedjax.numpy`'s polynomial arithmetic: `polyadd`, `polymul`, ...

Addition, subtraction and evaluation promote by JAX's table; products, quotients,
derivatives and integrals are inexact (integers and booleans give JAX's default
float). Every name is JAX's own function (`tnp.polyval is jax.numpy.polyval`).
`tools/gen/numpy_polynomial.py` writes this file from its rules; change a rule and
run it. The TypeVars read here are `typedjax._src.generated.typing.vocabulary`'s;
the one-offs `poly`, `roots` and `polyfit` are in `typedjax/_src/numpy/polynomial.py`.
"""
'''
"""The generated module's docstring."""
PRAGMAS = """\
# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (NumPy scalars subclass Python's, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
"""
"""The file-level comments the declarations need."""


def render() -> str:
    """The module's source."""
    declarations = [*_manipulation.polynomial(), *_numpy_module.lines(_rearrange.CALCULUS)]
    return _numpy_module.source(DOC, PRAGMAS, declarations)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the module, or with `--check` report whether it is current."""
    return _blocks.main_files({TARGET: render}, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
