"""The tables of the smaller `typedjax.scipy` modules (a library, not a generator).

`fft` (the discrete cosine transforms), `signal`, `ndimage`, `integrate`, `sparse.linalg`
and `cluster.vq`: each module's functions are one table here (`FFT`, `SIGNAL`, ...), and
the generator named after the module (`scipy_fft.py`, `scipy_signal.py`, ...,
`scipy_cluster_vq.py`) writes its generated module,
`typedjax/_src/generated/scipy/<module>.py`, and its public module from it.

The rules are `typedjax.numpy`'s tables:

* convolution and correlation promote their two operands to an inexact dtype as
  `tnp.convolve` does (`INEXACT_ROWS`); `detrend` follows `det` (`DETERMINANT`);
* the spectral estimates (`welch`, `csd`, `stft`, `istft`) are computed in the
  precision of `tnp.fft` (`numpy_fft.RULES`): float32 and narrower give float32
  (and complex64), float64 gives float64 (and complex128);
* `map_coordinates` keeps the input's dtype (`KEEP`), `trapezoid` is
  `tnp.trapezoid`'s declaration, `vq`'s distances are real (`SPLIT`);
* the Krylov solvers (`cg`, `gmres`, `bicgstab`) give back the pytree type of `b`.

The DCT has a rule of its own (`DCT`): JAX computes it in at least single precision.
The dtype agreement cases (tests/agreement/scipy_cases/signal.py and misc.py) check
every row against JAX.
"""

from __future__ import annotations

import inspect
from dataclasses import replace

from _blocks import KW_ONLY, Func, Ov, P, Token  # pytype: disable=import-error
from _manipulation import INEXACT_ROWS  # pytype: disable=import-error
from _reductions import STATISTICS  # pytype: disable=import-error
from numpy_fft import RULES  # pytype: disable=import-error  # a sibling script
from numpy_linalg import KEEP, SPLIT, unary  # pytype: disable=import-error
from scipy_linalg import DETERMINANT  # pytype: disable=import-error

# ---- result rules -------------------------------------------------------------------------

DCT: tuple[tuple[str, str], ...] = (
    ("Array[float32 | float16 | bfloat16]", "float32"),
    ("Array[complex64]", "complex64"),
    ("Array[float64]", "float64"),
    ("Array[complex128]", "complex128"),
    ("Array[integer | bool_]", "floating"),
    ("ArrayLike", "inexact"),
)
"""dct/idct: in at least single precision (float16 and bfloat16 give float32); complex input
is transformed part by part and stays complex; integers give the default float."""


def _spectral() -> tuple[tuple[str, str, str], ...]:
    """`(operand, real, complex)`: `RULES["real-result"]` and `RULES["complex"]` side by side."""
    real_rows, real_last = RULES["real-result"]
    complex_rows, complex_last = RULES["complex"]
    rows = [
        (f"Array[{operand}]", real, cplx)
        for (operand, real), (same, cplx) in zip(real_rows, complex_rows, strict=True)
        if operand == same
    ]
    return (*rows, ("ArrayLike", real_last, complex_last))


SPECTRAL = _spectral()
"""The spectral estimates' `(operand, real dtype, complex dtype)`: `tnp.fft`'s precision."""

DISTANCES: tuple[tuple[str, str], ...] = (
    *((f"Array[{f}]", f) for f in ("float32", "float64", "float16", "bfloat16")),
    *((operand, real) for operand, _, real in SPLIT[1:]),
)
"""vq's distances: `SPLIT`'s real column, with its `FloatingT` row spelled per float, since
`obs` and `code_book` must then have one dtype (two different floats promote)."""

# ---- building overloads -------------------------------------------------------------------


def pair(a: str, b: str, wrap: str = "Array[{}]", **extra: str) -> list[Ov]:
    """One overload per `INEXACT_ROWS` row: `a` and `b` promoted to an inexact dtype."""
    return [Ov(wrap.format(r), {a: x, b: y, **extra}) for x, y, r in INEXACT_ROWS]


def spectral(subject: str, wrap: str, **extra: str) -> list[Ov]:
    """One overload per `SPECTRAL` row, `wrap` formatted with `real=` and `complex=`."""
    return [
        Ov(wrap.format(real=real, complex=cplx), {subject: operand, **extra})
        for operand, real, cplx in SPECTRAL
    ]


MODE = P("mode", "Literal['full', 'same', 'valid']", "'full'")
PRECISION = P("precision", "PrecisionLike", "None")
IN1, IN2 = P("in1", "ArrayLike"), P("in2", "ArrayLike")
FS = P("fs", "ArrayLike", "1.0")
WINDOW = P("window", "str | ArrayLike", "'hann'")
NOVERLAP = P("noverlap", "int | None", "None")
NFFT = P("nfft", "int | None", "None")
DETREND = P("detrend", "Literal['constant', 'linear', False] | Callable[[Array[inexact]], ArrayLike]",
            "'constant'")  # fmt: skip
ONESIDED = P("return_onesided", "bool", "True")
SCALING = P("scaling", "Literal['density', 'spectrum']", "'density'")
AXIS = P("axis", "int", "-1")
AVERAGE = P("average", "Literal['mean', 'median']", "'mean'")
NORM = P("norm", "Literal['backward', 'ortho'] | None", "None")


def _dct(name: str, rank: str, doc: str) -> Func:
    shape: tuple[Token, ...] = (
        (P("n", "int | None", "None"), AXIS)
        if rank == "1"
        else (P("s", "Sequence[int] | None", "None"), P("axes", "Sequence[int] | None", "None"))
    )
    params = (P("x", "ArrayLike"), P("type", "Literal[2]", "2"), *shape, NORM)
    return Func(name, params, "Array[inexact]", doc, tuple(unary("x", DCT)))


FFT: tuple[Func, ...] = (
    _dct("dct", "1", "Type-II discrete cosine transform along `axis`."),
    _dct("dctn", "n", "Type-II discrete cosine transform over `axes` (all by default)."),
    _dct("idct", "1", "Inverse of the type-II discrete cosine transform along `axis`."),
    _dct("idctn", "n", "Inverse of the type-II discrete cosine transform over `axes`."),
)


def _convolution(name: str, two_d: bool, doc: str) -> Func:
    tail: tuple[Token, ...] = (
        (P("boundary", "Literal['fill']", "'fill'"), P("fillvalue", "float", "0"), PRECISION)
        if two_d
        else (P("method", "Literal['auto', 'direct', 'fft']", "'auto'"), PRECISION)
    )
    return Func(name, (IN1, IN2, MODE, *tail), "Array[inexact]", doc, tuple(pair("in1", "in2")))


_CSD_PARAMS: tuple[Token, ...] = (
    FS, WINDOW, P("nperseg", "int | None", "None"), NOVERLAP, NFFT, DETREND, ONESIDED, SCALING,
    AXIS, AVERAGE,
)  # fmt: skip


def _csd() -> Func:
    params = (P("x", "ArrayLike"), P("y", "ArrayLike | None"), *_CSD_PARAMS)
    ovs = spectral("x", "tuple[Array[{real}], Array[{real}]]", y="None")
    ovs += [
        Ov(f"tuple[Array[{real}], Array[{cplx}]]", {"x": operand, "y": operand})
        for operand, real, cplx in SPECTRAL
    ]
    either = "tuple[Array[floating], Array[inexact]]"
    ovs.append(Ov(either, {}))
    return Func(
        "csd",
        params,
        either,
        """Cross power spectral density of `x` and `y` by Welch's method: `(freqs, Pxy)`.

        Complex for two signals, real for `y=None` (the power spectral density of `x`);
        float32 and narrower compute in single precision, float64 in double.""",
        tuple(ovs),
    )


SIGNAL: tuple[Func, ...] = (
    _convolution(
        "convolve",
        False,
        "N-dimensional convolution of `in1` and `in2`; they promote to an inexact dtype.",
    ),
    _convolution(
        "convolve2d",
        True,
        "Two-dimensional convolution of `in1` and `in2`; they promote to an inexact dtype.",
    ),
    _convolution(
        "correlate",
        False,
        "N-dimensional cross-correlation of `in1` and `in2`; they promote to an inexact dtype.",
    ),
    _convolution(
        "correlate2d",
        True,
        "Two-dimensional cross-correlation of `in1` and `in2`; promoted to an inexact dtype.",
    ),
    _csd(),
    Func(
        "detrend",
        (
            P("data", "ArrayLike"),
            AXIS,
            P("type", "Literal['linear', 'constant']", "'linear'"),
            P("bp", "int | Sequence[int]", "0"),
            P("overwrite_data", "None", "None"),
        ),
        "Array[inexact | integer]",
        """`data` less its least-squares line (or its mean); integers give the default float.

        As in `det`, JAX leaves the 1- and 2-bit integers unpromoted (`type="constant"`).""",
        tuple(unary("data", DETERMINANT)),
    ),
    Func(
        "fftconvolve",
        (IN1, IN2, MODE, P("axes", "Sequence[int] | None", "None")),
        "Array[inexact]",
        """Convolution of `in1` and `in2` through the FFT; they promote to an inexact dtype.

        JAX's FFT rejects float16 and bfloat16.""",
        tuple(pair("in1", "in2")),
    ),
    Func(
        "istft",
        (
            P("Zxx", "ArrayLike"),
            FS,
            WINDOW,
            P("nperseg", "int | None", "None"),
            NOVERLAP,
            NFFT,
            P("input_onesided", "bool", "True"),
            P("boundary", "bool", "True"),
            P("time_axis", "int", "-1"),
            P("freq_axis", "int", "-2"),
        ),
        "tuple[Array[floating], Array[floating]]",
        """Inverse short-time Fourier transform: `(times, x)`, both real.

        float32 and narrower (and complex64) give float32, float64 and complex128 float64.""",
        tuple(spectral("Zxx", "tuple[Array[{real}], Array[{real}]]")),
    ),
    Func(
        "stft",
        (
            P("x", "ArrayLike"),
            FS,
            WINDOW,
            P("nperseg", "int", "256"),
            NOVERLAP,
            NFFT,
            P("detrend", "bool", "False"),
            ONESIDED,
            P("boundary", "Literal['even', 'odd', 'constant', 'zeros'] | None", "'zeros'"),
            P("padded", "bool", "True"),
            AXIS,
        ),
        "tuple[Array[floating], Array[floating], Array[complexfloating]]",
        """Short-time Fourier transform: `(freqs, times, Zxx)`, `Zxx` complex.

        float32 (or complex64) input computes in single precision, float64 in double;
        JAX's FFT rejects float16 and bfloat16.""",
        tuple(spectral("x", "tuple[Array[{real}], Array[{real}], Array[{complex}]]")),
    ),
    Func(
        "welch",
        (P("x", "ArrayLike"), *_CSD_PARAMS),
        "tuple[Array[floating], Array[floating]]",
        """Power spectral density by Welch's method: `(freqs, Pxx)`, both real.

        float32 (or complex64) input computes in single precision, float64 in double.""",
        tuple(spectral("x", "tuple[Array[{real}], Array[{real}]]")),
    ),
)

NDIMAGE: tuple[Func, ...] = (
    Func(
        "map_coordinates",
        (
            P("input", "ArrayLike"),
            P("coordinates", "Sequence[ArrayLike]"),
            P("order", "Literal[0, 1]"),
            P("mode", "Literal['constant', 'nearest', 'wrap', 'mirror', 'reflect']",
              "'constant'"),
            P("cval", "ArrayLike", "0.0"),
        ),
        "Array[generic]",
        """`input` sampled at `coordinates` by nearest (`order=0`) or linear interpolation.

        The result keeps `input`'s dtype; JAX rejects booleans and complex input.""",
        tuple(unary("input", KEEP)),
    ),
)  # fmt: skip

INTEGRATE: tuple[Func, ...] = tuple(f for f in STATISTICS if f.name == "trapezoid")

_TREE = "_TreeT"
_SOLVER_DOC = """{what}: `(x, info)`.

        `x` has the type of `b` (an array, or a pytree of arrays), `A` and the preconditioner
        `M` are matrices or linear functions of such a pytree. {info}"""


def _krylov(
    name: str, what: str, extra: tuple[Token, ...], info: str, info_doc: str,
    tail: tuple[Token, ...] = (),
) -> Func:  # fmt: skip
    loose = "PyTree[ArrayLike]"
    # A linear function of any argument type (`Callable[[Never], ...]` holds every one).
    linear = f"ArrayLike | Callable[[Never], {loose}]"
    params: tuple[Token, ...] = (
        P("A", linear),
        P("b", loose),
        P("x0", f"{loose} | None", "None"),
        KW_ONLY,
        P("tol", "float", "1e-05"),
        P("atol", "float", "0.0"),
        *extra,
        P("M", f"{linear} | None", "None"),
        *tail,
    )
    typed = f"ArrayLike | Callable[[{_TREE}], {loose}]"
    return Func(
        name,
        params,
        f"tuple[PyTree[Array], {info}]",
        _SOLVER_DOC.format(what=what, info=info_doc),
        (
            Ov(f"tuple[{_TREE}, {info}]",
               {"A": typed, "b": _TREE, "x0": f"{_TREE} | None = None",
                "M": f"{typed} | None = None"}),
            # NumPy arrays and scalars in `b` come back as JAX arrays.
            Ov(f"tuple[Array[inexact], {info}]", {"b": "ArrayLike", "x0": "ArrayLike | None"}),
            Ov(f"tuple[PyTree[Array[inexact]], {info}]", {}),
        ),
    )  # fmt: skip


SPARSE_LINALG: tuple[Func, ...] = (
    _krylov(
        "bicgstab", "Solution of `A @ x = b` by the biconjugate gradient stabilised method",
        (P("maxiter", "int | None", "None"),), "None", "`info` is None (JAX reports no status).",
    ),
    _krylov(
        "cg", "Solution of `A @ x = b` by conjugate gradients (`A` Hermitian positive definite)",
        (P("maxiter", "int | None", "None"),), "None", "`info` is None (JAX reports no status).",
    ),
    _krylov(
        "gmres", "Solution of `A @ x = b` by the generalised minimal residual method",
        (P("restart", "int", "20"), P("maxiter", "int | None", "None")),
        "Array[signedinteger]", "`info` is 0, or -1 when the solution holds a NaN.",
        (P("solve_method", "Literal['batched', 'incremental']", "'batched'"),),
    ),
)  # fmt: skip


def _vq() -> Func:
    result = "tuple[Array[signedinteger], Array[{}]]"
    ovs = [Ov(result.format(r), {"obs": x, "code_book": x}) for x, r in DISTANCES]
    return Func(
        "vq",
        (P("obs", "ArrayLike"), P("code_book", "ArrayLike"), P("check_finite", "bool", "True")),
        result.format("floating"),
        """`(code, dist)`: the index of the nearest code for each observation, and its distance.

        The indices are JAX's default integer, the distances real (complex64 gives
        float32).""",
        tuple(ovs),
    )


VQ: tuple[Func, ...] = (_vq(),)


def written(funcs: tuple[Func, ...]) -> tuple[Func, ...]:
    """`funcs` as a generated module declares them: the docstrings, indented above as
    source, dedented (the module indents them itself)."""
    return tuple(replace(f, doc=inspect.cleandoc(f.doc)) for f in funcs)
