"""Whole-process behaviour: `import typedjax` and the listing import no plugin; no hash seed
changes the order or the outcome. Each test runs fresh interpreters over a throw-away site."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import TypedDict

MakePlugin = Callable[..., str]
Source = Callable[..., str]

ROOT = Path(__file__).resolve().parents[3]

ORDER_SCRIPT = """
import json, warnings
import typedjax.plugins as p

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    found = p.list_plugins()
print(json.dumps({
    "plugins": [[i.name, i.distribution, i.status, i.phase, i.reason, list(i.provides)]
                for i in found if i.kind == "third-party"],
    "backends": [[name, status.plugin] for name, status in p.backends().items()],
    "warnings": [str(w.message) for w in caught],
}))
"""

LAZY_SCRIPT = """
import contextlib, importlib.metadata, io, json, os, runpy, sys

groups = []  # the entry-point groups read, through the one public way to read them
real_entry_points = importlib.metadata.entry_points
def entry_points(**selection):
    groups.append(selection.get("group"))
    return real_entry_points(**selection)
importlib.metadata.entry_points = entry_points

WATCHED = ("pluggy", "typedjax._src.plugins.manager",
           "typedjax._src.plugins.metadata", "typedjax._src.plugins.hookspecs",
           "typedjax._src.plugins.builtin_backends", "typedjax._src.plugins.builtin_prng", "{module}")

def watched():
    return sorted(m for m in sys.modules if m.startswith(WATCHED))

before = watched()
import typedjax
after_import = watched()
groups_at_import = list(groups)
out = io.StringIO()
sys.argv = ["typedjax", "plugins", "--json"]
with contextlib.redirect_stdout(out):
    try:
        runpy.run_module("typedjax", run_name="__main__")
    except SystemExit as exit:
        status = exit.code
after_listing = watched()
marker_after_listing = os.path.exists(os.environ["TJP_MARKER"])
import typedjax.plugins
typedjax.plugins.list_plugins(load=True)  # the meta-check: loading does import the plugin
print(json.dumps({{
    "before": before, "after_import": after_import, "after_listing": after_listing,
    "groups_at_import": groups_at_import, "groups": groups,
    "status": status, "listing": json.loads(out.getvalue()),
    "marker_after_listing": marker_after_listing,
    "after_loading": watched(), "marker_after_loading": os.path.exists(os.environ["TJP_MARKER"]),
}}))
"""


class _Order(TypedDict):
    plugins: list[tuple[str, str | None, str, str | None, str | None, list[str]]]
    backends: list[tuple[str, str]]
    warnings: list[str]


class _Listed(TypedDict):
    name: str
    status: str
    load_seconds: float | None


class _Listing(TypedDict):
    plugins: list[_Listed]


class _Lazy(TypedDict):
    before: list[str]
    after_import: list[str]
    after_listing: list[str]
    after_loading: list[str]
    groups_at_import: list[str | None]
    groups: list[str | None]
    status: int
    listing: _Listing
    marker_after_listing: bool
    marker_after_loading: bool


def _run(script: str, site: Path, **env: str) -> str:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("TYPEDJAX_PLUGINS_")}
    environ["PYTHONPATH"] = os.pathsep.join([str(site), str(ROOT)])
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(script)],
        capture_output=True, text=True, cwd=ROOT, env=environ | env, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_order_and_outcome_do_not_depend_on_the_hash_seed(
    site: Path, make_plugin: MakePlugin, backend_plugin: Source
) -> None:
    for name in ("p3", "p1", "p5", "p0", "p4", "p2"):
        offered = "dup" if name in ("p1", "p4") else f"{name}-backend"
        make_plugin(name, backend_plugin(offered))
    make_plugin("same", backend_plugin("same-z"), dist="zz-dist")
    make_plugin("same", backend_plugin("same-a"), dist="aa-dist")
    outputs = [_run(ORDER_SCRIPT, site, PYTHONHASHSEED=seed) for seed in ("0", "1", "4242")]
    assert outputs[0] == outputs[1] == outputs[2]
    result: _Order = json.loads(outputs[0])
    # JSON arrays come back as lists: tuple() makes them what the TypedDict says they are.
    mine = [tuple(entry[:3]) for entry in result["plugins"] if entry[0].startswith(("p", "same"))]
    assert mine == [
        ("p0", "p0-dist", "loaded"),
        ("p1", "p1-dist", "loaded"),
        ("p2", "p2-dist", "loaded"),
        ("p3", "p3-dist", "loaded"),
        ("p4", "p4-dist", "failed"),
        ("p5", "p5-dist", "loaded"),
        ("same", "aa-dist", "loaded"),
        ("same", "zz-dist", "failed"),
    ]
    assert ("dup", "p1") in [tuple(entry) for entry in result["backends"]]
    assert [m for m in result["warnings"] if "'p4'" in m or "'same'" in m] == [
        (
            "typedjax skipped plugin 'p4' from distribution 'p4-dist' 1.0, phase 'register': it "
            "offers the backend 'dup', which plugin 'p1' from distribution 'p1-dist' 1.0 already "
            "offers (distributions 'p1-dist' and 'p4-dist'). Fix: uninstall one of them, or block "
            "one with TYPEDJAX_PLUGINS_BLOCK=<plugin name>."
        ),
        (
            "typedjax skipped plugin 'same' from distribution 'zz-dist' 1.0, phase 'register': the "
            "plugin name 'same' is already taken by plugin 'same' from distribution 'aa-dist' 1.0. "
            "Fix: uninstall one of the distributions 'aa-dist' and 'zz-dist', or block one with "
            "TYPEDJAX_PLUGINS_BLOCK=<distribution name>."
        ),
    ]


def test_import_and_listing_import_no_plugin_even_one_that_sleeps(
    site: Path, make_plugin: MakePlugin, tmp_path: Path
) -> None:
    marker = tmp_path / "imported"
    module = make_plugin(
        "sleepy",
        """
        import os, time
        from typedjax.plugins import BackendDescription, hookimpl

        open(os.environ["TJP_MARKER"], "w").close()
        time.sleep(2)

        @hookimpl
        def typedjax_backends():
            return [BackendDescription(name="sleepy", platform="cpu", probe=lambda: None)]
        """,
    )
    result: _Lazy = json.loads(
        _run(LAZY_SCRIPT.format(module=module), site, TJP_MARKER=str(marker))
    )
    assert result["before"] == result["after_import"] == []
    assert result["groups_at_import"] == []
    listed = result["after_listing"]
    assert "typedjax._src.plugins.manager" in listed  # the listing needs the manager, no plugin:
    assert not [m for m in listed if m == module or m.startswith("typedjax._src.plugins.builtin")]
    assert result["marker_after_listing"] is False
    assert result["status"] == 0
    sleepy = [p for p in result["listing"]["plugins"] if p["name"] == "sleepy"]
    assert [(p["status"], p["load_seconds"]) for p in sleepy] == [("not loaded", None)]
    # The meta-check: the same probe sees the plugin (and the manager) once they are loaded.
    loaded = result["after_loading"]
    assert module in loaded and "typedjax._src.plugins.manager" in loaded and "pluggy" in loaded
    assert result["marker_after_loading"] is True
    assert "typedjax" in result["groups"]
