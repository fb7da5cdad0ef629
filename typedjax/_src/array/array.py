"""`Array`: one class for annotations and `isinstance`, generic in its dtype.

At run time `Array` is a subclass of `jax.Array` whose instance check is
JAX's own (true for concrete arrays and every tracer), whose subclass check
also accepts tracer classes, and whose `Array[dtype]` is a cached subclass
that also checks the dtype. Statically it is `Generic` over a dtype class and
declares every attribute, method and operator of `jax.Array` with the dtype
JAX gives the result.

The operators and the reduction methods are written by `tools/gen/array_array.py`
(its tables, in `tools/gen/_array_ops.py` and `_array_methods.py`, are the dtype
rules); run it after changing a rule, never edit a generated block.
"""

# pytype cannot analyse this module: it has no covariant TypeVars, reports every
# declaration under TYPE_CHECKING as a bad return, and a name error on each overload.
# It used to crash on the module ("tuple index out of range", hidden by --nofail) and
# make it Any; skipping it says the same on purpose. pytype then sees
# `typedjax.Array` as Any, so it reports nothing on users' array code either way.
# pytype: skip-file

# The operator overloads below deliberately overlap (NumPy scalars subclass Python's,
# bool subclasses int): the first match is JAX's answer too, and the dtype agreement
# harness checks every result against JAX, so the overlap diagnostics are off here.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

import types
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeAlias, Union, get_args, overload

import jax
import numpy as np
from jax._src.core import Tracer as _Tracer
from typing_extensions import TypeVar

from typedjax._src.errors import DTypeError
from typedjax._src.generated.typing.dtype import (
    CATEGORIES,
    CONCRETE,
    WideIntegral,
    bfloat16,
    bool_,
    complex64,
    complex128,
    complexfloating,
    float16,
    float32,
    float64,
    floating,
    inexact,
    int1,
    int2,
    int4,
    int8,
    int16,
    int32,
    int64,
    integer,
    number,
    signedinteger,
    uint1,
    uint2,
    uint4,
    uint8,
    uint16,
    uint32,
    uint64,
    unsignedinteger,
)
from typedjax._src.generated.typing.dtype import ChainFloat as _ChainFloat

# The TypeVars of the operators and methods, under the names the tables of
# tools/gen/_array_ops.py and _array_methods.py spell (the vocabulary's own names elsewhere).
from typedjax._src.generated.typing.vocabulary import GenericT as _GenericT
from typedjax._src.generated.typing.vocabulary import InexactT as _InexactT
from typedjax._src.generated.typing.vocabulary import IntegerT as _IntegerT
from typedjax._src.generated.typing.vocabulary import NumberT as _NumberT
from typedjax._src.generated.typing.vocabulary import _IntegralT
from typedjax._src.typing.dtype import DType, dtype_class, dtype_class_named
from typedjax._src.typing.dtype import DTypeLike as _DTypeLikeNames
from typedjax._src.typing.dtype_root import generic
from typedjax._src.typing.like import (
    ArrayLike,
    NumPyBool,
    NumPyComplex64,
    NumPyFloat16,
    NumPyFloat32,
    NumPyFloating,
    NumPyInteger,
    NumPyNumber,
    NumPySignedInteger,
    NumPyUnsignedInteger,
)
from typedjax._src.typing.shape import Shape

# The default (PEP 696) makes a bare `Array` (and a plain `jax.Array`, which the `jax-stubs`
# make this class) mean `Array[Any]`, an array whose dtype is not known: it is accepted where
# `Array[float32]` is annotated, and functions answer it gradually. `Array[generic]` is an
# array of any dtype.
_DTypeT_co = TypeVar("_DTypeT_co", bound=generic, covariant=True, default=Any)
# `_HasDType`'s parameter has no bound: besides dtype classes it takes the protocols
# through which the declarations read the promotion tables (`HasDType[CanPromote[B, R]]`,
# typedjax/_src/typing/promotion.py), which are not `generic`s.
_AnyDTypeT_co = TypeVar("_AnyDTypeT_co", covariant=True, default=generic)
# Room for a second parameter: a rank/shape TypeVar with a default can follow
# _DTypeT_co without changing what `Array[float32]` means.


_Axis: TypeAlias = int | Sequence[int] | None

# jax.Array's methods take any `str` as a dtype, and typedjax.Array overrides them: an
# override may not narrow a parameter, so methods keep `str` (a misspelled name in
# `x.astype("flaot32")` falls to the `Array[generic]` row, and JAX reports it at run
# time). typedjax's functions take `DTypeLike`, whose names are `Literal`s.
DTypeLike: TypeAlias = _DTypeLikeNames | str

if TYPE_CHECKING:
    from typing import Never

    from typedjax._src.generated.typing.vocabulary import (
        CanPromote,
        CanPromoteInexact,
        InexactResultT,
        IntegerResultT,
        NumberResultT,
        PartnerT,
        RealResultT,
        ResultT,
        ToBFloat16,
        ToBool,
        ToComplex64,
        ToComplex128,
        ToComplexFloating,
        ToFloat16,
        ToFloat32,
        ToFloat64,
        ToFloating,
        ToInt8,
        ToInt16,
        ToInt32,
        ToInt64,
        ToSignedInteger,
        ToUInt8,
        ToUInt16,
        ToUInt32,
        ToUInt64,
        ToUnsignedInteger,
    )

    class _ArrayMeta(type):
        """To checkers, a plain metaclass; at run time it derives from JAX's."""

    # To checkers `jax.Array` is this class (stubs/jax/_src/basearray.pyi re-exports it), so
    # it cannot derive from it there: it takes JAX's members it does not declare itself from
    # a class written from JAX's declarations (tools/gen/jax_stubs.py).
    from typedjax._src.generated.array.jax_members import JaxArrayMembers as _JaxBase

else:
    _JaxBase = jax.Array

    class _ArrayMeta(type(jax.Array)):
        # JAX's own C++ instance check, bound to jax.Array: true for concrete
        # arrays and for tracers, at the same speed as isinstance(x, jax.Array).
        __instancecheck__ = jax.Array.__instancecheck__

        def __subclasscheck__(cls, sub: type) -> bool:
            # Tracer classes are arrays too, so issubclass(type(tracer), Array)
            # and functools.singledispatch hold under jit.
            return type.__subclasscheck__(cls, sub) or issubclass(sub, (jax.Array, _Tracer))

    class _DTypedArrayMeta(_ArrayMeta):
        """The metaclass of `Array[dtype]`: an instance check that also checks the dtype."""

        def __instancecheck__(cls, value: object) -> bool:
            return has_dtype(value, cls.__dtype_classes__)

        def __subclasscheck__(cls, sub: type) -> bool:
            if isinstance(sub, _DTypedArrayMeta):
                return all(issubclass(c, cls.__dtype_classes__) for c in sub.__dtype_classes__)
            return type.__subclasscheck__(cls, sub)

        def __repr__(cls) -> str:
            return f"typedjax.Array[{cls.__dtype_name__}]"


def has_dtype(value: object, classes: tuple[type[generic], ...], /) -> bool:
    """Whether `value` is a JAX array or tracer whose dtype lies under one of `classes`."""
    return isinstance(value, jax.Array) and issubclass(dtype_class(value.dtype), classes)


_SPECIALISED: dict[object, type[Any]] = {}
_BY_CLASSES: dict[frozenset[type[generic]], type[Any]] = {}
"""`Array[...]` by the dtype classes it names, whatever spelt them (`jnp.float32`), in any
order (as `float32 | int8 == int8 | float32`)."""


def _dtype_classes(param: object) -> tuple[type[generic], ...]:
    """The dtype classes an `Array[...]` parameter names, or a `DTypeError`."""
    members: tuple[object, ...]
    if isinstance(param, types.UnionType) or getattr(param, "__origin__", None) is Union:
        members = get_args(param)
    else:
        members = (param,)
    found: list[type[generic]] = []
    for member in members:
        described: str = repr(member)
        kind: str = type(member).__name__
        named = dtype_class_named(member)  # JAX's `jax.numpy.float32` names typedjax's
        if named is not None:
            found.append(named)
        else:
            if isinstance(member, tuple):
                count = len(member)  # pyright: ignore[reportUnknownArgumentType]  # any tuple is refused
                raise DTypeError(f"Array[...] takes one dtype parameter; got {count}: {member!r}")
            raise DTypeError(
                f"Array[...] takes a typedjax dtype class such as typedjax.typing.float32 "
                f"or a category such as typedjax.typing.floating (or a union of them); "
                f"got {described} of type {kind}. "
                + (
                    f"Write Array[typedjax.typing.{member}] instead of Array[{described}]."
                    if isinstance(member, str) and any(c.__name__ == member for c in CONCRETE)
                    else "Known dtype classes: "
                    + ", ".join(c.__name__ for c in CONCRETE + CATEGORIES)
                )
            )
    return tuple(found)


class _HasDType(Generic[_AnyDTypeT_co]):
    """The dtype parameter alone: what `Array`'s operators annotate `self` with.

    mypy tests a receiver against `self: _HasDType[floating]` with one subtype check
    that it caches. Against `self: Array[floating]`, the receiver's own class, it also
    runs its overlap test, for every overload row of every operator it looks up.
    """


HasDType = _HasDType
"""`_HasDType` under a name other modules import: the functions that read the promotion
tables of the dtype classes take `x2: HasDType[CanPromote[B, R]]` (typedjax/_src/typing/promotion.py)."""


class _RealPart:
    """Static view of `x.real` and `x.imag`: complex arrays give their real dtype."""

    if TYPE_CHECKING:
        # Hand-written, a one-off: the descriptor of `x.real` and `x.imag`. An array of unknown
        # dtype (`Array[Any]`) meets the `Array[Never]` row first: its part's dtype is unknown too.
        @overload
        def __get__(self, array: Array[Never], owner: object, /) -> Array[Any]: ...
        @overload
        def __get__(self, array: Array[complex64], owner: object, /) -> Array[float32]: ...
        @overload
        def __get__(self, array: Array[complex128], owner: object, /) -> Array[float64]: ...
        @overload
        def __get__(self, array: Array[complexfloating], owner: object, /) -> Array[floating]: ...
        @overload
        def __get__(self, array: Array[_GenericT], owner: object, /) -> Array[_GenericT]: ...
        def __get__(self, array: Array[generic], owner: object, /) -> Array[generic]: ...


class Array(_JaxBase, _HasDType[_DTypeT_co], metaclass=_ArrayMeta):
    """A JAX array or tracer whose dtype is `_DTypeT_co` or one of its subclasses.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.Array.html

    `isinstance(x, Array)` is `isinstance(x, jax.Array)`; `isinstance(x,
    Array[floating])` also checks the dtype (at trace time under `jit`).
    """

    if not TYPE_CHECKING:

        def __class_getitem__(cls, param: object) -> type[Any]:
            if cls is not Array:
                raise TypeError(f"{cls!r} is already specialised; write Array[...] once")
            if param is Any:  # the default: a dtype not known, so no dtype to check
                return cls
            try:
                found = _SPECIALISED.get(param)
            except TypeError:  # unhashable: let the validation below name it
                found = None
            if found is None:
                classes = _dtype_classes(param)
                # One class per dtype classes named: Array[jnp.float32] is Array[float32].
                found = _BY_CLASSES.get(frozenset(classes))
                if found is None:
                    name = " | ".join(c.__name__ for c in classes)
                    found = _DTypedArrayMeta(
                        f"Array[{name}]",
                        (Array,),
                        {
                            "__dtype_classes__": classes,
                            "__dtype_name__": name,
                            "__module__": cls.__module__,
                            "__qualname__": f"Array[{name}]",
                        },
                    )
                    _BY_CLASSES[frozenset(classes)] = found
                _SPECIALISED[param] = found
            return found

    if TYPE_CHECKING:
        # ---- attributes -------------------------------------------------
        @property
        def dtype(self) -> DType: ...
        @property
        def shape(self) -> Shape: ...
        @property
        def T(self) -> Array[_DTypeT_co]: ...
        @property
        def mT(self) -> Array[_DTypeT_co]: ...
        @property
        def at(
            self,
        ) -> _IndexUpdateHelper[
            _DTypeT_co
        ]: ...  # JAX's types every update as a plain Array; this one keeps the dtype

        # Descriptors, not properties, so the result can depend on the dtype.
        # Assigned, not only annotated: an annotation alone declares an instance attribute,
        # which ty (following the typing spec) does not read through `__get__`.
        real: _RealPart = _RealPart()  # reads like JAX's property
        imag: _RealPart = _RealPart()  # as real

        # ---- indexing and iteration ---------------------------------------
        def __getitem__(self, key: Any, /) -> Array[_DTypeT_co]: ...
        def __iter__(self) -> Iterator[Array[_DTypeT_co]]: ...
        def __reversed__(self) -> Iterator[Array[_DTypeT_co]]: ...

        # ---- unary operators ------------------------------------------------
        def __neg__(self) -> Array[_DTypeT_co]: ...
        def __pos__(self) -> Array[_DTypeT_co]: ...
        # Hand-written, a one-off: complex input gives its real dtype, a rule of `abs` alone.
        # No row may answer a dtype that is wrong for an earlier row's input: builtins.abs
        # reads `__abs__` through the SupportsAbs protocol, where mypy accepts any row that
        # fits the expected type (a `number -> _DTypeT_co` row made `abs(x_c64)` an
        # `Array[complex64]` wherever a complex array was expected) and ty intersects them.
        # An array of unknown dtype meets the `Array[Never]` row first, as in the generated
        # ladders (tools/gen/_blocks.py, `gradual_rows`).
        @overload
        def __abs__(self: Array[Never]) -> Array[Any]: ...
        @overload
        def __abs__(self: _HasDType[complex64]) -> Array[float32]: ...
        @overload
        def __abs__(self: _HasDType[complex128]) -> Array[float64]: ...
        @overload
        def __abs__(self: _HasDType[complexfloating]) -> Array[floating]: ...
        @overload
        def __abs__(self: _HasDType[integer | floating]) -> Array[_DTypeT_co]: ...
        @overload
        def __abs__(self: _HasDType[number]) -> Array[floating | integer]: ...
        @overload
        def __abs__(self: _HasDType[bool_]) -> Array[bool_]: ...
        @overload
        def __abs__(self) -> Array[generic]: ...
        def __abs__(self) -> Array[generic]: ...
        def __invert__(self: _HasDType[integer | bool_]) -> Array[_DTypeT_co]: ...
        # Hand-written, a one-off: Python's `round` protocol (with and without `ndigits`), not a
        # dtype rule.
        @overload
        def __round__(self, ndigits: None = None) -> Array[signedinteger]: ...
        @overload
        def __round__(self, ndigits: int) -> Array[_DTypeT_co]: ...
        def __round__(self, ndigits: int | None = None) -> Any: ...

        # ---- comparisons ------------------------------------------------------
        def __lt__(self, other: ArrayLike) -> Array[bool_]: ...
        def __le__(self, other: ArrayLike) -> Array[bool_]: ...
        def __gt__(self, other: ArrayLike) -> Array[bool_]: ...
        def __ge__(self, other: ArrayLike) -> Array[bool_]: ...
        def __eq__(self, other: ArrayLike) -> Array[bool_]: ...  # type: ignore[override]  # pyright: ignore[reportIncompatibleMethodOverride]  # element-wise, like jax.Array and NumPy
        def __ne__(self, other: ArrayLike) -> Array[bool_]: ...  # type: ignore[override]  # pyright: ignore[reportIncompatibleMethodOverride]  # as __eq__

        # ---- binary operators: generated -------------------------------------
        # BEGIN GENERATED OPERATORS (tools/gen/array_array.py)
        @overload
        def __add__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __add__(self, other: Array[Never]) -> Array[Any]: ...
        @overload
        def __add__(
            self: _HasDType[_ChainFloat | signedinteger | bool_], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __add__(
            self: _HasDType[bfloat16 | complexfloating | unsignedinteger | bool_],
            other: Array[_DTypeT_co | bool_],
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __add__(
            self: Array[PartnerT],
            other: HasDType[CanPromote[PartnerT, ResultT]] | Callable[[Never], PartnerT],
        ) -> Array[ResultT]: ...
        @overload
        def __add__(self: _HasDType[generic], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __add__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __add__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __add__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __add__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __add__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __add__(
            self: _HasDType[inexact], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __add__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __add__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __add__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __add__(
            self: _HasDType[complex64], other: NumPyFloat16 | NumPyFloat32
        ) -> Array[complex64]: ...
        @overload
        def __add__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            other: NumPyComplex64,
        ) -> Array[complex64]: ...
        @overload
        def __add__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __add__(self: _HasDType[integer], other: NumPyFloating) -> Array[floating]: ...
        @overload
        def __add__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __add__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __add__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> Array[number]: ...
        @overload
        def __add__(self: _HasDType[number], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __add__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __add__(self: _HasDType[generic], other: int) -> Array[generic]: ...
        @overload
        def __add__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __add__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating]: ...
        @overload
        def __add__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __add__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __add__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __add__(self, other: ArrayLike) -> Any: ...  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        @overload
        def __radd__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __radd__(self: _HasDType[generic], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __radd__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __radd__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __radd__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __radd__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __radd__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __radd__(
            self: _HasDType[inexact], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __radd__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __radd__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __radd__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __radd__(
            self: _HasDType[complex64], other: NumPyFloat16 | NumPyFloat32
        ) -> Array[complex64]: ...
        @overload
        def __radd__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            other: NumPyComplex64,
        ) -> Array[complex64]: ...
        @overload
        def __radd__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __radd__(self: _HasDType[integer], other: NumPyFloating) -> Array[floating]: ...
        @overload
        def __radd__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __radd__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __radd__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> Array[number]: ...
        @overload
        def __radd__(self: _HasDType[number], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __radd__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __radd__(self: _HasDType[generic], other: int) -> Array[generic]: ...
        @overload
        def __radd__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __radd__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating]: ...
        @overload
        def __radd__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __radd__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __radd__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __radd__(self, other: ArrayLike) -> Any: ...
        @overload
        def __sub__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __sub__(self, other: Array[Never]) -> Array[Any]: ...
        @overload
        def __sub__(
            self: _HasDType[_ChainFloat | signedinteger | bool_], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __sub__(
            self: _HasDType[bfloat16 | complexfloating | unsignedinteger | bool_],
            other: Array[_DTypeT_co | bool_],
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __sub__(self: _HasDType[integer], other: Array[bool_]) -> Array[_DTypeT_co]: ...
        @overload
        def __sub__(
            self: Array[PartnerT],
            other: HasDType[CanPromote[PartnerT, NumberResultT]] | Callable[[Never], PartnerT],
        ) -> Array[NumberResultT]: ...
        @overload
        def __sub__(
            self: _HasDType[inexact], other: Array[integer | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __sub__(self: _HasDType[bool_], other: Array[_GenericT]) -> Array[_GenericT]: ...
        @overload
        def __sub__(
            self: _HasDType[uint8 | uint16 | uint32], other: Array[int8 | int16]
        ) -> Array[signedinteger]: ...
        @overload
        def __sub__(
            self: _HasDType[int8 | int16], other: Array[uint8 | uint16 | uint32]
        ) -> Array[signedinteger]: ...
        @overload
        def __sub__(
            self: _HasDType[uint8 | uint16 | uint32], other: Array[signedinteger]
        ) -> Array[integer]: ...
        @overload
        def __sub__(
            self: _HasDType[signedinteger], other: Array[uint8 | uint16 | uint32]
        ) -> Array[integer]: ...
        @overload
        def __sub__(
            self: _HasDType[integer], other: Array[integer | bool_]
        ) -> Array[integer | floating]: ...
        @overload
        def __sub__(self: _HasDType[integer], other: Array[_InexactT]) -> Array[_InexactT]: ...
        @overload
        def __sub__(self: _HasDType[generic], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __sub__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __sub__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __sub__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __sub__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __sub__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __sub__(
            self: _HasDType[inexact], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __sub__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __sub__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __sub__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __sub__(
            self: _HasDType[complex64], other: NumPyFloat16 | NumPyFloat32
        ) -> Array[complex64]: ...
        @overload
        def __sub__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            other: NumPyComplex64,
        ) -> Array[complex64]: ...
        @overload
        def __sub__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __sub__(self: _HasDType[integer], other: NumPyFloating) -> Array[floating]: ...
        @overload
        def __sub__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __sub__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __sub__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> Array[number]: ...
        @overload
        def __sub__(self: _HasDType[number], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __sub__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __sub__(self: _HasDType[generic], other: int) -> Array[generic]: ...
        @overload
        def __sub__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __sub__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating]: ...
        @overload
        def __sub__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __sub__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __sub__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __sub__(self, other: ArrayLike) -> Any: ...  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        @overload
        def __rsub__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __rsub__(self: _HasDType[generic], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __rsub__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __rsub__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __rsub__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __rsub__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __rsub__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __rsub__(
            self: _HasDType[inexact], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __rsub__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __rsub__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __rsub__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __rsub__(
            self: _HasDType[complex64], other: NumPyFloat16 | NumPyFloat32
        ) -> Array[complex64]: ...
        @overload
        def __rsub__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            other: NumPyComplex64,
        ) -> Array[complex64]: ...
        @overload
        def __rsub__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __rsub__(self: _HasDType[integer], other: NumPyFloating) -> Array[floating]: ...
        @overload
        def __rsub__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __rsub__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __rsub__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> Array[number]: ...
        @overload
        def __rsub__(self: _HasDType[number], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __rsub__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __rsub__(self: _HasDType[generic], other: int) -> Array[generic]: ...
        @overload
        def __rsub__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __rsub__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating]: ...
        @overload
        def __rsub__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __rsub__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __rsub__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __rsub__(self, other: ArrayLike) -> Any: ...
        @overload
        def __mul__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __mul__(self, other: Array[Never]) -> Array[Any]: ...
        @overload
        def __mul__(
            self: _HasDType[_ChainFloat | signedinteger | bool_], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __mul__(
            self: _HasDType[bfloat16 | complexfloating | unsignedinteger | bool_],
            other: Array[_DTypeT_co | bool_],
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __mul__(
            self: Array[PartnerT],
            other: HasDType[CanPromote[PartnerT, ResultT]] | Callable[[Never], PartnerT],
        ) -> Array[ResultT]: ...
        @overload
        def __mul__(self: _HasDType[generic], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __mul__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __mul__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __mul__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __mul__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __mul__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __mul__(
            self: _HasDType[inexact], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __mul__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __mul__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __mul__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __mul__(
            self: _HasDType[complex64], other: NumPyFloat16 | NumPyFloat32
        ) -> Array[complex64]: ...
        @overload
        def __mul__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            other: NumPyComplex64,
        ) -> Array[complex64]: ...
        @overload
        def __mul__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __mul__(self: _HasDType[integer], other: NumPyFloating) -> Array[floating]: ...
        @overload
        def __mul__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __mul__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __mul__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> Array[number]: ...
        @overload
        def __mul__(self: _HasDType[number], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __mul__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __mul__(self: _HasDType[generic], other: int) -> Array[generic]: ...
        @overload
        def __mul__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __mul__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating]: ...
        @overload
        def __mul__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __mul__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __mul__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __mul__(self, other: ArrayLike) -> Any: ...  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        @overload
        def __rmul__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __rmul__(self: _HasDType[generic], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __rmul__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __rmul__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __rmul__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __rmul__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __rmul__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __rmul__(
            self: _HasDType[inexact], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __rmul__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __rmul__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __rmul__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __rmul__(
            self: _HasDType[complex64], other: NumPyFloat16 | NumPyFloat32
        ) -> Array[complex64]: ...
        @overload
        def __rmul__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            other: NumPyComplex64,
        ) -> Array[complex64]: ...
        @overload
        def __rmul__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __rmul__(self: _HasDType[integer], other: NumPyFloating) -> Array[floating]: ...
        @overload
        def __rmul__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __rmul__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __rmul__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> Array[number]: ...
        @overload
        def __rmul__(self: _HasDType[number], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __rmul__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __rmul__(self: _HasDType[generic], other: int) -> Array[generic]: ...
        @overload
        def __rmul__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __rmul__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating]: ...
        @overload
        def __rmul__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __rmul__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __rmul__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __rmul__(self, other: ArrayLike) -> Any: ...
        @overload
        def __floordiv__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __floordiv__(self, other: Array[Never]) -> Array[Any]: ...
        @overload
        def __floordiv__(
            self: _HasDType[_ChainFloat | signedinteger], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __floordiv__(
            self: _HasDType[bfloat16 | complexfloating | unsignedinteger],
            other: Array[_DTypeT_co | bool_],
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __floordiv__(self: _HasDType[integer], other: Array[bool_]) -> Array[_DTypeT_co]: ...
        @overload
        def __floordiv__(
            self: Array[PartnerT],
            other: HasDType[CanPromote[PartnerT, RealResultT]] | Callable[[Never], PartnerT],
        ) -> Array[RealResultT]: ...
        @overload
        def __floordiv__(
            self: _HasDType[bool_], other: bool | Array[bool_]
        ) -> Array[signedinteger]: ...
        @overload
        def __floordiv__(
            self: _HasDType[inexact], other: Array[integer | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __floordiv__(
            self: _HasDType[bool_], other: Array[_NumberT]
        ) -> Array[_NumberT | signedinteger]: ...
        @overload
        def __floordiv__(
            self: _HasDType[integer], other: Array[integer | bool_]
        ) -> Array[integer | floating]: ...
        @overload
        def __floordiv__(self: _HasDType[integer], other: Array[_InexactT]) -> Array[_InexactT]: ...
        @overload
        def __floordiv__(
            self: _HasDType[floating], other: Array[complexfloating]
        ) -> Array[complexfloating]: ...
        @overload
        def __floordiv__(
            self: _HasDType[complexfloating], other: Array[number | bool_]
        ) -> Array[complexfloating]: ...
        @overload
        def __floordiv__(
            self: _HasDType[inexact], other: Array[inexact | integer | bool_]
        ) -> Array[inexact]: ...
        @overload
        def __floordiv__(
            self: _HasDType[number], other: Array[number | bool_]
        ) -> Array[number]: ...
        @overload
        def __floordiv__(self: _HasDType[number], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __floordiv__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __floordiv__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __floordiv__(
            self: _HasDType[bool_], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __floordiv__(self: _HasDType[bool_], other: NumPyUnsignedInteger) -> Array[integer]: ...
        @overload
        def __floordiv__(
            self: _HasDType[floating], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __floordiv__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __floordiv__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __floordiv__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __floordiv__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __floordiv__(self: _HasDType[integer], other: NumPyFloating) -> Array[floating]: ...
        @overload
        def __floordiv__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __floordiv__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __floordiv__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> Array[number]: ...
        @overload
        def __floordiv__(self: _HasDType[number], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __floordiv__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __floordiv__(self: _HasDType[generic], other: int) -> Array[generic]: ...
        @overload
        def __floordiv__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __floordiv__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating]: ...
        @overload
        def __floordiv__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __floordiv__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __floordiv__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __floordiv__(self, other: ArrayLike) -> Any: ...  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        @overload
        def __rfloordiv__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __rfloordiv__(self: _HasDType[bool_], other: bool) -> Array[signedinteger]: ...
        @overload
        def __rfloordiv__(self: _HasDType[number], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __rfloordiv__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __rfloordiv__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __rfloordiv__(
            self: _HasDType[bool_], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __rfloordiv__(
            self: _HasDType[bool_], other: NumPyUnsignedInteger
        ) -> Array[integer]: ...
        @overload
        def __rfloordiv__(
            self: _HasDType[floating], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __rfloordiv__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __rfloordiv__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __rfloordiv__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __rfloordiv__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __rfloordiv__(self: _HasDType[integer], other: NumPyFloating) -> Array[floating]: ...
        @overload
        def __rfloordiv__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __rfloordiv__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __rfloordiv__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> Array[number]: ...
        @overload
        def __rfloordiv__(self: _HasDType[number], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __rfloordiv__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __rfloordiv__(self: _HasDType[generic], other: int) -> Array[generic]: ...
        @overload
        def __rfloordiv__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __rfloordiv__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating]: ...
        @overload
        def __rfloordiv__(
            self: _HasDType[complexfloating], other: complex
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __rfloordiv__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __rfloordiv__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __rfloordiv__(self, other: ArrayLike) -> Any: ...
        @overload
        def __mod__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __mod__(self, other: Array[Never]) -> Array[Any]: ...
        @overload
        def __mod__(
            self: _HasDType[_ChainFloat | signedinteger], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __mod__(
            self: _HasDType[bfloat16 | complexfloating | unsignedinteger],
            other: Array[_DTypeT_co | bool_],
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __mod__(self: _HasDType[integer], other: Array[bool_]) -> Array[_DTypeT_co]: ...
        @overload
        def __mod__(
            self: Array[PartnerT],
            other: HasDType[CanPromote[PartnerT, RealResultT]] | Callable[[Never], PartnerT],
        ) -> Array[RealResultT]: ...
        @overload
        def __mod__(self: _HasDType[bool_], other: bool | Array[bool_]) -> Array[signedinteger]: ...
        @overload
        def __mod__(
            self: _HasDType[inexact], other: Array[integer | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __mod__(
            self: _HasDType[bool_], other: Array[_NumberT]
        ) -> Array[_NumberT | signedinteger]: ...
        @overload
        def __mod__(
            self: _HasDType[integer], other: Array[integer | bool_]
        ) -> Array[integer | floating]: ...
        @overload
        def __mod__(self: _HasDType[integer], other: Array[_InexactT]) -> Array[_InexactT]: ...
        @overload
        def __mod__(
            self: _HasDType[floating], other: Array[complexfloating]
        ) -> Array[complexfloating]: ...
        @overload
        def __mod__(
            self: _HasDType[complexfloating], other: Array[number | bool_]
        ) -> Array[complexfloating]: ...
        @overload
        def __mod__(
            self: _HasDType[inexact], other: Array[inexact | integer | bool_]
        ) -> Array[inexact]: ...
        @overload
        def __mod__(self: _HasDType[number], other: Array[number | bool_]) -> Array[number]: ...
        @overload
        def __mod__(self: _HasDType[number], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __mod__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __mod__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __mod__(
            self: _HasDType[bool_], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __mod__(self: _HasDType[bool_], other: NumPyUnsignedInteger) -> Array[integer]: ...
        @overload
        def __mod__(
            self: _HasDType[floating], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __mod__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __mod__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __mod__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __mod__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __mod__(self: _HasDType[integer], other: NumPyFloating) -> Array[floating]: ...
        @overload
        def __mod__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __mod__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __mod__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> Array[number]: ...
        @overload
        def __mod__(self: _HasDType[number], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __mod__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __mod__(self: _HasDType[generic], other: int) -> Array[generic]: ...
        @overload
        def __mod__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __mod__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating]: ...
        @overload
        def __mod__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __mod__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __mod__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __mod__(self, other: ArrayLike) -> Any: ...  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        @overload
        def __rmod__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __rmod__(self: _HasDType[bool_], other: bool) -> Array[signedinteger]: ...
        @overload
        def __rmod__(self: _HasDType[number], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __rmod__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __rmod__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __rmod__(
            self: _HasDType[bool_], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __rmod__(self: _HasDType[bool_], other: NumPyUnsignedInteger) -> Array[integer]: ...
        @overload
        def __rmod__(
            self: _HasDType[floating], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __rmod__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __rmod__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __rmod__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __rmod__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __rmod__(self: _HasDType[integer], other: NumPyFloating) -> Array[floating]: ...
        @overload
        def __rmod__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __rmod__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __rmod__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> Array[number]: ...
        @overload
        def __rmod__(self: _HasDType[number], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __rmod__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __rmod__(self: _HasDType[generic], other: int) -> Array[generic]: ...
        @overload
        def __rmod__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __rmod__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating]: ...
        @overload
        def __rmod__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __rmod__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __rmod__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __rmod__(self, other: ArrayLike) -> Any: ...
        @overload
        def __pow__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __pow__(self, other: Array[Never]) -> Array[Any]: ...
        @overload
        def __pow__(
            self: _HasDType[_ChainFloat | signedinteger], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __pow__(
            self: _HasDType[bfloat16 | complexfloating | unsignedinteger],
            other: Array[_DTypeT_co | bool_],
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __pow__(self: _HasDType[integer], other: Array[bool_]) -> Array[_DTypeT_co]: ...
        @overload
        def __pow__(
            self: Array[PartnerT],
            other: HasDType[CanPromote[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        ) -> Array[InexactResultT]: ...
        @overload
        def __pow__(self: _HasDType[bool_], other: bool | Array[bool_]) -> Array[signedinteger]: ...
        @overload
        def __pow__(
            self: _HasDType[inexact], other: Array[integer | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __pow__(
            self: _HasDType[bool_], other: Array[_NumberT]
        ) -> Array[_NumberT | signedinteger]: ...
        @overload
        def __pow__(
            self: _HasDType[signedinteger], other: Array[signedinteger | bool_]
        ) -> Array[signedinteger]: ...
        @overload
        def __pow__(
            self: _HasDType[unsignedinteger], other: Array[unsignedinteger | bool_]
        ) -> Array[unsignedinteger]: ...
        @overload
        def __pow__(
            self: _HasDType[integer], other: Array[integer | bool_]
        ) -> Array[integer | floating]: ...
        @overload
        def __pow__(self: _HasDType[integer], other: Array[_InexactT]) -> Array[_InexactT]: ...
        @overload
        def __pow__(self: _HasDType[number], other: Array[number | bool_]) -> Array[number]: ...
        @overload
        def __pow__(self: _HasDType[number], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __pow__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __pow__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __pow__(
            self: _HasDType[bool_], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __pow__(self: _HasDType[bool_], other: NumPyUnsignedInteger) -> Array[integer]: ...
        @overload
        def __pow__(
            self: _HasDType[floating], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __pow__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __pow__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __pow__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __pow__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __pow__(self: _HasDType[integer], other: NumPyFloating) -> Array[floating]: ...
        @overload
        def __pow__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __pow__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __pow__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> Array[number]: ...
        @overload
        def __pow__(self: _HasDType[number], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __pow__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __pow__(self: _HasDType[generic], other: int) -> Array[generic]: ...
        @overload
        def __pow__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __pow__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating]: ...
        @overload
        def __pow__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __pow__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __pow__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __pow__(self, other: ArrayLike) -> Any: ...  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        @overload
        def __rpow__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __rpow__(self: _HasDType[bool_], other: bool) -> Array[signedinteger]: ...
        @overload
        def __rpow__(self: _HasDType[number], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __rpow__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __rpow__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __rpow__(
            self: _HasDType[bool_], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __rpow__(self: _HasDType[bool_], other: NumPyUnsignedInteger) -> Array[integer]: ...
        @overload
        def __rpow__(
            self: _HasDType[floating], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __rpow__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __rpow__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __rpow__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __rpow__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __rpow__(self: _HasDType[integer], other: NumPyFloating) -> Array[floating]: ...
        @overload
        def __rpow__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __rpow__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __rpow__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> Array[number]: ...
        @overload
        def __rpow__(self: _HasDType[number], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __rpow__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __rpow__(self: _HasDType[generic], other: int) -> Array[generic]: ...
        @overload
        def __rpow__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __rpow__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating]: ...
        @overload
        def __rpow__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __rpow__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __rpow__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __rpow__(self, other: ArrayLike) -> Any: ...
        @overload
        def __matmul__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __matmul__(self, other: Array[Never]) -> Array[Any]: ...
        @overload
        def __matmul__(
            self: _HasDType[_ChainFloat | signedinteger | bool_], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __matmul__(
            self: _HasDType[bfloat16 | complexfloating | unsignedinteger | bool_],
            other: Array[_DTypeT_co | bool_],
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __matmul__(
            self: _HasDType[inexact], other: Array[integer | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __matmul__(self: _HasDType[bool_], other: Array[_GenericT]) -> Array[_GenericT]: ...
        @overload
        def __matmul__(
            self: _HasDType[signedinteger], other: Array[signedinteger | bool_]
        ) -> Array[signedinteger]: ...
        @overload
        def __matmul__(
            self: _HasDType[unsignedinteger], other: Array[unsignedinteger | bool_]
        ) -> Array[unsignedinteger]: ...
        @overload
        def __matmul__(
            self: _HasDType[uint8 | uint16 | uint32], other: Array[int8 | int16]
        ) -> Array[signedinteger]: ...
        @overload
        def __matmul__(
            self: _HasDType[int8 | int16], other: Array[uint8 | uint16 | uint32]
        ) -> Array[signedinteger]: ...
        @overload
        def __matmul__(
            self: _HasDType[uint8 | uint16 | uint32], other: Array[signedinteger]
        ) -> Array[integer]: ...
        @overload
        def __matmul__(
            self: _HasDType[signedinteger], other: Array[uint8 | uint16 | uint32]
        ) -> Array[integer]: ...
        @overload
        def __matmul__(self: _HasDType[integer], other: Array[bool_]) -> Array[_DTypeT_co]: ...
        @overload
        def __matmul__(
            self: _HasDType[integer], other: Array[integer | bool_]
        ) -> Array[integer | floating]: ...
        @overload
        def __matmul__(self: _HasDType[integer], other: Array[_InexactT]) -> Array[_InexactT]: ...
        @overload
        def __matmul__(
            self: _HasDType[floating], other: Array[floating | integer | bool_]
        ) -> Array[floating]: ...
        @overload
        def __matmul__(
            self: _HasDType[floating], other: Array[complexfloating]
        ) -> Array[complexfloating]: ...
        @overload
        def __matmul__(
            self: _HasDType[complexfloating], other: Array[number | bool_]
        ) -> Array[complexfloating]: ...
        @overload
        def __matmul__(
            self: _HasDType[inexact], other: Array[inexact | integer | bool_]
        ) -> Array[inexact]: ...
        @overload
        def __matmul__(self: _HasDType[number], other: Array[number | bool_]) -> Array[number]: ...
        @overload
        def __matmul__(self: _HasDType[generic], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __matmul__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __matmul__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __matmul__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __matmul__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __matmul__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __matmul__(
            self: _HasDType[inexact], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __matmul__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __matmul__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __matmul__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __matmul__(
            self: _HasDType[complex64], other: NumPyFloat16 | NumPyFloat32
        ) -> Array[complex64]: ...
        @overload
        def __matmul__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            other: NumPyComplex64,
        ) -> Array[complex64]: ...
        @overload
        def __matmul__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __matmul__(self: _HasDType[integer], other: NumPyFloating) -> Array[floating]: ...
        @overload
        def __matmul__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __matmul__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __matmul__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> Array[number]: ...
        @overload
        def __matmul__(self: _HasDType[number], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __matmul__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __matmul__(self: _HasDType[generic], other: int) -> Array[generic]: ...
        @overload
        def __matmul__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __matmul__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating]: ...
        @overload
        def __matmul__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __matmul__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __matmul__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __matmul__(self, other: ArrayLike) -> Any: ...
        @overload
        def __rmatmul__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __rmatmul__(self: _HasDType[generic], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[inexact], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __rmatmul__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[complex64], other: NumPyFloat16 | NumPyFloat32
        ) -> Array[complex64]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            other: NumPyComplex64,
        ) -> Array[complex64]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __rmatmul__(self: _HasDType[integer], other: NumPyFloating) -> Array[floating]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> Array[number]: ...
        @overload
        def __rmatmul__(self: _HasDType[number], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __rmatmul__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __rmatmul__(self: _HasDType[generic], other: int) -> Array[generic]: ...
        @overload
        def __rmatmul__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating]: ...
        @overload
        def __rmatmul__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __rmatmul__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __rmatmul__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __rmatmul__(self, other: ArrayLike) -> Any: ...
        @overload
        def __truediv__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __truediv__(self, other: Array[Never]) -> Array[Any]: ...
        @overload
        def __truediv__(
            self: _HasDType[_ChainFloat | int1 | int2], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __truediv__(
            self: _HasDType[bfloat16 | complexfloating | uint1 | uint2],
            other: Array[_DTypeT_co | bool_],
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __truediv__(
            self: Array[PartnerT],
            other: HasDType[CanPromote[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        ) -> Array[InexactResultT]: ...
        @overload
        def __truediv__(
            self: Array[PartnerT],
            other: HasDType[CanPromoteInexact[PartnerT, InexactResultT]]
            | Callable[[Never], PartnerT],
        ) -> Array[InexactResultT]: ...
        @overload
        def __truediv__(self: _HasDType[bool_], other: bool | Array[bool_]) -> Array[float32]: ...
        @overload
        def __truediv__(
            self: _HasDType[inexact], other: Array[integer | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __truediv__(
            self: _HasDType[WideIntegral], other: Array[WideIntegral]
        ) -> Array[floating]: ...
        @overload
        def __truediv__(
            self: _HasDType[integer | bool_], other: Array[integer | bool_]
        ) -> Array[floating | integer]: ...
        @overload
        def __truediv__(
            self: _HasDType[number | bool_], other: Array[number | bool_]
        ) -> Array[inexact | integer]: ...
        @overload
        def __truediv__(
            self: _HasDType[inexact], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __truediv__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __truediv__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __truediv__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __truediv__(
            self: _HasDType[complex64], other: NumPyFloat16 | NumPyFloat32
        ) -> Array[complex64]: ...
        @overload
        def __truediv__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            other: NumPyComplex64,
        ) -> Array[complex64]: ...
        @overload
        def __truediv__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __truediv__(
            self: _HasDType[integer | bool_], other: NumPyFloating | NumPyInteger
        ) -> Array[floating]: ...
        @overload
        def __truediv__(
            self: _HasDType[complexfloating], other: NumPyNumber
        ) -> Array[complexfloating]: ...
        @overload
        def __truediv__(self: _HasDType[number | bool_], other: NumPyNumber) -> Array[inexact]: ...
        @overload
        def __truediv__(
            self: _HasDType[WideIntegral],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __truediv__(
            self: _HasDType[integer | bool_],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact | integer]: ...
        @overload
        def __truediv__(
            self: _HasDType[floating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __truediv__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __truediv__(
            self: _HasDType[number | bool_],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact | integer]: ...
        @overload
        def __truediv__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __truediv__(
            self: _HasDType[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
            other: int,
        ) -> Array[float32]: ...
        @overload
        def __truediv__(self: _HasDType[int64 | uint64], other: int) -> Array[float64]: ...
        @overload
        def __truediv__(self: _HasDType[WideIntegral], other: float) -> Array[floating]: ...
        @overload
        def __truediv__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating | integer]: ...
        @overload
        def __truediv__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __truediv__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __truediv__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __truediv__(self, other: ArrayLike) -> Any: ...  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        @overload
        def __rtruediv__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __rtruediv__(self: _HasDType[bool_], other: bool) -> Array[float32]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[inexact], other: NumPyInteger | NumPyBool
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> Array[float16]: ...
        @overload
        def __rtruediv__(self: _HasDType[bfloat16], other: NumPyFloat16) -> Array[float32]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> Array[float32]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[complex64], other: NumPyFloat16 | NumPyFloat32
        ) -> Array[complex64]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            other: NumPyComplex64,
        ) -> Array[complex64]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> Array[floating]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[integer | bool_], other: NumPyFloating | NumPyInteger
        ) -> Array[floating]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[complexfloating], other: NumPyNumber
        ) -> Array[complexfloating]: ...
        @overload
        def __rtruediv__(self: _HasDType[number | bool_], other: NumPyNumber) -> Array[inexact]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[WideIntegral],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[integer | bool_],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact | integer]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[floating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[complexfloating]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[number | bool_],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[inexact | integer]: ...
        @overload
        def __rtruediv__(self: _HasDType[inexact], other: float) -> Array[_DTypeT_co]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
            other: int,
        ) -> Array[float32]: ...
        @overload
        def __rtruediv__(self: _HasDType[int64 | uint64], other: int) -> Array[float64]: ...
        @overload
        def __rtruediv__(self: _HasDType[WideIntegral], other: float) -> Array[floating]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> Array[floating | integer]: ...
        @overload
        def __rtruediv__(self: _HasDType[complexfloating], other: complex) -> Array[_DTypeT_co]: ...
        @overload
        def __rtruediv__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> Array[complexfloating]: ...
        @overload
        def __rtruediv__(self: _HasDType[generic], other: ArrayLike) -> Array[generic]: ...
        def __rtruediv__(self, other: ArrayLike) -> Any: ...
        @overload
        def __and__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __and__(self, other: Array[Never]) -> Array[Any]: ...
        @overload
        def __and__(
            self: _HasDType[signedinteger | bool_], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __and__(
            self: _HasDType[unsignedinteger | bool_], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __and__(self: _HasDType[integer], other: Array[bool_]) -> Array[_DTypeT_co]: ...
        @overload
        def __and__(
            self: Array[PartnerT],
            other: HasDType[CanPromote[PartnerT, IntegerResultT]] | Callable[[Never], PartnerT],
        ) -> Array[IntegerResultT]: ...
        @overload
        def __and__(self: _HasDType[bool_], other: Array[_IntegralT]) -> Array[_IntegralT]: ...
        @overload
        def __and__(
            self: _HasDType[uint8 | uint16 | uint32], other: Array[int8 | int16]
        ) -> Array[signedinteger]: ...
        @overload
        def __and__(
            self: _HasDType[int8 | int16], other: Array[uint8 | uint16 | uint32]
        ) -> Array[signedinteger]: ...
        @overload
        def __and__(
            self: _HasDType[uint8 | uint16 | uint32], other: Array[signedinteger]
        ) -> Array[integer]: ...
        @overload
        def __and__(
            self: _HasDType[signedinteger], other: Array[uint8 | uint16 | uint32]
        ) -> Array[integer]: ...
        @overload
        def __and__(self: _HasDType[integer], other: Array[integer | bool_]) -> Array[integer]: ...
        @overload
        def __and__(self: _HasDType[generic], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __and__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __and__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __and__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __and__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __and__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __and__(
            self: _HasDType[integer],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[integer]: ...
        @overload
        def __and__(self: _HasDType[integer], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __and__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __and__(self: _HasDType[generic], other: ArrayLike) -> Array[integer | bool_]: ...
        def __and__(self, other: ArrayLike) -> Any: ...  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        @overload
        def __rand__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __rand__(self: _HasDType[generic], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __rand__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __rand__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __rand__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __rand__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __rand__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __rand__(
            self: _HasDType[integer],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[integer]: ...
        @overload
        def __rand__(self: _HasDType[integer], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __rand__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __rand__(self: _HasDType[generic], other: ArrayLike) -> Array[integer | bool_]: ...
        def __rand__(self, other: ArrayLike) -> Any: ...
        @overload
        def __or__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __or__(self, other: Array[Never]) -> Array[Any]: ...
        @overload
        def __or__(
            self: _HasDType[signedinteger | bool_], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __or__(
            self: _HasDType[unsignedinteger | bool_], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __or__(self: _HasDType[integer], other: Array[bool_]) -> Array[_DTypeT_co]: ...
        @overload
        def __or__(
            self: Array[PartnerT],
            other: HasDType[CanPromote[PartnerT, IntegerResultT]] | Callable[[Never], PartnerT],
        ) -> Array[IntegerResultT]: ...
        @overload
        def __or__(self: _HasDType[bool_], other: Array[_IntegralT]) -> Array[_IntegralT]: ...
        @overload
        def __or__(
            self: _HasDType[uint8 | uint16 | uint32], other: Array[int8 | int16]
        ) -> Array[signedinteger]: ...
        @overload
        def __or__(
            self: _HasDType[int8 | int16], other: Array[uint8 | uint16 | uint32]
        ) -> Array[signedinteger]: ...
        @overload
        def __or__(
            self: _HasDType[uint8 | uint16 | uint32], other: Array[signedinteger]
        ) -> Array[integer]: ...
        @overload
        def __or__(
            self: _HasDType[signedinteger], other: Array[uint8 | uint16 | uint32]
        ) -> Array[integer]: ...
        @overload
        def __or__(self: _HasDType[integer], other: Array[integer | bool_]) -> Array[integer]: ...
        @overload
        def __or__(self: _HasDType[generic], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __or__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __or__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __or__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __or__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __or__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __or__(
            self: _HasDType[integer],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[integer]: ...
        @overload
        def __or__(self: _HasDType[integer], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __or__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __or__(self: _HasDType[generic], other: ArrayLike) -> Array[integer | bool_]: ...
        def __or__(self, other: ArrayLike) -> Any: ...  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        @overload
        def __ror__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __ror__(self: _HasDType[generic], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __ror__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __ror__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __ror__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __ror__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __ror__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __ror__(
            self: _HasDType[integer],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[integer]: ...
        @overload
        def __ror__(self: _HasDType[integer], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __ror__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __ror__(self: _HasDType[generic], other: ArrayLike) -> Array[integer | bool_]: ...
        def __ror__(self, other: ArrayLike) -> Any: ...
        @overload
        def __xor__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __xor__(self, other: Array[Never]) -> Array[Any]: ...
        @overload
        def __xor__(
            self: _HasDType[signedinteger | bool_], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __xor__(
            self: _HasDType[unsignedinteger | bool_], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __xor__(self: _HasDType[integer], other: Array[bool_]) -> Array[_DTypeT_co]: ...
        @overload
        def __xor__(
            self: Array[PartnerT],
            other: HasDType[CanPromote[PartnerT, IntegerResultT]] | Callable[[Never], PartnerT],
        ) -> Array[IntegerResultT]: ...
        @overload
        def __xor__(self: _HasDType[bool_], other: Array[_IntegralT]) -> Array[_IntegralT]: ...
        @overload
        def __xor__(
            self: _HasDType[uint8 | uint16 | uint32], other: Array[int8 | int16]
        ) -> Array[signedinteger]: ...
        @overload
        def __xor__(
            self: _HasDType[int8 | int16], other: Array[uint8 | uint16 | uint32]
        ) -> Array[signedinteger]: ...
        @overload
        def __xor__(
            self: _HasDType[uint8 | uint16 | uint32], other: Array[signedinteger]
        ) -> Array[integer]: ...
        @overload
        def __xor__(
            self: _HasDType[signedinteger], other: Array[uint8 | uint16 | uint32]
        ) -> Array[integer]: ...
        @overload
        def __xor__(self: _HasDType[integer], other: Array[integer | bool_]) -> Array[integer]: ...
        @overload
        def __xor__(self: _HasDType[generic], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __xor__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __xor__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __xor__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __xor__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __xor__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __xor__(
            self: _HasDType[integer],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[integer]: ...
        @overload
        def __xor__(self: _HasDType[integer], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __xor__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __xor__(self: _HasDType[generic], other: ArrayLike) -> Array[integer | bool_]: ...
        def __xor__(self, other: ArrayLike) -> Any: ...  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        @overload
        def __rxor__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __rxor__(self: _HasDType[generic], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __rxor__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __rxor__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __rxor__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __rxor__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __rxor__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __rxor__(
            self: _HasDType[integer],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[integer]: ...
        @overload
        def __rxor__(self: _HasDType[integer], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __rxor__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __rxor__(self: _HasDType[generic], other: ArrayLike) -> Array[integer | bool_]: ...
        def __rxor__(self, other: ArrayLike) -> Any: ...
        @overload
        def __lshift__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __lshift__(self, other: Array[Never]) -> Array[Any]: ...
        @overload
        def __lshift__(
            self: _HasDType[signedinteger], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __lshift__(
            self: _HasDType[unsignedinteger], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __lshift__(self: _HasDType[integer], other: Array[bool_]) -> Array[_DTypeT_co]: ...
        @overload
        def __lshift__(
            self: Array[PartnerT],
            other: HasDType[CanPromote[PartnerT, IntegerResultT]] | Callable[[Never], PartnerT],
        ) -> Array[IntegerResultT]: ...
        @overload
        def __lshift__(
            self: _HasDType[bool_], other: bool | Array[bool_]
        ) -> Array[signedinteger]: ...
        @overload
        def __lshift__(
            self: _HasDType[bool_], other: Array[_IntegerT]
        ) -> Array[_IntegerT | signedinteger]: ...
        @overload
        def __lshift__(
            self: _HasDType[uint8 | uint16 | uint32], other: Array[int8 | int16]
        ) -> Array[signedinteger]: ...
        @overload
        def __lshift__(
            self: _HasDType[int8 | int16], other: Array[uint8 | uint16 | uint32]
        ) -> Array[signedinteger]: ...
        @overload
        def __lshift__(
            self: _HasDType[uint8 | uint16 | uint32], other: Array[signedinteger]
        ) -> Array[integer]: ...
        @overload
        def __lshift__(
            self: _HasDType[signedinteger], other: Array[uint8 | uint16 | uint32]
        ) -> Array[integer]: ...
        @overload
        def __lshift__(
            self: _HasDType[integer], other: Array[integer | bool_]
        ) -> Array[integer]: ...
        @overload
        def __lshift__(self: _HasDType[integer], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __lshift__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __lshift__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __lshift__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __lshift__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __lshift__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __lshift__(
            self: _HasDType[integer],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[integer]: ...
        @overload
        def __lshift__(self: _HasDType[integer], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __lshift__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __lshift__(self: _HasDType[generic], other: ArrayLike) -> Array[integer | bool_]: ...
        def __lshift__(self, other: ArrayLike) -> Any: ...  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        @overload
        def __rlshift__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __rlshift__(self: _HasDType[bool_], other: bool) -> Array[signedinteger]: ...
        @overload
        def __rlshift__(self: _HasDType[integer], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __rlshift__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __rlshift__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __rlshift__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __rlshift__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __rlshift__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __rlshift__(
            self: _HasDType[integer],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[integer]: ...
        @overload
        def __rlshift__(self: _HasDType[integer], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __rlshift__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __rlshift__(self: _HasDType[generic], other: ArrayLike) -> Array[integer | bool_]: ...
        def __rlshift__(self, other: ArrayLike) -> Any: ...
        @overload
        def __rshift__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __rshift__(self, other: Array[Never]) -> Array[Any]: ...
        @overload
        def __rshift__(
            self: _HasDType[signedinteger], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __rshift__(
            self: _HasDType[unsignedinteger], other: Array[_DTypeT_co | bool_]
        ) -> Array[_DTypeT_co]: ...
        @overload
        def __rshift__(self: _HasDType[integer], other: Array[bool_]) -> Array[_DTypeT_co]: ...
        @overload
        def __rshift__(
            self: Array[PartnerT],
            other: HasDType[CanPromote[PartnerT, IntegerResultT]] | Callable[[Never], PartnerT],
        ) -> Array[IntegerResultT]: ...
        @overload
        def __rshift__(
            self: _HasDType[bool_], other: bool | Array[bool_]
        ) -> Array[signedinteger]: ...
        @overload
        def __rshift__(
            self: _HasDType[bool_], other: Array[_IntegerT]
        ) -> Array[_IntegerT | signedinteger]: ...
        @overload
        def __rshift__(
            self: _HasDType[uint8 | uint16 | uint32], other: Array[int8 | int16]
        ) -> Array[signedinteger]: ...
        @overload
        def __rshift__(
            self: _HasDType[int8 | int16], other: Array[uint8 | uint16 | uint32]
        ) -> Array[signedinteger]: ...
        @overload
        def __rshift__(
            self: _HasDType[uint8 | uint16 | uint32], other: Array[signedinteger]
        ) -> Array[integer]: ...
        @overload
        def __rshift__(
            self: _HasDType[signedinteger], other: Array[uint8 | uint16 | uint32]
        ) -> Array[integer]: ...
        @overload
        def __rshift__(
            self: _HasDType[integer], other: Array[integer | bool_]
        ) -> Array[integer]: ...
        @overload
        def __rshift__(self: _HasDType[integer], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __rshift__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __rshift__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __rshift__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __rshift__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __rshift__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __rshift__(
            self: _HasDType[integer],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[integer]: ...
        @overload
        def __rshift__(self: _HasDType[integer], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __rshift__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __rshift__(self: _HasDType[generic], other: ArrayLike) -> Array[integer | bool_]: ...
        def __rshift__(self, other: ArrayLike) -> Any: ...  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        @overload
        def __rrshift__(self: Array[Never], other: ArrayLike) -> Array[Any]: ...
        @overload
        def __rrshift__(self: _HasDType[bool_], other: bool) -> Array[signedinteger]: ...
        @overload
        def __rrshift__(self: _HasDType[integer], other: bool) -> Array[_DTypeT_co]: ...
        @overload
        def __rrshift__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> Array[unsignedinteger]: ...
        @overload
        def __rrshift__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> Array[signedinteger]: ...
        @overload
        def __rrshift__(
            self: _HasDType[int8 | int16], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[signedinteger]: ...
        @overload
        def __rrshift__(
            self: _HasDType[signedinteger], other: np.uint8 | np.uint16 | np.uint32
        ) -> Array[integer]: ...
        @overload
        def __rrshift__(
            self: _HasDType[uint8 | uint16 | uint32], other: NumPySignedInteger
        ) -> Array[signedinteger]: ...
        @overload
        def __rrshift__(
            self: _HasDType[integer],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> Array[integer]: ...
        @overload
        def __rrshift__(self: _HasDType[integer], other: int) -> Array[_DTypeT_co]: ...
        @overload
        def __rrshift__(self: _HasDType[bool_], other: int) -> Array[signedinteger]: ...
        @overload
        def __rrshift__(self: _HasDType[generic], other: ArrayLike) -> Array[integer | bool_]: ...
        def __rrshift__(self, other: ArrayLike) -> Any: ...
        @overload
        def __divmod__(
            self: _HasDType[_ChainFloat | signedinteger], other: Array[_DTypeT_co | bool_]
        ) -> tuple[Array[_DTypeT_co], Array[_DTypeT_co]]: ...
        @overload
        def __divmod__(
            self: _HasDType[bfloat16 | complexfloating | unsignedinteger],
            other: Array[_DTypeT_co | bool_],
        ) -> tuple[Array[_DTypeT_co], Array[_DTypeT_co]]: ...
        @overload
        def __divmod__(
            self: _HasDType[bool_], other: bool | Array[bool_]
        ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
        @overload
        def __divmod__(
            self: _HasDType[bool_], other: Array[_NumberT]
        ) -> tuple[Array[_NumberT | signedinteger], Array[_NumberT | signedinteger]]: ...
        @overload
        def __divmod__(
            self: _HasDType[signedinteger], other: Array[signedinteger | bool_]
        ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
        @overload
        def __divmod__(
            self: _HasDType[unsignedinteger], other: Array[unsignedinteger | bool_]
        ) -> tuple[Array[unsignedinteger], Array[unsignedinteger]]: ...
        @overload
        def __divmod__(
            self: _HasDType[integer], other: Array[bool_]
        ) -> tuple[Array[_DTypeT_co], Array[_DTypeT_co]]: ...
        @overload
        def __divmod__(
            self: _HasDType[integer], other: Array[integer | bool_]
        ) -> tuple[Array[integer | floating], Array[integer | floating]]: ...
        @overload
        def __divmod__(
            self: _HasDType[integer], other: Array[floating]
        ) -> tuple[Array[floating], Array[floating]]: ...
        @overload
        def __divmod__(
            self: _HasDType[integer], other: Array[complexfloating]
        ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
        @overload
        def __divmod__(
            self: _HasDType[floating], other: Array[floating | integer | bool_]
        ) -> tuple[Array[floating], Array[floating]]: ...
        @overload
        def __divmod__(
            self: _HasDType[floating], other: Array[complexfloating]
        ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
        @overload
        def __divmod__(
            self: _HasDType[complexfloating], other: Array[number | bool_]
        ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
        @overload
        def __divmod__(
            self: _HasDType[inexact], other: Array[inexact | integer | bool_]
        ) -> tuple[Array[inexact], Array[inexact]]: ...
        @overload
        def __divmod__(
            self: _HasDType[number], other: Array[number | bool_]
        ) -> tuple[Array[number], Array[number]]: ...
        @overload
        def __divmod__(
            self: _HasDType[number], other: bool
        ) -> tuple[Array[_DTypeT_co], Array[_DTypeT_co]]: ...
        @overload
        def __divmod__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> tuple[Array[unsignedinteger], Array[unsignedinteger]]: ...
        @overload
        def __divmod__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
        @overload
        def __divmod__(
            self: _HasDType[bool_], other: NumPySignedInteger | NumPyBool
        ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
        @overload
        def __divmod__(
            self: _HasDType[bool_], other: NumPyUnsignedInteger
        ) -> tuple[Array[integer], Array[integer]]: ...
        @overload
        def __divmod__(
            self: _HasDType[floating], other: NumPyInteger | NumPyBool
        ) -> tuple[Array[_DTypeT_co], Array[_DTypeT_co]]: ...
        @overload
        def __divmod__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> tuple[Array[float16], Array[float16]]: ...
        @overload
        def __divmod__(
            self: _HasDType[bfloat16], other: NumPyFloat16
        ) -> tuple[Array[float32], Array[float32]]: ...
        @overload
        def __divmod__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> tuple[Array[float32], Array[float32]]: ...
        @overload
        def __divmod__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> tuple[Array[floating], Array[floating]]: ...
        @overload
        def __divmod__(
            self: _HasDType[integer], other: NumPyFloating
        ) -> tuple[Array[floating], Array[floating]]: ...
        @overload
        def __divmod__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
        @overload
        def __divmod__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> tuple[Array[inexact], Array[inexact]]: ...
        @overload
        def __divmod__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> tuple[Array[number], Array[number]]: ...
        @overload
        def __divmod__(
            self: _HasDType[number], other: int
        ) -> tuple[Array[_DTypeT_co], Array[_DTypeT_co]]: ...
        @overload
        def __divmod__(
            self: _HasDType[bool_], other: int
        ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
        @overload
        def __divmod__(
            self: _HasDType[generic], other: int
        ) -> tuple[Array[generic], Array[generic]]: ...
        @overload
        def __divmod__(
            self: _HasDType[inexact], other: float
        ) -> tuple[Array[_DTypeT_co], Array[_DTypeT_co]]: ...
        @overload
        def __divmod__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> tuple[Array[floating], Array[floating]]: ...
        @overload
        def __divmod__(
            self: _HasDType[complexfloating], other: complex
        ) -> tuple[Array[_DTypeT_co], Array[_DTypeT_co]]: ...
        @overload
        def __divmod__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
        @overload
        def __divmod__(
            self: _HasDType[generic], other: ArrayLike
        ) -> tuple[Array[generic], Array[generic]]: ...
        def __divmod__(self, other: ArrayLike) -> Any: ...
        @overload
        def __rdivmod__(
            self: _HasDType[bool_], other: bool
        ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[number], other: bool
        ) -> tuple[Array[_DTypeT_co], Array[_DTypeT_co]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[unsignedinteger], other: NumPyUnsignedInteger | NumPyBool
        ) -> tuple[Array[unsignedinteger], Array[unsignedinteger]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[signedinteger], other: NumPySignedInteger | NumPyBool
        ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[bool_], other: NumPySignedInteger | NumPyBool
        ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[bool_], other: NumPyUnsignedInteger
        ) -> tuple[Array[integer], Array[integer]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[floating], other: NumPyInteger | NumPyBool
        ) -> tuple[Array[_DTypeT_co], Array[_DTypeT_co]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[integer | bool_ | float16], other: NumPyFloat16
        ) -> tuple[Array[float16], Array[float16]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[bfloat16], other: NumPyFloat16
        ) -> tuple[Array[float32], Array[float32]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[integer | bool_ | bfloat16 | float16 | float32], other: NumPyFloat32
        ) -> tuple[Array[float32], Array[float32]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[floating], other: NumPyFloating | NumPyInteger | NumPyBool
        ) -> tuple[Array[floating], Array[floating]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[integer], other: NumPyFloating
        ) -> tuple[Array[floating], Array[floating]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[complexfloating],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[inexact],
            other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        ) -> tuple[Array[inexact], Array[inexact]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[number], other: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
        ) -> tuple[Array[number], Array[number]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[number], other: int
        ) -> tuple[Array[_DTypeT_co], Array[_DTypeT_co]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[bool_], other: int
        ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[generic], other: int
        ) -> tuple[Array[generic], Array[generic]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[inexact], other: float
        ) -> tuple[Array[_DTypeT_co], Array[_DTypeT_co]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[floating | integer | bool_], other: float
        ) -> tuple[Array[floating], Array[floating]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[complexfloating], other: complex
        ) -> tuple[Array[_DTypeT_co], Array[_DTypeT_co]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[floating | integer | bool_], other: complex
        ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
        @overload
        def __rdivmod__(
            self: _HasDType[generic], other: ArrayLike
        ) -> tuple[Array[generic], Array[generic]]: ...
        def __rdivmod__(self, other: ArrayLike) -> Any: ...

        # END GENERATED OPERATORS

        # ---- conversions and copies ---------------------------------------------
        # Hand-written, a one-off: REQUESTS of tools/gen/_rules.py (the request aliases of
        # typedjax._src.generated.typing.requests, names as exact as in typedjax.numpy) plus `None`
        # (the default float); its first row carries the override ignore, which a block cannot.
        @overload
        def astype(
            self, dtype: None, copy: bool = False, device: Any = None
        ) -> Array[floating]: ...  # None means the default float, as in NumPy
        @overload
        def astype(
            self, dtype: ToFloat32, copy: bool = False, device: Any = None
        ) -> Array[float32]: ...
        @overload
        def astype(
            self, dtype: ToInt32, copy: bool = False, device: Any = None
        ) -> Array[int32]: ...
        @overload
        def astype(self, dtype: ToBool, copy: bool = False, device: Any = None) -> Array[bool_]: ...
        @overload
        def astype(
            self, dtype: ToInt64, copy: bool = False, device: Any = None
        ) -> Array[signedinteger]: ...
        @overload
        def astype(
            self, dtype: ToUInt64, copy: bool = False, device: Any = None
        ) -> Array[unsignedinteger]: ...
        @overload
        def astype(
            self, dtype: ToFloat64, copy: bool = False, device: Any = None
        ) -> Array[floating]: ...
        @overload
        def astype(
            self, dtype: ToComplex128, copy: bool = False, device: Any = None
        ) -> Array[complexfloating]: ...
        @overload
        def astype(
            self, dtype: type[_GenericT], copy: bool = False, device: Any = None
        ) -> Array[_GenericT]: ...
        @overload
        def astype(
            self, dtype: ToBFloat16, copy: bool = False, device: Any = None
        ) -> Array[bfloat16]: ...
        @overload
        def astype(
            self, dtype: ToFloat16, copy: bool = False, device: Any = None
        ) -> Array[float16]: ...
        @overload
        def astype(
            self, dtype: ToComplex64, copy: bool = False, device: Any = None
        ) -> Array[complex64]: ...
        @overload
        def astype(self, dtype: ToInt8, copy: bool = False, device: Any = None) -> Array[int8]: ...
        @overload
        def astype(
            self, dtype: ToInt16, copy: bool = False, device: Any = None
        ) -> Array[int16]: ...
        @overload
        def astype(
            self, dtype: ToUInt8, copy: bool = False, device: Any = None
        ) -> Array[uint8]: ...
        @overload
        def astype(
            self, dtype: ToUInt16, copy: bool = False, device: Any = None
        ) -> Array[uint16]: ...
        @overload
        def astype(
            self, dtype: ToUInt32, copy: bool = False, device: Any = None
        ) -> Array[uint32]: ...
        @overload
        def astype(
            self, dtype: ToSignedInteger, copy: bool = False, device: Any = None
        ) -> Array[signedinteger]: ...
        @overload
        def astype(
            self, dtype: ToUnsignedInteger, copy: bool = False, device: Any = None
        ) -> Array[unsignedinteger]: ...
        @overload
        def astype(
            self, dtype: ToFloating, copy: bool = False, device: Any = None
        ) -> Array[floating]: ...
        @overload
        def astype(
            self, dtype: ToComplexFloating, copy: bool = False, device: Any = None
        ) -> Array[complexfloating]: ...
        @overload
        def astype(
            self, dtype: DTypeLike, copy: bool = False, device: Any = None
        ) -> Array[generic]: ...
        def astype(
            self, dtype: DTypeLike | None, copy: bool = False, device: Any = None
        ) -> Any: ...
        # Hand-written, a one-off: a reinterpretation of the bits as the requested dtype, a rule of
        # `view` alone. A 64-bit request is canonicalised as in astype (with x64 off,
        # `view(int64)` gives int32), so the requests are astype's.
        @overload
        def view(self, dtype: None = None, type: None = None) -> Array[_DTypeT_co]: ...
        @overload
        def view(self, dtype: ToFloat32, type: None = None) -> Array[float32]: ...
        @overload
        def view(self, dtype: ToInt32, type: None = None) -> Array[int32]: ...
        @overload
        def view(self, dtype: ToBool, type: None = None) -> Array[bool_]: ...
        @overload
        def view(self, dtype: ToInt64, type: None = None) -> Array[signedinteger]: ...
        @overload
        def view(self, dtype: ToUInt64, type: None = None) -> Array[unsignedinteger]: ...
        @overload
        def view(self, dtype: ToFloat64, type: None = None) -> Array[floating]: ...
        @overload
        def view(self, dtype: ToComplex128, type: None = None) -> Array[complexfloating]: ...
        @overload
        def view(self, dtype: type[_GenericT], type: None = None) -> Array[_GenericT]: ...
        @overload
        def view(self, dtype: ToBFloat16, type: None = None) -> Array[bfloat16]: ...
        @overload
        def view(self, dtype: ToFloat16, type: None = None) -> Array[float16]: ...
        @overload
        def view(self, dtype: ToComplex64, type: None = None) -> Array[complex64]: ...
        @overload
        def view(self, dtype: ToInt8, type: None = None) -> Array[int8]: ...
        @overload
        def view(self, dtype: ToInt16, type: None = None) -> Array[int16]: ...
        @overload
        def view(self, dtype: ToUInt8, type: None = None) -> Array[uint8]: ...
        @overload
        def view(self, dtype: ToUInt16, type: None = None) -> Array[uint16]: ...
        @overload
        def view(self, dtype: ToUInt32, type: None = None) -> Array[uint32]: ...
        @overload
        def view(self, dtype: ToSignedInteger, type: None = None) -> Array[signedinteger]: ...
        @overload
        def view(self, dtype: ToUnsignedInteger, type: None = None) -> Array[unsignedinteger]: ...
        @overload
        def view(self, dtype: ToFloating, type: None = None) -> Array[floating]: ...
        @overload
        def view(self, dtype: ToComplexFloating, type: None = None) -> Array[complexfloating]: ...
        @overload
        def view(self, dtype: DTypeLike, type: None = None) -> Array[generic]: ...
        def view(self, dtype: DTypeLike | None = None, type: None = None) -> Any: ...
        def copy(self) -> Array[_DTypeT_co]: ...
        def block_until_ready(self) -> Array[_DTypeT_co]: ...
        def addressable_data(self, index: int) -> Array[_DTypeT_co]: ...
        def to_device(
            self, device: Any, *, stream: int | Any | None = None
        ) -> Array[_DTypeT_co]: ...
        def byteswap(self) -> Array[_DTypeT_co]: ...
        def conj(self) -> Array[_DTypeT_co]: ...
        def conjugate(self) -> Array[_DTypeT_co]: ...
        # Hand-written, a one-off: the Python scalar of each dtype kind; no other method returns
        # Python scalars (any of them for an array of unknown dtype, the `Array[Never]` row).
        @overload
        def item(self: Array[Never], *args: int) -> bool | int | float | complex: ...
        @overload
        def item(self: _HasDType[bool_], *args: int) -> bool: ...
        @overload
        def item(self: _HasDType[integer], *args: int) -> int: ...
        @overload
        def item(self: _HasDType[floating], *args: int) -> float: ...
        @overload
        def item(self: _HasDType[complexfloating], *args: int) -> complex: ...
        @overload
        def item(self, *args: int) -> bool | int | float | complex: ...
        def item(self, *args: int) -> bool | int | float | complex: ...

        # ---- shape manipulation ------------------------------------------------------
        def reshape(
            self, *args: Any, order: str = "C", out_sharding: Any = None
        ) -> Array[_DTypeT_co]: ...
        def ravel(self, order: str = "C", *, out_sharding: Any = None) -> Array[_DTypeT_co]: ...
        def flatten(self, order: str = "C", *, out_sharding: Any = None) -> Array[_DTypeT_co]: ...
        def squeeze(self, axis: _Axis = None) -> Array[_DTypeT_co]: ...
        def swapaxes(self, axis1: int, axis2: int) -> Array[_DTypeT_co]: ...
        def transpose(self, *args: Any) -> Array[_DTypeT_co]: ...
        def diagonal(
            self, offset: int = 0, axis1: int = 0, axis2: int = 1
        ) -> Array[_DTypeT_co]: ...
        def repeat(
            self,
            repeats: ArrayLike,
            axis: int | None = None,
            *,
            total_repeat_length: int | None = None,
            out_sharding: Any = None,
        ) -> Array[_DTypeT_co]: ...
        def take(
            self,
            indices: ArrayLike,
            axis: int | None = None,
            out: None = None,
            mode: str | None = None,
            unique_indices: bool = False,
            indices_are_sorted: bool = False,
            fill_value: NumPyBool | NumPyNumber | bool | complex | None = None,
        ) -> Array[_DTypeT_co]: ...
        def compress(
            self,
            condition: ArrayLike,
            axis: int | None = None,
            *,
            out: None = None,
            size: int | None = None,
            fill_value: ArrayLike = 0,
        ) -> Array[_DTypeT_co]: ...
        def choose(
            self, choices: Sequence[ArrayLike], out: None = None, mode: str = "raise"
        ) -> Array[generic]: ...
        def sort(
            self,
            axis: int | None = -1,
            *,
            kind: None = None,
            order: None = None,
            stable: bool = True,
            descending: bool = False,
        ) -> Array[_DTypeT_co]: ...
        def clip(
            self, min: ArrayLike | None = None, max: ArrayLike | None = None
        ) -> Array[generic]: ...
        def round(self, decimals: int = 0, out: None = None) -> Array[_DTypeT_co]: ...

        # ---- index results ----------------------------------------------------------
        def argmax(
            self, axis: int | None = None, out: None = None, keepdims: bool | None = None
        ) -> Array[signedinteger]: ...
        def argmin(
            self, axis: int | None = None, out: None = None, keepdims: bool | None = None
        ) -> Array[signedinteger]: ...
        def argsort(
            self,
            axis: int | None = -1,
            *,
            kind: None = None,
            order: None = None,
            stable: bool = True,
            descending: bool = False,
        ) -> Array[signedinteger]: ...
        def argpartition(self, kth: int, axis: int = -1) -> Array[signedinteger]: ...
        def nonzero(
            self,
            *,
            fill_value: None | ArrayLike | tuple[ArrayLike, ...] = None,
            size: int | None = None,
        ) -> tuple[Array[signedinteger], ...]: ...
        def searchsorted(
            self,
            v: ArrayLike,
            side: str = "left",
            sorter: ArrayLike | None = None,
            *,
            method: str = "scan",
        ) -> Array[signedinteger]: ...

        # ---- reductions ----------------------------------------------------------------
        def all(
            self,
            axis: _Axis = None,
            out: None = None,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
        ) -> Array[bool_]: ...
        def any(
            self,
            axis: _Axis = None,
            out: None = None,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
        ) -> Array[bool_]: ...
        def max(
            self,
            axis: _Axis = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[_DTypeT_co]: ...
        def min(
            self,
            axis: _Axis = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[_DTypeT_co]: ...
        def ptp(
            self, axis: _Axis = None, out: None = None, keepdims: bool = False
        ) -> Array[_DTypeT_co]: ...
        # BEGIN GENERATED METHODS (tools/gen/array_array.py)
        @overload
        def sum(
            self: Array[Never],
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[Any]: ...
        @overload
        def sum(
            self: _HasDType[inexact],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[_DTypeT_co]: ...
        @overload
        def sum(
            self: _HasDType[signedinteger | bool_],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[signedinteger]: ...
        @overload
        def sum(
            self: _HasDType[unsignedinteger],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[unsignedinteger]: ...
        @overload
        def sum(
            self: _HasDType[integer | bool_],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[integer]: ...
        @overload
        def sum(
            self,
            axis: _Axis = None,
            *,
            dtype: type[bool],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[bool_]: ...
        @overload
        def sum(
            self,
            axis: _Axis = None,
            *,
            dtype: type[int64 | int],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[signedinteger]: ...
        @overload
        def sum(
            self,
            axis: _Axis = None,
            *,
            dtype: type[uint64],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[unsignedinteger]: ...
        @overload
        def sum(
            self,
            axis: _Axis = None,
            *,
            dtype: type[float64 | float],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[floating]: ...
        @overload
        def sum(
            self,
            axis: _Axis = None,
            *,
            dtype: type[complex128 | complex],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[complexfloating]: ...
        @overload
        def sum(
            self,
            axis: _Axis = None,
            *,
            dtype: type[_GenericT],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[_GenericT]: ...
        @overload
        def sum(
            self,
            axis: _Axis = None,
            *,
            dtype: DTypeLike,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[generic]: ...
        @overload
        def sum(
            self,
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[generic]: ...
        def sum(
            self,
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[generic]:
            """`jnp.sum(self, ...)`: small integers and booleans accumulate in the default integer.

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.Array.sum.html
            """
            ...

        @overload
        def prod(
            self: Array[Never],
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[Any]: ...
        @overload
        def prod(
            self: _HasDType[inexact],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[_DTypeT_co]: ...
        @overload
        def prod(
            self: _HasDType[signedinteger | bool_],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[signedinteger]: ...
        @overload
        def prod(
            self: _HasDType[unsignedinteger],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[unsignedinteger]: ...
        @overload
        def prod(
            self: _HasDType[integer | bool_],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[integer]: ...
        @overload
        def prod(
            self,
            axis: _Axis = None,
            *,
            dtype: type[bool],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[bool_]: ...
        @overload
        def prod(
            self,
            axis: _Axis = None,
            *,
            dtype: type[int64 | int],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[signedinteger]: ...
        @overload
        def prod(
            self,
            axis: _Axis = None,
            *,
            dtype: type[uint64],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[unsignedinteger]: ...
        @overload
        def prod(
            self,
            axis: _Axis = None,
            *,
            dtype: type[float64 | float],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[floating]: ...
        @overload
        def prod(
            self,
            axis: _Axis = None,
            *,
            dtype: type[complex128 | complex],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[complexfloating]: ...
        @overload
        def prod(
            self,
            axis: _Axis = None,
            *,
            dtype: type[_GenericT],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[_GenericT]: ...
        @overload
        def prod(
            self,
            axis: _Axis = None,
            *,
            dtype: DTypeLike,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[generic]: ...
        @overload
        def prod(
            self,
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[generic]: ...
        def prod(
            self,
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
            promote_integers: bool = True,
        ) -> Array[generic]:
            """`jnp.prod(self, ...)`: small integers and booleans accumulate in the default integer.

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.Array.prod.html
            """
            ...

        @overload
        def cumsum(
            self: Array[Never], axis: _Axis = None, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[Any]: ...
        @overload
        def cumsum(
            self: _HasDType[number],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
        ) -> Array[_DTypeT_co]: ...
        @overload
        def cumsum(
            self: _HasDType[bool_],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def cumsum(
            self,
            axis: _Axis = None,
            *,
            dtype: type[bool],
            out: None = None,
        ) -> Array[bool_]: ...
        @overload
        def cumsum(
            self,
            axis: _Axis = None,
            *,
            dtype: type[int64 | int],
            out: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def cumsum(
            self,
            axis: _Axis = None,
            *,
            dtype: type[uint64],
            out: None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def cumsum(
            self,
            axis: _Axis = None,
            *,
            dtype: type[float64 | float],
            out: None = None,
        ) -> Array[floating]: ...
        @overload
        def cumsum(
            self,
            axis: _Axis = None,
            *,
            dtype: type[complex128 | complex],
            out: None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def cumsum(
            self,
            axis: _Axis = None,
            *,
            dtype: type[_GenericT],
            out: None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def cumsum(
            self,
            axis: _Axis = None,
            *,
            dtype: DTypeLike,
            out: None = None,
        ) -> Array[generic]: ...
        @overload
        def cumsum(
            self,
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]: ...
        def cumsum(
            self,
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]:
            """`jnp.cumsum(self, ...)`: numbers keep their dtype, booleans become the default int.

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.Array.cumsum.html
            """
            ...

        @overload
        def cumprod(
            self: Array[Never], axis: _Axis = None, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[Any]: ...
        @overload
        def cumprod(
            self: _HasDType[number],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
        ) -> Array[_DTypeT_co]: ...
        @overload
        def cumprod(
            self: _HasDType[bool_],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def cumprod(
            self,
            axis: _Axis = None,
            *,
            dtype: type[bool],
            out: None = None,
        ) -> Array[bool_]: ...
        @overload
        def cumprod(
            self,
            axis: _Axis = None,
            *,
            dtype: type[int64 | int],
            out: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def cumprod(
            self,
            axis: _Axis = None,
            *,
            dtype: type[uint64],
            out: None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def cumprod(
            self,
            axis: _Axis = None,
            *,
            dtype: type[float64 | float],
            out: None = None,
        ) -> Array[floating]: ...
        @overload
        def cumprod(
            self,
            axis: _Axis = None,
            *,
            dtype: type[complex128 | complex],
            out: None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def cumprod(
            self,
            axis: _Axis = None,
            *,
            dtype: type[_GenericT],
            out: None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def cumprod(
            self,
            axis: _Axis = None,
            *,
            dtype: DTypeLike,
            out: None = None,
        ) -> Array[generic]: ...
        @overload
        def cumprod(
            self,
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]: ...
        def cumprod(
            self,
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]:
            """`jnp.cumprod(self, ...)`: numbers keep their dtype, booleans become the default int.

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.Array.cumprod.html
            """
            ...

        @overload
        def trace(
            self: Array[Never],
            offset: int | ArrayLike = 0,
            axis1: int = 0,
            axis2: int = 1,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[Any]: ...
        @overload
        def trace(
            self: _HasDType[inexact],
            offset: int | ArrayLike = 0,
            axis1: int = 0,
            axis2: int = 1,
            dtype: None = None,
            out: None = None,
        ) -> Array[_DTypeT_co]: ...
        @overload
        def trace(
            self: _HasDType[signedinteger | bool_],
            offset: int | ArrayLike = 0,
            axis1: int = 0,
            axis2: int = 1,
            dtype: None = None,
            out: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def trace(
            self: _HasDType[unsignedinteger],
            offset: int | ArrayLike = 0,
            axis1: int = 0,
            axis2: int = 1,
            dtype: None = None,
            out: None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def trace(
            self: _HasDType[integer | bool_],
            offset: int | ArrayLike = 0,
            axis1: int = 0,
            axis2: int = 1,
            dtype: None = None,
            out: None = None,
        ) -> Array[integer]: ...
        @overload
        def trace(
            self,
            offset: int | ArrayLike = 0,
            axis1: int = 0,
            axis2: int = 1,
            *,
            dtype: type[bool],
            out: None = None,
        ) -> Array[bool_]: ...
        @overload
        def trace(
            self,
            offset: int | ArrayLike = 0,
            axis1: int = 0,
            axis2: int = 1,
            *,
            dtype: type[int64 | int],
            out: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def trace(
            self,
            offset: int | ArrayLike = 0,
            axis1: int = 0,
            axis2: int = 1,
            *,
            dtype: type[uint64],
            out: None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def trace(
            self,
            offset: int | ArrayLike = 0,
            axis1: int = 0,
            axis2: int = 1,
            *,
            dtype: type[float64 | float],
            out: None = None,
        ) -> Array[floating]: ...
        @overload
        def trace(
            self,
            offset: int | ArrayLike = 0,
            axis1: int = 0,
            axis2: int = 1,
            *,
            dtype: type[complex128 | complex],
            out: None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def trace(
            self,
            offset: int | ArrayLike = 0,
            axis1: int = 0,
            axis2: int = 1,
            *,
            dtype: type[_GenericT],
            out: None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def trace(
            self,
            offset: int | ArrayLike = 0,
            axis1: int = 0,
            axis2: int = 1,
            *,
            dtype: DTypeLike,
            out: None = None,
        ) -> Array[generic]: ...
        @overload
        def trace(
            self,
            offset: int | ArrayLike = 0,
            axis1: int = 0,
            axis2: int = 1,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]: ...
        def trace(
            self,
            offset: int | ArrayLike = 0,
            axis1: int = 0,
            axis2: int = 1,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]:
            """`jnp.trace(self, ...)`: the diagonal's sum, accumulated as `sum` does.

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.Array.trace.html
            """
            ...

        @overload
        def mean(
            self: Array[Never],
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
        ) -> Array[Any]: ...
        @overload
        def mean(
            self: _HasDType[inexact],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
        ) -> Array[_DTypeT_co]: ...
        @overload
        def mean(
            self: _HasDType[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
        ) -> Array[float32]: ...
        @overload
        def mean(
            self: _HasDType[int64 | uint64],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
        ) -> Array[float64]: ...
        @overload
        def mean(
            self: _HasDType[WideIntegral],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
        ) -> Array[floating]: ...
        @overload
        def mean(
            self: _HasDType[integer | bool_],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
        ) -> Array[floating | integer]: ...
        @overload
        def mean(
            self,
            axis: _Axis = None,
            *,
            dtype: type[bool],
            out: None = None,
            keepdims: bool = False,
            where: ArrayLike | None = None,
        ) -> Array[bool_]: ...
        @overload
        def mean(
            self,
            axis: _Axis = None,
            *,
            dtype: type[int64 | int],
            out: None = None,
            keepdims: bool = False,
            where: ArrayLike | None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def mean(
            self,
            axis: _Axis = None,
            *,
            dtype: type[uint64],
            out: None = None,
            keepdims: bool = False,
            where: ArrayLike | None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def mean(
            self,
            axis: _Axis = None,
            *,
            dtype: type[float64 | float],
            out: None = None,
            keepdims: bool = False,
            where: ArrayLike | None = None,
        ) -> Array[floating]: ...
        @overload
        def mean(
            self,
            axis: _Axis = None,
            *,
            dtype: type[complex128 | complex],
            out: None = None,
            keepdims: bool = False,
            where: ArrayLike | None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def mean(
            self,
            axis: _Axis = None,
            *,
            dtype: type[_GenericT],
            out: None = None,
            keepdims: bool = False,
            where: ArrayLike | None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def mean(
            self,
            axis: _Axis = None,
            *,
            dtype: DTypeLike,
            out: None = None,
            keepdims: bool = False,
            where: ArrayLike | None = None,
        ) -> Array[generic]: ...
        @overload
        def mean(
            self,
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
        ) -> Array[generic]: ...
        def mean(
            self,
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
        ) -> Array[generic]:
            """`jnp.mean(self, ...)`: integers and booleans give the default float.

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.Array.mean.html
            """
            ...

        @overload
        def var(
            self: Array[Never],
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[Any]: ...
        @overload
        def var(
            self: _HasDType[floating],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[_DTypeT_co]: ...
        @overload
        def var(
            self: _HasDType[complex64],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[float32]: ...
        @overload
        def var(
            self: _HasDType[complex128],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[float64]: ...
        @overload
        def var(
            self: _HasDType[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[float32]: ...
        @overload
        def var(
            self: _HasDType[int64 | uint64],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[float64]: ...
        @overload
        def var(
            self: _HasDType[number | bool_],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[floating]: ...
        @overload
        def var(
            self,
            axis: _Axis = None,
            *,
            dtype: type[float64 | float],
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[floating]: ...
        @overload
        def var(
            self,
            axis: _Axis = None,
            *,
            dtype: type[complex128 | complex],
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def var(
            self,
            axis: _Axis = None,
            *,
            dtype: type[_InexactT],
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[_InexactT]: ...
        @overload
        def var(
            self,
            axis: _Axis = None,
            *,
            dtype: DTypeLike,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[inexact]: ...
        @overload
        def var(
            self,
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[generic]: ...
        def var(
            self,
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[generic]:
            """`jnp.var(self, ...)`: real; complex input gives its real dtype, integers a float.

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.Array.var.html
            """
            ...

        @overload
        def std(
            self: Array[Never],
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[Any]: ...
        @overload
        def std(
            self: _HasDType[floating],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[_DTypeT_co]: ...
        @overload
        def std(
            self: _HasDType[complex64],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[float32]: ...
        @overload
        def std(
            self: _HasDType[complex128],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[float64]: ...
        @overload
        def std(
            self: _HasDType[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[float32]: ...
        @overload
        def std(
            self: _HasDType[int64 | uint64],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[float64]: ...
        @overload
        def std(
            self: _HasDType[number | bool_],
            axis: _Axis = None,
            dtype: None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[floating]: ...
        @overload
        def std(
            self,
            axis: _Axis = None,
            *,
            dtype: type[bool],
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[bool_]: ...
        @overload
        def std(
            self,
            axis: _Axis = None,
            *,
            dtype: type[int64 | int],
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def std(
            self,
            axis: _Axis = None,
            *,
            dtype: type[uint64],
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def std(
            self,
            axis: _Axis = None,
            *,
            dtype: type[float64 | float],
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[floating]: ...
        @overload
        def std(
            self,
            axis: _Axis = None,
            *,
            dtype: type[complex128 | complex],
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def std(
            self,
            axis: _Axis = None,
            *,
            dtype: type[_GenericT],
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def std(
            self,
            axis: _Axis = None,
            *,
            dtype: DTypeLike,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[generic]: ...
        @overload
        def std(
            self,
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[generic]: ...
        def std(
            self,
            axis: _Axis = None,
            dtype: DTypeLike | None = None,
            out: None = None,
            ddof: int = 0,
            keepdims: bool = False,
            *,
            where: ArrayLike | None = None,
            correction: float | None = None,
        ) -> Array[generic]:
            """`jnp.std(self, ...)`: real; complex input gives its real dtype, integers a float.

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.Array.std.html
            """
            ...

        # END GENERATED METHODS
        def dot(
            self,
            b: ArrayLike,
            *,
            precision: Any = None,
            preferred_element_type: DTypeLike | None = None,
        ) -> Array[generic]: ...


class _IndexUpdateRef(Generic[_DTypeT_co]):
    """Static view of `x.at[index]`: every update keeps the array's dtype."""

    if TYPE_CHECKING:

        def get(
            self,
            indices_are_sorted: bool = False,
            unique_indices: bool = False,
            mode: str | None = None,
            fill_value: bool | complex | None = None,
            out_sharding: Any = None,
            wrap_negative_indices: bool = True,
        ) -> Array[_DTypeT_co]: ...
        def set(
            self,
            values: ArrayLike,
            indices_are_sorted: bool = False,
            unique_indices: bool = False,
            mode: str | None = None,
            fill_value: bool | complex | None = None,
            out_sharding: Any = None,
            wrap_negative_indices: bool = True,
        ) -> Array[_DTypeT_co]: ...
        def add(
            self,
            values: ArrayLike,
            indices_are_sorted: bool = False,
            unique_indices: bool = False,
            mode: str | None = None,
            out_sharding: Any = None,
            wrap_negative_indices: bool = True,
        ) -> Array[_DTypeT_co]: ...
        def subtract(
            self,
            values: ArrayLike,
            *,
            indices_are_sorted: bool = False,
            unique_indices: bool = False,
            mode: str | None = None,
            wrap_negative_indices: bool = True,
        ) -> Array[_DTypeT_co]: ...
        def mul(
            self,
            values: ArrayLike,
            indices_are_sorted: bool = False,
            unique_indices: bool = False,
            mode: str | None = None,
            wrap_negative_indices: bool = True,
        ) -> Array[_DTypeT_co]: ...
        def multiply(
            self,
            values: ArrayLike,
            indices_are_sorted: bool = False,
            unique_indices: bool = False,
            mode: str | None = None,
            wrap_negative_indices: bool = True,
        ) -> Array[_DTypeT_co]: ...
        # Hand-written, a one-off: `.at[...].divide` of integers gives a float.
        @overload
        def divide(
            self: _IndexUpdateRef[_InexactT],
            values: ArrayLike,
            indices_are_sorted: bool = False,
            unique_indices: bool = False,
            mode: str | None = None,
            wrap_negative_indices: bool = True,
        ) -> Array[_InexactT]: ...
        @overload
        def divide(
            self: _IndexUpdateRef[WideIntegral],
            values: ArrayLike,
            indices_are_sorted: bool = False,
            unique_indices: bool = False,
            mode: str | None = None,
            wrap_negative_indices: bool = True,
        ) -> Array[floating]: ...
        @overload
        def divide(
            self,
            values: ArrayLike,
            indices_are_sorted: bool = False,
            unique_indices: bool = False,
            mode: str | None = None,
            wrap_negative_indices: bool = True,
        ) -> Array[generic]: ...
        def divide(
            self,
            values: ArrayLike,
            indices_are_sorted: bool = False,
            unique_indices: bool = False,
            mode: str | None = None,
            wrap_negative_indices: bool = True,
        ) -> Any: ...  # integers divide into the default float
        def power(
            self,
            values: ArrayLike,
            indices_are_sorted: bool = False,
            unique_indices: bool = False,
            mode: str | None = None,
            wrap_negative_indices: bool = True,
        ) -> Array[_DTypeT_co]: ...
        def min(
            self,
            values: ArrayLike,
            indices_are_sorted: bool = False,
            unique_indices: bool = False,
            mode: str | None = None,
            wrap_negative_indices: bool = True,
        ) -> Array[_DTypeT_co]: ...
        def max(
            self,
            values: ArrayLike,
            indices_are_sorted: bool = False,
            unique_indices: bool = False,
            mode: str | None = None,
            wrap_negative_indices: bool = True,
        ) -> Array[_DTypeT_co]: ...
        def apply(
            self,
            func: Callable[[Any], Any],
            indices_are_sorted: bool = False,
            unique_indices: bool = False,
            mode: str | None = None,
            wrap_negative_indices: bool = True,
        ) -> Array[_DTypeT_co]: ...


class _IndexUpdateHelper(Generic[_DTypeT_co]):
    """Static view of `x.at`."""

    if TYPE_CHECKING:

        def __getitem__(self, index: Any) -> _IndexUpdateRef[_DTypeT_co]: ...
