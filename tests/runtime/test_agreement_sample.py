"""A sample of every agreement grid whose stamp is current, drawn anew at each commit.

The full grids run with `--full` (`python tools/full_checks.py`, which stamps them)
or, in any run, for a grid whose declarations changed since its stamp
(tests/agreement/grids.py). The others are checked here on `SAMPLE` cases each,
every one evaluated by JAX with x64 off and on and revealed by the four checkers
in one run each. The seed comes from the commit, so successive landings check
different cases; a failure names it, and `TYPEDJAX_GRID_SEED` repeats it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agreement import grids as grid_module
from tests.agreement.grids import (
    GRIDS,
    SAMPLE,
    SEED_VARIABLE,
    grid_digest,
    sample,
    seed,
    stale_grids,
)
from tests.agreement.harness import Case, assert_agreement, disagreements


def drawn(seed_value: int, names: list[str]) -> dict[str, list[Case]]:
    """The sample of each grid of `names`, by name, in order."""
    return {name: sample(name, GRIDS[name].cases(), seed_value) for name in names}


@pytest.mark.checkers
@pytest.mark.sample
def test_a_sample_of_every_stamped_grid_holds_the_runtime_dtypes() -> None:
    value, origin = seed()
    stale = stale_grids()
    names = [name for name in GRIDS if name not in stale]
    samples = drawn(value, names)
    cases = [case for grid in samples.values() for case in grid]
    through_jax = [GRIDS[name].through_jax for name, grid in samples.items() for _ in grid]
    assert any(through_jax)
    found, counts = disagreements(cases, full_grid=True, through_jax=through_jax)
    assert counts["evaluated"] == len(cases) >= SAMPLE * len(names) // 2, counts
    # Every checker compared the evaluated cases that JAX computes: about half of the
    # array grid's dtype pairs are errors, the other grids' cases nearly all compute.
    assert_agreement(
        found, counts, least=len(cases) // 2, least_via_jax=sum(through_jax) // 2,
        context=f"sample seed {value} ({origin}): repeat with {SEED_VARIABLE}={value}",
    )  # fmt: skip


def test_the_sample_follows_the_seed_and_differs_between_seeds() -> None:
    name = "array"
    cases = GRIDS[name].cases()
    first = sample(name, cases, 1)
    assert len(first) == SAMPLE < len(cases)
    assert sample(name, cases, 1) == first
    assert sample(name, cases, 2) != first
    # Each grid draws its own cases from one seed.
    assert [c.expr for c in sample("numpy/ufuncs", GRIDS["numpy/ufuncs"].cases(), 1)] != [
        c.expr for c in first
    ]


def test_a_seed_that_is_no_integer_says_how_to_set_it(monkeypatch: pytest.MonkeyPatch) -> None:
    seed.cache_clear()
    monkeypatch.setenv(SEED_VARIABLE, "abc")
    try:
        with pytest.raises(ValueError, match=f"{SEED_VARIABLE}='abc' is not an integer"):
            seed()
        seed.cache_clear()
        monkeypatch.setenv(SEED_VARIABLE, "17")
        assert seed() == (17, SEED_VARIABLE)
    finally:
        seed.cache_clear()


def test_a_grid_goes_stale_exactly_when_what_it_reads_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A small tree with one file of each kind; each edit is compared with the tree before it.
    # The versions are fixed: the oldest environment (README's third command) has no checkers.
    monkeypatch.setattr(grid_module, "versions", lambda: {"jax": "1"})
    files = {
        "typedjax/_src/numpy/ufuncs.py": "a", "typedjax/_src/scipy/special.py": "b",
        "typedjax/_src/check/cli.py": "c", "tools/gen/numpy_ufuncs.py": "d",
        "tools/fuzz_dtypes.py": "e", "stubs/jaxlib/xla.pyi": "f",
        "tests/agreement/array_cases.py": "g", "tests/agreement/numpy_cases/ufuncs.py": "h",
        "docs/testing.md": "i",
    }  # fmt: skip
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    grids = ("array", "numpy/ufuncs", "numpy/creation", "scipy/special")

    def stale_after(edit: str) -> set[str]:
        before = {g: grid_digest(g, tmp_path) for g in grids}
        (tmp_path / edit).write_text((tmp_path / edit).read_text() + " changed")
        grid_digest.cache_clear()
        return {g for g in grids if grid_digest(g, tmp_path) != before[g]}

    assert stale_after("typedjax/_src/numpy/ufuncs.py") == set(grids)
    assert stale_after("typedjax/_src/scipy/special.py") == {"scipy/special"}
    assert stale_after("tools/gen/numpy_ufuncs.py") == set(grids)
    assert stale_after("stubs/jaxlib/xla.pyi") == set(grids)
    assert stale_after("tests/agreement/numpy_cases/ufuncs.py") == {"numpy/ufuncs"}
    assert stale_after("tests/agreement/array_cases.py") == {"array"}
    # typedjax's command line, the fuzzer and the docs change no grid's answers.
    for edit in ("typedjax/_src/check/cli.py", "tools/fuzz_dtypes.py", "docs/testing.md"):
        assert stale_after(edit) == set(), edit
    grid_digest.cache_clear()
