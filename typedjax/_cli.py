"""The `python -m typedjax` command line (the `typedjax` script too); each subcommand is one
entry in `_COMMANDS`."""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import os
import platform
import sys
import tomllib
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NamedTuple, TypedDict

from typedjax._environment import (
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
from typedjax._jax_options import clean_options
from typedjax._version import DECLARED_JAX, started_as_script, version_report

__all__ = ("main",)


class _Device(TypedDict):
    platform: str
    id: int
    kind: str


class _Backend(TypedDict):
    name: str
    platform: str
    priority: int
    plugin: str
    usable: bool
    reason: str | None


class _Problem(TypedDict):
    variable: str
    value: str
    problem: str
    fix: str


class _Info(TypedDict):
    ok: bool
    environment: list[_Problem]
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
    backend: str | None
    devices: list[_Device]
    x64: bool | None
    jax_error: str | None
    backends: list[_Backend]
    plugins_error: str | None
    jaxlib_stubs: str | None
    jaxlib_stubs_fix: str | None


class _Plugin(TypedDict):
    name: str
    distribution: str | None
    version: str | None
    kind: str
    status: str
    hooks: list[str]
    provides: list[str]
    load_seconds: float | None
    reason: str | None
    phase: str | None
    entry_point: str | None
    api_version: str | None
    requires: list[str]


class _Settings(TypedDict):
    autoload: bool
    block: list[str]
    allow: list[str] | None
    strict: bool


class _Kernel(TypedDict):
    name: str
    plugin: str
    dtypes: list[str]
    compiled: list[str]
    unavailable: list[str]
    here: str


class _Plugins(TypedDict):
    settings: _Settings
    plugins: list[_Plugin]
    kernels: list[_Kernel]


class _Check(TypedDict):
    kernel: str
    dtype: str
    platform: str
    compiled: bool
    value_error: float
    gradient_error: float | None
    tolerance: float
    error: str | None
    ok: bool


class _Command(NamedTuple):
    help: str
    configure: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


def main(argv: Sequence[str] | None = None, *, broken: str | None = None) -> int:
    """Run the command line on `argv` (default: `sys.argv[1:]`); the process exit status.

    `broken` says why typedjax cannot be imported (jax and jaxlib break the version
    rules, or jax itself fails to import): `info` then reports it (without importing
    typedjax's modules), every other command prints it. The `typedjax` script that
    installing typedjax writes calls this function too.
    """
    parser = argparse.ArgumentParser(
        prog=_prog(),
        description="Inspect the typedjax installation.",
    )
    commands = parser.add_subparsers(title="commands", dest="command", required=True)
    for name, command in _COMMANDS.items():
        sub = commands.add_parser(name, help=command.help, description=command.help)
        command.configure(sub)
        sub.set_defaults(run=command.run)
    args = parser.parse_args(argv)
    chosen: str = args.command
    if broken is not None and chosen != "info":
        sys.stderr.write(f"{_prog()} {chosen}: {broken}\n")
        return 1
    run: Callable[[argparse.Namespace], int] = args.run
    return run(args)


def _prog() -> str:
    """How the command line was started, as its messages name it."""
    return "typedjax" if started_as_script() else "python -m typedjax"


def _configure_info(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    parser.epilog = (
        "Lists the problems first, each with its fix: jax and jaxlib breaking a version rule, "
        "an environment variable that typedjax or JAX cannot use (TYPEDJAX_*, JAX_*, "
        "XLA_FLAGS), a jax that cannot be imported or start a backend, plugins that cannot "
        "be listed. Exits with status 1 when there is one."
    )


def _run_info(args: argparse.Namespace) -> int:
    info = _info()
    if args.json:
        json.dump(info, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(_info_text(info))
    return 0 if info["ok"] else 1


def _info() -> _Info:
    """Versions, version rules, environment, backend, devices and x64 mode; never raises for a
    broken JAX."""
    report = version_report()
    stubs, stubs_fix = _jaxlib_stubs()
    environment = typedjax_problems(os.environ)
    info: _Info = {
        "ok": False,
        "environment": [],
        "typedjax": _typedjax_version(),
        "python": platform.python_version(),
        "requires_python": _requires_python(),
        "declared_jax": DECLARED_JAX,
        "unavailable": [],
        "jax": report.installed.jax,
        "jaxlib": report.installed.jaxlib,
        "minimum_jaxlib": report.installed.minimum_jaxlib,
        "supported": dict(report.supported),
        "versions_ok": report.ok,
        "problems": list(report.problems),
        "fix": report.fix,
        "backend": None,
        "devices": [],
        "x64": None,
        "jax_error": None,
        "backends": [],
        "plugins_error": None,
        "jaxlib_stubs": stubs,
        "jaxlib_stubs_fix": stubs_fix,
    }
    _inspect_jax(info, environment, report.ok)
    info["environment"] = [
        _Problem(variable=p.variable, value=p.value, problem=p.problem, fix=p.fix)
        for p in environment
    ]
    info["ok"] = (
        report.ok
        and not environment
        and info["jax_error"] is None
        and info["plugins_error"] is None
    )
    return info


def _inspect_jax(info: _Info, environment: list[EnvironmentProblem], versions_ok: bool) -> None:
    """Fill in what jax and the plugins say; each problem found joins `environment`."""
    try:
        import jax
    except Exception as error:  # noqa: BLE001  # report any failure to load JAX, not crash
        info["jax_error"] = f"import jax failed: {_described(error)}"
        # JAX names only the first variable it cannot read: a clean interpreter lists them all.
        options = clean_options()
        if not isinstance(options, str):
            environment += jax_option_problems(os.environ, options)
        return
    crash = xla_flags_problem(os.environ)
    if crash is not None:
        environment.append(crash)
        info["jax_error"] = "no backend started here: XLA would stop this process on XLA_FLAGS"
        return
    # getattr gives these two a type: jaxlib ships no stub for its Device class, and
    # jax.config.read is unannotated, so the checkers see both as partly unknown.
    devices: Callable[[], Sequence[object]] = getattr(jax, "devices")  # noqa: B009
    read: Callable[[str], object] = getattr(jax.config, "read")  # noqa: B009
    try:
        info["backend"] = jax.default_backend()
        info["devices"] = [_device(device) for device in devices()]
    except Exception as error:  # noqa: BLE001  # report a backend that cannot start, not crash
        info["jax_error"] = f"jax.devices() failed: {_described(error)}"
        platforms = os.environ.get(PLATFORMS_ENV, "")
        if platforms.strip():
            reason = str(error) or "none of the platforms it names started"
            environment.append(platforms_problem(platforms, reason, available=_platforms()))
        return
    step = "jax.config.read('jax_enable_x64')"
    try:
        info["x64"] = bool(read("jax_enable_x64"))
        step = "listing what this jax lacks (typedjax._newer.unavailable())"
        from typedjax._newer import unavailable

        info["unavailable"] = unavailable()
    except Exception as error:  # noqa: BLE001  # report any failure to load JAX, not crash
        info["jax_error"] = f"{step} failed: {_described(error)}"
        return
    if not versions_ok:
        # The plugins build on typedjax, which does not import over a broken pair.
        info["plugins_error"] = "not listed while jax and jaxlib break the version rules above"
        return
    switches = [p.variable for p in environment if p.variable in PLUGIN_SWITCHES]
    if switches:
        info["plugins_error"] = (
            f"not listed while {' and '.join(switches)} cannot be read (see the problems)"
        )
        return
    try:
        from typedjax import plugins

        info["backends"] = [
            _Backend(
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
        info["plugins_error"] = _described(error)
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
    from typedjax.plugins._builtin_backends import platforms

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


def _jaxlib_stubs() -> tuple[str | None, str | None]:
    """Where checkers find jaxlib-stubs on this interpreter's path, or how to install them.

    A checker resolves `jax.Device` (and every signature that names it) through these
    stubs; an editable install of typedjax is a path to the clone, which holds them
    under `stubs/` as a project of their own rather than as `jaxlib-stubs`.
    """
    for entry in _search_path():
        found = Path(entry or ".", "jaxlib-stubs")
        if (found / "py.typed").is_file():
            return str(found), None
    clone_stubs = Path(__file__).resolve().parents[1] / "stubs"
    if (clone_stubs / "pyproject.toml").is_file():
        return None, f"{sys.executable} -m pip install {clone_stubs}"
    return None, f"{sys.executable} -m pip install --force-reinstall --no-deps typedjax"


def _search_path() -> Sequence[str]:
    """Where `_jaxlib_stubs` looks: this interpreter's path, which checkers read too."""
    return sys.path


def _device(device: object) -> _Device:
    return _Device(
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


def _info_text(info: _Info) -> str:
    jaxlib = info["jaxlib"] or "not installed"
    if info["jax"] is not None and info["minimum_jaxlib"] is not None:
        jaxlib += f" (jax {info['jax']} requires jaxlib >= {info['minimum_jaxlib']})"
    lines = _problem_lines(info)
    lines += [
        ("typedjax", info["typedjax"]),
        ("jax", info["jax"] or "not installed"),
        ("jaxlib", jaxlib),
        ("python", f"{info['python']} (typedjax requires python{info['requires_python'] or '?'})"),
        ("supported", "  ".join(f"{name}{spec}" for name, spec in info["supported"].items())),
        ("versions", "ok" if info["versions_ok"] else "BROKEN"),
        ("declared", f"the declarations describe jax {info['declared_jax']}"),
    ]
    unavailable = info["unavailable"]
    if info["ok"]:
        lines += [("", f"- not in this jax: {what}") for what in unavailable]
    elif unavailable:
        # Under the problems, one line: the list is the same on every broken setup.
        lines.append(
            ("", f"- {len(unavailable)} of their features are not in this jax (--json lists them)")
        )
    if info["jaxlib_stubs"] is not None:
        lines.append(("stubs", f"jaxlib-stubs at {info['jaxlib_stubs']}"))
    else:
        lines.append(
            ("stubs", "jaxlib-stubs not installed: checkers read jax.Device as unknown")
        )
        lines.append(("", f"fix: {info['jaxlib_stubs_fix']}"))
    if info["jax_error"] is not None:
        lines.append(("jax", f"cannot be used: {info['jax_error']}"))
    else:
        devices = ", ".join(f"{d['platform']}:{d['id']} ({d['kind']})" for d in info["devices"])
        lines += [
            ("backend", str(info["backend"])),
            ("devices", devices or "none"),
            ("x64", "on" if info["x64"] else "off"),
        ]
        for index, found in enumerate(info["backends"]):
            state = "usable" if found["usable"] else f"not usable: {found['reason']}"
            lines.append(
                (
                    "" if index else "backends",
                    (
                        f"{found['name']} (platform {found['platform']}, priority "
                        f"{found['priority']}, plugin {found['plugin']}): {state}"
                    ),
                )
            )
        if info["plugins_error"] is not None:
            lines.append(("backends", f"cannot be listed: {info['plugins_error']}"))
    return "".join(f"{label:<10} {value}\n" for label, value in lines)


def _problem_lines(info: _Info) -> list[tuple[str, str]]:
    """The problems, each followed by its fix: the version rules first, then the environment;
    a jax or plugin failure only when nothing above explains it."""
    lines = [("", f"- {problem}") for problem in info["problems"]]
    if info["fix"] is not None:
        lines.append(("", f"fix: {info['fix']}"))
    for found in info["environment"]:
        lines += [("", f"- {found['problem']}"), ("", f"fix: {found['fix']}")]
    if not lines and info["jax_error"] is not None:
        lines.append(("", f"- jax cannot be used: {info['jax_error']}"))
    if not lines and info["plugins_error"] is not None:
        lines.append(("", f"- the backends cannot be listed: {info['plugins_error']}"))
    count = sum(value.startswith("- ") for _, value in lines)
    if not count:
        return []
    head = f"{count} found, each followed by its fix; info exits with status 1 until none is left"
    return [("problems", head), *lines]


def _configure_plugins(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    parser.add_argument(
        "--load",
        action="store_true",
        help="import the plugins and run their hooks (default: read their metadata only)",
    )
    parser.epilog = (
        "Without --load no plugin is imported: plugins show as 'not loaded', 'blocked' or "
        "'incompatible'. Exits with status 1 when a plugin failed or is incompatible."
    )


def _run_plugins(args: argparse.Namespace) -> int:
    import warnings

    from typedjax import plugins

    load: bool = args.load
    try:
        settings = plugins.settings()
        with warnings.catch_warnings():
            # Each skipped plugin is in the listing, with its reason: no need to warn twice.
            warnings.simplefilter("ignore", plugins.PluginWarning)
            found = plugins.list_plugins(load=load)
            kernels = _kernels() if load else []
    except plugins.PluginError as error:
        sys.stderr.write(f"{_prog()} plugins: {error}\n")
        return 1
    listing = _Plugins(
        settings=_Settings(
            autoload=settings.autoload,
            block=sorted(settings.block),
            allow=None if settings.allow is None else sorted(settings.allow),
            strict=settings.strict,
        ),
        plugins=[
            _Plugin(
                name=p.name,
                distribution=p.distribution,
                version=p.version,
                kind=p.kind,
                status=p.status,
                hooks=list(p.hooks),
                provides=list(p.provides),
                load_seconds=p.load_seconds,
                reason=p.reason,
                phase=p.phase,
                entry_point=p.entry_point,
                api_version=p.api_version,
                requires=list(p.requires),
            )
            for p in found
        ],
        kernels=kernels,
    )
    if args.json:
        json.dump(listing, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(_plugins_text(listing))
        if kernels:
            sys.stdout.write("\nkernels\n" + _kernels_text(kernels))
    broken = any(p["status"] in ("failed", "incompatible") for p in listing["plugins"])
    return 1 if broken else 0


def _plugins_text(listing: _Plugins) -> str:
    settings = listing["settings"]
    allow = settings["allow"]
    lines = [
        (
            f"autoload {'on' if settings['autoload'] else 'off'}, "
            f"strict {'on' if settings['strict'] else 'off'}, "
            f"block: {', '.join(settings['block']) or '-'}, "
            f"allow: {'-' if allow is None else ', '.join(allow) or '(none)'}"
        ),
        "",
    ]
    header = ("name", "distribution", "version", "kind", "status", "load", "hooks")
    rows: list[tuple[str, ...]] = [header]
    for p in listing["plugins"]:
        seconds = p["load_seconds"]
        rows.append(
            (
                p["name"],
                p["distribution"] or "-",
                p["version"] or "-",
                p["kind"],
                p["status"],
                "-" if seconds is None else f"{seconds * 1e3:.1f} ms",
                ", ".join(p["hooks"]) or "-",
            )
        )
    widths = [max(len(row[column]) for row in rows) for column in range(len(header))]
    for index, row in enumerate(rows):
        lines.append("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
        if index == 0:
            continue
        found = listing["plugins"][index - 1]
        if found["provides"]:
            lines.append(f"    provides: {', '.join(found['provides'])}")
        if found["reason"] is not None:
            phase = "" if found["phase"] is None else f" ({found['phase']})"
            lines.append(f"    reason{phase}: {found['reason']}")
    return "\n".join(lines) + "\n"


def _kernels() -> list[_Kernel]:
    from typedjax import plugins

    return [
        _Kernel(
            name=name,
            plugin=status.plugin,
            dtypes=list(status.description.dtypes),
            compiled=list(status.compiled),
            unavailable=list(status.unavailable),
            here=status.here,
        )
        for name, status in plugins.kernels().items()
    ]


def _kernels_text(kernels: list[_Kernel]) -> str:
    lines: list[str] = []
    for k in kernels:
        where = (
            f"compiled on {', '.join(k['compiled'])}, reference elsewhere"
            if k["compiled"] else "reference everywhere (nothing compiled)"
        )  # fmt: skip
        lines.append(
            f"  {k['name']} (plugin {k['plugin']}; {', '.join(k['dtypes'])}): {where}; "
            f"here: {k['here']}"
        )
        if k["unavailable"]:
            lines.append(
                f"    also compiled for {', '.join(k['unavailable'])}, which no loaded backend "
                "provides here"
            )
    return "\n".join(lines) + "\n"


def _configure_kernels(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", nargs="?", help="one kernel (default: every kernel)")
    parser.add_argument(
        "--verify",
        action="store_true",
        help="run each compiled kernel against its reference on random inputs of every "
        "supported dtype, values and gradients, and report the largest errors",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    parser.epilog = (
        "Loads the plugins. Exits with status 1 when a verified kernel exceeds its tolerance "
        "or raises, or when NAME is not a loaded kernel."
    )


def _run_kernels(args: argparse.Namespace) -> int:
    import warnings

    from typedjax import plugins

    name: str | None = args.name
    try:
        with warnings.catch_warnings():
            # A skipped plugin is listed by `python -m typedjax plugins`, with its reason.
            warnings.simplefilter("ignore", plugins.PluginWarning)
            kernels = _kernels()
            if name is not None:
                plugins.kernel(name)  # the error names the kernels that exist
    except plugins.PluginError as error:
        sys.stderr.write(f"{_prog()} kernels: {error}\n")
        return 1
    chosen = [k for k in kernels if name is None or k["name"] == name]
    if not args.verify:
        if args.json:
            json.dump(chosen, sys.stdout, indent=2)
            sys.stdout.write("\n")
        else:
            sys.stdout.write(_kernels_text(chosen) if chosen else _NO_KERNEL)
        return 0
    from typedjax.plugins._verify import verify

    checks = [
        _Check(
            kernel=c.kernel, dtype=c.dtype, platform=c.platform, compiled=c.compiled,
            value_error=c.value_error, gradient_error=c.gradient_error,
            tolerance=c.tolerance, error=c.error, ok=c.ok,
        )
        for k in chosen
        for c in verify(plugins.kernel(k["name"]))
    ]  # fmt: skip
    if args.json:
        json.dump(checks, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(_checks_text(checks))
    return 0 if all(c["ok"] for c in checks) else 1


_NO_KERNEL = (
    "no kernel is loaded: no installed distribution offers one through the typedjax plugin "
    "entry points.\nTo try one, install the example from a typedjax clone (it compiles C++ "
    "with scikit-build-core):\n    pip install ./examples/rmsnorm_plugin\nthen run "
    "python -m typedjax kernels again; python -m typedjax plugins lists every plugin and "
    "why one was skipped.\n"
)


def _checks_text(checks: list[_Check]) -> str:
    header = ("kernel", "dtype", "platform", "values", "gradients", "tolerance", "result")
    rows: list[tuple[str, ...]] = [header]
    for c in checks:
        if not c["compiled"]:
            rows.append((c["kernel"], c["dtype"], c["platform"], "-", "-", "-",
                         "reference only: nothing compiled here"))  # fmt: skip
            continue
        gradient = "-" if c["gradient_error"] is None else f"{c['gradient_error']:.2e}"
        result = "ok" if c["ok"] else f"FAILED{': ' + c['error'] if c['error'] else ''}"
        rows.append((c["kernel"], c["dtype"], c["platform"], f"{c['value_error']:.2e}",
                     gradient, f"{c['tolerance']:.2e}", result))  # fmt: skip
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    worst = max((c["value_error"] for c in checks if c["compiled"]), default=None)
    if worst is not None:
        gradients = [c["gradient_error"] for c in checks if c["gradient_error"] is not None]
        lines.append(
            f"largest error: values {worst:.2e}"
            + (f", gradients {max(gradients):.2e}" if gradients else "")
        )
    return "\n".join(lines) + "\n"


def _configure_check(parser: argparse.ArgumentParser) -> None:
    from typedjax._check import CHECKERS, FAST, MODES

    parser.add_argument(
        "paths",
        nargs="*",
        help="files or folders to check (default: paths under [tool.typedjax.check])",
    )
    parser.add_argument("--json", action="store_true", help="the same as --format json")
    parser.add_argument(
        "--format",
        choices=("text", "json", "github", "sarif"),
        default="text",
        help="text (a table), json (one object), github (workflow annotations, then the table), "
        "or sarif (SARIF 2.1.0, for code-scanning tools)",
    )
    parser.add_argument(
        "--checkers",
        default=None,
        help=f"comma-separated subset of {', '.join(CHECKERS)} (default: {', '.join(FAST)}, or "
        "checkers under [tool.typedjax.check]; pytype takes minutes, so it runs only when named; "
        "empty: none)",
    )
    parser.add_argument(
        "--strictness",
        action="append",
        default=[],
        metavar="CHECKER=MODE",
        help="a checker's mode, repeatable: "
        + "; ".join(f"{name}: {', '.join(modes)}" for name, modes in MODES.items())
        + " (the first is the default; project: the project's own settings)",
    )
    parser.add_argument(
        "--limitations",
        choices=("list", "fail"),
        default=None,
        help="known checker limitations are listed and pass (list, the default) or fail",
    )
    parser.add_argument(
        "--no-cache",
        action="store_true",
        help="run every checker even when nothing changed since its last run here",
    )
    parser.add_argument(
        "--shapes",
        action="store_true",
        default=None,
        help="also prove the shape annotations of every annotated function for every size "
        "(symbolic tracing; on by default with shapes = true under [tool.typedjax.check])",
    )
    parser.add_argument(
        "--rules",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="the rules pass, on by default (off with rules = false under "
        "[tool.typedjax.check]): a Python or NumPy scalar on the left of a comparison, which "
        "the checkers type from the scalar's own operator (`2 == x` is bool to them), with "
        "the operands swapped as the fix; `# typedjax: ignore[scalar-left]` on a line keeps "
        "it out",
    )
    parser.epilog = (
        "Each checker runs with this interpreter's environment, so it sees typedjax as "
        "installed (pytype also gets typedjax's sources on its path), in parallel on the cores "
        "there are; each line on stderr says one has finished. Results are kept in "
        ".typedjax_cache, so a run over unchanged files answers at once. The shape pass imports "
        "the modules as a test runner does and traces each function whose parameters and "
        "result have shapes, with one symbolic size per dimension name. The rules pass reads "
        "the files with ast alone. Exits with status 1 when a checker, the shape pass or the "
        "rules pass reports an error or fails to run, 2 for a bad "
        "argument or configuration; a missing checker is listed, not a failure, and so are a "
        "known checker limitation, an error that follows from another one, and a function the "
        "shape pass cannot prove."
    )


def _check_usage(message: str) -> int:
    sys.stderr.write(f"{_prog()} check: {message}\n")
    return 2


def _run_check(args: argparse.Namespace) -> int:
    from typedjax._check import (
        CHECKERS,
        MODES,
        RULES,
        SHAPES,
        Report,
        as_github,
        as_json,
        as_sarif,
        as_text,
        failed,
        run_checkers,
        run_rules,
        run_shapes,
        run_syntax,
        skipped,
        summary,
    )  # fmt: skip
    from typedjax._check_config import read_config
    from typedjax._check_notes import annotate

    try:
        config = read_config()
    except (ValueError, tomllib.TOMLDecodeError) as error:
        return _check_usage(str(error))
    wanted: str | None = args.checkers
    names = (
        list(config.checkers)
        if wanted is None
        else [n.strip() for n in wanted.split(",") if n.strip()]
    )
    unknown = [n for n in names if n not in CHECKERS]
    if unknown:
        return _check_usage(
            f"--checkers={wanted!r} names {', '.join(unknown)}; known: {', '.join(CHECKERS)}. "
            "Name a subset of those, comma-separated."
        )
    modes = dict(config.strictness)
    given: list[str] = args.strictness
    for item in given:
        name, _, mode = item.partition("=")
        if name not in MODES or mode not in MODES[name]:
            expected = (
                f"one of {', '.join(map(repr, MODES[name]))}" if name in MODES
                else f"a checker name from {', '.join(MODES)}"
            )  # fmt: skip
            return _check_usage(f"--strictness {item!r}: expected CHECKER=MODE with {expected}")
        modes[name] = mode
    paths: list[str] = args.paths or list(config.paths)
    if not paths:
        return _check_usage(
            "no paths: name the files or folders to check, or list them as paths = [...] "
            "under [tool.typedjax.check] in pyproject.toml"
        )
    missing = [p for p in paths if not os.path.exists(p)]
    if missing:
        return _check_usage(f"no such path: {', '.join(missing)}")
    shapes: bool = config.shapes if args.shapes is None else args.shapes
    limitations: str = args.limitations or config.limitations

    def done(report: Report) -> None:
        annotate([report])
        sys.stderr.write(summary(report) + "\n")
        sys.stderr.flush()

    rules: bool = config.rules if args.rules is None else args.rules
    syntax = run_syntax(paths)
    if syntax.errors:
        # Each checker would report the same error in its own words, and the passes read
        # nothing of a file that does not parse: one row says where, the rest are not run.
        passes = [RULES] * rules + [SHAPES] * shapes
        reports = [
            syntax,
            *(skipped(n, syntax, mode=modes.get(n, MODES[n][0])) for n in names),
            *(skipped(n, syntax) for n in passes),
        ]
        not_run = ", ".join(r.name for r in reports[1:])
        sys.stderr.write(f"{summary(syntax)}; not run: {not_run or 'nothing else'}\n")
    else:
        reports = run_checkers(paths, names, modes, cache=not args.no_cache, done=done)
        if rules:
            reports.append(run_rules(paths))
        if shapes:
            reports.append(run_shapes(paths))
    style: str = "json" if args.json else args.format
    if style == "json":
        sys.stdout.write(as_json(reports) + "\n")
    elif style == "sarif":
        sys.stdout.write(as_sarif(reports, limitations=limitations) + "\n")
    elif style == "github":
        sys.stdout.write(as_github(reports, limitations=limitations))
    else:
        sys.stdout.write(as_text(reports, limitations=limitations))
    return 1 if failed(reports, limitations=limitations) else 0


def _configure_migrate(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths", nargs="+", help="Python files, or folders whose *.py files are migrated"
    )
    parser.add_argument(
        "--diff", action="store_true", help="print a unified diff instead of writing the files"
    )
    parser.epilog = (
        'Rewrites jaxtyping\'s dtype families over a bare Array (Float[Array, "n"]) to carry the '
        'dtype inside (Float[Array[floating], "n"]), which checkers read as Array[floating], and '
        "imports jax.numpy, jax.scipy and Array from typedjax; names are resolved through each "
        "module's imports. Comments and formatting are kept, and a second run changes nothing. "
        "Exits with status 2 when a path is missing or a file does not parse (the other files "
        "are still migrated), with --diff 1 when a file would change, else 0."
    )


def _run_migrate(args: argparse.Namespace) -> int:
    try:
        from typedjax._migrate import run
    except ModuleNotFoundError as error:
        if (error.name or "").partition(".")[0] != "libcst":
            raise
        sys.stderr.write(f"{_prog()} migrate needs libcst: pip install 'typedjax[check]'\n")
        return 2
    paths: list[str] = args.paths
    diff: bool = args.diff
    return run(paths, diff=diff)


_COMMANDS: dict[str, _Command] = {
    "info": _Command(
        help="show typedjax, jax and jaxlib versions, the version rules, backends and devices",
        configure=_configure_info,
        run=_run_info,
    ),
    "check": _Command(
        help="run the type checkers (mypy, pyright, pyrefly, ty; pytype when asked) over paths",
        configure=_configure_check,
        run=_run_check,
    ),
    "plugins": _Command(
        help="list every plugin: distribution, version, kind, hooks, status, load time, reason",
        configure=_configure_plugins,
        run=_run_plugins,
    ),
    "kernels": _Command(
        help="list every kernel and where it runs compiled; --verify checks it against its "
        "reference",
        configure=_configure_kernels,
        run=_run_kernels,
    ),
    "migrate": _Command(
        help="rewrite jaxtyping's dtype families and jax.numpy/jax.scipy imports to typedjax's "
        "spelling, in place or as a diff",
        configure=_configure_migrate,
        run=_run_migrate,
    ),
}
