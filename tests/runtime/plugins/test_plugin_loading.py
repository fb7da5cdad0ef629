"""Loading plugins: a good one loads; every kind of broken one is skipped, alone, and explained."""

from __future__ import annotations

import re
import sys
import threading
import warnings
from collections.abc import Callable

import pytest

from typedjax import plugins
from typedjax._src.plugins import manager as _manager
from typedjax.plugins import (
    PluginConflictError,
    PluginInfo,
    PluginLoadError,
    PluginNotFoundError,
    PluginUnavailableError,
    PluginWarning,
)

MakePlugin = Callable[..., str]
Source = Callable[..., str]

FIX = "Fix: upgrade or reinstall bad-dist, or block the plugin with TYPEDJAX_PLUGINS_BLOCK=bad."
SKIPPED = "typedjax skipped plugin 'bad' from distribution 'bad-dist' 1.0, phase "
STRICT = (
    "typedjax could not load plugin 'bad' from distribution 'bad-dist' 1.0, phase 'import', and "
    "strict mode (TYPEDJAX_PLUGINS_STRICT=1 or configure(strict=True)) makes that an error "
    "instead of a skip: "
)


def plugin_warnings(call: Callable[[], object]) -> list[str]:
    """The messages of the PluginWarnings that `call()` emits (none of another kind may come)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        call()
    assert all(issubclass(w.category, PluginWarning) for w in caught), caught
    return [str(w.message) for w in caught]


def info(name: str) -> PluginInfo:
    return next(found for found in plugins.list_plugins() if found.name == name)


def registered() -> set[str]:
    """The names registered with pluggy right now."""
    state = getattr(_manager, "_state")  # noqa: B009  # the manager's private state, read only
    return {name for name, _ in state.pm.list_name_plugin()}


def test_a_plugin_loads_through_its_entry_point(
    make_plugin: MakePlugin, backend_plugin: Source
) -> None:
    module = make_plugin("good", backend_plugin("good-backend", priority=5))
    assert module not in sys.modules
    found = plugins.backends()["good-backend"]
    assert (found.plugin, found.usable, found.reason) == ("good", True, None)
    assert found.description.priority == 5
    assert module in sys.modules
    loaded = info("good")
    assert loaded.load_seconds is not None and loaded.load_seconds > 0
    assert loaded == PluginInfo(
        name="good",
        distribution="good-dist",
        version="1.0",
        kind="third-party",
        status="loaded",
        hooks=("typedjax_backends",),
        provides=("good-backend",),
        load_seconds=loaded.load_seconds,
        entry_point=module,
        api_version="v1",
        requires=("jax>=0.10.1",),
    )
    assert "good" in registered()


def test_builtin_plugins_load_first_through_the_same_hooks() -> None:
    found = plugins.list_plugins()
    assert [(p.name, p.kind, p.status) for p in found[:2]] == [
        ("typedjax-backends", "builtin", "loaded"),
        ("typedjax-prng", "builtin", "loaded"),
    ]
    assert found[0].hooks == ("typedjax_backends",)
    assert found[1].hooks == ("typedjax_prng_impls",)
    assert found[0].distribution == "typedjax"
    assert "cpu" in found[0].provides


def test_a_plugin_marked_with_pluggys_own_marker_loads(
    make_plugin: MakePlugin, backend_plugin: Source
) -> None:
    make_plugin(
        "plain",
        """
        import pluggy
        from typedjax.plugins import BackendDescription

        @pluggy.HookimplMarker("typedjax")
        def typedjax_backends():
            return (BackendDescription(name="plain-backend", platform="cpu", probe=lambda: None),)
        """,
    )
    assert plugins.backend("plain-backend").name == "plain-backend"


BROKEN: list[tuple[str, str, str, str]] = [
    # (case, module source, phase, reason)
    (
        "missing dependency",
        "import tjp_dependency_nobody_installed\n",
        "import",
        (
            "ModuleNotFoundError: No module named 'tjp_dependency_nobody_installed' (a dependency "
            "of the plugin is not installed). Fix: pip install tjp_dependency_nobody_installed, or "
            "reinstall bad-dist with its dependencies."
        ),
    ),
    (
        "raises at import",
        "raise RuntimeError('boom at import')\n",
        "import",
        f"RuntimeError: boom at import. {FIX}",
    ),
    ("exits at import", "raise SystemExit(3)\n", "import", f"SystemExit: 3. {FIX}"),
    (
        "raises in its hook",
        (
            "from typedjax.plugins import hookimpl\n"
            "@hookimpl\ndef typedjax_backends():\n    raise ValueError('boom in hook')\n"
        ),
        "hook",
        f"ValueError: boom in hook. {FIX}",
    ),
    (
        "exits in its hook",
        (
            "from typedjax.plugins import hookimpl\n"
            "@hookimpl\ndef typedjax_backends():\n    raise SystemExit('bye')\n"
        ),
        "hook",
        f"SystemExit: bye. {FIX}",
    ),
    (
        "returns a string",
        (
            "from typedjax.plugins import hookimpl\n"
            "@hookimpl\ndef typedjax_backends():\n    return 'cpu'\n"
        ),
        "validate",
        (
            "TypeError: its hook typedjax_backends returned str 'cpu'; expected a list or tuple of "
            f"BackendDescription. {FIX}"
        ),
    ),
    (
        "returns None",
        ("from typedjax.plugins import hookimpl\n@hookimpl\ndef typedjax_backends():\n    pass\n"),
        "validate",
        (
            "TypeError: its hook typedjax_backends returned NoneType None; expected a list or "
            "tuple "
            f"of BackendDescription. {FIX}"
        ),
    ),
    (
        "returns the wrong description",
        (
            "from typedjax.plugins import hookimpl\n"
            "@hookimpl\ndef typedjax_backends():\n    return [1]\n"
        ),
        "validate",
        (
            "TypeError: its hook typedjax_backends returned int 1 at index 0; expected a list or "
            f"tuple of BackendDescription. {FIX}"
        ),
    ),
    (
        "returns a description with a wrong field",
        (
            "from typedjax.plugins import BackendDescription, hookimpl\n"
            "@hookimpl\ndef typedjax_backends():\n"
            "    return [BackendDescription(name='b', platform='cpu', priority='high', "
            "probe=len)]\n"
        ),
        "validate",
        f"TypeError: its backend description 'b' has priority='high'; expected an int. {FIX}",
    ),
    (
        "misspells a hook",
        (
            "from typedjax.plugins import hookimpl\n"
            "@hookimpl\ndef typedjax_backend():\n    return []\n"
        ),
        "register",
        (
            "TypeError: it implements 'typedjax_backend', which typedjax does not define; "
            "typedjax's hooks are typedjax_backends, typedjax_kernels, typedjax_prng_impls "
            f"(check the spelling). {FIX}"
        ),
    ),
    (
        "returns a backend without a name",
        (
            "from typedjax.plugins import BackendDescription, hookimpl\n"
            "@hookimpl\ndef typedjax_backends():\n"
            "    return [BackendDescription(name='', platform='cpu', probe=len)]\n"
        ),
        "validate",
        f"TypeError: its backend description '' has name=''; expected a non-empty str. {FIX}",
    ),
    (
        "returns a backend whose probe is not callable",
        (
            "from typedjax.plugins import BackendDescription, hookimpl\n"
            "@hookimpl\ndef typedjax_backends():\n"
            "    return [BackendDescription(name='b', platform='cpu', probe=3)]\n"
        ),
        "validate",
        (
            "TypeError: its backend description 'b' has probe=3; expected a function taking "
            f"nothing and returning None or a reason string. {FIX}"
        ),
    ),
    (
        "returns a backend with malformed jax versions",
        (
            "from typedjax.plugins import BackendDescription, hookimpl\n"
            "@hookimpl\ndef typedjax_backends():\n"
            "    return [BackendDescription(name='b', platform='cpu', jax_versions='=>1', "
            "probe=len)]\n"
        ),
        "validate",
        (
            "ValueError: Unsupported clause '=>1' in version specifier '=>1': expected "
            "comma-separated clauses using >=, <=, <, >, == or !=, such as '>=0.10.1,<0.11'. "
            f"{FIX}"
        ),
    ),
    (
        "returns a PRNG without a name",
        (
            "from typedjax.plugins import PrngDescription, hookimpl\n"
            "@hookimpl\ndef typedjax_prng_impls():\n"
            "    return [PrngDescription(name=None, key_shape=(2,), seed=len, split=len,\n"
            "                            fold_in=len, random_bits=len)]\n"
        ),
        "validate",
        f"TypeError: its PRNG description has name=None; expected a non-empty str. {FIX}",
    ),
    (
        "resets the plugin layer while it loads",
        "import typedjax.plugins\ntypedjax.plugins.reset()\n",
        "import",
        "typedjax.plugins.reset() was called while plugins were loading.",
    ),
    (
        "implements no hook",
        "def typedjax_backends():\n    return []\n",
        "register",
        (
            "TypeError: it implements no typedjax hook; decorate a function named after one of "
            f"typedjax_backends, typedjax_kernels, typedjax_prng_impls with @typedjax.plugins.hookimpl. {FIX}"
        ),
    ),
]


@pytest.mark.parametrize(("source", "phase", "reason"), [c[1:] for c in BROKEN],
                         ids=[c[0] for c in BROKEN])  # fmt: skip
def test_a_broken_plugin_is_skipped_with_a_warning_and_the_others_load(
    make_plugin: MakePlugin, backend_plugin: Source, source: str, phase: str, reason: str
) -> None:
    make_plugin("bad", source)
    make_plugin("fine", backend_plugin("fine-backend"))
    messages = plugin_warnings(plugins.backends)
    assert messages == [f"{SKIPPED}{phase!r}: {reason}"]
    assert plugins.backend("fine-backend").name == "fine-backend"
    failed = info("bad")
    assert (failed.status, failed.phase, failed.reason) == ("failed", phase, reason)
    assert not set(failed.provides) & set(plugins.backends())
    assert "bad" not in registered()
    assert info("fine").status == "loaded"


def test_a_missing_plugin_module_is_reported_as_a_broken_distribution(
    make_plugin: MakePlugin, backend_plugin: Source, prefix: str
) -> None:
    make_plugin("bad", "", entry=f"{prefix}_nowhere")
    with pytest.warns(PluginWarning) as caught:
        plugins.backends()
    assert [str(w.message) for w in caught] == [
        (
            f"{SKIPPED}'import': ModuleNotFoundError: No module named '{prefix}_nowhere' (its own "
            "module cannot be found; the distribution is broken or half-uninstalled). Fix: "
            "pip install --force-reinstall bad-dist."
        )
    ]


def test_a_hook_with_parameters_the_spec_lacks_is_rejected_at_registration(
    make_plugin: MakePlugin,
    backend_plugin: Source,
) -> None:
    make_plugin(
        "bad",
        "from typedjax.plugins import hookimpl\n"
        "@hookimpl\ndef typedjax_backends(config):\n    return []\n",
    )
    with pytest.warns(
        PluginWarning, match=re.escape(f"{SKIPPED}'register': PluginValidationError:")
    ):
        plugins.backends()
    assert "Argument(s) {'config'} are declared in the hookimpl" in str(info("bad").reason)


def test_keyboard_interrupt_propagates(make_plugin: MakePlugin, backend_plugin: Source) -> None:
    make_plugin("bad", "raise KeyboardInterrupt\n")
    with pytest.raises(KeyboardInterrupt):
        plugins.backends()


def test_a_plugin_that_fails_in_one_hook_keeps_nothing_from_the_other(
    make_plugin: MakePlugin,
    backend_plugin: Source,
) -> None:
    make_plugin(
        "bad",
        """
        from typedjax.plugins import BackendDescription, hookimpl

        @hookimpl
        def typedjax_backends():
            return [BackendDescription(name="half", platform="cpu", probe=lambda: None)]

        @hookimpl
        def typedjax_prng_impls():
            raise RuntimeError("second hook fails")
        """,
    )
    assert plugin_warnings(plugins.backends) == [
        f"{SKIPPED}'hook': RuntimeError: second hook fails. {FIX}"
    ]
    assert "half" not in plugins.backends()
    assert "bad" not in registered()
    with pytest.raises(PluginUnavailableError) as raised:
        plugins.backend("half")
    assert isinstance(raised.value.__cause__, RuntimeError)


def test_a_plugin_that_registers_another_and_then_fails_leaves_nothing(
    make_plugin: MakePlugin, backend_plugin: Source, prefix: str
) -> None:
    make_plugin("helper", backend_plugin("child-backend"), api="v2")  # never loaded itself
    make_plugin(
        "bad",
        f"""
        import typedjax.plugins
        import {prefix}_helper as helper

        typedjax.plugins.register(helper, name="child")
        raise RuntimeError("fails after registering")
        """,
    )
    messages = plugin_warnings(plugins.backends)
    assert f"{SKIPPED}'import': RuntimeError: fails after registering. {FIX}" in messages
    assert "child-backend" not in plugins.backends()
    assert {"bad", "child"}.isdisjoint(registered())
    child = info("child")
    assert (child.kind, child.status) == ("registered", "failed")
    assert child.reason == (
        "it was registered by plugin 'bad' from distribution 'bad-dist' 1.0, which failed to load"
    )


def test_asking_for_a_failed_plugins_name_raises_with_the_cause_chained(
    make_plugin: MakePlugin,
    backend_plugin: Source,
) -> None:
    make_plugin("bad", "raise RuntimeError('boom at import')\n")
    with pytest.warns(PluginWarning):
        plugins.prng_impls()
    for lookup, what in ((plugins.backend, "backend"), (plugins.prng_impl, "PRNG implementation")):
        with pytest.raises(PluginUnavailableError) as raised:
            lookup("bad")
        assert str(raised.value).startswith(
            f"The {what} 'bad' is not available: plugin 'bad' from distribution 'bad-dist' 1.0 "
            f"failed to load: RuntimeError: boom at import. {FIX}\nAvailable: "
        )
        cause = raised.value.__cause__
        assert isinstance(cause, RuntimeError) and str(cause) == "boom at import"


def test_an_unknown_name_raises_a_key_error_listing_the_known_names(
    make_plugin: MakePlugin,
    backend_plugin: Source,
) -> None:
    make_plugin("fine", backend_plugin("fine-backend", priority=1))
    with pytest.raises(KeyError) as raised:
        plugins.backend("nope")
    assert isinstance(raised.value, PluginNotFoundError)
    assert str(raised.value) == (
        "No backend named 'nope'; available: 'fine-backend', 'cpu'.\n"
        "Install a plugin that provides it, or register one with typedjax.plugins.register()."
    )
    with pytest.raises(PluginNotFoundError, match=re.escape("No PRNG implementation named 'nope'")):
        plugins.prng_impl("nope")


def test_a_prng_description_that_fails_its_checks_is_skipped(
    make_plugin: MakePlugin, backend_plugin: Source, monkeypatch: pytest.MonkeyPatch
) -> None:
    def check_prng(description: plugins.PrngDescription) -> None:
        if description.name == "wrong":
            raise ValueError("split returns key data of shape (3,); expected (2, 2)")

    monkeypatch.setattr("typedjax._src.plugins.prng.check_prng", check_prng)
    make_plugin(
        "bad",
        """
        from jax.extend.random import threefry_prng_impl as t
        from typedjax.plugins import PrngDescription, hookimpl

        @hookimpl
        def typedjax_prng_impls():
            return [PrngDescription(name="wrong", key_shape=(2,), seed=t.seed, split=t.split,
                                    fold_in=t.fold_in, random_bits=t.random_bits)]
        """,
    )
    assert plugin_warnings(plugins.prng_impls) == [
        (
            f"{SKIPPED}'validate': ValueError: split returns key data of shape (3,); expected "
            f"(2, 2). {FIX}"
        )
    ]
    with pytest.raises(PluginUnavailableError) as raised:
        plugins.prng_impl("wrong")
    assert isinstance(raised.value.__cause__, ValueError)


def test_two_plugins_offering_one_name_the_later_one_is_rejected(
    make_plugin: MakePlugin, backend_plugin: Source
) -> None:
    make_plugin("alpha", backend_plugin("dup", priority=1))
    make_plugin(
        "beta",
        """
        from typedjax.plugins import BackendDescription, hookimpl

        @hookimpl
        def typedjax_backends():
            return [BackendDescription(name="beta-only", platform="cpu", probe=lambda: None),
                    BackendDescription(name="dup", platform="cpu", probe=lambda: None)]
        """,
    )
    assert plugin_warnings(plugins.backends) == [
        (
            "typedjax skipped plugin 'beta' from distribution 'beta-dist' 1.0, phase 'register': "
            "it "
            "offers the backend 'dup', which plugin 'alpha' from distribution 'alpha-dist' 1.0 "
            "already "
            "offers (distributions 'alpha-dist' and 'beta-dist'). Fix: uninstall one of them, or "
            "block one with TYPEDJAX_PLUGINS_BLOCK=<plugin name>."
        )
    ]
    assert plugins.backends()["dup"].plugin == "alpha"
    assert "beta-only" not in plugins.backends()
    assert "beta" not in registered()


def test_a_plugin_offering_one_name_twice_is_rejected(
    make_plugin: MakePlugin, backend_plugin: Source
) -> None:
    make_plugin(
        "twin",
        """
        from typedjax.plugins import BackendDescription, hookimpl

        @hookimpl
        def typedjax_backends():
            return [BackendDescription(name="twice", platform="cpu", probe=lambda: None),
                    BackendDescription(name="twice", platform="cpu", probe=lambda: None)]
        """,
    )
    messages = plugin_warnings(plugins.backends)
    assert (
        "typedjax skipped plugin 'twin' from distribution 'twin-dist' 1.0, phase 'register': it "
        "offers two different backends named 'twice'."
    ) in messages


def test_the_identical_description_offered_twice_is_kept_once(
    make_plugin: MakePlugin, backend_plugin: Source, prefix: str
) -> None:
    make_plugin(
        "first",
        """
        from typedjax.plugins import BackendDescription, hookimpl

        SHARED = BackendDescription(name="shared", platform="cpu", probe=lambda: None)

        @hookimpl
        def typedjax_backends():
            return [SHARED, SHARED]
        """,
    )
    make_plugin(
        "second",
        f"""
        from typedjax.plugins import hookimpl
        from {prefix}_first import SHARED

        @hookimpl
        def typedjax_backends():
            return [SHARED]
        """,
    )
    assert plugin_warnings(plugins.backends) == []
    assert plugins.backends()["shared"].plugin == "first"
    assert (info("first").status, info("second").status) == ("loaded", "loaded")


def test_register_loads_an_object_once_and_rejects_a_taken_name(
    make_plugin: MakePlugin, backend_plugin: Source
) -> None:
    module = make_plugin("registered", backend_plugin("by-call"), api=None)  # never autoloaded
    plugins.configure(block=["registered"])
    loaded = __import__(module)
    plugins.register(loaded, name="by-call-plugin")
    plugins.register(loaded, name="by-call-plugin")
    plugins.register(loaded)  # the identical object under another name: still a no-op
    assert plugins.backends()["by-call"].plugin == "by-call-plugin"
    assert [p.kind for p in plugins.list_plugins() if p.name == "by-call-plugin"] == ["registered"]
    other = __import__(make_plugin("other", backend_plugin("other-backend"), api=None))
    with pytest.raises(PluginConflictError) as raised:
        plugins.register(other, name="by-call-plugin")
    assert str(raised.value) == (
        "typedjax could not register plugin 'by-call-plugin' (given to typedjax.plugins.register()), phase "
        "'register': the plugin name 'by-call-plugin' is already taken by plugin "
        "'by-call-plugin' (given to typedjax.plugins.register()); register it under another name."
    )
    assert "other-backend" not in plugins.backends()


def test_register_raises_for_a_broken_plugin_and_keeps_nothing() -> None:
    class Broken:
        __name__ = "broken-object"

        @plugins.hookimpl
        def typedjax_backends(self) -> list[plugins.BackendDescription]:
            raise RuntimeError("broken on purpose")

    with pytest.raises(PluginLoadError) as raised:
        plugins.register(Broken())
    assert str(raised.value) == (
        "typedjax could not register plugin 'broken-object' (given to typedjax.plugins.register()), phase "
        "'hook': RuntimeError: broken on purpose. Fix: upgrade or reinstall broken-object, or "
        "block the plugin with TYPEDJAX_PLUGINS_BLOCK=broken-object."
    )
    assert isinstance(raised.value.__cause__, RuntimeError)
    assert raised.value.phase == "hook" and raised.value.plugin == "broken-object"
    assert "broken-object" not in registered()


def test_register_needs_a_name_for_an_object_without_one() -> None:
    with pytest.raises(plugins.PluginConfigError, match=re.escape("needs name=... for 3")):
        plugins.register(3)


def test_two_distributions_with_one_plugin_name_the_later_is_rejected(
    make_plugin: MakePlugin,
    backend_plugin: Source,
) -> None:
    make_plugin("same", backend_plugin("from-a"), dist="a-dist")
    make_plugin("same", backend_plugin("from-b"), dist="b-dist")
    assert plugin_warnings(plugins.backends) == [
        (
            "typedjax skipped plugin 'same' from distribution 'b-dist' 1.0, phase 'register': the "
            "plugin name 'same' is already taken by plugin 'same' from distribution 'a-dist' 1.0. "
            "Fix: uninstall one of the distributions 'a-dist' and 'b-dist', or block one with "
            "TYPEDJAX_PLUGINS_BLOCK=<distribution name>."
        )
    ]
    assert "from-a" in plugins.backends() and "from-b" not in plugins.backends()


def test_strict_mode_raises_the_first_failure_with_its_cause(
    make_plugin: MakePlugin, backend_plugin: Source, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_plugin("bad", "raise RuntimeError('boom at import')\n")
    monkeypatch.setenv(plugins.STRICT_ENV, "1")
    message = f"{STRICT}RuntimeError: boom at import. {FIX}"
    with pytest.raises(PluginLoadError) as raised:
        plugins.backends()
    assert str(raised.value) == message
    assert isinstance(raised.value.__cause__, RuntimeError)
    assert (raised.value.plugin, raised.value.distribution, raised.value.version) == (
        "bad", "bad-dist", "1.0",
    )  # fmt: skip
    with pytest.raises(PluginLoadError, match=re.escape(message)):
        plugins.prng_impls()  # the same error, until reset()


def test_strict_mode_by_configure(make_plugin: MakePlugin, backend_plugin: Source) -> None:
    make_plugin("alpha", backend_plugin("dup"))
    make_plugin("beta", backend_plugin("dup"))
    plugins.configure(strict=True)
    with pytest.raises(PluginConflictError, match=re.escape("plugin 'beta' from distribution")):
        plugins.backends()


def test_a_plugin_may_not_use_the_plugin_layer_while_it_loads(
    make_plugin: MakePlugin, backend_plugin: Source
) -> None:
    make_plugin("bad", "import typedjax.plugins\ntypedjax.plugins.prng_impls()\n")
    assert plugin_warnings(plugins.backends) == [
        (
            f"{SKIPPED}'import': typedjax plugins were asked for while plugin 'bad' from "
            "distribution "
            "'bad-dist' 1.0 was loading; a plugin must not use typedjax.plugins or typedjax.random "
            "when imported or in a hook."
        )
    ]


def test_eight_threads_at_first_use_load_each_plugin_once(
    make_plugin: MakePlugin, backend_plugin: Source, prefix: str
) -> None:
    counter = make_plugin("counter", "imports = 0\ncalls = 0\n", api=None)
    plugins.configure(block=["counter"])
    make_plugin(
        "slow",
        f"""
        import time
        import {counter} as counter
        from typedjax.plugins import BackendDescription, hookimpl

        counter.imports += 1
        time.sleep(0.3)

        @hookimpl
        def typedjax_backends():
            counter.calls += 1
            return [BackendDescription(name="slow", platform="cpu", probe=lambda: None)]
        """,
    )
    start = threading.Barrier(8)
    results: list[object] = []

    def first_use() -> None:
        start.wait()
        results.append(dict(plugins.backends()))

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        threads = [threading.Thread(target=first_use) for _ in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert [str(w.message) for w in caught] == []
    assert len(results) == 8 and all(result == results[0] for result in results)
    counted = sys.modules[counter]
    assert (getattr(counted, "imports"), getattr(counted, "calls")) == (1, 1)  # noqa: B009


def test_prng_impls_are_sorted_by_name(make_plugin: MakePlugin, backend_plugin: Source) -> None:
    make_plugin(
        "several",
        """
        from jax.extend.random import threefry_prng_impl as t
        from typedjax.plugins import PrngDescription, hookimpl

        def make(name):
            return PrngDescription(name=name, key_shape=(2,), seed=t.seed, split=t.split,
                                   fold_in=t.fold_in, random_bits=t.random_bits)

        @hookimpl
        def typedjax_prng_impls():
            return [make("tjp-zeta"), make("tjp-alpha"), make("tjp-mid")]
        """,
    )
    names = [name for name in plugins.prng_impls() if name.startswith("tjp-")]
    assert names == ["tjp-alpha", "tjp-mid", "tjp-zeta"]
    assert list(plugins.prng_impls()) == sorted(plugins.prng_impls())
    assert plugins.prng_impl("tjp-mid").name == "tjp-mid"
