"""bench/bench_typecheck.py runs and prints its three tables (a smoke run: no timing is asserted)."""

from __future__ import annotations

import contextlib
import io

from bench import bench_typecheck


def test_bench_typecheck_prints_overheads_and_ratios() -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = bench_typecheck.main(["--number", "20", "--repeat", "3"])
    text = out.getvalue()
    assert status == 0
    for label in (
        "1 argument",
        "2 arguments",
        "6 arguments",
        "tj.jit(typecheck(f))",
        "typedjax.export once",
    ):
        assert label in text, text
    assert text.count("x\n") >= 4, text  # three overhead ratios and the jit ratio
