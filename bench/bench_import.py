"""Whole-process `python -c "import typedjax"` against `python -c "import jax"`.

Runs the two alternately in fresh interpreters (after warm-ups) and prints the medians and
their ratio; the target is typedjax/jax <= 1.05. Run as `python -m bench.bench_import`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = 1.05
STATEMENTS = {
    "python (no import)": "pass",
    "import jax": "import jax",
    "import typedjax": "import typedjax",
}


def main(argv: Sequence[str] | None = None) -> int:
    """Measure, print the table; exit status 0 (a benchmark reports, it does not assert)."""
    parser = argparse.ArgumentParser(description="Time `import typedjax` against `import jax`.")
    parser.add_argument("--runs", type=int, default=15, help="timed runs of each (default 15)")
    parser.add_argument("--warmup", type=int, default=2, help="untimed runs of each (default 2)")
    args = parser.parse_args(argv)
    runs: int = args.runs
    warmup: int = args.warmup

    env = dict(os.environ)
    # Measure the version check too, and let both load from bytecode as installed code does.
    env.pop("TYPEDJAX_SKIP_VERSION_CHECK", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)

    names = list(STATEMENTS)
    for _ in range(warmup):
        for name in names:
            _run(STATEMENTS[name], env)
    samples: dict[str, list[float]] = {name: [] for name in names}
    for run in range(runs):
        # Alternate the order so neither always runs on a cache the other has just warmed.
        for name in names if run % 2 == 0 else names[::-1]:
            samples[name].append(_run(STATEMENTS[name], env))

    medians = {name: statistics.median(times) for name, times in samples.items()}
    jax, typedjax = medians["import jax"], medians["import typedjax"]
    ratio = typedjax / jax
    print(f"{sys.executable} -c ..., {runs} runs each after {warmup} warm-ups, alternating")
    print()
    print(f"{'statement':<20} {'median':>10} {'min':>10} {'max':>10}")
    for name, times in samples.items():
        print(f"{name:<20} {_ms(medians[name]):>10} {_ms(min(times)):>10} {_ms(max(times)):>10}")
    print()
    print(f"typedjax - jax:      {_ms(typedjax - jax):>10}")
    verdict = "met" if ratio <= TARGET else "NOT met"
    print(f"ratio typedjax/jax:  {ratio:>9.3f}x   (target <= {TARGET:.2f}x: {verdict})")
    return 0


def _run(statement: str, env: dict[str, str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", statement],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"python -c {statement!r} failed:\n{done.stderr}")
    return elapsed


def _ms(seconds: float) -> str:
    return f"{seconds * 1e3:.1f} ms"


if __name__ == "__main__":
    raise SystemExit(main())
