"""Typed `jax.scipy.cluster`: its submodule `vq`."""

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from typedjax.scipy._scope import missing
from typedjax.scipy.cluster import vq as vq

__all__: list[str] = ["vq"]

if not TYPE_CHECKING:

    def __getattr__(name: str) -> NoReturn:
        raise missing("cluster", name)
