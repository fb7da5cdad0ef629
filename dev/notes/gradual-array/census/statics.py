"""What one checker reveals for each of the census's static texts (after cases.py).

`python dev/notes/gradual-array/census/statics.py pyright` (or mypy, pyrefly, ty).
"""

from __future__ import annotations

import pickle
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT))

from tests.agreement import harness

OUT = Path("/tmp/census")


def main(checker: str) -> None:
    # The probe names `Any` in its parameters' annotations.
    harness._HEADER = harness._HEADER.replace(
        "from typing import reveal_type", "from typing import Any, reveal_type"
    )
    unique = pickle.load((OUT / "unique.pkl").open("rb"))
    work = ROOT / "build" / f"census_{checker}"
    work.mkdir(parents=True, exist_ok=True)
    start = time.time()
    found = harness.static_types([case for _, case in unique], checker, work)
    pickle.dump(found, (OUT / f"static_{checker}.pkl").open("wb"))
    print(f"{checker}: {len(found)} reveals in {time.time() - start:.0f} s")


if __name__ == "__main__":
    main(sys.argv[1])
