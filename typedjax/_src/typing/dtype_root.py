"""The root of the dtype classes, and what every dtype class does at run time.

The classes themselves are generated from the dtype table
(`typedjax._src.generated.typing.dtype`, written by `tools/gen/typing_dtype.py`); what
they share is written here by hand: `generic`, which makes an array when a concrete class
is called (as JAX's scalar types do) and answers NumPy's dtype protocol for each concrete
class, and `jax_scalar_dtype`, the
NumPy dtype of a format NumPy itself lacks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final, Never, Protocol, Self, TypeAlias

import jax.numpy as jnp
import numpy as np

__all__ = ["DType", "SupportsDType", "generic", "jax_scalar_dtype"]

if TYPE_CHECKING:
    DType: TypeAlias = np.dtype[Any]
else:
    DType = np.dtype

# NumPy (2.4 and later) asks an object for `__numpy_dtype__` before anything else when it
# turns it into a dtype, as JAX does with every `dtype=` argument; JAX's own scalar types
# answer it too. Without it NumPy falls back to the `.dtype` attribute, a slower path. Set
# on the concrete classes only: a category names no dtype. (Not declared to checkers: it is
# NumPy's protocol, not typedjax's API.)
_NUMPY_DTYPE_PROTOCOL: Final = "__numpy_dtype__"


class generic:
    """Root of the dtype classes: any JAX dtype, extended ones included.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.generic.html

    A dtype class is a static name for a dtype (`Array[float32]`) and a value
    JAX accepts wherever it wants a dtype (`dtype=float32`). Called, a concrete
    class converts as JAX's scalar type does (`float32(2)` is an `Array[float32]`);
    there are no instances. Concrete classes carry the NumPy dtype as `dtype`;
    categories (`floating`, `integer`, ...) have `dtype = None`.
    """

    dtype: ClassVar[DType | None] = None

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        own: object = cls.__dict__.get("dtype")
        if own is not None:
            setattr(cls, _NUMPY_DTYPE_PROTOCOL, own)

    if TYPE_CHECKING:
        # A category makes no array (each concrete class declares what its call makes).
        def __new__(cls, x: Never, /) -> Self: ...  # pytype: disable=bad-return-type

    else:

        def __new__(cls, *args: object, **kwargs: object) -> Any:
            """`float32(x)` is `jax.numpy.asarray(x, dtype=float32)`, as `jnp.float32(x)` is;
            a category names no dtype and refuses."""
            if cls.dtype is None:
                raise TypeError(
                    f"typedjax.typing.{cls.__name__} is a dtype category and makes no array; "
                    f"use it in annotations such as Array[typedjax.typing.{cls.__name__}], "
                    "and a concrete class to make one (float32(x), or dtype=float32)"
                )
            if kwargs or len(args) != 1:
                raise TypeError(
                    f"typedjax.typing.{cls.__name__}(x) takes one value to convert, "
                    f"got {len(args)} positional and {sorted(kwargs)} keyword arguments; "
                    f"write typedjax.typing.{cls.__name__}(value)"
                )
            return jnp.asarray(args[0], dtype=cls.dtype)


class SupportsDType(Protocol):
    """Anything with a NumPy `dtype`, such as an array or a dtype class."""

    @property
    def dtype(self) -> DType: ...


def jax_scalar_dtype(name: str) -> DType:
    """The NumPy dtype of JAX's scalar type `name` (the narrow formats come from ml_dtypes)."""
    scalar_type: SupportsDType = getattr(jnp, name)
    return scalar_type.dtype
