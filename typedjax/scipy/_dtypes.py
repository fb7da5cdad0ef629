"""TypeVars the `typedjax.scipy` declarations share beyond `typedjax.numpy`'s."""

from __future__ import annotations

from typing import TypeAlias, TypeVar

from typedjax.typing import (
    bfloat16,
    bool_,
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
    int1,
    int2,
    int4,
    int8,
    int16,
    int32,
    int64,
    uint1,
    uint2,
    uint4,
    uint8,
    uint16,
    uint32,
    uint64,
)

__all__ = ["SameFloatingT", "SubByteT", "WideIntegral"]

SameFloatingT = TypeVar(
    "SameFloatingT",
    float32, float64, float16, bfloat16, float8_e4m3fn, float8_e5m2, float8_e4m3, float8_e3m4,
    float8_e4m3fnuz, float8_e5m2fnuz, float8_e4m3b11fnuz, float8_e8m0fnu, float4_e2m1fn,
    float6_e2m3fn, float6_e3m2fn,
)  # fmt: skip
"""One real floating dtype: operands of one float dtype keep it, and two different floats
never merge into a union (which would hide their promotion)."""

# As in typedjax.numpy.linalg (`det`'s rule): JAX leaves the 1- and 2-bit integers
# unpromoted where it makes the other integers inexact (`det`, `companion`, `detrend`).
SubByteT = TypeVar("SubByteT", int1, int2, uint1, uint2)
WideIntegral: TypeAlias = (
    bool_ | int4 | int8 | int16 | int32 | int64 | uint4 | uint8 | uint16 | uint32 | uint64
)
