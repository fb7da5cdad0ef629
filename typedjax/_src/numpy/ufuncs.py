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

The declarations between the markers are written by `tools/gen_numpy_ufuncs.py`.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads overlap on purpose (NumPy's float64 is a float, bool is an int): the first
# match is JAX's answer, and the dtype agreement cases check every result against JAX.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import jax.numpy as _jnp

from typedjax._src.typing.like import (
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

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, Literal, Never, TypeAlias, TypeVar, overload

    import numpy as np

    from typedjax._src.array.array import HasDType
    from typedjax._src.numpy.dtype_codes import (
        SameFloatingT,
        SubByteT,
        ToBool,
        ToComplex128,
        ToFloat64,
        ToInt64,
        ToUInt64,
    )
    from typedjax._src.typing.dtype import WideIntegral
    from typedjax._src.typing.promotion import (
        CanPromote,
        CanPromoteInexact,
        InexactResultT,
        IntegerResultT,
        PartnerT,
        RealResultT,
        ResultT,
    )
    from typedjax.array import Array
    from typedjax.typing import (
        ArrayLike,
        DTypeLike,
        bfloat16,
        bool_,
        complex64,
        complex128,
        complexfloating,
        float4_e2m1fn,
        float6_e2m3fn,
        float6_e3m2fn,
        float8_e3m4,
        float8_e4m3,
        float8_e4m3b11fnuz,
        float8_e4m3fn,
        float8_e4m3fnuz,
        float8_e5m2,
        float8_e5m2fnuz,
        float8_e8m0fnu,
        float16,
        float32,
        float64,
        floating,
        generic,
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

    # The names of tools/gen_array_ops.py's rule tables, which the generator reuses.
    _GenericT = TypeVar("_GenericT", bound=generic)
    _NumberT = TypeVar("_NumberT", bound=number)
    _IntegerT = TypeVar("_IntegerT", bound=integer)
    _IntegralT = TypeVar("_IntegralT", bound=integer | bool_)
    _InexactT = TypeVar("_InexactT", bound=inexact)
    _FloatingT = TypeVar("_FloatingT", bound=floating)
    _ComplexT = TypeVar("_ComplexT", bound=complexfloating)
    # Constrained TypeVars solve to exactly one dtype: two operands of different dtypes
    # never merge into a union or a join that would hide JAX's promotion.
    _SameInexactT = TypeVar(
        "_SameInexactT",
        float32, float64, float16, bfloat16, complex64, complex128, float8_e4m3fn, float8_e5m2,
        float8_e4m3, float8_e3m4, float8_e4m3fnuz, float8_e5m2fnuz, float8_e4m3b11fnuz,
        float8_e8m0fnu, float4_e2m1fn, float6_e2m3fn, float6_e3m2fn,
    )  # fmt: skip
    _SameIntegralT = TypeVar(
        "_SameIntegralT",
        int32, int64, bool_, uint8, uint32, int8, int16, uint16, uint64, int4, uint4, int1,
        int2, uint1, uint2,
    )  # fmt: skip
    # The same-dtype rows of the binary functions, split so that the common dtypes are
    # matched against few constraints (pyright's cost grows with their number).
    _SameFloatT = TypeVar("_SameFloatT", float32, float64, float16, bfloat16)
    _SameIntT = TypeVar("_SameIntT", int32, int64, uint8, uint32, int8, int16, uint16, uint64)
    _SameOtherNumberT = TypeVar(
        "_SameOtherNumberT",
        bool_, complex64, complex128, int4, uint4, int1, int2, uint1, uint2, float8_e4m3fn,
        float8_e5m2, float8_e4m3, float8_e3m4, float8_e4m3fnuz, float8_e5m2fnuz,
        float8_e4m3b11fnuz, float8_e8m0fnu, float4_e2m1fn, float6_e2m3fn, float6_e3m2fn,
    )  # fmt: skip
    _SameOtherNoBoolT = TypeVar(
        "_SameOtherNoBoolT",
        complex64, complex128, int4, uint4, int1, int2, uint1, uint2, float8_e4m3fn,
        float8_e5m2, float8_e4m3, float8_e3m4, float8_e4m3fnuz, float8_e5m2fnuz,
        float8_e4m3b11fnuz, float8_e8m0fnu, float4_e2m1fn, float6_e2m3fn, float6_e3m2fn,
    )  # fmt: skip
    _SameOtherInexactT = TypeVar(
        "_SameOtherInexactT",
        complex64, complex128, float8_e4m3fn, float8_e5m2, float8_e4m3, float8_e3m4,
        float8_e4m3fnuz, float8_e5m2fnuz, float8_e4m3b11fnuz, float8_e8m0fnu, float4_e2m1fn,
        float6_e2m3fn, float6_e3m2fn,
    )  # fmt: skip
    _SameOtherIntegralT = TypeVar(
        "_SameOtherIntegralT", bool_, int4, uint4, int1, int2, uint1, uint2
    )

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

# BEGIN GENERATED DECLARATIONS (tools/gen_numpy_ufuncs.py)

__all__: list[str] = [
    "abs", "absolute", "acos", "acosh", "add", "angle", "arccos", "arccosh", "arcsin",
    "arcsinh", "arctan", "arctan2", "arctanh", "around", "asin", "asinh", "atan", "atan2",
    "atanh", "bitwise_and", "bitwise_count", "bitwise_invert", "bitwise_left_shift",
    "bitwise_not", "bitwise_or", "bitwise_right_shift", "bitwise_xor", "cbrt", "ceil", "clip",
    "conj", "conjugate", "copysign", "cos", "cosh", "deg2rad", "degrees", "divide", "divmod",
    "equal", "exp", "exp2", "expm1", "fabs", "float_power", "floor", "floor_divide", "fmax",
    "fmin", "fmod", "frexp", "gcd", "greater", "greater_equal", "heaviside", "hypot", "i0",
    "imag", "interp", "invert", "iscomplex", "isfinite", "isinf", "isnan", "isneginf",
    "isposinf", "isreal", "lcm", "ldexp", "left_shift", "less", "less_equal", "log", "log1p",
    "log2", "log10", "logaddexp", "logaddexp2", "logical_and", "logical_not", "logical_or",
    "logical_xor", "maximum", "minimum", "mod", "modf", "multiply", "nan_to_num", "negative",
    "nextafter", "not_equal", "positive", "pow", "power", "rad2deg", "radians", "real",
    "reciprocal", "remainder", "right_shift", "rint", "round", "sign", "signbit", "sin", "sinc",
    "sinh", "spacing", "sqrt", "square", "subtract", "tan", "tanh", "true_divide", "trunc",
    "ufunc", "unwrap",
]  # fmt: skip

if TYPE_CHECKING:
    # ---- functions ------------------------------------------------------------
    @overload
    def sin(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def sin(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def sin(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def sin(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def sin(x: ArrayLike, /) -> Array[inexact]: ...
    def sin(x: ArrayLike, /) -> Array[inexact]:
        """Sine, element-wise; integers and booleans give float32 (float64 from 64 bits).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.sin.html
        """
        ...

    @overload
    def cos(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def cos(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def cos(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def cos(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def cos(x: ArrayLike, /) -> Array[inexact]: ...
    def cos(x: ArrayLike, /) -> Array[inexact]:
        """Cosine, element-wise; integers and booleans give float32 (float64 from 64 bits).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.cos.html
        """
        ...

    @overload
    def tan(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def tan(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def tan(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def tan(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def tan(x: ArrayLike, /) -> Array[inexact]: ...
    def tan(x: ArrayLike, /) -> Array[inexact]:
        """Tangent, element-wise; integers and booleans give float32 (float64 from 64 bits).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.tan.html
        """
        ...

    @overload
    def arcsin(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def arcsin(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def arcsin(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def arcsin(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def arcsin(x: ArrayLike, /) -> Array[inexact]: ...
    def arcsin(x: ArrayLike, /) -> Array[inexact]:
        """Inverse sine, element-wise, in radians.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.arcsin.html
        """
        ...

    @overload
    def arccos(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def arccos(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def arccos(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def arccos(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def arccos(x: ArrayLike, /) -> Array[inexact]: ...
    def arccos(x: ArrayLike, /) -> Array[inexact]:
        """Inverse cosine, element-wise, in radians.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.arccos.html
        """
        ...

    @overload
    def arctan(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def arctan(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def arctan(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def arctan(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def arctan(x: ArrayLike, /) -> Array[inexact]: ...
    def arctan(x: ArrayLike, /) -> Array[inexact]:
        """Inverse tangent, element-wise, in radians.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.arctan.html
        """
        ...

    @overload
    def asin(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def asin(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def asin(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def asin(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def asin(x: ArrayLike, /) -> Array[inexact]: ...
    def asin(x: ArrayLike, /) -> Array[inexact]:
        """Inverse sine, element-wise (the array-API name of `arcsin`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.asin.html
        """
        ...

    @overload
    def acos(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def acos(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def acos(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def acos(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def acos(x: ArrayLike, /) -> Array[inexact]: ...
    def acos(x: ArrayLike, /) -> Array[inexact]:
        """Inverse cosine, element-wise (the array-API name of `arccos`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.acos.html
        """
        ...

    @overload
    def atan(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def atan(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def atan(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def atan(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def atan(x: ArrayLike, /) -> Array[inexact]: ...
    def atan(x: ArrayLike, /) -> Array[inexact]:
        """Inverse tangent, element-wise (the array-API name of `arctan`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.atan.html
        """
        ...

    @overload
    def sinh(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def sinh(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def sinh(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def sinh(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def sinh(x: ArrayLike, /) -> Array[inexact]: ...
    def sinh(x: ArrayLike, /) -> Array[inexact]:
        """Hyperbolic sine, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.sinh.html
        """
        ...

    @overload
    def cosh(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def cosh(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def cosh(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def cosh(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def cosh(x: ArrayLike, /) -> Array[inexact]: ...
    def cosh(x: ArrayLike, /) -> Array[inexact]:
        """Hyperbolic cosine, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.cosh.html
        """
        ...

    @overload
    def tanh(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def tanh(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def tanh(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def tanh(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def tanh(x: ArrayLike, /) -> Array[inexact]: ...
    def tanh(x: ArrayLike, /) -> Array[inexact]:
        """Hyperbolic tangent, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.tanh.html
        """
        ...

    @overload
    def arcsinh(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def arcsinh(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def arcsinh(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def arcsinh(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def arcsinh(x: ArrayLike, /) -> Array[inexact]: ...
    def arcsinh(x: ArrayLike, /) -> Array[inexact]:
        """Inverse hyperbolic sine, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.arcsinh.html
        """
        ...

    @overload
    def arccosh(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def arccosh(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def arccosh(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def arccosh(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def arccosh(x: ArrayLike, /) -> Array[inexact]: ...
    def arccosh(x: ArrayLike, /) -> Array[inexact]:
        """Inverse hyperbolic cosine, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.arccosh.html
        """
        ...

    @overload
    def arctanh(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def arctanh(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def arctanh(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def arctanh(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def arctanh(x: ArrayLike, /) -> Array[inexact]: ...
    def arctanh(x: ArrayLike, /) -> Array[inexact]:
        """Inverse hyperbolic tangent, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.arctanh.html
        """
        ...

    @overload
    def asinh(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def asinh(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def asinh(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def asinh(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def asinh(x: ArrayLike, /) -> Array[inexact]: ...
    def asinh(x: ArrayLike, /) -> Array[inexact]:
        """Inverse hyperbolic sine (the array-API name of `arcsinh`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.asinh.html
        """
        ...

    @overload
    def acosh(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def acosh(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def acosh(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def acosh(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def acosh(x: ArrayLike, /) -> Array[inexact]: ...
    def acosh(x: ArrayLike, /) -> Array[inexact]:
        """Inverse hyperbolic cosine (the array-API name of `arccosh`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.acosh.html
        """
        ...

    @overload
    def atanh(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def atanh(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def atanh(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def atanh(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def atanh(x: ArrayLike, /) -> Array[inexact]: ...
    def atanh(x: ArrayLike, /) -> Array[inexact]:
        """Inverse hyperbolic tangent (the array-API name of `arctanh`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.atanh.html
        """
        ...

    @overload
    def exp(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def exp(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def exp(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def exp(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def exp(x: ArrayLike, /) -> Array[inexact]: ...
    def exp(x: ArrayLike, /) -> Array[inexact]:
        """e raised to each element; integers and booleans give float32 (float64 from 64 bits).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.exp.html
        """
        ...

    @overload
    def exp2(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def exp2(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def exp2(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def exp2(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def exp2(x: ArrayLike, /) -> Array[inexact]: ...
    def exp2(x: ArrayLike, /) -> Array[inexact]:
        """2 raised to each element, in the input's inexact dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.exp2.html
        """
        ...

    @overload
    def expm1(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def expm1(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def expm1(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def expm1(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def expm1(x: ArrayLike, /) -> Array[inexact]: ...
    def expm1(x: ArrayLike, /) -> Array[inexact]:
        """`exp(x) - 1` per element, accurate for small `x`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.expm1.html
        """
        ...

    @overload
    def log(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def log(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def log(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def log(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def log(x: ArrayLike, /) -> Array[inexact]: ...
    def log(x: ArrayLike, /) -> Array[inexact]:
        """Natural logarithm, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.log.html
        """
        ...

    @overload
    def log2(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def log2(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def log2(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def log2(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def log2(x: ArrayLike, /) -> Array[inexact]: ...
    def log2(x: ArrayLike, /) -> Array[inexact]:
        """Base-2 logarithm, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.log2.html
        """
        ...

    @overload
    def log10(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def log10(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def log10(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def log10(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def log10(x: ArrayLike, /) -> Array[inexact]: ...
    def log10(x: ArrayLike, /) -> Array[inexact]:
        """Base-10 logarithm, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.log10.html
        """
        ...

    @overload
    def log1p(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def log1p(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def log1p(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def log1p(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def log1p(x: ArrayLike, /) -> Array[inexact]: ...
    def log1p(x: ArrayLike, /) -> Array[inexact]:
        """`log(1 + x)` per element, accurate for small `x`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.log1p.html
        """
        ...

    @overload
    def sqrt(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def sqrt(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def sqrt(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def sqrt(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def sqrt(x: ArrayLike, /) -> Array[inexact]: ...
    def sqrt(x: ArrayLike, /) -> Array[inexact]:
        """Square root, element-wise; complex input gives the principal root.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.sqrt.html
        """
        ...

    @overload
    def reciprocal(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def reciprocal(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def reciprocal(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def reciprocal(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def reciprocal(x: ArrayLike, /) -> Array[inexact]: ...
    def reciprocal(x: ArrayLike, /) -> Array[inexact]:
        """`1 / x` per element, in the input's inexact dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.reciprocal.html
        """
        ...

    @overload
    def sinc(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def sinc(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def sinc(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def sinc(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def sinc(x: ArrayLike, /) -> Array[inexact]: ...
    def sinc(x: ArrayLike, /) -> Array[inexact]:
        """Normalised sinc `sin(pi x) / (pi x)`, element-wise (1 at 0).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.sinc.html
        """
        ...

    @overload
    def degrees(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def degrees(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def degrees(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def degrees(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def degrees(x: ArrayLike, /) -> Array[inexact]: ...
    def degrees(x: ArrayLike, /) -> Array[inexact]:
        """Radians to degrees, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.degrees.html
        """
        ...

    @overload
    def rad2deg(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def rad2deg(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def rad2deg(x: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def rad2deg(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def rad2deg(x: ArrayLike, /) -> Array[inexact]: ...
    def rad2deg(x: ArrayLike, /) -> Array[inexact]:
        """Radians to degrees, element-wise (same as `degrees`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.rad2deg.html
        """
        ...

    @overload
    def rint(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def rint(x: Array[integer | bool_] | float, /) -> Array[floating]: ...
    @overload
    def rint(x: ArrayLike, /) -> Array[inexact]: ...
    def rint(x: ArrayLike, /) -> Array[inexact]:
        """Round to the nearest integer value, ties to even; an inexact result.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.rint.html
        """
        ...

    @overload
    def deg2rad(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def deg2rad(x: Array[WideIntegral] | float, /) -> Array[floating]: ...
    @overload
    def deg2rad(x: ArrayLike, /) -> Array[inexact | integer]: ...
    def deg2rad(x: ArrayLike, /) -> Array[inexact | integer]:
        """Degrees to radians, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.deg2rad.html
        """
        ...

    @overload
    def radians(x: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def radians(x: Array[WideIntegral] | float, /) -> Array[floating]: ...
    @overload
    def radians(x: ArrayLike, /) -> Array[inexact | integer]: ...
    def radians(x: ArrayLike, /) -> Array[inexact | integer]:
        """Degrees to radians, element-wise (same as `deg2rad`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.radians.html
        """
        ...

    @overload
    def cbrt(x: Array[_FloatingT], /) -> Array[_FloatingT]: ...
    @overload
    def cbrt(x: ArrayLike, /) -> Array[floating]: ...
    def cbrt(x: ArrayLike, /) -> Array[floating]:
        """Real cube root, element-wise; integers give float32 (float64 from 64 bits).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.cbrt.html
        """
        ...

    @overload
    def fabs(x: Array[_FloatingT], /) -> Array[_FloatingT]: ...
    @overload
    def fabs(x: ArrayLike, /) -> Array[floating]: ...
    def fabs(x: ArrayLike, /) -> Array[floating]:
        """Absolute value as a float, element-wise (no complex input).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fabs.html
        """
        ...

    @overload
    def spacing(x: Array[_FloatingT], /) -> Array[_FloatingT]: ...
    @overload
    def spacing(x: ArrayLike, /) -> Array[floating]: ...
    def spacing(x: ArrayLike, /) -> Array[floating]:
        """Distance from each element to the next representable float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.spacing.html
        """
        ...

    @overload
    def positive(x: Array[_GenericT], /) -> Array[_GenericT]: ...
    @overload
    def positive(x: bool, /) -> Array[bool_]: ...
    @overload
    def positive(x: int, /) -> Array[signedinteger]: ...
    @overload
    def positive(x: float, /) -> Array[floating]: ...
    @overload
    def positive(x: complex, /) -> Array[complexfloating]: ...
    @overload
    def positive(x: ArrayLike, /) -> Array[generic]: ...
    def positive(x: ArrayLike, /) -> Array[generic]:
        """The input unchanged, element-wise `+x`, in the same dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.positive.html
        """
        ...

    @overload
    def sign(x: Array[_GenericT], /) -> Array[_GenericT]: ...
    @overload
    def sign(x: bool, /) -> Array[bool_]: ...
    @overload
    def sign(x: int, /) -> Array[signedinteger]: ...
    @overload
    def sign(x: float, /) -> Array[floating]: ...
    @overload
    def sign(x: complex, /) -> Array[complexfloating]: ...
    @overload
    def sign(x: ArrayLike, /) -> Array[generic]: ...
    def sign(x: ArrayLike, /) -> Array[generic]:
        """Sign of each element (-1, 0, 1; `x/|x|` for complex), same dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.sign.html
        """
        ...

    @overload
    def conj(x: Array[_GenericT], /) -> Array[_GenericT]: ...
    @overload
    def conj(x: bool, /) -> Array[bool_]: ...
    @overload
    def conj(x: int, /) -> Array[signedinteger]: ...
    @overload
    def conj(x: float, /) -> Array[floating]: ...
    @overload
    def conj(x: complex, /) -> Array[complexfloating]: ...
    @overload
    def conj(x: ArrayLike, /) -> Array[generic]: ...
    def conj(x: ArrayLike, /) -> Array[generic]:
        """Complex conjugate, element-wise; real input is returned as is.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.conj.html
        """
        ...

    @overload
    def conjugate(x: Array[_GenericT], /) -> Array[_GenericT]: ...
    @overload
    def conjugate(x: bool, /) -> Array[bool_]: ...
    @overload
    def conjugate(x: int, /) -> Array[signedinteger]: ...
    @overload
    def conjugate(x: float, /) -> Array[floating]: ...
    @overload
    def conjugate(x: complex, /) -> Array[complexfloating]: ...
    @overload
    def conjugate(x: ArrayLike, /) -> Array[generic]: ...
    def conjugate(x: ArrayLike, /) -> Array[generic]:
        """Complex conjugate, element-wise (same as `conj`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.conjugate.html
        """
        ...

    @overload
    def ceil(x: Array[_GenericT], /) -> Array[_GenericT]: ...
    @overload
    def ceil(x: bool, /) -> Array[bool_]: ...
    @overload
    def ceil(x: int, /) -> Array[signedinteger]: ...
    @overload
    def ceil(x: float, /) -> Array[floating]: ...
    @overload
    def ceil(x: complex, /) -> Array[complexfloating]: ...
    @overload
    def ceil(x: ArrayLike, /) -> Array[generic]: ...
    def ceil(x: ArrayLike, /) -> Array[generic]:
        """Smallest integer value not below each element, in the same dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.ceil.html
        """
        ...

    @overload
    def floor(x: Array[_GenericT], /) -> Array[_GenericT]: ...
    @overload
    def floor(x: bool, /) -> Array[bool_]: ...
    @overload
    def floor(x: int, /) -> Array[signedinteger]: ...
    @overload
    def floor(x: float, /) -> Array[floating]: ...
    @overload
    def floor(x: complex, /) -> Array[complexfloating]: ...
    @overload
    def floor(x: ArrayLike, /) -> Array[generic]: ...
    def floor(x: ArrayLike, /) -> Array[generic]:
        """Largest integer value not above each element, in the same dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.floor.html
        """
        ...

    @overload
    def square(x: Array[_NumberT], /) -> Array[_NumberT]: ...
    @overload
    def square(x: Array[bool_] | int, /) -> Array[signedinteger]: ...
    @overload
    def square(x: float, /) -> Array[floating]: ...
    @overload
    def square(x: complex, /) -> Array[complexfloating]: ...
    @overload
    def square(x: ArrayLike, /) -> Array[number]: ...
    def square(x: ArrayLike, /) -> Array[number]:
        """Each element squared; booleans give int32.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.square.html
        """
        ...

    @overload
    def abs(x: Array[complex64], /) -> Array[float32]: ...
    @overload
    def abs(x: Array[complex128], /) -> Array[float64]: ...
    @overload
    def abs(x: Array[complexfloating], /) -> Array[floating]: ...
    @overload
    def abs(x: Array[_GenericT], /) -> Array[_GenericT]: ...
    @overload
    def abs(x: bool, /) -> Array[bool_]: ...
    @overload
    def abs(x: int, /) -> Array[signedinteger]: ...
    @overload
    def abs(x: complex, /) -> Array[floating]: ...
    @overload
    def abs(x: ArrayLike, /) -> Array[generic]: ...
    def abs(x: ArrayLike, /) -> Array[generic]:
        """Absolute value, element-wise; complex input gives its real dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.abs.html
        """
        ...

    @overload
    def absolute(x: Array[complex64], /) -> Array[float32]: ...
    @overload
    def absolute(x: Array[complex128], /) -> Array[float64]: ...
    @overload
    def absolute(x: Array[complexfloating], /) -> Array[floating]: ...
    @overload
    def absolute(x: Array[_GenericT], /) -> Array[_GenericT]: ...
    @overload
    def absolute(x: bool, /) -> Array[bool_]: ...
    @overload
    def absolute(x: int, /) -> Array[signedinteger]: ...
    @overload
    def absolute(x: complex, /) -> Array[floating]: ...
    @overload
    def absolute(x: ArrayLike, /) -> Array[generic]: ...
    def absolute(x: ArrayLike, /) -> Array[generic]:
        """Absolute value, element-wise (same as `abs`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.absolute.html
        """
        ...

    @overload
    def real(val: Array[complex64], /) -> Array[float32]: ...
    @overload
    def real(val: Array[complex128], /) -> Array[float64]: ...
    @overload
    def real(val: Array[complexfloating], /) -> Array[floating]: ...
    @overload
    def real(val: Array[_GenericT], /) -> Array[_GenericT]: ...
    @overload
    def real(val: bool, /) -> Array[bool_]: ...
    @overload
    def real(val: int, /) -> Array[signedinteger]: ...
    @overload
    def real(val: complex, /) -> Array[floating]: ...
    @overload
    def real(val: ArrayLike, /) -> Array[generic]: ...
    def real(val: ArrayLike, /) -> Array[generic]:
        """Real part, element-wise; complex input gives its real dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.real.html
        """
        ...

    @overload
    def imag(val: Array[complex64], /) -> Array[float32]: ...
    @overload
    def imag(val: Array[complex128], /) -> Array[float64]: ...
    @overload
    def imag(val: Array[complexfloating], /) -> Array[floating]: ...
    @overload
    def imag(val: Array[_GenericT], /) -> Array[_GenericT]: ...
    @overload
    def imag(val: bool, /) -> Array[bool_]: ...
    @overload
    def imag(val: int, /) -> Array[signedinteger]: ...
    @overload
    def imag(val: complex, /) -> Array[floating]: ...
    @overload
    def imag(val: ArrayLike, /) -> Array[generic]: ...
    def imag(val: ArrayLike, /) -> Array[generic]:
        """Imaginary part, element-wise (zeros for real input).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.imag.html
        """
        ...

    def isfinite(x: ArrayLike, /) -> Array[bool_]:
        """Whether each element is finite (not infinite, not NaN).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.isfinite.html
        """
        ...

    def isinf(x: ArrayLike, /) -> Array[bool_]:
        """Whether each element is positive or negative infinity.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.isinf.html
        """
        ...

    def isnan(x: ArrayLike, /) -> Array[bool_]:
        """Whether each element is NaN.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.isnan.html
        """
        ...

    def signbit(x: ArrayLike, /) -> Array[bool_]:
        """Whether the sign bit of each element is set.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.signbit.html
        """
        ...

    def logical_not(x: ArrayLike, /) -> Array[bool_]:
        """Element-wise logical NOT: true where the input is zero.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.logical_not.html
        """
        ...

    @overload
    def invert(x: Array[_IntegralT], /) -> Array[_IntegralT]: ...
    @overload
    def invert(x: bool, /) -> Array[bool_]: ...
    @overload
    def invert(x: int, /) -> Array[signedinteger]: ...
    @overload
    def invert(x: _IntegralLike, /) -> Array[integer | bool_]: ...
    def invert(x: _IntegralLike, /) -> Array[integer | bool_]:
        """Bitwise NOT of integers, logical NOT of booleans, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.invert.html
        """
        ...

    @overload
    def bitwise_not(x: Array[_IntegralT], /) -> Array[_IntegralT]: ...
    @overload
    def bitwise_not(x: bool, /) -> Array[bool_]: ...
    @overload
    def bitwise_not(x: int, /) -> Array[signedinteger]: ...
    @overload
    def bitwise_not(x: _IntegralLike, /) -> Array[integer | bool_]: ...
    def bitwise_not(x: _IntegralLike, /) -> Array[integer | bool_]:
        """Bitwise NOT, element-wise (same as `invert`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.bitwise_not.html
        """
        ...

    @overload
    def bitwise_invert(x: Array[_IntegralT], /) -> Array[_IntegralT]: ...
    @overload
    def bitwise_invert(x: bool, /) -> Array[bool_]: ...
    @overload
    def bitwise_invert(x: int, /) -> Array[signedinteger]: ...
    @overload
    def bitwise_invert(x: _IntegralLike, /) -> Array[integer | bool_]: ...
    def bitwise_invert(x: _IntegralLike, /) -> Array[integer | bool_]:
        """Bitwise NOT, element-wise (the array-API name of `invert`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.bitwise_invert.html
        """
        ...

    def bitwise_count(x: _IntegralLike, /) -> Array[uint8]:
        """Number of 1 bits in the magnitude of each element, as uint8.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.bitwise_count.html
        """
        ...

    @overload
    def i0(x: Array[_FloatingT]) -> Array[_FloatingT]: ...
    @overload
    def i0(x: ArrayLike) -> Array[floating]: ...
    def i0(x: ArrayLike) -> Array[floating]:
        """Modified Bessel function of the first kind, order 0.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.i0.html
        """
        ...

    @overload
    def trunc(x: Array[_GenericT]) -> Array[_GenericT]: ...
    @overload
    def trunc(x: bool) -> Array[bool_]: ...
    @overload
    def trunc(x: int) -> Array[signedinteger]: ...
    @overload
    def trunc(x: float) -> Array[floating]: ...
    @overload
    def trunc(x: complex) -> Array[complexfloating]: ...
    @overload
    def trunc(x: ArrayLike) -> Array[generic]: ...
    def trunc(x: ArrayLike) -> Array[generic]:
        """Each element rounded toward zero, in the same dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.trunc.html
        """
        ...

    def iscomplex(x: ArrayLike) -> Array[bool_]:
        """Whether each element has a nonzero imaginary part.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.iscomplex.html
        """
        ...

    def isreal(x: ArrayLike) -> Array[bool_]:
        """Whether each element has a zero imaginary part.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.isreal.html
        """
        ...

    def isneginf(x: ArrayLike, /, out: None = None) -> Array[bool_]:
        """Whether each element is -inf.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.isneginf.html
        """
        ...

    def isposinf(x: ArrayLike, /, out: None = None) -> Array[bool_]:
        """Whether each element is +inf.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.isposinf.html
        """
        ...

    @overload
    def angle(z: Array[complex64], deg: bool = False) -> Array[float32]: ...
    @overload
    def angle(z: Array[complex128], deg: bool = False) -> Array[float64]: ...
    @overload
    def angle(z: Array[_FloatingT], deg: bool = False) -> Array[_FloatingT]: ...
    @overload
    def angle(z: ArrayLike, deg: bool = False) -> Array[floating]: ...
    def angle(z: ArrayLike, deg: bool = False) -> Array[floating]:
        """Argument (phase angle) of each element, in radians unless `deg`; a real dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.angle.html
        """
        ...

    @overload
    def round(a: Array[_GenericT], decimals: int = 0, out: None = None) -> Array[_GenericT]: ...
    @overload
    def round(a: bool, decimals: int = 0, out: None = None) -> Array[bool_]: ...
    @overload
    def round(a: int, decimals: int = 0, out: None = None) -> Array[signedinteger]: ...
    @overload
    def round(a: float, decimals: int = 0, out: None = None) -> Array[floating]: ...
    @overload
    def round(a: complex, decimals: int = 0, out: None = None) -> Array[complexfloating]: ...
    @overload
    def round(a: ArrayLike, decimals: int = 0, out: None = None) -> Array[generic]: ...
    def round(a: ArrayLike, decimals: int = 0, out: None = None) -> Array[generic]:
        """Each element rounded to `decimals` places, ties to even, in the same dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.round.html
        """
        ...

    @overload
    def around(a: Array[_GenericT], decimals: int = 0, out: None = None) -> Array[_GenericT]: ...
    @overload
    def around(a: bool, decimals: int = 0, out: None = None) -> Array[bool_]: ...
    @overload
    def around(a: int, decimals: int = 0, out: None = None) -> Array[signedinteger]: ...
    @overload
    def around(a: float, decimals: int = 0, out: None = None) -> Array[floating]: ...
    @overload
    def around(a: complex, decimals: int = 0, out: None = None) -> Array[complexfloating]: ...
    @overload
    def around(a: ArrayLike, decimals: int = 0, out: None = None) -> Array[generic]: ...
    def around(a: ArrayLike, decimals: int = 0, out: None = None) -> Array[generic]:
        """Each element rounded to `decimals` places (same as `round`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.around.html
        """
        ...

    @overload
    def nan_to_num(
        x: Array[_GenericT],
        copy: bool = True,
        nan: ArrayLike = 0.0,
        posinf: ArrayLike | None = None,
        neginf: ArrayLike | None = None,
    ) -> Array[_GenericT]: ...
    @overload
    def nan_to_num(
        x: bool,
        copy: bool = True,
        nan: ArrayLike = 0.0,
        posinf: ArrayLike | None = None,
        neginf: ArrayLike | None = None,
    ) -> Array[bool_]: ...
    @overload
    def nan_to_num(
        x: int,
        copy: bool = True,
        nan: ArrayLike = 0.0,
        posinf: ArrayLike | None = None,
        neginf: ArrayLike | None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def nan_to_num(
        x: float,
        copy: bool = True,
        nan: ArrayLike = 0.0,
        posinf: ArrayLike | None = None,
        neginf: ArrayLike | None = None,
    ) -> Array[floating]: ...
    @overload
    def nan_to_num(
        x: complex,
        copy: bool = True,
        nan: ArrayLike = 0.0,
        posinf: ArrayLike | None = None,
        neginf: ArrayLike | None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def nan_to_num(
        x: ArrayLike,
        copy: bool = True,
        nan: ArrayLike = 0.0,
        posinf: ArrayLike | None = None,
        neginf: ArrayLike | None = None,
    ) -> Array[generic]: ...
    def nan_to_num(
        x: ArrayLike,
        copy: bool = True,
        nan: ArrayLike = 0.0,
        posinf: ArrayLike | None = None,
        neginf: ArrayLike | None = None,
    ) -> Array[generic]:
        """NaN and infinities replaced by finite numbers, in the same dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.nan_to_num.html
        """
        ...

    @overload
    def fmax(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, ResultT]] | Callable[[Never], PartnerT],
    ) -> Array[ResultT]: ...
    @overload
    def fmax(x1: Array[_GenericT], x2: bool | Array[bool_]) -> Array[_GenericT]: ...
    @overload
    def fmax(x1: Array[_NumberT], x2: int) -> Array[_NumberT]: ...
    @overload
    def fmax(x1: Array[bool_], x2: int) -> Array[signedinteger]: ...
    @overload
    def fmax(x1: Array[generic], x2: int) -> Array[generic]: ...
    @overload
    def fmax(x1: Array[generic], x2: np.float64 | np.complex128) -> Array[inexact]: ...
    @overload
    def fmax(x1: Array[_InexactT], x2: float) -> Array[_InexactT]: ...
    @overload
    def fmax(x1: Array[floating | integer | bool_], x2: float) -> Array[floating]: ...
    @overload
    def fmax(x1: Array[_ComplexT], x2: complex) -> Array[_ComplexT]: ...
    @overload
    def fmax(x1: Array[floating | integer | bool_], x2: complex) -> Array[complexfloating]: ...
    @overload
    def fmax(x1: bool, x2: Array[_GenericT]) -> Array[_GenericT]: ...
    @overload
    def fmax(x1: int, x2: Array[_NumberT]) -> Array[_NumberT]: ...
    @overload
    def fmax(x1: int, x2: Array[bool_]) -> Array[signedinteger]: ...
    @overload
    def fmax(x1: int, x2: Array[generic]) -> Array[generic]: ...
    @overload
    def fmax(x1: np.float64 | np.complex128, x2: Array[generic]) -> Array[inexact]: ...
    @overload
    def fmax(x1: float, x2: Array[_InexactT]) -> Array[_InexactT]: ...
    @overload
    def fmax(x1: float, x2: Array[floating | integer | bool_]) -> Array[floating]: ...
    @overload
    def fmax(x1: complex, x2: Array[_ComplexT]) -> Array[_ComplexT]: ...
    @overload
    def fmax(x1: complex, x2: Array[floating | integer | bool_]) -> Array[complexfloating]: ...
    @overload
    def fmax(
        x1: Array[unsignedinteger], x2: NumPyUnsignedInteger | NumPyBool
    ) -> Array[unsignedinteger]: ...
    @overload
    def fmax(
        x1: Array[signedinteger], x2: NumPySignedInteger | NumPyBool
    ) -> Array[signedinteger]: ...
    @overload
    def fmax(
        x1: Array[int8 | int16], x2: np.uint8 | np.uint16 | np.uint32
    ) -> Array[signedinteger]: ...
    @overload
    def fmax(x1: Array[signedinteger], x2: np.uint8 | np.uint16 | np.uint32) -> Array[integer]: ...
    @overload
    def fmax(
        x1: Array[uint8 | uint16 | uint32], x2: NumPySignedInteger
    ) -> Array[signedinteger]: ...
    @overload
    def fmax(x1: Array[_InexactT], x2: NumPyInteger | NumPyBool) -> Array[_InexactT]: ...
    @overload
    def fmax(x1: Array[integer | bool_ | float16], x2: NumPyFloat16) -> Array[float16]: ...
    @overload
    def fmax(x1: Array[bfloat16], x2: NumPyFloat16) -> Array[float32]: ...
    @overload
    def fmax(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32
    ) -> Array[float32]: ...
    @overload
    def fmax(x1: Array[complex64], x2: NumPyFloat16 | NumPyFloat32) -> Array[complex64]: ...
    @overload
    def fmax(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], x2: NumPyComplex64
    ) -> Array[complex64]: ...
    @overload
    def fmax(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool
    ) -> Array[floating]: ...
    @overload
    def fmax(x1: Array[integer], x2: NumPyFloating) -> Array[floating]: ...
    @overload
    def fmax(
        x1: NumPyUnsignedInteger | NumPyBool, x2: Array[unsignedinteger]
    ) -> Array[unsignedinteger]: ...
    @overload
    def fmax(
        x1: NumPySignedInteger | NumPyBool, x2: Array[signedinteger]
    ) -> Array[signedinteger]: ...
    @overload
    def fmax(
        x1: np.uint8 | np.uint16 | np.uint32, x2: Array[int8 | int16]
    ) -> Array[signedinteger]: ...
    @overload
    def fmax(x1: np.uint8 | np.uint16 | np.uint32, x2: Array[signedinteger]) -> Array[integer]: ...
    @overload
    def fmax(
        x1: NumPySignedInteger, x2: Array[uint8 | uint16 | uint32]
    ) -> Array[signedinteger]: ...
    @overload
    def fmax(x1: NumPyInteger | NumPyBool, x2: Array[_InexactT]) -> Array[_InexactT]: ...
    @overload
    def fmax(x1: NumPyFloat16, x2: Array[integer | bool_ | float16]) -> Array[float16]: ...
    @overload
    def fmax(x1: NumPyFloat16, x2: Array[bfloat16]) -> Array[float32]: ...
    @overload
    def fmax(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32]
    ) -> Array[float32]: ...
    @overload
    def fmax(x1: NumPyFloat16 | NumPyFloat32, x2: Array[complex64]) -> Array[complex64]: ...
    @overload
    def fmax(
        x1: NumPyComplex64, x2: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64]
    ) -> Array[complex64]: ...
    @overload
    def fmax(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating]
    ) -> Array[floating]: ...
    @overload
    def fmax(x1: NumPyFloating, x2: Array[integer]) -> Array[floating]: ...
    @overload
    def fmax(x1: Array[complexfloating], x2: _NumPyOperand) -> Array[complexfloating]: ...
    @overload
    def fmax(x1: Array[inexact], x2: _NumPyOperand) -> Array[inexact]: ...
    @overload
    def fmax(x1: Array[number], x2: _NumPyOperand) -> Array[number]: ...
    @overload
    def fmax(x1: _NumPyOperand, x2: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def fmax(x1: _NumPyOperand, x2: Array[inexact]) -> Array[inexact]: ...
    @overload
    def fmax(x1: _NumPyOperand, x2: Array[number]) -> Array[number]: ...
    @overload
    def fmax(x1: bool, x2: bool) -> Array[bool_]: ...
    @overload
    def fmax(x1: int, x2: int) -> Array[signedinteger]: ...
    @overload
    def fmax(x1: float, x2: float) -> Array[floating]: ...
    @overload
    def fmax(x1: complex, x2: complex) -> Array[complexfloating]: ...
    @overload
    def fmax(x1: ArrayLike, x2: ArrayLike) -> Array[generic]: ...
    def fmax(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike
    ) -> Array[generic]:
        """Element-wise maximum that ignores NaN where one side is a number.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fmax.html
        """
        ...

    @overload
    def fmin(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, ResultT]] | Callable[[Never], PartnerT],
    ) -> Array[ResultT]: ...
    @overload
    def fmin(x1: Array[_GenericT], x2: bool | Array[bool_]) -> Array[_GenericT]: ...
    @overload
    def fmin(x1: Array[_NumberT], x2: int) -> Array[_NumberT]: ...
    @overload
    def fmin(x1: Array[bool_], x2: int) -> Array[signedinteger]: ...
    @overload
    def fmin(x1: Array[generic], x2: int) -> Array[generic]: ...
    @overload
    def fmin(x1: Array[generic], x2: np.float64 | np.complex128) -> Array[inexact]: ...
    @overload
    def fmin(x1: Array[_InexactT], x2: float) -> Array[_InexactT]: ...
    @overload
    def fmin(x1: Array[floating | integer | bool_], x2: float) -> Array[floating]: ...
    @overload
    def fmin(x1: Array[_ComplexT], x2: complex) -> Array[_ComplexT]: ...
    @overload
    def fmin(x1: Array[floating | integer | bool_], x2: complex) -> Array[complexfloating]: ...
    @overload
    def fmin(x1: bool, x2: Array[_GenericT]) -> Array[_GenericT]: ...
    @overload
    def fmin(x1: int, x2: Array[_NumberT]) -> Array[_NumberT]: ...
    @overload
    def fmin(x1: int, x2: Array[bool_]) -> Array[signedinteger]: ...
    @overload
    def fmin(x1: int, x2: Array[generic]) -> Array[generic]: ...
    @overload
    def fmin(x1: np.float64 | np.complex128, x2: Array[generic]) -> Array[inexact]: ...
    @overload
    def fmin(x1: float, x2: Array[_InexactT]) -> Array[_InexactT]: ...
    @overload
    def fmin(x1: float, x2: Array[floating | integer | bool_]) -> Array[floating]: ...
    @overload
    def fmin(x1: complex, x2: Array[_ComplexT]) -> Array[_ComplexT]: ...
    @overload
    def fmin(x1: complex, x2: Array[floating | integer | bool_]) -> Array[complexfloating]: ...
    @overload
    def fmin(
        x1: Array[unsignedinteger], x2: NumPyUnsignedInteger | NumPyBool
    ) -> Array[unsignedinteger]: ...
    @overload
    def fmin(
        x1: Array[signedinteger], x2: NumPySignedInteger | NumPyBool
    ) -> Array[signedinteger]: ...
    @overload
    def fmin(
        x1: Array[int8 | int16], x2: np.uint8 | np.uint16 | np.uint32
    ) -> Array[signedinteger]: ...
    @overload
    def fmin(x1: Array[signedinteger], x2: np.uint8 | np.uint16 | np.uint32) -> Array[integer]: ...
    @overload
    def fmin(
        x1: Array[uint8 | uint16 | uint32], x2: NumPySignedInteger
    ) -> Array[signedinteger]: ...
    @overload
    def fmin(x1: Array[_InexactT], x2: NumPyInteger | NumPyBool) -> Array[_InexactT]: ...
    @overload
    def fmin(x1: Array[integer | bool_ | float16], x2: NumPyFloat16) -> Array[float16]: ...
    @overload
    def fmin(x1: Array[bfloat16], x2: NumPyFloat16) -> Array[float32]: ...
    @overload
    def fmin(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32
    ) -> Array[float32]: ...
    @overload
    def fmin(x1: Array[complex64], x2: NumPyFloat16 | NumPyFloat32) -> Array[complex64]: ...
    @overload
    def fmin(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], x2: NumPyComplex64
    ) -> Array[complex64]: ...
    @overload
    def fmin(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool
    ) -> Array[floating]: ...
    @overload
    def fmin(x1: Array[integer], x2: NumPyFloating) -> Array[floating]: ...
    @overload
    def fmin(
        x1: NumPyUnsignedInteger | NumPyBool, x2: Array[unsignedinteger]
    ) -> Array[unsignedinteger]: ...
    @overload
    def fmin(
        x1: NumPySignedInteger | NumPyBool, x2: Array[signedinteger]
    ) -> Array[signedinteger]: ...
    @overload
    def fmin(
        x1: np.uint8 | np.uint16 | np.uint32, x2: Array[int8 | int16]
    ) -> Array[signedinteger]: ...
    @overload
    def fmin(x1: np.uint8 | np.uint16 | np.uint32, x2: Array[signedinteger]) -> Array[integer]: ...
    @overload
    def fmin(
        x1: NumPySignedInteger, x2: Array[uint8 | uint16 | uint32]
    ) -> Array[signedinteger]: ...
    @overload
    def fmin(x1: NumPyInteger | NumPyBool, x2: Array[_InexactT]) -> Array[_InexactT]: ...
    @overload
    def fmin(x1: NumPyFloat16, x2: Array[integer | bool_ | float16]) -> Array[float16]: ...
    @overload
    def fmin(x1: NumPyFloat16, x2: Array[bfloat16]) -> Array[float32]: ...
    @overload
    def fmin(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32]
    ) -> Array[float32]: ...
    @overload
    def fmin(x1: NumPyFloat16 | NumPyFloat32, x2: Array[complex64]) -> Array[complex64]: ...
    @overload
    def fmin(
        x1: NumPyComplex64, x2: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64]
    ) -> Array[complex64]: ...
    @overload
    def fmin(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating]
    ) -> Array[floating]: ...
    @overload
    def fmin(x1: NumPyFloating, x2: Array[integer]) -> Array[floating]: ...
    @overload
    def fmin(x1: Array[complexfloating], x2: _NumPyOperand) -> Array[complexfloating]: ...
    @overload
    def fmin(x1: Array[inexact], x2: _NumPyOperand) -> Array[inexact]: ...
    @overload
    def fmin(x1: Array[number], x2: _NumPyOperand) -> Array[number]: ...
    @overload
    def fmin(x1: _NumPyOperand, x2: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def fmin(x1: _NumPyOperand, x2: Array[inexact]) -> Array[inexact]: ...
    @overload
    def fmin(x1: _NumPyOperand, x2: Array[number]) -> Array[number]: ...
    @overload
    def fmin(x1: bool, x2: bool) -> Array[bool_]: ...
    @overload
    def fmin(x1: int, x2: int) -> Array[signedinteger]: ...
    @overload
    def fmin(x1: float, x2: float) -> Array[floating]: ...
    @overload
    def fmin(x1: complex, x2: complex) -> Array[complexfloating]: ...
    @overload
    def fmin(x1: ArrayLike, x2: ArrayLike) -> Array[generic]: ...
    def fmin(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike
    ) -> Array[generic]:
        """Element-wise minimum that ignores NaN where one side is a number.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fmin.html
        """
        ...

    @overload
    def divide(x1: Array[bool_], x2: bool | Array[bool_], /) -> Array[float32]: ...
    @overload
    def divide(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def divide(
        x1: Array[PartnerT],
        x2: HasDType[CanPromoteInexact[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def divide(x1: Array[generic], x2: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def divide(x1: Array[_InexactT], x2: float, /) -> Array[_InexactT]: ...
    @overload
    def divide(
        x1: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], x2: int, /
    ) -> Array[float32]: ...
    @overload
    def divide(x1: Array[int64 | uint64], x2: int, /) -> Array[float64]: ...
    @overload
    def divide(x1: Array[WideIntegral], x2: float, /) -> Array[floating]: ...
    @overload
    def divide(
        x1: Array[floating | integer | bool_], x2: float, /
    ) -> Array[floating | integer]: ...
    @overload
    def divide(x1: Array[_ComplexT], x2: complex, /) -> Array[_ComplexT]: ...
    @overload
    def divide(x1: Array[floating | integer | bool_], x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def divide(x1: bool, x2: Array[bool_], /) -> Array[float32]: ...
    @overload
    def divide(x1: np.float64 | np.complex128, x2: Array[generic], /) -> Array[inexact]: ...
    @overload
    def divide(x1: float, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def divide(
        x1: int, x2: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def divide(x1: int, x2: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def divide(x1: float, x2: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def divide(
        x1: float, x2: Array[floating | integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def divide(x1: complex, x2: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def divide(x1: complex, x2: Array[floating | integer | bool_], /) -> Array[complexfloating]: ...
    @overload
    def divide(x1: Array[SubByteT], x2: Array[SubByteT], /) -> Array[SubByteT]: ...
    @overload
    def divide(x1: Array[_InexactT], x2: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def divide(x1: Array[WideIntegral], x2: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def divide(
        x1: Array[integer | bool_], x2: Array[integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def divide(
        x1: Array[number | bool_], x2: Array[number | bool_], /
    ) -> Array[inexact | integer]: ...
    @overload
    def divide(x1: Array[_InexactT], x2: NumPyInteger | NumPyBool, /) -> Array[_InexactT]: ...
    @overload
    def divide(x1: Array[integer | bool_ | float16], x2: NumPyFloat16, /) -> Array[float16]: ...
    @overload
    def divide(x1: Array[bfloat16], x2: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def divide(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def divide(x1: Array[complex64], x2: NumPyFloat16 | NumPyFloat32, /) -> Array[complex64]: ...
    @overload
    def divide(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], x2: NumPyComplex64, /
    ) -> Array[complex64]: ...
    @overload
    def divide(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def divide(
        x1: Array[integer | bool_], x2: NumPyFloating | NumPyInteger, /
    ) -> Array[floating]: ...
    @overload
    def divide(x1: Array[complexfloating], x2: NumPyNumber, /) -> Array[complexfloating]: ...
    @overload
    def divide(x1: Array[number | bool_], x2: NumPyNumber, /) -> Array[inexact]: ...
    @overload
    def divide(x1: NumPyInteger | NumPyBool, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def divide(x1: NumPyFloat16, x2: Array[integer | bool_ | float16], /) -> Array[float16]: ...
    @overload
    def divide(x1: NumPyFloat16, x2: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def divide(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def divide(x1: NumPyFloat16 | NumPyFloat32, x2: Array[complex64], /) -> Array[complex64]: ...
    @overload
    def divide(
        x1: NumPyComplex64, x2: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], /
    ) -> Array[complex64]: ...
    @overload
    def divide(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def divide(
        x1: NumPyFloating | NumPyInteger, x2: Array[integer | bool_], /
    ) -> Array[floating]: ...
    @overload
    def divide(x1: NumPyNumber, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def divide(x1: NumPyNumber, x2: Array[number | bool_], /) -> Array[inexact]: ...
    @overload
    def divide(x1: Array[WideIntegral], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def divide(x1: Array[integer | bool_], x2: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def divide(x1: Array[floating], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def divide(x1: Array[complexfloating], x2: _NumPyOperand, /) -> Array[complexfloating]: ...
    @overload
    def divide(x1: Array[number | bool_], x2: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def divide(x1: _NumPyOperand, x2: Array[WideIntegral], /) -> Array[inexact]: ...
    @overload
    def divide(x1: _NumPyOperand, x2: Array[integer | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def divide(x1: _NumPyOperand, x2: Array[floating], /) -> Array[inexact]: ...
    @overload
    def divide(x1: _NumPyOperand, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def divide(x1: _NumPyOperand, x2: Array[number | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def divide(x1: float, x2: float, /) -> Array[floating]: ...
    @overload
    def divide(x1: complex, x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def divide(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def divide(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike, /
    ) -> Array[generic]:
        """True division `x1 / x2`; integers divide into float32 (float64 from 64 bits).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.divide.html
        """
        ...

    @overload
    def true_divide(x1: Array[bool_], x2: bool | Array[bool_], /) -> Array[float32]: ...
    @overload
    def true_divide(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def true_divide(
        x1: Array[PartnerT],
        x2: HasDType[CanPromoteInexact[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def true_divide(x1: Array[generic], x2: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def true_divide(x1: Array[_InexactT], x2: float, /) -> Array[_InexactT]: ...
    @overload
    def true_divide(
        x1: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], x2: int, /
    ) -> Array[float32]: ...
    @overload
    def true_divide(x1: Array[int64 | uint64], x2: int, /) -> Array[float64]: ...
    @overload
    def true_divide(x1: Array[WideIntegral], x2: float, /) -> Array[floating]: ...
    @overload
    def true_divide(
        x1: Array[floating | integer | bool_], x2: float, /
    ) -> Array[floating | integer]: ...
    @overload
    def true_divide(x1: Array[_ComplexT], x2: complex, /) -> Array[_ComplexT]: ...
    @overload
    def true_divide(
        x1: Array[floating | integer | bool_], x2: complex, /
    ) -> Array[complexfloating]: ...
    @overload
    def true_divide(x1: bool, x2: Array[bool_], /) -> Array[float32]: ...
    @overload
    def true_divide(x1: np.float64 | np.complex128, x2: Array[generic], /) -> Array[inexact]: ...
    @overload
    def true_divide(x1: float, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def true_divide(
        x1: int, x2: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def true_divide(x1: int, x2: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def true_divide(x1: float, x2: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def true_divide(
        x1: float, x2: Array[floating | integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def true_divide(x1: complex, x2: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def true_divide(
        x1: complex, x2: Array[floating | integer | bool_], /
    ) -> Array[complexfloating]: ...
    @overload
    def true_divide(x1: Array[SubByteT], x2: Array[SubByteT], /) -> Array[SubByteT]: ...
    @overload
    def true_divide(x1: Array[_InexactT], x2: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def true_divide(x1: Array[WideIntegral], x2: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def true_divide(
        x1: Array[integer | bool_], x2: Array[integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def true_divide(
        x1: Array[number | bool_], x2: Array[number | bool_], /
    ) -> Array[inexact | integer]: ...
    @overload
    def true_divide(x1: Array[_InexactT], x2: NumPyInteger | NumPyBool, /) -> Array[_InexactT]: ...
    @overload
    def true_divide(
        x1: Array[integer | bool_ | float16], x2: NumPyFloat16, /
    ) -> Array[float16]: ...
    @overload
    def true_divide(x1: Array[bfloat16], x2: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def true_divide(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def true_divide(
        x1: Array[complex64], x2: NumPyFloat16 | NumPyFloat32, /
    ) -> Array[complex64]: ...
    @overload
    def true_divide(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], x2: NumPyComplex64, /
    ) -> Array[complex64]: ...
    @overload
    def true_divide(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def true_divide(
        x1: Array[integer | bool_], x2: NumPyFloating | NumPyInteger, /
    ) -> Array[floating]: ...
    @overload
    def true_divide(x1: Array[complexfloating], x2: NumPyNumber, /) -> Array[complexfloating]: ...
    @overload
    def true_divide(x1: Array[number | bool_], x2: NumPyNumber, /) -> Array[inexact]: ...
    @overload
    def true_divide(x1: NumPyInteger | NumPyBool, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def true_divide(
        x1: NumPyFloat16, x2: Array[integer | bool_ | float16], /
    ) -> Array[float16]: ...
    @overload
    def true_divide(x1: NumPyFloat16, x2: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def true_divide(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def true_divide(
        x1: NumPyFloat16 | NumPyFloat32, x2: Array[complex64], /
    ) -> Array[complex64]: ...
    @overload
    def true_divide(
        x1: NumPyComplex64, x2: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], /
    ) -> Array[complex64]: ...
    @overload
    def true_divide(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def true_divide(
        x1: NumPyFloating | NumPyInteger, x2: Array[integer | bool_], /
    ) -> Array[floating]: ...
    @overload
    def true_divide(x1: NumPyNumber, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def true_divide(x1: NumPyNumber, x2: Array[number | bool_], /) -> Array[inexact]: ...
    @overload
    def true_divide(x1: Array[WideIntegral], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def true_divide(
        x1: Array[integer | bool_], x2: _NumPyOperand, /
    ) -> Array[inexact | integer]: ...
    @overload
    def true_divide(x1: Array[floating], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def true_divide(x1: Array[complexfloating], x2: _NumPyOperand, /) -> Array[complexfloating]: ...
    @overload
    def true_divide(
        x1: Array[number | bool_], x2: _NumPyOperand, /
    ) -> Array[inexact | integer]: ...
    @overload
    def true_divide(x1: _NumPyOperand, x2: Array[WideIntegral], /) -> Array[inexact]: ...
    @overload
    def true_divide(
        x1: _NumPyOperand, x2: Array[integer | bool_], /
    ) -> Array[inexact | integer]: ...
    @overload
    def true_divide(x1: _NumPyOperand, x2: Array[floating], /) -> Array[inexact]: ...
    @overload
    def true_divide(x1: _NumPyOperand, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def true_divide(
        x1: _NumPyOperand, x2: Array[number | bool_], /
    ) -> Array[inexact | integer]: ...
    @overload
    def true_divide(x1: float, x2: float, /) -> Array[floating]: ...
    @overload
    def true_divide(x1: complex, x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def true_divide(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def true_divide(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike, /
    ) -> Array[generic]:
        """True division `x1 / x2` (same as `divide`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.true_divide.html
        """
        ...

    @overload
    def arctan2(x1: Array[bool_], x2: bool | Array[bool_], /) -> Array[float32]: ...
    @overload
    def arctan2(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def arctan2(
        x1: Array[PartnerT],
        x2: HasDType[CanPromoteInexact[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def arctan2(x1: Array[generic], x2: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def arctan2(x1: Array[_InexactT], x2: float, /) -> Array[_InexactT]: ...
    @overload
    def arctan2(
        x1: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], x2: int, /
    ) -> Array[float32]: ...
    @overload
    def arctan2(x1: Array[int64 | uint64], x2: int, /) -> Array[float64]: ...
    @overload
    def arctan2(x1: Array[WideIntegral], x2: float, /) -> Array[floating]: ...
    @overload
    def arctan2(
        x1: Array[floating | integer | bool_], x2: float, /
    ) -> Array[floating | integer]: ...
    @overload
    def arctan2(x1: Array[_ComplexT], x2: complex, /) -> Array[_ComplexT]: ...
    @overload
    def arctan2(
        x1: Array[floating | integer | bool_], x2: complex, /
    ) -> Array[complexfloating]: ...
    @overload
    def arctan2(x1: bool, x2: Array[bool_], /) -> Array[float32]: ...
    @overload
    def arctan2(x1: np.float64 | np.complex128, x2: Array[generic], /) -> Array[inexact]: ...
    @overload
    def arctan2(x1: float, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def arctan2(
        x1: int, x2: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def arctan2(x1: int, x2: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def arctan2(x1: float, x2: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def arctan2(
        x1: float, x2: Array[floating | integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def arctan2(x1: complex, x2: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def arctan2(
        x1: complex, x2: Array[floating | integer | bool_], /
    ) -> Array[complexfloating]: ...
    @overload
    def arctan2(x1: Array[SubByteT], x2: Array[SubByteT], /) -> Array[SubByteT]: ...
    @overload
    def arctan2(x1: Array[_InexactT], x2: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def arctan2(x1: Array[WideIntegral], x2: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def arctan2(
        x1: Array[integer | bool_], x2: Array[integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def arctan2(
        x1: Array[number | bool_], x2: Array[number | bool_], /
    ) -> Array[inexact | integer]: ...
    @overload
    def arctan2(x1: Array[_InexactT], x2: NumPyInteger | NumPyBool, /) -> Array[_InexactT]: ...
    @overload
    def arctan2(x1: Array[integer | bool_ | float16], x2: NumPyFloat16, /) -> Array[float16]: ...
    @overload
    def arctan2(x1: Array[bfloat16], x2: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def arctan2(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def arctan2(x1: Array[complex64], x2: NumPyFloat16 | NumPyFloat32, /) -> Array[complex64]: ...
    @overload
    def arctan2(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], x2: NumPyComplex64, /
    ) -> Array[complex64]: ...
    @overload
    def arctan2(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def arctan2(
        x1: Array[integer | bool_], x2: NumPyFloating | NumPyInteger, /
    ) -> Array[floating]: ...
    @overload
    def arctan2(x1: Array[complexfloating], x2: NumPyNumber, /) -> Array[complexfloating]: ...
    @overload
    def arctan2(x1: Array[number | bool_], x2: NumPyNumber, /) -> Array[inexact]: ...
    @overload
    def arctan2(x1: NumPyInteger | NumPyBool, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def arctan2(x1: NumPyFloat16, x2: Array[integer | bool_ | float16], /) -> Array[float16]: ...
    @overload
    def arctan2(x1: NumPyFloat16, x2: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def arctan2(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def arctan2(x1: NumPyFloat16 | NumPyFloat32, x2: Array[complex64], /) -> Array[complex64]: ...
    @overload
    def arctan2(
        x1: NumPyComplex64, x2: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], /
    ) -> Array[complex64]: ...
    @overload
    def arctan2(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def arctan2(
        x1: NumPyFloating | NumPyInteger, x2: Array[integer | bool_], /
    ) -> Array[floating]: ...
    @overload
    def arctan2(x1: NumPyNumber, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def arctan2(x1: NumPyNumber, x2: Array[number | bool_], /) -> Array[inexact]: ...
    @overload
    def arctan2(x1: Array[WideIntegral], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def arctan2(x1: Array[integer | bool_], x2: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def arctan2(x1: Array[floating], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def arctan2(x1: Array[complexfloating], x2: _NumPyOperand, /) -> Array[complexfloating]: ...
    @overload
    def arctan2(x1: Array[number | bool_], x2: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def arctan2(x1: _NumPyOperand, x2: Array[WideIntegral], /) -> Array[inexact]: ...
    @overload
    def arctan2(x1: _NumPyOperand, x2: Array[integer | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def arctan2(x1: _NumPyOperand, x2: Array[floating], /) -> Array[inexact]: ...
    @overload
    def arctan2(x1: _NumPyOperand, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def arctan2(x1: _NumPyOperand, x2: Array[number | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def arctan2(x1: float, x2: float, /) -> Array[floating]: ...
    @overload
    def arctan2(x1: complex, x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def arctan2(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def arctan2(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike, /
    ) -> Array[generic]:
        """Angle of the point `(x2, x1)` in radians, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.arctan2.html
        """
        ...

    @overload
    def atan2(x1: Array[bool_], x2: bool | Array[bool_], /) -> Array[float32]: ...
    @overload
    def atan2(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def atan2(
        x1: Array[PartnerT],
        x2: HasDType[CanPromoteInexact[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def atan2(x1: Array[generic], x2: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def atan2(x1: Array[_InexactT], x2: float, /) -> Array[_InexactT]: ...
    @overload
    def atan2(
        x1: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], x2: int, /
    ) -> Array[float32]: ...
    @overload
    def atan2(x1: Array[int64 | uint64], x2: int, /) -> Array[float64]: ...
    @overload
    def atan2(x1: Array[WideIntegral], x2: float, /) -> Array[floating]: ...
    @overload
    def atan2(x1: Array[floating | integer | bool_], x2: float, /) -> Array[floating | integer]: ...
    @overload
    def atan2(x1: Array[_ComplexT], x2: complex, /) -> Array[_ComplexT]: ...
    @overload
    def atan2(x1: Array[floating | integer | bool_], x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def atan2(x1: bool, x2: Array[bool_], /) -> Array[float32]: ...
    @overload
    def atan2(x1: np.float64 | np.complex128, x2: Array[generic], /) -> Array[inexact]: ...
    @overload
    def atan2(x1: float, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def atan2(
        x1: int, x2: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def atan2(x1: int, x2: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def atan2(x1: float, x2: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def atan2(x1: float, x2: Array[floating | integer | bool_], /) -> Array[floating | integer]: ...
    @overload
    def atan2(x1: complex, x2: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def atan2(x1: complex, x2: Array[floating | integer | bool_], /) -> Array[complexfloating]: ...
    @overload
    def atan2(x1: Array[SubByteT], x2: Array[SubByteT], /) -> Array[SubByteT]: ...
    @overload
    def atan2(x1: Array[_InexactT], x2: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def atan2(x1: Array[WideIntegral], x2: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def atan2(
        x1: Array[integer | bool_], x2: Array[integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def atan2(
        x1: Array[number | bool_], x2: Array[number | bool_], /
    ) -> Array[inexact | integer]: ...
    @overload
    def atan2(x1: Array[_InexactT], x2: NumPyInteger | NumPyBool, /) -> Array[_InexactT]: ...
    @overload
    def atan2(x1: Array[integer | bool_ | float16], x2: NumPyFloat16, /) -> Array[float16]: ...
    @overload
    def atan2(x1: Array[bfloat16], x2: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def atan2(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def atan2(x1: Array[complex64], x2: NumPyFloat16 | NumPyFloat32, /) -> Array[complex64]: ...
    @overload
    def atan2(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], x2: NumPyComplex64, /
    ) -> Array[complex64]: ...
    @overload
    def atan2(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def atan2(
        x1: Array[integer | bool_], x2: NumPyFloating | NumPyInteger, /
    ) -> Array[floating]: ...
    @overload
    def atan2(x1: Array[complexfloating], x2: NumPyNumber, /) -> Array[complexfloating]: ...
    @overload
    def atan2(x1: Array[number | bool_], x2: NumPyNumber, /) -> Array[inexact]: ...
    @overload
    def atan2(x1: NumPyInteger | NumPyBool, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def atan2(x1: NumPyFloat16, x2: Array[integer | bool_ | float16], /) -> Array[float16]: ...
    @overload
    def atan2(x1: NumPyFloat16, x2: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def atan2(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def atan2(x1: NumPyFloat16 | NumPyFloat32, x2: Array[complex64], /) -> Array[complex64]: ...
    @overload
    def atan2(
        x1: NumPyComplex64, x2: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], /
    ) -> Array[complex64]: ...
    @overload
    def atan2(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def atan2(
        x1: NumPyFloating | NumPyInteger, x2: Array[integer | bool_], /
    ) -> Array[floating]: ...
    @overload
    def atan2(x1: NumPyNumber, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def atan2(x1: NumPyNumber, x2: Array[number | bool_], /) -> Array[inexact]: ...
    @overload
    def atan2(x1: Array[WideIntegral], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def atan2(x1: Array[integer | bool_], x2: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def atan2(x1: Array[floating], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def atan2(x1: Array[complexfloating], x2: _NumPyOperand, /) -> Array[complexfloating]: ...
    @overload
    def atan2(x1: Array[number | bool_], x2: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def atan2(x1: _NumPyOperand, x2: Array[WideIntegral], /) -> Array[inexact]: ...
    @overload
    def atan2(x1: _NumPyOperand, x2: Array[integer | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def atan2(x1: _NumPyOperand, x2: Array[floating], /) -> Array[inexact]: ...
    @overload
    def atan2(x1: _NumPyOperand, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def atan2(x1: _NumPyOperand, x2: Array[number | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def atan2(x1: float, x2: float, /) -> Array[floating]: ...
    @overload
    def atan2(x1: complex, x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def atan2(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def atan2(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike, /
    ) -> Array[generic]:
        """Angle of the point `(x2, x1)` (the array-API name of `arctan2`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.atan2.html
        """
        ...

    @overload
    def copysign(x1: Array[bool_], x2: bool | Array[bool_], /) -> Array[float32]: ...
    @overload
    def copysign(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def copysign(
        x1: Array[PartnerT],
        x2: HasDType[CanPromoteInexact[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def copysign(x1: Array[generic], x2: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def copysign(x1: Array[_InexactT], x2: float, /) -> Array[_InexactT]: ...
    @overload
    def copysign(
        x1: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], x2: int, /
    ) -> Array[float32]: ...
    @overload
    def copysign(x1: Array[int64 | uint64], x2: int, /) -> Array[float64]: ...
    @overload
    def copysign(x1: Array[WideIntegral], x2: float, /) -> Array[floating]: ...
    @overload
    def copysign(
        x1: Array[floating | integer | bool_], x2: float, /
    ) -> Array[floating | integer]: ...
    @overload
    def copysign(x1: Array[_ComplexT], x2: complex, /) -> Array[_ComplexT]: ...
    @overload
    def copysign(
        x1: Array[floating | integer | bool_], x2: complex, /
    ) -> Array[complexfloating]: ...
    @overload
    def copysign(x1: bool, x2: Array[bool_], /) -> Array[float32]: ...
    @overload
    def copysign(x1: np.float64 | np.complex128, x2: Array[generic], /) -> Array[inexact]: ...
    @overload
    def copysign(x1: float, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def copysign(
        x1: int, x2: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def copysign(x1: int, x2: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def copysign(x1: float, x2: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def copysign(
        x1: float, x2: Array[floating | integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def copysign(x1: complex, x2: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def copysign(
        x1: complex, x2: Array[floating | integer | bool_], /
    ) -> Array[complexfloating]: ...
    @overload
    def copysign(x1: Array[SubByteT], x2: Array[SubByteT], /) -> Array[SubByteT]: ...
    @overload
    def copysign(x1: Array[_InexactT], x2: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def copysign(x1: Array[WideIntegral], x2: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def copysign(
        x1: Array[integer | bool_], x2: Array[integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def copysign(
        x1: Array[number | bool_], x2: Array[number | bool_], /
    ) -> Array[inexact | integer]: ...
    @overload
    def copysign(x1: Array[_InexactT], x2: NumPyInteger | NumPyBool, /) -> Array[_InexactT]: ...
    @overload
    def copysign(x1: Array[integer | bool_ | float16], x2: NumPyFloat16, /) -> Array[float16]: ...
    @overload
    def copysign(x1: Array[bfloat16], x2: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def copysign(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def copysign(x1: Array[complex64], x2: NumPyFloat16 | NumPyFloat32, /) -> Array[complex64]: ...
    @overload
    def copysign(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], x2: NumPyComplex64, /
    ) -> Array[complex64]: ...
    @overload
    def copysign(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def copysign(
        x1: Array[integer | bool_], x2: NumPyFloating | NumPyInteger, /
    ) -> Array[floating]: ...
    @overload
    def copysign(x1: Array[complexfloating], x2: NumPyNumber, /) -> Array[complexfloating]: ...
    @overload
    def copysign(x1: Array[number | bool_], x2: NumPyNumber, /) -> Array[inexact]: ...
    @overload
    def copysign(x1: NumPyInteger | NumPyBool, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def copysign(x1: NumPyFloat16, x2: Array[integer | bool_ | float16], /) -> Array[float16]: ...
    @overload
    def copysign(x1: NumPyFloat16, x2: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def copysign(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def copysign(x1: NumPyFloat16 | NumPyFloat32, x2: Array[complex64], /) -> Array[complex64]: ...
    @overload
    def copysign(
        x1: NumPyComplex64, x2: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], /
    ) -> Array[complex64]: ...
    @overload
    def copysign(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def copysign(
        x1: NumPyFloating | NumPyInteger, x2: Array[integer | bool_], /
    ) -> Array[floating]: ...
    @overload
    def copysign(x1: NumPyNumber, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def copysign(x1: NumPyNumber, x2: Array[number | bool_], /) -> Array[inexact]: ...
    @overload
    def copysign(x1: Array[WideIntegral], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def copysign(x1: Array[integer | bool_], x2: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def copysign(x1: Array[floating], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def copysign(x1: Array[complexfloating], x2: _NumPyOperand, /) -> Array[complexfloating]: ...
    @overload
    def copysign(x1: Array[number | bool_], x2: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def copysign(x1: _NumPyOperand, x2: Array[WideIntegral], /) -> Array[inexact]: ...
    @overload
    def copysign(x1: _NumPyOperand, x2: Array[integer | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def copysign(x1: _NumPyOperand, x2: Array[floating], /) -> Array[inexact]: ...
    @overload
    def copysign(x1: _NumPyOperand, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def copysign(x1: _NumPyOperand, x2: Array[number | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def copysign(x1: float, x2: float, /) -> Array[floating]: ...
    @overload
    def copysign(x1: complex, x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def copysign(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def copysign(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike, /
    ) -> Array[generic]:
        """`x1` with the sign of `x2`, element-wise, as a float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.copysign.html
        """
        ...

    @overload
    def heaviside(x1: Array[bool_], x2: bool | Array[bool_], /) -> Array[float32]: ...
    @overload
    def heaviside(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def heaviside(
        x1: Array[PartnerT],
        x2: HasDType[CanPromoteInexact[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def heaviside(x1: Array[generic], x2: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def heaviside(x1: Array[_InexactT], x2: float, /) -> Array[_InexactT]: ...
    @overload
    def heaviside(
        x1: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], x2: int, /
    ) -> Array[float32]: ...
    @overload
    def heaviside(x1: Array[int64 | uint64], x2: int, /) -> Array[float64]: ...
    @overload
    def heaviside(x1: Array[WideIntegral], x2: float, /) -> Array[floating]: ...
    @overload
    def heaviside(
        x1: Array[floating | integer | bool_], x2: float, /
    ) -> Array[floating | integer]: ...
    @overload
    def heaviside(x1: Array[_ComplexT], x2: complex, /) -> Array[_ComplexT]: ...
    @overload
    def heaviside(
        x1: Array[floating | integer | bool_], x2: complex, /
    ) -> Array[complexfloating]: ...
    @overload
    def heaviside(x1: bool, x2: Array[bool_], /) -> Array[float32]: ...
    @overload
    def heaviside(x1: np.float64 | np.complex128, x2: Array[generic], /) -> Array[inexact]: ...
    @overload
    def heaviside(x1: float, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def heaviside(
        x1: int, x2: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def heaviside(x1: int, x2: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def heaviside(x1: float, x2: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def heaviside(
        x1: float, x2: Array[floating | integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def heaviside(x1: complex, x2: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def heaviside(
        x1: complex, x2: Array[floating | integer | bool_], /
    ) -> Array[complexfloating]: ...
    @overload
    def heaviside(x1: Array[SubByteT], x2: Array[SubByteT], /) -> Array[SubByteT]: ...
    @overload
    def heaviside(x1: Array[_InexactT], x2: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def heaviside(x1: Array[WideIntegral], x2: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def heaviside(
        x1: Array[integer | bool_], x2: Array[integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def heaviside(
        x1: Array[number | bool_], x2: Array[number | bool_], /
    ) -> Array[inexact | integer]: ...
    @overload
    def heaviside(x1: Array[_InexactT], x2: NumPyInteger | NumPyBool, /) -> Array[_InexactT]: ...
    @overload
    def heaviside(x1: Array[integer | bool_ | float16], x2: NumPyFloat16, /) -> Array[float16]: ...
    @overload
    def heaviside(x1: Array[bfloat16], x2: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def heaviside(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def heaviside(x1: Array[complex64], x2: NumPyFloat16 | NumPyFloat32, /) -> Array[complex64]: ...
    @overload
    def heaviside(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], x2: NumPyComplex64, /
    ) -> Array[complex64]: ...
    @overload
    def heaviside(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def heaviside(
        x1: Array[integer | bool_], x2: NumPyFloating | NumPyInteger, /
    ) -> Array[floating]: ...
    @overload
    def heaviside(x1: Array[complexfloating], x2: NumPyNumber, /) -> Array[complexfloating]: ...
    @overload
    def heaviside(x1: Array[number | bool_], x2: NumPyNumber, /) -> Array[inexact]: ...
    @overload
    def heaviside(x1: NumPyInteger | NumPyBool, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def heaviside(x1: NumPyFloat16, x2: Array[integer | bool_ | float16], /) -> Array[float16]: ...
    @overload
    def heaviside(x1: NumPyFloat16, x2: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def heaviside(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def heaviside(x1: NumPyFloat16 | NumPyFloat32, x2: Array[complex64], /) -> Array[complex64]: ...
    @overload
    def heaviside(
        x1: NumPyComplex64, x2: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], /
    ) -> Array[complex64]: ...
    @overload
    def heaviside(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def heaviside(
        x1: NumPyFloating | NumPyInteger, x2: Array[integer | bool_], /
    ) -> Array[floating]: ...
    @overload
    def heaviside(x1: NumPyNumber, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def heaviside(x1: NumPyNumber, x2: Array[number | bool_], /) -> Array[inexact]: ...
    @overload
    def heaviside(x1: Array[WideIntegral], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def heaviside(x1: Array[integer | bool_], x2: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def heaviside(x1: Array[floating], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def heaviside(x1: Array[complexfloating], x2: _NumPyOperand, /) -> Array[complexfloating]: ...
    @overload
    def heaviside(x1: Array[number | bool_], x2: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def heaviside(x1: _NumPyOperand, x2: Array[WideIntegral], /) -> Array[inexact]: ...
    @overload
    def heaviside(x1: _NumPyOperand, x2: Array[integer | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def heaviside(x1: _NumPyOperand, x2: Array[floating], /) -> Array[inexact]: ...
    @overload
    def heaviside(x1: _NumPyOperand, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def heaviside(x1: _NumPyOperand, x2: Array[number | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def heaviside(x1: float, x2: float, /) -> Array[floating]: ...
    @overload
    def heaviside(x1: complex, x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def heaviside(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def heaviside(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike, /
    ) -> Array[generic]:
        """Heaviside step of `x1`, with `x2` where `x1` is zero.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.heaviside.html
        """
        ...

    @overload
    def hypot(x1: Array[bool_], x2: bool | Array[bool_], /) -> Array[float32]: ...
    @overload
    def hypot(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def hypot(
        x1: Array[PartnerT],
        x2: HasDType[CanPromoteInexact[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def hypot(x1: Array[generic], x2: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def hypot(x1: Array[_InexactT], x2: float, /) -> Array[_InexactT]: ...
    @overload
    def hypot(
        x1: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], x2: int, /
    ) -> Array[float32]: ...
    @overload
    def hypot(x1: Array[int64 | uint64], x2: int, /) -> Array[float64]: ...
    @overload
    def hypot(x1: Array[WideIntegral], x2: float, /) -> Array[floating]: ...
    @overload
    def hypot(x1: Array[floating | integer | bool_], x2: float, /) -> Array[floating | integer]: ...
    @overload
    def hypot(x1: Array[_ComplexT], x2: complex, /) -> Array[_ComplexT]: ...
    @overload
    def hypot(x1: Array[floating | integer | bool_], x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def hypot(x1: bool, x2: Array[bool_], /) -> Array[float32]: ...
    @overload
    def hypot(x1: np.float64 | np.complex128, x2: Array[generic], /) -> Array[inexact]: ...
    @overload
    def hypot(x1: float, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def hypot(
        x1: int, x2: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def hypot(x1: int, x2: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def hypot(x1: float, x2: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def hypot(x1: float, x2: Array[floating | integer | bool_], /) -> Array[floating | integer]: ...
    @overload
    def hypot(x1: complex, x2: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def hypot(x1: complex, x2: Array[floating | integer | bool_], /) -> Array[complexfloating]: ...
    @overload
    def hypot(x1: Array[SubByteT], x2: Array[SubByteT], /) -> Array[SubByteT]: ...
    @overload
    def hypot(x1: Array[_InexactT], x2: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def hypot(x1: Array[WideIntegral], x2: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def hypot(
        x1: Array[integer | bool_], x2: Array[integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def hypot(
        x1: Array[number | bool_], x2: Array[number | bool_], /
    ) -> Array[inexact | integer]: ...
    @overload
    def hypot(x1: Array[_InexactT], x2: NumPyInteger | NumPyBool, /) -> Array[_InexactT]: ...
    @overload
    def hypot(x1: Array[integer | bool_ | float16], x2: NumPyFloat16, /) -> Array[float16]: ...
    @overload
    def hypot(x1: Array[bfloat16], x2: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def hypot(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def hypot(x1: Array[complex64], x2: NumPyFloat16 | NumPyFloat32, /) -> Array[complex64]: ...
    @overload
    def hypot(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], x2: NumPyComplex64, /
    ) -> Array[complex64]: ...
    @overload
    def hypot(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def hypot(
        x1: Array[integer | bool_], x2: NumPyFloating | NumPyInteger, /
    ) -> Array[floating]: ...
    @overload
    def hypot(x1: Array[complexfloating], x2: NumPyNumber, /) -> Array[complexfloating]: ...
    @overload
    def hypot(x1: Array[number | bool_], x2: NumPyNumber, /) -> Array[inexact]: ...
    @overload
    def hypot(x1: NumPyInteger | NumPyBool, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def hypot(x1: NumPyFloat16, x2: Array[integer | bool_ | float16], /) -> Array[float16]: ...
    @overload
    def hypot(x1: NumPyFloat16, x2: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def hypot(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def hypot(x1: NumPyFloat16 | NumPyFloat32, x2: Array[complex64], /) -> Array[complex64]: ...
    @overload
    def hypot(
        x1: NumPyComplex64, x2: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], /
    ) -> Array[complex64]: ...
    @overload
    def hypot(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def hypot(
        x1: NumPyFloating | NumPyInteger, x2: Array[integer | bool_], /
    ) -> Array[floating]: ...
    @overload
    def hypot(x1: NumPyNumber, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def hypot(x1: NumPyNumber, x2: Array[number | bool_], /) -> Array[inexact]: ...
    @overload
    def hypot(x1: Array[WideIntegral], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def hypot(x1: Array[integer | bool_], x2: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def hypot(x1: Array[floating], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def hypot(x1: Array[complexfloating], x2: _NumPyOperand, /) -> Array[complexfloating]: ...
    @overload
    def hypot(x1: Array[number | bool_], x2: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def hypot(x1: _NumPyOperand, x2: Array[WideIntegral], /) -> Array[inexact]: ...
    @overload
    def hypot(x1: _NumPyOperand, x2: Array[integer | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def hypot(x1: _NumPyOperand, x2: Array[floating], /) -> Array[inexact]: ...
    @overload
    def hypot(x1: _NumPyOperand, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def hypot(x1: _NumPyOperand, x2: Array[number | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def hypot(x1: float, x2: float, /) -> Array[floating]: ...
    @overload
    def hypot(x1: complex, x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def hypot(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def hypot(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike, /
    ) -> Array[generic]:
        """`sqrt(x1**2 + x2**2)` element-wise, without overflow.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.hypot.html
        """
        ...

    @overload
    def nextafter(x: Array[bool_], y: bool | Array[bool_], /) -> Array[float32]: ...
    @overload
    def nextafter(
        x: Array[PartnerT],
        y: HasDType[CanPromote[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def nextafter(
        x: Array[PartnerT],
        y: HasDType[CanPromoteInexact[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def nextafter(x: Array[generic], y: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def nextafter(x: Array[_InexactT], y: float, /) -> Array[_InexactT]: ...
    @overload
    def nextafter(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], y: int, /
    ) -> Array[float32]: ...
    @overload
    def nextafter(x: Array[int64 | uint64], y: int, /) -> Array[float64]: ...
    @overload
    def nextafter(x: Array[WideIntegral], y: float, /) -> Array[floating]: ...
    @overload
    def nextafter(
        x: Array[floating | integer | bool_], y: float, /
    ) -> Array[floating | integer]: ...
    @overload
    def nextafter(x: Array[_ComplexT], y: complex, /) -> Array[_ComplexT]: ...
    @overload
    def nextafter(
        x: Array[floating | integer | bool_], y: complex, /
    ) -> Array[complexfloating]: ...
    @overload
    def nextafter(x: bool, y: Array[bool_], /) -> Array[float32]: ...
    @overload
    def nextafter(x: np.float64 | np.complex128, y: Array[generic], /) -> Array[inexact]: ...
    @overload
    def nextafter(x: float, y: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def nextafter(
        x: int, y: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def nextafter(x: int, y: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def nextafter(x: float, y: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def nextafter(
        x: float, y: Array[floating | integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def nextafter(x: complex, y: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def nextafter(
        x: complex, y: Array[floating | integer | bool_], /
    ) -> Array[complexfloating]: ...
    @overload
    def nextafter(x: Array[SubByteT], y: Array[SubByteT], /) -> Array[SubByteT]: ...
    @overload
    def nextafter(x: Array[_InexactT], y: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def nextafter(x: Array[WideIntegral], y: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def nextafter(
        x: Array[integer | bool_], y: Array[integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def nextafter(
        x: Array[number | bool_], y: Array[number | bool_], /
    ) -> Array[inexact | integer]: ...
    @overload
    def nextafter(x: Array[_InexactT], y: NumPyInteger | NumPyBool, /) -> Array[_InexactT]: ...
    @overload
    def nextafter(x: Array[integer | bool_ | float16], y: NumPyFloat16, /) -> Array[float16]: ...
    @overload
    def nextafter(x: Array[bfloat16], y: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def nextafter(
        x: Array[integer | bool_ | bfloat16 | float16 | float32], y: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def nextafter(x: Array[complex64], y: NumPyFloat16 | NumPyFloat32, /) -> Array[complex64]: ...
    @overload
    def nextafter(
        x: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], y: NumPyComplex64, /
    ) -> Array[complex64]: ...
    @overload
    def nextafter(
        x: Array[floating], y: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def nextafter(
        x: Array[integer | bool_], y: NumPyFloating | NumPyInteger, /
    ) -> Array[floating]: ...
    @overload
    def nextafter(x: Array[complexfloating], y: NumPyNumber, /) -> Array[complexfloating]: ...
    @overload
    def nextafter(x: Array[number | bool_], y: NumPyNumber, /) -> Array[inexact]: ...
    @overload
    def nextafter(x: NumPyInteger | NumPyBool, y: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def nextafter(x: NumPyFloat16, y: Array[integer | bool_ | float16], /) -> Array[float16]: ...
    @overload
    def nextafter(x: NumPyFloat16, y: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def nextafter(
        x: NumPyFloat32, y: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def nextafter(x: NumPyFloat16 | NumPyFloat32, y: Array[complex64], /) -> Array[complex64]: ...
    @overload
    def nextafter(
        x: NumPyComplex64, y: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], /
    ) -> Array[complex64]: ...
    @overload
    def nextafter(
        x: NumPyFloating | NumPyInteger | NumPyBool, y: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def nextafter(
        x: NumPyFloating | NumPyInteger, y: Array[integer | bool_], /
    ) -> Array[floating]: ...
    @overload
    def nextafter(x: NumPyNumber, y: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def nextafter(x: NumPyNumber, y: Array[number | bool_], /) -> Array[inexact]: ...
    @overload
    def nextafter(x: Array[WideIntegral], y: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def nextafter(x: Array[integer | bool_], y: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def nextafter(x: Array[floating], y: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def nextafter(x: Array[complexfloating], y: _NumPyOperand, /) -> Array[complexfloating]: ...
    @overload
    def nextafter(x: Array[number | bool_], y: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def nextafter(x: _NumPyOperand, y: Array[WideIntegral], /) -> Array[inexact]: ...
    @overload
    def nextafter(x: _NumPyOperand, y: Array[integer | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def nextafter(x: _NumPyOperand, y: Array[floating], /) -> Array[inexact]: ...
    @overload
    def nextafter(x: _NumPyOperand, y: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def nextafter(x: _NumPyOperand, y: Array[number | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def nextafter(x: float, y: float, /) -> Array[floating]: ...
    @overload
    def nextafter(x: complex, y: complex, /) -> Array[complexfloating]: ...
    @overload
    def nextafter(x: ArrayLike, y: ArrayLike, /) -> Array[generic]: ...
    def nextafter(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x: ArrayLike, y: ArrayLike, /
    ) -> Array[generic]:
        """The next representable float after `x` towards `y`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.nextafter.html
        """
        ...

    @overload
    def float_power(x: Array[bool_], y: bool | Array[bool_], /) -> Array[float32]: ...
    @overload
    def float_power(
        x: Array[PartnerT],
        y: HasDType[CanPromote[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def float_power(
        x: Array[PartnerT],
        y: HasDType[CanPromoteInexact[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def float_power(x: Array[generic], y: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def float_power(x: Array[_InexactT], y: float, /) -> Array[_InexactT]: ...
    @overload
    def float_power(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], y: int, /
    ) -> Array[float32]: ...
    @overload
    def float_power(x: Array[int64 | uint64], y: int, /) -> Array[float64]: ...
    @overload
    def float_power(x: Array[WideIntegral], y: float, /) -> Array[floating]: ...
    @overload
    def float_power(
        x: Array[floating | integer | bool_], y: float, /
    ) -> Array[floating | integer]: ...
    @overload
    def float_power(x: Array[_ComplexT], y: complex, /) -> Array[_ComplexT]: ...
    @overload
    def float_power(
        x: Array[floating | integer | bool_], y: complex, /
    ) -> Array[complexfloating]: ...
    @overload
    def float_power(x: bool, y: Array[bool_], /) -> Array[float32]: ...
    @overload
    def float_power(x: np.float64 | np.complex128, y: Array[generic], /) -> Array[inexact]: ...
    @overload
    def float_power(x: float, y: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def float_power(
        x: int, y: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
    ) -> Array[float32]: ...
    @overload
    def float_power(x: int, y: Array[int64 | uint64], /) -> Array[float64]: ...
    @overload
    def float_power(x: float, y: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def float_power(
        x: float, y: Array[floating | integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def float_power(x: complex, y: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def float_power(
        x: complex, y: Array[floating | integer | bool_], /
    ) -> Array[complexfloating]: ...
    @overload
    def float_power(x: Array[SubByteT], y: Array[SubByteT], /) -> Array[SubByteT]: ...
    @overload
    def float_power(x: Array[_InexactT], y: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def float_power(x: Array[WideIntegral], y: Array[WideIntegral], /) -> Array[floating]: ...
    @overload
    def float_power(
        x: Array[integer | bool_], y: Array[integer | bool_], /
    ) -> Array[floating | integer]: ...
    @overload
    def float_power(
        x: Array[number | bool_], y: Array[number | bool_], /
    ) -> Array[inexact | integer]: ...
    @overload
    def float_power(x: Array[_InexactT], y: NumPyInteger | NumPyBool, /) -> Array[_InexactT]: ...
    @overload
    def float_power(x: Array[integer | bool_ | float16], y: NumPyFloat16, /) -> Array[float16]: ...
    @overload
    def float_power(x: Array[bfloat16], y: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def float_power(
        x: Array[integer | bool_ | bfloat16 | float16 | float32], y: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def float_power(x: Array[complex64], y: NumPyFloat16 | NumPyFloat32, /) -> Array[complex64]: ...
    @overload
    def float_power(
        x: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], y: NumPyComplex64, /
    ) -> Array[complex64]: ...
    @overload
    def float_power(
        x: Array[floating], y: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def float_power(
        x: Array[integer | bool_], y: NumPyFloating | NumPyInteger, /
    ) -> Array[floating]: ...
    @overload
    def float_power(x: Array[complexfloating], y: NumPyNumber, /) -> Array[complexfloating]: ...
    @overload
    def float_power(x: Array[number | bool_], y: NumPyNumber, /) -> Array[inexact]: ...
    @overload
    def float_power(x: NumPyInteger | NumPyBool, y: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def float_power(x: NumPyFloat16, y: Array[integer | bool_ | float16], /) -> Array[float16]: ...
    @overload
    def float_power(x: NumPyFloat16, y: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def float_power(
        x: NumPyFloat32, y: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def float_power(x: NumPyFloat16 | NumPyFloat32, y: Array[complex64], /) -> Array[complex64]: ...
    @overload
    def float_power(
        x: NumPyComplex64, y: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64], /
    ) -> Array[complex64]: ...
    @overload
    def float_power(
        x: NumPyFloating | NumPyInteger | NumPyBool, y: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def float_power(
        x: NumPyFloating | NumPyInteger, y: Array[integer | bool_], /
    ) -> Array[floating]: ...
    @overload
    def float_power(x: NumPyNumber, y: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def float_power(x: NumPyNumber, y: Array[number | bool_], /) -> Array[inexact]: ...
    @overload
    def float_power(x: Array[WideIntegral], y: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def float_power(x: Array[integer | bool_], y: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def float_power(x: Array[floating], y: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def float_power(x: Array[complexfloating], y: _NumPyOperand, /) -> Array[complexfloating]: ...
    @overload
    def float_power(x: Array[number | bool_], y: _NumPyOperand, /) -> Array[inexact | integer]: ...
    @overload
    def float_power(x: _NumPyOperand, y: Array[WideIntegral], /) -> Array[inexact]: ...
    @overload
    def float_power(x: _NumPyOperand, y: Array[integer | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def float_power(x: _NumPyOperand, y: Array[floating], /) -> Array[inexact]: ...
    @overload
    def float_power(x: _NumPyOperand, y: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def float_power(x: _NumPyOperand, y: Array[number | bool_], /) -> Array[inexact | integer]: ...
    @overload
    def float_power(x: float, y: float, /) -> Array[floating]: ...
    @overload
    def float_power(x: complex, y: complex, /) -> Array[complexfloating]: ...
    @overload
    def float_power(x: ArrayLike, y: ArrayLike, /) -> Array[generic]: ...
    def float_power(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x: ArrayLike, y: ArrayLike, /
    ) -> Array[generic]:
        """`x ** y` computed in an inexact dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.float_power.html
        """
        ...

    @overload
    def floor_divide(x1: Array[bool_], x2: bool | Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def floor_divide(x1: Array[_NumberT], x2: bool | Array[bool_], /) -> Array[_NumberT]: ...
    @overload
    def floor_divide(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, RealResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[RealResultT]: ...
    @overload
    def floor_divide(x1: Array[_NumberT], x2: int, /) -> Array[_NumberT]: ...
    @overload
    def floor_divide(x1: Array[bool_], x2: int, /) -> Array[signedinteger]: ...
    @overload
    def floor_divide(x1: Array[generic], x2: int, /) -> Array[generic]: ...
    @overload
    def floor_divide(x1: Array[generic], x2: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def floor_divide(x1: Array[_InexactT], x2: float, /) -> Array[_InexactT]: ...
    @overload
    def floor_divide(x1: Array[floating | integer | bool_], x2: float, /) -> Array[floating]: ...
    @overload
    def floor_divide(x1: Array[_ComplexT], x2: complex, /) -> Array[_ComplexT]: ...
    @overload
    def floor_divide(
        x1: Array[floating | integer | bool_], x2: complex, /
    ) -> Array[complexfloating]: ...
    @overload
    def floor_divide(x1: bool, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def floor_divide(x1: bool, x2: Array[_NumberT], /) -> Array[_NumberT]: ...
    @overload
    def floor_divide(x1: int, x2: Array[_NumberT], /) -> Array[_NumberT]: ...
    @overload
    def floor_divide(x1: int, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def floor_divide(x1: int, x2: Array[generic], /) -> Array[generic]: ...
    @overload
    def floor_divide(x1: np.float64 | np.complex128, x2: Array[generic], /) -> Array[inexact]: ...
    @overload
    def floor_divide(x1: float, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def floor_divide(x1: float, x2: Array[floating | integer | bool_], /) -> Array[floating]: ...
    @overload
    def floor_divide(x1: complex, x2: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def floor_divide(
        x1: complex, x2: Array[floating | integer | bool_], /
    ) -> Array[complexfloating]: ...
    @overload
    def floor_divide(
        x1: Array[_SameOtherNoBoolT], x2: Array[_SameOtherNoBoolT], /
    ) -> Array[_SameOtherNoBoolT]: ...
    @overload
    def floor_divide(x1: Array[_InexactT], x2: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def floor_divide(x1: Array[integer | bool_], x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def floor_divide(
        x1: Array[bool_], x2: Array[_NumberT], /
    ) -> Array[_NumberT | signedinteger]: ...
    @overload
    def floor_divide(
        x1: Array[integer], x2: Array[integer | bool_], /
    ) -> Array[integer | floating]: ...
    @overload
    def floor_divide(
        x1: Array[floating], x2: Array[complexfloating], /
    ) -> Array[complexfloating]: ...
    @overload
    def floor_divide(
        x1: Array[complexfloating], x2: Array[number | bool_], /
    ) -> Array[complexfloating]: ...
    @overload
    def floor_divide(
        x1: Array[inexact], x2: Array[inexact | integer | bool_], /
    ) -> Array[inexact]: ...
    @overload
    def floor_divide(x1: Array[number], x2: Array[number | bool_], /) -> Array[number]: ...
    @overload
    def floor_divide(
        x1: Array[unsignedinteger], x2: NumPyUnsignedInteger | NumPyBool, /
    ) -> Array[unsignedinteger]: ...
    @overload
    def floor_divide(
        x1: Array[signedinteger], x2: NumPySignedInteger | NumPyBool, /
    ) -> Array[signedinteger]: ...
    @overload
    def floor_divide(
        x1: Array[_FloatingT], x2: NumPyInteger | NumPyBool, /
    ) -> Array[_FloatingT]: ...
    @overload
    def floor_divide(
        x1: Array[integer | bool_ | float16], x2: NumPyFloat16, /
    ) -> Array[float16]: ...
    @overload
    def floor_divide(x1: Array[bfloat16], x2: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def floor_divide(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def floor_divide(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def floor_divide(x1: Array[integer], x2: NumPyFloating, /) -> Array[floating]: ...
    @overload
    def floor_divide(
        x1: NumPyUnsignedInteger | NumPyBool, x2: Array[unsignedinteger], /
    ) -> Array[unsignedinteger]: ...
    @overload
    def floor_divide(
        x1: NumPySignedInteger | NumPyBool, x2: Array[signedinteger], /
    ) -> Array[signedinteger]: ...
    @overload
    def floor_divide(
        x1: NumPyInteger | NumPyBool, x2: Array[_FloatingT], /
    ) -> Array[_FloatingT]: ...
    @overload
    def floor_divide(
        x1: NumPyFloat16, x2: Array[integer | bool_ | float16], /
    ) -> Array[float16]: ...
    @overload
    def floor_divide(x1: NumPyFloat16, x2: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def floor_divide(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def floor_divide(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def floor_divide(x1: NumPyFloating, x2: Array[integer], /) -> Array[floating]: ...
    @overload
    def floor_divide(
        x1: Array[complexfloating], x2: _NumPyOperand, /
    ) -> Array[complexfloating]: ...
    @overload
    def floor_divide(x1: Array[inexact], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def floor_divide(x1: Array[number], x2: _NumPyOperand, /) -> Array[number]: ...
    @overload
    def floor_divide(
        x1: _NumPyOperand, x2: Array[complexfloating], /
    ) -> Array[complexfloating]: ...
    @overload
    def floor_divide(x1: _NumPyOperand, x2: Array[inexact], /) -> Array[inexact]: ...
    @overload
    def floor_divide(x1: _NumPyOperand, x2: Array[number], /) -> Array[number]: ...
    @overload
    def floor_divide(x1: int, x2: int, /) -> Array[signedinteger]: ...
    @overload
    def floor_divide(x1: float, x2: float, /) -> Array[floating]: ...
    @overload
    def floor_divide(x1: complex, x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def floor_divide(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def floor_divide(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike, /
    ) -> Array[generic]:
        """Floor division `x1 // x2`, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.floor_divide.html
        """
        ...

    @overload
    def mod(x1: Array[bool_], x2: bool | Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def mod(x1: Array[_NumberT], x2: bool | Array[bool_], /) -> Array[_NumberT]: ...
    @overload
    def mod(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, RealResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[RealResultT]: ...
    @overload
    def mod(x1: Array[_NumberT], x2: int, /) -> Array[_NumberT]: ...
    @overload
    def mod(x1: Array[bool_], x2: int, /) -> Array[signedinteger]: ...
    @overload
    def mod(x1: Array[generic], x2: int, /) -> Array[generic]: ...
    @overload
    def mod(x1: Array[generic], x2: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def mod(x1: Array[_InexactT], x2: float, /) -> Array[_InexactT]: ...
    @overload
    def mod(x1: Array[floating | integer | bool_], x2: float, /) -> Array[floating]: ...
    @overload
    def mod(x1: Array[_ComplexT], x2: complex, /) -> Array[_ComplexT]: ...
    @overload
    def mod(x1: Array[floating | integer | bool_], x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def mod(x1: bool, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def mod(x1: bool, x2: Array[_NumberT], /) -> Array[_NumberT]: ...
    @overload
    def mod(x1: int, x2: Array[_NumberT], /) -> Array[_NumberT]: ...
    @overload
    def mod(x1: int, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def mod(x1: int, x2: Array[generic], /) -> Array[generic]: ...
    @overload
    def mod(x1: np.float64 | np.complex128, x2: Array[generic], /) -> Array[inexact]: ...
    @overload
    def mod(x1: float, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def mod(x1: float, x2: Array[floating | integer | bool_], /) -> Array[floating]: ...
    @overload
    def mod(x1: complex, x2: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def mod(x1: complex, x2: Array[floating | integer | bool_], /) -> Array[complexfloating]: ...
    @overload
    def mod(
        x1: Array[_SameOtherNoBoolT], x2: Array[_SameOtherNoBoolT], /
    ) -> Array[_SameOtherNoBoolT]: ...
    @overload
    def mod(x1: Array[_InexactT], x2: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def mod(x1: Array[integer | bool_], x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def mod(x1: Array[bool_], x2: Array[_NumberT], /) -> Array[_NumberT | signedinteger]: ...
    @overload
    def mod(x1: Array[integer], x2: Array[integer | bool_], /) -> Array[integer | floating]: ...
    @overload
    def mod(x1: Array[floating], x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def mod(x1: Array[complexfloating], x2: Array[number | bool_], /) -> Array[complexfloating]: ...
    @overload
    def mod(x1: Array[inexact], x2: Array[inexact | integer | bool_], /) -> Array[inexact]: ...
    @overload
    def mod(x1: Array[number], x2: Array[number | bool_], /) -> Array[number]: ...
    @overload
    def mod(
        x1: Array[unsignedinteger], x2: NumPyUnsignedInteger | NumPyBool, /
    ) -> Array[unsignedinteger]: ...
    @overload
    def mod(
        x1: Array[signedinteger], x2: NumPySignedInteger | NumPyBool, /
    ) -> Array[signedinteger]: ...
    @overload
    def mod(x1: Array[_FloatingT], x2: NumPyInteger | NumPyBool, /) -> Array[_FloatingT]: ...
    @overload
    def mod(x1: Array[integer | bool_ | float16], x2: NumPyFloat16, /) -> Array[float16]: ...
    @overload
    def mod(x1: Array[bfloat16], x2: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def mod(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def mod(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def mod(x1: Array[integer], x2: NumPyFloating, /) -> Array[floating]: ...
    @overload
    def mod(
        x1: NumPyUnsignedInteger | NumPyBool, x2: Array[unsignedinteger], /
    ) -> Array[unsignedinteger]: ...
    @overload
    def mod(
        x1: NumPySignedInteger | NumPyBool, x2: Array[signedinteger], /
    ) -> Array[signedinteger]: ...
    @overload
    def mod(x1: NumPyInteger | NumPyBool, x2: Array[_FloatingT], /) -> Array[_FloatingT]: ...
    @overload
    def mod(x1: NumPyFloat16, x2: Array[integer | bool_ | float16], /) -> Array[float16]: ...
    @overload
    def mod(x1: NumPyFloat16, x2: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def mod(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def mod(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def mod(x1: NumPyFloating, x2: Array[integer], /) -> Array[floating]: ...
    @overload
    def mod(x1: Array[complexfloating], x2: _NumPyOperand, /) -> Array[complexfloating]: ...
    @overload
    def mod(x1: Array[inexact], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def mod(x1: Array[number], x2: _NumPyOperand, /) -> Array[number]: ...
    @overload
    def mod(x1: _NumPyOperand, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def mod(x1: _NumPyOperand, x2: Array[inexact], /) -> Array[inexact]: ...
    @overload
    def mod(x1: _NumPyOperand, x2: Array[number], /) -> Array[number]: ...
    @overload
    def mod(x1: int, x2: int, /) -> Array[signedinteger]: ...
    @overload
    def mod(x1: float, x2: float, /) -> Array[floating]: ...
    @overload
    def mod(x1: complex, x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def mod(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def mod(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike, /
    ) -> Array[generic]:
        """Remainder of floor division, with the sign of `x2`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.mod.html
        """
        ...

    @overload
    def remainder(x1: Array[bool_], x2: bool | Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def remainder(x1: Array[_NumberT], x2: bool | Array[bool_], /) -> Array[_NumberT]: ...
    @overload
    def remainder(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, RealResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[RealResultT]: ...
    @overload
    def remainder(x1: Array[_NumberT], x2: int, /) -> Array[_NumberT]: ...
    @overload
    def remainder(x1: Array[bool_], x2: int, /) -> Array[signedinteger]: ...
    @overload
    def remainder(x1: Array[generic], x2: int, /) -> Array[generic]: ...
    @overload
    def remainder(x1: Array[generic], x2: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def remainder(x1: Array[_InexactT], x2: float, /) -> Array[_InexactT]: ...
    @overload
    def remainder(x1: Array[floating | integer | bool_], x2: float, /) -> Array[floating]: ...
    @overload
    def remainder(x1: Array[_ComplexT], x2: complex, /) -> Array[_ComplexT]: ...
    @overload
    def remainder(
        x1: Array[floating | integer | bool_], x2: complex, /
    ) -> Array[complexfloating]: ...
    @overload
    def remainder(x1: bool, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def remainder(x1: bool, x2: Array[_NumberT], /) -> Array[_NumberT]: ...
    @overload
    def remainder(x1: int, x2: Array[_NumberT], /) -> Array[_NumberT]: ...
    @overload
    def remainder(x1: int, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def remainder(x1: int, x2: Array[generic], /) -> Array[generic]: ...
    @overload
    def remainder(x1: np.float64 | np.complex128, x2: Array[generic], /) -> Array[inexact]: ...
    @overload
    def remainder(x1: float, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def remainder(x1: float, x2: Array[floating | integer | bool_], /) -> Array[floating]: ...
    @overload
    def remainder(x1: complex, x2: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def remainder(
        x1: complex, x2: Array[floating | integer | bool_], /
    ) -> Array[complexfloating]: ...
    @overload
    def remainder(
        x1: Array[_SameOtherNoBoolT], x2: Array[_SameOtherNoBoolT], /
    ) -> Array[_SameOtherNoBoolT]: ...
    @overload
    def remainder(x1: Array[_InexactT], x2: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def remainder(x1: Array[integer | bool_], x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def remainder(x1: Array[bool_], x2: Array[_NumberT], /) -> Array[_NumberT | signedinteger]: ...
    @overload
    def remainder(
        x1: Array[integer], x2: Array[integer | bool_], /
    ) -> Array[integer | floating]: ...
    @overload
    def remainder(x1: Array[floating], x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def remainder(
        x1: Array[complexfloating], x2: Array[number | bool_], /
    ) -> Array[complexfloating]: ...
    @overload
    def remainder(
        x1: Array[inexact], x2: Array[inexact | integer | bool_], /
    ) -> Array[inexact]: ...
    @overload
    def remainder(x1: Array[number], x2: Array[number | bool_], /) -> Array[number]: ...
    @overload
    def remainder(
        x1: Array[unsignedinteger], x2: NumPyUnsignedInteger | NumPyBool, /
    ) -> Array[unsignedinteger]: ...
    @overload
    def remainder(
        x1: Array[signedinteger], x2: NumPySignedInteger | NumPyBool, /
    ) -> Array[signedinteger]: ...
    @overload
    def remainder(x1: Array[_FloatingT], x2: NumPyInteger | NumPyBool, /) -> Array[_FloatingT]: ...
    @overload
    def remainder(x1: Array[integer | bool_ | float16], x2: NumPyFloat16, /) -> Array[float16]: ...
    @overload
    def remainder(x1: Array[bfloat16], x2: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def remainder(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def remainder(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def remainder(x1: Array[integer], x2: NumPyFloating, /) -> Array[floating]: ...
    @overload
    def remainder(
        x1: NumPyUnsignedInteger | NumPyBool, x2: Array[unsignedinteger], /
    ) -> Array[unsignedinteger]: ...
    @overload
    def remainder(
        x1: NumPySignedInteger | NumPyBool, x2: Array[signedinteger], /
    ) -> Array[signedinteger]: ...
    @overload
    def remainder(x1: NumPyInteger | NumPyBool, x2: Array[_FloatingT], /) -> Array[_FloatingT]: ...
    @overload
    def remainder(x1: NumPyFloat16, x2: Array[integer | bool_ | float16], /) -> Array[float16]: ...
    @overload
    def remainder(x1: NumPyFloat16, x2: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def remainder(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def remainder(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def remainder(x1: NumPyFloating, x2: Array[integer], /) -> Array[floating]: ...
    @overload
    def remainder(x1: Array[complexfloating], x2: _NumPyOperand, /) -> Array[complexfloating]: ...
    @overload
    def remainder(x1: Array[inexact], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def remainder(x1: Array[number], x2: _NumPyOperand, /) -> Array[number]: ...
    @overload
    def remainder(x1: _NumPyOperand, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def remainder(x1: _NumPyOperand, x2: Array[inexact], /) -> Array[inexact]: ...
    @overload
    def remainder(x1: _NumPyOperand, x2: Array[number], /) -> Array[number]: ...
    @overload
    def remainder(x1: int, x2: int, /) -> Array[signedinteger]: ...
    @overload
    def remainder(x1: float, x2: float, /) -> Array[floating]: ...
    @overload
    def remainder(x1: complex, x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def remainder(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def remainder(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike, /
    ) -> Array[generic]:
        """Remainder of floor division (same as `mod`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.remainder.html
        """
        ...

    @overload
    def fmod(x1: Array[bool_], x2: bool | Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def fmod(x1: Array[_NumberT], x2: bool | Array[bool_], /) -> Array[_NumberT]: ...
    @overload
    def fmod(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, RealResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[RealResultT]: ...
    @overload
    def fmod(x1: Array[_NumberT], x2: int, /) -> Array[_NumberT]: ...
    @overload
    def fmod(x1: Array[bool_], x2: int, /) -> Array[signedinteger]: ...
    @overload
    def fmod(x1: Array[generic], x2: int, /) -> Array[generic]: ...
    @overload
    def fmod(x1: Array[generic], x2: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def fmod(x1: Array[_InexactT], x2: float, /) -> Array[_InexactT]: ...
    @overload
    def fmod(x1: Array[floating | integer | bool_], x2: float, /) -> Array[floating]: ...
    @overload
    def fmod(x1: Array[_ComplexT], x2: complex, /) -> Array[_ComplexT]: ...
    @overload
    def fmod(x1: Array[floating | integer | bool_], x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def fmod(x1: bool, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def fmod(x1: bool, x2: Array[_NumberT], /) -> Array[_NumberT]: ...
    @overload
    def fmod(x1: int, x2: Array[_NumberT], /) -> Array[_NumberT]: ...
    @overload
    def fmod(x1: int, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def fmod(x1: int, x2: Array[generic], /) -> Array[generic]: ...
    @overload
    def fmod(x1: np.float64 | np.complex128, x2: Array[generic], /) -> Array[inexact]: ...
    @overload
    def fmod(x1: float, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def fmod(x1: float, x2: Array[floating | integer | bool_], /) -> Array[floating]: ...
    @overload
    def fmod(x1: complex, x2: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def fmod(x1: complex, x2: Array[floating | integer | bool_], /) -> Array[complexfloating]: ...
    @overload
    def fmod(
        x1: Array[_SameOtherNoBoolT], x2: Array[_SameOtherNoBoolT], /
    ) -> Array[_SameOtherNoBoolT]: ...
    @overload
    def fmod(x1: Array[_InexactT], x2: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def fmod(x1: Array[integer | bool_], x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def fmod(x1: Array[bool_], x2: Array[_NumberT], /) -> Array[_NumberT | signedinteger]: ...
    @overload
    def fmod(x1: Array[integer], x2: Array[integer | bool_], /) -> Array[integer | floating]: ...
    @overload
    def fmod(x1: Array[floating], x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def fmod(
        x1: Array[complexfloating], x2: Array[number | bool_], /
    ) -> Array[complexfloating]: ...
    @overload
    def fmod(x1: Array[inexact], x2: Array[inexact | integer | bool_], /) -> Array[inexact]: ...
    @overload
    def fmod(x1: Array[number], x2: Array[number | bool_], /) -> Array[number]: ...
    @overload
    def fmod(
        x1: Array[unsignedinteger], x2: NumPyUnsignedInteger | NumPyBool, /
    ) -> Array[unsignedinteger]: ...
    @overload
    def fmod(
        x1: Array[signedinteger], x2: NumPySignedInteger | NumPyBool, /
    ) -> Array[signedinteger]: ...
    @overload
    def fmod(x1: Array[_FloatingT], x2: NumPyInteger | NumPyBool, /) -> Array[_FloatingT]: ...
    @overload
    def fmod(x1: Array[integer | bool_ | float16], x2: NumPyFloat16, /) -> Array[float16]: ...
    @overload
    def fmod(x1: Array[bfloat16], x2: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def fmod(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def fmod(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def fmod(x1: Array[integer], x2: NumPyFloating, /) -> Array[floating]: ...
    @overload
    def fmod(
        x1: NumPyUnsignedInteger | NumPyBool, x2: Array[unsignedinteger], /
    ) -> Array[unsignedinteger]: ...
    @overload
    def fmod(
        x1: NumPySignedInteger | NumPyBool, x2: Array[signedinteger], /
    ) -> Array[signedinteger]: ...
    @overload
    def fmod(x1: NumPyInteger | NumPyBool, x2: Array[_FloatingT], /) -> Array[_FloatingT]: ...
    @overload
    def fmod(x1: NumPyFloat16, x2: Array[integer | bool_ | float16], /) -> Array[float16]: ...
    @overload
    def fmod(x1: NumPyFloat16, x2: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def fmod(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def fmod(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def fmod(x1: NumPyFloating, x2: Array[integer], /) -> Array[floating]: ...
    @overload
    def fmod(x1: Array[complexfloating], x2: _NumPyOperand, /) -> Array[complexfloating]: ...
    @overload
    def fmod(x1: Array[inexact], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def fmod(x1: Array[number], x2: _NumPyOperand, /) -> Array[number]: ...
    @overload
    def fmod(x1: _NumPyOperand, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def fmod(x1: _NumPyOperand, x2: Array[inexact], /) -> Array[inexact]: ...
    @overload
    def fmod(x1: _NumPyOperand, x2: Array[number], /) -> Array[number]: ...
    @overload
    def fmod(x1: int, x2: int, /) -> Array[signedinteger]: ...
    @overload
    def fmod(x1: float, x2: float, /) -> Array[floating]: ...
    @overload
    def fmod(x1: complex, x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def fmod(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def fmod(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike, /
    ) -> Array[generic]:
        """Remainder of truncated division, with the sign of `x1`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fmod.html
        """
        ...

    @overload
    def power(x1: Array[bool_], x2: bool | Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def power(x1: Array[_NumberT], x2: bool | Array[bool_], /) -> Array[_NumberT]: ...
    @overload
    def power(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def power(x1: Array[_SameIntT], x2: Array[_SameIntT], /) -> Array[_SameIntT]: ...
    @overload
    def power(x1: Array[_NumberT], x2: int, /) -> Array[_NumberT]: ...
    @overload
    def power(x1: Array[bool_], x2: int, /) -> Array[signedinteger]: ...
    @overload
    def power(x1: Array[generic], x2: int, /) -> Array[generic]: ...
    @overload
    def power(x1: Array[generic], x2: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def power(x1: Array[_InexactT], x2: float, /) -> Array[_InexactT]: ...
    @overload
    def power(x1: Array[floating | integer | bool_], x2: float, /) -> Array[floating]: ...
    @overload
    def power(x1: Array[_ComplexT], x2: complex, /) -> Array[_ComplexT]: ...
    @overload
    def power(x1: Array[floating | integer | bool_], x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def power(x1: bool, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def power(x1: bool, x2: Array[_NumberT], /) -> Array[_NumberT]: ...
    @overload
    def power(x1: int, x2: Array[_NumberT], /) -> Array[_NumberT]: ...
    @overload
    def power(x1: int, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def power(x1: int, x2: Array[generic], /) -> Array[generic]: ...
    @overload
    def power(x1: np.float64 | np.complex128, x2: Array[generic], /) -> Array[inexact]: ...
    @overload
    def power(x1: float, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def power(x1: float, x2: Array[floating | integer | bool_], /) -> Array[floating]: ...
    @overload
    def power(x1: complex, x2: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def power(x1: complex, x2: Array[floating | integer | bool_], /) -> Array[complexfloating]: ...
    @overload
    def power(
        x1: Array[_SameOtherNoBoolT], x2: Array[_SameOtherNoBoolT], /
    ) -> Array[_SameOtherNoBoolT]: ...
    @overload
    def power(x1: Array[_InexactT], x2: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def power(x1: Array[integer | bool_], x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def power(x1: Array[bool_], x2: Array[_NumberT], /) -> Array[_NumberT | signedinteger]: ...
    @overload
    def power(
        x1: Array[signedinteger], x2: Array[signedinteger | bool_], /
    ) -> Array[signedinteger]: ...
    @overload
    def power(
        x1: Array[unsignedinteger], x2: Array[unsignedinteger | bool_], /
    ) -> Array[unsignedinteger]: ...
    @overload
    def power(x1: Array[integer], x2: Array[integer | bool_], /) -> Array[integer | floating]: ...
    @overload
    def power(x1: Array[number], x2: Array[number | bool_], /) -> Array[number]: ...
    @overload
    def power(
        x1: Array[unsignedinteger], x2: NumPyUnsignedInteger | NumPyBool, /
    ) -> Array[unsignedinteger]: ...
    @overload
    def power(
        x1: Array[signedinteger], x2: NumPySignedInteger | NumPyBool, /
    ) -> Array[signedinteger]: ...
    @overload
    def power(x1: Array[_FloatingT], x2: NumPyInteger | NumPyBool, /) -> Array[_FloatingT]: ...
    @overload
    def power(x1: Array[integer | bool_ | float16], x2: NumPyFloat16, /) -> Array[float16]: ...
    @overload
    def power(x1: Array[bfloat16], x2: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def power(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def power(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def power(x1: Array[integer], x2: NumPyFloating, /) -> Array[floating]: ...
    @overload
    def power(
        x1: NumPyUnsignedInteger | NumPyBool, x2: Array[unsignedinteger], /
    ) -> Array[unsignedinteger]: ...
    @overload
    def power(
        x1: NumPySignedInteger | NumPyBool, x2: Array[signedinteger], /
    ) -> Array[signedinteger]: ...
    @overload
    def power(x1: NumPyInteger | NumPyBool, x2: Array[_FloatingT], /) -> Array[_FloatingT]: ...
    @overload
    def power(x1: NumPyFloat16, x2: Array[integer | bool_ | float16], /) -> Array[float16]: ...
    @overload
    def power(x1: NumPyFloat16, x2: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def power(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def power(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def power(x1: NumPyFloating, x2: Array[integer], /) -> Array[floating]: ...
    @overload
    def power(x1: Array[complexfloating], x2: _NumPyOperand, /) -> Array[complexfloating]: ...
    @overload
    def power(x1: Array[inexact], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def power(x1: Array[number], x2: _NumPyOperand, /) -> Array[number]: ...
    @overload
    def power(x1: _NumPyOperand, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def power(x1: _NumPyOperand, x2: Array[inexact], /) -> Array[inexact]: ...
    @overload
    def power(x1: _NumPyOperand, x2: Array[number], /) -> Array[number]: ...
    @overload
    def power(x1: int, x2: int, /) -> Array[signedinteger]: ...
    @overload
    def power(x1: float, x2: float, /) -> Array[floating]: ...
    @overload
    def power(x1: complex, x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def power(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def power(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike, /
    ) -> Array[generic]:
        """`x1 ** x2`, element-wise, with JAX's promotion.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.power.html
        """
        ...

    @overload
    def pow(x1: Array[bool_], x2: bool | Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def pow(x1: Array[_NumberT], x2: bool | Array[bool_], /) -> Array[_NumberT]: ...
    @overload
    def pow(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[InexactResultT]: ...
    @overload
    def pow(x1: Array[_SameIntT], x2: Array[_SameIntT], /) -> Array[_SameIntT]: ...
    @overload
    def pow(x1: Array[_NumberT], x2: int, /) -> Array[_NumberT]: ...
    @overload
    def pow(x1: Array[bool_], x2: int, /) -> Array[signedinteger]: ...
    @overload
    def pow(x1: Array[generic], x2: int, /) -> Array[generic]: ...
    @overload
    def pow(x1: Array[generic], x2: np.float64 | np.complex128, /) -> Array[inexact]: ...
    @overload
    def pow(x1: Array[_InexactT], x2: float, /) -> Array[_InexactT]: ...
    @overload
    def pow(x1: Array[floating | integer | bool_], x2: float, /) -> Array[floating]: ...
    @overload
    def pow(x1: Array[_ComplexT], x2: complex, /) -> Array[_ComplexT]: ...
    @overload
    def pow(x1: Array[floating | integer | bool_], x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def pow(x1: bool, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def pow(x1: bool, x2: Array[_NumberT], /) -> Array[_NumberT]: ...
    @overload
    def pow(x1: int, x2: Array[_NumberT], /) -> Array[_NumberT]: ...
    @overload
    def pow(x1: int, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def pow(x1: int, x2: Array[generic], /) -> Array[generic]: ...
    @overload
    def pow(x1: np.float64 | np.complex128, x2: Array[generic], /) -> Array[inexact]: ...
    @overload
    def pow(x1: float, x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def pow(x1: float, x2: Array[floating | integer | bool_], /) -> Array[floating]: ...
    @overload
    def pow(x1: complex, x2: Array[_ComplexT], /) -> Array[_ComplexT]: ...
    @overload
    def pow(x1: complex, x2: Array[floating | integer | bool_], /) -> Array[complexfloating]: ...
    @overload
    def pow(
        x1: Array[_SameOtherNoBoolT], x2: Array[_SameOtherNoBoolT], /
    ) -> Array[_SameOtherNoBoolT]: ...
    @overload
    def pow(x1: Array[_InexactT], x2: Array[integer | bool_], /) -> Array[_InexactT]: ...
    @overload
    def pow(x1: Array[integer | bool_], x2: Array[_InexactT], /) -> Array[_InexactT]: ...
    @overload
    def pow(x1: Array[bool_], x2: Array[_NumberT], /) -> Array[_NumberT | signedinteger]: ...
    @overload
    def pow(
        x1: Array[signedinteger], x2: Array[signedinteger | bool_], /
    ) -> Array[signedinteger]: ...
    @overload
    def pow(
        x1: Array[unsignedinteger], x2: Array[unsignedinteger | bool_], /
    ) -> Array[unsignedinteger]: ...
    @overload
    def pow(x1: Array[integer], x2: Array[integer | bool_], /) -> Array[integer | floating]: ...
    @overload
    def pow(x1: Array[number], x2: Array[number | bool_], /) -> Array[number]: ...
    @overload
    def pow(
        x1: Array[unsignedinteger], x2: NumPyUnsignedInteger | NumPyBool, /
    ) -> Array[unsignedinteger]: ...
    @overload
    def pow(
        x1: Array[signedinteger], x2: NumPySignedInteger | NumPyBool, /
    ) -> Array[signedinteger]: ...
    @overload
    def pow(x1: Array[_FloatingT], x2: NumPyInteger | NumPyBool, /) -> Array[_FloatingT]: ...
    @overload
    def pow(x1: Array[integer | bool_ | float16], x2: NumPyFloat16, /) -> Array[float16]: ...
    @overload
    def pow(x1: Array[bfloat16], x2: NumPyFloat16, /) -> Array[float32]: ...
    @overload
    def pow(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32, /
    ) -> Array[float32]: ...
    @overload
    def pow(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> Array[floating]: ...
    @overload
    def pow(x1: Array[integer], x2: NumPyFloating, /) -> Array[floating]: ...
    @overload
    def pow(
        x1: NumPyUnsignedInteger | NumPyBool, x2: Array[unsignedinteger], /
    ) -> Array[unsignedinteger]: ...
    @overload
    def pow(
        x1: NumPySignedInteger | NumPyBool, x2: Array[signedinteger], /
    ) -> Array[signedinteger]: ...
    @overload
    def pow(x1: NumPyInteger | NumPyBool, x2: Array[_FloatingT], /) -> Array[_FloatingT]: ...
    @overload
    def pow(x1: NumPyFloat16, x2: Array[integer | bool_ | float16], /) -> Array[float16]: ...
    @overload
    def pow(x1: NumPyFloat16, x2: Array[bfloat16], /) -> Array[float32]: ...
    @overload
    def pow(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> Array[float32]: ...
    @overload
    def pow(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating], /
    ) -> Array[floating]: ...
    @overload
    def pow(x1: NumPyFloating, x2: Array[integer], /) -> Array[floating]: ...
    @overload
    def pow(x1: Array[complexfloating], x2: _NumPyOperand, /) -> Array[complexfloating]: ...
    @overload
    def pow(x1: Array[inexact], x2: _NumPyOperand, /) -> Array[inexact]: ...
    @overload
    def pow(x1: Array[number], x2: _NumPyOperand, /) -> Array[number]: ...
    @overload
    def pow(x1: _NumPyOperand, x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def pow(x1: _NumPyOperand, x2: Array[inexact], /) -> Array[inexact]: ...
    @overload
    def pow(x1: _NumPyOperand, x2: Array[number], /) -> Array[number]: ...
    @overload
    def pow(x1: int, x2: int, /) -> Array[signedinteger]: ...
    @overload
    def pow(x1: float, x2: float, /) -> Array[floating]: ...
    @overload
    def pow(x1: complex, x2: complex, /) -> Array[complexfloating]: ...
    @overload
    def pow(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def pow(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: ArrayLike, x2: ArrayLike, /
    ) -> Array[generic]:
        """`x1 ** x2`, element-wise (the array-API name of `power`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.pow.html
        """
        ...

    @overload
    def gcd(x1: Array[_IntegralT], x2: bool | Array[bool_]) -> Array[_IntegralT]: ...
    @overload
    def gcd(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, IntegerResultT]] | Callable[[Never], PartnerT],
    ) -> Array[IntegerResultT]: ...
    @overload
    def gcd(
        x1: Array[uint8 | uint16 | uint32], x2: Array[int8 | int16]
    ) -> Array[signedinteger]: ...
    @overload
    def gcd(
        x1: Array[int8 | int16], x2: Array[uint8 | uint16 | uint32]
    ) -> Array[signedinteger]: ...
    @overload
    def gcd(x1: Array[_IntegerT], x2: int) -> Array[_IntegerT]: ...
    @overload
    def gcd(x1: Array[bool_], x2: int) -> Array[signedinteger]: ...
    @overload
    def gcd(x1: bool, x2: Array[_IntegralT]) -> Array[_IntegralT]: ...
    @overload
    def gcd(x1: int, x2: Array[_IntegerT]) -> Array[_IntegerT]: ...
    @overload
    def gcd(x1: int, x2: Array[bool_]) -> Array[signedinteger]: ...
    @overload
    def gcd(
        x1: Array[_SameOtherIntegralT], x2: Array[_SameOtherIntegralT]
    ) -> Array[_SameOtherIntegralT]: ...
    @overload
    def gcd(x1: Array[bool_], x2: Array[_IntegralT]) -> Array[_IntegralT]: ...
    @overload
    def gcd(x1: Array[uint8 | uint16 | uint32], x2: Array[signedinteger]) -> Array[integer]: ...
    @overload
    def gcd(x1: Array[signedinteger], x2: Array[uint8 | uint16 | uint32]) -> Array[integer]: ...
    @overload
    def gcd(x1: Array[integer], x2: Array[integer | bool_]) -> Array[integer]: ...
    @overload
    def gcd(
        x1: Array[unsignedinteger], x2: NumPyUnsignedInteger | NumPyBool
    ) -> Array[unsignedinteger]: ...
    @overload
    def gcd(
        x1: Array[signedinteger], x2: NumPySignedInteger | NumPyBool
    ) -> Array[signedinteger]: ...
    @overload
    def gcd(
        x1: Array[int8 | int16], x2: np.uint8 | np.uint16 | np.uint32
    ) -> Array[signedinteger]: ...
    @overload
    def gcd(x1: Array[signedinteger], x2: np.uint8 | np.uint16 | np.uint32) -> Array[integer]: ...
    @overload
    def gcd(x1: Array[uint8 | uint16 | uint32], x2: NumPySignedInteger) -> Array[signedinteger]: ...
    @overload
    def gcd(
        x1: NumPyUnsignedInteger | NumPyBool, x2: Array[unsignedinteger]
    ) -> Array[unsignedinteger]: ...
    @overload
    def gcd(
        x1: NumPySignedInteger | NumPyBool, x2: Array[signedinteger]
    ) -> Array[signedinteger]: ...
    @overload
    def gcd(
        x1: np.uint8 | np.uint16 | np.uint32, x2: Array[int8 | int16]
    ) -> Array[signedinteger]: ...
    @overload
    def gcd(x1: np.uint8 | np.uint16 | np.uint32, x2: Array[signedinteger]) -> Array[integer]: ...
    @overload
    def gcd(x1: NumPySignedInteger, x2: Array[uint8 | uint16 | uint32]) -> Array[signedinteger]: ...
    @overload
    def gcd(x1: Array[integer], x2: _IntegralNumPy) -> Array[integer]: ...
    @overload
    def gcd(x1: _IntegralNumPy, x2: Array[integer]) -> Array[integer]: ...
    @overload
    def gcd(x1: bool, x2: bool) -> Array[bool_]: ...
    @overload
    def gcd(x1: int, x2: int) -> Array[signedinteger]: ...
    @overload
    def gcd(x1: _IntegralLike, x2: _IntegralLike) -> Array[integer | bool_]: ...
    def gcd(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: _IntegralLike, x2: _IntegralLike
    ) -> Array[integer | bool_]:
        """Greatest common divisor of integers, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.gcd.html
        """
        ...

    @overload
    def lcm(x1: Array[_IntegralT], x2: bool | Array[bool_]) -> Array[_IntegralT]: ...
    @overload
    def lcm(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, IntegerResultT]] | Callable[[Never], PartnerT],
    ) -> Array[IntegerResultT]: ...
    @overload
    def lcm(
        x1: Array[uint8 | uint16 | uint32], x2: Array[int8 | int16]
    ) -> Array[signedinteger]: ...
    @overload
    def lcm(
        x1: Array[int8 | int16], x2: Array[uint8 | uint16 | uint32]
    ) -> Array[signedinteger]: ...
    @overload
    def lcm(x1: Array[_IntegerT], x2: int) -> Array[_IntegerT]: ...
    @overload
    def lcm(x1: Array[bool_], x2: int) -> Array[signedinteger]: ...
    @overload
    def lcm(x1: bool, x2: Array[_IntegralT]) -> Array[_IntegralT]: ...
    @overload
    def lcm(x1: int, x2: Array[_IntegerT]) -> Array[_IntegerT]: ...
    @overload
    def lcm(x1: int, x2: Array[bool_]) -> Array[signedinteger]: ...
    @overload
    def lcm(
        x1: Array[_SameOtherIntegralT], x2: Array[_SameOtherIntegralT]
    ) -> Array[_SameOtherIntegralT]: ...
    @overload
    def lcm(x1: Array[bool_], x2: Array[_IntegralT]) -> Array[_IntegralT]: ...
    @overload
    def lcm(x1: Array[uint8 | uint16 | uint32], x2: Array[signedinteger]) -> Array[integer]: ...
    @overload
    def lcm(x1: Array[signedinteger], x2: Array[uint8 | uint16 | uint32]) -> Array[integer]: ...
    @overload
    def lcm(x1: Array[integer], x2: Array[integer | bool_]) -> Array[integer]: ...
    @overload
    def lcm(
        x1: Array[unsignedinteger], x2: NumPyUnsignedInteger | NumPyBool
    ) -> Array[unsignedinteger]: ...
    @overload
    def lcm(
        x1: Array[signedinteger], x2: NumPySignedInteger | NumPyBool
    ) -> Array[signedinteger]: ...
    @overload
    def lcm(
        x1: Array[int8 | int16], x2: np.uint8 | np.uint16 | np.uint32
    ) -> Array[signedinteger]: ...
    @overload
    def lcm(x1: Array[signedinteger], x2: np.uint8 | np.uint16 | np.uint32) -> Array[integer]: ...
    @overload
    def lcm(x1: Array[uint8 | uint16 | uint32], x2: NumPySignedInteger) -> Array[signedinteger]: ...
    @overload
    def lcm(
        x1: NumPyUnsignedInteger | NumPyBool, x2: Array[unsignedinteger]
    ) -> Array[unsignedinteger]: ...
    @overload
    def lcm(
        x1: NumPySignedInteger | NumPyBool, x2: Array[signedinteger]
    ) -> Array[signedinteger]: ...
    @overload
    def lcm(
        x1: np.uint8 | np.uint16 | np.uint32, x2: Array[int8 | int16]
    ) -> Array[signedinteger]: ...
    @overload
    def lcm(x1: np.uint8 | np.uint16 | np.uint32, x2: Array[signedinteger]) -> Array[integer]: ...
    @overload
    def lcm(x1: NumPySignedInteger, x2: Array[uint8 | uint16 | uint32]) -> Array[signedinteger]: ...
    @overload
    def lcm(x1: Array[integer], x2: _IntegralNumPy) -> Array[integer]: ...
    @overload
    def lcm(x1: _IntegralNumPy, x2: Array[integer]) -> Array[integer]: ...
    @overload
    def lcm(x1: bool, x2: bool) -> Array[bool_]: ...
    @overload
    def lcm(x1: int, x2: int) -> Array[signedinteger]: ...
    @overload
    def lcm(x1: _IntegralLike, x2: _IntegralLike) -> Array[integer | bool_]: ...
    def lcm(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: _IntegralLike, x2: _IntegralLike
    ) -> Array[integer | bool_]:
        """Least common multiple of integers, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.lcm.html
        """
        ...

    @overload
    def left_shift(x: Array[bool_], y: bool | Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def left_shift(x: Array[_IntegerT], y: bool | Array[bool_], /) -> Array[_IntegerT]: ...
    @overload
    def left_shift(
        x: Array[PartnerT],
        y: HasDType[CanPromote[PartnerT, IntegerResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[IntegerResultT]: ...
    @overload
    def left_shift(
        x: Array[uint8 | uint16 | uint32], y: Array[int8 | int16], /
    ) -> Array[signedinteger]: ...
    @overload
    def left_shift(
        x: Array[int8 | int16], y: Array[uint8 | uint16 | uint32], /
    ) -> Array[signedinteger]: ...
    @overload
    def left_shift(x: Array[_IntegerT], y: int, /) -> Array[_IntegerT]: ...
    @overload
    def left_shift(x: Array[bool_], y: int, /) -> Array[signedinteger]: ...
    @overload
    def left_shift(x: bool, y: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def left_shift(x: bool, y: Array[_IntegerT], /) -> Array[_IntegerT]: ...
    @overload
    def left_shift(x: int, y: Array[_IntegerT], /) -> Array[_IntegerT]: ...
    @overload
    def left_shift(x: int, y: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def left_shift(x: Array[bool_], y: Array[_IntegerT], /) -> Array[_IntegerT | signedinteger]: ...
    @overload
    def left_shift(
        x: Array[uint8 | uint16 | uint32], y: Array[signedinteger], /
    ) -> Array[integer]: ...
    @overload
    def left_shift(
        x: Array[signedinteger], y: Array[uint8 | uint16 | uint32], /
    ) -> Array[integer]: ...
    @overload
    def left_shift(x: Array[integer], y: Array[integer | bool_], /) -> Array[integer]: ...
    @overload
    def left_shift(
        x: Array[unsignedinteger], y: NumPyUnsignedInteger | NumPyBool, /
    ) -> Array[unsignedinteger]: ...
    @overload
    def left_shift(
        x: Array[signedinteger], y: NumPySignedInteger | NumPyBool, /
    ) -> Array[signedinteger]: ...
    @overload
    def left_shift(
        x: Array[int8 | int16], y: np.uint8 | np.uint16 | np.uint32, /
    ) -> Array[signedinteger]: ...
    @overload
    def left_shift(
        x: Array[signedinteger], y: np.uint8 | np.uint16 | np.uint32, /
    ) -> Array[integer]: ...
    @overload
    def left_shift(
        x: Array[uint8 | uint16 | uint32], y: NumPySignedInteger, /
    ) -> Array[signedinteger]: ...
    @overload
    def left_shift(
        x: NumPyUnsignedInteger | NumPyBool, y: Array[unsignedinteger], /
    ) -> Array[unsignedinteger]: ...
    @overload
    def left_shift(
        x: NumPySignedInteger | NumPyBool, y: Array[signedinteger], /
    ) -> Array[signedinteger]: ...
    @overload
    def left_shift(
        x: np.uint8 | np.uint16 | np.uint32, y: Array[int8 | int16], /
    ) -> Array[signedinteger]: ...
    @overload
    def left_shift(
        x: np.uint8 | np.uint16 | np.uint32, y: Array[signedinteger], /
    ) -> Array[integer]: ...
    @overload
    def left_shift(
        x: NumPySignedInteger, y: Array[uint8 | uint16 | uint32], /
    ) -> Array[signedinteger]: ...
    @overload
    def left_shift(x: Array[integer], y: _IntegralNumPy, /) -> Array[integer]: ...
    @overload
    def left_shift(x: _IntegralNumPy, y: Array[integer], /) -> Array[integer]: ...
    @overload
    def left_shift(x: int, y: int, /) -> Array[signedinteger]: ...
    @overload
    def left_shift(x: _IntegralLike, y: _IntegralLike, /) -> Array[integer | bool_]: ...
    def left_shift(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x: _IntegralLike, y: _IntegralLike, /
    ) -> Array[integer | bool_]:
        """Integers shifted left by `y` bits, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.left_shift.html
        """
        ...

    @overload
    def right_shift(x1: Array[bool_], x2: bool | Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def right_shift(x1: Array[_IntegerT], x2: bool | Array[bool_], /) -> Array[_IntegerT]: ...
    @overload
    def right_shift(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, IntegerResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[IntegerResultT]: ...
    @overload
    def right_shift(
        x1: Array[uint8 | uint16 | uint32], x2: Array[int8 | int16], /
    ) -> Array[signedinteger]: ...
    @overload
    def right_shift(
        x1: Array[int8 | int16], x2: Array[uint8 | uint16 | uint32], /
    ) -> Array[signedinteger]: ...
    @overload
    def right_shift(x1: Array[_IntegerT], x2: int, /) -> Array[_IntegerT]: ...
    @overload
    def right_shift(x1: Array[bool_], x2: int, /) -> Array[signedinteger]: ...
    @overload
    def right_shift(x1: bool, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def right_shift(x1: bool, x2: Array[_IntegerT], /) -> Array[_IntegerT]: ...
    @overload
    def right_shift(x1: int, x2: Array[_IntegerT], /) -> Array[_IntegerT]: ...
    @overload
    def right_shift(x1: int, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def right_shift(
        x1: Array[bool_], x2: Array[_IntegerT], /
    ) -> Array[_IntegerT | signedinteger]: ...
    @overload
    def right_shift(
        x1: Array[uint8 | uint16 | uint32], x2: Array[signedinteger], /
    ) -> Array[integer]: ...
    @overload
    def right_shift(
        x1: Array[signedinteger], x2: Array[uint8 | uint16 | uint32], /
    ) -> Array[integer]: ...
    @overload
    def right_shift(x1: Array[integer], x2: Array[integer | bool_], /) -> Array[integer]: ...
    @overload
    def right_shift(
        x1: Array[unsignedinteger], x2: NumPyUnsignedInteger | NumPyBool, /
    ) -> Array[unsignedinteger]: ...
    @overload
    def right_shift(
        x1: Array[signedinteger], x2: NumPySignedInteger | NumPyBool, /
    ) -> Array[signedinteger]: ...
    @overload
    def right_shift(
        x1: Array[int8 | int16], x2: np.uint8 | np.uint16 | np.uint32, /
    ) -> Array[signedinteger]: ...
    @overload
    def right_shift(
        x1: Array[signedinteger], x2: np.uint8 | np.uint16 | np.uint32, /
    ) -> Array[integer]: ...
    @overload
    def right_shift(
        x1: Array[uint8 | uint16 | uint32], x2: NumPySignedInteger, /
    ) -> Array[signedinteger]: ...
    @overload
    def right_shift(
        x1: NumPyUnsignedInteger | NumPyBool, x2: Array[unsignedinteger], /
    ) -> Array[unsignedinteger]: ...
    @overload
    def right_shift(
        x1: NumPySignedInteger | NumPyBool, x2: Array[signedinteger], /
    ) -> Array[signedinteger]: ...
    @overload
    def right_shift(
        x1: np.uint8 | np.uint16 | np.uint32, x2: Array[int8 | int16], /
    ) -> Array[signedinteger]: ...
    @overload
    def right_shift(
        x1: np.uint8 | np.uint16 | np.uint32, x2: Array[signedinteger], /
    ) -> Array[integer]: ...
    @overload
    def right_shift(
        x1: NumPySignedInteger, x2: Array[uint8 | uint16 | uint32], /
    ) -> Array[signedinteger]: ...
    @overload
    def right_shift(x1: Array[integer], x2: _IntegralNumPy, /) -> Array[integer]: ...
    @overload
    def right_shift(x1: _IntegralNumPy, x2: Array[integer], /) -> Array[integer]: ...
    @overload
    def right_shift(x1: int, x2: int, /) -> Array[signedinteger]: ...
    @overload
    def right_shift(x1: _IntegralLike, x2: _IntegralLike, /) -> Array[integer | bool_]: ...
    def right_shift(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: _IntegralLike, x2: _IntegralLike, /
    ) -> Array[integer | bool_]:
        """Integers shifted right by `x2` bits, element-wise.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.right_shift.html
        """
        ...

    @overload
    def bitwise_left_shift(x: Array[bool_], y: bool | Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def bitwise_left_shift(x: Array[_IntegerT], y: bool | Array[bool_], /) -> Array[_IntegerT]: ...
    @overload
    def bitwise_left_shift(
        x: Array[PartnerT],
        y: HasDType[CanPromote[PartnerT, IntegerResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[IntegerResultT]: ...
    @overload
    def bitwise_left_shift(
        x: Array[uint8 | uint16 | uint32], y: Array[int8 | int16], /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_left_shift(
        x: Array[int8 | int16], y: Array[uint8 | uint16 | uint32], /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_left_shift(x: Array[_IntegerT], y: int, /) -> Array[_IntegerT]: ...
    @overload
    def bitwise_left_shift(x: Array[bool_], y: int, /) -> Array[signedinteger]: ...
    @overload
    def bitwise_left_shift(x: bool, y: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def bitwise_left_shift(x: bool, y: Array[_IntegerT], /) -> Array[_IntegerT]: ...
    @overload
    def bitwise_left_shift(x: int, y: Array[_IntegerT], /) -> Array[_IntegerT]: ...
    @overload
    def bitwise_left_shift(x: int, y: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def bitwise_left_shift(
        x: Array[bool_], y: Array[_IntegerT], /
    ) -> Array[_IntegerT | signedinteger]: ...
    @overload
    def bitwise_left_shift(
        x: Array[uint8 | uint16 | uint32], y: Array[signedinteger], /
    ) -> Array[integer]: ...
    @overload
    def bitwise_left_shift(
        x: Array[signedinteger], y: Array[uint8 | uint16 | uint32], /
    ) -> Array[integer]: ...
    @overload
    def bitwise_left_shift(x: Array[integer], y: Array[integer | bool_], /) -> Array[integer]: ...
    @overload
    def bitwise_left_shift(
        x: Array[unsignedinteger], y: NumPyUnsignedInteger | NumPyBool, /
    ) -> Array[unsignedinteger]: ...
    @overload
    def bitwise_left_shift(
        x: Array[signedinteger], y: NumPySignedInteger | NumPyBool, /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_left_shift(
        x: Array[int8 | int16], y: np.uint8 | np.uint16 | np.uint32, /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_left_shift(
        x: Array[signedinteger], y: np.uint8 | np.uint16 | np.uint32, /
    ) -> Array[integer]: ...
    @overload
    def bitwise_left_shift(
        x: Array[uint8 | uint16 | uint32], y: NumPySignedInteger, /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_left_shift(
        x: NumPyUnsignedInteger | NumPyBool, y: Array[unsignedinteger], /
    ) -> Array[unsignedinteger]: ...
    @overload
    def bitwise_left_shift(
        x: NumPySignedInteger | NumPyBool, y: Array[signedinteger], /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_left_shift(
        x: np.uint8 | np.uint16 | np.uint32, y: Array[int8 | int16], /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_left_shift(
        x: np.uint8 | np.uint16 | np.uint32, y: Array[signedinteger], /
    ) -> Array[integer]: ...
    @overload
    def bitwise_left_shift(
        x: NumPySignedInteger, y: Array[uint8 | uint16 | uint32], /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_left_shift(x: Array[integer], y: _IntegralNumPy, /) -> Array[integer]: ...
    @overload
    def bitwise_left_shift(x: _IntegralNumPy, y: Array[integer], /) -> Array[integer]: ...
    @overload
    def bitwise_left_shift(x: int, y: int, /) -> Array[signedinteger]: ...
    @overload
    def bitwise_left_shift(x: _IntegralLike, y: _IntegralLike, /) -> Array[integer | bool_]: ...
    def bitwise_left_shift(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x: _IntegralLike, y: _IntegralLike, /
    ) -> Array[integer | bool_]:
        """Left shift (the array-API name of `left_shift`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.bitwise_left_shift.html
        """
        ...

    @overload
    def bitwise_right_shift(
        x1: Array[bool_], x2: bool | Array[bool_], /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_right_shift(
        x1: Array[_IntegerT], x2: bool | Array[bool_], /
    ) -> Array[_IntegerT]: ...
    @overload
    def bitwise_right_shift(
        x1: Array[PartnerT],
        x2: HasDType[CanPromote[PartnerT, IntegerResultT]] | Callable[[Never], PartnerT],
        /,
    ) -> Array[IntegerResultT]: ...
    @overload
    def bitwise_right_shift(
        x1: Array[uint8 | uint16 | uint32], x2: Array[int8 | int16], /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_right_shift(
        x1: Array[int8 | int16], x2: Array[uint8 | uint16 | uint32], /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_right_shift(x1: Array[_IntegerT], x2: int, /) -> Array[_IntegerT]: ...
    @overload
    def bitwise_right_shift(x1: Array[bool_], x2: int, /) -> Array[signedinteger]: ...
    @overload
    def bitwise_right_shift(x1: bool, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def bitwise_right_shift(x1: bool, x2: Array[_IntegerT], /) -> Array[_IntegerT]: ...
    @overload
    def bitwise_right_shift(x1: int, x2: Array[_IntegerT], /) -> Array[_IntegerT]: ...
    @overload
    def bitwise_right_shift(x1: int, x2: Array[bool_], /) -> Array[signedinteger]: ...
    @overload
    def bitwise_right_shift(
        x1: Array[bool_], x2: Array[_IntegerT], /
    ) -> Array[_IntegerT | signedinteger]: ...
    @overload
    def bitwise_right_shift(
        x1: Array[uint8 | uint16 | uint32], x2: Array[signedinteger], /
    ) -> Array[integer]: ...
    @overload
    def bitwise_right_shift(
        x1: Array[signedinteger], x2: Array[uint8 | uint16 | uint32], /
    ) -> Array[integer]: ...
    @overload
    def bitwise_right_shift(
        x1: Array[integer], x2: Array[integer | bool_], /
    ) -> Array[integer]: ...
    @overload
    def bitwise_right_shift(
        x1: Array[unsignedinteger], x2: NumPyUnsignedInteger | NumPyBool, /
    ) -> Array[unsignedinteger]: ...
    @overload
    def bitwise_right_shift(
        x1: Array[signedinteger], x2: NumPySignedInteger | NumPyBool, /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_right_shift(
        x1: Array[int8 | int16], x2: np.uint8 | np.uint16 | np.uint32, /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_right_shift(
        x1: Array[signedinteger], x2: np.uint8 | np.uint16 | np.uint32, /
    ) -> Array[integer]: ...
    @overload
    def bitwise_right_shift(
        x1: Array[uint8 | uint16 | uint32], x2: NumPySignedInteger, /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_right_shift(
        x1: NumPyUnsignedInteger | NumPyBool, x2: Array[unsignedinteger], /
    ) -> Array[unsignedinteger]: ...
    @overload
    def bitwise_right_shift(
        x1: NumPySignedInteger | NumPyBool, x2: Array[signedinteger], /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_right_shift(
        x1: np.uint8 | np.uint16 | np.uint32, x2: Array[int8 | int16], /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_right_shift(
        x1: np.uint8 | np.uint16 | np.uint32, x2: Array[signedinteger], /
    ) -> Array[integer]: ...
    @overload
    def bitwise_right_shift(
        x1: NumPySignedInteger, x2: Array[uint8 | uint16 | uint32], /
    ) -> Array[signedinteger]: ...
    @overload
    def bitwise_right_shift(x1: Array[integer], x2: _IntegralNumPy, /) -> Array[integer]: ...
    @overload
    def bitwise_right_shift(x1: _IntegralNumPy, x2: Array[integer], /) -> Array[integer]: ...
    @overload
    def bitwise_right_shift(x1: int, x2: int, /) -> Array[signedinteger]: ...
    @overload
    def bitwise_right_shift(x1: _IntegralLike, x2: _IntegralLike, /) -> Array[integer | bool_]: ...
    def bitwise_right_shift(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        x1: _IntegralLike, x2: _IntegralLike, /
    ) -> Array[integer | bool_]:
        """Right shift (the array-API name of `right_shift`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.bitwise_right_shift.html
        """
        ...

    def equal(x: ArrayLike, y: ArrayLike, /) -> Array[bool_]:
        """Element-wise `x == y`, as booleans.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.equal.html
        """
        ...

    def not_equal(x: ArrayLike, y: ArrayLike, /) -> Array[bool_]:
        """Element-wise `x != y`, as booleans.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.not_equal.html
        """
        ...

    def greater(x: ArrayLike, y: ArrayLike, /) -> Array[bool_]:
        """Element-wise `x > y`, as booleans.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.greater.html
        """
        ...

    def greater_equal(x: ArrayLike, y: ArrayLike, /) -> Array[bool_]:
        """Element-wise `x >= y`, as booleans.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.greater_equal.html
        """
        ...

    def less(x: ArrayLike, y: ArrayLike, /) -> Array[bool_]:
        """Element-wise `x < y`, as booleans.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.less.html
        """
        ...

    def less_equal(x: ArrayLike, y: ArrayLike, /) -> Array[bool_]:
        """Element-wise `x <= y`, as booleans.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.less_equal.html
        """
        ...

    @overload
    def divmod(
        x1: Array[_SameFloatT], x2: Array[_SameFloatT], /
    ) -> tuple[Array[_SameFloatT], Array[_SameFloatT]]: ...
    @overload
    def divmod(
        x1: Array[_SameIntT], x2: Array[_SameIntT], /
    ) -> tuple[Array[_SameIntT], Array[_SameIntT]]: ...
    @overload
    def divmod(
        x1: Array[bool_], x2: bool | Array[bool_], /
    ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
    @overload
    def divmod(
        x1: Array[_NumberT], x2: bool | Array[bool_], /
    ) -> tuple[Array[_NumberT], Array[_NumberT]]: ...
    @overload
    def divmod(x1: Array[_NumberT], x2: int, /) -> tuple[Array[_NumberT], Array[_NumberT]]: ...
    @overload
    def divmod(
        x1: Array[bool_], x2: int, /
    ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
    @overload
    def divmod(x1: Array[generic], x2: int, /) -> tuple[Array[generic], Array[generic]]: ...
    @overload
    def divmod(
        x1: Array[generic], x2: np.float64 | np.complex128, /
    ) -> tuple[Array[inexact], Array[inexact]]: ...
    @overload
    def divmod(x1: Array[_InexactT], x2: float, /) -> tuple[Array[_InexactT], Array[_InexactT]]: ...
    @overload
    def divmod(
        x1: Array[floating | integer | bool_], x2: float, /
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def divmod(
        x1: Array[_ComplexT], x2: complex, /
    ) -> tuple[Array[_ComplexT], Array[_ComplexT]]: ...
    @overload
    def divmod(
        x1: Array[floating | integer | bool_], x2: complex, /
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def divmod(
        x1: bool, x2: Array[bool_], /
    ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
    @overload
    def divmod(x1: bool, x2: Array[_NumberT], /) -> tuple[Array[_NumberT], Array[_NumberT]]: ...
    @overload
    def divmod(x1: int, x2: Array[_NumberT], /) -> tuple[Array[_NumberT], Array[_NumberT]]: ...
    @overload
    def divmod(
        x1: int, x2: Array[bool_], /
    ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
    @overload
    def divmod(x1: int, x2: Array[generic], /) -> tuple[Array[generic], Array[generic]]: ...
    @overload
    def divmod(
        x1: np.float64 | np.complex128, x2: Array[generic], /
    ) -> tuple[Array[inexact], Array[inexact]]: ...
    @overload
    def divmod(x1: float, x2: Array[_InexactT], /) -> tuple[Array[_InexactT], Array[_InexactT]]: ...
    @overload
    def divmod(
        x1: float, x2: Array[floating | integer | bool_], /
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def divmod(
        x1: complex, x2: Array[_ComplexT], /
    ) -> tuple[Array[_ComplexT], Array[_ComplexT]]: ...
    @overload
    def divmod(
        x1: complex, x2: Array[floating | integer | bool_], /
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def divmod(
        x1: Array[_SameOtherNoBoolT], x2: Array[_SameOtherNoBoolT], /
    ) -> tuple[Array[_SameOtherNoBoolT], Array[_SameOtherNoBoolT]]: ...
    @overload
    def divmod(
        x1: Array[_InexactT], x2: Array[integer | bool_], /
    ) -> tuple[Array[_InexactT], Array[_InexactT]]: ...
    @overload
    def divmod(
        x1: Array[integer | bool_], x2: Array[_InexactT], /
    ) -> tuple[Array[_InexactT], Array[_InexactT]]: ...
    @overload
    def divmod(
        x1: Array[bool_], x2: Array[_NumberT], /
    ) -> tuple[Array[_NumberT | signedinteger], Array[_NumberT | signedinteger]]: ...
    @overload
    def divmod(
        x1: Array[signedinteger], x2: Array[signedinteger | bool_], /
    ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
    @overload
    def divmod(
        x1: Array[unsignedinteger], x2: Array[unsignedinteger | bool_], /
    ) -> tuple[Array[unsignedinteger], Array[unsignedinteger]]: ...
    @overload
    def divmod(
        x1: Array[integer], x2: Array[integer | bool_], /
    ) -> tuple[Array[integer | floating], Array[integer | floating]]: ...
    @overload
    def divmod(
        x1: Array[floating], x2: Array[floating | integer | bool_], /
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def divmod(
        x1: Array[floating], x2: Array[complexfloating], /
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def divmod(
        x1: Array[complexfloating], x2: Array[number | bool_], /
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def divmod(
        x1: Array[inexact], x2: Array[inexact | integer | bool_], /
    ) -> tuple[Array[inexact], Array[inexact]]: ...
    @overload
    def divmod(
        x1: Array[number], x2: Array[number | bool_], /
    ) -> tuple[Array[number], Array[number]]: ...
    @overload
    def divmod(
        x1: Array[unsignedinteger], x2: NumPyUnsignedInteger | NumPyBool, /
    ) -> tuple[Array[unsignedinteger], Array[unsignedinteger]]: ...
    @overload
    def divmod(
        x1: Array[signedinteger], x2: NumPySignedInteger | NumPyBool, /
    ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
    @overload
    def divmod(
        x1: Array[_FloatingT], x2: NumPyInteger | NumPyBool, /
    ) -> tuple[Array[_FloatingT], Array[_FloatingT]]: ...
    @overload
    def divmod(
        x1: Array[integer | bool_ | float16], x2: NumPyFloat16, /
    ) -> tuple[Array[float16], Array[float16]]: ...
    @overload
    def divmod(
        x1: Array[bfloat16], x2: NumPyFloat16, /
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def divmod(
        x1: Array[integer | bool_ | bfloat16 | float16 | float32], x2: NumPyFloat32, /
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def divmod(
        x1: Array[floating], x2: NumPyFloating | NumPyInteger | NumPyBool, /
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def divmod(
        x1: Array[integer], x2: NumPyFloating, /
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def divmod(
        x1: NumPyUnsignedInteger | NumPyBool, x2: Array[unsignedinteger], /
    ) -> tuple[Array[unsignedinteger], Array[unsignedinteger]]: ...
    @overload
    def divmod(
        x1: NumPySignedInteger | NumPyBool, x2: Array[signedinteger], /
    ) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
    @overload
    def divmod(
        x1: NumPyInteger | NumPyBool, x2: Array[_FloatingT], /
    ) -> tuple[Array[_FloatingT], Array[_FloatingT]]: ...
    @overload
    def divmod(
        x1: NumPyFloat16, x2: Array[integer | bool_ | float16], /
    ) -> tuple[Array[float16], Array[float16]]: ...
    @overload
    def divmod(
        x1: NumPyFloat16, x2: Array[bfloat16], /
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def divmod(
        x1: NumPyFloat32, x2: Array[integer | bool_ | bfloat16 | float16 | float32], /
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def divmod(
        x1: NumPyFloating | NumPyInteger | NumPyBool, x2: Array[floating], /
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def divmod(
        x1: NumPyFloating, x2: Array[integer], /
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def divmod(
        x1: Array[complexfloating], x2: _NumPyOperand, /
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def divmod(
        x1: Array[inexact], x2: _NumPyOperand, /
    ) -> tuple[Array[inexact], Array[inexact]]: ...
    @overload
    def divmod(x1: Array[number], x2: _NumPyOperand, /) -> tuple[Array[number], Array[number]]: ...
    @overload
    def divmod(
        x1: _NumPyOperand, x2: Array[complexfloating], /
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def divmod(
        x1: _NumPyOperand, x2: Array[inexact], /
    ) -> tuple[Array[inexact], Array[inexact]]: ...
    @overload
    def divmod(x1: _NumPyOperand, x2: Array[number], /) -> tuple[Array[number], Array[number]]: ...
    @overload
    def divmod(x1: int, x2: int, /) -> tuple[Array[signedinteger], Array[signedinteger]]: ...
    @overload
    def divmod(x1: float, x2: float, /) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def divmod(
        x1: complex, x2: complex, /
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def divmod(x1: ArrayLike, x2: ArrayLike, /) -> tuple[Array[generic], Array[generic]]: ...
    def divmod(x1: ArrayLike, x2: ArrayLike, /) -> tuple[Array[generic], Array[generic]]:
        """`(x1 // x2, x1 % x2)` element-wise, both in the dtype of floor division.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.divmod.html
        """
        ...

    @overload
    def ldexp(x1: Array[_FloatingT], x2: _IntegralLike, /) -> Array[_FloatingT]: ...
    @overload
    def ldexp(x1: ArrayLike, x2: _IntegralLike, /) -> Array[floating]: ...
    def ldexp(x1: ArrayLike, x2: _IntegralLike, /) -> Array[floating]:
        """`x1 * 2**x2` element-wise, for integer exponents; a float result.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.ldexp.html
        """
        ...

    @overload
    def frexp(x: Array[_FloatingT], /) -> tuple[Array[_FloatingT], Array[int32]]: ...
    @overload
    def frexp(x: ArrayLike, /) -> tuple[Array[floating], Array[int32]]: ...
    def frexp(x: ArrayLike, /) -> tuple[Array[floating], Array[int32]]:
        """Mantissa and exponent of each element: `x == mantissa * 2**exponent`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.frexp.html
        """
        ...

    @overload
    def modf(
        x: Array[_FloatingT], /, out: None = None
    ) -> tuple[Array[_FloatingT], Array[_FloatingT]]: ...
    @overload
    def modf(
        x: Array[WideIntegral] | float, /, out: None = None
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def modf(
        x: ArrayLike, /, out: None = None
    ) -> tuple[Array[floating | integer], Array[floating | integer]]: ...
    def modf(
        x: ArrayLike, /, out: None = None
    ) -> tuple[Array[floating | integer], Array[floating | integer]]:
        """Fractional and integral parts of each element, both with the sign of the input.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.modf.html
        """
        ...

    @overload
    def clip(
        arr: Array[_GenericT],
        /,
        min: bool | Array[bool_] | None = None,
        max: bool | Array[bool_] | None = None,
    ) -> Array[_GenericT]: ...
    @overload
    def clip(
        arr: Array[_SameFloatT],
        /,
        min: Array[_SameFloatT] | int | None = None,
        max: Array[_SameFloatT] | int | None = None,
    ) -> Array[_SameFloatT]: ...
    @overload
    def clip(
        arr: Array[_SameIntT],
        /,
        min: Array[_SameIntT] | int | None = None,
        max: Array[_SameIntT] | int | None = None,
    ) -> Array[_SameIntT]: ...
    @overload
    def clip(
        arr: Array[_SameOtherNoBoolT],
        /,
        min: Array[_SameOtherNoBoolT] | int | None = None,
        max: Array[_SameOtherNoBoolT] | int | None = None,
    ) -> Array[_SameOtherNoBoolT]: ...
    @overload
    def clip(
        arr: ArrayLike, /, min: _NumPyOperand, max: ArrayLike | None = None
    ) -> Array[generic]: ...
    @overload
    def clip(
        arr: ArrayLike, /, min: ArrayLike | None = None, max: _NumPyOperand = ...
    ) -> Array[generic]: ...
    @overload
    def clip(
        arr: Array[_InexactT], /, min: float | None = None, max: float | None = None
    ) -> Array[_InexactT]: ...
    @overload
    def clip(
        arr: ArrayLike, /, min: ArrayLike | None = None, max: ArrayLike | None = None
    ) -> Array[generic]: ...
    def clip(
        arr: ArrayLike, /, min: ArrayLike | None = None, max: ArrayLike | None = None
    ) -> Array[generic]:
        """Each element limited to `[min, max]`; either bound may be None.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.clip.html
        """
        ...

    @overload
    def unwrap(
        p: Array[_FloatingT], discont: ArrayLike | None = None, axis: int = -1, period: int = ...
    ) -> Array[_FloatingT]: ...
    @overload
    def unwrap(
        p: Array[integer | bool_], discont: ArrayLike | None = None, axis: int = -1
    ) -> Array[floating]: ...
    @overload
    def unwrap(
        p: ArrayLike, discont: ArrayLike | None = None, axis: int = -1, period: ArrayLike = ...
    ) -> Array[generic]: ...
    def unwrap(
        p: ArrayLike,
        discont: ArrayLike | None = None,
        axis: int = -1,
        period: ArrayLike = 6.283185307179586,
    ) -> Array[generic]:
        """Phase `p` with jumps larger than `discont` removed by adding multiples of `period`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.unwrap.html
        """
        ...

    @overload
    def interp(
        x: Array[SameFloatingT],
        xp: Array[SameFloatingT],
        fp: Array[SameFloatingT],
        left: Array[SameFloatingT] | int | Literal["extrapolate"] | None = None,
        right: Array[SameFloatingT] | int | Literal["extrapolate"] | None = None,
        period: Array[SameFloatingT] | int | None = None,
    ) -> Array[SameFloatingT]: ...
    @overload
    def interp(
        x: ArrayLike,
        xp: ArrayLike,
        fp: Array[complexfloating],
        left: ArrayLike | Literal["extrapolate"] | None = None,
        right: ArrayLike | Literal["extrapolate"] | None = None,
        period: ArrayLike | None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def interp(
        x: ArrayLike,
        xp: ArrayLike,
        fp: ArrayLike,
        left: ArrayLike | Literal["extrapolate"] | None = None,
        right: ArrayLike | Literal["extrapolate"] | None = None,
        period: ArrayLike | None = None,
    ) -> Array[inexact]: ...
    def interp(
        x: ArrayLike,
        xp: ArrayLike,
        fp: ArrayLike,
        left: ArrayLike | Literal["extrapolate"] | None = None,
        right: ArrayLike | Literal["extrapolate"] | None = None,
        period: ArrayLike | None = None,
    ) -> Array[inexact]:
        """Piecewise-linear interpolation of the points `(xp, fp)` at `x`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.interp.html
        """
        ...

    # ---- ufunc classes and instances ----------------------------------------------

    class _ArithmeticUfunc(ufunc):
        """A binary arithmetic ufunc: its calls promote as `+` does."""

        @overload  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature
        def __call__(
            self,
            x1: Array[PartnerT],
            x2: HasDType[CanPromote[PartnerT, ResultT]] | Callable[[Never], PartnerT],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[ResultT]: ...
        @overload
        def __call__(
            self,
            x1: Array[_GenericT],
            x2: bool | Array[bool_],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def __call__(
            self, x1: Array[_NumberT], x2: int, /, out: None = None, where: None = None
        ) -> Array[_NumberT]: ...
        @overload
        def __call__(
            self, x1: Array[bool_], x2: int, /, out: None = None, where: None = None
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self, x1: Array[generic], x2: int, /, out: None = None, where: None = None
        ) -> Array[generic]: ...
        @overload
        def __call__(
            self,
            x1: Array[generic],
            x2: np.float64 | np.complex128,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[inexact]: ...
        @overload
        def __call__(
            self, x1: Array[_InexactT], x2: float, /, out: None = None, where: None = None
        ) -> Array[_InexactT]: ...
        @overload
        def __call__(
            self,
            x1: Array[floating | integer | bool_],
            x2: float,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self, x1: Array[_ComplexT], x2: complex, /, out: None = None, where: None = None
        ) -> Array[_ComplexT]: ...
        @overload
        def __call__(
            self,
            x1: Array[floating | integer | bool_],
            x2: complex,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def __call__(
            self, x1: bool, x2: Array[_GenericT], /, out: None = None, where: None = None
        ) -> Array[_GenericT]: ...
        @overload
        def __call__(
            self, x1: int, x2: Array[_NumberT], /, out: None = None, where: None = None
        ) -> Array[_NumberT]: ...
        @overload
        def __call__(
            self, x1: int, x2: Array[bool_], /, out: None = None, where: None = None
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self, x1: int, x2: Array[generic], /, out: None = None, where: None = None
        ) -> Array[generic]: ...
        @overload
        def __call__(
            self,
            x1: np.float64 | np.complex128,
            x2: Array[generic],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[inexact]: ...
        @overload
        def __call__(
            self, x1: float, x2: Array[_InexactT], /, out: None = None, where: None = None
        ) -> Array[_InexactT]: ...
        @overload
        def __call__(
            self,
            x1: float,
            x2: Array[floating | integer | bool_],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self, x1: complex, x2: Array[_ComplexT], /, out: None = None, where: None = None
        ) -> Array[_ComplexT]: ...
        @overload
        def __call__(
            self,
            x1: complex,
            x2: Array[floating | integer | bool_],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def __call__(
            self,
            x1: Array[unsignedinteger],
            x2: NumPyUnsignedInteger | NumPyBool,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def __call__(
            self,
            x1: Array[signedinteger],
            x2: NumPySignedInteger | NumPyBool,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self,
            x1: Array[int8 | int16],
            x2: np.uint8 | np.uint16 | np.uint32,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self,
            x1: Array[signedinteger],
            x2: np.uint8 | np.uint16 | np.uint32,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[integer]: ...
        @overload
        def __call__(
            self,
            x1: Array[uint8 | uint16 | uint32],
            x2: NumPySignedInteger,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self,
            x1: Array[_InexactT],
            x2: NumPyInteger | NumPyBool,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[_InexactT]: ...
        @overload
        def __call__(
            self,
            x1: Array[integer | bool_ | float16],
            x2: NumPyFloat16,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[float16]: ...
        @overload
        def __call__(
            self, x1: Array[bfloat16], x2: NumPyFloat16, /, out: None = None, where: None = None
        ) -> Array[float32]: ...
        @overload
        def __call__(
            self,
            x1: Array[integer | bool_ | bfloat16 | float16 | float32],
            x2: NumPyFloat32,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[float32]: ...
        @overload
        def __call__(
            self,
            x1: Array[complex64],
            x2: NumPyFloat16 | NumPyFloat32,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complex64]: ...
        @overload
        def __call__(
            self,
            x1: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            x2: NumPyComplex64,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complex64]: ...
        @overload
        def __call__(
            self,
            x1: Array[floating],
            x2: NumPyFloating | NumPyInteger | NumPyBool,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self, x1: Array[integer], x2: NumPyFloating, /, out: None = None, where: None = None
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self,
            x1: NumPyUnsignedInteger | NumPyBool,
            x2: Array[unsignedinteger],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def __call__(
            self,
            x1: NumPySignedInteger | NumPyBool,
            x2: Array[signedinteger],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self,
            x1: np.uint8 | np.uint16 | np.uint32,
            x2: Array[int8 | int16],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self,
            x1: np.uint8 | np.uint16 | np.uint32,
            x2: Array[signedinteger],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[integer]: ...
        @overload
        def __call__(
            self,
            x1: NumPySignedInteger,
            x2: Array[uint8 | uint16 | uint32],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self,
            x1: NumPyInteger | NumPyBool,
            x2: Array[_InexactT],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[_InexactT]: ...
        @overload
        def __call__(
            self,
            x1: NumPyFloat16,
            x2: Array[integer | bool_ | float16],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[float16]: ...
        @overload
        def __call__(
            self, x1: NumPyFloat16, x2: Array[bfloat16], /, out: None = None, where: None = None
        ) -> Array[float32]: ...
        @overload
        def __call__(
            self,
            x1: NumPyFloat32,
            x2: Array[integer | bool_ | bfloat16 | float16 | float32],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[float32]: ...
        @overload
        def __call__(
            self,
            x1: NumPyFloat16 | NumPyFloat32,
            x2: Array[complex64],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complex64]: ...
        @overload
        def __call__(
            self,
            x1: NumPyComplex64,
            x2: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complex64]: ...
        @overload
        def __call__(
            self,
            x1: NumPyFloating | NumPyInteger | NumPyBool,
            x2: Array[floating],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self, x1: NumPyFloating, x2: Array[integer], /, out: None = None, where: None = None
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self,
            x1: Array[complexfloating],
            x2: _NumPyOperand,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def __call__(
            self, x1: Array[inexact], x2: _NumPyOperand, /, out: None = None, where: None = None
        ) -> Array[inexact]: ...
        @overload
        def __call__(
            self, x1: Array[number], x2: _NumPyOperand, /, out: None = None, where: None = None
        ) -> Array[number]: ...
        @overload
        def __call__(
            self,
            x1: _NumPyOperand,
            x2: Array[complexfloating],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def __call__(
            self, x1: _NumPyOperand, x2: Array[inexact], /, out: None = None, where: None = None
        ) -> Array[inexact]: ...
        @overload
        def __call__(
            self, x1: _NumPyOperand, x2: Array[number], /, out: None = None, where: None = None
        ) -> Array[number]: ...
        @overload
        def __call__(
            self, x1: bool, x2: bool, /, out: None = None, where: None = None
        ) -> Array[bool_]: ...
        @overload
        def __call__(
            self, x1: int, x2: int, /, out: None = None, where: None = None
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self, x1: float, x2: float, /, out: None = None, where: None = None
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self, x1: complex, x2: complex, /, out: None = None, where: None = None
        ) -> Array[complexfloating]: ...
        @overload
        def __call__(
            self, x1: ArrayLike, x2: ArrayLike, /, out: None = None, where: None = None
        ) -> Array[generic]: ...
        def __call__(  # type: ignore[misc]  # pyright: ignore[reportIncompatibleMethodOverride, reportInconsistentOverload]  # the table row's operand is no ArrayLike, and the ufunc narrows the generic ufunc's signature
            self, x1: ArrayLike, x2: ArrayLike, /, out: None = None, where: None = None
        ) -> Array[generic]:
            """Apply the ufunc element-wise to two operands, with JAX's promotion."""
            ...

        @overload
        def outer(
            self, A: Array[uint8 | uint16 | uint32], B: Array[int8 | int16], /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: Array[int8 | int16], B: Array[uint8 | uint16 | uint32], /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(self, A: Array[_SameFloatT], B: Array[_SameFloatT], /) -> Array[_SameFloatT]: ...
        @overload
        def outer(self, A: Array[_SameIntT], B: Array[_SameIntT], /) -> Array[_SameIntT]: ...
        @overload
        def outer(self, A: Array[_GenericT], B: bool | Array[bool_], /) -> Array[_GenericT]: ...
        @overload
        def outer(self, A: Array[_NumberT], B: int, /) -> Array[_NumberT]: ...
        @overload
        def outer(self, A: Array[bool_], B: int, /) -> Array[signedinteger]: ...
        @overload
        def outer(self, A: Array[generic], B: int, /) -> Array[generic]: ...
        @overload
        def outer(self, A: Array[generic], B: np.float64 | np.complex128, /) -> Array[inexact]: ...
        @overload
        def outer(self, A: Array[_InexactT], B: float, /) -> Array[_InexactT]: ...
        @overload
        def outer(self, A: Array[floating | integer | bool_], B: float, /) -> Array[floating]: ...
        @overload
        def outer(self, A: Array[_ComplexT], B: complex, /) -> Array[_ComplexT]: ...
        @overload
        def outer(
            self, A: Array[floating | integer | bool_], B: complex, /
        ) -> Array[complexfloating]: ...
        @overload
        def outer(self, A: bool, B: Array[_GenericT], /) -> Array[_GenericT]: ...
        @overload
        def outer(self, A: int, B: Array[_NumberT], /) -> Array[_NumberT]: ...
        @overload
        def outer(self, A: int, B: Array[bool_], /) -> Array[signedinteger]: ...
        @overload
        def outer(self, A: int, B: Array[generic], /) -> Array[generic]: ...
        @overload
        def outer(self, A: np.float64 | np.complex128, B: Array[generic], /) -> Array[inexact]: ...
        @overload
        def outer(self, A: float, B: Array[_InexactT], /) -> Array[_InexactT]: ...
        @overload
        def outer(self, A: float, B: Array[floating | integer | bool_], /) -> Array[floating]: ...
        @overload
        def outer(self, A: complex, B: Array[_ComplexT], /) -> Array[_ComplexT]: ...
        @overload
        def outer(
            self, A: complex, B: Array[floating | integer | bool_], /
        ) -> Array[complexfloating]: ...
        @overload
        def outer(
            self, A: Array[_SameOtherNumberT], B: Array[_SameOtherNumberT], /
        ) -> Array[_SameOtherNumberT]: ...
        @overload
        def outer(self, A: Array[_InexactT], B: Array[integer | bool_], /) -> Array[_InexactT]: ...
        @overload
        def outer(self, A: Array[integer | bool_], B: Array[_InexactT], /) -> Array[_InexactT]: ...
        @overload
        def outer(self, A: Array[bool_], B: Array[_GenericT], /) -> Array[_GenericT]: ...
        @overload
        def outer(
            self, A: Array[signedinteger], B: Array[signedinteger | bool_], /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: Array[unsignedinteger], B: Array[unsignedinteger | bool_], /
        ) -> Array[unsignedinteger]: ...
        @overload
        def outer(
            self, A: Array[uint8 | uint16 | uint32], B: Array[signedinteger], /
        ) -> Array[integer]: ...
        @overload
        def outer(
            self, A: Array[signedinteger], B: Array[uint8 | uint16 | uint32], /
        ) -> Array[integer]: ...
        @overload
        def outer(
            self, A: Array[integer], B: Array[integer | bool_], /
        ) -> Array[integer | floating]: ...
        @overload
        def outer(
            self, A: Array[floating], B: Array[floating | integer | bool_], /
        ) -> Array[floating]: ...
        @overload
        def outer(
            self, A: Array[floating], B: Array[complexfloating], /
        ) -> Array[complexfloating]: ...
        @overload
        def outer(
            self, A: Array[complexfloating], B: Array[number | bool_], /
        ) -> Array[complexfloating]: ...
        @overload
        def outer(
            self, A: Array[inexact], B: Array[inexact | integer | bool_], /
        ) -> Array[inexact]: ...
        @overload
        def outer(self, A: Array[number], B: Array[number | bool_], /) -> Array[number]: ...
        @overload
        def outer(
            self, A: Array[unsignedinteger], B: NumPyUnsignedInteger | NumPyBool, /
        ) -> Array[unsignedinteger]: ...
        @overload
        def outer(
            self, A: Array[signedinteger], B: NumPySignedInteger | NumPyBool, /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: Array[int8 | int16], B: np.uint8 | np.uint16 | np.uint32, /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: Array[signedinteger], B: np.uint8 | np.uint16 | np.uint32, /
        ) -> Array[integer]: ...
        @overload
        def outer(
            self, A: Array[uint8 | uint16 | uint32], B: NumPySignedInteger, /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: Array[_InexactT], B: NumPyInteger | NumPyBool, /
        ) -> Array[_InexactT]: ...
        @overload
        def outer(
            self, A: Array[integer | bool_ | float16], B: NumPyFloat16, /
        ) -> Array[float16]: ...
        @overload
        def outer(self, A: Array[bfloat16], B: NumPyFloat16, /) -> Array[float32]: ...
        @overload
        def outer(
            self, A: Array[integer | bool_ | bfloat16 | float16 | float32], B: NumPyFloat32, /
        ) -> Array[float32]: ...
        @overload
        def outer(
            self, A: Array[complex64], B: NumPyFloat16 | NumPyFloat32, /
        ) -> Array[complex64]: ...
        @overload
        def outer(
            self,
            A: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            B: NumPyComplex64,
            /,
        ) -> Array[complex64]: ...
        @overload
        def outer(
            self, A: Array[floating], B: NumPyFloating | NumPyInteger | NumPyBool, /
        ) -> Array[floating]: ...
        @overload
        def outer(self, A: Array[integer], B: NumPyFloating, /) -> Array[floating]: ...
        @overload
        def outer(
            self, A: NumPyUnsignedInteger | NumPyBool, B: Array[unsignedinteger], /
        ) -> Array[unsignedinteger]: ...
        @overload
        def outer(
            self, A: NumPySignedInteger | NumPyBool, B: Array[signedinteger], /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: np.uint8 | np.uint16 | np.uint32, B: Array[int8 | int16], /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: np.uint8 | np.uint16 | np.uint32, B: Array[signedinteger], /
        ) -> Array[integer]: ...
        @overload
        def outer(
            self, A: NumPySignedInteger, B: Array[uint8 | uint16 | uint32], /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: NumPyInteger | NumPyBool, B: Array[_InexactT], /
        ) -> Array[_InexactT]: ...
        @overload
        def outer(
            self, A: NumPyFloat16, B: Array[integer | bool_ | float16], /
        ) -> Array[float16]: ...
        @overload
        def outer(self, A: NumPyFloat16, B: Array[bfloat16], /) -> Array[float32]: ...
        @overload
        def outer(
            self, A: NumPyFloat32, B: Array[integer | bool_ | bfloat16 | float16 | float32], /
        ) -> Array[float32]: ...
        @overload
        def outer(
            self, A: NumPyFloat16 | NumPyFloat32, B: Array[complex64], /
        ) -> Array[complex64]: ...
        @overload
        def outer(
            self,
            A: NumPyComplex64,
            B: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            /,
        ) -> Array[complex64]: ...
        @overload
        def outer(
            self, A: NumPyFloating | NumPyInteger | NumPyBool, B: Array[floating], /
        ) -> Array[floating]: ...
        @overload
        def outer(self, A: NumPyFloating, B: Array[integer], /) -> Array[floating]: ...
        @overload
        def outer(
            self, A: Array[complexfloating], B: _NumPyOperand, /
        ) -> Array[complexfloating]: ...
        @overload
        def outer(self, A: Array[inexact], B: _NumPyOperand, /) -> Array[inexact]: ...
        @overload
        def outer(self, A: Array[number], B: _NumPyOperand, /) -> Array[number]: ...
        @overload
        def outer(
            self, A: _NumPyOperand, B: Array[complexfloating], /
        ) -> Array[complexfloating]: ...
        @overload
        def outer(self, A: _NumPyOperand, B: Array[inexact], /) -> Array[inexact]: ...
        @overload
        def outer(self, A: _NumPyOperand, B: Array[number], /) -> Array[number]: ...
        @overload
        def outer(self, A: bool, B: bool, /) -> Array[bool_]: ...
        @overload
        def outer(self, A: int, B: int, /) -> Array[signedinteger]: ...
        @overload
        def outer(self, A: float, B: float, /) -> Array[floating]: ...
        @overload
        def outer(self, A: complex, B: complex, /) -> Array[complexfloating]: ...
        @overload
        def outer(self, A: ArrayLike, B: ArrayLike, /) -> Array[generic]: ...
        def outer(self, A: ArrayLike, B: ArrayLike, /) -> Array[generic]:
            """The ufunc applied to every pair `(A[i...], B[j...])`; shape `A.shape + B.shape`."""
            ...

        @overload
        def reduceat(
            self,
            a: Array[_GenericT],
            indices: ArrayLike,
            axis: int = 0,
            dtype: None = None,
            out: None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def reduceat(
            self,
            a: ArrayLike,
            indices: ArrayLike,
            axis: int = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]: ...
        def reduceat(
            self,
            a: ArrayLike,
            indices: ArrayLike,
            axis: int = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]:
            """The ufunc folded over the slices of `a` that start at each of `indices`."""
            ...

    class _AddUfunc(_ArithmeticUfunc):
        """The type of `tnp.add`: reduce is `sum`, accumulate is `cumsum`."""

        @overload
        def reduce(
            self,
            a: Array[_InexactT],
            axis: _ReduceAxis = 0,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[_InexactT]: ...
        @overload
        def reduce(
            self,
            a: Array[signedinteger | bool_],
            axis: _ReduceAxis = 0,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def reduce(
            self,
            a: Array[unsignedinteger],
            axis: _ReduceAxis = 0,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def reduce(
            self,
            a: Array[integer | bool_],
            axis: _ReduceAxis = 0,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[integer]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToBool,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[bool_]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToInt64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToUInt64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToFloat64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[floating]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToComplex128,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: type[_GenericT],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[generic]: ...
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
            """The sum along `axis`: small integers and booleans widen as in `sum`."""
            ...

        @overload
        def accumulate(
            self, a: Array[_NumberT], axis: int = 0, dtype: None = None, out: None = None
        ) -> Array[_NumberT]: ...
        @overload
        def accumulate(
            self, a: Array[bool_], axis: int = 0, dtype: None = None, out: None = None
        ) -> Array[signedinteger]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToBool, out: None = None
        ) -> Array[bool_]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToInt64, out: None = None
        ) -> Array[signedinteger]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToUInt64, out: None = None
        ) -> Array[unsignedinteger]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToFloat64, out: None = None
        ) -> Array[floating]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToComplex128, out: None = None
        ) -> Array[complexfloating]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: type[_GenericT], out: None = None
        ) -> Array[_GenericT]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[generic]: ...
        def accumulate(
            self, a: ArrayLike, axis: int = 0, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[generic]:
            """The running sum along `axis`; booleans give integers."""
            ...

        @overload  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature
        def at(
            self, a: Array[_GenericT], indices: object, b: ArrayLike, /, *, inplace: Literal[False]
        ) -> Array[_GenericT]: ...
        @overload
        def at(
            self, a: ArrayLike, indices: object, b: ArrayLike, /, *, inplace: Literal[False]
        ) -> Array[generic]: ...
        def at(
            self, a: ArrayLike, indices: object, b: ArrayLike, /, *, inplace: Literal[False]
        ) -> Array[generic]:
            """A copy of `a` with the ufunc applied at `indices` (requires `inplace=False`)."""
            ...

    class _MultiplyUfunc(_AddUfunc):
        """The type of `tnp.multiply`: reduce is `prod`, accumulate is `cumprod`."""

    class _SubtractUfunc(_ArithmeticUfunc):
        """The type of `tnp.subtract` (no identity: reductions start at the first element)."""

        @overload
        def reduce(
            self,
            a: Array[_GenericT],
            axis: _ReduceAxis = 0,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToBool,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[bool_]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToInt64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToUInt64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToFloat64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[floating]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToComplex128,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: type[_GenericT],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[generic]: ...
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
            """The ufunc folded along `axis` (all axes for None)."""
            ...

        @overload
        def accumulate(
            self, a: Array[_GenericT], axis: int = 0, dtype: None = None, out: None = None
        ) -> Array[_GenericT]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToBool, out: None = None
        ) -> Array[bool_]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToInt64, out: None = None
        ) -> Array[signedinteger]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToUInt64, out: None = None
        ) -> Array[unsignedinteger]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToFloat64, out: None = None
        ) -> Array[floating]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToComplex128, out: None = None
        ) -> Array[complexfloating]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: type[_GenericT], out: None = None
        ) -> Array[_GenericT]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[generic]: ...
        def accumulate(
            self, a: ArrayLike, axis: int = 0, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[generic]:
            """The running fold of the ufunc along `axis`."""
            ...

        @overload  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature
        def at(
            self, a: Array[_GenericT], indices: object, b: ArrayLike, /, *, inplace: Literal[False]
        ) -> Array[_GenericT]: ...
        @overload
        def at(
            self, a: ArrayLike, indices: object, b: ArrayLike, /, *, inplace: Literal[False]
        ) -> Array[generic]: ...
        def at(
            self, a: ArrayLike, indices: object, b: ArrayLike, /, *, inplace: Literal[False]
        ) -> Array[generic]:
            """A copy of `a` with the ufunc applied at `indices` (requires `inplace=False`)."""
            ...

    class _MaximumUfunc(_ArithmeticUfunc):
        """The type of `tnp.maximum`: reduce is `max`."""

        @overload
        def reduce(
            self,
            a: Array[_GenericT],
            axis: _ReduceAxis = 0,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToBool,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[bool_]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToInt64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToUInt64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToFloat64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[floating]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToComplex128,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: type[_GenericT],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[generic]: ...
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
            """The ufunc folded along `axis` (all axes for None)."""
            ...

        @overload
        def accumulate(
            self, a: Array[_GenericT], axis: int = 0, dtype: None = None, out: None = None
        ) -> Array[_GenericT]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToBool, out: None = None
        ) -> Array[bool_]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToInt64, out: None = None
        ) -> Array[signedinteger]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToUInt64, out: None = None
        ) -> Array[unsignedinteger]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToFloat64, out: None = None
        ) -> Array[floating]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToComplex128, out: None = None
        ) -> Array[complexfloating]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: type[_GenericT], out: None = None
        ) -> Array[_GenericT]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[generic]: ...
        def accumulate(
            self, a: ArrayLike, axis: int = 0, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[generic]:
            """The running fold of the ufunc along `axis`."""
            ...

        @overload  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature
        def at(
            self,
            a: Array[_SameFloatT],
            indices: object,
            b: Array[_SameFloatT] | bool,
            /,
            *,
            inplace: Literal[False],
        ) -> Array[_SameFloatT]: ...
        @overload
        def at(
            self,
            a: Array[_SameIntT],
            indices: object,
            b: Array[_SameIntT] | bool,
            /,
            *,
            inplace: Literal[False],
        ) -> Array[_SameIntT]: ...
        @overload
        def at(
            self,
            a: Array[_SameOtherNumberT],
            indices: object,
            b: Array[_SameOtherNumberT] | bool,
            /,
            *,
            inplace: Literal[False],
        ) -> Array[_SameOtherNumberT]: ...
        @overload
        def at(
            self, a: Array[_NumberT], indices: object, b: int, /, *, inplace: Literal[False]
        ) -> Array[_NumberT]: ...
        @overload
        def at(
            self, a: ArrayLike, indices: object, b: ArrayLike, /, *, inplace: Literal[False]
        ) -> Array[generic]: ...
        def at(
            self, a: ArrayLike, indices: object, b: ArrayLike, /, *, inplace: Literal[False]
        ) -> Array[generic]:
            """A copy of `a` with the ufunc applied at `indices` (requires `inplace=False`)."""
            ...

    class _MinimumUfunc(_MaximumUfunc):
        """The type of `tnp.minimum`: reduce is `min`."""

    class _BitwiseUfunc(ufunc):
        """A bitwise ufunc: integer and boolean operands only, the dtype kept."""

        @overload  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature
        def __call__(
            self,
            x1: Array[_IntegralT],
            x2: bool | Array[bool_],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[_IntegralT]: ...
        @overload
        def __call__(
            self,
            x1: Array[PartnerT],
            x2: HasDType[CanPromote[PartnerT, IntegerResultT]] | Callable[[Never], PartnerT],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[IntegerResultT]: ...
        @overload
        def __call__(
            self,
            x1: Array[uint8 | uint16 | uint32],
            x2: Array[int8 | int16],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self,
            x1: Array[int8 | int16],
            x2: Array[uint8 | uint16 | uint32],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self, x1: Array[_IntegerT], x2: int, /, out: None = None, where: None = None
        ) -> Array[_IntegerT]: ...
        @overload
        def __call__(
            self, x1: Array[bool_], x2: int, /, out: None = None, where: None = None
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self, x1: bool, x2: Array[_IntegralT], /, out: None = None, where: None = None
        ) -> Array[_IntegralT]: ...
        @overload
        def __call__(
            self, x1: int, x2: Array[_IntegerT], /, out: None = None, where: None = None
        ) -> Array[_IntegerT]: ...
        @overload
        def __call__(
            self, x1: int, x2: Array[bool_], /, out: None = None, where: None = None
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self,
            x1: Array[_SameOtherIntegralT],
            x2: Array[_SameOtherIntegralT],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[_SameOtherIntegralT]: ...
        @overload
        def __call__(
            self, x1: Array[bool_], x2: Array[_IntegralT], /, out: None = None, where: None = None
        ) -> Array[_IntegralT]: ...
        @overload
        def __call__(
            self,
            x1: Array[uint8 | uint16 | uint32],
            x2: Array[signedinteger],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[integer]: ...
        @overload
        def __call__(
            self,
            x1: Array[signedinteger],
            x2: Array[uint8 | uint16 | uint32],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[integer]: ...
        @overload
        def __call__(
            self,
            x1: Array[integer],
            x2: Array[integer | bool_],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[integer]: ...
        @overload
        def __call__(
            self,
            x1: Array[unsignedinteger],
            x2: NumPyUnsignedInteger | NumPyBool,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def __call__(
            self,
            x1: Array[signedinteger],
            x2: NumPySignedInteger | NumPyBool,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self,
            x1: Array[int8 | int16],
            x2: np.uint8 | np.uint16 | np.uint32,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self,
            x1: Array[signedinteger],
            x2: np.uint8 | np.uint16 | np.uint32,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[integer]: ...
        @overload
        def __call__(
            self,
            x1: Array[uint8 | uint16 | uint32],
            x2: NumPySignedInteger,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self,
            x1: NumPyUnsignedInteger | NumPyBool,
            x2: Array[unsignedinteger],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def __call__(
            self,
            x1: NumPySignedInteger | NumPyBool,
            x2: Array[signedinteger],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self,
            x1: np.uint8 | np.uint16 | np.uint32,
            x2: Array[int8 | int16],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self,
            x1: np.uint8 | np.uint16 | np.uint32,
            x2: Array[signedinteger],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[integer]: ...
        @overload
        def __call__(
            self,
            x1: NumPySignedInteger,
            x2: Array[uint8 | uint16 | uint32],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self, x1: Array[integer], x2: _IntegralNumPy, /, out: None = None, where: None = None
        ) -> Array[integer]: ...
        @overload
        def __call__(
            self, x1: _IntegralNumPy, x2: Array[integer], /, out: None = None, where: None = None
        ) -> Array[integer]: ...
        @overload
        def __call__(
            self, x1: bool, x2: bool, /, out: None = None, where: None = None
        ) -> Array[bool_]: ...
        @overload
        def __call__(
            self, x1: int, x2: int, /, out: None = None, where: None = None
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self, x1: _IntegralLike, x2: _IntegralLike, /, out: None = None, where: None = None
        ) -> Array[integer | bool_]: ...
        def __call__(  # type: ignore[misc]  # pyright: ignore[reportIncompatibleMethodOverride, reportInconsistentOverload]  # the table row's operand is no ArrayLike, and the ufunc narrows the generic ufunc's signature
            self, x1: _IntegralLike, x2: _IntegralLike, /, out: None = None, where: None = None
        ) -> Array[integer | bool_]:
            """Apply the ufunc element-wise to two operands, with JAX's promotion."""
            ...

        @overload  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature
        def outer(
            self, A: Array[uint8 | uint16 | uint32], B: Array[int8 | int16], /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: Array[int8 | int16], B: Array[uint8 | uint16 | uint32], /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(self, A: Array[_SameIntT], B: Array[_SameIntT], /) -> Array[_SameIntT]: ...
        @overload
        def outer(self, A: Array[_IntegralT], B: bool | Array[bool_], /) -> Array[_IntegralT]: ...
        @overload
        def outer(self, A: Array[_IntegerT], B: int, /) -> Array[_IntegerT]: ...
        @overload
        def outer(self, A: Array[bool_], B: int, /) -> Array[signedinteger]: ...
        @overload
        def outer(self, A: bool, B: Array[_IntegralT], /) -> Array[_IntegralT]: ...
        @overload
        def outer(self, A: int, B: Array[_IntegerT], /) -> Array[_IntegerT]: ...
        @overload
        def outer(self, A: int, B: Array[bool_], /) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: Array[_SameOtherIntegralT], B: Array[_SameOtherIntegralT], /
        ) -> Array[_SameOtherIntegralT]: ...
        @overload
        def outer(self, A: Array[bool_], B: Array[_IntegralT], /) -> Array[_IntegralT]: ...
        @overload
        def outer(
            self, A: Array[signedinteger], B: Array[signedinteger | bool_], /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: Array[unsignedinteger], B: Array[unsignedinteger | bool_], /
        ) -> Array[unsignedinteger]: ...
        @overload
        def outer(
            self, A: Array[uint8 | uint16 | uint32], B: Array[signedinteger], /
        ) -> Array[integer]: ...
        @overload
        def outer(
            self, A: Array[signedinteger], B: Array[uint8 | uint16 | uint32], /
        ) -> Array[integer]: ...
        @overload
        def outer(self, A: Array[integer], B: Array[integer | bool_], /) -> Array[integer]: ...
        @overload
        def outer(
            self, A: Array[unsignedinteger], B: NumPyUnsignedInteger | NumPyBool, /
        ) -> Array[unsignedinteger]: ...
        @overload
        def outer(
            self, A: Array[signedinteger], B: NumPySignedInteger | NumPyBool, /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: Array[int8 | int16], B: np.uint8 | np.uint16 | np.uint32, /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: Array[signedinteger], B: np.uint8 | np.uint16 | np.uint32, /
        ) -> Array[integer]: ...
        @overload
        def outer(
            self, A: Array[uint8 | uint16 | uint32], B: NumPySignedInteger, /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: NumPyUnsignedInteger | NumPyBool, B: Array[unsignedinteger], /
        ) -> Array[unsignedinteger]: ...
        @overload
        def outer(
            self, A: NumPySignedInteger | NumPyBool, B: Array[signedinteger], /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: np.uint8 | np.uint16 | np.uint32, B: Array[int8 | int16], /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(
            self, A: np.uint8 | np.uint16 | np.uint32, B: Array[signedinteger], /
        ) -> Array[integer]: ...
        @overload
        def outer(
            self, A: NumPySignedInteger, B: Array[uint8 | uint16 | uint32], /
        ) -> Array[signedinteger]: ...
        @overload
        def outer(self, A: Array[integer], B: _IntegralNumPy, /) -> Array[integer]: ...
        @overload
        def outer(self, A: _IntegralNumPy, B: Array[integer], /) -> Array[integer]: ...
        @overload
        def outer(self, A: bool, B: bool, /) -> Array[bool_]: ...
        @overload
        def outer(self, A: int, B: int, /) -> Array[signedinteger]: ...
        @overload
        def outer(self, A: _IntegralLike, B: _IntegralLike, /) -> Array[integer | bool_]: ...
        def outer(  # pyright: ignore[reportIncompatibleMethodOverride]  # as the mypy ignore says
            self, A: _IntegralLike, B: _IntegralLike, /
        ) -> Array[integer | bool_]:
            """The ufunc applied to every pair `(A[i...], B[j...])`; shape `A.shape + B.shape`."""
            ...

        @overload  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature
        def reduce(
            self,
            a: Array[_IntegralT],
            axis: _ReduceAxis = 0,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[_IntegralT]: ...
        @overload
        def reduce(
            self,
            a: _IntegralLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToBool,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[bool_]: ...
        @overload
        def reduce(
            self,
            a: _IntegralLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToInt64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def reduce(
            self,
            a: _IntegralLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToUInt64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def reduce(
            self,
            a: _IntegralLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToFloat64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[floating]: ...
        @overload
        def reduce(
            self,
            a: _IntegralLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToComplex128,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def reduce(
            self,
            a: _IntegralLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: type[_GenericT],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def reduce(
            self,
            a: _IntegralLike,
            axis: _ReduceAxis = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[generic]: ...
        def reduce(  # pyright: ignore[reportIncompatibleMethodOverride]  # as the mypy ignore says
            self,
            a: _IntegralLike,
            axis: _ReduceAxis = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[generic]:
            """The ufunc folded along `axis` (all axes for None)."""
            ...

        @overload
        def accumulate(
            self, a: Array[_IntegralT], axis: int = 0, dtype: None = None, out: None = None
        ) -> Array[_IntegralT]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToBool, out: None = None
        ) -> Array[bool_]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToInt64, out: None = None
        ) -> Array[signedinteger]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToUInt64, out: None = None
        ) -> Array[unsignedinteger]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToFloat64, out: None = None
        ) -> Array[floating]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToComplex128, out: None = None
        ) -> Array[complexfloating]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: type[_GenericT], out: None = None
        ) -> Array[_GenericT]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[generic]: ...
        def accumulate(
            self, a: ArrayLike, axis: int = 0, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[generic]:
            """The running fold of the ufunc along `axis`."""
            ...

        @overload  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature
        def at(
            self,
            a: Array[_SameIntegralT],
            indices: object,
            b: Array[_SameIntegralT] | bool,
            /,
            *,
            inplace: Literal[False],
        ) -> Array[_SameIntegralT]: ...
        @overload
        def at(
            self, a: Array[_IntegerT], indices: object, b: int, /, *, inplace: Literal[False]
        ) -> Array[_IntegerT]: ...
        @overload
        def at(
            self, a: _IntegralLike, indices: object, b: _IntegralLike, /, *, inplace: Literal[False]
        ) -> Array[integer | bool_]: ...
        def at(  # pyright: ignore[reportIncompatibleMethodOverride]  # as the mypy ignore says
            self, a: _IntegralLike, indices: object, b: _IntegralLike, /, *, inplace: Literal[False]
        ) -> Array[integer | bool_]:
            """A copy of `a` with the ufunc applied at `indices` (requires `inplace=False`)."""
            ...

        @overload
        def reduceat(
            self,
            a: Array[_GenericT],
            indices: ArrayLike,
            axis: int = 0,
            dtype: None = None,
            out: None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def reduceat(
            self,
            a: ArrayLike,
            indices: ArrayLike,
            axis: int = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]: ...
        def reduceat(
            self,
            a: ArrayLike,
            indices: ArrayLike,
            axis: int = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]:
            """The ufunc folded over the slices of `a` that start at each of `indices`."""
            ...

    class _BitwiseAndUfunc(_BitwiseUfunc):
        """The type of `tnp.bitwise_and`: reduce is a bitwise AND over an axis."""

    class _BitwiseOrUfunc(_BitwiseUfunc):
        """The type of `tnp.bitwise_or`: reduce is a bitwise OR over an axis."""

    class _BitwiseXorUfunc(_BitwiseUfunc):
        """The type of `tnp.bitwise_xor`: reduce is a bitwise XOR over an axis."""

    class _LogAddExpUfunc(ufunc):
        """The type of `tnp.logaddexp`: reduce is `logsumexp`; integers give the default float."""

        @overload  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature
        def __call__(
            self, x1: Array[bool_], x2: bool | Array[bool_], /, out: None = None, where: None = None
        ) -> Array[float32]: ...
        @overload
        def __call__(
            self,
            x1: Array[PartnerT],
            x2: HasDType[CanPromote[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[InexactResultT]: ...
        @overload
        def __call__(
            self,
            x1: Array[PartnerT],
            x2: HasDType[CanPromoteInexact[PartnerT, InexactResultT]] | Callable[[Never], PartnerT],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[InexactResultT]: ...
        @overload
        def __call__(
            self,
            x1: Array[generic],
            x2: np.float64 | np.complex128,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[inexact]: ...
        @overload
        def __call__(
            self, x1: Array[_InexactT], x2: float, /, out: None = None, where: None = None
        ) -> Array[_InexactT]: ...
        @overload
        def __call__(
            self,
            x1: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
            x2: int,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[float32]: ...
        @overload
        def __call__(
            self, x1: Array[int64 | uint64], x2: int, /, out: None = None, where: None = None
        ) -> Array[float64]: ...
        @overload
        def __call__(
            self, x1: Array[WideIntegral], x2: float, /, out: None = None, where: None = None
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self,
            x1: Array[floating | integer | bool_],
            x2: float,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[floating | integer]: ...
        @overload
        def __call__(
            self, x1: Array[_ComplexT], x2: complex, /, out: None = None, where: None = None
        ) -> Array[_ComplexT]: ...
        @overload
        def __call__(
            self,
            x1: Array[floating | integer | bool_],
            x2: complex,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def __call__(
            self, x1: bool, x2: Array[bool_], /, out: None = None, where: None = None
        ) -> Array[float32]: ...
        @overload
        def __call__(
            self,
            x1: np.float64 | np.complex128,
            x2: Array[generic],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[inexact]: ...
        @overload
        def __call__(
            self, x1: float, x2: Array[_InexactT], /, out: None = None, where: None = None
        ) -> Array[_InexactT]: ...
        @overload
        def __call__(
            self,
            x1: int,
            x2: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[float32]: ...
        @overload
        def __call__(
            self, x1: int, x2: Array[int64 | uint64], /, out: None = None, where: None = None
        ) -> Array[float64]: ...
        @overload
        def __call__(
            self, x1: float, x2: Array[WideIntegral], /, out: None = None, where: None = None
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self,
            x1: float,
            x2: Array[floating | integer | bool_],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[floating | integer]: ...
        @overload
        def __call__(
            self, x1: complex, x2: Array[_ComplexT], /, out: None = None, where: None = None
        ) -> Array[_ComplexT]: ...
        @overload
        def __call__(
            self,
            x1: complex,
            x2: Array[floating | integer | bool_],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def __call__(
            self, x1: Array[SubByteT], x2: Array[SubByteT], /, out: None = None, where: None = None
        ) -> Array[SubByteT]: ...
        @overload
        def __call__(
            self,
            x1: Array[_InexactT],
            x2: Array[integer | bool_],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[_InexactT]: ...
        @overload
        def __call__(
            self,
            x1: Array[WideIntegral],
            x2: Array[WideIntegral],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self,
            x1: Array[integer | bool_],
            x2: Array[integer | bool_],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[floating | integer]: ...
        @overload
        def __call__(
            self,
            x1: Array[number | bool_],
            x2: Array[number | bool_],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[inexact | integer]: ...
        @overload
        def __call__(
            self,
            x1: Array[_InexactT],
            x2: NumPyInteger | NumPyBool,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[_InexactT]: ...
        @overload
        def __call__(
            self,
            x1: Array[integer | bool_ | float16],
            x2: NumPyFloat16,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[float16]: ...
        @overload
        def __call__(
            self, x1: Array[bfloat16], x2: NumPyFloat16, /, out: None = None, where: None = None
        ) -> Array[float32]: ...
        @overload
        def __call__(
            self,
            x1: Array[integer | bool_ | bfloat16 | float16 | float32],
            x2: NumPyFloat32,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[float32]: ...
        @overload
        def __call__(
            self,
            x1: Array[complex64],
            x2: NumPyFloat16 | NumPyFloat32,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complex64]: ...
        @overload
        def __call__(
            self,
            x1: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            x2: NumPyComplex64,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complex64]: ...
        @overload
        def __call__(
            self,
            x1: Array[floating],
            x2: NumPyFloating | NumPyInteger | NumPyBool,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self,
            x1: Array[integer | bool_],
            x2: NumPyFloating | NumPyInteger,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self,
            x1: Array[complexfloating],
            x2: NumPyNumber,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def __call__(
            self,
            x1: Array[number | bool_],
            x2: NumPyNumber,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[inexact]: ...
        @overload
        def __call__(
            self,
            x1: NumPyInteger | NumPyBool,
            x2: Array[_InexactT],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[_InexactT]: ...
        @overload
        def __call__(
            self,
            x1: NumPyFloat16,
            x2: Array[integer | bool_ | float16],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[float16]: ...
        @overload
        def __call__(
            self, x1: NumPyFloat16, x2: Array[bfloat16], /, out: None = None, where: None = None
        ) -> Array[float32]: ...
        @overload
        def __call__(
            self,
            x1: NumPyFloat32,
            x2: Array[integer | bool_ | bfloat16 | float16 | float32],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[float32]: ...
        @overload
        def __call__(
            self,
            x1: NumPyFloat16 | NumPyFloat32,
            x2: Array[complex64],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complex64]: ...
        @overload
        def __call__(
            self,
            x1: NumPyComplex64,
            x2: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complex64]: ...
        @overload
        def __call__(
            self,
            x1: NumPyFloating | NumPyInteger | NumPyBool,
            x2: Array[floating],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self,
            x1: NumPyFloating | NumPyInteger,
            x2: Array[integer | bool_],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self,
            x1: NumPyNumber,
            x2: Array[complexfloating],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def __call__(
            self,
            x1: NumPyNumber,
            x2: Array[number | bool_],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[inexact]: ...
        @overload
        def __call__(
            self,
            x1: Array[WideIntegral],
            x2: _NumPyOperand,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[inexact]: ...
        @overload
        def __call__(
            self,
            x1: Array[integer | bool_],
            x2: _NumPyOperand,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[inexact | integer]: ...
        @overload
        def __call__(
            self, x1: Array[floating], x2: _NumPyOperand, /, out: None = None, where: None = None
        ) -> Array[inexact]: ...
        @overload
        def __call__(
            self,
            x1: Array[complexfloating],
            x2: _NumPyOperand,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def __call__(
            self,
            x1: Array[number | bool_],
            x2: _NumPyOperand,
            /,
            out: None = None,
            where: None = None,
        ) -> Array[inexact | integer]: ...
        @overload
        def __call__(
            self,
            x1: _NumPyOperand,
            x2: Array[WideIntegral],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[inexact]: ...
        @overload
        def __call__(
            self,
            x1: _NumPyOperand,
            x2: Array[integer | bool_],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[inexact | integer]: ...
        @overload
        def __call__(
            self, x1: _NumPyOperand, x2: Array[floating], /, out: None = None, where: None = None
        ) -> Array[inexact]: ...
        @overload
        def __call__(
            self,
            x1: _NumPyOperand,
            x2: Array[complexfloating],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def __call__(
            self,
            x1: _NumPyOperand,
            x2: Array[number | bool_],
            /,
            out: None = None,
            where: None = None,
        ) -> Array[inexact | integer]: ...
        @overload
        def __call__(
            self, x1: float, x2: float, /, out: None = None, where: None = None
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self, x1: complex, x2: complex, /, out: None = None, where: None = None
        ) -> Array[complexfloating]: ...
        @overload
        def __call__(
            self, x1: ArrayLike, x2: ArrayLike, /, out: None = None, where: None = None
        ) -> Array[generic]: ...
        def __call__(  # type: ignore[misc]  # pyright: ignore[reportIncompatibleMethodOverride, reportInconsistentOverload]  # the table row's operand is no ArrayLike, and the ufunc narrows the generic ufunc's signature
            self, x1: ArrayLike, x2: ArrayLike, /, out: None = None, where: None = None
        ) -> Array[generic]:
            """Apply the ufunc element-wise to two operands, with JAX's promotion."""
            ...

        @overload
        def outer(self, A: Array[_SameFloatT], B: Array[_SameFloatT], /) -> Array[_SameFloatT]: ...
        @overload
        def outer(self, A: Array[bool_], B: bool | Array[bool_], /) -> Array[float32]: ...
        @overload
        def outer(self, A: Array[generic], B: np.float64 | np.complex128, /) -> Array[inexact]: ...
        @overload
        def outer(self, A: Array[_InexactT], B: float, /) -> Array[_InexactT]: ...
        @overload
        def outer(
            self, A: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], B: int, /
        ) -> Array[float32]: ...
        @overload
        def outer(self, A: Array[int64 | uint64], B: int, /) -> Array[float64]: ...
        @overload
        def outer(self, A: Array[WideIntegral], B: float, /) -> Array[floating]: ...
        @overload
        def outer(
            self, A: Array[floating | integer | bool_], B: float, /
        ) -> Array[floating | integer]: ...
        @overload
        def outer(self, A: Array[_ComplexT], B: complex, /) -> Array[_ComplexT]: ...
        @overload
        def outer(
            self, A: Array[floating | integer | bool_], B: complex, /
        ) -> Array[complexfloating]: ...
        @overload
        def outer(self, A: bool, B: Array[bool_], /) -> Array[float32]: ...
        @overload
        def outer(self, A: np.float64 | np.complex128, B: Array[generic], /) -> Array[inexact]: ...
        @overload
        def outer(self, A: float, B: Array[_InexactT], /) -> Array[_InexactT]: ...
        @overload
        def outer(
            self, A: int, B: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32], /
        ) -> Array[float32]: ...
        @overload
        def outer(self, A: int, B: Array[int64 | uint64], /) -> Array[float64]: ...
        @overload
        def outer(self, A: float, B: Array[WideIntegral], /) -> Array[floating]: ...
        @overload
        def outer(
            self, A: float, B: Array[floating | integer | bool_], /
        ) -> Array[floating | integer]: ...
        @overload
        def outer(self, A: complex, B: Array[_ComplexT], /) -> Array[_ComplexT]: ...
        @overload
        def outer(
            self, A: complex, B: Array[floating | integer | bool_], /
        ) -> Array[complexfloating]: ...
        @overload
        def outer(
            self, A: Array[_SameOtherInexactT], B: Array[_SameOtherInexactT], /
        ) -> Array[_SameOtherInexactT]: ...
        @overload
        def outer(self, A: Array[SubByteT], B: Array[SubByteT], /) -> Array[SubByteT]: ...
        @overload
        def outer(self, A: Array[_InexactT], B: Array[integer | bool_], /) -> Array[_InexactT]: ...
        @overload
        def outer(self, A: Array[WideIntegral], B: Array[WideIntegral], /) -> Array[floating]: ...
        @overload
        def outer(
            self, A: Array[integer | bool_], B: Array[integer | bool_], /
        ) -> Array[floating | integer]: ...
        @overload
        def outer(
            self, A: Array[floating], B: Array[floating | integer | bool_], /
        ) -> Array[floating]: ...
        @overload
        def outer(
            self, A: Array[floating], B: Array[complexfloating], /
        ) -> Array[complexfloating]: ...
        @overload
        def outer(
            self, A: Array[complexfloating], B: Array[number | bool_], /
        ) -> Array[complexfloating]: ...
        @overload
        def outer(
            self, A: Array[number | bool_], B: Array[number | bool_], /
        ) -> Array[inexact | integer]: ...
        @overload
        def outer(
            self, A: Array[_InexactT], B: NumPyInteger | NumPyBool, /
        ) -> Array[_InexactT]: ...
        @overload
        def outer(
            self, A: Array[integer | bool_ | float16], B: NumPyFloat16, /
        ) -> Array[float16]: ...
        @overload
        def outer(self, A: Array[bfloat16], B: NumPyFloat16, /) -> Array[float32]: ...
        @overload
        def outer(
            self, A: Array[integer | bool_ | bfloat16 | float16 | float32], B: NumPyFloat32, /
        ) -> Array[float32]: ...
        @overload
        def outer(
            self, A: Array[complex64], B: NumPyFloat16 | NumPyFloat32, /
        ) -> Array[complex64]: ...
        @overload
        def outer(
            self,
            A: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            B: NumPyComplex64,
            /,
        ) -> Array[complex64]: ...
        @overload
        def outer(
            self, A: Array[floating], B: NumPyFloating | NumPyInteger | NumPyBool, /
        ) -> Array[floating]: ...
        @overload
        def outer(
            self, A: Array[integer | bool_], B: NumPyFloating | NumPyInteger, /
        ) -> Array[floating]: ...
        @overload
        def outer(self, A: Array[complexfloating], B: NumPyNumber, /) -> Array[complexfloating]: ...
        @overload
        def outer(self, A: Array[number | bool_], B: NumPyNumber, /) -> Array[inexact]: ...
        @overload
        def outer(
            self, A: NumPyInteger | NumPyBool, B: Array[_InexactT], /
        ) -> Array[_InexactT]: ...
        @overload
        def outer(
            self, A: NumPyFloat16, B: Array[integer | bool_ | float16], /
        ) -> Array[float16]: ...
        @overload
        def outer(self, A: NumPyFloat16, B: Array[bfloat16], /) -> Array[float32]: ...
        @overload
        def outer(
            self, A: NumPyFloat32, B: Array[integer | bool_ | bfloat16 | float16 | float32], /
        ) -> Array[float32]: ...
        @overload
        def outer(
            self, A: NumPyFloat16 | NumPyFloat32, B: Array[complex64], /
        ) -> Array[complex64]: ...
        @overload
        def outer(
            self,
            A: NumPyComplex64,
            B: Array[integer | bool_ | bfloat16 | float16 | float32 | complex64],
            /,
        ) -> Array[complex64]: ...
        @overload
        def outer(
            self, A: NumPyFloating | NumPyInteger | NumPyBool, B: Array[floating], /
        ) -> Array[floating]: ...
        @overload
        def outer(
            self, A: NumPyFloating | NumPyInteger, B: Array[integer | bool_], /
        ) -> Array[floating]: ...
        @overload
        def outer(self, A: NumPyNumber, B: Array[complexfloating], /) -> Array[complexfloating]: ...
        @overload
        def outer(self, A: NumPyNumber, B: Array[number | bool_], /) -> Array[inexact]: ...
        @overload
        def outer(self, A: Array[WideIntegral], B: _NumPyOperand, /) -> Array[inexact]: ...
        @overload
        def outer(
            self, A: Array[integer | bool_], B: _NumPyOperand, /
        ) -> Array[inexact | integer]: ...
        @overload
        def outer(self, A: Array[floating], B: _NumPyOperand, /) -> Array[inexact]: ...
        @overload
        def outer(
            self, A: Array[complexfloating], B: _NumPyOperand, /
        ) -> Array[complexfloating]: ...
        @overload
        def outer(
            self, A: Array[number | bool_], B: _NumPyOperand, /
        ) -> Array[inexact | integer]: ...
        @overload
        def outer(self, A: _NumPyOperand, B: Array[WideIntegral], /) -> Array[inexact]: ...
        @overload
        def outer(
            self, A: _NumPyOperand, B: Array[integer | bool_], /
        ) -> Array[inexact | integer]: ...
        @overload
        def outer(self, A: _NumPyOperand, B: Array[floating], /) -> Array[inexact]: ...
        @overload
        def outer(
            self, A: _NumPyOperand, B: Array[complexfloating], /
        ) -> Array[complexfloating]: ...
        @overload
        def outer(
            self, A: _NumPyOperand, B: Array[number | bool_], /
        ) -> Array[inexact | integer]: ...
        @overload
        def outer(self, A: float, B: float, /) -> Array[floating]: ...
        @overload
        def outer(self, A: complex, B: complex, /) -> Array[complexfloating]: ...
        @overload
        def outer(self, A: ArrayLike, B: ArrayLike, /) -> Array[generic]: ...
        def outer(self, A: ArrayLike, B: ArrayLike, /) -> Array[generic]:
            """The ufunc applied to every pair `(A[i...], B[j...])`; shape `A.shape + B.shape`."""
            ...

        @overload
        def reduce(
            self,
            a: Array[_InexactT],
            axis: _ReduceAxis = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[_InexactT]: ...
        @overload
        def reduce(
            self,
            a: Array[integer | bool_],
            axis: _ReduceAxis = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[floating]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[inexact]: ...
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[inexact]:
            """The ufunc folded along `axis` (all axes for None)."""
            ...

        @overload
        def accumulate(
            self, a: Array[_InexactT], axis: int = 0, dtype: None = None, out: None = None
        ) -> Array[_InexactT]: ...
        @overload
        def accumulate(
            self, a: Array[integer | bool_], axis: int = 0, dtype: None = None, out: None = None
        ) -> Array[floating]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToBool, out: None = None
        ) -> Array[bool_]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToInt64, out: None = None
        ) -> Array[signedinteger]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToUInt64, out: None = None
        ) -> Array[unsignedinteger]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToFloat64, out: None = None
        ) -> Array[floating]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToComplex128, out: None = None
        ) -> Array[complexfloating]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: type[_GenericT], out: None = None
        ) -> Array[_GenericT]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[generic]: ...
        def accumulate(
            self, a: ArrayLike, axis: int = 0, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[generic]:
            """The running fold of the ufunc along `axis`."""
            ...

        @overload  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature
        def at(
            self,
            a: Array[_SameInexactT],
            indices: object,
            b: Array[_SameInexactT] | int,
            /,
            *,
            inplace: Literal[False],
        ) -> Array[_SameInexactT]: ...
        @overload
        def at(
            self, a: ArrayLike, indices: object, b: ArrayLike, /, *, inplace: Literal[False]
        ) -> Array[inexact]: ...
        def at(
            self, a: ArrayLike, indices: object, b: ArrayLike, /, *, inplace: Literal[False]
        ) -> Array[inexact]:
            """A copy of `a` with the ufunc applied at `indices` (requires `inplace=False`)."""
            ...

        @overload
        def reduceat(
            self,
            a: Array[_GenericT],
            indices: ArrayLike,
            axis: int = 0,
            dtype: None = None,
            out: None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def reduceat(
            self,
            a: ArrayLike,
            indices: ArrayLike,
            axis: int = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]: ...
        def reduceat(
            self,
            a: ArrayLike,
            indices: ArrayLike,
            axis: int = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]:
            """The ufunc folded over the slices of `a` that start at each of `indices`."""
            ...

    class _LogAddExp2Ufunc(_LogAddExpUfunc):
        """The type of `tnp.logaddexp2`: base-2 `logaddexp`."""

    class _LogicalUfunc(ufunc):
        """A logical ufunc: any operands, a boolean result."""

        def __call__(  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature  # pyright: ignore[reportIncompatibleMethodOverride]  # as the mypy ignore says
            self, x1: ArrayLike, x2: ArrayLike, /, out: None = None, where: None = None
        ) -> Array[bool_]:
            """Apply the ufunc element-wise to two operands, with JAX's promotion."""
            ...

        def outer(self, A: ArrayLike, B: ArrayLike, /) -> Array[bool_]:
            """The ufunc applied to every pair `(A[i...], B[j...])`; shape `A.shape + B.shape`."""
            ...

        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            dtype: None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[bool_]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToBool,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[bool_]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToInt64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[signedinteger]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToUInt64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[unsignedinteger]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToFloat64,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[floating]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: ToComplex128,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[complexfloating]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            *,
            dtype: type[_GenericT],
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def reduce(
            self,
            a: ArrayLike,
            axis: _ReduceAxis = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
            keepdims: bool = False,
            initial: ArrayLike | None = None,
            where: ArrayLike | None = None,
        ) -> Array[generic]: ...
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
            """The ufunc folded along `axis` (all axes for None)."""
            ...

        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, dtype: None = None, out: None = None
        ) -> Array[bool_]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToBool, out: None = None
        ) -> Array[bool_]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToInt64, out: None = None
        ) -> Array[signedinteger]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToUInt64, out: None = None
        ) -> Array[unsignedinteger]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToFloat64, out: None = None
        ) -> Array[floating]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: ToComplex128, out: None = None
        ) -> Array[complexfloating]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, *, dtype: type[_GenericT], out: None = None
        ) -> Array[_GenericT]: ...
        @overload
        def accumulate(
            self, a: ArrayLike, axis: int = 0, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[generic]: ...
        def accumulate(
            self, a: ArrayLike, axis: int = 0, dtype: DTypeLike | None = None, out: None = None
        ) -> Array[generic]:
            """The running fold of the ufunc along `axis`."""
            ...

        def at(  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature
            self, a: ArrayLike, indices: object, b: ArrayLike, /, *, inplace: Literal[False]
        ) -> Array[bool_]:
            """A copy of `a` with the ufunc applied at `indices` (requires `inplace=False`)."""
            ...

        @overload
        def reduceat(
            self,
            a: Array[_GenericT],
            indices: ArrayLike,
            axis: int = 0,
            dtype: None = None,
            out: None = None,
        ) -> Array[_GenericT]: ...
        @overload
        def reduceat(
            self,
            a: ArrayLike,
            indices: ArrayLike,
            axis: int = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]: ...
        def reduceat(
            self,
            a: ArrayLike,
            indices: ArrayLike,
            axis: int = 0,
            dtype: DTypeLike | None = None,
            out: None = None,
        ) -> Array[generic]:
            """The ufunc folded over the slices of `a` that start at each of `indices`."""
            ...

    class _LogicalAndUfunc(_LogicalUfunc):
        """The type of `tnp.logical_and`: reduce is `all`."""

    class _LogicalOrUfunc(_LogicalUfunc):
        """The type of `tnp.logical_or`: reduce is `any`."""

    class _LogicalXorUfunc(_LogicalUfunc):
        """The type of `tnp.logical_xor`: reduce is a parity over an axis."""

    class _NegativeUfunc(ufunc):
        """The type of `tnp.negative`, a unary ufunc (it has no reduce, accumulate or outer)."""

        @overload  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature
        def __call__(
            self, x: Array[_GenericT], /, out: None = None, where: None = None
        ) -> Array[_GenericT]: ...
        @overload
        def __call__(self, x: bool, /, out: None = None, where: None = None) -> Array[bool_]: ...
        @overload
        def __call__(
            self, x: int, /, out: None = None, where: None = None
        ) -> Array[signedinteger]: ...
        @overload
        def __call__(
            self, x: float, /, out: None = None, where: None = None
        ) -> Array[floating]: ...
        @overload
        def __call__(
            self, x: complex, /, out: None = None, where: None = None
        ) -> Array[complexfloating]: ...
        @overload
        def __call__(
            self, x: ArrayLike, /, out: None = None, where: None = None
        ) -> Array[generic]: ...
        def __call__(  # pyright: ignore[reportIncompatibleMethodOverride]  # as the mypy ignore says
            self, x: ArrayLike, /, out: None = None, where: None = None
        ) -> Array[generic]:
            """Element-wise negation `-x`, in the same dtype."""
            ...

        @overload  # type: ignore[override]  # each ufunc narrows the generic ufunc's signature
        def at(
            self, a: Array[_GenericT], indices: object, /, *, inplace: Literal[False]
        ) -> Array[_GenericT]: ...
        @overload
        def at(
            self, a: ArrayLike, indices: object, /, *, inplace: Literal[False]
        ) -> Array[generic]: ...
        def at(  # pyright: ignore[reportIncompatibleMethodOverride]  # as the mypy ignore says
            self, a: ArrayLike, indices: object, /, *, inplace: Literal[False]
        ) -> Array[generic]:
            """A copy of `a` with the ufunc applied at `indices` (requires `inplace=False`)."""
            ...
else:
    from jax.numpy import (
        abs,
        absolute,
        acos,
        acosh,
        angle,
        arccos,
        arccosh,
        arcsin,
        arcsinh,
        arctan,
        arctan2,
        arctanh,
        around,
        asin,
        asinh,
        atan,
        atan2,
        atanh,
        bitwise_count,
        bitwise_invert,
        bitwise_left_shift,
        bitwise_not,
        bitwise_right_shift,
        cbrt,
        ceil,
        clip,
        conj,
        conjugate,
        copysign,
        cos,
        cosh,
        deg2rad,
        degrees,
        divide,
        divmod,
        equal,
        exp,
        exp2,
        expm1,
        fabs,
        float_power,
        floor,
        floor_divide,
        fmax,
        fmin,
        fmod,
        frexp,
        gcd,
        greater,
        greater_equal,
        heaviside,
        hypot,
        i0,
        imag,
        interp,
        invert,
        iscomplex,
        isfinite,
        isinf,
        isnan,
        isneginf,
        isposinf,
        isreal,
        lcm,
        ldexp,
        left_shift,
        less,
        less_equal,
        log,
        log1p,
        log2,
        log10,
        logical_not,
        mod,
        modf,
        nan_to_num,
        nextafter,
        not_equal,
        positive,
        pow,
        power,
        rad2deg,
        radians,
        real,
        reciprocal,
        remainder,
        right_shift,
        rint,
        round,
        sign,
        signbit,
        sin,
        sinc,
        sinh,
        spacing,
        sqrt,
        square,
        tan,
        tanh,
        true_divide,
        trunc,
        unwrap,
    )

add: _AddUfunc = cast("_AddUfunc", _jnp.add)
"""Element-wise `x1 + x2` as a ufunc (`add.reduce` sums, `add.outer` tabulates).

JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.add.html
"""
subtract: _SubtractUfunc = cast("_SubtractUfunc", _jnp.subtract)
"""Element-wise `x1 - x2` as a ufunc.

JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.subtract.html
"""
multiply: _MultiplyUfunc = cast("_MultiplyUfunc", _jnp.multiply)
"""Element-wise `x1 * x2` as a ufunc (`multiply.reduce` is a product).

JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.multiply.html
"""
maximum: _MaximumUfunc = cast("_MaximumUfunc", _jnp.maximum)
"""Element-wise maximum as a ufunc; NaN wins.

JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.maximum.html
"""
minimum: _MinimumUfunc = cast("_MinimumUfunc", _jnp.minimum)
"""Element-wise minimum as a ufunc; NaN wins.

JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.minimum.html
"""
bitwise_and: _BitwiseAndUfunc = cast("_BitwiseAndUfunc", _jnp.bitwise_and)
"""Element-wise bitwise AND of integers or booleans, as a ufunc.

JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.bitwise_and.html
"""
bitwise_or: _BitwiseOrUfunc = cast("_BitwiseOrUfunc", _jnp.bitwise_or)
"""Element-wise bitwise OR of integers or booleans, as a ufunc.

JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.bitwise_or.html
"""
bitwise_xor: _BitwiseXorUfunc = cast("_BitwiseXorUfunc", _jnp.bitwise_xor)
"""Element-wise bitwise XOR of integers or booleans, as a ufunc.

JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.bitwise_xor.html
"""
logaddexp: _LogAddExpUfunc = cast("_LogAddExpUfunc", _jnp.logaddexp)
"""`log(exp(x1) + exp(x2))` element-wise, without overflow, as a ufunc.

JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.logaddexp.html
"""
logaddexp2: _LogAddExp2Ufunc = cast("_LogAddExp2Ufunc", _jnp.logaddexp2)
"""`log2(2**x1 + 2**x2)` element-wise, without overflow, as a ufunc.

JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.logaddexp2.html
"""
logical_and: _LogicalAndUfunc = cast("_LogicalAndUfunc", _jnp.logical_and)
"""Element-wise logical AND, as a boolean ufunc.

JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.logical_and.html
"""
logical_or: _LogicalOrUfunc = cast("_LogicalOrUfunc", _jnp.logical_or)
"""Element-wise logical OR, as a boolean ufunc.

JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.logical_or.html
"""
logical_xor: _LogicalXorUfunc = cast("_LogicalXorUfunc", _jnp.logical_xor)
"""Element-wise logical XOR, as a boolean ufunc.

JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.logical_xor.html
"""
negative: _NegativeUfunc = cast("_NegativeUfunc", _jnp.negative)
"""Element-wise negation `-x`, as a unary ufunc.

JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.negative.html
"""
# END GENERATED DECLARATIONS
