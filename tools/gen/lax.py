"""Writes `typedjax.lax`: `jax.lax`'s functions, those whose dtype rule is known typed precisely.

This writes the declarations, `typedjax/_src/generated/lax/functions.py`, whole, and the
public module `typedjax/lax.py`, which re-exports them beside typedjax's control flow
(`cond`, `fori_loop`, `scan`, `switch`, `while_loop`, generic over the carry) and every
other public name of `jax.lax` as JAX declares it. Run `python tools/gen/lax.py` after
changing a rule; `--check` fails when a file is out of date (the test suite runs that).

`jax.lax` does not promote: the operands of a binary operation must share a dtype
(Python numbers are weak and take the array's), so nearly every function keeps its
operand's dtype, and one bound TypeVar over all operands says so (two arrays of
different dtypes are an error JAX raises). What differs is read from JAX 0.12 by
`jax.eval_shape` over every dtype, x64 off and on, and checked by the agreement cases
(tests/agreement/lax_cases.py):

* comparisons and `is_finite` give booleans;
* `abs`, `real` and `imag` of a complex array give its real dtype, `conj` of a real
  float its complex dtype, and `complex` of two floats the complex dtype of their width;
* `convert_element_type`, `argmax`/`argmin`'s `index_dtype`, and the products'
  `preferred_element_type` (or `mul`'s `out_dtype`) decide the dtype they request;
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _rules  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import Func, Ov  # pytype: disable=import-error

SCRIPT = "lax.py"
GENERATED = _blocks.GENERATED / "lax"
FUNCTIONS = GENERATED / "functions.py"
PUBLIC = _blocks.ROOT / "typedjax" / "lax.py"

Row = tuple[dict[str, str], str]
"""`({parameter: annotation}, result dtype)`."""

# `builtins.complex`: the module declares `jax.lax.complex`, which would shadow it.
COMPLEX_NUMBER = "builtins.complex"

_WEAK: tuple[tuple[str, str], ...] = (
    ("bool", "bool_"),
    ("int", "signedinteger"),
    ("float", "floating"),
    (COMPLEX_NUMBER, "complexfloating"),
)
"""A Python number alone: JAX's default dtype of its kind."""


@dataclass(frozen=True)
class Rule:
    """The rows of one dtype rule over the parameters `operands`, then `fallback`."""

    rows: tuple[Row, ...]
    fallback: str


def keep(*operands: str, scalars: bool = True) -> Rule:
    """Every array operand of one dtype, which the result keeps; a Python number beside one
    takes its dtype. Alone, Python numbers give their kind's default dtype."""
    rows: list[Row] = []
    for anchor in operands:
        others = {o: f"Array[GenericT] | {COMPLEX_NUMBER}" for o in operands if o != anchor}
        rows.append(({anchor: "Array[GenericT]", **others}, "GenericT"))
    if scalars:
        rows += [(dict.fromkeys(operands, ann), result) for ann, result in _WEAK]
    return Rule(tuple(rows), "generic")


def rows_of(table: Sequence[tuple[str, str]], operand: str) -> tuple[Row, ...]:
    """One row per `(annotation, result)` of `table` for the parameter `operand`."""
    return tuple(({operand: ann}, result) for ann, result in table)


def requested(param: str, omitted: Row | None = None) -> Rule:
    """`param` decides the dtype (`_rules.REQUESTS`, the parameter required); `omitted` is
    the row of a call that leaves it out."""
    rows = [] if omitted is None else [omitted]
    # The last request, any `DTypeLike`, is the fallback row `_func` adds.
    rows += _rules.request_rows(param)[:-1]
    return Rule(tuple(rows), "generic")


_REAL_OF_COMPLEX = (("Array[complex64]", "float32"), ("Array[complex128]", "float64"))

ABS = Rule(
    (
        *rows_of(_REAL_OF_COMPLEX, "x"),
        ({"x": "Array[complexfloating]"}, "floating"),
        ({"x": "Array[GenericT]"}, "GenericT"),
        ({"x": "int"}, "signedinteger"),
        ({"x": COMPLEX_NUMBER}, "floating"),
    ),
    "generic",
)
REAL_PART = Rule(rows_of(_REAL_OF_COMPLEX, "x"), "floating")
CONJ = Rule(
    rows_of(
        (("Array[ComplexT]", "ComplexT"), ("Array[float32]", "complex64"),
         ("Array[float64]", "complex128")),
        "x",
    ),
    "complexfloating",
)  # fmt: skip
COMPLEX = Rule(
    (
        ({"x": "Array[float32]", "y": "Array[float32]"}, "complex64"),
        ({"x": "Array[float64]", "y": "Array[float64]"}, "complex128"),
    ),
    "complexfloating",
)
BOOLEAN = Rule((), "bool_")


@dataclass(frozen=True)
class Spec:
    name: str
    params: str
    rule: Rule
    doc: str


X = "x: ArrayLike"
XA = "x: ArrayLike, *, accuracy: Tolerance | AccuracyMode | None = None"
"""The transcendental functions' `accuracy=` (`lax.Tolerance` or `lax.AccuracyMode`)."""
XY = "x: ArrayLike, y: ArrayLike"

_UNARY: tuple[tuple[str, str, str], ...] = (
    ("acos", X, "Arccosine."), ("acosh", X, "Inverse hyperbolic cosine."),
    ("asin", X, "Arcsine."), ("asinh", X, "Inverse hyperbolic sine."),
    ("atan", X, "Arctangent."), ("atanh", X, "Inverse hyperbolic tangent."),
    ("bessel_i0e", X, "Exponentially scaled modified Bessel function of order 0."),
    ("bessel_i1e", X, "Exponentially scaled modified Bessel function of order 1."),
    ("bitwise_not", X, "Bitwise NOT of an integer or boolean array."),
    ("cbrt", XA, "Cube root."), ("ceil", X, "Rounds up."),
    ("clz", X, "Count of leading zero bits."), ("cos", XA, "Cosine."),
    ("cosh", X, "Hyperbolic cosine."), ("digamma", X, "Digamma function."),
    ("erf", X, "Error function."), ("erf_inv", X, "Inverse error function."),
    ("erfc", XA, "Complementary error function."), ("exp", XA, "Exponential."),
    ("exp2", XA, "Base-2 exponential."), ("expm1", XA, "`exp(x) - 1`, accurate near 0."),
    ("floor", X, "Rounds down."), ("lgamma", X, "Log of the absolute value of the gamma function."),
    ("log", XA, "Natural logarithm."), ("log1p", XA, "`log(1 + x)`, accurate near 0."),
    ("logistic", XA, "Logistic sigmoid."), ("neg", X, "Negation."),
    ("population_count", X, "Count of set bits."), ("reciprocal", X, "`1 / x`."),
    ("round", "x: ArrayLike, rounding_method: Any = RoundingMethod.AWAY_FROM_ZERO",
     "Rounds to the nearest integer, ties as `rounding_method` says."),
    ("rsqrt", XA, "Reciprocal square root."), ("sign", X, "Sign: -1, 0 or 1."),
    ("sin", XA, "Sine."), ("sinh", X, "Hyperbolic sine."), ("sqrt", XA, "Square root."),
    ("square", X, "`x * x`."), ("tan", XA, "Tangent."), ("tanh", XA, "Hyperbolic tangent."),
)  # fmt: skip
"""`(name, parameters, doc)` of the element-wise functions that keep `x`'s dtype."""

_BINARY: tuple[tuple[str, str, str], ...] = (
    ("add", XY, "`x + y`."), ("sub", XY, "`x - y`."), ("div", XY, "`x / y` (integers truncate)."),
    ("rem", XY, "Remainder of `x / y`, with the sign of `x`."), ("pow", XY, "`x ** y`."),
    ("max", XY, "Element-wise maximum."), ("min", XY, "Element-wise minimum."),
    ("atan2", XY, "Arctangent of `x / y` in the right quadrant."),
    ("nextafter", "x1: ArrayLike, x2: ArrayLike", "The next float after `x1` towards `x2`."),
    ("bitwise_and", XY, "Bitwise AND."), ("bitwise_or", XY, "Bitwise OR."),
    ("bitwise_xor", XY, "Bitwise XOR."), ("shift_left", XY, "`x << y`."),
    ("shift_right_arithmetic", XY, "`x >> y`, keeping the sign bit."),
    ("shift_right_logical", XY, "`x >> y`, filling with zeros."),
    ("igamma", "a: ArrayLike, x: ArrayLike", "Regularised lower incomplete gamma function."),
    ("igammac", "a: ArrayLike, x: ArrayLike", "Regularised upper incomplete gamma function."),
    ("polygamma", "m: ArrayLike, x: ArrayLike", "Polygamma function of order `m`."),
    ("zeta", "x: ArrayLike, q: ArrayLike", "Hurwitz zeta function."),
)  # fmt: skip
"""`(name, parameters, doc)` of the element-wise functions of two operands of one dtype."""

_COMPARISONS = {
    "eq": "`x == y`", "ne": "`x != y`", "lt": "`x < y`", "le": "`x <= y`",
    "gt": "`x > y`", "ge": "`x >= y`",
}  # fmt: skip

AXES = "operand: ArrayLike, axes: Sequence[int]"
SHARDED = ", *, out_sharding: NamedSharding | PartitionSpec | None = None"
CUMULATIVE = "operand: ArrayLike, axis: int = 0, reverse: bool = False"
_REDUCTIONS: tuple[tuple[str, str, str], ...] = (
    ("reduce_sum", AXES + SHARDED, "Sum over `axes`."),
    ("reduce_prod", AXES, "Product over `axes`."),
    ("reduce_max", AXES + SHARDED, "Maximum over `axes`."),
    ("reduce_min", AXES + SHARDED, "Minimum over `axes`."),
    ("reduce_and", AXES, "Bitwise AND over `axes`."),
    ("reduce_or", AXES, "Bitwise OR over `axes`."),
    ("reduce_xor", AXES, "Bitwise XOR over `axes`."),
    ("cumsum", CUMULATIVE, "Running sum along `axis`."),
    ("cumprod", CUMULATIVE, "Running product along `axis`."),
    ("cummax", CUMULATIVE, "Running maximum along `axis`."),
    ("cummin", CUMULATIVE, "Running minimum along `axis`."),
    ("cumlogsumexp", CUMULATIVE, "Running `logsumexp` along `axis`."),
)
"""`(name, parameters, doc)` of the reductions, which keep `operand`'s dtype."""

NEG = ", *, allow_negative_indices: bool = True"
NEGS = ", *, allow_negative_indices: bool | Sequence[bool] = True"
_SHAPES: tuple[tuple[str, str, str, str], ...] = (
    ("broadcast", "operand", "operand: ArrayLike, sizes: Sequence[int]" + SHARDED,
     "`operand` with leading dimensions `sizes` added."),
    ("broadcast_in_dim", "operand",
     "operand: ArrayLike, shape: Sequence[int], broadcast_dimensions: Sequence[int]" + SHARDED,
     "`operand` broadcast to `shape`, its dimensions placed at `broadcast_dimensions`."),
    ("reshape", "operand",
     ("operand: ArrayLike, new_sizes: Sequence[int], dimensions: Sequence[int] | None = None, "
     "*, out_sharding: NamedSharding | PartitionSpec | None = None"),
     "`operand` with the shape `new_sizes`."),
    ("rev", "operand", "operand: ArrayLike, dimensions: Sequence[int]",
     "`operand` reversed along `dimensions`."),
    ("slice", "operand",
     ("operand: ArrayLike, start_indices: Sequence[int], limit_indices: Sequence[int], "
     "strides: Sequence[int] | None = None"), "A static slice of `operand`."),
    ("dynamic_slice", "operand",
     "operand: ArrayLike, start_indices: ArrayLike | Sequence[ArrayLike], "
     "slice_sizes: Sequence[int]" + NEGS, "A slice of `operand` whose start is traced."),
    ("dynamic_update_slice", "operand",
     "operand: ArrayLike, update: ArrayLike, start_indices: ArrayLike | Sequence[ArrayLike]"
     + NEGS, "`operand` with `update` written at a traced start."),
    ("pad", "operand",
     ("operand: ArrayLike, padding_value: ArrayLike, "
     "padding_config: Sequence[tuple[int, int, int]]"),
     "`operand` padded (low, high, interior) per dimension with `padding_value`."),
    ("squeeze", "array", "array: ArrayLike, dimensions: Sequence[int]",
     "`array` without the unit dimensions `dimensions`."),
    ("expand_dims", "array", "array: ArrayLike, dimensions: Sequence[int]",
     "`array` with unit dimensions inserted at `dimensions`."),
    ("transpose", "operand", "operand: ArrayLike, permutation: Sequence[int]",
     "`operand`'s dimensions permuted."),
    ("index_in_dim", "operand",
     "operand: ArrayLike, index: int, axis: int = 0, keepdims: bool = True",
     "The slice at `index` along `axis`."),
    ("slice_in_dim", "operand",
     ("operand: ArrayLike, start_index: int | None, limit_index: int | None, stride: int = 1, "
     "axis: int = 0"), "A static slice along one axis."),
    ("dynamic_slice_in_dim", "operand",
     "operand: ArrayLike, start_index: ArrayLike, slice_size: int, axis: int = 0" + NEG,
     "A slice along one axis whose start is traced."),
    ("dynamic_index_in_dim", "operand",
     "operand: ArrayLike, index: ArrayLike, axis: int = 0, keepdims: bool = True" + NEG,
     "The slice at a traced `index` along `axis`."),
    ("dynamic_update_slice_in_dim", "operand",
     "operand: ArrayLike, update: ArrayLike, start_index: ArrayLike, axis: int" + NEG,
     "`operand` with `update` written along one axis at a traced start."),
    ("dynamic_update_index_in_dim", "operand",
     "operand: ArrayLike, update: ArrayLike, index: ArrayLike, axis: int" + NEG,
     "`operand` with `update` written at a traced `index` along one axis."),
    ("integer_pow", "x", "x: ArrayLike, y: int", "`x ** y` for a static integer `y`."),
    ("reduce_precision", "operand",
     "operand: ArrayLike, exponent_bits: int, mantissa_bits: int",
     "`operand` rounded to a float format of the given bits, in its own dtype."),
    ("clamp", "x", "min: ArrayLike, x: ArrayLike, max: ArrayLike",
     "`x` clipped to `[min, max]`."),
)  # fmt: skip
"""`(name, operand, parameters, doc)` of the functions that keep `operand`'s dtype."""

_COLLECTIVES: tuple[tuple[str, str, str], ...] = (
    ("psum", "x: Any, axis_name: Any, *, axis_index_groups: Sequence[Sequence[int]] | None = None",
     "Sum over the devices of the mapped axis `axis_name`."),
    ("pmax", "x: Any, axis_name: Any, *, axis_index_groups: Sequence[Sequence[int]] | None = None",
     "Maximum over the devices of `axis_name`."),
    ("pmin", "x: Any, axis_name: Any, *, axis_index_groups: Sequence[Sequence[int]] | None = None",
     "Minimum over the devices of `axis_name`."),
    ("all_gather",
     ("x: Any, axis_name: Any, *, axis_index_groups: Sequence[Sequence[int]] | None = None, axis: int = 0, "
     "tiled: bool = False, to: str = 'varying'"),
     "Every device's `x`, gathered along `axis`."),
    ("psum_scatter",
     ("x: Any, axis_name: Any, *, scatter_dimension: int = 0, axis_index_groups: Sequence[Sequence[int]] | None = None, "
     "tiled: bool = False"), "`psum`, each device keeping its block of the result."),
    ("pcast", "x: Any, axis_name: Any, *, to: str",
     "`x` cast along `axis_name`: `to='varying'` makes an invariant value device-varying."),
    ("pbroadcast", "x: Any, axis_name: Any, source: int",
     "The `x` of device `source` of `axis_name`, on every device of it."),
    ("pshuffle", "x: Any, axis_name: Any, perm: Sequence[int]",
     "Each device's `x` from the device `perm` names for it."),
    ("pswapaxes",
     "x: Any, axis_name: Any, axis: int, *, axis_index_groups: Sequence[Sequence[int]] | None = None",
     "`x`'s `axis` swapped with the mapped axis `axis_name`."),
    ("ppermute", "x: Any, axis_name: Any, perm: Sequence[tuple[int, int]]",
     "`x` sent from each device to the one `perm` pairs it with."),
    ("all_to_all",
     ("x: Any, axis_name: Any, split_axis: int, concat_axis: int, *, "
     "axis_index_groups: Sequence[Sequence[int]] | None = None, tiled: bool = False"),
     "`x` split along `split_axis`, exchanged, and concatenated along `concat_axis`."),
)  # fmt: skip
"""`(name, parameters, doc)` of the collectives: an array keeps its dtype, a pytree its type."""

_PLACEMENT: tuple[tuple[str, str, str, str], ...] = (
    ("with_sharding_constraint", "x", "x: Any, shardings: object",
     "`x` (an array or a pytree), constrained to `shardings` inside `jit`."),
    ("optimization_barrier", "operand", "operand: Any, /",
     "`operand` (an array or a pytree), kept from being moved across by XLA's optimizations."),
)  # fmt: skip
"""`(name, operand, parameters, doc)` of the functions that return their operand as it is
placed or scheduled: an array keeps its dtype, a pytree its type."""


def _func(name: str, params: str, rule: Rule, doc: str) -> Func:
    tokens = _blocks.parse_params(params)
    rows = [Ov(f"Array[{result}]", types) for types, result in rule.rows]
    if rows:
        rows.append(Ov(f"Array[{rule.fallback}]"))
    return Func(name, tokens, f"Array[{rule.fallback}]", doc, tuple(rows))


def _funcs() -> list[Func]:
    out = [_func(name, params, keep("x"), doc) for name, params, doc in _UNARY]
    out += [
        _func(name, params, keep(*(p.split(":")[0] for p in params.split(", "))), doc)
        for name, params, doc in _BINARY
    ]
    out += [_func(name, XY, BOOLEAN, f"{doc}, as booleans.") for name, doc in _COMPARISONS.items()]
    out += [
        _func("is_finite", X, BOOLEAN, "Whether each element is finite (not inf or nan)."),
        _func("abs", X, ABS, "Absolute value; complex arrays give their real dtype."),
        _func("real", X, REAL_PART, "Real part of a complex array, in its real dtype."),
        _func("imag", X, REAL_PART, "Imaginary part of a complex array, in its real dtype."),
        _func("conj", X, CONJ, "Complex conjugate; a real float gives its complex dtype."),
        _func("complex", XY, COMPLEX, "`x + 1j * y` of two floats of one width."),
        _func(
            "mul",
            "x: ArrayLike, y: ArrayLike, *, out_dtype: DTypeLike | None = None",
            Rule(
                (
                    *(
                        (types | {"out_dtype": "None = None"}, r)
                        for types, r in keep("x", "y").rows
                    ),
                    *requested("out_dtype").rows,
                ),
                "generic",
            ),
            "`x * y`, in `out_dtype` where one is given.",
        ),
        _func(
            "convert_element_type",
            "operand: ArrayLike, new_dtype: DTypeLike",
            requested("new_dtype"),
            "`operand` converted to `new_dtype`.",
        ),
        _func(
            "broadcasted_iota",
            f"dtype: DTypeLike, shape: Sequence[int], dimension: int{SHARDED}",
            requested("dtype"),
            "The indices along `dimension`, broadcast to `shape`, in `dtype`.",
        ),
        _func(
            "empty",
            f"shape: Sequence[int], dtype: DTypeLike{SHARDED}",
            requested("dtype"),
            "An array of `shape` whose values are not set, in `dtype`.",
        ),
        _func(
            "select",
            "pred: ArrayLike, on_true: ArrayLike, on_false: ArrayLike",
            Rule(
                (({"on_true": "Array[GenericT]", "on_false": "Array[GenericT]"}, "GenericT"),),
                "generic",
            ),
            "`on_true` where `pred` holds, else `on_false` (one dtype).",
        ),
        _func(
            "concatenate",
            "operands: Sequence[ArrayLike], dimension: int",
            Rule((({"operands": "Sequence[Array[GenericT]]"}, "GenericT"),), "generic"),
            "`operands`, all of one dtype, joined along `dimension`.",
        ),
    ]
    for name in ("argmax", "argmin"):
        out.append(
            _func(
                name,
                "operand: ArrayLike, axis: int, index_dtype: DTypeLike",
                requested("index_dtype"),
                f"Index of the {name[3:]}imum along `axis`, in `index_dtype`.",
            )
        )
    out += [
        _func(name, params, keep("operand", scalars=False), doc)
        for name, params, doc in _REDUCTIONS
    ]
    out += [
        _func(name, params, keep(operand, scalars=False), doc)
        for name, operand, params, doc in _SHAPES
    ]
    for name in ("dot", "dot_general"):
        params = (
            "lhs: ArrayLike, rhs: ArrayLike, *, dimension_numbers: DotDimensionNumbers | None = None, "
            "precision: PrecisionLike = None, preferred_element_type: DTypeLike | None = None, "
            "out_sharding: NamedSharding | PartitionSpec | None = None"
            if name == "dot"
            else "lhs: ArrayLike, rhs: ArrayLike, dimension_numbers: Any, "
            "precision: PrecisionLike = None, preferred_element_type: DTypeLike | None = None, "
            "*, out_sharding: NamedSharding | PartitionSpec | None = None"
        )
        both = {"lhs": "Array[GenericT]", "rhs": "Array[GenericT]"}
        rule = requested(
            "preferred_element_type", (both | {"preferred_element_type": "None = None"}, "GenericT")
        )
        out.append(
            _func(
                name,
                params,
                rule,
                "Products of `lhs` and `rhs`, in their dtype or the one requested.",
            )
        )
    out.append(
        Func(
            "sort",
            _blocks.parse_params(
                "operand: ArrayLike | Sequence[ArrayLike], dimension: int = -1, "
                "is_stable: bool = True, num_keys: int = 1"
            ),
            "Array[generic] | tuple[Array[generic], ...]",
            "`operand` sorted along `dimension`; several operands sort by the first `num_keys`.",
            (
                Ov("Array[GenericT]", {"operand": "Array[GenericT]"}),
                Ov("tuple[Array[generic], ...]", {"operand": "Sequence[ArrayLike]"}),
            ),
        )
    )
    kept = [(name, "x", params, doc) for name, params, doc in _COLLECTIVES]
    for name, operand, params, doc in (*kept, *_PLACEMENT):
        out.append(
            Func(
                name,
                _blocks.parse_params(params),
                "Any",
                doc,
                (
                    Ov("Array[GenericT]", {operand: "Array[GenericT]"}),
                    Ov("_TreeT", {operand: "_TreeT"}),
                ),
            )
        )
    out += [
        Func(
            "map",
            _blocks.parse_params(
                "f: Callable[[_SliceT], _MappedT], xs: _SliceT, *, batch_size: int | None = None"
            ),
            "_MappedT",
            "`f` of each slice of `xs` along its leading axis, the results stacked.",
            (),
        ),
        Func(
            "associative_scan",
            _blocks.parse_params(
                "fn: Callable[[_TreeT, _TreeT], _TreeT], elems: _TreeT, reverse: bool = False, "
                "axis: int = 0"
            ),
            "_TreeT",
            "The prefix combinations of `elems` along `axis` by the associative `fn`.",
            (),
        ),
    ]
    out += _unannotated()
    return sorted(out, key=lambda f: f.name)


SHAPE_PARAMS = "lhs_shape: Sequence[int], rhs_shape: Sequence[int]"
CONV_DIMS = "dimension_numbers: tuple[str, str, str]"  # the layouts: a ConvDimensionNumbers fails
PADDING = "str | Sequence[tuple[int, int]]"
_SHAPE_TUPLES: tuple[tuple[str, str, str], ...] = (
    ("conv_general_shape_tuple",
     f"{SHAPE_PARAMS}, window_strides: Sequence[int], padding: {PADDING}, {CONV_DIMS}",
     "The output shape of `conv_general_dilated` over these shapes."),
    ("conv_shape_tuple",
     f"{SHAPE_PARAMS}, strides: Sequence[int], pads: {PADDING}, batch_group_count: int = 1",
     "The output shape of a convolution of shapes in NCHW/OIHW order."),
    ("conv_transpose_shape_tuple",
     f"{SHAPE_PARAMS}, window_strides: Sequence[int], padding: {PADDING}, {CONV_DIMS}",
     "The output shape of `conv_transpose` over these shapes."),
    ("reduce_window_shape_tuple",
     ("operand_shape: Sequence[int], window_dimensions: Sequence[int], "
      "window_strides: Sequence[int], padding: Sequence[tuple[int, int]], "
      "base_dilation: Sequence[int] | None = None, window_dilation: Sequence[int] | None = None"),
     "The output shape of `reduce_window` over an operand of `operand_shape`."),
)  # fmt: skip
"""`(name, parameters, doc)` of the functions that compute a shape: the convolutions' entries
are NumPy integers (some or all), `reduce_window_shape_tuple`'s Python ones."""

NUMPY_SHAPE = "tuple[int | np.integer[Any], ...]"

_SOLVE = "Callable[[Callable[[_TreeT], Any], _TreeT], object]"
"""A solver handed the function and the guess (or right-hand side); JAX checks what it
returns against the guess's structure when it traces it."""
_SOLVE_AUX = "Callable[[Callable[[_TreeT], Any], _TreeT], tuple[object, _AuxT]]"

_UNSIGNED_REQUEST = re.compile(r"To(UInt\d+|UnsignedInteger)!$")
"""The requests `rng_bit_generator` takes: JAX refuses other dtypes."""

_NEWER: dict[str, str] = {
    "log2": "0.12.0", "one_minus_square": "0.12.0", "polynomial": "0.12.0",
    "psum_scatter_start": "0.12.0",
}  # fmt: skip
"""The names of JAX 0.12's `jax.lax` that JAX 0.10.2 lacks, and the release that added each
(typedjax/_src/newer.py binds them on an older JAX)."""


def _with_aux(name: str, params: str, doc: str) -> Func:
    """A solver of `solve`'s result (like the guess, or `b`); with `has_aux=True` `solve`
    returns `(solution, aux)`, and so does the function."""
    return Func(
        name,
        _blocks.parse_params(params),
        "Any",
        doc,
        (
            Ov("_TreeT", {"has_aux": "Literal[False] = False"}),
            Ov("tuple[_TreeT, _AuxT]", {"solve": _SOLVE_AUX, "has_aux": "Literal[True]!"}),
            Ov("_TreeT | tuple[_TreeT, Any]", {"has_aux": "bool"}),
        ),
    )  # fmt: skip


def _unannotated() -> list[Func]:
    """The names JAX leaves unannotated (and the four newer ones), declared."""
    groups = "axis_index_groups: Sequence[Sequence[int]] | None = None"
    out = [
        _func(name, params, keep("x"), doc)
        for name, params, doc in (
            ("log2", XA, "Base-2 logarithm."),
            ("one_minus_square", X, "`1 - x * x`."),
            ("polynomial",
             "x: ArrayLike, coeffs: Sequence[ArrayLike], *, unroll: int | None = None",
             "The polynomial with `coeffs` (highest degree first) at `x`, by Horner's rule."),
        )
    ]  # fmt: skip
    out += [
        _func(
            "random_gamma_grad",
            "a: ArrayLike, x: ArrayLike",
            keep("a", "x"),
            "The derivative of a gamma sample of shape `a` with respect to `a`.",
        ),
        _func(
            "rng_uniform",
            "a: ArrayLike, b: ArrayLike, shape: Sequence[int]",
            keep("a", "b"),
            "XLA's uniform samples in `[a, b)` of `shape` (not reproducible across backends).",
        ),
        _func(
            "gather",
            "operand: ArrayLike, start_indices: ArrayLike, "
            "dimension_numbers: GatherDimensionNumbers, slice_sizes: Sequence[int], *, "
            "unique_indices: bool = False, indices_are_sorted: bool = False, "
            "mode: str | GatherScatterMode | None = None, fill_value: ArrayLike | None = None",
            keep("operand", scalars=False),
            "The slices of `operand` that `start_indices` and `dimension_numbers` select.",
        ),
        _func(
            "ragged_all_to_all",
            "operand: ArrayLike, output: ArrayLike, input_offsets: ArrayLike, "
            "send_sizes: ArrayLike, output_offsets: ArrayLike, recv_sizes: ArrayLike, *, "
            f"axis_name: Any, {groups}",
            keep("operand", "output", scalars=False),
            "Ragged rows of `operand` exchanged over `axis_name`, written into `output`.",
        ),
        Func(
            "pmean",
            _blocks.parse_params(f"x: Any, axis_name: Any, *, {groups}"),
            "Any",
            "Mean over the devices of `axis_name`: an integer or boolean array gives the\n"
            "default float; a pytree with such leaves is `Any` (its type changes leaf by leaf).",
            (
                Ov("Array[InexactT]", {"x": "Array[InexactT]"}),
                Ov("Array[floating]", {"x": "Array[integer | bool_]"}),
                Ov("jax.Array", {"x": "jax.Array"}),
                Ov("Any"),
            ),
        ),
        Func(
            "reduce_window",
            _blocks.parse_params(
                "operand: Any, init_value: Any, computation: Callable[..., Any], "
                "window_dimensions: Sequence[int], window_strides: Sequence[int] | None = None, "
                f"padding: {PADDING} = 'VALID', base_dilation: Sequence[int] | None = None, "
                "window_dilation: Sequence[int] | None = None"
            ),
            "Any",
            "`computation` over each window of `operand` (an array, or a pytree of them, whose\n"
            "result is `Any`), starting from `init_value`.",
            (Ov("Array[GenericT]", {"operand": "Array[GenericT]"}), Ov("Any")),
        ),
        Func(
            "rng_bit_generator",
            _blocks.parse_params(
                "key: ArrayLike, shape: Sequence[int], dtype: DTypeLike = ..., "
                "algorithm: RandomAlgorithm = ..., *, "
                "out_sharding: NamedSharding | PartitionSpec | None = None"
            ),
            "tuple[Array[generic], Array[generic]]",
            "The next `key` and random bits of `shape` in `dtype` (an unsigned integer type,\n"
            "uint32 when omitted).",
            (
                Ov(
                    "tuple[Array[GenericT], Array[uint32]]",
                    {"key": "Array[GenericT]", "dtype": "ToUInt32 = ..."},
                ),
                *(
                    Ov(f"tuple[Array[GenericT], Array[{result}]]", {"key": "Array[GenericT]", **t})
                    for t, result in _rules.request_rows("dtype")
                    if _UNSIGNED_REQUEST.match(t["dtype"]) and t["dtype"] != "ToUInt32!"
                ),
                Ov("tuple[Array[generic], Array[generic]]"),
            ),
        ),
        Func(
            "dtype",
            _blocks.parse_params("x: object"),
            "DType",
            "The dtype JAX gives `x` (an array, a Python or NumPy scalar, or a dtype).",
        ),
        Func(
            "broadcast_shapes",
            _blocks.parse_params("*shapes: Sequence[int]"),
            "tuple[int, ...]",
            "The shape NumPy broadcasting gives `shapes`.",
        ),
        Func(
            "conv_dimension_numbers",
            _blocks.parse_params(
                f"{SHAPE_PARAMS}, dimension_numbers: ConvGeneralDilatedDimensionNumbers | None"
            ),
            "ConvDimensionNumbers",
            "`dimension_numbers` in the form JAX's convolutions use, for these shapes.",
        ),
        Func(
            "conv_general_permutations",
            _blocks.parse_params("dimension_numbers: tuple[str, str, str]"),
            "tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]",
            "The permutations from the lhs, rhs and output layouts to NCHW/OIHW/NCHW.",
        ),
        Func(
            "create_token",
            _blocks.parse_params("_: object | None = None"),
            "object",
            "A new XLA token, to order side effects (the argument is ignored).",
        ),
        Func(
            "after_all",
            _blocks.parse_params("*operands: object"),
            "object",
            "One XLA token that follows all the tokens `operands`.",
        ),
        Func(
            "dce_sink",
            _blocks.parse_params("val: Any, *, prevent_mlir_dce: bool = False"),
            "None",
            "Keeps `val` (an array or a pytree) from being removed as dead code.",
        ),
        Func(
            "composite",
            _blocks.parse_params("decomposition: Callable[_P, _R], name: str, version: int = 0"),
            "Callable[_P, _R]",
            "`decomposition` marked as the composite operation `name` (version `version`),\n"
            "which a compiler may replace by its own implementation.",
        ),
        Func(
            "psum_scatter_start",
            _blocks.parse_params(
                "x: Any, axis_name: Any, *, scatter_dimension: int = 0, "
                f"{groups}, tiled: bool = False"
            ),
            "Any",
            "An asynchronous `psum_scatter` (tiled only): its result is a future JAX gives no\n"
            "type for.",
        ),
        _with_aux(
            "custom_root",
            f"f: Callable[[_TreeT], Any], initial_guess: _TreeT, solve: {_SOLVE}, "
            f"tangent_solve: Callable[[Callable[[Any], Any], Any], object], has_aux: bool = False",
            "A root of `f` found by `solve` from `initial_guess`, differentiated implicitly.",
        ),
        _with_aux(
            "custom_linear_solve",
            f"matvec: Callable[[_TreeT], object], b: _TreeT, solve: {_SOLVE}, "
            f"transpose_solve: {_SOLVE} | None = None, symmetric: bool = False, "
            "has_aux: bool = False",
            "The `x` with `matvec(x) == b` that `solve` finds, differentiated implicitly.",
        ),
    ]
    out += [
        Func(name, _blocks.parse_params(params), NUMPY_SHAPE if "conv" in name else "Shape", doc)
        for name, params, doc in _SHAPE_TUPLES
    ]
    return out


FUNCS = tuple(_funcs())
"""Every function of `jax.lax` declared here, sorted by name."""

CONTROL = ("cond", "fori_loop", "scan", "switch", "while_loop")
"""typedjax's own control flow (typedjax/_src/transforms/control.py), generic over the carry."""

AS_JAX_DECLARES: tuple[str, ...] = (
    "AccuracyMode", "ConvDimensionNumbers", "ConvGeneralDilatedDimensionNumbers",
    "DotAlgorithm", "DotAlgorithmPreset", "DotDimensionNumbers", "FftType",
    "GatherDimensionNumbers", "GatherScatterMode", "Precision", "PrecisionLike",
    "RaggedDotDimensionNumbers", "RandomAlgorithm", "RoundingMethod", "ScatterDimensionNumbers",
    "Tolerance", "approx_max_k", "approx_min_k", "axis_index", "axis_size", "batch_matmul",
    "betainc", "bitcast_convert_type", "broadcast_like", "broadcast_to_rank", "collapse",
    "conv", "conv_general_dilated", "conv_general_dilated_local",
    "conv_general_dilated_patches", "conv_transpose", "conv_with_general_padding", "fft",
    "full", "full_like", "igamma_grad_a", "index_take", "iota", "linalg", "mulhi",
    "padtype_to_pads", "platform_dependent", "ragged_dot", "ragged_dot_general", "reduce",
    "scaled_dot", "scatter", "scatter_add", "scatter_apply", "scatter_max", "scatter_min",
    "scatter_mul", "scatter_sub", "select_n", "shape_as_value", "sort_key_val", "split",
    "stack", "stage", "stop_gradient", "tile", "top_k", "unstack",
)  # fmt: skip
"""The public names of `jax.lax` (in JAX 0.10.2 and 0.12) re-exported with JAX's own
declarations: no dtype rule of their own here yet. `top_k` is one: JAX declares a tuple
and returns a list."""

PRAGMAS = _blocks.ladder_pragmas("bool subclasses int, an array is also a pytree")

_DOC = '''"""The declarations of `typedjax.lax`'s functions; the objects are JAX's own.

`tools/gen/lax.py` writes this file from its tables; change a table and run it.
"""
'''

_TREE = (
    '    _TreeT = TypeVar("_TreeT")  # a pytree of arrays, kept\n'
    '    _AuxT = TypeVar("_AuxT")  # a solver\'s auxiliary data\n'
    '    _P = ParamSpec("_P")  # a composite\'s parameters\n'
    '    _R = TypeVar("_R")  # and its result\n'
    '    _SliceT = TypeVar("_SliceT")  # what lax.map hands `f`: a slice of `xs`, of its type\n'
    '    _MappedT = TypeVar("_MappedT")  # what `f` returns, stacked by lax.map\n\n'
)


def _module() -> str:
    body = _TREE + _blocks.declarations(FUNCS)
    runtime = _blocks.runtime_bindings("jax.lax", [f.name for f in FUNCS], _NEWER)
    return _blocks.declaration_module(
        _DOC, PRAGMAS, body, runtime,
        helpers={
            "jax.lax": (
                "AccuracyMode", "ConvDimensionNumbers", "ConvGeneralDilatedDimensionNumbers",
                "DotDimensionNumbers", "GatherDimensionNumbers", "GatherScatterMode",
                "PrecisionLike", "RandomAlgorithm", "RoundingMethod", "Tolerance",
            ),
            "typing": ("ParamSpec",),
        },
    )  # fmt: skip


PUBLIC_DOC = '''"""Typed `jax.lax`: JAX's own functions, most with dtype-precise declarations.

`cond`, `fori_loop`, `scan`, `switch` and `while_loop` are typedjax's, generic over
the carry. Every other name is JAX's own object (`tlax.add is jax.lax.add`). `jax.lax`
does not promote, so the element-wise functions, reductions, slices and collectives
keep their operand's dtype (`tlax.sin(x)` of an `Array[bfloat16]` is
`Array[bfloat16]`); comparisons give `Array[bool_]`; `abs`, `real` and `imag` of a
complex array give its real dtype; and `convert_element_type`, `argmax`'s
`index_dtype` and the products' `preferred_element_type` give the dtype requested.
`pmean` keeps an inexact dtype and gives the default float for integers; `gather`
keeps the operand's dtype; the solvers (`custom_root`, `custom_linear_solve`) give the
type of their guess. The convolutions, the scatters and the rest keep JAX's own
declarations (a plain `jax.Array`).
"""
'''


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module and the public module, or `--check` that both are current."""
    targets = [
        _blocks.file_target(FUNCTIONS, _module, SCRIPT),
        _blocks.public_target(
            FUNCTIONS, SCRIPT, PUBLIC_DOC, public=PUBLIC,
            also=lambda: {
                "typedjax._src.transforms.control": CONTROL, "jax.lax": AS_JAX_DECLARES,
            },
        ),
    ]  # fmt: skip
    return _blocks.main_blocks(targets, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
