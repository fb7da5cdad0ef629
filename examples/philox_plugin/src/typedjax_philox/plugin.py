"""The typedjax entry point of this distribution: one hook, offering `philox4x32`."""

from __future__ import annotations

from collections.abc import Sequence

from typedjax.plugins import PrngDescription, hookimpl

from . import DESCRIPTION

__all__ = ("typedjax_prng_impls",)


@hookimpl
def typedjax_prng_impls() -> Sequence[PrngDescription]:
    """Philox-4x32-10, under the name `philox4x32`."""
    return (DESCRIPTION,)
