"""Typed `jax.scipy.sparse`: its submodule `linalg`."""

import typing as _typing

from typedjax.scipy.sparse import linalg as linalg

__all__ = ["linalg"]

if not _typing.TYPE_CHECKING:
    from typedjax.scipy._scope import sparse_getattr as __getattr__  # noqa: F401  # PEP 562
