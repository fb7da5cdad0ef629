"""The twin detection the numpy agreement harness relies on (`tests/agreement/twins.py`)."""

from __future__ import annotations

from tests.agreement.twins import declarations, representatives, static_twin, twin_groups

_SOURCE = '''
from typing import TYPE_CHECKING, overload

if TYPE_CHECKING:
    @overload
    def f(x: int, /) -> int: ...
    @overload
    def f(x: str, /) -> str: ...
    def f(x: int | str, /) -> int | str:
        """Docstrings and bodies do not count."""
        ...

    @overload
    def g(x: int, /) -> int: ...
    @overload
    def g(x: str, /) -> str: ...
    def g(x: int | str, /) -> int | str:
        """Another text."""
        return x

    @overload
    def other_result(x: int, /) -> int: ...
    @overload
    def other_result(x: str, /) -> bytes: ...
    def other_result(x: int | str, /) -> int | str: ...

    @overload
    def other_name(y: int, /) -> int: ...
    @overload
    def other_name(y: str, /) -> str: ...
    def other_name(y: int | str, /) -> int | str: ...

    @overload
    def rebound(x: int, /) -> int: ...
    @overload
    def rebound(x: str, /) -> str: ...
    def rebound(x: int | str, /) -> int | str: ...
    rebound = f
else:
    from somewhere import f, g, other_result, other_name
'''


def test_identical_declarations_are_twins_and_any_difference_is_not() -> None:
    found = declarations(_SOURCE)
    assert twin_groups(found) == [["f", "g"]]
    # The run-time imports of `else:` do not rule a name out; an assignment checkers see does.
    assert set(found) == {"f", "g", "other_result", "other_name"}
    assert found["f"] == found["g"] != found["other_result"]
    assert found["f"] != found["other_name"]  # a parameter's name matters for keyword calls


def test_known_twins_of_the_namespace() -> None:
    reps = representatives()
    assert reps["tnp.true_divide"] == "tnp.arctan2"
    assert reps["tnp.remainder"] == "tnp.floor_divide"
    assert reps["tnp.sin"] == "tnp.acos"
    assert reps["tnp.fft.ifft"] == "tnp.fft.fft"
    # Representatives are not keys; the ufunc objects (annotated assignments) never twin.
    assert not set(reps) & set(reps.values())
    assert "tnp.add" not in reps and "tnp.add" not in reps.values()
    # Different declarations stay apart: a predicate is not a transcendental function.
    assert reps.get("tnp.isnan") != reps["tnp.sin"]


def test_static_twin_rewrites_only_the_leading_call() -> None:
    assert static_twin("tnp.divide(a, 0.5)") == "tnp.arctan2(a, 0.5)"
    assert static_twin("tnp.sin(tnp.divide(a, b))") == "tnp.acos(tnp.divide(a, b))"
    assert static_twin("tnp.fft.ifft(a, n=4)") == "tnp.fft.fft(a, n=4)"
    assert static_twin("tnp.arctan2(a, b)") == ""  # a representative is checked as itself
    assert static_twin("tnp.add.outer(a, b)") == ""
    assert static_twin("tnp.add(a, b)") == ""
    assert static_twin("a + b") == ""
