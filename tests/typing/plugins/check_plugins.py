"""Static types of `typedjax.plugins`: checked by mypy, pyright and pytype, never run.

Every result is precise (never `Any`): the hook descriptions, the marker, the query
functions, the records and the errors.
"""

from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import assert_type

import typedjax
from typedjax import Array, plugins
from typedjax.plugins import (
    ALLOW_ENV,
    API_ENTRY_POINT_GROUP,
    AUTOLOAD_ENV,
    BLOCK_ENV,
    ENTRY_POINT_GROUP,
    PLUGIN_API_VERSION,
    STRICT_ENV,
    BackendDescription,
    BackendStatus,
    BackendUnavailableError,
    HookimplMarker,
    Phase,
    PluginConfigError,
    PluginConflictError,
    PluginError,
    PluginInfo,
    PluginKind,
    PluginLoadError,
    PluginNotFoundError,
    PluginSettings,
    PluginStatus,
    PluginUnavailableError,
    PluginVersionError,
    PluginWarning,
    PrngDescription,
    hookimpl,
)
from typedjax.typing import integer, unsignedinteger


def probe() -> str | None:
    return None


@hookimpl
def typedjax_backends() -> Sequence[BackendDescription]:
    return [BackendDescription(name="mine", platform="cpu", priority=1, probe=probe)]


@hookimpl
def typedjax_prng_impls() -> list[PrngDescription]:
    return []


class MethodPlugin:
    @hookimpl
    def typedjax_backends(self) -> tuple[BackendDescription, ...]:
        return ()


def check_marker(plugin: MethodPlugin) -> None:
    assert_type(hookimpl, HookimplMarker)
    # The marker returns the function unchanged, with its own type.
    assert_type(typedjax_backends, Callable[[], Sequence[BackendDescription]])
    assert_type(typedjax_backends(), Sequence[BackendDescription])
    assert_type(typedjax_prng_impls(), list[PrngDescription])
    assert_type(plugin.typedjax_backends(), tuple[BackendDescription, ...])


def check_backend_description(d: BackendDescription) -> None:
    assert_type(d.name, str)
    assert_type(d.platform, str)
    assert_type(d.priority, int)
    assert_type(d.jax_versions, str)
    assert_type(d.probe, Callable[[], str | None])
    assert_type(d.probe(), str | None)
    made = BackendDescription(name="n", platform="cuda", probe=lambda: "no GPU")
    assert_type(made, BackendDescription)


def check_prng_description(
    d: PrngDescription, key: Array[unsignedinteger], seed: Array[integer]
) -> None:
    assert_type(d.name, str)
    assert_type(d.key_shape, tuple[int, ...])
    assert_type(d.tag, str)
    assert_type(d.seed(seed), Array[unsignedinteger])
    assert_type(d.split(key, (2,)), Array[unsignedinteger])
    assert_type(d.fold_in(key, seed), Array[unsignedinteger])
    assert_type(d.random_bits(key, 32, (3,)), Array[unsignedinteger])


def check_queries(module: ModuleType) -> None:
    assert_type(plugins.prng_impls(), Mapping[str, PrngDescription])
    assert_type(plugins.prng_impl("threefry2x32"), PrngDescription)
    assert_type(plugins.backends(), Mapping[str, BackendStatus])
    assert_type(typedjax.backends(), Mapping[str, BackendStatus])
    assert_type(plugins.backend("cpu"), BackendDescription)
    assert_type(plugins.choose_backend(), BackendDescription)
    assert_type(plugins.list_plugins(), tuple[PluginInfo, ...])
    assert_type(plugins.list_plugins(load=False), tuple[PluginInfo, ...])
    assert_type(plugins.settings(), PluginSettings)
    assert_type(plugins.register(module), None)
    assert_type(plugins.register(MethodPlugin(), name="by-hand"), None)
    assert_type(plugins.configure(autoload=False, block=["a"], allow=("b",), strict=True), None)
    assert_type(plugins.configure(), None)
    assert_type(plugins.reset(), None)


def check_records(info: PluginInfo, status: BackendStatus, settings: PluginSettings) -> None:
    # pytype reads the `X | None` and frozenset fields of these dataclasses as Any (so it
    # reports nothing wrong, but cannot confirm them either); mypy and pyright check them.
    # pytype: disable=assert-type
    assert_type(info.name, str)
    assert_type(info.distribution, str | None)
    assert_type(info.version, str | None)
    assert_type(info.kind, PluginKind)
    assert_type(info.status, PluginStatus)
    assert_type(info.hooks, tuple[str, ...])
    assert_type(info.provides, tuple[str, ...])
    assert_type(info.load_seconds, float | None)
    assert_type(info.reason, str | None)
    assert_type(info.phase, Phase | None)
    assert_type(info.entry_point, str | None)
    assert_type(info.api_version, str | None)
    assert_type(info.requires, tuple[str, ...])
    assert_type(status.description, BackendDescription)
    assert_type(status.plugin, str)
    assert_type(status.usable, bool)
    assert_type(status.reason, str | None)
    assert_type(settings.autoload, bool)
    assert_type(settings.block, frozenset[str])
    assert_type(settings.allow, frozenset[str] | None)
    assert_type(settings.strict, bool)
    # pytype: enable=assert-type
    loaded: PluginStatus = "loaded"
    builtin: PluginKind = "builtin"
    hook: Phase = "hook"
    del loaded, builtin, hook


def check_errors(error: PluginLoadError) -> None:
    assert_type(error.plugin, str)
    assert_type(error.distribution, str | None)  # pytype: disable=assert-type  # Any to pytype
    assert_type(error.version, str | None)  # pytype: disable=assert-type  # Any to pytype
    assert_type(error.phase, Phase)
    caught: tuple[type[Exception], ...] = (
        PluginError,
        PluginConfigError,
        PluginConflictError,
        PluginVersionError,
        PluginUnavailableError,
    )
    del caught
    as_key_error: KeyError = PluginNotFoundError("no such name")
    as_value_error: ValueError = PluginConfigError("bad switch")
    as_runtime_error: RuntimeError = BackendUnavailableError("no driver")
    as_warning: UserWarning = PluginWarning("skipped")
    del as_key_error, as_value_error, as_runtime_error, as_warning


def check_constants() -> None:
    names: tuple[str, ...] = (
        ALLOW_ENV,
        API_ENTRY_POINT_GROUP,
        AUTOLOAD_ENV,
        BLOCK_ENV,
        ENTRY_POINT_GROUP,
        STRICT_ENV,
    )
    version: int = PLUGIN_API_VERSION
    del names, version
