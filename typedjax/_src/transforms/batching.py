"""Typed `vmap`, `checkpoint`/`remat`, checkpoint policies and `checkpoint_name`.

The runtime objects are JAX's own (`vmap is jax.vmap`); the declarations under
`TYPE_CHECKING` keep the transformed function's parameters and result type.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from typing_extensions import ParamSpec

__all__ = (
    "CheckpointPolicy",
    "checkpoint",
    "checkpoint_name",
    "checkpoint_policies",
    "remat",
    "vmap",
)

_P = ParamSpec("_P")
_R = TypeVar("_R")
_T = TypeVar("_T")


class CheckpointPolicy(Protocol):
    """A rematerialisation policy: decides per primitive whether its output is saved.

    JAX calls it with a primitive, its operands and its parameters; it answers with
    a bool or with one of `jax.ad_checkpoint`'s `Saveable`/`Offloadable`/`Recompute`.
    """

    def __call__(self, prim: Any, /, *args: Any, **params: Any) -> object: ...


if TYPE_CHECKING:

    def vmap(
        fun: Callable[_P, _R],
        in_axes: int | None | Sequence[Any] = 0,
        out_axes: Any = 0,
        axis_name: Hashable | None = None,
        axis_size: int | None = None,
        spmd_axis_name: Hashable | tuple[Hashable, ...] | None = None,
        sum_match: bool = False,
    ) -> Callable[_P, _R]:
        """`fun` mapped over a new leading (or `in_axes`) axis.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.vmap.html

        Every result gains the mapped axis; its dtype is unchanged, so a function
        returning `Array[float32]` still returns `Array[float32]` after `vmap`.
        """
        ...

    def checkpoint(
        fun: Callable[_P, _R],
        *,
        prevent_cse: bool | Sequence[bool] = True,
        policy: CheckpointPolicy | None = None,
        static_argnums: int | tuple[int, ...] = (),
        static_argnames: str | Iterable[str] = (),
    ) -> Callable[_P, _R]:
        """`fun` whose intermediates are recomputed on the backward pass unless `policy` saves them.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.checkpoint.html

        JAX requires `fun` (there is no `checkpoint(policy=...)` decorator form);
        use `functools.partial(checkpoint, policy=...)` as a decorator.
        """
        ...

    def remat(
        fun: Callable[_P, _R],
        *,
        prevent_cse: bool = True,
        policy: CheckpointPolicy | None = None,
        static_argnums: int | tuple[int, ...] = (),
    ) -> Callable[_P, _R]:
        """Alias of `checkpoint`."""
        ...

    def checkpoint_name(x: _T, name: str) -> _T:
        """`x` unchanged, tagged `name` for `save_only_these_names` and friends.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.ad_checkpoint.checkpoint_name.html
        """
        ...

    class checkpoint_policies:  # mirrors the module `jax.checkpoint_policies`
        """The policies in `jax.checkpoint_policies`, typed."""

        @staticmethod
        def checkpoint_dots(prim: object, *args: object, **params: object) -> bool: ...
        @staticmethod
        def checkpoint_dots_with_no_batch_dims(
            prim: object, *args: object, **params: object
        ) -> bool: ...
        @staticmethod
        def dots_saveable(prim: object, *args: object, **params: object) -> bool: ...
        @staticmethod
        def dots_with_no_batch_dims_saveable(
            prim: object, *args: object, **params: object
        ) -> bool: ...
        @staticmethod
        def everything_saveable(*args: object, **params: object) -> bool: ...
        @staticmethod
        def nothing_saveable(*args: object, **params: object) -> bool: ...
        @staticmethod
        def offload_dot_with_no_batch_dims(
            offload_src: str, offload_dst: str
        ) -> CheckpointPolicy: ...
        @staticmethod
        def save_and_offload_only_these_names(
            *,
            names_which_can_be_saved: Iterable[str],
            names_which_can_be_offloaded: Iterable[str],
            offload_src: str,
            offload_dst: str,
        ) -> CheckpointPolicy: ...
        @staticmethod
        def save_any_names_but_these(*names_not_to_save: str) -> CheckpointPolicy: ...
        @staticmethod
        def save_anything_except_these_names(*names_not_to_save: str) -> CheckpointPolicy: ...
        @staticmethod
        def save_from_both_policies(
            policy_1: CheckpointPolicy, policy_2: CheckpointPolicy
        ) -> CheckpointPolicy: ...
        @staticmethod
        def save_only_these_names(*names_which_can_be_saved: str) -> CheckpointPolicy: ...

else:
    from jax import checkpoint, checkpoint_policies, remat, vmap
    from jax.ad_checkpoint import checkpoint_name
