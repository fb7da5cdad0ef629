"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

from collections.abc import Callable
from typing import assert_type

from typedjax import Array
from typedjax.transforms import grad, jacfwd, linearize, value_and_grad, vjp
from typedjax.typing import bool_, complex64, float16, float32, int32


def fail_wrong_argument_after_grad(
    f: Callable[[Array[float32], int], Array[float32]], x: Array[float32], h: Array[float16]
) -> None:
    g = grad(f)
    g(h, 1)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    g(x, "1")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    g(x)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    grad(f)(x, 1, 2)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    value_and_grad(f)(h, 1)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    jacfwd(f)(x, "1")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_result_not_a_real_scalar(
    i: Callable[[Array[float32]], Array[int32]],
    b: Callable[[Array[float32]], Array[bool_]],
    c: Callable[[Array[float32]], Array[complex64]],
    aux: Callable[[Array[float32]], tuple[Array[int32], str]],
) -> None:
    grad(i)  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    grad(b)  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    grad(c)  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    grad(i, 0, False, False, True, ())  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    grad(aux, has_aux=True)  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    value_and_grad(i)  # type: ignore[type-var]  # pyright: ignore[reportCallIssue, reportArgumentType]


def fail_argnums_names_another_parameter(
    f: Callable[[Array[float32], Array[float16]], Array[float32]],
    x: Array[float32],
    h: Array[float16],
) -> None:
    assert_type(grad(f, 1)(x, h), Array[float32])  # type: ignore[assert-type]  # pyright: ignore[reportAssertTypeFailure]
    assert_type(grad(f)(x, h), Array[float16])  # type: ignore[assert-type]  # pyright: ignore[reportAssertTypeFailure]
    out = grad(f, (0, 1))(x, h)
    assert_type(out, tuple[Array[float16], Array[float32]])  # type: ignore[assert-type]  # pyright: ignore[reportAssertTypeFailure]


def fail_tangents_and_cotangents(
    f: Callable[[Array[float32]], Array[float32]], x: Array[float32], h: Array[float16]
) -> None:
    _y1, push = linearize(f, x)
    push(h)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    _y2, pullback = vjp(f, x)
    pullback(h)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    vjp(f, x, in_nzs=1.5)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
