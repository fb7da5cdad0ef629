"""Writes `typedjax/_src/generated/numpy/products.py`: `typedjax.numpy`'s products.

`matmul`, `dot`, `einsum`, `tensordot`, `convolve`, ...: two operands promoted by
JAX's table, or promoted and made inexact, and a `preferred_element_type=` request
that decides the result: the rules of `tools/gen/_manipulation.py`. `einsum_path`
is a hand-written one-off, in `typedjax/_src/numpy/products.py`. `--check` fails
when the file is out of date (the test suite runs it).
"""

from __future__ import annotations

import sys

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _manipulation  # pytype: disable=import-error  # a sibling script, not a package
import _numpy_module  # pytype: disable=import-error  # a sibling script, not a package

TARGET = _blocks.GENERATED / "numpy" / "products.py"
SCRIPT = "numpy_products.py"
DOC = '''"""The declarations of `typedjax.numpy`'s products: `matmul`, `dot`, `einsum`, ...

The operands' dtypes promote by JAX's table, as for `Array.__matmul__`: two
arrays of one dtype keep it (`bool @ bool` is `bool`), Python scalars are weak,
and a `preferred_element_type=` request decides the result. `convolve` and
`correlate` also make integer and boolean results inexact. Every name is JAX's
own function (`tnp.matmul is jax.numpy.matmul`). `tools/gen/numpy_products.py`
writes this file from its rules; change a rule and run it. The constrained
TypeVars read here are `typedjax._src.generated.typing.vocabulary`'s.
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
    return _numpy_module.source(DOC, PRAGMAS, _manipulation.products())


def main(argv: list[str] | None = None) -> int:
    """Rewrite the module, or with `--check` report whether it is current."""
    return _blocks.main_files({TARGET: render}, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
