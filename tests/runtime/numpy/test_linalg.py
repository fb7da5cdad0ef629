"""`typedjax.numpy.linalg` is JAX's own `jax.numpy.linalg`, and its declarations mirror JAX's.

Every function is JAX's object, so values, dtypes and exceptions are JAX's by
identity. The result tuples (`EighResult`, ...) are JAX's own classes at run
time; the typed classes checkers see are declared under `TYPE_CHECKING`, and
this module checks that their fields are JAX's fields. The declared parameters
(names, kinds, defaults) are compared with `inspect.signature` of JAX's
functions, read from the source so that a JAX upgrade that changes a signature
fails here.
"""

from __future__ import annotations

import ast
import importlib.util
import inspect
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import typedjax
import typedjax.numpy as tnp
import typedjax.numpy.linalg as tnp_linalg
import typedjax.typing as t
from typedjax import Array

# Every function is JAX's own object; the result classes are JAX's classes too.
NOT_IDENTICAL: dict[str, str] = {}

RESULT_CLASSES = ("EigResult", "EighResult", "QRResult", "SVDResult", "SlogdetResult")
"""Exported by typedjax (JAX keeps them in `jax._src.numpy.linalg`): the typed tuples."""


def public_names(module: ModuleType) -> list[str]:
    """The public names of `module`: `dir()` without underscores."""
    return sorted(name for name in dir(module) if not name.startswith("_"))


# ---- identity -----------------------------------------------------------------------------


def test_exports_every_jax_name_and_the_result_classes() -> None:
    assert sorted(tnp_linalg.__all__) == sorted(public_names(jnp.linalg) + list(RESULT_CLASSES))
    assert len(set(tnp_linalg.__all__)) == len(tnp_linalg.__all__)


def test_every_function_is_jax_own_object() -> None:
    for name in public_names(jnp.linalg):
        assert getattr(tnp_linalg, name) is getattr(jnp.linalg, name), name
    assert tnp.linalg is tnp_linalg


def test_no_typing_helper_leaks_at_run_time() -> None:
    # The declarations, TypeVars and aliases exist only for checkers.
    leaked = set(public_names(tnp_linalg)) - set(tnp_linalg.__all__)
    assert leaked <= {"annotations", "TYPE_CHECKING"}, sorted(leaked)


# ---- the result tuples --------------------------------------------------------------------

SQUARE = tnp.asarray(np.asarray([[2.0, 1.0], [1.0, 3.0]]), dtype=t.float32)
COMPLEX_SQUARE = SQUARE.astype(t.complex64) * (1 + 1j)


def _results() -> dict[str, object]:
    return {
        "EigResult": tnp.linalg.eig(SQUARE),
        "EighResult": tnp.linalg.eigh(SQUARE),
        "QRResult": tnp.linalg.qr(SQUARE),
        "SVDResult": tnp.linalg.svd(SQUARE),
        "SlogdetResult": tnp.linalg.slogdet(SQUARE),
    }


@pytest.mark.parametrize("name", RESULT_CLASSES)
def test_result_classes_are_the_classes_jax_returns(name: str) -> None:
    cls: type[tuple[object, ...]] = getattr(tnp_linalg, name)
    # Subscripting works at run time too (annotations evaluated without
    # `from __future__ import annotations`): NamedTuples are tuples.
    # (looked up by name: checkers do not know that a NamedTuple class is subscriptable)
    alias: object = getattr(cls, "__class_getitem__")((t.float32, t.float32))  # noqa: B009
    assert getattr(alias, "__origin__", None) is cls
    result = _results()[name]
    assert type(result) is cls
    assert isinstance(result, cls)


def _declared_classes() -> dict[str, list[str]]:
    """The field names of the typed NamedTuple classes declared under TYPE_CHECKING."""
    found: dict[str, list[str]] = {}
    for node in ast.walk(module_ast(tnp_linalg)):
        if isinstance(node, ast.ClassDef) and node.name in RESULT_CLASSES:
            found[node.name] = [
                item.target.id
                for item in node.body
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
            ]
    return found


def test_declared_fields_are_jax_fields() -> None:
    declared = _declared_classes()
    assert sorted(declared) == sorted(RESULT_CLASSES)
    for name, fields in declared.items():
        jax_fields: tuple[str, ...] = getattr(tnp_linalg, name)._fields
        assert tuple(fields) == jax_fields, name


def test_field_access_gives_the_declared_dtypes() -> None:
    # What the typed classes promise, checked on real values.
    w, v = tnp.linalg.eigh(COMPLEX_SQUARE @ COMPLEX_SQUARE.conj().T)
    assert w.dtype == t.float32.dtype and v.dtype == t.complex64.dtype
    sign, logabsdet = tnp.linalg.slogdet(COMPLEX_SQUARE)
    assert sign.dtype == t.complex64.dtype and logabsdet.dtype == t.float32.dtype
    u, s, vh = tnp.linalg.svd(COMPLEX_SQUARE)
    assert (u.dtype, s.dtype, vh.dtype) == (t.complex64.dtype, t.float32.dtype, t.complex64.dtype)
    assert tnp.linalg.svd(COMPLEX_SQUARE, compute_uv=False).dtype == t.float32.dtype
    q, r = tnp.linalg.qr(tnp.asarray(np.asarray([[1, 2], [3, 4]], dtype=np.int32)))
    assert q.dtype == r.dtype == t.float32.dtype
    assert tnp.linalg.qr(SQUARE, "r").dtype == t.float32.dtype
    values, vectors = tnp.linalg.eig(SQUARE)
    assert values.dtype == vectors.dtype == t.complex64.dtype


def test_results_work_under_jit() -> None:
    @typedjax.jit
    def smallest_eigenvalue(a: Array[t.float32]) -> Array[t.float32]:
        return tnp.linalg.eigh(a).eigenvalues[0]

    expected = np.linalg.eigvalsh(np.asarray(SQUARE))[0]
    np.testing.assert_allclose(np.asarray(smallest_eigenvalue(SQUARE)), expected, rtol=1e-5)


# ---- JAX behaviour the declarations rely on -------------------------------------------------


def test_det_keeps_sub_byte_integers() -> None:
    # Why `det` of an unknown dtype is `Array[inexact | integer]`: JAX 0.10.2 does
    # not promote the 1- and 2-bit integers; 0.12.0.1 refuses them. If this starts
    # failing, JAX promotes them now and the declaration can say `Array[inexact]`.
    ones = tnp.asarray(np.ones((3, 3), t.int2.dtype))
    if jax.__version_info__ < (0, 11):
        assert typedjax.eval_shape(tnp.linalg.det, ones).dtype == t.int2.dtype
    else:
        with pytest.raises(TypeError, match="does not accept dtype int2"):
            typedjax.eval_shape(tnp.linalg.det, ones)


def test_integer_vector_norm_depends_on_ord() -> None:
    # Why `vector_norm` of integers with an explicit `ord` is not `Array[floating]`.
    x = tnp.asarray(np.asarray([3, -4], dtype=np.int32))
    assert np.issubdtype(tnp.linalg.vector_norm(x).dtype, np.floating)
    assert np.issubdtype(tnp.linalg.vector_norm(x, ord=1).dtype, np.integer)
    assert tnp.linalg.vector_norm(x.astype(bool), ord=np.inf).dtype == t.bool_.dtype


def test_matrix_power_of_integers_depends_on_the_sign_of_n() -> None:
    a = tnp.eye(2, dtype=t.int8)
    assert tnp.linalg.matrix_power(a, 2).dtype == t.int8.dtype
    assert np.issubdtype(tnp.linalg.matrix_power(a, -1).dtype, np.floating)


# ---- signatures -----------------------------------------------------------------------------


def module_ast(module: ModuleType) -> ast.Module:
    """The source of the declarations `module` re-exports, as one module: its namesakes
    under `typedjax._src` (hand-written) and `typedjax._src.generated`, those that exist."""
    body: list[ast.stmt] = []
    for prefix in ("typedjax._src.", "typedjax._src.generated."):
        try:
            spec = importlib.util.find_spec(module.__name__.replace("typedjax.", prefix, 1))
        except ModuleNotFoundError:  # no such package: all of it is generated (scipy.cluster)
            spec = None
        if spec is not None and spec.origin is not None:
            body += ast.parse(Path(spec.origin).read_text()).body
    assert body, f"no declarations of {module.__name__}"
    return ast.Module(body=body, type_ignores=[])


def _is_overload(node: ast.FunctionDef) -> bool:
    return any(isinstance(d, ast.Name) and d.id == "overload" for d in node.decorator_list)


def declared_signatures(tree: ast.Module) -> dict[str, list[tuple[str, str, object]]]:
    """Per declared function, its implementation signature's `(name, kind, default)` list.

    Read from the source: the declarations exist only under `TYPE_CHECKING`. A
    parameter without default has `inspect.Parameter.empty`.
    """
    found: dict[str, list[tuple[str, str, object]]] = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef) or _is_overload(node):
            continue
        args = node.args
        positional = [*args.posonlyargs, *args.args]
        missing = len(positional) - len(args.defaults)
        defaults: list[object] = [inspect.Parameter.empty for _ in range(missing)]
        defaults += [ast.literal_eval(d) for d in args.defaults]
        params = [
            (a.arg, "POSITIONAL_ONLY" if i < len(args.posonlyargs) else "POSITIONAL_OR_KEYWORD", d)
            for i, (a, d) in enumerate(zip(positional, defaults, strict=True))
        ]
        params += [
            (a.arg, "KEYWORD_ONLY", inspect.Parameter.empty if d is None else ast.literal_eval(d))
            for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
        ]
        found[node.name] = params
    return found


def jax_signature(function: Callable[..., object]) -> list[tuple[str, str, object]]:
    """`(name, kind, default)` of each parameter of JAX's function."""
    return [
        (p.name, p.kind.name, p.default) for p in inspect.signature(function).parameters.values()
    ]


def signature_mismatches(tree: ast.Module, plain: ModuleType) -> list[str]:
    """The functions of `plain` whose declaration in `tree` differs from JAX's, with both."""
    declared = declared_signatures(tree)
    out: list[str] = []
    for name in public_names(plain):
        value = getattr(plain, name)
        if isinstance(value, type):
            continue
        ours = declared.get(name)
        theirs = jax_signature(value)
        if ours != theirs:
            out.append(f"{name}: declared {ours}, JAX {theirs}")
    return out


def test_declared_signatures_are_jax_signatures() -> None:
    mismatches = signature_mismatches(module_ast(tnp_linalg), jnp.linalg)
    assert not mismatches, "\n".join(mismatches)


def test_signature_check_can_fail() -> None:
    # Meta-test: a renamed parameter, a lost positional-only marker, a changed
    # default and a missing declaration are all reported.
    plain = ModuleType("plain")
    vars(plain).update(
        inv=jnp.linalg.inv, outer=jnp.linalg.outer, tensorinv=jnp.linalg.tensorinv,
        det=jnp.linalg.det, cond=jnp.linalg.cond,
    )  # fmt: skip
    source = (
        "def inv(x): ...\n"
        "def outer(x1, x2): ...\n"
        "def tensorinv(a, ind=3): ...\n"
        "def cond(x, p=None): ...\n"
    )
    found = signature_mismatches(ast.parse(source), plain)
    assert [m.split(":")[0] for m in found] == ["det", "inv", "outer", "tensorinv"]
