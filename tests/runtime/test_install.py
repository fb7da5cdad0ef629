"""Installed the README's way, typedjax is found by every checker from outside the clone.

setuptools' default editable install is an import hook, which Python follows and
static checkers do not: from another project, mypy, pyright, pyrefly and ty could
not resolve `import typedjax`. The README installs with `editable_mode=compat`,
a plain path in a `.pth` file, which all four read. This test builds a fresh
environment outside the repository, installs typedjax into it with the README's
settings, and checks a small user program there with each checker in strict mode.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent

PROGRAM = '''\
from typing import assert_type

import typedjax as tj
import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import float32


@tj.jit
def step(x: Array[float32]) -> Array[float32]:
    return tnp.tanh(x) * 2.0


assert_type(step(tnp.ones(3, dtype=float32)), Array[float32])
'''

MYPY_INI = "[mypy]\npython_version = 3.11\nstrict = True\n"


def _editable_settings() -> list[str]:
    """The `--config-settings` of the README's install commands (one setting, both lines)."""
    readme = (ROOT / "README.md").read_text()
    commands = [line for line in readme.splitlines() if line.startswith("    $ ")]
    found = {tuple(re.findall(r"--config-settings[= ](\S+)", line)) for line in commands}
    assert len(found) == 1, f"the README's two install commands differ: {commands}"
    (settings,) = found
    assert settings, f"the README installs without --config-settings: {commands}"
    return [arg for setting in settings for arg in ("--config-settings", setting)]


@pytest.fixture(scope="module")
def user_project(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """`(project directory, its interpreter)`: typedjax installed the README's way."""
    base = tmp_path_factory.mktemp("user")
    env = base / "env"
    venv.EnvBuilder(with_pip=False, symlinks=True).create(env)
    python = env / "bin" / "python"
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    # JAX and the rest come from this interpreter's environment, not from the network.
    (Path(site) / "_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    install = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps",
         "-e", str(ROOT), *_editable_settings()],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert install.returncode == 0, install.stdout + install.stderr
    project = base / "project"
    project.mkdir()
    (project / "program.py").write_text(PROGRAM)
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


def test_mypy_strict_resolves_typedjax(user_project: tuple[Path, Path]) -> None:
    project, python = user_project
    done = _run([sys.executable, "-m", "mypy", "--python-executable", str(python),
                 "--no-incremental", "program.py"], project)  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr


def test_pyright_strict_resolves_typedjax(user_project: tuple[Path, Path]) -> None:
    project, python = user_project
    done = _run([sys.executable, "-m", "pyright", "--pythonpath", str(python), "program.py"],
                project)  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 errors" in done.stdout, done.stdout


@pytest.mark.parametrize(
    ("checker", "flag"), [("pyrefly", "--python-interpreter-path"), ("ty", "--python")]
)
def test_rust_checkers_resolve_typedjax(
    user_project: tuple[Path, Path], checker: str, flag: str
) -> None:
    project, python = user_project
    exe = shutil.which(checker, path=str(BIN))
    assert exe is not None, f"{checker} is a dev dependency; install with .[dev]"
    done = _run([exe, "check", flag, str(python), "program.py"], project)
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert "typedjax" not in output or "error" not in output.lower(), output
