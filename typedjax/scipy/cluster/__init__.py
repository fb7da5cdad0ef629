"""Typed `jax.scipy.cluster`: its submodule `vq`."""

import typing as _typing

from typedjax.scipy.cluster import vq as vq

__all__ = ["vq"]

if not _typing.TYPE_CHECKING:
    from typedjax.scipy._scope import cluster_getattr as __getattr__  # noqa: F401  # PEP 562
