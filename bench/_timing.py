"""Interleaved timing shared by the benchmarks."""

from __future__ import annotations

import statistics
import timeit


def interleaved_medians(
    plain: timeit.Timer, typed: timeit.Timer, number: int, repeat: int
) -> tuple[float, float]:
    """Median seconds per run of `plain` and of `typed`, sampled alternately after a warm-up.

    Alternating the samples spreads the machine's noise over both sides alike.
    """
    plain.timeit(number // 10)
    typed.timeit(number // 10)
    plain_samples: list[float] = []
    typed_samples: list[float] = []
    for _ in range(repeat):
        plain_samples.append(plain.timeit(number) / number)
        typed_samples.append(typed.timeit(number) / number)
    return statistics.median(plain_samples), statistics.median(typed_samples)
