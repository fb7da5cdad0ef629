"""typedjax beside Equinox, Optax, Flax NNX and chex: the four checkers, the run, the install.

tests/beside/program.py passes typedjax arrays into an Equinox module annotated with
jaxtyping, an Optax optimiser, a Flax NNX module and chex's assertions, and takes what comes
back into typedjax. Each checker reads it as the project's own runs do (mypy with mypy.ini,
pyright strict from pyproject.toml, pyrefly's `default` preset, ty; each with this
interpreter's environment) and must report nothing there but the pins: mypy's and pyright's
sit in the program beside each line, with the reason, as the whole-project runs require (an
ignore that stops matching is an error there); pyrefly's and ty's are below, by code and
count, as in test_pyrefly.py and test_ty.py.

In the same run each checker reads a copy of the program with three wrong lines at the
crossings (a Flax result, a plain `jax.Array`, assigned to `Array[float32]`; an
`Array[int32]` into the Equinox module's `Array[float32]` parameter; Optax's loosely typed
`apply_updates` result assigned to a dict of typedjax arrays) and must report exactly those
(and the program's pinned lines again): a clean program means the libraries' types were
read, not that a checker saw `Any`.

chex and optax ship no `py.typed`, so mypy under mypy.ini reads them as `Any` (the program's
`# type: ignore[import-untyped]`, which is why it misses the Optax line); a second mypy run
follows their inline annotations (`--follow-untyped-imports`) and must be as clean.
"""

from __future__ import annotations

import json
import math
import re
import subprocess
import sys
import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from tests.checkers._pinned import ROOT, assert_only_pinned, relative

PROGRAM = "tests/beside/program.py"
WRONG_NAME = "program_wrong.py"
BIN = Path(sys.executable).parent

# The lines appended to the copy, each with the checkers that must report it.
ALL = frozenset({"mypy", "mypy-follow", "pyright", "pyrefly", "ty"})
WRONG: tuple[tuple[str, frozenset[str]], ...] = (
    ("one = tnp.ones((1, 3), dtype=float32)", frozenset()),
    # Flax -> typedjax: nnx.Linear returns a plain jax.Array, whose dtype no checker knows, so
    # it is accepted as Array[float32]; its `astype` is typedjax's, and int32 is known.
    ("wrong_back: Array[float32] = Head(3, 2, nnx.Rngs(0))(one).astype(tnp.int32)", ALL),
    # typedjax -> Equinox: the module's __call__ takes Shaped[Array[float32], "b n"].
    ("wrong_in = Linear(3, 2, tj.random.key(0))(one.astype(tnp.int32))", ALL),
    # Optax -> typedjax: apply_updates returns optax.Params (chex.ArrayTree), not the dict;
    # mypy under mypy.ini reads optax as Any (no py.typed) and cannot see it.
    ("wrong_optax: dict[str, Array[float32]] = optax.apply_updates({'w': one}, {'w': one})",
     ALL - {"mypy"}),
)  # fmt: skip

# (file, code) -> (count, reason), as in test_pyrefly.py and test_ty.py.
PINNED: dict[str, dict[tuple[str, str], tuple[int, str]]] = {
    "mypy": {},
    "mypy-follow": {},
    "pyright": {},
    "pyrefly": {},
    "ty": {},
}

Error = tuple[str, str, int, str]  # (file, code, line, message)


@pytest.fixture(scope="module")
def wrong_copy(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, set[int]]]:
    """The program with the wrong lines appended, and the lines each checker must report."""
    text = (ROOT / PROGRAM).read_text()
    first = text.count("\n") + 1
    expected: dict[str, set[int]] = {checker: set() for checker in ALL}
    for line, (code, checkers) in enumerate(WRONG, first):
        text += code + "\n"
        for checker in checkers:
            expected[checker].add(line)
    path = tmp_path_factory.mktemp("beside") / WRONG_NAME
    path.write_text(text)
    return path, expected


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        list(args), capture_output=True, text=True, check=False, cwd=ROOT, timeout=600
    )


def _mypy(copy: Path, *flags: str) -> tuple[list[Error], str]:
    done = _run(
        sys.executable, "-m", "mypy", "--config-file", "mypy.ini", *flags, PROGRAM, str(copy)
    )
    out = done.stdout + done.stderr
    assert done.returncode in (0, 1), out
    rows = re.finditer(r"^(.+?):(\d+): error: (.*?)  \[([\w-]+)\]$", done.stdout, re.MULTILINE)
    return [(relative(m[1]), m[4], int(m[2]), m[3]) for m in rows], out


def _pyright(copy: Path) -> tuple[list[Error], str]:
    done = _run(
        sys.executable, "-m", "pyright", "--pythonpath", sys.executable, "--outputjson",
        PROGRAM, str(copy),
    )  # fmt: skip
    out = done.stdout + done.stderr
    assert done.returncode in (0, 1), out
    found = json.loads(done.stdout)["generalDiagnostics"]
    return [
        (relative(d["file"]), str(d.get("rule", "")), d["range"]["start"]["line"] + 1, d["message"])
        for d in found
        if d["severity"] == "error"
    ], out


def _pyrefly(copy: Path) -> tuple[list[Error], str]:
    done = _run(
        str(BIN / "pyrefly"), "check", "--preset", "default", "--output-format", "json",
        "--python-interpreter-path", sys.executable, PROGRAM, str(copy),
    )  # fmt: skip
    out = done.stdout + done.stderr
    start = done.stdout.find("{")
    assert start >= 0, out
    found = json.loads(done.stdout[start:])["errors"]
    return [
        (relative(e["path"]), str(e["name"]), int(e["line"]), str(e["concise_description"]))
        for e in found
        if e.get("severity", "error") == "error"
    ], out


def _ty(copy: Path) -> tuple[list[Error], str]:
    done = _run(
        str(BIN / "ty"), "check", "--python", sys.executable, "--output-format", "concise",
        PROGRAM, str(copy),
    )  # fmt: skip
    out = done.stdout + done.stderr
    assert done.returncode in (0, 1), out
    rows = re.finditer(r"^(.+?):(\d+):\d+: error\[([\w-]+)\] (.*)$", done.stdout, re.MULTILINE)
    return [(relative(m[1]), m[3], int(m[2]), m[4]) for m in rows], out


def _assert_clean(
    checker: str, found: tuple[list[Error], str], copy: tuple[Path, dict[str, set[int]]]
) -> None:
    """The program gives only the pins; the copy those again and exactly its wrong lines."""
    errors, out = found
    program = [e for e in errors if not e[0].endswith(WRONG_NAME)]
    wrong = [e for e in errors if e[0].endswith(WRONG_NAME)]
    try:
        assert_only_pinned(checker, program, PINNED[checker])
    except AssertionError as error:
        raise AssertionError(f"{error}\n{checker} said:\n{out}") from None
    pinned_lines = sorted(line for _, _, line, _ in program)
    assert sorted(line for _, _, line, _ in wrong) == sorted([*pinned_lines, *copy[1][checker]]), (
        f"{checker} on the wrong lines of {copy[0]}:\n{out}"
    )


def test_mypy_strict_reads_the_program_clean(wrong_copy: tuple[Path, dict[str, set[int]]]) -> None:
    # Its own cache: the whole-project run's (.cache/mypy) holds other options.
    found = _mypy(wrong_copy[0], "--cache-dir", ".cache/mypy-beside")
    _assert_clean("mypy", found, wrong_copy)


def test_mypy_strict_following_optax_and_chex_reads_the_program_clean(
    wrong_copy: tuple[Path, dict[str, set[int]]],
) -> None:
    # The program's `# type: ignore[import-untyped]` lines go unused here, by design.
    found = _mypy(
        wrong_copy[0], "--follow-untyped-imports", "--no-warn-unused-ignores",
        "--cache-dir", ".cache/mypy-beside-follow",
    )  # fmt: skip
    _assert_clean("mypy-follow", found, wrong_copy)


def test_pyright_strict_reads_the_program_clean(
    wrong_copy: tuple[Path, dict[str, set[int]]],
) -> None:
    _assert_clean("pyright", _pyright(wrong_copy[0]), wrong_copy)


def test_pyrefly_reads_the_program_clean(wrong_copy: tuple[Path, dict[str, set[int]]]) -> None:
    _assert_clean("pyrefly", _pyrefly(wrong_copy[0]), wrong_copy)


def test_ty_reads_the_program_clean(wrong_copy: tuple[Path, dict[str, set[int]]]) -> None:
    _assert_clean("ty", _ty(wrong_copy[0]), wrong_copy)


def test_the_program_runs_and_every_fit_lowers_its_loss() -> None:
    from tests.beside.program import main

    losses = main(steps=20)
    for name, values in losses._asdict().items():
        assert len(values) == 20, name
        assert all(math.isfinite(v) for v in values), (name, values)
        assert values[-1] < 0.5 * values[0], (name, values)


def test_restored_refuses_another_dtype_or_structure() -> None:
    import typedjax.numpy as tnp
    from tests.beside.program import restored
    from typedjax.typing import float32, int32

    like = {"w": tnp.zeros(2, dtype=float32)}
    assert restored({"w": tnp.ones(2, dtype=float32)}, like)["w"].dtype == float32
    with pytest.raises(TypeError, match="where"):
        restored({"w": tnp.zeros(2, dtype=int32)}, like)
    with pytest.raises(TypeError, match="where"):
        restored({"w": tnp.zeros(3, dtype=float32)}, like)
    with pytest.raises(ValueError, match="pytree structure"):
        restored({"v": tnp.zeros(2, dtype=float32)}, like)


def test_pip_check_is_clean() -> None:
    done = _run(sys.executable, "-m", "pip", "check")
    assert done.returncode == 0, done.stdout + done.stderr


def test_this_environment_meets_the_beside_extra() -> None:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"
    ]
    beside = [Requirement(r) for r in extras["beside"]]
    assert {r.name for r in beside} == {"equinox", "optax", "flax", "chex"}
    dev = [Requirement(r) for r in extras["dev"]]
    assert any(r.name == "typedjax" and "beside" in r.extras for r in dev), (
        "the dev extra must hold the beside extra"
    )
    for requirement in beside:
        if requirement.marker is None or requirement.marker.evaluate():
            installed = version(requirement.name)
            assert requirement.specifier.contains(installed, prereleases=True), (
                requirement,
                installed,
            )
