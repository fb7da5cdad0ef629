"""What `typedjax.scipy.sparse.linalg` re-exports: JAX's own objects, with their declarations.

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

__all__: list[str] = ["bicgstab", "cg", "gmres"]

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Literal, Never, TypeVar, overload

    from typedjax.array import Array
    from typedjax.typing import (
        ArrayLike,
        PyTree,
        inexact,
        signedinteger,
    )

    # The solution has the type of `b`: an array, or a pytree of them.
    _TreeT = TypeVar("_TreeT", bound=PyTree[Array])

    # BEGIN GENERATED (tools/gen_scipy_misc.py)
    @overload
    def bicgstab(
        A: ArrayLike | Callable[[_TreeT], PyTree[ArrayLike]],
        b: _TreeT,
        x0: _TreeT | None = None,
        *,
        tol: float = 1e-05,
        atol: float = 0.0,
        maxiter: int | None = None,
        M: ArrayLike | Callable[[_TreeT], PyTree[ArrayLike]] | None = None,
    ) -> tuple[_TreeT, None]: ...
    @overload
    def bicgstab(
        A: ArrayLike | Callable[[Never], PyTree[ArrayLike]],
        b: ArrayLike,
        x0: ArrayLike | None = None,
        *,
        tol: float = 1e-05,
        atol: float = 0.0,
        maxiter: int | None = None,
        M: ArrayLike | Callable[[Never], PyTree[ArrayLike]] | None = None,
    ) -> tuple[Array[inexact], None]: ...
    @overload
    def bicgstab(
        A: ArrayLike | Callable[[Never], PyTree[ArrayLike]],
        b: PyTree[ArrayLike],
        x0: PyTree[ArrayLike] | None = None,
        *,
        tol: float = 1e-05,
        atol: float = 0.0,
        maxiter: int | None = None,
        M: ArrayLike | Callable[[Never], PyTree[ArrayLike]] | None = None,
    ) -> tuple[PyTree[Array[inexact]], None]: ...
    def bicgstab(
        A: ArrayLike | Callable[[Never], PyTree[ArrayLike]],
        b: PyTree[ArrayLike],
        x0: PyTree[ArrayLike] | None = None,
        *,
        tol: float = 1e-05,
        atol: float = 0.0,
        maxiter: int | None = None,
        M: ArrayLike | Callable[[Never], PyTree[ArrayLike]] | None = None,
    ) -> tuple[PyTree[Array], None]:
        """Solution of `A @ x = b` by the biconjugate gradient stabilised method: `(x, info)`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.sparse.linalg.bicgstab.html

        `x` has the type of `b` (an array, or a pytree of arrays), `A` and the preconditioner
        `M` are matrices or linear functions of such a pytree. `info` is None (JAX reports no status).
        """
        ...

    @overload
    def cg(
        A: ArrayLike | Callable[[_TreeT], PyTree[ArrayLike]],
        b: _TreeT,
        x0: _TreeT | None = None,
        *,
        tol: float = 1e-05,
        atol: float = 0.0,
        maxiter: int | None = None,
        M: ArrayLike | Callable[[_TreeT], PyTree[ArrayLike]] | None = None,
    ) -> tuple[_TreeT, None]: ...
    @overload
    def cg(
        A: ArrayLike | Callable[[Never], PyTree[ArrayLike]],
        b: ArrayLike,
        x0: ArrayLike | None = None,
        *,
        tol: float = 1e-05,
        atol: float = 0.0,
        maxiter: int | None = None,
        M: ArrayLike | Callable[[Never], PyTree[ArrayLike]] | None = None,
    ) -> tuple[Array[inexact], None]: ...
    @overload
    def cg(
        A: ArrayLike | Callable[[Never], PyTree[ArrayLike]],
        b: PyTree[ArrayLike],
        x0: PyTree[ArrayLike] | None = None,
        *,
        tol: float = 1e-05,
        atol: float = 0.0,
        maxiter: int | None = None,
        M: ArrayLike | Callable[[Never], PyTree[ArrayLike]] | None = None,
    ) -> tuple[PyTree[Array[inexact]], None]: ...
    def cg(
        A: ArrayLike | Callable[[Never], PyTree[ArrayLike]],
        b: PyTree[ArrayLike],
        x0: PyTree[ArrayLike] | None = None,
        *,
        tol: float = 1e-05,
        atol: float = 0.0,
        maxiter: int | None = None,
        M: ArrayLike | Callable[[Never], PyTree[ArrayLike]] | None = None,
    ) -> tuple[PyTree[Array], None]:
        """Solution of `A @ x = b` by conjugate gradients (`A` Hermitian positive definite): `(x, info)`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.sparse.linalg.cg.html

        `x` has the type of `b` (an array, or a pytree of arrays), `A` and the preconditioner
        `M` are matrices or linear functions of such a pytree. `info` is None (JAX reports no status).
        """
        ...

    @overload
    def gmres(
        A: ArrayLike | Callable[[_TreeT], PyTree[ArrayLike]],
        b: _TreeT,
        x0: _TreeT | None = None,
        *,
        tol: float = 1e-05,
        atol: float = 0.0,
        restart: int = 20,
        maxiter: int | None = None,
        M: ArrayLike | Callable[[_TreeT], PyTree[ArrayLike]] | None = None,
        solve_method: Literal["batched", "incremental"] = "batched",
    ) -> tuple[_TreeT, Array[signedinteger]]: ...
    @overload
    def gmres(
        A: ArrayLike | Callable[[Never], PyTree[ArrayLike]],
        b: ArrayLike,
        x0: ArrayLike | None = None,
        *,
        tol: float = 1e-05,
        atol: float = 0.0,
        restart: int = 20,
        maxiter: int | None = None,
        M: ArrayLike | Callable[[Never], PyTree[ArrayLike]] | None = None,
        solve_method: Literal["batched", "incremental"] = "batched",
    ) -> tuple[Array[inexact], Array[signedinteger]]: ...
    @overload
    def gmres(
        A: ArrayLike | Callable[[Never], PyTree[ArrayLike]],
        b: PyTree[ArrayLike],
        x0: PyTree[ArrayLike] | None = None,
        *,
        tol: float = 1e-05,
        atol: float = 0.0,
        restart: int = 20,
        maxiter: int | None = None,
        M: ArrayLike | Callable[[Never], PyTree[ArrayLike]] | None = None,
        solve_method: Literal["batched", "incremental"] = "batched",
    ) -> tuple[PyTree[Array[inexact]], Array[signedinteger]]: ...
    def gmres(
        A: ArrayLike | Callable[[Never], PyTree[ArrayLike]],
        b: PyTree[ArrayLike],
        x0: PyTree[ArrayLike] | None = None,
        *,
        tol: float = 1e-05,
        atol: float = 0.0,
        restart: int = 20,
        maxiter: int | None = None,
        M: ArrayLike | Callable[[Never], PyTree[ArrayLike]] | None = None,
        solve_method: Literal["batched", "incremental"] = "batched",
    ) -> tuple[PyTree[Array], Array[signedinteger]]:
        """Solution of `A @ x = b` by the generalised minimal residual method: `(x, info)`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.sparse.linalg.gmres.html

        `x` has the type of `b` (an array, or a pytree of arrays), `A` and the preconditioner
        `M` are matrices or linear functions of such a pytree. `info` is 0, or -1 when the solution holds a NaN.
        """
        ...

    # END GENERATED
else:
    from jax.scipy.sparse.linalg import (
        bicgstab,
        cg,
        gmres,
    )

if not TYPE_CHECKING:

    def __getattr__(name: str) -> NoReturn:
        raise missing("sparse.linalg", name)
