"""`Array[dtype]` at run time: cached subclasses, their repr and subclass order, and errors."""

from __future__ import annotations

import re
from typing import Any, Union

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import typedjax as tj
from typedjax import DTypeError
from typedjax.typing import (
    CATEGORIES,
    CONCRETE,
    bool_,
    float32,
    floating,
    generic,
    inexact,
    int32,
    integer,
    number,
    signedinteger,
)

_ARRAY: Any = tj.Array
"""`typedjax.Array`, for parameters the checkers reject (they are the point of the error tests)
and for `isinstance`/`issubclass` with `Array[...]`, which checkers refuse as a parameterised
generic but typedjax supports at run time."""


def _array_of(param: object) -> type[Any]:
    """The run-time class `typedjax.Array[param]`."""
    found: type[Any] = _ARRAY[param]
    return found


def _float32_array() -> jax.Array:
    return jnp.zeros(2, dtype=float32)


def _bool_array() -> jax.Array:
    return jnp.zeros(3, dtype=float32) > 0


# ---- caching and naming ---------------------------------------------------------


def test_specialisation_is_cached() -> None:
    assert tj.Array[float32] is tj.Array[float32]
    assert tj.Array[floating] is tj.Array[floating]
    assert tj.Array[float32 | int32] is tj.Array[float32 | int32]


@pytest.mark.parametrize("cls", CONCRETE + CATEGORIES, ids=lambda c: c.__name__)
def test_every_dtype_class_is_a_parameter(cls: type[generic]) -> None:
    specialised = _array_of(cls)
    assert specialised is _array_of(cls)
    assert repr(specialised) == f"typedjax.Array[{cls.__name__}]"
    assert issubclass(specialised, tj.Array)
    assert issubclass(specialised, jax.Array)


def test_union_spellings_share_one_class() -> None:
    # `float32 | int32`, `int32 | float32` and `Union[float32, int32]` compare
    # and hash equal, so they are one cache entry, named after the first spelling.
    first = _array_of(float32 | int32)
    assert _array_of(int32 | float32) is first
    assert _array_of(Union[float32, int32]) is first  # noqa: UP007  # the typing.Union spelling is under test


def test_repr_and_names() -> None:
    assert repr(tj.Array[float32]) == "typedjax.Array[float32]"
    assert repr(tj.Array[floating]) == "typedjax.Array[floating]"
    assert repr(tj.Array[float32 | int32]) == "typedjax.Array[float32 | int32]"
    assert tj.Array[float32].__name__ == "Array[float32]"
    assert tj.Array[float32].__qualname__ == "Array[float32]"
    assert tj.Array[float32].__module__ == tj.Array.__module__


def test_specialisation_is_a_direct_subclass_of_array() -> None:
    assert tj.Array[float32].__bases__ == (tj.Array,)


# ---- instance checks with unions ------------------------------------------------


def test_union_parameter_accepts_any_member() -> None:
    x = _float32_array()
    mask = _bool_array()
    assert isinstance(x, _array_of(integer | floating))
    assert isinstance(x, _array_of(Union[integer, floating]))  # noqa: UP007  # as above
    assert isinstance(x, _array_of(int32 | float32))
    assert not isinstance(mask, _array_of(integer | floating))
    assert isinstance(mask, _array_of(bool_ | floating))


# ---- subclass order follows the dtype hierarchy --------------------------------


@pytest.mark.parametrize(
    ("sub", "sup", "expected"),
    [
        pytest.param(float32, floating, True, id="float32<floating"),
        pytest.param(floating, float32, False, id="floating!<float32"),
        pytest.param(float32, inexact, True, id="float32<inexact"),
        pytest.param(float32, number, True, id="float32<number"),
        pytest.param(float32, generic, True, id="float32<generic"),
        pytest.param(float32, integer, False, id="float32!<integer"),
        pytest.param(int32, signedinteger, True, id="int32<signedinteger"),
        pytest.param(bool_, number, False, id="bool_!<number"),
        pytest.param(bool_, generic, True, id="bool_<generic"),
        pytest.param(float32 | int32, number, True, id="float32|int32<number"),
        pytest.param(float32 | int32, floating, False, id="float32|int32!<floating"),
        pytest.param(float32, float32 | int32, True, id="float32<float32|int32"),
        pytest.param(floating, integer | floating, True, id="floating<integer|floating"),
        pytest.param(float32, float32, True, id="float32<float32"),
    ],
)
def test_issubclass_follows_dtype_classes(sub: object, sup: object, expected: bool) -> None:
    assert issubclass(_array_of(sub), _array_of(sup)) is expected


def test_plain_array_is_not_a_subclass_of_a_specialisation() -> None:
    assert issubclass(tj.Array[float32], tj.Array)
    assert not issubclass(tj.Array, _array_of(generic))
    assert not issubclass(type(_float32_array()), _array_of(float32))


# ---- errors ------------------------------------------------------------------------


def test_string_parameter_names_the_class_to_write() -> None:
    with pytest.raises(
        DTypeError,
        match=re.escape(
            "Array[...] takes a typedjax dtype class such as typedjax.typing.float32 or a category "
            "such as typedjax.typing.floating (or a union of them); got 'float32' of type str. "
            "Write Array[typedjax.typing.float32] instead of Array['float32']."
        ),
    ):
        _ARRAY["float32"]


def test_int_parameter_lists_known_classes() -> None:
    with pytest.raises(
        DTypeError,
        match=re.escape(
            "got 3 of type int. Known dtype classes: bool_, int1, int2, int4, int8, int16, int32, "
        ),
    ) as caught:
        _ARRAY[3]
    assert str(caught.value).endswith("complexfloating, extended, prng_key")


def test_numpy_scalar_type_parameter() -> None:
    with pytest.raises(
        DTypeError,
        match=re.escape("got <class 'numpy.float32'> of type type. Known dtype classes: bool_,"),
    ):
        _ARRAY[np.float32]


def test_numpy_dtype_parameter() -> None:
    with pytest.raises(DTypeError, match=re.escape("got dtype('float32') of type Float32DType.")):
        _ARRAY[np.dtype(np.float32)]


def test_python_type_parameter() -> None:
    with pytest.raises(DTypeError, match=re.escape("got <class 'float'> of type type.")):
        _ARRAY[float]


def test_tuple_parameter() -> None:
    with pytest.raises(
        DTypeError, match=re.escape("Array[...] takes one dtype parameter; got 2: (<class ")
    ):
        _ARRAY[float32, int32]
    with pytest.raises(
        DTypeError, match=re.escape("Array[...] takes one dtype parameter; got 0: ()")
    ):
        _ARRAY[()]


def test_union_with_a_bad_member_names_that_member() -> None:
    with pytest.raises(DTypeError, match=re.escape("got <class 'int'> of type type.")):
        _ARRAY[float32 | int]
    with pytest.raises(DTypeError, match=re.escape("got <class 'NoneType'> of type type.")):
        _ARRAY[float32 | None]


def test_dtype_error_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        _ARRAY["float32"]


def test_failed_specialisation_is_not_cached() -> None:
    for _ in range(2):
        with pytest.raises(DTypeError):
            _ARRAY["float32"]


def test_specialising_twice_is_refused() -> None:
    specialised: Any = tj.Array[float32]
    with pytest.raises(
        TypeError,
        match=re.escape("typedjax.Array[float32] is already specialised; write Array[...] once"),
    ):
        specialised[...]
    with pytest.raises(TypeError, match=re.escape("is already specialised")):
        specialised[float32]


def test_unhashable_parameter_raises_dtype_error() -> None:
    with pytest.raises(DTypeError, match=re.escape("got [")):
        _ARRAY[[float32]]
