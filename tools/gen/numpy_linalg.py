"""Writes the overloads of `typedjax.numpy.linalg`.

The declarations are `typedjax/_src/generated/numpy/linalg.py`, a file this script writes
whole; the result tuples they return (`EighResult`, ...) are hand-written, in
`typedjax/_src/numpy/linalg.py`. It also writes the public module
`typedjax/numpy/linalg.py`, which re-exports both. Run `python tools/gen/numpy_linalg.py`
after changing a rule; `--check` fails when a file is out of date (the test suite runs that).

The linear-algebra results follow a few rules, each one table here:

* `DECOMPOSITION`: a float or complex input keeps its dtype, integers and booleans
  give the default float (`inv`, `cholesky`, `qr`, `pinv`, `tensorinv`);
* `SPLIT`: the same, with the real counterpart beside it, for results that have a
  real part (singular values, eigenvalues of a Hermitian matrix, norms, `slogdet`'s
  log): complex64 gives float32, complex128 float64;
* `EIGEN`: `eig`/`eigvals` are complex;
* `DETERMINANT`, `MATRIX_POWER`, the norms' tables: the one-offs JAX 0.10.2 has.

Two operands promote by `typedjax.numpy`'s product rules (`tools/gen/numpy_manipulation.py`):
`matmul`, `tensordot`, `vecdot`, `outer` and `cross` by JAX's promotion table with
`preferred_element_type` deciding where given, `solve` and `tensorsolve` by the
inexact promotion of `convolve`, `multi_dot` as a sequence joined by `concatenate`.
`trace` accumulates as `tnp.trace` does (`tools/gen/numpy_reductions.py`). The dtype
agreement cases (tests/agreement/numpy_cases/linalg.py) check every row against JAX.
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import KW_ONLY, POS_ONLY, Func, Ov, P, Token  # pytype: disable=import-error
from _manipulation import (  # pytype: disable=import-error  # a sibling script
    INEXACT_ROWS,
    REQUESTS,
    SEQUENCE_CATEGORIES,
    arith_rows,
)
from _reductions import ACCUMULATE, INEXACT  # pytype: disable=import-error

ROOT = Path(__file__).resolve().parents[2]
HAND = ROOT / "typedjax" / "_src" / "numpy" / "linalg.py"
"""The hand-written result tuples, which the public module re-exports beside `TARGET`'s names."""
TARGET = _blocks.GENERATED / "numpy" / "linalg.py"
PUBLIC = ROOT / "typedjax" / "numpy" / "linalg.py"
SCRIPT = "numpy_linalg.py"
DOC = '''"""The declarations of `typedjax.numpy.linalg`'s functions: JAX's own objects.

`tools/gen/numpy_linalg.py` writes this file from its tables; change a table and run it.
The result tuples (`EighResult`, ...) are hand-written, in `typedjax/_src/numpy/linalg.py`.
"""
'''
PRAGMAS = """\
# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (a typed array is also a `jax.Array`, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
"""
"""The file-level comments the declarations need."""
PUBLIC_DOC = '''"""Typed `jax.numpy.linalg`: JAX's own functions, with dtype-precise declarations.

`tnp.linalg.inv is jax.numpy.linalg.inv`, and likewise for every name here: the
declarations under `TYPE_CHECKING` only tell checkers what JAX computes. JAX's
own stubs leave the `jit`-wrapped functions (`inv`, `solve`, `det`, `eigh`,
`norm`, ...) as `Any`; here every result has a dtype:

* decompositions and solvers keep a float or complex input's dtype and give the
  default float for integer and boolean input (`inv`, `solve`, `cholesky`, `qr`);
* norms, singular values, `eigvalsh` and condition numbers are real: complex64
  gives float32, complex128 float64;
* `eig`/`eigvals` are complex; `matrix_rank` is JAX's default integer;
* the result tuples are typed views of JAX's own NamedTuple classes
  (`EighResult`, `SVDResult`, `QRResult`, `SlogdetResult`, `EigResult`), generic
  in their fields' dtypes: `eigh(Array[complex64])` is
  `EighResult[float32, complex64]`. At run time the names are JAX's classes, so
  `isinstance` and field access are JAX's.
"""
'''
"""The docstring of `typedjax.numpy.linalg`."""

# ---- result rules -------------------------------------------------------------------------

DECOMPOSITION: tuple[tuple[str, str], ...] = INEXACT
"""`(operand, result dtype)`: inexact dtypes keep, integers and booleans give the default float
(the promotion to inexact of `tools/gen/numpy_reductions.py`, shared)."""

SPLIT: tuple[tuple[str, str, str], ...] = (
    ("Array[FloatingT]", "FloatingT", "FloatingT"),
    ("Array[complex64]", "complex64", "float32"),
    ("Array[complex128]", "complex128", "float64"),
    ("Array[integer | bool_]", "floating", "floating"),
    ("ArrayLike", "inexact", "floating"),
)
"""`(operand, kept dtype, real dtype)`: `DECOMPOSITION` with each dtype's real counterpart.
A row whose result equals the last row's is left out (the last row answers it)."""

EIGEN: tuple[tuple[str, str], ...] = (
    ("Array[complex64 | float32 | float16 | bfloat16]", "complex64"),
    ("Array[complex128 | float64]", "complex128"),
    ("ArrayLike", "complexfloating"),
)
"""eig/eigvals: complex results, of the input's precision."""

DETERMINANT: tuple[tuple[str, str], ...] = (
    ("Array[InexactT]", "InexactT"),
    ("Array[SubByteT]", "SubByteT"),
    ("Array[WideIntegral]", "floating"),
    ("ArrayLike", "inexact | integer"),
)
"""det: as `DECOMPOSITION`, but JAX 0.10.2 leaves the 1- and 2-bit integers unpromoted."""

MATRIX_POWER: tuple[tuple[str, str], ...] = (
    ("Array[InexactT]", "InexactT"),
    ("Array[_IntegralT]", "_IntegralT | floating"),
    ("ArrayLike", "generic"),
)
"""matrix_power: integers keep their dtype for `n >= 0` and give the default float for `n < 0`."""

KEEP: tuple[tuple[str, str], ...] = (("Array[GenericT]", "GenericT"), ("ArrayLike", "generic"))
"""Moving elements keeps the dtype (`diagonal`, `matrix_transpose`)."""

_NORM_ORD = "float | Literal['fro', 'f', 'nuc']"
NORM: tuple[tuple[str, str | None, str], ...] = (
    ("Array[FloatingT]", None, "FloatingT"),
    ("Array[complex64]", None, "float32"),
    ("Array[complex128]", None, "float64"),
    ("Array[WideIntegral]", None, "floating"),
    ("ArrayLike", "Literal['fro', 'f', 'nuc']", "floating"),
    ("ArrayLike", None, "floating | integer"),
)
"""`(operand, ord annotation or None to keep it, result)`: norm/matrix_norm are real; JAX
keeps the 1- and 2-bit integers integral for a numeric `ord`."""

VECTOR_NORM: tuple[tuple[str, str | None, str], ...] = (
    ("Array[FloatingT]", None, "FloatingT"),
    ("Array[complex64]", None, "float32"),
    ("Array[complex128]", None, "float64"),
    ("ArrayLike", "Literal[2]", "floating"),
    ("Array[inexact]", None, "floating"),
    ("ArrayLike", None, "floating | integer | bool_"),
)
"""vector_norm: as `NORM`, but integers stay integral for any explicit `ord` but 2."""

QR_MODES: tuple[tuple[str, str], ...] = (
    ("Literal['reduced', 'complete', 'raw', 'full'] = 'reduced'", "QRResult[{0}]"),
    ("Literal['r']!", "Array[{0}]"),
    ("str!", "QRResult[{0}] | Array[{0}]"),
)
"""qr: the factors, or only `R`, or either when the mode is not known statically."""

LSTSQ: tuple[tuple[str, str, str, str], ...] = (
    ("Array[SameFloatingT]", "Array[SameFloatingT]", "SameFloatingT", "SameFloatingT"),
    ("Array[complex64]", "Array[complex64]", "complex64", "float32"),
    ("Array[complex128]", "Array[complex128]", "complex128", "float64"),
    ("Array[floating | integer | bool_]", "Array[floating | integer | bool_]", "floating",
     "floating"),
    ("ArrayLike", "ArrayLike", "inexact", "floating"),
)  # fmt: skip
"""lstsq `(a, b, solution dtype, real dtype)`: the residuals and singular values are real."""

# ---- building overloads from the rules ----------------------------------------------------


def unary(subject: str, table: Sequence[tuple[str, str]], wrap: str = "Array[{}]") -> list[Ov]:
    """One overload per row of a `(operand, result dtype)` table."""
    return [Ov(wrap.format(result), {subject: operand}) for operand, result in table]


def split(subject: str, wrap: str, **extra: str) -> list[Ov]:
    """`SPLIT`'s rows, `wrap` formatted with `kept=` and `real=`; rows equal to the last dropped."""
    last = SPLIT[-1]
    fallback = wrap.format(kept=last[1], real=last[2])
    out: list[Ov] = []
    for operand, kept, real in SPLIT:
        result = wrap.format(kept=kept, real=real)
        if result == fallback and operand != last[0]:
            continue
        out.append(Ov(result, {subject: operand, **extra}))
    return out


def norms(subject: str, table: Sequence[tuple[str, str | None, str]]) -> list[Ov]:
    """A norm's rows: the operand, and `ord` where a row narrows it."""
    out: list[Ov] = []
    for operand, ord_ann, result in table:
        types = {subject: operand}
        if ord_ann is not None:
            types["ord"] = ord_ann
        out.append(Ov(f"Array[{result}]", types))
    return out


def binary(
    a: str, b: str, rows: Sequence[tuple[str, str, str]], *, request: str | None = None
) -> list[Ov]:
    """Two promoted operands; with `request`, that parameter's `None` and then `REQUESTS`."""
    none = {request: "None = None"} if request else {}
    out = [Ov(f"Array[{result}]", {a: x, b: y, **none}) for x, y, result in rows]
    if request:
        out += [Ov(f"Array[{result}]", {request: f"{req}!"}) for req, result in REQUESTS]
    return out


X = P("x", "ArrayLike")
A = P("a", "ArrayLike")
B = P("b", "ArrayLike")
X1 = P("x1", "ArrayLike")
X2 = P("x2", "ArrayLike")
PRECISION = P("precision", "PrecisionLike", "None")
PET = P("preferred_element_type", "DTypeLike | None", "None")
UPLO = P("UPLO", "Literal['L', 'U'] | None", "None")
SYMMETRIZE = P("symmetrize_input", "bool", "True")


def _product(name: str, doc: str, middle: tuple[Token, ...], tail: tuple[Token, ...]) -> Func:
    """A product of `x1` and `x2` with `_products`' promotion and `preferred_element_type`."""
    params: tuple[Token, ...] = (X1, X2, POS_ONLY, KW_ONLY, *middle, PRECISION, PET, *tail)
    rows = arith_rows(scalars=False)
    ovs = binary("x1", "x2", rows, request=PET.name)
    ovs.append(Ov("Array[generic]", {}))  # a request typed `DTypeLike | None`
    return Func(name, params, "Array[generic]", doc, tuple(ovs))


def _svd() -> Func:
    base = (
        A,
        P("full_matrices", "bool", "True"),
        P("compute_uv", "bool", "True"),
        P("hermitian", "bool", "False"),
        P("subset_by_index", "tuple[int, int] | None", "None"),
    )
    values = "Array[{real}]"
    ovs = split("a", "SVDResult[{kept}, {real}]", compute_uv="Literal[True] = True")
    # `compute_uv=False` by keyword (full_matrices keeps its default), then by position.
    ovs += split("a", values, compute_uv="Literal[False]!")
    ovs += split("a", values, full_matrices="bool!", compute_uv="Literal[False]!")
    ovs.append(Ov("SVDResult[inexact, floating] | Array[floating]", {}))
    return Func(
        "svd",
        base,
        "SVDResult[inexact, floating] | Array[floating]",
        """Singular value decomposition `SVDResult(U, S, Vh)`, or only `S` for `compute_uv=False`.

        `U` and `Vh` have the input's inexact dtype, `S` its real counterpart.""",
        tuple(ovs),
    )


def _qr() -> Func:
    ovs = [
        Ov(wrap.format(result), {"a": operand, "mode": mode})
        for operand, result in DECOMPOSITION
        for mode, wrap in QR_MODES
    ]
    return Func(
        "qr",
        (A, P("mode", "str", "'reduced'")),
        "QRResult[inexact] | Array[inexact]",
        """QR decomposition: `QRResult(Q, R)`, or only `R` for `mode="r"`.

        Both factors have the input's inexact dtype (integers give the default float).""",
        tuple(ovs),
    )


def _lstsq() -> Func:
    tail = "tuple[Array[{0}], Array[{1}], Array[signedinteger], Array[{1}]]"
    ovs = [Ov(tail.format(x, real), {"a": a, "b": b}) for a, b, x, real in LSTSQ]
    return Func(
        "lstsq",
        (A, B, P("rcond", "float | None", "None"), KW_ONLY, P("numpy_resid", "bool", "False")),
        tail.format("inexact", "floating"),
        """Least-squares solution of `a @ x = b`: `(x, residuals, rank, singular_values)`.

        `x` has the promoted inexact dtype, the residuals and singular values its real
        counterpart, and the rank JAX's default integer.""",
        tuple(ovs),
    )


_NORM_DOC = """{what}; a real array.

        Complex64 input gives float32, integers and booleans the default float. JAX keeps
        the 1- and 2-bit integers integral for a numeric `ord`, so input of unknown dtype
        with a numeric `ord` gives `Array[floating | integer]`."""

_FUNCS: tuple[Func, ...] = (
    Func(
        "cholesky",
        (A, KW_ONLY, P("upper", "bool", "False"), SYMMETRIZE),
        "Array[inexact]",
        "Cholesky factor of a Hermitian positive-definite matrix; integers give a float.",
        tuple(unary("a", DECOMPOSITION)),
    ),
    Func(
        "cond",
        (X, P("p", f"{_NORM_ORD} | None", "None")),
        "Array[floating]",
        "Condition number of a matrix in the `p` norm; a real array (complex64 gives float32).",
        tuple(split("x", "Array[{real}]")),
    ),
    Func(
        "cross",
        (X1, X2, POS_ONLY, KW_ONLY, P("axis", "int", "-1")),
        "Array[generic]",
        "Cross product of 3- (or 2-) vectors along `axis`; dtypes promote as in `x1 * x2`.",
        tuple(binary("x1", "x2", arith_rows(scalars=False))),
    ),
    Func(
        "det",
        (A,),
        "Array[inexact | integer]",
        """Determinant of a square matrix; integers and booleans give the default float.

        JAX 0.10.2 does not promote the 1- and 2-bit integers (`int2` stays `int2`), so an
        input whose dtype is not known statically gives `Array[inexact | integer]`.""",
        tuple(unary("a", DETERMINANT)),
    ),
    Func(
        "diagonal",
        (X, POS_ONLY, KW_ONLY, P("offset", "int", "0")),
        "Array[generic]",
        "Diagonal of the last two axes, offset by `offset`; the dtype is kept.",
        tuple(unary("x", KEEP)),
    ),
    Func(
        "eig",
        (A,),
        "EigResult[complexfloating]",
        """Eigenvalues and right eigenvectors of a general square matrix, both complex.

        float32/float16/bfloat16/complex64 input gives complex64, float64/complex128 complex128.
        JAX computes it on the CPU only.""",
        tuple(unary("a", EIGEN, "EigResult[{}]")),
    ),
    Func(
        "eigh",
        (A, UPLO, SYMMETRIZE),
        "EighResult[floating, inexact]",
        "Eigenvalues (real) and eigenvectors (the input's dtype) of a Hermitian matrix.",
        tuple(split("a", "EighResult[{real}, {kept}]")),
    ),
    Func(
        "eigvals",
        (A,),
        "Array[complexfloating]",
        "Eigenvalues of a general square matrix; complex, as for `eig`.",
        tuple(unary("a", EIGEN)),
    ),
    Func(
        "eigvalsh",
        (A, P("UPLO", "Literal['L', 'U'] | None", "'L'"), KW_ONLY, SYMMETRIZE),
        "Array[floating]",
        "Eigenvalues of a Hermitian matrix in ascending order; a real array.",
        tuple(split("a", "Array[{real}]")),
    ),
    Func(
        "inv",
        (A,),
        "Array[inexact]",
        "Inverse of a square matrix; integers and booleans give the default float.",
        tuple(unary("a", DECOMPOSITION)),
    ),
    _lstsq(),
    _product(
        "matmul",
        "Matrix product over the last two axes; dtypes promote unless `preferred_element_type`.",
        (),
        (),
    ),
    Func(
        "matrix_norm",
        (X, POS_ONLY, KW_ONLY, P("keepdims", "bool", "False"), P("ord", _NORM_ORD, "'fro'")),
        "Array[floating | integer]",
        _NORM_DOC.format(what="Matrix norm over the last two axes (Frobenius by default)"),
        tuple(norms("x", NORM)),
    ),
    Func(
        "matrix_power",
        (A, P("n", "int")),
        "Array[generic]",
        """`a` multiplied by itself `n` times; a negative `n` inverts `a` first.

        Integer and boolean input keeps its dtype for `n >= 0` and becomes the default
        float for `n < 0`, hence `Array[<dtype> | floating]`.""",
        tuple(unary("a", MATRIX_POWER)),
    ),
    Func(
        "matrix_rank",
        (
            P("M", "ArrayLike"),
            P("rtol", "ArrayLike | None", "None"),
            KW_ONLY,
            P("hermitian", "bool", "False"),
            P("tol", "ArrayLike | None", "None"),
        ),
        "Array[signedinteger]",
        "Rank of a matrix from its singular values; JAX's default integer.",
    ),
    Func(
        "matrix_transpose",
        (X, POS_ONLY),
        "Array[generic]",
        "Transpose of the last two axes; the dtype is kept.",
        tuple(unary("x", KEEP)),
    ),
    Func(
        "multi_dot",
        (P("arrays", "Sequence[ArrayLike]"), KW_ONLY, PRECISION),
        "Array[generic]",
        "Chained matrix product in the cheapest order; the arrays' dtypes promote together.",
        (
            Ov("Array[SameT]", {"arrays": "Sequence[Array[SameT]]"}),
            *(
                Ov(f"Array[{result}]", {"arrays": f"Sequence[{element}]"})
                for element, result in SEQUENCE_CATEGORIES
            ),
            Ov("Array[generic]", {}),
        ),
    ),
    Func(
        "norm",
        (
            X,
            P("ord", f"{_NORM_ORD} | None", "None"),
            P("axis", "int | tuple[int, ...] | None", "None"),
            P("keepdims", "bool", "False"),
        ),
        "Array[floating | integer]",
        _NORM_DOC.format(what="Vector or matrix norm (by `ord` and `axis`)"),
        tuple(norms("x", [(x, o and f"{o} | None", r) for x, o, r in NORM])),
    ),
    Func(
        "outer",
        (X1, X2, POS_ONLY),
        "Array[generic]",
        "Outer product of two vectors (flattened); dtypes promote as in `x1 * x2`.",
        tuple(binary("x1", "x2", arith_rows(scalars=False))),
    ),
    Func(
        "pinv",
        (
            A,
            P("rtol", "ArrayLike | None", "None"),
            P("hermitian", "bool", "False"),
            KW_ONLY,
            P("rcond", "ArrayLike | None", "None"),
        ),
        "Array[inexact]",
        "Moore-Penrose pseudo-inverse; integers and booleans give the default float.",
        tuple(unary("a", DECOMPOSITION)),
    ),
    _qr(),
    Func(
        "slogdet",
        (A, KW_ONLY, P("method", "Literal['lu', 'qr'] | None", "None")),
        "SlogdetResult[inexact, floating]",
        "Sign and log of the absolute value of a determinant, `SlogdetResult(sign, logabsdet)`.",
        tuple(split("a", "SlogdetResult[{kept}, {real}]")),
    ),
    Func(
        "solve",
        (A, B),
        "Array[inexact]",
        "Solution `x` of `a @ x = b`; the operands promote together to an inexact dtype.",
        tuple(binary("a", "b", INEXACT_ROWS)),
    ),
    _svd(),
    Func(
        "svdvals",
        (X, POS_ONLY),
        "Array[floating]",
        "Singular values in descending order; a real array (complex64 gives float32).",
        tuple(split("x", "Array[{real}]")),
    ),
    _product(
        "tensordot",
        "Sum of products over `axes`; dtypes promote, or `preferred_element_type` decides.",
        (P("axes", "int | tuple[Sequence[int], Sequence[int]]", "2"),),
        (P("out_sharding", "OutSharding", "None"),),
    ),
    Func(
        "tensorinv",
        (A, P("ind", "int", "2")),
        "Array[inexact]",
        "Inverse of an N-dimensional array for `tensordot`; integers give the default float.",
        tuple(unary("a", DECOMPOSITION)),
    ),
    Func(
        "tensorsolve",
        (A, B, P("axes", "tuple[int, ...] | None", "None")),
        "Array[inexact]",
        "Solution `x` of `tensordot(a, x, x.ndim) = b`; operands promote to an inexact dtype.",
        tuple(binary("a", "b", INEXACT_ROWS)),
    ),
    Func(
        "trace",
        (X, POS_ONLY, KW_ONLY, P("offset", "int", "0"), P("dtype", "DTypeLike | None", "None")),
        "Array[generic]",
        """Sum of the diagonal of the last two axes, accumulated as `sum` does.

        Booleans and signed integers give JAX's default integer, unsigned integers the
        default unsigned one, and `dtype=` decides when given.""",
        (
            *(
                Ov(f"Array[{result}]", {"x": operand, "dtype": "None = None"})
                for operand, result in ACCUMULATE
                if operand.startswith("Array[")
            ),
            *(Ov(f"Array[{result}]", {"dtype": f"{req}!"}) for req, result in REQUESTS),
            Ov("Array[generic]", {}),
        ),
    ),
    _product(
        "vecdot",
        "Dot product of vectors along `axis` (`x1` conjugated); dtypes promote as in `x1 * x2`.",
        (P("axis", "int", "-1"),),
        (),
    ),
    Func(
        "vector_norm",
        (
            X,
            POS_ONLY,
            KW_ONLY,
            P("axis", "int | tuple[int, ...] | None", "None"),
            P("keepdims", "bool", "False"),
            P("ord", "float", "2"),
        ),
        "Array[floating | integer | bool_]",
        """Vector norm over `axis` (all axes by default); real for inexact input.

        JAX keeps integer and boolean input integral for an explicit `ord` other than 2
        (`ord=1` sums, `ord=inf` takes the maximum), so those give
        `Array[floating | integer | bool_]`; the default `ord=2` gives the default float.""",
        tuple(norms("x", VECTOR_NORM)),
    ),
)


# The docstrings above are indented as source; the block indents them itself.
FUNCS = tuple(replace(func, doc=inspect.cleandoc(func.doc)) for func in _FUNCS)


def render() -> str:
    """The generated module: pragmas, imports, `__all__`, the declarations, JAX's objects."""
    body = "\n".join(line for func in FUNCS for line in [*_blocks.render_func(func), ""])
    runtime = _blocks.runtime_imports({"jax.numpy.linalg": sorted(f.name for f in FUNCS)})
    return _blocks.declaration_module(DOC, PRAGMAS, body, runtime, helpers=result_tuples())


def result_tuples() -> dict[str, list[str]]:
    """The hand-written result tuples (`EighResult`, ...), by module: the declarations read
    them, and the public module re-exports them."""
    return {_blocks.dotted(HAND): _blocks.literal_all(HAND)}


def main(argv: list[str] | None = None) -> int:
    """Rewrite the declarations and the public module, or check they are current."""
    targets = [
        _blocks.file_target(TARGET, render, SCRIPT),
        _blocks.public_target(
            TARGET,
            SCRIPT,
            PUBLIC_DOC,
            public=PUBLIC,
            also=result_tuples,
        ),
    ]
    return _blocks.main_blocks(targets, SCRIPT, argv)


if __name__ == "__main__":
    raise SystemExit(main())
