"""Static types of `typedjax.numpy`'s dtypes, dtype queries and helpers: never run."""

import io
from contextlib import AbstractContextManager
from typing import assert_type

import numpy as np

import typedjax.numpy as tnp
import typedjax.typing as t
from typedjax import Array
from typedjax.typing import DType, float16, float32, floating, generic, int8


def half(x: Array[tnp.float16]) -> Array[tnp.float16]:
    return x


def takes_floating(x: Array[tnp.floating]) -> Array[tnp.floating]:
    return x


def check_classes(f: Array[float16], g: Array[float32], i: Array[int8]) -> None:
    # The dtype names are typedjax's classes: usable in Array[...] and as dtype=.
    assert_type(half(f), Array[float16])
    assert_type(takes_floating(g), Array[floating])
    assert_type(tnp.zeros(3, dtype=tnp.float16), Array[float16])
    assert_type(tnp.zeros(3, dtype=tnp.bfloat16), Array[t.bfloat16])
    assert_type(tnp.zeros(3, dtype=tnp.single), Array[float32])
    assert_type(tnp.zeros(3, dtype=tnp.double), Array[floating])
    assert_type(tnp.zeros(3, dtype=tnp.float_), Array[floating])
    assert_type(tnp.zeros(3, dtype=tnp.csingle), Array[t.complex64])
    assert_type(tnp.zeros(3, dtype=tnp.cdouble), Array[t.complexfloating])
    assert_type(tnp.zeros(3, dtype=tnp.complex_), Array[t.complexfloating])
    assert_type(tnp.zeros(3, dtype=tnp.int_), Array[t.signedinteger])
    assert_type(tnp.zeros(3, dtype=tnp.uint), Array[t.unsignedinteger])
    assert_type(tnp.zeros(3, dtype=tnp.bool), Array[t.bool_])
    assert_type(tnp.zeros(3, dtype=tnp.bool_), Array[t.bool_])
    every: tuple[type[t.generic], ...] = (
        tnp.bfloat16, tnp.bool, tnp.bool_, tnp.cdouble, tnp.complex128, tnp.complex64,
        tnp.complex_, tnp.complexfloating, tnp.csingle, tnp.double, tnp.float16, tnp.float32,
        tnp.float4_e2m1fn, tnp.float64, tnp.float6_e2m3fn, tnp.float6_e3m2fn, tnp.float8_e3m4,
        tnp.float8_e4m3, tnp.float8_e4m3b11fnuz, tnp.float8_e4m3fn, tnp.float8_e4m3fnuz,
        tnp.float8_e5m2, tnp.float8_e5m2fnuz, tnp.float8_e8m0fnu, tnp.float_, tnp.floating,
        tnp.generic, tnp.inexact, tnp.int1, tnp.int16, tnp.int2, tnp.int32, tnp.int4,
        tnp.int64, tnp.int8, tnp.int_, tnp.integer, tnp.number, tnp.signedinteger, tnp.single,
        tnp.uint, tnp.uint1, tnp.uint16, tnp.uint2, tnp.uint32, tnp.uint4, tnp.uint64,
        tnp.uint8, tnp.unsignedinteger,
    )  # fmt: skip
    assert len(every) == 49
    # NumPy's own classes, as in jax.numpy: no JAX array holds these dtypes.
    numpy_classes: tuple[type[np.generic], ...] = (tnp.character, tnp.flexible, tnp.object_)
    assert len(numpy_classes) == 3
    assert_type(tnp.dtype("float32"), np.dtype[np.float32])  # pytype: disable=assert-type  # NumPy's stubs are not read by pytype
    a: tnp.ndarray[float16] = f
    assert_type(a, Array[float16])


def check_a_called_class_makes_an_array(f: Array[float16]) -> None:
    # As JAX's scalar types: `tnp.float32(x)` is `tnp.asarray(x, dtype=tnp.float32)`.
    assert_type(tnp.float32(2.0), Array[float32])
    assert_type(tnp.bfloat16([1.0, 2.0]), Array[t.bfloat16])
    assert_type(tnp.int8(f), Array[int8])
    assert_type(tnp.single(1), Array[float32])
    assert_type(tnp.bool(0), Array[t.bool_])
    # x64 decides the width: the category.
    assert_type(tnp.float64(2.0), Array[floating])
    assert_type(tnp.int_(2), Array[t.signedinteger])
    assert_type(tnp.uint64(2), Array[t.unsignedinteger])
    assert_type(tnp.complex128(2), Array[t.complexfloating])


def check_limits(f: Array[float16], i: Array[int8], d: DType) -> None:
    assert_type(tnp.finfo(tnp.float16), tnp.finfo[np.float16])
    assert_type(tnp.finfo(tnp.float16).eps, np.float16)
    assert_type(tnp.finfo("float32").max, np.float32)
    assert_type(tnp.finfo(np.float32).tiny, np.float32)
    assert_type(tnp.finfo(tnp.complex64).eps, np.float32)
    assert_type(tnp.finfo(tnp.float64).eps, np.float64)
    assert_type(tnp.finfo(float).eps, np.float64)
    assert_type(tnp.finfo(f).resolution, np.float16)
    assert_type(tnp.finfo(tnp.bfloat16).eps, np.generic[object] | float)
    assert_type(tnp.finfo(d).smallest_normal, np.generic[object] | float)
    assert_type(tnp.finfo(tnp.float32).bits, int)
    assert_type(tnp.finfo(tnp.float32).nmant, int)
    assert_type(tnp.finfo(tnp.float32).dtype, DType)  # pytype: disable=assert-type  # the declared class is not read by pytype
    assert_type(tnp.iinfo(tnp.int8).max, int)
    assert_type(tnp.iinfo(i).min, int)
    assert_type(tnp.iinfo("uint32").bits, int)
    assert_type(tnp.iinfo(int).kind, str)
    assert_type(tnp.iinfo(d).dtype, DType)  # pytype: disable=assert-type  # as above


def check_queries(f: Array[float16], d: DType) -> None:
    assert_type(tnp.can_cast(tnp.int8, tnp.float32), bool)
    assert_type(tnp.can_cast(f, "float32", casting="same_kind"), bool)
    assert_type(tnp.promote_types(tnp.int8, "float16"), DType)
    assert_type(tnp.result_type(f, 1.0, tnp.int8), DType)
    assert_type(tnp.isdtype(d, "real floating"), bool)
    assert_type(tnp.isdtype(tnp.float32, ("integral", tnp.float32)), bool)
    assert_type(tnp.issubdtype(d, tnp.floating), bool)
    assert_type(tnp.issubdtype(f.dtype, tnp.inexact), bool)
    assert_type(tnp.iscomplexobj(f), bool)
    assert_type(tnp.isrealobj([1, 2]), bool)
    assert_type(tnp.isscalar(1.0), bool)
    assert_type(tnp.iterable(f), bool)
    assert_type(tnp.ndim(f), int)
    assert_type(tnp.ndim([[1, 2]]), int)
    assert_type(tnp.shape(f), tuple[int, ...])
    assert_type(tnp.shape(np.ones((2, 3))), tuple[int, ...])
    assert_type(tnp.size(f), int)
    assert_type(tnp.size(f, axis=0), int)
    assert_type(tnp.broadcast_shapes((2, 1), (3,)), tuple[int, ...])
    assert_type(tnp.broadcast_shapes((2, 1), 3), tuple[int, ...])


def check_printing_and_files(f: Array[float16]) -> None:
    assert_type(tnp.array_repr(f), str)
    assert_type(tnp.array_str(f, precision=2), str)
    options = tnp.get_printoptions()
    assert_type(options["precision"], int)
    assert_type(tnp.set_printoptions(precision=3, floatmode="fixed"), None)
    with tnp.printoptions(precision=2) as inside:
        assert_type(inside["linewidth"], int)
    context = tnp.printoptions(suppress=True)
    assert isinstance(context, AbstractContextManager)
    buffer = io.BytesIO()
    assert_type(tnp.save(buffer, f), None)
    assert_type(tnp.savez(buffer, f, second=f), None)
    loaded = tnp.load(buffer)
    assert_type(loaded, Array[generic] | np.lib.npyio.NpzFile)  # pytype: disable=assert-type  # NumPy's stubs are not read by pytype
    assert_type(tnp.load(buffer, allow_pickle=True), object)  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tnp.from_dlpack(f), Array[generic])
    assert_type(tnp.from_dlpack(f, copy=True), Array[generic])


def check_constants(x: Array[float32]) -> None:
    assert_type(tnp.pi, float)
    assert_type(tnp.e, float)
    assert_type(tnp.inf, float)
    assert_type(tnp.nan, float)
    assert_type(tnp.euler_gamma, float)
    assert_type(tnp.newaxis, None)  # pytype: disable=assert-type  # JAX's attributes are Any to pytype
    assert_type(x[:, tnp.newaxis], Array[float32])


def check_warning() -> None:
    try:
        pass
    except tnp.ComplexWarning as warning:
        assert_type(warning, np.exceptions.ComplexWarning)  # pytype: disable=assert-type  # as above
