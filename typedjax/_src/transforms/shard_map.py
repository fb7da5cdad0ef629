"""`shard_map`: JAX's own function, declared so that the mapped function keeps its signature.

At run time `shard_map is jax.shard_map`: typedjax adds nothing per call. To
checkers `shard_map(f, mesh=..., in_specs=..., out_specs=...)` has `f`'s
parameters and return type, and `in_specs`/`out_specs` must be `SpecTree`s:
pytrees of `jax.sharding.PartitionSpec` (`jax.P`).

Known imprecision: JAX's mapped function takes positional arguments only
(a keyword argument raises `TypeError` at call time), but a `ParamSpec` cannot
drop keywords, so checkers accept `f`'s keyword calls too.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, Protocol, TypeAlias, TypeVar, overload

from jax.sharding import AbstractMesh, Mesh, PartitionSpec
from typing_extensions import ParamSpec

_P = ParamSpec("_P")
_R = TypeVar("_R")

__all__ = ("SpecTree", "shard_map")

# Recursive: mypy, pyright and pytype all accept it. The containers are the
# pytree nodes JAX flattens (tuple, list, dict); `list` and `dict` are
# invariant, so a variable typed `list[PartitionSpec]` is not a `list[SpecTree]`
# (a literal or a tuple is).
SpecTree: TypeAlias = (
    PartitionSpec | None | tuple["SpecTree", ...] | list["SpecTree"] | dict[str, "SpecTree"]
)
"""A pytree of `PartitionSpec` leaves: a tree prefix of a function's arguments or result."""


class _ShardMapDecorator(Protocol):
    """What `shard_map(mesh=..., ...)` without a function returns: `shard_map` with those options."""

    def __call__(self, f: Callable[_P, _R], /) -> Callable[_P, _R]: ...


if TYPE_CHECKING:
    # Hand-written, a one-off: the decorator with and without the function.
    @overload
    def shard_map(
        f: Callable[_P, _R],
        /,
        *,
        out_specs: SpecTree,
        in_specs: SpecTree = ...,
        mesh: Mesh | AbstractMesh | None = None,
        axis_names: AbstractSet[Hashable] = frozenset(),
        check_vma: bool = True,
    ) -> Callable[_P, _R]: ...
    @overload
    def shard_map(
        *,
        out_specs: SpecTree,
        in_specs: SpecTree = ...,
        mesh: Mesh | AbstractMesh | None = None,
        axis_names: AbstractSet[Hashable] = frozenset(),
        check_vma: bool = True,
    ) -> _ShardMapDecorator: ...
    def shard_map(
        f: Callable[_P, _R] | None = None,
        /,
        *,
        out_specs: SpecTree,
        in_specs: SpecTree = ...,
        mesh: Mesh | AbstractMesh | None = None,
        axis_names: AbstractSet[Hashable] = frozenset(),
        check_vma: bool = True,
    ) -> Callable[_P, _R] | _ShardMapDecorator:
        """`f` run once per shard of `mesh`, arguments split by `in_specs`, results joined by `out_specs`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.shard_map.html

        Without `f`, a decorator. Leaving out `in_specs` infers them from the
        arguments (all mesh axes must then be `Explicit`); `None` marks the
        inputs static.
        """
        # pytype reads this `...` body as returning None; callers see the overloads.
        ...  # pytype: disable=bad-return-type

else:
    # JAX's own function: no run-time cost. `__all__` makes it an explicit re-export.
    from jax import shard_map
