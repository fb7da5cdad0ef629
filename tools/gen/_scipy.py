"""What the generators of `typedjax.scipy` share: the frame of a generated module and of the
public module that re-exports it (a library, not a generator).

Each module of `typedjax.scipy` is JAX's: its generated module,
`typedjax/_src/generated/scipy/<module>.py` (`module`), declares JAX's functions under
`TYPE_CHECKING` (importing what they read, `_blocks.imports`), binds JAX's own objects otherwise, and has the module-level `__getattr__`
that raises `missing(...)` (`typedjax/_src/scipy/scope.py`) for a SciPy name JAX lacks; its
public module, `typedjax/scipy/<module>.py` (`shell`), re-exports both, the `__getattr__`
only at run time (checkers keep reporting an unknown attribute).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import Func  # pytype: disable=import-error

GENERATED = _blocks.GENERATED / "scipy"
"""The generated modules of `typedjax.scipy`."""
PUBLIC = _blocks.ROOT / "typedjax" / "scipy"
"""The public modules of `typedjax.scipy`."""

PRAGMAS = _blocks.ladder_pragmas("a typed array is also a `jax.Array`, bool subclasses int")
"""The file-level comments of a generated module whose declarations are overload ladders."""


def docstring(module: str, script: str) -> str:
    """The docstring of the generated module of `typedjax.scipy.<module>`, quotes included."""
    return (
        f'"""The declarations of `typedjax.scipy.{module}`; the objects are JAX\'s own.\n\n'
        f"`tools/gen/{script}` writes this file from its tables; change a table and run it.\n"
        '"""\n'
    )


declarations = _blocks.declarations


def module(
    name: str,
    script: str,
    names: Sequence[str],
    body: str,
    *,
    helpers: Mapping[str, Sequence[str]] | None = None,
    pragmas: str = PRAGMAS,
    doc: str | None = None,
    newer: Mapping[str, str] | None = None,
) -> str:
    """The generated module of `typedjax.scipy.<name>` (`name` as `stats.norm`, `cluster.vq`).

    `doc` (by default `docstring`), `pragmas`, `__all__` listing `names`, then under
    `if TYPE_CHECKING:` the imports of what the declarations `body` (indented) read
    (`_blocks.imports`: from `helpers` first, then `_blocks.SOURCES`) and `body`, else each
    name bound to `jax.scipy.<name>`'s own object and the module's `__getattr__`. A name of
    `newer` (name -> the JAX release that added it) is bound by `jax_object`
    (`typedjax/_src/newer.py`), which stands in for it where the installed JAX lacks it.
    """
    newer = newer or {}
    jax_module = f"jax.scipy.{name}"
    quoted = ", ".join(f'"{n}"' for n in sorted(names))
    runtime = _blocks.runtime_bindings(jax_module, sorted(names), newer)
    return (
        f"{doc or docstring(name, script)}\n{pragmas}\n"
        "from __future__ import annotations\n\n"
        "from typing import TYPE_CHECKING, NoReturn\n\n"
        "from typedjax._src.scipy.scope import missing\n\n"
        f"__all__: list[str] = [{quoted}]\n\n"
        f"if TYPE_CHECKING:\n{_blocks.imports(body, helpers)}\n{body}"
        f"{runtime}\n"
        "    def __getattr__(name: str) -> NoReturn:\n"
        f'        raise missing("{name}", name)\n'
    )


def shell(
    private: Path,
    script: str,
    doc: str,
    *,
    public: Path | None = None,
    pragmas: str = "",
    also: Mapping[str, Sequence[str]] | None = None,
) -> _blocks.Target:
    """The public module of `private` (`typedjax/scipy/fft.py` for
    `typedjax/_src/generated/scipy/fft.py`), as `_blocks.public_target` writes it, with
    `private`'s `__getattr__` (its advice for a name JAX's scipy lacks) at run time."""
    return _blocks.public_target(
        private, script, doc, public=public, pragmas=pragmas,
        also=None if also is None else lambda: also, getattr_from=f"{_blocks.dotted(private)}.__getattr__",
    )  # fmt: skip


def path(name: str) -> Path:
    """The generated module of `typedjax.scipy.<name>` (`stats.norm` -> `.../stats/norm.py`)."""
    return GENERATED.joinpath(*name.split(".")).with_suffix(".py")


def main(
    name: str,
    script: str,
    funcs: Sequence[Func | str],
    public_doc: str,
    argv: list[str] | None = None,
    *,
    helpers: Mapping[str, Sequence[str]] | None = None,
    pragmas: str = PRAGMAS,
    newer: Mapping[str, str] | None = None,
) -> int:
    """A generator's command line: write (or with `--check` compare) the generated module of
    `typedjax.scipy.<name>`, declaring `funcs` (`module`, with the hand-written `helpers`
    they read), then its public module (`shell`, with the docstring `public_doc`)."""
    target = path(name)
    names = [f.name for f in funcs if isinstance(f, Func)]

    def render() -> str:
        body = declarations(funcs)
        return module(name, script, names, body, helpers=helpers, pragmas=pragmas, newer=newer)

    targets = [_blocks.file_target(target, render, script), shell(target, script, public_doc)]
    return _blocks.main_blocks(targets, script, argv)
