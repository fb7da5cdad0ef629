"""Static types of `typedjax.typing`: checked by mypy, pyright and pytype, never run."""

from typing import assert_type

import numpy as np

import typedjax
from typedjax.typing import (
    Array,
    ArrayLike,
    DType,
    DTypeLike,
    NamedShape,
    Shape,
    ShapeLike,
    as_dtype,
    as_shape,
    bfloat16,
    dtype_class,
    float32,
    generic,
)


def takes_array_like(v: ArrayLike) -> None: ...
def takes_dtype_like(v: DTypeLike) -> None: ...
def takes_shape_like(v: ShapeLike) -> None: ...


def check_loose_inputs(x: Array[float32], n: np.ndarray[tuple[int], np.dtype[np.float32]]) -> None:
    takes_array_like(x)
    takes_array_like(n)
    takes_array_like(1)
    takes_array_like(1.5)
    takes_array_like(True)
    takes_array_like(1j)
    takes_array_like(np.float32(1))
    takes_dtype_like(float32)
    takes_dtype_like(bfloat16)
    takes_dtype_like("float32")
    takes_dtype_like(np.dtype("float32"))
    takes_dtype_like(np.float32)
    takes_dtype_like(float)
    takes_dtype_like(x)
    takes_shape_like(3)
    takes_shape_like((2, 3))
    takes_shape_like([2, 3])
    takes_shape_like(np.int64(3))


def check_strict_outputs(x: Array[float32]) -> None:
    assert_type(as_dtype(float32), DType)
    assert_type(as_dtype("bfloat16"), DType)
    assert_type(dtype_class(x.dtype), type[generic])
    shape = as_shape((2, 3))
    assert_type(len(shape), int)
    named = NamedShape(2, 3, batch=4)
    assert_type(named.positional, Shape)
    assert_type(named["batch"], int)
    assert_type(named.rank, int)


def check_top_level() -> None:
    assert_type(typedjax.Array[float32], type[Array[float32]])
    err: TypeError = typedjax.DTypeError("x")
    shape_err: ValueError = typedjax.ShapeError("x")
    version_err: ImportError = typedjax.VersionError("x")
    # Raised for a name or parameter newer than the installed JAX: both kinds of error.
    newer: AttributeError = typedjax.JAXFeatureError("x")
    newer_call: TypeError = typedjax.JAXFeatureError("x")
    del err, shape_err, version_err, newer, newer_call


def check_dtype_names(name: str) -> None:
    # DTypeName is every name JAX accepts, as Literals; a str variable goes through as_dtype.
    known: typedjax.typing.DTypeName = "bfloat16"
    alias: typedjax.typing.DTypeLike = "f4"
    assert_type(typedjax.typing.as_dtype(name), typedjax.typing.DType)
    del known, alias
