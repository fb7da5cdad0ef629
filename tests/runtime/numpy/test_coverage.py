"""`typedjax.numpy` covers the installed `jax.numpy`, `jax.numpy.linalg` and `jax.numpy.fft`.

The public names of each JAX module are read from the installed JAX at test
time (`dir()` without underscores), so a JAX upgrade that adds a function
fails here, naming it. Names typedjax deliberately leaves out, and names it
adds that JAX lacks, are listed below with the reason. Names the declarations
take from a newer JAX than the installed one are read from `typedjax._src.newer`.
"""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

import jax
import jax.numpy as jnp
import jax.numpy.fft as jnp_fft
import jax.numpy.linalg as jnp_linalg
import pytest

import typedjax.numpy as tnp
import typedjax.numpy.fft as tnp_fft
import typedjax.numpy.linalg as tnp_linalg
from typedjax._src import newer as _newer
from typedjax._src.version import DECLARED_JAX

ROOT = Path(__file__).resolve().parents[3]

# (typed module, JAX module) pairs, keyed by the prefix names carry in messages.
PAIRS: dict[str, tuple[ModuleType, ModuleType]] = {
    "": (tnp, jnp),
    "linalg.": (tnp_linalg, jnp_linalg),
    "fft.": (tnp_fft, jnp_fft),
}

# Public names of the installed JAX modules that typedjax.numpy leaves out, with
# the reason. Keys carry the submodule prefix ("linalg.x"). Keep this short: the
# issue puts the whole main namespace, linalg and fft in scope.
OUT_OF_SCOPE: dict[str, str] = {}

# Public names typedjax.numpy has that the JAX module lacks, with the reason.
_RESULT_CLASS = (
    "JAX's own named-tuple result class (defined in jax._src.numpy.linalg, not exported "
    "by jax.numpy.linalg), exported so that results can be annotated"
)
EXTRA: dict[str, str] = {
    "linalg.EigResult": _RESULT_CLASS,
    "linalg.EighResult": _RESULT_CLASS,
    "linalg.QRResult": _RESULT_CLASS,
    "linalg.SVDResult": _RESULT_CLASS,
    "linalg.SlogdetResult": _RESULT_CLASS,
}

# typedjax._src.newer's JAX modules that PAIRS covers, by the prefix of their keys.
NEWER_PREFIXES: dict[str, str] = {
    "jax.numpy": "",
    "jax.numpy.linalg": "linalg.",
    "jax.numpy.fft": "fft.",
}


def newer_names() -> dict[str, str]:
    """Names typedjax.numpy declares because a newer JAX has them and the installed one lacks."""
    return {
        NEWER_PREFIXES[module] + name: f"added in JAX {release}, newer than the installed JAX"
        for module, names in _newer.NAMES.items()
        if module in NEWER_PREFIXES
        for name, release in names.items()
        if _newer.needs(release)
    }


# NumPy's submodules outside typedjax.numpy's scope (README, typedjax.numpy) and what the error
# message must point to.
OUT_OF_SCOPE_SUBMODULES: dict[str, str] = {
    "random": "typedjax.random",
    "ma": "tnp.where",
    "polynomial": "tnp.polyval",
    "testing": "numpy.testing",
}


def public_names(module: ModuleType) -> set[str]:
    """The public names of `module`: `dir()` without underscores."""
    return {name for name in dir(module) if not name.startswith("_")}


def exported(module: ModuleType) -> list[str]:
    """The module's `__all__`, read as a list of strings."""
    names: object = getattr(module, "__all__", None)
    assert isinstance(names, (list, tuple)), f"{module.__name__} has no __all__ list"
    out: list[str] = []
    for name in names:  # pyright: ignore[reportUnknownVariableType]  # narrowed from object
        assert isinstance(name, str), (module.__name__, name)
        out.append(name)
    return out


def missing_names() -> list[str]:
    """Every in-scope public JAX name that the typed module neither exports nor has."""
    missing: list[str] = []
    for prefix, (typed, plain) in PAIRS.items():
        exports = set(exported(typed))
        for name in sorted(public_names(plain)):
            key = prefix + name
            if key in OUT_OF_SCOPE:
                continue
            if name not in exports or not hasattr(typed, name):
                missing.append(key)
    return missing


def test_every_in_scope_jax_name_is_exported() -> None:
    missing = missing_names()
    assert not missing, (
        f"{len(missing)} public names of jax.numpy / .linalg / .fft are missing from "
        f"typedjax.numpy's __all__ (or its attributes):\n" + "\n".join(missing)
    )


def test_exports_no_name_that_jax_lacks_unless_reasoned() -> None:
    extra: list[str] = []
    for prefix, (typed, plain) in PAIRS.items():
        jax_names = public_names(plain)
        extra += [prefix + n for n in exported(typed) if n not in jax_names]
    unreasoned = sorted(set(extra) - set(EXTRA) - set(newer_names()))
    assert not unreasoned, f"typedjax.numpy exports names jax.numpy lacks: {unreasoned}"
    stale = sorted(set(EXTRA) - set(extra))
    assert not stale, f"EXTRA lists names that are not extra (any more): {stale}"


def test_out_of_scope_names_are_not_in_jax_or_are_absent_from_tnp() -> None:
    # An OUT_OF_SCOPE entry must name a real JAX name that typedjax really lacks.
    stale: list[str] = []
    for key in OUT_OF_SCOPE:
        prefix, _, name = key.rpartition(".")
        typed, plain = PAIRS[prefix + "." if prefix else ""]
        if not hasattr(plain, name) or hasattr(typed, name):
            stale.append(key)
    assert not stale, f"stale OUT_OF_SCOPE entries: {stale}"


@pytest.mark.parametrize("prefix", sorted(PAIRS))
def test_all_lists_exactly_the_public_attributes(prefix: str) -> None:
    typed, _ = PAIRS[prefix]
    exports = exported(typed)
    duplicates = sorted({n for n in exports if exports.count(n) > 1})
    assert not duplicates, f"{typed.__name__}.__all__ repeats {duplicates}"
    absent = sorted(n for n in exports if not hasattr(typed, n))
    assert not absent, f"{typed.__name__}.__all__ names missing attributes: {absent}"
    # Every public attribute that belongs to the API (defined by typedjax, or a JAX
    # name) is exported (tests/runtime/test_public_names.py: no other is public at all).
    plain_names = public_names(PAIRS[prefix][1])
    unexported = sorted(
        name
        for name in public_names(typed) - set(exports)
        if name in plain_names or _defined_in_typedjax(getattr(typed, name))
    )
    assert not unexported, f"{typed.__name__} has public names outside __all__: {unexported}"


def _defined_in_typedjax(value: object) -> bool:
    module = getattr(value, "__module__", None)
    if isinstance(value, ModuleType):
        module = value.__name__
    return isinstance(module, str) and module.startswith("typedjax.numpy")


def test_submodules_are_typedjax_modules() -> None:
    assert tnp.linalg is tnp_linalg
    assert tnp.fft is tnp_fft
    assert "linalg" in exported(tnp) and "fft" in exported(tnp)


@pytest.mark.parametrize("name", sorted(OUT_OF_SCOPE_SUBMODULES))
def test_out_of_scope_submodule_raises_with_reason(name: str) -> None:
    where = OUT_OF_SCOPE_SUBMODULES[name]
    with pytest.raises(AttributeError, match=re.escape(f"typedjax.numpy has no {name!r}")) as info:
        getattr(tnp, name)
    message = str(info.value)
    assert where in message, message
    assert info.value.name == name
    assert not hasattr(tnp, name)
    assert name not in exported(tnp)


def test_unknown_attribute_is_a_plain_attribute_error() -> None:
    name = "no_such_function"
    with pytest.raises(AttributeError, match=f"has no attribute {name!r}"):
        getattr(tnp, name)


def test_coverage_check_can_fail() -> None:
    # Meta-test: a name JAX has and typedjax lacks is reported.
    fake_jax = ModuleType("fake_jax")
    vars(fake_jax).update(alpha=1, beta=2)
    fake_typed = ModuleType("fake_typed")
    vars(fake_typed).update(alpha=1, __all__=["alpha"])
    saved = dict(PAIRS)
    try:
        PAIRS.clear()
        PAIRS["x."] = (fake_typed, fake_jax)
        assert missing_names() == ["x.beta"]
    finally:
        PAIRS.clear()
        PAIRS.update(saved)


def test_newer_names_are_read_by_release(monkeypatch: pytest.MonkeyPatch) -> None:
    # Meta-test: on the oldest supported JAX, typedjax._src.newer's numpy names are extra (and
    # exported); on the JAX the declarations describe, none is.
    monkeypatch.setattr(jax, "__version__", "0.10.2")
    older = newer_names()
    assert "top_k" in older, older
    for key in older:
        prefix, _, name = key.rpartition(".")
        assert name in exported(PAIRS[prefix + "." if prefix else ""][0]), key
    monkeypatch.setattr(jax, "__version__", DECLARED_JAX)
    assert newer_names() == {}
