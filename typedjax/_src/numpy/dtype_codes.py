"""The `dtype=` recipe of the `typedjax.numpy` declarations, and the placement arguments.

Private to `typedjax.numpy`, importable by its modules. Checkers have no type-level
map from a string to a class, so a function narrows `dtype=` with one overload per
request alias (`ToFloat32`, ..., `typedjax._src.generated.typing.requests`, over the names
of `typedjax._src.generated.typing.dtype_names`, both generated from the dtype table,
`tools/gen/_dtypes.py`). The groups are what JAX 0.10.2 accepts (checked with
`jax.numpy.dtype`): dtype names, NumPy's aliases and one-letter codes, NumPy
scalar types, and typedjax's own dtype classes. A NumPy dtype object (`x.dtype`) names
no dtype statically and gets `Array[generic]`. The declarations import the aliases and
the TypeVars (`GenericT`, ...) from their shared vocabulary,
`typedjax._src.generated.typing.vocabulary` (`tools/gen/typing_vocabulary.py`); this
module keeps the recipe and what describes a device or a sharding (`DeviceLike`,
`OutSharding`).

The recipe, in this order (the first overload that matches wins, and a
64-bit request must be caught before the `type[GenericT]` overload, which
would otherwise answer `Array[float64]` where x64 may be off)::

    @overload
    def f(x: ..., dtype: None = None) -> Array[<default>]: ...
    @overload
    def f(x: ..., dtype: ToFloat32) -> Array[float32]: ...         # the common requests
    @overload
    def f(x: ..., dtype: ToInt32) -> Array[int32]: ...             # first, for speed
    @overload
    def f(x: ..., dtype: ToBool) -> Array[bool_]: ...
    @overload
    def f(x: ..., dtype: ToInt64) -> Array[signedinteger]: ...     # x64 decides
    @overload
    def f(x: ..., dtype: ToUInt64) -> Array[unsignedinteger]: ...  # x64 decides
    @overload
    def f(x: ..., dtype: ToFloat64) -> Array[floating]: ...        # x64 decides
    @overload
    def f(x: ..., dtype: ToComplex128) -> Array[complexfloating]: ...  # x64 decides
    @overload
    def f(x: ..., dtype: type[GenericT]) -> Array[GenericT]: ...
    @overload
    def f(x: ..., dtype: ToFloat16) -> Array[float16]: ...         # and ToInt8 ... ToComplex64
    @overload
    def f(x: ..., dtype: ToFloating) -> Array[floating]: ...       # and the other categories
    @overload
    def f(x: ..., dtype: DTypeLike) -> Array[generic]: ...

A function with fewer overloads stays correct (anything unmatched falls to
`Array[generic]`), just less precise. The exact groups overlap no other row, so
their place does not change an answer; the common ones (`ToFloat32`, `ToInt32`)
come first because checkers pay for every row they try before the one that
matches.

C `long` names (`"long"`, `"l"`, `"ulong"`, `"L"`) are 32 bits on Windows and
64 bits elsewhere; they sit in the 64-bit groups, whose results are
categories, so the answer holds on every platform.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from typing import Protocol, TypeAlias

__all__: list[str] = ["Device", "DeviceLike", "OutSharding", "PartitionSpec", "Sharding"]

# ---- placement arguments ----------------------------------------------------------------


# jaxlib ships no stubs, so to pyright JAX's own device and sharding classes are Unknown;
# these protocols say what the arguments are without letting Unknown into signatures.


class Device(Protocol):
    """A `jax.Device`."""

    @property
    def id(self) -> int: ...
    @property
    def platform(self) -> str: ...


class Sharding(Protocol):
    """A `jax.sharding.Sharding` such as `NamedSharding` (jaxlib's classes, Unknown to pyright)."""

    @property
    def device_set(self) -> AbstractSet[Device]: ...


class PartitionSpec(Protocol):
    """A `jax.sharding.PartitionSpec` (`jax.P`): one entry per array dimension."""

    def __len__(self) -> int: ...
    def __getitem__(self, index: int, /) -> object: ...


DeviceLike: TypeAlias = Device | Sharding | None
"""What `device=` takes: a device, a sharding, or None for the default."""
OutSharding: TypeAlias = Sharding | PartitionSpec | None
"""What `out_sharding=` takes: a sharding, a partition spec, or None."""
