"""pyrefly as a tested checker: the package, the examples and every tests/typing file.

Two runs, both with pyrefly's `default` preset and this interpreter's environment:

- the package, the examples and the `check_*.py` pass files, honouring `# type: ignore`
  as pyrefly does by default: every error must be one pinned below, by file, error code
  and count, with the reason (a pyrefly limitation with its reproduction, or where
  pyrefly reports on another line what mypy and pyright are told to accept);
- the `fail_*.py` files with only `# pyrefly: ignore` honoured (`--enabled-ignores
  pyrefly`): every line that carries a `# type: ignore[...]` (a line mypy and pyright
  must reject) must be reported by pyrefly too, and no other line may be.

A pinned count that changes fails the test either way, so a fixed pyrefly or a changed
declaration shows up here.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.checkers._pinned import (
    ROOT,
    assert_must_fail_lines,
    assert_only_pinned,
    fail_files,
    pass_targets,
    relative,
)

PYREFLY = Path(sys.executable).parent / "pyrefly"

# (file, pyrefly error code) -> (count, reason)
PINNED: dict[tuple[str, str], tuple[int, str]] = {
    ("typedjax/_src/generated/typing/dtype.py", "bad-override"): (
        51,
        (
            "each dtype class's generated promotion tables (`__promote__`, and the integral "
            "classes' `__promote_inexact__`) narrow their base class's on purpose (float32 with "
            "int8 is float32, floating with int8 some floating); mypy and pyright are told so "
            "by the file's disable comments"
        ),
    ),
    ("typedjax/_src/array/array.py", "inconsistent-overload"): (
        13,
        (
            "the rows that read the tables in the twelve operators (`+`, `-`, `*`, `/`, `//`, "
            "`%`, `**`, `&`, `|`, `^`, `<<`, `>>`; `/` has two, the promotion and the integral "
            "division): the implementation's ArrayLike does not cover the promotion-table "
            "row's operand, a `_HasDType` protocol that only arrays satisfy; mypy and pyright "
            "are told so on the implementation's line"
        ),
    ),
    ("typedjax/_src/generated/numpy/ufuncs.py", "inconsistent-overload"): (
        36,
        (
            "the same for the ufuncs' __call__ (the arithmetic, bitwise and logaddexp ufuncs) "
            "and the 23 binary functions whose first row reads the tables (divide, floor_divide, "
            "gcd, left_shift, fmax, ...), and the second row, the integral division, of the "
            "nine true-division functions (divide, arctan2, hypot, ...) and logaddexp's __call__"
        ),
    ),
    ("typedjax/_src/generated/numpy/sorting.py", "inconsistent-overload"): (
        1,
        "the same for where",
    ),
    ("typedjax/_src/numpy/joining.py", "inconsistent-overload"): (
        1,
        "the same for select (its choices with an array default)",
    ),
    ("tests/typing/transforms/check_jit.py", "no-matching-overload"): (
        3,
        (
            "a jitted function in a class body: pyrefly does not match Jitted.__get__'s overload "
            "whose self is Jitted[Concatenate[_T, _P2], _R] against an instance of _T"
        ),
    ),
    ("tests/typing/transforms/check_jit.py", "assert-type"): (
        2,
        ("the same bound method: with no __get__ overload matched, the result is Unknown"),
    ),
    ("typedjax/_src/generated/numpy/ufuncs.py", "bad-override"): (
        8,
        (
            "each ufunc narrows the generic ufunc's at/outer/reduce signature on purpose, as "
            "mypy's ignore[override] on the first @overload line says; pyrefly reports the def line"
        ),
    ),
    ("typedjax/_src/generated/numpy/ufuncs.py", "inconsistent-overload-default"): (
        1,
        (
            "unwrap's row for an int period keeps the dtype; JAX's default period (2π, a float) "
            "keeps an inexact input's dtype too (a weak scalar), so the row's answer holds"
        ),
    ),
    ("typedjax/_src/generated/numpy/statistics.py", "inconsistent-overload-default"): (
        1,
        (
            "trapezoid's row for an int dx keeps the dtype; JAX's default dx=1.0 (a float) keeps "
            "an inexact y's dtype too (a weak scalar), so the row's answer holds"
        ),
    ),
    ("typedjax/_src/generated/scipy/integrate.py", "inconsistent-overload-default"): (
        1,
        "jax.scipy.integrate.trapezoid has tnp.trapezoid's declaration, and the same int-dx row",
    ),
    ("tests/typing/numpy/check_ufuncs.py", "assert-type"): (
        1,
        (
            "`tnp.add(j, x)` with `j` a plain jax.Array: pyrefly 1.4.1 answers `Unknown` where "
            "the others answer `Array[Any]` (both gradual)"
        ),
    ),
}


def _errors(*args: str) -> list[dict[str, object]]:
    done = subprocess.run(
        [str(PYREFLY), "check", "--preset", "default", "--output-format", "json",
         "--python-interpreter-path", sys.executable, *args],
        capture_output=True, text=True, check=False, cwd=ROOT, timeout=600,
    )  # fmt: skip
    start = done.stdout.find("{")
    assert start >= 0, done.stdout + done.stderr
    found: list[dict[str, object]] = json.loads(done.stdout[start:])["errors"]
    return [e for e in found if e.get("severity", "error") == "error"]


def test_pass_files_package_and_examples_give_only_the_pinned_errors() -> None:
    errors = _errors(*pass_targets())
    assert_only_pinned(
        "pyrefly",
        ((relative(e["path"]), str(e["name"]), int(str(e["line"])), str(e["concise_description"]))
         for e in errors),
        PINNED,
    )  # fmt: skip


def test_every_must_fail_line_is_reported_and_no_other() -> None:
    errors = _errors("--enabled-ignores", "pyrefly", *(relative(p) for p in fail_files()))
    reported: dict[str, set[int]] = {}
    for e in errors:
        reported.setdefault(relative(e["path"]), set()).add(int(str(e["line"])))
    assert_must_fail_lines("pyrefly", reported)
