"""The type model: loose input types, strict output types and the dtype classes."""

# Last, and after the modules above: typedjax.array builds on them. (typedjax/__init__
# imports this package before typedjax.array, so the cycle always resolves this way.)
from typedjax.array._array import Array as Array
from typedjax.typing._annotations import AnnotationError as AnnotationError  # after Array
from typedjax.typing._dtype import (
    CATEGORIES as CATEGORIES,
)
from typedjax.typing._dtype import (
    CONCRETE as CONCRETE,
)
from typedjax.typing._dtype import (
    DType as DType,
)
from typedjax.typing._dtype import (
    DTypeLike as DTypeLike,
)
from typedjax.typing._dtype import (
    SupportsDType as SupportsDType,
)
from typedjax.typing._dtype import (
    as_dtype as as_dtype,
)
from typedjax.typing._dtype import (
    bfloat16 as bfloat16,
)
from typedjax.typing._dtype import (
    bool_ as bool_,
)
from typedjax.typing._dtype import (
    complex64 as complex64,
)
from typedjax.typing._dtype import (
    complex128 as complex128,
)
from typedjax.typing._dtype import (
    complexfloating as complexfloating,
)
from typedjax.typing._dtype import (
    dtype_class as dtype_class,
)
from typedjax.typing._dtype import (
    extended as extended,
)
from typedjax.typing._dtype import (
    float4_e2m1fn as float4_e2m1fn,
)
from typedjax.typing._dtype import (
    float6_e2m3fn as float6_e2m3fn,
)
from typedjax.typing._dtype import (
    float6_e3m2fn as float6_e3m2fn,
)
from typedjax.typing._dtype import (
    float8_e3m4 as float8_e3m4,
)
from typedjax.typing._dtype import (
    float8_e4m3 as float8_e4m3,
)
from typedjax.typing._dtype import (
    float8_e4m3b11fnuz as float8_e4m3b11fnuz,
)
from typedjax.typing._dtype import (
    float8_e4m3fn as float8_e4m3fn,
)
from typedjax.typing._dtype import (
    float8_e4m3fnuz as float8_e4m3fnuz,
)
from typedjax.typing._dtype import (
    float8_e5m2 as float8_e5m2,
)
from typedjax.typing._dtype import (
    float8_e5m2fnuz as float8_e5m2fnuz,
)
from typedjax.typing._dtype import (
    float8_e8m0fnu as float8_e8m0fnu,
)
from typedjax.typing._dtype import (
    float16 as float16,
)
from typedjax.typing._dtype import (
    float32 as float32,
)
from typedjax.typing._dtype import (
    float64 as float64,
)
from typedjax.typing._dtype import (
    floating as floating,
)
from typedjax.typing._dtype import (
    generic as generic,
)
from typedjax.typing._dtype import (
    inexact as inexact,
)
from typedjax.typing._dtype import (
    int1 as int1,
)
from typedjax.typing._dtype import (
    int2 as int2,
)
from typedjax.typing._dtype import (
    int4 as int4,
)
from typedjax.typing._dtype import (
    int8 as int8,
)
from typedjax.typing._dtype import (
    int16 as int16,
)
from typedjax.typing._dtype import (
    int32 as int32,
)
from typedjax.typing._dtype import (
    int64 as int64,
)
from typedjax.typing._dtype import (
    integer as integer,
)
from typedjax.typing._dtype import (
    number as number,
)
from typedjax.typing._dtype import (
    prng_key as prng_key,
)
from typedjax.typing._dtype import (
    signedinteger as signedinteger,
)
from typedjax.typing._dtype import (
    uint1 as uint1,
)
from typedjax.typing._dtype import (
    uint2 as uint2,
)
from typedjax.typing._dtype import (
    uint4 as uint4,
)
from typedjax.typing._dtype import (
    uint8 as uint8,
)
from typedjax.typing._dtype import (
    uint16 as uint16,
)
from typedjax.typing._dtype import (
    uint32 as uint32,
)
from typedjax.typing._dtype import (
    uint64 as uint64,
)
from typedjax.typing._dtype import (
    unsignedinteger as unsignedinteger,
)
from typedjax.typing._dtype_names import DTypeName as DTypeName
from typedjax.typing._like import ArrayLike as ArrayLike
from typedjax.typing._pytree import PyTree as PyTree
from typedjax.typing._shape import (
    DimSize as DimSize,
)
from typedjax.typing._shape import (
    NamedShape as NamedShape,
)
from typedjax.typing._shape import (
    Shape as Shape,
)
from typedjax.typing._shape import (
    ShapeLike as ShapeLike,
)
from typedjax.typing._shape import (
    SymbolicDim as SymbolicDim,
)
from typedjax.typing._shape import (
    as_shape as as_shape,
)
from typedjax.typing._typecheck import typecheck as typecheck  # after Array

__all__ = (
    "CATEGORIES",
    "CONCRETE",
    "AnnotationError",
    "Array",
    "ArrayLike",
    "DType",
    "DTypeLike",
    "DTypeName",
    "DimSize",
    "NamedShape",
    "PyTree",
    "Shape",
    "ShapeLike",
    "SupportsDType",
    "SymbolicDim",
    "as_dtype",
    "as_shape",
    "bfloat16",
    "bool_",
    "complex64",
    "complex128",
    "complexfloating",
    "dtype_class",
    "extended",
    "float4_e2m1fn",
    "float6_e2m3fn",
    "float6_e3m2fn",
    "float8_e3m4",
    "float8_e4m3",
    "float8_e4m3b11fnuz",
    "float8_e4m3fn",
    "float8_e4m3fnuz",
    "float8_e5m2",
    "float8_e5m2fnuz",
    "float8_e8m0fnu",
    "float16",
    "float32",
    "float64",
    "floating",
    "generic",
    "inexact",
    "int1",
    "int2",
    "int4",
    "int8",
    "int16",
    "int32",
    "int64",
    "integer",
    "number",
    "prng_key",
    "signedinteger",
    "typecheck",
    "uint1",
    "uint2",
    "uint4",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "unsignedinteger",
)
