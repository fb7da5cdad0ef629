"""Agreement cases for `typedjax.scipy.stats`.

Every function of every distribution with all its operands of one input dtype, with
`loc` a weak Python scalar or NumPy's strongly typed float64, with `x` a Python float
and `loc` the array, and, for one function of each rule (`norm.logpdf`
keeps complex, `gamma.logpdf` refuses it, `norm.cdf` takes float32/float64 only), with
its operands of every pair of input dtypes; `mode`, `rankdata`, `sem` and
`gaussian_kde` over every input dtype. Identically declared functions are revealed
once (`scipy_static_twin`) and each is still evaluated by JAX on every case.
"""

from __future__ import annotations

import inspect
import types

import jax.scipy.stats

from tests.agreement.harness import Case, Operand
from tests.agreement.scipy_cases import INPUT_DTYPES, array
from tests.agreement.twins import scipy_static_twin

# Operand shapes where a distribution needs more than vectors of one length.
SHAPES: dict[str, tuple[tuple[int, ...], ...]] = {"multivariate_normal": ((3,), (3,), (3, 3))}

PAIRED = ("norm.logpdf(a, b, b)", "gamma.logpdf(a, b)", "norm.cdf(a, b)", "t.pdf(a, b, b, b)")

SUMMARY = (
    "mode(a).mode", "mode(a, axis=None).count", "rankdata(a)", "rankdata(a, 'min', axis=0)",
    "sem(a)", "sem(a, axis=None, ddof=0)", "gaussian_kde(a).evaluate(a)",
    "gaussian_kde(a, weights=a)(a)", "gaussian_kde(a).logpdf(a)",
    "gaussian_kde(a).integrate_box_1d(0.0, 1.0)",
)  # fmt: skip


def case(expr: str, operands: tuple[Operand, ...]) -> Case:
    """A case revealed through its twin's declaration where it has one."""
    full = f"tsp.stats.{expr}"
    return Case(full, operands, static=scipy_static_twin(full))


def calls() -> list[tuple[str, tuple[tuple[int, ...], ...], bool]]:
    """`(dist.function, operand shapes, takes loc)` for every function of every distribution."""
    out: list[tuple[str, tuple[tuple[int, ...], ...], bool]] = []
    for dist in sorted(dir(jax.scipy.stats)):
        module: object = getattr(jax.scipy.stats, dist)
        if dist.startswith("_") or not isinstance(module, types.ModuleType):
            continue
        for name in sorted(n for n in dir(module) if not n.startswith("_")):
            params = inspect.signature(getattr(module, name)).parameters.values()
            required = [p for p in params if p.default is inspect.Parameter.empty]
            shapes = SHAPES.get(dist, tuple((3,) for _ in required))
            out.append((f"{dist}.{name}", shapes, any(p.name == "loc" for p in params)))
    return out


def cases() -> list[Case]:
    """Every function of `typedjax.scipy.stats` over every input dtype, and pairs for some."""
    out: list[Case] = []
    names = "abcd"
    for dtype in INPUT_DTYPES:
        for call, shapes, has_loc in calls():
            ops = tuple(array(dtype, names[i], shape) for i, shape in enumerate(shapes))
            args = ", ".join(o.name for o in ops)
            out.append(case(f"{call}({args})", ops))
            if has_loc:
                out.append(case(f"{call}({args}, loc=1)", ops))
                out.append(case(f"{call}({args}, loc=0.5)", ops))
                out.append(case(f"{call}({args}, loc=np.float64(0.5))", ops))
                # The array after a weak scalar: `x` a Python float, `loc` the array.
                rest = ", ".join(["0.5", *(o.name for o in ops[1:])])
                out.append(case(f"{call}({rest}, loc={ops[0].name})", ops))
        a = (array(dtype, "a", (5,)),)
        out += [case(expr, a) for expr in SUMMARY]
    for left in INPUT_DTYPES:
        for right in INPUT_DTYPES:
            if left != right:
                ops = (array(left, "a", (3,)), array(right, "b", (3,)))
                out += [case(expr, ops) for expr in PAIRED]
    return out
