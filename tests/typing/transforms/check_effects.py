"""Static types of `typedjax.debug` (`typedjax._src.transforms.effects`): checked by mypy, pyright and pytype, never run."""

from typing import assert_type

import typedjax.debug as tdebug
from typedjax import Array
from typedjax._src.transforms.effects import callback, effects_barrier, print
from typedjax.typing import float32, int32


def show(x: Array[float32]) -> None:
    del x


def show_two(x: Array[float32], n: int, *, label: str = "") -> None:
    del x, n, label


def show_many(a: Array[float32], b: Array[int32], c: int, d: str) -> int:
    return c


def nothing() -> None:
    pass


def check_print(x: Array[float32], i: Array[int32]) -> None:
    assert_type(print("x={}", x), None)
    assert_type(print("x={x} i={i}", x=x, i=i, ordered=True), None)
    assert_type(print("{} {}", x, 3, partitioned=True, skip_format_check=True), None)
    assert_type(print(fmt="plain"), None)
    printer = print(ordered=True)
    assert_type(printer("x={x}", x=x), None)
    assert_type(print()("{}", i), None)
    assert_type(print(partitioned=False, skip_format_check=True)("{0}", x), None)


def check_callback_single_call(x: Array[float32], i: Array[int32]) -> None:
    assert_type(callback(show, x), None)
    assert_type(callback(show, x, ordered=True), None)
    assert_type(callback(show, x, ordered=True, partitioned=True), None)
    assert_type(callback(nothing), None)
    assert_type(callback(nothing, ordered=True), None)
    assert_type(callback(show_two, x, 3), None)
    assert_type(callback(show_two, x, 3, ordered=True), None)
    assert_type(callback(show_two, x, 3, label="a"), None)
    assert_type(callback(show_two, x, n=3), None)
    assert_type(callback(show_many, x, i, 1, "d", ordered=True), None)
    assert_type(callback(show_many, x, i, 1, d="d"), None)
    r = callback(show, x)
    assert_type(r, None)


def check_callback_two_call(x: Array[float32]) -> None:
    ordered = callback(ordered=True)
    assert_type(ordered(show_two, x, 3, label="a"), None)
    assert_type(ordered(nothing), None)
    assert_type(callback()(show, x), None)
    assert_type(callback(partitioned=True)(show_two, x, n=3), None)


def check_barrier() -> None:
    assert_type(effects_barrier(), None)
    assert_type(tdebug.effects_barrier(), None)


def check_public_module(x: Array[float32]) -> None:
    assert_type(tdebug.print("{}", x, ordered=True), None)
    assert_type(tdebug.callback(show, x, ordered=True), None)
    assert_type(tdebug.callback(ordered=True)(show, x), None)
