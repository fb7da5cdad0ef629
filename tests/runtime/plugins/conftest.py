"""Fixtures for the plugin tests: a fresh plugin manager, and throw-away installed distributions.

`make_plugin(...)` writes a `*.dist-info` folder (METADATA, entry_points.txt) and a
module into a temporary folder on `sys.path`, as pip would install a plugin.
Discovery is narrowed to that folder, so plugins installed in the environment
cannot change what these tests see (the subprocess tests run unnarrowed).
"""

from __future__ import annotations

import importlib
import itertools
import re
import sys
import textwrap
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest

from typedjax import plugins
from typedjax._src.plugins import manager as _manager
from typedjax._src.plugins import metadata as _metadata

_SWITCHES = (plugins.AUTOLOAD_ENV, plugins.BLOCK_ENV, plugins.ALLOW_ENV, plugins.STRICT_ENV)
_counter = itertools.count()

BACKEND_PLUGIN = """
from typedjax.plugins import BackendDescription, hookimpl

@hookimpl
def typedjax_backends():
    return [BackendDescription(name={backend!r}, platform="cpu", priority={priority},
                               probe=lambda: {reason!r})]
"""
"""A plugin offering one backend: format with `backend`, `priority` and `reason` (None: usable)."""


def _backend_plugin(backend: str, *, priority: int = 0, reason: str | None = None) -> str:
    return BACKEND_PLUGIN.format(backend=backend, priority=priority, reason=reason)


@pytest.fixture
def backend_plugin() -> Callable[..., str]:
    """`backend_plugin(backend, *, priority=0, reason=None)`: the source of a plugin offering
    one backend, usable when `reason` is None."""
    return _backend_plugin


@pytest.fixture(autouse=True)
def fresh_manager(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No switch from the environment, no state from an earlier test, before and after."""
    for variable in _SWITCHES:
        monkeypatch.delenv(variable, raising=False)
    plugins.reset()
    yield
    plugins.reset()


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder on `sys.path` that discovery is narrowed to; its modules are forgotten after."""
    folder = tmp_path / "site"
    folder.mkdir()
    monkeypatch.setattr(sys, "path", [str(folder), *sys.path])
    importlib.invalidate_caches()
    real_scan = _metadata.scan

    def narrowed() -> tuple[_metadata.Candidate, ...]:
        return tuple(c for c in real_scan() if _installed_in(c, folder))

    monkeypatch.setattr(_manager, "scan", narrowed)
    before = set(sys.modules)
    yield folder
    for name in set(sys.modules) - before:
        if name.startswith("tjp"):
            del sys.modules[name]


@pytest.fixture
def prefix() -> str:
    """A module-name prefix no other test uses, so no test sees another's imports."""
    return f"tjp{next(_counter)}"


@pytest.fixture
def make_plugin(site: Path, prefix: str) -> Callable[..., str]:
    """`make_plugin(name, source, *, dist=, version=, api=, requires=, entry=, extra_entries=)`:
    install a throw-away plugin distribution in `site`; returns its module's name."""

    def make(
        name: str,
        source: str,
        *,
        dist: str | None = None,
        version: str = "1.0",
        api: str | None = "v1",
        requires: Sequence[str] = ("jax>=0.10.1",),
        entry: str | None = None,
        extra_entries: str = "",
    ) -> str:
        module = prefix + "_" + re.sub(r"\W", "_", name if dist is None else f"{name}_{dist}")
        dist_name = dist or f"{name}-dist"
        folder = site / (re.sub(r"[-.]", "_", dist_name) + f"-{version}.dist-info")
        folder.mkdir()
        metadata = ["Metadata-Version: 2.1", f"Name: {dist_name}", f"Version: {version}"]
        metadata += [f"Requires-Dist: {line}" for line in requires]
        (folder / "METADATA").write_text("\n".join(metadata) + "\n", encoding="utf-8")
        entries = f"[typedjax]\n{name} = {entry or module}\n"
        if api is not None:
            entries += f"\n[typedjax.api]\n{name} = {api}\n"
        (folder / "entry_points.txt").write_text(entries + extra_entries, encoding="utf-8")
        (site / f"{module}.py").write_text(textwrap.dedent(source), encoding="utf-8")
        importlib.invalidate_caches()  # the folder's listing may be cached from an earlier import
        return module

    return make


def _installed_in(candidate: _metadata.Candidate, folder: Path) -> bool:
    dist = candidate.entry_point.dist
    return dist is not None and Path(str(dist.locate_file(""))) == folder
