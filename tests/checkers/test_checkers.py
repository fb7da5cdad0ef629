"""The three checkers over the package and the tests, run as part of the suite.

mypy and pyright check everything strictly (their configuration is in
mypy.ini and pyproject.toml); unused ignores are errors in both, so a
must-fail line that stops failing breaks the build. pytype checks the package
and the pass files of tests/typing for false positives in
test_pytype_expectations.py, in the same run that pins what it catches.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TYPING_TESTS = ROOT / "tests" / "typing"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_mypy_strict_is_clean() -> None:
    proc = _run("mypy", "--config-file", "mypy.ini")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_pyright_strict_is_clean() -> None:
    proc = _run("pyright", "--pythonpath", sys.executable)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "0 errors" in proc.stdout, proc.stdout


def verifytypes_errors(python: Path, cwd: Path, extra_path: str = "") -> list[tuple[str, str]]:
    """`(symbol, message)` for every error of `pyright --verifytypes typedjax` under `python`.

    verifytypes resolves imports with the `python` first on PATH and ignores
    `--pythonpath`: with another interpreter first, jax does not resolve and every
    class derived from jax.Array is "partially unknown".
    """
    env = {**os.environ, "PATH": f"{python.parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    if extra_path:
        env["PYTHONPATH"] = extra_path
    proc = subprocess.run(
        [sys.executable, "-m", "pyright", "--outputjson", "--verifytypes", "typedjax",
         "--ignoreexternal"],
        cwd=cwd, capture_output=True, text=True, check=False, env=env,
    )  # fmt: skip
    report = json.loads(proc.stdout)["typeCompleteness"]
    assert report["exportedSymbolCounts"]["withKnownType"] > 50, report["exportedSymbolCounts"]
    return [
        (symbol["name"], diag["message"])
        for symbol in report["symbols"]
        for diag in symbol.get("diagnostics", [])
        if diag["severity"] == "error"
    ]


def test_pyright_verifytypes_finds_every_type_known(tmp_path: Path) -> None:
    # verifytypes wants the package as an installed copy, not an editable path.
    shutil.copytree(ROOT / "typedjax", tmp_path / "typedjax")
    errors = verifytypes_errors(Path(sys.executable), tmp_path, extra_path=str(tmp_path))
    assert not errors, errors


def pass_files() -> list[str]:
    """The `check_*.py` files: correct code that every checker must accept."""
    return sorted(str(p.relative_to(ROOT)) for p in TYPING_TESTS.rglob("check_*.py"))


def type_tests() -> str:
    """The text of every pass file, where each public name must appear."""
    return "\n".join(p.read_text() for p in TYPING_TESTS.rglob("check_*.py"))


def untested(qualified: Iterable[str], *, lookbehind: str = "") -> list[str]:
    """The names of `qualified` that no pass file spells, each as a whole word (so `tnp.e`
    is not found in `tnp.exp`) and, with `lookbehind`, only where that pattern allows."""
    text = type_tests()
    return [q for q in qualified if not re.search(f"{lookbehind}{re.escape(q)}\\b", text)]


def test_every_public_name_has_a_type_test() -> None:
    import typedjax
    import typedjax.typing

    text = type_tests()
    public = {*typedjax.__all__, *typedjax.typing.__all__} - {"typing"}
    missing = sorted(name for name in public if name not in text)
    assert not missing, f"public names without a type test in tests/typing: {missing}"


def test_every_numpy_name_has_a_type_test() -> None:
    # Spelled as used (`tnp.sin`, `tnp.linalg.eigh`): a bare `e` or `pi` would match anything.
    import typedjax.numpy as tnp

    # pyright reads `__all__ += _area.__all__` for the names but not for the list's type.
    main: object = getattr(tnp, "__all__", None)
    assert isinstance(main, list)
    qualified = [
        *(f"tnp.{n}" for n in main if n not in ("linalg", "fft")),  # pyright: ignore[reportUnknownVariableType]  # list of object, narrowed at run time only
        *(f"tnp.linalg.{n}" for n in tnp.linalg.__all__),
        *(f"tnp.fft.{n}" for n in tnp.fft.__all__),
    ]
    missing = untested(qualified)
    assert not missing, f"typedjax.numpy names without a type test in tests/typing: {missing}"


def test_every_nn_name_has_a_type_test() -> None:
    import typedjax.nn as tnn

    qualified = [f"tnn.{n}" for n in tnn.__all__ if n != "initializers"]
    # check_nn.py spells the initializers `init.<name>` (`init = tnn.initializers`).
    qualified += [f"init.{n}" for n in tnn.initializers.__all__ if n != "Initializer"]
    qualified.append("Initializer[")
    missing = untested(qualified)
    assert not missing, f"typedjax.nn names without a type test in tests/typing: {missing}"


def test_every_typed_lax_function_has_a_type_test() -> None:
    # The functions tools/gen/lax.py declares (the rest of typedjax.lax is JAX's own).
    from typedjax._src.generated.lax import functions

    missing = untested(f"tlax.{n}" for n in functions.__all__)
    assert len(functions.__all__) > 100, functions.__all__
    assert not missing, f"typedjax.lax functions without a type test in tests/typing: {missing}"


def scipy_names() -> list[str]:
    """Every public function and class of `typedjax.scipy`, spelled `tsp.<module>.<name>`."""
    from types import ModuleType

    import typedjax.scipy as tsp

    found: list[str] = []

    def walk(module: ModuleType, prefix: str) -> None:
        for name in getattr(module, "__all__", ()):
            value: object = getattr(module, name)
            if isinstance(value, ModuleType):
                walk(value, f"{prefix}{name}.")
            else:
                found.append(prefix + name)

    walk(tsp, "tsp.")
    return found


def test_every_scipy_name_has_a_type_test() -> None:
    # Spelled as used (`tsp.special.erf`, `tsp.stats.norm.logpdf`), after no name character
    # or dot, so that `tsp.stats.t.pdf` is not found inside another distribution's line.
    qualified = scipy_names()
    assert len(qualified) > 200, "the walk over typedjax.scipy found too few names"
    missing = untested(qualified, lookbehind=r"(?<![\w.])")
    assert not missing, f"typedjax.scipy names without a type test in tests/typing: {missing}"


def test_all_lists_exactly_the_public_names() -> None:
    import typedjax
    import typedjax.array
    import typedjax.typing

    for module in (typedjax, typedjax.typing, typedjax.array):
        present = {
            name for name, value in vars(module).items()
            if not name.startswith("_") and getattr(value, "__module__", "").startswith("typedjax")
        }  # fmt: skip
        assert present <= set(module.__all__), (module.__name__, present - set(module.__all__))
        assert all(hasattr(module, name) for name in module.__all__), module.__name__


def test_ruff_is_clean() -> None:
    proc = _run("ruff", "check", ".")
    assert proc.returncode == 0, proc.stdout + proc.stderr
