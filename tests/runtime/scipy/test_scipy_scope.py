"""The SciPy names JAX leaves out: an `AttributeError` that says why and where to go.

Checkers report the same names as unknown attributes: the must-fail lines of
tests/typing/scipy/fail_scipy_scope.py.
"""

from __future__ import annotations

import re

import pytest

import typedjax.scipy as tsp

# (what is reached for, a piece of its message that says why or where to go). Reached
# through `getattr` by name: spelled as attributes, checkers reject them (the point).
OUT_OF_SCOPE: tuple[tuple[str, str], ...] = (
    ("tsp.optimize", "use optimistix; for gradient-based training, optax"),
    ("tsp.spatial", "KD-trees and triangulations have data-dependent sizes"),
    ("tsp.sparse.csr_matrix", "Sparse arrays are jax.experimental.sparse (BCOO, BCSR)"),
    ("tsp.integrate.solve_ivp", "For differential equations use diffrax"),
    ("tsp.interpolate.interp1d", "interp1d-style interpolation use interpax"),
    ("tsp.ndimage.gaussian_filter", "image filters, warps and colour operations use dm-pix"),
    ("tsp.cluster.vq.kmeans", "write the k-means loop with `jax.lax.while_loop` around `vq`"),
    ("tsp.cluster.hierarchy", "k-means itself and hierarchical clustering"),
    ("tsp.stats.ttest_ind", "Hypothesis tests are not in JAX"),
    ("tsp.stats.norm.lgpdf", "Did you mean 'logpdf'"),
    ("tsp.special.gamaln", "Did you mean 'gammaln'"),
)


def parent_and_name(spelled: str) -> tuple[object, str, str]:
    """The object holding the last attribute of `spelled`, that attribute, and its module name."""
    *path, name = spelled.removeprefix("tsp.").split(".")
    parent: object = tsp
    for part in path:
        parent = getattr(parent, part)
    return parent, name, ".".join(["typedjax.scipy", *path])


@pytest.mark.parametrize(("spelled", "advice"), OUT_OF_SCOPE)
def test_out_of_scope_names_raise_with_advice(spelled: str, advice: str) -> None:
    parent, name, where = parent_and_name(spelled)
    with pytest.raises(AttributeError) as raised:
        getattr(parent, name)
    message = str(raised.value)
    assert message.startswith(f"module {where!r} has no attribute {name!r}: "), message
    assert "typedjax.scipy offers exactly what" in message
    assert advice in message


def test_the_package_message_lists_the_modules_jax_has() -> None:
    with pytest.raises(AttributeError, match=re.escape("(cluster, fft, integrate, interpolate")):
        getattr(tsp, "optimize")  # noqa: B009  # the missing attribute under test


@pytest.mark.parametrize(("spelled", "advice"), OUT_OF_SCOPE)
def test_hasattr_is_false(spelled: str, advice: str) -> None:
    del advice
    parent, name, _ = parent_and_name(spelled)
    assert not hasattr(parent, name)


def test_names_jax_has_are_there() -> None:
    # The same lookups succeed for what JAX does have: the errors are not blanket.
    assert hasattr(tsp.stats.norm, "logpdf")
    assert hasattr(tsp.cluster.vq, "vq")
    assert hasattr(tsp.special, "gammaln")
    assert hasattr(tsp, "stats")


def test_dunder_probes_get_a_plain_attribute_error() -> None:
    # inspect, pickle and pytest probe `__wrapped__` and the like: no advice, no import.
    with pytest.raises(
        AttributeError, match=r"^module 'typedjax.scipy.special' has no attribute '__wrapped__'$"
    ):
        getattr(tsp.special, "__wrapped__")  # noqa: B009  # the missing attribute under test
