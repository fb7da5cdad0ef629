"""Writes `typedjax.scipy.cluster.vq`: `vq`, with dtype-precise declarations.

The declarations are `_scipy_misc.VQ` (whose docstring says the rules); `python
tools/gen/scipy_cluster_vq.py` writes `typedjax/_src/generated/scipy/cluster/vq.py` whole,
and the public module `typedjax/scipy/cluster/vq.py` that re-exports it; `--check` fails
when either is out of date (the test suite runs that).
"""

from __future__ import annotations

import sys

import _scipy  # pytype: disable=import-error  # a sibling script, not a package
from _scipy_misc import VQ, written  # pytype: disable=import-error

SCRIPT = "scipy_cluster_vq.py"
PUBLIC_DOC = '''"""Typed `jax.scipy.cluster.vq`: `vq`, the assignment step of k-means.

`tsp.cluster.vq.vq is jax.scipy.cluster.vq.vq`; the declaration under `TYPE_CHECKING`
only tells checkers that it returns `(code, dist)`: JAX's default integer and the real
distances (complex64 observations give float32).
"""
'''
"""The docstring of `typedjax.scipy.cluster.vq`."""


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module and the public module, or `--check` that both are current."""
    return _scipy.main("cluster.vq", SCRIPT, written(VQ), PUBLIC_DOC, argv)


if __name__ == "__main__":
    sys.exit(main())
