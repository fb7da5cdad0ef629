"""The environment variables `python -m typedjax info` checks: typedjax's own, and JAX's."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import typedjax.random as tjr
from typedjax._src import environment as _environment
from typedjax._src import version as _version
from typedjax._src.environment import (
    PRNG_IMPL_ENV,
    TYPEDJAX_VARIABLES,
    jax_option_problems,
    typedjax_problems,
)
from typedjax._src.jax_options import options
from typedjax._src.plugins.config import settings_from
from typedjax._src.version import InstalledVersions, VersionReport
from typedjax.plugins import PluginConfigError

ROOT = Path(__file__).resolve().parents[2]


def test_every_typedjax_variable_the_sources_read_is_checked() -> None:
    read = {
        name
        for path in (ROOT / "typedjax").rglob("*.py")
        for name in re.findall(r"\"(TYPEDJAX_[A-Z0-9_]+)\"", path.read_text(encoding="utf-8"))
    }
    assert read - set(_environment.__all__) == set(TYPEDJAX_VARIABLES)
    assert tjr.DEFAULT_IMPL_ENV == PRNG_IMPL_ENV


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("TYPEDJAX_PLUGINS_AUTOLOAD", "maybe"),
        ("TYPEDJAX_PLUGINS_AUTOLOAD", " Off "),
        ("TYPEDJAX_PLUGINS_AUTOLOAD", ""),
        ("TYPEDJAX_PLUGINS_STRICT", "2"),
        ("TYPEDJAX_PLUGINS_STRICT", "YES"),
        ("TYPEDJAX_PLUGINS_BLOCK", "mine, typedjax-backends"),
        ("TYPEDJAX_PLUGINS_BLOCK", "mine,theirs"),
        ("TYPEDJAX_PLUGINS_ALLOW", "mine"),
    ],
)
def test_a_plugin_switch_is_a_problem_exactly_when_the_plugin_layer_refuses_it(
    variable: str, value: str
) -> None:
    environ = {variable: value}
    try:
        settings_from(environ)
    except PluginConfigError:
        refused = True
    else:
        refused = False
    found = typedjax_problems(environ)
    assert [p.variable for p in found] == ([variable] if refused else [])


@pytest.mark.parametrize(
    ("value", "skips", "problem"),
    [("1", True, False), ("yes", True, False), ("0", False, False), ("", False, False),
     ("false", True, True), ("banana", True, True)],
)  # fmt: skip
def test_the_skip_switch_is_a_problem_when_it_skips_without_saying_so(
    value: str, skips: bool, problem: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(_version.SKIP_ENV, value)
    # A broken pair: the check raises unless it is skipped.
    monkeypatch.setattr(_version, "version_report", _broken_report)
    try:
        _version.check_installed()
    except ImportError:
        skipped = False
    else:
        skipped = True
    assert skipped == skips
    found = typedjax_problems({_version.SKIP_ENV: value})
    assert [p.variable for p in found] == ([_version.SKIP_ENV] if problem else [])


def _broken_report() -> VersionReport:
    return VersionReport(
        InstalledVersions("0.12.0", "0.1.0", "0.12.0"), (), ("jaxlib is too old.",), "pip"
    )


# Each is a problem to typedjax exactly when `import jax` fails on it: JAX is the judge.
_JAX_VALUES = [
    ("JAX_ENABLE_X64", "banana"),
    ("JAX_ENABLE_X64", "T"),
    ("JAX_ENABLE_X64", ""),
    ("JAX_LOGGING_LEVEL", "debug"),
    ("JAX_LOGGING_LEVEL", "DEBUG"),
    ("JAX_TRACEBACK_IN_LOCATIONS_LIMIT", " 12 "),
    ("JAX_TRACEBACK_IN_LOCATIONS_LIMIT", "1.5"),
    ("JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS", "fast"),
    ("JAX_EXPLICIT_X64_DTYPES", "warn"),
    ("JAX_EXPLICIT_X64_DTYPES", "1"),
]


@pytest.mark.parametrize(("variable", "value"), _JAX_VALUES)
def test_a_jax_variable_is_a_problem_exactly_when_jax_refuses_it(variable: str, value: str) -> None:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("JAX")}
    done = subprocess.run(
        [sys.executable, "-P", "-c", "import jax"],
        capture_output=True, text=True, env=environ | {variable: value}, check=False,
    )  # fmt: skip
    found = jax_option_problems({variable: value}, options())
    assert [p.variable for p in found] == ([variable] if done.returncode else []), done.stderr
    for problem in found:
        assert problem.problem.startswith(f"{variable}={value!r} ")
        assert variable in problem.fix


def test_xla_flags_are_tried_once_per_value(monkeypatch: pytest.MonkeyPatch) -> None:
    tried: list[str] = []

    def try_flags(environ: object, value: str) -> None:
        tried.append(value)

    monkeypatch.setattr(_environment, "_xla_verdicts", {})
    monkeypatch.setattr(_environment, "_try_xla_flags", try_flags)
    for value in ("--a", "--a", "--b", ""):
        assert _environment.xla_flags_problem({"XLA_FLAGS": value}) is None
    assert tried == ["--a", "--b"]
