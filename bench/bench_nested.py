"""Type-checking time of one nested call, by depth and by the dtype of its operand.

Overloaded functions cost a checker more when their arguments are calls of
overloaded functions themselves: to pick a row, pyright evaluates each argument
against the parameter type of every row it tries (bidirectional inference), and
an argument that is a call repeats its own row search each time. pyright caches
an expression's type for at most eight distinct expected types, and
`typedjax.numpy`'s ladders have more distinct parameter types than that, so the
cost multiplies with each level of nesting; ty's grows too, pyrefly's and mypy's
do not. This benchmark measures that cost on the chain

    tnp.arctan2(np.uint32(2), v)                          # depth 1
    tnp.logaddexp(<depth 1>, np.int8(1))                  # depth 2
    tnp.fmod(<depth 2>, 2.5)                              # depth 3
    tnp.hypot(<depth 3>, v)                               # depth 4

for an operand `v` of an exact dtype (`Array[float32]`), a category
(`Array[floating]`) and a union of categories (`Array[unsignedinteger |
floating]`, as `where` over a signed and an unsigned array gives), against the
same chain over `jax.numpy` (`v: jax.Array`). Each file holds one such line
(with `--split`, also the same calls one per line, each result named: the
rewrite that keeps a line's cost that of one call);
each checker reads the plain and the typed file alternately, in the *installed*
setting of `bench_numpy_check.py`. Prints the medians, the ratio typed/plain and
the typed file's extra seconds (what the nested line itself costs: the rest is
start-up and reading typedjax). Reported, no target: a line that costs seconds
in a command-line run costs as much on each edit in an editor.

Run as `python -m bench.bench_nested [--runs N] [--depths 1,2,3,4] [--operands exact,category,union]
[--only pyright,mypy-cold,pyrefly,ty] [--split]`.
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

from bench.bench_numpy_check import OUT, Setting, alternate, installed
from bench.bench_real_check import available, timed_checks

CHECKERS = ("pyright", "mypy-cold", "pyrefly", "ty")
OPERANDS = {
    "exact": "Array[t.float32]",
    "category": "Array[t.floating]",
    "union": "Array[t.unsignedinteger | t.floating]",
}
_LEVELS = (
    "{ns}.arctan2(np.uint32(2), v)",
    "{ns}.logaddexp({inner}, np.int8(1))",
    "{ns}.fmod({inner}, 2.5)",
    "{ns}.hypot({inner}, v)",
)


def chain(ns: str, depth: int) -> str:
    """The nested expression of `depth` calls over namespace `ns` (`tnp` or `jnp`)."""
    expr = ""
    for level in _LEVELS[:depth]:
        expr = level.format(ns=ns, inner=expr)
    return expr


def steps(ns: str, depth: int) -> str:
    """The same calls as `chain`, each result named on a line of its own."""
    lines: list[str] = []
    inner = ""
    for i, level in enumerate(_LEVELS[:depth]):
        lines.append(f"    r{i} = {level.format(ns=ns, inner=inner)}\n")
        inner = f"r{i}"
    return "".join(lines) + f"    return {inner}\n"


def sources(depth: int, operand: str, split: bool) -> dict[str, str]:
    """The plain and the typed file of one measurement."""

    def body(ns: str) -> str:
        return steps(ns, depth) if split else f"    return {chain(ns, depth)}\n"

    typed = (
        "import numpy as np\n\nimport typedjax.numpy as tnp\nimport typedjax.typing as t\n"
        "from typedjax import Array\n\n\n"
        f"def f(v: {OPERANDS[operand]}) -> object:\n{body('tnp')}"
    )
    plain = (
        "import jax\nimport jax.numpy as jnp\nimport numpy as np\n\n\n"
        f"def f(v: jax.Array) -> object:\n{body('jnp')}"
    )
    return {"plain": plain, "typed": typed}


def measure(
    setting: Setting, depth: int, operand: str, split: bool, runs: int, only: Sequence[str]
) -> None:
    """Print one row per checker for one depth and operand, nested or split."""
    texts = sources(depth, operand, split)
    shape = "split" if split else "nested"
    scratch = Path(tempfile.mkdtemp(prefix="bench-nested-", dir=OUT))
    checks = timed_checks(setting, texts, "nested", scratch)
    try:
        for checker in only:
            if not available(checker):
                print(f"  {checker:<10} not installed (pip install {checker})")
                continue
            plain_s, typed_s, errors = alternate(checks[checker], runs)
            print(
                f"  {shape:<6} {depth} {operand:<9} {checker:<10} "
                f"{plain_s:>8.2f}s {typed_s:>8.2f}s {typed_s / plain_s:>6.2f}x  "
                f"{typed_s - plain_s:+.2f}s   "
                f"errors {errors['plain']}/{errors['typed']}",
                flush=True,
            )
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Type-checking time of one nested call, by depth and operand dtype."
    )
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--depths", default="1,2,3,4")
    parser.add_argument("--operands", default=",".join(OPERANDS))
    parser.add_argument("--only", default=",".join(CHECKERS))
    parser.add_argument(
        "--split", action="store_true",
        help="also measure each chain written one call per line, results named",
    )  # fmt: skip
    args = parser.parse_args(argv)
    depths = [int(d) for d in args.depths.split(",")]
    if not all(1 <= d <= len(_LEVELS) for d in depths):
        parser.error(f"--depths: {depths}; each must be 1 to {len(_LEVELS)}")
    operands = [o for o in args.operands.split(",") if o]
    if set(operands) - set(OPERANDS):
        parser.error(f"--operands: {operands}; choose from {list(OPERANDS)}")
    only = [c for c in args.only.split(",") if c]
    if set(only) - set(CHECKERS):
        parser.error(f"--only: {only}; choose from {list(CHECKERS)}")
    setting = installed()
    print(
        f"  {'shape':<6} d {'operand':<9} {'checker':<10} "
        f"{'plain':>9} {'typed':>9} {'ratio':>7}  extra"
    )
    for depth in depths:
        for operand in operands:
            for split in (False, True) if args.split else (False,):
                measure(setting, depth, operand, split, args.runs, only)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
