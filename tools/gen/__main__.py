"""`python -m tools.gen`: every generator under `tools/`, in the order their outputs need.

Each `tools/gen/*.py` rewrites its marked blocks (`python tools/gen/numpy_ufuncs.py` runs one
alone); this runs them all in one process, in `ORDER`: the dtype classes' promotion
tables first, `typedjax/numpy/__init__.py` after the modules whose `__all__` it
re-exports, and `jax_docs.py`, which links JAX's page from every docstring, last.
`--check` rewrites nothing and exits 1 when a file differs from what its generator
writes, naming the file and the generator (the test suite runs it that way). Names of
generators after the options run only those, in `ORDER`.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
# The generators import their siblings as top-level modules (`import _blocks`), as they
# do when run as scripts from tools/.
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))

import _jax_docs  # pytype: disable=import-error  # a sibling script, not a package

__all__ = ("ORDER", "main")

ORDER = (
    # typedjax/_src/generated/typing/: the dtype classes with the promotion tables the
    # functions' rows read, the dtype names and the `dtype=` requests, from the dtype table.
    "typing_dtype.py",
    "typing_dtype_names.py",
    "typing_requests.py",
    # typedjax/_src/generated/typing/vocabulary.py: the TypeVars, requests and protocols every
    # declaration module imports (_blocks.imports reads its __all__).
    "typing_vocabulary.py",
    # typedjax/typing/__init__.py: the type model, every dtype class of the table included.
    "typing_init.py",
    "array_array.py",
    "numpy_ufuncs.py",
    "numpy_creation.py",
    "numpy_products.py",
    "numpy_joining.py",
    "numpy_polynomial.py",
    "numpy_manipulation.py",
    "numpy_reductions.py",
    "numpy_sorting.py",
    "numpy_statistics.py",
    "numpy_sets.py",
    "numpy_linalg.py",
    "numpy_fft.py",
    # typedjax/numpy/__init__.py re-exports the `__all__` that numpy_ufuncs.py writes.
    "numpy_init.py",
    "random_samplers.py",
    "scipy_linalg.py",
    "scipy_special.py",
    "scipy_stats.py",
    "scipy_stats_summary.py",
    "scipy_fft.py",
    "scipy_signal.py",
    "scipy_ndimage.py",
    "scipy_integrate.py",
    "scipy_sparse_linalg.py",
    "scipy_cluster_vq.py",
    "scipy_interpolate.py",
    # typedjax.nn re-exports tnp.tanh's and tsp.special.logsumexp's declarations.
    "nn.py",
    "transforms_autodiff.py",
    "transforms_custom.py",
    "transforms_jit.py",
    # typedjax/lax.py re-exports typedjax's control flow (typedjax/_src/transforms/control.py).
    "lax.py",
    # stubs/jax/: JAX's modules with the functions of typedjax.numpy and typedjax.nn, and
    # typedjax's Array's static base, JAX's members it does not declare.
    "jax_stubs.py",
    # The links to JAX's pages: rewritten in generated files, reported in hand-written ones.
    "jax_docs.py",
)
"""Every `tools/gen/*.py`, each after the generators whose output it reads."""


def _unlisted() -> list[str]:
    return sorted({p.name for p in TOOLS.glob("[!_]*.py")} - set(ORDER))


def _orphans() -> list[str]:
    """The files under typedjax/ that start with the @generated header but that no generator
    wrote in this run (after a run of every generator)."""
    import _blocks  # pytype: disable=import-error  # a sibling script, not a package

    root = TOOLS.parents[1]
    headed = {path for path in (root / "typedjax").rglob("*.py") if _blocks.is_generated(path)}
    return sorted(str(p.relative_to(root)) for p in headed - _blocks.WRITTEN)


def _main(script: str) -> Callable[[list[str] | None], int]:
    """The `main` of the generator `script` (`numpy_ufuncs.py`)."""
    module = importlib.import_module(script.removesuffix(".py"))
    found: Callable[[list[str] | None], int] = module.main
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """Run the generators in `ORDER`; with `--check`, exit 1 if any file is out of date."""
    parser = argparse.ArgumentParser(
        prog="python -m tools.gen", description="Run every generator under tools/."
    )
    parser.add_argument("--check", action="store_true", help="fail if a file is out of date")
    parser.add_argument("--times", action="store_true", help="print each generator's time")
    parser.add_argument(
        "scripts", nargs="*", metavar="GENERATOR", help="only these (numpy_ufuncs.py)"
    )
    args = parser.parse_args(argv)
    if unlisted := _unlisted():
        print(
            f"{', '.join(unlisted)} not in ORDER; add each to ORDER in tools/gen/__main__.py",
            file=sys.stderr,
        )
        return 2
    wanted = [name if name.endswith(".py") else f"{name}.py" for name in args.scripts]
    if unknown := sorted(set(wanted) - set(ORDER)):
        print(f"no generator {', '.join(unknown)}; known: {', '.join(ORDER)}", file=sys.stderr)
        return 2
    failed: list[str] = []
    for script in ORDER:
        if wanted and script not in wanted:
            continue
        # A generator before this one may have rewritten the package's re-exports.
        _jax_docs.reread()
        start = time.perf_counter()
        if _main(script)(["--check"] if args.check else []) != 0:
            failed.append(script)
        if args.times:
            print(f"{script}: {time.perf_counter() - start:.2f} s")
    orphans = [] if wanted else _orphans()
    if orphans:
        print(
            f"{', '.join(orphans)}: the @generated header, but no generator wrote the file; "
            "delete it, or restore the generator that writes it",
            file=sys.stderr,
        )
    if failed and args.check:
        print(
            f"{len(failed)} generator(s) out of date: {', '.join(failed)} (the files are named "
            "above); run python -m tools.gen",
            file=sys.stderr,
        )
    elif failed:
        print(f"{', '.join(failed)} failed (see above)", file=sys.stderr)
    return 1 if failed or orphans else 0


if __name__ == "__main__":
    raise SystemExit(main())
