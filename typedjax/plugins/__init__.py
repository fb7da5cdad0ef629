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

from typedjax.plugins._api import backend as backend
from typedjax.plugins._api import backends as backends
from typedjax.plugins._api import choose_backend as choose_backend
from typedjax.plugins._api import configure as configure
from typedjax.plugins._api import kernel as kernel
from typedjax.plugins._api import kernels as kernels
from typedjax.plugins._api import list_plugins as list_plugins
from typedjax.plugins._api import prng_impl as prng_impl
from typedjax.plugins._api import prng_impls as prng_impls
from typedjax.plugins._api import register as register
from typedjax.plugins._api import reset as reset
from typedjax.plugins._api import settings as settings
from typedjax.plugins._api import shape_dtype as shape_dtype
from typedjax.plugins._api import typed_like as typed_like
from typedjax.plugins._config import ALLOW_ENV as ALLOW_ENV
from typedjax.plugins._config import API_ENTRY_POINT_GROUP as API_ENTRY_POINT_GROUP
from typedjax.plugins._config import AUTOLOAD_ENV as AUTOLOAD_ENV
from typedjax.plugins._config import BLOCK_ENV as BLOCK_ENV
from typedjax.plugins._config import ENTRY_POINT_GROUP as ENTRY_POINT_GROUP
from typedjax.plugins._config import PLUGIN_API_VERSION as PLUGIN_API_VERSION
from typedjax.plugins._config import STRICT_ENV as STRICT_ENV
from typedjax.plugins._config import PluginSettings as PluginSettings
from typedjax.plugins._descriptions import AttributeValue as AttributeValue
from typedjax.plugins._descriptions import BackendDescription as BackendDescription
from typedjax.plugins._descriptions import Batching as Batching
from typedjax.plugins._descriptions import FfiTarget as FfiTarget
from typedjax.plugins._descriptions import KernelDescription as KernelDescription
from typedjax.plugins._descriptions import KernelVjp as KernelVjp
from typedjax.plugins._descriptions import PrngDescription as PrngDescription
from typedjax.plugins._errors import BackendUnavailableError as BackendUnavailableError
from typedjax.plugins._errors import Phase as Phase
from typedjax.plugins._errors import PluginConfigError as PluginConfigError
from typedjax.plugins._errors import PluginConflictError as PluginConflictError
from typedjax.plugins._errors import PluginError as PluginError
from typedjax.plugins._errors import PluginLoadError as PluginLoadError
from typedjax.plugins._errors import PluginNotFoundError as PluginNotFoundError
from typedjax.plugins._errors import PluginUnavailableError as PluginUnavailableError
from typedjax.plugins._errors import PluginVersionError as PluginVersionError
from typedjax.plugins._errors import PluginWarning as PluginWarning
from typedjax.plugins._info import BackendStatus as BackendStatus
from typedjax.plugins._info import KernelStatus as KernelStatus
from typedjax.plugins._info import PluginInfo as PluginInfo
from typedjax.plugins._info import PluginKind as PluginKind
from typedjax.plugins._info import PluginStatus as PluginStatus
from typedjax.plugins._kernels import Kernel as Kernel
from typedjax.plugins._marker import HookimplMarker as HookimplMarker
from typedjax.plugins._marker import hookimpl as hookimpl

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
