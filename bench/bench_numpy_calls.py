"""Eager calls through `typedjax.numpy` against the same calls through `jax.numpy`.

Most names of `tnp` *are* JAX's objects; what can cost anything is what
typedjax supplies itself: every name listed as not identical (gathered from
the area tests' `NOT_IDENTICAL`), and the dtype classes given as arguments
(`tnp.zeros(3, dtype=tnp.float32)` against `jnp.zeros(3, dtype=jnp.float32)`:
JAX converts a typedjax class through its `.dtype`). The calls are spelled
once, in `tests/runtime/numpy/test_parity.py`'s templates, on float32 operands;
a few identical names give the noise floor (a dtype class argument is the
template's first dtype: float32, or int32 where an integer is required). Prints median microseconds per
call (results waited for) and the ratio typed/plain; target <= 1.02x. Run as
`python -m bench.bench_numpy_calls`.
"""

from __future__ import annotations

import argparse
import timeit
from collections.abc import Callable, Sequence
from types import CodeType, ModuleType
from typing import cast

import jax
import jax.numpy as jnp
import numpy as np

import typedjax.numpy as tnp
from bench._timing import interleaved_medians
from tests.runtime.numpy.test_identity import not_identical
from tests.runtime.numpy.test_parity import DTYPE_TEMPLATES, TEMPLATES, Template

TARGET = 1.02
NOISE_FLOOR = ("ns.sin(a)", "ns.add(a, b)", "ns.sum(a)", "ns.linalg.det(m)")


def _operands() -> dict[str, object]:
    def f32(rows: int, cols: int) -> jax.Array:
        values = np.linspace(0.5, 1.5, rows * cols, dtype=np.float32).reshape(rows, cols)
        made: jax.Array = jnp.asarray(values + np.eye(rows, cols, dtype=np.float32) * 3)
        return made

    return {"a": f32(2, 3), "b": f32(2, 3), "v": f32(1, 3)[0], "w": f32(1, 3)[0], "m": f32(3, 3)}


def _calls() -> list[tuple[str, Template]]:
    """(group, expression) pairs: non-identical names, dtype-class arguments, noise floor."""
    listed = {key for key in not_identical() if key not in ("linalg", "fft")}
    out: list[tuple[str, Template]] = []
    chosen: set[str] = set()
    for key in sorted(listed):
        template = _first_calling(key, TEMPLATES + DTYPE_TEMPLATES)
        if template is not None and template.expr not in chosen:
            out.append((f"not identical: {key}", template))
            chosen.add(template.expr)
    for template in DTYPE_TEMPLATES:
        if "{dt}" in template.expr and template.expr not in chosen:
            out.append(("dtype class argument", template))
            chosen.add(template.expr)
    out += [("identical (noise floor)", Template(expr)) for expr in NOISE_FLOOR]
    return out


def _first_calling(key: str, templates: Sequence[Template]) -> Template | None:
    for template in templates:
        if key in template.names() and f"ns.{key}(" in template.expr:
            return template
    return None


def main(argv: Sequence[str] | None = None) -> int:
    """Measure, print the table; exit status 0 (a benchmark reports, it does not assert)."""
    parser = argparse.ArgumentParser(description="Time eager tnp calls against jnp calls.")
    parser.add_argument("--number", type=int, default=500, help="calls per sample")
    parser.add_argument("--repeat", type=int, default=11, help="samples of each (default 11)")
    args = parser.parse_args(argv)
    number: int = args.number
    repeat: int = args.repeat

    operands = _operands()
    print(f"eager calls on float32 operands: median of {repeat} samples of {number} calls, "
          "interleaved, results waited for")  # fmt: skip
    print()
    print(f"{'group':<28} {'call':<58} {'jnp':>9} {'tnp':>9} {'ratio':>7}")
    worst = 0.0
    for group, template in _calls():
        expr = template.expr
        # The template's first dtype: the most common one it takes (float32, int32).
        source = expr.replace("{dt}", f"ns.{template.dt[0]}")
        timers: list[timeit.Timer] = []
        for ns in (jnp, tnp):
            scope = _scope(ns, operands)
            code = compile(f"block({source})", "<bench>", "eval")
            try:
                eval(code, scope)  # the parity templates; compiles outside the timing
            except Exception as error:  # noqa: BLE001  # report and go on
                print(f"{group:<28} {expr:<58} skipped: {type(error).__name__}: {error}")
                break
            timers.append(timeit.Timer(_evaluate(code, scope)))
        if len(timers) != 2:
            continue
        plain_s, typed_s = interleaved_medians(timers[0], timers[1], number, repeat)
        ratio = typed_s / plain_s
        if not group.startswith("identical"):
            worst = max(worst, ratio)
        print(
            f"{group:<28} {expr:<58} {plain_s * 1e6:>8.1f}u {typed_s * 1e6:>8.1f}u {ratio:>6.3f}x"
        )
    print()
    verdict = "met" if worst <= TARGET else "NOT met"
    print(f"worst ratio outside the noise floor: {worst:.3f}x (target <= {TARGET:.2f}x: {verdict})")
    return 0


def _evaluate(code: CodeType, scope: dict[str, object]) -> Callable[[], object]:
    return lambda: eval(code, scope)


def _scope(ns: ModuleType, operands: dict[str, object]) -> dict[str, object]:
    return {"ns": ns, "block": _block, **operands}


def _block(result: object) -> None:
    """Wait for every array in `result` (arrays in nested tuples and lists) to be computed."""
    if isinstance(result, jax.Array):
        result.block_until_ready()  # pytype: disable=attribute-error  # jax.Array is Any to pytype; isinstance does not narrow
    elif isinstance(result, tuple | list):
        for item in cast("Sequence[object]", result):
            _block(item)


if __name__ == "__main__":
    raise SystemExit(main())
