"""Cached calls through typedjax's jit, grad and vmap against JAX's own.

`typedjax`'s `jit` *is* `jax.jit` (the typing lives in declarations only), so
the two jitted objects are built by the same function and the ratio measures
timing noise alone: it should sit at 1.00x, within the target of <= 1.02x.
Times both interleaved after a warm-up call (compilation excluded) and prints
medians and the ratio. Run as `python -m bench.bench_jit`.
"""

from __future__ import annotations

import argparse
import timeit
from collections.abc import Callable, Sequence

import jax
import jax.numpy as jnp

from bench._timing import interleaved_medians
from typedjax._src.generated.transforms.autodiff import grad
from typedjax._src.transforms.batching import vmap
from typedjax._src.transforms.jit import jit

TARGET = 1.02


def _small(x: jax.Array) -> jax.Array:
    return x * 2.0 + 1.0


def _loss(x: jax.Array) -> jax.Array:
    return (x * x).sum()


def main(argv: Sequence[str] | None = None) -> int:
    """Measure, print the table; exit status 0 (a benchmark reports, it does not assert)."""
    parser = argparse.ArgumentParser(description="Time a cached call of typedjax's jit and JAX's.")
    parser.add_argument("--number", type=int, default=20_000, help="calls per sample")
    parser.add_argument("--repeat", type=int, default=15, help="samples of each (default 15)")
    args = parser.parse_args(argv)
    number: int = args.number
    repeat: int = args.repeat

    # pyright sees Unknown in these signatures: jaxlib 0.10.2 ships no stub for its
    # extension module. Stubs will make the ignores unneeded.
    x: jax.Array = jnp.ones(8)
    batch: jax.Array = jnp.ones((4, 8))
    cases: list[
        tuple[str, Callable[[jax.Array], jax.Array], Callable[[jax.Array], jax.Array], jax.Array]
    ] = [
        ("jit(f)(x)", jax.jit(_small), jit(_small), x),
        ("jit(grad(f))(x)", jax.jit(jax.grad(_loss)), jit(grad(_loss)), x),
        ("jit(vmap(f))(x)", jax.jit(jax.vmap(_small)), jit(vmap(_small)), batch),
    ]
    print(f"cached calls: median of {repeat} samples of {number} calls, interleaved")
    print("typedjax's transforms are JAX's own objects, so each ratio is timing noise.")
    print()
    print(f"{'call':<18} {'JAX':>11} {'typedjax':>11} {'ratio':>8}")
    for name, plain, typed, arg in cases:
        plain(arg)  # compile once, outside the timing
        typed(arg)
        plain_s, typed_s = _measure(plain, typed, arg, number, repeat)
        ratio = typed_s / plain_s
        verdict = "met" if ratio <= TARGET else "NOT met"
        print(
            f"{name:<18} {_us(plain_s):>11} {_us(typed_s):>11} {ratio:>7.3f}x"
            f"   (target <= {TARGET:.2f}x: {verdict})"
        )
    return 0


def _measure(
    plain: Callable[[jax.Array], jax.Array],
    typed: Callable[[jax.Array], jax.Array],
    x: jax.Array,
    number: int,
    repeat: int,
) -> tuple[float, float]:
    """Median seconds per call of `plain(x)` and of `typed(x)`, results waited for."""
    plain_timer = timeit.Timer("f(x).block_until_ready()", globals={"f": plain, "x": x})
    typed_timer = timeit.Timer("f(x).block_until_ready()", globals={"f": typed, "x": x})
    return interleaved_medians(plain_timer, typed_timer, number, repeat)


def _us(seconds: float) -> str:
    return f"{seconds * 1e6:.2f} us"


if __name__ == "__main__":
    raise SystemExit(main())
