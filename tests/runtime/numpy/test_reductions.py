"""The reductions, statistics, sorting and set functions of `typedjax.numpy` are JAX's own.

typedjax adds nothing at run time to these functions: the precision lives in
the declarations under `TYPE_CHECKING`, so every name is the very object
`jax.numpy` exports and costs nothing per call. The declarations' structure
(parameter names, kinds, defaults) is compared with JAX's signatures here; the
dtypes they promise are compared with JAX by the agreement harness
(tests/agreement/numpy_cases/reductions.py).
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import jax.numpy as jnp
import numpy as np
import pytest

import typedjax as tj
import typedjax.numpy as tnp
from typedjax._src import newer as _newer
from typedjax._src.generated.numpy import reductions as _generated_reductions
from typedjax._src.generated.numpy import sets as _generated_sets
from typedjax._src.generated.numpy import sorting as _generated_sorting
from typedjax._src.generated.numpy import statistics as _generated_statistics
from typedjax._src.numpy import reductions as _reductions
from typedjax._src.numpy import sets as _sets

ROOT = Path(__file__).resolve().parents[3]
MODULES = (_generated_reductions, _generated_statistics, _generated_sorting, _generated_sets)
"""Where the area's functions are declared (`_reductions` re-exports the last three)."""

# Names of this area that are not JAX's own object, with the reason: none.
NOT_IDENTICAL: dict[str, str] = {}

AREA = [
    "all",
    "allclose",
    "amax",
    "amin",
    "any",
    "argmax",
    "argmin",
    "argpartition",
    "argsort",
    "argwhere",
    "array_equal",
    "array_equiv",
    "average",
    "bincount",
    "corrcoef",
    "count_nonzero",
    "cov",
    "cumprod",
    "cumsum",
    "cumulative_prod",
    "cumulative_sum",
    "diff",
    "digitize",
    "ediff1d",
    "extract",
    "flatnonzero",
    "gradient",
    "histogram",
    "histogram2d",
    "histogram_bin_edges",
    "histogramdd",
    "intersect1d",
    "isclose",
    "isin",
    "lexsort",
    "max",
    "mean",
    "median",
    "min",
    "minmax",
    "nanargmax",
    "nanargmin",
    "nancumprod",
    "nancumsum",
    "nanmax",
    "nanmean",
    "nanmedian",
    "nanmin",
    "nanpercentile",
    "nanprod",
    "nanquantile",
    "nanstd",
    "nansum",
    "nanvar",
    "nonzero",
    "partition",
    "percentile",
    "prod",
    "ptp",
    "quantile",
    "searchsorted",
    "setdiff1d",
    "setxor1d",
    "sort",
    "sort_complex",
    "std",
    "sum",
    "top_k",
    "trace",
    "trapezoid",
    "union1d",
    "unique",
    "unique_all",
    "unique_counts",
    "unique_inverse",
    "unique_values",
    "var",
    "where",
]


def test_area_exports_exactly_its_names() -> None:
    assert sorted([*_reductions.__all__, *_generated_reductions.__all__]) == sorted(AREA)
    parts = [
        *_generated_statistics.__all__, *_generated_sorting.__all__, *_generated_sets.__all__
    ]  # fmt: skip
    assert len(parts) == len(set(parts))
    assert sorted(parts) == sorted(_reductions.__all__)
    # pyright reads `__all__ += _area.__all__` for the names but not for the list's type.
    assert set(AREA) <= set(getattr(tnp, "__all__", ()))


def _predated(name: str) -> tuple[str | None, set[str]]:
    """The release that added `jax.numpy.<name>` if the installed JAX predates it, and the
    parameters of it that the installed JAX predates (both from `typedjax._src.newer`)."""
    release = _newer.NAMES["jax.numpy"].get(name)
    params = _newer.PARAMETERS.get(f"jax.numpy.{name}", {})
    return (
        release if release is not None and _newer.needs(release) else None,
        {param for param, added in params.items() if _newer.needs(added)},
    )


@pytest.mark.parametrize("name", AREA)
def test_name_is_jax_own_object(name: str) -> None:
    release, params = _predated(name)
    if release is not None or params:
        # A stand-in or a wrapper (tests/runtime/test_newer.py says what each does).
        assert getattr(tnp, name) is not getattr(jnp, name, None)
        return
    assert getattr(tnp, name) is getattr(jnp, name)
    module = _reductions if name in _reductions.__all__ else _generated_reductions
    assert getattr(module, name) is getattr(jnp, name)


def _declared() -> dict[str, ast.FunctionDef]:
    """The documented (implementation) declaration of every function of the area."""
    found: dict[str, ast.FunctionDef] = {}
    for module in MODULES:
        path = Path(str(module.__file__))
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef) and not node.decorator_list:
                found[node.name] = node
    return found


def _shape(fn: ast.FunctionDef) -> list[tuple[str, str, bool]]:
    """(name, kind, has default) of each parameter of a declaration."""
    args = fn.args
    positional = [*args.posonlyargs, *args.args]
    defaults = [False] * (len(positional) - len(args.defaults)) + [True] * len(args.defaults)
    out = [
        (a.arg, "POSITIONAL_ONLY" if i < len(args.posonlyargs) else "POSITIONAL_OR_KEYWORD", d)
        for i, (a, d) in enumerate(zip(positional, defaults, strict=True))
    ]
    if args.vararg is not None:
        out.append((args.vararg.arg, "VAR_POSITIONAL", False))
    out += [
        (a.arg, "KEYWORD_ONLY", d is not None)
        for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
    ]
    return out


@pytest.mark.parametrize("name", AREA)
def test_declaration_mirrors_jax_signature(name: str) -> None:
    declared = _declared()
    assert name in declared, f"no documented declaration of {name}"
    fn = declared[name]
    release, params = _predated(name)
    doc = ast.get_docstring(fn)
    assert doc and doc.strip(), f"{name} has no docstring"
    if release is not None:
        # Newer than the installed JAX: no signature of JAX's to compare; the name is the
        # stand-in that names the release (typedjax._src.newer).
        assert not hasattr(jnp, name)
        with pytest.raises(tj.JAXFeatureError, match=f"jax.numpy.{name} needs JAX {release}"):
            getattr(tnp, name)(tnp.ones(3))
        return
    jax_doc = (getattr(jnp, name).__doc__ or "").strip().splitlines()
    assert not jax_doc or doc.splitlines()[0] != jax_doc[0], f"{name} copies JAX's summary"
    expected = [
        (p.name, p.kind.name, p.default is not inspect.Parameter.empty)
        for p in inspect.signature(getattr(jnp, name)).parameters.values()
    ]
    assert [param for param in _shape(fn) if param[0] not in params] == expected


def test_signature_check_can_fail() -> None:
    # Meta-test: a declaration that drops a keyword-only marker differs from JAX's.
    (fn,) = ast.parse("def sort(a, axis=-1, kind=None): ...").body
    assert isinstance(fn, ast.FunctionDef)
    expected = [
        (p.name, p.kind.name, p.default is not inspect.Parameter.empty)
        for p in inspect.signature(jnp.sort).parameters.values()
    ]
    assert _shape(fn) != expected


def test_unique_named_tuples_have_the_declared_fields() -> None:
    x = tnp.array([3, 1, 3])
    declared = {
        "unique_all": ("values", "indices", "inverse_indices", "counts"),
        "unique_counts": ("values", "counts"),
        "unique_inverse": ("values", "inverse_indices"),
    }
    tree = ast.parse(Path(str(_sets.__file__)).read_text())
    classes = {
        node.name: tuple(
            s.target.id
            for s in node.body
            if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)
        )
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
    }
    for name, fields in declared.items():
        result = getattr(tnp, name)(x)
        assert tuple(result._fields) == fields
        static = "Unique" + name.removeprefix("unique_").capitalize() + "Result"
        assert classes[static] == fields, static
        for field in fields:
            assert getattr(result, field).dtype == (
                x.dtype if field == "values" else result[1].dtype
            )


def test_results_agree_with_jax_spot_checks() -> None:
    # Identity makes parity automatic; a few calls show the documented dtypes hold.
    i8 = tnp.array(np.array([[1, 2], [3, 4]]), tnp.int8)
    default_int, default_float = tnp.asarray(1).dtype, tnp.asarray(1.0).dtype
    assert tnp.sum(i8).dtype == default_int
    assert tnp.cumsum(i8).dtype == jnp.int8
    assert tnp.mean(i8).dtype == default_float
    assert tnp.var(i8, dtype=tnp.int8).dtype == default_float
    assert tnp.var(tnp.array(np.array([1j, 2j]), tnp.complex64)).dtype == jnp.float32
    values, counts = tnp.unique(tnp.array(np.array([1, 1, 2])), return_counts=True)
    assert values.tolist() == [1, 2] and counts.tolist() == [2, 1]
    assert (
        tnp.where(tnp.array(np.array([True, False])), tnp.ones(2, tnp.float16), 0.0).dtype
        == jnp.float16
    )
