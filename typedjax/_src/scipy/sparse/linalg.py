"""The hand-written part of `typedjax.scipy.sparse.linalg`: what its declarations read.

The declarations of `cg`, `gmres` and `bicgstab` are generated, in
`typedjax/_src/generated/scipy/sparse/linalg.py` (`tools/gen/scipy_sparse_linalg.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__: list[str] = []

if TYPE_CHECKING:
    from typing import TypeVar

    from typedjax.array import Array
    from typedjax.typing import PyTree

    # The solution has the type of `b`: an array, or a pytree of them (the generated module
    # reads it, so it is used where ruff does not look).
    _TreeT = TypeVar("_TreeT", bound=PyTree[Array])  # noqa: PYI018
