"""Reading jaxtyping annotations: shape strings into dimensions, hints into array specs.

`typecheck` and `export` both start here. A shape string is parsed by typedjax
itself (the grammar is jaxtyping's), so a malformed one is reported with its
position; the dtypes come from jaxtyping's family (`Float`, `Int32`, ...) and
from the array type it wraps (`Array[float32]`, `Array[floating]`).
"""

from __future__ import annotations

import builtins
import enum
import re
import types
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Annotated, Any, Final, Union, get_args, get_origin

import jax
import jaxtyping
import numpy as np

from typedjax._src.errors import ShapeError
from typedjax._src.generated.typing.dtype import CONCRETE
from typedjax._src.typing.dtype import DType, dtype_class
from typedjax._src.typing.dtype_root import generic
from typedjax._src.typing.variance import Variance


class Kind(enum.Enum):
    """What one entry of a shape string stands for."""

    NAMED = "named"  # `n`, `#n`, `rows=n`: one axis whose size is bound by name
    FIXED = "fixed"  # `3`, `rows=3`: one axis of that size
    SYMBOLIC = "symbolic"  # `2*n`, `n+1`: one axis whose size an expression gives
    ANONYMOUS = "anonymous"  # `_`, `_rows`: one axis of any size
    VARIADIC = "variadic"  # `*batch`, `#*batch`: any number of axes, bound by name
    ANY_VARIADIC = "any variadic"  # `...`, `*_`: any number of axes


@dataclass(frozen=True, slots=True)
class Dim:
    """One entry of a shape string, with where it stands in the string."""

    kind: Kind
    text: str
    position: int
    name: str = ""
    size: int = 0
    expression: types.CodeType | None = None
    names: tuple[str, ...] = ()  # the dimension names a symbolic expression reads
    broadcastable: bool = False
    mesh_axes: tuple[str, ...] | None = None  # `n@data`: the mesh axes that split it; None: unsaid

    @property
    def split(self) -> str | tuple[str, ...] | None:
        """This axis's `PartitionSpec` entry: None (not split), one mesh axis, or several."""
        axes = self.mesh_axes or ()
        return None if not axes else axes[0] if len(axes) == 1 else axes


class AnnotationError(ShapeError):
    """A shape string or annotation that typedjax cannot read."""

    __module__ = "typedjax"  # tracebacks name it as users import it


# What a symbolic expression may call besides dimension names.
SYMBOLIC_BUILTINS: Final[Mapping[str, object]] = types.MappingProxyType(
    {name: getattr(builtins, name) for name in ("min", "max", "abs", "int", "round")}
)


def _dim_error(text: str, position: int, problem: str) -> AnnotationError:
    pointer = " " * position + "^"
    return AnnotationError(f"{problem} (character {position})\n    {text!r}\n     {pointer}")


def parse_dims(text: str, /) -> tuple[Dim, ...]:
    """The entries of the shape string `text`; an `AnnotationError` points at a bad one."""
    dims: list[Dim] = []
    variadic_at: int | None = None
    for match in re.finditer(r"\S+", text):
        token, position = match.group(), match.start()
        dims.append(_parse_token(text, token, position))
        if dims[-1].kind in (Kind.VARIADIC, Kind.ANY_VARIADIC):
            if variadic_at is not None:
                raise _dim_error(
                    text,
                    position,
                    f"a shape has at most one multi-axis entry (`*name` or `...`); "
                    f"{token!r} is a second one after {text[variadic_at:].split()[0]!r}",
                )
            variadic_at = position
    return tuple(dims)


def _parse_token(text: str, token: str, position: int) -> Dim:
    if "@" not in token:
        return _parse_size(text, token, position)
    size, _, split = token.partition("@")
    axes = _mesh_axes(text, token, position, split)
    dim = _parse_size(text, size, position)
    if dim.kind in (Kind.VARIADIC, Kind.ANY_VARIADIC):
        raise _dim_error(
            text,
            position,
            f"shape entry {token!r}: '@' names the mesh axes that split one axis; a "
            "multi-axis entry cannot carry it",
        )
    return replace(dim, text=token, mesh_axes=axes)


def _mesh_axes(text: str, token: str, position: int, split: str) -> tuple[str, ...]:
    """`data` or `(data,model)` after the '@' of `n@data`: the mesh axes, major first."""
    inner = split[1:-1] if split.startswith("(") and split.endswith(")") else split
    names = tuple(n.strip() for n in inner.split(",")) if inner else ()
    if not names or not all(n.isidentifier() for n in names) or (inner is split and len(names) > 1):
        raise _dim_error(
            text,
            position,
            f"shape entry {token!r}: after '@' write the mesh axis that splits this axis, "
            "as in 'b@data', or several in parentheses, as in 'b@(data,model)'",
        )
    if len(set(names)) != len(names):
        raise _dim_error(text, position, f"shape entry {token!r}: a mesh axis is named twice")
    return names


def _parse_size(text: str, token: str, position: int) -> Dim:
    def fail(problem: str) -> AnnotationError:
        return _dim_error(text, position, f"shape entry {token!r}: {problem}")

    if "," in token and "(" not in token:
        raise fail("separate axes with spaces, not commas")
    if token == "...":
        return Dim(Kind.ANY_VARIADIC, token, position)
    if "..." in token:
        raise fail("'...' stands on its own")
    if token.endswith("#"):
        raise fail("'#' (broadcastable) goes before the name, as in '#n'")
    rest = token
    flags: set[str] = set()
    while rest and rest[0] in "#*_?":
        flag = rest[0]
        if flag in flags:
            raise fail(f"{flag!r} appears twice")
        flags.add(flag)
        rest = rest[1:]
    if "?" in flags:
        raise fail(
            "'?' (a size that depends on the position in a PyTree) is not read by "
            "typedjax; use jaxtyping.jaxtyped for it"
        )
    if rest.count("=") == 1:
        # `rows=3`: the name documents the axis, the size after '=' is checked.
        rest = rest.split("=")[1]
        if not rest:
            raise fail("nothing after '='; write a size or a name, as in 'rows=3'")
    broadcastable, variadic, anonymous = "#" in flags, "*" in flags, "_" in flags
    if anonymous:
        if broadcastable:
            raise fail("an anonymous axis cannot be broadcastable")
        if rest and not rest.isidentifier():
            raise fail("an anonymous axis ('_' or '_name') has no size or expression")
        return Dim(Kind.ANY_VARIADIC if variadic else Kind.ANONYMOUS, token, position)
    if not rest:
        raise fail("no name or size")
    if rest.isidentifier():
        kind = Kind.VARIADIC if variadic else Kind.NAMED
        return Dim(kind, token, position, name=rest, broadcastable=broadcastable)
    if re.fullmatch(r"[0-9]+", rest):
        if variadic:
            raise fail("a fixed size covers one axis; '*' does not apply")
        return Dim(Kind.FIXED, token, position, size=int(rest), broadcastable=broadcastable)
    if variadic:
        raise fail("an expression covers one axis; '*' does not apply")
    try:
        code = compile(rest, "<shape>", "eval")
    except SyntaxError as error:
        raise _dim_error(
            text,
            position,
            f"shape entry {token!r} is neither a name, a size nor a valid expression ({error.msg})",
        ) from None
    names = tuple(n for n in code.co_names if n not in SYMBOLIC_BUILTINS)
    return Dim(
        Kind.SYMBOLIC,
        token,
        position,
        expression=code,
        names=names,
        broadcastable=broadcastable,
    )


# ---- specs: what an annotation asks of a value -------------------------------------


@dataclass(frozen=True, slots=True, eq=False)
class ArraySpec:
    """An array annotation: the dtypes it accepts and, where written, its shape."""

    described: str
    concrete: frozenset[DType]  # the concrete JAX dtypes it accepts (extended ones aside)
    dtype_rule: str  # the accepted dtypes, in words
    array_type: type[Any] | None  # None: anything with shape and dtype
    dims: tuple[Dim, ...] | None  # None: no shape written
    variadic: int | None  # the index of the multi-axis entry in dims, if any
    accepts: dict[DType, bool] = field(default_factory=dict[DType, bool])
    jaxtyping_dtypes: tuple[object, ...] | None = None
    dtype_classes: tuple[type[generic], ...] | None = None
    variance: Variance | None = None  # None: `Varying`/`Invariant` not written
    sharded: bool = False  # an entry names the mesh axes that split it (`b@data`)

    def accepts_dtype(self, dtype: DType, /) -> bool:
        """Whether this annotation's dtypes hold `dtype` (cached per dtype)."""
        found = self.accepts.get(dtype)
        if found is None:
            found = self.accepts[dtype] = _dtype_fits(
                dtype, self.dtype_classes, self.jaxtyping_dtypes
            )
        return found


@dataclass(frozen=True, slots=True)
class TupleSpec:
    """`tuple[A, B]` (fixed items) or `tuple[A, ...]` / `list[A]` (`items` of one, `repeat`)."""

    described: str
    items: tuple[Spec | None, ...]  # None: a member typecheck does not check
    repeat: bool
    container: type[Any]


@dataclass(frozen=True, slots=True)
class UnionSpec:
    """`A | B` (`None` among the options when the value may be None)."""

    described: str
    options: tuple[Spec, ...]
    none: bool


@dataclass(frozen=True, slots=True)
class TreeSpec:
    """`jaxtyping.PyTree[A]`: every leaf of the value checked against `A`."""

    described: str
    leaf: Spec


Spec = ArraySpec | TupleSpec | UnionSpec | TreeSpec


def _jaxtyping_name(dtype: DType) -> str:
    # How jaxtyping names a dtype when it matches families: the scalar type's name.
    scalar = getattr(dtype, "type", None)
    return getattr(scalar, "__name__", str(dtype))


def _dtype_fits(
    dtype: DType,
    classes: tuple[type[generic], ...] | None,
    names: tuple[object, ...] | None,
) -> bool:
    if classes is not None:
        try:
            if not issubclass(dtype_class(dtype), classes):
                return False
        except TypeError:
            return False
    if names is None:
        return True
    written = _jaxtyping_name(dtype)
    for n in names:
        if isinstance(n, str) and written == n:
            return True
        if isinstance(n, re.Pattern) and n.match(written):  # pyright: ignore[reportUnknownMemberType]  # jaxtyping's patterns are re.Pattern[str]
            return True
    return False


def _described(hint: object) -> str:
    name: object = getattr(hint, "__name__", None)
    if (
        isinstance(hint, type)
        and issubclass(hint, jaxtyping.AbstractArray)
        and isinstance(name, str)
    ):
        return name
    return (
        repr(hint)
        if not isinstance(hint, type)
        else (hint.__qualname__ if hint.__module__ == "builtins" else repr(hint))
    )


def _array_spec(
    hint: object, array_type: object, family: object, dim_text: str | None, where: str
) -> ArraySpec:
    classes: tuple[type[generic], ...] | None = getattr(array_type, "__dtype_classes__", None)
    checked_type: type[Any] | None
    if array_type is Any:
        checked_type = None
    elif isinstance(array_type, type) and issubclass(array_type, jax.Array):
        checked_type = jax.Array  # typedjax.Array and Array[...] hold the same values
    elif isinstance(array_type, type):
        checked_type = array_type
    else:
        raise AnnotationError(
            f"{where}: the array type {array_type!r} in {_described(hint)} is not a class; "
            "typecheck reads typedjax.Array, Array[dtype], jax.Array or numpy.ndarray"
        )
    listed: Any = family  # jaxtyping keeps its dtype names in a list or tuple, untyped
    names: tuple[object, ...] | None = (
        tuple[object, ...](listed) if isinstance(family, (list, tuple)) else None
    )
    allowed = frozenset(
        c.dtype for c in CONCRETE if c.dtype is not None and _dtype_fits(c.dtype, classes, names)
    )
    if names is None and classes is None:
        rule = "any dtype"
    else:
        rule = ", ".join(sorted(str(d) for d in allowed)) or "no JAX dtype"
    dims: tuple[Dim, ...] | None = None
    if dim_text is not None:
        try:
            dims = parse_dims(dim_text)
        except AnnotationError as error:
            raise AnnotationError(f"{where}: in {_described(hint)}, {error}") from None
    return ArraySpec(
        described=_described(hint),
        concrete=allowed,
        dtype_rule=rule,
        array_type=checked_type,
        dims=dims,
        variadic=next(
            (i for i, d in enumerate(dims or ()) if d.kind in (Kind.VARIADIC, Kind.ANY_VARIADIC)),
            None,
        ),
        jaxtyping_dtypes=names,
        dtype_classes=classes,
        sharded=any(d.mesh_axes is not None for d in dims or ()),
    )


_JAXTYPING: Any = jaxtyping  # PyTree is a class at run time; jaxtyping types it for checkers only
_PYTREE_META: Final = _JAXTYPING.PyTree.__class__


def _is_jaxtyping_array(hint: object) -> bool:
    return isinstance(hint, type) and issubclass(hint, jaxtyping.AbstractArray)


def _is_pytree(hint: object) -> bool:
    return type(hint) is _PYTREE_META


def _is_array_class(hint: object) -> bool:
    return isinstance(hint, type) and issubclass(hint, (jax.Array, np.ndarray))


def _annotated_spec(hint: object, inner_hint: object, where: str) -> Spec | None:
    """`Annotated[A, ...]`: `A`'s spec, with the variance `Varying`/`Invariant` add."""
    inner = spec_of(inner_hint, where=where)
    metadata: tuple[object, ...] = getattr(hint, "__metadata__", ())
    variances: list[Variance] = [m for m in metadata if isinstance(m, Variance)]
    if not variances:
        return inner
    if len(variances) > 1:
        written = " and ".join(v.spelled for v in variances)
        raise AnnotationError(
            f"{where}: {written} are both written around {_described(inner_hint)}; a value has "
            "one variance: write one of them"
        )
    variance = variances[0]
    if not isinstance(inner, ArraySpec):
        raise AnnotationError(
            f"{where}: {variance.spelled} wraps {_described(inner_hint)}, which is not an "
            "array annotation; write it around each array, as in "
            'PyTree[Varying[Array[float32], "i"]] or tuple[Invariant[Array], Invariant[Array]]'
        )
    return replace(inner, variance=variance)


def spec_of(hint: object, /, *, where: str) -> Spec | None:
    """What `hint` asks of a value, or None where it asks nothing typecheck reads.

    `where` names the parameter in errors ("f(x)").
    """
    origin: object = get_origin(hint)
    args: tuple[object, ...] = get_args(hint)
    if origin is Annotated:
        return _annotated_spec(hint, args[0], where)
    if _is_jaxtyping_array(hint):
        annotation: Any = hint  # a jaxtyping class: its attributes are untyped
        return _array_spec(
            hint, annotation.array_type, annotation.dtypes, annotation.dim_str, where
        )
    if _is_pytree(hint):
        leaf: object = getattr(hint, "leaftype", None)
        if leaf is None:
            return None  # a bare PyTree: anything
        if getattr(hint, "structure", None) is not None:
            raise AnnotationError(
                f"{where}: {hint!r} names its structure; typecheck checks leaves only. "
                "Use jaxtyping.jaxtyped to bind PyTree structures"
            )
        inner = spec_of(leaf, where=where)
        return None if inner is None else TreeSpec(repr(hint), inner)
    if _is_array_class(hint):
        return _array_spec(hint, hint, None, None, where)
    if origin is Union or origin is types.UnionType:
        specs = [spec_of(o, where=where) for o in args if o is not type(None)]
        if any(s is None for s in specs):
            return None  # one option is not an array: leave the union to other checkers
        return UnionSpec(repr(hint), tuple(s for s in specs if s is not None), type(None) in args)
    if origin is tuple or origin is list:
        repeat = origin is list or (len(args) == 2 and args[1] is Ellipsis)
        members = args[:1] if repeat else args
        specs = [spec_of(m, where=where) for m in members]
        if not specs or all(s is None for s in specs):
            return None
        return TupleSpec(repr(hint), tuple(specs), repeat, tuple if origin is tuple else list)
    return None
