"""Device variance and shardings, proved by `check --shapes` on an abstract mesh.

Functions whose annotations name mesh axes are traced for every size at once:
those with `Varying` as `shard_map` bodies, those with `b@data` entries on
explicitly sharded inputs, each on an abstract mesh with the axes named. Each
planted bug is marked `# finding`.
"""

from jaxtyping import Shaped

import typedjax as tj
from typedjax import Array, lax
from typedjax.typing import Invariant, Varying, float32


def data_parallel_step(
    w: Invariant[Shaped[Array[float32], " d"]],
    x: Varying[Shaped[Array[float32], "b d"], " data"],
    y: Varying[Shaped[Array[float32], " b"], " data"],
) -> Invariant[Shaped[Array[float32], " d"]]:
    """One SGD step: each device's gradient on its own batch shard, averaged over `data`."""

    def loss(v: Array[float32]) -> Array[float32]:
        residual = x @ v - y
        return (residual * residual).mean()

    # `w` is invariant and the loss varies along `data`: JAX casts `w` to varying inside
    # the loss, and that cast's transpose is a psum, so the gradient comes back invariant,
    # summed over the shards (a psum here would count each shard once per device).
    gradient = tj.grad(loss)(w) / lax.axis_size("data")
    return w - gradient * 0.1


def tensor_parallel(
    x: Invariant[Shaped[Array[float32], "b d"]],
    w1: Varying[Shaped[Array[float32], "d h_shard"], " model"],
    w2: Varying[Shaped[Array[float32], "h_shard d"], " model"],
) -> Invariant[Shaped[Array[float32], "b d"]]:
    # Column-parallel, then row-parallel: each device's partial product, summed.
    return lax.psum(x @ w1 @ w2, "model")


def unreduced_loss(
    x: Varying[Shaped[Array[float32], "b d"], " data"], w: Invariant[Shaped[Array[float32], " d"]]
) -> Invariant[Shaped[Array[float32], ""]]:
    per_device = (x @ w).sum()
    return per_device  # finding


def rows_scaled(
    x: Shaped[Array[float32], "b@data n"], w: Shaped[Array[float32], " n"]
) -> Shaped[Array[float32], "b@data n"]:
    return x * w


def transposed(x: Shaped[Array[float32], "b@data n"]) -> Shaped[Array[float32], "n@data b"]:
    return x.T  # finding
