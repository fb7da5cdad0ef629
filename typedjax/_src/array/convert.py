"""`as_array` and `is_array`: from an untyped value to a dtype-typed `Array`, checked."""

from __future__ import annotations

from typing import TypeGuard, TypeVar, cast

import jax

from typedjax._src.array.array import Array, has_dtype
from typedjax._src.errors import DTypeError
from typedjax._src.typing.dtype import dtype_class, dtype_class_named
from typedjax._src.typing.dtype_root import generic
from typedjax._src.typing.like import JaxArray

_GenericT = TypeVar("_GenericT", bound=generic)


def as_array(
    value: JaxArray, dtype: type[_GenericT], /, *, name: str = "value"
) -> Array[_GenericT]:
    """`value` itself, typed `Array[dtype]` once its dtype is checked (at trace time under `jit`).

    Nothing is converted or copied: a dtype outside `dtype` raises `DTypeError`,
    naming `name`, the dtype found and the one expected.
    """
    given = cast(object, value)  # untyped callers pass anything
    wanted = cast(object, dtype)  # likewise, or JAX's scalar type of a dtype
    if not isinstance(given, jax.Array):
        raise DTypeError(
            f"{name}={value!r} is not a JAX array ({type(value).__name__}); convert it first "
            "with jax.numpy.asarray"
        )
    expected = _dtype_class(wanted)
    found = dtype_class(value.dtype)
    if not issubclass(found, expected):
        raise DTypeError(
            f"{name} has dtype {found.__name__}, which is not {expected.__name__}; convert it "
            "with .astype(...) to a dtype under it if that is intended"
        )
    typed: Array[_GenericT] = value  # the dtype was checked above
    return typed


def is_array(value: object, dtype: type[_GenericT], /) -> TypeGuard[Array[_GenericT]]:
    """Whether `value` is a JAX array or tracer whose dtype lies under `dtype`.

    The same test as `isinstance(value, Array[dtype])`, which checkers refuse
    for a parameterised class; this one narrows `value` for them.
    """
    return has_dtype(value, (_dtype_class(dtype),))


def _dtype_class(dtype: object) -> type[generic]:
    """The dtype class `dtype` names (JAX's `jax.numpy.float32` names typedjax's), or a
    `DTypeError`."""
    found = dtype_class_named(dtype)
    if found is None:
        raise DTypeError(
            f"dtype={dtype!r} is not a typedjax dtype class; pass one such as "
            "typedjax.typing.float32 (or jax.numpy.float32) or a category such as "
            "typedjax.typing.floating"
        )
    return found
