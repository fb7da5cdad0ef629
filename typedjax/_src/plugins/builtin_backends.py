"""Built-in plugin `typedjax-backends`: JAX's CPU platform, and the GPU/TPU platforms found here.

It uses the same hook as any third-party plugin. The CPU platform is always
described; CUDA, ROCm and TPU only when JAX has a plugin for them installed (a
module in the `jax_plugins` namespace package or a `jax_plugins` entry point, or
libtpu), found without importing them. Whether a described platform is usable
is the probe's answer, asked on first use: `jax.devices(platform)`.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import pkgutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from typedjax._src.plugins.descriptions import BackendDescription
from typedjax._src.plugins.marker import hookimpl

__all__ = ("platforms", "typedjax_backends")

# JAX's own priorities for its backend factories: cpu 0, tpu 300, PJRT plugins 400.
_PRIORITIES: Final = {"cpu": 0, "tpu": 300, "cuda": 400, "rocm": 400}


@dataclass(frozen=True)
class _PlatformProbe:
    """Asks JAX for the devices of one platform; equal probes make equal descriptions."""

    platform: str

    def __call__(self) -> str | None:
        import jax

        # getattr gives it a type: jaxlib ships no stub for its Device class.
        devices_of: Callable[[str], Sequence[object]] = getattr(jax, "devices")  # noqa: B009
        try:
            devices = devices_of(self.platform)
        except RuntimeError as error:
            return f"JAX cannot initialise platform {self.platform!r}: {error}"
        return None if devices else f"JAX reports no {self.platform} device"


@hookimpl
def typedjax_backends() -> Sequence[BackendDescription]:
    """The CPU backend, and a backend for each GPU/TPU platform JAX has a plugin for here."""
    return tuple(
        BackendDescription(
            name=platform,
            platform=platform,
            priority=_PRIORITIES[platform],
            probe=_PlatformProbe(platform),
        )
        for platform in platforms()
    )


def platforms() -> tuple[str, ...]:
    """`cpu`, then each GPU/TPU platform JAX has a plugin for here, found without starting one."""
    return ("cpu", *sorted(_accelerators()))


def _accelerators() -> set[str]:
    """The accelerator platforms JAX would find a plugin for, found as JAX finds them."""
    names: list[str] = []
    spec = importlib.util.find_spec("jax_plugins")
    if spec is not None and spec.submodule_search_locations is not None:
        names += [module.name for module in pkgutil.iter_modules(spec.submodule_search_locations)]
    names += [
        f"{entry.name} {entry.value}"
        for entry in importlib.metadata.entry_points(group="jax_plugins")
    ]
    found = {platform for platform in ("cuda", "rocm") if any(platform in n for n in names)}
    if os.environ.get("TPU_LIBRARY_PATH") or importlib.util.find_spec("libtpu") is not None:
        found.add("tpu")
    return found
