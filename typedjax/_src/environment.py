"""The environment variables typedjax reads, and what is wrong with them and with JAX's.

Each problem names the variable, shows its value, says what is accepted and how
to fix it. This module imports neither jax nor the plugin layer: `python -m
typedjax info` checks the variables even when `import jax` fails on one of them.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping, Sequence
from typing import Final, NamedTuple

from typedjax._src.jax_options import JaxOption
from typedjax._src.version import SKIP_ENV

__all__ = (
    "ALLOW_ENV",
    "AUTOLOAD_ENV",
    "BLOCK_ENV",
    "BUILTIN_PLUGINS",
    "OFF_WORDS",
    "ON_WORDS",
    "PLATFORMS_ENV",
    "PLUGIN_SWITCHES",
    "PRNG_IMPL_ENV",
    "STRICT_ENV",
    "TYPEDJAX_VARIABLES",
    "XLA_FLAGS_ENV",
    "EnvironmentProblem",
    "jax_option_problems",
    "platforms_problem",
    "prng_problem",
    "typedjax_problems",
    "xla_flags_problem",
)

AUTOLOAD_ENV: Final = "TYPEDJAX_PLUGINS_AUTOLOAD"
"""`0` (or `false`, `no`, `off`): import no entry-point plugin; built-ins still load."""
BLOCK_ENV: Final = "TYPEDJAX_PLUGINS_BLOCK"
"""Comma-separated plugin or distribution names never to import."""
ALLOW_ENV: Final = "TYPEDJAX_PLUGINS_ALLOW"
"""Comma-separated plugin or distribution names: import only these (built-ins always load)."""
STRICT_ENV: Final = "TYPEDJAX_PLUGINS_STRICT"
"""`1` (or `true`, `yes`, `on`): every plugin failure raises instead of warning (for CI)."""
PRNG_IMPL_ENV: Final = "TYPEDJAX_PRNG_IMPL"
"""The environment variable naming the default PRNG implementation, read on first use."""

PLUGIN_SWITCHES: Final = (AUTOLOAD_ENV, BLOCK_ENV, ALLOW_ENV, STRICT_ENV)
"""The variables the plugin layer reads when it starts; it refuses to start on a bad one."""
TYPEDJAX_VARIABLES: Final = (*PLUGIN_SWITCHES, PRNG_IMPL_ENV, SKIP_ENV)
"""Every environment variable typedjax reads."""

ON_WORDS: Final = ("1", "true", "yes", "on")
"""What a typedjax switch reads as on, in any case."""
OFF_WORDS: Final = ("0", "false", "no", "off")
"""What a typedjax switch reads as off, in any case."""

BUILTIN_PLUGINS: Final = (
    ("typedjax-backends", "typedjax._src.plugins.builtin_backends"),
    ("typedjax-prng", "typedjax._src.plugins.builtin_prng"),
)
"""The built-in plugins, name and module, in load order; they cannot be blocked."""

PLATFORMS_ENV: Final = "JAX_PLATFORMS"
"""JAX's list of platforms to start, read when the first backend starts."""
XLA_FLAGS_ENV: Final = "XLA_FLAGS"
"""XLA's flags, read when the first backend starts; XLA stops the process on one it lacks."""

# JAX's `bool_env`: these words, in any case; anything else (the empty text too) fails.
_JAX_ON: Final = ("1", "y", "yes", "t", "true", "on")
_JAX_OFF: Final = ("0", "n", "no", "f", "false", "off")


class EnvironmentProblem(NamedTuple):
    """A variable whose value typedjax or JAX cannot use: what is wrong, and the fix."""

    variable: str
    value: str
    problem: str
    """What is wrong, with the value and what is accepted."""
    fix: str
    """What to set instead."""


def typedjax_problems(environ: Mapping[str, str]) -> list[EnvironmentProblem]:
    """Every typedjax variable in `environ` that typedjax cannot use, but `PRNG_IMPL_ENV`,
    which only the loaded plugins can check (`prng_problem`)."""
    found = [
        problem
        for variable, default in ((AUTOLOAD_ENV, True), (STRICT_ENV, False))
        if (problem := _switch_problem(environ, variable, default=default)) is not None
    ]
    block = environ.get(BLOCK_ENV, "")
    names = [part.strip() for part in block.split(",") if part.strip()]
    builtin = [name for name in names if name in dict(BUILTIN_PLUGINS)]
    if builtin:
        rest = ",".join(name for name in names if name not in builtin)
        found.append(
            EnvironmentProblem(
                BLOCK_ENV,
                block,
                f"{BLOCK_ENV}={block!r} names the built-in plugin(s) "
                f"{', '.join(map(repr, builtin))}, which cannot be blocked (they provide JAX's "
                "own CPU backend and PRNG implementations): the plugin layer refuses to start.",
                f"set {BLOCK_ENV}={rest}" if rest else f"unset {BLOCK_ENV}",
            )
        )
    skip = environ.get(SKIP_ENV)
    if skip is not None and skip not in ("", "0") and skip.strip().lower() not in ON_WORDS:
        found.append(
            EnvironmentProblem(
                SKIP_ENV,
                skip,
                f"{SKIP_ENV}={skip!r} is neither 1 nor 0, and typedjax skips its version check "
                f"on any value but '' and '0', so {skip!r} skips it.",
                f"set {SKIP_ENV}=1 to skip the check, or unset {SKIP_ENV} to keep it",
            )
        )
    return found


def _switch_problem(
    environ: Mapping[str, str], variable: str, *, default: bool
) -> EnvironmentProblem | None:
    value = environ.get(variable)
    if value is None or value.strip().lower() in ("", *ON_WORDS, *OFF_WORDS):
        return None
    return EnvironmentProblem(
        variable,
        value,
        f"{variable}={value!r} is neither on nor off: typedjax reads {', '.join(ON_WORDS)} as "
        f"on and {', '.join(OFF_WORDS)} as off, in any case, and the plugin layer refuses to "
        "start on anything else.",
        f"set {variable}=1 or {variable}=0, or unset {variable} ({'on' if default else 'off'})",
    )


def prng_problem(value: str, *, known: Sequence[str], reason: str | None) -> EnvironmentProblem:
    """`PRNG_IMPL_ENV` set to `value`, which no loaded PRNG implementation answers to
    (`reason`: why its plugin did not load, when one offers it)."""
    if reason is not None:
        what = f"names a PRNG implementation that cannot be used: {reason}"
    else:
        what = "names no registered PRNG implementation"
    return EnvironmentProblem(
        PRNG_IMPL_ENV,
        value,
        f"{PRNG_IMPL_ENV}={value!r} {what}; registered: {', '.join(known) or '(none)'}. Every "
        "key made without impl= would raise PluginNotFoundError.",
        f"set {PRNG_IMPL_ENV} to one of those names, install the plugin that provides "
        f"{value.strip()!r}, or unset {PRNG_IMPL_ENV} (keys then use JAX's default)",
    )


def jax_option_problems(
    environ: Mapping[str, str], options: Mapping[str, JaxOption]
) -> list[EnvironmentProblem]:
    """Every variable in `environ` that sets one of JAX's `options` to a value JAX rejects
    (and so fails `import jax` on), sorted by name."""
    found: list[EnvironmentProblem] = []
    for variable in sorted(environ):
        option = options.get(variable)
        if option is not None:
            problem = _option_problem(option, environ[variable])
            if problem is not None:
                found.append(problem)
    return found


def _option_problem(option: JaxOption, value: str) -> EnvironmentProblem | None:
    variable, default = option.variable, option.default
    unset = f"unset {variable}" + ("" if default is None else f" (JAX's default: {default})")
    if option.kind == "bool":
        if value.lower() in (*_JAX_ON, *_JAX_OFF):
            return None
        return EnvironmentProblem(
            variable,
            value,
            f"{variable}={value!r} is not a truth value, so `import jax` fails: JAX reads "
            f"{', '.join(_JAX_ON)} as on and {', '.join(_JAX_OFF)} as off, in any case.",
            f"set {variable}=1 or {variable}=0, or {unset}",
        )
    if option.kind in ("int", "float"):
        try:
            (int if option.kind == "int" else float)(value)
        except ValueError:
            number = "an integer" if option.kind == "int" else "a number"
            return EnvironmentProblem(
                variable,
                value,
                f"{variable}={value!r} is not {number}, so `import jax` fails: JAX reads it "
                f"with {option.kind}().",
                f"set {variable} to {number}, or {unset}",
            )
        return None
    if value in option.values:
        return None
    if not option.values:
        return EnvironmentProblem(
            variable,
            value,
            f"{variable}={value!r}: JAX reads no value of {variable} from the environment, "
            "so `import jax` fails whenever it is set.",
            f"unset {variable}, and set the option {variable.lower()!r} with jax.config.update",
        )
    return EnvironmentProblem(
        variable,
        value,
        f"{variable}={value!r} is not one of the values JAX accepts for it, so `import jax` "
        f"fails; accepted (exactly as written): {', '.join(option.values)}.",
        f"set {variable} to one of those, or {unset}",
    )


def platforms_problem(value: str, reason: str, *, available: Sequence[str]) -> EnvironmentProblem:
    """`JAX_PLATFORMS` set to `value`, from which JAX could not start a backend (`reason`);
    `available` are the platforms JAX has a plugin for here."""
    return EnvironmentProblem(
        PLATFORMS_ENV,
        value,
        f"{PLATFORMS_ENV}={value!r}: JAX could not start a backend from it ({reason}); "
        "JAX starts only the platforms it names, and each must start. Platforms JAX has a "
        f"plugin for here: {', '.join(available)}.",
        f"set {PLATFORMS_ENV} to some of those, comma-separated ({PLATFORMS_ENV}="
        f"{available[0] if available else 'cpu'}), or unset {PLATFORMS_ENV} to let JAX choose",
    )


def xla_flags_problem(environ: Mapping[str, str]) -> EnvironmentProblem | None:
    """`XLA_FLAGS` when XLA stops a process that starts a backend with it; `None` when it is
    unset or starts.

    XLA parses the flags when JAX starts its first backend and aborts the process on one
    it does not know, so a new interpreter tries it, not this one.
    """
    value = environ.get(XLA_FLAGS_ENV, "")
    if not value.strip():
        return None
    if value not in _xla_verdicts:
        _xla_verdicts[value] = _try_xla_flags(environ, value)
    return _xla_verdicts[value]


_xla_verdicts: dict[str, EnvironmentProblem | None] = {}
"""`xla_flags_problem`'s answer for each value tried in this process: a try costs a second."""


def _try_xla_flags(environ: Mapping[str, str], value: str) -> EnvironmentProblem | None:
    try:
        done = subprocess.run(
            [sys.executable, "-P", "-c", "import jax; jax.devices()"],
            capture_output=True, text=True, env=dict(environ), check=False, timeout=300,
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired):
        return None  # not XLA's refusal: this interpreter's own attempt will say what fails
    lines = [line for line in done.stderr.splitlines() if XLA_FLAGS_ENV in line]
    if done.returncode >= 0 and not lines:
        return None
    # XLA's fatal log line: "F1128 17:27:05.913641  8026 parse_flags_from_env.cc:234] Unknown..."
    said = (lines[-1].partition("] ")[2] or lines[-1]) if lines else f"signal {-done.returncode}"
    return EnvironmentProblem(
        XLA_FLAGS_ENV,
        value,
        f"{XLA_FLAGS_ENV}={value!r} stops the process when JAX starts a backend: XLA says "
        f"{said.strip()!r}.",
        f"remove the flags XLA does not know from {XLA_FLAGS_ENV}, or unset {XLA_FLAGS_ENV}",
    )
