"""Dtype canonicalisation: from whatever names a dtype to its NumPy dtype and dtype class.

The dtype classes are generated from the dtype table
(`typedjax._src.generated.typing.dtype`, by `tools/gen/typing_dtype.py`) under the
hand-written root (`typedjax._src.typing.dtype_root`); this module holds what turns a
`dtype=` argument into a dtype (`as_dtype`), a dtype into its class (`dtype_class`), and
what `DTypeLike` accepts.
"""

from __future__ import annotations

import difflib
from typing import Final, TypeAlias, cast

import jax.numpy as jnp
import numpy as np
from jax import dtypes as _jax_dtypes

from typedjax._src.errors import DTypeError
from typedjax._src.generated.typing.dtype import CONCRETE, bool_, extended, prng_key
from typedjax._src.generated.typing.dtype_names import DTypeName
from typedjax._src.typing.dtype_root import DType, SupportsDType, generic

__all__ = [
    "DType",
    "DTypeLike",
    "SupportsDType",
    "as_dtype",
    "dtype_class",
    "dtype_class_named",
    "misspelled",
]

_BY_DTYPE: Final[dict[DType, type[generic]]] = {
    cls.dtype: cls for cls in CONCRETE if cls.dtype is not None
}
_BY_NAME: Final[dict[str, type[generic]]] = {cls.__name__: cls for cls in CONCRETE}
_BY_NAME["bool"] = bool_


DTypeLike: TypeAlias = (
    DTypeName
    | type[generic]
    | DType
    | type[np.generic]
    | type[bool]
    | type[int]
    | type[float]
    | type[complex]
    | SupportsDType
)
"""What typedjax accepts as a dtype: a dtype name JAX knows (a `Literal`: a misspelled
name is a static error), a dtype class, a NumPy dtype or scalar type, a Python scalar
type (meaning JAX's default of that kind), or anything with a `.dtype`. A name in a
`str` variable goes through `as_dtype` first, which checks it at run time."""


def dtype_class(value: DType, /) -> type[generic]:
    """The typedjax dtype class naming the NumPy or JAX-extended dtype `value`."""
    found = _BY_DTYPE.get(value)
    if found is not None:
        return found
    if jnp.issubdtype(value, _jax_dtypes.prng_key):
        return prng_key
    if jnp.issubdtype(value, _jax_dtypes.extended):
        return extended
    raise DTypeError(
        f"dtype {value!r} is not a JAX dtype; JAX arrays hold one of: "
        + ", ".join(sorted(_BY_NAME))
    )


_JAX_SCALAR_TYPE: Final = type(jnp.float32)
"""The metaclass of JAX's scalar types (`jax.numpy.float32`, `jax.numpy.bool_`, ...)."""


def dtype_class_named(value: object, /) -> type[generic] | None:
    """The typedjax dtype class `value` names where it stands for one: a typedjax dtype
    class itself, or one of JAX's scalar types (`jax.numpy.float32`, which typedjax's
    jax-stubs declare as typedjax's `float32`, so checkers accept `Array[jnp.float32]`
    and `as_array(x, jnp.float32)`); None for anything else."""
    if isinstance(value, type) and issubclass(value, generic):
        return value
    if isinstance(value, _JAX_SCALAR_TYPE):
        return dtype_class(np.dtype(cast("SupportsDType", value).dtype))
    return None


def _is_extended(value: object) -> bool:
    try:
        return bool(jnp.issubdtype(value, _jax_dtypes.extended))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]  # any value may be asked about
    except TypeError:
        return False


def _unknown(value: object, name: str) -> DTypeError:
    return DTypeError(
        f"{name}={value!r} is not a JAX dtype; pass a dtype class such as "
        "typedjax.typing.float32, a NumPy dtype, or one of the names: "
        + ", ".join(sorted(_BY_NAME))
    )


def misspelled(value: str, /) -> str | None:
    """`'flaot32' is not a dtype name; did you mean 'float32'?` for a string close to one of
    JAX's dtype names; None for a name, or a string close to none."""
    if value in _BY_NAME:
        return None
    wanted = value.strip().lower()
    close = [
        name for name in difflib.get_close_matches(wanted, _BY_NAME, n=3, cutoff=0.75)
        if abs(len(name) - len(wanted)) <= 1 and (name == wanted or not name.startswith(wanted))  # a typo, not `float`
    ]  # fmt: skip
    return f"{value!r} is not a dtype name; did you mean {close[0]!r}?" if close else None


def as_dtype(value: DTypeLike | str, /, *, name: str = "dtype") -> DType:
    """The NumPy dtype that `value` names; `name` is the argument quoted in errors.

    Python scalar types and dtype categories are rejected: they name JAX's
    configuration-dependent defaults, not one dtype. Anything with a `.dtype`
    (an array, a dtype class) names that dtype.
    """
    if isinstance(value, type) and issubclass(value, generic):
        if value.dtype is None:
            under = [c.__name__ for c in CONCRETE if issubclass(c, value)]
            raise DTypeError(
                f"{name}={value.__name__} is a dtype category, not a dtype; "
                + (
                    f"pick a concrete class under it: {', '.join(under)}"
                    if under
                    else "its dtypes are made by their own constructors (jax.random.key for "
                    "PRNG keys), not given as dtype="
                )
            )
        return value.dtype
    if isinstance(value, str):
        cls = _BY_NAME.get(value)
        if cls is not None and cls.dtype is not None:
            return cls.dtype
        meant = misspelled(value)
        raise DTypeError(
            (
                f"{name}={value!r}: {meant} Accepted names: "
                if meant
                else f"{name}={value!r} is not a dtype JAX knows; accepted names: "
            )
            + ", ".join(sorted(_BY_NAME))
        )
    if value is bool or value is int or value is float or value is complex:
        raise DTypeError(
            f"{name}={value!r} names JAX's default {value.__name__} dtype, which depends on "
            "the x64 setting; pass a dtype class such as typedjax.typing.float32"
        )
    if value is None:  # pyright: ignore[reportUnnecessaryComparison]  # untyped callers pass None
        raise DTypeError(
            f"{name}=None names NumPy's default float64, which JAX makes float32 unless x64 "
            "is on; pass a dtype class such as typedjax.typing.float32"
        )
    candidate: object = value
    if not isinstance(candidate, (np.dtype, type)):
        # Arrays and other objects with a dtype name theirs (np.dtype() refuses arrays).
        found: object = getattr(candidate, "dtype", None)
        if found is not None:
            candidate = found
    if _is_extended(candidate):
        raise DTypeError(
            f"{name}={candidate!r} is an extended dtype (such as a PRNG key); "
            "extended dtypes are made by their own constructors, not given as dtype="
        )
    try:
        resolved: DType | None = np.dtype(candidate)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]  # any object may be tried; TypeError is caught
    except TypeError:
        resolved = None
    if resolved is None or resolved not in _BY_DTYPE:
        raise _unknown(value, name)
    return resolved
