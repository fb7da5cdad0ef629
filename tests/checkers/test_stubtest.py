"""mypy.stubtest over typedjax: the static declarations against the run-time objects.

typedjax has no `.pyi` of its own (pytype would not read one); its
declarations sit inline, under `if TYPE_CHECKING:` where the run-time object is
JAX's own. stubtest still compares what mypy sees with what exists at run
time. Every difference it reports must match one reasoned entry below; a new
kind of difference fails the test, and so does an entry nothing matches.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_ARRAY = r"typedjax\.array\._array\."

_T = r"typedjax\.transforms\."

# (object name pattern, message pattern, reason)
ALLOWED: tuple[tuple[str, str, str], ...] = (
    (
        _ARRAY + r"Array\.\w+",
        r"runtime (method|property) is abstract but stub is not",
        "jax.Array is abstract at run time: ArrayImpl and the tracers implement every method",
    ),
    (
        _ARRAY + r"Array\.(__iter__|__reversed__|block_until_ready)",
        r"is not present at runtime",
        (
            "defined by ArrayImpl and the tracers, not by the abstract jax.Array (JAX's stub "
            "declares them on jax.Array too)"
        ),
    ),
    (
        _ARRAY + r"Array\.__class_getitem__",
        r"is not present in stub",
        "run-time only: checkers read Array[...] through Generic",
    ),
    (
        _ARRAY + r"Array\.(real|imag)",
        r"is read-only at runtime but not in the stub",
        (
            "declared as descriptors so the result can depend on the dtype; they read like "
            "JAX's read-only properties"
        ),
    ),
    (
        _ARRAY + r"(_IndexUpdateRef\.\w+|_IndexUpdateHelper\.__getitem__|_RealPart\.__get__)",
        r"is not present at runtime",
        "static views of JAX's own helpers (x.at, x.real): at run time JAX's objects answer",
    ),
    (
        r"typedjax\.typing\._like\.ArrayLike",
        r"is not a Union",
        "a Union to checkers, a class with an instance check at run time (tracers included)",
    ),
    (
        _T + r"_batching\.(checkpoint|remat)",
        r'stub does not have parameter "concrete"',
        "JAX's deprecated `concrete` flag is left undeclared, so using it is a static error",
    ),
    (
        _T + r"_control\.(cond|switch)",
        r'stub does not have parameter "operand"',
        "JAX's deprecated `operand=` keyword is left undeclared (pass operands positionally)",
    ),
    (
        _T + r"_batching\.checkpoint_policies",
        r"is not a type",
        "a class of typed static methods to checkers; JAX's own policy namespace at run time",
    ),
    (
        _T + r"_custom\.custom_(jvp|vjp)",
        r"is not a function",
        (
            "a function to checkers, so overloads can pick the typed rule class; JAX's class "
            "at run time"
        ),
    ),
    (
        _T + r"_custom\.Custom[JV]{2}P(Nondiff|[123])?\.(__init__|__new__|jvp|symbolic_zeros)",
        r"(stub does not have parameter|is not present in stub)",
        (
            "typed views of JAX's custom_jvp/custom_vjp classes: built only through "
            "custom_jvp()/custom_vjp(), so their constructors and internals are not declared"
        ),
    ),
    (
        _T + r"(_effects\.(callback|print)|_jit\.(jit|eval_shape)|_shard_map\.shard_map)",
        r"(has a default value of type|should be positional or keyword)",
        (
            "overloads split JAX's one signature into the forms it accepts (with the "
            "function, or as a decorator factory); the function is positional-only so "
            "ParamSpec can forward every other argument"
        ),
    ),
    (
        r"typedjax\._version\._Rule",
        r"is not a Union",
        "a private Literal alias, used only in annotations",
    ),
)


def stubbed_modules() -> list[str]:
    """typedjax, and every third-party module that stubs/ holds a `.pyi` for."""
    stubs = ROOT / "stubs"
    found = {
        ".".join(p.relative_to(stubs).with_suffix("").parts).removesuffix(".__init__")
        for p in stubs.rglob("*.pyi")
    }
    return ["typedjax", *sorted(found)]


def test_stubtest_reports_only_reasoned_differences() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", *stubbed_modules(), "--mypy-config-file",
         "mypy.ini", "--concise"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    errors = [row for row in proc.stdout.splitlines() if row and not row.startswith(" ")]
    errors = [row for row in errors if not row.startswith("Found ")]
    assert errors or proc.returncode == 0, proc.stdout + proc.stderr
    unexplained: list[str] = []
    used: set[int] = set()
    for row in errors:
        name, _, message = row.partition(" ")
        for i, (name_re, message_re, _) in enumerate(ALLOWED):
            if re.fullmatch(name_re, name) and re.search(message_re, message):
                used.add(i)
                break
        else:
            unexplained.append(row)
    assert not unexplained, "stubtest differences with no reason given:\n" + "\n".join(
        unexplained
    )
    unused = [ALLOWED[i][2] for i in range(len(ALLOWED)) if i not in used]
    assert not unused, f"allowlist entries that no longer match anything: {unused}"
