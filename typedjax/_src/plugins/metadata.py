"""Third-party plugins as their distributions' metadata describe them, read without importing them.

A plugin is an entry point in the `typedjax` group. What it supports comes from
its distribution: the plugin-API version from its entry point of the same name
in the `typedjax.api` group, the jax versions from its `Requires-Dist` on jax and
jaxlib. Both are judged here, so an incompatible plugin is never imported.
"""

from __future__ import annotations

import importlib.metadata
import re
from dataclasses import dataclass
from typing import Final

from typedjax._src.plugins.config import (
    API_ENTRY_POINT_GROUP,
    BLOCK_ENV,
    ENTRY_POINT_GROUP,
    PLUGIN_API_VERSION,
    normalize_distribution,
)
from typedjax._src.version import parse_requirement, satisfies

__all__ = ("Candidate", "incompatibility", "scan", "typedjax_version")

_API_LABEL: Final = re.compile(r"v(?P<number>[0-9]+)")
_JUDGED: Final = ("jax", "jaxlib")


@dataclass(frozen=True, kw_only=True)
class Candidate:
    """One entry point in the `typedjax` group, and what its distribution declares."""

    name: str
    entry_point: importlib.metadata.EntryPoint
    distribution: str | None
    version: str | None
    api_version: str | None
    requires: tuple[tuple[str, str], ...]
    """`(package, specifier)` for each unconditional requirement on jax or jaxlib."""

    @property
    def sort_key(self) -> tuple[str, str, str]:
        """Plugin name, then distribution, then version: no hash seed can change it."""
        return (self.name, normalize_distribution(self.distribution or ""), self.version or "")


def scan() -> tuple[Candidate, ...]:
    """Every entry point in the `typedjax` group on `sys.path`, in `Candidate.sort_key` order."""
    found = [
        _candidate(entry) for entry in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP)
    ]
    return tuple(sorted(found, key=lambda candidate: candidate.sort_key))


def incompatibility(
    candidate: Candidate, *, installed: dict[str, str | None]
) -> tuple[str, str] | None:
    """Why `candidate` cannot work with this typedjax and the `installed` jax/jaxlib, if it cannot.

    The answer is a short reason and the sentence that says how to fix it; `None` when
    the plugin declares this plugin-API version and its jax requirements hold.
    """
    dist = candidate.distribution or candidate.name
    label, ours = candidate.api_version, f"v{PLUGIN_API_VERSION}"
    block = f"or block the plugin with {BLOCK_ENV}={candidate.name}"
    if label is None:
        return (
            (
                f"it declares no typedjax plugin-API version; typedjax {typedjax_version()} "
                f"provides plugin API {ours}"
            ),
            (
                f'its pyproject.toml needs `[project.entry-points."{API_ENTRY_POINT_GROUP}"]` with '
                f'`{candidate.name} = "{ours}"` (ask the author of {dist!r}), {block}.'
            ),
        )
    found = _API_LABEL.fullmatch(label.strip())
    if found is None:
        return (
            (
                f"it declares the plugin-API version {label!r} in the {API_ENTRY_POINT_GROUP!r} "
                f"entry-point group, which is not of the form 'v<number>'; typedjax "
                f"{typedjax_version()} provides plugin API {ours}"
            ),
            f'its entry point there should read `{candidate.name} = "{ours}"`, {block}.',
        )
    declared = int(found["number"])
    if declared > PLUGIN_API_VERSION:
        return (
            (
                f"it was written for typedjax plugin API v{declared}, but typedjax "
                f"{typedjax_version()} provides plugin API {ours}"
            ),
            (
                f"upgrade typedjax (pip install --upgrade typedjax) to a release providing plugin "
                f"API v{declared}, or install a release of {dist!r} written for plugin API {ours}, "
                f"{block}."
            ),
        )
    if declared < PLUGIN_API_VERSION:
        return (
            (
                f"it was written for typedjax plugin API v{declared}, but typedjax "
                f"{typedjax_version()} provides plugin API {ours}"
            ),
            (
                f"install a release of {dist!r} written for plugin API {ours} "
                f"(pip install --upgrade {dist}), {block}."
            ),
        )
    for package, specifier in candidate.requires:
        version = installed.get(package)
        if version is None:
            continue
        try:
            ok = satisfies(version, specifier)
        except ValueError as error:
            return (
                f"its requirement {package}{specifier} cannot be read: {str(error).rstrip('.')}",
                f"install a release of {dist!r} with a valid requirement on {package}, {block}.",
            )
        if not ok:
            return (
                f"it supports {package}{specifier}, but {package} {version} is installed",
                (
                    f"install a release of {dist!r} that supports {package} {version} "
                    f"(pip install --upgrade {dist}), or a {package} within {specifier} that "
                    f"typedjax also supports, {block}."
                ),
            )
    return None


def typedjax_version() -> str:
    """The installed typedjax's version; `"unknown"` when it is not installed as a distribution."""
    try:
        return importlib.metadata.version("typedjax")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def _candidate(entry: importlib.metadata.EntryPoint) -> Candidate:
    dist = entry.dist
    if dist is None:
        return Candidate(
            name=entry.name,
            entry_point=entry,
            distribution=None,
            version=None,
            api_version=None,
            requires=(),
        )
    declared = dist.entry_points.select(group=API_ENTRY_POINT_GROUP, name=entry.name)
    api = next((declaration.value for declaration in declared), None)
    name: str | None = dist.metadata["Name"]
    return Candidate(
        name=entry.name,
        entry_point=entry,
        distribution=name,
        version=dist.version,
        api_version=api,
        requires=_requirements(dist.requires or []),
    )


def _requirements(lines: list[str]) -> tuple[tuple[str, str], ...]:
    """The unconditional jax/jaxlib requirements among `Requires-Dist` lines."""
    found: list[tuple[str, str]] = []
    for line in lines:
        try:
            package, specifier, marker = parse_requirement(line)
        except ValueError:
            continue  # not a requirement on jax that we could judge
        if package in _JUDGED and specifier and (marker is None or "extra" not in marker):
            found.append((package, specifier))
    return tuple(found)
