"""Backends: the built-in CPU backend, detected accelerators, status, explicit and automatic use."""

from __future__ import annotations

import importlib.metadata
import re
import warnings
from collections.abc import Callable
from pathlib import Path

import jax
import pytest

import typedjax
from typedjax import plugins
from typedjax.plugins import BackendUnavailableError, PluginWarning

MakePlugin = Callable[..., str]
Source = Callable[..., str]

TYPEDJAX = (
    "built-in plugin 'typedjax-backends' from distribution 'typedjax' "
    + importlib.metadata.version("typedjax")
)


def test_the_builtin_plugin_describes_the_cpu_backend() -> None:
    assert typedjax.backends is plugins.backends
    cpu = plugins.backends()["cpu"]
    assert (cpu.plugin, cpu.usable, cpu.reason) == ("typedjax-backends", True, None)
    description = cpu.description
    assert (description.name, description.platform, description.priority) == ("cpu", "cpu", 0)
    assert plugins.backend("cpu") == description
    assert plugins.choose_backend() == description


def test_backends_are_ordered_by_priority_then_name(make_plugin: MakePlugin) -> None:
    make_plugin(
        "several",
        """
        from typedjax.plugins import BackendDescription, hookimpl

        def make(name, priority):
            return BackendDescription(name=name, platform="cpu", priority=priority,
                                      probe=lambda: None)

        @hookimpl
        def typedjax_backends():
            return [make("low", -1), make("b-high", 10), make("a-high", 10)]
        """,
    )
    assert list(plugins.backends()) == ["a-high", "b-high", "cpu", "low"]
    assert plugins.choose_backend().name == "a-high"


def test_an_unusable_backend_asked_for_raises_with_the_reason(
    make_plugin: MakePlugin, backend_plugin: Source
) -> None:
    make_plugin("gpu", backend_plugin("fake-gpu", priority=50, reason="no driver found"))
    status = plugins.backends()["fake-gpu"]
    assert (status.usable, status.reason) == (False, "no driver found")
    with pytest.raises(BackendUnavailableError) as raised:
        plugins.backend("fake-gpu")
    assert isinstance(raised.value, RuntimeError)
    assert str(raised.value) == (
        "The backend 'fake-gpu' from plugin 'gpu' from distribution 'gpu-dist' 1.0 cannot be "
        "used here: no driver found"
    )


def test_an_automatic_choice_falls_back_by_priority_with_a_warning(
    make_plugin: MakePlugin, backend_plugin: Source
) -> None:
    make_plugin("gpu", backend_plugin("fake-gpu", priority=50, reason="no driver found"))
    make_plugin("mid", backend_plugin("fake-mid", priority=20))
    with pytest.warns(PluginWarning) as caught:
        chosen = plugins.choose_backend()
    assert chosen.name == "fake-mid"
    assert [str(w.message) for w in caught] == [
        (
            "typedjax backend 'fake-gpu' (priority 50, from plugin 'gpu' from distribution "
            "'gpu-dist' 1.0) cannot be used here: no driver found; falling back to 'fake-mid' "
            "(priority 20)."
        )
    ]
    assert caught[0].filename == __file__  # the warning points at the caller


def test_a_probe_that_raises_makes_the_backend_unusable_and_is_chained(
    make_plugin: MakePlugin,
) -> None:
    make_plugin(
        "gpu",
        """
        from typedjax.plugins import BackendDescription, hookimpl

        def probe():
            raise OSError("libcuda.so not found")

        def wrong():
            return 42

        @hookimpl
        def typedjax_backends():
            return [BackendDescription(name="raising", platform="cuda", probe=probe),
                    BackendDescription(name="wrong", platform="cuda", probe=wrong)]
        """,
    )
    assert plugins.backends()["raising"].reason == "its probe raised OSError: libcuda.so not found"
    with pytest.raises(BackendUnavailableError) as raised:
        plugins.backend("raising")
    assert isinstance(raised.value.__cause__, OSError)
    assert plugins.backends()["wrong"].reason == (
        "its probe returned int 42; expected None or a reason string"
    )


def test_no_usable_backend_raises_with_every_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    def switched_off(self: object) -> str:
        return "switched off"

    monkeypatch.setattr(
        "typedjax._src.plugins.builtin_backends._PlatformProbe.__call__", switched_off
    )
    with pytest.raises(BackendUnavailableError) as raised:
        plugins.choose_backend()
    assert str(raised.value) == "No typedjax backend can be used here: 'cpu': switched off."


def test_accelerators_jax_has_a_plugin_for_are_detected_and_probed(
    site: Path, make_plugin: MakePlugin, prefix: str
) -> None:
    jax.default_backend()  # JAX has set up its backends: it will not look for the fakes below
    make_plugin(
        "unrelated", "", api=None, extra_entries=f"\n[jax_plugins]\nxla_cuda12 = {prefix}_cuda\n"
    )
    plugins.configure(block=["unrelated"])
    (site / "jax_plugins" / "xla_rocm7").mkdir(parents=True)
    (site / "jax_plugins" / "xla_rocm7" / "__init__.py").write_text("", encoding="utf-8")
    found = plugins.backends()
    assert list(found) == ["cuda", "rocm", "cpu"]
    assert [found[name].description.priority for name in found] == [400, 400, 0]
    assert found["cuda"].reason == (
        "JAX cannot initialise platform 'cuda': Unknown backend cuda. Available backends are "
        "['cpu']"
    )
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert plugins.choose_backend().name == "cpu"
    assert [str(w.message) for w in caught] == [
        f"typedjax backend {name!r} (priority 400, from {TYPEDJAX}) cannot be used here: JAX "
        f"cannot initialise platform {name!r}: Unknown backend {name}. Available backends are "
        "['cpu']; falling back to 'cpu' (priority 0)."
        for name in ("cuda", "rocm")
    ]
    with pytest.raises(
        BackendUnavailableError, match=re.escape("The backend 'cuda' from " + TYPEDJAX)
    ):
        plugins.backend("cuda")
