"""What the generators of `typedjax/_src/generated/transforms/` share: a module's layout.

`transforms_autodiff.py`, `transforms_custom.py` and `transforms_jit.py` each write one
module whole (`module`, framed by `_blocks.declaration_module`): its docstring and pragmas,
`__all__`, the `if TYPE_CHECKING:` imports (computed from what the declarations read), the
declarations of its functions, then the `else:` branch that binds each name to JAX's own
object. The helpers the declarations read (TypeVars, aliases, the classes they return) stay
hand-written in `typedjax/_src/transforms/`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import Func  # pytype: disable=import-error

GENERATED = _blocks.GENERATED / "transforms"
"""Where the generated transforms modules live."""


def module(
    doc: str,
    pragmas: str,
    funcs: Sequence[Func],
    runtime: str,
    *,
    helpers: Mapping[str, Sequence[str]],
    before: str = "",
    after: str = "",
) -> str:
    """The source of a generated module: `doc`, `pragmas`, `__all__` listing `funcs`' names,
    under `if TYPE_CHECKING:` the imports of what they read (from `helpers` first, then
    `_blocks.SOURCES`), `before` (lines of the branch), the declarations of `funcs` in their
    order and `after`, then `runtime` (the `else:` branch)."""
    body = "\n".join(line for func in funcs for line in [*_blocks.render_func(func), ""])
    return _blocks.declaration_module(doc, pragmas, before + body + after, runtime, helpers=helpers)
