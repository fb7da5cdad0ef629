"""The root of the dtype classes, and what every dtype class does at run time.

The classes themselves are generated from the dtype table
(`typedjax._src.generated.typing.dtype`, written by `tools/gen/typing_dtype.py`); what
they share is written here by hand: `generic`, which refuses to be instantiated and
answers NumPy's dtype protocol for each concrete class, and `jax_scalar_dtype`, the
NumPy dtype of a format NumPy itself lacks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final, Protocol, TypeAlias

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
    JAX accepts wherever it wants a dtype (`dtype=float32`); it is never
    instantiated. Concrete classes carry the NumPy dtype as `dtype`;
    categories (`floating`, `integer`, ...) have `dtype = None`.
    """

    dtype: ClassVar[DType | None] = None

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        own: object = cls.__dict__.get("dtype")
        if own is not None:
            setattr(cls, _NUMPY_DTYPE_PROTOCOL, own)

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


class SupportsDType(Protocol):
    """Anything with a NumPy `dtype`, such as an array or a dtype class."""

    @property
    def dtype(self) -> DType: ...


def jax_scalar_dtype(name: str) -> DType:
    """The NumPy dtype of JAX's scalar type `name` (the narrow formats come from ml_dtypes)."""
    scalar_type: SupportsDType = getattr(jnp, name)
    return scalar_type.dtype
