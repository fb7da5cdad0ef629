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
