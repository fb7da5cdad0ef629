"""The pyrefly bugs typedjax's declarations meet, each pinned by a minimal reproduction.

A test fails when pyrefly's answer changes: then the bug is fixed upstream, and the
declarations' pinned expectations (and this file) should follow.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPROS = Path(__file__).resolve().parent / "pyrefly_repros"
PYREFLY = Path(sys.executable).parent / "pyrefly"


def _revealed(path: Path) -> list[str]:
    done = subprocess.run(
        [str(PYREFLY), "check", "--preset", "default", "--python-interpreter-path", sys.executable, str(path)],
        capture_output=True, text=True, check=False, cwd=REPROS,
    )  # fmt: skip
    out = done.stdout + done.stderr
    return [line.split("revealed type: ", 1)[1].split(" [reveal-type]")[0]
            for line in out.splitlines() if "revealed type: " in line]  # fmt: skip


def test_piecewise_with_a_lambda_beside_a_constant_is_unknown() -> None:
    # mypy and pyright: Array[int8]; pyrefly 1.4.1: Unknown.
    assert _revealed(REPROS / "piecewise_lambda.py") == ["Unknown"]


def test_an_overloaded_function_as_the_callable_argument_is_unknown() -> None:
    # mypy, pyright and ty: Array[int8]; pyrefly 1.4.1: Array[Unknown].
    assert _revealed(REPROS / "overloaded_callable_argument.py") == ["Array[Unknown]"]


# A bug the declarations avoid (users of typedjax do not meet it, so `typedjax check`
# lists no limitation for it): its reproduction lives apart from those of pyrefly_repros/.
AVOIDED = Path(__file__).resolve().parent / "pyrefly_avoided"


def test_a_protocol_with_two_variables_is_solved_from_a_unions_last_member() -> None:
    # mypy: object; pyright and ty: A | B; pyrefly 1.4.1: B (then A | B with one variable).
    assert _revealed(AVOIDED / "protocol_over_a_union.py") == ["B", "A | B"]
