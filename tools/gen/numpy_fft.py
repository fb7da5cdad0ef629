"""Writes the declarations of `typedjax.numpy.fft`.

Every transform follows one of three dtype rules (`RULES`: a complex result, a
complex result of real input, a real result), and its shape parameters follow
its rank (`SHAPES`: 1-D, 2-D, N-D). The frequency helpers answer a `dtype=`
request from `_manipulation.REQUESTS`, the table every `dtype=` ladder
of `typedjax.numpy` reads; `rfftfreq` divides, so its integer requests give a
float. This script writes `typedjax/_src/generated/numpy/fft.py` whole, and the
re-exports of `typedjax/numpy/fft.py`; `--check` fails when a file is out of date (the test
suite runs it). The dtype
agreement cases (tests/agreement/numpy_cases/fft.py) check every result against JAX.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
from _manipulation import (  # pytype: disable=import-error  # a sibling script
    REQUESTS,
)

PUBLIC = Path(__file__).resolve().parents[2] / "typedjax" / "numpy" / "fft.py"
TARGET = _blocks.GENERATED / "numpy" / "fft.py"
SCRIPT = "numpy_fft.py"
DOC = '''"""The declarations of `typedjax.numpy.fft`: JAX's own functions (`jax.numpy.fft`).

`tools/gen/numpy_fft.py` writes this file from its tables; change a table and run it.
"""
'''
PUBLIC_DOC = '''"""Typed `jax.numpy.fft`: JAX's own functions, with dtype-precise declarations.

`tnp.fft.fft is jax.numpy.fft.fft`, and likewise for every name here. The
declarations keep JAX's pairing of real and complex dtypes: `fft`, `ifft`,
`fftn`, ... give complex64 for float32 (and float16, bfloat16, complex64) input
and complex128 for float64/complex128; `rfft`, `rfftn`, `ihfft` take real input
and give the same complex types; `irfft`, `irfftn`, `hfft` give float32 or
float64. `fftshift`/`ifftshift` keep the dtype, and `fftfreq`/`rfftfreq` give
the default float unless `dtype=` asks for another.
"""
'''
"""The docstring of `typedjax.numpy.fft`."""
PRAGMAS = """\
# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (a typed array is also a `jax.Array`, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
"""
"""The file-level comments the declarations need."""
INDENT = " " * 4
WIDTH = 100

# ---- result rules: (input array, result) rows before the fallback -----------------------

# JAX computes in complex64 for float32 and the narrower floats, in complex128 for float64;
# integers and booleans go to the default complex (x64 decides which).
_SINGLE = "complex64 | float32 | float16 | bfloat16"
_DOUBLE = "complex128 | float64"
RULES: dict[str, tuple[tuple[tuple[str, str], ...], str]] = {
    # fft, ifft, ...: any input, a complex result.
    "complex": (((_SINGLE, "complex64"), (_DOUBLE, "complex128")), "complexfloating"),
    # rfft, ihfft, ...: real input only (JAX rejects float16, bfloat16 and complex).
    "real-input": (
        (("float32", "complex64"), ("float64", "complex128")),
        "complexfloating",
    ),
    # irfft, hfft, ...: the real counterpart of the complex type.
    "real-result": (((_SINGLE, "float32"), (_DOUBLE, "float64")), "floating"),
}

_NORM = 'norm: Literal["backward", "ortho", "forward"] | None = None'
SHAPES = {
    "1": ("n: int | None = None", "axis: int = -1"),
    "2": ("s: Sequence[int] | None = None", "axes: Sequence[int] = (-2, -1)"),
    "n": ("s: Sequence[int] | None = None", "axes: Sequence[int] | None = None"),
}

_COMPLEX_DOC = (
    "JAX's complex type: float32/float16/bfloat16/complex64 input gives complex64,\n"
    "float64/complex128 complex128, integers and booleans the default complex."
)
_REAL_INPUT_DOC = (
    "The input must be real: float32 gives complex64, float64 complex128, integers and\n"
    "booleans the default complex (JAX rejects float16, bfloat16 and complex input)."
)
_REAL_RESULT_DOC = (
    "A real result: float32/float16/bfloat16/complex64 input gives float32,\n"
    "float64/complex128 float64, integers and booleans the default float."
)


@dataclass(frozen=True)
class Transform:
    """A Fourier transform: its rank, its dtype rule and what it does."""

    name: str
    rank: str
    rule: str
    summary: str


TRANSFORMS = (
    Transform("fft", "1", "complex", "One-dimensional discrete Fourier transform along `axis`."),
    Transform("fft2", "2", "complex", "Two-dimensional discrete Fourier transform over `axes`."),
    Transform(
        "fftn", "n", "complex",
        "N-dimensional discrete Fourier transform over `axes` (all by default).",
    ),
    Transform(
        "hfft", "1", "real-result",
        "Real FFT of a Hermitian-symmetric signal given by its first half.",
    ),
    Transform(
        "ifft", "1", "complex", "One-dimensional inverse discrete Fourier transform along `axis`."
    ),
    Transform(
        "ifft2", "2", "complex", "Two-dimensional inverse discrete Fourier transform over `axes`."
    ),
    Transform(
        "ifftn", "n", "complex", "N-dimensional inverse discrete Fourier transform over `axes`."
    ),
    Transform(
        "ihfft", "1", "real-input",
        "Inverse of `hfft`: the first half of the spectrum of a real signal.",
    ),
    Transform(
        "irfft", "1", "real-result",
        "Inverse of `rfft`: a real signal from its half spectrum along `axis`.",
    ),
    Transform(
        "irfft2", "2", "real-result",
        "Inverse of `rfft2`: a real signal from its half spectrum over `axes`.",
    ),
    Transform(
        "irfftn", "n", "real-result",
        "Inverse of `rfftn`: a real signal from its half spectrum over `axes`.",
    ),
    Transform(
        "rfft", "1", "real-input",
        "One-dimensional DFT of a real signal: the non-negative frequencies.",
    ),
    Transform(
        "rfft2", "2", "real-input", "Two-dimensional DFT of a real signal; the last axis is halved."
    ),
    Transform(
        "rfftn", "n", "real-input",
        "N-dimensional DFT of a real signal; the last transformed axis is halved.",
    ),
)  # fmt: skip
_DOCS = {"complex": _COMPLEX_DOC, "real-input": _REAL_INPUT_DOC, "real-result": _REAL_RESULT_DOC}

# `fftshift`/`ifftshift` only move elements: the dtype is kept.
SHIFTS = (
    ("fftshift", ("Moves the zero-frequency term to the centre of `axes` (default: all); "
     "keeps the dtype.")),
    ("ifftshift", "Undoes `fftshift`: the zero-frequency term back to index 0; the dtype is kept."),
)  # fmt: skip

_FREQ_PARAMS = ("n: int", "d: ArrayLike = 1.0", "*")
_FREQ_DOC = "The default float without `dtype=`; otherwise exactly the requested dtype."
_RFREQ_DOC = (
    "The default float without `dtype=`; an inexact `dtype=` is kept, and an integer one\n"
    "gives a float (the frequencies are a true division); JAX rejects booleans."
)
_INTEGER_RESULTS = ("int8", "int16", "int32", "uint8", "uint16", "uint32", "signedinteger",
                    "unsignedinteger")  # fmt: skip


# ---- rendering --------------------------------------------------------------------------


def _def(name: str, params: list[str], result: str, *, doc: str = "") -> list[str]:
    """One `def` (an overload when `doc` is empty), on one line when it fits."""
    body = "" if doc else " ..."
    one = f"{INDENT}def {name}({', '.join(params)}) -> {result}:{body}"
    out = [] if doc else [f"{INDENT}@overload"]
    if len(one) <= WIDTH:
        out.append(one)
    else:
        out.append(f"{INDENT}def {name}(")
        out += [f"{INDENT * 2}{p}," for p in params]
        out.append(f"{INDENT}) -> {result}:{body}")
    if doc:
        first, _, rest = doc.partition("\n\n")
        if not rest:
            out.append(f'{INDENT * 2}"""{first}"""')
        else:
            out += [f'{INDENT * 2}"""{first}', ""]
            out += [f"{INDENT * 2}{line}" for line in rest.splitlines()]
            out.append(f'{INDENT * 2}"""')
        out.append(f"{INDENT * 2}...")
    return out


def _transform(spec: Transform) -> list[str]:
    rows, fallback = RULES[spec.rule]
    shape = list(SHAPES[spec.rank])

    def params(a: str) -> list[str]:
        return [f"a: {a}", *shape, _NORM]

    out: list[str] = []
    for array, result in rows:
        out += _def(spec.name, params(f"Array[{array}]"), f"Array[{result}]")
    out += _def(spec.name, params("ArrayLike"), f"Array[{fallback}]")
    doc = f"{spec.summary}\n\n{_DOCS[spec.rule]}"
    out += _def(spec.name, params("ArrayLike"), f"Array[{fallback}]", doc=doc)
    return out


def _shift(name: str, doc: str) -> list[str]:
    axes = "axes: int | Sequence[int] | None = None"
    return [
        *_def(name, ["x: Array[GenericT]", axes], "Array[GenericT]"),
        *_def(name, ["x: ArrayLike", axes], "Array[generic]"),
        *_def(name, ["x: ArrayLike", axes], "Array[generic]", doc=doc),
    ]


def _rfft_requests() -> list[tuple[str, str]]:
    """REQUESTS as `rfftfreq` answers them: integers give a float, booleans are refused."""
    out: list[tuple[str, str]] = []
    for request, result in REQUESTS:
        if result in _INTEGER_RESULTS or request in ("ToInt64", "ToUInt64"):
            if ("_ToInteger", "floating") not in out:
                out.append(("_ToInteger", "floating"))
        elif request == "type[GenericT]":
            out.append(("type[InexactT]", "InexactT"))
        elif result not in ("bool_", "generic"):
            out.append((request, result))
    return out


def _integer_alias() -> list[str]:
    names = [r for r, result in REQUESTS if result in _INTEGER_RESULTS]
    lines = [f"{INDENT}# Every integer request: `rfftfreq` divides, so these give a float."]
    lines.append(f"{INDENT}_ToInteger: TypeAlias = (")
    line = ""
    for i, name in enumerate(names):
        piece = name if i == 0 else f" | {name}"
        if line and len(INDENT * 2 + line + piece) > WIDTH - 4:
            lines.append(INDENT * 2 + line)
            line = piece.lstrip()
        else:
            line += piece
    lines.append(INDENT * 2 + line)
    lines.append(f"{INDENT})  # fmt: skip")
    return lines


def _freq(name: str, requests: list[tuple[str, str]], fallback: str, doc: str) -> list[str]:
    def params(dtype: str) -> list[str]:
        return [*_FREQ_PARAMS, f"dtype: {dtype}", "device: DeviceLike = None"]

    out = _def(name, params("None = None"), "Array[floating]")
    for request, result in requests:
        out += _def(name, params(request), f"Array[{result}]")
    out += _def(name, params("DTypeLike | None = None"), f"Array[{fallback}]")
    out += _def(name, params("DTypeLike | None = None"), f"Array[{fallback}]", doc=doc)
    return out


def render() -> str:
    """The generated module."""
    exact = [(r, result) for r, result in REQUESTS if r != "DTypeLike"]
    parts: list[list[str]] = [_integer_alias()]
    by_name: dict[str, list[str]] = {t.name: _transform(t) for t in TRANSFORMS}
    by_name |= {name: _shift(name, doc) for name, doc in SHIFTS}
    freq_doc = "Sample frequencies of an `n`-point DFT with sample spacing `d`."
    rfreq_doc = "Sample frequencies of an `n`-point real DFT (`rfft`) with sample spacing `d`."
    by_name["fftfreq"] = _freq("fftfreq", exact, "generic", f"{freq_doc}\n\n{_FREQ_DOC}")
    by_name["rfftfreq"] = _freq(
        "rfftfreq", _rfft_requests(), "inexact", f"{rfreq_doc}\n\n{_RFREQ_DOC}"
    )
    parts += [by_name[name] for name in sorted(by_name)]
    body = "\n\n".join("\n".join(p) for p in parts) + "\n"
    runtime = _blocks.runtime_imports({"jax.numpy.fft": sorted(by_name)})
    return _blocks.declaration_module(DOC, PRAGMAS, body, runtime)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the declarations and the public module's re-exports, or check they are current."""
    return _blocks.main_blocks(
        [
            _blocks.file_target(TARGET, render, SCRIPT),
            _blocks.public_target(TARGET, SCRIPT, PUBLIC_DOC),
        ],
        SCRIPT,
        argv,
    )


if __name__ == "__main__":
    sys.exit(main())
