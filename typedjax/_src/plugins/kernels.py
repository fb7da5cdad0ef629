"""Kernels: the JAX operation a checked kernel description becomes.

`Kernel` is what a description becomes once its plugin loaded: FFI targets
registered with XLA (for the platforms a usable backend provides), a lowering per
platform (`jax.lax.platform_dependent`: the compiled target, or the reference),
`custom_partitioning` so that the `sharded` dimensions stay sharded,
`custom_vmap` for batching and `custom_vjp` for the derivative. The checks the
description passed first are in `typedjax._src.plugins.kernel_checks`.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Final, Literal, Protocol, TypeAlias, cast

import jax
import jax.numpy as jnp
import numpy as np
from jax.custom_batching import custom_vmap
from jax.experimental.custom_partitioning import custom_partitioning
from jax.sharding import NamedSharding, PartitionSpec

from typedjax._src.errors import DTypeError, ShapeError
from typedjax._src.plugins.descriptions import (
    AttributeValue,
    FfiTarget,
    KernelDescription,
    KernelVjp,
)
from typedjax._src.plugins.kernel_checks import (
    ELLIPSIS,
    Results,
    Signature,
    as_results,
    as_structs,
    load_library,
)
from typedjax.typing import ArrayLike

__all__ = ("Kernel",)

_Attrs: TypeAlias = tuple[tuple[str, AttributeValue], ...]
_Fn: TypeAlias = Callable[..., Results]


class _Partitioned(Protocol):
    """What `custom_partitioning` makes (JAX leaves it unannotated)."""

    def __call__(self, *operands: jax.Array) -> Results: ...

    def def_partition(
        self,
        partition: Callable[..., object],
        *,
        sharding_rule: str,
        need_replication_factors: tuple[str, ...],
    ) -> object: ...


class _CustomVjp(Protocol):
    """What `jax.custom_vjp` makes, as used here."""

    def __call__(self, *operands: jax.Array) -> Results: ...

    def defvjp(
        self,
        fwd: Callable[..., tuple[Results, tuple[Results, Results]]],
        bwd: Callable[[tuple[Results, Results], Results], Results],
    ) -> object: ...


class _CustomVmap(Protocol):
    """What `jax.custom_batching.custom_vmap` makes, as used here."""

    def __call__(self, *operands: jax.Array) -> Results: ...

    def def_vmap(self, rule: Callable[..., tuple[Results, tuple[bool, ...]]], /) -> object: ...


_Pullback: TypeAlias = Callable[[Results], Sequence[jax.Array]]
# JAX leaves these unannotated, or partly so (getattr gives them no type to repeat); the
# annotations say how they are called here.
_struct: Callable[[Sequence[int], object], jax.ShapeDtypeStruct] = jax.ShapeDtypeStruct
_spec: Callable[..., PartitionSpec] = PartitionSpec
_pycapsule: Callable[[object], object] = getattr(jax.ffi, "pycapsule")  # noqa: B009
_partitioning: Callable[[_Fn], _Partitioned] = custom_partitioning
_custom_vmap: Callable[[_Fn], _CustomVmap] = custom_vmap
_custom_vjp: Callable[[_Fn], _CustomVjp] = getattr(jax, "custom_vjp")  # noqa: B009
_asarray: Callable[[object], jax.Array] = getattr(jnp, "asarray")  # noqa: B009
_lax_map: Callable[[Callable[[Sequence[jax.Array]], Results], Sequence[jax.Array]], object] = (
    getattr(jax.lax, "map")  # noqa: B009
)
_vjp: Callable[..., tuple[object, _Pullback]] = getattr(jax, "vjp")  # noqa: B009
_platform_dependent: Callable[..., object] = getattr(jax.lax, "platform_dependent")  # noqa: B009


_target_lock: Final = threading.Lock()
_targets: dict[tuple[str, str, str], str] = {}
"""XLA target name registered for each (library, symbol, platform): XLA cannot unregister one."""
_counter = itertools.count()


def _register_target(target: FfiTarget) -> str:
    """Register `target` with XLA, once per process; its XLA target name."""
    key = (target.library, target.symbol, target.platform)
    with _target_lock:
        name = _targets.get(key)
        if name is None:
            symbol = getattr(load_library(target.library), target.symbol)
            name = f"typedjax_{next(_counter)}_{target.symbol}"
            jax.ffi.register_ffi_target(name, _pycapsule(symbol), platform=target.platform)
            _targets[key] = name
        return name


def _ffi_attribute(value: AttributeValue) -> object:
    if isinstance(value, bool):
        return np.bool_(value)
    if isinstance(value, int):
        return np.int64(value)
    return np.float32(value)


class Kernel:
    """A kernel registered with JAX: `kernel(*operands, **attributes)` gives its results.

    Works eagerly and under `jax.jit`, `jax.vmap`, `jax.grad` (reverse mode only:
    forward-mode `jax.jvp` is not defined for a `custom_vjp`) and sharding.
    """

    def __init__(
        self,
        description: KernelDescription,
        signature: Signature,
        *,
        plugin: str,
        platforms: Sequence[str],
        resolve: Callable[[str], Kernel],
    ) -> None:
        self.description = description
        """What the plugin described."""
        self.plugin = plugin
        """The name of the plugin that offers it."""
        self._signature = signature
        registered = [t for t in description.targets if t.platform in platforms]
        self.compiled: tuple[str, ...] = tuple(sorted(t.platform for t in registered))
        """Platforms on which the compiled target runs; everywhere else the reference runs."""
        self.unavailable: tuple[str, ...] = tuple(
            sorted(t.platform for t in description.targets if t.platform not in platforms)
        )
        """Platforms with a compiled target but no loaded backend here: not registered."""
        self._xla_targets = {t.platform: _register_target(t) for t in registered}
        self._resolve = resolve
        self._lock = threading.Lock()
        self._built: dict[_Attrs, _Fn] = {}

    @property
    def name(self) -> str:
        return self.description.name

    def here(self) -> Literal["compiled", "reference"]:
        """What runs on JAX's default platform: the compiled target or the reference."""
        return "compiled" if jax.default_backend() in self.compiled else "reference"

    def __repr__(self) -> str:
        return f"<typedjax kernel {self.name!r} from plugin {self.plugin!r}>"

    # -- calling ----------------------------------------------------------------------------------

    def __call__(self, *operands: ArrayLike, **attributes: AttributeValue) -> Results:
        """The kernel's results for `operands`, one array per result (always a tuple).

        Raises:
            TypeError: the wrong number of operands, an unknown attribute or an attribute
                of the wrong type.
            DTypeError: an operand's dtype is not one the kernel supports, or the operands'
                dtypes differ.
            ShapeError: an operand's rank does not fit the signature.
        """
        arrays = self._operands(operands)
        return self.function(self._attributes(attributes))(*arrays)

    def _operands(self, operands: Sequence[ArrayLike]) -> list[jax.Array]:
        desc = self.description
        names = desc.operands
        if len(operands) != len(names):
            raise TypeError(
                f"kernel {self.name!r} takes {len(names)} operand(s) ({', '.join(names)}); got "
                f"{len(operands)}."
            )
        arrays = [_asarray(operand) for operand in operands]
        supported = ", ".join(desc.dtypes)
        first = arrays[0].dtype
        for name, array, entry in zip(names, arrays, self._signature.operands):
            dtype = array.dtype
            if dtype.name not in desc.dtypes:
                raise DTypeError(
                    f"kernel {self.name!r}: {name} has dtype {dtype.name}; it supports "
                    f"{supported}. Convert it with .astype(...) to one of them."
                )
            if dtype != first:
                raise DTypeError(
                    f"kernel {self.name!r}: {name} has dtype {dtype.name}, but {names[0]} has "
                    f"{first.name}; every operand has one dtype. Convert one with .astype(...)."
                )
            if not Signature.fits(entry, array.ndim):
                raise ShapeError(
                    f"kernel {self.name!r}: {name} has shape {array.shape}; the signature "
                    f"{desc.signature!r} expects '{' '.join(entry)}'."
                )
        return arrays

    def _attributes(self, given: Mapping[str, object]) -> _Attrs:
        defaults = self.description.attributes
        unknown = sorted(set(given) - set(defaults))
        if unknown:
            raise TypeError(
                f"kernel {self.name!r} has no attribute {', '.join(map(repr, unknown))}; its "
                f"attributes are {', '.join(map(repr, sorted(defaults))) or 'none'}."
            )
        values: list[tuple[str, AttributeValue]] = []
        for name, default in sorted(defaults.items()):
            value = given.get(name, default)
            number = isinstance(value, (int, float)) and not isinstance(value, bool)
            converted: AttributeValue | None = None
            if isinstance(default, bool):
                converted = value if isinstance(value, bool) else None
            elif isinstance(default, int):
                converted = value if number and isinstance(value, int) else None
            elif number and isinstance(value, (int, float)):
                converted = float(value)  # an int where a float is expected
            if converted is None:
                raise TypeError(
                    f"kernel {self.name!r}: attribute {name}={value!r}; expected a "
                    f"{type(default).__name__} (a Python scalar, fixed at trace time)."
                )
            values.append((name, converted))
        return tuple(values)

    def function(self, attributes: _Attrs) -> _Fn:
        """The differentiable, batchable, partitionable operation for these attributes."""
        with self._lock:
            found = self._built.get(attributes)
            if found is None:
                found = self._differentiable(attributes)
                self._built[attributes] = found
            return found

    # -- the layers, innermost first -------------------------------------------------------------

    def _lowered(self, attributes: _Attrs) -> _Fn:
        """One call: the compiled target on its platform, the reference everywhere else."""
        desc = self.description
        named = dict(attributes)
        ffi_attributes = {name: _ffi_attribute(value) for name, value in attributes}

        def reference(*operands: jax.Array) -> Results:
            return as_results(desc.reference(*operands, **named))

        def compiled(target: str) -> _Fn:
            def call(*operands: jax.Array) -> Results:
                structs = tuple(_struct(o.shape, o.dtype) for o in operands)
                shapes = as_structs(desc.abstract_eval(*structs, **named)) or ()
                found: object = jax.ffi.ffi_call(target, list(shapes))(*operands, **ffi_attributes)
                return as_results(found)

            return call

        if not self._xla_targets:
            return reference
        branches = {platform: compiled(t) for platform, t in self._xla_targets.items()}

        def lowered(*operands: jax.Array) -> Results:
            found = _platform_dependent(*operands, default=reference, **branches)
            return as_results(found)

        return lowered

    def _partitioned(self, attributes: _Attrs) -> _Fn:
        """`_lowered` under `custom_partitioning`: the `sharded` dimensions stay sharded."""
        lowered = self._lowered(attributes)
        signature = self._signature
        allowed = set(self.description.sharded)

        def may_shard(dim: str) -> bool:
            return dim in allowed or (dim.startswith(ELLIPSIS) and ELLIPSIS in allowed)

        def partition(
            mesh: jax.sharding.Mesh, arg_shapes: Sequence[object], result_shape: object
        ) -> tuple[object, _Fn, object, tuple[NamedSharding, ...]]:
            operands = [cast(jax.ShapeDtypeStruct, a) for a in arg_shapes]
            results = [cast(jax.ShapeDtypeStruct, r) for r in as_results(result_shape)]
            axes_of: dict[str, object] = {}
            used: set[object] = set()
            for entry, operand in zip(signature.operands, operands):
                # A NamedSharding has a spec (one entry per leading dimension); a replicated
                # or other sharding has none: nothing of it stays sharded.
                given: object = getattr(operand.sharding, "spec", ())
                spec = tuple(cast(Sequence[object], given))
                spec = (*spec, *(None,) * (len(operand.shape) - len(spec)))
                for dim, axes in zip(Signature.dims(entry, len(operand.shape)), spec):
                    if axes is None or dim in axes_of or not may_shard(dim) or axes in used:
                        continue
                    axes_of[dim] = axes
                    used.add(axes)

            def place(entry: tuple[str, ...], rank: int) -> NamedSharding:
                dims = Signature.dims(entry, rank)
                return NamedSharding(mesh, _spec(*(axes_of.get(d) for d in dims)))

            arg_shardings = tuple(
                place(entry, len(o.shape)) for entry, o in zip(signature.operands, operands)
            )
            result_shardings = tuple(
                place(entry, len(r.shape)) for entry, r in zip(signature.results, results)
            )
            return mesh, lowered, result_shardings, arg_shardings

        partitioned = _partitioning(lowered)
        explicit = sorted(signature.names() - {ELLIPSIS})
        partitioned.def_partition(
            partition,
            sharding_rule=self.description.signature,
            need_replication_factors=tuple(d for d in explicit if d not in allowed),
        )
        return partitioned

    def _batched(self, attributes: _Attrs) -> _Fn:
        """`_partitioned` with a `custom_vmap` rule: vectorised over `...`, or sequential."""
        partitioned = self._partitioned(attributes)
        signature = self._signature
        vectorized = self.description.batching == "vectorized"

        batched = _custom_vmap(partitioned)

        def rule(
            axis_size: int, in_batched: Sequence[bool], *operands: jax.Array
        ) -> tuple[Results, tuple[bool, ...]]:
            leading = [entry[:1] == (ELLIPSIS,) for entry in signature.operands]
            results_lead = all(entry[:1] == (ELLIPSIS,) for entry in signature.results)
            if (
                vectorized
                and results_lead
                and all(lead or not mapped for lead, mapped in zip(leading, in_batched))
            ):
                spread = [
                    o if mapped or not lead else jnp.broadcast_to(o, (axis_size, *o.shape))
                    for o, mapped, lead in zip(operands, in_batched, leading)
                ]
                found = batched(*spread)
            else:
                mapped_operands = [o for o, m in zip(operands, in_batched) if m]

                def one(items: Sequence[jax.Array]) -> Results:
                    it = iter(items)
                    return batched(*(next(it) if m else o for o, m in zip(operands, in_batched)))

                mapped = _lax_map(one, mapped_operands)
                found = as_results(mapped)
            return found, (True,) * len(found)

        batched.def_vmap(rule)
        return batched

    def _differentiable(self, attributes: _Attrs) -> _Fn:
        """`_batched` with its derivative: the vjp's kernels, or the reference's own."""
        batched = self._batched(attributes)
        desc = self.description
        named = dict(attributes)
        vjp = desc.vjp

        def primal(*operands: jax.Array) -> Results:
            return batched(*operands)

        kernel = _custom_vjp(primal)

        if isinstance(vjp, KernelVjp):
            forward = self._resolve(vjp.forward).function(attributes)
            backward = self._resolve(vjp.backward).function(attributes)
            count = len(self._signature.results)

            def fwd(*operands: jax.Array) -> tuple[Results, tuple[Results, Results]]:
                found = forward(*operands)
                return found[:count], (operands, found[count:])

            def bwd(saved: tuple[Results, Results], cotangents: Results) -> Results:
                operands, residuals = saved
                grads = backward(*operands, *residuals, *cotangents)
                return tuple(_unbroadcast(g, o) for g, o in zip(grads, operands))

        else:

            def fwd(*operands: jax.Array) -> tuple[Results, tuple[Results, Results]]:
                return batched(*operands), (operands, ())

            def bwd(saved: tuple[Results, Results], cotangents: Results) -> Results:
                operands, _ = saved

                def reference(*arrays: jax.Array) -> Results:
                    return as_results(desc.reference(*arrays, **named))

                _, pullback = _vjp(reference, *operands)
                return tuple(pullback(cotangents))

        kernel.defvjp(fwd, bwd)
        return kernel


def _unbroadcast(grad: jax.Array, operand: jax.Array) -> jax.Array:
    """`grad` summed over the leading dimensions `operand` lacks, in `operand`'s dtype."""
    extra = grad.ndim - operand.ndim
    if extra > 0:
        grad = jnp.sum(grad, axis=tuple(range(extra)))
    return grad.astype(operand.dtype)
