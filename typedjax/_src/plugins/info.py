"""What the plugin layer reports about itself: one record per plugin, one status per backend."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeAlias

from typedjax._src.plugins.descriptions import BackendDescription, KernelDescription
from typedjax._src.plugins.errors import Phase

__all__ = ("BackendStatus", "KernelStatus", "PluginInfo", "PluginKind", "PluginStatus")

PluginKind: TypeAlias = Literal["builtin", "third-party", "registered"]
"""Shipped with typedjax; found through the `typedjax` entry-point group; or given to
`register()`."""
PluginStatus: TypeAlias = Literal["loaded", "failed", "incompatible", "blocked", "not loaded"]
"""`not loaded`: known from its metadata only, because nothing has asked for plugins yet."""


@dataclass(frozen=True, kw_only=True)
class PluginInfo:
    """One plugin: where it comes from, what it provides, whether it loaded, and if not, why."""

    name: str
    """The plugin's name: its entry-point name, or the name given to `register()`."""
    distribution: str | None
    """The distribution that installs it; `None` for a plugin given to `register()`."""
    version: str | None
    """The distribution's version; `None` when unknown."""
    kind: PluginKind
    """Built-in, third-party (entry point) or registered by a call."""
    status: PluginStatus
    """Whether it loaded; `failed`, `incompatible` and `blocked` come with a `reason`."""
    hooks: tuple[str, ...] = ()
    """The hooks it implements (known once it is imported)."""
    provides: tuple[str, ...] = ()
    """The backend, PRNG and kernel names it offers (known once its hooks have run)."""
    load_seconds: float | None = None
    """Seconds spent importing it, calling its hooks and checking their results."""
    reason: str | None = None
    """Why it is not loaded; for a loaded plugin `None`, or a note (the same object as another)."""
    phase: Phase | None = None
    """Where loading failed; `None` unless `status` is `failed` or `incompatible`."""
    entry_point: str | None = None
    """The entry point's object reference (`package.module:object`); `None` for others."""
    api_version: str | None = None
    """The plugin-API version it declares (`"v1"`); `None` when it declares none."""
    requires: tuple[str, ...] = ()
    """Its requirements on jax and jaxlib, as its metadata states them (`"jax>=0.10.1"`)."""


@dataclass(frozen=True, kw_only=True)
class BackendStatus:
    """A backend, the plugin that provides it, and whether it can be used here."""

    description: BackendDescription
    """What its plugin says about it."""
    plugin: str
    """The name of the plugin that provides it."""
    usable: bool
    """Whether its probe found it usable here (and its jax requirement holds)."""
    reason: str | None
    """Why it cannot be used; `None` when it can."""


@dataclass(frozen=True, kw_only=True)
class KernelStatus:
    """A kernel, the plugin that provides it, and where its compiled implementation runs."""

    description: KernelDescription
    """What its plugin says about it."""
    plugin: str
    """The name of the plugin that provides it."""
    compiled: tuple[str, ...]
    """The platforms on which its compiled (FFI) implementation runs; sorted."""
    unavailable: tuple[str, ...]
    """Platforms it has a compiled implementation for, but no backend loaded here provides."""
    here: Literal["compiled", "reference"]
    """What runs on JAX's default platform: the compiled implementation or the reference."""
