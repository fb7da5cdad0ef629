"""The small `typedjax.scipy` modules are JAX's own, under every transform JAX supports.

`fft` (the DCTs), `ndimage`, `integrate`, `interpolate`, `sparse.linalg` and
`cluster.vq`: every public name is JAX's object (`RegularGridInterpolator` is
JAX's class), the declared parameters are JAX's, and each function runs under
`jit` and `vmap` and, where JAX differentiates it, `grad`. The Krylov solvers give
back the pytree type of `b`, as their declarations say. The helpers here serve the
other `typedjax.scipy` runtime tests too.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import operator
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import TypeAlias

import jax
import numpy as np
import pytest

import typedjax
import typedjax.numpy as tnp
import typedjax.scipy as tsp
import typedjax.typing as t
from tests.runtime.numpy.test_linalg import (
    declared_signatures,
    jax_signature,
    module_ast,
    public_names,
)

__all__ = [
    "Args", "check_grad", "check_identity", "check_jit_and_vmap", "f32", "module_ast",
    "signature_mismatches",
]  # fmt: skip
from typedjax import Array

# ---- shared checks ------------------------------------------------------------------------


def _type_default(name: str) -> str:
    """How a Python type given as a default (`dtype=int`) is compared: by its name."""
    return f"<type {name}>"


def _literal(node: ast.expr | None) -> ast.expr | None:
    """A default the signature reader can evaluate: `int` and `float("nan")` become literals."""
    if isinstance(node, ast.Name) and node.id in ("int", "float"):
        return ast.Constant(_type_default(node.id))
    if isinstance(node, ast.Call) and ast.unparse(node.func) == "float":
        (text,) = node.args  # `float("nan")`
        assert isinstance(text, ast.Constant) and isinstance(text.value, str)
        return ast.Constant(float(text.value))
    return node


def signature_mismatches(tree: ast.Module, plain: ModuleType) -> list[str]:
    """The functions of `plain` whose declaration in `tree` differs from JAX's, with both."""
    varargs: dict[str, tuple[int, str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.arguments):
            node.defaults = [d for d in map(_literal, node.defaults) if d is not None]
            node.kw_defaults = [_literal(d) for d in node.kw_defaults]
        if isinstance(node, ast.FunctionDef) and node.args.vararg is not None:
            where = len(node.args.posonlyargs) + len(node.args.args)
            varargs[node.name] = (where, node.args.vararg.arg)
    declared = declared_signatures(tree)
    for name, (where, arg) in varargs.items():  # the reader leaves `*args` out
        declared[name].insert(where, (arg, "VAR_POSITIONAL", inspect.Parameter.empty))
    out: list[str] = []
    for name in public_names(plain):
        value = getattr(plain, name)
        if isinstance(value, (type, ModuleType)):
            continue
        ours = declared.get(name)
        theirs = [
            (p, kind, _type_default(d.__name__) if d is int or d is float else d)
            for p, kind, d in jax_signature(value)
        ]
        if ours != theirs:
            out.append(f"{name}: declared {ours}, JAX {theirs}")
    return out


def check_identity(typed: ModuleType, plain: ModuleType) -> None:
    """`typed` exports exactly `plain`'s public names, each the same object."""
    names = [n for n in public_names(plain) if not isinstance(getattr(plain, n), ModuleType)]
    assert sorted(typed.__all__) == names
    for name in names:
        assert getattr(typed, name) is getattr(plain, name), name
    # No helper (`annotations`, `TYPE_CHECKING`, `missing`, ...) is public beside them.
    leaked = set(public_names(typed)) - set(typed.__all__)
    assert not leaked, sorted(leaked)


def _close(got: object, want: object) -> None:
    got_leaves: list[object] = jax.tree_util.tree_leaves(got)
    want_leaves: list[object] = jax.tree_util.tree_leaves(want)
    pairs = zip(got_leaves, want_leaves, strict=True)
    for g, w in pairs:
        np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=2e-4, atol=2e-4)


Args: TypeAlias = tuple[Array[t.float32], ...]
"""What a checked call takes: its operands as one tuple (a pytree `jit`, `vmap` and `grad` map)."""


def f32(value: np.ndarray[tuple[int, ...], np.dtype[np.float32]]) -> Array[t.float32]:
    """A float32 JAX array of `value`, typed."""
    return typedjax.as_array(tnp.asarray(value), t.float32)


def check_jit_and_vmap(call: Callable[[Args], object], args: Args) -> None:
    """`call` under `vmap` over a batch of two agrees with `call` on each row, all under `jit`.

    One compiled program computes both sides (a compilation costs more than the checks).
    """
    batch = tuple(tnp.stack([x, x * 1.5]) for x in args)

    def both(stacked: Args) -> tuple[object, list[object]]:
        rows = [call(tuple(x[i] for x in stacked)) for i in range(2)]
        return typedjax.vmap(call)(stacked), rows

    batched, rows = typedjax.jit(both)(batch)
    for i, row in enumerate(rows):
        _close(jax.tree_util.tree_map(operator.itemgetter(i), batched), row)


def _real_sum(tree: object) -> Array[t.float32]:
    """A real scalar from every leaf of `tree`: the loss `grad` differentiates."""
    leaves: list[jax.Array] = jax.tree_util.tree_leaves(tree)
    return tnp.sum(tnp.stack([tnp.real(leaf).astype(t.float32).sum() for leaf in leaves]))


def check_grad(call: Callable[[Args], object], args: Args) -> None:
    """`grad` of a loss of `call` agrees with a central difference along a random direction."""

    def loss(a: Args) -> Array[t.float32]:
        return _real_sum(call(a))

    rng = np.random.default_rng(1)
    steps = tuple(f32(rng.normal(size=x.shape).astype(np.float32)) for x in args)
    eps = 1e-2

    def grad_and_difference(a: Args) -> tuple[Args, Array[t.float32]]:
        up = loss(tuple(x + eps * d for x, d in zip(a, steps, strict=True)))
        down = loss(tuple(x - eps * d for x, d in zip(a, steps, strict=True)))
        grads: Args = typedjax.grad(loss)(a)
        return grads, (up - down) / (2 * eps)

    grads, numeric = typedjax.jit(grad_and_difference)(args)
    analytic = sum(float((g * d).sum()) for g, d in zip(grads, steps, strict=True))
    assert np.isfinite(analytic)
    np.testing.assert_allclose(analytic, float(numeric), rtol=5e-2, atol=5e-2)


def test_signature_check_can_fail() -> None:
    # Meta-test: a changed default, a lost *args and a missing declaration are reported;
    # a matching declaration (a Python type as default) is not.
    plain = ModuleType("plain")
    vars(plain).update(
        hadamard=jax.scipy.linalg.hadamard, block_diag=jax.scipy.linalg.block_diag,
        dct=jax.scipy.fft.dct, helmert=jax.scipy.linalg.helmert,
    )  # fmt: skip
    source = (
        "def hadamard(n, dtype=float): ...\n"
        "def block_diag(arrs): ...\n"
        "def helmert(n, full=False): ...\n"
    )
    found = signature_mismatches(ast.parse(source), plain)
    assert [m.split(":")[0] for m in found] == ["block_diag", "dct", "hadamard"]
    matching = signature_mismatches(ast.parse("def hadamard(n, dtype=int): ...\n"), plain)
    assert [m.split(":")[0] for m in matching] == ["block_diag", "dct", "helmert"]


# ---- the modules --------------------------------------------------------------------------

MODULES = ("fft", "ndimage", "integrate", "interpolate", "sparse.linalg", "cluster.vq")


@pytest.mark.parametrize("module", MODULES)
def test_identity_and_signatures(module: str) -> None:
    typed = importlib.import_module(f"typedjax.scipy.{module}")
    plain = importlib.import_module(f"jax.scipy.{module}")
    check_identity(typed, plain)
    assert not signature_mismatches(module_ast(typed), plain)


def test_interpolator_is_jax_class_with_the_declared_methods() -> None:
    cls: type = tsp.interpolate.RegularGridInterpolator
    assert cls is jax.scipy.interpolate.RegularGridInterpolator
    tree = module_ast(tsp.interpolate)
    declared = next(
        n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == cls.__name__
    )
    methods = {n.name: n for n in declared.body if isinstance(n, ast.FunctionDef)}
    assert sorted(methods) == ["__call__", "__init__"]
    for name, node in methods.items():
        ours = [a.arg for a in node.args.args]
        assert ours == list(inspect.signature(getattr(cls, name)).parameters), name


_RNG = np.random.default_rng(0)
_M = _RNG.normal(size=(3, 3)).astype(np.float32)
SPD = f32(_M @ _M.T + 3 * np.eye(3, dtype=np.float32))
VECTOR = f32(_RNG.normal(size=(3,)).astype(np.float32))
GRID = f32(np.asarray([0.0, 1.0, 2.0], dtype=np.float32))
POINTS = f32(np.asarray([[0.5], [1.25]], dtype=np.float32))


@dataclass(frozen=True)
class Use:
    """One call of a function: what it is given, and whether JAX differentiates it."""

    name: str
    call: Callable[[Args], object]
    args: Args
    grad: bool = True


def _interpolate(a: Args) -> Array[t.inexact]:
    values, xi = a
    return tsp.interpolate.RegularGridInterpolator((GRID,), values)(xi)


USES: tuple[Use, ...] = (
    Use("fft.dct", lambda a: tsp.fft.dct(a[0], norm="ortho"), (SPD,)),
    Use("fft.dctn", lambda a: tsp.fft.dctn(a[0]), (SPD,)),
    Use("fft.idct", lambda a: tsp.fft.idct(a[0]), (SPD,)),
    Use("fft.idctn", lambda a: tsp.fft.idctn(a[0], norm="ortho"), (SPD,)),
    Use("ndimage.map_coordinates",
        lambda a: tsp.ndimage.map_coordinates(a[0], [a[1] / 2, a[1] / 3], order=1), (SPD, VECTOR)),
    Use("integrate.trapezoid", lambda a: tsp.integrate.trapezoid(a[0], a[1]), (SPD, SPD)),
    Use("interpolate.RegularGridInterpolator", _interpolate, (VECTOR, POINTS)),
    Use("sparse.linalg.cg", lambda a: tsp.sparse.linalg.cg(a[0], a[1], maxiter=20)[0], (SPD, VECTOR)),
    Use("sparse.linalg.gmres", lambda a: tsp.sparse.linalg.gmres(a[0], a[1], maxiter=5)[0], (SPD, VECTOR)),
    Use("sparse.linalg.bicgstab",
        lambda a: tsp.sparse.linalg.bicgstab(a[0], a[1], maxiter=20)[0], (SPD, VECTOR)),
    Use("cluster.vq.vq", lambda a: tsp.cluster.vq.vq(a[0], a[1])[1], (SPD, SPD * 2)),
)  # fmt: skip


def test_every_function_is_used() -> None:
    names = {
        f"{module}.{name}"
        for module in MODULES
        for name in importlib.import_module(f"typedjax.scipy.{module}").__all__
    }
    assert {u.name for u in USES} == names


@pytest.mark.parametrize("use", USES, ids=lambda u: u.name)
def test_under_jit_and_vmap(use: Use) -> None:
    check_jit_and_vmap(use.call, use.args)


@pytest.mark.parametrize("use", [u for u in USES if u.grad], ids=lambda u: u.name)
def test_under_grad(use: Use) -> None:
    check_grad(use.call, use.args)


Tree: TypeAlias = dict[str, Array[t.float32]]


def test_krylov_solution_keeps_the_pytree_of_b() -> None:
    def operator(x: dict[str, Array[t.float32]]) -> dict[str, Array[t.float32]]:
        return {"u": SPD @ x["u"], "w": 2 * x["w"]}

    @typedjax.jit
    def solve_all(b: Tree) -> tuple[
        tuple[Tree, None], tuple[Tree, None], tuple[Tree, Array[t.signedinteger]]
    ]:  # fmt: skip
        return (
            tsp.sparse.linalg.cg(operator, b),
            tsp.sparse.linalg.bicgstab(operator, b),
            tsp.sparse.linalg.gmres(operator, b),
        )

    b = {"u": VECTOR, "w": VECTOR}
    (cg, info), (bicgstab, _), (gmres, status) = solve_all(b)
    assert info is None
    assert np.issubdtype(status.dtype, np.signedinteger)
    for x in (cg, bicgstab, gmres):
        assert type(x) is dict
        assert sorted(x) == ["u", "w"]
        assert x["u"].dtype == t.float32.dtype
        np.testing.assert_allclose(
            np.asarray(SPD @ x["u"]), np.asarray(VECTOR), rtol=1e-3, atol=1e-3
        )
        np.testing.assert_allclose(np.asarray(2 * x["w"]), np.asarray(VECTOR), rtol=1e-3, atol=1e-3)
