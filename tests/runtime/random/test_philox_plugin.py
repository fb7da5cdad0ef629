"""The example plugin `typedjax-philox`, installed with pip as a user would, used by name.

`pip install ./examples/philox_plugin` (of a copy, as pip builds in place) goes into
a temporary folder (`--target`, no dependencies: typedjax and jax are this
environment's), and a subprocess with that folder on `PYTHONPATH` finds the plugin
through its entry point. One subprocess runs every check and reports JSON; the
tests below read it.

Philox-4x32-10 known answers: the Random123 distribution's `kat_vectors` file
(also reproduced by independent implementations), counter words then key words.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = ROOT / "examples" / "philox_plugin"

KNOWN_ANSWERS: list[tuple[int, list[int], list[int], list[int]]] = [
    # rounds, counter, key, output
    (10, [0, 0, 0, 0], [0, 0], [0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]),
    (10, [0xFFFFFFFF] * 4, [0xFFFFFFFF] * 2, [0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD]),
    (
        10,
        [0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344],
        [0xA4093822, 0x299F31D0],
        [0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1],
    ),
    (7, [0, 0, 0, 0], [0, 0], [0x5F6FB709, 0x0D893F64, 0x4F121F81, 0x4F730A48]),
    (7, [0xFFFFFFFF] * 4, [0xFFFFFFFF] * 2, [0x5207DDC2, 0x45165E59, 0x4D8EE751, 0x8C52F662]),
    (
        7,
        [0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344],
        [0xA4093822, 0x299F31D0],
        [0x4DFCCABA, 0x190A87F0, 0xC47362BA, 0xB6B5242A],
    ),
]

SCRIPT = r"""
import json, sys, warnings
warnings.simplefilter("error")
import jax, jax.numpy as jnp, numpy as np
import typedjax.random as tjr
from typedjax import plugins

out = {}
out["default_from_env"] = tjr.default_impl()
out["unnamed_key_dtype"] = str(tjr.key(0).dtype)
out["jax_key_dtype"] = str(jax.random.key(0).dtype)
found = {p.name: p for p in plugins.list_plugins()}["philox"]
out["plugin"] = [found.status, found.distribution, found.version, list(found.provides),
                 found.api_version]

import typedjax_philox as philox
out["installed_at"] = philox.__file__
out["kat"] = [[int(w) for w in philox.block(c, k, r)] for r, c, k, _ in json.loads(sys.argv[1])]

key = tjr.key(0, impl="philox4x32")
out["dtype"] = str(key.dtype)
out["key_impl"] = tjr.key_impl(key)
out["first_bits"] = [int(b) for b in tjr.bits(key, (4,), dtype=jnp.uint32)]
out["bytes"] = [int(b) for b in tjr.bits(key, (4,), dtype=jnp.uint8)]
out["negative_seed"] = [int(w) for w in tjr.key_data(tjr.key(-1, impl="philox4x32"))]
with jax.enable_x64(True):
    out["x64_negative_seed"] = [int(w) for w in tjr.key_data(tjr.key(-1, impl="philox4x32"))]
    out["x64_bits"] = [int(b) for b in tjr.bits(tjr.key(0, impl="philox4x32"), (2,), jnp.uint64)]

draw = jax.jit(lambda seed: tjr.uniform(tjr.key(seed, impl="philox4x32"), (4,)))
out["jit_matches_eager"] = bool(
    np.array_equal(draw(7), tjr.uniform(tjr.key(7, impl="philox4x32"), (4,))))
keys = tjr.split(key, 8)
batched = jax.vmap(lambda k: tjr.normal(k, (3,)))(keys)
one_by_one = np.stack([tjr.normal(k, (3,)) for k in keys])
out["vmap_matches_loop"] = bool(np.allclose(batched, one_by_one, rtol=1e-6))
seeds = jnp.arange(5)
mapped = jax.vmap(lambda s: tjr.key_data(tjr.key(s, impl="philox4x32")))(seeds)
looped = np.stack([tjr.key_data(tjr.key(int(s), impl="philox4x32")) for s in seeds])
out["vmap_seeds_match_loop"] = bool(np.array_equal(mapped, looped))
jit_split = jax.jit(lambda k: tjr.key_data(tjr.split(k, (2, 3))))(key)
out["jit_split_shape"] = list(jit_split.shape)

children = np.asarray(tjr.key_data(tjr.split(key, 256)))
folded = np.stack([tjr.key_data(tjr.fold_in(key, i)) for i in range(50)])
out["distinct_split_keys"] = len({tuple(k) for k in children})
out["distinct_fold_keys"] = len({tuple(k) for k in folded})
raw = tjr.PRNGKey(5, impl="philox4x32")
wrapped = tjr.wrap_key_data(raw, impl="philox4x32")
out["wrapped_round_trip"] = bool(
    np.array_equal(tjr.key_data(wrapped), tjr.key_data(tjr.key(5, impl="philox4x32"))))

n = 1 << 18
u = np.asarray(tjr.uniform(tjr.key(1, impl="philox4x32"), (n,)), np.float64)
out["uniform_mean"] = float(u.mean())
out["uniform_var"] = float(u.var())
out["uniform_lag1_corr"] = float(np.corrcoef(u[:-1], u[1:])[0, 1])
b = np.asarray(tjr.bits(tjr.key(2, impl="philox4x32"), (n,), dtype=jnp.uint8))
counts = np.bincount(b, minlength=256)
expected = n / 256
out["byte_chi2"] = float(((counts - expected) ** 2 / expected).sum())
words = np.asarray(tjr.bits(tjr.key(3, impl="philox4x32"), (n // 32,), dtype=jnp.uint32))
bits = np.unpackbits(words.view(np.uint8))
out["bit_mean"] = float(bits.mean())
z = np.asarray(tjr.normal(tjr.key(4, impl="philox4x32"), (n,)), np.float64)
out["normal_mean_var"] = [float(z.mean()), float(z.var())]

tjr.set_default_impl("threefry2x32")
out["after_set_default"] = str(tjr.key(0).dtype)
print(json.dumps(out))
"""


def pip_args(source: Path, target: Path) -> list[str]:
    """`pip install` of the project folder `source` into `target`, without its dependencies."""
    args = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(target)]
    # Offline-friendly when this environment can build the wheel itself (setuptools with
    # bdist_wheel); otherwise pip builds in isolation, fetching setuptools as usual.
    can_build = importlib.util.find_spec("wheel") is not None
    if can_build:
        args.append("--no-build-isolation")
    return [*args, str(source)]


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Install the example package into a temporary folder and run `SCRIPT` against it."""
    target = tmp_path_factory.mktemp("philox_site")
    build = tmp_path_factory.mktemp("philox_build")
    # pip builds a local folder in place (build/, *.egg-info): build a copy, so the
    # checkout stays clean; it is the same `pip install <folder>` a user runs.
    source = build / "philox_plugin"
    shutil.copytree(PACKAGE, source, ignore=shutil.ignore_patterns("build", "*.egg-info"))
    env = {k: v for k, v in os.environ.items() if not k.startswith("TYPEDJAX_")}
    env["TMPDIR"] = str(build)  # pip's temporary folders, removed with the test's
    installed = subprocess.run(
        pip_args(source, target), check=False, capture_output=True, text=True, env=env
    )
    assert installed.returncode == 0, installed.stdout + installed.stderr
    assert (target / "typedjax_philox" / "__init__.py").is_file()
    assert list(target.glob("typedjax_philox-0.1.0.dist-info/entry_points.txt"))

    env["PYTHONPATH"] = str(target)
    env["TYPEDJAX_PRNG_IMPL"] = "philox4x32"
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT, json.dumps(KNOWN_ANSWERS)],
        check=False, capture_output=True, text=True, env=env, cwd=target,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    found: dict[str, Any] = json.loads(proc.stdout)
    found["target"] = str(target)
    return found


def test_pip_installs_it_and_the_entry_point_loads_it(report: dict[str, Any]) -> None:
    assert report["plugin"] == ["loaded", "typedjax-philox", "0.1.0", ["philox4x32"], "v1"]
    assert report["installed_at"].startswith(report["target"])


def test_the_block_function_gives_the_known_answers(report: dict[str, Any]) -> None:
    assert report["kat"] == [answer for *_, answer in KNOWN_ANSWERS]


def test_key_zero_starts_with_the_known_answer_for_counter_zero(report: dict[str, Any]) -> None:
    assert report["dtype"] == "key<philox4x32>"
    assert report["key_impl"] == "philox4x32"
    assert report["first_bits"] == KNOWN_ANSWERS[0][3]
    low_word = KNOWN_ANSWERS[0][3][0]
    assert report["bytes"] == [(low_word >> s) & 0xFF for s in (0, 8, 16, 24)]
    w0, w1, w2, w3 = KNOWN_ANSWERS[0][3]
    assert report["x64_bits"] == [w0 | w1 << 32, w2 | w3 << 32]  # low word first


def test_seeds_are_the_same_key_with_x64_on_or_off(report: dict[str, Any]) -> None:
    assert report["negative_seed"] == [0xFFFFFFFF, 0xFFFFFFFF]
    assert report["x64_negative_seed"] == [0xFFFFFFFF, 0xFFFFFFFF]


def test_it_works_under_jit_and_vmap(report: dict[str, Any]) -> None:
    assert report["jit_matches_eager"] is True
    assert report["vmap_matches_loop"] is True
    assert report["vmap_seeds_match_loop"] is True
    assert report["jit_split_shape"] == [2, 3, 2]
    assert report["wrapped_round_trip"] is True


def test_split_and_fold_in_give_distinct_keys(report: dict[str, Any]) -> None:
    assert report["distinct_split_keys"] == 256
    assert report["distinct_fold_keys"] == 50


def test_samples_are_statistically_sane(report: dict[str, Any]) -> None:
    # 2**18 samples; each bound is 5 standard errors, so a sound generator fails one with
    # negligible probability, and a broken one (stuck bits, repeats, a constant) fails.
    root_n = 2**9
    assert abs(report["uniform_mean"] - 0.5) < 5 * (1 / 12) ** 0.5 / root_n
    assert abs(report["uniform_var"] - 1 / 12) < 5 * (1 / 180) ** 0.5 / root_n
    assert abs(report["uniform_lag1_corr"]) < 5 / root_n
    assert report["byte_chi2"] < 255 + 5 * (2 * 255) ** 0.5  # chi-square with 255 dof
    assert abs(report["bit_mean"] - 0.5) < 5 * 0.5 / root_n  # 2**18 bits
    mean, var = report["normal_mean_var"]
    assert abs(mean) < 5 / root_n
    assert abs(var - 1) < 5 * 2**0.5 / root_n


def test_the_environment_variable_chooses_it_and_code_overrides(report: dict[str, Any]) -> None:
    assert report["default_from_env"] == "philox4x32"
    assert report["unnamed_key_dtype"] == "key<philox4x32>"
    assert report["jax_key_dtype"] == "key<fry>"
    assert report["after_set_default"] == "key<fry>"
