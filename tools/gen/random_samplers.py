"""Writes the declarations of `typedjax.random`'s samplers.

This script writes `typedjax/_src/generated/random/samplers.py` whole; the aliases its
declarations read are hand-written, in `typedjax/_src/random/samplers.py`, and the
TypeVars are `typedjax._src.generated.typing.vocabulary`'s.
Run `python tools/gen/random_samplers.py` after changing a rule or a sampler;
`--check` fails when the file is out of date (the test suite runs that).

A sampler's `dtype=` decides its result by one of a few rules (`FLOAT`,
`INTEGER`, `INEXACT`, `BITS`, `ANY`), each a table here: without `dtype` the
default of the rule's kind; a dtype class whose width x64 leaves alone gives
exactly that dtype (a constrained TypeVar of the vocabulary, `_ExactT`, ...); anything
else the category. Every row is written twice where the sampler takes `dtype` by position
after defaulted parameters: once positional (those parameters lose their
defaults) and once keyword-only. tests/runtime/random/test_sampler_dtypes.py draws every
row under both x64 settings and compares with JAX.
"""

from __future__ import annotations

from dataclasses import dataclass

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import KW_ONLY, Func, Ov, P, Token  # pytype: disable=import-error

TARGET = _blocks.GENERATED / "random" / "samplers.py"
SCRIPT = "random_samplers.py"
DOC = '''"""The declarations of `typedjax.random`'s samplers: JAX's own functions (`jax.random`).

Every sampler is JAX's own object (`typedjax.random.uniform is jax.random.uniform`).
`tools/gen/random_samplers.py` writes this file from its tables; change a table and run it.
The dtype rules, and the aliases that spell them, are hand-written, in
`typedjax/_src/random/samplers.py`; the TypeVars are the vocabulary's
(`typedjax._src.generated.typing.vocabulary`).
"""
'''
PRAGMAS = """\
# The dtype overloads overlap on purpose where Python's types do (bool subclasses int,
# and a narrow dtype class lies inside its category): the first match is JAX's answer,
# which tests/runtime/random/test_sampler_dtypes.py checks for every overload and x64 setting.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The aliases are typedjax/_src/random/samplers.py's, the TypeVars the vocabulary's
# (typedjax._src.generated.typing.vocabulary), private to the package:
# pyright: reportPrivateUsage=false
"""
"""The file-level comments the declarations need."""
HELPERS = {
    "typedjax._src.random.keys": ("KeyArray",),
    "typedjax._src.random.samplers": (
        "_AnyDType", "_ComplexDType", "_FloatClass", "_FloatDType", "_InexactDType",
        "_IntegerDType", "_SamplingMethod", "_Sharding", "_SignedDType", "_UnsignedDType",
    ),
}  # fmt: skip
"""The hand-written aliases the declarations read (and the key type), by module."""
NEWER: tuple[str, ...] = ("beta", "chisquare", "gamma", "loggamma", "poisson")
"""The samplers whose `method=` JAX takes from 0.11.1 on: bound through `jax_object`
(typedjax._src.newer), which refuses the keyword by name on an older JAX."""
_NEWER_RUNTIME = """
    from typedjax._src.newer import jax_object

    # JAX's own samplers where the installed JAX takes `method=` (0.11.1 and newer).
"""

# ---- the dtype rules ------------------------------------------------------------------------


@dataclass(frozen=True)
class Rule:
    """How `dtype=` decides a sampler's result."""

    default: str
    """The result dtype without `dtype` (or with `dtype=None`)."""
    rows: tuple[tuple[str, str], ...]
    """`(dtype annotation, result dtype)`, most specific first."""
    result: str
    """The implementation's result dtype (any request)."""


FLOAT = Rule(
    "floating",
    (("type[_FloatT]", "_FloatT"), ("_FloatDType", "floating")),
    "floating",
)
"""Real samplers: float32/float16/bfloat16 exactly, other float requests the category."""

INEXACT = Rule(
    "floating",
    (
        ("type[_ExactInexactT]", "_ExactInexactT"),
        ("_FloatClass", "floating"),
        ("_ComplexDType", "complexfloating"),
        ("_InexactDType", "inexact"),
    ),
    "inexact",
)
"""Samplers that also draw complex numbers (`normal`, `lognormal`, `orthogonal`)."""

INTEGER = Rule(
    "signedinteger",
    (
        ("type[_IntT]", "_IntT"),
        ("_SignedDType", "signedinteger"),
        ("_UnsignedDType", "unsignedinteger"),
        ("_IntegerDType", "integer"),
    ),
    "integer",
)
"""Integer samplers: the default int, or the requested integer dtype."""

BITS = Rule(
    "unsignedinteger",
    (("type[_UIntT]", "_UIntT"), ("_UnsignedDType | str | DType", "unsignedinteger")),
    "unsignedinteger",
)
"""`bits`: raw unsigned integers."""

ANY = Rule(
    "floating",
    (
        ("type[_ExactT]", "_ExactT"),
        ("type[bool]", "bool_"),
        ("_SignedDType", "signedinteger"),
        ("_UnsignedDType", "unsignedinteger"),
        ("_FloatClass", "floating"),
        ("_ComplexDType", "complexfloating"),
        ("_AnyDType", "number | bool_"),
    ),
    "number | bool_",
)
"""Samplers that take any dtype (`multinomial` counts, `rademacher` signs)."""

SHUFFLE: tuple[tuple[str, str], ...] = (
    ("Array[GenericT]", "GenericT | signedinteger"),
    ("int", "signedinteger"),
    ("ArrayLike", "generic"),
)
"""`choice`/`permutation` of their first argument: an array keeps its dtype, but a 0-d
array stands for `arange(a)` (signed integers), as an int does."""


@dataclass(frozen=True)
class Sampler:
    """One sampler: its parameters after `key`, docstring, and rule (or fixed result)."""

    name: str
    params: str
    doc: str
    rule: Rule | tuple[tuple[str, str], ...] | str
    """A `dtype=` rule, `SHUFFLE`, or the one result of a sampler without overloads."""
    default: str | None = None
    """The result without `dtype`, where it is not the rule's default."""


def _dtype_overloads(params: tuple[Token, ...], rule: Rule, default: str) -> list[Ov]:
    """The `dtype=None` row, then each rule row positional and keyword-only."""
    before: list[P] = []
    keyword = False
    for token in params:
        if token == KW_ONLY or (isinstance(token, P) and token.name == "dtype"):
            keyword = token == KW_ONLY
            break
        if isinstance(token, P) and token.default is not None:
            before.append(token)
    required = {p.name: f"{p.ann}!" for p in before}
    out = [Ov(f"Array[{default}]", {"dtype": "None = None"})]
    for request, result in rule.rows:
        if before and not keyword:
            out.append(Ov(f"Array[{result}]", {**required, "dtype": f"{request}!"}))
        out.append(Ov(f"Array[{result}]", {"dtype": f"{request}!"}))
    return out


def sampler(spec: Sampler) -> Func:
    params = _blocks.parse_params(f"key: KeyArray, {spec.params}")
    if isinstance(spec.rule, Rule):
        ovs = _dtype_overloads(params, spec.rule, spec.default or spec.rule.default)
        result = spec.rule.result
    elif isinstance(spec.rule, tuple):
        subject = params[1]
        assert isinstance(subject, P), spec
        ovs = [Ov(f"Array[{res}]", {subject.name: ann}) for ann, res in spec.rule]
        result = "generic"
    else:
        return Func(spec.name, params, spec.rule, spec.doc)
    return Func(spec.name, params, f"Array[{result}]", spec.doc, tuple(ovs))


# ---- the samplers -----------------------------------------------------------------------------

SAMPLERS: tuple[Sampler, ...] = (
    Sampler(
        "bernoulli",
        "p: ArrayLike = 0.5, shape: ShapeLike | None = None, mode: str = 'low', *, out_sharding: _Sharding = None",
        "True with probability `p`, of `shape` or `p`'s shape.",
        "Array[bool_]",
    ),
    Sampler(
        "categorical",
        "logits: ArrayLike, axis: int = -1, shape: ShapeLike | None = None, replace: bool = True, mode: str | None = None, *, out_sharding: _Sharding = None",
        "Category indices drawn with log-probabilities `logits` along `axis`.",
        "Array[signedinteger]",
    ),
    Sampler(
        "choice",
        "a: ArrayLike, shape: ShapeLike = (), replace: bool = True, p: ArrayLike | None = None, axis: int = 0, mode: str | None = None",
        "Entries of `a` along `axis` drawn at random (an int or a 0-d array: from `arange(a)`).",
        SHUFFLE,
    ),
    Sampler(
        "permutation",
        "x: ArrayLike, axis: int = 0, independent: bool = False, *, out_sharding: _Sharding = None",
        "`x` shuffled along `axis` (an int or a 0-d array: a shuffled `arange(x)`).",
        SHUFFLE,
    ),
    Sampler(
        "ball",
        "d: int, p: float = 2, shape: ShapeLike = (), dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "Points uniformly distributed in the unit `p`-norm ball of dimension `d` (last axis).",
        FLOAT,
    ),
    Sampler(
        "beta",
        "a: ArrayLike, b: ArrayLike, shape: ShapeLike | None = None, dtype: _FloatDType | None = None, *, method: _SamplingMethod = 'exact', out_sharding: _Sharding = None",
        "Beta(`a`, `b`) samples, of `shape` or the broadcast shape of `a` and `b`.",
        FLOAT,
    ),
    Sampler(
        "binomial",
        "n: ArrayLike, p: ArrayLike, shape: ShapeLike | None = None, dtype: _FloatDType | None = None",
        "Binomial(`n`, `p`) counts, as floats.",
        FLOAT,
    ),
    Sampler(
        "bits",
        "shape: ShapeLike = (), dtype: _UnsignedDType | str | DType | None = None, *, out_sharding: _Sharding = None",
        "Raw random bits as unsigned integers; the default dtype is uint32 (uint64 with x64).",
        BITS,
    ),
    Sampler(
        "cauchy",
        "shape: ShapeLike = (), dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "Standard Cauchy samples.",
        FLOAT,
    ),
    Sampler(
        "chisquare",
        "df: ArrayLike, shape: ShapeLike | None = None, dtype: _FloatDType | None = None, *, method: _SamplingMethod = 'exact', out_sharding: _Sharding = None",
        "Chi-square samples with `df` degrees of freedom.",
        FLOAT,
    ),
    Sampler(
        "dirichlet",
        "alpha: ArrayLike, shape: ShapeLike | None = None, dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "Dirichlet(`alpha`) samples; the last axis is `alpha`'s and sums to 1.",
        FLOAT,
    ),
    Sampler(
        "double_sided_maxwell",
        "loc: ArrayLike, scale: ArrayLike, shape: ShapeLike = (), dtype: _FloatDType | None = None",
        "Double-sided Maxwell samples with location `loc` and scale `scale`.",
        FLOAT,
    ),
    Sampler(
        "exponential",
        "shape: ShapeLike = (), dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "Standard exponential samples (rate 1).",
        FLOAT,
    ),
    Sampler(
        "f",
        "dfnum: ArrayLike, dfden: ArrayLike, shape: ShapeLike | None = None, dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "F-distribution samples with `dfnum` and `dfden` degrees of freedom.",
        FLOAT,
    ),
    Sampler(
        "gamma",
        "a: ArrayLike, shape: ShapeLike | None = None, dtype: _FloatDType | None = None, *, method: _SamplingMethod = 'exact', out_sharding: _Sharding = None",
        "Gamma(`a`, 1) samples.",
        FLOAT,
    ),
    Sampler(
        "generalized_normal",
        "p: float, shape: ShapeLike = (), dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "Generalized normal samples with shape parameter `p` (2: normal scaled by 1/sqrt(2)).",
        FLOAT,
    ),
    Sampler(
        "geometric",
        "p: ArrayLike, shape: ShapeLike | None = None, dtype: _IntegerDType | None = None, *, out_sharding: _Sharding = None",
        "Geometric(`p`) samples: trials up to and including the first success, as integers.",
        INTEGER,
    ),
    Sampler(
        "gumbel",
        "shape: ShapeLike = (), dtype: _FloatDType | None = None, mode: str | None = None, *, out_sharding: _Sharding = None",
        "Standard Gumbel samples.",
        FLOAT,
    ),
    Sampler(
        "laplace",
        "shape: ShapeLike = (), dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "Standard Laplace samples.",
        FLOAT,
    ),
    Sampler(
        "loggamma",
        "a: ArrayLike, shape: ShapeLike | None = None, dtype: _FloatDType | None = None, *, method: _SamplingMethod = 'exact', out_sharding: _Sharding = None",
        "Logarithms of Gamma(`a`, 1) samples, accurate for small `a`.",
        FLOAT,
    ),
    Sampler(
        "logistic",
        "shape: ShapeLike = (), dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "Standard logistic samples.",
        FLOAT,
    ),
    Sampler(
        "lognormal",
        "sigma: ArrayLike = np.float32(1.0), shape: ShapeLike | None = None, dtype: _InexactDType | None = None, *, out_sharding: _Sharding = None",
        "Log-normal samples: `exp(sigma * normal)`.",
        INEXACT,
    ),
    Sampler(
        "maxwell",
        "shape: ShapeLike = (), dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "Maxwell samples (3 degrees of freedom).",
        FLOAT,
    ),
    Sampler(
        "multinomial",
        "n: ArrayLike, p: ArrayLike, *, shape: ShapeLike | None = None, dtype: _AnyDType | None = None, unroll: int | bool = 1",
        "Multinomial counts of `n` trials over the categories of `p` (last axis).",
        ANY,
    ),
    Sampler(
        "multivariate_normal",
        "mean: ArrayLike, cov: ArrayLike, shape: ShapeLike | None = None, dtype: _FloatDType | None = None, method: str = 'cholesky', *, out_sharding: _Sharding = None",
        "Multivariate normal samples with mean `mean` and covariance `cov` (last axes).",
        "Array[floating]",
    ),
    Sampler(
        "normal",
        "shape: ShapeLike = (), dtype: _InexactDType | None = None, *, out_sharding: _Sharding = None",
        "Standard normal samples; a complex dtype gives a standard complex normal.",
        INEXACT,
    ),
    Sampler(
        "orthogonal",
        "n: int, shape: ShapeLike = (), dtype: _InexactDType | None = None, m: int | None = None, *, out_sharding: _Sharding = None",
        "Haar-random orthogonal (unitary, for complex dtypes) `n`x`m` matrices.",
        INEXACT,
    ),
    Sampler(
        "pareto",
        "b: ArrayLike, shape: ShapeLike | None = None, dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "Pareto samples with shape parameter `b`.",
        FLOAT,
    ),
    Sampler(
        "poisson",
        "lam: ArrayLike, shape: ShapeLike | None = None, dtype: _IntegerDType | None = None, *, method: _SamplingMethod = 'exact', out_sharding: _Sharding = None",
        "Poisson(`lam`) counts, as integers.",
        INTEGER,
    ),
    Sampler(
        "rademacher",
        "shape: ShapeLike = (), dtype: _AnyDType | None = None, *, out_sharding: _Sharding = None",
        "Rademacher samples: -1 or 1 with equal probability, in `dtype`.",
        ANY,
        default="signedinteger",
    ),
    Sampler(
        "randint",
        "shape: ShapeLike, minval: ArrayLike, maxval: ArrayLike, dtype: _IntegerDType | None = None, *, out_sharding: _Sharding = None",
        "Integers uniform in [`minval`, `maxval`), clipped to `dtype`'s range.",
        INTEGER,
    ),
    Sampler(
        "rayleigh",
        "scale: ArrayLike, shape: ShapeLike | None = None, dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "Rayleigh samples with scale `scale`.",
        FLOAT,
    ),
    Sampler(
        "t",
        "df: ArrayLike, shape: ShapeLike | None = None, dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "Student's t samples with `df` degrees of freedom.",
        FLOAT,
    ),
    Sampler(
        "triangular",
        "left: ArrayLike, mode: ArrayLike, right: ArrayLike, shape: ShapeLike | None = None, dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "Triangular samples on [`left`, `right`] peaking at `mode`.",
        FLOAT,
    ),
    Sampler(
        "truncated_normal",
        "lower: ArrayLike, upper: ArrayLike, shape: ShapeLike | None = None, dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "Standard normal samples truncated to [`lower`, `upper`].",
        FLOAT,
    ),
    Sampler(
        "uniform",
        "shape: ShapeLike = (), dtype: _FloatDType | None = None, minval: ArrayLike = 0.0, maxval: ArrayLike = 1.0, *, out_sharding: _Sharding = None",
        "Floats uniform in [`minval`, `maxval`).",
        FLOAT,
    ),
    Sampler(
        "wald",
        "mean: ArrayLike, shape: ShapeLike | None = None, dtype: _FloatDType | None = None, *, out_sharding: _Sharding = None",
        "Wald (inverse Gaussian) samples with mean `mean`.",
        FLOAT,
    ),
    Sampler(
        "weibull_min",
        "scale: ArrayLike, concentration: ArrayLike, shape: ShapeLike = (), dtype: _FloatDType | None = None",
        "Weibull samples with scale `scale` and concentration `concentration`.",
        FLOAT,
    ),
)


def render() -> str:
    """The generated module: its prologue, the declarations and the run-time bindings."""
    funcs = [sampler(spec) for spec in SAMPLERS]
    body = "\n".join(line for func in funcs for line in [*_blocks.render_func(func), ""])
    names = sorted(func.name for func in funcs)
    runtime = _blocks.runtime_imports({"jax.random": [n for n in names if n not in NEWER]})
    runtime += _NEWER_RUNTIME
    runtime += "".join(f'    {n} = jax_object("jax.random", "{n}")\n' for n in NEWER)
    return _blocks.declaration_module(DOC, PRAGMAS, body, runtime, helpers=HELPERS)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module, or with `--check` report whether it is current."""
    return _blocks.main_blocks([_blocks.file_target(TARGET, render, SCRIPT)], SCRIPT, argv)


if __name__ == "__main__":
    raise SystemExit(main())
