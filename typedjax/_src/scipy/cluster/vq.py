"""What `typedjax.scipy.cluster.vq` re-exports: JAX's own objects, with their declarations.

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

__all__: list[str] = ["vq"]

if TYPE_CHECKING:
    from typing import overload

    from typedjax.array import Array
    from typedjax.typing import (
        ArrayLike,
        bfloat16,
        bool_,
        complex64,
        complex128,
        float16,
        float32,
        float64,
        floating,
        integer,
        signedinteger,
    )

    # BEGIN GENERATED (tools/gen_scipy_misc.py)
    @overload
    def vq(
        obs: Array[float32],
        code_book: Array[float32],
        check_finite: bool = True,
    ) -> tuple[Array[signedinteger], Array[float32]]: ...
    @overload
    def vq(
        obs: Array[float64],
        code_book: Array[float64],
        check_finite: bool = True,
    ) -> tuple[Array[signedinteger], Array[float64]]: ...
    @overload
    def vq(
        obs: Array[float16],
        code_book: Array[float16],
        check_finite: bool = True,
    ) -> tuple[Array[signedinteger], Array[float16]]: ...
    @overload
    def vq(
        obs: Array[bfloat16],
        code_book: Array[bfloat16],
        check_finite: bool = True,
    ) -> tuple[Array[signedinteger], Array[bfloat16]]: ...
    @overload
    def vq(
        obs: Array[complex64],
        code_book: Array[complex64],
        check_finite: bool = True,
    ) -> tuple[Array[signedinteger], Array[float32]]: ...
    @overload
    def vq(
        obs: Array[complex128],
        code_book: Array[complex128],
        check_finite: bool = True,
    ) -> tuple[Array[signedinteger], Array[float64]]: ...
    @overload
    def vq(
        obs: Array[integer | bool_],
        code_book: Array[integer | bool_],
        check_finite: bool = True,
    ) -> tuple[Array[signedinteger], Array[floating]]: ...
    @overload
    def vq(
        obs: ArrayLike,
        code_book: ArrayLike,
        check_finite: bool = True,
    ) -> tuple[Array[signedinteger], Array[floating]]: ...
    def vq(
        obs: ArrayLike,
        code_book: ArrayLike,
        check_finite: bool = True,
    ) -> tuple[Array[signedinteger], Array[floating]]:
        """`(code, dist)`: the index of the nearest code for each observation, and its distance.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.cluster.vq.vq.html

        The indices are JAX's default integer, the distances real (complex64 gives
        float32).
        """
        ...

    # END GENERATED
else:
    from jax.scipy.cluster.vq import (
        vq,
    )

if not TYPE_CHECKING:

    def __getattr__(name: str) -> NoReturn:
        raise missing("cluster.vq", name)
