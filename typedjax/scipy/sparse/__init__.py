"""Typed `jax.scipy.sparse`: its submodule `linalg`."""

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from typedjax.scipy._scope import missing
from typedjax.scipy.sparse import linalg as linalg

__all__: list[str] = ["linalg"]

if not TYPE_CHECKING:

    def __getattr__(name: str) -> NoReturn:
        raise missing("sparse", name)
