"""A fresh plugin manager and no default PRNG choice for every `typedjax.random` test.

Entry-point plugins are switched off, so plugins installed in the environment
cannot change what these tests see; tests register what they need with
`typedjax.plugins.register()`, and the Philox test installs its package into a
subprocess of its own.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import typedjax.random as tjr
from typedjax import plugins

_VARIABLES = (
    plugins.AUTOLOAD_ENV,
    plugins.BLOCK_ENV,
    plugins.ALLOW_ENV,
    plugins.STRICT_ENV,
    tjr.DEFAULT_IMPL_ENV,
)


@pytest.fixture(autouse=True)
def fresh_plugins(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No switch or default from the environment or from an earlier test, before and after."""
    for variable in _VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    plugins.reset()
    plugins.configure(autoload=False)
    tjr.set_default_impl(None)
    yield
    tjr.set_default_impl(None)
    plugins.reset()
