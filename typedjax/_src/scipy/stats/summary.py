"""The hand-written part of `typedjax.scipy.stats`: what its summary statistics' declarations read.

`mode`'s result type; the declarations of `mode`, `rankdata`, `sem` and `gaussian_kde` are
generated, in `typedjax/_src/generated/scipy/stats/summary.py`
(`tools/gen/scipy_stats_summary.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__: list[str] = []

if TYPE_CHECKING:
    from typing import Generic, NamedTuple, TypeVar

    from typedjax.array import Array
    from typedjax.typing import generic, signedinteger

    # pytype lacks variance (mypy and pyright use it):
    # pytype: disable=not-supported-yet
    _GenericT_co = TypeVar("_GenericT_co", bound=generic, covariant=True)
    # pytype: enable=not-supported-yet

    class _ModeResult(NamedTuple, Generic[_GenericT_co]):  # pyright: ignore[reportUnusedClass]  # read by the generated file
        """`mode`'s result (JAX's `ModeResult`): the values and how often each occurs."""

        mode: Array[_GenericT_co]
        count: Array[signedinteger]  # type: ignore[assignment]  # pyright: ignore[reportIncompatibleMethodOverride]  # JAX's field shadows tuple.count
