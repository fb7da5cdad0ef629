"""The type model: loose input types, strict output types and the dtype classes."""

# Last, and after the modules above: typedjax.array builds on them. (typedjax/__init__
# imports this package before typedjax.array, so the cycle always resolves this way.)
from typedjax._src.array.array import Array as Array
from typedjax._src.typing.annotations import AnnotationError as AnnotationError  # after Array
from typedjax._src.typing.dtype import (
    CATEGORIES as CATEGORIES,
)
from typedjax._src.typing.dtype import (
    CONCRETE as CONCRETE,
)
from typedjax._src.typing.dtype import (
    DType as DType,
)
from typedjax._src.typing.dtype import (
    DTypeLike as DTypeLike,
)
from typedjax._src.typing.dtype import (
    SupportsDType as SupportsDType,
)
from typedjax._src.typing.dtype import (
    as_dtype as as_dtype,
)
from typedjax._src.typing.dtype import (
    bfloat16 as bfloat16,
)
from typedjax._src.typing.dtype import (
    bool_ as bool_,
)
from typedjax._src.typing.dtype import (
    complex64 as complex64,
)
from typedjax._src.typing.dtype import (
    complex128 as complex128,
)
from typedjax._src.typing.dtype import (
    complexfloating as complexfloating,
)
from typedjax._src.typing.dtype import (
    dtype_class as dtype_class,
)
from typedjax._src.typing.dtype import (
    extended as extended,
)
from typedjax._src.typing.dtype import (
    float4_e2m1fn as float4_e2m1fn,
)
from typedjax._src.typing.dtype import (
    float6_e2m3fn as float6_e2m3fn,
)
from typedjax._src.typing.dtype import (
    float6_e3m2fn as float6_e3m2fn,
)
from typedjax._src.typing.dtype import (
    float8_e3m4 as float8_e3m4,
)
from typedjax._src.typing.dtype import (
    float8_e4m3 as float8_e4m3,
)
from typedjax._src.typing.dtype import (
    float8_e4m3b11fnuz as float8_e4m3b11fnuz,
)
from typedjax._src.typing.dtype import (
    float8_e4m3fn as float8_e4m3fn,
)
from typedjax._src.typing.dtype import (
    float8_e4m3fnuz as float8_e4m3fnuz,
)
from typedjax._src.typing.dtype import (
    float8_e5m2 as float8_e5m2,
)
from typedjax._src.typing.dtype import (
    float8_e5m2fnuz as float8_e5m2fnuz,
)
from typedjax._src.typing.dtype import (
    float8_e8m0fnu as float8_e8m0fnu,
)
from typedjax._src.typing.dtype import (
    float16 as float16,
)
from typedjax._src.typing.dtype import (
    float32 as float32,
)
from typedjax._src.typing.dtype import (
    float64 as float64,
)
from typedjax._src.typing.dtype import (
    floating as floating,
)
from typedjax._src.typing.dtype import (
    generic as generic,
)
from typedjax._src.typing.dtype import (
    inexact as inexact,
)
from typedjax._src.typing.dtype import (
    int1 as int1,
)
from typedjax._src.typing.dtype import (
    int2 as int2,
)
from typedjax._src.typing.dtype import (
    int4 as int4,
)
from typedjax._src.typing.dtype import (
    int8 as int8,
)
from typedjax._src.typing.dtype import (
    int16 as int16,
)
from typedjax._src.typing.dtype import (
    int32 as int32,
)
from typedjax._src.typing.dtype import (
    int64 as int64,
)
from typedjax._src.typing.dtype import (
    integer as integer,
)
from typedjax._src.typing.dtype import (
    number as number,
)
from typedjax._src.typing.dtype import (
    prng_key as prng_key,
)
from typedjax._src.typing.dtype import (
    signedinteger as signedinteger,
)
from typedjax._src.typing.dtype import (
    uint1 as uint1,
)
from typedjax._src.typing.dtype import (
    uint2 as uint2,
)
from typedjax._src.typing.dtype import (
    uint4 as uint4,
)
from typedjax._src.typing.dtype import (
    uint8 as uint8,
)
from typedjax._src.typing.dtype import (
    uint16 as uint16,
)
from typedjax._src.typing.dtype import (
    uint32 as uint32,
)
from typedjax._src.typing.dtype import (
    uint64 as uint64,
)
from typedjax._src.typing.dtype import (
    unsignedinteger as unsignedinteger,
)
from typedjax._src.typing.dtype_names import DTypeName as DTypeName
from typedjax._src.typing.like import ArrayLike as ArrayLike
from typedjax._src.typing.pytree import PyTree as PyTree
from typedjax._src.typing.shape import (
    DimSize as DimSize,
)
from typedjax._src.typing.shape import (
    NamedShape as NamedShape,
)
from typedjax._src.typing.shape import (
    Shape as Shape,
)
from typedjax._src.typing.shape import (
    ShapeLike as ShapeLike,
)
from typedjax._src.typing.shape import (
    SymbolicDim as SymbolicDim,
)
from typedjax._src.typing.shape import (
    as_shape as as_shape,
)
from typedjax._src.typing.typecheck import typecheck as typecheck  # after Array

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
