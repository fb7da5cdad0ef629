"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

Not given to pytype, which does not read the ignores.
"""

from typing import Any

from typedjax import Array
from typedjax.transforms import custom_jvp, custom_vjp
from typedjax.typing import float32, int32


def primal(x: Array[float32]) -> Array[float32]:
    return x


def fwd(x: Array[float32]) -> tuple[Array[float32], Array[float32]]:
    return x, x


def fwd_wrong_result(x: Array[float32]) -> tuple[Array[int32], Array[float32]]:
    return x.astype(int32), x


def fwd_no_residuals(x: Array[float32]) -> Array[float32]:
    return x


def fwd_wrong_params(x: Array[int32]) -> tuple[Array[float32], Array[float32]]:
    return x.astype(float32), x.astype(float32)


def bwd(res: Array[float32], g: Array[float32]) -> tuple[Array[float32]]:
    return (g,)


def bwd_wrong_residuals(res: str, g: Array[float32]) -> tuple[Array[float32]]:
    return (g,)


def bwd_not_a_tuple(res: Array[float32], g: Array[float32]) -> Array[float32]:
    return g


def jvp_wrong_output(primals: tuple[Any, ...], tangents: tuple[Any, ...]) -> tuple[Array[int32], Array[int32]]:
    p: Array[int32] = primals[0]
    return p, p


def pair(x: Array[float32], y: Array[float32]) -> Array[float32]:
    return x * y


def pair_fwd(x: Array[float32], y: Array[float32]) -> tuple[Array[float32], Array[float32]]:
    return x * y, y


def pair_bwd_one(res: Array[float32], g: Array[float32]) -> tuple[Array[float32]]:
    return (g * res,)


def pair_bwd_three(res: Array[float32], g: Array[float32]) -> tuple[Array[float32], Array[float32], None]:
    return g * res, g, None


def pair_bwd_wrong_type(res: Array[float32], g: Array[float32]) -> tuple[Array[float32], Array[int32]]:
    return g * res, g.astype(int32)


def pair_jvp_wrong_primals(
    primals: tuple[Array[int32], Array[float32]], tangents: tuple[Array[float32], Array[float32]]
) -> tuple[Array[float32], Array[float32]]:
    return primals[1], tangents[1]


def pair_jvp_one_primal(
    primals: tuple[Array[float32]], tangents: tuple[Array[float32]]
) -> tuple[Array[float32], Array[float32]]:
    return primals[0], tangents[0]


def single_bwd_two(res: Array[float32], g: Array[float32]) -> tuple[Array[float32], None]:
    return g, None


def pair_rule(t: Array[float32], out: Array[float32], x: Array[float32], y: Array[float32]) -> Array[float32]:
    return t * y


def fail_custom_vjp_arity(x: Array[float32]) -> None:
    p = custom_vjp(pair)
    p.defvjp(pair_fwd, pair_bwd_one)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    p.defvjp(pair_fwd, pair_bwd_three)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    p.defvjp(pair_fwd, pair_bwd_wrong_type)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    p(x)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    p(x, y=x)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    custom_vjp(primal).defvjp(fwd, single_bwd_two)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    # A logged backward rule returns (cotangents, logs); a plain one does not fit.
    p.defvjp_with_logs(pair_fwd, pair_bwd_one)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    p.defremat(pair_fwd, pair_fwd, pair_bwd_three)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_custom_jvp_arity(x: Array[float32]) -> None:
    p = custom_jvp(pair)
    p.defjvp(pair_jvp_wrong_primals)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    p.defjvp(pair_jvp_one_primal)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    p.defjvps(pair_rule)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]


def fail_custom_vjp(x: Array[float32], i: Array[int32]) -> None:
    f = custom_vjp(primal)
    f.defvjp(fwd_wrong_result, bwd)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    f.defvjp(fwd_no_residuals, bwd)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    f.defvjp(fwd_wrong_params, bwd)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    f.defvjp(fwd, bwd_wrong_residuals)  # type: ignore[misc]  # pyright: ignore[reportArgumentType]
    f.defvjp(fwd, bwd_not_a_tuple)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    f(i)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    custom_vjp(primal, nondiff_argnums=(0,)).defvjp(fwd_wrong_result, bwd)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_custom_jvp(x: Array[float32], i: Array[int32]) -> None:
    f = custom_jvp(primal)
    f.defjvp(jvp_wrong_output)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    f(x, x)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    wrong: Array[int32] = f(x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong
