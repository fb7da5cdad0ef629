"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

from typedjax import Array
from typedjax.transforms import Jitted, eval_shape, jit
from typedjax.typing import float32, int32


def scale(x: Array[float32], factor: float = 2.0) -> Array[float32]:
    return x * factor


def fail_call_checked_against_the_function(x: Array[float32], i: Array[int32]) -> None:
    f = jit(scale)
    f(i)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    f("x")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    f()  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    f(x, 1.0, 2.0)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    f(x, scale=1.0)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    f(x, factor="big")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_result_type(x: Array[float32]) -> None:
    wrong: Array[int32] = jit(scale)(x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong


def fail_decorator(x: Array[float32], i: Array[int32]) -> None:
    @jit(static_argnums=1)
    def static(v: Array[float32], n: int) -> Array[float32]:
        return v + n

    static(x, "2")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    static(i, 2)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    static(x)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]


def fail_options() -> None:
    jit(scale, static_argnums="0")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    jit(scale, donate_argnums=1.0)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    jit(scale, device="cpu")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    jit(scale, no_such_option=True)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    jit(scale, abstracted_axes=None)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    jit(3)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]


def fail_staged(x: Array[float32], i: Array[int32]) -> None:
    f = jit(scale)
    f.lower(i)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    f.lower(x, bad=1)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    f.trace()  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    f.eval_shape(i)  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    compiled = f.lower(x).compile()
    wrong: Array[int32] = compiled(x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong
    text: str = compiled.as_text()  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del text
    f.lower(x).no_such_method()  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]


def fail_eval_shape(x: Array[float32], i: Array[int32]) -> None:
    eval_shape(scale, i)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    eval_shape(scale)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    eval_shape(scale, x, nope=1)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]


def fail_jitted_parameters(f: Jitted[[Array[float32]], Array[float32]]) -> None:
    g: Jitted[[Array[int32]], Array[float32]] = f  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del g


class Model:
    @jit(static_argnums=0)
    def apply(self, x: Array[float32]) -> Array[float32]:
        return x


def fail_method(m: Model, x: Array[float32], i: Array[int32]) -> None:
    m.apply(i)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    m.apply(m, x)  # type: ignore[arg-type, call-arg]  # pyright: ignore[reportCallIssue]
    Model.apply(x)  # type: ignore[arg-type, call-arg]  # pyright: ignore[reportCallIssue]
