"""The `Array` class: annotations and `isinstance` for JAX arrays and tracers."""

from typedjax.array._array import Array as Array

__all__ = ("Array",)
