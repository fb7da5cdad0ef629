"""Built-in plugin `typedjax-prng`: JAX's own PRNG implementations, through the public hook.

Each description holds the very functions of JAX's implementation, so
`typedjax._src.plugins.prng.jax_impl` maps it back to JAX's own object: keys made
by name through typedjax have JAX's key dtypes (`key<fry>`, ...), and sampling
with them is sampling with JAX.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, cast

import jax.extend.random as jex_random

from typedjax._src.plugins.descriptions import PrngDescription
from typedjax._src.plugins.marker import hookimpl
from typedjax.array import Array
from typedjax.typing import integer, unsignedinteger

__all__ = ("DESCRIPTIONS", "typedjax_prng_impls")


def _describe(impl: object) -> PrngDescription:
    """The description of JAX's implementation `impl`, holding its own functions."""

    # JAX's PRNGImpl types its functions as bare `Callable`; they keep the contract the
    # description's annotations state (JAX calls them the same way).
    def field(name: str) -> object:
        found: object = getattr(impl, name)
        return found

    return PrngDescription(
        name=cast(str, field("name")),
        key_shape=tuple(cast(tuple[int, ...], field("key_shape"))),
        seed=cast(Callable[[Array[integer]], Array[unsignedinteger]], field("seed")),
        split=cast(
            Callable[[Array[unsignedinteger], tuple[int, ...]], Array[unsignedinteger]],
            field("split"),
        ),
        fold_in=cast(
            Callable[[Array[unsignedinteger], Array[integer]], Array[unsignedinteger]],
            field("fold_in"),
        ),
        random_bits=cast(
            Callable[[Array[unsignedinteger], int, tuple[int, ...]], Array[unsignedinteger]],
            field("random_bits"),
        ),
        tag=cast(str, field("tag")),
    )


DESCRIPTIONS: Final[tuple[PrngDescription, ...]] = (
    _describe(jex_random.threefry_prng_impl),
    _describe(jex_random.rbg_prng_impl),
    _describe(jex_random.unsafe_rbg_prng_impl),
)
"""JAX's threefry2x32 (its default), rbg and unsafe_rbg, made once."""


@hookimpl
def typedjax_prng_impls() -> Sequence[PrngDescription]:
    """JAX's threefry2x32, rbg and unsafe_rbg implementations."""
    return DESCRIPTIONS
