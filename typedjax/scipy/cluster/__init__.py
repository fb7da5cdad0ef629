"""Typed `jax.scipy.cluster`: its submodule `vq`."""

import typing as __typing__  # editors offer every bound name; a dunder is not API

from typedjax.scipy.cluster import vq as vq

__all__ = ["vq"]

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.scope import cluster_getattr as __getattr__  # noqa: F401  # PEP 562
