"""Dtype classes for every JAX dtype, their categories, and dtype canonicalisation."""

from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, Any, ClassVar, Final, Protocol, TypeAlias

import jax.numpy as jnp
import numpy as np
from jax import dtypes as _jax_dtypes

from typedjax._errors import DTypeError
from typedjax.typing._dtype_names import DTypeName

if TYPE_CHECKING:
    DType: TypeAlias = np.dtype[Any]
else:
    DType = np.dtype


class generic:
    """Root of the dtype classes: any JAX dtype, extended ones included.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.generic.html

    A dtype class is a static name for a dtype (`Array[float32]`) and a value
    JAX accepts wherever it wants a dtype (`dtype=float32`); it is never
    instantiated. Concrete classes carry the NumPy dtype as `dtype`;
    categories (`floating`, `integer`, ...) have `dtype = None`.
    """

    dtype: ClassVar[DType | None] = None

    def __new__(cls, *args: object, **kwargs: object) -> generic:
        hint = (
            f"to make an array write jax.numpy.asarray(value, dtype=typedjax.typing.{cls.__name__})"
            if cls.dtype is not None
            else "it is a category: use it in annotations such as "
            f"Array[typedjax.typing.{cls.__name__}], and a concrete class as dtype="
        )
        raise TypeError(
            f"typedjax.typing.{cls.__name__} is a dtype class and is not instantiated; {hint}"
        )


class bool_(generic):
    """Booleans.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.bool_.html
    """

    dtype: ClassVar[DType | None] = np.dtype(np.bool_)


class number(generic):
    """Numeric dtypes: integers, floats and complex numbers.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.number.html
    """


class integer(number):
    """Signed and unsigned integers.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.integer.html
    """


class signedinteger(integer):
    """Signed integers.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.signedinteger.html
    """


class unsignedinteger(integer):
    """Unsigned integers.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.unsignedinteger.html
    """


class inexact(number):
    """Floating and complex dtypes.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.inexact.html
    """


class floating(inexact):
    """Real floating dtypes, the narrow float4/6/8 formats included.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.floating.html
    """


class complexfloating(inexact):
    """Complex dtypes.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.complexfloating.html
    """


class extended(generic):
    """JAX's extended dtypes (not NumPy dtypes), such as PRNG keys."""


class prng_key(extended):
    """Typed PRNG key dtypes, whatever the implementation (`key<fry>`, `key<rbg>`, ...)."""


class SupportsDType(Protocol):
    """Anything with a NumPy `dtype`, such as an array or a dtype class."""

    @property
    def dtype(self) -> DType: ...


def _np(name: str) -> DType:
    """The NumPy dtype of JAX's scalar type `name` (the narrow formats come from ml_dtypes)."""
    scalar_type: SupportsDType = getattr(jnp, name)
    return scalar_type.dtype


class int1(signedinteger):
    """1-bit signed integers."""

    dtype: ClassVar[DType | None] = _np("int1")


class int2(signedinteger):
    """2-bit signed integers."""

    dtype: ClassVar[DType | None] = _np("int2")


class int4(signedinteger):
    """4-bit signed integers."""

    dtype: ClassVar[DType | None] = _np("int4")


class int8(signedinteger):
    """8-bit signed integers.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.int8.html
    """

    dtype: ClassVar[DType | None] = np.dtype(np.int8)


class int16(signedinteger):
    """16-bit signed integers.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.int16.html
    """

    dtype: ClassVar[DType | None] = np.dtype(np.int16)


class int32(signedinteger):
    """32-bit signed integers.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.int32.html
    """

    dtype: ClassVar[DType | None] = np.dtype(np.int32)


class int64(signedinteger):
    """64-bit signed integers (stored as int32 unless x64 is on).

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.int64.html
    """

    dtype: ClassVar[DType | None] = np.dtype(np.int64)


class uint1(unsignedinteger):
    """1-bit unsigned integers."""

    dtype: ClassVar[DType | None] = _np("uint1")


class uint2(unsignedinteger):
    """2-bit unsigned integers."""

    dtype: ClassVar[DType | None] = _np("uint2")


class uint4(unsignedinteger):
    """4-bit unsigned integers."""

    dtype: ClassVar[DType | None] = _np("uint4")


class uint8(unsignedinteger):
    """8-bit unsigned integers.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.uint8.html
    """

    dtype: ClassVar[DType | None] = np.dtype(np.uint8)


class uint16(unsignedinteger):
    """16-bit unsigned integers.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.uint16.html
    """

    dtype: ClassVar[DType | None] = np.dtype(np.uint16)


class uint32(unsignedinteger):
    """32-bit unsigned integers.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.uint32.html
    """

    dtype: ClassVar[DType | None] = np.dtype(np.uint32)


class uint64(unsignedinteger):
    """64-bit unsigned integers (stored as uint32 unless x64 is on).

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.uint64.html
    """

    dtype: ClassVar[DType | None] = np.dtype(np.uint64)


class float4_e2m1fn(floating):
    """4-bit float, 2 exponent and 1 mantissa bits, finite only."""

    dtype: ClassVar[DType | None] = _np("float4_e2m1fn")


class float6_e2m3fn(floating):
    """6-bit float, 2 exponent and 3 mantissa bits, finite only."""

    dtype: ClassVar[DType | None] = _np("float6_e2m3fn")


class float6_e3m2fn(floating):
    """6-bit float, 3 exponent and 2 mantissa bits, finite only."""

    dtype: ClassVar[DType | None] = _np("float6_e3m2fn")


class float8_e3m4(floating):
    """8-bit float, 3 exponent and 4 mantissa bits."""

    dtype: ClassVar[DType | None] = _np("float8_e3m4")


class float8_e4m3(floating):
    """8-bit float, 4 exponent and 3 mantissa bits (IEEE-like)."""

    dtype: ClassVar[DType | None] = _np("float8_e4m3")


class float8_e4m3b11fnuz(floating):
    """8-bit float, 4 exponent bits with bias 11, finite, unsigned zero."""

    dtype: ClassVar[DType | None] = _np("float8_e4m3b11fnuz")


class float8_e4m3fn(floating):
    """8-bit float, 4 exponent and 3 mantissa bits, finite only."""

    dtype: ClassVar[DType | None] = _np("float8_e4m3fn")


class float8_e4m3fnuz(floating):
    """8-bit float, 4 exponent and 3 mantissa bits, finite, unsigned zero."""

    dtype: ClassVar[DType | None] = _np("float8_e4m3fnuz")


class float8_e5m2(floating):
    """8-bit float, 5 exponent and 2 mantissa bits."""

    dtype: ClassVar[DType | None] = _np("float8_e5m2")


class float8_e5m2fnuz(floating):
    """8-bit float, 5 exponent and 2 mantissa bits, finite, unsigned zero."""

    dtype: ClassVar[DType | None] = _np("float8_e5m2fnuz")


class float8_e8m0fnu(floating):
    """8-bit power-of-two scale format, 8 exponent bits, no sign."""

    dtype: ClassVar[DType | None] = _np("float8_e8m0fnu")


class bfloat16(floating):
    """16-bit brain float."""

    dtype: ClassVar[DType | None] = _np("bfloat16")


class float16(floating):
    """IEEE half precision.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.float16.html
    """

    dtype: ClassVar[DType | None] = np.dtype(np.float16)


class float32(floating):
    """IEEE single precision.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.float32.html
    """

    dtype: ClassVar[DType | None] = np.dtype(np.float32)


class float64(floating):
    """IEEE double precision (stored as float32 unless x64 is on).

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.float64.html
    """

    dtype: ClassVar[DType | None] = np.dtype(np.float64)


class complex64(complexfloating):
    """Complex numbers of two float32.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.complex64.html
    """

    dtype: ClassVar[DType | None] = np.dtype(np.complex64)


class complex128(complexfloating):
    """Complex numbers of two float64 (stored as complex64 unless x64 is on).

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.complex128.html
    """

    dtype: ClassVar[DType | None] = np.dtype(np.complex128)


CATEGORIES: Final[tuple[type[generic], ...]] = (
    generic,
    number,
    integer,
    signedinteger,
    unsignedinteger,
    inexact,
    floating,
    complexfloating,
    extended,
    prng_key,
)
"""The abstract dtype classes, broadest first."""

CONCRETE: Final[tuple[type[generic], ...]] = (
    bool_,
    int1, int2, int4, int8, int16, int32, int64,
    uint1, uint2, uint4, uint8, uint16, uint32, uint64,
    float4_e2m1fn, float6_e2m3fn, float6_e3m2fn,
    float8_e3m4, float8_e4m3, float8_e4m3b11fnuz, float8_e4m3fn, float8_e4m3fnuz,
    float8_e5m2, float8_e5m2fnuz, float8_e8m0fnu,
    bfloat16, float16, float32, float64,
    complex64, complex128,
)  # fmt: skip
"""The dtype classes that name exactly one NumPy dtype."""

WideIntegral: TypeAlias = (
    bool_ | int4 | int8 | int16 | int32 | int64 | uint4 | uint8 | uint16 | uint32 | uint64
)
"""The integers and booleans JAX makes the default float where it needs an inexact result
(true division, a mean, `det`): all but the 1- and 2-bit integers, which it keeps."""

# NumPy (2.4 and later) asks an object for `__numpy_dtype__` before anything else when it
# turns it into a dtype, as JAX does with every `dtype=` argument; JAX's own scalar types
# answer it too. Without it NumPy falls back to the `.dtype` attribute, a slower path. Set
# on the concrete classes only: a category names no dtype. (Not declared to checkers: it is
# NumPy's protocol, not typedjax's API.)
_NUMPY_DTYPE_PROTOCOL: Final = "__numpy_dtype__"


def _answer_numpy_dtype_protocol(classes: tuple[type[generic], ...]) -> None:
    for cls in classes:
        setattr(cls, _NUMPY_DTYPE_PROTOCOL, cls.dtype)


_answer_numpy_dtype_protocol(CONCRETE)

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
