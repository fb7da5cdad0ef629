"""Writes `typedjax.scipy.sparse.linalg`: the Krylov solvers, with dtype-precise declarations.

The declarations are `_scipy_misc.SPARSE_LINALG` (whose docstring says the rules); `python
tools/gen/scipy_sparse_linalg.py` writes `typedjax/_src/generated/scipy/sparse/linalg.py`
whole, and the public module `typedjax/scipy/sparse/linalg.py` that re-exports it; `--check`
fails when either is out of date (the test suite runs that).
"""

from __future__ import annotations

import sys

import _scipy  # pytype: disable=import-error  # a sibling script, not a package
from _scipy_misc import SPARSE_LINALG, written  # pytype: disable=import-error

SCRIPT = "scipy_sparse_linalg.py"
HELPERS = {"typedjax._src.scipy.sparse.linalg": ("_TreeT",)}
"""The hand-written TypeVar the declarations read, by module."""

PRAGMAS = (
    _scipy.PRAGMAS
    + "# `_TreeT` is typedjax/_src/scipy/sparse/linalg.py's, private to the package:\n"
    + "# pyright: reportPrivateUsage=false\n"
)
"""The ladders' comments, and leave to import the hand-written TypeVar `_TreeT`."""
PUBLIC_DOC = '''"""Typed `jax.scipy.sparse.linalg`: the Krylov solvers `cg`, `gmres` and `bicgstab`.

`tsp.sparse.linalg.cg is jax.scipy.sparse.linalg.cg`, and likewise for the others:
the declarations under `TYPE_CHECKING` only tell checkers what JAX computes. The
solution keeps the pytree type of `b` (`cg(A, b)` with `b: dict[str, Array[float32]]`
gives a `dict[str, Array[float32]]`); NumPy arrays and scalars in `b` come back as
JAX arrays. `A` (and the preconditioner `M`) is a matrix or a linear function of such
a pytree.
"""
'''
"""The docstring of `typedjax.scipy.sparse.linalg`."""


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module and the public module, or `--check` that both are current."""
    return _scipy.main(
        "sparse.linalg",
        SCRIPT,
        written(SPARSE_LINALG),
        PUBLIC_DOC,
        argv,
        helpers=HELPERS,
        pragmas=PRAGMAS,
    )


if __name__ == "__main__":
    sys.exit(main())
