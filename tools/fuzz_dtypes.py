"""A differential fuzzer of typedjax's dtype claims: random compositions, each checker, JAX.

Each expression is a seeded random composition, one to four calls deep, of
`typedjax.numpy` functions, `typedjax.scipy` special functions and distributions,
`typedjax.Array` operators (reflected ones too: a scalar on the left) and methods,
with keyword arguments (`dtype=`, `axis=`, `keepdims=`), over arrays of every
kind of dtype (some annotated with a category, as a value from an earlier call
often is) and Python and NumPy scalars on either side. Every checker reveals
each expression (the agreement harness's probe, tests/agreement/harness.py);
JAX computes it abstractly with `jax.eval_shape`, x64 off and on. Each answer is

- exact: one concrete dtype, JAX's;
- category: a union or category that holds JAX's dtype in every mode;
- wrong: JAX's dtype lies outside the static type;
- unknown: the checker gave up (`Unknown`, `Any`);
- false positive: the checker rejects an expression JAX computes;
- timeout: the checker did not answer within `LIMIT` (an editor would hang as long),
  counted whether or not JAX computes the expression.

Expressions JAX rejects in both modes are dropped (they have no dtype to agree
with), unless a checker timed out on them. Usage:

    python tools/fuzz_dtypes.py --seed 7 --count 2000           # the table
    python tools/fuzz_dtypes.py --seed 7 --count 200 --show wrong,false-positive

tests/checkers/test_fuzz_dtypes.py runs a fixed seed and fails on any wrong
answer or false positive.
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tests.agreement.harness import (
    Case,
    Operand,
    contains,
    dtype_classes,
    runtime_types,
    static_types,
)
from typedjax.typing import generic

CHECKERS = ("mypy", "pyright", "pyrefly", "ty")
CHUNK = 200
"""Expressions per probe file: a checker's time grows faster than the file (pyright spent
over 18 minutes on one file of 2,000), so a long run is checked a chunk at a time."""
LIMIT = (60.0, 2.0)
"""Seconds a checker may take on a probe file: the first figure once (start-up, reading
typedjax), the second per expression. A file past it is checked again in halves, down to
single expressions; one that alone runs past the limit is a timeout."""
OUTCOMES = ("exact", "category", "wrong", "unknown", "false positive", "timeout")
FAILING = ("wrong", "false positive", "timeout")
"""The outcomes that fail a run."""
_TIMEOUT = "<timeout>"

# Leaves. Arrays of one or two dtypes of each kind, some annotated with a category.
_ARRAY_DTYPES = (
    "bool_", "int8", "int16", "int32", "int64", "uint8", "uint32", "uint64",
    "float16", "bfloat16", "float32", "float64", "complex64", "complex128",
)  # fmt: skip
# Only categories whose members the generated calls treat alike: JAX computes a call on
# one member, so a checker rejecting an `Array[number]` operand for a shift (a float may
# be in it) is right, not a false positive; so is one rejecting `Array[unsignedinteger]`
# where uint64 would make a float of a signed partner. Wider categories arise from calls.
# `integer` (an integer of unknown sign, as `astype(int)` of a category or a reduction
# often gives) is computed on int8: it puts a category beside a Python scalar, which found
# `select([b], [i], True)` claimed a float where JAX keeps `i`'s integer dtype.
_CATEGORY_OPERANDS = (("floating", "float32"), ("signedinteger", "int8"), ("integer", "int8"))
_PY_SCALARS = ("True", "2", "0.5", "1j")
_NP_SCALARS = (
    "np.bool_(True)", "np.int8(1)", "np.int64(3)", "np.uint32(2)", "np.float16(0.5)",
    "np.float32(2.0)", "np.float64(0.5)", "np.complex64(1j)", "np.complex128(1j)",
)  # fmt: skip
_REQUESTS = (
    '"float32"', '"int64"', '"uint32"', '"float16"', "t.int8", "t.bfloat16", "np.float16",
    "int", "float", "bool", "complex",
)  # fmt: skip

# Templates: `{0}`, `{1}` are array slots (an operand or a nested call), `{s}` a scalar,
# `{r}` a dtype request.
_UNARY = (
    "tnp.sin({0})", "tnp.exp({0})", "tnp.sqrt({0})", "tnp.abs({0})", "abs({0})", "-{0}",
    "~{0}", "tnp.negative({0})", "tnp.square({0})", "tnp.floor({0})", "tnp.round({0})",
    "tnp.real({0})", "tnp.imag({0})", "tnp.conj({0})", "tnp.sign({0})", "tnp.log1p({0})",
    "tnp.isnan({0})", "tnp.logical_not({0})", "tnp.bitwise_not({0})", "tnp.cumsum({0})",
    "tnp.sum({0})", "tnp.prod({0})", "tnp.mean({0})", "tnp.max({0})", "tnp.var({0})",
    "tnp.std({0})", "tnp.argmax({0})", "tnp.sum({0}, axis=0)", "tnp.mean({0}, keepdims=True)",
    "tnp.sum({0}, dtype={r})", "tnp.cumsum({0}, dtype={r})", "tnp.mean({0}, dtype={r})",
    "tnp.astype({0}, {r})", "tnp.transpose({0})", "tnp.ravel({0})",
    "{0}.sum()", "{0}.mean(axis=0)", "{0}.astype({r})", "{0}.T", "{0}.max()",
    "{0}.cumsum()", "{0}.conj()", "{0}.real", "{0}.round()", "{0}.prod(dtype={r})",
    "tsp.special.gammaln({0})", "tsp.special.erf({0})", "tsp.special.expit({0})",
    "tsp.special.logsumexp({0})", "tsp.stats.norm.pdf({0})", "tsp.stats.norm.logcdf({0})",
    # jax.lax does not promote: two operands are one expression twice, and the functions
    # of inexact arrays read a converted one, so that JAX computes most of them.
    "tlax.neg({0})", "tlax.abs({0})", "tlax.square({0})", "tlax.sign({0})",
    "tlax.add({0}, {0})", "tlax.lt({0}, {0})", "tlax.convert_element_type({0}, {r})",
    "tlax.sin(tlax.convert_element_type({0}, t.float16))",
    "tlax.real(tlax.convert_element_type({0}, t.complex64))",
    "tlax.is_finite(tlax.convert_element_type({0}, {r}))", "tlax.reduce_sum({0}, (0,))",
    "tlax.reduce_max({0}, (1,))", "tlax.cumsum({0})", "tlax.argmax({0}, 0, t.int32)",
    "tlax.sort({0})", "tlax.rev({0}, (0,))", "tlax.transpose({0}, (1, 0))",
    "tlax.reshape({0}, (4,))", "tlax.slice({0}, (0, 0), (1, 2))",
    "tlax.log2(tlax.convert_element_type({0}, t.float32))", "tlax.one_minus_square({0})",
    "tlax.polynomial({0}, [{0}, {0}])",
    "tlax.reduce_window({0}, tlax.reduce_max({0}, (0, 1)), tlax.max, (1, 2), (1, 1), 'VALID')",
)  # fmt: skip
_BINARY_FUNCTIONS = (
    "add", "subtract", "multiply", "divide", "floor_divide", "power", "maximum", "minimum",
    "arctan2", "hypot", "fmod", "remainder", "gcd", "lcm", "left_shift", "right_shift",
    "bitwise_and", "bitwise_or", "logaddexp", "copysign", "equal", "less",
)  # fmt: skip
_BINARY_OPERATORS = ("+", "-", "*", "/", "//", "%", "**", "&", "|", "^", "<<", ">>", "<", "==")
# A scalar on the left of a comparison meets the scalar's own method first: `2 == x` is
# `bool` to every checker (typeshed's int.__eq__), `np.float32(2.0) < x` a NumPy array.
# A checker limit typedjax cannot change (docs/checkers.md says so); the generator leaves it out.
_COMPARISONS = ("<", "==")
_BINARY_OTHER = (
    "tnp.where({0} > 0, {0}, {1})", "tnp.select([{0} > 0], [{0}], {1})",
    "tsp.special.xlogy({0}, {1})", "tnp.dot({0}, {1})", "{0} @ {1}",
)  # fmt: skip


@dataclass(frozen=True)
class Expression:
    """A random composition: its source and the operands it reads."""

    text: str
    operands: tuple[Operand, ...]
    depth: int


def _array(dtype: str, annotation: str = "") -> Operand:
    label = annotation or dtype
    return Operand(
        f"{'c' if annotation else 'a'}_{label}",
        f"Array[t.{label}]",
        f"jnp.asarray(np.ones((2, 2), t.{dtype}.dtype))",
        annotation or dtype,
    )


def _joined(*parts: Expression) -> tuple[Operand, ...]:
    """The operands the parts read, each once, in name order."""
    return tuple(sorted({o for part in parts for o in part.operands}, key=lambda o: o.name))


@cache
def _classes() -> dict[str, type[generic]]:
    """typedjax's dtype classes by name, built once per run (classify runs per answer)."""
    return dtype_classes()


class _Generator:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def leaf(self) -> Expression:
        if self.rng.random() < 0.2:
            category, dtype = self.rng.choice(_CATEGORY_OPERANDS)
            operand = _array(dtype, category)
        else:
            operand = _array(self.rng.choice(_ARRAY_DTYPES))
        return Expression(operand.name, (operand,), 0)

    def scalar(self) -> str:
        return self.rng.choice(_PY_SCALARS if self.rng.random() < 0.5 else _NP_SCALARS)

    def array(self, depth: int) -> Expression:
        return self.leaf() if depth == 0 else self.call(depth)

    def call(self, depth: int) -> Expression:
        """A composition whose outermost call sits `depth` calls above its leaves."""
        inner = self.array(depth - 1)
        kind = self.rng.random()
        if kind < 0.4:
            template = self.rng.choice(_UNARY)
            text = template.format(inner.text, r=self.rng.choice(_REQUESTS))
            return Expression(text, inner.operands, depth)
        if kind < 0.6:
            other = self.scalar()
            op = self.rng.choice(_BINARY_OPERATORS)
            scalar_left = op not in _COMPARISONS and self.rng.random() < 0.5
            left, right = (other, inner.text) if scalar_left else (inner.text, other)
            return Expression(f"({left} {op} {right})", inner.operands, depth)
        # The second operand is a leaf or one call deep: pyright's time grows steeply with
        # overloaded calls nested in both operands (one four-deep composition of binary
        # ufuncs took it 141 s alone), which would make a seeded run minutes long.
        second = self.array(self.rng.randrange(min(depth, 2)))
        if self.rng.random() < 0.3:
            second = Expression(self.scalar(), (), 0)
        operands = _joined(inner, second)
        pair = [inner.text, second.text]
        if kind < 0.8:
            self.rng.shuffle(pair)
            name = self.rng.choice(_BINARY_FUNCTIONS)
            return Expression(f"tnp.{name}({pair[0]}, {pair[1]})", operands, depth)
        if kind < 0.9:
            op = self.rng.choice(_BINARY_OPERATORS)
            if op in _COMPARISONS and second.operands == ():
                pair = [inner.text, second.text]  # the scalar on the right
            else:
                self.rng.shuffle(pair)
            return Expression(f"({pair[0]} {op} {pair[1]})", operands, depth)
        template = self.rng.choice(_BINARY_OTHER)
        if second.operands == () and ("{0} @" in template or "dot" in template):
            second = self.leaf()
            operands = _joined(inner, second)
        return Expression(template.format(inner.text, second.text), operands, depth)


def expressions(seed: int, count: int) -> list[Expression]:
    """`count` distinct compositions, one to four calls deep, from `seed`."""
    generator = _Generator(seed)
    seen: dict[str, Expression] = {}
    while len(seen) < count:
        found = generator.call(generator.rng.randint(1, 4))
        seen.setdefault(found.text, found)
    return list(seen.values())


_EXACT = re.compile(r"^Array\[(\w+)\]$")


def jax_dtypes(runtimes: Sequence[str]) -> list[str]:
    """The dtypes JAX computes, in the modes where it computes one."""
    return [r for r in runtimes if not r.startswith("error:") and r != "unbuildable"]


def classify(static: str, runtimes: Sequence[str], concrete: frozenset[str]) -> str | None:
    """The outcome of one checker's answer, or None when JAX rejects the expression (and
    the checker answered in time)."""
    if static == _TIMEOUT:
        return "timeout"
    valid = jax_dtypes(runtimes)
    if not valid:
        return None
    if static in ("<error>", "<missing>"):
        return "false positive"
    if re.search(r"\b(Unknown|Any)\b", static):
        return "unknown"
    classes = _classes()
    if not all(contains(static, r, classes) for r in valid):
        return "wrong"
    found = _EXACT.match(static)
    return "exact" if found and found.group(1) in concrete else "category"


@dataclass(frozen=True)
class Finding:
    checker: str
    outcome: str
    expression: Expression
    static: str
    runtimes: tuple[str, ...]

    def __str__(self) -> str:
        ops = ", ".join(f"{o.name}: {o.annotation}" for o in self.expression.operands)
        return (
            f"{self.checker}: {self.outcome}: {self.expression.text}  ({ops}): static "
            f"{self.static}, JAX {' / '.join(self.runtimes)} (x64 off / on)"
        )


def within_limit(cases: Sequence[Case], checker: str, workdir: Path) -> list[str]:
    """What `checker` reveals for each case (`static_types`) within `LIMIT`: a file past
    it is split in halves, and a single case past it is `"<timeout>"`."""
    try:
        return static_types(cases, checker, workdir, LIMIT[0] + LIMIT[1] * len(cases))
    except subprocess.TimeoutExpired:
        if len(cases) == 1:
            return [_TIMEOUT]
        half = len(cases) // 2
        first = within_limit(cases[:half], checker, workdir)
        return first + within_limit(cases[half:], checker, workdir)


def run(
    seed: int, count: int, checkers: Sequence[str] = CHECKERS
) -> tuple[list[Expression], list[Finding]]:
    """Every checker's outcome on every expression JAX computes in some mode."""
    exprs = expressions(seed, count)
    cases = [Case(e.text, e.operands) for e in exprs]
    off = runtime_types(cases, x64=False)
    on = runtime_types(cases, x64=True)
    concrete = frozenset(name for name, cls in _classes().items() if not cls.__subclasses__())
    findings: list[Finding] = []
    with tempfile.TemporaryDirectory() as tmp:
        for checker in checkers:
            statics: list[str] = []
            for start in range(0, len(cases), CHUNK):
                began = time.monotonic()
                statics += within_limit(cases[start : start + CHUNK], checker, Path(tmp))
                print(
                    f"{checker}: {len(statics)} of {len(cases)} revealed, this chunk in "
                    f"{time.monotonic() - began:.0f} s", file=sys.stderr,
                )  # fmt: skip
            for expr, static, r_off, r_on in zip(exprs, statics, off, on, strict=True):
                outcome = classify(static, (r_off, r_on), concrete)
                if outcome is not None:
                    findings.append(Finding(checker, outcome, expr, static, (r_off, r_on)))
    return exprs, findings


def table(findings: Sequence[Finding], checkers: Sequence[str]) -> str:
    """Per checker, the count and share of each outcome."""
    counts = Counter((f.checker, f.outcome) for f in findings)
    rows = [f"| checker | {' | '.join(OUTCOMES)} | total |", "|---" * (len(OUTCOMES) + 2) + "|"]
    for checker in checkers:
        total = sum(counts[(checker, o)] for o in OUTCOMES)
        cells = [
            f"{counts[(checker, o)]} ({100 * counts[(checker, o)] / max(total, 1):.0f}%)"
            for o in OUTCOMES
        ]
        rows.append(f"| {checker} | {' | '.join(cells)} | {total} |")
    return "\n".join(rows)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="A differential fuzzer of typedjax's dtype claims against JAX."
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--count", type=int, default=200, help="expressions to generate")
    parser.add_argument("--checkers", default=",".join(CHECKERS))
    parser.add_argument(
        "--show", default=",".join(FAILING),
        help="outcomes to list one by one (comma-separated; empty for none)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    checkers = [c for c in args.checkers.split(",") if c]
    unknown = sorted(set(checkers) - set(CHECKERS))
    if unknown:
        parser.error(f"--checkers: {unknown} are not checkers; choose from {list(CHECKERS)}")
    if args.count < 1:
        parser.error(f"--count: {args.count} expressions; give 1 or more")
    exprs, findings = run(args.seed, args.count, checkers)
    shown = {s.strip().replace("-", " ") for s in args.show.split(",") if s.strip()}
    for finding in findings:
        if finding.outcome in shown:
            print(finding)
    computed = len({f.expression.text for f in findings if jax_dtypes(f.runtimes)})
    print(f"seed {args.seed}: {len(exprs)} expressions, {computed} computed by JAX")
    print(table(findings, checkers))
    bad = [f for f in findings if f.outcome in FAILING]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
