"""Every checker's reveal for the agreement cases, written down and compared between versions.

A generator change that only drops rows the checkers never reach must leave every
answer as it was. This tool shows it: `dump` writes what each of mypy, pyright,
pyrefly and ty reveals for each case of the chosen areas, without running JAX;
`compare` prints, per area and checker, how many answers differ between two dumps,
and the first few of them.

    python tools/reveal_diff.py dump before.json      # on the old declarations
    python tools/gen/numpy_ufuncs.py                  # the change
    python tools/reveal_diff.py dump after.json
    python tools/reveal_diff.py compare before.json after.json

Areas: the `typedjax.numpy` areas of the agreement grid (`ufuncs`, `reductions`,
...), `array` (the operators and methods of `typedjax.Array`), and `kinds`: the
binary functions and operators over arrays annotated with a category or a union
of dtypes (`Array[signedinteger]`, `Array[uint8 | uint16]`), which the grid, over
concrete dtypes, never passes. The default is `ufuncs,array,kinds`; `--areas all` is every
grid of `tests/agreement/grids.py` (`numpy/<area>`, `scipy/<area>`, `array`) and `kinds`.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.agreement.grids import GRIDS  # the repository's own test package
from tests.agreement.harness import CHECKERS, Case, Operand, static_types

# Operand dtypes of the `kinds` area: categories, unions of categories, unions of
# dtypes, and a few dtypes for contrast.
KIND_OPERANDS = (
    "floating", "integer", "integer | bool_", "number", "float32 | int8", "int8 | uint32",
    "signedinteger", "unsignedinteger", "complexfloating", "inexact", "generic", "bool_",
    "float32", "int8", "uint8", "complex64", "int4", "float16 | bfloat16", "number | bool_",
    "uint8 | uint16", "floating | integer",
)  # fmt: skip
KIND_FUNCTIONS = (
    "add", "subtract", "multiply", "divide", "true_divide", "arctan2", "hypot", "logaddexp",
    "power", "float_power", "copysign", "nextafter", "floor_divide", "remainder", "fmod",
    "bitwise_and", "bitwise_xor", "gcd", "lcm", "left_shift", "right_shift", "maximum", "fmax",
    "heaviside",
)  # fmt: skip
KIND_OPERATORS = ("+", "-", "*", "/", "//", "%", "**", "&", "|", "^", "<<", ">>", "@")
KIND_SCALARS = ("2", "2.0", "True", "np.float32(2)", "np.int8(1)")


def _annotation(dtypes: str) -> str:
    return "Array[" + " | ".join(f"t.{part}" for part in dtypes.split(" | ")) + "]"


def kind_cases() -> list[Case]:
    """The binary functions and operators over category and union operands, and scalars."""
    out: list[Case] = []
    for left in KIND_OPERANDS:
        a = Operand("a", _annotation(left), "")
        for right in KIND_OPERANDS:
            b = Operand("b", _annotation(right), "")
            out += [Case(f"tnp.{name}(a, b)", (a, b)) for name in KIND_FUNCTIONS]
            out += [Case(f"a {op} b", (a, b)) for op in KIND_OPERATORS]
        for scalar in KIND_SCALARS:
            for name in KIND_FUNCTIONS:
                out += [
                    Case(f"tnp.{name}(a, {scalar})", (a,)),
                    Case(f"tnp.{name}({scalar}, a)", (a,)),
                ]
            for op in KIND_OPERATORS[:-1]:
                out += [Case(f"a {op} {scalar}", (a,)), Case(f"{scalar} {op} a", (a,))]
    return out


def area_cases(area: str) -> list[Case]:
    """The cases of `area`: `kinds`, or a grid (`array`, `numpy/ufuncs`, `scipy/special`; a
    bare `typedjax.numpy` area such as `ufuncs` names its `numpy/` grid)."""
    if area == "kinds":
        return kind_cases()
    name = area if area == "array" or "/" in area else f"numpy/{area}"
    if name not in GRIDS:
        raise SystemExit(
            f"--areas: no area {area!r}; expected kinds, all or one of {', '.join(GRIDS)}"
        )
    return GRIDS[name].cases()


def areas(spec: str) -> list[str]:
    """The areas `--areas` names: a comma-separated list, or `all` for every grid and `kinds`."""
    return [*GRIDS, "kinds"] if spec == "all" else spec.split(",")


def _key(case: Case) -> str:
    return case.expr + " | " + ", ".join(o.annotation for o in case.operands)


def dump(out: Path, areas: Sequence[str], checkers: Sequence[str]) -> None:
    """Write `{"area:checker": {case: reveal}}` to `out`, two checkers at a time."""
    found: dict[str, dict[str, str]] = {}
    (ROOT / "build").mkdir(exist_ok=True)
    for area in areas:
        cases = area_cases(area)
        with tempfile.TemporaryDirectory(dir=ROOT / "build", prefix="reveal-diff-") as tmp:

            def reveal(checker: str, cases: list[Case] = cases, tmp: str = tmp) -> list[str]:
                workdir = Path(tmp) / checker
                workdir.mkdir()
                return static_types(cases, checker, workdir)

            with ThreadPoolExecutor(2) as pool:
                for checker, reveals in zip(checkers, pool.map(reveal, checkers), strict=True):
                    found[f"{area}:{checker}"] = {
                        _key(c): r for c, r in zip(cases, reveals, strict=True)
                    }
                    missing = sum(r == "<missing>" for r in reveals)
                    print(f"{area} {checker}: {len(cases)} cases, {missing} without a reveal")
    out.write_text(json.dumps(found, indent=0, sort_keys=True))


def compare(before: Path, after: Path, show: int) -> int:
    """Print the answers that differ; 1 if any does or an area is missing from `after`."""
    old: dict[str, dict[str, str]] = json.loads(before.read_text())
    new: dict[str, dict[str, str]] = json.loads(after.read_text())
    status = 0
    for key, answers in old.items():
        if key not in new:
            print(f"{key}: missing from {after}")
            status = 1
            continue
        changed = [(case, answers[case], new[key].get(case)) for case in answers
                   if answers[case] != new[key].get(case)]  # fmt: skip
        print(f"{key}: {len(answers)} cases, {len(changed)} changed")
        for case, was, now in changed[:show]:
            print(f"    {case}: {was} -> {now}")
        status |= bool(changed)
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    dumping = sub.add_parser("dump", help="write every checker's reveals")
    dumping.add_argument("out", type=Path)
    dumping.add_argument("--areas", default="ufuncs,array,kinds", help="or all")
    dumping.add_argument("--checkers", default=",".join(CHECKERS))
    comparing = sub.add_parser("compare", help="print the answers that differ")
    comparing.add_argument("before", type=Path)
    comparing.add_argument("after", type=Path)
    comparing.add_argument("--show", type=int, default=10, help="changed answers listed per area")
    args = parser.parse_args(argv)
    if args.command == "dump":
        dump(args.out, areas(args.areas), args.checkers.split(","))
        return 0
    return compare(args.before, args.after, args.show)


if __name__ == "__main__":
    raise SystemExit(main())
