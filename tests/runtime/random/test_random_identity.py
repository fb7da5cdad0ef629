"""`typedjax.random` covers every stateless name of `jax.random`, as JAX's own object where it can.

A name is typedjax's own object only with a reason in `OWN`; a name of
`jax.random` is left out only with a reason in `LEFT_OUT`. Stale entries fail.
"""

from __future__ import annotations

import subprocess
import sys
import types

import jax.random

import typedjax.random as tjr
from typedjax._src.newer import stands_for

OWN: dict[str, str] = {
    "key": "resolves `impl` by name through typedjax.plugins (and the typedjax default)",
    "PRNGKey": "resolves `impl` by name, as `key` does",
    "wrap_key_data": "resolves `impl` by name, as `key` does",
    "key_dtype": "resolves `impl_spec` by name, as `key` does",
    "key_impl": "answers the typedjax name, also for implementations from plugins",
    "set_default_impl": "typedjax's choice of default implementation (not in JAX)",
    "default_impl": "typedjax's choice of default implementation (not in JAX)",
    "DEFAULT_IMPL_ENV": "the environment variable typedjax reads for the default",
    "KeyArray": "the type of key arrays, Array[prng_key]",
    "KeyDType": "the protocol of key dtypes",
    "IntegerLike": "the type of seeds and fold_in data",
    "KeyDataLike": "the type of raw key data",
}
LEFT_OUT: dict[str, str] = {
    "random_gamma_p": "a primitive (for jax.extend users), not a stateless function",
}


def _public(module: types.ModuleType) -> set[str]:
    return {
        name
        for name in dir(module)
        if not name.startswith("_") and not isinstance(getattr(module, name), types.ModuleType)
    }


def test_all_lists_every_public_name() -> None:
    assert sorted(tjr.__all__) == sorted(_public(tjr))
    assert list(tjr.__all__) == sorted(tjr.__all__, key=lambda n: (not n.isupper(), n))


def test_every_stateless_jax_random_name_is_covered() -> None:
    missing = _public(jax.random) - set(tjr.__all__) - set(LEFT_OUT)
    assert not missing, f"not in typedjax.random and not in LEFT_OUT: {sorted(missing)}"
    assert set(LEFT_OUT) <= _public(jax.random), "stale LEFT_OUT entries"


def test_every_name_is_jax_own_object_unless_listed() -> None:
    for name in tjr.__all__:
        ours: object = getattr(tjr, name)
        theirs: object = getattr(jax.random, name, None)
        if name in OWN:
            assert ours is not theirs, f"{name} is JAX's own object: remove it from OWN"
        else:
            # JAX's own, or (on a JAX older than the declarations) what names the newer release
            assert stands_for(ours, "jax.random", name), (
                f"typedjax.random.{name} is not jax.random.{name}"
            )
    assert set(OWN) <= set(tjr.__all__), "stale OWN entries"


_PROBE = """
import sys
def loaded():
    print(sorted(m for m in ("pluggy", "typedjax._src.plugins.manager") if m in sys.modules))
import typedjax, typedjax.random as tjr
loaded()
tjr.uniform(tjr.key(0), (2,))
loaded()
tjr.key(0, impl="rbg")
loaded()
"""


def test_importing_it_loads_no_plugin_and_a_name_lookup_does() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, check=True
    )
    # The last line shows the check can fail: looking a name up loads the manager.
    assert proc.stdout.splitlines() == ["[]", "[]", "['pluggy', 'typedjax._src.plugins.manager']"]
