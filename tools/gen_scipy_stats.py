"""Writes `typedjax.scipy.stats`: one module per distribution of `jax.scipy.stats`, and
the declarations of its summary statistics.

Each distribution (`norm`, `beta`, `poisson`, ...) is a module of its own,
`typedjax/scipy/stats/<name>.py`, which re-exports what its private sibling
`_<name>.py` declares; both are written here in full. The functions are JAX's own
at run time (`tsp.stats.norm.logpdf is jax.scipy.stats.norm.logpdf`), declared to
checkers under `TYPE_CHECKING`, and a misspelled name is an unknown attribute to
checkers and an `AttributeError` with advice at run time. The distributions and
their functions' parameters are read from `jax.scipy.stats` itself, so a JAX
release that adds one makes `--check` fail until this is run again.

A distribution's operands (`x`, its shape parameters, `loc`, `scale`) promote
together as the special functions' do (`tools/gen_scipy_special.py`, whose `Kind`s
this shares): `REAL` unless `KINDS` names another, as read from JAX 0.10.2 with
`jax.eval_shape` over every dtype, x64 off and on. The summary statistics `mode`,
`rankdata`, `sem` and the class `gaussian_kde` are declared in
`typedjax/_src/scipy/stats/summary.py` between the markers below, and the re-exports of
`typedjax/scipy/stats/__init__.py` (the distributions and those four) and its
`__all__` are written here too.

Run `python tools/gen_scipy_stats.py` after changing a rule; `--check` fails when a
file is out of date (the test suite runs that).
"""

from __future__ import annotations

import inspect
import re
import sys
import types
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import jax.scipy.stats
from _blocks import KW_ONLY, Func, Ov, P  # pytype: disable=import-error
from gen_numpy_reductions import INEXACT as INEXACT_ROWS  # pytype: disable=import-error
from gen_numpy_reductions import KEEP  # pytype: disable=import-error
from gen_scipy_special import (  # pytype: disable=import-error  # a sibling script
    INEXACT,
    REAL,
    WIDE,
    Kind,
    promoted,
)

PACKAGE = Path(__file__).resolve().parents[1] / "typedjax" / "scipy" / "stats"
SOURCE = Path(__file__).resolve().parents[1] / "typedjax" / "_src" / "scipy" / "stats"
BEGIN = "# BEGIN GENERATED (tools/gen_scipy_stats.py)\n"
END = "# END GENERATED\n"
INIT_BEGIN = "    " + BEGIN
INIT_END = "    " + END
SCRIPT = "gen_scipy_stats.py"
SUMMARY_MODULE = SOURCE / "summary.py"

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


_IMPORTS: tuple[tuple[str, str], ...] = (
    ("typing", "overload"),
    ("typedjax.array", "Array"),
    ("typedjax._src.numpy.dtype_codes", "SameFloatingT"),
    ("typedjax._src.numpy.dtype_codes", "SameInexactT"),
    ("typedjax.typing", "ArrayLike"),
    *(
        ("typedjax.typing", dtype)
        for dtype in (
            "bool_",
            "float32",
            "float64",
            "floating",
            "inexact",
            "int4",
            "int8",
            "int16",
            "int32",
            "int64",
            "integer",
            "uint4",
            "uint8",
            "uint16",
            "uint32",
            "uint64",
        )
    ),
)


def _type_imports(body: str) -> list[str]:
    """The import lines the declarations in `body` use, sorted as ruff wants."""
    used: dict[str, list[str]] = {}
    for module, name in _IMPORTS:
        if re.search(rf"(?<![.\w]){name}\b", body):  # not `np.float64`
            used.setdefault(module, []).append(name)
    lines: list[str] = []
    if "typing" in used:  # the standard library first, then NumPy, then typedjax
        lines += [f"    from typing import {', '.join(used.pop('typing'))}", ""]
    if re.search(r"(?<![.\w])np\.", body):
        lines += ["    import numpy as np", ""]
    for module in sorted(used):
        line = f"    from {module} import {', '.join(used[module])}"
        if len(line) > _blocks.WIDTH:  # wrapped as ruff does
            line = "\n".join(
                [f"    from {module} import (", *(f"        {n}," for n in used[module]), "    )"]
            )
        lines.append(line)
    return lines


_PUBLIC_HEADER = '''"""Typed `jax.scipy.stats.{dist}`: JAX's own functions, with dtype-precise declarations.

{rule}

Written by `tools/gen_scipy_stats.py` (the whole file); run it, never edit this.
"""

# pytype: skip-file
# To pytype the module is `Any`, as its private sibling is (whose first comment says why).
# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API
'''

_PRIVATE_HEADER = '''"""What `typedjax.scipy.stats.{dist}` re-exports: JAX's functions, declared.

Written by `tools/gen_scipy_stats.py` (the whole file); run it, never edit this.
"""

# pytype: skip-file
# pytype analyses each module in a process of its own, and the 26 distribution modules
# cost a cold suite run about 95 s of CPU (2 cores); to pytype each is `Any`, which can
# give no false positive. mypy, pyright, pyrefly and ty read every row.
# The overloads deliberately overlap (a typed array is also a `jax.Array`, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from typedjax._src.scipy.scope import missing
'''

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
    """The whole of `_<dist>.py`: the declarations of one distribution's functions."""
    names = public(module)
    funcs = [declare(dist, name, getattr(module, name)) for name in names]
    body = _blocks.block("    # -\n", "    # -\n", funcs).splitlines()[1:-1]
    quoted = ", ".join(f'"{n}"' for n in names)
    imports = ",\n".join(f"        {n}" for n in names)
    lines = [
        BEGIN.rstrip("\n"),
        _PRIVATE_HEADER.format(dist=dist).rstrip("\n"),
        "",
        f"__all__: list[str] = [{quoted}]",
        "",
        "if TYPE_CHECKING:",
        *_type_imports("\n".join(body)),
        "",
        *body,
        "",
        "else:",
        f"    from jax.scipy.stats.{dist} import (",
        imports + ",",
        "    )",
        "",
        "    def __getattr__(name: str) -> NoReturn:",
        f'        raise missing("stats.{dist}", name)',
        END.rstrip("\n"),
    ]
    return "\n".join(lines) + "\n"


def render_public(dist: str, module: types.ModuleType) -> str:
    """The whole of `<dist>.py`: its docstring, the re-exports of `_<dist>.py` and `__all__`."""
    names = public(module)
    header = _PUBLIC_HEADER.format(dist=dist, rule=_rule_text(dist, names))
    private = f"typedjax._src.scipy.stats.{dist}"
    lines = [
        BEGIN + header,
        _blocks.reexports({private: names}, PACKAGE / f"{dist}.py"),
        "if not __typing__.TYPE_CHECKING:",
        f"    from {private} import __getattr__ as __getattr__",
        END,
    ]
    return "\n".join(lines)


# ---- the summary statistics and gaussian_kde (typedjax/_src/scipy/stats/summary.py) --------

# Indented as the class's body, where `_KDE` puts it.
_KDE_DOC = """Gaussian kernel density estimate of `dataset` (JAX's class, a pytree).

        Its arrays have the dataset's float dtype (integers give the default float); JAX
        refuses complex data. `set_bandwidth` and `integrate_box`, which JAX does not
        implement, are left out."""

_KDE = '''    class gaussian_kde:
        """{doc}"""

        neff: Array[floating]
        dataset: Array[floating]
        weights: Array[floating]
        covariance: Array[floating]
        inv_cov: Array[floating]

        def __init__(
            self, dataset: ArrayLike,
            bw_method: str | ArrayLike | Callable[[gaussian_kde], ArrayLike] | None = None,
            weights: ArrayLike | None = None,
        ) -> None: ...
        @property
        def d(self) -> int:
            """Number of dimensions of the data."""
            ...
        @property
        def n(self) -> int:
            """Number of data points."""
            ...
        def evaluate(self, points: ArrayLike) -> Array[floating]:
            """The estimated density at each of `points` (shape `(d, m)` or `(m,)` for d=1)."""
            ...
        def __call__(self, points: ArrayLike) -> Array[floating]:
            """`evaluate(points)`."""
            ...
        def pdf(self, x: ArrayLike) -> Array[floating]:
            """`evaluate(x)`."""
            ...
        def logpdf(self, x: ArrayLike) -> Array[floating]:
            """Log of the estimated density at each of `x`."""
            ...
        def integrate_gaussian(self, mean: ArrayLike, cov: ArrayLike) -> Array[floating]:
            """Integral of the density times a Gaussian of `mean` and `cov`."""
            ...
        def integrate_box_1d(self, low: ArrayLike, high: ArrayLike) -> Array[floating]:
            """Integral of a one-dimensional density from `low` to `high`."""
            ...
        def integrate_kde(self, other: gaussian_kde) -> Array[floating]:
            """Integral of the product of this density and `other`'s."""
            ...
        def resample(self, key: ArrayLike, shape: tuple[int, ...] = ()) -> Array[floating]:
            """Random draws from the density, of shape `(d, *shape)`, with the PRNG key `key`."""
            ...
        def tree_flatten(self) -> tuple[tuple[Array[floating], ...], None]:
            """The pytree children (the five arrays) and no auxiliary data."""
            ...
        @classmethod
        def tree_unflatten(
            cls, aux_data: None, children: tuple[Array[floating], ...]
        ) -> gaussian_kde:
            """The estimate rebuilt from `tree_flatten`'s parts."""
            ...
'''.replace("{doc}", _KDE_DOC)

_AXIS0 = P("axis", "int | None", "0")
_NAN_POLICY = P("nan_policy", "Literal['propagate', 'raise', 'omit']", "'propagate'")

SUMMARY: tuple[Func, ...] = (
    Func(
        "mode",
        (P("a", "ArrayLike"), _AXIS0, _NAN_POLICY, P("keepdims", "bool", "False")),
        "_ModeResult[generic]",
        """The most frequent value along `axis` and its count, `(mode, count)`.

        `mode` has the input's dtype, `count` JAX's default integer.""",
        tuple(Ov(f"_ModeResult[{result}]", {"a": ann}) for ann, result in KEEP),
    ),
    Func(
        "rankdata",
        (
            P("a", "ArrayLike"),
            P("method", "Literal['average', 'min', 'max', 'dense', 'ordinal']", "'average'"),
            KW_ONLY,
            P("axis", "int | None", "None"),
            _NAN_POLICY,
        ),
        "Array[floating]",
        "Ranks of the data from 1, ties resolved by `method`; the default float for any method.",
    ),
    Func(
        "sem",
        (
            P("a", "ArrayLike"),
            _AXIS0,
            P("ddof", "int", "1"),
            _NAN_POLICY,
            KW_ONLY,
            P("keepdims", "bool", "False"),
        ),
        "Array[inexact]",
        """Standard error of the mean along `axis`; integers and booleans give the default float.""",
        tuple(Ov(f"Array[{result}]", {"a": ann}) for ann, result in INEXACT_ROWS),
    ),
)


def render_init() -> str:
    funcs = [replace(f, doc=inspect.cleandoc(f.doc)) for f in SUMMARY]
    lines = [INIT_BEGIN.rstrip("\n"), _KDE.rstrip("\n"), ""]
    lines += _blocks.block("    # -\n", "    # -\n", funcs).splitlines()[1:-1]
    lines.append(INIT_END.rstrip("\n"))
    return "\n".join(lines) + "\n"


def render_reexports() -> str:
    """The re-exports of `typedjax/scipy/stats/__init__.py`: the distribution modules and
    what `_summary.py` declares, and its `__all__`."""
    sources = {
        "typedjax.scipy.stats": list(distributions()),
        "typedjax._src.scipy.stats.summary": _blocks.literal_all(SUMMARY_MODULE),
    }
    return _blocks.reexport_block(sources, PACKAGE / "__init__.py", SCRIPT)


def targets() -> list[_blocks.Target]:
    """Every generated block: whole files for the distributions, then the package's."""
    out: list[_blocks.Target] = []
    for dist, module in distributions().items():
        out.append((SOURCE / f"{dist}.py", BEGIN, END, partial(render_distribution, dist, module)))
        out.append((PACKAGE / f"{dist}.py", BEGIN, END, partial(render_public, dist, module)))
    out.append((SUMMARY_MODULE, INIT_BEGIN, INIT_END, render_init))
    begin = _blocks.REEXPORTS_BEGIN.format(script=SCRIPT)
    out.append((PACKAGE / "__init__.py", begin, _blocks.REEXPORTS_END, render_reexports))
    return out


def main(argv: list[str] | None = None) -> int:
    """Rewrite every distribution module and the package's blocks, or `--check` them."""
    found = targets()
    new = [path for path, begin, _, _ in found if begin == BEGIN and not path.exists()]
    if new and "--check" in (sys.argv[1:] if argv is None else argv):
        print(f"missing: {', '.join(map(str, new))}; run python tools/{SCRIPT}")
        return 1
    for path in new:  # a new distribution: each of its files is all one block
        path.write_text(BEGIN + END)
    return _blocks.main_blocks(found, SCRIPT, argv)


if __name__ == "__main__":
    raise SystemExit(main())
