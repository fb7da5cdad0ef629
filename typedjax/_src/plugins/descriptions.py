"""What plugins contribute: frozen, typed descriptions of backends, PRNG implementations and kernels.

Hooks return these; the plugin manager validates them before anything else
sees them. They hold no reference to typedjax internals, so a plugin needs
nothing but this module and `typedjax.plugins.hookimpl`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Literal, TypeAlias

import jax

from typedjax.array import Array
from typedjax.typing import integer, unsignedinteger

__all__ = (
    "AttributeValue",
    "BackendDescription",
    "Batching",
    "FfiTarget",
    "KernelDescription",
    "KernelVjp",
    "PrngDescription",
)


@dataclass(frozen=True, kw_only=True)
class BackendDescription:
    """A JAX platform a plugin provides, and how to tell whether it can be used here.

    Fields (all keyword-only):

    name
        The backend's name, unique among all plugins (`"cpu"`, `"cuda"`, ...).
    platform
        The JAX platform it provides, as `jax.devices(platform)` spells it.
    priority
        Higher wins when `typedjax.plugins.choose_backend()` picks one; default 0
        (the built-in CPU backend has 0).
    jax_versions
        PEP 440 specifiers for the jax versions it works with (`">=0.10.2,<0.13"`);
        empty (the default): any. Outside them the backend is listed as not usable.
    probe
        Called once, on first use, with no argument: `None` when the backend is
        usable here, otherwise a sentence saying why not (shown by
        `python -m typedjax info` and in `BackendUnavailableError`). An exception
        it raises counts as "not usable", with the exception as the reason.
    """

    name: str
    platform: str
    priority: int = 0
    jax_versions: str = ""
    probe: Callable[[], str | None]


@dataclass(frozen=True, kw_only=True)
class PrngDescription:
    """A pseudo-random number generator implementation, as `jax.extend.random` defines one.

    Key data is always **uint32** (not any unsigned type): one key's data is a
    uint32 array of shape `key_shape`. Each function receives **one key**, never a
    batch: JAX maps it over batches of keys with `jax.vmap`, so the functions must
    be traceable and vmappable (written with `jax.numpy`/`jax.lax`, no Python
    branching on values). At registration each function is traced with
    `jax.eval_shape`, and so are its `jax.jit` and `jax.vmap` forms; a broken rule
    skips the plugin with a `PluginWarning` that names the rule.

    Fields (all keyword-only):

    name
        The name `typedjax.random.key(seed, impl=name)` resolves; unique among all
        plugins.
    key_shape
        The shape of one key's data, a non-empty tuple of positive ints, e.g. `(2,)`
        for threefry2x32.
    seed
        `seed(s)`: a scalar integer array (int32, or int64 with `jax_enable_x64`)
        to uint32 key data of shape `key_shape`.
    split
        `split(key, shape)`: one key's data and a tuple of ints to uint32 key data
        of shape `(*shape, *key_shape)`.
    fold_in
        `fold_in(key, data)`: one key's data and a scalar integer array (JAX
        passes uint32) to uint32 key data of shape `key_shape`.
    random_bits
        `random_bits(key, bit_width, shape)`: one key's data, a bit width (8, 16,
        32 or 64) and a tuple of ints to an array of shape `shape` and dtype
        `uint<bit_width>`. With `jax_enable_x64` off JAX stores 64-bit integers
        as 32-bit ones, so for `bit_width=64` return **uint32** there (JAX
        narrows a uint64 request itself: build the result with
        `jnp.uint64`/`astype` and it comes out as uint32); with x64 on, uint64.
    tag
        A short tag JAX prints in key dtypes (`key<tag>`); empty (the default):
        the name.

    The functions are annotated with typedjax's array types. Results built with
    `jax.numpy` are plain `jax.Array` to a checker; give them their dtype with
    `typedjax.as_array(result, uint32)`, which checks it (at trace time under
    `jit`) and returns the same object, typed `Array[uint32]`.
    """

    name: str
    key_shape: tuple[int, ...]
    seed: Callable[[Array[integer]], Array[unsignedinteger]]
    split: Callable[[Array[unsignedinteger], tuple[int, ...]], Array[unsignedinteger]]
    fold_in: Callable[[Array[unsignedinteger], Array[integer]], Array[unsignedinteger]]
    random_bits: Callable[[Array[unsignedinteger], int, tuple[int, ...]], Array[unsignedinteger]]
    tag: str = ""


AttributeValue: TypeAlias = float | int | bool
"""A kernel attribute: a Python scalar, passed to an FFI handler as float32, int64 or bool."""
Batching: TypeAlias = Literal["vectorized", "sequential"]
"""How a kernel runs under `jax.vmap`: see `KernelDescription.batching`."""


@dataclass(frozen=True, kw_only=True)
class FfiTarget:
    """A compiled implementation of a kernel: an XLA FFI handler exported by a shared library.

    Fields (all keyword-only):

    platform
        The JAX platform it runs on, as `jax.devices(platform)` spells it (`"cpu"`,
        `"cuda"`, ...). On every other platform the kernel's reference runs.
    library
        The path of the shared library the plugin ships (build it from
        `Path(__file__).parent / "lib....so"`). typedjax loads it with `ctypes` when
        plugins are first used; a library that cannot be loaded skips the plugin with
        a `PluginWarning` that names the path and the loader's message.
    symbol
        The handler's exported name (`XLA_FFI_DEFINE_HANDLER_SYMBOL(symbol, ...)`). It
        is called with the kernel's operands, then its results, with the kernel's
        attributes by name.
    """

    platform: str
    library: str
    symbol: str


@dataclass(frozen=True, kw_only=True)
class KernelVjp:
    """How a kernel differentiates through two other kernels (reverse mode).

    Fields (all keyword-only):

    forward
        The name of a kernel that takes this kernel's operands and attributes and
        returns this kernel's results followed by residuals.
    backward
        The name of a kernel that takes this kernel's operands, the residuals and one
        cotangent per result, and returns one cotangent per operand. A cotangent with
        more leading dimensions than its operand is summed over them (the transpose of
        broadcasting), so a per-row contribution to a shared parameter needs no
        reduction inside the kernel; it is then cast to the operand's dtype.
    """

    forward: str
    backward: str


@dataclass(frozen=True, kw_only=True)
class KernelDescription:
    """A kernel: one operation with a JAX reference and compiled implementations per platform.

    typedjax registers each FFI target with XLA, lowers the kernel per platform (the
    compiled target where there is one, the reference elsewhere), pairs forward and
    backward kernels with `jax.custom_vjp`, batches it under `jax.vmap` and partitions
    it over a mesh with `custom_partitioning`. Call it with
    `typedjax.plugins.kernel(name)(*operands, **attributes)`, which returns a tuple of
    arrays, one per result.

    Fields (all keyword-only):

    name
        Unique among all plugins; prefix it with your plugin's name (`"mine.rms_norm"`).
    operands
        The operands' names, in call order (`("x", "scale")`): error messages use them.
    signature
        The dimensions of each operand and result, einsum style: `"... n, n -> ... n"`.
        Names are identifiers; `...` (first only) stands for any number of leading
        dimensions, the same for every operand and result that has it.
    dtypes
        The dtypes the kernel supports, as JAX names them (`("float32", "bfloat16")`);
        every operand has one of them, the same for all operands.
    sample
        One valid call's operand shapes (`((4, 8), (8,))`): registration checks the
        abstract evaluation on them for every dtype, and `python -m typedjax kernels
        --verify` runs the kernel on random values of these shapes.
    abstract_eval
        `abstract_eval(*operands, **attributes)`: `jax.ShapeDtypeStruct` operands to one
        `jax.ShapeDtypeStruct` per result (a tuple when there are several); raise for a
        dtype or shape the kernel does not take.
    reference
        The kernel written in JAX (`jax.numpy`, `jax.lax`): same operands, attributes and
        results. It runs on platforms with no compiled target, and is the truth
        `--verify` compares against.
    targets
        The compiled implementations, at most one per platform (default: none).
    attributes
        The attributes the kernel takes, with their defaults (`{"eps": 1e-6}`); each
        reaches an FFI handler as float32 (a `float`), int64 (an `int`) or bool.
    vjp
        `"reference"` (the default): differentiate the reference with JAX's autodiff,
        while the forward pass runs the compiled kernel; or a `KernelVjp` naming a
        forward and a backward kernel.
    batching
        `"vectorized"`: under `jax.vmap` the mapped axis becomes one more leading
        dimension of `...` (every mapped operand and every result must have `...`;
        otherwise the call runs sequentially). `"sequential"` (the default): one call
        per element, with `jax.lax.map`.
    sharded
        The dimension names (from `signature`, or `"..."`) that may stay sharded over a
        mesh: each shard runs the kernel on its own block. Every other dimension is
        gathered first. Default: none (the kernel always sees whole arrays).
    """

    name: str
    operands: tuple[str, ...]
    signature: str
    dtypes: tuple[str, ...]
    sample: tuple[tuple[int, ...], ...]
    abstract_eval: Callable[..., jax.ShapeDtypeStruct | tuple[jax.ShapeDtypeStruct, ...]]
    reference: Callable[..., jax.Array | tuple[jax.Array, ...]]
    targets: tuple[FfiTarget, ...] = ()
    attributes: Mapping[str, AttributeValue] = field(default_factory=dict[str, AttributeValue])
    vjp: KernelVjp | Literal["reference"] = "reference"
    batching: Batching = "sequential"
    sharded: tuple[str, ...] = ()
