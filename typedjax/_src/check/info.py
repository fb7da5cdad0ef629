"""What `python -m typedjax info` reports: versions and their rules, the environment, JAX's
backend and devices, the plugins' backends, and where checkers find jaxlib's stubs.

This module imports neither jax nor the plugin layer until it inspects them, so that
`info` still reports why when `import jax` (or typedjax's version check) fails.
"""

from __future__ import annotations

import importlib.metadata
import os
import platform
import re
import sys
import traceback
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from typedjax._src.check.sources import TYPEDJAX
from typedjax._src.environment import (
    PLATFORMS_ENV,
    PLUGIN_SWITCHES,
    PRNG_IMPL_ENV,
    EnvironmentProblem,
    jax_option_problems,
    platforms_problem,
    prng_problem,
    typedjax_problems,
    xla_flags_problem,
)
from typedjax._src.jax_options import clean_options
from typedjax._src.version import DECLARED_JAX, version_report

__all__ = ("Backend", "Device", "Info", "collect", "info_json", "info_text")


@dataclass(frozen=True)
class Device:
    """One device JAX lists."""

    platform: str
    id: int
    kind: str


@dataclass(frozen=True)
class Backend:
    """One backend a plugin provides, and whether it can be used here."""

    name: str
    platform: str
    priority: int
    plugin: str
    usable: bool
    reason: str | None


@dataclass
class Info:
    """Everything `info` reports; its fields are the keys of `info --json`, in order."""

    ok: bool
    environment: list[EnvironmentProblem]
    typedjax: str
    python: str
    requires_python: str | None
    declared_jax: str
    unavailable: list[str]
    jax: str | None
    jaxlib: str | None
    minimum_jaxlib: str | None
    supported: dict[str, str]
    versions_ok: bool
    problems: list[str]
    fix: str | None
    backend: str | None = None
    devices: list[Device] = field(default_factory=list[Device])
    x64: bool | None = None
    jax_error: str | None = None
    backends: list[Backend] = field(default_factory=list[Backend])
    plugins_error: str | None = None
    jaxlib_stubs: str | None = None
    jaxlib_stubs_fix: str | None = None
    jax_stubs: str | None = None
    jax_stubs_describe: str | None = None
    """The JAX release the `jax-stubs` found were written from (their first line)."""
    jax_stubs_fix: str | None = None


def info_json(info: Info) -> dict[str, object]:
    """`info` as `info --json` prints it: one object, each problem an object of its own."""
    return {**asdict(info), "environment": [p._asdict() for p in info.environment]}


def collect() -> Info:
    """Versions, version rules, environment, backend, devices and x64 mode; never raises for a
    broken JAX."""
    report = version_report()
    stubs, stubs_fix = _jaxlib_stubs()
    jax_stubs, describe, jax_stubs_fix = _jax_stubs()
    environment = typedjax_problems(os.environ)
    found = Info(
        ok=False,
        environment=[],
        typedjax=_typedjax_version(),
        python=platform.python_version(),
        requires_python=_requires_python(),
        declared_jax=DECLARED_JAX,
        unavailable=[],
        jax=report.installed.jax,
        jaxlib=report.installed.jaxlib,
        minimum_jaxlib=report.installed.minimum_jaxlib,
        supported=dict(report.supported),
        versions_ok=report.ok,
        problems=list(report.problems),
        fix=report.fix,
        jaxlib_stubs=stubs,
        jaxlib_stubs_fix=stubs_fix,
        jax_stubs=jax_stubs,
        jax_stubs_describe=describe,
        jax_stubs_fix=jax_stubs_fix,
    )
    _inspect_jax(found, environment, report.ok)
    found.environment = environment
    found.ok = (
        report.ok and not environment and found.jax_error is None and found.plugins_error is None
    )
    return found


def _inspect_jax(info: Info, environment: list[EnvironmentProblem], versions_ok: bool) -> None:
    """Fill in what jax and the plugins say; each problem found joins `environment`."""
    try:
        import jax
    except Exception as error:  # noqa: BLE001  # report any failure to load JAX, not crash
        info.jax_error = f"import jax failed: {_described(error)}"
        # JAX names only the first variable it cannot read: a clean interpreter lists them all.
        options = clean_options()
        if not isinstance(options, str):
            environment += jax_option_problems(os.environ, options)
        return
    crash = xla_flags_problem(os.environ)
    if crash is not None:
        environment.append(crash)
        info.jax_error = "no backend started here: XLA would stop this process on XLA_FLAGS"
        return
    # getattr gives these two a type: jaxlib ships no stub for its Device class, and
    # jax.config.read is unannotated, so the checkers see both as partly unknown.
    devices: Callable[[], Sequence[object]] = getattr(jax, "devices")  # noqa: B009
    read: Callable[[str], object] = getattr(jax.config, "read")  # noqa: B009
    try:
        info.backend = jax.default_backend()
        info.devices = [_device(device) for device in devices()]
    except Exception as error:  # noqa: BLE001  # report a backend that cannot start, not crash
        info.jax_error = f"jax.devices() failed: {_described(error)}"
        platforms = os.environ.get(PLATFORMS_ENV, "")
        if platforms.strip():
            reason = str(error) or "none of the platforms it names started"
            environment.append(platforms_problem(platforms, reason, available=_platforms()))
        return
    step = "jax.config.read('jax_enable_x64')"
    try:
        info.x64 = bool(read("jax_enable_x64"))
        step = "listing what this jax lacks (typedjax._src.newer.unavailable())"
        from typedjax._src.newer import unavailable

        info.unavailable = unavailable()
    except Exception as error:  # noqa: BLE001  # report any failure to load JAX, not crash
        info.jax_error = f"{step} failed: {_described(error)}"
        return
    if not versions_ok:
        # The plugins build on typedjax, which does not import over a broken pair.
        info.plugins_error = "not listed while jax and jaxlib break the version rules above"
        return
    switches = [p.variable for p in environment if p.variable in PLUGIN_SWITCHES]
    if switches:
        info.plugins_error = (
            f"not listed while {' and '.join(switches)} cannot be read (see the problems)"
        )
        return
    try:
        from typedjax import plugins

        info.backends = [
            Backend(
                name=name,
                platform=status.description.platform,
                priority=status.description.priority,
                plugin=status.plugin,
                usable=status.usable,
                reason=status.reason,
            )
            for name, status in plugins.backends().items()
        ]
        prng = _prng_problem()
    except Exception as error:  # noqa: BLE001  # a broken plugin set is reported, not fatal
        info.plugins_error = _described(error)
        return
    if prng is not None:
        environment.append(prng)


def _prng_problem() -> EnvironmentProblem | None:
    """`TYPEDJAX_PRNG_IMPL` when it names no PRNG implementation the plugins provide."""
    from typedjax import plugins

    value = os.environ.get(PRNG_IMPL_ENV, "")
    if not value.strip():
        return None
    try:
        plugins.prng_impl(value.strip())
    except plugins.PluginUnavailableError as error:
        return prng_problem(value, known=list(plugins.prng_impls()), reason=str(error))
    except plugins.PluginNotFoundError:
        return prng_problem(value, known=list(plugins.prng_impls()), reason=None)
    return None


def _platforms() -> list[str]:
    """The platforms JAX has a plugin for here, found without starting any."""
    from typedjax._src.plugins.builtin_backends import platforms

    return list(platforms())


def _described(error: BaseException) -> str:
    """`error` as `Type: message`, or, for an exception with no message, where it was raised."""
    message = str(error)
    if message:
        return f"{type(error).__name__}: {message}"
    frames = traceback.extract_tb(error.__traceback__)
    if not frames:
        return f"{type(error).__name__} with no message"
    last = frames[-1]
    where = Path(last.filename).as_posix()
    where = where.rpartition("/site-packages/")[2] or where
    code = f" ({last.line})" if last.line else ""
    return f"{type(error).__name__} with no message, raised at {where}:{last.lineno}{code}"


def _stub_package(package: str, project: Path, released: str) -> tuple[Path | None, str | None]:
    """Where checkers find the stub package `package` on this interpreter's path, or the
    command that installs it: from `project`, where typedjax runs from a clone that holds
    it as a project of its own, else `pip install` of `released`."""
    for entry in _search_path():
        found = Path(entry or ".", package)
        if (found / "py.typed").is_file():
            return found, None
    if (project / "pyproject.toml").is_file():
        return None, f"{sys.executable} -m pip install {project}"
    return None, f"{sys.executable} -m pip install {released}"


def _jaxlib_stubs() -> tuple[str | None, str | None]:
    """Where checkers find jaxlib-stubs, through which they resolve `jax.Device` (and every
    signature that names it), or how to install them."""
    # jaxlib-stubs are inside typedjax's own distribution.
    reinstall = "--force-reinstall --no-deps typedjax"
    found, fix = _stub_package("jaxlib-stubs", TYPEDJAX.parent / "stubs", reinstall)
    return (str(found) if found else None), fix


_JAX_STUBS = "typedjax-jax-stubs"
"""The distribution that holds jax-stubs (stubs/jax-project), which typedjax requires."""

_STUBS_WRITTEN = re.compile(r"from JAX (\S+)'s ")


def _jax_stubs() -> tuple[str | None, str | None, str | None]:
    """Where checkers find the jax-stubs and the JAX release they describe (read from the
    first line tools/gen/jax_stubs.py writes), or how to install them."""
    # jax-stubs are the distribution typedjax-jax-stubs, released at typedjax's version.
    version = _typedjax_version()
    released = _JAX_STUBS if version == "unknown" else f"{_JAX_STUBS}=={version}"
    found, fix = _stub_package("jax-stubs", TYPEDJAX.parent / "stubs" / "jax-project", released)
    if found is None:
        return None, None, fix
    stub = found / "_src" / "basearray.pyi"
    first = stub.read_text().partition("\n")[0] if stub.is_file() else ""
    release = _STUBS_WRITTEN.search(first)
    return str(found), release.group(1) if release else None, None


def _search_path() -> Sequence[str]:
    """Where `_jaxlib_stubs` looks: this interpreter's path, which checkers read too."""
    return sys.path


def _device(device: object) -> Device:
    return Device(
        platform=str(getattr(device, "platform", "?")),
        id=int(getattr(device, "id", -1)),
        kind=str(getattr(device, "device_kind", "?")),
    )


def _requires_python() -> str | None:
    try:
        found = importlib.metadata.metadata("typedjax").get_all("Requires-Python")
    except importlib.metadata.PackageNotFoundError:
        return None
    return found[0] if found else None


def _typedjax_version() -> str:
    try:
        return importlib.metadata.version("typedjax")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def info_text(info: Info) -> str:
    """`info` as the command prints it: the problems first, each with its fix, then one row
    per topic."""
    jaxlib = info.jaxlib or "not installed"
    if info.jax is not None and info.minimum_jaxlib is not None:
        jaxlib += f" (jax {info.jax} requires jaxlib >= {info.minimum_jaxlib})"
    lines = _problem_lines(info)
    lines += [
        ("typedjax", info.typedjax),
        ("jax", info.jax or "not installed"),
        ("jaxlib", jaxlib),
        ("python", f"{info.python} (typedjax requires python{info.requires_python or '?'})"),
        ("supported", "  ".join(f"{name}{spec}" for name, spec in info.supported.items())),
        ("versions", "ok" if info.versions_ok else "BROKEN"),
        ("declared", f"the declarations describe jax {info.declared_jax}"),
    ]
    unavailable = info.unavailable
    if info.ok:
        lines += [("", f"- not in this jax: {what}") for what in unavailable]
    elif unavailable:
        # Under the problems, one line: the list is the same on every broken setup.
        lines.append(
            ("", f"- {len(unavailable)} of their features are not in this jax (--json lists them)")
        )
    if info.jaxlib_stubs is not None:
        lines.append(("stubs", f"jaxlib-stubs at {info.jaxlib_stubs}"))
    else:
        lines.append(("stubs", "jaxlib-stubs not installed: checkers read jax.Device as unknown"))
        lines.append(("", f"fix: {info.jaxlib_stubs_fix}"))
    if info.jax_stubs is None:
        lines.append(
            ("", "jax-stubs not installed: plain jax.Array is JAX's own class to checkers")
        )
        lines.append(("", f"fix: {info.jax_stubs_fix}"))
    else:
        written = info.jax_stubs_describe or "an unknown JAX"
        same = "" if written == info.jax else f"; the installed jax is {info.jax}"
        lines.append(("", f"jax-stubs at {info.jax_stubs} (written from jax {written}{same})"))
        lines.append(("", f"turn them off: {sys.executable} -m pip uninstall {_JAX_STUBS}"))
    if info.jax_error is not None:
        lines.append(("jax", f"cannot be used: {info.jax_error}"))
    else:
        devices = ", ".join(f"{d.platform}:{d.id} ({d.kind})" for d in info.devices)
        lines += [
            ("backend", str(info.backend)),
            ("devices", devices or "none"),
            ("x64", "on" if info.x64 else "off"),
        ]
        for index, found in enumerate(info.backends):
            state = "usable" if found.usable else f"not usable: {found.reason}"
            lines.append(
                (
                    "" if index else "backends",
                    (
                        f"{found.name} (platform {found.platform}, priority "
                        f"{found.priority}, plugin {found.plugin}): {state}"
                    ),
                )
            )
        if info.plugins_error is not None:
            lines.append(("backends", f"cannot be listed: {info.plugins_error}"))
    return "".join(f"{label:<10} {value}\n" for label, value in lines)


def _problem_lines(info: Info) -> list[tuple[str, str]]:
    """The problems, each followed by its fix: the version rules first, then the environment;
    a jax or plugin failure only when nothing above explains it."""
    lines = [("", f"- {problem}") for problem in info.problems]
    if info.fix is not None:
        lines.append(("", f"fix: {info.fix}"))
    for found in info.environment:
        lines += [("", f"- {found.problem}"), ("", f"fix: {found.fix}")]
    if not lines and info.jax_error is not None:
        lines.append(("", f"- jax cannot be used: {info.jax_error}"))
    if not lines and info.plugins_error is not None:
        lines.append(("", f"- the backends cannot be listed: {info.plugins_error}"))
    count = sum(value.startswith("- ") for _, value in lines)
    if not count:
        return []
    head = f"{count} found, each followed by its fix; info exits with status 1 until none is left"
    return [("problems", head), *lines]
