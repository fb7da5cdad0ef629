"""Typed `jax.numpy`: the same functions as `jax.numpy`, with dtype-precise types.

`import typedjax.numpy as tnp` gives JAX's own function objects wherever
typedjax adds nothing at run time (`tnp.sin is jax.numpy.sin`); the precision
lives in declarations beside them that mypy, pyright and pytype read. The dtype
classes (`tnp.float32`, `tnp.floating`, ...) are those of `typedjax.typing`,
usable as `dtype=` arguments and as `Array[...]` parameters, and `tnp.ndarray`
is `typedjax.Array`.

Out of scope, as in JAX's NumPy scope: `numpy.random` (stateful; use
`typedjax.random` with explicit keys), `numpy.ma`, `numpy.polynomial` and
`numpy.testing`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from typedjax.numpy import _creation, _dtypes, _manipulation, _reductions, _ufuncs
from typedjax.numpy import fft as fft
from typedjax.numpy import linalg as linalg
from typedjax.numpy._creation import *
from typedjax.numpy._dtypes import *
from typedjax.numpy._manipulation import *
from typedjax.numpy._reductions import *
from typedjax.numpy._ufuncs import *

__all__ = ["fft", "linalg"]
__all__ += _creation.__all__
__all__ += _dtypes.__all__
__all__ += _manipulation.__all__
__all__ += _reductions.__all__
__all__ += _ufuncs.__all__

_OUT_OF_SCOPE = {
    "random": (
        "NumPy's stateful random module has no JAX counterpart here; use "
        "typedjax.random (stateless, with explicit keys: key = typedjax.random.key(0))"
    ),
    "ma": "masked arrays (numpy.ma) are outside JAX's NumPy scope; use a boolean mask "
    "with tnp.where",
    "polynomial": "the object-oriented numpy.polynomial is outside JAX's NumPy scope; "
    "use the functions tnp.polyval, tnp.polyfit, tnp.roots, ...",
    "testing": "numpy.testing is outside JAX's NumPy scope; use numpy.testing on "
    "NumPy copies (np.asarray(x)) of the arrays",
}

if not TYPE_CHECKING:  # checkers must keep rejecting unknown names

    def __getattr__(name: str) -> object:
        reason = _OUT_OF_SCOPE.get(name)
        if reason is not None:
            raise AttributeError(f"typedjax.numpy has no {name!r}: {reason}", name=name)
        raise AttributeError(f"module 'typedjax.numpy' has no attribute {name!r}", name=name)
