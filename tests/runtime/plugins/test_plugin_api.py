"""The public surface of `typedjax.plugins`: `__all__` lists exactly what is public."""

from __future__ import annotations

import typedjax
from typedjax import plugins


def test_all_lists_exactly_the_public_names() -> None:
    present = {
        name
        for name, value in vars(plugins).items()
        if not name.startswith("_") and getattr(value, "__module__", "").startswith("typedjax")
    }
    assert present <= set(plugins.__all__), present - set(plugins.__all__)
    assert all(hasattr(plugins, name) for name in plugins.__all__)
    assert list(plugins.__all__) == sorted(plugins.__all__, key=lambda n: (not n.isupper(), n))


def test_the_top_level_exposes_the_module_and_backends() -> None:
    assert typedjax.plugins is plugins
    assert typedjax.backends is plugins.backends
    assert {"plugins", "backends"} <= set(typedjax.__all__)


def test_the_marker_marks_as_pluggy_does() -> None:
    def typedjax_backends() -> list[plugins.BackendDescription]:
        return []

    assert plugins.hookimpl(typedjax_backends) is typedjax_backends
    assert getattr(typedjax_backends, "typedjax_impl")["specname"] is None  # noqa: B009
