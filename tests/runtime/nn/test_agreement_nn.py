"""The dtype agreement harness over every function of `typedjax.nn` and its initializers."""

from __future__ import annotations

import pytest

import typedjax.nn as tnn
from tests.agreement.harness import assert_agreement, disagreements
from tests.agreement.nn_cases import cases


# Runs with --full or when its stamp is stale; test_agreement_sample.py checks a sample
# otherwise (tests/agreement/grids.py).
@pytest.mark.checkers
@pytest.mark.grid("nn")
def test_static_dtypes_hold_the_runtime_dtypes() -> None:
    found, counts = disagreements(cases(), full_grid=True, through_jax=True)
    # Every case is evaluated; JAX refuses integers in some activations, booleans in others.
    assert counts["cases"] > 2_000, counts
    assert_agreement(found, counts, least=2_000, least_via_jax=2_000)


def test_every_name_of_typedjax_nn_is_called_by_a_case() -> None:
    text = "\n".join(case.expr for case in cases())
    names = [f"tnn.{n}(" for n in tnn.__all__ if n != "initializers"]
    names += [f"tnn.initializers.{n}(" for n in tnn.initializers.__all__ if n != "Initializer"]
    missing = [n for n in names if n not in text]
    assert not missing, f"typedjax.nn names no agreement case calls: {missing}"
