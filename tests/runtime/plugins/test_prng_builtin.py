"""The built-in plugin `typedjax-prng`: JAX's own implementations, through the public hook."""

from __future__ import annotations

import jax
import jax.extend.random as jex_random
import numpy as np

from typedjax import plugins
from typedjax._src.plugins.builtin_prng import DESCRIPTIONS, typedjax_prng_impls
from typedjax._src.plugins.prng import jax_impl


def test_the_hook_offers_jax_three_implementations() -> None:
    assert [d.name for d in typedjax_prng_impls()] == ["threefry2x32", "rbg", "unsafe_rbg"]
    assert [d.tag for d in DESCRIPTIONS] == ["fry", "rbg", "urbg"]
    assert [d.key_shape for d in DESCRIPTIONS] == [(2,), (4,), (4,)]


def test_the_manager_serves_them_by_name() -> None:
    found = plugins.prng_impls()
    assert list(found) == ["rbg", "threefry2x32", "unsafe_rbg"]
    for description in DESCRIPTIONS:
        assert found[description.name] is description
        assert plugins.prng_impl(description.name) is description
    builtin = next(p for p in plugins.list_plugins() if p.name == "typedjax-prng")
    assert builtin.status == "loaded"
    assert sorted(builtin.provides) == ["rbg", "threefry2x32", "unsafe_rbg"]


def test_descriptions_hold_jax_own_functions() -> None:
    fry = DESCRIPTIONS[0]
    assert fry.seed is getattr(jex_random.threefry_prng_impl, "seed")  # noqa: B009
    assert fry.random_bits is getattr(jex_random.threefry_prng_impl, "random_bits")  # noqa: B009
    for description in DESCRIPTIONS:
        impl = jax_impl(description)
        key = jax.random.key(42, impl=impl)
        plain = jax.random.key(42, impl=description.name)
        assert key.dtype == plain.dtype
        np.testing.assert_array_equal(jax.random.key_data(key), jax.random.key_data(plain))
        np.testing.assert_array_equal(jax.random.bits(key, (3,)), jax.random.bits(plain, (3,)))
