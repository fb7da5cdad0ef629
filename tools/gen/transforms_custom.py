"""Writes the overloads of `typedjax`'s `custom_vjp` and `custom_jvp`.

This script writes `typedjax/_src/generated/transforms/custom.py` whole; the classes the
overloads return (`CustomVJP`, `CustomVJP1`, ..., `CustomJVPNondiff`) and their TypeVars are
hand-written, in `typedjax/_src/transforms/custom.py`. Run
`python tools/gen/transforms_custom.py` after changing a table; `--check` fails when the
file is out of date (the test suite runs that).

A primal of one to `CUSTOM_ARITIES` positional parameters (and no non-differentiable
arguments) gets the class of its arity, whose rules are checked per parameter; any other
primal the general class, or its `Nondiff` variant with `nondiff_argnums`/`nondiff_argnames`.
The type tests (tests/typing/transforms/check_custom.py) pin each row.
"""

from __future__ import annotations

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _transforms  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import Func, Ov, parse_params  # pytype: disable=import-error

TARGET = _transforms.GENERATED / "custom.py"
SCRIPT = "transforms_custom.py"
DOC = '''"""The declarations of `custom_vjp` and `custom_jvp`: JAX's own classes (`jax.custom_vjp`).

`tools/gen/transforms_custom.py` writes this file from its tables; change a table and run
it. The classes the overloads return, what their rules check, and the TypeVars are
hand-written, in `typedjax/_src/transforms/custom.py`.
"""
'''
PRAGMAS = """\
# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The TypeVars are typedjax/_src/transforms/custom.py's, private to the package:
# pyright: reportPrivateUsage=false
"""
"""The file-level comments the declarations need."""
HELPERS = {
    "typedjax._src.transforms.custom": (
        "_A1", "_A2", "_A3", "_P", "_R", "CustomJVP", "CustomJVP1", "CustomJVP2", "CustomJVP3",
        "CustomJVPNondiff", "CustomVJP", "CustomVJP1", "CustomVJP2", "CustomVJP3",
        "CustomVJPNondiff",
    ),
}  # fmt: skip
"""The hand-written classes and TypeVars the declarations read, by module."""
RUNTIME = """else:
    from jax import custom_jvp

    from typedjax._src.newer import jax_class

    # JAX's own class; on a JAX before 0.12.0, a subclass whose defremat*/defvjp_with_*
    # and defvjp(generic_batching=) name the release. isinstance goes by JAX's class, so
    # objects JAX itself makes are CustomVJP too.
    custom_vjp = jax_class("jax", "custom_vjp")
"""
"""The run-time branch: JAX's own classes (`custom_vjp` through `jax_class`, which names
the release of its 0.12.0 methods on an older JAX)."""

# ---- the tables -----------------------------------------------------------------------------

CUSTOM_ARITIES = 3
"""`custom_vjp`/`custom_jvp` of a function of up to this many arguments give a class per arity
(`CustomVJP1`...), whose `defvjp`/`defjvp` check the rules against the arguments."""

_OVERLAP = "# pyright: ignore[reportOverlappingOverload]  # {why}"


def _custom(mode: str, doc: str, why: str) -> Func:
    """`custom_vjp` (mode `VJP`) or `custom_jvp` (`JVP`): one row per arity, then any."""
    base = parse_params(
        "fun: Callable[..., _R], nondiff_argnums: Sequence[int] = (), "
        "nondiff_argnames: Sequence[str] = ()"
    )
    none = {"nondiff_argnums": "tuple[()] = ()", "nondiff_argnames": "tuple[()] = ()"}
    ovs: list[Ov] = []
    for n in range(CUSTOM_ARITIES, 0, -1):
        args = [f"_A{i}" for i in range(1, n + 1)]
        ovs.append(
            Ov(f"Custom{mode}{n}[{', '.join(args)}, _R]",
               {"fun": f"Callable[[{', '.join(args)}], _R]", **none},
               comment=_OVERLAP.format(why=why) if n == CUSTOM_ARITIES else "")
        )  # fmt: skip
    ovs.append(Ov(f"Custom{mode}[_P, _R]", {"fun": "Callable[_P, _R]", **none}))
    ovs.append(Ov(f"Custom{mode}Nondiff[_P, _R]", {"fun": "Callable[_P, _R]"}))
    anys = [f"Custom{mode}{n}[{', '.join(['Any'] * n)}, _R]" for n in range(1, CUSTOM_ARITIES + 1)]
    result = " | ".join([*anys, f"Custom{mode}[Any, _R]", f"Custom{mode}Nondiff[Any, _R]"])
    return Func(f"custom_{mode.lower()}", base, f"({result})", doc, tuple(ovs))


CUSTOM: tuple[Func, ...] = (
    _custom(
        "VJP",
        "`fun` with a reverse-mode rule to be set by `defvjp`.",
        "the fixed arities and no nondiff arguments are the narrower cases and are matched first",
    ),
    _custom("JVP", "`fun` with a forward-mode rule to be set by `defjvp`.", "as for custom_vjp"),
)


def render() -> str:
    """The generated module."""
    return _transforms.module(DOC, PRAGMAS, CUSTOM, RUNTIME, helpers=HELPERS)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module, or with `--check` report whether it is current."""
    return _blocks.main_blocks([_blocks.file_target(TARGET, render, SCRIPT)], SCRIPT, argv)


if __name__ == "__main__":
    raise SystemExit(main())
