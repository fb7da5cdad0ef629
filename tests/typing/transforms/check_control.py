"""Static types of `typedjax._src.transforms.control`: checked by mypy, pyright and pytype, never run."""

from typing import assert_type

from typedjax import Array
from typedjax._src.transforms.control import cond, fori_loop, scan, switch, while_loop
from typedjax.typing import bool_, float32, int32, integer


def step(carry: Array[float32], x: Array[float32]) -> tuple[Array[float32], Array[int32]]:
    return carry + x, x.astype(int32)


def tick(carry: Array[int32], x: None) -> tuple[Array[int32], Array[float32]]:
    return carry + 1, carry.astype(float32)


def pytree_step(
    carry: tuple[Array[float32], Array[int32]], x: dict[str, Array[float32]]
) -> tuple[tuple[Array[float32], Array[int32]], list[Array[float32]]]:
    return (carry[0] + x["a"], carry[1]), [x["a"]]


def positive(x: Array[float32]) -> Array[float32]:
    return x


def negative(x: Array[float32]) -> Array[float32]:
    return -x


def add(x: Array[float32], y: Array[float32]) -> Array[float32]:
    return x + y


def sub(x: Array[float32], y: Array[float32]) -> Array[float32]:
    return x - y


def body(i: Array[integer], carry: Array[float32]) -> Array[float32]:
    return carry * 2.0


def below(carry: Array[float32]) -> Array[bool_]:
    return carry < 10.0


def double(carry: Array[float32]) -> Array[float32]:
    return carry * 2.0


def small(c: int) -> bool:
    return c < 3


def increment(c: int) -> int:
    return c + 1


def pair_below(c: tuple[Array[float32], int]) -> Array[bool_]:
    return c[0] < 10.0


def pair_double(c: tuple[Array[float32], int]) -> tuple[Array[float32], int]:
    return c[0] * 2.0, c[1]


def check_scan(x: Array[float32], i: Array[int32]) -> None:
    assert_type(scan(step, x, x), tuple[Array[float32], Array[int32]])
    final, ys = scan(step, x, x, length=3, reverse=True, unroll=2)
    assert_type(final, Array[float32])
    assert_type(ys, Array[int32])
    assert_type(scan(tick, i, None, length=4), tuple[Array[int32], Array[float32]])
    assert_type(scan(tick, i, length=4, unroll=True), tuple[Array[int32], Array[float32]])
    tree = scan(pytree_step, (x, i), {"a": x})
    assert_type(tree, tuple[tuple[Array[float32], Array[int32]], list[Array[float32]]])


def check_cond(p: Array[bool_], x: Array[float32]) -> None:
    assert_type(cond(p, lambda: x, lambda: x * 2.0), Array[float32])
    assert_type(cond(p, true_fun=lambda: x, false_fun=lambda: x), Array[float32])
    assert_type(cond(True, positive, negative, x), Array[float32])
    assert_type(cond(p, add, sub, x, x), Array[float32])
    assert_type(cond(p, positive, negative, operand=x), Array[float32])  # the older spelling
    three = cond(1, lambda a, b, c: a, lambda a, b, c: b, x, x, 1.0)
    assert_type(three, Array[float32])
    many = cond(p, lambda *a: x, lambda *a: x, 1, 2, 3, 4, 5)
    assert_type(many, Array[float32])


def check_switch(i: Array[int32], x: Array[float32]) -> None:
    assert_type(switch(i, [positive, negative], x), Array[float32])
    assert_type(switch(2, (add, sub), x, x), Array[float32])
    assert_type(switch(index=i, branches=[lambda: x]), Array[float32])
    assert_type(switch(i, [positive, negative], operand=x), Array[float32])


def check_loops(x: Array[float32], n: int) -> None:
    assert_type(fori_loop(0, 3, body, x), Array[float32])
    assert_type(fori_loop(0, 3, body, x, unroll=True), Array[float32])
    assert_type(while_loop(below, double, x), Array[float32])
    counted = while_loop(small, increment, n)
    assert_type(counted, int)
    assert_type(while_loop(pair_below, pair_double, (x, n)), tuple[Array[float32], int])


def check_lax_module(x: Array[float32]) -> None:
    import typedjax

    def body(i: Array[integer], carry: Array[float32]) -> Array[float32]:
        return carry + 1.0

    assert_type(typedjax.lax.fori_loop(0, 3, body, x), Array[float32])
