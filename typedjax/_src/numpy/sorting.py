"""The hand-written part of `typedjax.numpy`'s sorting and searching: one alias.

The declarations of `sort`, `argsort`, `nonzero`, `where`, ... are written by
`tools/gen/numpy_sorting.py` into `typedjax/_src/generated/numpy/sorting.py`
(re-exported by `typedjax._src.numpy.reductions`); `where`'s rows read the alias
here, NumPy's operands.
"""

# `_NumpyOperand` is read by the generated declarations
# (typedjax/_src/generated/numpy/sorting.py), not here:
# ruff: noqa: PYI047

from __future__ import annotations

from typing import TYPE_CHECKING

__all__: list[str] = []

if TYPE_CHECKING:
    from typing import Any, TypeAlias

    import numpy as np

    from typedjax._src.typing.like import NumPyBool, NumPyNumber

    # NumPy scalars and arrays: strongly typed, with a dtype the checker does not track.
    _NumpyOperand: TypeAlias = NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
