"""What `python -m typedjax plugins` and `kernels` report: every plugin, every kernel and where it
runs compiled, and the checks of `kernels --verify`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typedjax._src.plugins.verify import KernelCheck
    from typedjax.plugins import PluginInfo, PluginSettings

__all__ = (
    "NO_KERNEL", "Kernel", "checks_json", "checks_text", "kernels", "kernels_json",
    "kernels_text", "plugins_json", "plugins_text",
)  # fmt: skip


@dataclass(frozen=True)
class Kernel:
    """One kernel, the plugin that provides it, and where its compiled implementation runs."""

    name: str
    plugin: str
    dtypes: tuple[str, ...]
    compiled: tuple[str, ...]
    unavailable: tuple[str, ...]
    here: str


def kernels() -> list[Kernel]:
    """Every kernel the loaded plugins provide (loading them)."""
    # The plugin layer imports JAX: only the commands that list plugins pay for it.
    from typedjax import plugins

    return [
        Kernel(
            name=name,
            plugin=status.plugin,
            dtypes=tuple(status.description.dtypes),
            compiled=status.compiled,
            unavailable=status.unavailable,
            here=status.here,
        )
        for name, status in plugins.kernels().items()
    ]


def plugins_json(
    settings: PluginSettings, found: Sequence[PluginInfo], kernels: Sequence[Kernel]
) -> dict[str, object]:
    """The listing as `plugins --json` prints it: the settings, the plugins and the kernels."""
    return {
        "settings": {
            **asdict(settings),
            "block": sorted(settings.block),
            "allow": None if settings.allow is None else sorted(settings.allow),
        },
        "plugins": [asdict(p) for p in found],
        "kernels": kernels_json(kernels),
    }


def kernels_json(kernels: Sequence[Kernel]) -> list[Mapping[str, object]]:
    """The kernels as `kernels --json` prints them."""
    return [asdict(k) for k in kernels]


def plugins_text(settings: PluginSettings, found: Sequence[PluginInfo]) -> str:
    """The settings in force, then a row per plugin, with what it provides and why it is not
    loaded."""
    allow = None if settings.allow is None else sorted(settings.allow)
    lines = [
        (
            f"autoload {'on' if settings.autoload else 'off'}, "
            f"strict {'on' if settings.strict else 'off'}, "
            f"block: {', '.join(sorted(settings.block)) or '-'}, "
            f"allow: {'-' if allow is None else ', '.join(allow) or '(none)'}"
        ),
        "",
    ]
    header = ("name", "distribution", "version", "kind", "status", "load", "hooks")
    rows: list[tuple[str, ...]] = [header]
    for p in found:
        seconds = p.load_seconds
        rows.append(
            (
                p.name,
                p.distribution or "-",
                p.version or "-",
                p.kind,
                p.status,
                "-" if seconds is None else f"{seconds * 1e3:.1f} ms",
                ", ".join(p.hooks) or "-",
            )
        )
    widths = [max(len(row[column]) for row in rows) for column in range(len(header))]
    for index, row in enumerate(rows):
        lines.append("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip())
        if index == 0:
            continue
        plugin = found[index - 1]
        if plugin.provides:
            lines.append(f"    provides: {', '.join(plugin.provides)}")
        if plugin.reason is not None:
            phase = "" if plugin.phase is None else f" ({plugin.phase})"
            lines.append(f"    reason{phase}: {plugin.reason}")
    return "\n".join(lines) + "\n"


def kernels_text(kernels: Sequence[Kernel]) -> str:
    """A line per kernel: its dtypes, where it runs compiled, and what runs here."""
    lines: list[str] = []
    for k in kernels:
        where = (
            f"compiled on {', '.join(k.compiled)}, reference elsewhere"
            if k.compiled else "reference everywhere (nothing compiled)"
        )  # fmt: skip
        lines.append(
            f"  {k.name} (plugin {k.plugin}; {', '.join(k.dtypes)}): {where}; here: {k.here}"
        )
        if k.unavailable:
            lines.append(
                f"    also compiled for {', '.join(k.unavailable)}, which no loaded backend "
                "provides here"
            )
    return "\n".join(lines) + "\n"


NO_KERNEL = (
    "no kernel is loaded: no installed distribution offers one through the typedjax plugin "
    "entry points.\nTo try one, install the example from a typedjax clone (it compiles C++ "
    "with scikit-build-core):\n    pip install ./examples/rmsnorm_plugin\nthen run "
    "python -m typedjax kernels again; python -m typedjax plugins lists every plugin and "
    "why one was skipped.\n"
)
"""What `kernels` prints when no plugin offers a kernel."""


def checks_json(checks: Sequence[KernelCheck]) -> list[dict[str, object]]:
    """The checks as `kernels --verify --json` prints them, each with its verdict `ok`."""
    return [{**asdict(c), "ok": c.ok} for c in checks]


def checks_text(checks: Sequence[KernelCheck]) -> str:
    """A row per kernel and dtype: the largest errors against the reference, and the verdict."""
    header = ("kernel", "dtype", "platform", "values", "gradients", "tolerance", "result")
    rows: list[tuple[str, ...]] = [header]
    for c in checks:
        if not c.compiled:
            rows.append((c.kernel, c.dtype, c.platform, "-", "-", "-",
                         "reference only: nothing compiled here"))  # fmt: skip
            continue
        gradient = "-" if c.gradient_error is None else f"{c.gradient_error:.2e}"
        result = "ok" if c.ok else f"FAILED{': ' + c.error if c.error else ''}"
        rows.append((c.kernel, c.dtype, c.platform, f"{c.value_error:.2e}",
                     gradient, f"{c.tolerance:.2e}", result))  # fmt: skip
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    worst = max((c.value_error for c in checks if c.compiled), default=None)
    if worst is not None:
        gradients = [c.gradient_error for c in checks if c.gradient_error is not None]
        lines.append(
            f"largest error: values {worst:.2e}"
            + (f", gradients {max(gradients):.2e}" if gradients else "")
        )
    return "\n".join(lines) + "\n"
