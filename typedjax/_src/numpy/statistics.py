"""The hand-written part of `typedjax.numpy`'s statistics: an alias.

The declarations of `average`, `median`, `cov`, `histogram`, ... are written by
`tools/gen/numpy_statistics.py` into `typedjax/_src/generated/numpy/statistics.py`
(re-exported by `typedjax._src.numpy.reductions`); they read the alias here, and
their TypeVars from `typedjax._src.generated.typing.vocabulary`.
"""

# `_Axis` is read by the generated declarations
# (typedjax/_src/generated/numpy/statistics.py), not here:
# ruff: noqa: PYI047

from __future__ import annotations

from typing import TYPE_CHECKING

__all__: list[str] = []

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import TypeAlias

    _Axis: TypeAlias = int | Sequence[int] | None
