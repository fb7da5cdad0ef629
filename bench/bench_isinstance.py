"""`isinstance(x, typedjax.Array)` against `isinstance(x, jax.Array)`.

Times both for a concrete array and for a tracer (inside the function `jax.jit` traces),
interleaving the two, and prints medians and ratios; the target is <= 1.5x.
Run as `python -m bench.bench_isinstance`.
"""

from __future__ import annotations

import argparse
import timeit
from collections.abc import Sequence
from typing import cast

import jax
import jax.numpy as jnp

from bench._timing import interleaved_medians
from typedjax import Array

TARGET = 1.5


def main(argv: Sequence[str] | None = None) -> int:
    """Measure, print the table; exit status 0 (a benchmark reports, it does not assert)."""
    parser = argparse.ArgumentParser(description="Time isinstance against typedjax/jax.Array.")
    parser.add_argument("--number", type=int, default=200_000, help="checks per sample")
    parser.add_argument("--repeat", type=int, default=15, help="samples of each (default 15)")
    args = parser.parse_args(argv)
    number: int = args.number
    repeat: int = args.repeat

    # pyright sees Unknown in these two signatures: jaxlib 0.10.2 ships no stub for its
    # extension module, whose Device type both mention. Stubs will make the ignores unneeded.
    concrete = jnp.ones(3)
    rows = {"concrete jax.Array": _measure(concrete, number, repeat)}

    def traced(x: jax.Array) -> jax.Array:
        rows[f"tracer ({type(x).__name__})"] = _measure(x, number, repeat)
        return x

    jax.jit(traced)(concrete)

    print(f"isinstance(x, cls): median of {repeat} samples of {number} checks, interleaved")
    print()
    print(f"{'x':<34} {'jax.Array':>11} {'typedjax.Array':>15} {'ratio':>8}")
    for name, (plain, typed) in rows.items():
        verdict = "met" if typed / plain <= TARGET else "NOT met"
        print(
            f"{name:<34} {_ns(plain):>11} {_ns(typed):>15} {typed / plain:>7.2f}x"
            f"   (target <= {TARGET:.1f}x: {verdict})"
        )
    return 0


def _measure(x: object, number: int, repeat: int) -> tuple[float, float]:
    """Median seconds per `isinstance(x, jax.Array)` and per `isinstance(x, typedjax.Array)`."""
    # One class to checkers (the jax-stubs make `jax.Array` typedjax's), two at run time; the
    # checks leave `x` an `object` (pyright would narrow it to `Array[Unknown]`).
    given = x
    if not (isinstance(given, jax.Array) and isinstance(cast(object, given), Array)):
        raise SystemExit(f"{type(x).__name__} is not an instance of both Array classes")
    plain = timeit.Timer("isinstance(x, cls)", globals={"x": x, "cls": jax.Array})
    typed = timeit.Timer("isinstance(x, cls)", globals={"x": x, "cls": Array})
    return interleaved_medians(plain, typed, number, repeat)


def _ns(seconds: float) -> str:
    return f"{seconds * 1e9:.1f} ns"


if __name__ == "__main__":
    raise SystemExit(main())
