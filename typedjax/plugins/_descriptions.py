"""What plugins contribute: frozen, typed descriptions of backends and PRNG implementations.

Hooks return these; the plugin manager validates them before anything else
sees them. They hold no reference to typedjax internals, so a plugin needs
nothing but this module and `typedjax.plugins.hookimpl`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from typedjax.array import Array
from typedjax.typing import integer, unsignedinteger

__all__ = ("BackendDescription", "PrngDescription")


@dataclass(frozen=True, kw_only=True)
class BackendDescription:
    """A JAX platform a plugin provides, and how to tell whether it can be used here."""

    name: str
    """The backend's name, unique among all plugins (`"cpu"`, `"cuda"`, ...)."""
    platform: str
    """The JAX platform it provides, as `jax.devices(platform)` spells it."""
    priority: int = 0
    """Higher wins when a backend is chosen automatically."""
    jax_versions: str = ""
    """PEP 440 specifiers for the jax versions it works with (`">=0.10.1,<0.11"`); empty: any."""
    probe: Callable[[], str | None]
    """Called on first use: `None` when usable here, otherwise the reason it is not."""


@dataclass(frozen=True, kw_only=True)
class PrngDescription:
    """A pseudo-random number generator implementation, as `jax.extend.random` defines one.

    Key data is an unsigned integer array of shape `key_shape` (plus leading batch
    dimensions where JAX maps over keys). The functions must be traceable: they
    are checked under `jax.eval_shape`, `jax.jit` and `jax.vmap` at registration.
    """

    name: str
    """The name `typedjax.random.key(seed, impl=name)` resolves; unique among all plugins."""
    key_shape: tuple[int, ...]
    """The shape of one key's data, e.g. `(2,)` for threefry2x32."""
    seed: Callable[[Array[integer]], Array[unsignedinteger]]
    """A scalar integer seed to key data of shape `key_shape`."""
    split: Callable[[Array[unsignedinteger], tuple[int, ...]], Array[unsignedinteger]]
    """Key data and a shape to new key data of shape `(*shape, *key_shape)`."""
    fold_in: Callable[[Array[unsignedinteger], Array[integer]], Array[unsignedinteger]]
    """Key data and a scalar integer to new key data of shape `key_shape`."""
    random_bits: Callable[[Array[unsignedinteger], int, tuple[int, ...]], Array[unsignedinteger]]
    """Key data, a bit width (8, 16, 32 or 64) and a shape to unsigned bits of that width."""
    tag: str = ""
    """A short tag JAX prints in key dtypes (`key<tag>`); empty: the name."""
