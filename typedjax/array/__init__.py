"""The `Array` class: annotations and `isinstance` for JAX arrays and tracers."""

from typedjax._src.array.array import Array as Array
from typedjax._src.array.convert import as_array as as_array
from typedjax._src.array.convert import is_array as is_array

__all__ = ("Array", "as_array", "is_array")
