"""`python tools/full_checks.py`: the full checks, and the stamp that records them when they pass.

The full checks are the tests a landing leaves to a sample or to what changed:
every agreement grid in full in four checkers with x64 off and on, pytype over all
of typedjax, and the long fuzz (pytest's `--full`, tests marked `grid`, `full` and
`pytype`). When every one passes, and the tree did not change under them, the
digests they passed at are written to `tests/agreement/stamp.json`: commit it, and
CI samples those grids instead of running them in full. Nothing else writes the
stamp.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.agreement.grids import (  # the repository's own test package
    GRIDS,
    STAMP,
    grid_digest,
    pytype_digests,
    stamp_now,
)

__all__ = ("command", "main")


def command(workers: int) -> list[str]:
    """The pytest command of the full checks."""
    return [
        sys.executable, "-m", "pytest", "-q", "-n", str(workers), "-p", "no:cacheprovider",
        "--full", "-m", "grid or full or pytype", "--durations=20",
        "tests/runtime", "tests/checkers",
    ]  # fmt: skip


def _current() -> dict[str, object]:
    grid_digest.cache_clear()
    pytype_digests.cache_clear()
    digests = pytype_digests()
    if not digests:
        raise SystemExit(
            "pytype is not installed, so the full checks cannot run it: install the dev extra "
            "(pip install -e '.[dev]') on Python 3.12"
        )
    return stamp_now(sorted(GRIDS), digests)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("-n", "--workers", type=int, default=2, help="pytest-xdist workers")
    args = parser.parse_args(argv)
    if args.workers < 1:
        parser.error(f"--workers: {args.workers}; give 1 or more")
    before = _current()
    start = time.monotonic()
    done = subprocess.run(command(args.workers), cwd=ROOT, check=False)
    took = time.monotonic() - start
    if done.returncode != 0:
        print(f"full checks failed after {took:.0f} s; {STAMP.relative_to(ROOT)} left as it was")
        return done.returncode
    if _current() != before:
        print(
            f"full checks passed in {took:.0f} s, but the tree changed while they ran; "
            f"{STAMP.relative_to(ROOT)} left as it was: run them again"
        )
        return 1
    STAMP.write_text(json.dumps(before, indent=1, sort_keys=True) + "\n")
    print(f"full checks passed in {took:.0f} s; wrote {STAMP.relative_to(ROOT)}: commit it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
