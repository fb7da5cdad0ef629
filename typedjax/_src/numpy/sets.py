"""The hand-written part of `typedjax.numpy`'s set routines: the named tuples of `unique_*`.

The declarations of `unique`, `unique_all`, `union1d`, `isin`, ... are written by
`tools/gen/numpy_sets.py` into `typedjax/_src/generated/numpy/sets.py` (re-exported
by `typedjax._src.numpy.reductions`); `unique_all`, `unique_counts` and
`unique_inverse` return the named tuples here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__: list[str] = []

if TYPE_CHECKING:
    from typing import Generic, NamedTuple, TypeVar

    from typedjax.array import Array
    from typedjax.typing import generic, signedinteger

    # Covariant: a result holding float32 values is one holding floating values
    # (pytype lacks variance; mypy and pyright use it).
    # pytype: disable=not-supported-yet
    _ValuesT_co = TypeVar("_ValuesT_co", bound=generic, covariant=True)
    # pytype: enable=not-supported-yet

    # JAX's results are its own named tuples (jax._src.numpy.setops._UniqueAllResult
    # and its siblings, private to JAX) with these fields; typedjax types them by the
    # values' dtype. They exist for checkers only: import them under TYPE_CHECKING.
    class UniqueAllResult(NamedTuple, Generic[_ValuesT_co]):
        """What `unique_all` returns: values, first indices, inverse indices and counts."""

        values: Array[_ValuesT_co]
        indices: Array[signedinteger]
        inverse_indices: Array[signedinteger]
        counts: Array[signedinteger]

    class UniqueCountsResult(NamedTuple, Generic[_ValuesT_co]):
        """What `unique_counts` returns: the unique values and their counts."""

        values: Array[_ValuesT_co]
        counts: Array[signedinteger]

    class UniqueInverseResult(NamedTuple, Generic[_ValuesT_co]):
        """What `unique_inverse` returns: the unique values and the inverse indices."""

        values: Array[_ValuesT_co]
        inverse_indices: Array[signedinteger]
