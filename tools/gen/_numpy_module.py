"""A whole generated module of `typedjax.numpy`'s declarations (a library).

`source` writes one module of `typedjax/_src/generated/numpy/` from its declarations, as
`_blocks.declaration_module` frames it: the docstring and the pragmas the generator gives,
`__all__` (every function the declarations define), the imports under
`if TYPE_CHECKING:` (`_blocks.imports`: each name the declarations read, from the first of
`helpers` and `_blocks.SOURCES` that has it), the declarations, and the `else:` branch that
binds each name to JAX's own object. The generators `numpy_creation.py`,
`numpy_products.py`, `numpy_joining.py`, `numpy_polynomial.py`, `numpy_manipulation.py`,
`numpy_reductions.py`, `numpy_sorting.py`, `numpy_statistics.py` and `numpy_sets.py` use it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import INDENT, Func  # pytype: disable=import-error


def lines(funcs: Iterable[Func | str]) -> list[str]:
    """The declarations of `funcs` under `if TYPE_CHECKING:`, as `_blocks.block` writes
    them without its markers (a string is a comment line; one ending in `-` a rule)."""
    out: list[str] = []
    for func in funcs:
        if isinstance(func, str):
            out.append(f"{INDENT}{func}")
            if func.endswith("-"):
                out.append("")
            continue
        out += _blocks.render_func(func, INDENT)
        out.append("")
    return out


def source(
    doc: str,
    pragmas: str,
    declarations: Sequence[str],
    *,
    helpers: Mapping[str, Sequence[str]] | None = None,
    newer: Mapping[str, str] | None = None,
) -> str:
    """The module: `doc` (its docstring, quotes included), `pragmas` (comment lines), then
    `__all__`, the imports under `if TYPE_CHECKING:`, the `declarations` (lines) and the
    `else:` branch binding each declared name to `jax.numpy`'s object.

    `newer` maps a name to the comment that says why it is bound by
    `typedjax._src.newer.jax_object` instead (a JAX older than the declarations lacks it,
    or takes other parameters); an empty comment shares the one before it.
    """
    body = "\n".join(declarations).rstrip("\n") + "\n"
    names = _blocks.declared(body)
    newer = newer or {}
    assert set(newer) <= set(names), sorted(set(newer) - set(names))
    runtime = _blocks.runtime_imports({"jax.numpy": [n for n in names if n not in newer]})
    if newer:
        runtime += f"\n{INDENT}from typedjax._src.newer import jax_object\n"
        for name, why in newer.items():
            if why:  # else the comment before says why
                runtime += "\n" + "".join(f"{INDENT}# {line}\n" for line in why.splitlines())
            runtime += f'{INDENT}{name} = jax_object("jax.numpy", "{name}")\n'
    return _blocks.declaration_module(doc, pragmas, body + "\n", runtime, helpers=helpers)
