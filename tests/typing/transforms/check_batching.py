"""Static types of `typedjax._src.transforms.batching`: checked by mypy, pyright and pytype, never run."""

import functools
from collections.abc import Callable
from typing import assert_type

from typedjax import Array
from typedjax._src.transforms.batching import (
    CheckpointPolicy,
    checkpoint,
    checkpoint_name,
    checkpoint_policies,
    remat,
    vmap,
)
from typedjax.typing import float32, int32


def scale(x: Array[float32], factor: float = 2.0) -> Array[float32]:
    return x * factor


def pair(x: Array[float32], i: Array[int32]) -> tuple[Array[float32], Array[int32]]:
    return x, i


def my_policy(prim: object, *args: object, **params: object) -> bool:
    return False


def check_vmap(x: Array[float32], i: Array[int32]) -> None:
    batched = vmap(scale)
    as_callable: Callable[[Array[float32], float], Array[float32]] = batched
    assert_type(as_callable(x, 1.0), Array[float32])
    assert_type(batched(x), Array[float32])
    assert_type(vmap(scale, in_axes=(0, None))(x, 3.0), Array[float32])
    assert_type(vmap(pair, in_axes=(1, 0), out_axes=0, axis_name="b")(x, i), tuple[Array[float32], Array[int32]])
    assert_type(vmap(scale, axis_size=4, spmd_axis_name=("x", "y"))(x), Array[float32])
    assert_type(vmap(vmap(scale))(x), Array[float32])
    out: Array[float32] = vmap(scale)(x, factor=1.0)
    assert_type(out, Array[float32])


def check_checkpoint(x: Array[float32], i: Array[int32]) -> None:
    assert_type(checkpoint(scale)(x), Array[float32])
    assert_type(checkpoint(pair, prevent_cse=False, static_argnums=(1,))(x, i), tuple[Array[float32], Array[int32]])
    assert_type(checkpoint(scale, static_argnames="factor")(x, factor=3.0), Array[float32])
    assert_type(checkpoint(scale, policy=checkpoint_policies.nothing_saveable)(x), Array[float32])
    assert_type(checkpoint(scale, policy=my_policy)(x), Array[float32])
    assert_type(remat(scale, policy=checkpoint_policies.dots_saveable)(x), Array[float32])
    decorator = functools.partial(checkpoint, policy=checkpoint_policies.everything_saveable)
    kept: Array[float32] = decorator(scale)(x)
    assert_type(kept, Array[float32])


def check_policies() -> None:
    p1: CheckpointPolicy = checkpoint_policies.checkpoint_dots
    p2: CheckpointPolicy = checkpoint_policies.checkpoint_dots_with_no_batch_dims
    p3: CheckpointPolicy = checkpoint_policies.dots_with_no_batch_dims_saveable
    assert_type(checkpoint_policies.save_only_these_names("a", "b"), CheckpointPolicy)
    assert_type(checkpoint_policies.save_any_names_but_these("a"), CheckpointPolicy)
    assert_type(checkpoint_policies.save_anything_except_these_names("a"), CheckpointPolicy)
    assert_type(checkpoint_policies.save_from_both_policies(p1, p2), CheckpointPolicy)
    assert_type(checkpoint_policies.offload_dot_with_no_batch_dims("device", "pinned_host"), CheckpointPolicy)
    both = checkpoint_policies.save_and_offload_only_these_names(
        names_which_can_be_saved=["a"],
        names_which_can_be_offloaded=("b",),
        offload_src="device",
        offload_dst="pinned_host",
    )
    assert_type(both, CheckpointPolicy)
    assert_type(checkpoint_policies.nothing_saveable(), bool)
    del p3


def check_checkpoint_name(x: Array[float32], i: Array[int32]) -> None:
    assert_type(checkpoint_name(x, "hidden"), Array[float32])
    named = checkpoint_name(i, name="count")
    assert_type(named, Array[int32])
