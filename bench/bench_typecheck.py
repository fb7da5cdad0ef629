"""`typedjax.typecheck` against jaxtyping + beartype, eagerly and under `jit`; and `export`.

Three tables. *Eager*: the same functions (1, 2 and 6 array parameters, each
annotated `Float[Array, ...]` with shared dimension names, and the result) called
undecorated, under `typedjax.typecheck` and under
`jaxtyping.jaxtyped(typechecker=beartype.beartype)`, interleaved; each
decorator's overhead is its median minus the undecorated median, and the ratio
typecheck/jaxtyping of the overheads is printed (target <= 0.25x). *Cached
jit*: `tj.jit(typecheck(f))` against `tj.jit(f)` (target <= 1.02x: the check
runs at trace time only). *Export*: compiling `typedjax.export(f)` once and
calling it at three batch sizes, against three `jax.jit` compilations of `f`
(compile time reported; each side timed from a cleared cache).

Run as `python -m bench.bench_typecheck` (`--number`, `--repeat`).
"""

import argparse
import functools
import statistics
import time
import timeit
from collections.abc import Sequence
from typing import Any

import jaxtyping
from beartype import beartype
from jaxtyping import Float, Shaped

import typedjax as tj
import typedjax.numpy as tnp
from bench._timing import interleaved_medians
from typedjax.typing import float32

_JAXTYPED: Any = vars(jaxtyping)["jaxtyped"]  # its overloads leave parts unknown to pyright
EAGER_TARGET = 0.25
JIT_TARGET = 1.02
Vector = Float[tj.Array, "n"]
Matrix = Float[tj.Array, "b n"]


def two(x: Matrix, y: Vector) -> Float[tj.Array, "b n"]:
    return x


def six(
    a: Matrix, b: Vector, c: Matrix, d: Vector, e: Float[tj.Array, "n n"], f: Float[tj.Array, " b"]
) -> Float[tj.Array, "b n"]:
    return a


def _arguments(count: int) -> tuple[tj.Array[float32], ...]:
    m, v = tnp.ones((4, 3), dtype=float32), tnp.ones(3, dtype=float32)
    if count == 1:
        return (tnp.ones(4, dtype=float32),)
    if count == 2:
        return (m, v)
    return (m, v, m, v, tnp.ones((3, 3), dtype=float32), tnp.ones(4, dtype=float32))


def _identity_one(x: Float[tj.Array, " b"]) -> Float[tj.Array, " b"]:
    return x


def _eager_rows(number: int, repeat: int) -> list[tuple[str, float, float, float]]:
    rows: list[tuple[str, float, float, float]] = []
    for label, fun, count in (
        ("1 argument", _identity_one, 1),
        ("2 arguments", two, 2),
        ("6 arguments", six, 6),
    ):
        args = _arguments(count)
        ours = tj.typecheck(fun)
        theirs = _JAXTYPED(typechecker=beartype)(fun)
        ours(*args)
        theirs(*args)
        plain_s: list[float] = []
        ours_s: list[float] = []
        theirs_s: list[float] = []
        timers = [timeit.Timer(functools.partial(g, *args)) for g in (fun, ours, theirs)]
        for timer in timers:
            timer.timeit(number // 10)
        for _ in range(repeat):
            for timer, samples in zip(timers, (plain_s, ours_s, theirs_s)):
                samples.append(timer.timeit(number) / number)
        rows.append(
            (
                label,
                statistics.median(plain_s),
                statistics.median(ours_s),
                statistics.median(theirs_s),
            )
        )
    return rows


def _matmul(
    x: Shaped[tj.Array[float32], "b n"], y: Shaped[tj.Array[float32], " n"]
) -> Shaped[tj.Array[float32], " b"]:
    return tnp.tanh(x @ y)


def _export_times() -> tuple[float, float, float]:
    sizes = (8, 64, 512)
    tj.clear_caches()
    start = time.perf_counter()
    exported = tj.export(_matmul)
    for b in sizes:
        exported.call(
            tnp.ones((b, 16), dtype=float32), tnp.ones(16, dtype=float32)
        ).block_until_ready()
    export_s = time.perf_counter() - start
    tj.clear_caches()
    start = time.perf_counter()
    jitted = tj.jit(_matmul)
    for b in sizes:
        jitted(tnp.ones((b, 16), dtype=float32), tnp.ones(16, dtype=float32)).block_until_ready()
    jit_s = time.perf_counter() - start
    tj.clear_caches()
    start = time.perf_counter()
    tj.export(_matmul)
    trace_s = time.perf_counter() - start
    return export_s, jit_s, trace_s


def main(argv: Sequence[str] | None = None) -> int:
    """Measure, print the tables; exit status 0 (a benchmark reports, it does not assert)."""
    parser = argparse.ArgumentParser(description="Time typedjax.typecheck and typedjax.export.")
    parser.add_argument("--number", type=int, default=5_000, help="calls per sample")
    parser.add_argument("--repeat", type=int, default=11, help="samples of each (default 11)")
    args = parser.parse_args(argv)

    print("Eager calls: median µs per call; overhead = decorated − undecorated")
    print(f"{'function':<13}{'plain':>8}{'typecheck':>11}{'jaxtyping+beartype':>20}"
          f"{'overhead ours':>15}{'overhead theirs':>17}{'ratio':>8}")  # fmt: skip
    for label, plain, ours, theirs in _eager_rows(args.number, args.repeat):
        over_ours, over_theirs = ours - plain, theirs - plain
        print(
            f"{label:<13}{plain * 1e6:>8.2f}{ours * 1e6:>11.2f}{theirs * 1e6:>20.2f}"
            f"{over_ours * 1e6:>15.2f}{over_theirs * 1e6:>17.2f}{over_ours / over_theirs:>7.3f}x"
        )
    print(f"target: overhead ratio <= {EAGER_TARGET}x")

    print("\nCached jitted call: median µs per call")
    x, y = tnp.ones((4, 3), dtype=float32), tnp.ones(3, dtype=float32)
    plain_jit = tj.jit(two)
    checked_jit = tj.jit(tj.typecheck(two))
    plain_jit(x, y).block_until_ready()
    checked_jit(x, y).block_until_ready()
    plain_t, checked_t = interleaved_medians(
        timeit.Timer(lambda: plain_jit(x, y)),
        timeit.Timer(lambda: checked_jit(x, y)),
        args.number,
        args.repeat,
    )
    print(f"tj.jit(f) {plain_t * 1e6:.2f}   tj.jit(typecheck(f)) {checked_t * 1e6:.2f}   "
          f"ratio {checked_t / plain_t:.3f}x (target <= {JIT_TARGET}x)")  # fmt: skip

    export_s, jit_s, trace_s = _export_times()
    print("\nThree batch sizes (8, 64, 512), from cleared caches: seconds")
    print(f"typedjax.export once + 3 calls {export_s:.3f}   jax.jit, 3 compilations {jit_s:.3f}   "
          f"ratio {export_s / jit_s:.2f}x   (export alone, tracing and lowering: {trace_s:.3f})")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
