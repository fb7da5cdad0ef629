"""JAX's configuration options that an environment variable sets and JAX checks on reading it.

JAX reads `JAX_<OPTION>` while `import jax` defines each option, and the import
fails on a value it cannot read, naming that one variable only. `options()` lists
them from an imported jax; run as a script (`python -P typedjax/_src/jax_options.py`),
this module prints them as JSON, so a process whose own `import jax` failed can
check every variable set. It imports nothing from typedjax: it runs without the
package (whose import needs jax).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterable, Mapping
from enum import Enum
from typing import Literal, NamedTuple, TypeAlias, cast

__all__ = ("JaxOption", "OptionKind", "clean_options", "options")

OptionKind: TypeAlias = Literal["bool", "int", "float", "enum"]
"""How JAX reads the variable: a truth value, `int(...)`, `float(...)`, or one of `values`."""

_Meta: TypeAlias = Mapping[str, tuple[object, object, Mapping[str, object]]]
"""`jax.config.meta`: each option's kind, and the details JAX keeps for its help."""


class JaxOption(NamedTuple):
    """One option: the variable that sets it, how JAX reads the variable, and its default."""

    variable: str
    """`JAX_ENABLE_X64` for the option `jax_enable_x64`."""
    kind: OptionKind
    """How JAX reads the variable."""
    values: tuple[str, ...]
    """For `enum`, every value JAX accepts from the variable (it compares exactly); else empty."""
    default: str | None
    """The option's value when the variable is unset, as text; `None`: no value."""


def options() -> dict[str, JaxOption]:
    """The options of the imported jax whose variable JAX checks, by variable name.

    String options are left out: JAX takes any text for them.
    """
    import jax

    # jax.config's attributes are unannotated: getattr gives them the types they have.
    meta: _Meta = getattr(jax.config, "meta")  # noqa: B009
    values: Mapping[str, object] = getattr(jax.config, "values")  # noqa: B009
    found: dict[str, JaxOption] = {}
    for name, (kind, _, details) in meta.items():
        option = _option(name, kind, details, values.get(name))
        if option is not None:
            found[option.variable] = option
    return found


def _option(
    name: str, kind: object, details: Mapping[str, object], value: object
) -> JaxOption | None:
    variable = name.upper()
    default = None if value is None else _text(value)
    if kind is bool:
        return JaxOption(variable, "bool", (), default)
    if kind is int:
        return JaxOption(variable, "int", (), default)
    if kind is float:
        return JaxOption(variable, "float", (), default)
    if kind == "enum":
        listed = cast("Iterable[object]", details.get("enum_values", ()))
        return JaxOption(variable, "enum", tuple(map(str, listed)), default)
    enum_class = details.get("enum_class")
    if kind == "enum_class" and isinstance(enum_class, type) and issubclass(enum_class, Enum):
        # JAX calls the class on the variable's text: a member's text value matches, and so
        # may a spelling its `_missing_` accepts (ExplicitX64Mode takes "warn" for WARN = 1).
        spellings = {
            member: [
                text
                for text in dict.fromkeys((_text(member), member.name.lower(), member.name))
                if _reads_as(enum_class, text, member)
            ]
            for member in cast("Iterable[Enum]", enum_class)
        }
        if isinstance(value, Enum) and spellings.get(value):
            default = spellings[value][0]
        accepted = tuple(text for texts in spellings.values() for text in texts)
        return JaxOption(variable, "enum", accepted, default)
    return None


def _reads_as(enum_class: type[Enum], text: str, member: Enum) -> bool:
    try:
        return enum_class(text) is member
    except ValueError:
        return False


def _text(value: object) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, Enum):
        return str(value.value)
    return str(value)


def clean_options() -> dict[str, JaxOption] | str:
    """The options as a new interpreter with no `JAX*` variable set reads them, or a
    sentence saying why that interpreter could not list them."""
    environ = {key: value for key, value in os.environ.items() if not key.startswith("JAX")}
    try:
        done = subprocess.run(
            [sys.executable, "-P", __file__],
            capture_output=True, text=True, env=environ, check=False, timeout=300,
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"{sys.executable} could not list JAX's options: {type(error).__name__}: {error}"
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
        return f"jax does not import even with no JAX_* variable set: {last}"
    listed = cast("dict[str, list[object]]", json.loads(done.stdout))
    return {
        variable: JaxOption(
            variable,
            cast("OptionKind", fields[1]),
            tuple(map(str, cast("list[object]", fields[2]))),
            None if fields[3] is None else str(fields[3]),
        )
        for variable, fields in listed.items()
    }


if __name__ == "__main__":
    json.dump({variable: list(option) for variable, option in options().items()}, sys.stdout)
