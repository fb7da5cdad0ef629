"""An array of unknown dtype (`Array[Any]`) never gets a dtype it may not have: checked by
mypy, pyright, pyrefly, ty and pytype, never run.

Each result is assigned where another dtype than a first row's answer is annotated: a
gradual answer (`Array[Any]`, `Any`, `Unknown`) is accepted there, a wrongly named dtype
(`tnp.abs(j)` as `Array[float32]`, the complex64 row's) is an error. The generators write
the `Array[Never]` rows that give these answers (tools/gen/_blocks.py, `gradual_rows`).
"""

from typing import Any

import numpy as np

import typedjax.lax as tlax
import typedjax.numpy as tnp
import typedjax.scipy as tsp
from typedjax import Array
from typedjax.typing import bool_, complex128, float16, float32, float64, int8, uint32


def unary(j: Array[Any]) -> None:
    r1: Array[int8] = tnp.abs(j)
    r2: Array[int8] = abs(j)
    r3: Array[int8] = j.real
    r4: Array[uint32] = tnp.fft.fft(j)
    r5: Array[float16] = tnp.linalg.eigvals(j)
    r6: Array[float16] = tsp.special.gammaln(j)
    r7: Array[float16] = tnp.sin(j)
    r8: Array[int8] = tnp.sum(j)
    r9: Array[bool_] = tlax.abs(j)
    c: complex = j.item()
    del r1, r2, r3, r4, r5, r6, r7, r8, r9, c


def binary(j: Array[Any], x: Array[float32], i: Array[int8]) -> None:
    r1: Array[int8] = tnp.add(j, x)
    r2: Array[int8] = tnp.add(x, j)
    r3: Array[int8] = x + j
    r4: Array[int8] = j + x
    r5: Array[float64] = j + np.bool_(True)
    r6: Array[float64] = i * j
    r7: Array[int8] = tnp.matmul(j, x)
    r8: Array[int8] = tnp.where(j > 0, j, x)
    r9: Array[int8] = tnp.linalg.solve(j, x)
    r10: Array[float64] = tnp.linspace(j, x)
    r11: Array[complex128] = tlax.add(j, x)
    r12: Array[float16] = tsp.stats.norm.pdf(j)
    r13: Array[int8] = tnp.maximum(x, j)
    r14: Array[float16] = j**i
    del r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14


def known(x: Array[float32], i: Array[int8]) -> None:
    # Known dtypes keep their answers: the gradual rows take no array of a known dtype.
    r1: Array[float32] = tnp.abs(x)
    r2: Array[float32] = x + i
    r3: Array[float32] = tnp.add(i, x)
    del r1, r2, r3
