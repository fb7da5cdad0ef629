"""pytype as a test: no false positive on what users meet, and exactly the listed catches.

One pytype run covers the package (in the full checks, or the modules changed since
their stamp), the examples, the pass files of tests/typing and a probe of must-fail lines: nothing outside the probe may be reported, and
the probe's reports are pinned line by line.

pytype reads no `.pyi` files and does not analyse JAX's own source (pointing it
at site-packages would take hours), so every JAX type, `jax.Array` included, is
`Any` to it. `typedjax.Array` derives from `jax.Array`, so to pytype it derives
from `Any`: its operators and methods answer `Any`, and `assert_type` over
them passes vacuously. What pytype does see are typedjax's own classes and
functions. The table below is the statement; the test fails if pytype starts
or stops catching any line, so the statement stays true.
"""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.agreement.grids import stale_pytype_modules
from tests.checkers.test_checkers import pass_files

ROOT = Path(__file__).resolve().parents[2]

# (source line, what pytype reports: an error name, or None when it cannot see it)
EXPECTATIONS: tuple[tuple[str, str | None], ...] = (
    # Generic parameters of typedjax's own class are checked...
    ("takes_floating(i32)", None),
    # ...but not through a base that is Any: pytype cannot see the dtype mismatch.
    ("takes_array_like([1.0, 2.0])", None),
    ('takes_array_like("1.0")', None),
    # typedjax's own pure-Python API is fully visible.
    ('as_shape("ab", name=3)', "wrong-arg-types"),
    ("as_dtype(float32, 3)", "wrong-arg-count"),
    ("NamedShape(2, batch='x').rank()", "wrong-arg-types"),  # a str size
    ("float32.not_an_attribute", "attribute-error"),
    ("typedjax.typing.no_such_name", "module-attr"),
    # An operator on a typedjax array is Any to pytype: no error.
    ('i32 + "a"', None),
    # Transforms: pytype reads typedjax's declarations (under TYPE_CHECKING) but does
    # not check a call through what they return (ParamSpec-typed), so none of these is seen.
    ("typedjax.jit(scale)(i32)", None),  # a wrong dtype through jit
    ('typedjax.jit(scale)("x")', None),  # a str for an Array
    ("typedjax.jit(scale)()", None),  # a missing argument
    ("typedjax.jit(scale)(f32, nope=1)", None),  # an unknown keyword
    ("typedjax.grad(to_int)", None),  # grad of an Array[int32]-valued function
    ("typedjax.custom_vjp(scale).defvjp(bad_fwd, bwd)", None),  # forward rule with the wrong result
    # What pytype does check of a transform: the arity of the transform itself.
    ("typedjax.jit(scale, 1)", "wrong-arg-count"),
    ("typedjax.lax.fori_loop(0, 3)", "missing-parameter"),
)

_PRELUDE = """\
import typedjax
import typedjax.typing
from typedjax import Array
from typedjax.typing import ArrayLike, NamedShape, as_dtype, as_shape, float32, floating, int32


def takes_floating(v: Array[floating]) -> None: ...
def takes_array_like(v: ArrayLike) -> None: ...


def scale(x: Array[float32]) -> Array[float32]: ...
def to_int(x: Array[float32]) -> Array[int32]: ...
def bad_fwd(x: Array[float32]) -> Array[float32]: ...
def bwd(res: Array[float32], g: Array[float32]) -> tuple[Array[float32]]: ...


def probe(i32: Array[int32], f32: Array[float32]) -> None:
"""


# Modules pytype crashes on. `--nofail` hides a crash: pytype writes the module as
# Any (`def __getattr__(name) -> Any`) and reports nothing, so an unlisted crash
# would pass for a clean check. typedjax/_src/array/array.py is skipped on purpose
# (its `# pytype: skip-file` says why); these are not. A change either way fails.
REPROS = "tests/checkers/pytype_repros/"
CRASHES: dict[str, str] = {
    # pytype bugs in matching ParamSpec callables, each with a minimal reproduction that
    # crashes the same way in the same run (tests/checkers/pytype_repros/): the pass files
    # of the transforms are not checked by pytype at all. The package itself is analysed.
    "tests/typing/transforms/check_autodiff.py": "'Concatenate' object has no attribute",
    REPROS + "concatenate_callable.py": "'Concatenate' object has no attribute",
    "tests/typing/transforms/check_custom.py": "assert t in self._paramspecs",
    REPROS + "paramspec_merge.py": "assert t in self._paramspecs",
}


def _crashes(sources: list[str]) -> dict[str, str]:
    """pytype's crash report (a traceback) for each of `sources` it crashed on."""
    found: dict[str, str] = {}
    for source in sources:
        pyi = ROOT / ".pytype" / "pyi" / Path(source).with_suffix(".pyi")
        text = pyi.read_text() if pyi.exists() else ""
        if "# Caught error in pytype:" in text:
            found[source] = text
    return found


def _errors(output: str) -> list[tuple[str, int, str]]:
    """(file, line, error name) of every error pytype reports."""
    return [
        (m.group(1), int(m.group(2)), m.group(3))
        for m in re.finditer(
            r"^(\S+?\.py):(\d+):\d+: error: .*?\[([\w-]+)\]$", output, re.MULTILINE
        )
    ]


@pytest.mark.pytype
def test_pytype_has_no_false_positives_and_catches_exactly_the_listed_lines(
    pytestconfig: pytest.Config,
) -> None:
    # One pytype run serves both statements: analysing typedjax is most of pytype's time.
    # The package's own modules are checked in the full checks (`--full`), and otherwise
    # those changed since their stamp (tests/agreement/grids.py); the examples and pass
    # files import most of them, so pytype analyses them either way, reporting nothing.
    package = ["typedjax"] if pytestconfig.getoption("--full") else stale_pytype_modules()
    files = pass_files()
    repros = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / REPROS).glob("[!_]*.py"))
    assert files, "no pass files found under tests/typing"
    body = "\n".join(f"    {line}" for line, _ in EXPECTATIONS)
    probe = ROOT / "build" / "pytype_probe.py"
    probe.parent.mkdir(exist_ok=True)
    probe.write_text(_PRELUDE + body + "\n")
    first = len(_PRELUDE.splitlines()) + 1
    # What users' code meets: the package, the examples and the pass files of
    # tests/typing (not the must-fail files, which exist to fail). The suite's own test
    # and tool code is left to mypy and pyright: pytype over it doubled the suite's
    # pytype time and checks nothing a user relies on.
    proc = subprocess.run(
        # The running interpreter's version: pytype finds installed packages (jax) through
        # the interpreter of the version it is given, so another one would not see them.
        # typedjax._src.check.checkers.pytype_run is pytype's own driver with the standard
        # library parsed once for all the modules (docs/checkers.md), not once in each
        # module's process.
        [sys.executable, "-m", "typedjax._src.check.checkers.pytype_run", "-V", f"{sys.version_info[0]}.{sys.version_info[1]}",
         "-o", ".pytype", "-P", ".", "-j", "2",
         "--keep-going", *package, "examples", *files, *repros, str(probe.relative_to(ROOT))],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    output = proc.stdout + proc.stderr
    # Every module's command carries the precompiled standard library, or the run fell
    # back to pytype's own (slower) commands and said why on standard error.
    commands = [
        line for line in (ROOT / ".pytype" / "build.ninja").read_text().splitlines()
        if line.strip().startswith("command =")
    ]  # fmt: skip
    assert commands and all("--precompiled-builtins=" in c for c in commands), output[-3000:]
    errors = _errors(proc.stdout)
    elsewhere = [e for e in errors if not e[0].endswith("pytype_probe.py")]
    assert not elsewhere, f"pytype reports false positives: {elsewhere}\n{output[-3000:]}"
    # pytype fails the run for the probe's errors; any other failure is the run's own.
    failed = re.findall(r"^FAILED: (?:\[code=\d+\] )?(\S+)", output, re.MULTILINE)
    assert all("pytype_probe" in f for f in failed), output[-3000:]
    assert proc.returncode == 0 or failed, output[-3000:]
    sources = (
        [
            p.relative_to(ROOT).as_posix()
            for top in ("typedjax", "examples")
            for p in sorted((ROOT / top).rglob("*.py"))
        ]
        + files
        + repros
    )
    crashed = _crashes(sources)
    unlisted = {
        source: report[-600:]
        for source, report in crashed.items()
        if source not in CRASHES or CRASHES[source] not in report
    }
    assert not unlisted, f"pytype crashed on (and so checked nothing in): {unlisted}"
    assert set(crashed) == set(CRASHES), (
        f"pytype no longer crashes on {sorted(set(CRASHES) - set(crashed))}: drop them from "
        f"CRASHES, and look at what it reports there now"
    )
    reported: dict[int, str] = {}
    for _, line, name in errors:
        reported.setdefault(line, name)
    got = {line: reported.get(first + i) for i, (line, _) in enumerate(EXPECTATIONS)}
    want = dict(EXPECTATIONS)
    assert got == want, textwrap.dedent(f"""
        pytype's catches changed; update EXPECTATIONS and docs/checkers.md if this is an improvement.
        got:  {got}
        want: {want}
        output:
        {output[-3000:]}""")
