"""The hand-written part of `typedjax.numpy`'s products: `einsum_path`.

The declarations of `matmul`, `dot`, `einsum`, `convolve`, ... are in
`typedjax/_src/generated/numpy/products.py` (written by `tools/gen/numpy_products.py`).
`einsum_path`, which gives a contraction path rather than an array, is declared by
hand; its runtime object is JAX's own function.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (NumPy scalars subclass Python's, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from types import EllipsisType
from typing import TYPE_CHECKING, Protocol, overload

from typedjax.typing import ArrayLike

__all__: list[str] = ["einsum_path"]


class EinsumPathInfo(Protocol):
    """The printable description of a contraction path (opt_einsum's `PathInfo`).

    `str(info)` is the report NumPy's `einsum_path` prints.
    """

    eq: str
    input_subscripts: str
    output_subscript: str
    path: list[tuple[int, ...]]
    naive_cost: Decimal
    opt_cost: Decimal
    speedup: Decimal
    largest_intermediate: Decimal
    scale_list: Sequence[int]
    size_list: Sequence[int]
    size_dict: dict[str, int]
    shapes: list[tuple[int, ...]]


if TYPE_CHECKING:
    # Hand-written, a one-off: the contraction path, not an array.
    @overload
    def einsum_path(
        subscripts: str,
        /,
        *operands: ArrayLike,
        optimize: bool | str | list[tuple[int, ...]] = "auto",
    ) -> tuple[list[tuple[int, ...]], EinsumPathInfo]: ...
    @overload
    def einsum_path(
        operand: ArrayLike,
        subscript: Sequence[int | EllipsisType],
        /,
        *operands: ArrayLike | Sequence[int | EllipsisType],
        optimize: bool | str | list[tuple[int, ...]] = "auto",
    ) -> tuple[list[tuple[int, ...]], EinsumPathInfo]: ...
    def einsum_path(
        subscripts: str | ArrayLike,
        /,
        *operands: ArrayLike | Sequence[int | EllipsisType],
        optimize: bool | str | list[tuple[int, ...]] = "auto",
    ) -> tuple[list[tuple[int, ...]], EinsumPathInfo]:
        """The contraction order `einsum` would use, and a printable report of its cost.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.einsum_path.html
        """
        ...

else:
    from jax.numpy import einsum_path
