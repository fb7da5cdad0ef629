"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

Not given to pytype, which does not read the ignores.
"""

from typedjax import Array
from typedjax._src.transforms.batching import (
    checkpoint,
    checkpoint_name,
    checkpoint_policies,
    remat,
    vmap,
)
from typedjax.typing import float32, int32


def scale(x: Array[float32], factor: float = 2.0) -> Array[float32]:
    return x * factor


def fail_vmap(x: Array[float32], i: Array[int32]) -> None:
    vmap(scale)(i)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    vmap(scale)(x, "2")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    vmap(scale)(x, scale=2.0)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    wrong: Array[int32] = vmap(scale)(x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong


def fail_checkpoint(x: Array[float32], i: Array[int32]) -> None:
    checkpoint(scale)(i)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    remat(scale)(x, 1.0, 2.0)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    checkpoint(scale, policy="dots")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    checkpoint_policies.save_only_these_names(1)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    checkpoint_name(x, 1)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
