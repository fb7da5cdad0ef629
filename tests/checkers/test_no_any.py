"""No `Any` leaks out of a typed transform: every wrapper, applied to a fully typed function.

A probe module applies every public function-wrapping callable of `typedjax`,
`typedjax.transforms`, `typedjax.lax`, `typedjax.debug` and `typedjax.plugins` to typed functions,
calls the results and `reveal_type`s both; pyright and mypy then read it, and
no revealed type may contain `Any` (or pyright's `Unknown`). The names covered
are computed from the `__all__`s, less the explicit `_NOT_WRAPPING` set, so a
wrapper added later without a `_TEMPLATES` entry fails `test_every_wrapper_has_a_probe`.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

import typedjax
import typedjax.debug
import typedjax.lax
import typedjax.plugins
import typedjax.transforms
from tests.agreement.harness import MYPY_PROBE_CACHE, MYPY_PROBE_FLAGS
from typedjax._src.transforms import control

ROOT = Path(__file__).resolve().parents[2]
PROBE = ROOT / "build" / "no_any_probe.py"

_MODULES: tuple[tuple[str, ModuleType], ...] = (
    ("typedjax", typedjax),
    ("typedjax.transforms", typedjax.transforms),
    ("typedjax.lax", typedjax.lax),
    ("typedjax.debug", typedjax.debug),
    ("typedjax.plugins", typedjax.plugins),
)

# Public names that do not wrap or transform a function, with the reason.
_NOT_WRAPPING: dict[str, str] = {
    # classes and protocols: the types the wrappers return or accept, not wrappers
    "Array": "the array class",
    "DTypeError": "an exception class",
    "ShapeError": "an exception class",
    "VarianceError": "an exception class",
    "ShardingError": "an exception class",
    "VersionError": "an exception class",
    "JAXFeatureError": "an exception class",
    "AnnotationError": "an exception class",
    "Exported": "the class export returns",
    "CheckpointPolicy": "a protocol for checkpoint policies",
    "Differentiated": "the protocol grad and value_and_grad return",
    "Compiled": "the class `Lowered.compile` returns",
    "CompiledMemoryStats": "a class of compiled statistics",
    "CustomJVP": "the class custom_jvp returns",
    "CustomJVPNondiff": "the class custom_jvp returns",
    "CustomVJP": "the class custom_vjp returns",
    "CustomVJPNondiff": "the class custom_vjp returns",
    "CustomJVP1": "the class custom_jvp returns for a 1-parameter primal",
    "CustomJVP2": "the class custom_jvp returns for a 2-parameter primal",
    "CustomJVP3": "the class custom_jvp returns for a 3-parameter primal",
    "CustomVJP1": "the class custom_vjp returns for a 1-parameter primal",
    "CustomVJP2": "the class custom_vjp returns for a 2-parameter primal",
    "CustomVJP3": "the class custom_vjp returns for a 3-parameter primal",
    "Jitted": "the class jit returns",
    "Lowered": "the class `Jitted.lower` returns",
    "Traced": "the class `Jitted.trace` returns",
    "SpecTree": "a type alias for partition specs",
    "BackendDescription": "a plugin's description of a backend",
    "BackendStatus": "the class `backends` returns the values of",
    "HookimplMarker": "the class of `hookimpl`",
    "PluginInfo": "the class `list_plugins` returns the items of",
    "PluginSettings": "the class `settings` returns",
    "PrngDescription": "a plugin's description of a PRNG implementation",
    "KernelDescription": "a plugin's description of a kernel",
    "FfiTarget": "a kernel description's compiled implementation",
    "KernelVjp": "a kernel description's derivative",
    "KernelStatus": "the class `kernels` returns the values of",
    "Kernel": "the class `kernel` returns (called with arrays, not functions)",
    "AttributeValue": "a type alias of kernel attribute values",
    "Batching": "a Literal alias of kernel batching methods",
    "Phase": "a Literal alias of plugin-loading phases",
    "PluginKind": "a Literal alias of plugin kinds",
    "PluginStatus": "a Literal alias of plugin statuses",
    "BackendUnavailableError": "an exception class",
    "PluginConfigError": "an exception class",
    "PluginConflictError": "an exception class",
    "PluginError": "an exception class",
    "PluginLoadError": "an exception class",
    "PluginNotFoundError": "an exception class",
    "PluginUnavailableError": "an exception class",
    "PluginVersionError": "an exception class",
    "PluginWarning": "a warning class",
    # constants
    "ALLOW_ENV": "an environment variable's name",
    "AUTOLOAD_ENV": "an environment variable's name",
    "BLOCK_ENV": "an environment variable's name",
    "STRICT_ENV": "an environment variable's name",
    "API_ENTRY_POINT_GROUP": "an entry-point group's name",
    "ENTRY_POINT_GROUP": "an entry-point group's name",
    "PLUGIN_API_VERSION": "a version string",
    # modules
    "debug": "a module",
    "lax": "a module",
    "plugins": "a module (in _MODULES: its wrapper, `hookimpl`, is probed)",
    "random": (
        "a module of key functions and samplers, none of which wraps a function"
        " (their exact types are asserted in tests/typing/random/check_random.py)"
    ),
    "transforms": "a module",
    "typing": "a module",
    # functions over values, not functions
    "as_array": "converts a value",
    "is_array": "a predicate on a value",
    "checkpoint_name": "names a value (identity on its argument)",
    "checkpoint_policies": "a namespace of policies",
    "clear_caches": "takes nothing, returns None",
    "effects_barrier": "takes nothing, returns None",
    "print": "takes a format string, not a function",
    "backend": "looks up a backend by name",
    "backends": "takes nothing, returns the backends by name",
    "choose_backend": "takes nothing, returns a backend",
    "configure": "takes switch values, returns None",
    "list_plugins": "takes a flag, returns plugin records",
    "prng_impl": "looks up a PRNG implementation by name",
    "prng_impls": "takes nothing, returns the PRNG implementations by name",
    "register": "takes a plugin module or object, returns None",
    "reset": "takes nothing, returns None",
    "settings": "takes nothing, returns the switches",
    "kernel": "looks up a kernel by name",
    "kernels": "takes nothing, returns the kernels by name",
    "shape_dtype": "builds a jax.ShapeDtypeStruct from a shape and a dtype",
    "typed_like": "types a value like another",
}

_PRELUDE = """\
# Generated by tests/checkers/test_no_any.py; do not edit.
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from jax.sharding import Mesh, PartitionSpec

import typedjax
import typedjax.debug
import typedjax.lax
import typedjax.plugins
import typedjax.transforms
from typedjax import Array
from typedjax.plugins import BackendDescription, PrngDescription
from typedjax.typing import bool_, float32, int32, integer


def f(x: Array[float32], y: Array[float32]) -> Array[float32]:
    return x * y


def f1(x: Array[float32]) -> Array[float32]:
    return x


def f_fwd(x: Array[float32], y: Array[float32]) -> tuple[Array[float32], tuple[Array[float32], Array[float32]]]:
    return x * y, (x, y)


def f_bwd(res: tuple[Array[float32], Array[float32]], g: Array[float32]) -> tuple[Array[float32], Array[float32]]:
    return g * res[1], g * res[0]


def f_jvp(
    primals: tuple[Array[float32], Array[float32]], tangents: tuple[Array[float32], Array[float32]]
) -> tuple[Array[float32], Array[float32]]:
    return primals[0] * primals[1], tangents[0] * primals[1] + primals[0] * tangents[1]


def body(c: Array[float32], x: Array[float32]) -> tuple[Array[float32], Array[float32]]:
    return c + x, c


def loop_body(i: Array[integer], c: Array[float32]) -> Array[float32]:
    return c


def keep_going(c: Array[float32]) -> Array[bool_]:
    return c < 1.0


def host(x: Array[float32]) -> None:
    pass


def typedjax_backends() -> Sequence[BackendDescription]:
    return []


def typedjax_prng_impls() -> Sequence[PrngDescription]:
    return []


def leaky() -> Any:
    return 1
"""

_HEADER = (
    "",
    "",
    "def probe_{n}(x: Array[float32], y: Array[float32], p: Array[bool_], i: Array[int32], mesh: Mesh, spec: PartitionSpec) -> None:",
)

# Per bare name, the probe lines ({fn} is the qualified name); every reveal_type is counted.
_TEMPLATES: dict[str, tuple[str, ...]] = {
    "jit": ("t = {fn}(f)", "reveal_type(t)", "reveal_type(t(x, y))"),
    "eval_shape": ("reveal_type({fn}(f, x, y))",),
    "grad": ("t = {fn}(f)", "reveal_type(t)", "reveal_type(t(x, y))"),
    "value_and_grad": ("t = {fn}(f)", "reveal_type(t)", "reveal_type(t(x, y))"),
    "jacfwd": ("t = {fn}(f)", "reveal_type(t)", "reveal_type(t(x, y))"),
    "jacrev": ("t = {fn}(f)", "reveal_type(t)", "reveal_type(t(x, y))"),
    "hessian": ("t = {fn}(f)", "reveal_type(t)", "reveal_type(t(x, y))"),
    "jvp": ("reveal_type({fn}(f1, (x,), (x,)))", "reveal_type({fn}(f, (x, y), (x, y)))"),
    "vjp": ("out, pullback = {fn}(f, x, y)", "reveal_type(pullback)", "reveal_type(pullback(out))"),
    "linearize": ("_, lin = {fn}(f, x, y)", "reveal_type(lin)", "reveal_type(lin(x, y))"),
    "vmap": ("t = {fn}(f)", "reveal_type(t)", "reveal_type(t(x, y))"),
    "checkpoint": ("t = {fn}(f)", "reveal_type(t)", "reveal_type(t(x, y))"),
    "remat": ("t = {fn}(f)", "reveal_type(t)", "reveal_type(t(x, y))"),
    "custom_jvp": (
        "t = {fn}(f)",
        "reveal_type(t)",
        "reveal_type(t.defjvp(f_jvp))",
        "reveal_type(t(x, y))",
    ),
    "custom_vjp": (
        "t = {fn}(f)",
        "reveal_type(t)",
        "reveal_type(t.defvjp(f_fwd, f_bwd))",
        "reveal_type(t(x, y))",
    ),
    "shard_map": (
        "t = {fn}(f, mesh=mesh, in_specs=(spec, spec), out_specs=spec)",
        "reveal_type(t)",
        "reveal_type(t(x, y))",
        "d = {fn}(mesh=mesh, in_specs=(spec, spec), out_specs=spec)",
        "reveal_type(d)",
        "reveal_type(d(f)(x, y))",
    ),
    "scan": ("reveal_type({fn}(body, x, y))",),
    "cond": ("reveal_type({fn}(p, f, f, x, y))", "reveal_type({fn}(p, f1, f1, x))"),
    "switch": ("reveal_type({fn}(i, [f, f], x, y))",),
    "fori_loop": ("reveal_type({fn}(0, 3, loop_body, x))",),
    "while_loop": ("reveal_type({fn}(keep_going, f1, x))",),
    "callback": (
        "reveal_type({fn}(host, x))",
        "c = {fn}(ordered=True)",
        "reveal_type(c)",
        "reveal_type(c(host, x))",
    ),
    "typecheck": ("t = {fn}(f)", "reveal_type(t)", "reveal_type(t(x, y))"),
    "annotated_shardings": ("reveal_type({fn}(f, mesh))",),
    "export": ("t = {fn}(f)", "reveal_type(t)", "reveal_type(t.call(x, y))"),
    "deserialize": ("t = {fn}(b'', like=f)", "reveal_type(t)", "reveal_type(t.call(x, y))"),
    "hookimpl": (
        "b = {fn}(typedjax_backends)",
        "reveal_type(b)",
        "reveal_type(b())",
        "r = {fn}(typedjax_prng_impls)",
        "reveal_type(r)",
        "reveal_type(r())",
    ),
}

_CANARY = "reveal_type(leaky())"


def _covered() -> list[str]:
    """Every qualified public name that wraps a function, from the `__all__`s."""
    covered: list[str] = []
    for module, mod in _MODULES:
        public: tuple[str, ...] = getattr(mod, "__all__")  # noqa: B009  # pytype cannot see __all__ on a ModuleType
        covered += [
            f"{module}.{name}"
            for name in public
            if name not in _NOT_WRAPPING and not _jax_lax_own(module, name)
        ]
    return covered


def _jax_lax_own(module: str, name: str) -> bool:
    """Whether `typedjax.lax.<name>` is one of `jax.lax`'s operations, collectives or classes
    (typed by tools/gen/lax.py or by JAX), not its control flow, which wraps functions."""
    return module == "typedjax.lax" and name not in control.__all__


def _build_probe() -> tuple[str, dict[str, list[int]], int]:
    """The probe source, the reveal lines of each qualified name, and the canary's line."""
    lines = list[str](_PRELUDE.splitlines())
    reveals: dict[str, list[int]] = {}
    for n, qualified in enumerate(_covered()):
        lines.extend(line.format(n=n) for line in _HEADER)
        for stmt in _TEMPLATES.get(qualified.rsplit(".", 1)[1], ()):
            lines.append("    " + stmt.format(fn=qualified))
            if "reveal_type(" in stmt:
                reveals.setdefault(qualified, []).append(len(lines))
    lines.extend(("", "", "def canary() -> None:", "    " + _CANARY))
    return "\n".join(lines) + "\n", reveals, len(lines)


def _pyright_reveals(path: Path) -> tuple[dict[int, str], list[str]]:
    """Revealed types by line, and any errors, as pyright reports them."""
    proc = subprocess.run(
        [sys.executable, "-m", "pyright", "--outputjson", "--pythonpath", sys.executable, str(path)],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    report = json.loads(proc.stdout)
    revealed: dict[int, str] = {}
    errors: list[str] = []
    for diag in report["generalDiagnostics"]:
        line = diag["range"]["start"]["line"] + 1
        message = diag["message"]
        if diag["severity"] == "information" and message.startswith("Type of "):
            revealed[line] = message
        elif diag["severity"] == "error":
            errors.append(f"{line}: {message}")
    return revealed, errors


def _mypy_reveals(path: Path) -> tuple[dict[int, str], list[str]]:
    """Revealed types by line, and any errors, as mypy reports them."""
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(MYPY_PROBE_CACHE), "--show-traceback",
         *MYPY_PROBE_FLAGS, str(path)],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    revealed: dict[int, str] = {}
    errors: list[str] = []
    for match in re.finditer(r"^[^\n:]+:(\d+): (note|error): (.*)$", proc.stdout, re.MULTILINE):
        line, kind, message = int(match.group(1)), match.group(2), match.group(3)
        if kind == "note" and message.startswith("Revealed type is "):
            revealed[line] = message
        elif kind == "error":
            errors.append(f"{line}: {message}")
    return revealed, errors


_PYRIGHT_LEAK = re.compile(r"\b(Any|Unknown)\b")
_MYPY_LEAK = re.compile(r"\bAny\b")
# NumPy's own spellings of "any NumPy array" and "any NumPy number", which the transformed
# function of `grad` and `value_and_grad` takes (what JAX converts to an array): NumPy's stubs
# write them with `Any` (`number`'s bit width is invariant), so the `Any` is NumPy's
# declaration of a parameter, not one a transform leaks. Only these exact spellings are taken.
_NUMPY_OWN = re.compile(
    r"\b(?:numpy\.)?(?:ndarray\[Any, (?:numpy\.)?dtype\[Any\]\]|number\[Any, Any\])"
)


def _leaks(revealed: dict[int, str], pattern: re.Pattern[str]) -> dict[int, str]:
    return {
        line: message
        for line, message in revealed.items()
        if pattern.search(_NUMPY_OWN.sub("", message))
    }


class _Probe:
    def __init__(self) -> None:
        source, self.reveals, self.canary = _build_probe()
        PROBE.parent.mkdir(exist_ok=True)
        PROBE.write_text(source)
        self.source_lines = source.splitlines()
        self.pyright, self.pyright_errors = _pyright_reveals(PROBE)
        self.mypy, self.mypy_errors = _mypy_reveals(PROBE)

    def name_of(self, line: int) -> str:
        for name, lines in self.reveals.items():
            if line in lines:
                return name
        return "?"

    def describe(self, leaks: dict[int, str]) -> str:
        return "\n".join(
            f"  {self.name_of(line)} (line {line}: {self.source_lines[line - 1].strip()}): {message}"
            for line, message in sorted(leaks.items())
        )


@pytest.fixture(scope="module")
def probe() -> _Probe:
    return _Probe()


def test_every_wrapper_has_a_probe() -> None:
    missing = sorted({q for q in _covered() if q.rsplit(".", 1)[1] not in _TEMPLATES})
    assert not missing, (
        f"public wrappers with no probe template (add one, or a reasoned _NOT_WRAPPING entry): {missing}"
    )
    unused = sorted(set(_TEMPLATES) - {q.rsplit(".", 1)[1] for q in _covered()})
    assert not unused, f"templates for names no __all__ exports: {unused}"


def test_probe_type_checks(probe: _Probe) -> None:
    assert not probe.pyright_errors, "pyright errors in the probe:\n" + "\n".join(
        probe.pyright_errors
    )
    assert not probe.mypy_errors, "mypy errors in the probe:\n" + "\n".join(probe.mypy_errors)


def test_every_name_was_revealed(probe: _Probe) -> None:
    expected = {line for lines in probe.reveals.values() for line in lines} | {probe.canary}
    assert set(probe.reveals) == set(_covered())
    assert set(probe.pyright) == expected, sorted(expected ^ set(probe.pyright))
    assert set(probe.mypy) == expected, sorted(expected ^ set(probe.mypy))


def test_no_any_from_pyright(probe: _Probe) -> None:
    leaks = _leaks(probe.pyright, _PYRIGHT_LEAK)
    leaks.pop(probe.canary)
    assert not leaks, "pyright reveals Any/Unknown:\n" + probe.describe(leaks)


def test_no_any_from_mypy(probe: _Probe) -> None:
    leaks = _leaks(probe.mypy, _MYPY_LEAK)
    leaks.pop(probe.canary)
    assert not leaks, "mypy reveals Any:\n" + probe.describe(leaks)


def test_numpy_spellings_are_taken_alone() -> None:
    numpy_own = "(numpy.ndarray[Any, numpy.dtype[Any]] | number[Any, Any]) -> Array[float32]"
    assert not _leaks({1: numpy_own}, _MYPY_LEAK)
    assert _leaks({1: numpy_own.replace("float32", "Any")}, _MYPY_LEAK)
    assert _leaks({1: "(ndarray[Any, dtype[Unknown]]) -> None"}, _PYRIGHT_LEAK)


def test_detector_flags_an_any_returning_helper(probe: _Probe) -> None:
    assert probe.canary in _leaks(probe.pyright, _PYRIGHT_LEAK), probe.pyright.get(probe.canary)
    assert probe.canary in _leaks(probe.mypy, _MYPY_LEAK), probe.mypy.get(probe.canary)
