"""The kernel hook with kernels written in JAX only: loading, the checks, fall-back and transforms.

The compiled path (a C++ library built by pip) is tested in test_rmsnorm_plugin.py;
here each plugin is a throw-away distribution whose kernel is its reference, so every
rule can be broken on purpose and every message pinned.
"""

from __future__ import annotations

import ctypes.util
import re
import warnings
from collections.abc import Callable
from pathlib import Path

import jax
import numpy as np
import pytest
from jax.sharding import NamedSharding, PartitionSpec

import typedjax
import typedjax.numpy as tnp
from typedjax import DTypeError, ShapeError, plugins
from typedjax._src.check.cli import main
from typedjax._src.check.plugins import checks_text
from typedjax._src.plugins.verify import KernelCheck
from typedjax.plugins import (
    KernelStatus,
    PluginLoadError,
    PluginNotFoundError,
    PluginUnavailableError,
    PluginWarning,
)

MakePlugin = Callable[..., str]

# JAX leaves these partly unannotated (jaxlib ships no stubs for devices); typed as used here.
_device_put: Callable[[jax.Array, NamedSharding], jax.Array] = getattr(jax, "device_put")  # noqa: B009
_make_mesh: Callable[[tuple[int, ...], tuple[str, ...]], jax.sharding.Mesh]
_make_mesh = getattr(jax, "make_mesh")  # noqa: B009
_spec: Callable[..., PartitionSpec] = PartitionSpec
_make_jaxpr: Callable[[Callable[[jax.Array], jax.Array]], Callable[[jax.Array], object]]
_make_jaxpr = getattr(jax, "make_jaxpr")  # noqa: B009

KERNEL_PLUGIN = """
import jax, jax.numpy as jnp
from typedjax.plugins import FfiTarget, KernelDescription, KernelVjp, hookimpl

def abstract(x, *, factor):
    return jax.ShapeDtypeStruct(x.shape, x.dtype)

def reference(x, *, factor):
    return jnp.sin(x) * factor

FIELDS = dict(
    name="demo.sin", operands=("x",), signature="... n -> ... n", dtypes=("float32",),
    sample=((4, 3),), abstract_eval=abstract, reference=reference,
    attributes={{"factor": 2.0}}, batching="vectorized", sharded=("...",),
)

def rejects_float16(x, *, factor):
    if x.dtype == jnp.float16:
        raise TypeError("float16 is not supported")
    return abstract(x, factor=factor)

def always_fails(x, *, factor):
    raise ValueError("no shape for you")

@hookimpl
def typedjax_kernels():
    return [KernelDescription(**{{**FIELDS, **dict({changes})}})]
"""
"""A plugin offering one kernel, `demo.sin`; `changes` is Python source for keyword arguments
that replace the fields of the good description."""

SKIPPED = (
    "typedjax skipped plugin 'demo' from distribution 'demo-dist' 1.0, phase 'validate': "
    "ValueError: "
)
FIX = " Fix: upgrade or reinstall demo-dist, or block the plugin with TYPEDJAX_PLUGINS_BLOCK=demo."


def kernel_plugin(changes: str = "") -> str:
    return KERNEL_PLUGIN.format(changes=changes)


def skip_message(make_plugin: MakePlugin, changes: str) -> str:
    """The one PluginWarning that loading the plugin `demo` with `changes` gives."""
    make_plugin("demo", kernel_plugin(changes))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        found = plugins.kernels()
    assert "demo.sin" not in found
    messages = [str(w.message) for w in caught if issubclass(w.category, PluginWarning)]
    assert len(messages) == 1, [str(w.message) for w in caught]
    return messages[0]


def reference(x: jax.Array) -> jax.Array:
    return tnp.sin(x) * 2.0


def rows(count: int, width: int) -> jax.Array:
    """`count` x `width` float32 values spread over [-2, 2]."""
    return tnp.reshape(tnp.linspace(-2.0, 2.0, count * width, dtype=tnp.float32), (count, width))


# -- a good kernel ------------------------------------------------------------------------------


def test_a_kernel_without_compiled_targets_runs_its_reference(make_plugin: MakePlugin) -> None:
    make_plugin("demo", kernel_plugin())
    status = typedjax.kernels()["demo.sin"]
    assert isinstance(status, KernelStatus)
    assert (status.plugin, status.compiled, status.unavailable, status.here) == (
        "demo",
        (),
        (),
        "reference",
    )
    info = next(p for p in plugins.list_plugins() if p.name == "demo")
    assert (info.status, info.hooks, info.provides) == ("loaded", ("typedjax_kernels",),
                                                        ("demo.sin",))  # fmt: skip
    x = rows(4, 3)
    kernel = plugins.kernel("demo.sin")
    (y,) = kernel(x)
    np.testing.assert_allclose(y, reference(x), rtol=1e-6)
    (y3,) = kernel(x, factor=3.0)
    np.testing.assert_allclose(y3, tnp.sin(x) * 3.0, rtol=1e-6)


def test_a_target_for_a_platform_no_backend_provides_falls_back(
    make_plugin: MakePlugin, tmp_path: Path
) -> None:
    # A TPU library that is not even there: no backend provides "tpu" here, so typedjax
    # neither loads nor registers it, and the reference runs.
    library = tmp_path / "libtpu_kernels.so"
    make_plugin("demo", kernel_plugin(
        f'targets=(FfiTarget(platform="tpu", library={str(library)!r}, symbol="Sin"),)'
    ))  # fmt: skip
    assert "tpu" not in {status.description.platform for status in plugins.backends().values()}
    status = plugins.kernels()["demo.sin"]
    assert (status.compiled, status.unavailable, status.here) == ((), ("tpu",), "reference")
    x = rows(4, 3)
    np.testing.assert_allclose(plugins.kernel("demo.sin")(x)[0], reference(x), rtol=1e-6)


def test_the_kernel_works_under_jit_vmap_and_grad(make_plugin: MakePlugin) -> None:
    make_plugin("demo", kernel_plugin())
    kernel = plugins.kernel("demo.sin")
    x = tnp.reshape(rows(8, 3), (2, 4, 3))

    def one(v: jax.Array) -> jax.Array:
        return kernel(v)[0]

    def total(v: jax.Array) -> jax.Array:
        return tnp.sum(one(v))

    np.testing.assert_allclose(typedjax.jit(one)(x), reference(x), rtol=1e-6)
    np.testing.assert_allclose(typedjax.vmap(one)(x), reference(x), rtol=1e-6)
    np.testing.assert_allclose(typedjax.vmap(typedjax.vmap(one))(x), reference(x), rtol=1e-6)
    np.testing.assert_allclose(typedjax.grad(total)(x), 2.0 * tnp.cos(x), rtol=1e-6)
    vmapped_grad = typedjax.vmap(typedjax.grad(total))(x)
    np.testing.assert_allclose(vmapped_grad, 2.0 * tnp.cos(x), rtol=1e-6)


def test_sequential_batching_maps_one_call_per_element(make_plugin: MakePlugin) -> None:
    make_plugin("demo", kernel_plugin('batching="sequential", signature="n -> n", sample=((3,),)'))
    kernel = plugins.kernel("demo.sin")
    x = rows(4, 3)

    def one(v: jax.Array) -> jax.Array:
        return kernel(v)[0]

    batched = typedjax.vmap(one)
    np.testing.assert_allclose(batched(x), reference(x), rtol=1e-6)
    assert "scan[" in str(_make_jaxpr(batched)(x))  # jax.lax.map: a loop, one call each


def _sharded_hlo() -> tuple[str, jax.Array, jax.Array]:
    """The compiled HLO of the kernel on rows sharded over 8 devices, its result, its input."""
    kernel = plugins.kernel("demo.sin")
    mesh = _make_mesh((8,), ("b",))
    x = rows(16, 6)
    placed = _device_put(x, NamedSharding(mesh, _spec("b", None)))

    def one(v: jax.Array) -> jax.Array:
        return kernel(v)[0]

    f = typedjax.jit(one)
    return f.lower(placed).compile().as_text() or "", f(placed), x


def test_sharded_dimensions_stay_sharded(make_plugin: MakePlugin) -> None:
    make_plugin("demo", kernel_plugin())
    hlo, y, x = _sharded_hlo()
    assert "all-gather" not in hlo
    np.testing.assert_allclose(y, reference(x), rtol=1e-6)
    assert isinstance(y.sharding, NamedSharding)
    assert tuple(y.sharding.spec)[:1] == ("b",)


def test_dimensions_not_named_sharded_are_gathered(make_plugin: MakePlugin) -> None:
    # The counterpart of the test above: with no dimension allowed to stay sharded, the
    # kernel sees whole arrays, so the compiled program gathers the input first.
    make_plugin("demo", kernel_plugin("sharded=()"))
    hlo, y, x = _sharded_hlo()
    assert "all-gather" in hlo
    np.testing.assert_allclose(y, reference(x), rtol=1e-6)


# -- bad calls ----------------------------------------------------------------------------------


def test_bad_calls_get_clear_errors(make_plugin: MakePlugin) -> None:
    make_plugin("demo", kernel_plugin())
    kernel = plugins.kernel("demo.sin")
    x = tnp.ones((4, 3), tnp.float32)
    with pytest.raises(DTypeError, match=re.escape(
        "kernel 'demo.sin': x has dtype int32; it supports float32. Convert it with "
        ".astype(...) to one of them."
    )):  # fmt: skip
        kernel(tnp.ones((4, 3), tnp.int32))
    with pytest.raises(
        TypeError, match=re.escape("kernel 'demo.sin' takes 1 operand(s) (x); got 2.")
    ):
        kernel(x, x)
    with pytest.raises(TypeError, match=re.escape(
        "kernel 'demo.sin' has no attribute 'eps'; its attributes are 'factor'."
    )):  # fmt: skip
        kernel(x, eps=1.0)
    with pytest.raises(TypeError, match=re.escape(
        "kernel 'demo.sin': attribute factor=True; expected a float (a Python scalar, fixed at "
        "trace time)."
    )):  # fmt: skip
        kernel(x, factor=True)
    with pytest.raises(ShapeError, match=re.escape(
        "kernel 'demo.sin': x has shape (); the signature '... n -> ... n' expects '... n'."
    )):  # fmt: skip
        kernel(np.float32(1.0))
    with pytest.raises(PluginNotFoundError, match=re.escape(
        "No kernel named 'demo.cos'; available: 'demo.sin'."
    )):  # fmt: skip
        plugins.kernel("demo.cos")


# -- broken descriptions: the plugin is skipped, the rule named -----------------------------


def test_an_abstract_evaluation_that_fails_is_reported(make_plugin: MakePlugin) -> None:
    assert skip_message(make_plugin, "abstract_eval=always_fails") == SKIPPED + (
        "kernel 'demo.sin' breaks the rule 'abstract_eval' (abstract_eval returns one "
        "jax.ShapeDtypeStruct per result, as the reference computes them): "
        "abstract_eval(float32[4,3]) raised ValueError: no shape for you." + FIX
    )


def test_an_abstract_evaluation_returning_non_arrays_is_reported(make_plugin: MakePlugin) -> None:
    message = skip_message(make_plugin, "abstract_eval=lambda x, *, factor: x.shape")
    assert message == SKIPPED + (
        "kernel 'demo.sin' breaks the rule 'abstract_eval' (abstract_eval returns one "
        "jax.ShapeDtypeStruct per result, as the reference computes them): "
        "abstract_eval(float32[4,3]) returned tuple (4, 3); expected a jax.ShapeDtypeStruct or "
        "a non-empty tuple of them." + FIX
    )


def test_a_wrong_abstract_evaluation_is_reported(make_plugin: MakePlugin) -> None:
    wrong = "abstract_eval=lambda x, *, factor: jax.ShapeDtypeStruct(x.shape[:1], x.dtype)"
    assert skip_message(make_plugin, wrong) == SKIPPED + (
        "kernel 'demo.sin' breaks the rule 'abstract_eval' (abstract_eval returns one "
        "jax.ShapeDtypeStruct per result, as the reference computes them): "
        "abstract_eval(float32[4,3]) gives (float32[4]), but the reference gives (float32[4,3])."
        + FIX
    )


def test_a_claimed_dtype_the_abstract_evaluation_rejects_is_reported(
    make_plugin: MakePlugin,
) -> None:
    changes = 'abstract_eval=rejects_float16, dtypes=("float32", "float16")'
    assert skip_message(make_plugin, changes) == SKIPPED + (
        "kernel 'demo.sin' breaks the rule 'dtypes' (abstract_eval accepts every dtype the "
        "description claims): the description claims dtype 'float16', but "
        "abstract_eval(float16[4,3]) raised TypeError: float16 is not supported." + FIX
    )


def test_sharding_a_dimension_the_kernel_lacks_is_reported(make_plugin: MakePlugin) -> None:
    assert skip_message(make_plugin, 'sharded=("...", "m")') == SKIPPED + (
        "kernel 'demo.sin' breaks the rule 'sharded' (sharded names dimensions of the signature "
        "(or '...')): sharded=('...', 'm') names 'm', which the kernel does not have; its "
        "dimensions are 'n' (and '...') in '... n -> ... n'." + FIX
    )


def test_a_signature_that_does_not_fit_the_sample_is_reported(make_plugin: MakePlugin) -> None:
    assert skip_message(make_plugin, 'signature="n -> n"') == SKIPPED + (
        "kernel 'demo.sin' breaks the rule 'signature' (the signature gives each operand and "
        "result its dimensions, consistently with the sample): operand 'x' is 'n' in the "
        "signature, but its sample shape is (4, 3)." + FIX
    )


def test_a_library_that_cannot_be_loaded_skips_the_plugin(
    make_plugin: MakePlugin, tmp_path: Path
) -> None:
    corrupt = tmp_path / "libcorrupt.so"
    corrupt.write_bytes(b"this is not a shared library\n" * 64)
    changes = f'targets=(FfiTarget(platform="cpu", library={str(corrupt)!r}, symbol="Sin"),)'
    message = skip_message(make_plugin, changes)
    assert message == SKIPPED + (
        "kernel 'demo.sin' breaks the rule 'targets' (each FFI target's library loads and "
        f"exports its symbol, one target per platform): the shared library {str(corrupt)!r} "
        f"cannot be loaded: {corrupt}: invalid ELF header." + FIX
    )
    with pytest.raises(PluginUnavailableError, match=re.escape(
        "The kernel 'demo.sin' is not available: plugin 'demo' from distribution 'demo-dist' 1.0 "
        "failed to load: ValueError: kernel 'demo.sin' breaks the rule 'targets'"
    )) as raised:  # fmt: skip
        plugins.kernel("demo.sin")
    assert isinstance(raised.value.__cause__, ValueError)
    assert isinstance(raised.value.__cause__.__cause__, OSError)


def test_a_missing_library_skips_the_plugin(make_plugin: MakePlugin, tmp_path: Path) -> None:
    missing = tmp_path / "nowhere" / "libsin.so"
    changes = f'targets=(FfiTarget(platform="cpu", library={str(missing)!r}, symbol="Sin"),)'
    message = skip_message(make_plugin, changes)
    assert message.endswith(
        f"the shared library {str(missing)!r} cannot be loaded: {missing}: cannot open shared "
        "object file: No such file or directory." + FIX
    ), message


def test_a_symbol_missing_from_the_library_is_reported(make_plugin: MakePlugin) -> None:
    libc = ctypes.util.find_library("c")
    assert libc is not None
    changes = f'targets=(FfiTarget(platform="cpu", library={libc!r}, symbol="NoSuchHandler"),)'
    assert skip_message(make_plugin, changes) == SKIPPED + (
        "kernel 'demo.sin' breaks the rule 'targets' (each FFI target's library loads and "
        f"exports its symbol, one target per platform): the shared library {libc!r} does not "
        "export the FFI handler 'NoSuchHandler'. Fix: check the name given to "
        'XLA_FFI_DEFINE_HANDLER_SYMBOL, and that the symbol is exported (extern "C", default '
        "visibility)." + FIX
    )


def test_a_vjp_naming_an_unknown_kernel_is_reported(make_plugin: MakePlugin) -> None:
    changes = 'vjp=KernelVjp(forward="demo.fwd", backward="demo.sin")'
    assert skip_message(make_plugin, changes) == SKIPPED + (
        "kernel 'demo.sin' breaks the rule 'vjp' (the vjp's forward and backward kernels exist "
        "and fit this kernel): its forward kernel 'demo.fwd' is not offered by this plugin or "
        "any loaded before it; known kernels: 'demo.sin'." + FIX
    )


def test_a_backward_kernel_that_does_not_fit_is_reported(make_plugin: MakePlugin) -> None:
    changes = 'vjp=KernelVjp(forward="demo.sin", backward="demo.sin")'
    assert skip_message(make_plugin, changes) == SKIPPED + (
        "kernel 'demo.sin' breaks the rule 'vjp' (the vjp's forward and backward kernels exist "
        "and fit this kernel): its backward kernel 'demo.sin' takes 1 operand(s); expected 2: "
        "the 1 operand(s), the 0 residual(s) and one cotangent per result (1)." + FIX
    )


def test_two_plugins_claiming_one_kernel_name_are_both_named(make_plugin: MakePlugin) -> None:
    make_plugin("first", kernel_plugin(), dist="first-dist")
    make_plugin("second", kernel_plugin(), dist="second-dist")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        found = plugins.kernels()
    assert found["demo.sin"].plugin == "first"
    assert [str(w.message) for w in caught] == [
        (
            "typedjax skipped plugin 'second' from distribution 'second-dist' 1.0, phase "
            "'register': it offers the kernel 'demo.sin', which plugin 'first' from distribution "
            "'first-dist' 1.0 already offers (distributions 'first-dist' and 'second-dist'). Fix: "
            "uninstall one of them, or block one with TYPEDJAX_PLUGINS_BLOCK=<plugin name>."
        )
    ]


def test_strict_mode_raises_for_a_broken_kernel(
    make_plugin: MakePlugin, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(plugins.STRICT_ENV, "1")
    make_plugin("demo", kernel_plugin('sharded=("m",)'))
    with pytest.raises(PluginLoadError, match=re.escape("breaks the rule 'sharded'")):
        plugins.kernels()


# -- the command line -----------------------------------------------------------------------------


def test_the_command_line_lists_a_kernel_that_falls_back(
    make_plugin: MakePlugin, capsys: pytest.CaptureFixture[str]
) -> None:
    make_plugin("demo", kernel_plugin())
    assert main(["kernels"]) == 0
    assert capsys.readouterr().out == (
        "  demo.sin (plugin demo; float32): reference everywhere (nothing compiled); here: "
        "reference\n"
    )
    assert main(["kernels", "--verify"]) == 0
    out = capsys.readouterr().out
    assert re.fullmatch(
        r"kernel +dtype +platform +values +gradients +tolerance +result\n"
        r"demo\.sin +float32 +cpu +- +- +- +reference only: nothing compiled here\n",
        out,
    ), out


def test_with_no_kernel_the_command_line_says_how_to_get_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The suite's environment installs no kernel plugin (the rmsnorm tests use their own site).
    assert not plugins.kernels()
    assert main(["kernels"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("no kernel is loaded: no installed distribution offers one")
    assert "    pip install ./examples/rmsnorm_plugin\n" in out
    assert (
        Path(__file__).resolve().parents[3] / "examples" / "rmsnorm_plugin" / "pyproject.toml"
    ).exists()


def test_a_verified_kernel_fails_beyond_its_tolerance() -> None:
    within = KernelCheck(kernel="k", dtype="float32", platform="cpu", compiled=True,
                         value_error=1e-6, gradient_error=2e-6, tolerance=1e-5)  # fmt: skip
    beyond = KernelCheck(kernel="k", dtype="float16", platform="cpu", compiled=True,
                         value_error=1e-6, gradient_error=0.5, tolerance=1e-2)  # fmt: skip
    raised = KernelCheck(kernel="k", dtype="bfloat16", platform="cpu", compiled=True,
                         value_error=float("inf"), gradient_error=None, tolerance=1e-2,
                         error="XlaRuntimeError: boom")  # fmt: skip
    assert (within.ok, beyond.ok, raised.ok) == (True, False, False)
    text = checks_text([within, beyond, raised])
    assert text.splitlines()[1:] == [
        "k       float32   cpu       1.00e-06  2.00e-06   1.00e-05   ok",
        "k       float16   cpu       1.00e-06  5.00e-01   1.00e-02   FAILED",
        "k       bfloat16  cpu       inf       -          1.00e-02   FAILED: XlaRuntimeError: boom",
        "largest error: values inf, gradients 5.00e-01",
    ]
