"""What JAX gives for every census case, x64 off and on (after cases.py; ~5 min)."""

from __future__ import annotations

import pickle
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[4]))

from tests.agreement import harness

OUT = Path("/tmp/census")


def main() -> None:
    variants = pickle.load((OUT / "cases.pkl").open("rb"))
    cases = [case for _, case in variants]
    found = {
        mode: harness.runtime_types(cases, x64=x64) for mode, x64 in (("x32", False), ("x64", True))
    }
    pickle.dump(found, (OUT / "runtime.pkl").open("wb"))


if __name__ == "__main__":
    main()
