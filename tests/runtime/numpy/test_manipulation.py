"""The manipulation area of `typedjax.numpy`: JAX's own objects, with declarations that match.

The names are JAX's functions (nothing is added at run time). What the
declarations claim beyond dtypes (which tests/agreement checks) is checked
here against JAX: the parameters mirror `inspect.signature`, results are lists
or tuples where the declarations say so, the `inplace=False` the declarations
require is what JAX requires, and the protocols describe real attributes.
"""

from __future__ import annotations

import ast
import inspect
from decimal import Decimal
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import get_type_hints

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import typedjax.numpy as tnp
from typedjax import Array
from typedjax._src import newer as _newer
from typedjax._src.generated.numpy import joining as _generated_joining
from typedjax._src.generated.numpy import manipulation as _generated_manipulation
from typedjax._src.generated.numpy import polynomial as _generated_polynomial
from typedjax._src.generated.numpy import products as _generated_products
from typedjax._src.numpy import functional as _functional
from typedjax._src.numpy import joining as _joining
from typedjax._src.numpy import manipulation as _manipulation
from typedjax._src.numpy import polynomial as _polynomial
from typedjax._src.numpy import products as _products
from typedjax.typing import float32

ROOT = Path(__file__).resolve().parents[3]
REEXPORTED = (
    _joining, _generated_joining, _products, _generated_products, _polynomial,
    _generated_polynomial, _functional,
)  # fmt: skip
"""The modules `_manipulation` re-exports: the hand-written and the generated ones."""
AREA_MODULES = (_manipulation, _generated_manipulation, *REEXPORTED)
AREA = sorted({*_manipulation.__all__, *_generated_manipulation.__all__})
"""Every name of the area: `_manipulation`'s re-exports and the generated declarations."""

# Every name of the area is JAX's own object: typedjax adds nothing at run time.
NOT_IDENTICAL: dict[str, str] = {}

# Where a declaration deliberately differs from `inspect.signature(jnp.<name>)`.
SIGNATURE_DEVIATIONS: dict[str, str] = {
    "put": "inplace has no default: JAX's default True always raises",
    "place": "inplace has no default: JAX's default True always raises",
    "fill_diagonal": "inplace has no default: JAX's default True always raises",
    "put_along_axis": "inplace has no default: JAX's default True always raises",
    "einsum": "the private _dot_general parameter is not declared",
}

# Defaults the declarations take from a JAX newer than the oldest supported one, with the
# release that changed each: an older JAX's own default is not compared with them.
NEWER_DEFAULTS: dict[str, tuple[str, str]] = {
    "polyval": ("unroll", "0.12.0"),
    "take_along_axis": ("wrap_negative_indices", "0.11.1"),
}


def test_every_name_is_jax_own_object() -> None:
    for module in (_manipulation, _generated_manipulation):
        names = _exported(module)
        assert len(set(names)) == len(names)
        for name in names:
            assert getattr(tnp, name) is getattr(jnp, name), name
            assert getattr(module, name) is getattr(jnp, name), name
    assert not NOT_IDENTICAL


def test_area_modules_are_reexported_by_manipulation() -> None:
    own = set(_manipulation.__all__)
    seen: set[str] = set()
    for module in REEXPORTED:
        names = set(_exported(module))
        assert names <= own, (module.__name__, sorted(names - own))
        assert not names & seen, (module.__name__, sorted(names & seen))
        seen |= names
    assert seen == own, sorted(own - seen)
    assert not own & set(_generated_manipulation.__all__)
    assert set(_exported(tnp)) >= set(AREA)


def _exported(module: ModuleType) -> list[str]:
    names: object = getattr(module, "__all__", None)  # a module's __all__ is unknown to pytype
    assert isinstance(names, list)
    return [name for name in names if isinstance(name, str)]  # pyright: ignore[reportUnknownVariableType]  # narrowed from object


# ---- declared parameters mirror JAX's -------------------------------------------------


@cache
def _implementations() -> dict[str, ast.FunctionDef]:
    """Each declared function's implementation signature (the `def` without `@overload`)."""
    found: dict[str, ast.FunctionDef] = {}
    for module in AREA_MODULES:
        tree = ast.parse(Path(str(module.__file__)).read_text())
        names = _exported(module)
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef) or node.name not in names:
                continue
            decorators = {ast.unparse(d) for d in node.decorator_list}
            if "overload" not in decorators:
                found[node.name] = node
    return found


def _declared(node: ast.FunctionDef) -> list[tuple[str, str, object]]:
    """`(name, kind, default)` per parameter; default is `inspect.Parameter.empty` if none."""
    args = node.args
    out: list[tuple[str, str, object]] = []
    positional = args.posonlyargs + args.args
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(args.defaults))
    defaults += args.defaults
    for i, (arg, default) in enumerate(zip(positional, defaults, strict=True)):
        kind = "POSITIONAL_ONLY" if i < len(args.posonlyargs) else "POSITIONAL_OR_KEYWORD"
        out.append((arg.arg, kind, _value(default)))
    if args.vararg is not None:
        out.append((args.vararg.arg, "VAR_POSITIONAL", inspect.Parameter.empty))
    for arg, default in zip(args.kwonlyargs, args.kw_defaults, strict=True):
        out.append((arg.arg, "KEYWORD_ONLY", _value(default)))
    if args.kwarg is not None:
        out.append((args.kwarg.arg, "VAR_KEYWORD", inspect.Parameter.empty))
    return out


def _value(default: ast.expr | None) -> object:
    if default is None:
        return inspect.Parameter.empty
    try:
        return ast.literal_eval(default)
    except ValueError:
        return ast.unparse(default)  # frozenset() and the like: compared by their source


def _actual(name: str) -> list[tuple[str, str, object]]:
    out: list[tuple[str, str, object]] = []
    function: object = getattr(jnp, name)
    assert callable(function)
    for param in inspect.signature(function).parameters.values():
        default: object = param.default
        if default == frozenset():
            default = "frozenset()"
        out.append((param.name, param.kind.name, default))
    return out


@pytest.mark.parametrize("name", AREA)
def test_declared_parameters_mirror_jax(name: str) -> None:
    implementations = _implementations()
    assert name in implementations, f"no declaration of {name} in the area modules"
    declared = _declared(implementations[name])
    actual = _actual(name)
    if name in SIGNATURE_DEVIATIONS:
        # The deviation is only the one the table names: drop what it allows and compare.
        actual = [p for p in actual if p[0] != "_dot_general"]
        declared = [(n, k, d) for n, k, d in declared]
        actual = [(n, k, inspect.Parameter.empty if n == "inplace" else d) for n, k, d in actual]
    changed, release = NEWER_DEFAULTS.get(name, ("", ""))
    if changed and _newer.needs(release):
        declared = [(n, k, "<newer>" if n == changed else d) for n, k, d in declared]
        actual = [(n, k, "<newer>" if n == changed else d) for n, k, d in actual]
    assert declared == actual


def test_every_deviation_is_a_real_name() -> None:
    assert set(SIGNATURE_DEVIATIONS) <= set(AREA)


def test_the_signature_check_can_fail() -> None:
    # Meta-test: a declaration that renames a parameter or drops a default is told apart.
    node = ast.parse("def reshape(a, shape, order='F', *, copy=None, out_sharding=None): ...")
    function = node.body[0]
    assert isinstance(function, ast.FunctionDef)
    assert _declared(function) != _actual("reshape")


# ---- what JAX requires where the declarations are strict ------------------------------

X = tnp.reshape(tnp.arange(9.0, dtype=tnp.float32), (3, 3))


@pytest.mark.parametrize(
    "call",
    [
        # The jax-stubs read jax.numpy with typedjax's declarations, which refuse these calls.
        lambda: jnp.put(X, np.asarray([0]), 1.0),  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportUnknownLambdaType]
        lambda: jnp.place(X, X > 0, 1.0),  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportUnknownLambdaType]
        lambda: jnp.fill_diagonal(X, 0.0),  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportUnknownLambdaType]
        lambda: jnp.put_along_axis(X, np.zeros((3, 3), np.int32), 1.0, 0),  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportUnknownLambdaType]
    ],
    ids=["put", "place", "fill_diagonal", "put_along_axis"],
)
def test_inplace_default_raises_so_the_declarations_require_false(call: object) -> None:
    assert callable(call)
    with pytest.raises((ValueError, NotImplementedError), match="immutable"):
        call()


def test_inplace_false_returns_an_array_of_the_input_dtype() -> None:
    h = X.astype(tnp.float16)
    idx = np.zeros((3, 3), np.int32)
    for result in (
        tnp.put(h, np.asarray([0]), 2.5, inplace=False),
        tnp.place(h, h > 3, 1.0, inplace=False),
        tnp.fill_diagonal(h, 7, inplace=False),
        tnp.put_along_axis(h, idx, 1.0, 0, False),
    ):
        assert result.dtype == jnp.float16


def test_block_refuses_tuples_so_the_declarations_take_lists() -> None:
    with pytest.raises(ValueError, match="does not allow tuples"):
        jnp.block((X, X))  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]  # JAX's own annotation accepts this; at run time it refuses
    assert tnp.block([[X], [X]]).shape == (6, 3)


# ---- containers: lists and tuples where the declarations say so -----------------------


def test_results_are_lists_or_tuples_as_declared() -> None:
    v = X[0]
    assert isinstance(tnp.atleast_1d(v), jax.Array)
    # A list in JAX 0.10.2, a tuple in 0.12.0.1: declared as a Sequence, which holds for both.
    assert isinstance(tnp.atleast_2d(v, v), (list, tuple))
    assert isinstance(tnp.broadcast_arrays(X, v), (list, tuple))
    assert len(tnp.atleast_3d()) == 0
    for splits in (
        tnp.split(X, 3), tnp.array_split(X, 2), tnp.hsplit(X, 3), tnp.vsplit(X, 3),
        tnp.dsplit(X[None], 3),
    ):  # fmt: skip
        assert isinstance(splits, list)
        assert all(isinstance(part, jax.Array) for part in splits)
    for pieces in (tnp.unstack(X), tnp.ix_(v, v), tnp.unravel_index(np.int32(5), (3, 3))):
        assert isinstance(pieces, tuple)
    quotient, remainder = tnp.polydiv(v, v)
    assert quotient.dtype == remainder.dtype == jnp.float32


def test_polyfit_diagnostics_have_the_declared_arity() -> None:
    x = tnp.arange(6.0, dtype=tnp.float32)
    y = 2 * x + 1
    assert isinstance(tnp.polyfit(x, y, 1), jax.Array)
    coefficients, residuals, rank, singular, rcond = tnp.polyfit(x, y, 1, full=True)
    assert coefficients.dtype == jnp.float32
    assert jnp.issubdtype(rank.dtype, jnp.signedinteger)
    for real in (residuals, singular, rcond):
        assert jnp.issubdtype(real.dtype, jnp.floating)
    fit, covariance = tnp.polyfit(x, y, 1, cov=True)
    assert fit.dtype == covariance.dtype == jnp.float32
    fit, covariance = tnp.polyfit(x, y, 1, cov="unscaled")
    assert covariance.shape == (2, 2)


def test_select_without_default_turns_booleans_into_ints() -> None:
    # Why `select` of boolean choices is declared `Array[signedinteger]`.
    b = X > 3
    assert jnp.issubdtype(tnp.select([b], [b]).dtype, jnp.signedinteger)
    assert tnp.select([b], [b], True).dtype == jnp.bool_


# ---- the protocols describe real objects ----------------------------------------------


def test_einsum_path_info_protocol_names_real_attributes() -> None:
    path, info = tnp.einsum_path("ij,jk,kl", X, X, X, optimize="greedy")
    assert isinstance(path, list)
    assert all(isinstance(step, tuple) for step in path)
    hints = get_type_hints(_products.EinsumPathInfo)
    assert "speedup" in hints
    plain = {str: str, Decimal: Decimal, dict[str, int]: dict}
    for attribute, annotation in hints.items():
        value: object = getattr(info, attribute)
        expected = plain.get(annotation)
        if expected is not None:
            assert isinstance(value, expected), (attribute, value)
    assert "Complete contraction" in str(info)


def _add(a: Array[float32], b: Array[float32]) -> Array[float32]:
    return a + b


def test_frompyfunc_gives_a_ufunc_called_like_the_function() -> None:
    ufunc: object = tnp.frompyfunc(jnp.add, 2, 1, identity=0)
    assert isinstance(ufunc, tnp.ufunc)
    assert isinstance(tnp.frompyfunc(jnp.add, 2, 1), jnp.ufunc)
    # A function of one signature: from the overloads of a typed ufunc (`jnp.add` through
    # jax-stubs), the checkers infer the parameters Array[Never].
    typed = tnp.frompyfunc(_add, 2, 1, identity=0)
    assert typed.nin == 2 and typed.nout == 1 and typed.nargs == 2 and typed.identity == 0
    assert typed(X, X).dtype == jnp.float32
    assert typed.at(X, 0, 1.0, inplace=False).shape == X.shape
    assert typed.outer(X[0], X[0]).shape == (3, 3)


def test_vectorize_keeps_the_function_result_dtype() -> None:
    def halve(v: jax.Array) -> jax.Array:
        return v / 2

    h = X.astype(tnp.float16)
    assert tnp.vectorize(halve)(h).dtype == jnp.float16
    assert tnp.apply_along_axis(halve, 0, h).dtype == jnp.float16
    assert tnp.piecewise(h, [h > 2], [halve, 0.5]).dtype == jnp.float16
    assert tnp.apply_over_axes(jnp.flip, h, [0]).dtype == jnp.float16


def test_packbits_gives_uint8() -> None:
    assert tnp.packbits(X > 3).dtype == np.dtype(np.uint8)
    assert tnp.unpackbits(np.uint8(5)).dtype == np.dtype(np.uint8)
