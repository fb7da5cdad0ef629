"""Writes `typedjax.scipy.stats`'s distributions: one module per distribution of
`jax.scipy.stats`.

Each distribution (`norm`, `beta`, `poisson`, ...) is a module of its own: its generated
module `typedjax/_src/generated/scipy/stats/<name>.py` declares its functions, and its
public module `typedjax/scipy/stats/<name>.py` re-exports them; this writes both, whole,
for every distribution (a family of like files, one generator). The functions are JAX's
own at run time (`tsp.stats.norm.logpdf is jax.scipy.stats.norm.logpdf`), declared to
checkers under `TYPE_CHECKING`, and a misspelled name is an unknown attribute to
checkers and an `AttributeError` with advice at run time. The distributions and
their functions' parameters are read from `jax.scipy.stats` itself, so a JAX
release that adds one makes `--check` fail until this is run again.

A distribution's operands (`x`, its shape parameters, `loc`, `scale`) promote
together as the special functions' do (`tools/gen/scipy_special.py`, whose `Kind`s
this shares): `REAL` unless `KINDS` names another, as read from JAX 0.10.2 with
`jax.eval_shape` over every dtype, x64 off and on. The summary statistics and the
package's own module, `typedjax/scipy/stats/__init__.py`, are
`tools/gen/scipy_stats_summary.py`'s.

Run `python tools/gen/scipy_stats.py` after changing a rule; `--check` fails when a
file is out of date (the test suite runs that).
"""

from __future__ import annotations

import inspect
import sys
import types
from collections.abc import Callable
from functools import partial

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _scipy  # pytype: disable=import-error  # a sibling script, not a package
import jax.scipy.stats
from _blocks import Func, P  # pytype: disable=import-error
from scipy_special import (  # pytype: disable=import-error  # a sibling script
    INEXACT,
    REAL,
    WIDE,
    Kind,
    promoted,
)

SCRIPT = "scipy_stats.py"

FLOATING = Kind((("ArrayLike", "floating"),), (), "floating", "floating")
"""The default float whatever goes in (`norm.ppf` refuses integers, `multinomial` floats)."""

KINDS: dict[str, Kind] = {
    "cauchy": INEXACT,
    "expon.ppf": INEXACT,
    "logistic.cdf": INEXACT,
    "logistic.isf": INEXACT,
    "logistic.logpdf": INEXACT,
    "logistic.pdf": INEXACT,
    "logistic.ppf": INEXACT,
    "logistic.sf": INEXACT,
    "multivariate_normal": INEXACT,
    "norm.logpdf": INEXACT,
    "norm.pdf": INEXACT,
    "pareto.ppf": INEXACT,
    "uniform.ppf": INEXACT,
    # JAX 0.10.2 refuses complex operands here, 0.12.0.1 keeps them: INEXACT holds for both.
    "uniform.logpdf": INEXACT,
    "uniform.pdf": INEXACT,
    "norm.cdf": WIDE,
    "norm.logcdf": WIDE,
    "norm.logsf": WIDE,
    "norm.sf": WIDE,
    "truncnorm": WIDE,
    "norm.isf": FLOATING,
    "norm.ppf": FLOATING,
    "multinomial": FLOATING,
}
"""`dist.function` (or a whole `dist`) -> its kind where it is not `REAL`: `INEXACT` keeps
complex input, `WIDE` takes float32/float64 only."""

WHAT: dict[str, str] = {
    "cdf": "Cumulative distribution function at `{0}`",
    "entropy": "Entropy",
    "isf": "Inverse survival function at `{0}`",
    "logcdf": "Log of the cumulative distribution function at `{0}`",
    "logpdf": "Log of the probability density at `{0}`",
    "logpmf": "Log of the probability mass at `{0}`",
    "logsf": "Log of the survival function at `{0}`",
    "pdf": "Probability density at `{0}`",
    "pmf": "Probability mass at `{0}`",
    "ppf": "Quantile function (the inverse of `cdf`) at `{0}`",
    "sf": "Survival function (`1 - cdf`) at `{0}`",
}
"""What each function of a distribution gives, `{0}` its first parameter."""

SPECIAL_PARAMS: dict[str, str] = {"allow_singular": "None"}
"""Parameters that are not operands, with their annotation (JAX accepts only None)."""


def distributions() -> dict[str, types.ModuleType]:
    """The distribution modules of `jax.scipy.stats`, by name."""
    return {
        name: value
        for name in sorted(dir(jax.scipy.stats))
        if not name.startswith("_")
        and isinstance(value := getattr(jax.scipy.stats, name), types.ModuleType)
    }


def public(module: types.ModuleType) -> list[str]:
    return sorted(name for name in dir(module) if not name.startswith("_"))


def kind_of(dist: str, name: str) -> Kind:
    return KINDS.get(f"{dist}.{name}", KINDS.get(dist, REAL))


def declare(dist: str, name: str, function: Callable[..., object]) -> Func:
    """One function of a distribution: JAX's parameters, its kind's rows."""
    params: list[P] = []
    for param in inspect.signature(function).parameters.values():
        default = None if param.default is inspect.Parameter.empty else repr(param.default)
        params.append(P(param.name, SPECIAL_PARAMS.get(param.name, "ArrayLike"), default))
    operands = [p for p in params if p.name not in SPECIAL_PARAMS]
    kind = kind_of(dist, name)
    doc = WHAT[name].format(operands[0].name) + f" of the {dist} distribution."
    rows = promoted(operands, kind)
    return Func(name, tuple(params), f"Array[{kind.fallback}]", doc, tuple(rows[:-1] and rows))


_PUBLIC_DOC = '''"""Typed `jax.scipy.stats.{dist}`: JAX's own functions, with dtype-precise declarations.

{rule}
"""
'''

_PUBLIC_PRAGMAS = """\
# pytype: skip-file
# To pytype the module is `Any`, as its generated module is (whose comments say why).
"""

_PRAGMAS = """\
# pytype: skip-file
# pytype analyses each module in a process of its own, and the 26 distribution modules
# cost a cold suite run about 95 s of CPU (2 cores); to pytype each is `Any`, which can
# give no false positive. mypy, pyright, pyrefly and ty read every row.
# The overloads deliberately overlap (a typed array is also a `jax.Array`, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
"""
"""The file-level comments of a distribution's generated module."""

RULES: dict[int, str] = {
    id(REAL): "floats keep their dtype, integers and booleans give the default float, and "
    "complex input is refused",
    id(INEXACT): "floats and complex numbers keep their dtype, integers and booleans give "
    "the default float",
    id(WIDE): "float32 and float64 keep their dtype, integers and booleans give the default "
    "float, and JAX refuses float16 and bfloat16",
    id(FLOATING): "the result is the default float",
}


def _rule_text(dist: str, names: list[str]) -> str:
    groups: dict[int, list[str]] = {}
    for name in names:
        groups.setdefault(id(kind_of(dist, name)), []).append(name)
    if len(groups) == 1:
        (rule,) = groups
        text = f"Operands promote together: {RULES[rule]}."
    else:
        parts = [f"{', '.join(f'`{n}`' for n in members)}: {RULES[rule]}"
                 for rule, members in groups.items()]  # fmt: skip
        text = "Operands promote together; " + "; ".join(parts) + "."
    same = (
        f"`tsp.stats.{dist}.{names[0]} is jax.scipy.stats.{dist}.{names[0]}`, and likewise "
        "for each function here."
    )
    return _fill(f"{same} {text}")


def _fill(text: str, width: int = 88) -> str:
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return "\n".join([*lines, line])


def render_distribution(dist: str, module: types.ModuleType) -> str:
    """The generated module of one distribution: the declarations of its functions."""
    names = public(module)
    funcs = [declare(dist, name, getattr(module, name)) for name in names]
    body = _scipy.declarations(funcs)
    return _scipy.module(f"stats.{dist}", SCRIPT, names, body, pragmas=_PRAGMAS)


def targets() -> list[_blocks.Target]:
    """Every distribution's generated module, each followed by its public module."""
    out: list[_blocks.Target] = []
    for dist, module in distributions().items():
        private = _scipy.path(f"stats.{dist}")
        render = partial(render_distribution, dist, module)
        doc = _PUBLIC_DOC.format(dist=dist, rule=_rule_text(dist, public(module)))
        out.append(_blocks.file_target(private, render, SCRIPT))
        out.append(_scipy.shell(private, SCRIPT, doc, pragmas=_PUBLIC_PRAGMAS))
    return out


def main(argv: list[str] | None = None) -> int:
    """Rewrite every distribution's modules, or `--check` that they are current."""
    return _blocks.main_blocks(targets(), SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
