"""The example kernel plugin `typedjax-rmsnorm`: C++ compiled by pip, used as a user would.

`pip install ./examples/rmsnorm_plugin` (of a copy: pip builds in place) compiles
csrc/rms_norm.cc with this machine's C++ compiler and installs the package with its
library into a temporary folder (`--target`, no dependencies: typedjax and jax are
this environment's). Subprocesses with that folder on `PYTHONPATH` find the plugin
through its entry point; one runs every numerical check and reports JSON, others run
the command line, a copy with a corrupted library, and mypy and pyright over a
program that calls the plugin's typed face. XLA_FLAGS (set by tests/conftest.py)
gives every subprocess 8 CPU devices.
"""

from __future__ import annotations

import contextlib
import fcntl
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = ROOT / "examples" / "rmsnorm_plugin"

SCRIPT = r"""
import json, warnings
warnings.simplefilter("error")
import numpy as np, jax, jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P
from jax.test_util import check_grads
import typedjax as tj
from typedjax import plugins
import typedjax_rmsnorm as rn
from typedjax_rmsnorm._kernels import rms_norm_reference

def reference(x, scale):
    return rms_norm_reference(x, scale, eps=1e-6)

def err(a, b):
    return float(np.max(np.abs(np.asarray(a, np.float64) - np.asarray(b, np.float64))))

def loss(f):
    return lambda x, scale: jnp.sum(jnp.sin(f(x, scale)) * jnp.arange(x.shape[-1]))

out = {}
found = {p.name: p for p in plugins.list_plugins()}["rmsnorm"]
out["plugin"] = [found.status, found.distribution, found.version, list(found.provides),
                 list(found.hooks)]
status = tj.kernels()["rmsnorm.rms_norm"]
out["status"] = [list(status.compiled), status.here]
out["library"] = rn.LIBRARY

kx, ks = jax.random.split(jax.random.key(0))
x = jax.random.normal(kx, (16, 64), jnp.float32) * 3 + 1
scale = jax.random.uniform(ks, (64,), jnp.float32, 0.5, 1.5)
out["hlo_forward"] = "TypedjaxRmsNorm" in jax.jit(rn.rms_norm).lower(x, scale).as_text()
out["values"] = {}
for dtype in ("float32", "float16", "bfloat16"):
    xd, sd = x.astype(dtype), scale.astype(dtype)
    got = rn.rms_norm(xd, sd)
    out["values"][dtype] = [str(got.dtype), err(got, reference(xd, sd)),
                            err(jax.jit(rn.rms_norm)(xd, sd), reference(xd, sd))]

g_kernel = jax.grad(loss(rn.rms_norm), (0, 1))(x, scale)
g_ref = jax.grad(loss(reference), (0, 1))(x, scale)
out["grad_errors"] = [err(a, b) for a, b in zip(g_kernel, g_ref)]
grad_hlo = jax.jit(jax.grad(loss(rn.rms_norm), (0, 1))).lower(x, scale).as_text()
out["hlo_backward"] = "TypedjaxRmsNormBwd" in grad_hlo and "TypedjaxRmsNormFwd" in grad_hlo
try:
    check_grads(lambda a, b: rn.rms_norm(a, b), (x[:4, :8], scale[:8]), order=1,
                modes=["rev"], atol=2e-2, rtol=2e-2)
    out["check_grads"] = "ok"
except AssertionError as error:
    out["check_grads"] = str(error)[:500]

batch = x.reshape(4, 4, 64)
out["vmap_rows"] = err(jax.vmap(rn.rms_norm, (0, None))(batch, scale), reference(x, scale).reshape(4, 4, 64))
scales = jnp.stack([scale, scale * 2, scale / 2, scale + 1])
looped = jnp.stack([reference(b, s) for b, s in zip(batch, scales)])
out["vmap_scales"] = err(jax.vmap(rn.rms_norm)(batch, scales), looped)
g_vmap = jax.vmap(jax.grad(loss(rn.rms_norm), (0, 1)), (0, None))(batch, scale)
g_loop = jax.vmap(jax.grad(loss(reference), (0, 1)), (0, None))(batch, scale)
out["vmap_grad_errors"] = [err(a, b) for a, b in zip(g_vmap, g_loop)]

mesh = jax.make_mesh((8,), ("b",))
placed = jax.device_put(x, NamedSharding(mesh, P("b", None)))
forward = jax.jit(rn.rms_norm)
compiled = forward.lower(placed, scale).compile().as_text()
out["devices"] = len(jax.devices())
out["sharded_all_gather"] = "all-gather" in compiled
out["sharded_kernel"] = "TypedjaxRmsNorm" in compiled
sharded = forward(placed, scale)
out["sharded_spec"] = [str(a) for a in sharded.sharding.spec]
out["sharded_vs_unsharded"] = err(sharded, forward(x, scale))
backward = jax.jit(jax.grad(loss(rn.rms_norm), (0, 1)))
compiled_grad = backward.lower(placed, scale).compile().as_text()
out["sharded_grad_all_gather"] = "all-gather" in compiled_grad
out["sharded_grad_errors"] = [err(a, b) for a, b in zip(backward(placed, scale), g_kernel)]

try:
    rn.rms_norm(x.astype(jnp.int32), scale.astype(jnp.int32))
    out["int_error"] = None
except TypeError as error:
    out["int_error"] = [type(error).__name__, str(error)]
print(json.dumps(out))
"""

CORRUPTED_SCRIPT = r"""
import json, warnings
import typedjax as tj
import typedjax_rmsnorm as rn
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    kernels = dict(tj.kernels())
try:
    rn.rms_norm(None, None)
    error = None
except Exception as raised:
    error = [type(raised).__name__, str(raised)]
print(json.dumps({"kernels": sorted(kernels), "warnings": [str(w.message) for w in caught],
                  "error": error, "library": rn.LIBRARY}))
"""

FACE = """\
from typing import assert_type

from typedjax import Array
from typedjax.typing import bfloat16, float32, float64, int32
from typedjax_rmsnorm import rms_norm


def accepted(x: Array[float32], s: Array[float32], h: Array[bfloat16], hs: Array[bfloat16]) -> None:
    assert_type(rms_norm(x, s), Array[float32])
    assert_type(rms_norm(h, hs, eps=1e-5), Array[bfloat16])


def rejected(d: Array[float64], i: Array[int32], x: Array[float32], h: Array[bfloat16]) -> None:
    rms_norm(d, d)  # float64 is not a supported dtype
    rms_norm(i, i)  # nor is int32
    rms_norm(x, h)  # one dtype for x and scale
    rms_norm(x, x, eps="small")  # eps is a float
"""
REJECTED_LINES = [14, 15, 16, 17]
"""The lines of FACE that mypy and pyright must reject, and no other."""


def _pip_args(source: Path, target: Path) -> list[str]:
    args = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(target)]
    # With scikit-build-core here (the dev extra), build against this environment's jax,
    # offline; otherwise pip builds in isolation, fetching scikit-build-core and jax.
    if importlib.util.find_spec("scikit_build_core") is not None:
        args.append("--no-build-isolation")
    return [*args, str(source)]


def _environment(target: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TYPEDJAX_")}
    env["PYTHONPATH"] = str(target)
    return env


def _run(
    argv: list[str], target: Path, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        argv, check=False, capture_output=True, text=True, env=_environment(target),
        cwd=cwd or target,
    )  # fmt: skip


@contextlib.contextmanager
def _shared(
    tmp_path_factory: pytest.TempPathFactory, name: str
) -> Generator[tuple[Path, bool], None, None]:
    """`(folder, ready)`: a folder all pytest-xdist workers of this run share, under a lock.

    The tests of this module spread over the workers, and each worker would build the
    plugin and run the checks again; the first builds (`ready` False, it fills the
    folder), the others wait for the lock and find it done. Without xdist the folder
    is this session's own.
    """
    base = tmp_path_factory.getbasetemp()
    root = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    folder = root / name
    with open(root / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            done = folder / ".done"
            yield folder, done.exists()
            done.touch()
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder pip installed the example into, compiled from source (once per run)."""
    with _shared(tmp_path_factory, "rmsnorm_plugin") as (folder, ready):
        target = folder / "site"
        if ready:
            return target
        build = folder / "build"
        source = build / "rmsnorm_plugin"
        shutil.copytree(PACKAGE, source, ignore=shutil.ignore_patterns("build", "*.egg-info"))
        env = {k: v for k, v in os.environ.items() if not k.startswith("TYPEDJAX_")}
        env["TMPDIR"] = str(build)
        done = subprocess.run(
            _pip_args(source, target), check=False, capture_output=True, text=True, env=env
        )
        assert done.returncode == 0, done.stdout + done.stderr
        assert list((target / "typedjax_rmsnorm").glob("librmsnorm_kernels.*"))
        assert list(target.glob("typedjax_rmsnorm-0.1.0.dist-info/entry_points.txt"))
        return target


@pytest.fixture(scope="module")
def report(installed: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """What SCRIPT reports about the installed plugin (run once per run)."""
    with _shared(tmp_path_factory, "rmsnorm_report") as (folder, ready):
        saved = folder / "report.json"
        if not ready:
            proc = _run([sys.executable, "-c", SCRIPT], installed)
            assert proc.returncode == 0, proc.stderr
            folder.mkdir(parents=True, exist_ok=True)
            saved.write_text(proc.stdout)
        found: dict[str, Any] = json.loads(saved.read_text())
        return found


def test_pip_compiles_it_and_the_entry_point_loads_it(
    installed: Path, report: dict[str, Any]
) -> None:
    assert report["plugin"] == [
        "loaded", "typedjax-rmsnorm", "0.1.0",
        ["rmsnorm.forward", "rmsnorm.backward", "rmsnorm.rms_norm"], ["typedjax_kernels"],
    ]  # fmt: skip
    assert report["library"].startswith(str(installed))
    assert report["status"] == [["cpu"], "compiled"]


def test_values_match_the_reference_in_every_dtype(report: dict[str, Any]) -> None:
    assert report["hlo_forward"] is True  # the compiled kernel runs, not the reference
    tolerances = {"float32": 1e-5, "float16": 1e-2, "bfloat16": 4e-2}  # relative to |y| ~ 5
    for dtype, (result_dtype, eager, jitted) in report["values"].items():
        assert result_dtype == dtype
        assert eager <= 5 * tolerances[dtype], (dtype, eager)
        assert jitted <= 5 * tolerances[dtype], (dtype, jitted)


def test_gradients_come_from_the_backward_kernel_and_match(report: dict[str, Any]) -> None:
    assert report["hlo_backward"] is True
    assert report["check_grads"] == "ok"
    dx, dscale = report["grad_errors"]
    assert dx < 1e-4 and dscale < 1e-3, report["grad_errors"]


def test_vmap_batches_the_kernel(report: dict[str, Any]) -> None:
    assert report["vmap_rows"] < 1e-5
    assert report["vmap_scales"] < 1e-5  # a mapped scale: one call per element
    assert max(report["vmap_grad_errors"]) < 1e-3


def test_a_batch_sharded_input_is_not_gathered(report: dict[str, Any]) -> None:
    assert report["devices"] == 8
    assert report["sharded_kernel"] is True
    assert report["sharded_all_gather"] is False
    assert report["sharded_spec"][:1] == ["b"]
    assert report["sharded_vs_unsharded"] == 0.0  # the same rows through the same kernel
    assert report["sharded_grad_all_gather"] is False
    assert max(report["sharded_grad_errors"]) < 1e-4


def test_an_unsupported_dtype_is_a_clear_error(report: dict[str, Any]) -> None:
    assert report["int_error"] == [
        "DTypeError",
        (
            "kernel 'rmsnorm.rms_norm': x has dtype int32; it supports float32, float16, "
            "bfloat16. Convert it with .astype(...) to one of them."
        ),
    ]


def test_the_command_line_lists_and_verifies_the_kernels(installed: Path) -> None:
    listing = _run([sys.executable, "-m", "typedjax", "plugins", "--load"], installed)
    assert listing.returncode == 0, listing.stderr
    assert (
        "  rmsnorm.rms_norm (plugin rmsnorm; float32, float16, bfloat16): compiled on cpu, "
        "reference elsewhere; here: compiled\n"
    ) in listing.stdout
    verified = _run([sys.executable, "-m", "typedjax", "kernels", "--verify", "--json"], installed)
    assert verified.returncode == 0, verified.stdout + verified.stderr
    checks: list[dict[str, Any]] = json.loads(verified.stdout)
    assert [(c["kernel"], c["dtype"]) for c in checks] == [
        (kernel, dtype)
        for kernel in ("rmsnorm.backward", "rmsnorm.forward", "rmsnorm.rms_norm")
        for dtype in ("float32", "float16", "bfloat16")
    ]
    for check in checks:
        assert check["ok"] is True and check["compiled"] is True, check
        assert check["gradient_error"] is not None
        assert 0 <= check["value_error"] <= check["tolerance"]
    unknown = _run([sys.executable, "-m", "typedjax", "kernels", "--verify", "nope"], installed)
    assert unknown.returncode == 1
    assert "No kernel named 'nope'; available: 'rmsnorm.backward', 'rmsnorm.forward', " \
        "'rmsnorm.rms_norm'." in unknown.stderr  # fmt: skip


OTHER_MACHINE = (
    "cannot open shared object file: No such file or directory (the file exists: it is built "
    "for another machine, or a library it links is missing)"
)


def _truncate(data: bytes) -> bytes:
    return data[:100]  # as by a broken download


def _other_machine(data: bytes) -> bytes:
    # ELF e_machine (bytes 18-19, little-endian) set to AArch64: built for another machine.
    return data[:18] + (0xB7).to_bytes(2, "little") + data[20:]


@pytest.mark.parametrize(
    ("corrupt", "loader_says"),
    [
        (_truncate, "cannot read file data"),
        (_other_machine, OTHER_MACHINE),
    ],
    ids=["truncated", "another machine"],
)
def test_a_library_that_cannot_be_loaded_skips_the_plugin_with_a_warning(
    installed: Path, tmp_path: Path, corrupt: Callable[[bytes], bytes], loader_says: str
) -> None:
    copy = tmp_path / "site"
    shutil.copytree(installed, copy)
    (library,) = (copy / "typedjax_rmsnorm").glob("librmsnorm_kernels.*")
    library.write_bytes(corrupt(library.read_bytes()))
    proc = _run([sys.executable, "-c", CORRUPTED_SCRIPT], copy)
    assert proc.returncode == 0, proc.stderr  # the host process carries on
    found = json.loads(proc.stdout)
    assert found["library"] == str(library)
    assert found["kernels"] == []
    (warning,) = found["warnings"]
    assert warning == (
        "typedjax skipped plugin 'rmsnorm' from distribution 'typedjax-rmsnorm' 0.1.0, phase "
        "'validate': ValueError: kernel 'rmsnorm.forward' breaks the rule 'targets' (each FFI "
        f"target's library loads and exports its symbol, one target per platform): the shared "
        f"library {str(library)!r} cannot be loaded: {library}: {loader_says}. Fix: upgrade or "
        "reinstall typedjax-rmsnorm, or block the plugin with TYPEDJAX_PLUGINS_BLOCK=rmsnorm."
    ), warning
    kind, message = found["error"]
    assert kind == "PluginUnavailableError"
    assert message.startswith("The kernel 'rmsnorm.rms_norm' is not available: plugin 'rmsnorm'")


def test_the_bench_runs_against_the_installed_plugin(installed: Path) -> None:
    # A smoke run at one tiny size: the bench's timings are never asserted.
    done = _run([sys.executable, "-m", "bench.bench_kernels", "--sizes", "8x16", "--number", "1",
                 "--repeat", "1"], installed, cwd=ROOT)  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    rows = re.findall(r"^ +8x16 +(forward|forward\+backward) .* µs +[\d.]+×$", done.stdout,
                      re.MULTILINE)  # fmt: skip
    assert rows == ["forward", "forward+backward"], done.stdout


def _error_lines(output: str, pattern: str) -> list[int]:
    return sorted({int(line) for line in re.findall(pattern, output, re.MULTILINE)})


@pytest.mark.checkers
def test_mypy_and_pyright_read_the_typed_face(installed: Path, tmp_path: Path) -> None:
    (tmp_path / "face.py").write_text(FACE)
    (tmp_path / "mypy.ini").write_text("[mypy]\npython_version = 3.11\nstrict = True\n")
    config = {"typeCheckingMode": "strict", "extraPaths": [str(installed)]}
    (tmp_path / "pyrightconfig.json").write_text(json.dumps(config))
    env = _environment(installed)
    env["MYPYPATH"] = str(installed)
    mypy = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache"), "face.py"],
        check=False, capture_output=True, text=True, env=env, cwd=tmp_path,
    )  # fmt: skip
    # Every error is on a rejected line of face.py: the plugin itself is clean under --strict.
    assert len(re.findall(r": error:", mypy.stdout)) == len(
        re.findall(r"^face\.py:\d+: error:", mypy.stdout, re.MULTILINE)
    ), mypy.stdout
    assert _error_lines(mypy.stdout, r"^face\.py:(\d+): error:") == REJECTED_LINES, mypy.stdout
    pyright = _run([sys.executable, "-m", "pyright", "--pythonpath", sys.executable, "face.py"],
                   installed, cwd=tmp_path)  # fmt: skip
    assert _error_lines(pyright.stdout, r"face\.py:(\d+):\d+ - error") == REJECTED_LINES, (
        pyright.stdout
    )
    assert "reportAssertTypeFailure" not in pyright.stdout


def test_the_test_builds_from_the_sources_in_the_repository() -> None:
    # No prebuilt binary may stand in for the compiler: the package holds C++ and Python only.
    ignored = {"build", "__pycache__"}
    shipped = [p for p in PACKAGE.rglob("*") if p.is_file() and not ignored & set(p.parts)]
    suffixes = {p.suffix for p in shipped}
    assert suffixes <= {".toml", ".txt", ".md", ".cc", ".py", ".typed"}, suffixes
