"""The checker limitations typedjax's declarations meet, as `check` recognises them.

Each one is pinned in typedjax's own tests with a minimal reproduction (the path
given, in the typedjax repository); `check` lists an error that matches one as
that limitation instead of counting it as a failure, and names the limitation
where a checker stays silent on a line the others reject because of it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = ("LIMITATIONS", "Limitation")


@dataclass(frozen=True)
class Limitation:
    """One checker limitation, and how it shows in that checker's output."""

    checker: str
    summary: str
    reproduction: str
    """The minimal program that shows it, relative to the typedjax repository."""
    shows: Literal["error", "silent"]
    """`error`: the checker reports correct code; `silent`: it accepts wrong code."""
    source: re.Pattern[str]
    """What the code at the line (or, with `scope="function"`, its function) contains."""
    codes: tuple[str, ...] = ()
    """The checker's error codes it shows as (empty: any)."""
    message: re.Pattern[str] | None = None
    scope: Literal["line", "function"] = "line"

    def describe(self) -> str:
        """`known pyrefly limitation: ..., see ...`."""
        return f"known {self.checker} limitation: {self.summary}, see {self.reproduction}"


LIMITATIONS: tuple[Limitation, ...] = (
    Limitation(
        "mypy",
        "a lambda passed to grad or value_and_grad makes the transformed function untyped "
        "(annotate a def instead)",
        "tests/checkers/mypy_repros/lambda_to_overloads.py",
        "error",
        re.compile(r"\b(?:grad|value_and_grad)\(\s*lambda\b"),
        ("no-untyped-call",),
        re.compile(r"Call to untyped function"),
    ),
    Limitation(
        "pyrefly",
        "an overloaded function passed as the callable of apply_along_axis gives Array[Unknown]",
        "tests/checkers/pyrefly_repros/overloaded_callable_argument.py",
        "error",
        re.compile(r"\bapply_along_axis\("),
        ("assert-type",),
        re.compile(r"Unknown"),
    ),
    Limitation(
        "pyrefly",
        "piecewise with a lambda beside a constant is Unknown",
        "tests/checkers/pyrefly_repros/piecewise_lambda.py",
        "error",
        re.compile(r"\bpiecewise\("),
        ("assert-type",),
        re.compile(r"Unknown"),
    ),
    Limitation(
        "ty",
        "a constrained TypeVar solved from a list of arrays of two dtypes is Unknown, so "
        "concatenate/stack/multi_dot accept mixed dtypes",
        "tests/checkers/ty_repros/constrained_typevar_union.py",
        "silent",
        re.compile(r"\b(?:concatenate|stack|hstack|vstack|multi_dot)\(\s*[\[(]"),
    ),
    Limitation(
        "ty",
        "it makes the same Unknown of an assert_type on concatenate/stack/multi_dot of a list",
        "tests/checkers/ty_repros/constrained_typevar_union.py",
        "error",
        re.compile(r"\b(?:concatenate|stack|hstack|vstack|multi_dot)\(\s*[\[(]"),
        ("type-assertion-failure",),
        re.compile(r"Unknown"),
    ),
    Limitation(
        "ty",
        "an unannotated lambda parameter makes a TypeVar Unknown, so a loop body of the wrong "
        "type passes",
        "tests/checkers/ty_repros/lambda_parameter.py",
        "silent",
        re.compile(r"\blambda\b"),
    ),
    Limitation(
        "ty",
        "a function reading a bounded promotion table (division, floor division, the bitwise "
        "functions, the shifts) is Array[Unknown] where its first argument is a call and the "
        "promotion leaves the bound; the same argument in a variable is typed",
        "tests/checkers/ty_repros/bounded_table_row_after_a_call.py",
        "error",
        re.compile(
            r"\b(?:divide|true_divide|arctan2|atan2|copysign|heaviside|hypot|nextafter|float_power"
            r"|logaddexp2?|power|pow|floor_divide|mod|remainder|fmod|bitwise_(?:and|or|xor)|gcd"
            r"|lcm|(?:bitwise_)?(?:left|right)_shift)\(\s*[\w.]+\("
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
    Limitation(
        "pytype",
        "it crashes matching a Callable value against Callable[Concatenate[A, P], R] "
        "(grad of a function typed as a Callable)",
        "tests/checkers/pytype_repros/concatenate_callable.py",
        "error",
        re.compile(r""),
        message=re.compile(r"'Concatenate' object has no attribute 'formal_type_parameters'"),
    ),
    Limitation(
        "pytype",
        "it crashes binding a ParamSpec through two arguments of ParamSpec results "
        "(custom_vjp/custom_jvp)",
        "tests/checkers/pytype_repros/paramspec_merge.py",
        "error",
        re.compile(r""),
        message=re.compile(r"assert t in self\._paramspecs"),
    ),
)
"""Every limitation the project pins with a reproduction (tests/runtime/test_check.py keeps
this table and the reproduction folders in step)."""
