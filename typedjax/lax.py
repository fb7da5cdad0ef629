"""Typed counterparts of `jax.lax`'s control flow: generic over the carry."""

# `name as name` and `__all__` both, so every checker sees explicit re-exports; ruff
# exempts only `__init__.py` from PLC0414, hence the noqa.
from typedjax._src.transforms.control import cond as cond  # noqa: PLC0414
from typedjax._src.transforms.control import fori_loop as fori_loop  # noqa: PLC0414
from typedjax._src.transforms.control import scan as scan  # noqa: PLC0414
from typedjax._src.transforms.control import switch as switch  # noqa: PLC0414
from typedjax._src.transforms.control import while_loop as while_loop  # noqa: PLC0414

__all__ = ("cond", "fori_loop", "scan", "switch", "while_loop")
