"""The dtype agreement harness over every function of `typedjax.scipy`.

Each module of `tests/agreement/scipy_cases/` is an area with a `cases()`
function; each area runs once through `tests/agreement/harness.py` (one run of
each of pyright, mypy, pyrefly and ty, one abstract JAX evaluation with x64 off
and one with it on). No run-time dtype may fall outside its static type, and every
public function and class of `typedjax.scipy` must appear in some case.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable, Iterator
from functools import cache
from types import ModuleType

import pytest

import typedjax.scipy as tsp
from tests.agreement import scipy_cases
from tests.agreement.grids import GRIDS
from tests.agreement.harness import Case, Disagreement, assert_agreement, disagreements


def _areas() -> dict[str, Callable[[], object]]:
    found: dict[str, Callable[[], object]] = {}
    for info in pkgutil.iter_modules(scipy_cases.__path__):
        module = importlib.import_module(f"{scipy_cases.__name__}.{info.name}")
        make: object = getattr(module, "cases", None)
        assert callable(make), f"tests/agreement/scipy_cases/{info.name}.py has no cases()"
        found[info.name] = make
    return found


AREAS = _areas()


def area_cases(area: str) -> list[Case]:
    """The cases of one area module, checked to be a non-empty list of `Case`."""
    made = AREAS[area]()
    assert isinstance(made, list) and made, f"tests/agreement/scipy_cases/{area}.py gives no cases"
    return [c for c in made if isinstance(c, Case)]  # pyright: ignore[reportUnknownVariableType]


@cache
def run_area(area: str) -> tuple[tuple[Disagreement, ...], dict[str, int]]:
    """One area's cases through the harness, every one evaluated (each checker once, two JAX runs)."""
    found, counts = disagreements(
        area_cases(area), full_grid=True, through_jax=GRIDS[f"scipy/{area}"].through_jax
    )
    return tuple(found), counts


# One test per area, so that pytest-xdist spreads the checker runs over its workers. Each
# runs with --full or when its stamp is stale; test_agreement_sample.py checks a sample of
# the others (tests/agreement/grids.py).
@pytest.mark.checkers
@pytest.mark.parametrize(
    "area", [pytest.param(area, marks=pytest.mark.grid(f"scipy/{area}")) for area in sorted(AREAS)]
)
def test_static_dtypes_hold_the_runtime_dtypes(area: str) -> None:
    found, counts = run_area(area)
    # Every checker really compared every case JAX evaluated, in both modes.
    via_jax = counts["evaluated"] if GRIDS[f"scipy/{area}"].through_jax else None
    assert_agreement(found, counts, least=counts["evaluated"], least_via_jax=via_jax)


def _modules(module: ModuleType, prefix: str) -> Iterator[tuple[str, ModuleType]]:
    """`module` and every typedjax module under it, each with its expression prefix."""
    yield prefix, module
    for name in getattr(module, "__all__", ()):
        value: object = getattr(module, name)
        if isinstance(value, ModuleType) and value.__name__.startswith("typedjax.scipy"):
            yield from _modules(value, f"{prefix}{name}.")


def functions_to_cover() -> dict[str, list[str]]:
    """Per expression prefix (`tsp.special.`, `tsp.stats.norm.`), the names cases must call.

    Modules that are JAX's own (a distribution re-exported as JAX's module) are
    covered through their functions all the same: every callable of `__all__`.
    """
    out: dict[str, list[str]] = {}
    for prefix, module in _modules(tsp, "tsp."):
        names = [
            name
            for name in getattr(module, "__all__", ())
            if callable(getattr(module, name)) and not isinstance(getattr(module, name), ModuleType)
        ]
        if names:
            out[prefix] = sorted(names)
    return out


def uncovered(expressions: list[str]) -> list[str]:
    """The functions of `functions_to_cover()` that no expression calls or names."""
    text = "\n".join(expressions)
    return [
        prefix + name
        for prefix, names in functions_to_cover().items()
        for name in names
        if not re.search(rf"(?<![\w.]){re.escape(prefix + name)}\b", text)
    ]


def test_every_function_appears_in_a_case() -> None:
    cases = [c for area in AREAS for c in area_cases(area)]
    missing = uncovered([c.expr for c in cases])
    assert not missing, f"{len(missing)} functions no agreement case calls:\n" + "\n".join(missing)
