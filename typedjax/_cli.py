"""The `python -m typedjax` command line; each subcommand is one entry in `_COMMANDS`."""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import sys
from collections.abc import Callable, Sequence
from typing import NamedTuple, TypedDict

from typedjax._version import version_report

__all__ = ("main",)


class _Device(TypedDict):
    platform: str
    id: int
    kind: str


class _Info(TypedDict):
    typedjax: str
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


class _Command(NamedTuple):
    help: str
    configure: Callable[[argparse.ArgumentParser], None]
    run: Callable[[argparse.Namespace], int]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line on `argv` (default: `sys.argv[1:]`); the process exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m typedjax",
        description="Inspect the typedjax installation.",
    )
    commands = parser.add_subparsers(title="commands", dest="command", required=True)
    for name, command in _COMMANDS.items():
        sub = commands.add_parser(name, help=command.help, description=command.help)
        command.configure(sub)
        sub.set_defaults(run=command.run)
    args = parser.parse_args(argv)
    run: Callable[[argparse.Namespace], int] = args.run
    return run(args)


def _configure_info(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    parser.epilog = "Exits with status 1 when jax/jaxlib break a version rule."


def _run_info(args: argparse.Namespace) -> int:
    info = _info()
    if args.json:
        json.dump(info, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(_info_text(info))
    return 0 if info["versions_ok"] else 1


def _info() -> _Info:
    """Versions, version rules, backend, devices and x64 mode; never raises for a broken JAX."""
    report = version_report()
    info = _Info(
        typedjax=_typedjax_version(),
        jax=report.installed.jax,
        jaxlib=report.installed.jaxlib,
        minimum_jaxlib=report.installed.minimum_jaxlib,
        supported=dict(report.supported),
        versions_ok=report.ok,
        problems=list(report.problems),
        fix=report.fix,
        backend=None,
        devices=[],
        x64=None,
        jax_error=None,
    )
    try:
        import jax

        # getattr gives these two a type: jaxlib ships no stub for its Device class, and
        # jax.config.read is unannotated, so the checkers see both as partly unknown.
        devices: Callable[[], Sequence[object]] = getattr(jax, "devices")  # noqa: B009
        read: Callable[[str], object] = getattr(jax.config, "read")  # noqa: B009
        info["backend"] = jax.default_backend()
        info["devices"] = [_device(device) for device in devices()]
        info["x64"] = bool(read("jax_enable_x64"))
    except Exception as error:  # noqa: BLE001  # report any failure to load JAX, not crash
        info["jax_error"] = f"{type(error).__name__}: {error}"
    return info


def _device(device: object) -> _Device:
    return _Device(
        platform=str(getattr(device, "platform", "?")),
        id=int(getattr(device, "id", -1)),
        kind=str(getattr(device, "device_kind", "?")),
    )


def _typedjax_version() -> str:
    try:
        return importlib.metadata.version("typedjax")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def _info_text(info: _Info) -> str:
    jaxlib = info["jaxlib"] or "not installed"
    if info["jax"] is not None and info["minimum_jaxlib"] is not None:
        jaxlib += f" (jax {info['jax']} requires jaxlib >= {info['minimum_jaxlib']})"
    lines = [
        ("typedjax", info["typedjax"]),
        ("jax", info["jax"] or "not installed"),
        ("jaxlib", jaxlib),
        ("supported", "  ".join(f"{name}{spec}" for name, spec in info["supported"].items())),
        ("versions", "ok" if info["versions_ok"] else "BROKEN"),
    ]
    lines += [("", f"- {problem}") for problem in info["problems"]]
    if info["fix"] is not None:
        lines.append(("", f"fix: {info['fix']}"))
    if info["jax_error"] is not None:
        lines.append(("jax", f"cannot be used: {info['jax_error']}"))
    else:
        devices = ", ".join(f"{d['platform']}:{d['id']} ({d['kind']})" for d in info["devices"])
        lines += [
            ("backend", str(info["backend"])),
            ("devices", devices or "none"),
            ("x64", "on" if info["x64"] else "off"),
        ]
    return "".join(f"{label:<10} {value}\n" for label, value in lines)


_COMMANDS: dict[str, _Command] = {
    "info": _Command(
        help="show typedjax, jax and jaxlib versions, the version rules, backend and devices",
        configure=_configure_info,
        run=_run_info,
    ),
}
