"""What the plugin layer raises and warns; each error subclasses the builtin a caller would catch.

```
PluginError(Exception)
├── PluginConfigError(PluginError, ValueError)      a bad switch (environment or configure())
├── PluginLoadError(PluginError)                     a plugin could not be loaded
│   ├── PluginVersionError(PluginLoadError)          ...it supports other versions
│   └── PluginConflictError(PluginLoadError)         ...it offers a name another plugin has
├── PluginNotFoundError(PluginError, KeyError)       no backend/PRNG of that name
│   └── PluginUnavailableError(PluginNotFoundError)  ...its plugin failed/is blocked/incompatible
└── BackendUnavailableError(PluginError, RuntimeError)  the backend exists, unusable here
PluginWarning(UserWarning)                           a plugin was skipped, or a backend passed over
```
"""

from __future__ import annotations

from typing import Literal, TypeAlias

__all__ = (
    "BackendUnavailableError",
    "Phase",
    "PluginConfigError",
    "PluginConflictError",
    "PluginError",
    "PluginLoadError",
    "PluginNotFoundError",
    "PluginUnavailableError",
    "PluginVersionError",
    "PluginWarning",
)

Phase: TypeAlias = Literal["metadata", "version", "import", "register", "hook", "validate"]
"""Where loading a plugin failed: reading its metadata, checking its versions, importing it,
registering its hooks, calling a hook, or checking what a hook returned."""


class PluginError(Exception):
    """Base class of every error the plugin layer raises."""

    __module__ = "typedjax.plugins"  # tracebacks name it as users import it


class PluginConfigError(PluginError, ValueError):
    """A plugin switch (an environment variable or a `configure()` argument) is malformed."""

    __module__ = "typedjax.plugins"  # tracebacks name it as users import it


class PluginLoadError(PluginError):
    """A plugin failed to load; raised in strict mode and by an explicit `register()`.

    The original exception, where there is one, is chained as `__cause__`.
    """

    __module__ = "typedjax.plugins"  # tracebacks name it as users import it

    plugin: str
    """The plugin's name (its entry-point name)."""
    distribution: str | None
    """The distribution that installs it; `None` for a plugin given to `register()`."""
    version: str | None
    """The distribution's version; `None` when unknown."""
    phase: Phase
    """Where loading failed."""

    def __init__(
        self,
        message: str,
        *,
        plugin: str,
        distribution: str | None,
        version: str | None,
        phase: Phase,
    ) -> None:
        super().__init__(message)
        self.plugin = plugin
        self.distribution = distribution
        self.version = version
        self.phase = phase


class PluginVersionError(PluginLoadError):
    """A plugin declares a plugin-API or jax version that this installation does not meet."""

    __module__ = "typedjax.plugins"  # tracebacks name it as users import it


class PluginConflictError(PluginLoadError):
    """A plugin offers a plugin, backend or PRNG name that an earlier plugin already offers."""

    __module__ = "typedjax.plugins"  # tracebacks name it as users import it


class PluginNotFoundError(PluginError, KeyError):
    """No backend or PRNG implementation has the name asked for; the message lists the known ones.

    A `KeyError`, so `except KeyError` catches it, but printed as a sentence, not a quoted key.
    """

    __module__ = "typedjax.plugins"  # tracebacks name it as users import it

    def __str__(self) -> str:
        """The message itself (`KeyError` would print its repr)."""
        return str(self.args[0]) if self.args else ""


class PluginUnavailableError(PluginNotFoundError):
    """The name belongs to a plugin that failed, is blocked or is incompatible.

    The original exception, where there is one, is chained as `__cause__`.
    """

    __module__ = "typedjax.plugins"  # tracebacks name it as users import it


class BackendUnavailableError(PluginError, RuntimeError):
    """A backend exists but cannot be used here; the message gives the reason."""

    __module__ = "typedjax.plugins"  # tracebacks name it as users import it


class PluginWarning(UserWarning):
    """A plugin was skipped (the message names it, its distribution, the phase and the cause),
    or an automatically chosen backend fell back to the next one."""
