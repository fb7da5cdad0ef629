"""Typed `jax.scipy.sparse`: its submodule `linalg`."""

import typing as __typing__  # editors offer every bound name; a dunder is not API

from typedjax.scipy.sparse import linalg as linalg

__all__ = ["linalg"]

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.scope import sparse_getattr as __getattr__  # noqa: F401  # PEP 562
