"""`python -m typedjax check` on an 80-line program, cold and warm, with its defaults.

The program is `bench/programs/check_model.py` (a two-layer model and its
`value_and_grad` step). Each run copies it into a fresh folder and times the
whole command twice there: *cold* (no mypy cache, no `.typedjax_cache`: every
checker starts from nothing) and *warm* (the same command again, nothing
changed: answered from the caches). The four fast checkers run in parallel
(pytype is not among the defaults). Printed: each run's seconds, the medians,
and the targets (30 s cold, 5 s warm on a 2-core machine), with the slowest
checker of the last cold run.

Run as `python -m bench.bench_check` (`--runs`).
"""

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PROGRAM = Path(__file__).resolve().parent / "programs" / "check_model.py"
TARGET_COLD = 30.0
TARGET_WARM = 5.0


def _timed(folder: Path) -> tuple[float, str]:
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "typedjax", "check", PROGRAM.name],
        capture_output=True, text=True, cwd=folder, check=False,
    )  # fmt: skip
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"check failed on {PROGRAM.name}:\n{done.stdout}{done.stderr}")
    return seconds, done.stderr


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="cold/warm pairs (median)")
    args = parser.parse_args(argv)
    cold: list[float] = []
    warm: list[float] = []
    announced = ""
    for run in range(args.runs):
        folder = Path(tempfile.mkdtemp(prefix="typedjax-bench-check-"))
        try:
            shutil.copy(PROGRAM, folder / PROGRAM.name)
            seconds, announced = _timed(folder)
            cold.append(seconds)
            warm.append(_timed(folder)[0])
        finally:
            shutil.rmtree(folder)
        print(f"run {run + 1}: cold {cold[-1]:.1f} s, warm {warm[-1]:.1f} s", flush=True)
    print(f"program: {PROGRAM.name}, {len(PROGRAM.read_text(encoding='utf-8').splitlines())} lines")
    print("last cold run, as each checker finished:")
    print("".join(f"    {line}\n" for line in announced.splitlines()), end="")
    print(f"cold: median {statistics.median(cold):.1f} s (target <= {TARGET_COLD:.0f} s)")
    print(f"warm: median {statistics.median(warm):.1f} s (target <= {TARGET_WARM:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
