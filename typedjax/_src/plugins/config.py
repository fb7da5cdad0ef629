"""The plugin switches: names, environment variables, and the settings they make together.

Read when plugins are first used, never at `import typedjax`. `configure()`
arguments override the environment, switch by switch. The variables' names and the
words they accept live in `typedjax._src.environment`, which `python -m typedjax info`
reads to check them without starting the plugin layer.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Final

from typedjax._src.environment import (
    ALLOW_ENV,
    AUTOLOAD_ENV,
    BLOCK_ENV,
    BUILTIN_PLUGINS,
    OFF_WORDS,
    ON_WORDS,
    STRICT_ENV,
)
from typedjax._src.plugins.errors import PluginConfigError

__all__ = (
    "ALLOW_ENV",
    "API_ENTRY_POINT_GROUP",
    "AUTOLOAD_ENV",
    "BLOCK_ENV",
    "BUILTIN_PLUGINS",
    "ENTRY_POINT_GROUP",
    "PLUGIN_API_VERSION",
    "PROJECT",
    "STRICT_ENV",
    "PluginSettings",
    "names_argument",
    "normalize_distribution",
    "settings_from",
)

PROJECT: Final = "typedjax"
"""pluggy's project name: hook names start with `typedjax_`, markers set `typedjax_impl`."""
ENTRY_POINT_GROUP: Final = "typedjax"
"""The entry-point group third-party plugins register in."""
API_ENTRY_POINT_GROUP: Final = "typedjax.api"
"""The entry-point group where a plugin declares the plugin-API version it was written for."""
PLUGIN_API_VERSION: Final = 1
"""The plugin-API version this typedjax provides; a plugin declares it as `"v1"`."""


@dataclass(frozen=True, kw_only=True)
class PluginSettings:
    """The switches in force: from the environment, overridden by `configure()`."""

    autoload: bool = True
    """Whether entry-point plugins are imported at all."""
    block: frozenset[str] = frozenset()
    """Plugin or distribution names that are never imported."""
    allow: frozenset[str] | None = None
    """When not `None`, the only plugin or distribution names that are imported."""
    strict: bool = False
    """Whether a plugin failure raises `PluginLoadError` instead of warning."""


def settings_from(
    environ: Mapping[str, str],
    *,
    autoload: bool | None = None,
    block: frozenset[str] | None = None,
    allow: frozenset[str] | None = None,
    strict: bool | None = None,
) -> PluginSettings:
    """The settings from `environ`, each overridden by the matching argument unless `None`.

    Raises:
        PluginConfigError: an environment variable is malformed, or blocks a built-in plugin.
    """
    settings = PluginSettings(
        autoload=_flag(environ, AUTOLOAD_ENV, default=True) if autoload is None else autoload,
        block=(_names(environ, BLOCK_ENV) or frozenset()) if block is None else block,
        allow=_names(environ, ALLOW_ENV) if allow is None else allow,
        strict=_flag(environ, STRICT_ENV, default=False) if strict is None else strict,
    )
    _check_not_builtin(settings.block, BLOCK_ENV if block is None else "configure(block=...)")
    return settings


def names_argument(value: Iterable[str] | None, argument: str) -> frozenset[str] | None:
    """`value`, an iterable of plugin names, as a set; checks each is a non-empty string.

    Raises:
        PluginConfigError: `value` is a single string, or holds something else than names.
    """
    if value is None:
        return None
    if isinstance(value, str):
        raise PluginConfigError(
            f"configure({argument}=...) got the string {value!r}; expected a list of plugin "
            f"names, such as {argument}=[{value!r}]."
        )
    names: set[str] = set()
    for name in list[object](value):  # callers may pass anything: checked here
        if not isinstance(name, str) or not name.strip():
            raise PluginConfigError(
                f"configure({argument}=...) holds {name!r}; expected non-empty plugin names."
            )
        names.add(name.strip())
    if argument == "block":
        _check_not_builtin(frozenset(names), "configure(block=...)")
    return frozenset(names)


def normalize_distribution(name: str) -> str:
    """A distribution name as PEP 503 compares it: lower case, runs of `-_.` as one `-`."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _flag(environ: Mapping[str, str], variable: str, *, default: bool) -> bool:
    text = environ.get(variable, "").strip().lower()
    if not text:
        return default
    if text in ON_WORDS:
        return True
    if text in OFF_WORDS:
        return False
    raise PluginConfigError(
        f"The environment variable {variable}={environ[variable]!r} is neither on nor off; "
        f"set it to 1 or 0 (also understood: true/false, yes/no, on/off), or unset it."
    )


def _names(environ: Mapping[str, str], variable: str) -> frozenset[str] | None:
    """The comma-separated names in `variable`; `None` when unset or empty."""
    text = environ.get(variable, "")
    names = frozenset(part.strip() for part in text.split(",") if part.strip())
    return names or None


def _check_not_builtin(block: frozenset[str], source: str) -> None:
    builtin = sorted(block & {name for name, _ in BUILTIN_PLUGINS})
    if builtin:
        raise PluginConfigError(
            f"{source} names the built-in plugin(s) {', '.join(map(repr, builtin))}, which "
            "cannot be blocked: they provide JAX's own CPU backend and PRNG implementations. "
            "Remove them from the list."
        )
