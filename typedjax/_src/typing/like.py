"""`ArrayLike`: one name for annotations and for `isinstance`, tracers included."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeAlias

import jax
import numpy as np

# JAX's and NumPy's classes that share a name with one of typedjax's (`Array`, `bool_`,
# `floating`, ...), for annotations. pyright prints every class name of a signature in
# full (`typedjax._src.array.array.Array`) where two classes of one name appear in it, and
# counts the members of a union such as `ArrayLike | None` as appearing though it prints
# only the alias; a class named through one of these aliases counts as the alias's name.
# To checkers `jax.Array` is typedjax's `Array` (the jax-stubs, stubs/jax-project/), and a bare
# one is `Array[Any]`: the dtype not known. Not `Array[generic]`: as the parameter of an outer
# call, pyrefly pushes that type into a nested call's TypeVars and refuses the call
# (`tnp.argmax(tnp.arctan2(i16, signed))`, found by the long fuzz).
JaxArray: TypeAlias = jax.Array
NumPyBool: TypeAlias = np.bool_
if TYPE_CHECKING:
    # Both of NumPy's parameters given: through an alias, mypy reads `np.number[Any]`
    # (whose second parameter has a default) as another type than the union members it
    # meets in callables, and a `grad` over `ArrayLike` loses its type.
    NumPyNumber: TypeAlias = np.number[Any, Any]
    NumPyInexact: TypeAlias = np.inexact[Any, Any]
else:  # NumPy takes one parameter at run time
    NumPyNumber: TypeAlias = np.number[Any]
    NumPyInexact: TypeAlias = np.inexact[Any]
NumPyInteger: TypeAlias = np.integer[Any]
NumPySignedInteger: TypeAlias = np.signedinteger[Any]
NumPyUnsignedInteger: TypeAlias = np.unsignedinteger[Any]
NumPyFloating: TypeAlias = np.floating[Any]
NumPyComplexFloating: TypeAlias = np.complexfloating[Any, Any]
NumPyFloat16: TypeAlias = np.float16
NumPyFloat32: TypeAlias = np.float32
NumPyComplex64: TypeAlias = np.complex64

if TYPE_CHECKING:
    ArrayLike: TypeAlias = (
        JaxArray
        | np.ndarray[Any, np.dtype[Any]]
        | NumPyBool
        | NumPyNumber
        | bool
        | int
        | float
        | complex
    )
    """What JAX accepts as an array: JAX arrays (tracers included), NumPy arrays and
    scalars, Python scalars. Not lists or strings, as in JAX."""
else:
    from jax._src.core import Tracer as _Tracer

    _ARRAY_LIKE_TYPES = (jax.Array, np.ndarray, np.bool_, np.number, bool, int, float, complex)
    _ARRAY_LIKE_CLASSES = (*_ARRAY_LIKE_TYPES, _Tracer)

    class _ArrayLikeMeta(type):
        def __instancecheck__(cls, value: object) -> bool:
            # jax.Array's own check answers for tracers; the Union JAX exports cannot.
            return isinstance(value, _ARRAY_LIKE_TYPES)

        def __subclasscheck__(cls, sub: type) -> bool:
            return issubclass(sub, _ARRAY_LIKE_CLASSES)

    class ArrayLike(metaclass=_ArrayLikeMeta):
        """What JAX accepts as an array: JAX arrays (tracers included), NumPy arrays and
        scalars, Python scalars. Not lists or strings, as in JAX."""

        def __new__(cls, *args: object, **kwargs: object) -> None:
            raise TypeError("ArrayLike is a type for annotations and isinstance, not a constructor")
