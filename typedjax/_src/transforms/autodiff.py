"""`grad`, `value_and_grad`, `jacfwd`, `jacrev`, `hessian`, `jvp`, `vjp` and `linearize`, typed.

At run time each is JAX's own function (`grad is jax.grad`): typedjax adds
nothing per call. To checkers the differentiated function keeps `fun`'s
parameters, so a wrong argument is still an error after the transform, and its
result is typed:

* `grad(f)` returns the gradient with the type of the parameter `argnums`
  names (`Literal[0]`, `1`, `2`, or the tuple `(0, 1)`); a parameter typed
  `float` or `ArrayLike` (`complex` or `ArrayLike` with `holomorphic=True`)
  gets `Array[floating]` (`Array[complexfloating]`), since JAX returns an
  array for a Python scalar. The parameters up to `argnums` become
  positional-only; those after it keep their names and kinds.
* `fun`'s result must be a real floating scalar: `Array[floating]`, an untyped
  `jax.Array` (a checker cannot see its dtype, so it is accepted; JAX refuses
  an integer or complex one at trace time) or `float`. An `Array` of an
  integer, boolean or complex dtype is a static error. With
  `holomorphic=True` the result is `Array[complexfloating]`, `jax.Array` or
  `complex` (mypy refuses real results there; pyright's float-to-complex
  promotion lets them through).
* `has_aux=True`: `fun` returns `(value, aux)` and the transform returns
  `(gradient, aux)`.
* `jacfwd`/`jacrev`/`hessian` of a function of one array (or float) argument
  returning one array are `Array[floating]` (`Array[complexfloating]` with
  `holomorphic=True`): the category, because `jacfwd` takes the output's
  dtype and `jacrev` the input's.
* `jvp`, `vjp` and `linearize` are precise for one to three inexact array
  primals and an inexact array result.

Everything else (other `argnums`, `allow_int=True`, flags that are not
literals, pytrees for the Jacobians, untyped primals) falls to an overload that
still checks `fun`'s parameters and result but types what comes back as
`object`. Limits: a pytree parameter (`dict[str, Array[float32]]`) gets its own
type back, which is right for array leaves but not for Python-scalar leaves
(JAX returns arrays there); `value_and_grad` of a function typed `-> float`
takes the loose overload, because its value comes back as an array. The flags
`has_aux`, `holomorphic`, `allow_int` and `reduce_axes` are keyword-only in the
precise overloads (JAX also takes them positionally; so do the loose
overloads, except `holomorphic=True`, which is keyword-only there too).

The overloads are written by `tools/gen_transforms_autodiff.py` from its tables
(`argnums`, real or holomorphic, `has_aux`, primal counts); edit a table and run
`python tools/gen_transforms_autodiff.py`, never the generated block.
"""

# The scalar overloads (a `float` parameter) deliberately precede and overlap the generic
# ones: a function taking `float` (or `ArrayLike`) is given `Array[floating]`, the first match.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type

from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = (
    "grad",
    "hessian",
    "jacfwd",
    "jacrev",
    "jvp",
    "linearize",
    "value_and_grad",
    "vjp",
)

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable, Mapping, Sequence
    from typing import Any, Concatenate, Literal, Protocol, TypeAlias, TypeVar, overload

    import jax
    from typing_extensions import ParamSpec

    from typedjax._src.array.array import Array
    from typedjax._src.typing.dtype import complexfloating, floating
    from typedjax._src.typing.like import ArrayLike

    class _HasHex(Protocol):
        # `float` has `.hex()`; `int`, `bool` and `complex` do not.
        def hex(self) -> str: ...

    class _HasComplex(Protocol):
        # `complex` has `__complex__`; `float`, `int` and `bool` do not (Python >= 3.11 stubs).
        def __complex__(self) -> complex: ...

    class _FloatItem(Protocol):
        # `jax.Array.item()` is `Any`, which this takes; `Array[integer].item()` is an `int`,
        # which it does not. `Array[floating]` is told apart by its dtype parameter instead
        # (below): a checker that reads `float` as `float | int` (ty, by the typing spec's
        # numeric promotion) cannot tell a float item from an int one.
        def item(self, *args: int) -> _HasHex: ...

    class _ComplexOnlyItem(Protocol):
        def item(self, *args: int) -> _HasComplex: ...

    # A real or a complex result: a typed array of that category, or a plain `jax.Array`.
    # An integer, boolean (or, for real, complex) `Array` matches neither, although it is
    # a `jax.Array`.
    _RealItem: TypeAlias = "Array[floating] | _FloatItem"
    _ComplexItem: TypeAlias = "Array[complexfloating] | _ComplexOnlyItem"

    _RealOut: TypeAlias = "_RealItem | float"
    _ComplexOut: TypeAlias = "_ComplexItem | complex"
    _InexactOut: TypeAlias = "_RealItem | _ComplexItem"

    # `vjp`'s `saveable_args`, `vjp`/`linearize`'s `in_nzs`: one bool for all the primals,
    # or a tree of bools that is a prefix of the primals' (JAX matches containers by their
    # number of children only, so any sequence or mapping of flags).
    _Flags: TypeAlias = "bool | Sequence[object] | Mapping[Any, object]"

    _P = ParamSpec("_P")
    _A0 = TypeVar("_A0")
    _A1 = TypeVar("_A1")
    _A2 = TypeVar("_A2")
    _Aux = TypeVar("_Aux")
    _RealOutT = TypeVar("_RealOutT", bound=_RealItem)
    _ComplexOutT = TypeVar("_ComplexOutT", bound=_ComplexItem)
    _X0 = TypeVar("_X0", bound=_InexactOut)
    _X1 = TypeVar("_X1", bound=_InexactOut)
    _X2 = TypeVar("_X2", bound=_InexactOut)
    _Y = TypeVar("_Y", bound=_InexactOut)
    _In = TypeVar("_In", bound="jax.Array | float")

    # pytype does not see a TypeVar inside `Concatenate` and calls the others "used once".
    # pytype: disable=invalid-annotation

    # BEGIN GENERATED (tools/gen_transforms_autodiff.py)
    @overload
    def grad(
        fun: Callable[Concatenate[Array[floating], _P], _RealOut],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[ArrayLike, _P], Array[floating]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[float, _P], _RealOut],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[float, _P], Array[floating]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _P], _RealOut],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _P], _A0]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, Array[floating], _P], _RealOut],
        argnums: Literal[1],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, ArrayLike, _P], Array[floating]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, float, _P], _RealOut],
        argnums: Literal[1],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, float, _P], Array[floating]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, _P], _RealOut],
        argnums: Literal[1],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], _A1]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, Array[floating], _P], _RealOut],
        argnums: Literal[2],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, ArrayLike, _P], Array[floating]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, float, _P], _RealOut],
        argnums: Literal[2],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, float, _P], Array[floating]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, _A2, _P], _RealOut],
        argnums: Literal[2],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _A2, _P], _A2]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[Array[floating], Array[floating], _P], _RealOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, ArrayLike, _P], tuple[Array[floating], Array[floating]]
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[Array[floating], float, _P], _RealOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[ArrayLike, float, _P], tuple[Array[floating], Array[floating]]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[Array[floating], _A1, _P], _RealOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[ArrayLike, _A1, _P], tuple[Array[floating], _A1]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[float, Array[floating], _P], _RealOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[float, ArrayLike, _P], tuple[Array[floating], Array[floating]]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[float, float, _P], _RealOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[float, float, _P], tuple[Array[floating], Array[floating]]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[float, _A1, _P], _RealOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[float, _A1, _P], tuple[Array[floating], _A1]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, Array[floating], _P], _RealOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, ArrayLike, _P], tuple[_A0, Array[floating]]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, float, _P], _RealOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, float, _P], tuple[_A0, Array[floating]]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, _P], _RealOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], tuple[_A0, _A1]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[Array[complexfloating], _P], _ComplexOut],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[ArrayLike, _P], Array[complexfloating]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[complex, _P], _ComplexOut],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[complex, _P], Array[complexfloating]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _P], _ComplexOut],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _P], _A0]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, Array[complexfloating], _P], _ComplexOut],
        argnums: Literal[1],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, ArrayLike, _P], Array[complexfloating]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, complex, _P], _ComplexOut],
        argnums: Literal[1],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, complex, _P], Array[complexfloating]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, _P], _ComplexOut],
        argnums: Literal[1],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], _A1]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, Array[complexfloating], _P], _ComplexOut],
        argnums: Literal[2],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, ArrayLike, _P], Array[complexfloating]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, complex, _P], _ComplexOut],
        argnums: Literal[2],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, complex, _P], Array[complexfloating]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, _A2, _P], _ComplexOut],
        argnums: Literal[2],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _A2, _P], _A2]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[Array[complexfloating], Array[complexfloating], _P], _ComplexOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, ArrayLike, _P], tuple[Array[complexfloating], Array[complexfloating]]
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[Array[complexfloating], complex, _P], _ComplexOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, complex, _P], tuple[Array[complexfloating], Array[complexfloating]]
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[Array[complexfloating], _A1, _P], _ComplexOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[ArrayLike, _A1, _P], tuple[Array[complexfloating], _A1]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[complex, Array[complexfloating], _P], _ComplexOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[complex, ArrayLike, _P], tuple[Array[complexfloating], Array[complexfloating]]
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[complex, complex, _P], _ComplexOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[complex, complex, _P], tuple[Array[complexfloating], Array[complexfloating]]
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[complex, _A1, _P], _ComplexOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[complex, _A1, _P], tuple[Array[complexfloating], _A1]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, Array[complexfloating], _P], _ComplexOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, ArrayLike, _P], tuple[_A0, Array[complexfloating]]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, complex, _P], _ComplexOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, complex, _P], tuple[_A0, Array[complexfloating]]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, _P], _ComplexOut],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], tuple[_A0, _A1]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[Array[floating], _P], tuple[_RealOut, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[ArrayLike, _P], tuple[Array[floating], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[float, _P], tuple[_RealOut, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[float, _P], tuple[Array[floating], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _P], tuple[_RealOut, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _P], tuple[_A0, _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, Array[floating], _P], tuple[_RealOut, _Aux]],
        argnums: Literal[1],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, ArrayLike, _P], tuple[Array[floating], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, float, _P], tuple[_RealOut, _Aux]],
        argnums: Literal[1],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, float, _P], tuple[Array[floating], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, _P], tuple[_RealOut, _Aux]],
        argnums: Literal[1],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], tuple[_A1, _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, Array[floating], _P], tuple[_RealOut, _Aux]],
        argnums: Literal[2],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, ArrayLike, _P], tuple[Array[floating], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, float, _P], tuple[_RealOut, _Aux]],
        argnums: Literal[2],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, float, _P], tuple[Array[floating], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, _A2, _P], tuple[_RealOut, _Aux]],
        argnums: Literal[2],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _A2, _P], tuple[_A2, _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[Array[floating], Array[floating], _P], tuple[_RealOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, ArrayLike, _P], tuple[tuple[Array[floating], Array[floating]], _Aux]
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[Array[floating], float, _P], tuple[_RealOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, float, _P], tuple[tuple[Array[floating], Array[floating]], _Aux]
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[Array[floating], _A1, _P], tuple[_RealOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[ArrayLike, _A1, _P], tuple[tuple[Array[floating], _A1], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[float, Array[floating], _P], tuple[_RealOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[float, ArrayLike, _P], tuple[tuple[Array[floating], Array[floating]], _Aux]
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[float, float, _P], tuple[_RealOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[float, float, _P], tuple[tuple[Array[floating], Array[floating]], _Aux]
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[float, _A1, _P], tuple[_RealOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[float, _A1, _P], tuple[tuple[Array[floating], _A1], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, Array[floating], _P], tuple[_RealOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, ArrayLike, _P], tuple[tuple[_A0, Array[floating]], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, float, _P], tuple[_RealOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, float, _P], tuple[tuple[_A0, Array[floating]], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, _P], tuple[_RealOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], tuple[tuple[_A0, _A1], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[Array[complexfloating], _P], tuple[_ComplexOut, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[ArrayLike, _P], tuple[Array[complexfloating], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[complex, _P], tuple[_ComplexOut, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[complex, _P], tuple[Array[complexfloating], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _P], tuple[_ComplexOut, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _P], tuple[_A0, _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, Array[complexfloating], _P], tuple[_ComplexOut, _Aux]],
        argnums: Literal[1],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, ArrayLike, _P], tuple[Array[complexfloating], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, complex, _P], tuple[_ComplexOut, _Aux]],
        argnums: Literal[1],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, complex, _P], tuple[Array[complexfloating], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, _P], tuple[_ComplexOut, _Aux]],
        argnums: Literal[1],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], tuple[_A1, _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, Array[complexfloating], _P], tuple[_ComplexOut, _Aux]],
        argnums: Literal[2],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, ArrayLike, _P], tuple[Array[complexfloating], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, complex, _P], tuple[_ComplexOut, _Aux]],
        argnums: Literal[2],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, complex, _P], tuple[Array[complexfloating], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, _A2, _P], tuple[_ComplexOut, _Aux]],
        argnums: Literal[2],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _A2, _P], tuple[_A2, _Aux]]: ...
    @overload
    def grad(
        fun: Callable[
            Concatenate[Array[complexfloating], Array[complexfloating], _P],
            tuple[_ComplexOut, _Aux],
        ],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, ArrayLike, _P],
        tuple[tuple[Array[complexfloating], Array[complexfloating]], _Aux],
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[Array[complexfloating], complex, _P], tuple[_ComplexOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, complex, _P],
        tuple[tuple[Array[complexfloating], Array[complexfloating]], _Aux],
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[Array[complexfloating], _A1, _P], tuple[_ComplexOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, _A1, _P], tuple[tuple[Array[complexfloating], _A1], _Aux]
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[complex, Array[complexfloating], _P], tuple[_ComplexOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[complex, ArrayLike, _P],
        tuple[tuple[Array[complexfloating], Array[complexfloating]], _Aux],
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[complex, complex, _P], tuple[_ComplexOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[complex, complex, _P],
        tuple[tuple[Array[complexfloating], Array[complexfloating]], _Aux],
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[complex, _A1, _P], tuple[_ComplexOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[complex, _A1, _P], tuple[tuple[Array[complexfloating], _A1], _Aux]
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, Array[complexfloating], _P], tuple[_ComplexOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, ArrayLike, _P], tuple[tuple[_A0, Array[complexfloating]], _Aux]
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, complex, _P], tuple[_ComplexOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, complex, _P], tuple[tuple[_A0, Array[complexfloating]], _Aux]
    ]: ...
    @overload
    def grad(
        fun: Callable[Concatenate[_A0, _A1, _P], tuple[_ComplexOut, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], tuple[tuple[_A0, _A1], _Aux]]: ...
    @overload
    def grad(
        fun: Callable[_P, _RealOut | tuple[_RealOut, object]],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
        holomorphic: Literal[False] = False,
        allow_int: bool = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[_P, object]: ...
    @overload
    def grad(
        fun: Callable[_P, _ComplexOut | tuple[_ComplexOut, object]],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
        *,
        holomorphic: bool,
        allow_int: bool = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[_P, object]: ...
    def grad(
        fun: Callable[..., object],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
        holomorphic: bool = False,
        allow_int: bool = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[..., object]:
        """The gradient of `fun` with respect to the arguments `argnums` names.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.grad.html
        """
        ...

    @overload
    def value_and_grad(
        fun: Callable[Concatenate[Array[floating], _P], _RealOutT],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[ArrayLike, _P], tuple[_RealOutT, Array[floating]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[float, _P], _RealOutT],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[float, _P], tuple[_RealOutT, Array[floating]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _P], _RealOutT],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _P], tuple[_RealOutT, _A0]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, Array[floating], _P], _RealOutT],
        argnums: Literal[1],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, ArrayLike, _P], tuple[_RealOutT, Array[floating]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, float, _P], _RealOutT],
        argnums: Literal[1],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, float, _P], tuple[_RealOutT, Array[floating]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, _P], _RealOutT],
        argnums: Literal[1],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], tuple[_RealOutT, _A1]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, Array[floating], _P], _RealOutT],
        argnums: Literal[2],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, ArrayLike, _P], tuple[_RealOutT, Array[floating]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, float, _P], _RealOutT],
        argnums: Literal[2],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, float, _P], tuple[_RealOutT, Array[floating]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, _A2, _P], _RealOutT],
        argnums: Literal[2],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _A2, _P], tuple[_RealOutT, _A2]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[Array[floating], Array[floating], _P], _RealOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, ArrayLike, _P],
        tuple[_RealOutT, tuple[Array[floating], Array[floating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[Array[floating], float, _P], _RealOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, float, _P], tuple[_RealOutT, tuple[Array[floating], Array[floating]]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[Array[floating], _A1, _P], _RealOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, _A1, _P], tuple[_RealOutT, tuple[Array[floating], _A1]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[float, Array[floating], _P], _RealOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[float, ArrayLike, _P], tuple[_RealOutT, tuple[Array[floating], Array[floating]]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[float, float, _P], _RealOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[float, float, _P], tuple[_RealOutT, tuple[Array[floating], Array[floating]]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[float, _A1, _P], _RealOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[float, _A1, _P], tuple[_RealOutT, tuple[Array[floating], _A1]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, Array[floating], _P], _RealOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, ArrayLike, _P], tuple[_RealOutT, tuple[_A0, Array[floating]]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, float, _P], _RealOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, float, _P], tuple[_RealOutT, tuple[_A0, Array[floating]]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, _P], _RealOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], tuple[_RealOutT, tuple[_A0, _A1]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[Array[complexfloating], _P], _ComplexOutT],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[ArrayLike, _P], tuple[_ComplexOutT, Array[complexfloating]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[complex, _P], _ComplexOutT],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[complex, _P], tuple[_ComplexOutT, Array[complexfloating]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _P], _ComplexOutT],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _P], tuple[_ComplexOutT, _A0]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, Array[complexfloating], _P], _ComplexOutT],
        argnums: Literal[1],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, ArrayLike, _P], tuple[_ComplexOutT, Array[complexfloating]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, complex, _P], _ComplexOutT],
        argnums: Literal[1],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, complex, _P], tuple[_ComplexOutT, Array[complexfloating]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, _P], _ComplexOutT],
        argnums: Literal[1],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], tuple[_ComplexOutT, _A1]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, Array[complexfloating], _P], _ComplexOutT],
        argnums: Literal[2],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, _A1, ArrayLike, _P], tuple[_ComplexOutT, Array[complexfloating]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, complex, _P], _ComplexOutT],
        argnums: Literal[2],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, _A1, complex, _P], tuple[_ComplexOutT, Array[complexfloating]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, _A2, _P], _ComplexOutT],
        argnums: Literal[2],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _A2, _P], tuple[_ComplexOutT, _A2]]: ...
    @overload
    def value_and_grad(
        fun: Callable[
            Concatenate[Array[complexfloating], Array[complexfloating], _P], _ComplexOutT
        ],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, ArrayLike, _P],
        tuple[_ComplexOutT, tuple[Array[complexfloating], Array[complexfloating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[Array[complexfloating], complex, _P], _ComplexOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, complex, _P],
        tuple[_ComplexOutT, tuple[Array[complexfloating], Array[complexfloating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[Array[complexfloating], _A1, _P], _ComplexOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, _A1, _P], tuple[_ComplexOutT, tuple[Array[complexfloating], _A1]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[complex, Array[complexfloating], _P], _ComplexOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[complex, ArrayLike, _P],
        tuple[_ComplexOutT, tuple[Array[complexfloating], Array[complexfloating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[complex, complex, _P], _ComplexOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[complex, complex, _P],
        tuple[_ComplexOutT, tuple[Array[complexfloating], Array[complexfloating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[complex, _A1, _P], _ComplexOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[complex, _A1, _P], tuple[_ComplexOutT, tuple[Array[complexfloating], _A1]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, Array[complexfloating], _P], _ComplexOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, ArrayLike, _P], tuple[_ComplexOutT, tuple[_A0, Array[complexfloating]]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, complex, _P], _ComplexOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, complex, _P], tuple[_ComplexOutT, tuple[_A0, Array[complexfloating]]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, _P], _ComplexOutT],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], tuple[_ComplexOutT, tuple[_A0, _A1]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[Array[floating], _P], tuple[_RealOutT, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[ArrayLike, _P], tuple[tuple[_RealOutT, _Aux], Array[floating]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[float, _P], tuple[_RealOutT, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[float, _P], tuple[tuple[_RealOutT, _Aux], Array[floating]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _P], tuple[_RealOutT, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _P], tuple[tuple[_RealOutT, _Aux], _A0]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, Array[floating], _P], tuple[_RealOutT, _Aux]],
        argnums: Literal[1],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, ArrayLike, _P], tuple[tuple[_RealOutT, _Aux], Array[floating]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, float, _P], tuple[_RealOutT, _Aux]],
        argnums: Literal[1],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, float, _P], tuple[tuple[_RealOutT, _Aux], Array[floating]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, _P], tuple[_RealOutT, _Aux]],
        argnums: Literal[1],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], tuple[tuple[_RealOutT, _Aux], _A1]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, Array[floating], _P], tuple[_RealOutT, _Aux]],
        argnums: Literal[2],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, _A1, ArrayLike, _P], tuple[tuple[_RealOutT, _Aux], Array[floating]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, float, _P], tuple[_RealOutT, _Aux]],
        argnums: Literal[2],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, _A1, float, _P], tuple[tuple[_RealOutT, _Aux], Array[floating]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, _A2, _P], tuple[_RealOutT, _Aux]],
        argnums: Literal[2],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _A2, _P], tuple[tuple[_RealOutT, _Aux], _A2]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[Array[floating], Array[floating], _P], tuple[_RealOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, ArrayLike, _P],
        tuple[tuple[_RealOutT, _Aux], tuple[Array[floating], Array[floating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[Array[floating], float, _P], tuple[_RealOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, float, _P],
        tuple[tuple[_RealOutT, _Aux], tuple[Array[floating], Array[floating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[Array[floating], _A1, _P], tuple[_RealOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, _A1, _P], tuple[tuple[_RealOutT, _Aux], tuple[Array[floating], _A1]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[float, Array[floating], _P], tuple[_RealOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[float, ArrayLike, _P],
        tuple[tuple[_RealOutT, _Aux], tuple[Array[floating], Array[floating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[float, float, _P], tuple[_RealOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[float, float, _P],
        tuple[tuple[_RealOutT, _Aux], tuple[Array[floating], Array[floating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[float, _A1, _P], tuple[_RealOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[float, _A1, _P], tuple[tuple[_RealOutT, _Aux], tuple[Array[floating], _A1]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, Array[floating], _P], tuple[_RealOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, ArrayLike, _P], tuple[tuple[_RealOutT, _Aux], tuple[_A0, Array[floating]]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, float, _P], tuple[_RealOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, float, _P], tuple[tuple[_RealOutT, _Aux], tuple[_A0, Array[floating]]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, _P], tuple[_RealOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], tuple[tuple[_RealOutT, _Aux], tuple[_A0, _A1]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[Array[complexfloating], _P], tuple[_ComplexOutT, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, _P], tuple[tuple[_ComplexOutT, _Aux], Array[complexfloating]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[complex, _P], tuple[_ComplexOutT, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[complex, _P], tuple[tuple[_ComplexOutT, _Aux], Array[complexfloating]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _P], tuple[_ComplexOutT, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _P], tuple[tuple[_ComplexOutT, _Aux], _A0]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, Array[complexfloating], _P], tuple[_ComplexOutT, _Aux]],
        argnums: Literal[1],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, ArrayLike, _P], tuple[tuple[_ComplexOutT, _Aux], Array[complexfloating]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, complex, _P], tuple[_ComplexOutT, _Aux]],
        argnums: Literal[1],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, complex, _P], tuple[tuple[_ComplexOutT, _Aux], Array[complexfloating]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, _P], tuple[_ComplexOutT, _Aux]],
        argnums: Literal[1],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], tuple[tuple[_ComplexOutT, _Aux], _A1]]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, Array[complexfloating], _P], tuple[_ComplexOutT, _Aux]],
        argnums: Literal[2],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, _A1, ArrayLike, _P],
        tuple[tuple[_ComplexOutT, _Aux], Array[complexfloating]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, complex, _P], tuple[_ComplexOutT, _Aux]],
        argnums: Literal[2],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, _A1, complex, _P], tuple[tuple[_ComplexOutT, _Aux], Array[complexfloating]]
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, _A2, _P], tuple[_ComplexOutT, _Aux]],
        argnums: Literal[2],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _A2, _P], tuple[tuple[_ComplexOutT, _Aux], _A2]]: ...
    @overload
    def value_and_grad(
        fun: Callable[
            Concatenate[Array[complexfloating], Array[complexfloating], _P],
            tuple[_ComplexOutT, _Aux],
        ],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, ArrayLike, _P],
        tuple[tuple[_ComplexOutT, _Aux], tuple[Array[complexfloating], Array[complexfloating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[Array[complexfloating], complex, _P], tuple[_ComplexOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, complex, _P],
        tuple[tuple[_ComplexOutT, _Aux], tuple[Array[complexfloating], Array[complexfloating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[Array[complexfloating], _A1, _P], tuple[_ComplexOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[ArrayLike, _A1, _P],
        tuple[tuple[_ComplexOutT, _Aux], tuple[Array[complexfloating], _A1]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[complex, Array[complexfloating], _P], tuple[_ComplexOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[complex, ArrayLike, _P],
        tuple[tuple[_ComplexOutT, _Aux], tuple[Array[complexfloating], Array[complexfloating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[complex, complex, _P], tuple[_ComplexOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[complex, complex, _P],
        tuple[tuple[_ComplexOutT, _Aux], tuple[Array[complexfloating], Array[complexfloating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[complex, _A1, _P], tuple[_ComplexOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[complex, _A1, _P],
        tuple[tuple[_ComplexOutT, _Aux], tuple[Array[complexfloating], _A1]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, Array[complexfloating], _P], tuple[_ComplexOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, ArrayLike, _P],
        tuple[tuple[_ComplexOutT, _Aux], tuple[_A0, Array[complexfloating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, complex, _P], tuple[_ComplexOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[
        Concatenate[_A0, complex, _P],
        tuple[tuple[_ComplexOutT, _Aux], tuple[_A0, Array[complexfloating]]],
    ]: ...
    @overload
    def value_and_grad(
        fun: Callable[Concatenate[_A0, _A1, _P], tuple[_ComplexOutT, _Aux]],
        argnums: tuple[Literal[0], Literal[1]],
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[Concatenate[_A0, _A1, _P], tuple[tuple[_ComplexOutT, _Aux], tuple[_A0, _A1]]]: ...
    @overload
    def value_and_grad(
        fun: Callable[_P, _RealOut | tuple[_RealOut, object]],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
        holomorphic: Literal[False] = False,
        allow_int: bool = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[_P, tuple[object, object]]: ...
    @overload
    def value_and_grad(
        fun: Callable[_P, _ComplexOut | tuple[_ComplexOut, object]],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
        *,
        holomorphic: bool,
        allow_int: bool = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[_P, tuple[object, object]]: ...
    def value_and_grad(
        fun: Callable[..., object],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
        holomorphic: bool = False,
        allow_int: bool = False,
        reduce_axes: Sequence[Hashable] = (),
    ) -> Callable[..., tuple[object, object]]:
        """`fun` returning `(value, gradient)`: its value and its gradient, from one pass.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.value_and_grad.html
        """
        ...

    @overload
    def jacfwd(
        fun: Callable[Concatenate[_In, _P], _RealOut],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
    ) -> Callable[Concatenate[_In, _P], Array[floating]]: ...
    @overload
    def jacfwd(
        fun: Callable[Concatenate[_In, _P], _ComplexOut],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
    ) -> Callable[Concatenate[_In, _P], Array[complexfloating]]: ...
    @overload
    def jacfwd(
        fun: Callable[Concatenate[_In, _P], tuple[_RealOut, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
    ) -> Callable[Concatenate[_In, _P], tuple[Array[floating], _Aux]]: ...
    @overload
    def jacfwd(
        fun: Callable[Concatenate[_In, _P], tuple[_ComplexOut, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
    ) -> Callable[Concatenate[_In, _P], tuple[Array[complexfloating], _Aux]]: ...
    @overload
    def jacfwd(
        fun: Callable[_P, object],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, object]: ...
    def jacfwd(
        fun: Callable[_P, object],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, object]:
        """The Jacobian of `fun` by forward mode (columns from pushed-forward tangents).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.jacfwd.html
        """
        ...

    @overload
    def jacrev(
        fun: Callable[Concatenate[_In, _P], _RealOut],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
    ) -> Callable[Concatenate[_In, _P], Array[floating]]: ...
    @overload
    def jacrev(
        fun: Callable[Concatenate[_In, _P], _ComplexOut],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
    ) -> Callable[Concatenate[_In, _P], Array[complexfloating]]: ...
    @overload
    def jacrev(
        fun: Callable[Concatenate[_In, _P], tuple[_RealOut, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
        allow_int: Literal[False] = False,
    ) -> Callable[Concatenate[_In, _P], tuple[Array[floating], _Aux]]: ...
    @overload
    def jacrev(
        fun: Callable[Concatenate[_In, _P], tuple[_ComplexOut, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
        allow_int: Literal[False] = False,
    ) -> Callable[Concatenate[_In, _P], tuple[Array[complexfloating], _Aux]]: ...
    @overload
    def jacrev(
        fun: Callable[_P, object],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
        holomorphic: bool = False,
        allow_int: bool = False,
    ) -> Callable[_P, object]: ...
    def jacrev(
        fun: Callable[_P, object],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
        holomorphic: bool = False,
        allow_int: bool = False,
    ) -> Callable[_P, object]:
        """The Jacobian of `fun` by reverse mode (rows from pulled-back cotangents).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.jacrev.html
        """
        ...

    @overload
    def hessian(
        fun: Callable[Concatenate[_In, _P], _RealOut],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[False] = False,
    ) -> Callable[Concatenate[_In, _P], Array[floating]]: ...
    @overload
    def hessian(
        fun: Callable[Concatenate[_In, _P], _ComplexOut],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[False] = False,
        holomorphic: Literal[True],
    ) -> Callable[Concatenate[_In, _P], Array[complexfloating]]: ...
    @overload
    def hessian(
        fun: Callable[Concatenate[_In, _P], tuple[_RealOut, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[False] = False,
    ) -> Callable[Concatenate[_In, _P], tuple[Array[floating], _Aux]]: ...
    @overload
    def hessian(
        fun: Callable[Concatenate[_In, _P], tuple[_ComplexOut, _Aux]],
        argnums: Literal[0] = 0,
        *,
        has_aux: Literal[True],
        holomorphic: Literal[True],
    ) -> Callable[Concatenate[_In, _P], tuple[Array[complexfloating], _Aux]]: ...
    @overload
    def hessian(
        fun: Callable[_P, object],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, object]: ...
    def hessian(
        fun: Callable[_P, object],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, object]:
        """The Hessian of a scalar `fun`: `jacfwd(jacrev(fun))`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.hessian.html
        """
        ...

    @overload
    def jvp(
        fun: Callable[[_X0], _Y],
        primals: tuple[_X0],
        tangents: tuple[_X0],
        has_aux: Literal[False] = False,
    ) -> tuple[_Y, _Y]: ...
    @overload
    def jvp(
        fun: Callable[[_X0], tuple[_Y, _Aux]],
        primals: tuple[_X0],
        tangents: tuple[_X0],
        has_aux: Literal[True],
    ) -> tuple[_Y, _Y, _Aux]: ...
    @overload
    def jvp(
        fun: Callable[[_X0, _X1], _Y],
        primals: tuple[_X0, _X1],
        tangents: tuple[_X0, _X1],
        has_aux: Literal[False] = False,
    ) -> tuple[_Y, _Y]: ...
    @overload
    def jvp(
        fun: Callable[[_X0, _X1], tuple[_Y, _Aux]],
        primals: tuple[_X0, _X1],
        tangents: tuple[_X0, _X1],
        has_aux: Literal[True],
    ) -> tuple[_Y, _Y, _Aux]: ...
    @overload
    def jvp(
        fun: Callable[[_X0, _X1, _X2], _Y],
        primals: tuple[_X0, _X1, _X2],
        tangents: tuple[_X0, _X1, _X2],
        has_aux: Literal[False] = False,
    ) -> tuple[_Y, _Y]: ...
    @overload
    def jvp(
        fun: Callable[[_X0, _X1, _X2], tuple[_Y, _Aux]],
        primals: tuple[_X0, _X1, _X2],
        tangents: tuple[_X0, _X1, _X2],
        has_aux: Literal[True],
    ) -> tuple[_Y, _Y, _Aux]: ...
    @overload
    def jvp(
        fun: Callable[..., object],
        primals: Sequence[object],
        tangents: Sequence[object],
        has_aux: bool = False,
    ) -> tuple[object, ...]: ...
    def jvp(
        fun: Callable[..., object],
        primals: Sequence[object],
        tangents: Sequence[object],
        has_aux: bool = False,
    ) -> tuple[object, ...]:
        """`(fun(*primals), tangent out)`: the forward-mode derivative along `tangents`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.jvp.html
        """
        ...

    @overload
    def vjp(
        fun: Callable[[_X0], _Y],
        primal0: _X0,
        /,
        *,
        has_aux: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
        saveable_args: _Flags = True,
        in_nzs: _Flags | None = None,
    ) -> tuple[_Y, Callable[[_Y], tuple[_X0]]]: ...
    @overload
    def vjp(
        fun: Callable[[_X0], tuple[_Y, _Aux]],
        primal0: _X0,
        /,
        *,
        has_aux: Literal[True],
        reduce_axes: Sequence[Hashable] = (),
        saveable_args: _Flags = True,
        in_nzs: _Flags | None = None,
    ) -> tuple[_Y, Callable[[_Y], tuple[_X0]], _Aux]: ...
    @overload
    def vjp(
        fun: Callable[[_X0, _X1], _Y],
        primal0: _X0,
        primal1: _X1,
        /,
        *,
        has_aux: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
        saveable_args: _Flags = True,
        in_nzs: _Flags | None = None,
    ) -> tuple[_Y, Callable[[_Y], tuple[_X0, _X1]]]: ...
    @overload
    def vjp(
        fun: Callable[[_X0, _X1], tuple[_Y, _Aux]],
        primal0: _X0,
        primal1: _X1,
        /,
        *,
        has_aux: Literal[True],
        reduce_axes: Sequence[Hashable] = (),
        saveable_args: _Flags = True,
        in_nzs: _Flags | None = None,
    ) -> tuple[_Y, Callable[[_Y], tuple[_X0, _X1]], _Aux]: ...
    @overload
    def vjp(
        fun: Callable[[_X0, _X1, _X2], _Y],
        primal0: _X0,
        primal1: _X1,
        primal2: _X2,
        /,
        *,
        has_aux: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
        saveable_args: _Flags = True,
        in_nzs: _Flags | None = None,
    ) -> tuple[_Y, Callable[[_Y], tuple[_X0, _X1, _X2]]]: ...
    @overload
    def vjp(
        fun: Callable[[_X0, _X1, _X2], tuple[_Y, _Aux]],
        primal0: _X0,
        primal1: _X1,
        primal2: _X2,
        /,
        *,
        has_aux: Literal[True],
        reduce_axes: Sequence[Hashable] = (),
        saveable_args: _Flags = True,
        in_nzs: _Flags | None = None,
    ) -> tuple[_Y, Callable[[_Y], tuple[_X0, _X1, _X2]], _Aux]: ...
    @overload
    def vjp(
        fun: Callable[..., object],
        *primals: object,
        has_aux: Literal[False] = False,
        reduce_axes: Sequence[Hashable] = (),
        saveable_args: _Flags = True,
        in_nzs: _Flags | None = None,
    ) -> tuple[object, Callable[..., tuple[object, ...]]]: ...
    @overload
    def vjp(
        fun: Callable[..., object],
        *primals: object,
        has_aux: Literal[True],
        reduce_axes: Sequence[Hashable] = (),
        saveable_args: _Flags = True,
        in_nzs: _Flags | None = None,
    ) -> tuple[object, Callable[..., tuple[object, ...]], object]: ...
    @overload
    def vjp(
        fun: Callable[..., object],
        *primals: object,
        has_aux: bool,
        reduce_axes: Sequence[Hashable] = (),
        saveable_args: _Flags = True,
        in_nzs: _Flags | None = None,
    ) -> (
        tuple[object, Callable[..., tuple[object, ...]]]
        | tuple[
            object,
            Callable[..., tuple[object, ...]],
            object,
        ]
    ): ...
    def vjp(
        fun: Callable[..., object],
        *primals: object,
        has_aux: bool = False,
        reduce_axes: Sequence[Hashable] = (),
        saveable_args: _Flags = True,
        in_nzs: _Flags | None = None,
    ) -> (
        tuple[object, Callable[..., tuple[object, ...]]]
        | tuple[
            object,
            Callable[..., tuple[object, ...]],
            object,
        ]
    ):
        """`(fun(*primals), pullback)`: the pullback maps an output cotangent to the primals' cotangents.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.vjp.html
        """
        ...

    @overload
    def linearize(
        fun: Callable[[_X0], _Y],
        primal0: _X0,
        /,
        *,
        has_aux: Literal[False] = False,
        in_nzs: _Flags | None = None,
    ) -> tuple[_Y, Callable[[_X0], _Y]]: ...
    @overload
    def linearize(
        fun: Callable[[_X0], tuple[_Y, _Aux]],
        primal0: _X0,
        /,
        *,
        has_aux: Literal[True],
        in_nzs: _Flags | None = None,
    ) -> tuple[_Y, Callable[[_X0], _Y], _Aux]: ...
    @overload
    def linearize(
        fun: Callable[[_X0, _X1], _Y],
        primal0: _X0,
        primal1: _X1,
        /,
        *,
        has_aux: Literal[False] = False,
        in_nzs: _Flags | None = None,
    ) -> tuple[_Y, Callable[[_X0, _X1], _Y]]: ...
    @overload
    def linearize(
        fun: Callable[[_X0, _X1], tuple[_Y, _Aux]],
        primal0: _X0,
        primal1: _X1,
        /,
        *,
        has_aux: Literal[True],
        in_nzs: _Flags | None = None,
    ) -> tuple[_Y, Callable[[_X0, _X1], _Y], _Aux]: ...
    @overload
    def linearize(
        fun: Callable[[_X0, _X1, _X2], _Y],
        primal0: _X0,
        primal1: _X1,
        primal2: _X2,
        /,
        *,
        has_aux: Literal[False] = False,
        in_nzs: _Flags | None = None,
    ) -> tuple[_Y, Callable[[_X0, _X1, _X2], _Y]]: ...
    @overload
    def linearize(
        fun: Callable[[_X0, _X1, _X2], tuple[_Y, _Aux]],
        primal0: _X0,
        primal1: _X1,
        primal2: _X2,
        /,
        *,
        has_aux: Literal[True],
        in_nzs: _Flags | None = None,
    ) -> tuple[_Y, Callable[[_X0, _X1, _X2], _Y], _Aux]: ...
    @overload
    def linearize(
        fun: Callable[..., object],
        *primals: object,
        has_aux: Literal[False] = False,
        in_nzs: _Flags | None = None,
    ) -> tuple[object, Callable[..., object]]: ...
    @overload
    def linearize(
        fun: Callable[..., object],
        *primals: object,
        has_aux: Literal[True],
        in_nzs: _Flags | None = None,
    ) -> tuple[object, Callable[..., object], object]: ...
    @overload
    def linearize(
        fun: Callable[..., object],
        *primals: object,
        has_aux: bool,
        in_nzs: _Flags | None = None,
    ) -> tuple[object, Callable[..., object]] | tuple[object, Callable[..., object], object]: ...
    def linearize(
        fun: Callable[..., object],
        *primals: object,
        has_aux: bool = False,
        in_nzs: _Flags | None = None,
    ) -> tuple[object, Callable[..., object]] | tuple[object, Callable[..., object], object]:
        """`(fun(*primals), jvp)`: `jvp` maps the primals' tangents to the output tangent, linearly.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.linearize.html
        """
        ...

    # END GENERATED (tools/gen_transforms_autodiff.py)

    # pytype: enable=invalid-annotation

else:
    # JAX's own functions: no run-time cost. `__all__` makes these explicit re-exports.
    from jax import grad, hessian, jacfwd, jacrev, jvp, value_and_grad

    from typedjax._src.newer import jax_object

    # JAX's own, where the installed JAX takes `in_nzs=` and `saveable_args=` (0.11.1).
    linearize = jax_object("jax", "linearize")
    vjp = jax_object("jax", "vjp")
