"""Typed `jax.scipy.linalg` (placeholder: its declarations are being written)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from typedjax.scipy._scope import missing

__all__: list[str] = []

if not TYPE_CHECKING:

    def __getattr__(name: str) -> NoReturn:
        raise missing("linalg", name)
