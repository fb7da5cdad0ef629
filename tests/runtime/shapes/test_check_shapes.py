"""`check --shapes`: shape annotations proved for every size, bugs at their lines, skips named.

The corpus under `corpus/` marks each expected finding with `# finding` and each
expected skip with `# skipped` on the line where it must be reported; the tests
compare the reported lines with the marks, so a finding anywhere else fails too.
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import jax
import pytest

import typedjax as tj
from typedjax._src.check.shapes import ShapeReport, check_shapes
from typedjax._src.typing.annotations import ArraySpec, Kind, Spec, TupleSpec
from typedjax._src.typing.typecheck import Signature

CORPUS = Path(__file__).parent / "corpus"
OK, BAD, SKIPPED, ACROSS = (CORPUS / f"models_{n}.py" for n in ("ok", "bad", "skipped", "across"))


def _marked(path: Path, mark: str) -> set[int]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return {i for i, line in enumerate(lines, 1) if line.rstrip().endswith(f"# {mark}")}


@pytest.fixture(scope="module")
def report() -> ShapeReport:
    here = os.getcwd()
    os.chdir(CORPUS)  # paths in the findings are relative to the working folder
    try:
        return check_shapes([OK.name, BAD.name, SKIPPED.name, ACROSS.name])
    finally:
        os.chdir(here)


def _functions(path: Path) -> list[str]:
    source = path.read_text(encoding="utf-8").splitlines()
    return [line.split("(")[0].removeprefix("def ") for line in source if line.startswith("def ")]


def test_correct_models_are_proved_with_no_finding(report: ShapeReport) -> None:
    proved = {
        name.removeprefix("corpus.models_ok.")
        for name in report.checked
        if name.startswith("corpus.models_ok.")
    }
    assert proved == set(_functions(OK))
    assert [f for f in report.findings if f.path == OK.name] == []
    assert [f for f in report.skipped if f.path == OK.name] == []


def test_each_bug_is_reported_at_its_line_and_nowhere_else(report: ShapeReport) -> None:
    found = [f for f in report.findings if f.path == BAD.name]
    assert sorted(f.line for f in found) == sorted(_marked(BAD, "finding"))
    # One finding per buggy function; the correct helper `layer` is proved.
    assert len({f.function for f in found}) == len(found)
    assert "corpus.models_bad.layer" in report.checked
    assert all(f.column >= 5 for f in found)  # at the statement, not the `def`


def test_a_call_into_another_checked_module_binds_its_dimensions(report: ShapeReport) -> None:
    found = [f for f in report.findings if f.path == ACROSS.name]
    assert [f.line for f in found] == sorted(_marked(ACROSS, "finding"))
    assert "dense(w): dimension n is m (bound by x: shape (b, m)) but w has shape (n, m)" in (
        found[0].message
    )


@pytest.mark.parametrize(
    ("function", "says"),
    [
        ("swapped_weight", "layer(w): dimension n is n (bound by x: shape (b, n)) but w has shape (m, n)"),
        ("wrong_reduction", "dimension b is b (bound by x: shape (b, n)) but the result has shape (n,)"),
        ("concatenated", "axis 0 of the result should be n+1 = n + 1"),
        ("scan_transposed", "dimension h is h (bound by h0: shape (h,)) but the result has shape (t, h)"),
        ("untransposed", "dot_general requires contracting dimensions to have the same shape"),
        ("wrong_product", "should be h*h = h^2"),
        ("float_as_int", "the result has dtype float32 but Shaped[Array[int32], 'n'] accepts int32"),
        ("fixed_size", "axis 1 of the result must be 4"),
    ],
)  # fmt: skip
def test_each_finding_names_the_symbolic_sizes(
    report: ShapeReport, function: str, says: str
) -> None:
    (finding,) = [f for f in report.findings if f.function == function]
    assert says in finding.message


def test_untraceable_functions_are_skipped_with_the_reason(report: ShapeReport) -> None:
    skipped = {f.function: f for f in report.skipped if f.path == SKIPPED.name}
    assert {f.line for f in skipped.values()} == _marked(SKIPPED, "skipped")
    assert "InconclusiveDimensionOperation" in skipped["branches_on_size"].message
    assert "ConcretizationTypeError" in skipped["data_dependent"].message
    assert skipped["scaled"].message == "parameter scale has no array annotation"
    assert "'*batch' in Shaped[Array[float32], '*batch n'] stands for any number of axes" in (
        skipped["any_rank"].message
    )
    assert "gives no shape" in skipped["no_result_shape"].message
    assert (
        "corpus.models_skipped.with_default" in report.checked
    )  # a defaulted option keeps its default


# ---- device variance and shardings, on an abstract mesh ----------------------------------------

SHARDED = CORPUS / "models_sharded.py"


def test_variance_and_shardings_are_proved_without_devices() -> None:
    here = os.getcwd()
    os.chdir(CORPUS)
    try:
        sharded = check_shapes([SHARDED.name])
    finally:
        os.chdir(here)
    assert sorted(f.line for f in sharded.findings) == sorted(_marked(SHARDED, "finding"))
    assert sharded.skipped == []
    assert {name.removeprefix("corpus.models_sharded.") for name in sharded.checked} == {
        "data_parallel_step", "tensor_parallel", "rows_scaled",
    }  # fmt: skip
    messages = {f.function: f.message for f in sharded.findings}
    assert messages["unreduced_loss"] == (
        "unreduced_loss(return): the result is annotated Invariant[...] (variance {}) but its "
        "traced variance is {data} (jax.typeof: float32[]{V:data}); it varies along data: reduce "
        "it there with jax.lax.psum(x, 'data') (or pmean, pmax, pmin); jax.lax.all_gather keeps "
        "it varying"
    )
    assert messages["transposed"].startswith(
        "transposed(return): axis 0 of the result is annotated split over data ('n@data' in "
        "Shaped[Array[float32], 'n@data b']) but is not split (jax.typeof: float32[n,b@data])"
    )


# ---- the run-time check agrees, at concrete sizes ---------------------------------------------

ROUNDS = (2, 5, 11)
"""Base sizes of three rounds; each dimension name gets its own size in a round (no
coincidence such as 2*n == n+1 at n == 1)."""


def _concrete(spec: Spec | None, sizes: dict[str, int], base: int) -> Any:
    """Ones of `spec`'s shape, each new dimension name sized `base + 3 * (names so far)`."""
    if isinstance(spec, TupleSpec):
        return tuple(_concrete(item, sizes, base) for item in spec.items)
    assert isinstance(spec, ArraySpec) and spec.dims is not None
    shape: list[int] = []
    for dim in spec.dims:
        if dim.kind is Kind.FIXED:
            shape.append(dim.size)
        else:
            assert dim.kind is Kind.NAMED, dim
            shape.append(sizes.setdefault(dim.name, base + 3 * len(sizes)))
    dtype = (
        "float32"
        if any(str(d) == "float32" for d in spec.concrete)
        else min(map(str, spec.concrete))
    )
    return jax.numpy.ones(shape, dtype=dtype)


def _bad_functions() -> Iterator[tuple[str, Callable[..., Any]]]:
    sys.path.insert(0, str(CORPUS.parent))
    try:
        module = importlib.import_module("corpus.models_bad")
    finally:
        sys.path.remove(str(CORPUS.parent))
    for name in _functions(BAD):
        if name != "layer":
            yield name, getattr(module, name)


@pytest.mark.parametrize(
    ("name", "function"), list(_bad_functions()), ids=[n for n, _ in _bad_functions()]
)
def test_typecheck_agrees_at_three_concrete_sizes(name: str, function: Callable[..., Any]) -> None:
    signature = Signature(function)
    checked = tj.typecheck(function)
    for base in ROUNDS:
        sizes: dict[str, int] = {}
        args = [_concrete(spec, sizes, base) for _, spec in signature.parameters]
        with pytest.raises((tj.ShapeError, tj.DTypeError, TypeError)):
            checked(*args)


# ---- the command ---------------------------------------------------------------------------------


def _check(*args: str, cwd: Path = CORPUS) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "typedjax", "check", *args],
        capture_output=True, text=True, check=False, cwd=cwd,
    )  # fmt: skip


def test_the_command_lists_shapes_beside_the_checkers() -> None:
    done = _check("--shapes", "--checkers", "mypy", "--format", "json", BAD.name)
    assert done.returncode == 1, done.stderr
    document: dict[str, Any] = json.loads(done.stdout)
    rows = {r["name"]: r for r in document["checkers"]}
    assert set(rows) == {"mypy", "rules", "shapes"} and rows["rules"]["errors"] == []
    assert sorted(e["line"] for e in rows["shapes"]["errors"]) == sorted(_marked(BAD, "finding"))
    # Shape findings are not checker disagreements: mypy is silent on every one of them.
    assert document["disagreements"] == []


def test_the_command_passes_correct_models_and_prints_github_annotations() -> None:
    done = _check("--shapes", "--checkers=", OK.name)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "shapes" in done.stdout and "proved" in done.stdout
    done = _check("--shapes", "--checkers=", "--format", "github", BAD.name, SKIPPED.name)
    assert done.returncode == 1
    errors = [line for line in done.stdout.splitlines() if line.startswith("::error ")]
    notices = [line for line in done.stdout.splitlines() if line.startswith("::notice ")]
    assert len(errors) == len(_marked(BAD, "finding"))
    assert len(notices) == len(_marked(SKIPPED, "skipped"))
    assert f"::error file={BAD.name},line=" in errors[0]


def test_pyproject_turns_the_shape_pass_on(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(
        "[tool.typedjax.check]\nshapes = true\n", encoding="utf-8"
    )
    (tmp_path / "model.py").write_text(BAD.read_text(encoding="utf-8"), encoding="utf-8")
    done = _check("--checkers=", "--format", "json", "model.py", cwd=tmp_path)
    rows = {r["name"]: r for r in json.loads(done.stdout)["checkers"]}
    assert len(rows["shapes"]["errors"]) == len(_marked(BAD, "finding"))
    (tmp_path / "pyproject.toml").write_text(
        "[tool.typedjax.check]\nshapes = 3\n", encoding="utf-8"
    )
    done = _check("--checkers=", "model.py", cwd=tmp_path)
    assert done.returncode == 2
    assert "[tool.typedjax.check] shapes = 3" in done.stderr and "true or false" in done.stderr


def test_a_path_that_is_not_python_is_named() -> None:
    with pytest.raises(FileNotFoundError, match="'corpus.txt' is neither a folder nor a .py file"):
        check_shapes(["corpus.txt"])
