"""Sampling through a plugin-resolved PRNG against `jax.random`; Philox against threefry.

1. `typedjax.random.key(0, impl="threefry2x32")` resolves the name through the
   plugin layer (the built-in plugin maps it to JAX's own implementation), so
   sampling `uniform` with that key should run exactly as `jax.random.uniform`
   with `jax.random.key(0)`: eager and under `jit`, interleaved medians and the
   throughput ratio typedjax/JAX (target >= 0.98x). Making a key by name is timed
   too (it is the only call typedjax wraps), for information.
2. Throughput of Philox-4x32-10 from the example plugin `typedjax-philox` against
   JAX's threefry2x32, jitted `uniform` and `bits`, in samples per second.

The Philox plugin is used if installed (`pip install ./examples/philox_plugin`);
otherwise it is imported from `examples/philox_plugin/src` and registered with
`typedjax.plugins.register()`, which the output says. Run as
`python -m bench.bench_random`.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import timeit
from collections.abc import Callable, Sequence
from pathlib import Path

import jax

import typedjax.random as tjr
from bench._timing import interleaved_medians
from typedjax import plugins
from typedjax.transforms import jit
from typedjax.typing import uint32

TARGET = 0.98
ROOT = Path(__file__).resolve().parents[1]


def _philox_source() -> str:
    """Make `philox4x32` available; say where it came from."""
    try:
        plugins.prng_impl("philox4x32")
    except plugins.PluginNotFoundError:
        pass
    else:
        return "installed plugin typedjax-philox"
    sys.path.insert(0, str(ROOT / "examples" / "philox_plugin" / "src"))
    plugins.register(importlib.import_module("typedjax_philox.plugin"), name="philox")
    return "examples/philox_plugin/src, registered with typedjax.plugins.register()"


def _timer(fn: Callable[[], object]) -> timeit.Timer:
    return timeit.Timer(fn)


def _medians(
    plain: Callable[[], object], typed: Callable[[], object], number: int, repeat: int
) -> tuple[float, float]:
    """Seconds per call of `plain` and `typed`: interleaved medians, taken in both orders.

    Whichever runs first in each pair tends to find the caches warmer; averaging the
    two orders cancels that bias.
    """
    half = max(1, repeat // 2)
    plain_1, typed_1 = interleaved_medians(_timer(plain), _timer(typed), number, half)
    typed_2, plain_2 = interleaved_medians(_timer(typed), _timer(plain), number, half)
    return (plain_1 + plain_2) / 2, (typed_1 + typed_2) / 2


def _ready(make: Callable[[], jax.Array]) -> Callable[[], object]:
    def run() -> object:
        return make().block_until_ready()

    return run


def main(argv: Sequence[str] | None = None) -> int:
    """Measure, print the tables; exit status 0 (a benchmark reports, it does not assert)."""
    parser = argparse.ArgumentParser(description="Time typedjax.random against jax.random.")
    parser.add_argument("--size", type=int, default=1 << 16, help="samples per call")
    parser.add_argument("--number", type=int, default=200, help="calls per sample")
    parser.add_argument("--repeat", type=int, default=20, help="samples of each (default 20)")
    args = parser.parse_args(argv)
    size: int = args.size
    number: int = args.number
    repeat: int = args.repeat
    shape = (size,)

    typed_key = tjr.key(0, impl="threefry2x32")
    plain_key = jax.random.key(0)
    assert typed_key.dtype == plain_key.dtype

    def typed_uniform() -> jax.Array:
        return tjr.uniform(typed_key, shape)

    def plain_uniform() -> jax.Array:
        return jax.random.uniform(plain_key, shape)

    def typed_draw(key: tjr.KeyArray) -> jax.Array:
        return tjr.uniform(key, shape)

    def plain_draw(key: jax.Array) -> jax.Array:
        return jax.random.uniform(key, shape)

    typed_jitted = jit(typed_draw)
    plain_jitted = jit(plain_draw)

    def typed_jit() -> jax.Array:
        return typed_jitted(typed_key)

    def plain_jit() -> jax.Array:
        return plain_jitted(plain_key)

    print(f"1. uniform, {size} float32 samples per call; medians of {repeat} x {number} calls")
    print(f"   typedjax.random.uniform is jax.random.uniform: {tjr.uniform is jax.random.uniform}")
    print()
    print(f"   {'call':<10} {'JAX':>12} {'typedjax':>12} {'throughput':>11}")
    for name, plain, typed in (
        ("eager", plain_uniform, typed_uniform),
        ("jit", plain_jit, typed_jit),
    ):
        plain_s, typed_s = _medians(_ready(plain), _ready(typed), number, repeat)
        ratio = plain_s / typed_s  # throughput typedjax / JAX
        verdict = "met" if ratio >= TARGET else "NOT met"
        print(
            f"   {name:<10} {plain_s * 1e3:>9.3f} ms {typed_s * 1e3:>9.3f} ms {ratio:>10.3f}x"
            f"   (target >= {TARGET:.2f}x: {verdict})"
        )
    key_plain, key_typed = _medians(
        lambda: jax.random.key(0), lambda: tjr.key(0, impl="threefry2x32"), number * 10, repeat
    )
    print(
        f"   making a key: jax.random.key(0) {key_plain * 1e6:.1f} us, "
        f"typedjax.random.key(0, impl='threefry2x32') {key_typed * 1e6:.1f} us "
        f"({(key_typed - key_plain) * 1e6:+.1f} us for the name, within noise when negative)"
    )

    source = _philox_source()
    philox_key = tjr.key(0, impl="philox4x32")
    print()
    print(f"2. Philox-4x32-10 ({source}) against threefry2x32, jitted, {size} samples per call")
    print(f"   {'sampler':<16} {'threefry2x32':>16} {'philox4x32':>16} {'philox/threefry':>16}")

    def uniform32(key: tjr.KeyArray) -> jax.Array:
        return tjr.uniform(key, shape)

    def bits32(key: tjr.KeyArray) -> jax.Array:
        return tjr.bits(key, shape, uint32)

    for name, draw in (("uniform float32", uniform32), ("bits uint32", bits32)):
        jitted = jit(draw)

        def fry(f: Callable[[tjr.KeyArray], jax.Array] = jitted) -> jax.Array:
            return f(typed_key)

        def phx(f: Callable[[tjr.KeyArray], jax.Array] = jitted) -> jax.Array:
            return f(philox_key)

        fry_s, phx_s = _medians(_ready(fry), _ready(phx), number, repeat)
        print(
            f"   {name:<16} {size / fry_s / 1e6:>10.1f} M/s {size / phx_s / 1e6:>10.1f} M/s"
            f" {fry_s / phx_s:>15.2f}x"
        )
    print(f"   device: {jax.devices()[0].platform}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
