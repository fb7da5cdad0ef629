"""The cross-module twin detection the scipy agreement cases rely on (`tests/agreement/twins.py`)."""

from __future__ import annotations

from tests.agreement.twins import scipy_representatives, scipy_static_twin


def test_identical_declarations_across_distributions_are_twins() -> None:
    reps = scipy_representatives()
    # gumbel_l and gumbel_r are written by one generator with the same imports and rows.
    assert reps["tsp.stats.gumbel_r.cdf"] == reps["tsp.stats.gumbel_l.cdf"]
    # Unary real special functions share one declaration.
    assert reps["tsp.special.erf"] == reps["tsp.special.gammaln"] == "tsp.special.dawsn"
    # A representative is not a key of its own group.
    assert "tsp.special.dawsn" not in reps


def group(name: str) -> str:
    """The representative of `name`'s twin group (itself when it heads one or has none)."""
    return scipy_representatives().get(name, name)


def test_different_rules_or_signatures_are_not_twins() -> None:
    # norm.logpdf keeps complex input, norm.cdf takes float32/float64 only.
    assert group("tsp.stats.norm.logpdf") != group("tsp.stats.norm.cdf")
    # erf refuses complex input, expit keeps it.
    assert group("tsp.special.expit") != group("tsp.special.erf")
    # The same rows with the same parameter names are twins; named differently
    # (`beta(a, b)` against `gammainc(a, x)`), a keyword call could differ: not twins.
    assert group("tsp.special.beta") == group("tsp.special.betaln")
    assert group("tsp.special.gammainc") != group("tsp.special.beta")


def test_static_twin_rewrites_only_the_leading_scipy_call() -> None:
    assert scipy_static_twin("tsp.special.erf(a)") == "tsp.special.dawsn(a)"
    assert scipy_static_twin("tsp.special.dawsn(a)") == ""  # a representative is itself
    assert scipy_static_twin("tnp.sin(a)") == ""
    assert scipy_static_twin("tsp.stats.mode(a).mode") == ""
    twin = scipy_static_twin("tsp.stats.gumbel_r.cdf(a, loc=1)")
    assert twin.endswith(".cdf(a, loc=1)") and twin.startswith("tsp.stats.")
