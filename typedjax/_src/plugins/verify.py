"""`python -m typedjax kernels --verify`: each compiled kernel against its reference.

For every dtype a kernel supports, its operands are drawn at random (normal, in the
sample's shapes), and the kernel's results and the reference's are compared, then
the gradients of both for a random cotangent. The error is the largest absolute
difference; it passes when within the dtype's relative tolerance of the
reference's largest magnitude (at least 1).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

import jax
import numpy as np

from typedjax._src.plugins.kernel_checks import Results, as_results
from typedjax._src.plugins.kernels import Kernel

__all__ = ("TOLERANCES", "KernelCheck", "verify")

TOLERANCES: Final = {
    "float64": 1e-10,
    "float32": 1e-5,
    "float16": 1e-2,
    "bfloat16": 4e-2,
}
"""Relative tolerance per dtype; a dtype not listed gets the float32 one."""

_Pullback = Callable[[Results], Sequence[jax.Array]]
# JAX leaves these partly unannotated; the annotations say how they are called here.
_vjp: Callable[..., tuple[Results, _Pullback]] = getattr(jax, "vjp")  # noqa: B009
_normal: Callable[[jax.Array, tuple[int, ...]], jax.Array] = getattr(jax.random, "normal")  # noqa: B009


@dataclass(frozen=True, kw_only=True)
class KernelCheck:
    """One kernel, one dtype: the largest errors of the compiled kernel against its reference."""

    kernel: str
    dtype: str
    platform: str
    compiled: bool
    """Whether a compiled implementation ran; `False`: only the reference exists here."""
    value_error: float
    gradient_error: float | None
    """`None` when the kernel was not differentiated (nothing compiled, or an error)."""
    tolerance: float
    error: str | None = None
    """What went wrong when the kernel or its reference raised."""

    @property
    def ok(self) -> bool:
        worst = max(self.value_error, self.gradient_error or 0.0)
        return self.error is None and worst <= self.tolerance


def _largest(found: Sequence[jax.Array], expected: Sequence[jax.Array]) -> tuple[float, float]:
    """The largest absolute difference, and the reference's largest magnitude."""
    error, scale = 0.0, 1.0
    for a, b in zip(found, expected):
        wide_a = np.asarray(a, dtype=np.float64)
        wide_b = np.asarray(b, dtype=np.float64)
        if wide_a.size:
            error = max(error, float(np.max(np.abs(wide_a - wide_b))))
            scale = max(scale, float(np.max(np.abs(wide_b))))
    return error, scale


def verify(kernel: Kernel, *, seed: int = 0) -> list[KernelCheck]:
    """Check `kernel` for each dtype it supports on JAX's default platform."""
    desc = kernel.description
    platform = jax.default_backend()
    compiled = platform in kernel.compiled
    checks: list[KernelCheck] = []
    attributes = dict(desc.attributes)

    def reference(*operands: jax.Array) -> Results:
        return as_results(desc.reference(*operands, **attributes))

    def compiled_kernel(*operands: jax.Array) -> Results:
        return kernel(*operands)

    for index, dtype in enumerate(desc.dtypes):
        tolerance = TOLERANCES.get(dtype, TOLERANCES["float32"])
        keys = jax.random.split(jax.random.key(seed + index), len(desc.sample) + 1)
        operands = [_normal(k, shape).astype(dtype) for k, shape in zip(keys, desc.sample)]
        if not compiled:
            checks.append(KernelCheck(
                kernel=desc.name, dtype=dtype, platform=platform, compiled=False,
                value_error=0.0, gradient_error=None, tolerance=tolerance,
            ))  # fmt: skip
            continue
        try:
            found, pull_found = _vjp(compiled_kernel, *operands)
            expected, pull_expected = _vjp(reference, *operands)
            value_error, scale = _largest(found, expected)
            cotangent_keys = jax.random.split(keys[-1], len(expected))
            cotangents = tuple(
                _normal(k, r.shape).astype(r.dtype) for k, r in zip(cotangent_keys, expected)
            )
            gradient_error, gradient_scale = _largest(
                pull_found(cotangents), pull_expected(cotangents)
            )
        except Exception as error:  # noqa: BLE001  # reported as a failed check, not a crash
            checks.append(KernelCheck(
                kernel=desc.name, dtype=dtype, platform=platform, compiled=True,
                value_error=float("inf"), gradient_error=None, tolerance=tolerance,
                error=f"{type(error).__name__}: {error}",
            ))  # fmt: skip
            continue
        scale = max(scale, gradient_scale)
        checks.append(KernelCheck(
            kernel=desc.name, dtype=dtype, platform=platform, compiled=True,
            value_error=value_error, gradient_error=gradient_error,
            tolerance=tolerance * scale,
        ))  # fmt: skip
    return checks
