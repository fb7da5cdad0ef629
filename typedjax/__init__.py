"""typedjax: a strictly typed, plugin-based layer over JAX."""

from typedjax import _version

_version.check_installed()

from typedjax import typing as typing  # before typedjax.array, which builds on it
from typedjax._errors import DTypeError as DTypeError  # after the version check
from typedjax._errors import ShapeError as ShapeError
from typedjax._errors import VersionError as VersionError
from typedjax.array import Array as Array
from typedjax.array import as_array as as_array
from typedjax.array import is_array as is_array

__all__ = ("Array", "DTypeError", "ShapeError", "VersionError", "as_array", "is_array", "typing")
