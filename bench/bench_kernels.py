"""The example kernel plugin's C++ RMS normalisation against its JAX reference, on the CPU.

Needs the plugin: `pip install ./examples/rmsnorm_plugin`. For each size, both
jitted: the forward pass (`rms_norm(x, scale)`), and forward plus backward
(`grad` of a weighted sum with respect to `x` and `scale`), compiled kernel against
the reference that XLA fuses itself, interleaved; medians and the ratio
kernel/reference (below 1: the hand-written kernel is faster).
"""

from __future__ import annotations

import argparse
import importlib
import timeit
from collections.abc import Callable

import jax
import jax.numpy as jnp

from bench._timing import interleaved_medians
from typedjax import Array, as_array
from typedjax.typing import float32

_Fn = Callable[[jax.Array, jax.Array], object]
# JAX leaves these partly unannotated; typed as used here.
_jit: Callable[[_Fn], _Fn] = getattr(jax, "jit")  # noqa: B009
_grad: Callable[..., _Fn] = getattr(jax, "grad")  # noqa: B009
_block: Callable[[object], object] = getattr(jax, "block_until_ready")  # noqa: B009

SIZES: tuple[tuple[int, int], ...] = ((64, 256), (1024, 1024), (4096, 4096))

_Face = Callable[[Array[float32], Array[float32]], Array[float32]]
_Reference = Callable[..., jax.Array]


def _plugin() -> tuple[_Face, _Reference]:
    """The plugin's `rms_norm` and its reference, imported by name: it is installed separately."""
    try:
        face = importlib.import_module("typedjax_rmsnorm")
        kernels = importlib.import_module("typedjax_rmsnorm._kernels")
    except ImportError as error:
        raise SystemExit(
            f"bench_kernels needs the example plugin ({error}); install it with "
            "`pip install ./examples/rmsnorm_plugin`"
        ) from error
    rms_norm: _Face = getattr(face, "rms_norm")  # noqa: B009
    reference: _Reference = getattr(kernels, "rms_norm_reference")  # noqa: B009
    return rms_norm, reference


def _timer(fn: _Fn, x: jax.Array, scale: jax.Array) -> timeit.Timer:
    _block(fn(x, scale))  # compiled before timing
    return timeit.Timer(lambda: _block(fn(x, scale)))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--number", type=int, default=0, help="calls per sample (0: by size)")
    parser.add_argument("--repeat", type=int, default=11)
    parser.add_argument("--sizes", default="", help="rows x width list, e.g. 64x256,1024x1024")
    args = parser.parse_args(argv)
    rms_norm, rms_norm_reference = _plugin()
    sizes = SIZES
    if args.sizes:
        sizes = tuple(
            (int(r), int(w)) for r, w in (item.split("x") for item in args.sizes.split(","))
        )

    def compiled_forward(x: jax.Array, scale: jax.Array) -> object:
        return kernel_y(x, scale)

    def reference_forward(x: jax.Array, scale: jax.Array) -> object:
        return rms_norm_reference(x, scale, eps=1e-6)

    def loss(forward: Callable[[jax.Array, jax.Array], jax.Array]) -> _Fn:
        def weighted(x: jax.Array, scale: jax.Array) -> jax.Array:
            y = forward(x, scale)
            return jnp.sum(y * jnp.cos(y))

        return _grad(weighted, argnums=(0, 1))

    def kernel_y(x: jax.Array, scale: jax.Array) -> jax.Array:
        return rms_norm(as_array(x, float32), as_array(scale, float32))

    def reference_y(x: jax.Array, scale: jax.Array) -> jax.Array:
        return rms_norm_reference(x, scale, eps=1e-6)

    pairs = (
        ("forward", _jit(reference_forward), _jit(compiled_forward)),
        ("forward+backward", _jit(loss(reference_y)), _jit(loss(kernel_y))),
    )
    print(f"jax {jax.__version__}, {jax.default_backend()}, float32; medians")
    header = f"{'size':>11}  {'pass':<17}{'reference':>13}{'kernel':>13}{'kernel/ref':>12}"
    print(header)
    for rows, width in sizes:
        key_x, key_s = jax.random.split(jax.random.key(0))
        x = jax.random.normal(key_x, (rows, width), jnp.float32)
        scale = jax.random.uniform(key_s, (width,), jnp.float32, 0.5, 1.5)
        number = args.number or max(1, 2_000_000 // (rows * width))
        for name, reference, kernel in pairs:
            plain, typed = interleaved_medians(
                _timer(reference, x, scale), _timer(kernel, x, scale), number, args.repeat
            )
            print(
                f"{rows:>5}x{width:<5}  {name:<17}{plain * 1e6:>10.1f} µs{typed * 1e6:>10.1f} µs"
                f"{typed / plain:>11.2f}×"
            )


if __name__ == "__main__":
    main()
