"""`PyTree[Leaf]`: jaxtyping's run-time PyTree annotation, read by checkers as the containers it holds."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar, Union

if TYPE_CHECKING:
    _LeafT = TypeVar("_LeafT")

    PyTree: TypeAlias = Union[  # noqa: UP007  # a recursive alias needs the string form inside Union
        _LeafT, Sequence["PyTree[_LeafT]"], Mapping[Any, "PyTree[_LeafT]"], None
    ]
    """A leaf, or lists, tuples and dicts of pytrees of leaves (None is an empty subtree).

    To checkers this is the union of containers; at run time it is jaxtyping's
    `PyTree`, whose `isinstance` and `typecheck` check every leaf. jaxtyping's own
    `PyTree` is `Any` to checkers by design.
    """
else:
    import jaxtyping

    PyTree = jaxtyping.PyTree

__all__ = ("PyTree",)
