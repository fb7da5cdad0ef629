"""Plugins for typedjax: backends, PRNG implementations and kernels, loaded lazily and in isolation.

The guide for plugin authors is docs/writing-plugins.md in the repository; the
fields of the descriptions are in `help(PrngDescription)` and
`help(BackendDescription)`.

## Writing a plugin

A plugin is a module (or object) with functions marked `@hookimpl`, named after
the hooks, each returning a sequence of frozen descriptions:

```python
from collections.abc import Sequence
from typedjax.plugins import PrngDescription, hookimpl

@hookimpl
def typedjax_prng_impls() -> Sequence[PrngDescription]:
    return [PrngDescription(name="philox4x32", key_shape=(4,), seed=..., split=...,
                            fold_in=..., random_bits=...)]
```

The hooks are `typedjax_backends() -> Sequence[BackendDescription]`,
`typedjax_prng_impls() -> Sequence[PrngDescription]` and
`typedjax_kernels() -> Sequence[KernelDescription]` (compiled kernels with a JAX
reference: `kernel(name)` calls one, `kernels()` lists where each runs compiled). A distribution publishes it
in its `pyproject.toml`, in the `typedjax` entry-point group, and declares there the
plugin-API version it was written for, in the `typedjax.api` group under the same
name (this typedjax provides `v1`, see `PLUGIN_API_VERSION`); the jax versions it
supports are its ordinary dependencies:

```toml
[project]
dependencies = ["typedjax", "jax>=0.10.2,<0.13"]

[project.entry-points.typedjax]
philox = "typedjax_philox.plugin"

[project.entry-points."typedjax.api"]
philox = "v1"
```

All three are read from the installed distribution's metadata, without
importing the plugin: a plugin that declares another plugin-API version, none at
all, or jax/jaxlib requirements the installed versions break, is `incompatible`
and never imported; the warning names both versions and the fix.

## What typedjax does with plugins

- Nothing at `import typedjax`. The first call that needs plugins (here, or in
  `typedjax.random`) discovers them, once, also when threads race to it.
- Built-in plugins load first (`typedjax-backends`: JAX's CPU platform and the
  GPU/TPU platforms JAX has a plugin for; `typedjax-prng`: JAX's own PRNG
  implementations), then entry-point plugins ordered by name, distribution and
  version, so no hash seed changes the order. Backends are ranked by priority,
  then name; PRNG implementations are listed by name.
- A plugin that cannot be imported, whose dependency is missing, that raises
  (any `Exception`, or `SystemExit`) when imported or in a hook, returns the wrong
  type or a description that fails its checks, or offers a name an earlier
  plugin offers, is skipped with a `PluginWarning` naming it, its distribution and
  version, the phase and the cause; whatever it registered is taken back, and
  the other plugins load. `KeyboardInterrupt` propagates. Asking for one of its
  names raises `PluginUnavailableError` with its error chained.
- `python -m typedjax plugins [--load] [--json]` lists every plugin and why.

## Switches

Environment variables, read on first use; `configure()` sets the same in code and
wins over them:

- `TYPEDJAX_PLUGINS_AUTOLOAD=0`: import no entry-point plugin (`register()` still works).
- `TYPEDJAX_PLUGINS_BLOCK=a,b`: never import these plugins (by plugin or distribution name).
- `TYPEDJAX_PLUGINS_ALLOW=a,b`: import only these entry-point plugins.
- `TYPEDJAX_PLUGINS_STRICT=1`: every failure raises `PluginLoadError` (for CI).

Built-in plugins always load and cannot be blocked: they are part of typedjax, run
no third-party code, and provide JAX's own backends and PRNG implementations that
the rest of typedjax relies on.
"""

from typedjax._src.plugins.api import backend as backend
from typedjax._src.plugins.api import backends as backends
from typedjax._src.plugins.api import choose_backend as choose_backend
from typedjax._src.plugins.api import configure as configure
from typedjax._src.plugins.api import kernel as kernel
from typedjax._src.plugins.api import kernels as kernels
from typedjax._src.plugins.api import list_plugins as list_plugins
from typedjax._src.plugins.api import prng_impl as prng_impl
from typedjax._src.plugins.api import prng_impls as prng_impls
from typedjax._src.plugins.api import register as register
from typedjax._src.plugins.api import reset as reset
from typedjax._src.plugins.api import settings as settings
from typedjax._src.plugins.api import shape_dtype as shape_dtype
from typedjax._src.plugins.api import typed_like as typed_like
from typedjax._src.plugins.config import ALLOW_ENV as ALLOW_ENV
from typedjax._src.plugins.config import API_ENTRY_POINT_GROUP as API_ENTRY_POINT_GROUP
from typedjax._src.plugins.config import AUTOLOAD_ENV as AUTOLOAD_ENV
from typedjax._src.plugins.config import BLOCK_ENV as BLOCK_ENV
from typedjax._src.plugins.config import ENTRY_POINT_GROUP as ENTRY_POINT_GROUP
from typedjax._src.plugins.config import PLUGIN_API_VERSION as PLUGIN_API_VERSION
from typedjax._src.plugins.config import STRICT_ENV as STRICT_ENV
from typedjax._src.plugins.config import PluginSettings as PluginSettings
from typedjax._src.plugins.descriptions import AttributeValue as AttributeValue
from typedjax._src.plugins.descriptions import BackendDescription as BackendDescription
from typedjax._src.plugins.descriptions import Batching as Batching
from typedjax._src.plugins.descriptions import FfiTarget as FfiTarget
from typedjax._src.plugins.descriptions import KernelDescription as KernelDescription
from typedjax._src.plugins.descriptions import KernelVjp as KernelVjp
from typedjax._src.plugins.descriptions import PrngDescription as PrngDescription
from typedjax._src.plugins.errors import BackendUnavailableError as BackendUnavailableError
from typedjax._src.plugins.errors import Phase as Phase
from typedjax._src.plugins.errors import PluginConfigError as PluginConfigError
from typedjax._src.plugins.errors import PluginConflictError as PluginConflictError
from typedjax._src.plugins.errors import PluginError as PluginError
from typedjax._src.plugins.errors import PluginLoadError as PluginLoadError
from typedjax._src.plugins.errors import PluginNotFoundError as PluginNotFoundError
from typedjax._src.plugins.errors import PluginUnavailableError as PluginUnavailableError
from typedjax._src.plugins.errors import PluginVersionError as PluginVersionError
from typedjax._src.plugins.errors import PluginWarning as PluginWarning
from typedjax._src.plugins.info import BackendStatus as BackendStatus
from typedjax._src.plugins.info import KernelStatus as KernelStatus
from typedjax._src.plugins.info import PluginInfo as PluginInfo
from typedjax._src.plugins.info import PluginKind as PluginKind
from typedjax._src.plugins.info import PluginStatus as PluginStatus
from typedjax._src.plugins.kernels import Kernel as Kernel
from typedjax._src.plugins.marker import HookimplMarker as HookimplMarker
from typedjax._src.plugins.marker import hookimpl as hookimpl

__all__ = (
    "ALLOW_ENV",
    "API_ENTRY_POINT_GROUP",
    "AUTOLOAD_ENV",
    "BLOCK_ENV",
    "ENTRY_POINT_GROUP",
    "PLUGIN_API_VERSION",
    "STRICT_ENV",
    "AttributeValue",
    "BackendDescription",
    "BackendStatus",
    "BackendUnavailableError",
    "Batching",
    "FfiTarget",
    "HookimplMarker",
    "Kernel",
    "KernelDescription",
    "KernelStatus",
    "KernelVjp",
    "Phase",
    "PluginConfigError",
    "PluginConflictError",
    "PluginError",
    "PluginInfo",
    "PluginKind",
    "PluginLoadError",
    "PluginNotFoundError",
    "PluginSettings",
    "PluginStatus",
    "PluginUnavailableError",
    "PluginVersionError",
    "PluginWarning",
    "PrngDescription",
    "backend",
    "backends",
    "choose_backend",
    "configure",
    "hookimpl",
    "kernel",
    "kernels",
    "list_plugins",
    "prng_impl",
    "prng_impls",
    "register",
    "reset",
    "settings",
    "shape_dtype",
    "typed_like",
)
