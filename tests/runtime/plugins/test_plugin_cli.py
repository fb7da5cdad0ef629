"""`python -m typedjax plugins` (and the backends in `info`), run in-process."""

from __future__ import annotations

import importlib.metadata
import json
import sys
from collections.abc import Callable

import pytest

from typedjax import plugins
from typedjax._src.check import cli

MakePlugin = Callable[..., str]
Source = Callable[..., str]

VERSION = importlib.metadata.version("typedjax")
FIX = "Fix: upgrade or reinstall bad-dist, or block the plugin with TYPEDJAX_PLUGINS_BLOCK=bad."


def install(make_plugin: MakePlugin, backend_plugin: Source) -> dict[str, str]:
    """A loadable, a failing, an incompatible and a blocked plugin; their module names."""
    modules = {
        "good": make_plugin("good", backend_plugin("good-backend")),
        "bad": make_plugin("bad", "raise RuntimeError('boom')\n"),
        "old": make_plugin("old", backend_plugin("old"), api="v7"),
        "off": make_plugin("off", backend_plugin("off")),
    }
    plugins.configure(block=["off"])
    return modules


def test_listing_reads_metadata_only(
    make_plugin: MakePlugin, backend_plugin: Source, capsys: pytest.CaptureFixture[str]
) -> None:
    modules = install(make_plugin, backend_plugin)
    assert cli.main(["plugins"]) == 1  # an incompatible plugin
    out = capsys.readouterr().out.splitlines()
    assert not set(modules.values()) & set(sys.modules)
    assert out[:2] == ["autoload on, strict off, block: off, allow: -", ""]
    assert out[2].split() == ["name", "distribution", "version", "kind", "status", "load", "hooks"]
    rows = [line.split() for line in out[3:] if not line.startswith(" ")]
    assert rows == [
        ["typedjax-backends", "typedjax", VERSION, "builtin", "not", "loaded", "-", "-"],
        ["typedjax-prng", "typedjax", VERSION, "builtin", "not", "loaded", "-", "-"],
        ["bad", "bad-dist", "1.0", "third-party", "not", "loaded", "-", "-"],
        ["good", "good-dist", "1.0", "third-party", "not", "loaded", "-", "-"],
        ["off", "off-dist", "1.0", "third-party", "blocked", "-", "-"],
        ["old", "old-dist", "1.0", "third-party", "incompatible", "-", "-"],
    ]
    assert "    reason: blocked (TYPEDJAX_PLUGINS_BLOCK or configure(block=...) names it)" in out
    assert any(line.startswith("    reason (version): it was written for typedjax plugin API v7")
               for line in out)  # fmt: skip


def test_listing_with_load_shows_status_hooks_time_and_reason(
    make_plugin: MakePlugin, backend_plugin: Source, capsys: pytest.CaptureFixture[str]
) -> None:
    install(make_plugin, backend_plugin)
    assert cli.main(["plugins", "--load"]) == 1  # a failed plugin
    out = capsys.readouterr().out.splitlines()
    rows = {line.split()[0]: line.split() for line in out[3:] if not line.startswith(" ")}
    assert rows["good"][3:5] == ["third-party", "loaded"]
    assert rows["good"][6:] == ["ms", "typedjax_backends"]
    assert rows["bad"][4] == "failed"
    assert f"    reason (import): RuntimeError: boom. {FIX}" in out
    assert "    provides: good-backend" in out


def test_listing_as_json(
    make_plugin: MakePlugin, backend_plugin: Source, capsys: pytest.CaptureFixture[str]
) -> None:
    modules = install(make_plugin, backend_plugin)
    assert cli.main(["plugins", "--load", "--json"]) == 1
    listing = json.loads(capsys.readouterr().out)
    assert listing["settings"] == {"autoload": True, "block": ["off"], "allow": None,
                                   "strict": False}  # fmt: skip
    found = {p["name"]: p for p in listing["plugins"]}
    assert list(found) == ["typedjax-backends", "typedjax-prng", "bad", "good", "off", "old"]
    assert found["good"] | {"load_seconds": 0} == {
        "name": "good",
        "distribution": "good-dist",
        "version": "1.0",
        "kind": "third-party",
        "status": "loaded",
        "hooks": ["typedjax_backends"],
        "provides": ["good-backend"],
        "load_seconds": 0,
        "reason": None,
        "phase": None,
        "entry_point": modules["good"],
        "api_version": "v1",
        "requires": ["jax>=0.10.1"],
    }
    assert found["good"]["load_seconds"] > 0
    assert (found["bad"]["status"], found["bad"]["phase"]) == ("failed", "import")
    assert found["bad"]["reason"] == f"RuntimeError: boom. {FIX}"
    assert (found["old"]["status"], found["off"]["status"]) == ("incompatible", "blocked")
    assert found["off"]["load_seconds"] is None


def test_listing_exits_0_when_nothing_failed(
    make_plugin: MakePlugin, backend_plugin: Source, capsys: pytest.CaptureFixture[str]
) -> None:
    make_plugin("good", backend_plugin("good-backend"))
    assert cli.main(["plugins", "--load"]) == 0
    assert "good" in capsys.readouterr().out


def test_listing_reports_a_malformed_switch(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(plugins.AUTOLOAD_ENV, "perhaps")
    assert cli.main(["plugins"]) == 1
    assert capsys.readouterr().err == (
        "python -m typedjax plugins: The environment variable TYPEDJAX_PLUGINS_AUTOLOAD="
        "'perhaps' is neither on nor off; set it to 1 or 0 (also understood: true/false, yes/no, "
        "on/off), or unset it.\n"
    )


def test_info_shows_the_backends(
    make_plugin: MakePlugin, backend_plugin: Source, capsys: pytest.CaptureFixture[str]
) -> None:
    make_plugin("gpu", backend_plugin("fake-gpu", priority=9, reason="no driver found"))
    assert cli.main(["info", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["plugins_error"] is None
    assert info["backends"] == [
        {"name": "fake-gpu", "platform": "cpu", "priority": 9, "plugin": "gpu", "usable": False,
         "reason": "no driver found"},
        {"name": "cpu", "platform": "cpu", "priority": 0, "plugin": "typedjax-backends",
         "usable": True, "reason": None},
    ]  # fmt: skip
    assert cli.main(["info"]) == 0
    out = capsys.readouterr().out
    assert (
        "backends   fake-gpu (platform cpu, priority 9, plugin gpu): not usable: no driver found\n"
        "           cpu (platform cpu, priority 0, plugin typedjax-backends): usable\n"
    ) in out


def test_info_reports_a_plugin_layer_that_cannot_load(
    make_plugin: MakePlugin, capsys: pytest.CaptureFixture[str]
) -> None:
    make_plugin("bad", "raise RuntimeError('boom')\n")
    plugins.configure(strict=True)
    assert cli.main(["info", "--json"]) == 1
    info = json.loads(capsys.readouterr().out)
    assert info["ok"] is False
    assert info["backends"] == []
    assert info["plugins_error"] == (
        "PluginLoadError: typedjax could not load plugin 'bad' from distribution 'bad-dist' 1.0, "
        "phase 'import', and strict mode (TYPEDJAX_PLUGINS_STRICT=1 or configure(strict=True)) "
        f"makes that an error instead of a skip: RuntimeError: boom. {FIX}"
    )
    assert cli.main(["info"]) == 1
    out = capsys.readouterr().out
    assert (
        "backends   cannot be listed: PluginLoadError: typedjax could not load plugin 'bad'" in out
    )
    assert "           - the backends cannot be listed: PluginLoadError: typedjax could not" in out
