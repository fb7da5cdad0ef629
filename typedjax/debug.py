"""Typed counterparts of `jax.debug`: printing and host callbacks from staged code."""

# `name as name` and `__all__` both, so every checker sees explicit
# re-exports; ruff exempts only `__init__.py` from PLC0414, hence the noqa.
from typedjax._src.transforms.effects import callback as callback  # noqa: PLC0414
from typedjax._src.transforms.effects import effects_barrier as effects_barrier  # noqa: PLC0414
from typedjax._src.transforms.effects import print as print  # noqa: PLC0414

__all__ = ("callback", "effects_barrier", "print")
