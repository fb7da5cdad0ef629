"""The result dtypes `typedjax.random` declares hold at run time, with x64 off and on.

`RULES` restates, per family of samplers, what the overloads in
`typedjax/_src/generated/random/samplers.py` answer for a `dtype` argument (the type tests
in `tests/typing/random/` check the overloads say it). Every sampler is traced
(`jax.eval_shape`: nothing compiles) with every dtype argument its overloads
accept; a call JAX refuses is no wrong answer, any result must lie inside the
declared class. Each family must also succeed where it promises an exact dtype,
so the agreement cannot hold vacuously.
"""

from __future__ import annotations

import inspect
import warnings
from collections.abc import Callable
from typing import Any, NewType, cast

import jax
import numpy as np
import pytest

import typedjax.random as tjr
from typedjax import eval_shape
from typedjax.random import KeyArray
from typedjax.typing import (
    bfloat16,
    bool_,
    complex64,
    complex128,
    complexfloating,
    dtype_class,
    float16,
    float32,
    float64,
    floating,
    generic,
    inexact,
    int4,
    int8,
    int16,
    int32,
    int64,
    integer,
    number,
    signedinteger,
    uint8,
    uint16,
    uint32,
    uint64,
    unsignedinteger,
)

_Classes = tuple[type[generic], ...]

# Every dtype argument tried: typedjax classes, Python types, NumPy types, strings, dtypes.
DTYPES: tuple[object, ...] = (
    None, bfloat16, float16, float32, float64, complex64, complex128, int4, int8, int16, int32,
    int64, uint8, uint16, uint32, uint64, bool_, floating, bool, int, float, complex, np.float16,
    np.float64, np.complex64, np.int8, np.uint16, "float16", "int8", "uint8", "complex64",
    np.dtype("float32"), np.dtype("int16"),
)  # fmt: skip
_STRINGS = (str, np.dtype)


def _one_of(d: object, classes: tuple[object, ...]) -> bool:
    # By identity: a numpy.dtype compares equal to a dtype class of the same dtype.
    return any(d is c for c in classes)


def _exactly(d: object) -> _Classes:
    return (cast(type[generic], d),)


def _under(d: object, classes: tuple[type, ...]) -> bool:
    return isinstance(d, type) and issubclass(d, classes)


def _float_rule(d: object) -> _Classes | None:
    if d is None:
        return (floating,)
    if _one_of(d, (bfloat16, float16, float32)):
        return _exactly(d)
    if _under(d, (floating, np.floating)) or _one_of(d, (float, int, bool)):
        return (floating,)  # type[float] accepts int and bool to the checkers
    if isinstance(d, _STRINGS):
        return (floating,)
    return None


def _inexact_rule(d: object) -> _Classes | None:
    if _one_of(d, (bfloat16, float16, float32, complex64)):
        return _exactly(d)
    if _under(d, (complexfloating, np.complexfloating)) or d is complex:
        return (complexfloating,)
    if isinstance(d, _STRINGS):
        return (inexact,)
    return _float_rule(d)


def _int_rule(d: object) -> _Classes | None:
    if d is None:
        return (signedinteger,)
    if _one_of(d, (int8, int16, int32, uint8, uint16, uint32)):
        return _exactly(d)
    if _under(d, (signedinteger, np.signedinteger)) or _one_of(d, (int, bool)):
        return (signedinteger,)
    if _under(d, (unsignedinteger, np.unsignedinteger)):
        return (unsignedinteger,)
    if isinstance(d, _STRINGS):
        return (integer,)
    return None


def _uint_rule(d: object) -> _Classes | None:
    if d is None:
        return (unsignedinteger,)
    if _one_of(d, (uint8, uint16, uint32)):
        return _exactly(d)
    if _under(d, (unsignedinteger, np.unsignedinteger)) or isinstance(d, _STRINGS):
        return (unsignedinteger,)
    return None


_EXACT = (bool_, int8, int16, int32, uint8, uint16, uint32, bfloat16, float16, float32, complex64)


def _any_rule(default: type[generic]) -> Callable[[object], _Classes | None]:
    def rule(d: object) -> _Classes | None:
        if d is None:
            return (default,)
        if _one_of(d, _EXACT):
            return _exactly(d)
        if d is bool:
            return (bool_,)
        for classes, python in (
            ((signedinteger, np.signedinteger), int),
            ((unsignedinteger, np.unsignedinteger), None),
            ((floating, np.floating), float),
            ((complexfloating, np.complexfloating), complex),
        ):
            if _under(d, classes) or (python is not None and d is python):
                return (classes[0],)
        return (number, bool_)

    return rule


def _floating_always(d: object) -> _Classes | None:
    return (floating,) if _float_rule(d) is not None else None


RULES: dict[str, Callable[[object], _Classes | None]] = {
    "float": _float_rule,
    "inexact": _inexact_rule,
    "int": _int_rule,
    "uint": _uint_rule,
    "any, int default": _any_rule(signedinteger),
    "any, float default": _any_rule(floating),
    "floating always": _floating_always,
}

_vec = np.ones(3, np.float32)
SAMPLERS: dict[str, tuple[str, tuple[object, ...]]] = {
    "ball": ("float", (3,)),
    "beta": ("float", (2.0, 3.0)),
    "binomial": ("float", (10.0, 0.5)),
    "cauchy": ("float", ()),
    "chisquare": ("float", (3.0,)),
    "dirichlet": ("float", (_vec,)),
    "double_sided_maxwell": ("float", (0.0, 1.0)),
    "exponential": ("float", ()),
    "f": ("float", (2.0, 3.0)),
    "gamma": ("float", (2.0,)),
    "generalized_normal": ("float", (2.0,)),
    "geometric": ("int", (0.5,)),
    "gumbel": ("float", ()),
    "laplace": ("float", ()),
    "loggamma": ("float", (2.0,)),
    "logistic": ("float", ()),
    "lognormal": ("inexact", ()),
    "maxwell": ("float", ()),
    "multinomial": ("any, float default", (10.0, np.array([0.25, 0.75], np.float32))),
    "multivariate_normal": (
        "floating always",
        (np.zeros(2, np.float32), np.eye(2, dtype=np.float32)),
    ),
    "normal": ("inexact", ()),
    "orthogonal": ("inexact", (3,)),
    "pareto": ("float", (2.0,)),
    "poisson": ("int", (3.0,)),
    "rademacher": ("any, int default", ()),
    "randint": ("int", ((2,), 0, 10)),
    "rayleigh": ("float", (1.0,)),
    "t": ("float", (3.0,)),
    "triangular": ("float", (0.0, 0.5, 1.0)),
    "truncated_normal": ("float", (-1.0, 1.0)),
    "uniform": ("float", ()),
    "wald": ("float", (1.0,)),
    "weibull_min": ("float", (1.0, 2.0)),
    "bits": ("uint", ()),
}
# Where each family promises an exact dtype, these calls must succeed (x64 off and on).
MUST_RUN: dict[str, tuple[object, ...]] = {
    "float": (None, float16, bfloat16, float32),
    "inexact": (None, float32, complex64),
    "int": (None, int8, uint16, int32),
    "uint": (None, uint8, uint16, uint32),
    "any, int default": (None, bool_, int8, float16, complex64),
    "any, float default": (None, bool_, int8, float16, complex64),
    "floating always": (None, float32, float64),
}


def _result_dtype(name: str, args: tuple[object, ...], dtype: object) -> np.dtype[Any] | None:
    """The dtype JAX gives `name(key, *args, dtype=dtype)`, or None when JAX refuses the call."""
    sampler: Callable[..., jax.Array] = getattr(jax.random, name)

    def call(key: KeyArray) -> jax.Array:
        return sampler(key, *args, dtype=dtype)

    try:
        with warnings.catch_warnings():
            # A 64-bit dtype with x64 off: JAX warns that it narrows it (the point of the test).
            warnings.filterwarnings("ignore", "Explicitly requested dtype", UserWarning)
            out = eval_shape(call, tjr.key(0))
    except (TypeError, ValueError, KeyError, NotImplementedError, OverflowError):
        return None
    found: np.dtype[Any] = np.dtype(out.dtype)
    return found


def test_every_sampler_with_a_dtype_is_covered() -> None:
    takes_dtype = {
        name
        for name in tjr.__all__
        # JAX's own sampler, or (on a JAX older than a parameter) typedjax's wrapper of it
        if getattr(getattr(tjr, name), "__wrapped__", getattr(tjr, name))
        is getattr(jax.random, name, None)
        # Key is a NewType (JAX 0.12), a type with no signature to read.
        and not isinstance(getattr(tjr, name), NewType)
        and "dtype" in inspect.signature(getattr(jax.random, name)).parameters
    }
    assert takes_dtype == set(SAMPLERS)


@pytest.mark.parametrize("x64", [False, True], ids=["x64 off", "x64 on"])
@pytest.mark.parametrize("name", sorted(SAMPLERS))
def test_the_declared_dtype_holds(name: str, x64: bool) -> None:
    family, args = SAMPLERS[name]
    rule = RULES[family]
    with jax.enable_x64(x64), np.errstate(all="ignore"):
        for dtype in DTYPES:
            declared = rule(dtype)
            if declared is None:
                continue  # the checkers refuse this dtype for this sampler
            got = _result_dtype(name, args, dtype)
            if got is None:
                assert not _one_of(dtype, MUST_RUN[family]), f"{name}(dtype={dtype!r}) failed"
                continue
            found = dtype_class(got)
            assert issubclass(found, declared), (
                f"{name}(dtype={dtype!r}) gave {got} with x64 {'on' if x64 else 'off'}; "
                f"declared {[c.__name__ for c in declared]}"
            )
        for dtype in MUST_RUN[family]:
            if name in ("orthogonal", "lognormal") and _one_of(dtype, (float16, bfloat16)):
                continue  # JAX refuses half precision here; the declaration still holds
            assert _result_dtype(name, args, dtype) is not None, f"{name}(dtype={dtype!r}) failed"


def _traced(fn: Callable[[KeyArray], jax.Array]) -> type[generic]:
    """The dtype class of `fn(key)`, traced only."""
    return dtype_class(np.dtype(eval_shape(fn, tjr.key(0)).dtype))


@pytest.mark.parametrize("x64", [False, True], ids=["x64 off", "x64 on"])
def test_fixed_and_data_dependent_results(x64: bool) -> None:
    with jax.enable_x64(x64):
        assert _traced(lambda k: tjr.bernoulli(k, 0.3, (2,))) is bool_
        assert issubclass(_traced(lambda k: tjr.categorical(k, np.zeros(3))), signedinteger)
        assert issubclass(_traced(lambda k: tjr.choice(k, 5, (2,))), signedinteger)
        assert issubclass(_traced(lambda k: tjr.permutation(k, 5)), signedinteger)
        for dtype in (float16, int8, uint32, bool_, complex64):
            data = np.arange(4).astype(np.dtype(dtype.dtype))
            assert _traced(_choose_from(data)) is dtype
            assert _traced(_shuffle(data)) is dtype
        # A 0-d array means arange(a): an int result, hence Array[D | signedinteger].
        for dtype in (int8, uint32):
            scalar = np.asarray(3, np.dtype(dtype.dtype))
            assert issubclass(_traced(_choose_from(scalar)), signedinteger)
            assert issubclass(_traced(_shuffle(scalar)), signedinteger)


def _choose_from(data: np.ndarray[Any, np.dtype[Any]]) -> Callable[[KeyArray], jax.Array]:
    def choose(key: KeyArray) -> jax.Array:
        return tjr.choice(key, data, (2,))

    return choose


def _shuffle(data: np.ndarray[Any, np.dtype[Any]]) -> Callable[[KeyArray], jax.Array]:
    def shuffle(key: KeyArray) -> jax.Array:
        return tjr.permutation(key, data)

    return shuffle
