"""The typed public functions of `typedjax.plugins`.

Each imports the plugin manager when called, not when this module is imported:
`import typedjax` imports this module, and must import neither pluggy nor any
plugin nor read any entry point.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from typedjax.plugins._config import PluginSettings
from typedjax.plugins._descriptions import BackendDescription, PrngDescription
from typedjax.plugins._info import BackendStatus, PluginInfo

__all__ = (
    "backend",
    "backends",
    "choose_backend",
    "configure",
    "list_plugins",
    "prng_impl",
    "prng_impls",
    "register",
    "reset",
    "settings",
)


def prng_impls() -> Mapping[str, PrngDescription]:
    """Every PRNG implementation that loaded, built-in or from a plugin, by name (sorted).

    The first call discovers the plugins (once, in whichever thread gets there first);
    a plugin that fails is skipped with a `PluginWarning`.
    """
    from typedjax.plugins import _manager

    return _manager.prng_impls()


def prng_impl(name: str, /) -> PrngDescription:
    """The PRNG implementation registered as `name`.

    Raises:
        PluginNotFoundError: no plugin offers `name`; the message lists the names that exist.
        PluginUnavailableError: `name` belongs to a plugin that failed, is blocked or is
            incompatible; the plugin's own error is chained as `__cause__`.
    """
    from typedjax.plugins import _manager

    return _manager.prng_impl(name)


def backends() -> Mapping[str, BackendStatus]:
    """Every backend that loaded, with whether it is usable here; highest priority first.

    Probing a backend (asking JAX for its devices) happens on the first call; the
    answers are kept.
    """
    from typedjax.plugins import _manager

    return _manager.backends()


def backend(name: str, /) -> BackendDescription:
    """The backend `name`, asked for explicitly: no fall-back.

    Raises:
        PluginNotFoundError: no plugin offers `name`; the message lists the backends.
        PluginUnavailableError: `name` belongs to a plugin that failed or is blocked.
        BackendUnavailableError: the backend exists but cannot be used here; the message
            gives the reason, and the probe's exception, if any, is chained.
    """
    from typedjax.plugins import _manager

    return _manager.backend(name)


def choose_backend() -> BackendDescription:
    """The usable backend of highest priority (then name), chosen automatically.

    Each backend of higher priority that cannot be used is passed over with a
    `PluginWarning` that gives its reason.

    Raises:
        BackendUnavailableError: no backend can be used; the message gives each reason.
    """
    from typedjax.plugins import _manager

    return _manager.choose_backend()


def list_plugins(*, load: bool = True) -> tuple[PluginInfo, ...]:
    """Every plugin, built-in and third-party: where it comes from, its status, and why.

    With `load=False` nothing is imported: if plugins have not been used yet, the
    answer comes from metadata and switches alone (status `not loaded`, `blocked`
    or `incompatible`).
    """
    from typedjax.plugins import _manager

    return _manager.list_plugins(load=load)


def register(plugin: object, /, *, name: str | None = None) -> None:
    """Load `plugin`, a module or object with `@hookimpl` functions, as the plugin `name`.

    The default name is `plugin.__name__`. Registering the identical object again
    does nothing. A plugin may call this while it is imported; if it then fails,
    what it registered is taken back with it.

    Raises:
        PluginLoadError: the plugin failed (the cause is chained); nothing of it is kept.
        PluginConflictError: it offers a name another plugin already offers.
    """
    from typedjax.plugins import _manager

    _manager.register(plugin, name=name)


def configure(
    *,
    autoload: bool | None = None,
    block: Iterable[str] | None = None,
    allow: Iterable[str] | None = None,
    strict: bool | None = None,
) -> None:
    """Set the plugin switches in code, before the first use; each overrides its variable.

    `None` (the default) leaves a switch to its environment variable. See
    `typedjax.plugins` for the meaning of each switch.

    Raises:
        PluginConfigError: plugins were already used (call `reset()` first, in tests), an
            argument has the wrong type, or `block` names a built-in plugin.
    """
    from typedjax.plugins import _manager

    _manager.configure(autoload=autoload, block=block, allow=allow, strict=strict)


def reset() -> None:
    """Forget every loaded plugin, switch set by `configure()` and stored error (for tests).

    Modules already imported stay imported; the next use discovers plugins afresh.
    """
    from typedjax.plugins import _manager

    _manager.reset()


def settings() -> PluginSettings:
    """The switches in force: the environment, overridden by `configure()`.

    Raises:
        PluginConfigError: an environment variable is malformed.
    """
    from typedjax.plugins import _manager

    return _manager.settings()
