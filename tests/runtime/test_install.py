"""Installed the README's way, typedjax is found by every checker from outside the clone.

setuptools' default editable install is an import hook, which Python follows and
static checkers do not: from another project, mypy, pyright, pyrefly and ty could
not resolve `import typedjax`. The README installs with `editable_mode=compat`,
a plain path in a `.pth` file, which all four read. This test builds a fresh
environment outside the repository, installs typedjax into it with the README's
settings, and checks a small user program there with each checker in strict mode.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

from tests.checkers.test_checkers import verifytypes_errors
from tests.docs.test_readme import readme_tour

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
JAX_STUBS = ROOT / "stubs" / "jax-project" / "jax"
"""The jax-stubs folder (tools/gen/jax_stubs.py writes it)."""

PROGRAM = """\
from typing import assert_type

import typedjax as tj
import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import float32


@tj.jit
def step(x: Array[float32]) -> Array[float32]:
    return tnp.tanh(x) * 2.0


assert_type(step(tnp.ones(3, dtype=float32)), Array[float32])
"""

FILES = ("program.py", "tour.py")
"""Checked in the editable install, which gets jaxlib-stubs from `./stubs` as the README's
commands install them (the tour is clean under pyright strict only with them)."""

MYPY_INI = "[mypy]\npython_version = 3.11\nstrict = True\n"


def editable_settings() -> list[str]:
    """The `--config-settings` of the README's install commands (one setting, both lines)."""
    readme = (ROOT / "README.md").read_text()
    commands = [line for line in readme.splitlines() if line.startswith("    $ ")]
    found = {tuple(re.findall(r"--config-settings[= ](\S+)", line)) for line in commands}
    assert len(found) == 1, f"the README's two install commands differ: {commands}"
    (settings,) = found
    assert settings, f"the README installs without --config-settings: {commands}"
    # The first (a user's setup) installs both stubs projects beside the editable typedjax,
    # which does not carry jaxlib-stubs. The second (the test suite) installs the jax-stubs
    # alone: inside the clone pyright reads jaxlib's through `stubPath`, and with
    # jaxlib-stubs installed, pyright 1.1.414 over the whole clone reports hundreds of
    # imports as not accessed. typedjax requires typedjax-jax-stubs, which no index holds
    # yet: each command names the clone's project.
    assert " ./stubs " in commands[0] and " ./stubs " not in commands[1], commands
    assert all(" ./stubs/jax-project " in command for command in commands), commands
    return [arg for setting in settings for arg in ("--config-settings", setting)]


def purelib(python: Path) -> Path:
    """The site-packages folder of the environment whose interpreter is `python`."""
    done = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return Path(done.stdout.strip())


_OWN = ("typedjax_jaxlib_stubs", "typedjax_jax_stubs", "typedjax-", "__editable__.typedjax")
"""Distribution metadata `fresh_venv(without_stubs=True)` leaves out: the stubs' and typedjax's."""


def fresh_venv(
    base: Path, *install: str, without_stubs: bool = False, resolve: bool = False
) -> Path:
    """A new environment under `base` with typedjax installed by `pip install *install`;
    `without_stubs`: jaxlib-stubs and jax-stubs stay out, even where this interpreter has them;
    `resolve`: pip resolves typedjax's requirements (else `--no-deps`)."""
    env = base / "env"
    venv.EnvBuilder(with_pip=False, symlinks=True).create(env)
    python = env / "bin" / "python"
    site = purelib(python)
    # JAX and the rest come from this interpreter's environment, not from the network.
    dependencies = Path(sysconfig.get_paths()["purelib"])
    installed = (dependencies / "jaxlib-stubs").exists() or (dependencies / "jax-stubs").exists()
    if without_stubs and installed:
        # This environment was set up with `pip install ./stubs` (the README's first
        # command): the new one reads a copy of its site-packages made of links to every
        # entry but the stubs and their distributions' metadata, and typedjax's own (the
        # new environment installs typedjax).
        linked = base / "dependencies"
        linked.mkdir()
        for entry in dependencies.iterdir():
            if entry.name not in ("jaxlib-stubs", "jax-stubs") and not entry.name.startswith(_OWN):
                (linked / entry.name).symlink_to(entry)
        dependencies = linked
    (site / "_dependencies.pth").write_text(f"{dependencies}\n")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
         *(() if resolve else ("--no-deps",)), *install],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    return python


@pytest.fixture(scope="module")
def user_project(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """`(project directory, its interpreter)`: typedjax installed the README's way."""
    base = tmp_path_factory.mktemp("user")
    python = fresh_venv(base, "-e", str(ROOT), str(ROOT / "stubs"), *editable_settings())
    project = base / "project"
    project.mkdir()
    (project / "program.py").write_text(PROGRAM)
    # The README's tour as printed, with no checker settings of its own.
    (project / "tour.py").write_text(readme_tour())
    (project / "mypy.ini").write_text(MYPY_INI)
    (project / "pyrightconfig.json").write_text(json.dumps({"typeCheckingMode": "strict"}))
    return project, python


def _run(argv: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, cwd=cwd, capture_output=True, text=True, check=False)


def test_python_imports_the_installed_typedjax(user_project: tuple[Path, Path]) -> None:
    project, python = user_project
    done = _run([str(python), "-c", "import typedjax; print(typedjax.__file__)"], project)
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()).is_relative_to(ROOT / "typedjax"), done.stdout


def test_the_install_adds_the_typedjax_command(user_project: tuple[Path, Path]) -> None:
    project, python = user_project
    script = python.parent / "typedjax"
    assert script.is_file(), "pyproject.toml's [project.scripts] installs no typedjax command"
    info = _run([str(script), "info", "--json"], project)
    assert info.returncode == 0, info.stdout + info.stderr
    assert json.loads(info.stdout)["ok"] is True, info.stdout
    check = _run([str(script), "check", "--checkers=", "program.py"], project)
    assert check.returncode == 0, check.stdout + check.stderr
    assert check.stdout.splitlines()[1].split()[:3] == ["rules", "-", "ran"]
    usage = _run([str(script), "bogus"], project)
    assert usage.returncode == 2 and usage.stderr.startswith("usage: typedjax "), usage.stderr
    # Where jax cannot be imported, the command reports it (with the fix), as
    # `python -m typedjax` does, instead of a traceback.
    broken = subprocess.run(
        [str(script), "info"], cwd=project, capture_output=True, text=True, check=False,
        env={**os.environ, "JAX_ENABLE_X64": "banana"},
    )  # fmt: skip
    assert broken.returncode == 1 and "Traceback" not in broken.stderr, broken.stderr
    assert "- JAX_ENABLE_X64='banana' is not a truth value" in broken.stdout
    plugins = subprocess.run(
        [str(script), "plugins"], cwd=project, capture_output=True, text=True, check=False,
        env={**os.environ, "JAX_ENABLE_X64": "banana"},
    )  # fmt: skip
    assert plugins.returncode == 1 and plugins.stdout == ""
    assert plugins.stderr.startswith("typedjax plugins: jax cannot be imported (ValueError: ")


@pytest.mark.checkers
def test_mypy_strict_resolves_typedjax(user_project: tuple[Path, Path]) -> None:
    project, python = user_project
    done = _run([sys.executable, "-m", "mypy", "--python-executable", str(python),
                 "--no-incremental", *FILES], project)  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.checkers
def test_pyright_strict_resolves_typedjax(user_project: tuple[Path, Path]) -> None:
    project, python = user_project
    done = _run([sys.executable, "-m", "pyright", "--pythonpath", str(python), *FILES], project)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 errors" in done.stdout, done.stdout


@pytest.mark.checkers
def test_without_the_stubs_project_pyright_strict_reads_jax_device_as_unknown(
    tmp_path: Path,
) -> None:
    # What `./stubs` in the README's commands is for: the same editable install without it
    # leaves jax.Device unknown, and `typedjax info` prints the line that installs them.
    python = fresh_venv(tmp_path, "-e", str(ROOT), *editable_settings(), without_stubs=True)
    project = tmp_path / "project"
    project.mkdir()
    (project / "tour.py").write_text(readme_tour())
    (project / "pyrightconfig.json").write_text(json.dumps({"typeCheckingMode": "strict"}))
    done = _run([sys.executable, "-m", "pyright", "--pythonpath", str(python), "tour.py"], project)
    assert done.returncode == 1 and "device: Unknown" in done.stdout, done.stdout
    info = _run([str(python), "-m", "typedjax", "info", "--json"], project)
    assert (
        json.loads(info.stdout)["jaxlib_stubs_fix"] == f"{python} -m pip install {ROOT / 'stubs'}"
    )


@pytest.mark.parametrize(
    ("checker", "flag"), [("pyrefly", "--python-interpreter-path"), ("ty", "--python")]
)
@pytest.mark.checkers
def test_rust_checkers_resolve_typedjax(
    user_project: tuple[Path, Path], checker: str, flag: str
) -> None:
    project, python = user_project
    exe = shutil.which(checker, path=str(BIN))
    assert exe is not None, f"{checker} is a dev dependency; install with .[dev]"
    done = _run([exe, "check", flag, str(python), *FILES], project)
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert "typedjax" not in output or "error" not in output.lower(), output


TURNED_OFF = """\
import jax
import jax.numpy as jnp

import typedjax.numpy as tnp
from typedjax.typing import float32

reveal_type(jnp.ones(3, dtype=jnp.float32))
jax.nn.relu(tnp.ones(3, dtype=float32))
"""
"""What `pip uninstall typedjax-jax-stubs` changes: JAX's own `Array` for a plain call (line
7), and a typedjax array is no longer a `jax.Array` (line 8)."""


def _pyright_reports(python: Path, project: Path, *files: str) -> list[tuple[str, int, str]]:
    """`(file, line, rule or the message)` for each report of pyright strict under `python`."""
    done = _run(
        [sys.executable, "-m", "pyright", "--outputjson", "--pythonpath", str(python), *files],
        project,
    )
    return [
        (Path(d["file"]).name, d["range"]["start"]["line"] + 1, d.get("rule", d["message"]))
        for d in json.loads(done.stdout)["generalDiagnostics"]
    ]


@pytest.mark.checkers
def test_a_plain_install_brings_both_stubs_and_one_step_turns_jax_stubs_off(
    tmp_path: Path,
) -> None:
    # typedjax's wheel and typedjax-jax-stubs' wheel, then `pip install typedjax` from them
    # as from an index: typedjax carries jaxlib-stubs and requires typedjax-jax-stubs.
    wheels = tmp_path / "wheels"
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), str(ROOT),
         str(ROOT / "stubs" / "jax-project")],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert built.returncode == 0, built.stdout + built.stderr
    (typedjax_wheel,) = wheels.glob("typedjax-*.whl")
    with zipfile.ZipFile(typedjax_wheel) as wheel:
        assert not [name for name in wheel.namelist() if name.startswith("jax-stubs/")]
    python = fresh_venv(
        tmp_path, "--no-index", "--find-links", str(wheels), "typedjax",
        without_stubs=True, resolve=True,
    )  # fmt: skip
    site = purelib(python)
    # The README tour, as printed, is clean under pyright strict only with
    # stubs/jaxlib-stubs installed beside jaxlib (without them jnp.ones and jnp.arange are
    # "partially unknown" through jax.Device).
    assert (site / "jaxlib-stubs" / "_jax.pyi").is_file()
    assert (site / "jaxlib-stubs" / "py.typed").read_text() == "partial\n"
    # And the jax-stubs, with every file tools/gen/jax_stubs.py writes.
    shipped = site / "jax-stubs"
    assert (shipped / "py.typed").read_text() == "partial\n"
    written = {p.relative_to(JAX_STUBS) for p in JAX_STUBS.rglob("*.pyi")}
    assert written == {p.relative_to(shipped) for p in shipped.rglob("*.pyi")}
    project = tmp_path / "project"
    project.mkdir()
    (project / "tour.py").write_text(readme_tour())
    (project / "program.py").write_text(PROGRAM)
    (project / "turned_off.py").write_text(TURNED_OFF)
    (project / "pyrightconfig.json").write_text(json.dumps({"typeCheckingMode": "strict"}))
    on = _pyright_reports(python, project, "tour.py", "program.py", "turned_off.py")
    assert on == [
        ("turned_off.py", 7, 'Type of "jnp.ones(3, dtype=jnp.float32)" is "Array[float32]"')
    ]
    # And every type typedjax exports is known to pyright (`--verifytypes`: 100%).
    assert verifytypes_errors(python, project) == []

    # The one step that turns them off, as `typedjax info` prints it.
    info = json.loads(_run([str(python), "-m", "typedjax", "info", "--json"], project).stdout)
    assert info["jax_stubs"] == str(shipped)
    text = _run([str(python), "-m", "typedjax", "info"], project).stdout
    off = f"turn them off: {python} -m pip uninstall typedjax-jax-stubs"
    assert f"\n           {off}\n" in text, text
    done = _run([*off.removeprefix("turn them off: ").split(), "--yes"], project)
    assert done.returncode == 0 and not shipped.exists(), done.stdout + done.stderr
    assert (site / "jaxlib-stubs" / "py.typed").is_file()
    # Plain JAX is JAX's own again, a typedjax array is no jax.Array to pyright, and code
    # written with typedjax alone still checks clean.
    off_reports = _pyright_reports(python, project, "program.py", "turned_off.py")
    assert off_reports == [
        ("turned_off.py", 7, 'Type of "jnp.ones(3, dtype=jnp.float32)" is "Array"'),
        ("turned_off.py", 8, "reportArgumentType"),
    ]
    info = json.loads(_run([str(python), "-m", "typedjax", "info", "--json"], project).stdout)
    version = importlib.metadata.version("typedjax")
    assert (info["jax_stubs"], info["jax_stubs_fix"]) == (
        None, f"{python} -m pip install typedjax-jax-stubs=={version}"
    )  # fmt: skip


def test_the_stubs_project_installs_the_folder_the_distribution_ships() -> None:
    # stubs/pyproject.toml (for editable installs) and pyproject.toml (the distribution) ship
    # the same folder under the same package name, at the same version.
    main = tomllib.loads((ROOT / "pyproject.toml").read_text())
    stubs = tomllib.loads((ROOT / "stubs" / "pyproject.toml").read_text())
    assert stubs["project"]["version"] == main["project"]["version"]
    assert stubs["tool"]["setuptools"]["packages"] == ["jaxlib-stubs"]
    folder = ROOT / "stubs" / stubs["tool"]["setuptools"]["package-dir"]["jaxlib-stubs"]
    assert folder == ROOT / main["tool"]["setuptools"]["package-dir"]["jaxlib-stubs"]
    data = main["tool"]["setuptools"]["package-data"]["jaxlib-stubs"]
    assert stubs["tool"]["setuptools"]["package-data"]["jaxlib-stubs"] == data


def test_typedjax_requires_the_jax_stubs_project_at_its_own_version() -> None:
    # stubs/jax-project is the distribution typedjax-jax-stubs, every subpackage of its
    # folder listed; typedjax requires it at typedjax's own version and does not carry the
    # folder itself (uninstalling the stubs' distribution turns them off).
    main = tomllib.loads((ROOT / "pyproject.toml").read_text())
    project = ROOT / "stubs" / "jax-project"
    stubs = tomllib.loads((project / "pyproject.toml").read_text())
    assert stubs["project"]["version"] == main["project"]["version"]
    folder = project / stubs["tool"]["setuptools"]["package-dir"]["jax-stubs"]
    assert folder == JAX_STUBS
    packages = {"jax-stubs"} | {
        ".".join(("jax-stubs", *p.parent.relative_to(folder).parts)) for p in folder.rglob("*.pyi")
    }
    assert sorted(stubs["tool"]["setuptools"]["packages"]) == sorted(packages)
    for package in packages:
        assert stubs["tool"]["setuptools"]["package-data"][package][0] == "*.pyi"
    assert not [name for name in main["tool"]["setuptools"]["packages"] if "jax-stubs" in name]
    files = main["tool"]["setuptools"]["dynamic"]["dependencies"]["file"]
    required = [
        line.strip()
        for name in files
        for line in (ROOT / name).read_text().splitlines()
        if line.strip().startswith(stubs["project"]["name"])
    ]
    assert required == [f"{stubs['project']['name']}=={main['project']['version']}"]


def test_the_distribution_lists_every_package() -> None:
    # pyproject.toml lists the packages (jaxlib-stubs lives under stubs/, which a package
    # search would not find); a new subpackage missing from the list would not install.
    listed = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    on_disk = {
        ".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "typedjax").rglob("__init__.py")
    }
    assert sorted(listed) == sorted({*on_disk, "jaxlib-stubs"})
