"""`check --shapes` against plain `jax.eval_shape` of the same functions at one set of sizes.

The functions are the shape corpus of the tests (correct models: an MLP, attention,
a scan RNN, a vmapped layer, a gather, reshapes, fixed sizes), copied `--copies`
times into a throw-away package so that each copy is a module of its own. One
`check_shapes` run traces every function symbolically, with the argument checks of
every call; the baseline is `jax.eval_shape` of each function at concrete sizes,
with no checks. Both sides start from cleared JAX caches. Printed: medians of `--repeat` runs, the ratio, and the seconds per
20 annotated functions (target: at most 1 s on a 2-core machine).

Run as `python -m bench.bench_check_shapes` (`--copies`, `--repeat`).
"""

import argparse
import importlib
import inspect
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import FunctionType, ModuleType
from typing import Any

import jax

from typedjax._src.check.shapes import check_shapes
from typedjax._src.typing.annotations import ArraySpec, Kind, Spec, TupleSpec
from typedjax._src.typing.typecheck import Signature
from typedjax.transforms import eval_shape

CORPUS = (
    Path(__file__).resolve().parents[1] / "tests" / "runtime" / "shapes" / "corpus" / "models_ok.py"
)
TARGET_PER_20 = 1.0
_STRUCT: Any = jax.ShapeDtypeStruct  # JAX leaves its __init__ unannotated
_CLEAR_CACHES: Callable[[], None] = jax.clear_caches  # unannotated in JAX


def _concrete(spec: Spec | None, sizes: dict[str, int]) -> Any:
    if isinstance(spec, TupleSpec):
        return tuple(_concrete(item, sizes) for item in spec.items)
    assert isinstance(spec, ArraySpec) and spec.dims is not None
    shape = [
        d.size if d.kind is Kind.FIXED else sizes.setdefault(d.name, 4 + len(sizes))
        for d in spec.dims
    ]
    dtype = (
        "float32"
        if any(str(d) == "float32" for d in spec.concrete)
        else min(map(str, spec.concrete))
    )
    return _STRUCT(tuple(shape), dtype)


def _plain(modules: list[ModuleType]) -> float:
    """Seconds for `jax.eval_shape` of every function of `modules` at concrete sizes."""
    calls: list[tuple[Callable[..., object], list[Any]]] = []
    for module in modules:
        for value in list(vars(module).values()):
            target = inspect.unwrap(value) if callable(value) else None
            if isinstance(target, FunctionType) and target.__module__ == module.__name__:
                signature = Signature(target)
                sizes: dict[str, int] = {}
                calls.append((target, [_concrete(spec, sizes) for _, spec in signature.parameters]))
    started = time.perf_counter()
    for target, args in calls:
        eval_shape(target, *args)
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--copies", type=int, default=4, help="copies of the corpus module")
    parser.add_argument("--repeat", type=int, default=5, help="runs per side (median)")
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="typedjax-bench-shapes-"))
    package = folder / "shapes_bench"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    paths: list[str] = []
    for i in range(args.copies):
        path = package / f"models_{i}.py"
        shutil.copy(CORPUS, path)
        paths.append(str(path))
    sys.path.insert(0, str(folder))
    try:
        modules = [importlib.import_module(f"shapes_bench.models_{i}") for i in range(args.copies)]
        first = check_shapes(paths)  # imports and warms JAX's tracing caches
        count = len(first.checked)
        assert not first.findings and not first.skipped, (first.findings, first.skipped)
        ours: list[float] = []
        plain: list[float] = []
        for _ in range(args.repeat):  # interleaved, each from cleared tracing caches
            _CLEAR_CACHES()
            ours.append(check_shapes(paths).seconds)
            _CLEAR_CACHES()
            plain.append(_plain(modules))
    finally:
        sys.path.remove(str(folder))
        shutil.rmtree(folder)
    ours_median, plain_median = statistics.median(ours), statistics.median(plain)
    per_20 = ours_median / count * 20
    print(f"functions traced: {count} ({args.copies} modules), first run {first.seconds:.3f} s")
    print(f"check_shapes (symbolic, argument checks): median {ours_median:.3f} s")
    print(f"jax.eval_shape (concrete sizes, no checks): median {plain_median:.3f} s")
    print(f"ratio check_shapes/eval_shape: {ours_median / plain_median:.2f}x")
    print(f"seconds per 20 functions: {per_20:.3f} (target <= {TARGET_PER_20:.1f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
