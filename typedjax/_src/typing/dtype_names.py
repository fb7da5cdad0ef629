"""The dtype names JAX accepts, as `Literal` types: what a `dtype=` string may be.

JAX 0.10.2 takes each of these (checked with `jax.numpy.dtype`): dtype names,
NumPy's aliases and one-letter codes. `DTypeName` is their union; `DTypeLike`
takes it instead of `str`, so a misspelled name (`"flaot32"`) is a static error.
A name held in a `str` variable goes through `as_dtype`, which checks it at run
time and returns a NumPy dtype.
"""

from __future__ import annotations

from typing import Literal, TypeAlias

__all__ = (
    "BFloat16Code",
    "BoolCode",
    "Complex64Code",
    "Complex128Code",
    "DTypeName",
    "Float16Code",
    "Float32Code",
    "Float64Code",
    "Int8Code",
    "Int16Code",
    "Int32Code",
    "Int64Code",
    "NarrowFloatCode",
    "NarrowSignedCode",
    "NarrowUnsignedCode",
    "UInt8Code",
    "UInt16Code",
    "UInt32Code",
    "UInt64Code",
)

BoolCode: TypeAlias = Literal["bool", "bool_", "?", "b1"]
Int8Code: TypeAlias = Literal["int8", "i1", "b", "byte"]
Int16Code: TypeAlias = Literal["int16", "i2", "h", "short"]
Int32Code: TypeAlias = Literal["int32", "i4", "i", "intc"]
Int64Code: TypeAlias = Literal[
    "int64", "i8", "q", "longlong", "int", "int_", "intp", "p", "long", "l"
]
"""64-bit signed names, and the platform-sized ones: JAX makes them int32 unless x64 is on."""
UInt8Code: TypeAlias = Literal["uint8", "u1", "B", "ubyte"]
UInt16Code: TypeAlias = Literal["uint16", "u2", "H", "ushort"]
UInt32Code: TypeAlias = Literal["uint32", "u4", "I", "uintc"]
UInt64Code: TypeAlias = Literal[
    "uint64", "u8", "Q", "ulonglong", "uint", "uintp", "P", "ulong", "L"
]
"""64-bit unsigned names, and the platform-sized ones: uint32 unless x64 is on."""
Float16Code: TypeAlias = Literal["float16", "f2", "e", "half"]
BFloat16Code: TypeAlias = Literal["bfloat16"]
Float32Code: TypeAlias = Literal["float32", "f4", "f", "single"]
Float64Code: TypeAlias = Literal["float64", "f8", "d", "double", "float"]
"""Double-precision names: JAX makes them float32 unless x64 is on."""
Complex64Code: TypeAlias = Literal["complex64", "c8", "F", "csingle"]
Complex128Code: TypeAlias = Literal["complex128", "c16", "D", "cdouble", "complex"]
"""Double-precision complex names: complex64 unless x64 is on."""
NarrowSignedCode: TypeAlias = Literal["int1", "int2", "int4"]
NarrowUnsignedCode: TypeAlias = Literal["uint1", "uint2", "uint4"]
NarrowFloatCode: TypeAlias = Literal[
    "float4_e2m1fn", "float6_e2m3fn", "float6_e3m2fn", "float8_e3m4", "float8_e4m3",
    "float8_e4m3b11fnuz", "float8_e4m3fn", "float8_e4m3fnuz", "float8_e5m2",
    "float8_e5m2fnuz", "float8_e8m0fnu",
]  # fmt: skip
"""The ml_dtypes formats by name; their classes (`tnp.float8_e4m3fn`) narrow exactly."""

DTypeName: TypeAlias = (
    BoolCode
    | Int8Code
    | Int16Code
    | Int32Code
    | Int64Code
    | UInt8Code
    | UInt16Code
    | UInt32Code
    | UInt64Code
    | Float16Code
    | BFloat16Code
    | Float32Code
    | Float64Code
    | Complex64Code
    | Complex128Code
    | NarrowSignedCode
    | NarrowUnsignedCode
    | NarrowFloatCode
)
"""Every dtype name JAX accepts as a string."""
