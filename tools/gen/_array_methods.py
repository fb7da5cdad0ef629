"""The overloads of `typedjax.Array`'s reduction methods (`x.sum()`, `x.mean()`, ...), a library.

`tools/gen/array_array.py` writes them in `typedjax/_src/array/array.py` between the
markers below; run it after changing a rule.

`x.sum()` is `jnp.sum(x)`, so a method takes its dtype rule from the same table
as the function (`tools/gen/_reductions.py`: ACCUMULATE, CUMULATE, MEAN,
REAL), with the array as `self`: a row `Array[InexactT] -> InexactT` becomes
`self: _HasDType[inexact] -> Array[_DTypeT_co]`. A `dtype=` request follows
`_rules.CLASS_REQUESTS`, spelled with dtype classes (the `To*` aliases of
`typedjax.numpy` are not visible from `typedjax.array`). The array agreement
cases (tests/agreement/array_cases.py) check the methods against JAX.
"""

from __future__ import annotations

from pathlib import Path

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _rules  # pytype: disable=import-error
from _blocks import Func, Ov, P, parse_params  # pytype: disable=import-error
from _reductions import (  # pytype: disable=import-error  # a sibling script
    ACCUMULATE,
    CUMULATE,
    MEAN,
    REAL,
)

TARGET = Path(__file__).resolve().parents[2] / "typedjax" / "_src" / "array" / "array.py"
BEGIN = "        # BEGIN GENERATED METHODS (tools/gen/array_array.py)\n"
END = "        # END GENERATED METHODS\n"
INDENT = " " * 8

# The numpy modules' TypeVars, as `_array.py` spells the self dtype they bind.
_BOUNDS = {"InexactT": "inexact", "NumberT": "number", "FloatingT": "floating"}

_REDUCE = (
    "axis: _Axis = None, dtype: DTypeLike | None = None, out: None = None, "
    "keepdims: bool = False, initial: ArrayLike | None = None, "
    "where: ArrayLike | None = None, promote_integers: bool = True"
)
_CUMULATE = "axis: _Axis = None, dtype: DTypeLike | None = None, out: None = None"
_SPREAD = (
    "axis: _Axis = None, dtype: DTypeLike | None = None, out: None = None, ddof: int = 0, "
    "keepdims: bool = False, *, where: ArrayLike | None = None, "
    "correction: float | None = None"
)

# (name, parameters after self, rule, requests, docstring)
METHODS: tuple[tuple[str, str, tuple[tuple[str, str], ...], tuple[tuple[str, str], ...], str],
               ...] = (
    ("sum", _REDUCE, ACCUMULATE, _rules.CLASS_REQUESTS,
     "`jnp.sum(self, ...)`: small integers and booleans accumulate in the default integer."),
    ("prod", _REDUCE, ACCUMULATE, _rules.CLASS_REQUESTS,
     "`jnp.prod(self, ...)`: small integers and booleans accumulate in the default integer."),
    ("cumsum", _CUMULATE, CUMULATE, _rules.CLASS_REQUESTS,
     "`jnp.cumsum(self, ...)`: numbers keep their dtype, booleans become the default int."),
    ("cumprod", _CUMULATE, CUMULATE, _rules.CLASS_REQUESTS,
     "`jnp.cumprod(self, ...)`: numbers keep their dtype, booleans become the default int."),
    ("trace",
     ("offset: int | ArrayLike = 0, axis1: int = 0, axis2: int = 1, "
     "dtype: DTypeLike | None = None, out: None = None"),
     ACCUMULATE, _rules.CLASS_REQUESTS,
     "`jnp.trace(self, ...)`: the diagonal's sum, accumulated as `sum` does."),
    ("mean",
     ("axis: _Axis = None, dtype: DTypeLike | None = None, out: None = None, "
     "keepdims: bool = False, *, where: ArrayLike | None = None"),
     MEAN, _rules.CLASS_REQUESTS,
     "`jnp.mean(self, ...)`: integers and booleans give the default float."),
    ("var", _SPREAD, REAL, _rules.CLASS_REQUESTS_INEXACT,
     "`jnp.var(self, ...)`: real; complex input gives its real dtype, integers a float."),
    ("std", _SPREAD, REAL, _rules.CLASS_REQUESTS,
     "`jnp.std(self, ...)`: real; complex input gives its real dtype, integers a float."),
)  # fmt: skip


def _self_rows(table: tuple[tuple[str, str], ...]) -> list[tuple[str, str]]:
    """The table's array rows as `(self annotation, result dtype)`; scalar rows dropped."""
    out: list[tuple[str, str]] = []
    for operand, result in table:
        if not operand.startswith("Array["):
            continue
        dtype = operand.removeprefix("Array[").removesuffix("]")
        if dtype in _BOUNDS:
            out.append((f"_HasDType[{_BOUNDS[dtype]}]", result.replace(dtype, "_DTypeT_co")))
        else:
            out.append((f"_HasDType[{dtype}]", result))
    return out


def method(
    name: str,
    params: str,
    table: tuple[tuple[str, str], ...],
    requests: tuple[tuple[str, str], ...],
    doc: str,
) -> Func:
    tokens = (P("self", ""), *parse_params(params))
    ovs = [
        Ov(f"Array[{res}]", {"self": ann, "dtype": "None = None"}) for ann, res in _self_rows(table)
    ]
    ovs += [Ov(f"Array[{res}]", {"dtype": f"{req}!"}) for req, res in requests]
    ovs.append(Ov("Array[generic]", {}))
    return Func(name, tokens, "Array[generic]", doc, tuple(ovs))


def render() -> str:
    return _blocks.block(BEGIN, END, [method(*spec) for spec in METHODS], INDENT)
