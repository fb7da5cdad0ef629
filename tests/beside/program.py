"""typedjax beside Equinox, Optax, Flax NNX and chex: one typed program that crosses into each.

typedjax arrays go into an Equinox module whose fields and `__call__` carry jaxtyping
annotations over `typedjax.Array`, into an Optax optimiser (through `eqx.filter`,
`eqx.filter_value_and_grad` and `optax.apply_updates`), into a Flax NNX module and into
chex's assertions; what comes back goes into `typedjax.numpy` and into parameters typed
`Array[float32]`. tests/checkers/test_beside_libraries.py checks this file with mypy
--strict, pyright strict, pyrefly and ty, and runs `main()`.

Where a library's own declarations stop a checker, the line carries a pin with the reason:
chex and optax ship no `py.typed` (mypy skips them; pyright reads their sources but asks for
stubs), jaxtyping's `PyTree`, which Equinox's filters take and return, is Unknown to
pyright on purpose, and Flax leaves `nnx.Optimizer.update`'s `grads` unannotated.
"""

from __future__ import annotations

from typing import Any, NamedTuple, TypeVar, assert_type, cast

import chex  # type: ignore[import-untyped]  # pyright: ignore[reportMissingTypeStubs]  # chex 0.1.92 ships no py.typed: mypy skips it, pyright reads its sources
import equinox as eqx
import jax
import optax  # type: ignore[import-untyped]  # pyright: ignore[reportMissingTypeStubs]  # as chex (optax 0.2.8)
from flax import nnx
from jaxtyping import Float, Shaped

import typedjax as tj
import typedjax.numpy as tnp
from typedjax import Array
from typedjax.random import KeyArray
from typedjax.typing import float32

_T = TypeVar("_T")


def restored(tree: object, like: _T) -> _T:
    """`tree` typed as `like`, once its structure and every leaf's shape and dtype are like's.

    The way back from a library whose result is typed loosely (Optax's `Params`, Equinox's
    `PyTree`) to the typedjax types the parameters had going in.
    """

    def check(old: jax.Array, new: object) -> None:
        if not (isinstance(new, jax.Array) and (new.shape, new.dtype) == (old.shape, old.dtype)):
            raise TypeError(f"a leaf {new!r} where {old!r} was")

    jax.tree.map(check, like, tree)  # a ValueError where the structures differ
    return cast(_T, tree)


class Linear(eqx.Module):
    """An Equinox layer: typedjax arrays in its fields, in and out of `__call__`."""

    weight: Shaped[Array[float32], "n m"]
    bias: Shaped[Array[float32], " m"]

    def __init__(self, n: int, m: int, key: KeyArray) -> None:
        self.weight = tj.random.normal(key, (n, m), dtype=float32) * 0.1
        self.bias = tnp.zeros(m, dtype=float32)

    @tj.typecheck
    def __call__(self, x: Shaped[Array[float32], "b n"]) -> Shaped[Array[float32], "b m"]:
        return x @ self.weight + self.bias


def mse(model: Linear, x: Array[float32], y: Float[Array, "b m"]) -> Array[float32]:
    """The loss: the Equinox model's typedjax result, reduced by typedjax.numpy."""
    error = model(x) - y
    return tnp.mean(tj.as_array(error * error, float32))


class Losses(NamedTuple):
    equinox: list[float]
    optax: list[float]
    flax: list[float]


def fit_equinox(steps: int) -> list[float]:
    """Adam over the Equinox layer; the loss before each step."""
    model = Linear(3, 2, tj.random.key(0))
    x: Array[float32] = tnp.ones((8, 3), dtype=float32)
    y = tnp.linspace(0.0, 1.0, 16, dtype=float32).reshape(8, 2)
    chex.assert_shape(x, (8, 3))  # typedjax -> chex
    out = model(x)  # typedjax -> Equinox -> typedjax
    assert_type(out, Array[float32])
    chex.assert_shape(out, (8, 2))
    chex.assert_type(out, float)

    optimiser = optax.adam(0.1)
    # jaxtyping declares PyTree, which Equinox's filters take and return, so that checkers
    # cannot resolve it (Unknown to pyright, by design): the pyright ignores below.
    state = optimiser.init(eqx.filter(model, eqx.is_array))  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]  # typedjax leaves -> Optax; a PyTree
    losses: list[float] = []
    for _ in range(steps):
        value, grads = eqx.filter_value_and_grad(mse)(model, x, y)  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]  # the gradient is a PyTree
        assert_type(value, Array[float32])
        updates, state = optimiser.update(grads, state, eqx.filter(model, eqx.is_array))  # pyright: ignore[reportUnknownMemberType]  # PyTrees
        model = restored(eqx.apply_updates(model, updates), model)  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]  # a PyTree, checked and typed back
        losses.append(float(value))
    weight: Array[float32] = model.weight  # a typedjax field, still typed
    chex.assert_shape(weight, (3, 2))
    return losses


def fit_optax(steps: int) -> list[float]:
    """Adam over a dict of typedjax arrays, differentiated by typedjax.value_and_grad."""
    params: dict[str, Array[float32]] = {
        "w": tnp.zeros(3, dtype=float32),
        "b": tnp.zeros((), dtype=float32),
    }
    initial = params
    x = tnp.ones((4, 3), dtype=float32)
    y = tnp.full(4, 2.0, dtype=float32)

    def loss(p: dict[str, Array[float32]]) -> Array[float32]:
        error = x @ p["w"] + p["b"] - y
        return tnp.mean(error * error)

    optimiser = optax.adam(0.1)
    state = optimiser.init(params)  # typedjax -> Optax
    losses: list[float] = []
    for _ in range(steps):
        value, grads = tj.value_and_grad(loss)(params)
        assert_type(grads, dict[str, Array[float32]])
        updates, state = optimiser.update(grads, state, params)
        params = restored(optax.apply_updates(params, updates), params)  # Optax -> typedjax
        losses.append(float(value))
    chex.assert_trees_all_equal_shapes_and_dtypes(params, initial)  # typedjax trees -> chex
    return losses


class Head(nnx.Module):
    """A Flax NNX module around nnx.Linear."""

    def __init__(self, n: int, m: int, rngs: nnx.Rngs) -> None:
        self.linear = nnx.Linear(n, m, rngs=rngs)

    def __call__(self, x: Array[float32]) -> jax.Array:
        return self.linear(x)  # typedjax -> Flax: an Array[float32] is a jax.Array


def head_loss(head: Head, x: Array[float32], y: Array[float32]) -> Array[float32]:
    out: Array[float32] = tj.as_array(head(x), float32)  # Flax -> typedjax, checked
    chex.assert_equal_shape((out, y))
    return tnp.mean((out - y) ** 2)


def fit_flax(steps: int) -> list[float]:
    """Adam through nnx.Optimizer over the NNX module; the loss before each step."""
    head = Head(3, 2, nnx.Rngs(0))
    x = tnp.linspace(-1.0, 1.0, 15, dtype=float32).reshape(5, 3)
    y = tnp.ones((5, 2), dtype=float32)
    optimiser = nnx.Optimizer(head, optax.adam(0.1), wrt=nnx.Param)
    losses: list[float] = []
    for _ in range(steps):
        value, grads = nnx.value_and_grad(head_loss)(head, x, y)
        optimiser.update(head, grads)  # pyright: ignore[reportUnknownMemberType]  # Flax leaves its `grads` parameter unannotated
        losses.append(float(tj.as_array(value, float32)))
    # Flax -> typedjax.numpy directly: a plain jax.Array's dtype is unknown, so the category.
    assert_type(tnp.mean(head(x)), Array[Any])
    return losses


def main(steps: int = 20) -> Losses:
    return Losses(fit_equinox(steps), fit_optax(steps), fit_flax(steps))


if __name__ == "__main__":
    print(main())
