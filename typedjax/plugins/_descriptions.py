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
    """A JAX platform a plugin provides, and how to tell whether it can be used here.

    Fields (all keyword-only):

    name
        The backend's name, unique among all plugins (`"cpu"`, `"cuda"`, ...).
    platform
        The JAX platform it provides, as `jax.devices(platform)` spells it.
    priority
        Higher wins when `typedjax.plugins.choose_backend()` picks one; default 0
        (the built-in CPU backend has 0).
    jax_versions
        PEP 440 specifiers for the jax versions it works with (`">=0.10.1,<0.11"`);
        empty (the default): any. Outside them the backend is listed as not usable.
    probe
        Called once, on first use, with no argument: `None` when the backend is
        usable here, otherwise a sentence saying why not (shown by
        `python -m typedjax info` and in `BackendUnavailableError`). An exception
        it raises counts as "not usable", with the exception as the reason.
    """

    name: str
    platform: str
    priority: int = 0
    jax_versions: str = ""
    probe: Callable[[], str | None]


@dataclass(frozen=True, kw_only=True)
class PrngDescription:
    """A pseudo-random number generator implementation, as `jax.extend.random` defines one.

    Key data is always **uint32** (not any unsigned type): one key's data is a
    uint32 array of shape `key_shape`. Each function receives **one key**, never a
    batch: JAX maps it over batches of keys with `jax.vmap`, so the functions must
    be traceable and vmappable (written with `jax.numpy`/`jax.lax`, no Python
    branching on values). At registration each function is traced with
    `jax.eval_shape`, and so are its `jax.jit` and `jax.vmap` forms; a broken rule
    skips the plugin with a `PluginWarning` that names the rule.

    Fields (all keyword-only):

    name
        The name `typedjax.random.key(seed, impl=name)` resolves; unique among all
        plugins.
    key_shape
        The shape of one key's data, a non-empty tuple of positive ints, e.g. `(2,)`
        for threefry2x32.
    seed
        `seed(s)`: a scalar integer array (int32, or int64 with `jax_enable_x64`)
        to uint32 key data of shape `key_shape`.
    split
        `split(key, shape)`: one key's data and a tuple of ints to uint32 key data
        of shape `(*shape, *key_shape)`.
    fold_in
        `fold_in(key, data)`: one key's data and a scalar uint32 array to uint32
        key data of shape `key_shape`.
    random_bits
        `random_bits(key, bit_width, shape)`: one key's data, a bit width (8, 16,
        32 or 64) and a tuple of ints to an array of shape `shape` and dtype
        `uint<bit_width>`. With `jax_enable_x64` off JAX stores 64-bit integers
        as 32-bit ones, so for `bit_width=64` return **uint32** there (JAX
        narrows a uint64 request itself: build the result with
        `jnp.uint64`/`astype` and it comes out as uint32); with x64 on, uint64.
    tag
        A short tag JAX prints in key dtypes (`key<tag>`); empty (the default):
        the name.

    The functions are annotated with typedjax's array types. Results built with
    `jax.numpy` are plain `jax.Array` to a checker; give them their dtype with
    `typedjax.as_array(result, uint32)`, which checks it (at trace time under
    `jit`) and returns the same object, typed `Array[uint32]`.
    """

    name: str
    key_shape: tuple[int, ...]
    seed: Callable[[Array[integer]], Array[unsignedinteger]]
    split: Callable[[Array[unsignedinteger], tuple[int, ...]], Array[unsignedinteger]]
    fold_in: Callable[[Array[unsignedinteger], Array[integer]], Array[unsignedinteger]]
    random_bits: Callable[[Array[unsignedinteger], int, tuple[int, ...]], Array[unsignedinteger]]
    tag: str = ""
