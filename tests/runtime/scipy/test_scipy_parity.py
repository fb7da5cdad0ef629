"""`typedjax.scipy` holds exactly `jax.scipy`: every public name, as JAX's own object.

The list is computed from `jax.scipy` itself, recursively over the submodules it
exposes (`jax.scipy.stats.norm`, `jax.scipy.sparse.linalg`, ...), so a JAX release
that adds a function fails here until typedjax declares it.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from types import ModuleType

import jax.scipy
import pytest

from typedjax._src.newer import NAMES, needs, stands_for


def _submodules(module: ModuleType) -> Iterator[ModuleType]:
    """`module` and every module below it that it exposes as an attribute."""
    yield module
    for name in public(module):
        value: object = getattr(module, name)
        if isinstance(value, ModuleType) and value.__name__.startswith(module.__name__ + "."):
            yield from _submodules(value)


def public(module: ModuleType) -> list[str]:
    """The public names of a module of JAX (no `__all__` there: every name without `_`)."""
    return sorted(name for name in dir(module) if not name.startswith("_"))


JAX_MODULES = {m.__name__.removeprefix("jax.scipy").lstrip("."): m for m in _submodules(jax.scipy)}


def typed(relative: str) -> ModuleType:
    """The typedjax module mirroring `jax.scipy.<relative>` ("" for `jax.scipy`)."""
    return importlib.import_module("typedjax.scipy" + (f".{relative}" if relative else ""))


def test_the_walk_finds_jax_scipy_modules() -> None:
    # The computed list is JAX's: its ten modules and the distributions are all there.
    assert {"", "special", "stats", "stats.norm", "linalg", "sparse.linalg", "cluster.vq"} <= set(
        JAX_MODULES
    )
    assert len(JAX_MODULES) > 30, sorted(JAX_MODULES)


@pytest.mark.parametrize("relative", sorted(JAX_MODULES))
def test_every_public_name_is_jax_own_object(relative: str) -> None:
    jax_module, ours = JAX_MODULES[relative], typed(relative)
    missing: list[str] = []
    foreign: list[str] = []
    for name in public(jax_module):
        theirs: object = getattr(jax_module, name)
        if not hasattr(ours, name):
            missing.append(name)
            continue
        mine: object = getattr(ours, name)
        if isinstance(theirs, ModuleType):
            # A submodule is mirrored by typedjax's module of the same name.
            if not (
                isinstance(mine, ModuleType) and mine is typed(f"{relative}.{name}".lstrip("."))
            ):
                foreign.append(name)
        elif mine is not theirs:
            foreign.append(name)
    where = f"typedjax.scipy{'.' if relative else ''}{relative}"
    assert not missing, f"{where} lacks {len(missing)} names of JAX's: {missing}"
    assert not foreign, f"{where} has names that are not JAX's own objects: {foreign}"


@pytest.mark.parametrize("relative", sorted(JAX_MODULES))
def test_all_is_jax_public_names(relative: str) -> None:
    ours = typed(relative)
    declared: list[str] = list(getattr(ours, "__all__", []))
    assert len(declared) == len(set(declared)), f"{ours.__name__}.__all__ repeats a name"
    # Declared for a newer JAX than the installed one: a stand-in naming its release
    # (tests/runtime/test_newer.py), absent from the installed JAX's names.
    jax_name = JAX_MODULES[relative].__name__
    newer = {n for n, release in NAMES.get(jax_name, {}).items() if needs(release)}
    assert all(stands_for(getattr(ours, n), jax_name, n) for n in newer)
    assert sorted(set(declared) - newer) == public(JAX_MODULES[relative])


def test_typedjax_scipy_has_no_module_jax_lacks() -> None:
    # Walking typedjax's own tree finds the same modules as walking JAX's.
    found: set[str] = set()

    def walk(relative: str) -> None:
        found.add(relative)
        module = typed(relative)
        for name in getattr(module, "__all__", []):
            value: object = getattr(module, name)
            if isinstance(value, ModuleType) and value.__name__.startswith("typedjax.scipy."):
                walk(f"{relative}.{name}".lstrip("."))

    walk("")
    assert found == set(JAX_MODULES)
