"""`ArrayLike`: one name for annotations and for `isinstance`, tracers included."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeAlias

import jax
import numpy as np

if TYPE_CHECKING:
    ArrayLike: TypeAlias = jax.Array | np.ndarray[Any, np.dtype[Any]] | np.bool_ | np.number[Any] | bool | int | float | complex
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
