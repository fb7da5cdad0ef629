"""Every function of `typedjax.scipy.special` under `jit`, `vmap` and `grad`.

The functions are JAX's own (the parity test proves it); this shows that what the
declarations describe holds through the transforms too: `jit` gives the eager values,
`vmap` the stacked rows, and `grad` a gradient of the operand's shape and dtype
wherever JAX can differentiate.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import jax
import numpy as np
import pytest

import typedjax as tj
import typedjax.numpy as tnp
import typedjax.scipy as tsp
from typedjax import Array
from typedjax._src.newer import NAMES, needs
from typedjax.typing import float32, floating

X = (0.2, 0.4, 0.6)
"""Values inside every function's domain (probabilities, positive arguments)."""


@dataclass(frozen=True)
class Call:
    """A function called on float32 operands (`operands` of them), with fixed extras."""

    name: str
    fn: Callable[..., Array[floating]]
    operands: int = 1
    grad: int | None = 0
    """The operand JAX differentiates it with respect to, or None."""


S = tsp.special
F32 = Array[float32]


# The calls with arguments of their own, or results that are not one real array.
def _expn(x: F32) -> Array[floating]:
    return S.expn(2, x)


def _zeta(x: F32, q: F32) -> F32:
    # zeta(x, q) is NaN for x < 1; JAX 0.10.2 still gave a finite gradient there, 0.12.0.1
    # gives NaN. Shifted into the domain, both releases agree.
    return S.zeta(x + 1.5, q)


def _polygamma(x: F32) -> F32:
    return S.polygamma(1, x)


def _multigammaln(x: F32) -> F32:
    return S.multigammaln(x + 2, 2)


def _bessel_jn(x: F32) -> F32:
    return S.bessel_jn(x, v=2)


def _signed(x: F32) -> F32:
    return S.logsumexp(x, return_sign=True)[0]


def _fresnel(x: F32) -> F32:
    return S.fresnel(x)[0]


def _sici(x: F32) -> F32:
    return S.sici(x)[1]


def _wofz(x: F32) -> F32:
    return tnp.real(S.wofz(x))


def _sph_harm_y(x: F32) -> Array[floating]:
    degree = tnp.ones(3, tnp.int32)
    return tnp.real(S.sph_harm_y(degree, degree - 1, x, x, n_max=2))


def _bernoulli(x: F32) -> Array[floating]:
    return x * S.bernoulli(2)[2]


CALLS: tuple[Call, ...] = (
    *(
        Call(name, getattr(S, name))
        for name in (
            "dawsn", "digamma", "entr", "erf", "erfc", "erfcinv", "erfcx", "erfinv", "exp1", "expi",
            "expit", "gamma", "gammaln", "i0", "i0e", "i1", "i1e", "log_ndtr", "loggamma",
            "logit", "ndtr", "ndtri", "spence",
        )
    ),
    *(
        Call(name, getattr(S, name), operands=2)
        for name in (
            "beta", "betaln", "boxcox", "boxcox1p", "gammainc", "gammaincc", "kl_div",
            "owens_t", "poch", "rel_entr", "xlog1py", "xlogy",
        )
    ),
    Call("betainc", S.betainc, operands=3, grad=2),  # JAX differentiates in x only
    Call("hyp1f1", S.hyp1f1, operands=3),
    Call("hyp2f1", S.hyp2f1, operands=4, grad=3),
    Call("gammasgn", S.gammasgn),
    Call("factorial", S.factorial),
    Call("comb", S.comb, operands=2),
    Call("zeta", _zeta, operands=2),
    Call("expn", _expn),
    Call("polygamma", _polygamma),
    Call("multigammaln", _multigammaln),
    Call("bessel_jn", _bessel_jn, grad=None),  # JAX 0.10.2 differentiates it to NaN
    Call("softmax", S.softmax),
    Call("log_softmax", S.log_softmax),
    Call("logsumexp", S.logsumexp),
    Call("logsumexp(return_sign=True)", _signed),
    Call("fresnel", _fresnel),
    Call("sici", _sici),
    Call("wofz", _wofz),
    Call("sph_harm_y", _sph_harm_y),
    Call("bernoulli", _bernoulli),
)  # fmt: skip


def run_transforms(fn: Callable[..., Array[floating]], operands: int, grad: int | None) -> None:
    """`fn` under `jit`, `vmap` and `grad` (with respect to operand `grad`, if not None).

    One compiled program holds all three, so each function compiles once. The operands
    are the rows of one array. `vmap` runs over them and over them reversed: every
    function here is elementwise along the last axis (or reduces it whole), so the
    second result is the first reversed. The gradient has the operand's shape and dtype.
    """

    def call(stacked: Array[float32]) -> Array[floating]:
        # Only operand `grad` is differentiated (JAX refuses `betainc`'s others).
        rows = [r if i == grad else jax.lax.stop_gradient(r) for i, r in enumerate(stacked)]
        return fn(*rows)

    def total(stacked: Array[float32]) -> Array[floating]:
        return tnp.sum(call(stacked))

    def everything(
        stacked: Array[float32],
    ) -> tuple[Array[floating], Array[floating], Array[floating]]:
        both = tnp.stack([stacked, stacked[:, ::-1]])
        gradient = tj.grad(total)(stacked) if grad is not None else tnp.zeros_like(stacked)
        return call(stacked), tj.vmap(call)(both), gradient

    stacked = tnp.asarray(np.full((operands, 3), X), dtype=float32)
    value, batched, gradient = tj.jit(everything)(stacked)
    assert value.dtype == batched.dtype == np.float32
    first = np.asarray(value)
    reversed_ = first[..., ::-1] if first.ndim else first
    np.testing.assert_allclose(
        np.asarray(batched), np.stack([first, reversed_]), rtol=2e-5, equal_nan=True
    )
    assert gradient.shape == (operands, 3) and gradient.dtype == np.float32
    if grad is not None:
        assert bool(tnp.all(tnp.isfinite(gradient[grad]))), np.asarray(gradient)


@pytest.mark.parametrize("call", CALLS, ids=[c.name for c in CALLS])
def test_jit_vmap_grad(call: Call) -> None:
    release = NAMES["jax.scipy.special"].get(call.name)
    if release is not None and needs(release):
        # Declared, but newer than the installed JAX: the call names the release.
        with pytest.raises(tj.JAXFeatureError, match=f"needs JAX {release} or newer"):
            run_transforms(call.fn, call.operands, call.grad)
        return
    run_transforms(call.fn, call.operands, call.grad)


def test_every_function_is_in_the_table() -> None:
    called = {c.name.split("(")[0] for c in CALLS}
    assert called == set(tsp.special.__all__), set(tsp.special.__all__) ^ called
