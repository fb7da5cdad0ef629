"""Tests for `python -m typedjax`: the `info` subcommand and usage errors."""

from __future__ import annotations

import importlib.metadata
import json
import os
import platform
import re
import subprocess
import sys
from pathlib import Path

import pytest

from typedjax import _cli
from typedjax._newer import unavailable
from typedjax._version import (
    DECLARED_JAX,
    SKIP_ENV,
    InstalledVersions,
    VersionReport,
    supported_versions,
)

ROOT = Path(__file__).resolve().parents[2]
INFO_KEYS = {
    "typedjax",
    "python",
    "requires_python",
    "declared_jax",
    "unavailable",
    "jax",
    "jaxlib",
    "minimum_jaxlib",
    "supported",
    "versions_ok",
    "problems",
    "fix",
    "backend",
    "devices",
    "x64",
    "jax_error",
    "backends",
    "plugins_error",
    "jaxlib_stubs",
    "jaxlib_stubs_fix",
}


def _python(
    *args: str, cwd: Path = ROOT, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """This interpreter run on `args`, with the version check on and `env` added."""
    environ = {key: value for key, value in os.environ.items() if key != SKIP_ENV}
    return subprocess.run(
        [sys.executable, *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=environ | (env or {}),
        check=False,
    )


def _typedjax(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return _python("-m", "typedjax", *args, env=env)


def test_info_prints_versions_rules_backend_and_devices() -> None:
    done = _typedjax("info")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    jax, jaxlib = importlib.metadata.version("jax"), importlib.metadata.version("jaxlib")
    assert re.search(r"^typedjax\s+\S+$", out, re.MULTILINE)
    assert re.search(rf"^jax\s+{re.escape(jax)}$", out, re.MULTILINE)
    jaxlib_line = rf"^jaxlib\s+{re.escape(jaxlib)} \(jax .* requires jaxlib >= "
    assert re.search(jaxlib_line, out, re.MULTILINE)
    assert re.search(r"^supported\s+jax\S+\s+jaxlib\S+$", out, re.MULTILINE)
    assert re.search(r"^versions\s+ok$", out, re.MULTILINE)
    assert re.search(r"^backend\s+\w+$", out, re.MULTILINE)
    assert re.search(r"^devices\s+\w+:\d+ \(.+\)", out, re.MULTILINE)
    assert re.search(r"^x64\s+off$", out, re.MULTILINE)
    cpu = r"cpu \(platform cpu, priority 0, plugin typedjax-backends\): usable"
    assert re.search(rf"^backends\s+{cpu}$", out, re.MULTILINE)


def test_info_json() -> None:
    done = _typedjax("info", "--json")
    assert done.returncode == 0, done.stderr
    info: dict[str, object] = json.loads(done.stdout)
    assert set(info) == INFO_KEYS
    assert info["jax"] == importlib.metadata.version("jax")
    assert info["jaxlib"] == importlib.metadata.version("jaxlib")
    assert info["python"] == platform.python_version()
    assert info["requires_python"] == importlib.metadata.metadata("typedjax")["Requires-Python"]
    assert info["declared_jax"] == DECLARED_JAX
    # What the installed JAX lacks of the declarations: nothing on the declared release,
    # each newer name and parameter on an older one.
    assert info["unavailable"] == unavailable()
    assert (info["unavailable"] == []) == (info["jax"] == DECLARED_JAX)
    assert info["versions_ok"] is True
    assert info["problems"] == []
    assert info["fix"] is None
    assert info["jax_error"] is None
    assert info["x64"] is False
    assert isinstance(info["backend"], str)
    devices = info["devices"]
    assert isinstance(devices, list) and devices
    assert info["supported"] == supported_versions()
    assert info["plugins_error"] is None
    backends = info["backends"]
    assert isinstance(backends, list)
    assert {"name": "cpu", "platform": "cpu", "priority": 0, "plugin": "typedjax-backends",
            "usable": True, "reason": None} in backends  # fmt: skip


def test_info_finds_the_jaxlib_stubs_or_says_how_to_install_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    stubs = tmp_path / "site" / "jaxlib-stubs"
    stubs.mkdir(parents=True)
    (stubs / "py.typed").write_text("partial\n")
    # The interpreter's own path stays (importlib.metadata reads the versions through it),
    # less any jaxlib-stubs it holds.
    path = [entry for entry in sys.path if not Path(entry or ".", "jaxlib-stubs").is_dir()]
    monkeypatch.setattr(sys, "path", [*path, str(tmp_path / "site")])
    assert _cli.main(["info", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert (info["jaxlib_stubs"], info["jaxlib_stubs_fix"]) == (str(stubs), None)
    assert _cli.main(["info"]) == 0
    assert f"\nstubs      jaxlib-stubs at {stubs}\n" in capsys.readouterr().out
    # Not on the path (an editable install without `pip install ./stubs`): the clone's
    # stubs project is the fix.
    monkeypatch.setattr(sys, "path", path)
    fix = f"{sys.executable} -m pip install {ROOT / 'stubs'}"
    assert _cli.main(["info", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert (info["jaxlib_stubs"], info["jaxlib_stubs_fix"]) == (None, fix)
    assert _cli.main(["info"]) == 0
    text = capsys.readouterr().out
    assert "\nstubs      jaxlib-stubs not installed: checkers read jax.Device as unknown\n" in text
    assert f"\n           fix: {fix}\n" in text


def test_info_reports_x64() -> None:
    done = _typedjax("info", "--json", JAX_ENABLE_X64="1")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["x64"] is True


@pytest.mark.parametrize(
    ("args", "error"),
    [
        ((), "the following arguments are required: command"),
        (
            ("bogus",),
            "invalid choice: 'bogus' (choose from 'info', 'check', 'plugins', 'kernels', 'migrate')",
        ),
        (("info", "--bogus"), "unrecognized arguments: --bogus"),
    ],
)
def test_usage_errors_exit_2_and_list_subcommands(args: tuple[str, ...], error: str) -> None:
    done = _typedjax(*args)
    assert done.returncode == 2
    assert error in done.stderr
    assert "{info,plugins}" in done.stderr or "info" in done.stderr


_BROKEN = VersionReport(
    installed=InstalledVersions("0.10.2", "0.10.0", "0.10.1"),
    supported=(("jax", ">=0.10.1,<0.11"), ("jaxlib", ">=0.10.1,<0.11")),
    problems=("jaxlib '0.10.0' is older than '0.10.1', the minimum jaxlib that jax '0.10.2'.",),
    fix='pip install --upgrade "jaxlib==0.10.2"',
)


def test_info_reports_broken_rules_instead_of_raising(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(_cli, "version_report", lambda: _BROKEN)
    assert _cli.main(["info"]) == 1
    out = capsys.readouterr().out
    assert "versions   BROKEN\n" in out
    assert f"           - {_BROKEN.problems[0]}\n" in out
    assert '           fix: pip install --upgrade "jaxlib==0.10.2"\n' in out


def test_info_json_reports_broken_rules(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(_cli, "version_report", lambda: _BROKEN)
    assert _cli.main(["info", "--json"]) == 1
    info = json.loads(capsys.readouterr().out)
    assert info["versions_ok"] is False
    assert info["problems"] == list(_BROKEN.problems)
    assert info["fix"] == _BROKEN.fix
    assert info["jaxlib"] == "0.10.0"


def test_info_reports_a_jax_that_cannot_be_imported(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "jax", None)
    assert _cli.main(["info", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["jax_error"].startswith("ModuleNotFoundError: ")
    assert info["backend"] is None
    assert info["devices"] == []
    assert _cli.main(["info"]) == 0
    assert "jax        cannot be used: ModuleNotFoundError: " in capsys.readouterr().out


def _old_jaxlib(tmp_path: Path) -> str:
    """A directory whose real jaxlib dist-info (version 0.4.30) shadows the installed one's metadata."""
    info = tmp_path / "jaxlib-0.4.30.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: jaxlib\nVersion: 0.4.30\n")
    (info / "RECORD").write_text("")
    return str(tmp_path)


def test_info_reports_a_broken_pair_and_its_fix_instead_of_crashing(tmp_path: Path) -> None:
    done = _typedjax("info", PYTHONPATH=_old_jaxlib(tmp_path))
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stderr == ""
    assert re.search(r"^jaxlib\s+0\.4\.30 \(jax \S+ requires jaxlib >= ", done.stdout, re.MULTILINE)
    assert re.search(r"^versions\s+BROKEN$", done.stdout, re.MULTILINE)
    assert "- jaxlib '0.4.30' is outside the range typedjax supports" in done.stdout
    assert re.search(r"^\s+fix: pip install \"jax", done.stdout, re.MULTILINE)
    assert "not listed while jax and jaxlib break the version rules above" in done.stdout
    as_json = _typedjax("info", "--json", PYTHONPATH=_old_jaxlib(tmp_path / "again"))
    info: dict[str, object] = json.loads(as_json.stdout)
    assert as_json.returncode == 1
    assert info["versions_ok"] is False and info["jaxlib"] == "0.4.30"
    assert isinstance(info["fix"], str) and info["fix"].startswith("pip install")


def test_other_commands_print_the_version_error(tmp_path: Path) -> None:
    done = _typedjax("plugins", PYTHONPATH=_old_jaxlib(tmp_path))
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr.startswith("python -m typedjax plugins: typedjax cannot use jax ")
    assert "Traceback" not in done.stderr


def test_importing_typedjax_over_a_broken_pair_still_raises(tmp_path: Path) -> None:
    done = _python("-c", "import typedjax", env={"PYTHONPATH": _old_jaxlib(tmp_path)})
    assert done.returncode == 1
    assert "typedjax.VersionError: typedjax cannot use jax" in done.stderr


def test_the_folder_above_a_clone_named_typedjax_imports_the_package(tmp_path: Path) -> None:
    # A clone is a folder named typedjax with no __init__.py; from its parent, Python would
    # take it for a namespace package if typedjax were installed as an import hook (pip's
    # default editable mode). The README's compat install puts a path on sys.path instead,
    # whose regular package wins over a namespace portion, wherever the clone is.
    (tmp_path / "typedjax" / "typedjax").mkdir(parents=True)
    done = _python(
        "-c", "import typedjax; print(typedjax.__file__, typedjax.as_array.__name__)", cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [str(ROOT / "typedjax" / "__init__.py"), "as_array"]
    info = _python("-m", "typedjax", "info", cwd=tmp_path)
    assert info.returncode == 0, info.stdout + info.stderr
