"""Versioned plugins: support is read from metadata; an incompatible plugin is never imported."""

from __future__ import annotations

import importlib.metadata
import re
import sys
from collections.abc import Callable

import pytest

from typedjax import plugins
from typedjax.plugins import PluginUnavailableError, PluginVersionError, PluginWarning

MakePlugin = Callable[..., str]
Source = Callable[..., str]

JAX = importlib.metadata.version("jax")
JAXLIB = importlib.metadata.version("jaxlib")
TYPEDJAX = importlib.metadata.version("typedjax")
SKIPPED = "typedjax skipped plugin 'old' from distribution 'old-dist' 1.0, phase 'version': "
BLOCK = "or block the plugin with TYPEDJAX_PLUGINS_BLOCK=old."

INCOMPATIBLE: list[tuple[str, str | None, tuple[str, ...], str]] = [
    # (case, api declaration, requirements, reason)
    (
        "declares no plugin-API version",
        None,
        (),
        (
            f"it declares no typedjax plugin-API version; typedjax {TYPEDJAX} provides plugin API "
            'v1. Fix: its pyproject.toml needs `[project.entry-points."typedjax.api"]` with '
            f"`old = \"v1\"` (ask the author of 'old-dist'), {BLOCK}"
        ),
    ),
    (
        "declares a newer plugin API",
        "v2",
        (),
        (
            f"it was written for typedjax plugin API v2, but typedjax {TYPEDJAX} provides plugin "
            "API v1. Fix: upgrade typedjax (pip install --upgrade typedjax) to a release providing "
            f"plugin API v2, or install a release of 'old-dist' written for plugin API v1, {BLOCK}"
        ),
    ),
    (
        "declares an older plugin API",
        "v0",
        (),
        (
            f"it was written for typedjax plugin API v0, but typedjax {TYPEDJAX} provides plugin "
            "API v1. Fix: install a release of 'old-dist' written for plugin API v1 (pip install "
            f"--upgrade old-dist), {BLOCK}"
        ),
    ),
    (
        "declares a malformed plugin API",
        "version1",
        (),
        (
            "it declares the plugin-API version 'version1' in the 'typedjax.api' entry-point "
            "group, "
            f"which is not of the form 'v<number>'; typedjax {TYPEDJAX} provides plugin API v1. "
            "Fix: "
            f'its entry point there should read `old = "v1"`, {BLOCK}'
        ),
    ),
    (
        "needs a newer jax",
        "v1",
        ("jax>=99",),
        (
            f"it supports jax>=99, but jax {JAX} is installed. Fix: install a release of "
            "'old-dist' "
            f"that supports jax {JAX} (pip install --upgrade old-dist), or a jax within >=99 that "
            f"typedjax also supports, {BLOCK}"
        ),
    ),
    (
        "needs an older jaxlib",
        "v1",
        ("jax", "jaxlib<0.5"),
        (
            f"it supports jaxlib<0.5, but jaxlib {JAXLIB} is installed. Fix: install a release of "
            f"'old-dist' that supports jaxlib {JAXLIB} (pip install --upgrade old-dist), or a "
            "jaxlib "
            f"within <0.5 that typedjax also supports, {BLOCK}"
        ),
    ),
    (
        "states an unreadable requirement",
        "v1",
        ("jax~=0.10",),
        (
            "its requirement jax~=0.10 cannot be read: Unsupported clause '~=0.10' in version "
            "specifier '~=0.10': expected comma-separated clauses using >=, <=, <, >, == or !=, "
            "such "
            "as '>=0.10.1,<0.11'. Fix: install a release of 'old-dist' with a valid requirement "
            "on "
            f"jax, {BLOCK}"
        ),
    ),
]


@pytest.mark.parametrize(("api", "requires", "reason"), [c[1:] for c in INCOMPATIBLE],
                         ids=[c[0] for c in INCOMPATIBLE])  # fmt: skip
def test_an_incompatible_plugin_is_not_imported_and_the_warning_names_both_versions(
    make_plugin: MakePlugin,
    backend_plugin: Source,
    api: str | None,
    requires: tuple[str, ...],
    reason: str,
) -> None:
    module = make_plugin("old", backend_plugin("old"), api=api, requires=requires)
    make_plugin("fine", backend_plugin("fine"))
    with pytest.warns(PluginWarning) as caught:
        plugins.backends()
    assert [str(w.message) for w in caught] == [SKIPPED + reason]
    assert module not in sys.modules
    found = next(p for p in plugins.list_plugins() if p.name == "old")
    assert (found.status, found.phase, found.reason) == ("incompatible", "version", reason)
    assert found.api_version == api
    assert "fine" in plugins.backends()
    with pytest.raises(PluginUnavailableError) as raised:
        plugins.backend("old")
    assert str(raised.value).startswith(
        "The backend 'old' is not available: plugin 'old' from distribution 'old-dist' 1.0 is "
        f"incompatible: {reason}"
    )
    assert isinstance(raised.value.__cause__, PluginVersionError)


@pytest.mark.parametrize(
    "requires",
    [
        (f"jax>={JAX}", f"jaxlib=={JAXLIB}"),
        ("jax>=99; extra == 'future'",),  # only with an extra: not judged
        ("numpy>=99",),  # not jax: pip's business, not typedjax's
        (),
    ],
)
def test_a_compatible_plugin_loads(
    make_plugin: MakePlugin, backend_plugin: Source, requires: tuple[str, ...]
) -> None:
    make_plugin("new", backend_plugin("new"), requires=requires)
    assert plugins.backend("new").name == "new"


def test_strict_mode_raises_a_version_error(
    make_plugin: MakePlugin, backend_plugin: Source
) -> None:
    make_plugin("old", backend_plugin("old"), api="v2")
    plugins.configure(strict=True)
    strict = (
        "typedjax could not load plugin 'old' from distribution 'old-dist' 1.0, phase 'version', "
        "and strict mode (TYPEDJAX_PLUGINS_STRICT=1 or configure(strict=True)) makes that an "
        "error instead of a skip: it was written for"
    )
    with pytest.raises(PluginVersionError, match=re.escape(strict)):
        plugins.backends()


def test_a_backend_outside_its_jax_versions_is_unusable(make_plugin: MakePlugin) -> None:
    make_plugin(
        "pinned",
        """
        from typedjax.plugins import BackendDescription, hookimpl

        @hookimpl
        def typedjax_backends():
            return [BackendDescription(name="pinned", platform="cpu", jax_versions=">=99",
                                       priority=10, probe=lambda: None)]
        """,
    )
    status = plugins.backends()["pinned"]
    assert not status.usable
    assert status.reason == f"it supports jax>=99, but jax {JAX} is installed"
