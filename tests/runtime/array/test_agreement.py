"""The dtype agreement harness over every operator and method of `typedjax.Array`."""

from __future__ import annotations

import pytest

from tests.agreement.array_cases import DTYPES, cases
from tests.agreement.harness import (
    Case,
    Operand,
    assert_agreement,
    contains,
    disagreements,
    dtype_classes,
    limitation,
)


# Runs with --full or when its stamp is stale; test_agreement_sample.py checks a sample
# otherwise (tests/agreement/grids.py).
@pytest.mark.checkers
@pytest.mark.grid("array")
def test_static_dtypes_hold_the_runtime_dtypes() -> None:
    all_cases = cases()
    found, counts = disagreements(all_cases, full_grid=True)
    # The harness must really have compared something for every checker and mode: every
    # case is evaluated, and JAX rejects about half of the dtype pairs.
    assert counts["cases"] > 25_000, counts
    assert_agreement(found, counts, least=15_000)


def test_every_dtype_class_is_an_operand() -> None:
    import typedjax.typing as t

    assert set(DTYPES) == {c.__name__ for c in t.CONCRETE}


def test_containment_check_can_fail() -> None:
    # Meta-test: the comparison the harness relies on rejects what it must.
    classes = dtype_classes()
    assert contains("Array[floating]", "Array[float32]", classes)
    assert contains("Array[integer | floating]", "Array[float64]", classes)
    assert not contains("Array[float32]", "Array[float64]", classes)
    assert not contains("Array[signedinteger]", "Array[uint8]", classes)
    assert not contains("<error>", "Array[float32]", classes)
    assert contains("tuple[Array[int8], Array[int8]]", "tuple[Array[int8], Array[int8]]", classes)
    assert not contains("tuple[Array[bool_], Array[bool_]]", "tuple[Array[int32], Array[int32]]",
                        classes)  # fmt: skip
    assert contains("float", "int", classes)
    assert not contains("int", "float", classes)


def test_a_limitation_excuses_only_its_own_answer() -> None:
    # Meta-test: ty's pinned Unknown for a list of arrays of two dtypes is excused; the same
    # answer elsewhere, another answer there, or another checker's, is not.
    a, b = Operand("a", "Array[t.int8]", "", "int8"), Operand("b", "Array[t.uint8]", "", "uint8")
    case = Case("tnp.concatenate([a, b])", (a, b))
    assert limitation("ty", "Array[Unknown]", case) is not None
    assert limitation("ty", "Array[int8]", case) is None
    assert limitation("ty", "Array[Unknown]", Case("-a", (a,))) is None
    assert limitation("mypy", "Array[Unknown]", case) is None
    assert limitation("pyrefly", "Array[Unknown]", case) is None
