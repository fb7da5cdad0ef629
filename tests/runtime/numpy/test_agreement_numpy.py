"""The dtype agreement harness over every function of `typedjax.numpy`, `.linalg` and `.fft`.

Each area module of `tests/agreement/numpy_cases/` gives its cases; they run
together, once, through `tests/agreement/harness.py` (one run of each of pyright,
mypy, pyrefly and ty, one abstract JAX evaluation with x64 off and one with it on). No run-time
dtype may fall outside its static type, and every public function of the
namespace must appear in some case.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from types import ModuleType

import numpy as np
import pytest

import typedjax.numpy as tnp
import typedjax.numpy.fft as tnp_fft
import typedjax.numpy.linalg as tnp_linalg
import typedjax.typing as t
from tests.agreement.harness import Case, Disagreement, assert_agreement, disagreements
from tests.agreement.numpy_cases import (
    creation,
    fft,
    linalg,
    manipulation,
    reductions,
    ufuncs,
)
from tests.agreement.twins import static_twin

AREAS: dict[str, Callable[[], list[Case]]] = {
    "creation": creation.cases,
    "ufuncs": ufuncs.cases,
    "reductions": reductions.cases,
    "manipulation": manipulation.cases,
    "linalg": linalg.cases,
    "fft": fft.cases,
}

# Public callables of the namespace that no case needs to call, with the reason.
# Dtype classes (typedjax's and NumPy's scalar types) and non-callable values
# (constants, `newaxis`, the `r_`/`c_`/`mgrid` index helpers) are left out by rule.
NOT_A_CASE: dict[str, str] = {
    "ndarray": "a class (typedjax.Array), used in annotations and isinstance",
    "ufunc": "the class of the ufunc objects, not called to make an array",
    "ComplexWarning": "a warning class",
    "finfo": "returns machine limits, not an array (typed in the check files)",
    "iinfo": "returns machine limits, not an array (typed in the check files)",
    "dtype": "returns a NumPy dtype, not an array",
    "result_type": "returns a NumPy dtype, not an array",
    "promote_types": "returns a NumPy dtype, not an array",
    "printoptions": "a context manager for printing",
    "set_printoptions": "sets printing options, returns None",
    "get_printoptions": "returns a dict of printing options",
    "array_str": "returns a string",
    "array_repr": "returns a string",
    "save": "writes a file (NumPy's own function)",
    "savez": "writes a file (NumPy's own function)",
    "load": "reads a file",
    "fromfile": "reads a file; JAX raises NotImplementedError (declared NoReturn)",
    "fromiter": "JAX raises NotImplementedError (declared NoReturn)",
    "fromfunction": "returns what its function argument returns (a TypeVar); a case is an "
    "expression and cannot define a typed function (check_creation.py types one)",
}


# Functions declared `NoReturn` (JAX raises NotImplementedError for them). Their
# cases have no run-time dtype to compare, and in the one probe the harness
# writes, cases with the same operands share a function: everything after a
# NoReturn call there is unreachable, and pyright reveals nothing for it.
NO_RETURN = ("tnp.fromfile(", "tnp.fromiter(")


def area_cases(area: str) -> list[Case]:
    """One area's cases, less those calling a `NoReturn` function.

    A call to a function declared exactly as another (`tnp.true_divide` and
    `tnp.arctan2`) is checked statically through its twin and still evaluated
    by JAX itself: see `tests/agreement/twins.py`.
    """
    made = AREAS[area]()
    assert made, f"tests/agreement/numpy_cases/{area}.py gives no cases"
    return [
        replace(c, static=static_twin(c.expr)) for c in made if not c.expr.startswith(NO_RETURN)
    ]


@cache
def run_area(area: str) -> tuple[tuple[Disagreement, ...], dict[str, int]]:
    """One area's cases through the harness, every one evaluated (each checker once, two JAX runs)."""
    found, counts = disagreements(area_cases(area), full_grid=True, through_jax=True)
    return tuple(found), counts


# One test per area, so that pytest-xdist spreads the checker runs over its workers. Each
# runs with --full or when its stamp is stale; test_agreement_sample.py checks a sample of
# the others (tests/agreement/grids.py).
@pytest.mark.checkers
@pytest.mark.parametrize(
    "area", [pytest.param(area, marks=pytest.mark.grid(f"numpy/{area}")) for area in sorted(AREAS)]
)
def test_static_dtypes_hold_the_runtime_dtypes(area: str) -> None:
    found, counts = run_area(area)
    # The harness must really have compared something for every checker: every case, in
    # both modes less those that cannot be built with x64 off.
    assert counts["cases"] > 1_000, counts
    assert_agreement(found, counts, least=counts["evaluated"], least_via_jax=counts["evaluated"])


def _is_dtype_class(value: object) -> bool:
    # typedjax's classes, NumPy's scalar types, and JAX's (which carry a NumPy dtype).
    carried: object = getattr(value, "dtype", None)
    return isinstance(value, type) and (
        issubclass(value, t.generic | np.generic) or isinstance(carried, np.dtype)
    )


def functions_to_cover() -> dict[str, list[str]]:
    """Per expression prefix (`tnp.`, `tnp.linalg.`, `tnp.fft.`), the names cases must call."""
    modules: dict[str, ModuleType] = {
        "tnp.": tnp, "tnp.linalg.": tnp_linalg, "tnp.fft.": tnp_fft
    }  # fmt: skip
    out: dict[str, list[str]] = {}
    for prefix, module in modules.items():
        names: object = getattr(module, "__all__", None)
        assert isinstance(names, list)
        out[prefix] = sorted(
            name
            for name in names  # pyright: ignore[reportUnknownVariableType]
            if isinstance(name, str)
            and name not in ("linalg", "fft")
            and callable(value := getattr(module, name))
            and not _is_dtype_class(value)
            and (prefix != "tnp." or name not in NOT_A_CASE)
        )
    return out


def uncovered(expressions: list[str]) -> list[str]:
    """The functions of `functions_to_cover()` that no expression calls."""
    text = "\n".join(expressions)
    missing: list[str] = []
    for prefix, names in functions_to_cover().items():
        for name in names:
            if not re.search(rf"(?<![\w.]){re.escape(prefix + name)}\b", text):
                missing.append(prefix + name)
    return missing


def test_every_function_appears_in_a_case() -> None:
    cases = [c for make in AREAS.values() for c in make()]
    missing = uncovered([c.expr for c in cases])
    assert not missing, f"{len(missing)} functions no agreement case calls:\n" + "\n".join(missing)


def test_not_a_case_names_are_real() -> None:
    stale = sorted(name for name in NOT_A_CASE if not hasattr(tnp, name))
    assert not stale, f"NOT_A_CASE names typedjax.numpy lacks: {stale}"


def test_coverage_check_can_fail() -> None:
    # Meta-test: a function called nowhere is reported, one called is not; a
    # longer name or another submodule's name does not count.
    to_cover = functions_to_cover()
    assert to_cover["tnp."], "typedjax.numpy exports no functions yet"
    name = to_cover["tnp."][0]
    everything = [p + n + "(a)" for p, ns in to_cover.items() for n in ns]
    assert uncovered(everything) == []
    without = [e for e in everything if e != f"tnp.{name}(a)"]
    assert uncovered(without) == [f"tnp.{name}"]
    assert uncovered([*without, f"tnp.{name}_x(a)", f"tnp.linalg.{name}(a)"]) == [f"tnp.{name}"]
