"""Shapes: the loose `ShapeLike`, the strict `Shape` and `NamedShape`, and validation."""

from __future__ import annotations

import operator
from collections.abc import Iterator, Mapping, Sequence
from typing import Final, Protocol, SupportsIndex, TypeAlias

from jax._src.core import is_symbolic_dim as _is_symbolic_dim

from typedjax._src.errors import ShapeError

Shape: TypeAlias = tuple[int, ...]
"""A concrete shape, as `Array.shape` reports it."""


class SymbolicDim(Protocol):
    """A symbolic dimension from `jax.export.symbolic_shape`, such as `2*n`.

    JAX exports no name for their type; this protocol is what shapes need of them.
    """

    def __add__(self, other: int, /) -> object: ...
    def __mul__(self, other: int, /) -> object: ...
    def __floordiv__(self, other: int, /) -> object: ...


DimSize: TypeAlias = SupportsIndex | SymbolicDim
"""One entry of a `ShapeLike`: an integer size or a symbolic dimension."""

ShapeLike: TypeAlias = SupportsIndex | Sequence[DimSize]
"""What typedjax accepts as a shape: one size or a sequence of sizes, symbolic ones included."""


def _as_dim(entry: object, /, *, name: str, position: int | None) -> int | SymbolicDim:
    where = name if position is None else f"{name}[{position}]"
    if isinstance(entry, bool):
        raise ShapeError(f"{where}={entry!r} is a bool; shape entries are non-negative integers")
    if _is_symbolic_dim(entry):
        symbolic: SymbolicDim = entry  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]  # is_symbolic_dim vouches for it
        return symbolic
    try:
        size = operator.index(entry)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]  # anything with __index__ passes; the except reports the rest
    except TypeError:
        raise ShapeError(
            f"{where}={entry!r} is not an integer; shape entries are non-negative "
            f"integers or symbolic dimensions from jax.export.symbolic_shape "
            f"(got {type(entry).__name__})"
        ) from None
    if size < 0:
        raise ShapeError(f"{where}={size!r} is negative; shape entries are non-negative integers")
    return size


def as_shape(value: ShapeLike, /, *, name: str = "shape") -> tuple[int | SymbolicDim, ...]:
    """`value` as a tuple of sizes; `name` is the argument quoted in errors."""
    if isinstance(value, (str, bytes)):
        raise ShapeError(
            f"{name}={value!r} is a string; a shape is an int or a sequence of ints "
            "(for symbolic shapes use jax.export.symbolic_shape)"
        )
    if isinstance(value, Sequence):
        return tuple(_as_dim(entry, name=name, position=i) for i, entry in enumerate(value))
    if isinstance(value, bool) or not hasattr(value, "__index__"):
        raise ShapeError(
            f"{name}={value!r} is not a shape; expected an int or a sequence of ints "
            f"(got {type(value).__name__})"
        )
    return (_as_dim(value, name=name, position=0),)


class NamedShape:
    """A shape with positional axes and named axes (mapped axes of `vmap`/`shard_map`).

    `NamedShape(3, 4, batch=8)` has positional shape `(3, 4)` and one named
    axis `batch` of size 8. Instances are immutable and hashable.
    """

    __slots__ = ("_named", "_positional")
    _positional: Final[Shape]
    _named: Final[tuple[tuple[str, int], ...]]

    def __init__(self, *positional: int, **named: int) -> None:
        dims = as_shape(positional, name="positional")
        concrete: list[int] = []
        for i, dim in enumerate(dims):
            if not isinstance(dim, int):
                raise ShapeError(f"positional[{i}]={dim!r} is symbolic; NamedShape holds sizes")
            concrete.append(dim)
        sizes: list[tuple[str, int]] = []
        for axis, size in named.items():
            checked = _as_dim(size, name=f"named[{axis!r}]", position=None)
            if not isinstance(checked, int):
                raise ShapeError(f"named[{axis!r}]={size!r} is symbolic; NamedShape holds sizes")
            sizes.append((axis, checked))
        self._positional = tuple(concrete)
        self._named = tuple(sizes)

    @property
    def positional(self) -> Shape:
        """The sizes of the positional axes."""
        return self._positional

    @property
    def named(self) -> Mapping[str, int]:
        """The sizes of the named axes, in the order they were given."""
        return dict(self._named)

    @property
    def rank(self) -> int:
        """The number of positional axes."""
        return len(self._positional)

    def __iter__(self) -> Iterator[int]:
        return iter(self._positional)

    def __len__(self) -> int:
        return len(self._positional)

    def __getitem__(self, axis: int | str) -> int:
        if isinstance(axis, str):
            for name, size in self._named:
                if name == axis:
                    return size
            known = ", ".join(n for n, _ in self._named) or "none"
            raise KeyError(f"no named axis {axis!r}; named axes: {known}")
        return self._positional[axis]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, NamedShape):
            return NotImplemented
        return self._positional == other._positional and dict(self._named) == dict(other._named)

    def __hash__(self) -> int:
        return hash((self._positional, frozenset(self._named)))

    def __repr__(self) -> str:
        parts = [str(d) for d in self._positional] + [f"{n}={s}" for n, s in self._named]
        return f"NamedShape({', '.join(parts)})"
