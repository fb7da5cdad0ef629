"""ty as `check` runs it: its command line, modes and output, and its known limitations."""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence

from typedjax._src.check.checkers._shared import binary, text_errors
from typedjax._src.check.model import Checker, Command, Diagnostic, Limitation

__all__ = ("CHECKER",)

_CONCATENATE = re.compile(r"\b(?:concatenate|stack|hstack|vstack|multi_dot)\(\s*[\[(]")


def _command(paths: Sequence[str], mode: str) -> Command:
    found = binary("ty")
    strict = ["--error", "all"] if mode == "strict" else []  # every rule an error
    command = [
        found or "ty", "check", "--python", sys.prefix, "--output-format", "concise", *strict,
        *paths,
    ]  # fmt: skip

    def parse(out: str) -> tuple[list[Diagnostic], list[Diagnostic]]:
        return text_errors(
            out,
            re.compile(r"error\[(?P<code>[\w-]+)\] (?P<message>.*)$"),
            reveal=re.compile(r"info\[revealed-type\] Revealed type: `(?P<type>.*)`$"),
        )

    return Command(command if found else None, parse)


CHECKER = Checker(
    "ty",
    _command,
    modes=("strict", "default"),
    install="pip install ty (or typedjax[check])",
    fast=True,
    limitations=(
        Limitation(
            "ty",
            "a constrained TypeVar solved from a list of arrays of two dtypes is Unknown, so "
            "concatenate/stack/multi_dot accept mixed dtypes",
            "tests/checkers/ty_repros/constrained_typevar_union.py",
            "silent",
            _CONCATENATE,
        ),
        Limitation(
            "ty",
            "it makes the same Unknown of an assert_type on concatenate/stack/multi_dot of a list",
            "tests/checkers/ty_repros/constrained_typevar_union.py",
            "error",
            _CONCATENATE,
            ("type-assertion-failure",),
            re.compile(r"Unknown"),
        ),
        Limitation(
            "ty",
            "an unannotated lambda parameter makes a TypeVar Unknown, so a loop body of the "
            "wrong type passes",
            "tests/checkers/ty_repros/lambda_parameter.py",
            "silent",
            re.compile(r"\blambda\b"),
        ),
        Limitation(
            "ty",
            "a function reading a bounded promotion table (division, floor division, the "
            "bitwise functions, the shifts) is Array[Unknown] where its first argument is a "
            "call and the promotion leaves the bound; the same argument in a variable is typed",
            "tests/checkers/ty_repros/bounded_table_row_after_a_call.py",
            "error",
            re.compile(
                r"\b(?:divide|true_divide|arctan2|atan2|copysign|heaviside|hypot|nextafter"
                r"|float_power|logaddexp2?|power|pow|floor_divide|mod|remainder|fmod"
                r"|bitwise_(?:and|or|xor)|gcd|lcm|(?:bitwise_)?(?:left|right)_shift)\(\s*[\w.]+\("
            ),
            ("type-assertion-failure",),
            re.compile(r"Unknown"),
        ),
        Limitation(
            "ty",
            "it does not honour `# type: ignore[code]`, only a bare `# type: ignore`",
            "tests/checkers/ty_repros/type_ignore_with_code.py",
            "error",
            re.compile(r"#\s*type:\s*ignore\["),
        ),
    ),
)
"""ty: `--error all` (every rule an error) in `strict`, its own defaults in `default`."""
