"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

import typedjax.debug as tdebug
from typedjax import Array
from typedjax._src.transforms.effects import callback, effects_barrier, print
from typedjax.typing import float32, int32


def show(x: Array[float32]) -> None:
    del x


def show_two(x: Array[float32], n: int, *, label: str = "") -> None:
    del x, n, label


def fail_print(x: Array[float32]) -> None:
    print(x)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    print("{}", x, ordered="yes")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    print(ordered=True)(x)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    wrong: int = print("{}", x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong


def fail_callback_args(x: Array[float32], i: Array[int32]) -> None:
    callback(show, i)  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    callback(show, "x")  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    callback(show)  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue]
    callback(show, x, x)  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue]
    callback(show, i, ordered=True)  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue]
    callback(show_two, x, "3")  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    callback(show_two, x, 3, label=1)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    callback(show_two, x, 3, colour="red")  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    callback(x)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]


def fail_callback_mixed_options(x: Array[float32]) -> None:
    # PEP 612: options cannot sit beside a callback's keyword arguments in one call.
    callback(show_two, x, 3, label="a", ordered=True)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]


def fail_callback_two_call(x: Array[float32], i: Array[int32]) -> None:
    ordered = callback(ordered=True)
    ordered(show, i)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    ordered(show, x, ordered=True)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    ordered(show_two, x)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    callback(ordered=1)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]


def fail_barrier() -> None:
    effects_barrier(1)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    tdebug.callback(show, 1.0)  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
