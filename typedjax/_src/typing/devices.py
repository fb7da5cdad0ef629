"""`typecheck`'s device checks: variance inside `shard_map`, and which mesh axes split an axis.

`Varying[A, " i"]` / `Invariant[A]` are compared with the variance JAX traced;
a shape entry `b@data` (JAX prints `float32[8@data,4]`) with the array's sharding:
a concrete array's own, a tracer's type's where the mesh axis is `Explicit` (JAX
records no split in the type along an `Auto` or `Manual` axis, or where the traced
type has no mesh, so none is compared there).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import jax
from jax._src.core import Tracer
from jax.sharding import AxisType, NamedSharding

from typedjax._src.errors import ShardingError, VarianceError
from typedjax._src.typing.variance import Variance, bound_axis, traced_varying, tracks_variance

if TYPE_CHECKING:
    from typedjax._src.typing.annotations import ArraySpec

__all__ = ("check_sharding", "check_variance")


def check_variance(variance: Variance, value: object, where: str, noun: str) -> None:
    """`Varying[A, " i"]` / `Invariant[A]` against the variance JAX traced for `value`.

    The message opens with `where` ("f(x)") and calls the value `noun` ("x", "the result").
    """
    who = f"{where}: {noun}"
    unbound = [a for a in variance.axes if not bound_axis(a)]
    if unbound:
        raise VarianceError(
            f"{who} is annotated {variance.spelled}, but mesh axis {unbound[0]!r} is not bound "
            "here; Varying names axes of the mesh of an enclosing shard_map, so call this "
            "function inside one whose mesh has that axis"
        )
    if not tracks_variance():
        return  # outside shard_map, or shard_map(check_vma=False): JAX records no variance
    traced = traced_varying(value)
    wanted = frozenset(variance.axes)
    if traced == wanted:
        return
    fixes: list[str] = []
    extra = sorted(traced - wanted)
    if extra:
        axes = extra[0] if len(extra) == 1 else tuple(extra)
        fixes.append(
            f"it varies along {', '.join(extra)}: reduce it there with jax.lax.psum(x, {axes!r}) "
            "(or pmean, pmax, pmin); jax.lax.all_gather keeps it varying"
        )
    missing = sorted(wanted - traced)
    if missing:
        axes = missing[0] if len(missing) == 1 else tuple(missing)
        fixes.append(
            f"it is invariant along {', '.join(missing)}: make it varying there with "
            f"jax.lax.pcast(x, {axes!r}, to='varying'), or annotate the variance it has"
        )
    raise VarianceError(
        f"{who} is annotated {variance.spelled} (variance {variance.braces}) but its traced "
        f"variance is {Variance(tuple(sorted(traced))).braces} (jax.typeof: {jax.typeof(value)}); "
        + "; ".join(fixes)
    )


def _split(entry: object) -> tuple[str, ...]:
    """One entry of a `PartitionSpec`: None, a mesh axis, or a tuple of them."""
    if entry is None:
        return ()
    if isinstance(entry, tuple):
        held: tuple[Any, ...] = entry  # pyright: ignore[reportUnknownVariableType]  # a PartitionSpec entry: axis names
        return tuple(str(a) for a in held)
    return (str(entry),)


def _placement(value: object) -> tuple[tuple[object, ...], tuple[str, ...], frozenset[str], str]:
    """`(spec entries, mesh axis names, the names whose split is known, how it was read)`."""
    if isinstance(value, jax.Array) and not isinstance(value, Tracer):
        # pytype does not narrow `object` to jax.Array; pyright narrows it to `Array[Unknown]`.
        concrete: Any = cast(Any, value)
        sharding: Any = concrete.sharding
        if isinstance(sharding, NamedSharding):
            names = tuple(str(n) for n in sharding.mesh.axis_names)
            return tuple(sharding.spec), names, frozenset(names), f"its sharding: {sharding.spec}"
        return (), (), frozenset(), f"its sharding: {type(sharding).__name__}"
    typed: Any = jax.typeof(value)
    mesh: Any = typed.sharding.mesh
    names = tuple(str(n) for n in mesh.axis_names)
    explicit = frozenset(
        n for n, t in zip(names, mesh.axis_types, strict=True) if t == AxisType.Explicit
    )
    return tuple(typed.sharding.spec), names, explicit, f"jax.typeof: {typed}"


def check_sharding(
    spec: ArraySpec, value: object, axes: tuple[int, ...], where: str, noun: str
) -> None:
    """The `@` entries of `spec` against `value`'s sharding; `axes[k]` is entry k's axis (-1:
    the variadic entry, never split). The message opens as `check_variance`'s."""
    entries, names, known, read = _placement(value)
    if not names and isinstance(value, Tracer):
        return  # traced with no mesh in its type (Auto shardings, or none): nothing recorded
    assert spec.dims is not None  # only a spec with '@' entries gets here
    for dim, axis in zip(spec.dims, axes, strict=True):
        if axis < 0:
            continue
        wanted = dim.mesh_axes or ()
        found = _split(entries[axis]) if axis < len(entries) else ()
        if any(a in names and a not in known for a in (*wanted, *found)):
            continue  # an Auto or Manual mesh axis: the type does not record the split
        if wanted == found:
            continue
        said = f"split over {' and '.join(wanted)}" if wanted else "not split"
        has = f"split over {' and '.join(found)}" if found else "not split"
        absent = [a for a in wanted if a not in names]
        missing = (
            f"; its mesh has no axis {absent[0]!r} (mesh axes: {', '.join(names) or 'none'})"
            if absent
            else ""
        )
        wanted_spec = tuple(d.split for d in spec.dims)
        raise ShardingError(
            f"{where}: axis {axis} of {noun} is annotated {said} ({dim.text!r} in "
            f"{spec.described}) but is "
            f"{has} ({read}){missing}; place it with jax.device_put(x, NamedSharding(mesh, "
            f"P{wanted_spec})) or, under jit with Explicit mesh axes, jax.sharding.reshard(x, "
            f"P{wanted_spec})"
        )
