"""`grad`, `value_and_grad`, `jacfwd`, `jacrev`, `hessian`, `jvp`, `vjp` and `linearize`, typed.

At run time each is JAX's own function (`grad is jax.grad`): typedjax adds
nothing per call. To checkers the differentiated function keeps `fun`'s
parameters, so a wrong argument is still an error after the transform, and its
result is typed:

* `grad(f)` and `value_and_grad(f)` are a `Differentiated[P, R]`: called with
  `P`, it returns `R`. It is a protocol rather than a `Callable` so that mypy
  answers `Any` (not an untyped callable, an error under `--strict`) where a
  lambda's unannotated parameter leaves several rows possible, as JAX's own
  declarations do; a `Differentiated` is a `Callable` wherever one is wanted.
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

The overloads are in `typedjax/_src/generated/transforms/autodiff.py`, written by
`tools/gen/transforms_autodiff.py` from its tables (`argnums`, real or holomorphic,
`has_aux`, primal counts); edit a table and run `python tools/gen/transforms_autodiff.py`,
never the generated file. This module holds the protocols, aliases and TypeVars they read.
"""

# The private TypeVars and aliases are read by the generated declarations
# (typedjax/_src/generated/transforms/autodiff.py), not here:
# ruff: noqa: PYI018, PYI047

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from typing_extensions import ParamSpec, TypeVar

__all__ = ("Differentiated",)  # and the private helpers of the generated declarations

_Q = ParamSpec("_Q")
_R_co = TypeVar(
    "_R_co", covariant=True
)  # pytype: disable=not-supported-yet  # pytype lacks variance; mypy and pyright use it


class Differentiated(Protocol[_Q, _R_co]):
    """What `grad(f)` and `value_and_grad(f)` return: a function of `Q` returning `R`.

    At run time it is JAX's own function; `isinstance` against this protocol is refused
    (test the result with `callable()`).
    """

    def __call__(self, *args: _Q.args, **kwargs: _Q.kwargs) -> _R_co: ...


if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any, TypeAlias

    import jax
    import numpy as np

    from typedjax._src.array.array import Array
    from typedjax._src.generated.typing.dtype import complexfloating, floating
    from typedjax._src.typing.like import NumPyBool, NumPyNumber

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
    # The first row of a differentiated parameter: an array whose dtype the gradient keeps.
    # No defaults: a TypeVar without one may not follow a defaulted one in a function's
    # signature (PEP 696's order, held by pyright, pyrefly and ty), and every TypeVar and
    # ParamSpec of a row would need one.
    _F0 = TypeVar("_F0", bound=floating)
    _F1 = TypeVar("_F1", bound=floating)
    _F2 = TypeVar("_F2", bound=floating)
    _C0 = TypeVar("_C0", bound=complexfloating)
    _C1 = TypeVar("_C1", bound=complexfloating)
    _C2 = TypeVar("_C2", bound=complexfloating)
    # What JAX converts to an array: ArrayLike but JAX's own arrays.
    _Converted: TypeAlias = (
        "np.ndarray[Any, np.dtype[Any]] | NumPyBool | NumPyNumber | bool | int | float | complex"
    )
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
