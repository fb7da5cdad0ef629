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
    "tests/checkers/test_fuzz_dtypes.py::test_a_long_run",
    "tests/runtime/test_agreement_sample.py::",
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
        "--full",
        action="store_true",
        help=(
            "the full checks (python tools/full_checks.py runs them and writes the stamp): every "
            "agreement grid in full, pytype over all of typedjax, the long fuzz"
        ),
    )
    parser.addoption(
        "--oldest",
        action="store_true",
        help=(
            "the oldest supported JAX (README's third command): leave out the tests marked "
            "`checkers`, which read the declarations of the newest JAX with the type checkers"
        ),
    )


def _kept(item: pytest.Item, *, oldest: bool, full: bool) -> bool:
    """Whether `item` runs: `--oldest` leaves out the checkers; the full checks run with
    `--full`, and otherwise only the grids whose stamp is stale (tests/agreement/grids.py)."""
    if oldest and item.get_closest_marker("checkers") is not None:
        return False
    if item.get_closest_marker("full") is not None:
        return full
    grid = item.get_closest_marker("grid")
    if grid is not None:
        from tests.agreement.grids import stale_grids

        return full or grid.args[0] in stale_grids()
    if item.get_closest_marker("sample") is not None:
        from tests.agreement.grids import GRIDS, stale_grids

        return not full and len(stale_grids()) < len(GRIDS)
    return True


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Run the longest tests first (the rest keep their order), less those `_kept` leaves out."""
    oldest, full = bool(config.getoption("--oldest")), bool(config.getoption("--full"))
    kept = [item for item in items if _kept(item, oldest=oldest, full=full)]
    config.hook.pytest_deselected(items=[item for item in items if item not in kept])
    items[:] = kept
    items.sort(key=_rank)
    if full:
        for item in kept:
            part = _full_check(item)
            if part is not None:
                item.user_properties.append((FULL_CHECK_PROPERTY, part))


FULL_CHECK_PROPERTY = "full check"
"""The property (in pytest's JUnit XML) naming the part of the full checks a test is:
a grid's name, `pytype`, `fuzz` or `corpus` (the name a `full` marker gives); tools/full_checks.py
stamps the grids and pytype where they passed and reports the rest."""


def _full_check(item: pytest.Item) -> str | None:
    grid = item.get_closest_marker("grid")
    if grid is not None:
        return str(grid.args[0])
    if item.get_closest_marker("pytype") is not None:
        return "pytype"
    full = item.get_closest_marker("full")
    if full is not None:
        return str(full.args[0]) if full.args else "fuzz"
    return None


def pytest_terminal_summary(
    terminalreporter: pytest.TerminalReporter, config: pytest.Config
) -> None:
    """Say which grids ran in full and which seed drew the others' sample, to repeat a failure."""
    if config.getoption("--oldest") or config.getoption("--full"):
        return
    from tests.agreement.grids import SAMPLE, SEED_VARIABLE, seed, stale_grids, stale_pytype_modules

    stale = stale_grids()
    value, origin = seed()
    terminalreporter.write_line(
        f"agreement grids: {SAMPLE} cases of each stamped grid, seed {value} ({origin}; "
        f"repeat with {SEED_VARIABLE}={value}); in full, their stamp being stale: "
        f"{', '.join(stale) or 'none'}"
    )
    modules = stale_pytype_modules()
    shown = ", ".join(modules) if len(modules) <= 10 else f"{len(modules)} modules"
    terminalreporter.write_line(
        f"pytype: besides the examples and the pass files, the typedjax modules changed since "
        f"the stamp: {shown or 'none'}"
    )
