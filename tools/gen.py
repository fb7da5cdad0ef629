"""`python -m tools.gen`: every generator under `tools/`, in the order their outputs need.

Each `tools/gen_*.py` rewrites its marked blocks (`python tools/gen_x.py` runs one
alone); this runs them all in one process, in `ORDER`: the dtype classes' promotion
tables first, `typedjax/numpy/__init__.py` after the modules whose `__all__` it
re-exports, and `gen_jax_docs.py`, which links JAX's page from every docstring, last.
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
    # typedjax/_src/typing/dtype.py: the tables the functions' promotion rows read.
    "gen_dtype_promotion.py",
    "gen_array_ops.py",
    "gen_array_methods.py",
    "gen_numpy_ufuncs.py",
    "gen_numpy_creation.py",
    "gen_numpy_manipulation.py",
    "gen_numpy_reductions.py",
    "gen_numpy_rearrange.py",
    "gen_numpy_linalg.py",
    "gen_numpy_fft.py",
    # typedjax/numpy/__init__.py re-exports the `__all__` that gen_numpy_ufuncs.py writes.
    "gen_numpy_init.py",
    "gen_random_samplers.py",
    "gen_scipy_linalg.py",
    "gen_scipy_special.py",
    "gen_scipy_stats.py",
    "gen_scipy_misc.py",
    "gen_transforms_autodiff.py",
    # Every docstring of the package, generated or not, once every block is written.
    "gen_jax_docs.py",
)
"""Every `tools/gen_*.py`, each after the generators whose output it reads."""


def _unlisted() -> list[str]:
    return sorted({p.name for p in TOOLS.glob("gen_*.py")} - set(ORDER))


def _main(script: str) -> Callable[[list[str] | None], int]:
    """The `main` of the generator `script` (`gen_numpy_ufuncs.py`)."""
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
        "scripts", nargs="*", metavar="GENERATOR", help="only these (gen_numpy_ufuncs.py)"
    )
    args = parser.parse_args(argv)
    if unlisted := _unlisted():
        print(f"{', '.join(unlisted)} not in ORDER; add each to tools/gen.py", file=sys.stderr)
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
    if failed and args.check:
        print(
            f"{len(failed)} generator(s) out of date: {', '.join(failed)} (the files are named "
            "above); run python -m tools.gen",
            file=sys.stderr,
        )
    elif failed:
        print(f"{', '.join(failed)} failed (see above)", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
