"""Every agreement grid by name, the stamp of the full checks, and the sample each landing checks.

A *grid* is one area's cases (`array`, `numpy/ufuncs`, `scipy/special`, ...). Its
*digest* hashes what its answers depend on: the declarations it reads, the
generators and their tables, the harness and its case module, and the versions
of the checkers, JAX and NumPy. `tests/agreement/stamp.json` records, for every
grid and for every module pytype checks, the digest at which the full checks
(`python tools/full_checks.py`) last passed; only that command writes it, and only
when they pass.

The test suite reads the stamp (`tests/conftest.py`). A grid whose digest matches
it is checked on a sample: `SAMPLE` cases drawn with a seed derived from the
commit, so that successive landings check different cases, and printed so that a
failing sample repeats (`TYPEDJAX_GRID_SEED=<seed>`). A grid whose digest differs
runs in full, and pytype checks the typedjax modules whose digest differs.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.metadata
import json
import os
import random
import subprocess
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tests.agreement.harness import ROOT, Case

STAMP = ROOT / "tests" / "agreement" / "stamp.json"
"""Where the full checks record the digests they passed at."""

SAMPLE = 300
"""Cases drawn from each stamped grid on every landing."""

SEED_VARIABLE = "TYPEDJAX_GRID_SEED"
"""Set to an integer to draw that seed's sample (the one a failing run printed)."""

VERSIONED = ("mypy", "pyright", "pyrefly", "ty", "jax", "jaxlib", "numpy", "ml_dtypes")
"""Distributions whose versions every grid's answers depend on."""

_TOOLING = ("typedjax/__main__.py", "typedjax/_src/__init__.py", "typedjax/_src/check/")
"""typedjax's own command line (`_src/__init__.py` holds only its docstring): no probe imports
it, so it changes no answer."""

# What every grid reads besides typedjax's declarations: the stubs checkers read for
# jaxlib, the generators and their tables, the harness, and the checkers' settings.
_COMMON = (
    "stubs/**/*.pyi", "tools/gen/*.py", "tools/gen/*.json",
    "tests/agreement/harness.py", "tests/agreement/twins.py", "mypy.ini", "pyproject.toml",
)  # fmt: skip


@dataclass(frozen=True)
class Grid:
    """One area of the agreement grids."""

    name: str
    cases: Callable[[], list[Case]]
    source: str
    """The module that gives its cases, relative to the repository."""
    scipy: bool
    """Whether it reads typedjax.scipy's declarations (the others leave them out)."""

    @property
    def through_jax(self) -> bool:
        """Whether its cases are also checked spelt through JAX's own modules (`jax.numpy`,
        `jax.scipy`, `jax.nn`, read with jax-stubs): every grid of a module the stubs hold;
        not `array` and `lax` (`Array`'s methods; `jax.lax`, which they do not hold) nor
        `scipy/stats` (its distributions keep JAX's declarations)."""
        return self.name not in ("array", "lax", "scipy/stats")


def _numpy_cases(area: str) -> Callable[[], list[Case]]:
    def make() -> list[Case]:
        from tests.runtime.numpy.test_agreement_numpy import area_cases

        return area_cases(area)

    return make


def _scipy_cases(area: str) -> Callable[[], list[Case]]:
    def make() -> list[Case]:
        from tests.runtime.scipy.test_agreement_scipy import area_cases

        return area_cases(area)

    return make


def _module_cases(source: str) -> Callable[[], list[Case]]:
    """The `cases()` of the case module at `source`, imported when asked for."""

    def make() -> list[Case]:
        module = importlib.import_module(source.removesuffix(".py").replace("/", "."))
        made: list[Case] = module.cases()
        return made

    return make


def _grids() -> dict[str, Grid]:
    # name -> (case module, whether it reads typedjax.scipy): typedjax.nn re-exports
    # `tsp.special.logsumexp`'s declaration.
    single = {
        "array": ("tests/agreement/array_cases.py", False),
        "nn": ("tests/agreement/nn_cases.py", True),
        "lax": ("tests/agreement/lax_cases.py", False),
    }
    found = {
        name: Grid(name, _module_cases(source), source, scipy)
        for name, (source, scipy) in single.items()
    }
    for package, make, scipy in (("numpy", _numpy_cases, False), ("scipy", _scipy_cases, True)):
        folder = ROOT / "tests" / "agreement" / f"{package}_cases"
        for module in sorted(folder.glob("[!_]*.py")):
            name = f"{package}/{module.stem}"
            source = module.relative_to(ROOT).as_posix()
            found[name] = Grid(name, make(module.stem), source, scipy)
    return found


GRIDS: Mapping[str, Grid] = _grids()
"""Every grid by name: `array`, `nn`, `lax`, `numpy/<area>`, `scipy/<area>`."""


@cache
def versions() -> dict[str, str]:
    """The installed version of each of `VERSIONED`, and Python's."""
    found = {name: importlib.metadata.version(name) for name in VERSIONED}
    found["python"] = "{}.{}".format(*sys.version_info[:2])
    return found


def _files(root: Path, patterns: Iterable[str]) -> list[str]:
    """The files under `root` that `patterns` match, relative to it, sorted, less what a build
    leaves in a `build/` folder (`pip install ./stubs/jax-project` copies the stubs there, in
    one clone and not in another, so a digest that read them would differ between clones)."""
    found = {
        p
        for pattern in patterns
        for p in root.glob(pattern)
        if p.is_file() and "build" not in p.relative_to(root).parts
    }
    return sorted(p.relative_to(root).as_posix() for p in found)


def _digest(root: Path, files: Iterable[str], extra: Mapping[str, str]) -> str:
    sha = hashlib.sha256(json.dumps(sorted(extra.items())).encode())
    for name in files:
        sha.update(name.encode() + b"\0" + (root / name).read_bytes() + b"\0")
    return sha.hexdigest()


@cache
def grid_digest(name: str, root: Path = ROOT) -> str:
    """The digest of what grid `name`'s answers depend on, in the tree at `root`."""
    grid = GRIDS[name]
    declarations = [
        p
        for p in _files(root, ("typedjax/**/*.py", "typedjax/**/*.pyi", "typedjax/**/*.txt"))
        if not p.startswith(_TOOLING)
        and (
            grid.scipy
            or not p.startswith(
                ("typedjax/scipy/", "typedjax/_src/scipy/", "typedjax/_src/generated/scipy/")
            )
        )
    ]
    return _digest(root, [*declarations, *_files(root, (*_COMMON, grid.source))], versions())


PYTYPE_VERSIONED = ("pytype", "jax", "numpy")


@cache
def pytype_digests(root: Path = ROOT) -> dict[str, str]:
    """Per typedjax module pytype checks, the digest of its source and pytype's versions."""
    found: dict[str, str] = {}
    try:
        extra = {name: importlib.metadata.version(name) for name in PYTYPE_VERSIONED}
    except importlib.metadata.PackageNotFoundError:  # pytype runs on Python 3.12 at most
        return found
    extra["python"] = versions()["python"]
    for name in _files(root, ("typedjax/**/*.py",)):
        found[name] = _digest(root, [name], extra)
    return found


def read_stamp() -> dict[str, dict[str, str]]:
    """The stamp: `{"grids": {name: digest}, "pytype": {module: digest}, "versions": {...}}`."""
    if not STAMP.exists():
        return {"grids": {}, "pytype": {}, "versions": {}}
    loaded: dict[str, dict[str, str]] = json.loads(STAMP.read_text())
    return loaded


def stale_grids() -> list[str]:
    """The grids whose digest differs from the stamp's: they run in full."""
    stamped = read_stamp()["grids"]
    return [name for name in GRIDS if stamped.get(name) != grid_digest(name)]


def stale_pytype_modules() -> list[str]:
    """The typedjax modules whose digest differs from the stamp's: pytype checks them."""
    stamped = read_stamp()["pytype"]
    return [m for m, digest in pytype_digests().items() if stamped.get(m) != digest]


@cache
def seed() -> tuple[int, str]:
    """The sample's seed and where it came from (`TYPEDJAX_GRID_SEED` or the commit)."""
    given = os.environ.get(SEED_VARIABLE, "").strip()
    if given:
        try:
            return int(given), SEED_VARIABLE
        except ValueError:
            raise ValueError(
                f"{SEED_VARIABLE}={given!r} is not an integer; set it to the seed a failing "
                f"run printed (for example {SEED_VARIABLE}=1234), or unset it"
            ) from None
    done = subprocess.run(
        ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    commit = done.stdout.strip()
    if done.returncode != 0 or not commit:
        return 0, "no commit: the fixed seed 0"
    return int(commit[:8], 16), f"commit {commit[:12]}"


def sample(name: str, cases: Sequence[Case], seed_value: int) -> list[Case]:
    """`SAMPLE` of grid `name`'s cases (all of them when it has fewer), drawn with the seed."""
    rng = random.Random(f"{seed_value}:{name}")
    if len(cases) <= SAMPLE:
        return list(cases)
    return [cases[i] for i in sorted(rng.sample(range(len(cases)), SAMPLE))]
