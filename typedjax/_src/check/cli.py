"""The `python -m typedjax` command line (the `typedjax` script too); each subcommand is one
entry in `_COMMANDS`."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tomllib
from collections.abc import Callable, Sequence
from typing import NamedTuple

from typedjax._src.check.checkers import CHECKERS, FAST, MODES
from typedjax._src.check.config import read_config
from typedjax._src.check.formats import FORMATS
from typedjax._src.check.formats.text import summary
from typedjax._src.check.info import collect, info_json, info_text
from typedjax._src.check.model import RULES, SHAPES, Report, failed
from typedjax._src.check.notes import annotate
from typedjax._src.check.plugins import (
    NO_KERNEL,
    checks_json,
    checks_text,
    kernels,
    kernels_json,
    kernels_text,
    plugins_json,
    plugins_text,
)
from typedjax._src.check.runner import run_checkers, run_rules, run_shapes, run_syntax, skipped
from typedjax._src.version import started_as_script

__all__ = ("main",)


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
    found = collect()
    if args.json:
        json.dump(info_json(found), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(info_text(found))
    return 0 if found.ok else 1


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
            listed = kernels() if load else []
    except plugins.PluginError as error:
        sys.stderr.write(f"{_prog()} plugins: {error}\n")
        return 1
    if args.json:
        json.dump(plugins_json(settings, found, listed), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(plugins_text(settings, found))
        if listed:
            sys.stdout.write("\nkernels\n" + kernels_text(listed))
    broken = any(p.status in ("failed", "incompatible") for p in found)
    return 1 if broken else 0


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
            listed = kernels()
            if name is not None:
                plugins.kernel(name)  # the error names the kernels that exist
    except plugins.PluginError as error:
        sys.stderr.write(f"{_prog()} kernels: {error}\n")
        return 1
    chosen = [k for k in listed if name is None or k.name == name]
    if not args.verify:
        if args.json:
            json.dump(kernels_json(chosen), sys.stdout, indent=2)
            sys.stdout.write("\n")
        else:
            sys.stdout.write(kernels_text(chosen) if chosen else NO_KERNEL)
        return 0
    from typedjax._src.plugins.verify import verify

    checks = [c for k in chosen for c in verify(plugins.kernel(k.name))]
    if args.json:
        json.dump(checks_json(checks), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(checks_text(checks))
    return 0 if all(c.ok for c in checks) else 1


def _configure_check(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "paths",
        nargs="*",
        help="files or folders to check (default: paths under [tool.typedjax.check])",
    )
    parser.add_argument("--json", action="store_true", help="the same as --format json")
    parser.add_argument(
        "--format",
        choices=tuple(FORMATS),
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
    sys.stdout.write(FORMATS[style](reports, limitations))
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
        # libcst is an optional dependency (typedjax[check]), and jaxtyping and typedjax's
        # declarations load with the codemod: only `migrate` imports them.
        from typedjax._src.check.migrate import run
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
