"""Device variance in annotations: `Varying[A, "i"]` and `Invariant[A]`.

Inside `shard_map` a value is device-varying along some mesh axes (each device
holds its own value) and device-invariant along the rest (every device along
that axis holds the same value); the shard_map notes write it `f32[3,4]{i}`,
JAX records it in the value's type (`jax.typeof(x)`, printed `float32[3,4]{V:i}`).

`Varying[Shaped[Array[float32], "3 4"], " i"]` is that `f32[3,4]{i}`: varying along
exactly the mesh axes named (space-separated; one name takes a leading space, as
jaxtyping's `" n"` does, so that linters do not read it as a forward reference),
invariant along every other.
`Invariant[A]` is `f32[3,4]{}`: invariant along every mesh axis. To checkers both
are the annotation they wrap (`Varying` is `typing.Annotated` to them, as jaxtyping's
`Float` is); at run time `typecheck` compares them with the traced variance, once per
trace, and `check --shapes` reads them too.
"""

# pytype reads `Invariant`, a generic alias of `Annotated`, as a bare TypeVar stored under
# another name, and reports every `Invariant[A]` in users' code; skipping the module makes
# its names Any to pytype, which then reports nothing on the annotations, as checkers do.
# pytype: skip-file

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Final, TypeAlias, TypeVar

import jax
from jax._src import config as _jax_config  # JAX's check_vma switch has no public reader

__all__ = (
    "INVARIANT",
    "Invariant",
    "Variance",
    "Varying",
    "bound_axis",
    "traced_varying",
    "tracks_variance",
)


@dataclass(frozen=True, slots=True)
class Variance:
    """The mesh axes along which a value is device-varying; invariant along every other."""

    axes: tuple[str, ...]

    @property
    def spelled(self) -> str:
        """How the annotation was written: `Varying[..., "i j"]` or `Invariant[...]`."""
        return f'Varying[..., "{" ".join(self.axes)}"]' if self.axes else "Invariant[...]"

    @property
    def braces(self) -> str:
        """The shard_map notes' spelling: `{i,j}`, or `{}` for invariant."""
        return "{" + ",".join(self.axes) + "}"


def _axes(text: object) -> tuple[str, ...]:
    if not isinstance(text, str) or not text.split():
        raise TypeError(
            f"Varying[A, axes]: axes is {text!r}, but it must be a string naming one or more "
            'mesh axes, space-separated: Varying[A, " i"] or Varying[A, "data model"]. '
            "For a value invariant along every axis write Invariant[A]"
        )
    names = text.split()
    repeated = sorted({n for n in names if names.count(n) > 1})
    if repeated:
        raise TypeError(f"Varying[A, {text!r}]: axis {repeated[0]!r} is named twice; name it once")
    return tuple(sorted(names))


_T = TypeVar("_T")

INVARIANT: Final = Variance(())

Invariant: TypeAlias = Annotated[_T, INVARIANT]
"""`Invariant[A]`: `A`, invariant along every mesh axis (`psum`'s result, a replicated input)."""

if TYPE_CHECKING:
    from typing import Annotated as Varying
else:

    class _VaryingForm:
        """`Varying[A, "i j"]`: `A`, device-varying along exactly the mesh axes named."""

        __slots__ = ()

        def __getitem__(self, params: object) -> Any:
            if not isinstance(params, tuple) or len(params) != 2:  # the annotation and the axes
                raise TypeError(
                    f"Varying takes two arguments, an annotation and the mesh axes, as in "
                    f'Varying[Array[float32], "i"]; got {params!r}'
                )
            hint, text = params
            return Annotated[hint, Variance(_axes(text))]

        def __repr__(self) -> str:
            return "typedjax.typing.Varying"

    Varying = _VaryingForm()


def traced_varying(value: object) -> frozenset[str]:
    """The mesh axes `value` varies along in the current trace (empty outside `shard_map`)."""
    aval: Any = jax.typeof(value)
    manual = getattr(aval, "manual_axis_type", None)
    if manual is not None:  # JAX 0.10 and newer
        return frozenset(manual.varying)
    return frozenset(getattr(aval, "vma", ()))


def tracks_variance() -> bool:
    """Whether JAX tracks variance here: `shard_map(check_vma=False)` turns it off."""
    switch = getattr(_jax_config, "_check_vma", None)
    return True if switch is None else bool(switch.value)


def bound_axis(name: str) -> bool:
    """Whether `name` is a mesh axis of an enclosing `shard_map` (or another named axis)."""
    try:
        jax.lax.axis_size(name)
    except NameError:
        return False
    return True
