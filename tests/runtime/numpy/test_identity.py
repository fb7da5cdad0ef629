"""Every name of `typedjax.numpy` is JAX's own object, unless listed with a reason.

typedjax adds no run-time work where it adds nothing at run time: `tnp.sin is
jnp.sin`. The few names that are typedjax's own objects (the dtype classes,
`tnp.ndarray` = `typedjax.Array`, ...) are listed in the `NOT_IDENTICAL`
dictionaries of the area test modules; this module gathers them, fails on any
name that is neither identical nor listed, and on any listed name that is in
fact identical (a stale entry). `test_parity.py` proves that the listed names
behave as JAX's do.

Keys of an area's `NOT_IDENTICAL` name attributes of `typedjax.numpy`; in
`test_linalg.py` and `test_fft.py` they name attributes of the submodule
(`"eigh"`), and anywhere a key may carry the submodule explicitly
(`"linalg.eigh"`, `"fft.rfft"`).

On a JAX older than the one the declarations describe, what `typedjax._src.newer`
lists and that JAX predates is not JAX's own object either: a stand-in for a
name, a wrapper refusing a parameter. Those are read from `typedjax._src.newer`, not
listed here.
"""

from __future__ import annotations

import importlib
from types import ModuleType

import jax
import jax.numpy as jnp
import jax.numpy.fft as jnp_fft
import jax.numpy.linalg as jnp_linalg
import pytest

import typedjax.numpy as tnp
import typedjax.numpy.fft as tnp_fft
import typedjax.numpy.linalg as tnp_linalg
from tests.runtime.numpy.test_coverage import NEWER_PREFIXES
from typedjax._src import newer as _newer
from typedjax._src.version import DECLARED_JAX

# The area test modules (explicitly: a missing one is an error), by the
# submodule their unqualified keys refer to. tests/runtime/numpy is not a
# package, so they are imported by their dotted path at run time.
AREA_MODULES: tuple[tuple[ModuleType, str], ...] = tuple(
    (importlib.import_module(f"tests.runtime.numpy.test_{area}"), prefix)
    for area, prefix in (
        ("creation", ""),
        ("dtypes", ""),
        ("ufuncs", ""),
        ("reductions", ""),
        ("manipulation", ""),
        ("linalg", "linalg."),
        ("fft", "fft."),
    )
)

PAIRS: dict[str, tuple[ModuleType, ModuleType]] = {
    "": (tnp, jnp),
    "linalg.": (tnp_linalg, jnp_linalg),
    "fft.": (tnp_fft, jnp_fft),
}

# Not identical by design of the package layout, not of one area.
BY_DESIGN: dict[str, str] = {
    "linalg": "typedjax.numpy.linalg, the typed submodule (its names are checked one by one)",
    "fft": "typedjax.numpy.fft, the typed submodule (its names are checked one by one)",
}


def newer_here() -> dict[str, str]:
    """What `typedjax._src.newer` lists that the installed JAX predates, qualified, with the reason."""
    found: dict[str, str] = {}
    for module, names in _newer.NAMES.items():
        prefix = NEWER_PREFIXES.get(module)
        for name, release in names.items():
            if prefix is not None and _newer.needs(release):
                found[prefix + name] = f"added in JAX {release}: a stand-in naming that release"
    for function, params in _newer.PARAMETERS.items():
        module, _, name = function.rpartition(".")
        prefix = NEWER_PREFIXES.get(module)
        absent = sorted(param for param, release in params.items() if _newer.needs(release))
        if prefix is not None and absent:
            found[prefix + name] = f"a wrapper refusing {absent}, newer than the installed JAX"
    return found


def _qualify(key: str, default_prefix: str) -> str:
    if key.startswith(("linalg.", "fft.")):
        return key
    return default_prefix + key


def not_identical() -> dict[str, str]:
    """Every reasoned non-identical name, qualified (`"float32"`, `"linalg.eigh"`)."""
    found: dict[str, str] = {**BY_DESIGN, **newer_here()}
    for module, prefix in AREA_MODULES:
        listed: object = getattr(module, "NOT_IDENTICAL", None)
        assert isinstance(listed, dict), f"{module.__name__} defines no NOT_IDENTICAL dict"
        for key, reason in listed.items():  # pyright: ignore[reportUnknownVariableType]
            assert isinstance(key, str) and isinstance(reason, str), (module.__name__, key)
            assert reason.strip(), f"{module.__name__}: NOT_IDENTICAL[{key!r}] gives no reason"
            found[_qualify(key, prefix)] = reason
    return found


def _exported(module: ModuleType) -> list[str]:
    names: object = getattr(module, "__all__", ())
    assert isinstance(names, (list, tuple))
    return [n for n in names if isinstance(n, str)]  # pyright: ignore[reportUnknownVariableType]


def identity_report(listed: dict[str, str]) -> tuple[list[str], list[str], list[str]]:
    """(unlisted non-identical names, stale listed names, listed names tnp lacks)."""
    unlisted: list[str] = []
    stale: list[str] = []
    seen: set[str] = set()
    for prefix, (typed, plain) in PAIRS.items():
        for name in _exported(typed):
            key = prefix + name
            seen.add(key)
            if not hasattr(plain, name):
                continue  # typedjax's own, or a newer JAX's: test_coverage.py says why
            same = getattr(typed, name) is getattr(plain, name)
            if not same and key not in listed:
                unlisted.append(key)
            elif same and key in listed:
                stale.append(key)
    unknown = sorted(set(listed) - seen)
    return sorted(unlisted), sorted(stale), unknown


def test_every_name_is_jax_own_object_or_reasoned() -> None:
    unlisted, _, _ = identity_report(not_identical())
    assert not unlisted, (
        "names of typedjax.numpy that are not JAX's own object and that no "
        f"NOT_IDENTICAL dict explains: {unlisted}"
    )


def test_no_stale_not_identical_entry() -> None:
    _, stale, unknown = identity_report(not_identical())
    assert not stale, f"NOT_IDENTICAL lists names that ARE JAX's own object: {stale}"
    assert not unknown, f"NOT_IDENTICAL lists names typedjax.numpy does not export: {unknown}"


def test_most_names_are_identical() -> None:
    # The point of the design: non-identical names are the exception.
    listed = not_identical()
    total = sum(len(_exported(typed)) for typed, _ in PAIRS.values())
    assert total > 400, total
    assert len(listed) < total // 4, sorted(listed)


def test_identity_check_can_fail() -> None:
    # Meta-test: an unlisted copy and a stale entry are both reported.
    plain = ModuleType("plain")
    typed = ModuleType("typed")
    vars(plain).update(f=len, g=abs)
    vars(typed).update(f=len, g=lambda x: x, __all__=["f", "g"])  # pyright: ignore[reportUnknownLambdaType]
    saved = dict(PAIRS)
    try:
        PAIRS.clear()
        PAIRS["x."] = (typed, plain)
        assert identity_report({}) == (["x.g"], [], [])
        assert identity_report({"x.f": "r", "x.g": "r", "x.h": "r"}) == ([], ["x.f"], ["x.h"])
    finally:
        PAIRS.clear()
        PAIRS.update(saved)


def test_newer_names_are_read_by_release(monkeypatch: pytest.MonkeyPatch) -> None:
    # Meta-test: on the oldest supported JAX, typedjax._src.newer's numpy entries are reasoned
    # (a name and a parameter); on the JAX the declarations describe, none is.
    monkeypatch.setattr(jax, "__version__", "0.10.2")
    older = newer_here()
    assert "top_k" in older and "histogram" in older, older
    assert "out_sharding" in older["histogram"]
    for key in older:  # only what typedjax.numpy exports: jax.random's entries are not its
        prefix, _, name = key.rpartition(".")
        assert name in _exported(PAIRS[prefix + "." if prefix else ""][0]), key
    monkeypatch.setattr(jax, "__version__", DECLARED_JAX)
    assert newer_here() == {}
