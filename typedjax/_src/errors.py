"""Every exception typedjax raises; each subclasses the builtin a caller would catch."""

from __future__ import annotations

__all__ = ("DTypeError", "JAXFeatureError", "ShapeError", "VersionError")


class VersionError(ImportError):
    """The installed jax/jaxlib pair breaks typedjax's version rules."""

    __module__ = "typedjax"  # tracebacks name it as users import it


class DTypeError(TypeError):
    """A value given as a dtype, or as an `Array[...]` parameter, names no JAX dtype."""

    __module__ = "typedjax"  # tracebacks name it as users import it


class ShapeError(ValueError, TypeError):
    """A value given as a shape has a negative, non-integer or malformed entry.

    Both a `ValueError` and a `TypeError`, so either `except` catches it.
    """

    __module__ = "typedjax"  # tracebacks name it as users import it


class JAXFeatureError(AttributeError, TypeError):
    """A name or keyword parameter typedjax declares needs a newer JAX than the installed one.

    Both an `AttributeError` (a name the module lacks there) and a `TypeError` (a
    keyword the function does not take there), so either `except` catches it.
    """

    __module__ = "typedjax"  # tracebacks name it as users import it
