"""The typed public functions of `typedjax.plugins`.

Each imports the plugin manager when called, not when this module is imported:
`import typedjax` imports this module, and must import neither pluggy nor any
plugin nor read any entry point.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, TypeVar, cast

import jax

from typedjax._src.plugins.config import PluginSettings
from typedjax._src.plugins.descriptions import BackendDescription, PrngDescription
from typedjax._src.plugins.info import BackendStatus, KernelStatus, PluginInfo
from typedjax.array import Array
from typedjax.typing import DTypeLike, generic

if TYPE_CHECKING:
    from typedjax._src.plugins.kernels import Kernel

__all__ = (
    "backend",
    "backends",
    "choose_backend",
    "configure",
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

_GenericT = TypeVar("_GenericT", bound=generic)


def prng_impls() -> Mapping[str, PrngDescription]:
    """Every PRNG implementation that loaded, built-in or from a plugin, by name (sorted).

    The first call discovers the plugins (once, in whichever thread gets there first);
    a plugin that fails is skipped with a `PluginWarning`.
    """
    from typedjax._src.plugins import manager as _manager

    return _manager.prng_impls()


def prng_impl(name: str, /) -> PrngDescription:
    """The PRNG implementation registered as `name`.

    Raises:
        PluginNotFoundError: no plugin offers `name`; the message lists the names that exist.
        PluginUnavailableError: `name` belongs to a plugin that failed, is blocked or is
            incompatible; the plugin's own error is chained as `__cause__`.
    """
    from typedjax._src.plugins import manager as _manager

    return _manager.prng_impl(name)


def backends() -> Mapping[str, BackendStatus]:
    """Every backend that loaded, with whether it is usable here; highest priority first.

    Probing a backend (asking JAX for its devices) happens on the first call; the
    answers are kept.
    """
    from typedjax._src.plugins import manager as _manager

    return _manager.backends()


def backend(name: str, /) -> BackendDescription:
    """The backend `name`, asked for explicitly: no fall-back.

    Raises:
        PluginNotFoundError: no plugin offers `name`; the message lists the backends.
        PluginUnavailableError: `name` belongs to a plugin that failed or is blocked.
        BackendUnavailableError: the backend exists but cannot be used here; the message
            gives the reason, and the probe's exception, if any, is chained.
    """
    from typedjax._src.plugins import manager as _manager

    return _manager.backend(name)


def choose_backend() -> BackendDescription:
    """The usable backend of highest priority (then name), chosen automatically.

    Each backend of higher priority that cannot be used is passed over with a
    `PluginWarning` that gives its reason.

    Raises:
        BackendUnavailableError: no backend can be used; the message gives each reason.
    """
    from typedjax._src.plugins import manager as _manager

    return _manager.choose_backend()


def kernels() -> Mapping[str, KernelStatus]:
    """Every kernel that loaded, by name (sorted): which platforms run it compiled, and what runs here.

    The first call discovers the plugins; a plugin that fails (a library that cannot be
    loaded, a description that breaks a rule) is skipped with a `PluginWarning`.
    """
    from typedjax._src.plugins import manager as _manager

    return _manager.kernels()


def kernel(name: str, /) -> Kernel:
    """The kernel registered as `name`, ready to call: `kernel(name)(*operands, **attributes)`.

    Raises:
        PluginNotFoundError: no plugin offers `name`; the message lists the kernels.
        PluginUnavailableError: `name` belongs to a plugin that failed, is blocked or is
            incompatible; the plugin's own error is chained as `__cause__`.
    """
    from typedjax._src.plugins import manager as _manager

    return _manager.kernel(name)


def typed_like(result: jax.Array, like: Array[_GenericT], /) -> Array[_GenericT]:
    """`result` itself, typed like `like` once its dtype is checked to be `like`'s.

    For the typed face of a kernel: `(y,) = kernel(...)(x, ...)`, then
    `return typed_like(y, x)`. Checked at trace time under `jit`; nothing is copied.

    Raises:
        DTypeError: the dtypes differ.
    """
    from typedjax._src.errors import DTypeError

    if result.dtype != like.dtype:
        raise DTypeError(
            f"typed_like: the result has dtype {result.dtype}, but the array it is typed like "
            f"has {like.dtype}; a kernel whose result dtype differs from its operand's needs "
            "typedjax.as_array(result, <dtype class>) instead."
        )
    return cast("Array[_GenericT]", result)  # the dtype was checked above


# JAX leaves the constructor unannotated; this is how it is called here.
_struct: Callable[[tuple[int, ...], DTypeLike], jax.ShapeDtypeStruct] = jax.ShapeDtypeStruct


def shape_dtype(shape: Sequence[int], dtype: DTypeLike, /) -> jax.ShapeDtypeStruct:
    """`jax.ShapeDtypeStruct(shape, dtype)`, typed: what a kernel's `abstract_eval` returns."""
    return _struct(tuple(shape), dtype)


def list_plugins(*, load: bool = True) -> tuple[PluginInfo, ...]:
    """Every plugin, built-in and third-party: where it comes from, its status, and why.

    With `load=False` nothing is imported: if plugins have not been used yet, the
    answer comes from metadata and switches alone (status `not loaded`, `blocked`
    or `incompatible`).
    """
    from typedjax._src.plugins import manager as _manager

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
    from typedjax._src.plugins import manager as _manager

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
    from typedjax._src.plugins import manager as _manager

    _manager.configure(autoload=autoload, block=block, allow=allow, strict=strict)


def reset() -> None:
    """Forget every loaded plugin, switch set by `configure()` and stored error (for tests).

    Modules already imported stay imported; the next use discovers plugins afresh.
    """
    from typedjax._src.plugins import manager as _manager

    _manager.reset()


def settings() -> PluginSettings:
    """The switches in force: the environment, overridden by `configure()`.

    Raises:
        PluginConfigError: an environment variable is malformed.
    """
    from typedjax._src.plugins import manager as _manager

    return _manager.settings()
