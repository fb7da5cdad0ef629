"""Writes the overloads of `typedjax.scipy.linalg`.

This writes the declarations, `typedjax/_src/generated/scipy/linalg.py`, whole, and the
public module `typedjax/scipy/linalg.py`, which re-exports them. Run
`python tools/gen/scipy_linalg.py` after changing a rule; `--check` fails when a file is out
of date (the test suite runs that).

The rules are `typedjax.numpy.linalg`'s tables (`tools/gen/numpy_linalg.py`), not a
new ladder:

* `DECOMPOSITION`: inexact input keeps its dtype, integers and booleans give the
  default float (`inv`, `cholesky`, `lu`, `qr`, `expm`, `polar`, `hessenberg`);
* `SPLIT`: the same with the real counterpart beside it (`svd`'s singular values,
  `eigh`'s eigenvalues, `lu`'s permutation matrix, `funm`'s error estimate);
* `EIGEN`: a complex result of the input's precision (`sqrtm`, `funm`,
  `schur(output="complex")`, `rsf2csf`);
* `DETERMINANT`: `det`, `companion` and `fiedler_companion` leave the 1- and 2-bit
  integers unpromoted;
* two operands promote by `convolve`'s inexact promotion (`INEXACT_ROWS`), the
  special-matrix constructors by JAX's promotion table (`arith_rows`), `block_diag`
  as a sequence joined by `concatenate`, and `dtype=` by `_rules.REQUESTS`.

Flags that change the result's structure (`lu(permute_l=)`, `eigh(eigvals_only=)`,
`qr(mode=, pivoting=)`, `svd(compute_uv=)`, `schur(output=)`, `expm_frechet(compute_expm=)`,
`hessenberg(calc_q=)`, `funm(disp=)`, `qr_multiply(pivoting=)`, `eigh_tridiagonal(eigvals_only=)`)
are `Literal` overloads. The dtype agreement cases (tests/agreement/scipy_cases/linalg.py)
check every row against JAX.
"""

from __future__ import annotations

import inspect
from collections.abc import Sequence
from dataclasses import replace

import _scipy  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import KW_ONLY, Func, Ov, P, Token  # pytype: disable=import-error
from _manipulation import (  # pytype: disable=import-error  # a sibling script
    INEXACT_ROWS,
    REQUESTS,
    SEQUENCE_CATEGORIES,
    arith_rows,
)
from numpy_linalg import (  # pytype: disable=import-error  # a sibling script
    DECOMPOSITION,
    EIGEN,
    KEEP,
    SPLIT,
    split,
    unary,
)
from numpy_linalg import DETERMINANT as NUMPY_DETERMINANT  # pytype: disable=import-error

SCRIPT = "scipy_linalg.py"
PUBLIC_DOC = '''"""Typed `jax.scipy.linalg`: JAX's own functions, with dtype-precise declarations.

`tsp.linalg.inv is jax.scipy.linalg.inv`, and likewise for every name here: the
declarations under `TYPE_CHECKING` only tell checkers what JAX computes, by the rules
of `typedjax.numpy.linalg`:

* decompositions and solvers keep a float or complex input's dtype and give the
  default float for integer and boolean input (`inv`, `solve`, `cholesky`, `lu`,
  `qr`, `expm`); two operands promote together first;
* singular values, `eigh`'s eigenvalues and `lu`'s permutation matrix are real:
  complex64 gives float32, complex128 float64;
* `sqrtm`, `funm`, `rsf2csf` and `schur(output="complex")` are complex, of the
  input's precision;
* the special-matrix constructors keep (`toeplitz`, `circulant`, `block_diag`) or
  promote (`toeplitz(c, r)`, `leslie`) their operands' dtypes; the ones built from
  `n` alone are JAX's default float (`hilbert`, `helmert`), complex (`dft`) or
  integer (`hadamard`).

Flags that change what comes back are `Literal` overloads: `lu(a, permute_l=True)` is
two arrays, `lu(a)` three; `qr(a, mode="r")` is a one-tuple; `svd(a, compute_uv=False)`
and `eigh(a, eigvals_only=True)` one array. The results are tuples (and `schur`'s a
list) as JAX returns them.
"""
'''
"""The docstring of `typedjax.scipy.linalg`."""

# ---- rules derived from the shared tables -------------------------------------------------

DETERMINANT: tuple[tuple[str, str], ...] = NUMPY_DETERMINANT
"""`det`'s rule of `typedjax.numpy.linalg`."""

REAL_OF_COMPLEX = {"complex64": "float32", "complex128": "float64", "complexfloating": "floating"}
"""The real counterpart of each result of `EIGEN`."""

_SINGLE, _DOUBLE = EIGEN[0][0], EIGEN[1][0]
COMPLEX_PAIRS: tuple[tuple[str, str, str], ...] = (
    (_SINGLE, f"{_SINGLE} | Array[integer | bool_]", EIGEN[0][1]),
    ("Array[integer | bool_]", _SINGLE, EIGEN[0][1]),
    (_DOUBLE, "ArrayLike", EIGEN[1][1]),
    ("ArrayLike", _DOUBLE, EIGEN[1][1]),
    ("ArrayLike", "ArrayLike", EIGEN[-1][1]),
)
"""`rsf2csf`: the operands promote, then become complex (`EIGEN` of the promoted dtype).
A narrow float with an integer stays narrow, so it is complex64; a double operand makes
the promoted dtype double."""

SAME_PRECISION: tuple[tuple[str, str], ...] = (
    ("Array[float32 | float16 | bfloat16]", "float32"),
    ("Array[complex64]", "complex64"),
    ("Array[float64]", "float64"),
    ("Array[complex128]", "complex128"),
    ("ArrayLike", "inexact"),
)
"""`solve_sylvester`: computed through the complex Schur form in at least single precision
(float16 and bfloat16 give float32); the three operands of one row share its operand type."""

TRIDIAGONAL: tuple[tuple[str, str, str], ...] = (
    ("Array[float32]", "float32", "float32"),
    ("Array[float64]", "float64", "float64"),
    ("Array[complex64]", "float32", "complex64"),
    ("Array[complex128]", "float64", "complex128"),
    ("ArrayLike", "floating", "inexact"),
)
"""`eigh_tridiagonal(d, e)` (`SPLIT` for the four dtypes JAX accepts, `d` and `e` alike):
`(operand, eigenvalue dtype, eigenvector dtype)`."""

FIEDLER: tuple[tuple[str, str], ...] = (
    ("Array[IntegerT]", "IntegerT"),
    *((operand, real) for operand, _, real in SPLIT[:3]),
    ("ArrayLike", "floating | integer"),
)
"""`fiedler`: absolute differences, real (`SPLIT`'s real column); integers keep their dtype."""

DFT: tuple[tuple[str, str], ...] = (
    ("None = None", "complexfloating"),
    ("ToComplex64!", "complex64"),
    ("DTypeLike | None = None", "complexfloating"),
)
"""`dft(dtype=)`: a complex request decides (complex128 only with x64 on), default complex."""

PIVOT = "Array[int32]"
"""The pivots and permutations of `lu_factor` and `qr(pivoting=True)`: int32 whatever x64."""

# ---- building overloads from the rules ----------------------------------------------------


def pair(a: str, b: str, rows: Sequence[tuple[str, str, str]], wrap: str,
         a_wrap: str = "{}", **extra: str) -> list[Ov]:  # fmt: skip
    """One overload per `(a, b, result)` row, `a` written into `a_wrap` and the result into `wrap`."""
    return [Ov(wrap.format(result), {a: a_wrap.format(x), b: y, **extra}) for x, y, result in rows]


def flagged(
    subject: str, table: Sequence[tuple[str, str]], flag: str, when_true: str, when_false: str,
    *, default: bool,
) -> list[Ov]:  # fmt: skip
    """A unary rule twice: `flag` given as `Literal[True]` and as `Literal[False]`."""
    first, second = (True, False) if default else (False, True)
    out: list[Ov] = []
    for value in (first, second):
        wrap = when_true if value else when_false
        spec = f"Literal[{value}]" + (f" = {value}" if value == default else "!")
        out += [Ov(wrap.format(r), {subject: x, flag: spec}) for x, r in table]
    return out


A = P("a", "ArrayLike")
B = P("b", "ArrayLike")
C = P("c", "ArrayLike")
OVERWRITE_A = P("overwrite_a", "bool", "False")
OVERWRITE_B = P("overwrite_b", "bool", "False")
CHECK = P("check_finite", "bool", "True")
N = P("n", "int")
KIND = P("kind", "Literal['symmetric', 'upper', 'lower'] | None", "None")


def _solver(name: str, params: tuple[Token, ...], doc: str) -> Func:
    """A solver of `a` and `b`, promoted together to an inexact dtype (`INEXACT_ROWS`)."""
    return Func(
        name, params, "Array[inexact]", doc, tuple(pair("a", "b", INEXACT_ROWS, "Array[{}]"))
    )


def _constructor(name: str, params: tuple[Token, ...], doc: str) -> Func:
    """`toeplitz`/`hankel`: one vector keeps its dtype, two promote as in `c + r`."""
    first, second = params[0], params[1]
    assert isinstance(first, P) and isinstance(second, P)
    ovs = unary(first.name, KEEP)
    ovs = [replace(ov, types={**ov.types, second.name: "None = None"}) for ov in ovs[:-1]]
    rows = [(x, f"{y}!", r) for x, y, r in arith_rows(scalars=False)[:-1]]
    ovs += [*pair(first.name, second.name, rows, "Array[{}]"), Ov("Array[generic]", {})]
    return Func(name, params, "Array[generic]", doc, tuple(ovs))


def _eigh() -> Func:
    params = (
        A,
        P("b", "None", "None"),
        P("lower", "bool", "True"),
        P("eigvals_only", "bool", "False"),
        OVERWRITE_A,
        OVERWRITE_B,
        P("turbo", "bool", "True"),
        P("eigvals", "None", "None"),
        P("type", "Literal[1]", "1"),
        CHECK,
    )
    both = "tuple[Array[{real}], Array[{kept}]]"
    ovs = split("a", both, eigvals_only="Literal[False] = False")
    ovs += split("a", "Array[{real}]", eigvals_only="Literal[True]!")
    ovs.append(Ov("tuple[Array[floating], Array[inexact]] | Array[floating]", {}))
    return Func(
        "eigh",
        params,
        "tuple[Array[floating], Array[inexact]] | Array[floating]",
        """Eigenvalues (real, ascending) and eigenvectors of a Hermitian matrix.

        `eigvals_only=True` gives the eigenvalues alone. The eigenvectors keep the input's
        inexact dtype, the eigenvalues its real counterpart; JAX implements only the standard
        problem (`b=None`, `type=1`).""",
        tuple(ovs),
    )


def _eigh_tridiagonal() -> Func:
    params = (
        P("d", "ArrayLike"),
        P("e", "ArrayLike"),
        KW_ONLY,
        P("eigvals_only", "bool", "False"),
        P("select", "Literal['a', 'i']", "'a'"),
        P("select_range", "tuple[float, float] | None", "None"),
        P("tol", "float | None", "None"),
        P("key", "Array | None", "None"),
    )
    ovs: list[Ov] = []
    for flag, wrap in (
        ("Literal[False] = False", "tuple[Array[{1}], Array[{2}]]"),
        ("Literal[True]!", "Array[{1}]"),
    ):
        ovs += [
            Ov(wrap.format(*row), {"d": row[0], "e": row[0], "eigvals_only": flag})
            for row in TRIDIAGONAL
        ]
    ovs.append(Ov("tuple[Array[floating], Array[inexact]] | Array[floating]", {}))
    return Func(
        "eigh_tridiagonal",
        params,
        "tuple[Array[floating], Array[inexact]] | Array[floating]",
        """Eigenvalues (and eigenvectors) of the Hermitian tridiagonal matrix of `d` and `e`.

        JAX accepts float32, float64, complex64 and complex128 (`d` and `e` alike); the
        eigenvalues are real.""",
        tuple(ovs),
    )


def _expm_frechet() -> Func:
    params = (
        P("A", "ArrayLike"),
        P("E", "ArrayLike"),
        KW_ONLY,
        P("method", "Literal['SPS', 'blockEnlarge'] | None", "None"),
        P("compute_expm", "bool", "True"),
    )
    ovs = pair("A", "E", INEXACT_ROWS, "tuple[Array[{0}], Array[{0}]]",
               compute_expm="Literal[True] = True")  # fmt: skip
    ovs += pair("A", "E", INEXACT_ROWS, "Array[{}]", compute_expm="Literal[False]!")
    ovs.append(Ov("tuple[Array[inexact], Array[inexact]] | Array[inexact]", {}))
    return Func(
        "expm_frechet",
        params,
        "tuple[Array[inexact], Array[inexact]] | Array[inexact]",
        """`(expm(A), L)`, `L` the Frechet derivative of `expm` at `A` in direction `E`.

        `compute_expm=False` gives `L` alone. JAX computes it for float32, float64,
        complex64 and complex128 only; the two operands promote together.""",
        tuple(ovs),
    )


def _funm() -> Func:
    params = (
        P("A", "ArrayLike"),
        P("func", "Callable[[Array[complexfloating]], ArrayLike]"),
        P("disp", "bool", "True"),
    )
    ovs = [Ov(f"Array[{c}]", {"A": x, "disp": "Literal[True] = True"}) for x, c in EIGEN]
    ovs += [
        Ov(f"tuple[Array[{c}], Array[{REAL_OF_COMPLEX[c]}]]", {"A": x, "disp": "Literal[False]!"})
        for x, c in EIGEN
    ]
    ovs.append(Ov("Array[complexfloating] | tuple[Array[complexfloating], Array[floating]]", {}))
    return Func(
        "funm",
        params,
        "Array[complexfloating] | tuple[Array[complexfloating], Array[floating]]",
        """The matrix function `func(A)` by the Schur-Parlett method; a complex array.

        `disp=False` also gives an error estimate, real. JAX rejects integer and boolean
        input; float16 and bfloat16 give complex64.""",
        tuple(ovs),
    )


def _lu() -> Func:
    params = (A, P("permute_l", "bool", "False"), OVERWRITE_A, CHECK)
    three = "tuple[Array[{real}], Array[{kept}], Array[{kept}]]"
    ovs = split("a", three, permute_l="Literal[False] = False")
    ovs += [
        replace(ov, types={**ov.types, "permute_l": "Literal[True]!"})
        for ov in unary("a", DECOMPOSITION, "tuple[Array[{0}], Array[{0}]]")
    ]
    either = (
        "tuple[Array[floating], Array[inexact], Array[inexact]] "
        "| tuple[Array[inexact], Array[inexact]]"
    )
    ovs.append(Ov(either, {}))
    return Func(
        "lu",
        params,
        either,
        """LU decomposition with partial pivoting: `(p, l, u)` with `a = p @ l @ u`.

        `permute_l=True` gives `(p @ l, u)`. `l` and `u` keep the input's inexact dtype
        (integers give the default float); the permutation matrix `p` is real.""",
        tuple(ovs),
    )


def _qr() -> Func:
    params = (
        A,
        OVERWRITE_A,
        P("lwork", "int | None", "None"),
        P("mode", "Literal['full', 'economic', 'r']", "'full'"),
        P("pivoting", "bool", "False"),
        CHECK,
    )
    forms = (
        ("Literal['full', 'economic'] = 'full'", "Literal[False] = False",
         "tuple[Array[{0}], Array[{0}]]"),
        ("Literal['r']!", "Literal[False] = False", "tuple[Array[{0}]]"),
        ("Literal['full', 'economic'] = 'full'", "Literal[True]!",
         f"tuple[Array[{{0}}], Array[{{0}}], {PIVOT}]"),
        ("Literal['r']!", "Literal[True]!", f"tuple[Array[{{0}}], {PIVOT}]"),
    )  # fmt: skip
    ovs = [
        Ov(wrap.format(result), {"a": operand, "mode": mode, "pivoting": pivoting})
        for mode, pivoting, wrap in forms
        for operand, result in DECOMPOSITION
    ]
    either = " | ".join(wrap.format("inexact") for *_, wrap in forms)
    ovs.append(Ov(either, {}))
    return Func(
        "qr",
        params,
        either,
        """QR decomposition: `(Q, R)`, or `(R,)` for `mode="r"`, with the pivots last if `pivoting`.

        The factors keep the input's inexact dtype (integers give the default float); the
        pivots are int32. JAX has no `mode="raw"`.""",
        tuple(ovs),
    )


def _qr_multiply() -> Func:
    params = (
        A,
        C,
        P("mode", "Literal['right', 'left']", "'right'"),
        P("pivoting", "bool", "False"),
        P("conjugate", "bool", "False"),
        OVERWRITE_A,
        P("overwrite_c", "bool", "False"),
    )
    ovs = pair("a", "c", INEXACT_ROWS, "tuple[Array[{0}], Array[{0}]]",
               pivoting="Literal[False] = False")  # fmt: skip
    ovs += pair("a", "c", INEXACT_ROWS, f"tuple[Array[{{0}}], Array[{{0}}], {PIVOT}]",
                pivoting="Literal[True]!")  # fmt: skip
    either = (
        f"tuple[Array[inexact], Array[inexact]] | tuple[Array[inexact], Array[inexact], {PIVOT}]"
    )
    ovs.append(Ov(either, {}))
    return Func(
        "qr_multiply",
        params,
        either,
        """`(Q @ c, R)` (or `(c @ Q, R)` for `mode="left"`) of the QR decomposition of `a`.

        `a` and `c` promote together to an inexact dtype; `pivoting=True` adds the int32
        pivots.""",
        tuple(ovs),
    )


def _svd() -> Func:
    params = (
        A,
        P("full_matrices", "bool", "True"),
        P("compute_uv", "bool", "True"),
        OVERWRITE_A,
        CHECK,
        P("lapack_driver", "Literal['gesdd', 'gesvd']", "'gesdd'"),
    )
    values = "Array[{real}]"
    ovs = split("a", "tuple[Array[{kept}], Array[{real}], Array[{kept}]]",
                compute_uv="Literal[True] = True")  # fmt: skip
    ovs += split("a", values, compute_uv="Literal[False]!")
    ovs += split("a", values, full_matrices="bool!", compute_uv="Literal[False]!")
    either = "tuple[Array[inexact], Array[floating], Array[inexact]] | Array[floating]"
    ovs.append(Ov(either, {}))
    return Func(
        "svd",
        params,
        either,
        """Singular value decomposition `(U, s, Vh)`, or only `s` for `compute_uv=False`.

        `U` and `Vh` keep the input's inexact dtype, `s` is its real counterpart.""",
        tuple(ovs),
    )


def _schur() -> Func:
    ovs = [Ov(f"list[Array[{r}]]", {"a": x, "output": "Literal['real'] = 'real'"})
           for x, r in DECOMPOSITION]  # fmt: skip
    ovs += [Ov(f"list[Array[{c}]]", {"a": x, "output": "Literal['complex']!"}) for x, c in EIGEN]
    ovs.append(Ov("list[Array[inexact]]", {}))
    return Func(
        "schur",
        (A, P("output", "Literal['real', 'complex']", "'real'")),
        # A list is invariant: only a read-only view holds every overload's list.
        "Sequence[Array[inexact]]",
        """Schur decomposition `[T, Z]` with `a = Z @ T @ Z^H` (a list, as JAX returns it).

        `output="real"` keeps the input's inexact dtype (JAX rejects integers);
        `output="complex"` is complex, of the input's precision.""",
        tuple(ovs),
    )


def _solve_sylvester() -> Func:
    names = ("A", "B", "C")
    ovs = [Ov(f"Array[{r}]", dict.fromkeys(names, x)) for x, r in SAME_PRECISION]
    return Func(
        "solve_sylvester",
        (
            P("A", "ArrayLike"),
            P("B", "ArrayLike"),
            P("C", "ArrayLike"),
            KW_ONLY,
            P("method", "Literal['schur', 'eigen']", "'schur'"),
            P("tol", "float", "1e-08"),
        ),
        "Array[inexact]",
        """Solution `X` of `A @ X + X @ B = C`, by the Schur (or eigen-) decomposition.

        Computed in at least single precision: float16 and bfloat16 give float32,
        integers the default float.""",
        tuple(ovs),
    )


def _hadamard() -> Func:
    ovs = [Ov("Array[signedinteger]", {"dtype": "ToInt64 = int"}),
           Ov("Array[floating]", {"dtype": "None!"})]  # fmt: skip
    ovs += [
        Ov(f"Array[{result}]", {"dtype": f"{req}!"})
        for req, result in REQUESTS
        if req != "ToInt64"  # the default's row, above
    ]
    return Func(
        "hadamard",
        (N, P("dtype", "DTypeLike | None", "int")),
        "Array[generic]",
        """The `n` x `n` Hadamard matrix (`n` a power of 2): JAX's default integer, or `dtype`.

        `dtype=None` gives the default float.""",
        tuple(ovs),
    )


def _block_diag() -> Func:
    ovs = [Ov("Array[SameT]", {"arrs": "Array[SameT]"})]
    ovs += [Ov(f"Array[{r}]", {"arrs": e}) for e, r in SEQUENCE_CATEGORIES]
    ovs.append(Ov("Array[generic]", {}))
    return Func(
        "block_diag",
        ("*arrs: ArrayLike",),
        "Array[generic]",
        "Block-diagonal matrix of the given arrays; their dtypes promote together.",
        tuple(ovs),
    )


_FUNCS: tuple[Func, ...] = (
    _block_diag(),
    Func(
        "cho_factor",
        (A, P("lower", "bool", "False"), OVERWRITE_A, CHECK),
        "tuple[Array[inexact], bool]",
        """`(c, lower)`: the Cholesky factor (in one triangle of `c`) and which triangle.

        For `cho_solve`; integers give the default float.""",
        tuple(unary("a", DECOMPOSITION, "tuple[Array[{}], bool]")),
    ),
    Func(
        "cho_solve",
        (P("c_and_lower", "tuple[ArrayLike, bool]"), B, OVERWRITE_B, CHECK),
        "Array[inexact]",
        "Solution of `a @ x = b` from `cho_factor(a)`; the factor and `b` promote to inexact.",
        tuple(pair("c_and_lower", "b", INEXACT_ROWS, "Array[{}]", "tuple[{}, bool]")),
    ),
    Func(
        "cholesky",
        (A, P("lower", "bool", "False"), OVERWRITE_A, CHECK),
        "Array[inexact]",
        "Cholesky factor (upper unless `lower`) of a Hermitian positive-definite matrix.",
        tuple(unary("a", DECOMPOSITION)),
    ),
    Func(
        "circulant",
        (C,),
        "Array[generic]",
        "Circulant matrix whose first column is `c`; the dtype is kept.",
        tuple(unary("c", KEEP)),
    ),
    Func(
        "companion",
        (A,),
        "Array[inexact | integer]",
        """Companion matrix of the polynomial with coefficients `a`.

        Integers give the default float, except the 1- and 2-bit integers, which JAX
        leaves unpromoted (hence `Array[inexact | integer]` for an unknown dtype).""",
        tuple(unary("a", DETERMINANT)),
    ),
    Func(
        "convolution_matrix",
        (A, N, P("mode", "Literal['full', 'same', 'valid']", "'full'")),
        "Array[generic]",
        "Matrix whose product with a vector is its convolution with `a`; the dtype is kept.",
        tuple(unary("a", KEEP)),
    ),
    Func(
        "det",
        (A, OVERWRITE_A, CHECK),
        "Array[inexact | integer]",
        """Determinant of a square matrix; integers and booleans give the default float.

        JAX leaves the 1- and 2-bit integers unpromoted, so an input of unknown dtype gives
        `Array[inexact | integer]`.""",
        tuple(unary("a", DETERMINANT)),
    ),
    Func(
        "dft",
        (
            N,
            P("scale", "Literal['sqrtn', 'n'] | None", "None"),
            KW_ONLY,
            P("dtype", "DTypeLike | None", "None"),
        ),
        "Array[complexfloating]",
        """The `n` x `n` discrete Fourier transform matrix; complex.

        JAX's default complex, or the complex `dtype` requested.""",
        tuple(Ov(f"Array[{r}]", {"dtype": d}) for d, r in DFT),
    ),
    _eigh(),
    _eigh_tridiagonal(),
    Func(
        "expm",
        (
            P("A", "ArrayLike"),
            KW_ONLY,
            P("upper_triangular", "bool", "False"),
            P("max_squarings", "int", "16"),
        ),
        "Array[inexact]",
        "Matrix exponential by the Pade approximation; integers give the default float.",
        tuple(unary("A", DECOMPOSITION)),
    ),
    _expm_frechet(),
    Func(
        "fiedler",
        (A,),
        "Array[floating | integer]",
        """Symmetric Fiedler matrix `abs(a[i] - a[j])`; a real array.

        Integers keep their dtype, complex64 gives float32; JAX rejects booleans.""",
        tuple(unary("a", FIEDLER)),
    ),
    Func(
        "fiedler_companion",
        (A,),
        "Array[inexact | integer]",
        """Fiedler companion matrix of the polynomial with coefficients `a`.

        Integers give the default float, except the 1- and 2-bit integers (kept).""",
        tuple(unary("a", DETERMINANT)),
    ),
    _funm(),
    _hadamard(),
    _constructor(
        "hankel",
        (C, P("r", "ArrayLike | None", "None")),
        "Hankel matrix of first column `c` and last row `r`; the two promote together.",
    ),
    Func(
        "helmert",
        (N, P("full", "bool", "False")),
        "Array[floating]",
        "Helmert matrix of order `n`; JAX's default float.",
    ),
    Func(
        "hessenberg",
        (A, KW_ONLY, P("calc_q", "bool", "False"), OVERWRITE_A, CHECK),
        "Array[inexact] | tuple[Array[inexact], Array[inexact]]",
        """Hessenberg form `H` of a square matrix, with `(H, Q)` for `calc_q=True`.

        Both keep the input's inexact dtype; JAX rejects integers.""",
        (
            *flagged(
                "a",
                DECOMPOSITION,
                "calc_q",
                "tuple[Array[{0}], Array[{0}]]",
                "Array[{}]",
                default=False,
            ),
            Ov("Array[inexact] | tuple[Array[inexact], Array[inexact]]", {}),
        ),
    ),
    Func(
        "hilbert",
        (N,),
        "Array[floating]",
        "Hilbert matrix of order `n`; JAX's default float.",
    ),
    Func(
        "inv",
        (A, OVERWRITE_A, CHECK),
        "Array[inexact]",
        "Inverse of a square matrix; integers and booleans give the default float.",
        tuple(unary("a", DECOMPOSITION)),
    ),
    Func(
        "invhilbert",
        (N,),
        "Array[floating]",
        "Inverse of the Hilbert matrix of order `n`; JAX's default float.",
    ),
    Func(
        "invpascal",
        (N, KIND),
        "Array[floating]",
        "Inverse of the Pascal matrix of order `n`; JAX's default float.",
    ),
    Func(
        "leslie",
        (P("f", "ArrayLike"), P("s", "ArrayLike")),
        "Array[generic]",
        "Leslie matrix of fecundities `f` and survival rates `s`; the two promote together.",
        tuple(pair("f", "s", arith_rows(scalars=False), "Array[{}]")),
    ),
    _lu(),
    Func(
        "lu_factor",
        (A, OVERWRITE_A, CHECK),
        f"tuple[Array[inexact], {PIVOT}]",
        """`(lu, piv)`: both triangular factors in one matrix, and the int32 pivot indices.

        For `lu_solve`; integers give the default float.""",
        tuple(unary("a", DECOMPOSITION, f"tuple[Array[{{}}], {PIVOT}]")),
    ),
    Func(
        "lu_solve",
        (
            P("lu_and_piv", "tuple[ArrayLike, ArrayLike]"),
            B,
            P("trans", "Literal[0, 1, 2]", "0"),
            OVERWRITE_B,
            CHECK,
        ),
        "Array[inexact]",
        "Solution of `a @ x = b` from `lu_factor(a)`; the factor and `b` promote to inexact.",
        tuple(pair("lu_and_piv", "b", INEXACT_ROWS, "Array[{}]", "tuple[{}, ArrayLike]")),
    ),
    Func(
        "pascal",
        (N, KIND),
        "Array[float32]",
        "Pascal matrix of order `n`; float32 whatever x64.",
    ),
    Func(
        "polar",
        (
            A,
            P("side", "Literal['right', 'left']", "'right'"),
            KW_ONLY,
            P("method", "Literal['qdwh', 'svd']", "'qdwh'"),
            P("eps", "float | None", "None"),
            P("max_iterations", "int | None", "None"),
        ),
        "tuple[Array[inexact], Array[inexact]]",
        """Polar decomposition `(u, p)`: `u` unitary, `p` Hermitian positive semi-definite.

        Both keep the input's inexact dtype; JAX rejects integers (and `side="left"` needs
        `method="svd"`).""",
        tuple(unary("a", DECOMPOSITION, "tuple[Array[{0}], Array[{0}]]")),
    ),
    _qr(),
    _qr_multiply(),
    Func(
        "rsf2csf",
        (P("T", "ArrayLike"), P("Z", "ArrayLike"), CHECK),
        "tuple[Array[complexfloating], Array[complexfloating]]",
        """The complex Schur form `(T, Z)` from the real one `schur(a)` gives.

        The two promote together, then become complex of that precision.""",
        tuple(pair("T", "Z", COMPLEX_PAIRS, "tuple[Array[{0}], Array[{0}]]")),
    ),
    _schur(),
    _solver(
        "solve",
        (
            A,
            B,
            P("lower", "bool", "False"),
            OVERWRITE_A,
            OVERWRITE_B,
            P("debug", "bool", "False"),
            CHECK,
            P("assume_a", "Literal['gen', 'sym', 'her', 'pos']", "'gen'"),
        ),
        "Solution `x` of `a @ x = b`; the operands promote together to an inexact dtype.",
    ),
    _solve_sylvester(),
    _solver(
        "solve_triangular",
        (
            A,
            B,
            P("trans", "Literal[0, 1, 2, 'N', 'T', 'C']", "0"),
            P("lower", "bool", "False"),
            P("unit_diagonal", "bool", "False"),
            OVERWRITE_B,
            P("debug", "object | None", "None"),
            CHECK,
        ),
        "Solution of a triangular system `a @ x = b`; the operands promote to an inexact dtype.",
    ),
    Func(
        "sqrtm",
        (P("A", "ArrayLike"), P("blocksize", "int", "1")),
        "Array[complexfloating]",
        """Principal matrix square root; complex, of the input's precision.

        float32/float16/bfloat16/complex64 give complex64, integers the default complex.""",
        tuple(unary("A", EIGEN)),
    ),
    _svd(),
    _constructor(
        "toeplitz",
        (C, P("r", "ArrayLike | None", "None")),
        "Toeplitz matrix of first column `c` and first row `r`; the two promote together.",
    ),
)

# The docstrings above are indented as source; the block indents them itself.
FUNCS = tuple(replace(func, doc=inspect.cleandoc(func.doc)) for func in _FUNCS)
NAMES = tuple(func.name for func in FUNCS)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module and the public module, or `--check` that both are current."""
    return _scipy.main("linalg", SCRIPT, FUNCS, PUBLIC_DOC, argv)


if __name__ == "__main__":
    raise SystemExit(main())
