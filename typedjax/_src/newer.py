"""What typedjax declares that an older supported JAX lacks, and the release that added it.

The declarations describe the newest supported JAX (`typedjax._src.version.DECLARED_JAX`). Everything
they describe that the oldest supported release lacks is listed here with the
JAX release that added it, from `python tools/jax_api_diff.py`'s output. On a
JAX that has it, typedjax hands out JAX's own object, unchanged; on an older
one, using the name, or passing the parameter, raises `JAXFeatureError` naming
the release that has it.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Mapping
from typing import Any, Final, NoReturn

import jax

from typedjax._src.errors import JAXFeatureError
from typedjax._src.version import Version, parse_version

__all__ = (
    "METHODS",
    "NAMES",
    "PARAMETERS",
    "jax_class",
    "jax_object",
    "needs",
    "stands_for",
    "unavailable",
)

NAMES: Final[Mapping[str, Mapping[str, str]]] = {
    "jax.lax": {
        "log2": "0.12.0",
        "one_minus_square": "0.12.0",
        "polynomial": "0.12.0",
        "psum_scatter_start": "0.12.0",
    },
    "jax.numpy": {"top_k": "0.11.1", "minmax": "0.11.2"},
    "jax.random": {"Key": "0.12.0"},
    "jax.scipy.special": {"erfcinv": "0.12.0"},
}
"""Public names by JAX module: the JAX release that added each."""

_WITH_RULES: Final = "0.12.0"
METHODS: Final[Mapping[str, Mapping[str, str]]] = {
    "jax.custom_vjp": {
        "defremat": _WITH_RULES,
        "defremat_with_logs": _WITH_RULES,
        "defvjp_with_accums": _WITH_RULES,
        "defvjp_with_logs": _WITH_RULES,
    },
}
"""Methods by JAX class: the JAX release that added each."""

_SAMPLER_METHOD: Final = {"method": "0.11.1"}
PARAMETERS: Final[Mapping[str, Mapping[str, str]]] = {
    "jax.custom_vjp.defvjp": {"generic_batching": _WITH_RULES},
    "jax.linearize": {"in_nzs": "0.11.1"},
    "jax.vjp": {"saveable_args": "0.11.0", "in_nzs": "0.11.1"},
    "jax.numpy.histogram": {"out_sharding": "0.11.2"},
    "jax.numpy.lexsort": {"batch_size": "0.12.0"},
    "jax.random.beta": _SAMPLER_METHOD,
    "jax.random.chisquare": _SAMPLER_METHOD,
    "jax.random.gamma": _SAMPLER_METHOD,
    "jax.random.loggamma": _SAMPLER_METHOD,
    "jax.random.poisson": _SAMPLER_METHOD,
}
"""Keyword parameters by JAX function (or method, `jax.custom_vjp.defvjp`): the JAX release
that added each."""


def _installed() -> Version:
    return parse_version(jax.__version__)


def needs(release: str, /) -> bool:
    """Whether the installed JAX is older than `release` (release segments only, as JAX compares)."""
    return _installed().release < parse_version(release).release


def _message(what: str, release: str) -> str:
    return (
        f"{what} needs JAX {release} or newer; the installed JAX is {jax.__version__}.\n"
        f'To use it, upgrade JAX (Python 3.12 or newer): pip install --upgrade "jax>={release}" '
        f'"jaxlib>={release}"'
    )


class _Unreleased:
    """Stands in for a JAX name that the installed JAX predates: any call says which release has it."""

    def __init__(self, qualified: str, release: str) -> None:
        self._qualified = qualified
        self._release = release

    def __call__(self, *args: object, **kwargs: object) -> NoReturn:
        raise JAXFeatureError(_message(self._qualified, self._release))

    def __getattr__(self, name: str) -> NoReturn:
        if name.startswith("__"):
            raise AttributeError(name)
        raise JAXFeatureError(_message(self._qualified, self._release))

    def __repr__(self) -> str:
        return f"<{self._qualified}: added in JAX {self._release}, not in {jax.__version__}>"


def jax_object(module: str, name: str, /) -> Any:
    """`module.name` from the installed JAX, unchanged where that JAX has all of it.

    Where the installed JAX predates the name, a stand-in whose use names the
    release that added it; where it predates keyword parameters listed in
    `PARAMETERS`, a wrapper that refuses those keywords by release and passes
    every other call through.

    Raises:
        LookupError: `name` is missing from the installed JAX and not listed in `NAMES`
            (a typedjax bug: the table is stale).
    """
    qualified = f"{module}.{name}"
    found: object = getattr(importlib.import_module(module), name, _Unreleased)
    if found is _Unreleased:
        release = NAMES.get(module, {}).get(name)
        if release is None:
            raise LookupError(
                f"{qualified} is missing from the installed JAX {jax.__version__} and "
                "typedjax._src.newer.NAMES does not say which release added it; please report this."
            )
        return _Unreleased(qualified, release)
    absent = {p: r for p, r in PARAMETERS.get(qualified, {}).items() if needs(r)}
    if not absent or not callable(found):
        return found
    return _refusing(found, qualified, absent)


def stands_for(value: object, module: str, name: str, /) -> bool:
    """Whether `value` is what `jax_object(module, name)` gives for the installed JAX: JAX's
    own object, or the stand-in or keyword-refusing wrapper naming a newer release."""
    theirs: object = getattr(importlib.import_module(module), name, None)
    if value is theirs:
        return True
    if theirs is None:
        return isinstance(value, _Unreleased) and name in NAMES.get(module, {})
    absent = any(needs(r) for r in PARAMETERS.get(f"{module}.{name}", {}).values())
    return absent and getattr(value, "__wrapped__", None) is theirs


def _refusing(function: Callable[..., Any], qualified: str, absent: Mapping[str, str]) -> Any:
    """`function`, refusing the keywords `absent` names (with the release that has each)."""

    @functools.wraps(function)
    def refusing(*args: Any, **kwargs: Any) -> Any:
        for param, release in absent.items():
            if param in kwargs:
                raise JAXFeatureError(_message(f"the parameter {param!r} of {qualified}", release))
        return function(*args, **kwargs)

    return refusing


def _stand_in_method(qualified: str, release: str) -> Callable[..., NoReturn]:
    def unreleased(self: object, *args: object, **kwargs: object) -> NoReturn:
        raise JAXFeatureError(_message(qualified, release))

    unreleased.__name__ = qualified.rpartition(".")[2]
    return unreleased


def jax_class(module: str, name: str, /) -> Any:
    """The class `module.name` from the installed JAX, unchanged where that JAX has all of it.

    Where the installed JAX predates methods listed in `METHODS`, or keyword parameters
    of its methods listed in `PARAMETERS`, a subclass whose newer methods raise
    `JAXFeatureError` and whose older ones refuse the newer keywords; every other use
    is the JAX class's own.
    """
    qualified = f"{module}.{name}"
    found: type = getattr(importlib.import_module(module), name)
    body: dict[str, object] = {
        method: _stand_in_method(f"{qualified}.{method}", release)
        for method, release in METHODS.get(qualified, {}).items()
        if needs(release)
    }
    for function, params in PARAMETERS.items():
        owner, _, method = function.rpartition(".")
        absent = {p: r for p, r in params.items() if needs(r)}
        if owner == qualified and absent:
            body[method] = _refusing(getattr(found, method), function, absent)
    if not body:
        return found
    return type(name, (found,), {**body, "__module__": found.__module__, "__doc__": found.__doc__})


def unavailable() -> list[str]:
    """What the declarations describe that the installed JAX lacks, with the release that has it."""
    found = [
        f"{module}.{name} (jax {release})"
        for module, names in NAMES.items()
        for name, release in names.items()
        if needs(release)
    ]
    found += [
        f"{owner}.{method} (jax {release})"
        for owner, methods in METHODS.items()
        for method, release in methods.items()
        if needs(release)
    ]
    found += [
        f"the parameter {param!r} of {function} (jax {release})"
        for function, params in PARAMETERS.items()
        for param, release in params.items()
        if needs(release)
    ]
    return found
