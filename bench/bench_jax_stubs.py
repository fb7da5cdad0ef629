"""What typedjax's jax-stubs cost a checker on plain JAX code.

mypy --strict (cold: a fresh cache each run; warm: JAX, typedjax and the stubs read from
the cache an earlier run wrote, the corpus files edited) and pyright strict read the
plain-JAX corpus of `tests/checkers/test_plain_jax_corpus.py` (Equinox with Optax, Flax
NNX, `jax.lax` loops, per-example gradients, the bench programs' plain twins) twice per run:
with this interpreter, where `jax-stubs` is installed, and with a scratch environment
without it (JAX's own types), alternating which goes first. It prints the median
seconds of each, the ratio with/without and each side's error count. Target: ≤ 1.3×.

    .venv/bin/python -m bench.bench_jax_stubs --runs 5 [--only mypy,mypy-warm,pyright]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from tests.checkers.test_plain_jax_corpus import program_files
from tests.runtime.test_install import editable_settings, fresh_venv

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / "build" / "bench_jax_stubs"
TARGET = 1.3
SIDES = ("without", "with")


def _mypy(python: Path, files: list[Path], cache: Path, *, warm: bool = False) -> tuple[float, int]:
    if warm:
        # The cache holds JAX, typedjax and the stubs from an earlier run (made untimed on
        # the first), as in an editor or a CI job that keeps it; the corpus files change
        # (a comment added), so mypy checks them again and reads the rest from the cache.
        if not cache.exists():
            _mypy(python, files, cache)
        for file in files:
            file.write_text(file.read_text() + "# edited\n")
    else:
        shutil.rmtree(cache, ignore_errors=True)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--python-executable", str(python),
         "--cache-dir", str(cache), "--no-error-summary", *(f.name for f in files)],
        cwd=files[0].parent, capture_output=True, text=True, check=False,
    )  # fmt: skip
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise RuntimeError(f"mypy failed:\n{done.stdout}{done.stderr}")
    return elapsed, sum(": error:" in line for line in done.stdout.splitlines())


def _pyright(python: Path, files: list[Path], cache: Path) -> tuple[float, int]:
    (files[0].parent / "pyrightconfig.json").write_text('{"typeCheckingMode": "strict"}')
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "pyright", "--outputjson", "--pythonpath", str(python),
         *(f.name for f in files)],
        cwd=files[0].parent, capture_output=True, text=True, check=False,
    )  # fmt: skip
    elapsed = time.perf_counter() - start
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError as error:
        raise RuntimeError(f"pyright failed:\n{done.stdout}{done.stderr}") from error
    return elapsed, int(report["summary"]["errorCount"])


def _mypy_warm(python: Path, files: list[Path], cache: Path) -> tuple[float, int]:
    return _mypy(python, files, cache.with_name(f"{cache.name}-warm"), warm=True)


CHECKERS: dict[str, Callable[[Path, list[Path], Path], tuple[float, int]]] = {
    "mypy": _mypy,
    "mypy-warm": _mypy_warm,
    "pyright": _pyright,
}


def measure(
    name: str, pythons: dict[str, Path], files: dict[str, list[Path]], runs: int
) -> tuple[dict[str, float], dict[str, int]]:
    """Median seconds of each side over `runs` runs, alternating, and the last error counts."""
    check = CHECKERS[name]
    samples: dict[str, list[float]] = {side: [] for side in SIDES}
    errors: dict[str, int] = {}
    for run in range(runs):
        for side in SIDES if run % 2 else SIDES[::-1]:
            elapsed, errors[side] = check(pythons[side], files[side], WORK / f"cache-{side}")
            samples[side].append(elapsed)
    return {side: statistics.median(s) for side, s in samples.items()}, errors


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=5, help="runs of each side (default 5)")
    parser.add_argument("--only", default=",".join(CHECKERS), help=",".join(CHECKERS))
    args = parser.parse_args(argv)
    only = [name.strip() for name in args.only.split(",") if name.strip()]
    unknown = sorted(set(only) - set(CHECKERS))
    if unknown or args.runs < 1:
        parser.error(
            f"--only {unknown} / --runs {args.runs}: give {', '.join(CHECKERS)}; runs >= 1"
        )
    shutil.rmtree(WORK, ignore_errors=True)
    WORK.mkdir(parents=True)
    pythons = {
        "with": Path(sys.executable),
        "without": fresh_venv(WORK, "-e", str(ROOT), *editable_settings(), without_stubs=True),
    }
    files = {side: program_files(WORK / side) for side in SIDES}
    lines = sum(len(f.read_text().splitlines()) for f in files["with"])
    print(f"corpus: {len(files['with'])} files, {lines} lines; {args.runs} runs of each side")
    print(f"{'checker':<10}{'without (s)':>13}{'with (s)':>10}{'ratio':>8}  errors without/with")
    for name in only:
        medians, errors = measure(name, pythons, files, args.runs)
        ratio = medians["with"] / medians["without"]
        flag = "" if ratio <= TARGET else f"  over the {TARGET}x target"
        print(
            f"{name:<10}{medians['without']:>13.2f}{medians['with']:>10.2f}{ratio:>7.2f}x"
            f"  {errors['without']}/{errors['with']}{flag}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
