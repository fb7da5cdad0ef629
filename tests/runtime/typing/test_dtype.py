"""Dtype classes, `as_dtype` and `dtype_class`."""

from __future__ import annotations

import re
import warnings
from typing import Any

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

from typedjax import DTypeError
from typedjax.typing import (
    CATEGORIES,
    CONCRETE,
    as_dtype,
    bfloat16,
    bool_,
    complex64,
    complexfloating,
    dtype_class,
    extended,
    float8_e4m3fn,
    float16,
    float32,
    float64,
    floating,
    generic,
    inexact,
    int8,
    int32,
    integer,
    number,
    prng_key,
    signedinteger,
    uint8,
    unsignedinteger,
)

_ACCEPTED_NAMES = (
    "bfloat16, bool, bool_, complex128, complex64, float16, float32, float4_e2m1fn, float64, "
    "float6_e2m3fn, float6_e3m2fn, float8_e3m4, float8_e4m3, float8_e4m3b11fnuz, float8_e4m3fn, "
    "float8_e4m3fnuz, float8_e5m2, float8_e5m2fnuz, float8_e8m0fnu, int1, int16, int2, int32, "
    "int4, int64, int8, uint1, uint16, uint2, uint32, uint4, uint64, uint8"
)
"""Every name `as_dtype` accepts, sorted, as its errors list them."""

_AS_DTYPE: Any = as_dtype
"""`as_dtype` for arguments its signature rejects, to test what it does with them at run time."""


def _ids(cls: type[generic]) -> str:
    return cls.__name__


def _key_dtype() -> np.dtype[Any]:
    key_dtype: np.dtype[Any] = jax.random.key(0).dtype
    return key_dtype


# ---- the class lists ---------------------------------------------------------


def test_concrete_and_categories_are_disjoint_and_complete() -> None:
    assert not set(CONCRETE) & set(CATEGORIES)
    assert len(set(CONCRETE)) == len(CONCRETE) == 32
    assert len(set(CATEGORIES)) == len(CATEGORIES) == 10
    assert all(cls.dtype is not None for cls in CONCRETE)
    assert all(cls.dtype is None for cls in CATEGORIES)
    # One class per NumPy dtype, or dtype_class could not be a function.
    assert len({cls.dtype for cls in CONCRETE}) == len(CONCRETE)


@pytest.mark.parametrize("cls", CONCRETE, ids=_ids)
def test_concrete_class_dtype_matches_its_name(cls: type[generic]) -> None:
    assert cls.dtype is not None
    assert cls.dtype.name == ("bool" if cls is bool_ else cls.__name__)


# ---- hierarchy -------------------------------------------------------------------


def test_hierarchy() -> None:
    assert issubclass(float32, floating)
    assert issubclass(floating, inexact)
    assert issubclass(inexact, number)
    assert issubclass(number, generic)
    assert issubclass(complex64, complexfloating)
    assert issubclass(complexfloating, inexact)
    assert issubclass(int8, signedinteger)
    assert issubclass(uint8, unsignedinteger)
    assert issubclass(signedinteger, integer)
    assert issubclass(unsignedinteger, integer)
    assert issubclass(bfloat16, floating)
    assert issubclass(float16, floating)
    assert issubclass(prng_key, extended)
    assert issubclass(extended, generic)
    assert not issubclass(bool_, number)
    assert issubclass(bool_, generic)
    assert not issubclass(float32, integer)
    assert not issubclass(integer, floating)
    assert not issubclass(extended, number)


def test_every_float8_class_is_floating() -> None:
    float8 = [cls for cls in CONCRETE if cls.__name__.startswith("float8_")]
    assert len(float8) == 8
    assert all(issubclass(cls, floating) for cls in float8)


@pytest.mark.parametrize("cls", CONCRETE, ids=_ids)
def test_concrete_classes_sit_in_the_numpy_kind(cls: type[generic]) -> None:
    assert cls.dtype is not None
    expected = {
        "b": bool_,
        "i": signedinteger,
        "u": unsignedinteger,
        "f": floating,
        "c": complexfloating,
    }
    # ml_dtypes' narrow formats report kind "V"; JAX classifies them as floats or integers.
    kind: type[generic]
    if cls.dtype.kind == "V":
        kind = (
            floating if jnp.issubdtype(cls.dtype, jnp.floating)
            else signedinteger if jnp.issubdtype(cls.dtype, jnp.signedinteger)
            else unsignedinteger
        )  # fmt: skip
    else:
        kind = expected[cls.dtype.kind]
    assert issubclass(cls, kind)


# ---- called, a concrete dtype class makes an array ------------------------------


@pytest.mark.parametrize("cls", CATEGORIES, ids=_ids)
def test_a_category_makes_no_array(cls: type[generic]) -> None:
    constructor: Any = cls
    with pytest.raises(
        TypeError,
        match=re.escape(f"typedjax.typing.{cls.__name__} is a dtype category and makes no array"),
    ):
        constructor(1)


def _converted(constructor: Any) -> tuple[Any, list[str]]:
    """What `constructor(1)` gives (an array, or the exception it raises) and the warnings."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            made: Any = constructor(1)
        except Exception as error:  # noqa: BLE001 - compared with JAX's own outcome below
            made = error
    return made, [str(w.message) for w in caught]


@pytest.mark.parametrize("cls", [c for c in CONCRETE if hasattr(jnp, c.__name__)], ids=_ids)
def test_a_concrete_class_converts_as_jaxs_scalar_type_does(cls: type[generic]) -> None:
    """`float32(x)` is `jnp.float32(x)`: the same dtype, values and warnings (x64 off, JAX
    warns that float64 becomes float32), or the same error where JAX's own conversion fails
    (jax 0.10.2's XLA:CPU makes no float6 array)."""
    made, ours = _converted(cls)
    expected, theirs = _converted(getattr(jnp, cls.__name__))
    assert ours == theirs
    if isinstance(expected, Exception):
        assert type(made) is type(expected)
        assert str(made) == str(expected)
        return
    assert isinstance(made, jax.Array)
    assert made.dtype == expected.dtype
    assert made.tolist() == expected.tolist()


def test_a_concrete_class_takes_exactly_one_value() -> None:
    constructor: Any = float32
    with pytest.raises(TypeError, match=re.escape("float32(x) takes one value to convert")):
        constructor()
    with pytest.raises(TypeError, match=re.escape("float32(x) takes one value to convert")):
        constructor(1.0, 2.0)


# ---- dtype classes work where JAX wants a dtype --------------------------------


def test_jax_accepts_dtype_classes() -> None:
    zeros = jnp.zeros(2, dtype=float32)
    assert zeros.dtype == np.dtype(np.float32)
    assert zeros.astype(bfloat16).dtype == bfloat16.dtype
    assert zeros.astype(int8).dtype == np.dtype(np.int8)
    assert jnp.asarray(1, dtype=float16).dtype == np.dtype(np.float16)
    assert zeros.astype(float8_e4m3fn).dtype == float8_e4m3fn.dtype


def test_concrete_classes_answer_numpys_dtype_protocol_and_categories_do_not() -> None:
    # NumPy asks for `__numpy_dtype__` first (JAX's own scalar types answer it too); a
    # category names no dtype, so NumPy still refuses it with its own message.
    for cls in CONCRETE:
        assert getattr(cls, "__numpy_dtype__") is cls.dtype, cls  # noqa: B009  # not declared to checkers
        assert np.dtype(cls) == cls.dtype, cls
    for cls in CATEGORIES:
        assert not hasattr(cls, "__numpy_dtype__"), cls
        with pytest.raises((TypeError, ValueError)):
            np.dtype(cls)


# ---- as_dtype ------------------------------------------------------------------------


@pytest.mark.parametrize("cls", CONCRETE, ids=_ids)
def test_as_dtype_of_class_and_name(cls: type[generic]) -> None:
    assert cls.dtype is not None
    assert as_dtype(cls) == cls.dtype
    assert as_dtype(cls.__name__) == cls.dtype
    assert as_dtype(cls.dtype) == cls.dtype
    assert as_dtype(cls.dtype.type) == cls.dtype


def test_as_dtype_of_numpy_and_jax_spellings() -> None:
    assert as_dtype("bool") == np.dtype(np.bool_)
    assert as_dtype(np.float32) == np.dtype(np.float32)
    assert as_dtype(np.dtype("int32")) == np.dtype(np.int32)
    assert as_dtype(np.bool_) == np.dtype(np.bool_)
    assert as_dtype(np.float64) == np.dtype(np.float64)
    assert as_dtype(ml_dtypes.bfloat16) == bfloat16.dtype
    # JAX's scalar types carry a `dtype`; they name exactly one dtype, unlike Python's.
    assert as_dtype(jnp.float32) == np.dtype(np.float32)
    assert as_dtype(jnp.bfloat16) == bfloat16.dtype


def test_as_dtype_keeps_64_bit_dtypes() -> None:
    # as_dtype names a dtype; narrowing it under x64=False is JAX's job, not as_dtype's.
    assert as_dtype(float64) == np.dtype(np.float64)
    assert as_dtype("int64") == np.dtype(np.int64)


@pytest.mark.parametrize("bad", ["float", "f4", "int", ""])
def test_as_dtype_bad_string_lists_accepted_names(bad: str) -> None:
    with pytest.raises(
        DTypeError,
        match=re.escape(
            f"dtype={bad!r} is not a dtype JAX knows; accepted names: {_ACCEPTED_NAMES}"
        ),
    ):
        as_dtype(bad)


@pytest.mark.parametrize(
    ("bad", "meant"),
    [
        ("flaot32", "float32"),
        ("Float32", "float32"),
        ("float32 ", "float32"),
        ("bfloat61", "bfloat16"),
        ("unit8", "uint8"),
    ],
)
def test_as_dtype_suggests_the_dtype_name_a_misspelled_one_is_close_to(
    bad: str, meant: str
) -> None:
    with pytest.raises(
        DTypeError,
        match=re.escape(
            f"dtype={bad!r}: {bad!r} is not a dtype name; did you mean {meant!r}? Accepted names: {_ACCEPTED_NAMES}"
        ),
    ):
        as_dtype(bad)


def test_as_dtype_names_the_argument() -> None:
    with pytest.raises(DTypeError, match=re.escape("out_dtype='float' is not a dtype JAX knows")):
        as_dtype("float", name="out_dtype")
    with pytest.raises(DTypeError, match=re.escape("out_dtype=floating is a dtype category")):
        as_dtype(floating, name="out_dtype")


@pytest.mark.parametrize(
    ("category", "examples"),
    [
        pytest.param(floating, "float4_e2m1fn, float6_e2m3fn, ", id="floating"),
        pytest.param(integer, "int1, int2, int4, int8, int16, int32, int64, uint1, ", id="integer"),
        pytest.param(complexfloating, "complex64, complex128", id="complexfloating"),
        pytest.param(generic, "bool_, int1, ", id="generic"),
        pytest.param(number, "int1, int2, ", id="number"),
    ],
)
def test_as_dtype_rejects_categories(category: type[generic], examples: str) -> None:
    with pytest.raises(
        DTypeError,
        match=re.escape(
            f"dtype={category.__name__} is a dtype category, not a dtype; pick a concrete class "
            f"under it: {examples}"
        ),
    ):
        as_dtype(category)


@pytest.mark.parametrize("category", [extended, prng_key], ids=_ids)
def test_as_dtype_rejects_extended_categories(category: type[generic]) -> None:
    with pytest.raises(
        DTypeError, match=re.escape(f"dtype={category.__name__} is a dtype category")
    ):
        as_dtype(category)


@pytest.mark.parametrize("scalar_type", [bool, int, float, complex], ids=lambda t: t.__name__)
def test_as_dtype_rejects_python_scalar_types(scalar_type: type[object]) -> None:
    with pytest.raises(
        DTypeError,
        match=re.escape(
            f"dtype={scalar_type!r} names JAX's default {scalar_type.__name__} dtype, which depends "
            "on the x64 setting; pass a dtype class such as typedjax.typing.float32"
        ),
    ):
        _AS_DTYPE(scalar_type)


def test_as_dtype_rejects_extended_dtypes() -> None:
    with pytest.raises(
        DTypeError,
        match=re.escape(
            "dtype=key<fry> is an extended dtype (such as a PRNG key); extended dtypes are made by "
            "their own constructors, not given as dtype="
        ),
    ):
        as_dtype(_key_dtype())


@pytest.mark.parametrize(
    "bad",
    [
        pytest.param(np.dtype(object), id="object-dtype"),
        pytest.param(np.str_, id="numpy-str"),
        pytest.param(np.dtype(">f4"), id="big-endian"),
        pytest.param(np.longdouble, id="longdouble"),
        pytest.param(object, id="object"),
    ],
)
def test_as_dtype_rejects_dtypes_jax_lacks(bad: object) -> None:
    with pytest.raises(
        DTypeError,
        match=re.escape(
            f"dtype={bad!r} is not a JAX dtype; pass a dtype class such as typedjax.typing.float32, "
            f"a NumPy dtype, or one of the names: {_ACCEPTED_NAMES}"
        ),
    ):
        _AS_DTYPE(bad)


# ---- dtype_class -----------------------------------------------------------------


@pytest.mark.parametrize("cls", CONCRETE, ids=_ids)
def test_dtype_class_round_trip(cls: type[generic]) -> None:
    assert cls.dtype is not None
    assert dtype_class(cls.dtype) is cls
    assert dtype_class(as_dtype(cls.__name__)) is cls


def test_dtype_class_of_extended_dtypes() -> None:
    assert dtype_class(_key_dtype()) is prng_key
    rbg: np.dtype[Any] = jax.random.key(0, impl="rbg").dtype
    assert dtype_class(rbg) is prng_key


def test_dtype_class_of_array_dtypes() -> None:
    array = jnp.arange(3, dtype=int32)
    assert dtype_class(array.dtype) is int32
    assert dtype_class((array > 0).dtype) is bool_


@pytest.mark.parametrize(
    "bad",
    [pytest.param(np.dtype(object), id="object"), pytest.param(np.dtype(">f4"), id="big-endian")],
)
def test_dtype_class_rejects_dtypes_jax_lacks(bad: np.dtype[Any]) -> None:
    with pytest.raises(
        DTypeError,
        match=re.escape(
            f"dtype {bad!r} is not a JAX dtype; JAX arrays hold one of: {_ACCEPTED_NAMES}"
        ),
    ):
        dtype_class(bad)


# ---- regressions: bugs found and fixed -------------------------------------------------


def test_as_dtype_rejects_none() -> None:
    try:
        found = _AS_DTYPE(None)
    except DTypeError:
        return
    raise AssertionError(f"as_dtype(None) returned {found!r}")


def test_as_dtype_of_a_non_dtype_raises_dtype_error() -> None:
    with pytest.raises(DTypeError, match=re.escape("dtype=3 is not a JAX dtype")):
        _AS_DTYPE(3)


def test_as_dtype_of_a_jax_array_is_its_dtype() -> None:
    array = jnp.zeros(2, dtype=float32)
    assert as_dtype(array) == np.dtype(np.float32)


def test_as_dtype_of_a_numpy_array_is_its_dtype() -> None:
    assert as_dtype(np.zeros(2, dtype=np.int8)) == np.dtype(np.int8)


@pytest.mark.parametrize("category", [extended, prng_key], ids=_ids)
def test_as_dtype_extended_category_message_is_complete(category: type[generic]) -> None:
    with pytest.raises(DTypeError) as caught:
        as_dtype(category)
    assert not str(caught.value).endswith("such as ")
