"""`import typedjax` with 50 installed dummy plugins against with none: discovery must stay lazy.

Builds 50 throw-away plugin distributions (a `*.dist-info` with `entry_points.txt` in
the `typedjax` group, and a module) in a temporary folder, then times fresh
interpreters running `import typedjax` with that folder on `PYTHONPATH` and with an
empty folder there instead, alternately after warm-ups; prints the medians and their
ratio (target <= 1.02: `import typedjax` reads no entry point and imports no plugin).
`--discovery` adds the first use (`typedjax.plugins.prng_impls()`), which does discover
them; that row has no target. Run as `python -m bench.bench_plugin_import`.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import textwrap
import timeit
from collections.abc import Sequence
from pathlib import Path

from bench._timing import interleaved_medians

ROOT = Path(__file__).resolve().parents[1]
TARGET = 1.02
PLUGINS = 50
IMPORT = "import typedjax"
FIRST_USE = "import typedjax.plugins; typedjax.plugins.prng_impls()"

_MODULE = """\
from typedjax.plugins import BackendDescription, hookimpl


@hookimpl
def typedjax_backends():
    return [BackendDescription(name="bench-{index}", platform="cpu", probe=lambda: None)]
"""


def main(argv: Sequence[str] | None = None) -> int:
    """Measure, print the table; exit status 0 (a benchmark reports, it does not assert)."""
    parser = argparse.ArgumentParser(
        description="Time `import typedjax` with 50 installed dummy plugins against with none."
    )
    parser.add_argument("--runs", type=int, default=21, help="timed runs of each (default 21)")
    parser.add_argument("--warmup", type=int, default=2, help="untimed runs of each (default 2)")
    parser.add_argument(
        "--discovery", action="store_true", help="also time the first use, which discovers them"
    )
    args = parser.parse_args(argv)
    runs: int = args.runs
    warmup: int = args.warmup

    with tempfile.TemporaryDirectory() as empty, tempfile.TemporaryDirectory() as full:
        install_dummy_plugins(Path(full), PLUGINS)
        rows: list[tuple[str, str, float | None]] = [("import typedjax", IMPORT, TARGET)]
        if args.discovery:
            rows.append(("first use (discovery)", FIRST_USE, None))
        print(f"{sys.executable} -c ..., {PLUGINS} dummy plugins vs none, {runs} runs each")
        print(f"after {warmup} warm-ups, alternating; the baseline has an empty PYTHONPATH folder")
        print()
        print(f"{'statement':<24} {'no plugins':>12} {f'{PLUGINS} plugins':>12} {'ratio':>8}")
        for label, statement, target in rows:
            none, many = _timer(statement, empty), _timer(statement, full)
            for _ in range(warmup):
                none.timeit(1)
                many.timeit(1)
            # number=1: each sample is one whole interpreter; the warm-ups ran above.
            plain, typed = interleaved_medians(none, many, number=1, repeat=runs)
            ratio = typed / plain
            verdict = ""
            if target is not None:
                verdict = f"   (target <= {target:.2f}x: {'met' if ratio <= target else 'NOT met'})"
            print(f"{label:<24} {_ms(plain):>12} {_ms(typed):>12} {ratio:>7.3f}x{verdict}")
    return 0


def install_dummy_plugins(folder: Path, count: int) -> None:
    """Write `count` plugin distributions into `folder`, as pip would install them."""
    for index in range(count):
        name = f"tjbench_plugin_{index:02d}"
        info = folder / f"{name}-1.0.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(
            f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\nRequires-Dist: jax>=0.10.1\n",
            encoding="utf-8",
        )
        (info / "entry_points.txt").write_text(
            f"[typedjax]\n{name} = {name}\n\n[typedjax.api]\n{name} = v1\n", encoding="utf-8"
        )
        (folder / f"{name}.py").write_text(
            textwrap.dedent(_MODULE).format(index=index), encoding="utf-8"
        )


def _timer(statement: str, folder: str) -> timeit.Timer:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TYPEDJAX_PLUGINS_")}
    # Measure the version check too, and let both load from bytecode as installed code does.
    env.pop("TYPEDJAX_SKIP_VERSION_CHECK", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = folder
    command = [sys.executable, "-c", statement]

    def run() -> None:
        done = subprocess.run(
            command, cwd=ROOT, env=env, capture_output=True, text=True, check=False
        )
        if done.returncode != 0:
            raise SystemExit(f"python -c {statement!r} failed:\n{done.stderr}")

    return timeit.Timer(run)


def _ms(seconds: float) -> str:
    return f"{seconds * 1e3:.1f} ms"


if __name__ == "__main__":
    raise SystemExit(main())
