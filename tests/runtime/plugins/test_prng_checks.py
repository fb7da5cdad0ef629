"""`check_prng` and `jax_impl`: every rule refuses a broken description with a pinned message.

The broken descriptions start from JAX's own threefry2x32 functions and break
one thing each; the checks trace them abstractly (eval_shape, and eval_shape of
their jit and vmap forms), so nothing here compiles.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import jax
import jax.extend.random as jex_random
import jax.numpy as jnp
import numpy as np
import pytest

from typedjax import eval_shape as typed_eval_shape
from typedjax import plugins
from typedjax._src.plugins.builtin_prng import DESCRIPTIONS
from typedjax._src.plugins.prng import BIT_WIDTHS, RULES, check_prng, jax_impl, name_of
from typedjax.plugins import PluginLoadError, PrngDescription

_Fn = Callable[..., jax.Array]
_fry = jex_random.threefry_prng_impl
_seed: _Fn = getattr(_fry, "seed")  # noqa: B009  # JAX types these fields as bare Callable
_split: _Fn = getattr(_fry, "split")  # noqa: B009
_fold_in: _Fn = getattr(_fry, "fold_in")  # noqa: B009
_bits: _Fn = getattr(_fry, "random_bits")  # noqa: B009


def described(**changes: object) -> PrngDescription:
    """A description of threefry2x32 under the name 'toy', with `changes` applied."""
    fields: dict[str, Any] = {
        "name": "toy",
        "key_shape": (2,),
        "seed": _seed,
        "split": _split,
        "fold_in": _fold_in,
        "random_bits": _bits,
        **changes,
    }
    return PrngDescription(**fields)


def broken(rule: str, detail: str) -> str:
    """The pinned message for `rule`, as a regular expression."""
    return re.escape(
        f"PRNG implementation 'toy' breaks the rule {rule!r} ({RULES[rule]}): {detail}"
    )


def test_jax_own_implementations_pass() -> None:
    for description in DESCRIPTIONS:
        check_prng(description, trust_jax=False)
    check_prng(described())


def test_jax_own_implementations_are_trusted_untraced(monkeypatch: pytest.MonkeyPatch) -> None:
    traces: list[object] = []
    real_eval_shape: Callable[..., object] = typed_eval_shape

    def counting(fn: Callable[..., object], *args: object) -> object:
        traces.append(fn)
        return real_eval_shape(fn, *args)

    monkeypatch.setattr("typedjax._src.plugins.prng.eval_shape", counting)
    for description in DESCRIPTIONS:
        check_prng(description)
    assert traces == []
    check_prng(DESCRIPTIONS[0], trust_jax=False)
    assert len(traces) == 3 * (3 + len(BIT_WIDTHS))  # seed, split, fold_in, bits; 3 modes
    check_prng(described())  # JAX's functions under another name are traced as any other
    assert len(traces) == 2 * 3 * (3 + len(BIT_WIDTHS))


@pytest.mark.parametrize(
    ("key_shape", "shown"),
    [((), "()"), ((0,), "(0,)"), ([2], "[2]"), (("2",), "('2',)"), ((2.0,), "(2.0,)")],
)
def test_key_shape_must_be_a_tuple_of_positive_ints(key_shape: object, shown: str) -> None:
    with pytest.raises(ValueError, match=broken("key_shape", f"got key_shape={shown}.")):
        check_prng(described(key_shape=key_shape))


def test_the_functions_must_be_callable() -> None:
    with pytest.raises(ValueError, match=broken("callables", "fold_in=None is not callable.")):
        check_prng(described(fold_in=None))


def test_seed_must_give_key_shaped_uint32() -> None:
    def three_words(seed: jax.Array) -> jax.Array:
        return jnp.concatenate([_seed(seed), _seed(seed)[:1]])

    def floats(seed: jax.Array) -> jax.Array:
        return _seed(seed).astype(jnp.float32)

    with pytest.raises(ValueError, match=broken(
        "seed", "seed(seed) under jax.eval_shape gave uint32[3]; expected uint32[2]."
    )):  # fmt: skip
        check_prng(described(seed=three_words))
    with pytest.raises(ValueError, match=broken(
        "seed", "seed(seed) under jax.eval_shape gave float32[2]; expected uint32[2]."
    )):  # fmt: skip
        check_prng(described(seed=floats))


def test_key_data_must_be_uint32_whatever_the_description_says() -> None:
    def wide_key(seed: jax.Array) -> jax.Array:
        return _seed(seed).astype(jnp.uint16)

    with pytest.raises(ValueError, match=broken(
        "seed", "seed(seed) under jax.eval_shape gave uint16[2]; expected uint32[2]."
    )):  # fmt: skip
        check_prng(described(seed=wide_key))


def test_split_must_give_the_shape_then_key_shape() -> None:
    def one_key(key: jax.Array, shape: tuple[int, ...]) -> jax.Array:
        return _split(key, (1,))[0]

    def flat(key: jax.Array, shape: tuple[int, ...]) -> jax.Array:
        return _split(key, shape).reshape(-1)

    with pytest.raises(ValueError, match=broken(
        "split", "split(key, (2, 3)) under jax.eval_shape gave uint32[2]; expected uint32[2,3,2]."
    )):  # fmt: skip
        check_prng(described(split=one_key))
    with pytest.raises(ValueError, match=broken(
        "split", "split(key, (2, 3)) under jax.eval_shape gave uint32[12]; expected uint32[2,3,2]."
    )):  # fmt: skip
        check_prng(described(split=flat))


def test_fold_in_must_give_key_shaped_uint32() -> None:
    def narrowed(key: jax.Array, data: jax.Array) -> jax.Array:
        return _fold_in(key, data).astype(jnp.uint8)

    with pytest.raises(ValueError, match=broken(
        "fold_in", "fold_in(key, data) under jax.eval_shape gave uint8[2]; expected uint32[2]."
    )):  # fmt: skip
        check_prng(described(fold_in=narrowed))


def test_random_bits_must_be_unsigned_of_the_width_asked_for() -> None:
    def always_32(key: jax.Array, bit_width: int, shape: tuple[int, ...]) -> jax.Array:
        return _bits(key, 32, shape)

    def floats(key: jax.Array, bit_width: int, shape: tuple[int, ...]) -> jax.Array:
        return _bits(key, 32, shape).astype(jnp.float32)

    def signed(key: jax.Array, bit_width: int, shape: tuple[int, ...]) -> jax.Array:
        return _bits(key, bit_width, shape).astype(f"int{bit_width}")

    def ignores_shape(key: jax.Array, bit_width: int, shape: tuple[int, ...]) -> jax.Array:
        return _bits(key, bit_width, (4,))

    with pytest.raises(ValueError, match=broken(
        "random_bits",
        "random_bits(key, 8, (5,)) under jax.eval_shape gave uint32[5]; expected uint8[5].",
    )):  # fmt: skip
        check_prng(described(random_bits=always_32))
    with pytest.raises(ValueError, match=broken(
        "random_bits",
        "random_bits(key, 8, (5,)) under jax.eval_shape gave float32[5]; expected uint8[5].",
    )):  # fmt: skip
        check_prng(described(random_bits=floats))
    with pytest.raises(ValueError, match=broken(
        "random_bits",
        "random_bits(key, 8, (5,)) under jax.eval_shape gave int8[5]; expected uint8[5].",
    )):  # fmt: skip
        check_prng(described(random_bits=signed))
    with pytest.raises(ValueError, match=broken(
        "random_bits",
        "random_bits(key, 8, (5,)) under jax.eval_shape gave uint8[4]; expected uint8[5].",
    )):  # fmt: skip
        check_prng(described(random_bits=ignores_shape))


def test_random_bits_is_checked_for_every_width() -> None:
    def wrong_at_16(key: jax.Array, bit_width: int, shape: tuple[int, ...]) -> jax.Array:
        return _bits(key, 8 if bit_width == 16 else bit_width, shape)

    with pytest.raises(ValueError, match=broken(
        "random_bits",
        "random_bits(key, 16, (5,)) under jax.eval_shape gave uint8[5]; expected uint16[5].",
    )):  # fmt: skip
        check_prng(described(random_bits=wrong_at_16))


def test_64_bit_values_are_expected_in_the_dtype_x64_stores() -> None:
    def narrow_64(key: jax.Array, bit_width: int, shape: tuple[int, ...]) -> jax.Array:
        return _bits(key, 32 if bit_width == 64 else bit_width, shape)

    with jax.enable_x64(False):
        check_prng(described(random_bits=narrow_64))
    with jax.enable_x64(True):
        check_prng(described())
        with pytest.raises(ValueError, match=broken(
            "random_bits",
            "random_bits(key, 64, (5,)) under jax.eval_shape gave uint32[5]; expected uint64[5].",
        )):  # fmt: skip
            check_prng(described(random_bits=narrow_64))


def test_a_function_that_breaks_only_under_vmap_is_refused() -> None:
    def on_host(key: np.ndarray[Any, np.dtype[np.uint32]], data: np.uint32) -> object:
        return key ^ data

    def host_fold_in(key: jax.Array, data: jax.Array) -> jax.Array:
        result = np.zeros(2, np.uint32)  # the result's shape and dtype
        # No vmap_method: JAX refuses to batch this callback.
        out: jax.Array = jax.pure_callback(on_host, result, key, data)
        return out

    with pytest.raises(ValueError, match=broken(
        "fold_in", "fold_in(key, data) under jax.vmap raised NotImplementedError: "
    )) as raised:  # fmt: skip
        check_prng(described(fold_in=host_fold_in))
    assert isinstance(raised.value.__cause__, NotImplementedError)


def test_an_exception_inside_a_function_is_chained() -> None:
    def needs_concrete(key: jax.Array, shape: tuple[int, ...]) -> jax.Array:
        return _split(key, (int(key[0]),))

    with pytest.raises(ValueError, match=broken(
        "split", "split(key, (2, 3)) under jax.eval_shape raised ConcretizationTypeError: "
    )) as raised:  # fmt: skip
        check_prng(described(split=needs_concrete))
    assert isinstance(raised.value.__cause__, jax.errors.ConcretizationTypeError)


def test_a_function_returning_two_arrays_is_refused() -> None:
    def pair(key: jax.Array, data: jax.Array) -> tuple[jax.Array, jax.Array]:
        return key, key

    with pytest.raises(ValueError, match=broken(
        "fold_in", "fold_in(key, data) under jax.eval_shape gave tuple (ShapeDtypeStruct("
    )):  # fmt: skip
        check_prng(described(fold_in=pair))


def test_the_manager_refuses_a_broken_description_naming_plugin_and_rule() -> None:
    def no_split(key: jax.Array, shape: tuple[int, ...]) -> jax.Array:
        return key

    class Plugin:
        @plugins.hookimpl
        def typedjax_prng_impls(self) -> tuple[PrngDescription, ...]:
            return (described(name="toy", split=no_split),)

    with pytest.raises(PluginLoadError) as raised:
        plugins.register(Plugin(), name="toy-plugin")
    message = str(raised.value)
    assert "'toy-plugin'" in message, message
    assert "breaks the rule 'split'" in message, message
    assert isinstance(raised.value.__cause__, ValueError)


def test_jax_own_implementations_map_to_jax_own_objects() -> None:
    by_name = {d.name: d for d in DESCRIPTIONS}
    assert jax_impl(by_name["threefry2x32"]) is jex_random.threefry_prng_impl
    assert jax_impl(by_name["rbg"]) is jex_random.rbg_prng_impl
    assert jax_impl(by_name["unsafe_rbg"]) is jex_random.unsafe_rbg_prng_impl
    key = jax.random.key(3, impl=jax_impl(by_name["rbg"]))
    assert key.dtype == jax.random.key(3, impl="rbg").dtype
    assert name_of(jax.random.key_impl(key)) == "rbg"


def test_a_new_implementation_is_made_once_and_stays_out_of_jax_registry() -> None:
    first = described(name="toy-new", tag="toy")
    made = jax_impl(first)
    assert jax_impl(first) is made
    key = jax.random.key(0, impl=made)
    assert str(key.dtype) == "key<toy>"
    assert name_of(jax.random.key_impl(key)) == "toy-new"
    np.testing.assert_array_equal(
        jax.random.key_data(key), jax.random.key_data(jax.random.key(0, impl="threefry2x32"))
    )
    with pytest.raises(ValueError, match=re.escape('unrecognized PRNG implementation "toy-new"')):
        jax.random.key(0, impl="toy-new")

    # Another description under the same name (a plugin reloaded after reset()) gets its own.
    def shifted(seed: jax.Array) -> jax.Array:
        return _seed(seed + 1)

    second = described(name="toy-new", tag="toy", seed=shifted)
    assert jax_impl(second) is not made
    assert jax_impl(second) is jax_impl(second)
