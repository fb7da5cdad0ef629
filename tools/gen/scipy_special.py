"""Writes the overloads of `typedjax.scipy.special`.

This writes the declarations, `typedjax/_src/generated/scipy/special.py`, whole, and the
public module `typedjax/scipy/special.py`, which re-exports them. Run
`python tools/gen/scipy_special.py` after changing a rule; `--check` fails when a file is out
of date (the test suite runs that).

Almost every special function promotes its operands together to an inexact dtype,
as `jnp.add` would and then to the default float for integers and booleans; what
differs is which dtypes JAX accepts. Each acceptance is one `Kind` here (read from
JAX 0.10.2 by `jax.eval_shape` over every dtype, x64 off and on), and each function
names its kind:

* `REAL`: floats keep their dtype (float16, bfloat16 and the float8s included),
  complex input is an error (`erf`, `gammaln`, `betainc`, ...);
* `INEXACT`: floats and complex numbers keep (`expit`, `xlogy`, `gamma`, ...);
* `WIDE`: only float32 and float64 (`ndtr`, `ndtri`, `log_ndtr`, `spence`);
* `DEFAULT_FLOAT`: the default float whatever goes in (`owens_t` promotes real
  input to it, `bernoulli`);
* one-offs: `wofz` is complex, `softmax` refuses booleans, `polygamma` takes an
  integer order, `logsumexp(return_sign=True)` gives the real value beside the sign.

Several operands share one rule: the same inexact dtype on every array (Python
`int`/`bool`/`float` scalars are weak and leave it alone, whichever operand the array
is) keeps it; real operands give a float; anything else the kind's category. NumPy's
float64 and complex128 are strongly typed, but checkers take them for a Python
`float`/`complex`, so rows before those give them the category.
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from dataclasses import dataclass, replace

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _rules  # pytype: disable=import-error  # a sibling script, not a package
import _scipy  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import KW_ONLY, POS_ONLY, Func, Ov, P  # pytype: disable=import-error
from _reductions import INEXACT as INEXACT_ROWS  # pytype: disable=import-error
from _reductions import QUANTILE, QUANTILE_CATEGORIES  # pytype: disable=import-error
from numpy_linalg import split, unary  # pytype: disable=import-error  # a sibling script

SCRIPT = "scipy_special.py"
NEWER = {"erfcinv": "0.12.0"}
"""The names older JAX releases lack (name -> the release that added it), bound by
`typedjax._src.newer.jax_object` (`typedjax._src.newer.NAMES` lists them too)."""
PUBLIC_DOC = '''"""Typed `jax.scipy.special`: JAX's own functions, with dtype-precise declarations.

`tsp.special.erf is jax.scipy.special.erf`, and likewise for every name here: the
declarations under `TYPE_CHECKING` only tell checkers what JAX computes.

* Most functions promote their operands together to an inexact dtype: a float
  keeps its dtype (float16 and bfloat16 included), integers and booleans give the
  default float (float32, or float64 with x64), and complex input is kept where JAX
  accepts it (`expit`, `logit`, `gamma`, `loggamma`, `erfcx`, `xlogy`, `xlog1py`,
  `boxcox`, `boxcox1p`). Elsewhere JAX raises on complex input when the call runs;
  checkers cannot refuse a complex array there, since it is a `jax.Array`, which
  every function takes.
* `ndtr`, `ndtri`, `log_ndtr` and `spence` take float32 and float64 only; `owens_t`
  and `bernoulli` give the default float; `wofz` and `sph_harm_y` are complex.
* `fresnel` and `sici` give two arrays; `logsumexp(..., return_sign=True)` gives
  `(value, sign)`, the value real; `bessel_jn` stacks orders 0 ... `v` on a new
  first axis; `factorial` refuses `exact=True`, as JAX does.
* Several operands of one inexact dtype keep it, with Python `int` and `float`
  scalars beside them in any place (weakly typed: `xlogy(2.0, h)` of a float16 `h`
  is float16). NumPy's float64 and complex128 are strongly typed, so beside an array
  they give the category, although checkers take them for a `float`/`complex`.
"""
'''
"""The docstring of `typedjax.scipy.special`."""

Row = tuple[str, str]
"""`(operand annotation, result dtype)`."""

STRONG_SCALAR = "np.float64 | np.complex128"
"""NumPy scalars that checkers take for a Python `float`/`complex` but JAX does not weaken."""

REAL_OPERAND = "Array[floating | integer | bool_] | float"
"""Any real operand: its promotion is a float (which one x64 and the operands decide)."""


@dataclass(frozen=True)
class Kind:
    """Which dtypes a function accepts and what it gives for them."""

    unary: tuple[Row, ...]
    """The rows of a one-operand function."""
    keep: tuple[Row, ...]
    """Of several operands: `(annotation of every array operand, result)`; the others may
    also be Python `int`s, which JAX's weak typing lets through."""
    real: str
    """The result of real operands (integers and booleans give the default float)."""
    fallback: str
    """The result of any operands JAX accepts."""
    integral: tuple[Row, ...] = ()
    """Of several operands: `(annotation of the first, result)` where every other is a
    Python `int` (weak: the first's dtype decides)."""


# An integer array made inexact gives float32 up to 32 bits and float64 from int64 and
# uint64, x64 on or off; a boolean one with a Python int gives the default float.
REAL = Kind(
    QUANTILE,
    (("Array[SameFloatingT]", "SameFloatingT"),),
    "floating",
    "floating",
    _rules.INTEGER_TO_FLOAT,
)
INEXACT = Kind(
    INEXACT_ROWS,
    (("Array[SameInexactT]", "SameInexactT"),),
    "floating",
    "inexact",
    _rules.INTEGER_TO_FLOAT,
)
WIDE = Kind(
    (("Array[float32]", "float32"), ("Array[float64]", "float64"), ("ArrayLike", "floating")),
    (("Array[float32]", "float32"), ("Array[float64]", "float64")),
    "floating",
    "floating",
)
DEFAULT_FLOAT = Kind((("ArrayLike", "floating"),), (), "floating", "inexact")
"""Real operands give the default float (float16 included); complex ones a complex dtype."""

WOFZ: tuple[Row, ...] = (
    ("Array[int64 | uint64 | float64 | complex128]", "complex128"),
    ("Array[integer | bool_ | floating | complex64]", "complex64"),
    ("ArrayLike", "complexfloating"),
)
"""wofz: complex, 64-bit operands give complex128 and the others complex64."""

SOFTMAX: tuple[Row, ...] = (
    ("Array[InexactT]", "InexactT"),
    ("Array[integer]", "floating"),
    ("ArrayLike", "inexact"),
)
"""softmax/log_softmax: `INEXACT` without booleans, which JAX refuses."""


def promoted(
    operands: Sequence[P], kind: Kind, *, wrap: str = "Array[{}]", required: Sequence[str] = ()
) -> list[Ov]:
    """The rows of a function whose `operands` promote together under `kind`.

    One operand takes `kind.unary`. A name in `required` loses its default (`zeta`'s
    `q=None` is an error in JAX).
    """
    names = [p.name for p in operands]
    defaulted = [p.name for p in operands if p.default is not None]
    rows: list[tuple[str, dict[str, str]]] = []
    if len(names) == 1:
        rows = [(result, {names[0]: ann}) for ann, result in kind.unary]
    else:
        if kind.keep:
            rows += _strong_scalar_rows(names, kind.fallback, defaulted)
        for ann, result in kind.keep:
            # One row per operand that is the array deciding the dtype; the operands before
            # it lose their defaults (a required parameter cannot follow a defaulted one).
            for i, anchor in enumerate(names):
                types = {n: f"{ann} | int | float!" for n in names[:i]}
                types[anchor] = ann if i == 0 else f"{ann}!"
                types.update({n: f"{ann} | int | float" for n in names[i + 1 :]})
                rows.append((result, types))
        for ann, result in kind.integral:
            rows.append((result, {names[0]: ann, **dict.fromkeys(names[1:], "int")}))
        if kind.real != kind.fallback:
            rows.append((kind.real, dict.fromkeys(names, REAL_OPERAND)))
        rows.append((kind.fallback, {}))
    out: list[Ov] = []
    for result, types in rows:
        for name in required:
            spec = types.get(name, "ArrayLike")
            types[name] = spec if spec.endswith("!") else spec + "!"
        out.append(Ov(wrap.format(result), types))
    return out


def _strong_scalar_rows(
    names: Sequence[str], result: str, defaulted: Sequence[str]
) -> list[tuple[str, dict[str, str]]]:
    """Rows giving `result` when any operand is a NumPy float64 or complex128.

    Checkers take those for a Python `float`/`complex`, but JAX does not weaken them, so
    these rows come before the ones that let a Python float through. Each is required
    where it stands; after a defaulted operand that makes it keyword-only (`scale=`
    with `loc` left out), so a second row takes it by position.
    """
    rows: list[tuple[str, dict[str, str]]] = []
    for i, name in enumerate(names):
        rows.append((result, {name: f"{STRONG_SCALAR}!"}))
        if any(n in defaulted for n in names[:i]):
            rows.append(
                (result, {**{n: "ArrayLike!" for n in names[:i]}, name: f"{STRONG_SCALAR}!"})
            )
    return rows


def elementwise(
    name: str, params: str, kind: Kind, doc: str, *, wrap: str = "Array[{}]",
    required: Sequence[str] = (),
) -> Func:  # fmt: skip
    """A function whose `ArrayLike` parameters promote together under `kind`."""
    tokens = _blocks.parse_params(params)
    operands = [t for t in tokens if isinstance(t, P) and t.ann.startswith("ArrayLike")]
    rows = promoted(operands, kind, wrap=wrap, required=required)
    base = kind.unary[-1][1] if len(operands) == 1 else kind.fallback
    # One row is the implementation's own signature: no overloads.
    return Func(name, tokens, wrap.format(base), doc, tuple(rows[:-1] and rows))


X = "x: ArrayLike"
_UNARY: tuple[tuple[str, Kind, str], ...] = (
    ("dawsn", REAL, "Dawson's integral."),
    ("digamma", REAL, "Logarithmic derivative of the gamma function."),
    ("entr", REAL, "Elementwise entropy term `-x log x` (0 at 0, -inf below)."),
    ("erf", REAL, "Error function."),
    ("erfc", REAL, "Complementary error function `1 - erf(x)`."),
    ("erfcinv", REAL, "Inverse of the complementary error function, on (0, 2)."),
    ("erfcx", INEXACT, "Scaled complementary error function `exp(x**2) * erfc(x)`."),
    ("erfinv", REAL, "Inverse of the error function."),
    ("exp1", REAL, "Exponential integral E1."),
    ("expi", REAL, "Exponential integral Ei."),
    ("expit", INEXACT, "Logistic sigmoid `1 / (1 + exp(-x))`."),
    ("gamma", INEXACT, "Gamma function."),
    ("gammaln", REAL, "Log of the absolute value of the gamma function."),
    ("gammasgn", REAL, "Sign of the gamma function."),
    ("i0", REAL, "Modified Bessel function of order 0."),
    ("i0e", REAL, "Exponentially scaled modified Bessel function of order 0."),
    ("i1", REAL, "Modified Bessel function of order 1."),
    ("i1e", REAL, "Exponentially scaled modified Bessel function of order 1."),
    ("loggamma", INEXACT, "Principal branch of the log of the gamma function."),
    ("logit", INEXACT, "Log-odds `log(x / (1 - x))`, the inverse of `expit`."),
    ("ndtr", WIDE, "Standard normal cumulative distribution; float32 and float64 only."),
    ("spence", WIDE, "Spence's function (the dilogarithm); float32 and float64 only."),
)
"""`(name, kind, doc)` of the functions of one operand `x`."""

_OPERAND: dict[str, str] = {"erfcinv": "y: ArrayLike"}
"""The functions of `_UNARY` whose operand JAX names other than `x`."""

_BINARY: tuple[tuple[str, str, Kind, str], ...] = (
    ("beta", "a: ArrayLike, b: ArrayLike", REAL, "Beta function."),
    (
        "betaln",
        "a: ArrayLike, b: ArrayLike",
        REAL,
        "Log of the absolute value of the beta function.",
    ),
    ("boxcox", "x: ArrayLike, lmbda: ArrayLike", INEXACT, "Box-Cox transform of `x` with `lmbda`."),
    (
        "boxcox1p",
        "x: ArrayLike, lmbda: ArrayLike",
        INEXACT,
        "Box-Cox transform of `1 + x` with `lmbda`.",
    ),
    (
        "comb",
        "N: ArrayLike, k: ArrayLike, *, repetition: bool = False",
        REAL,
        "Number of combinations of `N` things taken `k` at a time, as a float.",
    ),
    ("expn", "n: ArrayLike, x: ArrayLike", REAL, "Generalised exponential integral E_n."),
    (
        "gammainc",
        "a: ArrayLike, x: ArrayLike",
        REAL,
        "Regularised lower incomplete gamma function.",
    ),
    (
        "gammaincc",
        "a: ArrayLike, x: ArrayLike",
        REAL,
        "Regularised upper incomplete gamma function.",
    ),
    ("kl_div", "p: ArrayLike, q: ArrayLike", REAL, "Elementwise Kullback-Leibler divergence term."),
    (
        "owens_t",
        "h: ArrayLike, a: ArrayLike",
        DEFAULT_FLOAT,
        "Owen's T function; real operands give the default float, float16 included.",
    ),
    ("poch", "z: ArrayLike, m: ArrayLike", REAL, "Pochhammer symbol (rising factorial)."),
    ("rel_entr", "p: ArrayLike, q: ArrayLike", REAL, "Elementwise relative entropy term."),
    ("xlog1py", "x: ArrayLike, y: ArrayLike", INEXACT, "`x * log1p(y)`, 0 where `x` is 0."),
    ("xlogy", "x: ArrayLike, y: ArrayLike", INEXACT, "`x * log(y)`, 0 where `x` is 0."),
    (
        "betainc",
        "a: ArrayLike, b: ArrayLike, x: ArrayLike",
        REAL,
        "Regularised incomplete beta function.",
    ),
    (
        "hyp1f1",
        "a: ArrayLike, b: ArrayLike, x: ArrayLike",
        REAL,
        "Confluent hypergeometric function 1F1.",
    ),
    (
        "hyp2f1",
        "a: ArrayLike, b: ArrayLike, c: ArrayLike, x: ArrayLike",
        REAL,
        "Gauss hypergeometric function 2F1.",
    ),
)
"""`(name, parameters, kind, doc)` of the functions of several promoted operands."""

_TUPLE = "tuple[Array[{0}], Array[{0}]]"
_SIGNED = "tuple[Array[{real}], Array[{kept}]]"
"""logsumexp's `(value, sign)`: the value is real, the sign has the operand's dtype."""
_NO_B = {"b": "None = None"}

_ONE_OFFS: tuple[Func, ...] = (
    Func(
        "bernoulli",
        (P("n", "int"),),
        "Array[floating]",
        "The Bernoulli numbers B_0 ... B_n, in the default float.",
    ),
    elementwise(
        "bessel_jn",
        "z: ArrayLike, *, v: int, n_iter: int = 50",
        REAL,
        """Bessel functions of the first kind of orders 0 ... `v`, stacked on a new first axis.

        The result has shape `(v + 1, *z.shape)`.""",
    ),
    Func(
        "factorial",
        (P("n", "ArrayLike"), P("exact", "bool", "False")),
        "Array[floating]",
        """`n!` through the gamma function, as a float; JAX refuses `exact=True`.""",
        tuple(Ov(f"Array[{r}]", {"n": a, "exact": "Literal[False] = False"}) for a, r in QUANTILE),
    ),
    elementwise("fresnel", X, REAL, "The Fresnel integrals `(S(x), C(x))`.", wrap=_TUPLE),
    Func(
        "log_ndtr",
        (P("x", "ArrayLike"), P("series_order", "int", "3")),
        "Array[floating]",
        "Log of the standard normal cumulative distribution; float32 and float64 only.",
        tuple(unary("x", WIDE.unary)),
    ),
    Func(
        "log_softmax",
        (P("x", "ArrayLike"), POS_ONLY, KW_ONLY, P("axis", "int | tuple[int, ...] | None", "None")),
        "Array[inexact]",
        "Log of `softmax` along `axis`; integers give the default float, booleans are refused.",
        tuple(unary("x", SOFTMAX)),
    ),
    Func(
        "logsumexp",
        (
            P("a", "ArrayLike"),
            P("axis", "int | Sequence[int] | None", "None"),
            P("b", "ArrayLike | None", "None"),
            P("keepdims", "bool", "False"),
            P("return_sign", "bool", "False"),
            P("where", "ArrayLike | None", "None"),
        ),
        "Array[inexact] | tuple[Array[floating], Array[inexact]]",
        """`log(sum(b * exp(a)))` along `axis`, computed stably.

        With `return_sign=True`, `(value, sign)`: the log of the absolute value, real, and
        the sign (a unit complex number for complex input).""",
        (
            *(
                Ov(f"Array[{result}]", {"a": ann, **_NO_B, "return_sign": "Literal[False] = False"})
                for ann, result in INEXACT_ROWS
            ),
            *split("a", _SIGNED, **_NO_B, return_sign="Literal[True]!"),
            # With weights `b`, which promote with `a`: the categories.
            Ov("Array[inexact]", {"return_sign": "Literal[False] = False"}),
            Ov(_SIGNED.format(real="floating", kept="inexact"), {"return_sign": "Literal[True]!"}),
            Ov("Array[inexact] | tuple[Array[floating], Array[inexact]]", {}),
        ),
    ),
    Func(
        "multigammaln",
        (P("a", "ArrayLike"), P("d", "int")),
        "Array[floating]",
        "Log of the multivariate gamma function of dimension `d` (a Python int).",
        tuple(unary("a", QUANTILE_CATEGORIES)),
    ),
    Func(
        "ndtri",
        (P("p", "ArrayLike"),),
        "Array[floating]",
        "Inverse of `ndtr`; float32 and float64 only.",
        tuple(unary("p", WIDE.unary)),
    ),
    Func(
        "polygamma",
        (P("n", "ArrayLike"), P("x", "ArrayLike")),
        "Array[floating]",
        """Polygamma function of integer order `n` (the `n`-th derivative of `digamma`).

        `x` decides the dtype: `n` must be an integer and is cast to it.""",
        (
            Ov("Array[FloatingT]", {"n": "Array[integer] | int", "x": "Array[FloatingT]"}),
            Ov("Array[floating]", {}),
        ),
    ),
    elementwise("sici", X, REAL, "The sine and cosine integrals `(Si(x), Ci(x))`.", wrap=_TUPLE),
    Func(
        "softmax",
        (P("x", "ArrayLike"), POS_ONLY, KW_ONLY, P("axis", "int | tuple[int, ...] | None", "None")),
        "Array[inexact]",
        "`exp(x)` normalised to sum to 1 along `axis`; integers give the default float.",
        tuple(unary("x", SOFTMAX)),
    ),
    Func(
        "sph_harm_y",
        (
            P("n", "ArrayLike"),
            P("m", "ArrayLike"),
            P("theta", "ArrayLike"),
            P("phi", "ArrayLike"),
            P("diff_n", "int | None", "None"),
            P("n_max", "int | None", "None"),
        ),
        "Array[complexfloating]",
        """Spherical harmonics of integer degree `n` and order `m`, in the default complex dtype.

        `theta` and `phi` must be float32 or float64; `n_max` must be given under `jit`.""",
    ),
    Func(
        "wofz",
        (P("z", "ArrayLike"),),
        "Array[complexfloating]",
        "Faddeeva function `exp(-z**2) * erfc(-iz)`; complex, of the operand's precision.",
        tuple(unary("z", WOFZ)),
    ),
    elementwise(
        "zeta",
        "x: ArrayLike, q: ArrayLike | None = None",
        REAL,
        "Hurwitz zeta function; JAX requires `q`.",
        required=("q",),
    ),
)

_FUNCS: tuple[Func, ...] = (
    *(elementwise(name, _OPERAND.get(name, X), kind, doc) for name, kind, doc in _UNARY),
    *(elementwise(name, params, kind, doc) for name, params, kind, doc in _BINARY),
    *_ONE_OFFS,
)

# The docstrings above are indented as source; the block indents them itself.
FUNCS = tuple(
    sorted((replace(f, doc=inspect.cleandoc(f.doc)) for f in _FUNCS), key=lambda f: f.name)
)
NAMES = tuple(f.name for f in FUNCS)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module and the public module, or `--check` that both are current."""
    return _scipy.main("special", SCRIPT, FUNCS, PUBLIC_DOC, argv, newer=NEWER)


if __name__ == "__main__":
    raise SystemExit(main())
