"""The census: per checker, the results whose static type names a dtype JAX did not give.

An answer holding `Any` or `Unknown` is gradual and right; any other must hold what JAX
gave (the agreement harness's `contains`). `python .../compare.py pyright mypy pyrefly ty`.
"""

from __future__ import annotations

import collections
import pickle
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[4]))

from tests.agreement import harness

OUT = Path("/tmp/census")


def main(checkers: list[str]) -> None:
    variants = pickle.load((OUT / "cases.pkl").open("rb"))
    unique = pickle.load((OUT / "unique.pkl").open("rb"))
    runtime = pickle.load((OUT / "runtime.pkl").open("rb"))
    classes = harness.dtype_classes()
    for checker in checkers:
        statics = pickle.load((OUT / f"static_{checker}.pkl").open("rb"))
        by_text = {
            (case.checked, tuple(o.annotation for o in case.operands)): static
            for (_, case), static in zip(unique, statics, strict=True)
        }
        wrong: list[tuple[str, str, str, str]] = []
        checked = 0
        for i, (_, case) in enumerate(variants):
            static = by_text[(case.checked, tuple(o.annotation for o in case.operands))]
            for mode in ("x32", "x64"):
                got = runtime[mode][i]
                if got.startswith("error:") or got in ("unbuildable", "unevaluated"):
                    continue
                checked += 1
                gradual = "Any" in static or "Unknown" in static
                if not gradual and not harness.contains(static, got, classes):
                    wrong.append((mode, case.expr, static, got))
        families = collections.Counter(re.sub(r"\(.*", "", expr) for _, expr, _, _ in wrong)
        print(f"{checker}: {checked} compared, {len(wrong)} wrong, {len(families)} families")
        print("  ", families.most_common(30))


if __name__ == "__main__":
    main(sys.argv[1:])
