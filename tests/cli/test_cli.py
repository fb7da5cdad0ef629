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

from typedjax._src.check import cli
from typedjax._src.check import info as info_module
from typedjax._src.newer import unavailable
from typedjax._src.version import (
    DECLARED_JAX,
    SKIP_ENV,
    InstalledVersions,
    VersionReport,
    supported_versions,
)

ROOT = Path(__file__).resolve().parents[2]
INFO_KEYS = {
    "ok",
    "environment",
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
    "jax_stubs",
    "jax_stubs_describe",
    "jax_stubs_fix",
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
    assert info["ok"] is True
    assert info["environment"] == []
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
    # Only where info looks for the stubs changes: the interpreter's path, less the folders
    # holding jaxlib-stubs (site-packages itself where `pip install ./stubs` put them there),
    # while importlib.metadata still reads the installed versions through sys.path.
    path = [entry for entry in sys.path if not Path(entry or ".", "jaxlib-stubs").is_dir()]
    monkeypatch.setattr(info_module, "_search_path", lambda: [*path, str(tmp_path / "site")])
    assert cli.main(["info", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert (info["jaxlib_stubs"], info["jaxlib_stubs_fix"]) == (str(stubs), None)
    assert cli.main(["info"]) == 0
    assert f"\nstubs      jaxlib-stubs at {stubs}\n" in capsys.readouterr().out
    # Not on the path (an editable install without `pip install ./stubs`): the clone's
    # stubs project is the fix.
    monkeypatch.setattr(info_module, "_search_path", lambda: path)
    fix = f"{sys.executable} -m pip install {ROOT / 'stubs'}"
    assert cli.main(["info", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert (info["jaxlib_stubs"], info["jaxlib_stubs_fix"]) == (None, fix)
    assert cli.main(["info"]) == 0
    text = capsys.readouterr().out
    assert "\nstubs      jaxlib-stubs not installed: checkers read jax.Device as unknown\n" in text
    assert f"\n           fix: {fix}\n" in text


def test_info_names_the_jax_stubs_and_the_jax_they_describe(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    stubs = tmp_path / "site" / "jax-stubs"
    (stubs / "_src").mkdir(parents=True)
    (stubs / "py.typed").write_text("partial\n")
    header = "# @generated by tools/gen/jax_stubs.py from JAX 0.9.9's jax/_src/basearray.pyi: do not edit\n"
    (stubs / "_src" / "basearray.pyi").write_text(header)
    path = [entry for entry in sys.path if not Path(entry or ".", "jax-stubs").is_dir()]
    monkeypatch.setattr(info_module, "_search_path", lambda: [*path, str(tmp_path / "site")])
    assert cli.main(["info", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert (info["jax_stubs"], info["jax_stubs_describe"]) == (str(stubs), "0.9.9")
    assert cli.main(["info"]) == 0
    written = f"jax-stubs at {stubs} (written from jax 0.9.9; the installed jax is {info['jax']})"
    assert f"\n           {written}\n" in capsys.readouterr().out
    # Not on the path (an editable install without `pip install ./stubs/jax-project`): the
    # clone's jax-stubs project is the fix, not jaxlib's.
    monkeypatch.setattr(info_module, "_search_path", lambda: path)
    fix = f"{sys.executable} -m pip install {ROOT / 'stubs' / 'jax-project'}"
    assert cli.main(["info", "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert (info["jax_stubs"], info["jax_stubs_fix"]) == (None, fix)
    assert cli.main(["info"]) == 0
    text = capsys.readouterr().out
    assert "jax-stubs not installed: plain jax.Array is JAX's own class to checkers\n" in text
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
    monkeypatch.setattr(info_module, "version_report", lambda: _BROKEN)
    assert cli.main(["info"]) == 1
    out = capsys.readouterr().out
    assert "versions   BROKEN\n" in out
    assert f"           - {_BROKEN.problems[0]}\n" in out
    assert '           fix: pip install --upgrade "jaxlib==0.10.2"\n' in out


def test_info_json_reports_broken_rules(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(info_module, "version_report", lambda: _BROKEN)
    assert cli.main(["info", "--json"]) == 1
    info = json.loads(capsys.readouterr().out)
    assert info["versions_ok"] is False
    assert info["problems"] == list(_BROKEN.problems)
    assert info["fix"] == _BROKEN.fix
    assert info["jaxlib"] == "0.10.0"


def test_info_reports_a_jax_that_cannot_be_imported(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "jax", None)
    # A clean interpreter imports jax: no JAX_* variable is to blame.
    monkeypatch.setattr(info_module, "clean_options", dict)
    assert cli.main(["info", "--json"]) == 1
    info = json.loads(capsys.readouterr().out)
    assert info["jax_error"].startswith("import jax failed: ModuleNotFoundError: ")
    assert info["ok"] is False
    assert info["backend"] is None
    assert info["devices"] == []
    assert cli.main(["info"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("problems   1 found, each followed by its fix; info exits with status 1")
    assert "\n           - jax cannot be used: import jax failed: ModuleNotFoundError: " in out
    assert "\njax        cannot be used: import jax failed: ModuleNotFoundError: " in out


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


# Bad values of every kind: JAX's truth value, enum and integer, typedjax's two switches, a
# block list naming a built-in plugin, and a skip switch that reads as off but skips.
_BAD_ENVIRONMENT = {
    "JAX_ENABLE_X64": "banana",
    "JAX_LOGGING_LEVEL": "loud",
    "JAX_TRACEBACK_IN_LOCATIONS_LIMIT": "many",
    "TYPEDJAX_PLUGINS_AUTOLOAD": "maybe",
    "TYPEDJAX_PLUGINS_STRICT": "perhaps",
    "TYPEDJAX_PLUGINS_BLOCK": "mine,typedjax-prng",
    SKIP_ENV: "false",
}


def test_info_reports_every_bad_environment_variable_with_its_fix() -> None:
    # `import jax` fails on the first JAX_* variable it cannot read (and took the process
    # down with a traceback); info names each one, and typedjax's, each with its fix.
    done = _typedjax("info", "--json", **_BAD_ENVIRONMENT)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    info = json.loads(done.stdout)
    assert info["ok"] is False
    problems = {p["variable"]: p for p in info["environment"]}
    assert set(problems) == set(_BAD_ENVIRONMENT)
    for variable, value in _BAD_ENVIRONMENT.items():
        assert problems[variable]["value"] == value
        assert problems[variable]["problem"].startswith(f"{variable}={value!r} ")
        assert variable in problems[variable]["fix"]
    assert problems["JAX_LOGGING_LEVEL"]["problem"] == (
        "JAX_LOGGING_LEVEL='loud' is not one of the values JAX accepts for it, so `import jax` "
        "fails; accepted (exactly as written): NOTSET, DEBUG, INFO, WARNING, ERROR, CRITICAL."
    )
    assert problems["TYPEDJAX_PLUGINS_BLOCK"]["fix"] == "set TYPEDJAX_PLUGINS_BLOCK=mine"
    assert info["jax_error"].startswith("import jax failed: ValueError: ")
    text = _typedjax("info", **_BAD_ENVIRONMENT)
    assert text.returncode == 1
    assert "Traceback" not in text.stderr
    lines = text.stdout.splitlines()
    # The problems come first, each followed by its fix.
    assert lines[0] == (
        "problems   7 found, each followed by its fix; info exits with status 1 until none is left"
    )
    first = lines.index(
        "           - JAX_ENABLE_X64='banana' is not a truth value, so `import jax` fails: JAX "
        "reads 1, y, yes, t, true, on as on and 0, n, no, f, false, off as off, in any case."
    )
    assert lines[first + 1] == (
        "           fix: set JAX_ENABLE_X64=1 or JAX_ENABLE_X64=0, or unset JAX_ENABLE_X64 "
        "(JAX's default: 0)"
    )
    assert lines.index(f"typedjax   {info['typedjax']}") == 1 + 2 * len(_BAD_ENVIRONMENT)


def test_info_says_which_jax_platforms_start_no_backend() -> None:
    # With no NVIDIA GPU, JAX skips cuda, then fails an assertion with no message: info
    # said `jax cannot be used: AssertionError:` and exited 0.
    from typedjax._src.plugins.builtin_backends import platforms

    if "cuda" in platforms():
        pytest.skip("a JAX plugin for cuda is installed: JAX_PLATFORMS=cuda may start here")
    done = _typedjax("info", "--json", JAX_PLATFORMS="cuda")
    assert done.returncode == 1, done.stdout + done.stderr
    info = json.loads(done.stdout)
    (problem,) = info["environment"]
    assert problem["variable"] == "JAX_PLATFORMS" and problem["value"] == "cuda"
    assert problem["problem"].startswith("JAX_PLATFORMS='cuda': JAX could not start a backend")
    assert problem["problem"].endswith(
        f"Platforms JAX has a plugin for here: {', '.join(platforms())}."
    )
    assert problem["fix"] == (
        "set JAX_PLATFORMS to some of those, comma-separated (JAX_PLATFORMS=cpu), or unset "
        "JAX_PLATFORMS to let JAX choose"
    )
    assert re.fullmatch(r"jax\.devices\(\) failed: \w+(: .+| with no message, raised at .+)",
                        info["jax_error"])  # fmt: skip
    text = _typedjax("info", JAX_PLATFORMS="cuda")
    assert text.returncode == 1
    assert "           - JAX_PLATFORMS='cuda': JAX could not start a backend" in text.stdout
    assert not re.search(r": $", text.stdout, re.MULTILINE), text.stdout


def test_an_exception_with_no_message_says_where_it_was_raised(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import jax

    def no_backend() -> str:
        raise AssertionError

    monkeypatch.delenv("JAX_PLATFORMS", raising=False)
    monkeypatch.setattr(jax, "default_backend", no_backend)
    assert cli.main(["info"]) == 1
    out = capsys.readouterr().out
    where = rf"{re.escape(__file__)}:\d+ \(raise AssertionError\)"
    said = rf"jax\.devices\(\) failed: AssertionError with no message, raised at {where}"
    assert re.search(rf"^           - jax cannot be used: {said}$", out, re.MULTILINE), out
    assert re.search(rf"^jax        cannot be used: {said}$", out, re.MULTILINE), out


def test_info_reports_a_prng_impl_that_no_plugin_provides() -> None:
    # It passed silently: the error came only at the first typedjax.random.key(0).
    done = _typedjax("info", "--json", TYPEDJAX_PRNG_IMPL="bogus")
    assert done.returncode == 1, done.stdout + done.stderr
    (problem,) = json.loads(done.stdout)["environment"]
    assert problem["variable"] == "TYPEDJAX_PRNG_IMPL"
    assert re.fullmatch(
        r"TYPEDJAX_PRNG_IMPL='bogus' names no registered PRNG implementation; registered: "
        r"(\S+, )*threefry2x32(, \S+)*\. Every key made without impl= would raise "
        r"PluginNotFoundError\.",
        problem["problem"],
    ), problem["problem"]
    assert problem["fix"].startswith("set TYPEDJAX_PRNG_IMPL to one of those names, ")
    # Named right, it is no problem.
    assert _typedjax("info", TYPEDJAX_PRNG_IMPL="rbg").returncode == 0


def test_info_reports_xla_flags_that_would_stop_the_process() -> None:
    # XLA aborts the process on a flag it does not know, when JAX starts a backend: info
    # died with XLA's fatal log line and no fix.
    done = _typedjax("info", "--json", XLA_FLAGS="--typedjax_no_such_flag")
    assert done.returncode == 1, done.stdout + done.stderr
    info = json.loads(done.stdout)
    (problem,) = info["environment"]
    assert problem["variable"] == "XLA_FLAGS"
    assert problem["problem"].startswith(
        "XLA_FLAGS='--typedjax_no_such_flag' stops the process when JAX starts a backend: XLA "
        "says '"
    )
    assert "--typedjax_no_such_flag" in problem["problem"].partition("XLA says")[2]
    assert problem["fix"] == (
        "remove the flags XLA does not know from XLA_FLAGS, or unset XLA_FLAGS"
    )


def test_an_unsupported_jax_is_explained_first_and_its_missing_features_counted(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # The explanation came under the stubs row, after the stubs' fix and after every
    # feature the JAX lacks (19 lines on JAX 0.10.2).
    import typedjax._src.newer

    missing = [f"typedjax.numpy.feature_{n} (jax 0.12.0)" for n in range(19)]
    monkeypatch.setattr(info_module, "version_report", lambda: _BROKEN)
    monkeypatch.setattr(typedjax._src.newer, "unavailable", lambda: missing)
    assert cli.main(["info"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[:3] == [
        "problems   1 found, each followed by its fix; info exits with status 1 until none is left",
        f"           - {_BROKEN.problems[0]}",
        '           fix: pip install --upgrade "jaxlib==0.10.2"',
    ]
    assert not [line for line in lines if "not in this jax:" in line]
    declared = lines.index("declared   the declarations describe jax 0.12.0.1")
    assert lines[declared + 1] == (
        "           - 19 of their features are not in this jax (--json lists them)"
    )
    assert cli.main(["info", "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["unavailable"] == missing
