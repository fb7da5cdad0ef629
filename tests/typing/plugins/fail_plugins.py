"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

from collections.abc import Sequence

from typedjax import plugins
from typedjax.plugins import (
    BackendDescription,
    PluginInfo,
    PluginLoadError,
    PrngDescription,
    hookimpl,
)


def probe() -> str | None:
    return None


def probe_int() -> int:
    return 0


def fail_description_fields() -> None:
    BackendDescription(name=1, platform="cpu", probe=probe)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    BackendDescription(name="x", platform="cpu", priority="high", probe=probe)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    BackendDescription(name="x", platform="cpu", probe=probe_int)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    BackendDescription(name="x", platform="cpu", probe=probe, prio=1)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    BackendDescription(name="x", platform="cpu")  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    BackendDescription("x", "cpu", 0, "", probe)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]


def fail_prng_description(d: PrngDescription) -> None:
    PrngDescription(name="p", key_shape=[2], seed=d.seed, split=d.split, fold_in=d.fold_in, random_bits=d.random_bits)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    PrngDescription(name="p", key_shape=(2,), seed=probe, split=d.split, fold_in=d.fold_in, random_bits=d.random_bits)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    d.name = "other"  # type: ignore[misc]  # pyright: ignore[reportAttributeAccessIssue]


@hookimpl  # type: ignore[type-var]  # pyright: ignore[reportArgumentType, reportCallIssue, reportUntypedFunctionDecorator]
def typedjax_backends() -> list[str]:
    return ["cpu"]


@hookimpl  # type: ignore[type-var]  # pyright: ignore[reportArgumentType, reportCallIssue, reportUntypedFunctionDecorator]
def typedjax_prng_impls() -> Sequence[BackendDescription | PrngDescription]:
    return []


def fail_queries() -> None:
    plugins.prng_impl(3)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    plugins.backend(name="cpu")  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    plugins.list_plugins(True)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    plugins.configure(autoload="yes")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    plugins.configure(block=3)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    plugins.configure(unknown=True)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    wrong: BackendDescription = plugins.prng_impl("threefry2x32")  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong
    nope = plugins.backends()["cpu"].description.nope  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownVariableType]
    del nope
    plugins.no_such_function()  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]


def fail_records(info: PluginInfo) -> None:
    PluginInfo(name="x", distribution=None, version=None, kind="builtin", status="ok")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    PluginInfo(name="x", distribution=None, version=None, kind="plugin", status="loaded")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    seconds: float = info.load_seconds  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del seconds
    PluginLoadError("failed")  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
