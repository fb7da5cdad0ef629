"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

Not given to pytype, which does not read the ignores.
"""

from typedjax import Array
from typedjax._src.transforms.control import cond, fori_loop, scan, switch, while_loop
from typedjax.typing import bool_, float32, int32, integer


def wrong_carry(carry: Array[float32], x: Array[float32]) -> tuple[Array[int32], Array[float32]]:
    return carry.astype(int32), x


def wrong_x(carry: Array[float32], x: Array[int32]) -> tuple[Array[float32], Array[float32]]:
    return carry, carry


def to_float(x: Array[float32]) -> Array[float32]:
    return x


def to_int(x: Array[float32]) -> Array[int32]:
    return x.astype(int32)


def takes_float32(x: Array[float32]) -> None: ...


def float_body(i: Array[integer], carry: Array[float32]) -> Array[float32]:
    return carry


def int_index_body(i: int, carry: Array[float32]) -> Array[float32]:
    return carry


def not_a_predicate(carry: Array[float32]) -> Array[float32]:
    return carry


def fail_scan(x: Array[float32], i: Array[int32]) -> None:
    scan(wrong_carry, x, x)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType, reportCallIssue]
    scan(wrong_x, x, x)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType, reportCallIssue]


def fail_cond(p: Array[bool_], x: Array[float32], i: Array[int32]) -> None:
    # mypy joins the branches' types and pyright unions them; a declared result type catches the mismatch.
    same: Array[float32] = cond(p, to_float, to_int, x)  # type: ignore[arg-type]  # pyright: ignore[reportAssignmentType]
    takes_float32(cond(p, to_float, to_int, x))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    cond(p, to_float, to_float, i)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    cond(p, to_float, to_float, operand=i)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    cond(p, to_float, to_float)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    cond(p, to_float, to_float, x, x)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    cond("yes", to_float, to_float, x)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    takes_float32(switch(i, [to_float, to_int], x))  # type: ignore[list-item]  # pyright: ignore[reportArgumentType]
    del same


def fail_loops(x: Array[float32], i: Array[int32]) -> None:
    fori_loop(0, 3, float_body, i)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    fori_loop(0, 3, int_index_body, x)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    while_loop(not_a_predicate, to_float, x)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    while_loop(lambda c: True, to_int, x)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
