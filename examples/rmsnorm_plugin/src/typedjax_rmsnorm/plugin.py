"""The typedjax entry point of this distribution: one hook, offering three kernels."""

from __future__ import annotations

from collections.abc import Sequence

from typedjax.plugins import KernelDescription, hookimpl

from ._kernels import DESCRIPTIONS

__all__ = ("typedjax_kernels",)


@hookimpl
def typedjax_kernels() -> Sequence[KernelDescription]:
    """`rmsnorm.rms_norm`, and the forward and backward kernels it differentiates through."""
    return DESCRIPTIONS
