"""ty as a tested checker: the package, the examples and every tests/typing file.

Two runs, both with this interpreter's environment:

- the package, the examples and the `check_*.py` pass files: every error must be one
  pinned below, by file, rule and count, with the reason (a ty limitation with its
  reproduction in tests/checkers/ty_repros/, or a line that mypy and pyright are told
  to accept with a reason, whose bracketed `# type: ignore[...]` ty does not honour);
- the `fail_*.py` files with no suppression comment honoured: every line that carries
  a `# type: ignore[...]` (a line mypy and pyright must reject) must be reported by ty
  too, and no other line may be, less the must-fail lines pinned in `ACCEPTED`.

A pinned count that changes fails the test either way, so a fixed ty or a changed
declaration shows up here.
"""

from __future__ import annotations

import re
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
from typedjax._src.check.checkers import CHECKERS

TY = Path(sys.executable).parent / "ty"

_IGNORED = (
    "mypy and pyright are told to accept this line (`# type: ignore[...]` and "
    "`# pyright: ignore[...]`, with the reason beside them); ty 0.0.107 honours only a bare "
    "`# type: ignore` (tests/checkers/ty_repros/type_ignore_with_code.py)"
)
_CONSTRAINED = (
    "ty solves the constrained TypeVar of the first row (`Sequence[Array[SameT]]`) from a list "
    "of arrays of two dtypes as Unknown, where mypy and pyright skip the row; the answer is "
    "Array[Unknown] (tests/checkers/ty_repros/constrained_typevar_union.py)"
)

# (file, ty rule) -> (count, reason)
PINNED: dict[tuple[str, str], tuple[int, str]] = {
    ("typedjax/_src/generated/typing/dtype.py", "incompatible-method-override"): (
        48,
        (
            "each dtype class's generated promotion tables (`__promote__`, and the integral "
            "classes' `__promote_inexact__`) narrow their base class's on purpose (float32 with "
            "int8 is float32, floating with int8 some floating); mypy and pyright are told so "
            "by the file's disable comments"
        ),
    ),
    ("typedjax/_src/array/array.py", "incompatible-method-override"): (
        2,
        (
            "__eq__ and __ne__ answer a boolean array where object's answer a bool (element-wise, "
            "as in jax.Array and NumPy); mypy and pyright are told so on the line. To checkers "
            "Array derives from no class of JAX's (the jax-stubs make jax.Array this class), so "
            "its operators override nothing else"
        ),
    ),
    ("typedjax/_src/typing/dtype.py", "invalid-argument-type"): (1, _IGNORED),
    ("typedjax/_src/typing/dtype.py", "no-matching-overload"): (1, _IGNORED),
    ("typedjax/_src/typing/shape.py", "invalid-argument-type"): (1, _IGNORED),
    ("typedjax/_src/typing/shape.py", "invalid-assignment"): (1, _IGNORED),
    ("typedjax/_src/typing/typecheck.py", "invalid-explicit-return"): (1, _IGNORED),
    ("typedjax/_src/numpy/functional.py", "incompatible-method-override"): (1, _IGNORED),
    ("typedjax/_src/generated/numpy/ufuncs.py", "incompatible-method-override"): (
        14,
        (
            "each ufunc narrows the generic ufunc's __call__/at/outer/reduce signature on "
            "purpose (a binary ufunc takes two operands, not *args), as mypy's ignore[override] "
            "on the first @overload line and pyright's on the def line say"
        ),
    ),
    ("tests/typing/numpy/check_manipulation.py", "type-assertion-failure"): (6, _CONSTRAINED),
    ("tests/typing/numpy/check_linalg.py", "type-assertion-failure"): (3, _CONSTRAINED),
    ("tests/typing/transforms/check_jit.py", "invalid-attribute-access"): (
        3,
        (
            "a jitted function in a class body: ty does not match Jitted.__get__'s row whose "
            "self is Jitted[Concatenate[_T, _P2], _R] against an instance of _T (pyrefly neither)"
        ),
    ),
    ("tests/typing/transforms/check_jit.py", "type-assertion-failure"): (
        2,
        "the same bound method: with no __get__ row matched, the result is Unknown",
    ),
    ("tests/typing/transforms/check_custom.py", "unsound-assignment"): (
        2,
        (
            "ty's opt-in unsound-assignment, an error in `typedjax check`'s strict mode, flags "
            "`x: Array[float32] = primals[0]` in a JVP rule, whose primals are `tuple[Any, ...]` "
            "as JAX declares them: what the rule is for, on the idiom JAX documents"
        ),
    ),
    ("tests/typing/array/check_gradual.py", "unsound-assignment"): (
        23,
        (
            "ty's opt-in unsound-assignment, an error in `typedjax check`'s strict mode, flags "
            "each result of an `Array[Any]` operand assigned where a dtype is annotated: the "
            "file checks exactly that such a result is gradual (`Array[Unknown]`), not a wrong dtype"
        ),
    ),
    ("tests/typing/plugins/check_plugins.py", "assert-type-unspellable-subtype"): (
        1,
        (
            "ty types a decorated function as the function itself, a subtype of the Callable "
            "type asserted, and assert_type wants equality"
        ),
    ),
    ("tests/typing/typing/check_typing.py", "assert-type-unspellable-subtype"): (
        1,
        (
            "ty types `typedjax.Array[float32]` as the class object itself, a subtype of "
            "type[Array[float32]], and assert_type wants equality"
        ),
    ),
    ("tests/typing/transforms/check_autodiff.py", "type-assertion-failure"): (
        3,
        (
            "`grad(mixed, (0, 1))`: with argnums given, the function also fits the loose rows, "
            "and ty 0.0.107 answers `Unknown` where their results differ (the typing spec's rule "
            "for Any arguments; mypy answers Any); `grad(like)` (twice): ty solves `_F0` from "
            "ArrayLike's bare Array[Any] to `Any & floating`, where the others answer Array[Any]"
        ),
    ),
}

# Must-fail lines ty accepts: (file, the line's code) -> reason.
ACCEPTED: dict[tuple[str, str], str] = {
    (
        "tests/typing/numpy/fail_manipulation.py",
        "wrong: Array[float32] = tnp.concatenate([f, i])",
    ): (_CONSTRAINED),
    ("tests/typing/transforms/fail_control.py", "while_loop(lambda c: True, to_int, x)"): (
        "the lambda's unannotated parameter makes ty solve the carry type as Unknown | "
        "Array[float32], which takes to_int's Array[int32] "
        "(tests/checkers/ty_repros/lambda_parameter.py)"
    ),
}

_ROW = re.compile(r"^(?P<path>.+?):(?P<line>\d+):\d+: error\[(?P<rule>[\w-]+)\] (?P<message>.*)$")


def _errors(*args: str, strict: bool = False) -> list[tuple[str, str, int, str]]:
    """ty's errors over `args`; with `strict`, from the very command `typedjax check` runs
    in its default mode, strict (every rule of ty an error, the opt-in ones too)."""
    argv = [str(TY), "check", "--python", sys.executable, "--output-format", "concise", *args]
    if strict:
        strict_argv = CHECKERS["ty"].command(args, "strict").argv
        assert strict_argv is not None, "ty is a dev dependency; install with .[dev]"
        argv = strict_argv
    done = subprocess.run(
        argv, capture_output=True, text=True, check=False, cwd=ROOT, timeout=600
    )  # fmt: skip
    assert done.returncode in (0, 1), done.stdout + done.stderr
    found: list[tuple[str, str, int, str]] = []
    for row in done.stdout.splitlines():
        match = _ROW.match(row)
        if match:
            path = relative(match["path"])
            found.append((path, match["rule"], int(match["line"]), match["message"]))
    return found


def test_pass_files_package_and_examples_give_only_the_pinned_errors() -> None:
    # What users' code is (the examples, the pass files) ty checks as `typedjax check` does;
    # the package with ty's default rules: its opt-in ones (missing-override-decorator,
    # unsound-assignment, ...) are style typedjax's sources do not follow (docs/checkers.md).
    package, *users = pass_targets()
    assert package == "typedjax", pass_targets()
    errors = _errors(package) + _errors(*users, strict=True)
    assert_only_pinned("ty", errors, PINNED)


def test_every_must_fail_line_is_reported_and_no_other() -> None:
    errors = _errors(
        "-c", "analysis.respect-type-ignore-comments=false", *(relative(p) for p in fail_files())
    )
    reported: dict[str, set[int]] = {}
    for path, _, line, _ in errors:
        reported.setdefault(path, set()).add(line)
    assert_must_fail_lines("ty", reported, ACCEPTED)


def _revealed(name: str) -> list[str]:
    done = subprocess.run(
        [str(TY), "check", "--python", sys.executable, "--output-format", "concise",
         f"tests/checkers/ty_repros/{name}"],
        capture_output=True, text=True, check=False, cwd=ROOT,
    )  # fmt: skip
    return re.findall(r"Revealed type: `(.*)`", done.stdout)


# The reproductions: each fails when ty's answer changes, and the pins above should follow.
def test_repro_constrained_typevar_from_two_members_is_unknown() -> None:
    assert _revealed("constrained_typevar_union.py") == ["Box[Unknown]"]


def test_repro_lambda_parameter_makes_the_typevar_unknown() -> None:
    assert _revealed("lambda_parameter.py") == ["Unknown | int"]


def test_repro_bracketed_type_ignore_is_not_honoured() -> None:
    errors = _errors("tests/checkers/ty_repros/type_ignore_with_code.py")
    # Line 9 carries `# type: ignore[assignment]`, line 10 a bare `# type: ignore`.
    assert [(line, rule) for _, rule, line, _ in errors] == [(9, "invalid-assignment")]


def test_repro_bounded_table_row_after_a_call_is_unknown() -> None:
    # The same two argument types: a variable, then a call returning it.
    assert _revealed("bounded_table_row_after_a_call.py") == ["Arr[generic]", "Arr[Unknown]"]
