"""Every exception typedjax raises; each subclasses the builtin a caller would catch."""

from __future__ import annotations

__all__ = (
    "DTypeError",
    "JAXFeatureError",
    "ShapeError",
    "ShardingError",
    "VarianceError",
    "VersionError",
)


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


class VarianceError(TypeError):
    """A value's traced device variance inside `shard_map` is not its annotation's.

    `Varying[A, "i"]` and `Invariant[A]` state it; `typecheck` compares them with the
    variance JAX traced (`jax.typeof(x)`), and the message names the collective that fixes it.
    """

    __module__ = "typedjax"  # tracebacks name it as users import it


class ShardingError(TypeError):
    """An array's sharding does not split an axis over the mesh axes its annotation names.

    A shape entry `b@data` says that mesh axis `data` splits that axis (JAX prints
    `float32[8@data,4]`); `typecheck` compares it with the array's sharding.
    """

    __module__ = "typedjax"  # tracebacks name it as users import it


class JAXFeatureError(AttributeError, TypeError):
    """A name or keyword parameter typedjax declares needs a newer JAX than the installed one.

    Both an `AttributeError` (a name the module lacks there) and a `TypeError` (a
    keyword the function does not take there), so either `except` catches it.
    """

    __module__ = "typedjax"  # tracebacks name it as users import it
