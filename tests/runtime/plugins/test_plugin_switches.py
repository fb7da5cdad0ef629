"""Controlled loading: autoload off, block-list, allow-list, strict; by environment and by code."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from typing import cast

import pytest

from typedjax import plugins, random
from typedjax.plugins import (
    PluginConfigError,
    PluginNotFoundError,
    PluginSettings,
    PluginUnavailableError,
    PluginWarning,
)

MakePlugin = Callable[..., str]
Source = Callable[..., str]

AUTOLOAD_OFF = (
    "autoload is off (TYPEDJAX_PLUGINS_AUTOLOAD=0 or configure(autoload=False)); "
    "entry-point plugins are not imported"
)
BLOCKED = "blocked (TYPEDJAX_PLUGINS_BLOCK or configure(block=...) names it)"
NOT_ALLOWED = "not allowed (TYPEDJAX_PLUGINS_ALLOW or configure(allow=...) does not name it)"


def statuses() -> dict[str, tuple[str, str | None]]:
    return {p.name: (p.status, p.reason) for p in plugins.list_plugins() if p.kind != "builtin"}


@pytest.mark.parametrize("by", ["environment", "configure"])
def test_autoload_off_imports_no_entry_point_plugin(
    make_plugin: MakePlugin, backend_plugin: Source, monkeypatch: pytest.MonkeyPatch, by: str
) -> None:
    module = make_plugin("one", backend_plugin("one"))
    if by == "environment":
        monkeypatch.setenv(plugins.AUTOLOAD_ENV, "0")
    else:
        plugins.configure(autoload=False)
    assert list(plugins.backends()) == ["cpu"]  # built-ins still load
    assert module not in sys.modules
    assert statuses() == {"one": ("blocked", AUTOLOAD_OFF)}
    plugins.register(__import__(module), name="one-by-hand")  # what autoload-off leaves open
    assert "one" in plugins.backends()


@pytest.mark.parametrize(
    ("variable", "value", "expected"),
    [
        ("block", "one", {"one": ("blocked", BLOCKED), "two": ("loaded", None)}),
        ("block", " One_Dist ,x", {"one": ("blocked", BLOCKED), "two": ("loaded", None)}),
        ("allow", "two", {"one": ("blocked", NOT_ALLOWED), "two": ("loaded", None)}),
        ("allow", "two-dist", {"one": ("blocked", NOT_ALLOWED), "two": ("loaded", None)}),
    ],
)
@pytest.mark.parametrize("by", ["environment", "configure"])
def test_blocked_and_not_allowed_plugins_are_never_imported(
    make_plugin: MakePlugin,
    backend_plugin: Source,
    monkeypatch: pytest.MonkeyPatch,
    variable: str,
    value: str,
    expected: dict[str, tuple[str, str | None]],
    by: str,
) -> None:
    modules = {
        "one": make_plugin("one", backend_plugin("one")),
        "two": make_plugin("two", backend_plugin("two")),
    }
    if by == "environment":
        env = plugins.BLOCK_ENV if variable == "block" else plugins.ALLOW_ENV
        monkeypatch.setenv(env, value)
    else:
        names = [part.strip() for part in value.split(",")]
        if variable == "block":
            plugins.configure(block=names)
        else:
            plugins.configure(allow=names)
    assert statuses() == expected
    for name, (status, _) in expected.items():
        assert (modules[name] in sys.modules) == (status == "loaded")
        assert (name in plugins.backends()) == (status == "loaded")


def test_asking_for_a_blocked_plugins_name_says_it_is_blocked(
    make_plugin: MakePlugin, backend_plugin: Source
) -> None:
    make_plugin("one", backend_plugin("one"))
    plugins.configure(block=["one"])
    with pytest.raises(PluginUnavailableError) as raised:
        plugins.backend("one")
    assert str(raised.value) == (
        "The backend 'one' is not available: plugin 'one' from distribution 'one-dist' 1.0 is "
        f"blocked: {BLOCKED}\nAvailable: 'cpu'."
    )
    assert raised.value.__cause__ is None


@pytest.mark.parametrize(
    ("switch", "value", "reason"),
    [
        ("AUTOLOAD_ENV", "0", AUTOLOAD_OFF),
        ("BLOCK_ENV", "philox", BLOCKED),
        ("ALLOW_ENV", "other", NOT_ALLOWED),
    ],
)
def test_a_name_no_loaded_plugin_offers_names_the_hidden_plugins_and_their_switch(
    make_plugin: MakePlugin,
    backend_plugin: Source,
    monkeypatch: pytest.MonkeyPatch,
    switch: str,
    value: str,
    reason: str,
) -> None:
    make_plugin("philox", backend_plugin("philox-backend"))
    monkeypatch.setenv(getattr(plugins, switch), value)
    with pytest.raises(PluginNotFoundError) as raised:
        plugins.prng_impl("philox4x32")
    assert str(raised.value) == (
        "No loaded plugin offers a PRNG implementation named 'philox4x32'; available: 'rbg', "
        "'threefry2x32', 'unsafe_rbg'.\nInstalled but hidden by the plugin switches, and not "
        "imported, so it may offer it:\n  - plugin 'philox' from distribution 'philox-dist' 1.0: "
        f"{reason}\nUnhide it (unset or change the switch named), then ask again."
    )
    with pytest.raises(PluginNotFoundError, match=re.escape("plugin 'philox' from distribution")):
        random.key(0, impl="philox4x32")


def test_plugin_warnings_point_at_the_callers_line(make_plugin: MakePlugin) -> None:
    make_plugin("bad", "raise RuntimeError('boom')\n")
    with pytest.warns(PluginWarning) as caught:
        plugins.backends()
    assert [w.filename for w in caught] == [__file__]


def test_settings_come_from_the_environment_and_configure_overrides_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(plugins.AUTOLOAD_ENV, "off")
    monkeypatch.setenv(plugins.BLOCK_ENV, "a, b,,")
    monkeypatch.setenv(plugins.ALLOW_ENV, "c")
    monkeypatch.setenv(plugins.STRICT_ENV, "yes")
    assert plugins.settings() == PluginSettings(
        autoload=False, block=frozenset({"a", "b"}), allow=frozenset({"c"}), strict=True
    )
    plugins.configure(autoload=True, block=["z"], strict=False)
    assert plugins.settings() == PluginSettings(
        autoload=True, block=frozenset({"z"}), allow=frozenset({"c"}), strict=False
    )


def test_the_defaults() -> None:
    assert plugins.settings() == PluginSettings(
        autoload=True, block=frozenset(), allow=None, strict=False
    )


def test_configure_after_first_use_raises() -> None:
    plugins.prng_impls()
    with pytest.raises(PluginConfigError) as raised:
        plugins.configure(strict=True)
    assert str(raised.value) == (
        "typedjax.plugins.configure() was called after plugins were loaded; call it before the "
        "first use of typedjax.plugins or typedjax.random (tests: reset() first)."
    )


def test_a_malformed_switch_raises_naming_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(plugins.STRICT_ENV, "maybe")
    message = (
        "The environment variable TYPEDJAX_PLUGINS_STRICT='maybe' is neither on nor off; set it "
        "to 1 or 0 (also understood: true/false, yes/no, on/off), or unset it."
    )
    with pytest.raises(PluginConfigError, match=re.escape(message)):
        plugins.prng_impls()
    with pytest.raises(ValueError, match=re.escape(message)):
        plugins.settings()


def test_built_in_plugins_cannot_be_blocked(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(PluginConfigError) as raised:
        plugins.configure(block=["typedjax-prng", "other"])
    assert str(raised.value) == (
        "configure(block=...) names the built-in plugin(s) 'typedjax-prng', which cannot be "
        "blocked: they provide JAX's own CPU backend and PRNG implementations. Remove them from "
        "the list."
    )
    monkeypatch.setenv(plugins.BLOCK_ENV, "typedjax-backends")
    with pytest.raises(
        PluginConfigError,
        match=re.escape("TYPEDJAX_PLUGINS_BLOCK names the built-in plugin(s) 'typedjax-backends'"),
    ):
        plugins.backends()


def test_configure_rejects_wrong_arguments() -> None:
    with pytest.raises(PluginConfigError) as raised:
        plugins.configure(block=cast("list[str]", "one"))  # pytype would catch it statically
    assert str(raised.value) == (
        "configure(block=...) got the string 'one'; expected a list of plugin names, such as "
        "block=['one']."
    )
    with pytest.raises(PluginConfigError) as raised:
        plugins.configure(allow=["ok", ""])
    assert str(raised.value) == "configure(allow=...) holds ''; expected non-empty plugin names."
    with pytest.raises(PluginConfigError) as raised:
        plugins.configure(strict=cast(bool, "yes"))  # what a caller without a checker may pass
    assert str(raised.value) == "configure(strict=...) got 'yes'; expected True, False or None."


def test_listing_without_loading_imports_nothing(
    make_plugin: MakePlugin, backend_plugin: Source
) -> None:
    loaded = make_plugin("one", backend_plugin("one"))
    blocked = make_plugin("two", backend_plugin("two"))
    old = make_plugin("three", backend_plugin("three"), api="v9")
    plugins.configure(block=["two"])
    found = {p.name: p for p in plugins.list_plugins(load=False)}
    assert {name: p.status for name, p in found.items()} == {
        "typedjax-backends": "not loaded",
        "typedjax-prng": "not loaded",
        "one": "not loaded",
        "two": "blocked",
        "three": "incompatible",
    }
    assert str(found["three"].reason).startswith("it was written for typedjax plugin API v9")
    assert found["one"].hooks == () and found["one"].load_seconds is None
    assert not {loaded, blocked, old} & set(sys.modules)
