"""Writes `typedjax.nn`: JAX's activations, `one_hot`, attention and initializers, typed.

This writes the declarations, `typedjax/_src/generated/nn/functions.py` and
`typedjax/_src/generated/nn/initializers.py`, whole, and the public modules
`typedjax/nn/__init__.py` and `typedjax/nn/initializers.py`, which re-export them. Run
`python tools/gen/nn.py` after changing a rule; `--check` fails when a file is out of date
(the test suite runs that).

Every name is JAX's own object (`tnn.relu is jax.nn.relu`); `tanh` is `tnp.tanh` and
`logsumexp` is `tsp.special.logsumexp` in JAX too, so they are re-exported with those
declarations. The activations fall in four kinds, read from JAX 0.12 by
`jax.eval_shape` over every dtype, x64 off and on (the agreement cases,
tests/agreement/nn_cases/, check every row):

* `SAME`: every numeric dtype is kept; booleans give the default integer (`relu`,
  `hard_tanh`);
* `TO_DEFAULT_FLOAT`: an inexact dtype is kept; integers and booleans give the default
  float, since the function multiplies by a Python float (`elu`, `selu`, `relu6`, ...);
* `TO_FLOAT`: an inexact dtype is kept; integers are made inexact as `tnp.sin` makes
  them (float32 up to 32 bits, float64 from int64), booleans give float32 (`gelu`,
  `softmax`, ...) or, with `BOOL_DEFAULT`, the default float (`mish`, `softplus`,
  `soft_sign`);
* `INEXACT_ONLY`: floats and complex numbers are kept; JAX refuses integers (`sigmoid`,
  `silu`, `glu`).

A parameter that scales the operand (`alpha`, `negative_slope`, `b`, `epsilon`) keeps
the operand's dtype when it is a Python number, which JAX weakens; a NumPy float64 is
strongly typed (checkers take it for a `float`), so a row before the others gives the
kind's category for it, and an array there gives the category too.
"""

from __future__ import annotations

import inspect
import sys
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass, replace

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _rules  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import Func, Ov, P  # pytype: disable=import-error
from _reductions import INEXACT as INEXACT_ROWS  # pytype: disable=import-error

SCRIPT = "nn.py"
GENERATED = _blocks.GENERATED / "nn"
FUNCTIONS = GENERATED / "functions.py"
INITIALIZERS = GENERATED / "initializers.py"
PUBLIC = _blocks.ROOT / "typedjax" / "nn"

Row = tuple[str, str]
"""`(operand annotation, result dtype)`."""

STRONG_SCALAR = "np.float64 | np.complex128"
"""NumPy scalars that checkers take for a Python `float`/`complex` but JAX does not weaken."""

_SCALARS: tuple[Row, ...] = (("float", "floating"), ("complex", "complexfloating"))
"""A Python number made inexact: the default float, or the default complex dtype."""


@dataclass(frozen=True)
class Kind:
    """The rows of one kind of activation, and its category (the result of any operand)."""

    rows: tuple[Row, ...]
    category: str


SAME = Kind(
    (
        ("Array[NumberT]", "NumberT"),
        ("Array[bool_]", "signedinteger"),
        ("int", "signedinteger"),
        *_SCALARS,
    ),
    "number",
)
TO_DEFAULT_FLOAT = Kind(
    (("Array[InexactT]", "InexactT"), ("Array[integer | bool_]", "floating"), *_SCALARS),
    "inexact",
)
TO_FLOAT = Kind((*INEXACT_ROWS[:-1], *_SCALARS), "inexact")
BOOL_DEFAULT = Kind(
    (
        INEXACT_ROWS[0],
        *_rules.INTEGER_TO_FLOAT,
        ("Array[integer | bool_]", "floating"),
        *_SCALARS,
    ),
    "inexact",
)
INEXACT_ONLY = Kind((("Array[InexactT]", "InexactT"), *_SCALARS), "inexact")

X = "x: ArrayLike"
AXIS = "int | Sequence[int] | None"

_ACTIVATIONS: tuple[tuple[str, str, Kind, str], ...] = (
    ("celu", "x: ArrayLike, alpha: ArrayLike = 1.0", TO_DEFAULT_FLOAT,
     "Continuously differentiable exponential linear unit, `alpha * expm1(x / alpha)` below 0."),
    ("elu", "x: ArrayLike, alpha: ArrayLike = 1.0", TO_DEFAULT_FLOAT,
     "Exponential linear unit, `alpha * expm1(x)` below 0."),
    ("gelu", "x: ArrayLike, approximate: bool = True", TO_FLOAT,
     "Gaussian error linear unit (its tanh approximation unless `approximate=False`)."),
    ("glu", "x: ArrayLike, axis: int = -1", INEXACT_ONLY,
     "Gated linear unit: the first half of `axis` times the sigmoid of the second half."),
    ("hard_sigmoid", X, TO_DEFAULT_FLOAT, "Piecewise-linear sigmoid, `relu6(x + 3) / 6`."),
    ("hard_silu", X, TO_DEFAULT_FLOAT, "Piecewise-linear SiLU, `x * hard_sigmoid(x)`."),
    ("hard_swish", X, TO_DEFAULT_FLOAT, "Another name for `hard_silu`."),
    ("hard_tanh", X, SAME, "`x` clipped to [-1, 1]."),
    ("leaky_relu", "x: ArrayLike, negative_slope: ArrayLike = 0.01", TO_DEFAULT_FLOAT,
     "`x` where positive, `negative_slope * x` elsewhere."),
    ("log1mexp", X, TO_FLOAT, "`log(1 - exp(-x))`, computed stably for positive `x`."),
    ("log_sigmoid", X, TO_FLOAT, "Log of the sigmoid, `-softplus(-x)`."),
    ("mish", X, BOOL_DEFAULT, "Mish, `x * tanh(softplus(x))`."),
    ("relu", X, SAME, "Rectified linear unit, `max(x, 0)`."),
    ("relu6", X, TO_DEFAULT_FLOAT, "`relu` capped at 6."),
    ("selu", X, TO_DEFAULT_FLOAT, "Scaled exponential linear unit."),
    ("sigmoid", X, INEXACT_ONLY, "Logistic sigmoid, `1 / (1 + exp(-x))`."),
    ("silu", X, INEXACT_ONLY, "Sigmoid linear unit, `x * sigmoid(x)`."),
    ("soft_sign", X, BOOL_DEFAULT, "`x / (abs(x) + 1)`."),
    ("softplus", X, BOOL_DEFAULT, "`log(1 + exp(x))`, a smooth `relu`."),
    ("sparse_plus", X, TO_DEFAULT_FLOAT,
     "Sparse plus: 0 below -1, `(x + 1)**2 / 4` up to 1, `x` above."),
    ("sparse_sigmoid", X, TO_DEFAULT_FLOAT,
     "Sparse sigmoid: 0 below -1, `(x + 1) / 2` up to 1, 1 above; real input only."),
    ("squareplus", "x: ArrayLike, b: ArrayLike = 4", TO_FLOAT,
     "Squareplus, `(x + sqrt(x**2 + b)) / 2`."),
    ("swish", X, INEXACT_ONLY, "Another name for `silu`."),
    # Reductions along `axis`, which keep the operand's kind as the activations do.
    ("log_softmax", f"x: ArrayLike, axis: {AXIS} = -1, where: ArrayLike | None = None", TO_FLOAT,
     "Log of `softmax` along `axis`; JAX refuses booleans."),
    ("logmeanexp",
     f"x: ArrayLike, axis: {AXIS} = None, where: ArrayLike | None = None, keepdims: bool = False",
     TO_FLOAT, "Log of the mean of `exp(x)` along `axis`, computed stably."),
    ("softmax", f"x: ArrayLike, axis: {AXIS} = -1, where: ArrayLike | None = None", TO_FLOAT,
     "`exp(x)` normalised to sum to 1 along `axis`; JAX refuses booleans."),
    ("standardize",
     (f"x: ArrayLike, axis: {AXIS} = -1, mean: ArrayLike | None = None, "
      "variance: ArrayLike | None = None, epsilon: ArrayLike = 1e-05, "
      "where: ArrayLike | None = None, *, algorithm: str = 'fast'"),
     TO_FLOAT, "`x` less its mean, over its standard deviation, along `axis`; real input only."),
)  # fmt: skip
"""`(name, parameters, kind, doc)` of the functions whose dtype comes from `x`."""

_SCALING: dict[str, tuple[str, ...]] = {
    "celu": ("alpha",),
    "elu": ("alpha",),
    "leaky_relu": ("negative_slope",),
    "squareplus": ("b",),
    "standardize": ("mean", "variance", "epsilon"),
}
"""The parameters that promote with `x`: a Python number there keeps an inexact `x`'s dtype."""

_INTEGRAL_ROWS: dict[str, dict[str, str]] = {
    "squareplus": {"b": "int"},
    "standardize": {"mean": "None = None", "variance": "None = None"},
}
"""What the rows for integral `x` take in place of `_SCALING`'s Python float: a weak float
there makes an integral operand the default float (`squareplus(i8, 2.5)` is float64 with
x64), where the rows answer float32."""

_ANY_RESULT = frozenset({"leaky_relu"})
"""Activations whose result, for an array parameter, is that array promoted with `x`
(`where(x >= 0, x, negative_slope * x)` keeps two integers integral): any dtype."""


def activation(name: str, params: str, kind: Kind, doc: str) -> Func:
    """The overloads of an activation whose result reads `x` through `kind`'s rows."""
    tokens = _blocks.parse_params(params)
    scaling = _SCALING.get(name, ())
    base = {p.name: p for p in tokens if isinstance(p, P)}
    rows: list[Ov] = []
    # A NumPy float64 is strong (checkers take it for a `float`): the category, before the
    # rows that let a Python number through.
    rows += [Ov(f"Array[{kind.category}]", {p: f"{STRONG_SCALAR}!"}) for p in scaling]
    weak = {p: f"float{' | None' if base[p].default == 'None' else ''}" for p in scaling}
    integral = {**weak, **_INTEGRAL_ROWS.get(name, {})}
    for operand, result in kind.rows:
        inexact = operand in ("Array[InexactT]", "float", "complex")
        rows.append(Ov(f"Array[{result}]", {"x": operand, **(weak if inexact else integral)}))
    # Any operand JAX takes: the category (any dtype where an array parameter decides it).
    category = "generic" if name in _ANY_RESULT else kind.category
    rows.append(Ov(f"Array[{category}]"))
    return Func(name, tokens, f"Array[{category}]", doc, tuple(rows))


def dtype_rows(wrap: str = "Array[{}]", omitted: str = "floating") -> tuple[Ov, ...]:
    """The `dtype=` rows: omitted gives `omitted` (the default float), a request its dtype
    (`_rules.REQUESTS`), each result written into `wrap`."""
    rows = [Ov(wrap.format(omitted), {"dtype": "None = None"})]
    rows += [Ov(wrap.format(result), types) for types, result in _rules.request_rows("dtype")]
    return tuple(rows)


_ONE_HOT = Func(
    "one_hot",
    _blocks.parse_params(
        "x: ArrayLike, num_classes: int, *, dtype: DTypeLike | None = None, "
        "axis: int | str | tuple[str, ...] = -1, out_sharding: OutSharding = None"
    ),
    "Array[generic]",
    "`x`'s integers as one-hot vectors of length `num_classes` along `axis`.\n\n"
    "The default dtype is the default float; JAX refuses a boolean `x`.",
    dtype_rows(),
)

_ATTENTION = Func(
    "dot_product_attention",
    _blocks.parse_params(
        "query: ArrayLike, key: ArrayLike, value: ArrayLike, bias: ArrayLike | None = None, "
        "mask: ArrayLike | None = None, *, scale: float | None = None, is_causal: bool = False, "
        "query_seq_lengths: ArrayLike | None = None, "
        "key_value_seq_lengths: ArrayLike | None = None, "
        "local_window_size: int | tuple[int, int] | None = None, "
        "implementation: Literal['xla', 'cudnn'] | None = None, return_residual: bool = False"
    ),
    "Array[generic]",
    "Scaled dot-product attention of `query` over `key` and `value`, `(B, T, N, H)` arrays.\n\n"
    "`query`, `key` and `value` must share a dtype, which the result keeps.",
    (Ov("Array[GenericT]", {"query": "Array[GenericT]"}), Ov("Array[generic]")),
)


def _scaled(name: str, params: str, doc: str) -> Func:
    """A block-scaled product: float32 unless `preferred_element_type` requests a dtype."""
    tokens = _blocks.parse_params(params)
    # JAX's default is NumPy's float32, so the float32 request's row also answers an
    # omitted one.
    rows = [
        Ov(
            f"Array[{result}]",
            {
                "preferred_element_type": f"{request} = np.float32"
                if result == "float32"
                else f"{request}!"
            },
        )
        for request, result in _rules.REQUESTS
    ]
    return Func(name, tokens, "Array[generic]", doc, tuple(rows))


_SCALED = (
    _scaled(
        "scaled_matmul",
        "lhs: ArrayLike, rhs: ArrayLike, lhs_scales: ArrayLike, rhs_scales: ArrayLike, "
        "preferred_element_type: DTypeLike = np.float32",
        "Batched `lhs @ rhs.mT` of block-scaled operands, in `preferred_element_type`.",
    ),
    _scaled(
        "scaled_dot_general",
        "lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, "
        "preferred_element_type: DTypeLike = np.float32, configs: list[Any] | None = None, "
        "implementation: Literal['cudnn'] | None = None",
        "`lax.dot_general` of operands quantised block by block, in `preferred_element_type`.",
    ),
    Func(
        "get_scaled_dot_general_config",
        _blocks.parse_params(
            "mode: Literal['nvfp4', 'mxfp8', 'mxfp4'], global_scale: ArrayLike | None = None"
        ),
        "Any",
        "The block-scaling configuration `scaled_dot_general` takes for `mode` (JAX's object).",
    ),
)

_FUNCS: tuple[Func, ...] = (
    *(activation(*spec) for spec in _ACTIVATIONS),
    _blocks.Func(
        "identity",
        _blocks.parse_params(X),
        "Array[generic]",
        "`x` as an array, unchanged.",
        (
            Ov("Array[GenericT]", {"x": "Array[GenericT]"}),
            Ov("Array[bool_]", {"x": "bool"}),
            Ov("Array[signedinteger]", {"x": "int"}),
            *(Ov(f"Array[{result}]", {"x": operand}) for operand, result in _SCALARS),
            Ov("Array[generic]"),
        ),
    ),
    _ONE_HOT,
    _ATTENTION,
    *_SCALED,
)
FUNCS = tuple(
    sorted((replace(f, doc=inspect.cleandoc(f.doc)) for f in _FUNCS), key=lambda f: f.name)
)
"""Every function of `jax.nn` declared here, sorted by name."""

REEXPORTED: dict[str, tuple[str, ...]] = {
    "typedjax._src.generated.numpy.ufuncs": ("tanh",),
    "typedjax._src.generated.scipy.special": ("logsumexp",),
}
"""The names of `jax.nn` that are JAX's objects of another typed module, with its declaration."""

# ---- initializers --------------------------------------------------------------------

_FAN = (
    "in_axis: int | Sequence[int] = -2, out_axis: int | Sequence[int] = -1, "
    "batch_axis: int | Sequence[int] = ()"
)
_FACTORIES: tuple[tuple[str, str, str], ...] = (
    ("constant", "value: ArrayLike", "Every element `value`."),
    ("delta_orthogonal", "scale: float = 1.0, column_axis: int = -1",
     "Delta-orthogonal kernels for convolutions: orthogonal at the centre, zero elsewhere."),
    ("glorot_normal", _FAN, "Normal, variance `2 / (fan_in + fan_out)`."),
    ("glorot_uniform", _FAN, "Uniform, variance `2 / (fan_in + fan_out)`."),
    ("he_normal", _FAN, "Truncated normal, variance `2 / fan_in`."),
    ("he_uniform", _FAN, "Uniform, variance `2 / fan_in`."),
    ("kaiming_normal", _FAN, "Another name for `he_normal`."),
    ("kaiming_uniform", _FAN, "Another name for `he_uniform`."),
    ("lecun_normal", _FAN, "Truncated normal, variance `1 / fan_in`."),
    ("lecun_uniform", _FAN, "Uniform, variance `1 / fan_in`."),
    ("normal", "stddev: float = 0.01", "Normal with mean 0 and standard deviation `stddev`."),
    ("orthogonal", "scale: float = 1.0, column_axis: int = -1",
     "A (semi-)orthogonal matrix along `column_axis`, times `scale`."),
    ("truncated_normal", ("stddev: float = 0.01, dtype: DTypeLike | None = None, "
                          "lower: float = -2.0, upper: float = 2.0"),
     "Normal truncated to `[lower, upper]` standard deviations, then scaled to `stddev`."),
    ("uniform", "scale: float = 0.01", "Uniform on `[0, scale)`."),
    ("variance_scaling",
     "scale: float, mode: Literal['fan_in', 'fan_out', 'fan_avg', 'fan_geo_avg'], "
     "distribution: Literal['truncated_normal', 'normal', 'uniform'], " + _FAN,
     "Samples whose variance is `scale` over the fan `mode` names, from `distribution`."),
    ("xavier_normal", _FAN, "Another name for `glorot_normal`."),
    ("xavier_uniform", _FAN, "Another name for `glorot_uniform`."),
)  # fmt: skip
"""`(name, parameters before dtype, doc)` of the functions that make an `Initializer`."""

_MADE = "The initializer its arrays come from"


def factory(name: str, params: str, doc: str) -> Func:
    """An initializer factory: its `dtype` (the default float when omitted) becomes the
    `Initializer`'s own dtype."""
    if "dtype:" not in params:
        params += ", dtype: DTypeLike | None = None"
    tokens = _blocks.parse_params(params)
    rows = dtype_rows("Initializer[{}]")
    return Func(name, tokens, "Initializer[generic]", f"{doc}\n\n{_MADE}.", rows)


_CALL = (
    "key: ArrayLike, shape: ShapeLike, dtype: DTypeLike | None = None, "
    "out_sharding: OutSharding = None"
)


def _filled(name: str, doc: str) -> Func:
    """`zeros` or `ones`: an initializer itself, in the default float or the requested dtype."""
    return Func(name, _blocks.parse_params(_CALL), "Array[generic]", doc, dtype_rows())


INITIALIZER_FUNCS: tuple[Func, ...] = tuple(
    sorted(
        (
            *(factory(*spec) for spec in _FACTORIES),
            _filled("ones", "An array of ones: an `Initializer` itself."),
            _filled("zeros", "An array of zeros: an `Initializer` itself."),
        ),
        key=lambda f: f.name,
    )
)

_INITIALIZER_CALL = Func(
    "__call__",
    (P("self", "Initializer[_DTypeT_co]"), *_blocks.parse_params(_CALL)),
    "Array[generic]",
    "Samples of `shape`: the initializer's dtype, or `dtype` where one is given.",
    dtype_rows(omitted="_DTypeT_co"),
)

INITIALIZER_CLASS = '''\
# A bare `Initializer` is one of any dtype, as a bare `Array` is.
_DTypeT_co = TypeVar("_DTypeT_co", bound=generic, covariant=True, default=generic)


class Initializer(Protocol[_DTypeT_co]):
    """What the factories of `typedjax.nn.initializers` return: called with a key and a shape,
    it gives an array of its dtype (`Initializer[float32]` for `normal(dtype=tnp.float32)`).

    JAX's initializers are plain functions; this protocol types them, and `zeros` and `ones`
    satisfy it too. It is typedjax's own class, generic at run time as for checkers.
    """

{call}
'''


def _initializer_class() -> str:
    body = "\n".join(_blocks.render_func(_INITIALIZER_CALL)).replace(
        "self: Initializer[_DTypeT_co]", "self"
    )
    return INITIALIZER_CLASS.format(call=body)


PRAGMAS = _blocks.ladder_pragmas("bool subclasses int, NumPy's float64 subclasses float")

_DOC = '''"""The declarations of `typedjax.nn`'s {what}; the objects are JAX's own.

`tools/gen/nn.py` writes this file from its tables; change a table and run it.
"""
'''


def _functions_module() -> str:
    body = _blocks.declarations(FUNCS)
    runtime = _blocks.runtime_imports({"jax.nn": [f.name for f in FUNCS]})
    return _blocks.declaration_module(
        _DOC.format(what="functions"), PRAGMAS, body, runtime,
        helpers={"typedjax._src.numpy.dtype_codes": ("OutSharding",)},
    )  # fmt: skip


_SKIPPED_BY_PYTYPE = """\
# pytype matches any dtype class to the first `dtype=` row (float32), so that
# `Initializer[float16] = lecun_normal(dtype=tnp.float16)` would be a false positive in
# users' code; skipped, the module is Any to pytype, as `typedjax.Array` is.
# pytype: skip-file
"""


def _initializers_module() -> str:
    """The `Initializer` protocol (typedjax's class, at run time too), then the declarations
    of JAX's initializers under `TYPE_CHECKING` and JAX's own objects otherwise."""
    body = _blocks.declarations(INITIALIZER_FUNCS)
    names = [f.name for f in INITIALIZER_FUNCS]
    runtime = _blocks.runtime_imports({"jax.nn.initializers": names})
    listed = ", ".join(f'"{n}"' for n in sorted(["Initializer", *names]))
    protocol = _initializer_class()
    # What the protocol's and the declarations' annotations read, for checkers only; the
    # protocol itself needs `Protocol`, `TypeVar` and `generic` at run time.
    imports = _blocks.imports(
        textwrap.indent(protocol, _blocks.INDENT) + body,
        {"typing": ("Protocol",), "typedjax._src.numpy.dtype_codes": ("OutSharding",)},
    )
    imports = _without(imports, ("Protocol", "TypeVar", "generic", "overload"))
    return (
        f"{_DOC.format(what='initializers')}\n{_SKIPPED_BY_PYTYPE}\n{PRAGMAS}\n"
        "from __future__ import annotations\n\n"
        "from typing import TYPE_CHECKING, Protocol, overload\n\n"
        "from typing_extensions import TypeVar\n\n"
        "from typedjax._src.typing.dtype_root import generic\n\n"
        f"__all__: list[str] = [{listed}]\n\n"
        f"if TYPE_CHECKING:\n{imports}\n\n"
        f"{protocol}\n\n"
        f"if TYPE_CHECKING:\n{body}{runtime}"
    )


def _without(imports: str, names: Sequence[str]) -> str:
    """The import lines `imports` (`from m import a, b`, one per module) less `names`."""
    lines: list[str] = []
    for line in imports.splitlines():
        head, sep, listed = line.partition(" import ")
        kept = [n for n in listed.split(", ") if n not in names]
        if not sep or kept:
            lines.append(f"{head}{sep}{', '.join(kept)}" if sep else line)
    return "\n".join(lines)


PUBLIC_DOC = '''"""Typed `jax.nn`: JAX's own activations, `one_hot`, attention and initializers.

`tnn.relu is jax.nn.relu`, and likewise for every name here: the declarations under
`TYPE_CHECKING` only tell checkers what JAX computes.

* `relu` and `hard_tanh` keep every numeric dtype (booleans give the default integer).
* `elu`, `celu`, `selu`, `leaky_relu`, `relu6`, `hard_sigmoid`, `hard_silu`,
  `sparse_plus` and `sparse_sigmoid` keep an inexact dtype; integers and booleans give
  the default float.
* `gelu`, `softmax`, `log_softmax`, `log_sigmoid`, `logsumexp`, `mish`, `softplus` and
  the others keep an inexact dtype and make integers inexact as `tnp.sin` does.
* `sigmoid`, `silu`, `swish` and `glu` take floats and complex numbers only.
* `one_hot` is the default float unless `dtype=` asks for another;
  `dot_product_attention` keeps the query's dtype, which key and value share.
* `initializers`: each factory gives an `Initializer[dtype]` (the default float unless
  `dtype=`), whose arrays have that dtype.
"""
'''

INITIALIZERS_DOC = '''"""Typed `jax.nn.initializers`: JAX's own factories, each typed to return an `Initializer`.

`tnn.initializers.normal is jax.nn.initializers.normal`; `normal(dtype=tnp.float16)` is an
`Initializer[float16]` whose arrays are `Array[float16]` (the default float when no dtype
is given, and the call's own `dtype=` where one is). `Initializer` is typedjax's protocol
for them.
"""
'''


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated modules and the public modules, or `--check` that all are current."""
    targets = [
        _blocks.file_target(FUNCTIONS, _functions_module, SCRIPT),
        _blocks.file_target(INITIALIZERS, _initializers_module, SCRIPT),
        _blocks.public_target(
            FUNCTIONS, SCRIPT, PUBLIC_DOC, public=PUBLIC / "__init__.py",
            also=lambda: {**REEXPORTED, "typedjax.nn": ("initializers",)},
        ),
        _blocks.public_target(
            INITIALIZERS, SCRIPT, INITIALIZERS_DOC, public=PUBLIC / "initializers.py"
        ),
    ]  # fmt: skip
    return _blocks.main_blocks(targets, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
