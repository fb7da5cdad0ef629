"""Agreement cases for the `typedjax.numpy` constructors: every `dtype=` form, every input dtype.

Each constructor that takes `dtype=` is asked for every input dtype as a
typedjax class (`tnp.float32`), a name (`"float32"`), a NumPy scalar type
(`np.float32`), and for the Python types; `zeros` is also asked for every
string code the `Literal` groups of `typedjax._src.generated.typing.dtype_names` list. The
constructors that keep or promote their input's dtype get arrays of every input
dtype, pairs of them, and Python scalars. No dtype at all gives JAX's defaults.
"""

from __future__ import annotations

from typing import get_args

from tests.agreement.harness import Case, Operand
from tests.agreement.numpy_cases import INPUT_DTYPES, PY_SCALARS, array
from typedjax._src.generated.typing import dtype_names as _dtype_names

# The NumPy scalar type of each input dtype; bfloat16 has none in NumPy.
_NP_TYPES = {
    "bool_": "np.bool_", "int8": "np.int8", "int16": "np.int16", "int32": "np.int32",
    "uint8": "np.uint8", "uint32": "np.uint32", "float16": "np.float16",
    "float32": "np.float32", "complex64": "np.complex64", "int64": "np.int64",
    "float64": "np.float64", "complex128": "np.complex128",
}  # fmt: skip

# `{d}` is the dtype request; `a` an array operand where the template uses one.
WITH_DTYPE = (
    "tnp.zeros(3, dtype={d})", "tnp.zeros((2, 2), {d})", "tnp.ones(3, dtype={d})",
    "tnp.empty(3, dtype={d})", "tnp.full(3, 1, dtype={d})", "tnp.full((3, 3), a, {d})",
    "tnp.zeros_like(a, dtype={d})", "tnp.ones_like(a, dtype={d})",
    "tnp.empty_like(a, dtype={d})", "tnp.full_like(a, 1, dtype={d})",
    "tnp.zeros_like(1.0, dtype={d})",
    "tnp.arange(3, dtype={d})", "tnp.arange(0, 3, 1, {d})", "tnp.arange(0.0, 2.0, 0.5, dtype={d})",
    "tnp.linspace(0, 1, 5, dtype={d})", "tnp.linspace(0, 1, 5, True, False, {d})",
    "tnp.linspace(0, 1, 5, retstep=True, dtype={d})", "tnp.linspace(a, a, 5, dtype={d})",
    "tnp.logspace(0, 1, 5, dtype={d})", "tnp.geomspace(1, 2, 5, dtype={d})",
    "tnp.eye(3, dtype={d})", "tnp.eye(3, 3, 0, {d})", "tnp.identity(3, {d})",
    "tnp.tri(3, dtype={d})", "tnp.array(a, dtype={d})", "tnp.array([1, 0], {d})",
    "tnp.asarray(a, dtype={d})", "tnp.asarray(1, {d})", "tnp.astype(a, {d})",
    "tnp.astype(1.0, {d})", "tnp.frombuffer(bytes(16), dtype={d})",
    "tnp.fromstring('1 0', {d}, sep=' ')", "tnp.indices((2, 3), dtype={d})",
    "tnp.indices((2, 3), {d}, sparse=True)",
)  # fmt: skip

# Templates over one array operand `a` (or a 1-D `v`) and no dtype.
KEEPING = (
    "tnp.full((3, 3), a)", "tnp.zeros_like(a)", "tnp.ones_like(a)", "tnp.empty_like(a)",
    "tnp.full_like(a, 1)", "tnp.full_like(a, 0.5)", "tnp.empty_like(a, shape=(2,))",
    "tnp.array(a)", "tnp.array(a, copy=False, ndmin=3)", "tnp.asarray(a)", "tnp.copy(a)",
    "tnp.array([a, a])", "tnp.asarray((a, a))", "tnp.astype(a, None)",
    "tnp.linspace(a, a)", "tnp.linspace(a, 1.0)", "tnp.linspace(1, a)", "tnp.linspace(a, 1)",
    "tnp.linspace(a, a, retstep=True)", "tnp.logspace(a, a)", "tnp.logspace(a, 2.0, base=2.0)",
    "tnp.geomspace(a, a)", "tnp.geomspace(a, 2.0)", "tnp.geomspace(1.0, a)",
    "tnp.r_[a, a]", "tnp.c_[a, a]", "tnp.meshgrid(v, v)[0]", "tnp.meshgrid(v, v, indexing='ij')[1]",
    "tnp.diag_indices_from(a)", "tnp.tril_indices_from(a)", "tnp.triu_indices_from(a, 1)",
    "tnp.kaiser(3, a[0, 0])",
)  # fmt: skip

# Templates over two array operands `a`, `b` of every pair of input dtypes.
PAIRED = (
    "tnp.linspace(a, b)",
    "tnp.linspace(a, b, retstep=True)",
    "tnp.logspace(a, b)",
    "tnp.geomspace(a, b)",
    "tnp.array([a, b])",
    "tnp.r_[a, b]",
    "tnp.meshgrid(v, w)[0]",
)

# Python scalars `{s}` (weakly typed in JAX).
SCALAR = (
    "tnp.full(3, {s})", "tnp.zeros_like({s})", "tnp.ones_like({s})", "tnp.empty_like({s})",
    "tnp.full_like({s}, 1)", "tnp.array({s})", "tnp.asarray({s})", "tnp.copy({s})",
    "tnp.array([{s}, {s}])", "tnp.asarray([[{s}], [{s}]])", "tnp.linspace({s}, {s})",
    "tnp.linspace(0, {s})", "tnp.logspace({s}, 1)", "tnp.geomspace(1, {s})",
    "tnp.arange({s})", "tnp.arange(0, {s})", "tnp.astype({s}, None)",
)  # fmt: skip

DEFAULTS = (
    "tnp.zeros(3)", "tnp.ones((2, 3))", "tnp.empty(3)", "tnp.eye(3)", "tnp.eye(3, 4, 1)",
    "tnp.identity(3)", "tnp.tri(3)", "tnp.tri(3, 4, -1)", "tnp.arange(3)", "tnp.arange(1, 9, 2)",
    "tnp.arange(0.0, 1.0, 0.1)", "tnp.arange(0, 1, 0.25)", "tnp.arange(np.int8(3))",
    "tnp.arange(np.float16(3))", "tnp.linspace(0, 1)", "tnp.linspace(0.0, 1.0, 7)",
    "tnp.linspace(0, 1j)", "tnp.linspace(0, 1, retstep=True)", "tnp.logspace(0, 1)",
    "tnp.geomspace(1, 2)", "tnp.geomspace(1j, 2j)", "tnp.bartlett(4)", "tnp.blackman(4)",
    "tnp.hamming(4)", "tnp.hanning(4)", "tnp.kaiser(4, 1.5)", "tnp.frombuffer(bytes(16))",
    "tnp.fromstring('1 2 3', sep=' ')", "tnp.indices((2, 3))", "tnp.indices((2, 3), sparse=True)",
    "tnp.diag_indices(3)", "tnp.diag_indices(3, 3)", "tnp.tril_indices(3)",
    "tnp.triu_indices(3, 1, 4)", "tnp.mask_indices(3, lambda m, k: m)",
    "tnp.mask_indices(3, lambda m, k: m, size=9)", "tnp.array([1, 2])", "tnp.array([1.0, 2])",
    "tnp.array([[True], [False]])", "tnp.asarray([[1j]])", "tnp.asarray(np.ones(3))",
    "tnp.array(np.arange(3))", "tnp.asarray(np.float32(1))", "tnp.full(3, np.float16(1))",
    "tnp.copy(np.ones(2))", "tnp.zeros_like(np.ones(2, np.int8))",
    "tnp.mgrid[0:3]", "tnp.mgrid[0:3, 0:2]", "tnp.mgrid[0:1:5j]", "tnp.mgrid[0:1:0.25, 0:2]",
    "tnp.ogrid[0:3]", "tnp.ogrid[0:1:4j]", "tnp.ogrid[0:3, 0:2][0]", "tnp.ogrid[0:1:4j, 0:2][1]",
    "tnp.r_[0:3]", "tnp.r_[1, 2]", "tnp.r_[0:3, 1.5]", "tnp.c_[1, 2]",
    "tnp.fromfile('missing.bin')", "tnp.fromiter(iter([1]), tnp.int32)",
)  # fmt: skip


def _requests(dtype: str) -> list[str]:
    found = [f"tnp.{dtype}", f"'{dtype}'"]
    if dtype in _NP_TYPES:
        found.append(_NP_TYPES[dtype])
    return found


def _codes() -> list[str]:
    """Every string code the `Literal` groups of `_dtype_names` accept."""
    codes: list[str] = []
    for name in _dtype_names.__all__:
        if name.endswith("Code"):
            codes.extend(str(code) for code in get_args(getattr(_dtype_names, name)))
    return sorted(set(codes))


def cases() -> list[Case]:
    """Every constructor over every dtype request, input dtype, pair, scalar and default."""
    out: list[Case] = []
    requests = ["bool", "int", "float", "complex", "None"]
    for dtype in INPUT_DTYPES:
        requests += _requests(dtype)
    requests += [f"tnp.{name}" for name in ("int4", "uint4", "float8_e4m3fn", "bfloat16")]
    requests += ["tnp.double", "tnp.single", "tnp.cdouble", "tnp.csingle", "tnp.float_",
                 "tnp.complex_", "tnp.int_", "tnp.uint", "tnp.bool", "np.int_", "np.longlong",
                 "np.longdouble"]  # fmt: skip
    a32 = array("float32")
    for template in WITH_DTYPE:
        for request in requests:
            out.append(Case(template.format(d=request), (a32,)))
    for code in _codes():
        out.append(Case(f"tnp.zeros(3, dtype={code!r})", ()))
        out.append(Case(f"tnp.asarray(a, {code!r})", (a32,)))
    for dtype in INPUT_DTYPES:
        a = array(dtype, "a")
        v = array(dtype, "v", (3,))
        for template in KEEPING:
            out.append(Case(template, (a, v)))
        for other in INPUT_DTYPES:
            b = array(other, "b")
            w = array(other, "w", (3,))
            for template in PAIRED:
                out.append(Case(template, (a, b, v, w)))
        # arange needs concrete bounds: evaluated eagerly.
        out.append(Case("tnp.arange(a[0, 0])", (a,), eager=True))
        out.append(Case("tnp.arange(0, a[0, 0])", (a,), eager=True))
    for scalar in PY_SCALARS:
        for template in SCALAR:
            out.append(Case(template.format(s=scalar), ()))
    for template in DEFAULTS:
        out.append(Case(template, ()))
    # Operands given explicitly where a template uses none, so no case is lost.
    out.append(Case("tnp.full(3, x)", (Operand("x", "float", "0.5"),)))
    # Helpers whose results are Python values (evaluated eagerly), and from_dlpack,
    # which needs a concrete producer.
    for dtype in INPUT_DTYPES:
        a = array(dtype, "a")
        for template in OBJECT_HELPERS:
            out.append(Case(template, (a,), eager=True))
    return out


OBJECT_HELPERS = (
    "tnp.from_dlpack(a)", "tnp.from_dlpack(a, copy=True)",
    "tnp.ndim(a)", "tnp.size(a)", "tnp.size(a, 0)", "tnp.shape(a)",
    "tnp.broadcast_shapes(tnp.shape(a), (1, 3))", "tnp.broadcast_shapes((2, 1), 3)",
    "tnp.can_cast(a, tnp.float32)", "tnp.can_cast(a.dtype, 'int8', casting='same_kind')",
    "tnp.isdtype(a.dtype, 'real floating')", "tnp.issubdtype(a.dtype, tnp.floating)",
    "tnp.iscomplexobj(a)", "tnp.isrealobj(a)", "tnp.isscalar(a)", "tnp.isscalar(a[0, 0])",
    "tnp.iterable(a)",
)  # fmt: skip
