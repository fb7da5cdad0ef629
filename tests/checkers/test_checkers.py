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


# verifytypes reports what jaxlib defines without stubs as unknown: jax.Array's own
# metaclass and base for any subclass of jax.Array (a plain `class A(jax.Array)` gets
# the same; a numpy.ndarray subclass does not), hence "partially unknown" for a
# function returning Array; and PartitionSpec (jaxlib's class P), hence SpecTree and
# shard_map's spec parameters. Nothing else may be unknown. Partial stubs for
# jax/jaxlib in stubs/ are the planned fix.
_INHERITED_FROM_JAX = re.compile(
    r"Type of (metaclass|base class) unknown"
    r'|Return type is partially unknown\n\s*Return type is "Array\[\w+(@\w+)?\]"'
    r'|Type unknown for type alias "typedjax\.transforms\.SpecTree"'
    r'|Type of parameter "(in|out)_specs" is partially unknown\n\s*Parameter type is '
    r'"Unknown \| tuple\[SpecTree, \.\.\.\] \| list\[SpecTree\] \| dict\[str, SpecTree\] \| None"'
)


def test_pyright_verifytypes_finds_no_unknown_types(tmp_path: Path) -> None:
    # verifytypes wants the package as an installed copy, not an editable path.
    shutil.copytree(ROOT / "typedjax", tmp_path / "typedjax")
    proc = subprocess.run(
        [sys.executable, "-m", "pyright", "--pythonpath", sys.executable, "--outputjson",
         "--verifytypes", "typedjax", "--ignoreexternal"],
        cwd=tmp_path, capture_output=True, text=True, check=False,
        env={**os.environ, "PYTHONPATH": str(tmp_path)},
    )  # fmt: skip
    report = json.loads(proc.stdout)["typeCompleteness"]
    assert report["exportedSymbolCounts"]["withKnownType"] > 50, report["exportedSymbolCounts"]
    errors = [
        (symbol["name"], diag["message"])
        for symbol in report["symbols"]
        for diag in symbol.get("diagnostics", [])
        if diag["severity"] == "error"
    ]
    assert ("typedjax.array._array.Array", "Type of base class unknown") in errors, errors
    unexplained = [e for e in errors if not _explained(e[1])]
    assert not unexplained, unexplained
    # The filter itself: an Unknown outside Array[...] is never explained.
    assert not _explained('Type of parameter "x" is partially unknown\n  Parameter type is "Unknown | None"')
    assert _explained('Type of parameter "x" is partially unknown\n  Parameter type is "Array[int8] | int"')


# A typed parameter or result made only of Array[...] (and known types) is "partially
# unknown" solely through jax.Array's base (above); so is a class whose only such members
# are typed that way (the typedjax.numpy ufunc classes, whose members this test also reads).
_PARTIAL = re.compile(
    r'(Type of parameter "\w+" is partially unknown\n\s*Parameter type is'
    r'|Return type is partially unknown\n\s*Return type is) "(?P<type>.*)"',
    re.DOTALL,
)
_UFUNC_BASE = re.compile(r'Type of base class "typedjax\.numpy\._ufuncs\.\w+" is partially unknown')


def _explained(message: str) -> bool:
    """Whether a verifytypes error comes only from jax.Array's unknown base."""
    if _INHERITED_FROM_JAX.fullmatch(message) or _UFUNC_BASE.fullmatch(message):
        return True
    match = _PARTIAL.fullmatch(message)
    if match is None:
        return False
    without_arrays = re.sub(r"Array\[[^\[\]]*\]", "", match.group("type"))
    return "Unknown" not in without_arrays


def pass_files() -> list[str]:
    """The `check_*.py` files: correct code that every checker must accept."""
    return sorted(str(p.relative_to(ROOT)) for p in TYPING_TESTS.rglob("check_*.py"))


def test_every_public_name_has_a_type_test() -> None:
    import typedjax
    import typedjax.typing

    text = "\n".join(p.read_text() for p in TYPING_TESTS.rglob("check_*.py"))
    public = {*typedjax.__all__, *typedjax.typing.__all__} - {"typing"}
    missing = sorted(name for name in public if name not in text)
    assert not missing, f"public names without a type test in tests/typing: {missing}"


def test_every_numpy_name_has_a_type_test() -> None:
    # Spelled as used (`tnp.sin`, `tnp.linalg.eigh`): a bare `e` or `pi` would match anything.
    import typedjax.numpy as tnp

    text = "\n".join(p.read_text() for p in TYPING_TESTS.rglob("check_*.py"))
    # pyright reads `__all__ += _area.__all__` for the names but not for the list's type.
    main: object = getattr(tnp, "__all__", None)
    assert isinstance(main, list)
    qualified = [
        *(f"tnp.{n}" for n in main if n not in ("linalg", "fft")),  # pyright: ignore[reportUnknownVariableType]  # list of object, narrowed at run time only
        *(f"tnp.linalg.{n}" for n in tnp.linalg.__all__),
        *(f"tnp.fft.{n}" for n in tnp.fft.__all__),
    ]
    missing = [q for q in qualified if not re.search(re.escape(q) + r"\b", text)]
    assert not missing, f"typedjax.numpy names without a type test in tests/typing: {missing}"


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
