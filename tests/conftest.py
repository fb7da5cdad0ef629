"""Session set-up that must happen before JAX creates its backends."""

from __future__ import annotations

import os

# Eight host CPU devices for the shard_map tests. XLA reads the flag when JAX
# creates its CPU client, so it must be in the environment before the first
# jax.devices() call; pytest imports this file before any test module.
# Appended rather than set, so flags a developer already exported still apply.
_DEVICE_COUNT_FLAG = "--xla_force_host_platform_device_count"
_flags = os.environ.get("XLA_FLAGS", "")
if _DEVICE_COUNT_FLAG not in _flags:
    os.environ["XLA_FLAGS"] = f"{_flags} {_DEVICE_COUNT_FLAG}=8".strip()
