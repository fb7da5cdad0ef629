"""Writes `typedjax/_src/generated/numpy/joining.py`: `typedjax.numpy`'s joins and splits.

`concatenate`, `stack`, `append`, `choose`, ... promote the arrays they join (the
rules of `tools/gen/_manipulation.py`); `split`, `unstack`, `broadcast_arrays`, ...
keep the dtype (`SPLITS` of `tools/gen/_rearrange.py`). `block` and `select` are
hand-written one-offs, in `typedjax/_src/numpy/joining.py`. `--check` fails when
the file is out of date (the test suite runs it).
"""

from __future__ import annotations

import sys

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _manipulation  # pytype: disable=import-error  # a sibling script, not a package
import _numpy_module  # pytype: disable=import-error  # a sibling script, not a package
import _rearrange  # pytype: disable=import-error  # a sibling script, not a package

TARGET = _blocks.GENERATED / "numpy" / "joining.py"
SCRIPT = "numpy_joining.py"
DOC = '''"""The declarations of `typedjax.numpy`'s joins and splits: `concatenate`, `split`, ...

Joined arrays promote together by JAX's table: a sequence of one dtype keeps it,
mixed ones give the category that holds every promotion, Python scalars are weak,
and `dtype=` decides where it is given. Splitting keeps the dtype. Every name is
JAX's own function (`tnp.stack is jax.numpy.stack`). `tools/gen/numpy_joining.py`
writes this file from its rules; change a rule and run it. The TypeVars read here
are `typedjax._src.generated.typing.vocabulary`'s; the alias is hand-written, in
`typedjax/_src/numpy/joining.py` (with the one-offs `block` and `select`).
"""
'''
"""The generated module's docstring."""
PRAGMAS = """\
# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (bool subclasses int, a sequence of one dtype is
# also a sequence of its category): the first match is JAX's answer, and the dtype
# agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
# The alias `_Sections` is typedjax/_src/numpy/joining.py's, private to the package:
# pyright: reportPrivateUsage=false
"""
"""The file-level comments the declarations need."""
HELPERS = {"typedjax._src.numpy.joining": ("_Sections",)}
"""The hand-written alias the declarations read, by module."""


def render() -> str:
    """The module's source."""
    declarations = [*_manipulation.joining(), *_numpy_module.lines(_rearrange.SPLITS)]
    return _numpy_module.source(DOC, PRAGMAS, declarations, helpers=HELPERS)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the module, or with `--check` report whether it is current."""
    return _blocks.main_files({TARGET: render}, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
