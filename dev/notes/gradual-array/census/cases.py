"""The unknown-dtype census's cases (issue 46): every agreement-grid case with one array
operand re-annotated `Array[Any]` (built as before, so JAX still says what it is).

Run from the repository's root: `python dev/notes/gradual-array/census/cases.py`; writes
/tmp/census/cases.pkl (every variant) and /tmp/census/unique.pkl (one per static text).
"""

from __future__ import annotations

import pickle
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[4]))

from tests.agreement.grids import GRIDS
from tests.agreement.harness import Case, Operand

OUT = Path("/tmp/census")
DTYPES = {"int8", "uint32", "float16", "float64", "complex128", "bool_", "bfloat16"}
"""The operand dtypes re-annotated: one or two of each kind, each the first row's of none."""
ANNOTATION = re.compile(r"^Array\[t\.(\w+)\]$")


def main() -> None:
    OUT.mkdir(exist_ok=True)
    variants: list[tuple[str, Case]] = []
    seen: set[tuple[str, tuple[Operand, ...]]] = set()
    for name, grid in GRIDS.items():
        for case in grid.cases():
            for k, operand in enumerate(case.operands):
                found = ANNOTATION.match(operand.annotation)
                if not found or found.group(1) not in DTYPES:
                    continue
                operands = list(case.operands)
                operands[k] = Operand(operand.name, "Array[Any]", operand.build, operand.dtype)
                variant = Case(case.expr, tuple(operands), case.eager, case.static)
                if (variant.expr, variant.operands) not in seen:
                    seen.add((variant.expr, variant.operands))
                    variants.append((name, variant))
    unique: dict[tuple[str, tuple[str, ...]], tuple[str, Case]] = {}
    for name, case in variants:
        unique.setdefault((case.checked, tuple(o.annotation for o in case.operands)), (name, case))
    pickle.dump(variants, (OUT / "cases.pkl").open("wb"))
    pickle.dump(list(unique.values()), (OUT / "unique.pkl").open("wb"))
    print(f"{len(variants)} cases, {len(unique)} static texts")


if __name__ == "__main__":
    main()
