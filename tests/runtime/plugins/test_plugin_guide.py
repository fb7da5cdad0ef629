"""docs/writing-plugins.md's template plugin, built as printed, on the JAX installed here.

The guide's fenced blocks whose first line is `# <file name>` are the files of a
complete plugin (`typedjax_mygen.py` and its `pyproject.toml`). They are written to
a folder and installed with pip as the guide says (`--target`, no dependencies:
typedjax and jax are this environment's); a subprocess with that folder on
`PYTHONPATH` must find the plugin through its entry point, load it and draw from
its generator. The checkers read the module in their strict modes. The guide's pin
of jax is typedjax's own range, from `typedjax/_jax_requirements.txt`, and its table
of field types is `PrngDescription`'s declarations.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from tests.runtime.random.test_philox_plugin import pip_args
from typedjax._src.version import supported_versions
from typedjax.plugins import PrngDescription

ROOT = Path(__file__).resolve().parents[3]
BIN = Path(sys.executable).parent
GUIDE = ROOT / "docs" / "writing-plugins.md"
MODULE = "typedjax_mygen.py"

SCRIPT = r"""
import json, warnings
warnings.simplefilter("error")
import jax, jax.numpy as jnp, numpy as np
import typedjax.random as tjr
from typedjax import plugins

found = {p.name: p for p in plugins.list_plugins()}["mygen"]
key = tjr.key(0, impl="mygen")
draw = jax.jit(lambda seed: tjr.uniform(tjr.key(seed, impl="mygen"), (4,)))
keys = tjr.split(key, 3)
print(json.dumps({
    "plugin": [found.status, found.distribution, found.version, list(found.provides)],
    "dtype": str(key.dtype),
    "key_data": tjr.key_data(key).tolist(),
    "split": list(tjr.key_data(tjr.split(key, (2, 3))).shape),
    "distinct_folds": len({tuple(tjr.key_data(tjr.fold_in(key, i)).tolist()) for i in range(8)}),
    "bits": [str(tjr.bits(key, (4,), dtype=d).dtype) for d in (jnp.uint8, jnp.uint16, jnp.uint32)],
    "jit_matches_eager": bool(np.array_equal(draw(7), tjr.uniform(tjr.key(7, impl="mygen"), (4,)))),
    "vmap_shape": list(jax.vmap(lambda k: tjr.normal(k, (2,)))(keys).shape),
}))
"""


def guide_files() -> dict[str, str]:
    """The template's files by name: each fenced block of the guide whose first line is
    `# <file name>`, exactly as printed."""
    blocks = re.findall(r"^```\w*\n(.*?)^```$", GUIDE.read_text(), re.MULTILINE | re.DOTALL)
    files: dict[str, str] = {}
    for block in blocks:
        named = re.fullmatch(r"# ([\w.-]+\.(?:py|toml))", block.partition("\n")[0])
        if named is not None:
            assert named[1] not in files, f"the guide prints {named[1]} twice"
            files[named[1]] = block
    return files


def _write_template(folder: Path) -> Path:
    folder.mkdir()
    for name, text in guide_files().items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def test_the_template_is_a_whole_plugin() -> None:
    files = guide_files()
    assert sorted(files) == ["pyproject.toml", MODULE], sorted(files)
    project = tomllib.loads(files["pyproject.toml"])
    assert project["tool"]["setuptools"]["py-modules"] == [MODULE.removesuffix(".py")]
    assert project["project"]["entry-points"]["typedjax"] == {"mygen": "typedjax_mygen"}
    assert project["project"]["entry-points"]["typedjax.api"] == {"mygen": "v1"}


def test_plugins_pin_the_jax_range_typedjax_supports() -> None:
    # A plugin pinned to another range is refused on the JAX typedjax supports, and
    # `pip install` of it replaces the installed JAX: the guide's template, its prose,
    # the plugins module's example and the example plugins all write typedjax's range.
    supported = supported_versions()["jax"]
    template = tomllib.loads(guide_files()["pyproject.toml"])
    assert f"jax{supported}" in template["project"]["dependencies"]
    pinned = [
        GUIDE,
        ROOT / "typedjax" / "plugins" / "__init__.py",
        *sorted((ROOT / "examples").glob("*/pyproject.toml")),
    ]
    for path in pinned:
        found = re.findall(r"\bjax([<>=!~][^\"`\s]*)", path.read_text())
        assert found, f"{path.relative_to(ROOT)} pins no jax version"
        for spec in found:
            assert spec == supported, (
                f"{path.relative_to(ROOT)} pins jax{spec}, but typedjax supports "
                f"jax{supported} (typedjax/_jax_requirements.txt): write jax{supported} there."
            )


def test_the_guide_states_the_declared_field_types() -> None:
    text = GUIDE.read_text()
    table = text.split("| field | declared type |\n| --- | --- |\n", 1)[1].split("\n\n", 1)[0]
    stated = dict(re.findall(r"^\| `(\w+)` \| `(.+)` \|$", table, re.MULTILINE))
    declared = PrngDescription.__annotations__  # strings: the module postpones annotations
    assert list(stated) == ["key_shape", "seed", "split", "fold_in", "random_bits"], table
    assert stated == {name: declared[name] for name in stated}


def test_the_template_installs_and_loads(tmp_path: Path) -> None:
    source = _write_template(tmp_path / "my-plugin")
    target = tmp_path / "site"
    env = {k: v for k, v in os.environ.items() if not k.startswith("TYPEDJAX_")}
    env["TMPDIR"] = str(tmp_path)  # pip's temporary folders, removed with the test's
    installed = subprocess.run(
        pip_args(source, target), check=False, capture_output=True, text=True, env=env
    )
    assert installed.returncode == 0, installed.stdout + installed.stderr
    # As the guide's plugin CI runs it: a plugin that fails to load raises, not warns.
    env |= {"PYTHONPATH": str(target), "TYPEDJAX_PLUGINS_STRICT": "1"}
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT], check=False, capture_output=True, text=True, env=env,
        cwd=tmp_path,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    report: dict[str, Any] = json.loads(proc.stdout)
    assert report["plugin"] == ["loaded", "typedjax-mygen", "1.0", ["mygen"]]
    assert report["dtype"] == "key<mygen>" and report["key_data"] == [0, 0]
    assert report["split"] == [2, 3, 2] and report["distinct_folds"] == 8
    assert report["bits"] == ["uint8", "uint16", "uint32"]
    assert report["jit_matches_eager"] and report["vmap_shape"] == [3, 2]


def _checker(name: str) -> str:
    found = shutil.which(name, path=str(BIN))
    assert found is not None, f"{name} is a dev dependency; install with .[dev]"
    return found


def _errors(argv: list[str], cwd: Path, pattern: str) -> list[str]:
    """The files, one per error, that the checker run `argv` reports errors in."""
    done = subprocess.run(argv, cwd=cwd, check=False, capture_output=True, text=True)
    output = done.stdout + done.stderr
    files = re.findall(pattern, output, re.MULTILINE)
    assert done.returncode == (1 if files else 0), output
    return sorted(files)


@pytest.mark.checkers
def test_the_template_is_clean_in_every_checker_and_a_narrower_parameter_is_not(
    tmp_path: Path,
) -> None:
    # The guide's module in the strict modes `python -m typedjax check` runs, and beside it
    # the same module with `fold_in(..., data: Array[uint32])`, which the guide says every
    # checker rejects: the field declares `data` as `Array[integer]`.
    folder = _write_template(tmp_path / "my-plugin")
    module = guide_files()[MODULE]
    narrowed, found = re.subn(r"(def fold_in\(.*data: )Array\[\w+\]", r"\1Array[uint32]", module)
    assert found == 1, "the template has no `def fold_in(..., data: Array[...])` line"
    (folder / "narrowed.py").write_text(narrowed, encoding="utf-8")
    (folder / "mypy.ini").write_text("[mypy]\npython_version = 3.11\nstrict = True\n")
    # `stubPath`: the jaxlib stubs the README installs beside jaxlib, or jax.Device is unknown.
    config = {"typeCheckingMode": "strict", "stubPath": str(ROOT / "stubs")}
    (folder / "pyrightconfig.json").write_text(json.dumps(config))
    files = [MODULE, "narrowed.py"]
    runs = {
        "mypy": _errors(
            [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache"), *files],
            folder, r"^(\S+\.py):\d+: error:",
        ),
        "pyright": _errors(
            [sys.executable, "-m", "pyright", "--pythonpath", sys.executable, *files],
            folder, r"^\s*\S*/(\S+\.py):\d+:\d+ - error",
        ),
        "pyrefly": _errors(
            [_checker("pyrefly"), "check", "--preset", "strict", "--output-format", "min-text",
             "--python-interpreter-path", sys.executable, *files],
            folder, r"^ERROR (?:\S*/)?(\S+\.py):\d+",
        ),
        "ty": _errors(
            [_checker("ty"), "check", "--python", sys.prefix, "--error", "all",
             "--output-format", "concise", *files],
            folder, r"^(\S+\.py):\d+:\d+: error",
        ),
    }  # fmt: skip
    assert runs == {name: ["narrowed.py"] for name in runs}
