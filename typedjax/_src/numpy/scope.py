"""What `typedjax.numpy` answers for a NumPy submodule outside JAX's NumPy scope.

`typedjax.numpy` re-exports `numpy_getattr` as its module-level `__getattr__`, at run
time only: checkers never see it, so they keep reporting an unknown attribute as an
error.
"""

from __future__ import annotations

from typing import NoReturn

__all__ = ("numpy_getattr",)

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


def numpy_getattr(name: str) -> NoReturn:
    """`typedjax.numpy`'s `__getattr__`: the reason for an out-of-scope submodule, if any."""
    reason = _OUT_OF_SCOPE.get(name)
    if reason is not None:
        raise AttributeError(f"typedjax.numpy has no {name!r}: {reason}", name=name)
    raise AttributeError(f"module 'typedjax.numpy' has no attribute {name!r}", name=name)
