"""The agreement harness's default grid: which cases JAX evaluates when the grid is not full."""

from __future__ import annotations

import pytest

from tests.agreement.harness import (
    SAMPLE_DTYPES,
    Case,
    Operand,
    default_grid,
    disagreements,
    operation,
)

DTYPES = ("bool_", "int8", "uint32", "int4", "float32", "float8_e5m2")


def _array(dtype: str, name: str) -> Operand:
    return Operand(name, f"Array[t.{dtype}]", f"jnp.ones(3, t.{dtype})", dtype)


def _pairs(*ops: str) -> list[Case]:
    return [
        Case(f"tnp.{op}(a, b)", (_array(x, "a"), _array(y, "b")))
        for op in ops
        for x in DTYPES
        for y in DTYPES
    ]


@pytest.mark.parametrize(
    ("expr", "expected"),
    [
        ("tnp.add(a, b)", ("tnp.add", "{}(a, b)")),
        ("tnp.add.outer(a, b)", ("tnp.add", "{}.outer(a, b)")),
        ("tnp.linalg.inv(a)", ("tnp.linalg.inv", "{}(a)")),
        ("a.sum(axis=0)", ("a.sum", "{}(axis=0)")),
        ("a.at[0].divide(1)", ("a.at[0].divide", "{}(1)")),
        ("a + b", ("+", "a {} b")),
        ("np.float16(0.5) << a", ("<<", "np.float16(0.5) {} a")),
        ("tnp.clip(a, a > 0)", ("tnp.clip", "{}(a, a > 0)")),
        ("-a", None),
        ("a[0]", None),
    ],
)
def test_operation_splits_off_the_function_method_or_operator(
    expr: str, expected: tuple[str, str] | None
) -> None:
    assert operation(expr) == expected


def test_first_member_of_a_family_keeps_every_case_the_others_the_sample() -> None:
    cases = _pairs("add", "subtract", "divide")
    # add and subtract are typed alike on every case (a family), divide is not.
    statics = [["Array[generic]" if "divide" not in c.expr else "Array[inexact]" for c in cases]]
    keep = default_grid(cases, statics)
    kept = {op: [c for c, k in zip(cases, keep, strict=True) if k and op in c.expr]
            for op in ("add", "subtract", "divide")}  # fmt: skip
    assert len(kept["add"]) == len(DTYPES) ** 2
    assert len(kept["divide"]) == len(DTYPES) ** 2
    in_sample = [d for d in DTYPES if d in SAMPLE_DTYPES]
    assert len(kept["subtract"]) == len(in_sample) ** 2
    assert all(o.dtype in SAMPLE_DTYPES for c in kept["subtract"] for o in c.operands)


def test_a_member_typed_differently_on_one_case_is_its_own_family() -> None:
    cases = _pairs("add", "subtract")
    one = len(DTYPES) ** 2 + 7  # a case of subtract's
    assert cases[one].expr == "tnp.subtract(a, b)"
    statics = [["Array[int8]" if i == one else "Array[generic]" for i in range(len(cases))]]
    assert all(default_grid(cases, statics))


def test_full_grid_evaluates_every_case(monkeypatch: pytest.MonkeyPatch) -> None:
    # Checked with no checker, so only the selection runs; JAX evaluates what is kept.
    cases = [Case("a + b", (_array("int8", "a"), _array(d, "b"))) for d in ("int8", "int4")]
    cases += [Case("a - b", (_array("int8", "a"), _array(d, "b"))) for d in ("int8", "int4")]
    monkeypatch.delenv("TYPEDJAX_FULL_GRID", raising=False)  # the suite may run with it set
    _, default = disagreements(cases, checkers=())
    assert default["evaluated"] == 3  # `-` joins `+`'s family: its int4 case is left out
    monkeypatch.setenv("TYPEDJAX_FULL_GRID", "1")
    _, full = disagreements(cases, checkers=())
    assert full["evaluated"] == 4
