"""Session set-up that must happen before JAX creates its backends."""

from __future__ import annotations

import os

import pytest

# Eight host CPU devices for the shard_map tests. XLA reads the flag when JAX
# creates its CPU client, so it must be in the environment before the first
# jax.devices() call; pytest imports this file before any test module.
# Appended rather than set, so flags a developer already exported still apply.
_DEVICE_COUNT_FLAG = "--xla_force_host_platform_device_count"
_flags = os.environ.get("XLA_FLAGS", "")
if _DEVICE_COUNT_FLAG not in _flags:
    os.environ["XLA_FLAGS"] = f"{_flags} {_DEVICE_COUNT_FLAG}=8".strip()


# The suite's longest tests (a checker run over the whole package, or an agreement
# area), longest first. Started first, and handed to the two workers one at a time
# (`--maxschedchunk=1` in pyproject.toml), they overlap the ~2,000 short tests instead
# of leaving one worker running pytype alone at the end.
_LONGEST = (
    "tests/checkers/test_pytype_expectations.py::",
    "tests/runtime/numpy/test_agreement_numpy.py::test_static_dtypes_hold_the_runtime_dtypes",
    "tests/runtime/array/test_agreement.py::test_static_dtypes_hold_the_runtime_dtypes",
    "tests/checkers/test_checkers.py::test_pyright_strict_is_clean",
    "tests/checkers/test_checkers.py::test_mypy_strict_is_clean",
    "tests/checkers/test_stubtest.py::",
)


def _rank(item: pytest.Item) -> int:
    return next((i for i, key in enumerate(_LONGEST) if item.nodeid.startswith(key)), len(_LONGEST))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--oldest",
        action="store_true",
        help=(
            "the oldest supported JAX (README's third command): leave out the tests marked "
            "`checkers`, which read the declarations of the newest JAX with the type checkers"
        ),
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Run the longest tests first (the rest keep their order); `--oldest` deselects `checkers`."""
    if config.getoption("--oldest"):
        kept = [item for item in items if item.get_closest_marker("checkers") is None]
        config.hook.pytest_deselected(items=[item for item in items if item not in kept])
        items[:] = kept
    items.sort(key=_rank)
