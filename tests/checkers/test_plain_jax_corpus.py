"""Plain JAX code checks as cleanly with typedjax's jax-stubs as with JAX's own types.

The corpus is plain-JAX programs that JAX runs (`tests/corpus/`: Equinox with Optax,
Flax NNX, `jax.lax`'s loops, per-example gradients with `vmap`, a hidden Markov model
annotated with jaxtyping and fed by `jax.random`, `jax.nn` and `jax.lax` values), the
plain twins of the bench programs (`bench/bench_real_check.py` derives them) and JAX's
everyday idioms with lambdas (`lambda_idioms/plain.py`: `grad`, `vmap`, `jit`, the
loops). Each checker, in each mode, reads them twice: in this environment, where `jax-stubs` is installed, and in a
fresh one without it (JAX's own types). Installing the stubs may add no error, except
the lines listed in `NEW_WITH_STUBS` with why (a true bug the stubs find, or a pinned
checker limitation); a line listed in `SWAPPED` may get reports of other kinds, but no
more of them. The counts per mode are written to `build/plain_jax_corpus/`.

A full check (`python tools/full_checks.py`): eight checker runs of two environments.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from bench.bench_real_check import NAMES, PROGRAMS, plain
from tests.runtime.test_install import editable_settings, fresh_venv

pytestmark = [pytest.mark.checkers, pytest.mark.full("corpus")]

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "corpus"
LAMBDAS = ROOT / "tests" / "checkers" / "lambda_idioms" / "plain.py"
REPORT = ROOT / "build" / "plain_jax_corpus"
BIN = Path(sys.executable).parent

Error = tuple[str, str, str]
"""(file name, error code, the source line, stripped): where an error is, and what."""

NEW_WITH_STUBS: dict[tuple[str, str, str, str], str] = {}
"""(mode, file, code, source line) -> why the stubs add that error."""

_LAMBDA_SWAP = (
    "pyright strict reports a lambda's unknowns either way: JAX's `jit` and `value_and_grad` "
    "are themselves partially unknown (`fun: Callable`, reportUnknownMemberType), typedjax's "
    "are not, and the lambda's unknown parameter shows in the argument or the result instead"
)
SWAPPED: dict[tuple[str, str, str], str] = {
    ("pyright strict", "lambda_idioms.py", "vg = tj.value_and_grad(lambda v: tnp.sum(tnp.sin(v)))(x)"): _LAMBDA_SWAP,
    ("pyright strict", "lambda_idioms.py", "jt = tj.jit(lambda v: v + 1.0)(x)"): _LAMBDA_SWAP,
}  # fmt: skip
"""(mode, file, source line) -> why the line's reports change kind with the stubs: the
test holds that the line has no more reports with them than with JAX's own types."""


def program_files(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    files: list[Path] = []
    for path in sorted(CORPUS.glob("[!_]*.py")):
        files.append(folder / path.name)
        files[-1].write_text(path.read_text())
    for name in NAMES:
        files.append(folder / f"bench_{name}.py")
        files[-1].write_text(plain((PROGRAMS / f"{name}.py").read_text()))
    files.append(folder / "lambda_idioms.py")
    files[-1].write_text(LAMBDAS.read_text())
    return files


def _located(files: list[Path], hits: list[tuple[str, int, str]]) -> set[Error]:
    lines = {path.name: path.read_text().splitlines() for path in files}
    return {(name, code, lines[name][line - 1].strip()) for name, line, code in hits}


def _run(argv: list[str], cwd: Path) -> str:
    done = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, check=False, timeout=900)
    return done.stdout + done.stderr


def _mypy(strict: bool) -> Callable[[Path, list[Path], Path], list[tuple[str, int, str]]]:
    def run(python: Path, files: list[Path], work: Path) -> list[tuple[str, int, str]]:
        out = _run(
            [sys.executable, "-m", "mypy", "--python-executable", str(python),
             "--cache-dir", str(work / f"mypy-cache-{python.parent.parent.name}"),
             "--no-error-summary", *(["--strict"] if strict else []),
             *(f.name for f in files)],
            files[0].parent,
        )  # fmt: skip
        found = re.findall(r"^(\w+\.py):(\d+): error: .*\[([\w-]+)\]$", out, re.MULTILINE)
        assert found or "error" not in out, out
        return [(name, int(line), code) for name, line, code in found]

    return run


def _pyright(mode: str) -> Callable[[Path, list[Path], Path], list[tuple[str, int, str]]]:
    def run(python: Path, files: list[Path], work: Path) -> list[tuple[str, int, str]]:
        config = files[0].parent / "pyrightconfig.json"
        config.write_text(json.dumps({"typeCheckingMode": mode}))
        out = _run(
            [sys.executable, "-m", "pyright", "--outputjson", "--pythonpath", str(python),
             *(f.name for f in files)],
            files[0].parent,
        )  # fmt: skip
        report = json.loads(out[out.index("{") :])
        return [
            (Path(d["file"]).name, d["range"]["start"]["line"] + 1, d.get("rule", "error"))
            for d in report["generalDiagnostics"]
            if d["severity"] == "error"
        ]

    return run


def _pyrefly(python: Path, files: list[Path], work: Path) -> list[tuple[str, int, str]]:
    out = _run(
        [str(BIN / "pyrefly"), "check", "--preset", "default", "--output-format", "min-text",
         "--python-interpreter-path", str(python), *(f.name for f in files)],
        files[0].parent,
    )  # fmt: skip
    found = re.findall(r"^ERROR (?:\S*/)?(\w+\.py):(\d+):\S+ .*\[([\w-]+)\]$", out, re.MULTILINE)
    return [(name, int(line), code) for name, line, code in found]


def _ty(python: Path, files: list[Path], work: Path) -> list[tuple[str, int, str]]:
    out = _run(
        [str(BIN / "ty"), "check", "--python", str(python), "--output-format", "concise",
         *(f.name for f in files)],
        files[0].parent,
    )  # fmt: skip
    found = re.findall(r"^(?:\S*/)?(\w+\.py):(\d+):\d+: error\[([\w-]+)\]", out, re.MULTILINE)
    return [(name, int(line), code) for name, line, code in found]


MODES: dict[str, Callable[[Path, list[Path], Path], list[tuple[str, int, str]]]] = {
    "mypy": _mypy(strict=False),
    "mypy --strict": _mypy(strict=True),
    "pyright basic": _pyright("basic"),
    "pyright strict": _pyright("strict"),
    "pyrefly": _pyrefly,
    "ty": _ty,
}


@pytest.fixture(scope="module")
def without_stubs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An interpreter with typedjax and every dependency of this one, but no stub package."""
    base = tmp_path_factory.mktemp("without-stubs")
    return fresh_venv(base, "-e", str(ROOT), *editable_settings(), without_stubs=True)


def test_pyright_reads_jax_numpy_through_the_stubs_only_where_they_are(
    without_stubs: Path, tmp_path: Path
) -> None:
    # What makes the comparison one: jnp.ones is typedjax's row with the stubs, JAX's without.
    probe = tmp_path / "probe.py"
    probe.write_text("import jax.numpy as jnp\nreveal_type(jnp.ones(3))\n")
    shown: dict[str, str] = {}
    for side, python in (("with", Path(sys.executable)), ("without", without_stubs)):
        out = _run(
            [sys.executable, "-m", "pyright", "--pythonpath", str(python), probe.name], tmp_path
        )
        found = re.search(r'Type of "jnp\.ones\(3\)" is "([^"]+)"', out)
        assert found, out
        shown[side] = found[1]
    assert shown == {"with": "Array[floating]", "without": "Array"}


def test_the_stubs_are_installed_here() -> None:
    site = Path(subprocess.check_output(
        [sys.executable, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        text=True,
    ).strip())  # fmt: skip
    assert (site / "jax-stubs" / "_src" / "basearray.pyi").is_file(), (
        "install them: pip install ./stubs/jax-project"
    )


def test_the_corpus_runs() -> None:
    for path in sorted(CORPUS.glob("[!_]*.py")):
        module = f"tests.corpus.{path.stem}"
        done = subprocess.run(
            [sys.executable, "-m", module], cwd=ROOT, capture_output=True, text=True, check=False
        )
        assert done.returncode == 0, f"{module}:\n{done.stderr[-3000:]}"


@pytest.mark.parametrize("mode", MODES)
def test_the_stubs_add_no_error_to_plain_jax(
    mode: str, without_stubs: Path, tmp_path: Path
) -> None:
    run = MODES[mode]
    with_files = program_files(tmp_path / "with")
    without_files = program_files(tmp_path / "without")
    with_stubs = _located(with_files, run(Path(sys.executable), with_files, tmp_path))
    jax_own = _located(without_files, run(without_stubs, without_files, tmp_path))
    swapped = {(file, line) for key_mode, file, line in SWAPPED if key_mode == mode}
    added = with_stubs - jax_own
    new = {
        error for error in added
        if (mode, *error) not in NEW_WITH_STUBS and (error[0], error[2]) not in swapped
    }  # fmt: skip
    for file, line in sorted(swapped):
        ours = {e for e in with_stubs if (e[0], e[2]) == (file, line)}
        theirs = {e for e in jax_own if (e[0], e[2]) == (file, line)}
        assert len(ours) <= len(theirs), f"{mode}: more reports on {file}: {line}: {ours}"
        assert ours & added, f"{mode}: {file}: {line} is listed in SWAPPED but changes nothing"
    REPORT.mkdir(parents=True, exist_ok=True)  # a file per mode: the modes run in parallel
    counts = {"jax's own types": len(jax_own), "with the stubs": len(with_stubs)}
    (REPORT / f"{mode.replace(' ', '_')}.json").write_text(json.dumps(counts) + "\n")
    assert not new, f"{mode}: errors the stubs add to plain JAX:\n" + "\n".join(
        f"  {file}: [{code}] {line}" for file, code, line in sorted(new)
    )
    stale = [
        key for key in NEW_WITH_STUBS if key[0] == mode and key[1:] not in with_stubs - jax_own
    ]
    assert not stale, f"{mode}: listed lines the stubs no longer add an error to: {stale}"
