"""Writes `typedjax/typing/__init__.py`: the public type model, re-exported.

Every dtype class comes from where the dtype table generates it (`_dtype_classes`), so a
dtype added to the table (`tools/gen/_dtypes.py`) is offered here with no edit; the rest
of the type model is hand-written, and `EXPORTS` names it. The generator writes the whole
file, sorted and formatted by ruff, as every public shell is written
(`_blocks.public_target`).
"""

from __future__ import annotations

import sys

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _dtype_classes  # pytype: disable=import-error  # a sibling script, not a package

TARGET = _blocks.ROOT / "typedjax" / "typing" / "__init__.py"
SCRIPT = "typing_init.py"

DOC = '''"""The type model: loose input types, strict output types and the dtype classes.

`typedjax/__init__.py` imports this package before `typedjax.array`; the import of
`Array` below comes first, so that the array module (which builds on the dtype classes
and the shapes) is complete before `typecheck` and `AnnotationError` read it.
"""
'''
"""The docstring of `typedjax.typing`."""

EXPORTS: dict[str, list[str]] = {
    "typedjax._src.array.array": ["Array"],
    "typedjax._src.typing.annotations": ["AnnotationError"],
    "typedjax._src.typing.dtype": ["DType", "DTypeLike", "SupportsDType", "as_dtype",
                                   "dtype_class"],
    "typedjax._src.generated.typing.dtype_names": ["DTypeName"],
    "typedjax._src.typing.like": ["ArrayLike"],
    "typedjax._src.typing.pytree": ["PyTree"],
    "typedjax._src.typing.shape": ["DimSize", "NamedShape", "Shape", "ShapeLike", "SymbolicDim",
                                   "as_shape"],
    "typedjax._src.typing.typecheck": ["AnnotatedShardings", "annotated_shardings", "typecheck"],
    "typedjax._src.typing.variance": ["Invariant", "Varying"],
}  # fmt: skip
"""The hand-written part of the type model, by defining module."""


def sources() -> dict[str, list[str]]:
    """Each module the package re-exports from, with the names it re-exports."""
    return {**EXPORTS, **_dtype_classes.dtype_classes()}


def main(argv: list[str] | None = None) -> int:
    """Rewrite `typedjax/typing/__init__.py`, or with `--check` report whether it is current."""
    target = _blocks.public_target(None, SCRIPT, DOC, public=TARGET, also=sources)
    return _blocks.main_blocks([target], SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
