"""Type-checking time of real-style programs written with typedjax against plain JAX.

The programs are `bench/programs/*.py`: a training loop (`grad`, Adam written out),
a `lax.scan` simulation and a set of linear-algebra solvers, each 150+ lines of
code as users write it, and each runs. They are written against typedjax
(`typedjax.numpy`, `Array[float32]`, `typedjax.jit`); the plain twin of each is
derived here by renaming (`jax.numpy`, `jax.Array`, `jax.jit`), so the two say
exactly the same. Each checker reads each file, alternately, several times, in
the *installed* setting of `bench_numpy_check.py` (typedjax copied into a
scratch site-packages, the project's strict settings, the checkers run outside
the tree, as in a user's CI):

* mypy cold (fresh cache each run) and warm (dependencies cached, the program
  re-checked after its text changes); pyright (a fresh process each run);
* pyrefly and ty, when installed (`pip install pyrefly ty`), reported only.

Prints per program and checker the medians, the ratio typed/plain (target for
mypy and pyright: <= 1.3x) and each file's error count (plain JAX gets errors
under strict settings from its own imprecise annotations).

`--work` prints mypy's deterministic work on the dense program of
`bench_numpy_check.py` instead: the number of Python function calls of a warm
re-check by pure-Python mypy (the version installed here, built from source into
`build/bench_real/mypy-py` once), plain and typed. A change that raises the typed
count by more than 5% says why in its commit.

Run as `python -m bench.bench_real_check [--runs N] [--only CHECKER] [--work]`.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import time
import venv
from collections.abc import Callable, Sequence
from pathlib import Path

from bench.bench_numpy_check import (
    KINDS,
    OUT,
    Setting,
    alternate,
    installed,
    program,
    run_mypy,
    run_pyright,
)

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = ROOT / "bench" / "programs"
NAMES = ("train", "simulate", "solvers")
TARGET = 1.3
CHECKERS = ("mypy-cold", "mypy-warm", "pyright", "pyrefly", "ty")
WORK = ROOT / "build" / "bench_real"

# ---------------------------------------------------------------- the plain twin

_IMPORTS = (
    ("import typedjax as tj\n", "import jax\n"),
    ("import typedjax.numpy as tnp\n", "import jax.numpy as jnp\n"),
    ("import typedjax.random as tr\n", "import jax.random as jr\n"),
    ("from typedjax.lax import ", "from jax.lax import "),
)
_DROPPED = re.compile(r"^from typedjax(\.typing|\.random)? import [^\n]*\n", re.MULTILINE)
_NAMES = (("tnp.", "jnp."), ("tj.", "jax."), ("tr.", "jr."))


def plain(source: str) -> str:
    """The plain-JAX twin of a typedjax program: the same code, JAX's names and types."""
    for typed, jax_name in _IMPORTS:
        source = source.replace(typed, jax_name)
    source = _DROPPED.sub("", source)
    source = re.sub(r"\bArray\[[^\[\]]*\]", "jax.Array", source)
    source = re.sub(r"\bKeyArray\b", "jax.Array", source)
    for typed, jax_name in _NAMES:
        source = re.sub(rf"\b{re.escape(typed)}", jax_name, source)
    if "import jax\n" not in source:
        source = source.replace("from __future__ import annotations\n",
                                "from __future__ import annotations\n\nimport jax\n", 1)  # fmt: skip
    return source


def sources(name: str) -> dict[str, str]:
    typed = (PROGRAMS / f"{name}.py").read_text()
    return {"plain": plain(typed), "typed": typed}


# ---------------------------------------------------------------- the checkers


def _count(pattern: str, text: str) -> int:
    return len(re.findall(pattern, text, re.MULTILINE))


def _tool(setting: Setting, argv: list[str], errors: str, path: Path) -> tuple[float, int]:
    start = time.perf_counter()
    proc = subprocess.run(argv, cwd=setting.cwd, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - start
    output = proc.stdout + proc.stderr
    if proc.returncode not in (0, 1) or "unresolved-import" in output or "missing-import" in output:
        raise RuntimeError(f"{argv[0]} failed on {path}:\n{output[-3000:]}")
    return elapsed, _count(errors, output)


def run_pyrefly(setting: Setting, path: Path) -> tuple[float, int]:
    exe = shutil.which("pyrefly", path=str(Path(sys.executable).parent))
    assert exe is not None
    argv = [exe, "check", "--python-interpreter-path", str(setting.python), str(path)]
    return _tool(setting, argv, r"^ERROR ", path)


def run_ty(setting: Setting, path: Path) -> tuple[float, int]:
    exe = shutil.which("ty", path=str(Path(sys.executable).parent))
    assert exe is not None
    argv = [exe, "check", "--python", str(setting.python), "--output-format", "concise", str(path)]
    return _tool(setting, argv, r": error\[", path)


def available(checker: str) -> bool:
    if checker in ("pyrefly", "ty"):
        return shutil.which(checker, path=str(Path(sys.executable).parent)) is not None
    return True


Check = Callable[[str, int], tuple[float, int]]
"""A timed check of run `run` of one kind ("plain" or "typed"): seconds and error count."""


def timed_checks(
    setting: Setting, texts: dict[str, str], stem: str, scratch: Path
) -> dict[str, Check]:
    """Each checker's timed check of `texts[kind]`, written to `<stem>_<kind>.py` with the run
    appended (a new text each run: no cache can skip it). mypy-cold uses a fresh cache under
    `scratch` each run, mypy-warm one cache per kind there (fill it first with run -1)."""

    def write(kind: str, run: int) -> Path:
        path = setting.cwd / f"{stem}_{kind}.py"
        path.write_text(texts[kind] + f"\n# run {run}\n")
        return path.resolve()

    return {
        "mypy-cold": lambda k, r: run_mypy(setting, write(k, r), scratch / f"cold-{k}-{r}"),
        "mypy-warm": lambda k, r: run_mypy(setting, write(k, r), scratch / f"warm-{k}"),
        "pyright": lambda k, r: run_pyright(setting, write(k, r)),
        "pyrefly": lambda k, r: run_pyrefly(setting, write(k, r)),
        "ty": lambda k, r: run_ty(setting, write(k, r)),
    }


def measure(setting: Setting, name: str, runs: int, only: Sequence[str]) -> None:
    """Print one program's rows."""
    texts = sources(name)
    lines = {kind: texts[kind].count("\n") for kind in KINDS}
    print(f"{name}: {lines['typed']} lines (typed) / {lines['plain']} (plain)")
    scratch = Path(tempfile.mkdtemp(prefix="bench-real-", dir=OUT))
    try:
        checks = timed_checks(setting, texts, name, scratch)
        if "mypy-warm" in only:
            for kind in KINDS:  # fill the dependency caches, untimed
                checks["mypy-warm"](kind, -1)
        for checker in only:
            if not available(checker):
                print(f"  {checker:<10} not installed (pip install {checker})")
                continue
            plain_s, typed_s, errors = alternate(checks[checker], runs)
            ratio = typed_s / plain_s
            target = (
                f"target <= {TARGET:.1f}x: {'met' if ratio <= TARGET else 'NOT met'}"
                if checker.startswith(("mypy", "pyright")) else "reported"
            )  # fmt: skip
            print(
                f"  {checker:<10} {plain_s:>8.2f}s {typed_s:>8.2f}s {ratio:>6.2f}x"
                f"   errors {errors['plain']}/{errors['typed']}   ({target})",
                flush=True,
            )
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


# ---------------------------------------------------------------- mypy's work count

_PROFILE = """\
import cProfile, pstats, sys
from mypy import api
profile = cProfile.Profile()
profile.enable()
api.run(sys.argv[1:])
profile.disable()
print("CALLS", pstats.Stats(profile).total_calls)
"""


def _pure_mypy() -> Path:
    """An interpreter with mypy built from source (no mypyc), the installed version."""
    from importlib.metadata import version  # only --work needs it

    env = WORK / "mypy-py"
    python = env / "bin" / "python"
    wanted = version("mypy")
    probe = "import mypy, mypy.version; print(mypy.version.__version__, mypy.__file__)"
    if python.exists():
        found = subprocess.run(
            [str(python), "-c", probe], capture_output=True, text=True, check=False
        )
        if found.returncode == 0 and found.stdout.split()[0] == wanted:
            return python
    shutil.rmtree(env, ignore_errors=True)
    venv.EnvBuilder(with_pip=True).create(env)
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--no-binary", "mypy", f"mypy=={wanted}"],
        check=True,
    )
    return python


def work(blocks: int) -> None:
    """Print the call counts of a warm re-check of the dense program, plain and typed."""
    python = _pure_mypy()
    setting = installed()
    site = subprocess.run(
        [str(setting.python), "-c", "import sys; print(sys.path[-1])"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    print(f"mypy work (pure-Python mypy, warm re-check, {blocks} blocks):")
    for kind in KINDS:
        path = setting.cwd / f"{kind}.py"
        cache = WORK / f"cache-{kind}"
        shutil.rmtree(cache, ignore_errors=True)
        args = [*setting.mypy_args, "--cache-dir", str(cache), str(path)]
        path.write_text(program(kind, blocks) + "\n# run 0\n")
        subprocess.run([str(python), "-m", "mypy", *args], cwd=setting.cwd,
                       capture_output=True, check=False)  # fmt: skip
        path.write_text(program(kind, blocks) + "\n# run 1\n")
        done = subprocess.run(
            [str(python), "-c", _PROFILE, *args], cwd=setting.cwd,
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        calls = re.search(r"^CALLS (\d+)$", done.stdout, re.MULTILINE)
        if calls is None:
            raise RuntimeError(f"no call count for {kind} ({site}):\n{done.stdout}{done.stderr}")
        print(f"  {kind:<6} {int(calls.group(1)) / 1e6:8.2f}M calls")


def main(argv: Sequence[str] | None = None) -> int:
    """Measure and print; exit status 0 (a benchmark reports, it does not assert)."""
    parser = argparse.ArgumentParser(description="Checker time on real-style tnp vs jnp code.")
    parser.add_argument("--runs", type=int, default=5, help="timed runs of each (default 5)")
    parser.add_argument("--only", choices=CHECKERS, action="append",
                        help="measure only these checkers (repeatable; default all)")  # fmt: skip
    parser.add_argument("--program", choices=NAMES, action="append",
                        help="measure only these programs (repeatable; default all)")  # fmt: skip
    parser.add_argument("--work", action="store_true",
                        help="print mypy's call count on the dense program instead")  # fmt: skip
    parser.add_argument("--blocks", type=int, default=30, help="dense program size for --work")
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    WORK.mkdir(parents=True, exist_ok=True)
    if args.work:
        work(args.blocks)
        return 0
    only: list[str] = args.only or list(CHECKERS)
    names: list[str] = args.program or list(NAMES)
    runs: int = args.runs
    setting = installed()
    print(f"{runs} runs each, alternating; installed setting; columns: jnp (plain), "
          "tnp (typed), ratio")  # fmt: skip
    for name in names:
        measure(setting, name, runs, only)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
