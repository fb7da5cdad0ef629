"""What the declarations describe that an older supported JAX lacks: JAX's own object where
the installed JAX has it, a `JAXFeatureError` naming the release where it does not."""

from __future__ import annotations

import importlib
import re

import jax
import jax.numpy as jnp
import pytest

import typedjax
from typedjax._src import newer as _newer
from typedjax._src.errors import JAXFeatureError
from typedjax._src.version import DECLARED_JAX, parse_version, satisfies, supported_versions

# Where typedjax exposes each JAX module listed in typedjax._src.newer.
TYPED = {
    "jax": "typedjax",
    "jax.lax": "typedjax.lax",
    "jax.numpy": "typedjax.numpy",
    "jax.random": "typedjax.random",
    "jax.scipy.special": "typedjax.scipy.special",
}


def _releases() -> list[str]:
    tables = [*_newer.NAMES.values(), *_newer.METHODS.values(), *_newer.PARAMETERS.values()]
    return [release for table in tables for release in table.values()]


def _is_method(function: str) -> bool:
    """Whether a `PARAMETERS` key names a method of a JAX class (`jax.custom_vjp.defvjp`)."""
    module, _, owner = function.rpartition(".")[0].rpartition(".")
    return bool(module) and isinstance(getattr(importlib.import_module(module), owner, None), type)


FUNCTIONS = sorted(f for f in _newer.PARAMETERS if not _is_method(f))


def test_the_declared_jax_is_the_newest_supported() -> None:
    supported = supported_versions()
    assert satisfies(DECLARED_JAX, supported["jax"]), (DECLARED_JAX, supported)
    assert satisfies(DECLARED_JAX, supported["jaxlib"]), (DECLARED_JAX, supported)
    # The next minor release is outside the range: the declarations describe the newest.
    major, minor = parse_version(DECLARED_JAX).release[:2]
    assert not satisfies(f"{major}.{minor + 1}.0", supported["jax"]), supported


def test_every_listed_release_lies_inside_the_supported_range() -> None:
    # A release at or below the oldest supported one lists nothing any supported JAX lacks;
    # one above the declared JAX describes an API the declarations do not.
    oldest = parse_version(supported_versions()["jax"].split(",")[0].removeprefix(">=")).release
    for release in _releases():
        assert oldest < parse_version(release).release <= parse_version(DECLARED_JAX).release, (
            release
        )
    functions = {f.rpartition(".")[0] for f in FUNCTIONS}
    assert set(TYPED) == set(_newer.NAMES) | functions


@pytest.mark.parametrize(
    ("module", "name"), [(m, n) for m, names in _newer.NAMES.items() for n in names]
)
def test_a_newer_name_is_jax_own_object_or_names_its_release(module: str, name: str) -> None:
    typed: object = getattr(importlib.import_module(TYPED[module]), name)
    release = _newer.NAMES[module][name]
    if not _newer.needs(release):
        assert typed is getattr(importlib.import_module(module), name)
        return
    assert not hasattr(importlib.import_module(module), name)
    assert callable(typed)
    with pytest.raises(JAXFeatureError, match=re.escape(f"{module}.{name} needs JAX {release}")):
        typed(jnp.ones(3))


@pytest.mark.parametrize("function", FUNCTIONS)
def test_a_newer_parameter_is_passed_through_or_refused_by_release(function: str) -> None:
    module, _, name = function.rpartition(".")
    typed: object = getattr(importlib.import_module(TYPED[module]), name)
    plain: object = getattr(importlib.import_module(module), name)
    absent = [p for p, r in _newer.PARAMETERS[function].items() if _newer.needs(r)]
    assert (typed is plain) == (not absent), function
    for param in absent:
        assert callable(typed)
        release = _newer.PARAMETERS[function][param]
        with pytest.raises(
            TypeError, match=re.escape(f"{param!r} of {function} needs JAX {release}")
        ):
            typed(jnp.ones(3), **{param: None})


def test_on_an_older_jax_a_name_is_a_stand_in_and_a_parameter_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The installed JAX has histogram's out_sharding and every NAMES entry or not; pretend
    # it is 0.10.2 so that both paths run on every JAX.
    monkeypatch.setattr(jax, "__version__", "0.10.2")
    histogram = _newer.jax_object("jax.numpy", "histogram")
    assert histogram is not jnp.histogram
    counts, _ = histogram(jnp.arange(4.0), bins=2)
    assert counts.tolist() == [2, 2]
    with pytest.raises(typedjax.JAXFeatureError, match="installed JAX is 0.10.2") as caught:
        histogram(jnp.arange(4.0), out_sharding=None)
    assert 'pip install --upgrade "jax>=0.11.2" "jaxlib>=0.11.2"' in str(caught.value)
    assert {TypeError, AttributeError} <= set(caught.type.__mro__)
    assert _newer.jax_object("jax.numpy", "sin") is jnp.sin  # nothing newer: JAX's own
    assert "jax.numpy.top_k (jax 0.11.1)" in _newer.unavailable()


def test_a_name_missing_from_jax_and_from_the_table_is_a_typedjax_bug() -> None:
    with pytest.raises(
        LookupError, match=r"jax.numpy.no_such_function is missing .*_src.newer.NAMES"
    ):
        _newer.jax_object("jax.numpy", "no_such_function")
