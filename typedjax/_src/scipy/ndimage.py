"""What `typedjax.scipy.ndimage` re-exports: JAX's own objects, with their declarations.

The overloads are written by `tools/gen_scipy_misc.py`; never edit the generated block.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (a typed array is also a `jax.Array`, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from typedjax._src.scipy.scope import missing

__all__: list[str] = ["map_coordinates"]

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Literal, overload

    from typedjax._src.numpy.dtype_codes import GenericT
    from typedjax.array import Array
    from typedjax.typing import (
        ArrayLike,
        generic,
    )

    # BEGIN GENERATED (tools/gen_scipy_misc.py)
    @overload
    def map_coordinates(
        input: Array[GenericT],
        coordinates: Sequence[ArrayLike],
        order: Literal[0, 1],
        mode: Literal["constant", "nearest", "wrap", "mirror", "reflect"] = "constant",
        cval: ArrayLike = 0.0,
    ) -> Array[GenericT]: ...
    @overload
    def map_coordinates(
        input: ArrayLike,
        coordinates: Sequence[ArrayLike],
        order: Literal[0, 1],
        mode: Literal["constant", "nearest", "wrap", "mirror", "reflect"] = "constant",
        cval: ArrayLike = 0.0,
    ) -> Array[generic]: ...
    def map_coordinates(
        input: ArrayLike,
        coordinates: Sequence[ArrayLike],
        order: Literal[0, 1],
        mode: Literal["constant", "nearest", "wrap", "mirror", "reflect"] = "constant",
        cval: ArrayLike = 0.0,
    ) -> Array[generic]:
        """`input` sampled at `coordinates` by nearest (`order=0`) or linear interpolation.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.ndimage.map_coordinates.html

        The result keeps `input`'s dtype; JAX rejects booleans and complex input.
        """
        ...

    # END GENERATED
else:
    from jax.scipy.ndimage import (
        map_coordinates,
    )

if not TYPE_CHECKING:

    def __getattr__(name: str) -> NoReturn:
        raise missing("ndimage", name)
