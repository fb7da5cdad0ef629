# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""What `typedjax.scipy.stats.multinomial` re-exports: JAX's functions, declared.

Written by `tools/gen_scipy_stats.py` (the whole file); run it, never edit this.
"""

# pytype: skip-file
# pytype analyses each module in a process of its own, and the 26 distribution modules
# cost a cold suite run about 95 s of CPU (2 cores); to pytype each is `Any`, which can
# give no false positive. mypy, pyright, pyrefly and ty read every row.
# The overloads deliberately overlap (a typed array is also a `jax.Array`, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from typedjax._src.scipy.scope import missing

__all__: list[str] = ["logpmf", "pmf"]

if TYPE_CHECKING:
    from typedjax.array import Array
    from typedjax.typing import ArrayLike, floating

    def logpmf(x: ArrayLike, n: ArrayLike, p: ArrayLike) -> Array[floating]:
        """Log of the probability mass at `x` of the multinomial distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.multinomial.logpmf.html
        """
        ...

    def pmf(x: ArrayLike, n: ArrayLike, p: ArrayLike) -> Array[floating]:
        """Probability mass at `x` of the multinomial distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.multinomial.pmf.html
        """
        ...

else:
    from jax.scipy.stats.multinomial import (
        logpmf,
        pmf,
    )

    def __getattr__(name: str) -> NoReturn:
        raise missing("stats.multinomial", name)
# END GENERATED
