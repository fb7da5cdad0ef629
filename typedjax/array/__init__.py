"""The `Array` class: annotations and `isinstance` for JAX arrays and tracers."""

from typedjax.array._array import Array as Array
from typedjax.array._convert import as_array as as_array
from typedjax.array._convert import is_array as is_array

__all__ = ("Array", "as_array", "is_array")
