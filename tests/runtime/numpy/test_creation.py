"""`typedjax.numpy`'s constructors are JAX's own; the dtype request groups name what they claim."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from pathlib import Path
from typing import cast, get_args

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import typedjax.numpy as tnp
import typedjax.typing as t
from typedjax import Array
from typedjax._src.generated.numpy import creation as _generated
from typedjax._src.generated.typing import dtype_names as _dtype_names
from typedjax._src.numpy import creation as _creation
from typedjax.typing import DTypeLike, DTypeName

ROOT = Path(__file__).resolve().parents[3]

# Every constructor is JAX's own object: typedjax adds nothing at run time.
NOT_IDENTICAL: dict[str, str] = {}


def test_every_name_is_jax_own_object() -> None:
    # The hand-written declarations and the generated ones (the `dtype=` ladders).
    for module in (_creation, _generated):
        assert sorted(set(module.__all__)) == sorted(module.__all__)
        for name in module.__all__:
            assert getattr(tnp, name) is getattr(jnp, name), name
    assert not NOT_IDENTICAL


# ---- the Literal groups of _dtype_names --------------------------------------------------

EXACT_GROUPS = {
    "BoolCode": "bool", "Int8Code": "int8", "Int16Code": "int16", "Int32Code": "int32",
    "UInt8Code": "uint8", "UInt16Code": "uint16", "UInt32Code": "uint32",
    "Float16Code": "float16", "BFloat16Code": "bfloat16", "Float32Code": "float32",
    "Complex64Code": "complex64",
}  # fmt: skip
# Groups whose overloads answer with a category (x64, the platform or the format decides).
CATEGORY_GROUPS = {
    "Int64Code": t.signedinteger, "UInt64Code": t.unsignedinteger, "Float64Code": t.floating,
    "Complex128Code": t.complexfloating, "NarrowSignedCode": t.signedinteger,
    "NarrowUnsignedCode": t.unsignedinteger, "NarrowFloatCode": t.floating,
}  # fmt: skip


def _codes(group: str) -> tuple[DTypeName, ...]:
    # The members of a Literal group are dtype names by construction.
    return tuple(cast(DTypeName, code) for code in get_args(getattr(_dtype_names, group)))


def test_dtype_name_holds_every_group_and_every_dtype_class_name() -> None:
    names = {code for group in get_args(DTypeName) for code in get_args(group)}
    grouped = {code for group in set(EXACT_GROUPS) | set(CATEGORY_GROUPS) for code in _codes(group)}
    assert names == grouped
    assert {c.__name__ for c in t.CONCRETE} <= names
    assert "flaot32" not in names


def test_every_code_group_is_checked() -> None:
    groups = {name for name in _dtype_names.__all__ if name.endswith("Code")}
    assert groups == set(EXACT_GROUPS) | set(CATEGORY_GROUPS)


@pytest.mark.parametrize("group", sorted(EXACT_GROUPS))
def test_exact_code_groups_name_their_dtype(group: str) -> None:
    for code in _codes(group):
        assert jnp.dtype(code) == jnp.dtype(EXACT_GROUPS[group]), code
        assert tnp.zeros(2, dtype=code).dtype == jnp.dtype(EXACT_GROUPS[group]), code


@pytest.mark.parametrize("group", sorted(CATEGORY_GROUPS))
def test_category_code_groups_lie_in_their_category(group: str) -> None:
    for code in _codes(group):
        assert issubclass(t.dtype_class(jnp.dtype(code)), CATEGORY_GROUPS[group]), code


def test_no_code_is_in_two_groups() -> None:
    seen: dict[str, str] = {}
    for group in (*EXACT_GROUPS, *CATEGORY_GROUPS):
        for code in _codes(group):
            assert code not in seen, (code, group, seen.get(code))
            seen[code] = group


# ---- parity: typedjax's dtype classes as dtype= ------------------------------------------

_BUILDERS: dict[str, Callable[[DTypeLike], object]] = {
    "zeros": lambda d: tnp.zeros(3, d),
    "ones": lambda d: tnp.ones((2, 2), dtype=d),
    "empty": lambda d: tnp.empty(2, dtype=d),
    "full": lambda d: tnp.full(3, 1, dtype=d),
    "zeros_like": lambda d: tnp.zeros_like(tnp.ones(2), dtype=d),
    "ones_like": lambda d: tnp.ones_like(tnp.ones(2), dtype=d),
    "empty_like": lambda d: tnp.empty_like(tnp.ones(2), dtype=d),
    "full_like": lambda d: tnp.full_like(tnp.ones(2), 2, dtype=d),
    "arange": lambda d: tnp.arange(3, dtype=d),
    "linspace": lambda d: tnp.linspace(0, 4, 5, dtype=d),
    "linspace_step": lambda d: tnp.linspace(0, 4, 5, retstep=True, dtype=d),
    "logspace": lambda d: tnp.logspace(0, 1, 3, dtype=d),
    "geomspace": lambda d: tnp.geomspace(1, 4, 3, dtype=d),
    "eye": lambda d: tnp.eye(2, dtype=d),
    "identity": lambda d: tnp.identity(2, d),
    "tri": lambda d: tnp.tri(2, dtype=d),
    "array": lambda d: tnp.array([1, 0], dtype=d),
    "asarray": lambda d: tnp.asarray(np.ones(2), d),
    "astype": lambda d: tnp.astype(tnp.ones(2), d),
    "frombuffer": lambda d: tnp.frombuffer(bytes(8), dtype=d),
    "fromstring": lambda d: tnp.fromstring("1 0", d, sep=" "),
    "indices": lambda d: tnp.indices((2, 2), dtype=d),
    "indices_sparse": lambda d: tnp.indices((2, 2), dtype=d, sparse=True),
}
_DTYPES = ("bool_", "int8", "uint16", "int32", "int64", "bfloat16", "float16", "float32",
           "float64", "complex64", "complex128", "int4", "float8_e4m3fn")  # fmt: skip


def _jax_class(name: str) -> DTypeLike:
    """JAX's own scalar type `name` (`jnp.float32`), not typedjax's class."""
    found: DTypeLike = getattr(jnp, name)
    return found


def _described(make: Callable[[DTypeLike], object], dtype: DTypeLike) -> tuple[object, ...]:
    """The dtypes and values `make(dtype)` gives (or its exception) and the warnings it gives."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            value = make(dtype)
        except Exception as error:  # noqa: BLE001  # the exception is the result compared
            return ("error", type(error).__name__)
    parts: list[object] = (
        list(value) if isinstance(value, tuple) else [value]  # pyright: ignore[reportUnknownArgumentType]  # a tuple of any items
    )
    arrays = [np.asarray(part) for part in parts]
    return (
        [(str(a.dtype), repr(a.tolist())) for a in arrays],
        [str(w.message) for w in caught],
    )


@pytest.mark.parametrize("builder", sorted(_BUILDERS))
def test_typedjax_dtype_classes_give_what_jax_classes_and_names_give(builder: str) -> None:
    make = _BUILDERS[builder]
    built = 0
    for name in _DTYPES:
        ours = _described(make, getattr(tnp, name))
        assert ours == _described(make, _jax_class(name)), name
        assert ours == _described(make, cast(DTypeName, name)), name
        built += ours[0] != "error"
    assert built >= len(_DTYPES) // 2, f"{builder} built too few dtypes to compare"


# ---- results as the declarations state them ----------------------------------------------


def _category(value: object) -> type[t.generic]:
    assert isinstance(value, Array)
    return t.dtype_class(
        value.dtype
    )  # pytype: disable=attribute-error  # pytype does not narrow object by isinstance with typedjax.Array


def test_defaults_are_the_declared_categories() -> None:
    assert issubclass(_category(tnp.zeros(3)), t.floating)
    assert issubclass(_category(tnp.arange(3)), t.signedinteger)
    assert issubclass(_category(tnp.arange(0.0, 1.0, 0.25)), t.floating)
    assert issubclass(_category(tnp.full(3, 1)), t.signedinteger)
    assert _category(tnp.full(3, True)) is t.bool_
    assert issubclass(_category(tnp.asarray([1.0, 2])), t.floating)
    assert _category(tnp.asarray([[True]])) is t.bool_
    assert _category(tnp.zeros_like(tnp.ones(2, tnp.float16))) is t.float16
    assert _category(tnp.linspace(tnp.ones(2, tnp.float16), 1.0)) is t.float16
    assert issubclass(_category(tnp.linspace(tnp.ones(2, tnp.int8), 3)), t.floating)
    values, step = tnp.linspace(0, 9, 4, retstep=True, dtype=tnp.int32)
    assert (_category(values), issubclass(_category(step), t.floating)) == (t.int32, True)


def test_index_grids_have_the_declared_forms() -> None:
    assert isinstance(tnp.mgrid[0:3, 0:2], jax.Array)
    assert isinstance(tnp.ogrid[0:3], jax.Array)
    assert isinstance(tnp.ogrid[0:3, 0:2], list)
    assert issubclass(_category(tnp.mgrid[0:1:5j]), t.floating)
    # A list in JAX 0.10.2, a tuple in 0.12.0.1: declared as a Sequence, which holds for both.
    assert isinstance(tnp.meshgrid(tnp.ones(2), tnp.ones(3)), (list, tuple))
    assert isinstance(tnp.indices((2, 3), sparse=True), tuple)
    assert len(tnp.diag_indices(3, 3)) == 3
    assert tnp.s_[1:2] == slice(1, 2)
    assert tnp.index_exp[1:2] == (slice(1, 2),)


def _both(i: Array[t.int8], j: Array[t.int8]) -> tuple[Array[t.int8], Array[t.int8]]:
    return i, j


def test_fromfunction_returns_what_the_function_returns() -> None:
    out = tnp.fromfunction(_both, (2, 3), dtype=tnp.int8)
    assert [part.dtype for part in out] == [np.dtype(np.int8)] * 2
    assert [part.shape for part in out] == [(2, 3)] * 2


@pytest.mark.parametrize("function", [tnp.fromfile, tnp.fromiter])
def test_fromfile_and_fromiter_always_raise(function: Callable[..., object]) -> None:
    with pytest.raises(NotImplementedError, match="not implemented"):
        function(iter([1]), dtype=tnp.float32)
