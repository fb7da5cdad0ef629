"""`typedjax.numpy` gives the results `jax.numpy` gives: values, dtypes, warnings, exceptions.

Where a name of `tnp` *is* JAX's object (`tnp.sin is jnp.sin`), parity is
implied by identity, which `test_identity.py` proves name by name; calling it
again here could not fail. What can differ is everything typedjax supplies
itself: the dtype classes (`tnp.float32` is `typedjax.typing.float32`, not
`jnp.float32`), the categories (`tnp.floating`), `tnp.ndarray`, `finfo`/`iinfo`
and any other name in an area's `NOT_IDENTICAL`. This module checks those:

* every dtype-taking function of the namespace (found from the installed
  JAX's signatures) is called with `dtype=tnp.<class>` through `tnp` and with
  `dtype=jnp.<class>` through `jnp`, over hypothesis-drawn dtypes and x64
  settings;
* categories through `issubdtype`, `ndarray` through `isinstance` (arrays,
  NumPy values, tracers), `finfo`/`iinfo` field by field, the ufunc objects
  through `isinstance(..., ufunc)`; a category given as `dtype=` must raise
  an exception JAX's own `except` clause catches (the one place where the
  message may differ: typedjax says which concrete classes to pick);
* a broad sample of functions (element-wise, ufunc methods, reductions,
  sorting, manipulation, creation, linalg, fft) called through `tnp` and `jnp`
  on the same hypothesis-drawn operands;
* every name of the aggregated `NOT_IDENTICAL` must be exercised by one of
  the above (`test_every_non_identical_name_is_exercised`).

Two outcomes are the same when both are arrays of equal dtype, shape, weak
type and values (NaNs in the same places), equal tuples of those (of the same
class, so named tuples keep their names), equal Python values of the same
type, or exceptions of the same class and message; the warnings raised on the
way must match too. A message that echoes the dtype object passed in is
compared with that object's repr replaced (it is, by design, another class).
"""

from __future__ import annotations

import math
import re
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, cast

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

import typedjax.numpy as tnp
import typedjax.typing as t
from tests.runtime.numpy.test_identity import newer_here, not_identical

# Small and reproducible: CI must see the same examples on every run. Every new
# dtype or shape costs JAX a compilation, hence two examples per template, and no
# shrinking (a failure is reported with the example that found it).
SETTINGS = settings(
    max_examples=2,
    deadline=None,
    derandomize=True,
    database=None,
    phases=(Phase.explicit, Phase.generate),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

# The input dtypes, most common first: hypothesis tries the first
# option of a `sampled_from` first. The 64-bit ones depend on x64 (drawn too).
FLOAT = ("float32", "float16", "bfloat16", "float64")
SIGNED = ("int32", "int8", "int16", "int64")
UNSIGNED = ("uint8", "uint32")
COMPLEX = ("complex64", "complex128")
BOOL = ("bool_",)
INT = SIGNED + UNSIGNED
REAL = FLOAT + INT
INEXACT = FLOAT + COMPLEX
NUMBER = FLOAT + COMPLEX + INT
ALL = NUMBER + BOOL
# Every concrete dtype class as a dtype= argument, the narrow ones after the rest.
DTYPE_ARGS = ALL + tuple(sorted(cls.__name__ for cls in t.CONCRETE if cls.__name__ not in ALL))
INEXACT_ARGS = tuple(n for n in DTYPE_ARGS if n.startswith(("float", "bfloat", "complex")))
INT_ARGS = tuple(n for n in DTYPE_ARGS if n.startswith(("int", "uint")))


# ---------------------------------------------------------------- outcomes


@dataclass(frozen=True)
class Outcome:
    """What one call gave: a normalised description of its result or exception, and warnings."""

    kind: str
    """"value" or "error"."""
    text: str
    warned: tuple[str, ...]


def describe(value: object) -> str:
    """A description equal for two results exactly when they are the same result."""
    if isinstance(value, jax.Array):
        # pyright narrows to `Array[Unknown]` (a generic class's narrowing ignores defaults).
        array: jax.Array = cast(Any, value)
        host = np.asarray(array)
        nan = bool(np.issubdtype(host.dtype, np.inexact))
        # Bytes and NaN positions: equal_nan comparison made exact and hashable.
        mask = np.isnan(host) if nan else np.zeros(host.shape, bool)
        cleaned = np.where(mask, np.zeros((), host.dtype), host) if nan else host
        return (
            f"Array(dtype={host.dtype}, shape={host.shape}, "
            f"weak={getattr(array, 'weak_type', None)}, nan={np.flatnonzero(mask).tolist()}, "
            f"values={cleaned.tobytes().hex()})"
        )
    if isinstance(value, tuple | list):
        items = cast("Sequence[object]", value)
        inner = ", ".join(describe(item) for item in items)
        return f"{type(items).__module__}.{type(items).__qualname__}({inner})"
    if isinstance(value, float) and math.isnan(value):
        return "float(nan)"
    if isinstance(value, np.ndarray):
        return f"ndarray({value.dtype}, {value.shape}, {value.tobytes().hex()})"  # pyright: ignore[reportUnknownMemberType]
    # Not isinstance: that would narrow to typedjax's generic finfo, its parameter unknown.
    if type(value) in (jnp.finfo, jnp.iinfo):
        fields = ("bits", "dtype", "eps", "max", "min", "tiny", "smallest_normal", "resolution")
        shown = {f: repr(getattr(value, f)) for f in fields if hasattr(value, f)}
        return f"{type(value).__name__}({shown})"
    return f"{type(value).__name__}({value!r})"


def _normalise(text: str, replace: Sequence[tuple[str, str]]) -> str:
    for old, new in replace:
        text = text.replace(old, new)
    # Object addresses differ between any two calls; MLIR verifier errors (JAX 0.12) name
    # the Python call site, a column of which differs between the two calls.
    text = re.sub(r'callsite\("[^"]*"\("[^"]*":\d+:\d+ to [\d:]+\)', "callsite(?", text)
    return re.sub(r" at 0x[0-9a-f]+", " at 0x?", text)


def outcome(call: Callable[[], object], replace: Sequence[tuple[str, str]] = ()) -> Outcome:
    """Run `call`, recording its result or exception and every warning it raised."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            result = call()
            kind, text = "value", describe(result)
        except Exception as error:  # noqa: BLE001  # any exception is an outcome to compare
            kind, text = "error", f"{type(error).__module__}.{type(error).__name__}: {error}"
    warned = tuple(f"{w.category.__name__}: {w.message}" for w in caught)
    return Outcome(kind, _normalise(text, replace), tuple(_normalise(w, replace) for w in warned))


def _dtype_reprs() -> list[tuple[str, str]]:
    """(repr of a dtype object, neutral spelling) for typedjax's and JAX's dtype classes."""
    pairs: list[tuple[str, str]] = []
    for name in DTYPE_ARGS + tuple(c.__name__ for c in t.CATEGORIES):
        for module in (t, jnp):
            found: object = getattr(module, name, None)
            if found is not None:
                pairs.append((repr(found), f"<dtype class {name}>"))
                pairs.append((str(getattr(found, "__qualname__", name)), name))
    # Longest first, so that a repr is replaced before any part of it.
    return sorted(set(pairs), key=lambda p: -len(p[0]))


REPRS = _dtype_reprs()


def assert_same(typed: Callable[[], object], plain: Callable[[], object], what: str) -> Outcome:
    """Run both; fail when their outcomes differ. Returns the (common) outcome."""
    got, want = outcome(typed, REPRS), outcome(plain, REPRS)
    assert got == want, f"{what}:\n  typedjax.numpy: {got}\n  jax.numpy:      {want}"
    return want


# ---------------------------------------------------------------- operands


def _elements(dtype: str) -> st.SearchStrategy[object]:
    if dtype == "bool_":
        return st.booleans()
    if dtype.startswith("uint"):
        return st.integers(0, 9)
    if dtype.startswith("int"):
        return st.integers(-9, 9)
    special = st.sampled_from([0.0, -0.0, 1.0, -1.5, math.inf, -math.inf, math.nan])
    real = st.one_of(st.floats(-4.0, 4.0, width=16), special)
    if dtype.startswith("complex"):
        return st.builds(complex, real, real)
    return real


@st.composite
def arrays(draw: st.DrawFn, dtypes: Sequence[str], shape: tuple[int, ...]) -> jax.Array:
    """A JAX array of a drawn dtype among `dtypes` and the given shape.

    Built from NumPy values in the current x64 mode, so a 64-bit dtype with x64
    off gives JAX's 32-bit counterpart, as user code would get.
    """
    dtype = draw(st.sampled_from(dtypes))
    size = math.prod(shape)
    values = draw(st.lists(_elements(dtype), min_size=size, max_size=size))
    np_dtype = getattr(t, dtype).dtype
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # 64-bit values truncated when x64 is off
        host = np.asarray(values, dtype=np_dtype).reshape(shape)
        made: jax.Array = jnp.asarray(host)
    return made


@dataclass(frozen=True)
class Template:
    """An expression over `ns` (tnp or jnp) and the operands; `{dt}` is a drawn dtype class."""

    expr: str
    dtypes: tuple[str, ...] = ALL
    """The operand dtypes to draw from."""
    dt: tuple[str, ...] = DTYPE_ARGS
    """The dtype classes to draw for `{dt}`."""

    def names(self) -> set[str]:
        """The namespace names the expression uses (`sin`, `linalg.inv`, `add`)."""
        return set(re.findall(r"\bns\.((?:linalg\.|fft\.)?\w+)", self.expr))


def _words(text: str) -> list[str]:
    return text.split()


def _templates(text: str, **kwargs: tuple[str, ...]) -> list[Template]:
    """One template per line of `text` (blank lines skipped)."""
    return [Template(line.strip(), **kwargs) for line in text.splitlines() if line.strip()]


# Operands: a and b have a drawn shape (b's drawn apart, so they broadcast) and
# dtype; v and w are vectors of 3, m a 3x3 matrix.
SHAPES: dict[str, tuple[tuple[int, ...], ...]] = {
    "a": ((2, 3), (1, 3)),
    "b": ((2, 3), (1, 3)),
    "v": ((3,),),
    "w": ((3,),),
    "m": ((3, 3),),
}

# A broad sample of the namespace; every non-identical name must be in it or in
# the dedicated checks below (test_every_non_identical_name_is_exercised).
ELEMENTWISE = (
    [
        Template(f"ns.{f}(a)")
        for f in _words(
            "abs sign sqrt cbrt exp expm1 log1p sin arctanh floor round isnan isfinite real imag "
            "conj angle reciprocal logical_not sinc nan_to_num signbit i0 frexp modf spacing"
        )
    ]
    + [
        Template(f"ns.{f}", INT + BOOL)
        for f in (
            "invert(a)",
            "bitwise_count(a)",
            "bitwise_and(a, b)",
            "left_shift(a, b)",
            "gcd(a, b)",
        )
    ]
    + [
        Template(f"ns.{f}(a, b)")
        for f in _words(
            "add subtract multiply divide floor_divide remainder power maximum fmax arctan2 hypot "
            "logaddexp equal less logical_xor copysign nextafter "
            "heaviside divmod isclose allclose array_equal"
        )
    ]
    + _templates(
        """
    ns.ldexp(a, ns.astype(b, ns.int32))
    ns.add(a, 1)
    ns.multiply(0.5, a)
    ns.clip(a, 0, 1)
    ns.where(a > 0, a, b)
    ns.add.reduce(a, axis=0)
    ns.multiply.accumulate(a, axis=1)
    ns.maximum.outer(v, w)
    ns.add.at(v, 0, 1, inplace=False)
    ns.logical_or.reduce(a)
    ns.add.reduceat(v, ns.array([0, 2]))
    """
    )
)

REDUCTIONS = _templates(
    """
    ns.sum(a)
    ns.sum(a, axis=0, keepdims=True)
    ns.prod(a, axis=1)
    ns.mean(a)
    ns.var(a, ddof=1)
    ns.std(a)
    ns.max(a)
    ns.min(a, axis=0)
    ns.argmax(a)
    ns.argmin(a, axis=1)
    ns.all(a)
    ns.any(a, axis=0)
    ns.cumsum(a)
    ns.cumulative_prod(a, axis=1)
    ns.median(a)
    ns.percentile(a, 50)
    ns.nanmean(a)
    ns.nanmax(a)
    ns.nanargmin(a)
    ns.ptp(a)
    ns.average(a, axis=0)
    ns.count_nonzero(a)
    ns.sort(a)
    ns.argsort(a)
    ns.lexsort(a)
    ns.partition(v, 1)
    ns.unique(a, size=6, fill_value=0)
    ns.unique_counts(v)
    ns.nonzero(a, size=6)
    ns.argwhere(a, size=6)
    ns.searchsorted(ns.sort(v), w)
    ns.isin(a, b)
    ns.intersect1d(v, w, size=3)
    ns.diff(a)
    ns.histogram(v, bins=3)
    ns.cov(m)
    """
) + [Template("ns.bincount(v, length=10)", INT + BOOL)]

MANIPULATION = _templates(
    """
    ns.reshape(a, (3, -1))
    ns.ravel(a)
    ns.transpose(a)
    ns.swapaxes(a, 0, 1)
    ns.expand_dims(a, 0)
    ns.squeeze(ns.expand_dims(a, 0))
    ns.flip(a)
    ns.roll(a, 1)
    ns.tile(v, 2)
    ns.repeat(a, 2)
    ns.concatenate([a, b])
    ns.stack([v, w])
    ns.hstack([a, b])
    ns.split(v, 3)
    ns.atleast_2d(v)
    ns.broadcast_to(v, (2, 3))
    ns.broadcast_arrays(a, v)
    ns.pad(a, 1)
    ns.diag(v)
    ns.tril(m)
    ns.take(a, 1)
    ns.take_along_axis(m, ns.argsort(m, axis=1), axis=1)
    ns.select([v > 0], [v], 0)
    ns.copy(a)
    ns.shape(a)
    ns.ndim(a)
    ns.meshgrid(v, w)
    ns.tril_indices(3)
    ns.unravel_index(4, (2, 3))
    ns.packbits(v > 0)
    ns.astype(a, a.dtype)
    ns.asarray(a)
    ns.array(a)
    ns.result_type(a, b)
    ns.can_cast(a.dtype, b.dtype)
    ns.promote_types(a.dtype, b.dtype)
    ns.isdtype(a.dtype, 'numeric')
    ns.array_str(v)
    ns.r_[v, w]
    ns.c_[v, w]
    ns.s_[1:2]
    ns.index_exp[1:2]
    ns.mgrid[0:3]
    ns.ogrid[0:3]
    ns.hanning(4)
    ns.from_dlpack(a)
    ns.newaxis
    (ns.pi, ns.e, ns.inf, ns.nan, ns.euler_gamma)
    """
)

PRODUCTS = _templates(
    """
    ns.matmul(m, m)
    ns.dot(m, v)
    ns.vdot(v, w)
    ns.outer(v, w)
    ns.tensordot(m, m)
    ns.kron(v, w)
    ns.cross(v, w)
    ns.einsum('ij,j->i', m, v)
    ns.convolve(v, w)
    ns.polyval(v, w)
    ns.polymul(v, w)
    ns.roots(v)
    ns.vander(v)
    ns.interp(v, ns.sort(w), w)
    """
)

LINALG = _templates(
    """
    ns.linalg.inv(m)
    ns.linalg.det(m)
    ns.linalg.slogdet(m)
    ns.linalg.eigh(m)
    ns.linalg.eigvalsh(m)
    ns.linalg.eig(m)
    ns.linalg.svd(m)
    ns.linalg.svd(m, compute_uv=False)
    ns.linalg.qr(m)
    ns.linalg.qr(m, mode='r')
    ns.linalg.cholesky(m)
    ns.linalg.solve(m, v)
    ns.linalg.lstsq(m, v)
    ns.linalg.norm(m)
    ns.linalg.vector_norm(v, ord=1)
    ns.linalg.matrix_rank(m)
    ns.linalg.pinv(m)
    ns.linalg.matrix_power(m, 2)
    ns.linalg.multi_dot([m, m, v])
    ns.linalg.cross(v, w)
    """,
    dtypes=NUMBER,
)

FFT = _templates(
    """
    ns.fft.fft(v)
    ns.fft.ifft(v)
    ns.fft.fft2(m)
    ns.fft.rfft(v)
    ns.fft.irfft(v)
    ns.fft.rfftn(m)
    ns.fft.hfft(v)
    ns.fft.ihfft(v)
    ns.fft.fftshift(v)
    ns.fft.fftfreq(4)
    """,
    dtypes=NUMBER,
)

# Every function of the namespace taking a dtype, called with a drawn dtype class.
DTYPE_TEMPLATES = (
    _templates(
        """
    ns.zeros(3, {dt})
    ns.ones((2, 3), dtype={dt})
    ns.empty(2, {dt})
    ns.full(3, 1, {dt})
    ns.zeros_like(a, dtype={dt})
    ns.ones_like(a, {dt})
    ns.empty_like(a, dtype={dt})
    ns.full_like(a, 1, dtype={dt})
    ns.arange(5, dtype={dt})
    ns.linspace(0, 1, 5, dtype={dt})
    ns.logspace(0, 1, 3, dtype={dt})
    ns.geomspace(1, 8, 4, dtype={dt})
    ns.eye(3, dtype={dt})
    ns.identity(3, {dt})
    ns.tri(3, dtype={dt})
    ns.array(a, {dt})
    ns.asarray(a, dtype={dt})
    ns.asarray(1.5, {dt})
    ns.astype(a, {dt})
    a.astype({dt})
    ns.frombuffer(bytes(8), dtype={dt})
    ns.fromstring('1 2', dtype={dt}, sep=' ')
    ns.fromfunction(lambda i, j: i + j, (2, 2), dtype={dt})
    ns.sum(a, dtype={dt})
    ns.prod(a, axis=0, dtype={dt})
    ns.mean(a, dtype={dt})
    ns.cumsum(a, dtype={dt})
    ns.cumprod(a, dtype={dt})
    ns.cumulative_sum(v, dtype={dt})
    ns.cumulative_prod(v, dtype={dt})
    ns.nansum(a, dtype={dt})
    ns.nanprod(a, dtype={dt})
    ns.nanmean(a, dtype={dt})
    ns.nancumsum(a, dtype={dt})
    ns.nancumprod(a, dtype={dt})
    ns.trace(m, dtype={dt})
    ns.concatenate([a, b], dtype={dt})
    ns.stack([a, b], dtype={dt})
    ns.hstack([a, b], dtype={dt})
    ns.vstack([a, b], dtype={dt})
    ns.dstack([a, b], dtype={dt})
    ns.matmul(m, m, preferred_element_type={dt})
    ns.dot(m, v, preferred_element_type={dt})
    ns.vdot(v, w, preferred_element_type={dt})
    ns.inner(v, w, preferred_element_type={dt})
    ns.vecdot(v, w, preferred_element_type={dt})
    ns.tensordot(m, m, preferred_element_type={dt})
    ns.einsum('ij,j->i', m, v, preferred_element_type={dt})
    ns.convolve(v, w, preferred_element_type={dt})
    ns.correlate(v, w, preferred_element_type={dt})
    ns.linalg.trace(m, dtype={dt})
    ns.linalg.matmul(m, m, preferred_element_type={dt})
    ns.linalg.tensordot(m, m, preferred_element_type={dt})
    ns.linalg.vecdot(v, w, preferred_element_type={dt})
    ns.dtype({dt})
    ns.can_cast({dt}, ns.float32)
    ns.can_cast(ns.int8, {dt})
    ns.promote_types({dt}, ns.int8)
    ns.result_type({dt}, a)
    ns.issubdtype({dt}, ns.floating)
    ns.issubdtype({dt}, ns.integer)
    ns.isdtype({dt}, 'real floating')
    ns.isdtype({dt}, ('bool', 'signed integer'))
    ns.zeros(2, {dt}).dtype == {dt}
    """
    )
    + _templates(
        """
    ns.var(a, dtype={dt})
    ns.std(a, dtype={dt})
    ns.nanvar(a, dtype={dt})
    ns.nanstd(a, dtype={dt})
    ns.cov(m, dtype={dt})
    ns.corrcoef(m, dtype={dt})
    ns.finfo({dt})
    ns.fft.fftfreq(4, dtype={dt})
    ns.fft.rfftfreq(4, dtype={dt})
    """,
        dt=INEXACT_ARGS,
    )
    + _templates(
        """
    ns.iinfo({dt})
    ns.indices((2, 2), dtype={dt})
    ns.argsort(v, dtype={dt})
    ns.ravel_multi_index((ns.array([0, 1]), ns.array([1, 0])), (2, 2), dtype={dt})
    """,
        dt=INT_ARGS,
    )
)

TEMPLATES = ELEMENTWISE + REDUCTIONS + MANIPULATION + PRODUCTS + LINALG + FFT

# Functions whose dtype parameter is not called `dtype`/`preferred_element_type`.
TAKES_DTYPE_OTHERWISE = (
    "dtype", "finfo", "iinfo", "can_cast", "promote_types", "result_type", "issubdtype",
    "isdtype", "astype",
)  # fmt: skip


def _draw_operands(data: st.DataObject, dtypes: Sequence[str]) -> dict[str, jax.Array]:
    out: dict[str, jax.Array] = {}
    for name, shapes in SHAPES.items():
        shape = data.draw(st.sampled_from(shapes), label=f"{name}.shape")
        out[name] = data.draw(arrays(dtypes, shape), label=name)
    return out


def _run_template(template: Template, data: st.DataObject, *, with_dtype: bool) -> Outcome:
    enabled = data.draw(st.booleans(), label="x64")
    dt = data.draw(st.sampled_from(template.dt), label="dtype") if with_dtype else ""
    with jax.enable_x64(enabled):
        operands = _draw_operands(data, template.dtypes)

        def call(ns: ModuleType) -> Callable[[], object]:
            expr = template.expr.replace("{dt}", f"ns.{dt}")
            scope: dict[str, object] = {"ns": ns, **operands}
            return lambda: eval(expr, scope)  # the templates above, nothing else

        return assert_same(call(tnp), call(jnp), f"{template.expr} with {dt or 'operands'}")


def _check_template(template: Template, *, with_dtype: bool) -> None:
    kinds: list[str] = []

    @SETTINGS
    @given(data=st.data())
    def run(data: st.DataObject) -> None:
        kinds.append(_run_template(template, data, with_dtype=with_dtype).kind)

    run()
    # A template JAX always rejects would compare nothing but errors.
    assert "value" in kinds, f"{template.expr}: every example raised in jax.numpy too"


@pytest.mark.parametrize("template", TEMPLATES, ids=lambda tpl: tpl.expr)
def test_functions_match_jax_numpy(template: Template) -> None:
    _check_template(template, with_dtype=False)


@pytest.mark.parametrize("template", DTYPE_TEMPLATES, ids=lambda tpl: tpl.expr)
def test_dtype_classes_as_dtype_arguments_match_jax_numpy(template: Template) -> None:
    _check_template(template, with_dtype=True)


def dtype_taking_functions() -> set[str]:
    """Every callable of jnp / jnp.linalg / jnp.fft with a dtype parameter, qualified."""
    import inspect

    found: set[str] = set(TAKES_DTYPE_OTHERWISE)
    for prefix, module in (("", jnp), ("linalg.", jnp.linalg), ("fft.", jnp.fft)):
        for name in dir(module):
            value: object = getattr(module, name)
            if name.startswith("_") or isinstance(value, type) or not callable(value):
                continue
            try:
                params = inspect.signature(value).parameters
            except (TypeError, ValueError):
                continue
            if "dtype" in params or "preferred_element_type" in params:
                found.add(prefix + name)
    return found


_ABSENT = object()


def test_templates_name_jax_numpy_functions() -> None:
    # A misspelt template would compare two AttributeErrors and prove nothing.
    unknown: list[str] = []
    for tpl in TEMPLATES + DTYPE_TEMPLATES:
        for name in tpl.names():
            found: object = jnp
            for part in name.split("."):
                found = getattr(found, part, _ABSENT)
            if found is _ABSENT:
                unknown.append(f"{name} in {tpl.expr}")
    assert not unknown, unknown


def test_every_dtype_taking_function_gets_dtype_classes() -> None:
    called = {n for tpl in DTYPE_TEMPLATES if "{dt}" in tpl.expr for n in tpl.names()}
    missing = sorted(dtype_taking_functions() - called)
    assert not missing, f"dtype-taking functions with no DTYPE_TEMPLATES entry: {missing}"


# ---------------------------------------------------------------- dtype classes

CATEGORY_NAMES = (
    "generic", "number", "integer", "signedinteger", "unsignedinteger", "inexact", "floating",
    "complexfloating", "character", "flexible",
)  # fmt: skip


def _evaluator(expr: str, ns: ModuleType, values: dict[str, object]) -> Callable[[], object]:
    scope: dict[str, object] = {"ns": ns, "np": np, **values}
    return lambda: eval(expr, scope)  # this module's fixed expressions


def assert_same_expr(expr: str, **values: object) -> Outcome:
    """`expr` over `ns` gives the same outcome with ns=tnp and ns=jnp."""
    return assert_same(_evaluator(expr, tnp, values), _evaluator(expr, jnp, values), expr)


def _dtype_names() -> list[str]:
    """Names JAX spells as a concrete scalar type (float32, bool, int_, double, ...)."""
    return sorted(
        name
        for name in dir(jnp)
        if not name.startswith("_")
        and isinstance(getattr(jnp, name), type)
        # JAX's scalar types (jnp.float32, jnp.bool) carry their NumPy dtype.
        and isinstance(getattr(getattr(jnp, name), "dtype", None), np.dtype)
    )


@pytest.mark.parametrize("name", _dtype_names())
def test_dtype_class_names_the_same_dtype(name: str) -> None:
    for enabled in (False, True):
        with jax.enable_x64(enabled):
            assert_same_expr(f"np.dtype(ns.dtype(ns.{name}))")
            assert_same_expr(f"ns.zeros(2, ns.{name})")
            assert_same_expr(f"ns.asarray(1, dtype=ns.{name})")


@pytest.mark.parametrize("category", CATEGORY_NAMES)
def test_category_as_dtype_argument_raises_as_jax_numpy_does(category: str) -> None:
    # A category names no one dtype: both refuse it. typedjax's message may say
    # more, but `except <JAX's exception class>` must still catch it.
    for call in ("zeros(2, {c})", "asarray(1, dtype={c})", "dtype({c})"):
        expr = call.format(c="ns." + category)
        typed_error = _raised(_evaluator(expr, tnp, {}))
        plain_error = _raised(_evaluator(expr, jnp, {}))
        assert plain_error is not None, f"jax.numpy accepts {expr}"
        assert isinstance(typed_error, type(plain_error)), (
            f"{expr}: typedjax.numpy raised {typed_error!r}, jax.numpy {plain_error!r}"
        )


def _raised(call: Callable[[], object]) -> Exception | None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            call()
        except Exception as error:  # noqa: BLE001  # the exception is the result
            return error
    return None


@pytest.mark.parametrize("category", CATEGORY_NAMES)
def test_categories_classify_as_jax_numpy_does(category: str) -> None:
    for name in DTYPE_ARGS:
        dtype = getattr(t, name).dtype
        assert_same_expr(f"ns.issubdtype(dtype, ns.{category})", dtype=dtype)
        assert_same_expr(f"ns.issubdtype({name!r}, ns.{category})")
        assert_same_expr(f"ns.issubdtype(ns.{name}, ns.{category})")
        assert_same_expr(f"ns.issubdtype(ns.zeros(1, ns.{name}).dtype, ns.{category})")


def _isinstance_values() -> dict[str, Callable[[type], bool]]:
    """Per kind of value, a check `isinstance(<value of that kind>, cls)`."""
    x: jax.Array = jnp.ones(3)

    def concrete(value: object) -> Callable[[type], bool]:
        return lambda cls: isinstance(value, cls)

    def _jitted(f: Callable[[jax.Array], jax.Array]) -> Callable[[jax.Array], object]:
        return jax.jit(f)  # jit is overloaded (with and without `fun`): no one Callable

    def traced(transform: Callable[..., Callable[[jax.Array], object]]) -> Callable[[type], bool]:
        def check(cls: type) -> bool:
            seen: list[bool] = []

            def f(y: jax.Array) -> jax.Array:
                seen.append(isinstance(y, cls))
                return y.sum()

            transform(f)(x)
            return seen[0]

        return check

    return {
        "a concrete array": concrete(x),
        "a NumPy array": concrete(np.ones(3)),
        "a NumPy scalar": concrete(np.float32(1)),
        "a Python float": concrete(1.0),
        "a list": concrete([1.0]),
        "a tracer under jit": traced(_jitted),
        "a tracer under grad": traced(jax.grad),
        "a tracer under vmap": traced(jax.vmap),
    }


def test_ndarray_in_isinstance_matches_jax_numpy() -> None:
    typed_cls: object = getattr(tnp, "ndarray", None)
    assert isinstance(typed_cls, type), "tnp.ndarray is not a class"
    for what, check in _isinstance_values().items():
        assert check(typed_cls) == check(jnp.ndarray), f"isinstance({what}, ndarray)"


@pytest.mark.parametrize("name", ["finfo", "iinfo"])
def test_finfo_iinfo_match_jax_numpy(name: str) -> None:
    compared = 0
    for dtype in DTYPE_ARGS:
        for spelled in (f"ns.{dtype}", repr(dtype), f"ns.zeros(1, ns.{dtype})"):
            got = assert_same_expr(f"ns.{name}({spelled})")
            compared += got.kind == "value"
    # Each raises for the other kind's dtypes; enough must have compared values.
    assert compared >= (18 if name == "iinfo" else 45), compared


def test_ufunc_objects_are_ufuncs_in_both() -> None:
    names = [name for name in dir(jnp) if isinstance(getattr(jnp, name), jnp.ufunc)]
    assert len(names) > 10, names
    for name in names:
        assert_same_expr(f"isinstance(ns.{name}, ns.ufunc)")
        assert_same_expr(f"(ns.{name}.nin, ns.{name}.nout, ns.{name}.identity)")


# ---------------------------------------------------------------- every name exercised


def exercised() -> set[str]:
    """Names the checks above exercise, qualified as `NOT_IDENTICAL` keys are."""
    names: set[str] = set(TAKES_DTYPE_OTHERWISE)
    for tpl in TEMPLATES + DTYPE_TEMPLATES:
        for name in tpl.names():
            names.add(
                name.split(".")[0]
                if "." in name and not name.startswith(("linalg.", "fft."))
                else name
            )
    names.update(_dtype_names())
    names.update(DTYPE_ARGS)
    names.update(CATEGORY_NAMES)
    names.update({"ndarray", "finfo", "iinfo", "ufunc", "issubdtype"})
    # Newer than the installed JAX: tests/runtime/test_newer.py checks that each names its release.
    names.update(newer_here())
    return names


def test_every_non_identical_name_is_exercised() -> None:
    unexercised = sorted(
        key for key in not_identical() if key not in exercised() and key not in {"linalg", "fft"}
    )
    assert not unexercised, f"NOT_IDENTICAL names no parity check exercises: {unexercised}"


def test_parity_check_can_fail() -> None:
    # Meta-test: different values, dtypes, weak types, NaN places, tuple classes,
    # exception messages and warnings are all told apart.
    def one(x: float, dtype: str = "float32") -> Callable[[], object]:
        return lambda: jnp.asarray(x, dtype)

    def raises(message: str) -> Callable[[], object]:
        def call() -> object:
            raise ValueError(message)

        return call

    def warns() -> object:
        warnings.warn("careful", UserWarning, stacklevel=1)
        return 1

    assert outcome(one(1.0)) == outcome(one(1.0))
    assert outcome(one(math.nan)) == outcome(one(math.nan))
    assert outcome(one(1.0)) != outcome(one(2.0))
    assert outcome(one(1.0)) != outcome(one(1.0, "float16"))
    assert outcome(one(math.nan)) != outcome(one(0.0))
    assert outcome(lambda: jnp.asarray(1.0)) != outcome(one(1.0))
    assert outcome(lambda: (1, 2)) != outcome(lambda: [1, 2])
    assert outcome(lambda: 1) != outcome(lambda: True)
    assert outcome(raises("a")) != outcome(raises("b"))
    assert outcome(warns) != outcome(lambda: 1)
    with pytest.raises(AssertionError, match="typedjax.numpy"):
        assert_same(one(1.0), one(2.0), "meta")
