"""The typedjax hook specifications: what a plugin may implement, and what each returns.

Only the plugin manager imports this module (it imports pluggy). Every hook takes
no argument and returns a sequence of frozen descriptions; the manager calls each
plugin's implementation on its own, so one plugin's failure cannot hide another's
results, and checks what came back before anything else sees it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import pluggy

from typedjax._src.plugins.config import PROJECT
from typedjax._src.plugins.descriptions import (
    BackendDescription,
    KernelDescription,
    PrngDescription,
)

__all__ = ("HOOKS", "hookspec", "typedjax_backends", "typedjax_kernels", "typedjax_prng_impls")

hookspec: Final = pluggy.HookspecMarker(PROJECT)


@hookspec
def typedjax_backends() -> Sequence[BackendDescription]:
    """The backends (JAX platforms) this plugin provides; empty when none."""
    raise NotImplementedError("a hook specification; pluggy never calls it")


@hookspec
def typedjax_prng_impls() -> Sequence[PrngDescription]:
    """The PRNG implementations this plugin provides; empty when none."""
    raise NotImplementedError("a hook specification; pluggy never calls it")


@hookspec
def typedjax_kernels() -> Sequence[KernelDescription]:
    """The kernels (compiled operations with a JAX reference) this plugin provides; empty when none."""
    raise NotImplementedError("a hook specification; pluggy never calls it")


HOOKS: Final[dict[str, type[BackendDescription | KernelDescription | PrngDescription]]] = {
    "typedjax_backends": BackendDescription,
    "typedjax_kernels": KernelDescription,
    "typedjax_prng_impls": PrngDescription,
}
"""Each hook's name and the description type its sequence holds."""
