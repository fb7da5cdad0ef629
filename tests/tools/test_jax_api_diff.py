"""`tools/jax_api_diff.py`: names, parameters and grid dtypes compared on real JAX data.

The tool is a script beside the generators, and `tools/` is no package: mypy
checks its files as top-level modules (`jax_api_diff`, as the generators import
`_blocks`) and pyright resolves them as `tools.jax_api_diff`, so no import
statement satisfies both. It is imported by name at run time and typed `Any` here;
the checkers check the tool itself.
"""

from __future__ import annotations

import ast
import importlib
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import jax
import jax.numpy as jnp

from tests.agreement.harness import Case, Operand

diff: Any = importlib.import_module("tools.jax_api_diff")

INT8 = Operand("a", "Array[t.int8]", "jnp.asarray(np.ones((3,), t.int8.dtype))", "int8")
UINT32 = Operand("b", "Array[t.uint32]", "jnp.asarray(np.ones((3,), t.uint32.dtype))", "uint32")


def _params(source: str) -> tuple[tuple[str, str, str | None], ...]:
    node = ast.parse(source).body[0]
    assert isinstance(node, ast.FunctionDef)
    found: tuple[tuple[str, str, str | None], ...] = diff.params_of(node)
    return found


def test_a_name_jax_has_and_the_typed_module_lacks_is_new() -> None:
    plain = ModuleType("plain")
    vars(plain).update(sum=jnp.sum, mean=jnp.mean, top_k=jnp.sort)
    typed = ModuleType("typed")
    vars(typed).update(sum=jnp.sum, mean=jnp.mean, OwnResult=tuple, gone=jnp.sum)
    vars(typed)["__all__"] = ["OwnResult", "gone", "mean", "sum"]
    old = {"m": diff.ModuleApi(tuple(diff.test_coverage.exported(typed)))}
    new = {"m": diff.jax_module_api(plain)}
    assert new["m"].names == ("mean", "sum", "top_k")
    report = diff.Report("installed", "declarations", "-")
    diff.compare_apis(old, new, report, ({}, {"m.OwnResult": "typedjax's own"}, {}))
    assert report.new_names == {"m": ["top_k"]}
    assert report.removed_names == {"m": ["gone"]}
    assert report.deliberate == {"m.OwnResult": "typedjax's own"}
    text = diff.render(report)
    assert "m: new: top_k; removed: gone\n" in text


def test_a_parameter_declared_otherwise_by_choice_is_listed_with_its_reason() -> None:
    ours = {"m": diff.ModuleApi(("f", "g"), {"f": _params("def f(a, *, inplace): ..."),
                                             "g": _params("def g(a): ...")})}  # fmt: skip
    theirs = {"m": diff.ModuleApi(("f", "g"), {"f": _params("def f(a, *, inplace=True): ..."),
                                               "g": _params("def g(a=None): ...")})}  # fmt: skip
    report = diff.Report("installed", "declarations", "-")
    chosen = {("m.f", "parameter 'inplace' default added"): "True only raises"}
    diff.compare_apis(ours, theirs, report, chosen=chosen)
    assert report.deliberate == {"m.f: parameter 'inplace' default added: True": "True only raises"}
    # The same kind of change elsewhere, not chosen, is still reported.
    assert report.parameters == {"m.g": ["parameter 'a' default added: None"]}


def test_changed_parameters_are_reported() -> None:
    theirs = diff.jax_params(jnp.sum)
    assert ("promote_integers", "POSITIONAL_OR_KEYWORD", "True") in theirs
    ours = tuple(
        (name, kind, "False" if name == "promote_integers" else default)
        for name, kind, default in theirs
    )
    assert diff.compare_params(ours, theirs) == [
        "parameter 'promote_integers' default changed: False -> True"
    ]
    old = _params("def f(a, /, b=1, *, c=None, d=...): ...")
    new = _params("def f(a, x=1, c=None, *, d=3, e=0): ...")
    assert diff.compare_params(old, new) == [
        "parameter 'b' renamed to 'x'",
        "parameter 'e' added (keyword-only, default 0)",
        "parameter 'a' kind changed: positional-only -> positional or keyword",
        "parameter 'c' kind changed: keyword-only -> positional or keyword",
    ]  # `d=...` in a declaration is "some default": 3 matches it
    assert diff.compare_params(new, new) == []


def test_defaults_are_compared_as_jax_spells_them() -> None:
    declared = _params('def f(a=np.float32(1.0), b=int, c=float("nan"), d=_OWN, e=(1, 2)): ...')
    assert [d for _, _, d in declared] == ["np.float32(1.0)", "int", "nan", "_OWN", "(1, 2)"]
    sigma = {n: d for n, _, d in diff.jax_params(jax.random.lognormal)}["sigma"]
    assert sigma == declared[0][2]  # JAX's default is np.float32(1.0)
    assert diff.default_text(object()) == "<object object>"  # no address


def test_the_reader_finds_tnp_sum_through_its_re_export() -> None:
    found = diff.find_declaration("typedjax.numpy", "sum")
    assert found is not None
    module, _, line = found.where.partition(":")
    # The defining module: the generated one.
    assert module.startswith("typedjax._src.generated.numpy.") and int(line) > 0
    # The implementation signature, not an overload (those take `*, dtype: ToFloat32`).
    assert [n for n, _, _ in found.params] == [
        "a", "axis", "dtype", "out", "keepdims", "initial", "where", "promote_integers",
    ]  # fmt: skip
    assert {k for _, k, _ in found.params} == {"POSITIONAL_OR_KEYWORD"}
    assert {n: d for n, _, d in found.params}["promote_integers"] == "True"
    assert diff.compare_params(found.params, diff.jax_params(jnp.sum)) == []
    assert diff.find_declaration("typedjax.numpy", "no_such_function") is None


def test_cells_are_labelled_evaluated_and_compared() -> None:
    cases = [
        Case("tnp.add(a, b)", (INT8, UINT32)),
        Case("tnp.add(a, b=a)", (INT8, UINT32)),
        Case("tnp.sqrt(a)", (INT8,)),
    ]
    assert diff.cell_keys(cases) == [
        "tnp.add(int8, uint32)", "tnp.add(int8, b=int8)", "tnp.sqrt(int8)",
    ]  # fmt: skip
    grid = diff.evaluate_grid(cases, full=True)
    assert grid.cells == {
        "tnp.add(int8, uint32)": "int32|int64",
        "tnp.add(int8, b=int8)": "error:TypeError|error:TypeError",
        "tnp.sqrt(int8)": "float32|float32",  # small integers give float32, x64 or not
    }
    older = {**grid.cells, "tnp.add(int8, uint32)": "int32|int32"}
    changes = diff.compare_cells(older, grid.cells)
    assert [str(c) for c in changes] == ["tnp.add(int8, uint32) x64 on: int32 -> int64"]


def test_a_snapshot_round_trips(tmp_path: Path) -> None:
    grid = diff.Grid("sample", {"tnp.add(int8, uint32)": "int32|int64", "c": "bool_|bool_"}, 1.5)
    snapshot = diff.record(full=False, grid=grid)
    assert snapshot.jax == jax.__version__
    assert "jax.numpy" in snapshot.modules and "jax.lax" in snapshot.modules
    path = tmp_path / f"{snapshot.jax}.json"
    diff.write_snapshot(snapshot, path)
    assert diff.read_snapshot(path) == snapshot
    assert diff.snapshot_path(folder=tmp_path) == path


def test_the_command_line_compares_with_a_recorded_jax(tmp_path: Path) -> None:
    # A recorded JAX "0.0.1" without `jnp.sort` and with another default for `jnp.sum`.
    snapshot = diff.record(full=False, with_grid=False)
    numpy_api = snapshot.modules["jax.numpy"]
    names = tuple(n for n in numpy_api.names if n != "sort")
    signatures = dict(numpy_api.signatures)
    signatures["sum"] = tuple(
        (n, k, "True" if n == "keepdims" else d) for n, k, d in signatures["sum"]
    )
    modules = {**snapshot.modules, "jax.numpy": diff.ModuleApi(names, signatures)}
    diff.write_snapshot(
        diff.Snapshot("0.0.1", "0.0.1", "3.11", modules, None), tmp_path / "0.0.1.json"
    )
    printed: list[str] = []
    args = ["--against", "0.0.1", "--skip-dtypes", "--snapshots", str(tmp_path)]
    assert diff.main(args, printed.append) == 0
    (text,) = printed
    assert (
        text.splitlines()[1] == "names and parameters against: JAX 0.0.1 (jaxlib 0.0.1), recorded"
    )
    assert "\njax.numpy: new: sort\n" in text
    assert "\njax.numpy.sum: parameter 'keepdims' default changed: True -> False\n" in text
    assert diff.main([*args, "--json"], printed.append) == 0
    report = json.loads(printed[-1])
    assert report["new_names"]["jax.numpy"] == ["sort"]
    assert report["parameters"]["jax.numpy.sum"] == [
        "parameter 'keepdims' default changed: True -> False"
    ]
    # An unknown release is refused before the grid is evaluated.
    assert diff.main(["--against", "9.9", "--snapshots", str(tmp_path)], printed.append) == 2
    assert printed[-1] == f"no snapshot of JAX 9.9 under {tmp_path}"
