"""`as_shape` and `NamedShape`."""

from __future__ import annotations

import re
from typing import Any

import jax
import numpy as np
import pytest

from typedjax import ShapeError
from typedjax.typing import NamedShape, as_shape

_AS_SHAPE: Any = as_shape
"""`as_shape` for arguments its signature rejects, to test what it does with them at run time."""

_NAMED_SHAPE: Any = NamedShape
"""`NamedShape` for arguments its signature rejects."""


# ---- as_shape: valid ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        pytest.param(3, (3,), id="int"),
        pytest.param(0, (0,), id="zero"),
        pytest.param((), (), id="empty-tuple"),
        pytest.param([], (), id="empty-list"),
        pytest.param((2, 3), (2, 3), id="tuple"),
        pytest.param([2, 3], (2, 3), id="list"),
        pytest.param(range(3), (0, 1, 2), id="range"),
        pytest.param(np.int64(4), (4,), id="numpy-int64"),
        pytest.param((np.int32(2), np.uint8(3)), (2, 3), id="numpy-ints"),
        pytest.param(np.array(5), (5,), id="numpy-0d-array"),
        pytest.param(2**40, (2**40,), id="large"),
    ],
)
def test_as_shape_valid(value: object, expected: tuple[int, ...]) -> None:
    found: tuple[object, ...] = _AS_SHAPE(value)
    assert found == expected
    assert type(found) is tuple
    # operator.index turns NumPy integers into Python ints.
    assert all(type(dim) is int for dim in found)


def test_as_shape_keeps_symbolic_dimensions() -> None:
    dims = jax.export.symbolic_shape("b, 2*n")
    found = as_shape(dims)
    assert len(found) == 2
    assert found[0] is dims[0]
    assert found[1] is dims[1]
    assert str(found) == "(b, 2*n)"


def test_as_shape_mixes_symbolic_and_concrete() -> None:
    (b,) = jax.export.symbolic_shape("b")
    found = as_shape((b, 3))
    assert found[0] is b
    assert found[1] == 3


# ---- as_shape: invalid -----------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "message"),
    [
        pytest.param(
            -1, "shape[0]=-1 is negative; shape entries are non-negative integers", id="negative"
        ),
        pytest.param(
            (2, -3),
            "shape[1]=-3 is negative; shape entries are non-negative integers",
            id="negative-entry",
        ),
        pytest.param(
            np.int64(-2),
            "shape[0]=-2 is negative; shape entries are non-negative integers",
            id="numpy-negative",
        ),
        pytest.param(
            1.5,
            "shape=1.5 is not a shape; expected an int or a sequence of ints (got float)",
            id="float",
        ),
        pytest.param(
            (2, 1.5),
            "shape[1]=1.5 is not an integer; shape entries are non-negative integers or symbolic "
            "dimensions from jax.export.symbolic_shape (got float)",
            id="float-entry",
        ),
        pytest.param(
            True,
            "shape=True is not a shape; expected an int or a sequence of ints (got bool)",
            id="bool",
        ),
        pytest.param(
            (3, False),
            "shape[1]=False is a bool; shape entries are non-negative integers",
            id="bool-entry",
        ),
        pytest.param(
            "ab",
            "shape='ab' is a string; a shape is an int or a sequence of ints "
            "(for symbolic shapes use jax.export.symbolic_shape)",
            id="str",
        ),
        pytest.param(b"ab", "shape=b'ab' is a string;", id="bytes"),
        pytest.param(
            None,
            "shape=None is not a shape; expected an int or a sequence of ints (got NoneType)",
            id="None",
        ),
        pytest.param(
            (None,),
            "shape[0]=None is not an integer; shape entries are non-negative integers or symbolic "
            "dimensions from jax.export.symbolic_shape (got NoneType)",
            id="None-entry",
        ),
        pytest.param(("2",), "shape[0]='2' is not an integer;", id="str-entry"),
        pytest.param(
            {2, 3},
            "shape={2, 3} is not a shape; expected an int or a sequence of ints (got set)",
            id="set",
        ),
    ],
)
def test_as_shape_invalid(value: object, message: str) -> None:
    with pytest.raises(ShapeError, match=re.escape(message)):
        _AS_SHAPE(value)


def test_as_shape_names_the_argument() -> None:
    with pytest.raises(ShapeError, match=re.escape("out_shape[1]=-1 is negative")):
        as_shape((2, -1), name="out_shape")
    with pytest.raises(ShapeError, match=re.escape("out_shape='ab' is a string")):
        _AS_SHAPE("ab", name="out_shape")


def test_shape_error_is_both_value_error_and_type_error() -> None:
    with pytest.raises(ValueError):
        as_shape(-1)
    with pytest.raises(TypeError):
        as_shape(-1)
    assert issubclass(ShapeError, ValueError)
    assert issubclass(ShapeError, TypeError)


# ---- NamedShape -------------------------------------------------------------------


def test_named_shape_construction() -> None:
    shape = NamedShape(3, 4, batch=8)
    assert shape.positional == (3, 4)
    assert shape.named == {"batch": 8}
    assert shape.rank == 2
    assert len(shape) == 2
    assert list(shape) == [3, 4]


def test_named_shape_without_named_axes() -> None:
    shape = NamedShape(3)
    assert shape.positional == (3,)
    assert shape.named == {}
    assert NamedShape().positional == ()
    assert NamedShape().rank == 0


def test_named_shape_lookup() -> None:
    shape = NamedShape(3, 4, batch=8, head=2)
    assert shape[0] == 3
    assert shape[-1] == 4
    assert shape["batch"] == 8
    assert shape["head"] == 2
    with pytest.raises(IndexError):
        shape[2]


def test_named_shape_missing_name() -> None:
    shape = NamedShape(3, batch=8, head=2)
    with pytest.raises(KeyError, match=re.escape("no named axis 'time'; named axes: batch, head")):
        shape["time"]


def test_named_shape_repr() -> None:
    assert repr(NamedShape(3, 4, batch=8)) == "NamedShape(3, 4, batch=8)"
    assert repr(NamedShape(3)) == "NamedShape(3)"
    assert repr(NamedShape(batch=8)) == "NamedShape(batch=8)"
    assert repr(NamedShape()) == "NamedShape()"


def test_named_shape_keeps_named_order() -> None:
    shape = NamedShape(2, b=1, a=3)
    assert list(shape.named) == ["b", "a"]
    assert repr(shape) == "NamedShape(2, b=1, a=3)"


def test_named_shape_equality_and_hash() -> None:
    shape = NamedShape(3, 4, batch=8, head=2)
    same = NamedShape(3, 4, batch=8, head=2)
    reordered = NamedShape(3, 4, head=2, batch=8)
    assert shape == same
    assert hash(shape) == hash(same)
    # Named axes compare as a mapping: their order does not matter.
    assert shape == reordered
    assert hash(shape) == hash(reordered)
    assert len({shape, same, reordered}) == 1
    assert shape != NamedShape(3, 4, batch=8)
    assert shape != NamedShape(3, 4, batch=8, head=4)
    assert shape != NamedShape(4, 3, batch=8, head=2)
    assert NamedShape(3) != NamedShape(3, batch=1)


def test_named_shape_is_not_equal_to_a_tuple() -> None:
    as_object: object = NamedShape(3, 4)
    assert as_object != (3, 4)
    assert (3, 4) != as_object


def test_named_shape_accepts_numpy_sizes() -> None:
    # NamedShape is typed to take int; at run time it takes anything with __index__.
    shape: NamedShape = _NAMED_SHAPE(np.int64(3), batch=np.int32(8))
    assert shape == NamedShape(3, batch=8)
    assert type(shape.positional[0]) is int
    assert type(shape.named["batch"]) is int


def test_named_shape_named_is_a_copy() -> None:
    shape = NamedShape(3, batch=8)
    named = shape.named
    assert isinstance(named, dict)
    named["batch"] = 1
    assert shape["batch"] == 8


def test_named_shape_has_no_instance_dict() -> None:
    shape: Any = NamedShape(3)
    with pytest.raises(AttributeError):
        shape.extra = 1


@pytest.mark.parametrize(
    ("positional", "named", "message"),
    [
        pytest.param((-1,), {}, "positional[0]=-1 is negative", id="negative"),
        pytest.param((2, 1.5), {}, "positional[1]=1.5 is not an integer", id="float"),
        pytest.param((True,), {}, "positional[0]=True is a bool", id="bool"),
        pytest.param(("3",), {}, "positional[0]='3' is not an integer", id="str"),
        pytest.param((2,), {"batch": -1}, "named['batch']", id="named-negative"),
        pytest.param((2,), {"batch": 1.5}, "named['batch']", id="named-float"),
        pytest.param((2,), {"batch": True}, "named['batch']", id="named-bool"),
    ],
)
def test_named_shape_invalid(
    positional: tuple[object, ...], named: dict[str, object], message: str
) -> None:
    with pytest.raises(ShapeError, match=re.escape(message)):
        _NAMED_SHAPE(*positional, **named)


def test_named_shape_refuses_symbolic_sizes() -> None:
    (b,) = jax.export.symbolic_shape("b")
    with pytest.raises(
        ShapeError, match=re.escape("positional[0]=b is symbolic; NamedShape holds sizes")
    ):
        _NAMED_SHAPE(b)
    with pytest.raises(
        ShapeError, match=re.escape("named['batch']=b is symbolic; NamedShape holds sizes")
    ):
        _NAMED_SHAPE(2, batch=b)


# ---- regressions: bugs found and fixed -------------------------------------------------


def test_named_shape_error_names_the_axis_without_an_index() -> None:
    with pytest.raises(ShapeError) as caught:
        NamedShape(2, batch=-1)
    assert "named['batch']=-1 is negative" in str(caught.value)


def test_named_shape_missing_name_without_named_axes() -> None:
    with pytest.raises(KeyError) as caught:
        NamedShape(3)["batch"]
    assert not str(caught.value).rstrip("'\"").endswith("named axes: ")
