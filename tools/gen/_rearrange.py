"""The rules of `typedjax.numpy`'s array manipulation functions that keep the dtype (a library).

Functions that move, select or rearrange elements keep the array's dtype: one
rule, `KEEP`, applied to the parameter that carries the elements (the first,
unless a row names another). The index functions have their own rows
(`RAVEL_INDEX`, `UNRAVEL_INDEX`), and `atleast_*d` one row per arity. `FUNCS`
are the declarations `tools/gen/numpy_manipulation.py` writes into
`typedjax/_src/generated/numpy/manipulation.py`; `SPLITS` and `CALCULUS` are
`tools/gen/numpy_joining.py`'s and `numpy_polynomial.py`'s. Joins, products and
polynomials promote instead: `tools/gen/_manipulation.py` has those rules. The
dtype agreement cases (tests/agreement/numpy_cases/manipulation.py) check every
row against JAX.
"""

from __future__ import annotations

import inspect

import _rules  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import Func, Ov, P, parse_params  # pytype: disable=import-error
from _reductions import (  # pytype: disable=import-error  # a sibling script
    INEXACT,
    INEXACT_CATEGORIES,
)

# ---- the rules ------------------------------------------------------------------------------

KEEP: tuple[tuple[str, str], ...] = (("Array[GenericT]", "GenericT"), ("ArrayLike", "generic"))
"""`(operand, result dtype)`: a typed array keeps its dtype; anything else is some dtype."""

RAVEL_INDEX: tuple[tuple[str, str], ...] = (
    ("Sequence[Array[SameIntegerT]]", "SameIntegerT"),
    ("Sequence[Array[signedinteger] | int]", "signedinteger"),
    ("Sequence[Array[unsignedinteger]]", "unsignedinteger"),
)
"""`ravel_multi_index` without `dtype=`: the flat index has the indices' (promoted) dtype."""

INTEGER_REQUESTS: tuple[tuple[str, str], ...] = _rules.complete_requests(
    (
        ("ToInt64", "signedinteger"),
        ("ToUInt64", "unsignedinteger"),
        ("type[IntegerT]", "IntegerT"),
        ("ToInt32", "int32"),
        ("ToInt16", "int16"),
        ("ToInt8", "int8"),
        ("ToUInt32", "uint32"),
        ("ToUInt16", "uint16"),
        ("ToUInt8", "uint8"),
    ),
    within="integer",
)
"""An integer `dtype=` request: 64-bit ones give the category (x64 decides the width),
then the exact classes; `DTypeLike | None` falls to the implementation's `integer`."""

UNRAVEL_INDEX: tuple[tuple[str, str], ...] = (
    ("Array[NumberT]", "NumberT"),
    ("Array[bool_] | int", "signedinteger"),
    ("ArrayLike", "generic"),
)
"""`unravel_index`: the coordinates keep the indices' dtype; booleans and ints give JAX's int."""


def keep(
    name: str,
    params: str,
    doc: str,
    *,
    subject: str | None = None,
    wrap: str = "Array[{}]",
    result: str | None = None,
    impl: str | None = None,
    rule: tuple[tuple[str, str], ...] = KEEP,
) -> Func:
    """A function whose result follows `rule` (`KEEP`: `subject`'s dtype), or one `result`.

    `impl` is the implementation's result where it is looser than the overloads'.
    """
    tokens = parse_params(params)
    if result is not None:
        return Func(name, tokens, result, inspect.cleandoc(doc))
    if subject is None:
        first = next(t for t in tokens if isinstance(t, P) or t.startswith("*"))
        subject = first.name if isinstance(first, P) else first.split(":")[0].lstrip("*")
    ovs = tuple(Ov(wrap.format(res), {subject: ann}) for ann, res in rule)
    fallback = impl or wrap.format(rule[-1][1])
    return Func(name, tokens, fallback, inspect.cleandoc(doc), ovs)


def _atleast(n: int, axes: str) -> Func:
    """`atleast_nd`: one argument gives an array, more a sequence of them.

    The sequence is a list in JAX 0.10.2 and a tuple in 0.12.0.1: `Sequence` holds for both.
    """
    name = f"atleast_{n}d"
    one = parse_params("x: ArrayLike, /")
    many = parse_params("x: Array[GenericT], y: Array[GenericT], /, *arys: Array[GenericT]")
    ovs = (
        Ov("Array[GenericT]", {"x": "Array[GenericT]"}, params=one),
        Ov("Array[generic]", {}, params=one),
        Ov("Sequence[Array[GenericT]]", {}, params=many),
        Ov("Sequence[Array[generic]]", {}),
    )
    doc = (
        f"Each argument viewed with at least {axes}: one array for one argument, else a\n"
        "sequence of them (a list in JAX 0.10.2, a tuple in 0.12)."
    )
    return Func(
        name, parse_params("*arys: ArrayLike"), "Array[generic] | Sequence[Array[generic]]",
        doc, ovs,
    )  # fmt: skip


def _ravel_multi_index() -> Func:
    params = parse_params(
        "multi_index: Sequence[ArrayLike], dims: Sequence[int], mode: str = 'raise', "
        "order: str = 'C', *, dtype: DTypeLike | None = None"
    )
    ovs = [Ov(f"Array[{res}]", {"multi_index": ann, "dtype": "None = None"})
           for ann, res in RAVEL_INDEX]  # fmt: skip
    ovs += [Ov(f"Array[{res}]", {"dtype": f"{req}!"}) for req, res in INTEGER_REQUESTS]
    ovs.append(Ov("Array[integer]", {}))
    return Func(
        "ravel_multi_index", params, "Array[integer]",
        "Flat indices into an array of shape `dims` from per-axis indices; an integer dtype.",
        tuple(ovs),
    )  # fmt: skip


def _unravel_index() -> Func:
    wrap = "tuple[Array[{}], ...]"
    return Func(
        "unravel_index",
        parse_params("indices: ArrayLike, shape: ShapeLike"),
        wrap.format("generic"),
        "Per-axis coordinates, in an array of `shape`, of the flat `indices`.",
        tuple(Ov(wrap.format(res), {"indices": ann}) for ann, res in UNRAVEL_INDEX),
    )


# ---- the functions, in the module's order ---------------------------------------------------

FUNCS: tuple[Func | str, ...] = (
    "# ---- shape and axes: the dtype is kept -----------------------------------------",
    keep(
        "reshape",
        "a: ArrayLike, shape: ShapeLike, order: str = 'C', *, copy: bool | None = None, out_sharding: OutSharding = None",
        "`a` with a new shape (one entry may be -1) and the same elements and dtype.",
    ),
    keep(
        "ravel",
        "a: ArrayLike, order: str = 'C', *, out_sharding: OutSharding = None",
        "`a` flattened to one dimension, keeping its dtype.",
    ),
    keep(
        "squeeze",
        "a: ArrayLike, axis: _Axis = None",
        "`a` without its length-1 axes (or only those in `axis`).",
    ),
    keep(
        "expand_dims",
        "a: ArrayLike, axis: int | Sequence[int]",
        "`a` with new length-1 axes inserted at the positions `axis`.",
    ),
    keep(
        "transpose",
        "a: ArrayLike, axes: Sequence[int] | None = None",
        "`a` with its axes permuted (reversed when `axes` is None).",
    ),
    keep(
        "permute_dims",
        "a: ArrayLike, /, axes: tuple[int, ...]",
        "`a` with its axes permuted as `axes` says (Array API name of `transpose`).",
    ),
    keep(
        "matrix_transpose",
        "x: ArrayLike, /",
        "`x` with its last two axes swapped.",
    ),
    keep(
        "swapaxes",
        "a: ArrayLike, axis1: int, axis2: int",
        "`a` with axes `axis1` and `axis2` swapped.",
    ),
    keep(
        "moveaxis",
        "a: ArrayLike, source: int | Sequence[int], destination: int | Sequence[int]",
        "`a` with the axes `source` moved to the positions `destination`.",
    ),
    keep(
        "rollaxis",
        "a: ArrayLike, axis: int, start: int = 0",
        "`a` with `axis` moved to the position `start` (prefer `moveaxis`).",
    ),
    keep(
        "flip",
        "m: ArrayLike, axis: _Axis = None",
        "`m` with the order of its elements reversed along `axis` (all axes if None).",
    ),
    keep(
        "fliplr",
        "m: ArrayLike",
        "`m` reversed along axis 1 (left to right).",
    ),
    keep(
        "flipud",
        "m: ArrayLike",
        "`m` reversed along axis 0 (up to down).",
    ),
    keep(
        "rot90",
        "m: ArrayLike, k: int = 1, axes: tuple[int, int] = (0, 1)",
        "`m` rotated by `k` quarter turns in the plane of `axes`.",
    ),
    keep(
        "roll",
        "a: ArrayLike, shift: ArrayLike | Sequence[int], axis: _Axis = None",
        "`a` with its elements shifted cyclically by `shift` along `axis`.",
    ),
    keep(
        "broadcast_to",
        "array: ArrayLike, shape: ShapeLike, *, out_sharding: OutSharding = None",
        "`array` broadcast to `shape`, keeping its dtype.",
    ),
    keep(
        "tile",
        "A: ArrayLike, reps: DimSize | Sequence[DimSize]",
        "`A` repeated `reps` times along each axis.",
    ),
    keep(
        "repeat",
        "a: ArrayLike, repeats: ArrayLike, axis: int | None = None, *, total_repeat_length: int | None = None, out_sharding: OutSharding = None",
        "Each element of `a` repeated `repeats` times along `axis` (flattened if None).",
    ),
    keep(
        "resize",
        "a: ArrayLike, new_shape: ShapeLike",
        "`a` with `new_shape`, its elements repeated cyclically to fill it.",
    ),
    keep(
        "pad",
        "array: ArrayLike, pad_width: _PadWidth, mode: str | Callable[..., object] = 'constant', **kwargs: object",
        """`array` padded by `pad_width` on each side as `mode` says, keeping its dtype.

The keyword arguments are the mode's (`constant_values`, `stat_length`,
`end_values`, `reflect_type`), or those of a callable `mode`.""",
    ),
    _atleast(1, "one axis"),
    _atleast(2, "two axes"),
    _atleast(3, "three axes"),
    "# ---- diagonals and triangles ---------------------------------------------------",
    keep(
        "diag",
        "v: ArrayLike, k: int = 0",
        "The `k`-th diagonal of a 2-D `v`, or a 2-D array with the 1-D `v` on it.",
    ),
    keep(
        "diagflat",
        "v: ArrayLike, k: int = 0",
        "A 2-D array with the flattened `v` on its `k`-th diagonal.",
    ),
    keep(
        "diagonal",
        "a: ArrayLike, offset: int = 0, axis1: int = 0, axis2: int = 1",
        "The diagonal at `offset` of the planes spanned by `axis1` and `axis2`.",
    ),
    keep(
        "tril",
        "m: ArrayLike, k: int = 0",
        "`m` with the elements above its `k`-th diagonal set to zero.",
    ),
    keep(
        "triu",
        "m: ArrayLike, k: int = 0",
        "`m` with the elements below its `k`-th diagonal set to zero.",
    ),
    keep(
        "fill_diagonal",
        "a: ArrayLike, val: ArrayLike, wrap: bool = False, *, inplace: Literal[False]",
        """A copy of `a` with `val` on its main diagonal, in `a`'s dtype.

JAX arrays are immutable: `inplace=False` is required (JAX raises without it).""",
    ),
    keep(
        "vander",
        "x: ArrayLike, N: int | None = None, increasing: bool = False",
        "The Vandermonde matrix of `x`: its columns are powers of `x`, in `x`'s dtype.",
    ),
    "# ---- selecting, inserting and deleting: the dtype is kept ----------------------",
    keep(
        "take",
        "a: ArrayLike, indices: ArrayLike, axis: int | None = None, out: None = None, mode: str | None = None, unique_indices: bool = False, indices_are_sorted: bool = False, fill_value: _StaticScalar | None = None",
        "The elements of `a` at `indices` along `axis` (of the flattened `a` if None).",
    ),
    keep(
        "take_along_axis",
        "arr: ArrayLike, indices: ArrayLike, axis: int | None = -1, mode: str | GatherScatterMode | None = None, fill_value: _StaticScalar | None = None, *, wrap_negative_indices: bool = True",
        "The elements of `arr` at `indices`, matched index by index along `axis`.",
    ),
    keep(
        "compress",
        "condition: ArrayLike, a: ArrayLike, axis: int | None = None, *, size: int | None = None, fill_value: ArrayLike = 0, out: None = None",
        "The slices of `a` along `axis` where `condition` holds (`size` makes it jittable).",
        subject="a",
    ),
    keep(
        "delete",
        "arr: ArrayLike, obj: _Index, axis: int | None = None, *, assume_unique_indices: bool = False",
        "`arr` without the entries `obj` along `axis` (of the flattened `arr` if None).",
    ),
    keep(
        "insert",
        "arr: ArrayLike, obj: _Index, values: ArrayLike, axis: int | None = None",
        "`arr` with `values` (cast to its dtype) inserted before the entries `obj`.",
    ),
    keep(
        "trim_zeros",
        "filt: ArrayLike, trim: str = 'fb', axis: _Axis = None",
        '`filt` without its leading (`"f"`) and/or trailing (`"b"`) zeros; not jittable.',
    ),
    keep(
        "put",
        "a: ArrayLike, ind: ArrayLike, v: ArrayLike, mode: str | None = None, *, inplace: Literal[False]",
        """A copy of `a` with `v` at the flat indices `ind`, in `a`'s dtype.

JAX arrays are immutable: `inplace=False` is required (JAX raises without it).""",
    ),
    keep(
        "put_along_axis",
        "arr: ArrayLike, indices: ArrayLike, values: ArrayLike, axis: int | None, inplace: Literal[False], *, mode: str | None = None",
        """A copy of `arr` with `values` at `indices` matched along `axis`, in `arr`'s dtype.

JAX arrays are immutable: `inplace=False` is required (JAX raises without it).""",
    ),
    keep(
        "place",
        "arr: ArrayLike, mask: ArrayLike, vals: ArrayLike, *, inplace: Literal[False]",
        """A copy of `arr` with `vals` placed, in order, where `mask` is true; `arr`'s dtype.

JAX arrays are immutable: `inplace=False` is required (JAX raises without it).""",
    ),
    "# ---- index arithmetic ------------------------------------------------------------",
    "# Indexing does not promote: each grid keeps its argument's dtype.",
    keep(
        "ix_",
        "*args: ArrayLike",
        "Open-mesh index arrays from 1-D sequences, each shaped to broadcast with the others.",
        wrap="tuple[Array[{}], ...]",
    ),
    "# The flat index has the indices' (promoted) dtype unless `dtype=` says otherwise.",
    _ravel_multi_index(),
    "# The coordinates keep the indices' dtype (booleans and Python ints give JAX's int).",
    _unravel_index(),
    keep(
        "packbits",
        "a: _Packable, axis: int | None = None, bitorder: str = 'big'",
        "The elements of the integer or boolean `a`, as bits (nonzero or not), packed into uint8.",
        result="Array[uint8]",
    ),
    keep(
        "unpackbits",
        "a: _Unpackable, axis: int | None = None, count: int | None = None, bitorder: str = 'big'",
        "The bits of the uint8 array `a` as a uint8 array of zeros and ones.",
        result="Array[uint8]",
    ),
)


_SPLIT = "list[Array[{}]]"
_PIECES = "Sequence[Array[generic]]"

# `joining.py`: splitting keeps the dtype of every piece.
SPLITS: tuple[Func, ...] = (
    keep("split", "ary: ArrayLike, indices_or_sections: _Sections, axis: int = 0",
         "Equal sections of `ary` (or pieces cut at the given indices) along `axis`.",
         wrap=_SPLIT, impl=_PIECES),
    keep("array_split", "ary: ArrayLike, indices_or_sections: _Sections, axis: int = 0",
         "Sections of `ary` along `axis`, as equal as possible when they cannot be equal.",
         wrap=_SPLIT, impl=_PIECES),
    keep("hsplit", "ary: ArrayLike, indices_or_sections: _Sections",
         "Sections of `ary` column-wise (along axis 1, or 0 for 1-D).", wrap=_SPLIT, impl=_PIECES),
    keep("vsplit", "ary: ArrayLike, indices_or_sections: _Sections",
         "Sections of `ary` row-wise (along axis 0).", wrap=_SPLIT, impl=_PIECES),
    keep("dsplit", "ary: ArrayLike, indices_or_sections: _Sections",
         "Sections of `ary` depth-wise (along axis 2).", wrap=_SPLIT, impl=_PIECES),
    keep("unstack", "x: ArrayLike, /, *, axis: int = 0",
         "The slices of `x` along `axis`, as a tuple of arrays of its dtype.",
         wrap="tuple[Array[{}], ...]"),
    keep("broadcast_arrays", "*args: ArrayLike",
         "The arguments broadcast to one shape, each keeping its dtype.",
         # A list in JAX 0.10.2, a tuple in 0.12.0.1: a Sequence holds for both.
         wrap="Sequence[Array[{}]]", impl=_PIECES),
)  # fmt: skip

# `polynomial.py`: derivatives and antiderivatives are made inexact
# (`tools/gen/_reductions.py`'s INEXACT, as `gradient` and `trapezoid`).
CALCULUS: tuple[Func, ...] = (
    keep("polyder", "p: ArrayLike, m: int = 1",
         "Coefficients of the `m`-th derivative of the polynomial `p`.", rule=INEXACT),
    keep("polyint", "p: ArrayLike, m: int = 1, k: int | ArrayLike | None = None",
         "Coefficients of the `m`-th antiderivative of `p`, with integration constants `k`.",
         rule=INEXACT_CATEGORIES),
)  # fmt: skip
