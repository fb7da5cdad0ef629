"""Writes the overloads of `typedjax`'s `eval_shape` and of `Jitted.eval_shape`.

This script writes `typedjax/_src/generated/transforms/jit.py` whole (`eval_shape`), and
the generated method `Jitted.eval_shape` between its markers inside the hand-written class
`Jitted` of `typedjax/_src/transforms/jit.py` (a method cannot live outside its class;
`Jitted`'s other members are hand-written). The TypeVars both read are that module's.
Run `python tools/gen/transforms_jit.py` after changing a table; `--check` fails when a
file is out of date (the test suite runs that).

A function's result decides what `eval_shape` returns (`SHAPES`): each array becomes its
`jax.ShapeDtypeStruct`, one row per container; any other result is `object`. The type
tests (tests/typing/transforms/check_jit.py) pin each row.
"""

from __future__ import annotations

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _transforms  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import Func, Ov, P, parse_params  # pytype: disable=import-error

TARGET = _transforms.GENERATED / "jit.py"
HAND = _blocks.ROOT / "typedjax" / "_src" / "transforms" / "jit.py"
"""The hand-written module whose class `Jitted` holds the generated method."""
SCRIPT = "transforms_jit.py"
DOC = '''"""The declaration of `eval_shape`: JAX's own function (`jax.eval_shape`).

`tools/gen/transforms_jit.py` writes this file from its tables; change a table and run it.
The TypeVars it reads, `jit` and the class `Jitted` (whose `eval_shape` method the same
script writes) are hand-written, in `typedjax/_src/transforms/jit.py`.
"""
'''
PRAGMAS = """\
# The TypeVars are typedjax/_src/transforms/jit.py's, private to the package:
# pyright: reportPrivateUsage=false
"""
"""The file-level comments the declaration needs."""
HELPERS = {"typedjax._src.transforms.jit": ("_K", "_ArrayT", "_P")}
"""The hand-written TypeVars the declaration reads, by module."""
RUNTIME = """else:
    # JAX's own function: no run-time cost. `__all__` makes it an explicit re-export.
    from jax import eval_shape
"""

# ---- the tables -----------------------------------------------------------------------------

SHAPES: tuple[tuple[str, str], ...] = (
    ("jax.Array", "jax.ShapeDtypeStruct"),
    ("tuple[jax.Array, ...]", "tuple[jax.ShapeDtypeStruct, ...]"),
    ("list[_ArrayT]", "list[jax.ShapeDtypeStruct]"),
    ("dict[_K, _ArrayT]", "dict[_K, jax.ShapeDtypeStruct]"),
)
"""`(fun's result, eval_shape's result)`: each array becomes its `ShapeDtypeStruct`, one row per
container; any other result is `object`."""

_PARAMSPEC = "*args: _P.args, **kwargs: _P.kwargs"

EVAL_SHAPE_METHOD = Func(
    "eval_shape",
    (P("self", ""), *parse_params(_PARAMSPEC)),
    "object",
    "Shapes and dtypes of the result as `jax.ShapeDtypeStruct`s, computing nothing.",
    (*(Ov(shape, {"self": f"Jitted[_P, {result}]"}) for result, shape in SHAPES), Ov("object", {})),
    body="raise NotImplementedError  # a declaration: nothing is an instance of Jitted",
)
EVAL_SHAPE = Func(
    "eval_shape",
    parse_params(f"fun: Callable[_P, object], /, {_PARAMSPEC}"),
    "object",
    "Shapes and dtypes of `fun(*args, **kwargs)` as `jax.ShapeDtypeStruct`s, computing nothing.",
    (*(Ov(shape, {"fun": f"Callable[_P, {result}]"}) for result, shape in SHAPES),
     Ov("object", {})),
    body="raise NotImplementedError  # a declaration for checkers; at run time this is jax.eval_shape",
)  # fmt: skip
METHOD_BEGIN = "    # BEGIN GENERATED METHOD (tools/gen/transforms_jit.py)\n"
METHOD_END = "    # END GENERATED METHOD\n"


def render() -> str:
    """The generated module."""
    return _transforms.module(DOC, PRAGMAS, (EVAL_SHAPE,), RUNTIME, helpers=HELPERS)


def render_method() -> str:
    """`Jitted.eval_shape` between its markers."""
    return _blocks.block(METHOD_BEGIN, METHOD_END, (EVAL_SHAPE_METHOD,))


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module and method, or with `--check` report whether they are
    current."""
    targets = [
        _blocks.file_target(TARGET, render, SCRIPT),
        (HAND, METHOD_BEGIN, METHOD_END, render_method),
    ]
    return _blocks.main_blocks(targets, SCRIPT, argv)


if __name__ == "__main__":
    raise SystemExit(main())
