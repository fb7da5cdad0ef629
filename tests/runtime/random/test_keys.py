"""Keys by implementation name: built-in and plugin names, the default, errors, jit and vmap."""

from __future__ import annotations

import re
from typing import Any, cast

import jax
import jax.extend.random as jex_random
import numpy as np
import pytest

import typedjax as tj
import typedjax.random as tjr
from typedjax import Array, as_array, is_array, jit, plugins, vmap
from typedjax.plugins import PluginNotFoundError, PrngDescription
from typedjax.typing import float16, floating, int32, prng_key, uint32

BUILTIN = ("threefry2x32", "rbg", "unsafe_rbg")
UNKNOWN = (
    "No PRNG implementation named 'philox'; available: 'rbg', 'threefry2x32', 'unsafe_rbg'.\n"
    "Install a plugin that provides it, or register one with typedjax.plugins.register()."
)


def _toy() -> PrngDescription:
    """threefry2x32's functions under another name and tag: a stand-in for a plugin's PRNG."""
    fry = jex_random.threefry_prng_impl
    fields: dict[str, Any] = {
        f: getattr(fry, f) for f in ("key_shape", "seed", "split", "fold_in", "random_bits")
    }
    return PrngDescription(name="toy", tag="toy", **fields)


class ToyPlugin:
    """A plugin object offering the implementation 'toy'."""

    @plugins.hookimpl
    def typedjax_prng_impls(self) -> tuple[PrngDescription, ...]:
        return (_toy(),)


@pytest.mark.parametrize("name", BUILTIN)
def test_a_builtin_name_gives_jax_own_key(name: str) -> None:
    ours = tjr.key(11, impl=name)
    theirs = jax.random.key(11, impl=name)
    assert ours.dtype == theirs.dtype
    np.testing.assert_array_equal(tjr.key_data(ours), jax.random.key_data(theirs))
    assert tjr.key_impl(ours) == name
    assert tjr.key_dtype(name) == theirs.dtype
    assert is_array(ours, prng_key)


def test_samples_equal_jax_random_with_jax_own_key() -> None:
    ours = tjr.key(5, impl="threefry2x32")
    theirs = jax.random.key(5)
    np.testing.assert_array_equal(tjr.uniform(ours, (4,)), jax.random.uniform(theirs, (4,)))
    np.testing.assert_array_equal(
        tjr.normal(tjr.split(ours)[1], (3,), dtype=float16),
        jax.random.normal(jax.random.split(theirs)[1], (3,), dtype=float16),
    )
    np.testing.assert_array_equal(
        tjr.randint(tjr.fold_in(ours, 3), (5,), 0, 10),
        jax.random.randint(jax.random.fold_in(theirs, 3), (5,), 0, 10),
    )


def test_without_a_name_the_key_is_jax_default() -> None:
    assert tjr.default_impl() == "threefry2x32"
    assert tjr.key(0).dtype == jax.random.key(0).dtype
    with jax.default_prng_impl("rbg"):
        assert tjr.default_impl() == "rbg"
        assert tjr.key(0).dtype == jax.random.key(0, impl="rbg").dtype


def test_an_unknown_name_lists_the_known_ones() -> None:
    with pytest.raises(PluginNotFoundError) as raised:
        tjr.key(0, impl="philox")
    assert str(raised.value) == UNKNOWN
    assert isinstance(raised.value, KeyError)
    for make in (
        lambda: tjr.PRNGKey(0, impl="philox"),
        lambda: tjr.wrap_key_data(np.zeros(2, np.uint32), impl="philox"),
        lambda: tjr.key_dtype("philox"),
        lambda: tjr.set_default_impl("philox"),
    ):
        with pytest.raises(PluginNotFoundError, match=re.escape(UNKNOWN)):
            make()


def test_an_impl_that_is_not_a_name_is_refused() -> None:
    spec: Any = jex_random.threefry_prng_impl
    with pytest.raises(TypeError, match=re.escape(
        "impl=PRNGImpl(key_shape=(2,)"
    )):  # fmt: skip
        tjr.key(0, impl=spec)
    with pytest.raises(TypeError, match=re.escape(
        "impl=3 is a int; expected the name (a str) of a PRNG implementation such as "
        "'threefry2x32'. typedjax.plugins.prng_impls() lists the names."
    )):  # fmt: skip
        tjr.key(0, impl=3)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def test_set_default_impl_chooses_the_implementation_of_unnamed_keys() -> None:
    tjr.set_default_impl("unsafe_rbg")
    assert tjr.default_impl() == "unsafe_rbg"
    assert tjr.key(1).dtype == jax.random.key(1, impl="unsafe_rbg").dtype
    assert tjr.PRNGKey(1).shape == (4,)
    assert tjr.key_dtype() == jax.random.key_dtype("unsafe_rbg")
    assert jax.random.key(1).dtype == jax.random.key(1, impl="threefry2x32").dtype  # JAX unaffected
    tjr.set_default_impl(None)
    assert tjr.default_impl() == "threefry2x32"
    assert tjr.key(1).dtype == jax.random.key(1).dtype


def test_the_environment_variable_names_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(tjr.DEFAULT_IMPL_ENV, "rbg")
    tjr.set_default_impl(None)  # forget what was read before this test set the variable
    assert tjr.default_impl() == "rbg"
    assert tjr.key(2).dtype == jax.random.key(2, impl="rbg").dtype
    tjr.set_default_impl("unsafe_rbg")  # code wins over the environment
    assert tjr.default_impl() == "unsafe_rbg"
    monkeypatch.setenv(tjr.DEFAULT_IMPL_ENV, "nope")
    tjr.set_default_impl(None)
    with pytest.raises(PluginNotFoundError) as raised:
        tjr.key(0)
    assert raised.value.__notes__ == [
        "The name came from the environment variable TYPEDJAX_PRNG_IMPL."
    ]


def test_raw_key_data_round_trips_through_wrap_key_data() -> None:
    raw = tjr.PRNGKey(9, impl="rbg")
    assert raw.dtype == uint32.dtype
    assert raw.shape == (4,)
    assert not is_array(raw, prng_key)
    np.testing.assert_array_equal(raw, jax.random.PRNGKey(9, impl="rbg"))
    wrapped = tjr.wrap_key_data(raw, impl="rbg")
    assert wrapped.dtype == tjr.key_dtype("rbg")
    np.testing.assert_array_equal(tjr.key_data(wrapped), raw)
    from_numpy = tjr.wrap_key_data(np.asarray(raw), impl="rbg")
    np.testing.assert_array_equal(tjr.key_data(from_numpy), raw)


@pytest.mark.parametrize("name", BUILTIN)
def test_dtype_names_the_implementation_as_jax_does(name: str) -> None:
    specs: tuple[Any, ...] = (name, tjr.key_dtype(name))  # JAX annotates dtype= as its own types
    for spec in specs:
        ours = tjr.key(5, dtype=spec)
        theirs = jax.random.key(5, dtype=spec)
        assert ours.dtype == theirs.dtype == tjr.key_dtype(name)
        np.testing.assert_array_equal(tjr.key_data(ours), jax.random.key_data(theirs))
        wrapped = tjr.wrap_key_data(tjr.key_data(ours), dtype=spec)
        assert wrapped.dtype == ours.dtype


def test_a_plugin_key_dtype_names_its_implementation() -> None:
    plugins.register(ToyPlugin(), name="toy-plugin")
    assert tjr.key(3, dtype="toy").dtype == tjr.key_dtype("toy")
    assert tjr.key(3, dtype=tjr.key_dtype("toy")).dtype == tjr.key_dtype("toy")


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"impl": "rbg", "dtype": "rbg"}, ValueError,
         "key(impl='rbg', dtype='rbg'): both name the implementation; give one of them"),
        ({"dtype": np.dtype(np.float32)}, tj.DTypeError,
         ("key(dtype=dtype('float32')): expected a key dtype, such as key_dtype('rbg'), or "
          "the name of a PRNG implementation")),
        ({"dtype": 3}, tj.DTypeError, "key(dtype=3): expected a key dtype"),
        ({"dtype": "philox"}, PluginNotFoundError, "No PRNG implementation named 'philox'"),
    ],
)  # fmt: skip
def test_a_bad_dtype_is_named(kwargs: dict[str, Any], error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=re.escape(message)):
        tjr.key(0, **kwargs)


def test_a_plugin_name_resolves_under_jit_and_vmap() -> None:
    plugins.register(ToyPlugin(), name="toy-plugin")
    key = tjr.key(3, impl="toy")
    assert str(key.dtype) == "key<toy>"
    assert tjr.key_impl(key) == "toy"
    assert tjr.key_dtype("toy") == key.dtype
    np.testing.assert_array_equal(tjr.key_data(key), jax.random.key_data(jax.random.key(3)))

    def draw(seed: Array[int32]) -> Array[floating]:
        return tjr.uniform(tjr.key(seed, impl="toy"), (3,))

    def make(seed: Array[int32]) -> tjr.KeyArray:
        return tjr.key(seed, impl="toy")

    def sample(k: tjr.KeyArray) -> Array[floating]:
        return tjr.normal(k, (2,))

    three = as_array(jax.numpy.asarray(3, dtype=int32), int32)
    np.testing.assert_array_equal(jit(draw)(three), tjr.uniform(key, (3,)))
    seeds = as_array(jax.numpy.arange(4, dtype=int32), int32)
    keys = vmap(make)(seeds)
    assert keys.shape == (4,)
    assert keys.dtype == key.dtype
    batched = vmap(sample)(keys)
    one_by_one = np.stack([sample(tjr.key(s, impl="toy")) for s in range(4)])
    np.testing.assert_allclose(batched, one_by_one, rtol=1e-6)
    tjr.set_default_impl("toy")
    assert tjr.key(3).dtype == key.dtype


def test_key_under_jit_with_a_builtin_name_matches_eager() -> None:
    for name in BUILTIN:

        def key_bits(seed: int, name: str = name) -> Array[uint32]:
            return tjr.key_data(tjr.key(seed, impl=name))

        np.testing.assert_array_equal(jit(key_bits)(21), key_bits(21))


@pytest.mark.parametrize(
    ("seed", "error", "message"),
    [
        (
            1.5,
            "DTypeError",
            "key(seed=1.5): the seed is float; expected an integer (a Python int, a NumPy integer, or an integer array of shape ())",
        ),
        ("3", "DTypeError", "key(seed='3'): the seed is str; expected an integer"),
        (
            np.float32(2),
            "DTypeError",
            "key(seed=...): the seed has dtype float32; expected an integer dtype. Convert it first",
        ),
        (
            np.array([1, 2]),
            "ShapeError",
            "key(seed=...): the seed has shape (2,); expected one integer, shape (). For several keys, split one key or vmap key over the seeds",
        ),
    ],
)
def test_a_seed_that_is_not_one_integer_is_named(seed: Any, error: str, message: str) -> None:
    with pytest.raises(getattr(tj, error), match="^" + re.escape(message)):
        tjr.key(seed)
    with pytest.raises(
        getattr(tj, error),
        match="^"
        + re.escape(message.replace("key(", "PRNGKey(", 1).replace("vmap key", "vmap PRNGKey")),
    ):
        tjr.PRNGKey(seed)


def test_a_float_seed_is_named_under_jit_too() -> None:
    with pytest.raises(tj.DTypeError, match=re.escape("key(seed=...): the seed has dtype float32")):
        jit(tjr.key)(cast(Any, np.float32(1.0)))  # what a checker refuses, called anyway
    assert tjr.key(np.uint32(5)).shape == () and tjr.key(True).shape == ()
    assert vmap(tjr.key)(np.arange(3)).shape == (3,)
