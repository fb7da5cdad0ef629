"""Every dtype class sits in its category, statically: checked, never run."""

from typing import assert_type

import typedjax.typing as t
from typedjax.typing import Array


def check_bool_(x: Array[t.bool_]) -> None:
    as_bool_: Array[t.bool_] = x
    as_generic: Array[t.generic] = x
    cls: type[t.generic] = t.bool_
    assert_type(t.as_dtype(t.bool_), t.DType)
    del cls, as_bool_, as_generic


def check_int1(x: Array[t.int1]) -> None:
    as_signedinteger: Array[t.signedinteger] = x
    as_integer: Array[t.integer] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.signedinteger] = t.int1
    assert_type(t.as_dtype(t.int1), t.DType)
    del cls, as_signedinteger, as_integer, as_number, as_generic


def check_int2(x: Array[t.int2]) -> None:
    as_signedinteger: Array[t.signedinteger] = x
    as_integer: Array[t.integer] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.signedinteger] = t.int2
    assert_type(t.as_dtype(t.int2), t.DType)
    del cls, as_signedinteger, as_integer, as_number, as_generic


def check_int4(x: Array[t.int4]) -> None:
    as_signedinteger: Array[t.signedinteger] = x
    as_integer: Array[t.integer] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.signedinteger] = t.int4
    assert_type(t.as_dtype(t.int4), t.DType)
    del cls, as_signedinteger, as_integer, as_number, as_generic


def check_int8(x: Array[t.int8]) -> None:
    as_signedinteger: Array[t.signedinteger] = x
    as_integer: Array[t.integer] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.signedinteger] = t.int8
    assert_type(t.as_dtype(t.int8), t.DType)
    del cls, as_signedinteger, as_integer, as_number, as_generic


def check_int16(x: Array[t.int16]) -> None:
    as_signedinteger: Array[t.signedinteger] = x
    as_integer: Array[t.integer] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.signedinteger] = t.int16
    assert_type(t.as_dtype(t.int16), t.DType)
    del cls, as_signedinteger, as_integer, as_number, as_generic


def check_int32(x: Array[t.int32]) -> None:
    as_signedinteger: Array[t.signedinteger] = x
    as_integer: Array[t.integer] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.signedinteger] = t.int32
    assert_type(t.as_dtype(t.int32), t.DType)
    del cls, as_signedinteger, as_integer, as_number, as_generic


def check_int64(x: Array[t.int64]) -> None:
    as_signedinteger: Array[t.signedinteger] = x
    as_integer: Array[t.integer] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.signedinteger] = t.int64
    assert_type(t.as_dtype(t.int64), t.DType)
    del cls, as_signedinteger, as_integer, as_number, as_generic


def check_uint1(x: Array[t.uint1]) -> None:
    as_unsignedinteger: Array[t.unsignedinteger] = x
    as_integer: Array[t.integer] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.unsignedinteger] = t.uint1
    assert_type(t.as_dtype(t.uint1), t.DType)
    del cls, as_unsignedinteger, as_integer, as_number, as_generic


def check_uint2(x: Array[t.uint2]) -> None:
    as_unsignedinteger: Array[t.unsignedinteger] = x
    as_integer: Array[t.integer] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.unsignedinteger] = t.uint2
    assert_type(t.as_dtype(t.uint2), t.DType)
    del cls, as_unsignedinteger, as_integer, as_number, as_generic


def check_uint4(x: Array[t.uint4]) -> None:
    as_unsignedinteger: Array[t.unsignedinteger] = x
    as_integer: Array[t.integer] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.unsignedinteger] = t.uint4
    assert_type(t.as_dtype(t.uint4), t.DType)
    del cls, as_unsignedinteger, as_integer, as_number, as_generic


def check_uint8(x: Array[t.uint8]) -> None:
    as_unsignedinteger: Array[t.unsignedinteger] = x
    as_integer: Array[t.integer] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.unsignedinteger] = t.uint8
    assert_type(t.as_dtype(t.uint8), t.DType)
    del cls, as_unsignedinteger, as_integer, as_number, as_generic


def check_uint16(x: Array[t.uint16]) -> None:
    as_unsignedinteger: Array[t.unsignedinteger] = x
    as_integer: Array[t.integer] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.unsignedinteger] = t.uint16
    assert_type(t.as_dtype(t.uint16), t.DType)
    del cls, as_unsignedinteger, as_integer, as_number, as_generic


def check_uint32(x: Array[t.uint32]) -> None:
    as_unsignedinteger: Array[t.unsignedinteger] = x
    as_integer: Array[t.integer] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.unsignedinteger] = t.uint32
    assert_type(t.as_dtype(t.uint32), t.DType)
    del cls, as_unsignedinteger, as_integer, as_number, as_generic


def check_uint64(x: Array[t.uint64]) -> None:
    as_unsignedinteger: Array[t.unsignedinteger] = x
    as_integer: Array[t.integer] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.unsignedinteger] = t.uint64
    assert_type(t.as_dtype(t.uint64), t.DType)
    del cls, as_unsignedinteger, as_integer, as_number, as_generic


def check_float4_e2m1fn(x: Array[t.float4_e2m1fn]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.float4_e2m1fn
    assert_type(t.as_dtype(t.float4_e2m1fn), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_float6_e2m3fn(x: Array[t.float6_e2m3fn]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.float6_e2m3fn
    assert_type(t.as_dtype(t.float6_e2m3fn), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_float6_e3m2fn(x: Array[t.float6_e3m2fn]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.float6_e3m2fn
    assert_type(t.as_dtype(t.float6_e3m2fn), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_float8_e3m4(x: Array[t.float8_e3m4]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.float8_e3m4
    assert_type(t.as_dtype(t.float8_e3m4), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_float8_e4m3(x: Array[t.float8_e4m3]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.float8_e4m3
    assert_type(t.as_dtype(t.float8_e4m3), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_float8_e4m3b11fnuz(x: Array[t.float8_e4m3b11fnuz]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.float8_e4m3b11fnuz
    assert_type(t.as_dtype(t.float8_e4m3b11fnuz), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_float8_e4m3fn(x: Array[t.float8_e4m3fn]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.float8_e4m3fn
    assert_type(t.as_dtype(t.float8_e4m3fn), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_float8_e4m3fnuz(x: Array[t.float8_e4m3fnuz]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.float8_e4m3fnuz
    assert_type(t.as_dtype(t.float8_e4m3fnuz), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_float8_e5m2(x: Array[t.float8_e5m2]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.float8_e5m2
    assert_type(t.as_dtype(t.float8_e5m2), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_float8_e5m2fnuz(x: Array[t.float8_e5m2fnuz]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.float8_e5m2fnuz
    assert_type(t.as_dtype(t.float8_e5m2fnuz), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_float8_e8m0fnu(x: Array[t.float8_e8m0fnu]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.float8_e8m0fnu
    assert_type(t.as_dtype(t.float8_e8m0fnu), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_bfloat16(x: Array[t.bfloat16]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.bfloat16
    assert_type(t.as_dtype(t.bfloat16), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_float16(x: Array[t.float16]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.float16
    assert_type(t.as_dtype(t.float16), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_float32(x: Array[t.float32]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.float32
    assert_type(t.as_dtype(t.float32), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_float64(x: Array[t.float64]) -> None:
    as_floating: Array[t.floating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.floating] = t.float64
    assert_type(t.as_dtype(t.float64), t.DType)
    del cls, as_floating, as_inexact, as_number, as_generic


def check_complex64(x: Array[t.complex64]) -> None:
    as_complexfloating: Array[t.complexfloating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.complexfloating] = t.complex64
    assert_type(t.as_dtype(t.complex64), t.DType)
    del cls, as_complexfloating, as_inexact, as_number, as_generic


def check_complex128(x: Array[t.complex128]) -> None:
    as_complexfloating: Array[t.complexfloating] = x
    as_inexact: Array[t.inexact] = x
    as_number: Array[t.number] = x
    as_generic: Array[t.generic] = x
    cls: type[t.complexfloating] = t.complex128
    assert_type(t.as_dtype(t.complex128), t.DType)
    del cls, as_complexfloating, as_inexact, as_number, as_generic


def check_extended(k: Array[t.prng_key]) -> None:
    as_extended: Array[t.extended] = k
    as_generic: Array[t.generic] = k
    del as_extended, as_generic


def check_tables() -> None:
    assert_type(t.CONCRETE, tuple[type[t.generic], ...])  # pytype: disable=assert-type  # pytype keeps Final in the type
    assert_type(t.CATEGORIES, tuple[type[t.generic], ...])  # pytype: disable=assert-type  # pytype keeps Final in the type


def check_protocols(x: Array[t.float32], d: t.SymbolicDim) -> None:
    has_dtype: t.SupportsDType = x
    size: t.DimSize = 3
    symbolic: t.DimSize = d
    shape: t.ShapeLike = (3, d)
    del has_dtype, size, symbolic, shape
