"""`python tools/full_checks.py`: the full checks, and the stamp of each part that passes.

The full checks are the tests a landing leaves to a sample or to what changed:
every agreement grid in full in four checkers with x64 off and on, pytype over all
of typedjax, the long fuzz and the plain-JAX corpus (pytest's `--full`, tests marked `grid`, `full` and
`pytype`). Each grid that passes is stamped with the digest it passed at, and
pytype's modules when pytype passes, in `tests/agreement/stamp.json`; a part that
fails is left out of it, so CI runs it in full, and the command exits 1 naming
it. Nothing is stamped when the tree changed while they ran. Commit the stamp:
CI then samples the stamped grids. Nothing else writes it.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.agreement.grids import (  # the repository's own test package
    GRIDS,
    STAMP,
    grid_digest,
    pytype_digests,
    versions,
)
from tests.conftest import FULL_CHECK_PROPERTY

__all__ = ("command", "main")


RESULTS = ROOT / "build" / "full-checks.xml"
"""pytest's JUnit XML of the last full checks, which says which parts passed."""


def command(workers: int) -> list[str]:
    """The pytest command of the full checks."""
    return [
        sys.executable, "-m", "pytest", "-q", "-n", str(workers), "-p", "no:cacheprovider",
        "--full", "-m", "grid or full or pytype", "--durations=20", f"--junitxml={RESULTS}",
        "tests/runtime", "tests/checkers",
    ]  # fmt: skip


def _digests() -> tuple[dict[str, str], dict[str, str]]:
    grid_digest.cache_clear()
    pytype_digests.cache_clear()
    pytype = pytype_digests()
    if not pytype:
        raise SystemExit(
            "pytype is not installed, so the full checks cannot run it: install the dev extra "
            "(pip install -e '.[dev]') on Python 3.12"
        )
    return {name: grid_digest(name) for name in sorted(GRIDS)}, pytype


def passed_parts(results: Path) -> tuple[set[str], set[str]]:
    """The parts of the full checks (`FULL_CHECK_PROPERTY`) that passed and that did not."""
    passed: set[str] = set()
    failed: set[str] = set()
    for case in ElementTree.parse(results).getroot().iter("testcase"):
        parts = [
            p.get("value", "")
            for p in case.iter("property")
            if p.get("name") == FULL_CHECK_PROPERTY
        ]
        bad = any(case.find(tag) is not None for tag in ("failure", "error", "skipped"))
        (failed if bad else passed).update(parts)
    return passed - failed, failed


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("-n", "--workers", type=int, default=2, help="pytest-xdist workers")
    args = parser.parse_args(argv)
    if args.workers < 1:
        parser.error(f"--workers: {args.workers}; give 1 or more")
    before = _digests()
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.unlink(missing_ok=True)
    start = time.monotonic()
    done = subprocess.run(command(args.workers), cwd=ROOT, check=False)
    took = time.monotonic() - start
    where = STAMP.relative_to(ROOT)
    if not RESULTS.exists():
        print(f"full checks stopped after {took:.0f} s with no results; {where} left as it was")
        return done.returncode or 1
    if _digests() != before:
        print(f"the tree changed while the full checks ran ({took:.0f} s); {where} left as it was")
        return 1
    passed, failed = passed_parts(RESULTS)
    grids, pytype = before
    missing = sorted(set(grids) - passed - failed)
    stamp = {
        "grids": {name: digest for name, digest in grids.items() if name in passed},
        "pytype": pytype if "pytype" in passed else {},
        "versions": versions(),
    }
    STAMP.write_text(json.dumps(stamp, indent=1, sort_keys=True) + "\n")
    print(f"full checks ran in {took:.0f} s; {where} stamps {', '.join(sorted(passed))}")
    if failed or missing or done.returncode != 0:
        print(
            f"failed or not run: {', '.join(sorted(failed) + missing) or 'none'} (pytest's "
            "output says why; a grid left out of the stamp runs in full in CI)"
        )
        return done.returncode or 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
