"""Where the public modules that offer every dtype class (`typedjax.typing`,
`typedjax.numpy`) take them from: the hand-written root and the generated classes, so
that a dtype added to the table (`tools/gen/_dtypes.py`) reaches both."""

from __future__ import annotations

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _dtypes  # pytype: disable=import-error  # a sibling script, not a package
import typing_dtype  # pytype: disable=import-error  # a sibling script, not a package

ROOT_MODULE = "typedjax._src.typing.dtype_root"
CLASSES = typing_dtype.TARGET


def dtype_classes(*, numpy: bool = False) -> dict[str, list[str]]:
    """The modules that define the dtype classes, each with the names to re-export; with
    `numpy`, those `typedjax.numpy` offers: not the tuples of classes, nor the categories
    `jax.numpy` lacks (JAX's extended kinds)."""
    names = _blocks.literal_all(CLASSES)
    left_out = {*typing_dtype.TUPLES, *(c.name for c in _dtypes.CATEGORY_ROWS if not c.in_numpy)}
    return {
        ROOT_MODULE: ["generic"],
        _blocks.dotted(CLASSES): [n for n in names if not numpy or n not in left_out],
    }
