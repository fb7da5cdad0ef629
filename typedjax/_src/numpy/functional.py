"""Functions over functions: `vectorize`, `frompyfunc`, `apply_along_axis`, `piecewise`, ...

The callable's types carry through: `vectorize(f)` has `f`'s signature,
`apply_along_axis(f, ...)` has `f`'s result dtype, and `piecewise(x, ...)` has
`x`'s dtype. The runtime objects are JAX's own functions.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (a typed callable is also an untyped one): the
# first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, Generic, TypeVar, overload

from typing_extensions import ParamSpec

from typedjax._src.generated.typing.vocabulary import GenericT
from typedjax.array import Array
from typedjax.typing import ArrayLike, generic

__all__: list[str] = [
    "apply_along_axis", "apply_over_axes", "frompyfunc", "piecewise", "vectorize",
]  # fmt: skip

_P = ParamSpec("_P")
_R = TypeVar("_R")
_SliceT = TypeVar("_SliceT", bound=generic)


if TYPE_CHECKING:
    from typedjax._src.numpy.ufuncs import ufunc

    class PyUFunc(ufunc, Generic[_P, _R]):
        """What `frompyfunc` returns: a `tnp.ufunc` called like the function it wraps.

        At run time it is a `jax.numpy.ufunc`; a call vectorizes the wrapped function
        over its (broadcast) arguments, so it takes the function's parameters and
        gives its result type. The other methods are those of `tnp.ufunc`.
        """

        def __call__(self, *args: _P.args, **kwargs: _P.kwargs) -> _R:  # type: ignore[override]  # pyright: ignore[reportIncompatibleMethodOverride]  # narrows the generic ufunc's call to the wrapped function's
            """The wrapped function applied element-wise (broadcasting) to `args`."""
            ...

    def vectorize(
        pyfunc: Callable[_P, _R],
        *,
        excluded: AbstractSet[int | str] = frozenset(),
        signature: str | None = None,
    ) -> Callable[_P, _R]:
        """`pyfunc` mapped over the leading axes of its arguments, with broadcasting.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.vectorize.html

        The signature and result type are `pyfunc`'s: JAX vectorizes with `vmap`,
        which keeps dtypes.
        """
        ...

    def frompyfunc(
        func: Callable[_P, _R], /, nin: int, nout: int, *, identity: object = None
    ) -> PyUFunc[_P, _R]:
        """A JAX ufunc (with `reduce`, `accumulate`, `outer`, ...) made from a scalar function.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.frompyfunc.html
        """
        ...

    # Hand-written, a one-off: the result follows a callable's, not a dtype table.
    @overload
    def apply_along_axis(
        func1d: Callable[[Array[_SliceT]], Array[GenericT]], axis: int, arr: Array[_SliceT]
    ) -> Array[GenericT]: ...
    @overload
    def apply_along_axis(
        func1d: Callable[..., Array[GenericT]],
        axis: int,
        arr: ArrayLike,
        *args: object,
        **kwargs: object,
    ) -> Array[GenericT]: ...
    @overload
    def apply_along_axis(
        func1d: Callable[..., ArrayLike], axis: int, arr: ArrayLike, *args: object, **kwargs: object
    ) -> Array[generic]: ...
    def apply_along_axis(
        func1d: Callable[..., ArrayLike], axis: int, arr: ArrayLike, *args: object, **kwargs: object
    ) -> Array[generic]:
        """`func1d` applied to every 1-D slice of `arr` along `axis`; its result dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.apply_along_axis.html
        """
        ...

    # Hand-written, a one-off: the result follows a callable's, not a dtype table.
    @overload
    def apply_over_axes(
        func: Callable[[Array[GenericT], int], Array[GenericT]],
        a: Array[GenericT],
        axes: Sequence[int],
    ) -> Array[GenericT]: ...
    @overload
    def apply_over_axes(
        func: Callable[..., ArrayLike], a: ArrayLike, axes: Sequence[int]
    ) -> Array[generic]: ...
    def apply_over_axes(
        func: Callable[..., ArrayLike], a: ArrayLike, axes: Sequence[int]
    ) -> Array[generic]:
        """`func(a, axis)` applied for each of `axes` in turn, the result feeding the next.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.apply_over_axes.html
        """
        ...

    # The pieces are converted to `x`'s dtype; the functions get `x`'s elements and
    # the extra arguments.
    # Hand-written, a one-off: the result follows the callables', not a dtype table.
    @overload
    def piecewise(
        x: Array[GenericT],
        condlist: ArrayLike | Sequence[ArrayLike],
        funclist: Sequence[ArrayLike | Callable[[Array[GenericT]], ArrayLike]],
    ) -> Array[GenericT]: ...
    @overload
    def piecewise(
        x: Array[GenericT],
        condlist: ArrayLike | Sequence[ArrayLike],
        # Callable[..., ...] rather than Concatenate[Array[GenericT], ...]: pytype rejects
        # `...` inside Concatenate (the first overload types one-argument functions).
        funclist: Sequence[ArrayLike | Callable[..., ArrayLike]],
        *args: object,
        **kw: object,
    ) -> Array[GenericT]: ...
    @overload
    def piecewise(
        x: ArrayLike,
        condlist: ArrayLike | Sequence[ArrayLike],
        funclist: Sequence[ArrayLike | Callable[..., ArrayLike]],
        *args: object,
        **kw: object,
    ) -> Array[generic]: ...
    def piecewise(
        x: ArrayLike,
        condlist: ArrayLike | Sequence[ArrayLike],
        funclist: Sequence[ArrayLike | Callable[..., ArrayLike]],
        *args: object,
        **kw: object,
    ) -> Array[generic]:
        """Per element of `x`, the value or function of the first true condition; `x`'s dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.piecewise.html

        A function in `funclist` receives the elements of `x` it applies to (and
        `args`, `kw`); a `funclist` one longer than `condlist` gives the default.
        """
        ...

else:
    from jax.numpy import apply_along_axis, apply_over_axes, frompyfunc, piecewise, vectorize
