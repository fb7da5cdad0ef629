"""Shared `dtype=` request aliases and TypeVars for the `typedjax.numpy` declarations.

Private to `typedjax.numpy`, importable by its modules. Checkers have no
type-level map from a string to a class, so a function narrows `dtype=` with
one overload per group below. The groups are what JAX 0.10.2 accepts
(checked with `jax.numpy.dtype`): dtype names, NumPy's aliases and one-letter
codes, NumPy scalar types, and typedjax's own dtype classes. A NumPy dtype
object (`x.dtype`) names no dtype statically and gets `Array[generic]`.

The recipe, in this order (the first overload that matches wins, and a
64-bit request must be caught before the `type[GenericT]` overload, which
would otherwise answer `Array[float64]` where x64 may be off)::

    @overload
    def f(x: ..., dtype: None = None) -> Array[<default>]: ...
    @overload
    def f(x: ..., dtype: ToFloat32) -> Array[float32]: ...         # the common requests
    @overload
    def f(x: ..., dtype: ToInt32) -> Array[int32]: ...             # first, for speed
    @overload
    def f(x: ..., dtype: ToBool) -> Array[bool_]: ...
    @overload
    def f(x: ..., dtype: ToInt64) -> Array[signedinteger]: ...     # x64 decides
    @overload
    def f(x: ..., dtype: ToUInt64) -> Array[unsignedinteger]: ...  # x64 decides
    @overload
    def f(x: ..., dtype: ToFloat64) -> Array[floating]: ...        # x64 decides
    @overload
    def f(x: ..., dtype: ToComplex128) -> Array[complexfloating]: ...  # x64 decides
    @overload
    def f(x: ..., dtype: type[GenericT]) -> Array[GenericT]: ...
    @overload
    def f(x: ..., dtype: ToFloat16) -> Array[float16]: ...         # and ToInt8 ... ToComplex64
    @overload
    def f(x: ..., dtype: ToFloating) -> Array[floating]: ...       # and the other categories
    @overload
    def f(x: ..., dtype: DTypeLike) -> Array[generic]: ...

A function with fewer overloads stays correct (anything unmatched falls to
`Array[generic]`), just less precise. The exact groups overlap no other row, so
their place does not change an answer; the common ones (`ToFloat32`, `ToInt32`)
come first because checkers pay for every row they try before the one that
matches.

C `long` names (`"long"`, `"l"`, `"ulong"`, `"L"`) are 32 bits on Windows and
64 bits elsewhere; they sit in the 64-bit groups, whose results are
categories, so the answer holds on every platform.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import Protocol, TypeAlias, TypeVar

from typedjax._src.typing.dtype import (
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
from typedjax._src.typing.dtype_names import (
    BFloat16Code,
    BoolCode,
    Complex64Code,
    Complex128Code,
    Float16Code,
    Float32Code,
    Float64Code,
    Int8Code,
    Int16Code,
    Int32Code,
    Int64Code,
    NarrowFloatCode,
    NarrowSignedCode,
    NarrowUnsignedCode,
    UInt8Code,
    UInt16Code,
    UInt32Code,
    UInt64Code,
)
from typedjax._src.typing.requests import (
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

__all__: list[str] = [
    "BFloat16Code", "BoolCode", "Complex64Code", "Complex128Code", "ComplexT", "Device",
    "DeviceLike", "Float16Code", "Float32Code", "Float64Code", "FloatingT", "GenericT",
    "InexactT", "Int8Code", "Int16Code", "Int32Code", "Int64Code", "IntegerT",
    "NarrowFloatCode", "NarrowSignedCode", "NarrowUnsignedCode", "NumberT", "OutSharding",
    "PartitionSpec", "SameInexactT", "SameNarrowT", "SameT", "Sharding", "SignedT", "ToBFloat16",
    "ToBool",
    "ToComplex64", "ToComplex128", "ToComplexFloating", "ToFloat16", "ToFloat32", "ToFloat64",
    "ToFloating", "ToInt8", "ToInt16", "ToInt32", "ToInt64", "ToSignedInteger", "ToUInt8",
    "ToUInt16", "ToUInt32", "ToUInt64", "ToUnsignedInteger", "UInt8Code", "UInt16Code",
    "UInt32Code", "UInt64Code", "UnsignedT",
]  # fmt: skip

# ---- strings JAX accepts, by the dtype they name: typedjax._src.typing.dtype_names ------

# ---- every spelling of one request: typedjax._src.typing.requests --------------------

# ---- placement arguments ----------------------------------------------------------------


# jaxlib ships no stubs, so to pyright JAX's own device and sharding classes are Unknown;
# these protocols say what the arguments are without letting Unknown into signatures.


class Device(Protocol):
    """A `jax.Device`."""

    @property
    def id(self) -> int: ...
    @property
    def platform(self) -> str: ...


class Sharding(Protocol):
    """A `jax.sharding.Sharding` such as `NamedSharding` (jaxlib's classes, Unknown to pyright)."""

    @property
    def device_set(self) -> AbstractSet[Device]: ...


class PartitionSpec(Protocol):
    """A `jax.sharding.PartitionSpec` (`jax.P`): one entry per array dimension."""

    def __len__(self) -> int: ...
    def __getitem__(self, index: int, /) -> object: ...


DeviceLike: TypeAlias = Device | Sharding | None
"""What `device=` takes: a device, a sharding, or None for the default."""
OutSharding: TypeAlias = Sharding | PartitionSpec | None
"""What `out_sharding=` takes: a sharding, a partition spec, or None."""

# ---- TypeVars the declarations share ---------------------------------------------------

GenericT = TypeVar("GenericT", bound=generic)
NumberT = TypeVar("NumberT", bound=number)
IntegerT = TypeVar("IntegerT", bound=integer)
SignedT = TypeVar("SignedT", bound=signedinteger)
UnsignedT = TypeVar("UnsignedT", bound=unsignedinteger)
InexactT = TypeVar("InexactT", bound=inexact)
FloatingT = TypeVar("FloatingT", bound=floating)
ComplexT = TypeVar("ComplexT", bound=complexfloating)
SameT = TypeVar(
    "SameT",
    float32, int32, float64, int64, bool_, float16, bfloat16, complex64, complex128, uint8,
    uint32, int8, int16, uint16, uint64,
)  # fmt: skip
"""Solves to exactly one concrete dtype: arguments that must share a dtype use it.

The narrow formats are `SameNarrowT`: every row that takes `SameT` is followed by the
same row with `SameNarrowT` (`tools/_rules.py` writes both). One TypeVar of all 32
dtypes would be simpler, but pytype crashes on 30 or more constraints."""
SameNarrowT = TypeVar(
    "SameNarrowT",
    int4, uint4, int1, int2, uint1, uint2, float8_e4m3fn, float8_e5m2, float8_e4m3, float8_e3m4,
    float8_e4m3fnuz, float8_e5m2fnuz, float8_e4m3b11fnuz, float8_e8m0fnu, float4_e2m1fn,
    float6_e2m3fn, float6_e3m2fn,
)  # fmt: skip
"""`SameT` for the sub-byte integers and the 8-, 6- and 4-bit floats (no booleans)."""
SameInexactT = TypeVar(
    "SameInexactT",
    float32, float64, float16, bfloat16, complex64, complex128, float8_e4m3fn, float8_e5m2,
    float8_e4m3, float8_e3m4, float8_e4m3fnuz, float8_e5m2fnuz, float8_e4m3b11fnuz,
    float8_e8m0fnu, float4_e2m1fn, float6_e2m3fn, float6_e3m2fn,
)  # fmt: skip
"""`SameT` for the floating and complex dtypes."""
SameFloatingT = TypeVar(
    "SameFloatingT",
    float32, float64, float16, bfloat16, float8_e4m3fn, float8_e5m2, float8_e4m3, float8_e3m4,
    float8_e4m3fnuz, float8_e5m2fnuz, float8_e4m3b11fnuz, float8_e8m0fnu, float4_e2m1fn,
    float6_e2m3fn, float6_e3m2fn,
)  # fmt: skip
"""One real floating dtype: operands of one float dtype keep it (`lstsq`, `interp`), and two
different floats never merge into a union (which would hide their promotion)."""
SubByteT = TypeVar("SubByteT", int1, int2, uint1, uint2)
"""The 1- and 2-bit integers, which JAX 0.10.2 keeps where it makes the wider ones inexact
(`det`, the mean of int2 is int2); `WideIntegral` is the rest."""
