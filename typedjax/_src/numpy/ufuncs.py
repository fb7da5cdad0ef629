"""Element-wise functions and ufuncs: math, rounding, predicates, comparisons, bit operations.

Every name is JAX's own object (`tnp.sin is jax.numpy.sin`, `tnp.add is
jax.numpy.add`); the declarations give each result the dtype JAX computes.
Transcendental functions keep an inexact dtype and turn integers and booleans
into JAX's default float (`Array[floating]`: x64 decides its width); `abs`,
`real`, `imag` and `angle` turn complex into its real dtype; predicates and
comparisons give `Array[bool_]`; the binary functions promote as the operators
of `typedjax.Array` do (`tnp.add(x1, x2)` is typed as `x1 + x2`), with Python
scalars weak on either side; the bitwise functions take integers and booleans
only. The ufunc objects (`add`, `multiply`, `maximum`, `logical_and`, ...,
`negative`) are instances of typed ufunc classes whose `reduce`,
`accumulate`, `outer`, `at` and `reduceat` are typed too. A NumPy operand's
dtype is invisible to checkers: it gives the category every possible result
lies in.

The declarations of the functions and ufunc objects are written by
`tools/gen/numpy_ufuncs.py` into `typedjax/_src/generated/numpy/ufuncs.py`; this module
holds what they read besides their TypeVars (the NumPy operand aliases) and the `ufunc`
class. The TypeVars are `typedjax._src.generated.typing.vocabulary`'s.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The private aliases are read by the generated declarations
# (typedjax/_src/generated/numpy/ufuncs.py), not here:
# ruff: noqa: PYI047

from __future__ import annotations

from typing import TYPE_CHECKING

from typedjax._src.typing.like import NumPyBool, NumPyInteger, NumPyNumber

__all__: list[str] = ["ufunc"]

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, Literal, TypeAlias

    import numpy as np

    from typedjax.array import Array
    from typedjax.typing import ArrayLike, DTypeLike, bool_, generic, integer

    _NumPyOperand: TypeAlias = NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
    """A NumPy scalar or array: strongly typed, with a dtype checkers do not track."""
    _IntegralNumPy: TypeAlias = NumPyBool | NumPyInteger | np.ndarray[Any, np.dtype[Any]]
    _IntegralLike: TypeAlias = Array[integer | bool_] | _IntegralNumPy | int
    """What the bitwise functions take: integer or boolean arrays and scalars, no floats."""
    _ReduceAxis: TypeAlias = int | tuple[int, ...] | None

    class ufunc:
        """A JAX universal function: element-wise, with `reduce`, `accumulate`, `outer`, `at`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.ufunc.html

        The ufuncs of `typedjax.numpy` (`tnp.add`, ...) are instances of subclasses
        that type each method precisely; a ufunc built here or by `tnp.frompyfunc`
        is typed by this class.
        """

        def __init__(
            self,
            func: Callable[..., object],
            /,
            nin: int,
            nout: int,
            *,
            name: str | None = None,
            nargs: int | None = None,
            identity: object = None,
            call: Callable[..., object] | None = None,
            reduce: Callable[..., object] | None = None,
            accumulate: Callable[..., object] | None = None,
            at: Callable[..., object] | None = None,
            reduceat: Callable[..., object] | None = None,
        ) -> None:
            """Wrap `func`, which maps `nin` arrays to `nout`, with optional fast methods."""

        __name__: str
        """The ufunc's name (`"add"`)."""

        @property
        def nin(self) -> int:
            """Number of inputs."""
            ...

        @property
        def nout(self) -> int:
            """Number of outputs."""
            ...

        @property
        def nargs(self) -> int:
            """Number of arguments (the inputs)."""
            ...

        @property
        def identity(self) -> object:
            """The value a reduction of no elements gives, or None where there is none."""
            ...

        def __call__(
            self, *args: ArrayLike, out: None = None, where: None = None
        ) -> Array[generic] | tuple[Array[generic], ...]:
            """Apply the function element-wise: one array, or a tuple for several outputs."""
            ...

        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[generic]:
            """The binary function folded along `axis` (all axes for None)."""
            ...

        def accumulate(
            self, a: ArrayLike, axis: int = 0, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[generic]:
            """The running fold of the binary function along `axis`."""
            ...

        def at(
            self,
            a: ArrayLike,
            indices: object,
            b: ArrayLike | None = None,
            /,
            *,
            inplace: Literal[False],
        ) -> Array[generic]:
            """A copy of `a` with the function applied at `indices` (needs `inplace=False`)."""
            ...

        def reduceat(
            self,
            a: ArrayLike,
            indices: ArrayLike,
            axis: int = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]:
            """The binary function folded over the slices of `a` starting at `indices`."""
            ...

        def outer(self, A: ArrayLike, B: ArrayLike, /) -> Array[generic]:
            """The binary function on every pair `(A[i...], B[j...])`."""
            ...

else:
    from jax.numpy import ufunc
