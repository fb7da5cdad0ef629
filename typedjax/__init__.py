"""typedjax: a strictly typed, plugin-based layer over JAX."""

from typedjax import _version

_version.check_installed()

from typedjax._errors import DTypeError as DTypeError  # noqa: E402  # after the version check
from typedjax._errors import ShapeError as ShapeError  # noqa: E402
from typedjax._errors import VersionError as VersionError  # noqa: E402
from typedjax import typing as typing  # noqa: E402  # before typedjax.array, which builds on it
from typedjax.array import Array as Array  # noqa: E402

__all__ = ("Array", "typing", "DTypeError", "ShapeError", "VersionError")
