"""`export` and `deserialize`: `jax.export` with the input shapes read from the annotations.

`export(f)` turns each dimension name of `f`'s jaxtyping annotations into one
symbolic dimension shared by every parameter that names it, each expression
(`2*n`, `n+1`) into a symbolic expression over them, and each `Array[dtype]` or
single-dtype family (`Float32`) into the input dtype; then it calls
`jax.export.export`. What comes back is JAX's own `Exported`; to checkers it is
an `Exported[P, R]` whose `call` takes `f`'s parameters and returns `f`'s result.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

import jax
from typing_extensions import ParamSpec

from typedjax._src.errors import ShapeError
from typedjax._src.transforms.jit import jit
from typedjax._src.typing.annotations import (
    SYMBOLIC_BUILTINS,
    AnnotationError,
    ArraySpec,
    Kind,
    Spec,
    TupleSpec,
)
from typedjax._src.typing.dtype import DType
from typedjax._src.typing.typecheck import Signature

if TYPE_CHECKING:
    from jax.core import ShapedArray

_P = ParamSpec("_P")
_R = TypeVar("_R")
_R_co = TypeVar(
    "_R_co", covariant=True
)  # pytype: disable=not-supported-yet  # pytype lacks variance; mypy and pyright use it

__all__ = ("Exported", "deserialize", "export")

_STRUCT: Any = jax.ShapeDtypeStruct  # JAX leaves its __init__ unannotated


class Exported(Protocol[_P, _R_co]):
    """What `export(f)` returns: JAX's `Exported`, whose `call` has `f`'s signature."""

    @property
    def fun_name(self) -> str: ...
    @property
    def in_avals(self) -> tuple[ShapedArray, ...]: ...
    @property
    def out_avals(self) -> tuple[ShapedArray, ...]: ...
    @property
    def platforms(self) -> tuple[str, ...]: ...
    @property
    def nr_devices(self) -> int: ...
    def call(self, *args: _P.args, **kwargs: _P.kwargs) -> _R_co:
        """Run the exported program; shapes are checked against the symbolic ones."""
        ...

    def serialize(self, vjp_order: int = 0) -> bytearray:
        """The program as bytes for `deserialize` (`vjp_order` derivatives included)."""
        ...

    def mlir_module(self) -> str:
        """The StableHLO module, as text."""
        ...


def _dtype(spec: ArraySpec, where: str) -> DType:
    if len(spec.concrete) == 1:
        (held,) = spec.concrete
        return held
    raise AnnotationError(
        f"{where}: export needs one dtype per parameter, and {spec.described} accepts "
        f"{spec.dtype_rule}; annotate it with Array[float32] (or another single dtype), "
        "or a one-dtype family such as Float32"
    )


class _Shapes:
    """The symbolic dimensions of one export: names, in the order met, and anonymous axes."""

    def __init__(self, sizes: Mapping[str, int]) -> None:
        self.sizes = dict(sizes)
        self.names: list[str] = []  # the symbolic ones, anonymous axes included
        self.seen: list[str] = []  # every dimension name, sized or not
        self.anonymous = 0
        self.used = 0  # anonymous dimensions given out by structs()

    def collect(self, spec: Spec | None, where: str) -> None:
        if isinstance(spec, TupleSpec) and not spec.repeat:
            for i, item in enumerate(spec.items):
                self.collect(item, f"{where}[{i}]")
            return
        if not isinstance(spec, ArraySpec) or spec.dims is None:
            raise AnnotationError(
                f"{where}: export reads each parameter's dtype and shape from its annotation, "
                f"and this one has {'none' if spec is None else spec.described + ', which gives no shape'}; "
                'annotate it as Shaped[Array[float32], "b n"] (a tuple of such is accepted too)'
            )
        for dim in spec.dims:
            if dim.kind in (Kind.VARIADIC, Kind.ANY_VARIADIC):
                raise AnnotationError(
                    f"{where}: export needs the number of axes, and {dim.text!r} in "
                    f"{spec.described} stands for any number; write the axes out "
                    '("b1 b2 n" instead of "*batch n")'
                )
            if dim.kind is Kind.NAMED and dim.name not in self.seen:
                self.seen.append(dim.name)
                if dim.name not in self.sizes:
                    self.names.append(dim.name)
            elif dim.kind is Kind.ANONYMOUS:  # `_`: a symbolic dimension of its own
                self.names.append(f"_{self.anonymous}")
                self.anonymous += 1

    def structs(
        self, spec: Spec | None, env: Mapping[str, object], where: str
    ) -> jax.ShapeDtypeStruct | tuple[Any, ...]:
        if isinstance(spec, TupleSpec):
            return tuple(self.structs(s, env, f"{where}[{i}]") for i, s in enumerate(spec.items))
        assert isinstance(spec, ArraySpec) and spec.dims is not None  # collect() vouched

        def anonymous() -> object:
            self.used += 1
            return env[f"_{self.used - 1}"]

        shape = symbolic_shape(spec, env, anonymous, where)
        struct: jax.ShapeDtypeStruct = _STRUCT(shape, _dtype(spec, where))
        return struct


def symbolic_shape(
    spec: ArraySpec, env: Mapping[str, object], anonymous: Callable[[], object], where: str
) -> tuple[object, ...]:
    """`spec`'s shape with each name's symbolic dimension from `env`, each `_` axis from
    `anonymous()`, and each expression (`2*n`) evaluated over them.

    Raises:
        ShapeError: an expression JAX cannot compute symbolically; names `where`.
    """
    assert spec.dims is not None  # callers trace only specs with a shape
    shape: list[object] = []
    for dim in spec.dims:
        if dim.kind is Kind.FIXED:
            shape.append(dim.size)
        elif dim.kind is Kind.NAMED:
            shape.append(env[dim.name])
        elif dim.kind is Kind.ANONYMOUS:
            shape.append(anonymous())
        else:
            assert dim.expression is not None  # a SYMBOLIC Dim carries one
            try:
                shape.append(
                    eval(
                        dim.expression, {"__builtins__": SYMBOLIC_BUILTINS}, dict(env)
                    )  # compiled from the annotation
                )
            except Exception as error:  # noqa: BLE001  # whatever evaluating the annotation raised is reported with it
                raise ShapeError(
                    f"{where}: {dim.text!r} in {spec.described} is not a size JAX can "
                    f"export symbolically: {error}"
                ) from None
    return tuple(shape)


def _symbols(function: str, names: Sequence[str], constraints: Sequence[str]) -> tuple[object, ...]:
    """JAX's symbolic dimensions for `names`, under `constraints`; a bad entry is named."""
    if not names:
        return ()
    for i, constraint in enumerate(constraints):
        entry = cast("object", constraint)  # typed str, but callers' lists arrive unchecked
        try:
            if not isinstance(entry, str):
                raise TypeError(f"a constraint is a string, not {type(entry).__name__}")
            jax.export.symbolic_shape(", ".join(names), constraints=(constraint,))
        except (TypeError, ValueError) as error:
            raise ShapeError(
                f"{function}: constraints[{i}] = {constraint!r} is not a constraint JAX can read "
                f"({str(error).splitlines()[0]}); write one comparison of dimension expressions "
                "with >=, <= or ==, such as 'b >= 16' or 'mod(b, 8) == 0'"
            ) from None
    return tuple(jax.export.symbolic_shape(", ".join(names), constraints=tuple(constraints)))


def input_structs(
    fun: Callable[..., Any],
    *,
    sizes: Mapping[str, int] | None = None,
    constraints: Sequence[str] = (),
) -> tuple[Any, ...]:
    """The `jax.ShapeDtypeStruct` (symbolic where named) of each of `fun`'s parameters."""
    signature = Signature(fun)
    shapes = _Shapes(sizes or {})
    for parameter, spec in signature.parameters:
        where = f"{signature.name}({parameter.name})"
        if parameter.kind not in (parameter.POSITIONAL_ONLY, parameter.POSITIONAL_OR_KEYWORD):
            raise AnnotationError(
                f"{where}: export passes arguments by position; make {parameter.name} "
                "positional, or bind it first with functools.partial"
            )
        shapes.collect(spec, where)
    unknown = sorted(set(shapes.sizes) - set(shapes.seen))
    if unknown:
        raise AnnotationError(
            f"{signature.name}: sizes= names {', '.join(unknown)}, which no parameter "
            f"annotation uses; its dimensions are {', '.join(shapes.seen) or 'none'}"
        )
    for name, declared in shapes.sizes.items():
        size = cast("object", declared)  # typed int, but callers' dicts arrive unchecked
        if isinstance(size, bool) or not isinstance(size, int) or size < 1:
            raise ShapeError(
                f"{signature.name}: sizes={{{name!r}: {size!r}}}: a dimension size is a positive "
                f"integer; give {name} a size of 1 or more, or leave it out to keep it symbolic"
            )
    symbols = _symbols(signature.name, shapes.names, constraints)
    env: dict[str, object] = dict(zip(shapes.names, symbols))
    env.update(shapes.sizes)
    return tuple(
        shapes.structs(spec, env, f"{signature.name}({parameter.name})")
        for parameter, spec in signature.parameters
    )


def export(
    fun: Callable[_P, _R],
    /,
    *,
    sizes: Mapping[str, int] | None = None,
    constraints: Sequence[str] = (),
    platforms: Sequence[str] | None = None,
) -> Exported[_P, _R]:
    """Export `fun` (plain or jitted) for every size its annotations allow.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.export.export.html

    Each dimension name becomes a symbolic dimension (at least 1, as JAX's are);
    `sizes` fixes some of them (`sizes={"n": 128}`), `constraints` adds JAX's
    symbolic constraints (`["b >= 16", "mod(b, 8) == 0"]`), `platforms` the platforms
    to lower for (default: the current one).
    """
    structs = input_structs(fun, sizes=sizes, constraints=constraints)
    target: Any = fun if hasattr(fun, "lower") else jit(fun)
    _allow_vmap()
    exported: Any = jax.export.export(
        target, platforms=None if platforms is None else tuple(platforms)
    )(*structs)
    typed: Exported[_P, _R] = exported  # JAX's Exported, typed by the Exported protocol
    return typed


def deserialize(blob: bytes | bytearray, /, like: Callable[_P, _R]) -> Exported[_P, _R]:
    """Read back what `export(like).serialize()` wrote, typed as `like`'s export.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.export.deserialize.html

    The stored input dtypes and ranks are compared with `like`'s annotations, so a
    blob from another function is refused rather than mistyped.
    """
    _allow_vmap()
    exported: Any = jax.export.deserialize(bytearray(blob))
    expected = jax.tree_util.tree_leaves(input_structs(like))
    stored: tuple[Any, ...] = exported.in_avals
    described = [f"{s.dtype}{list(s.shape)}" for s in stored]
    wanted = [f"{s.dtype}[rank {len(s.shape)}]" for s in expected]
    if len(stored) != len(expected) or any(
        s.dtype != e.dtype or len(s.shape) != len(e.shape) for s, e in zip(stored, expected)
    ):
        raise ShapeError(
            f"deserialize(like={getattr(like, '__qualname__', like)!r}): the blob's inputs are "
            f"{', '.join(described)}, but like's annotations give {', '.join(wanted)}; pass the "
            "function that was exported"
        )
    typed: Exported[_P, _R] = exported  # JAX's Exported, typed by the Exported protocol
    return typed


_VMAP_READY: list[bool] = []


def _allow_vmap() -> None:
    """Let `vmap` run over `Exported.call`, one batch element at a time.

    JAX 0.10 has no batching rule for a call of an exported program (a serialized
    program cannot be re-batched). This rule runs it once per element with
    `lax.map`, as `pure_callback`'s sequential `vmap_method` does. It is added only
    where JAX has none.
    """
    if _VMAP_READY:
        return
    from jax._src.export._export import call_exported_p  # no public name for the primitive
    from jax._src.interpreters import batching  # where JAX keeps batching rules

    rules: Any = batching  # its rule tables are unannotated
    if call_exported_p not in rules.fancy_primitive_batchers:
        rules.primitive_batchers[call_exported_p] = _batch_call_exported
    _VMAP_READY.append(True)


def _batch_call_exported(
    args: Sequence[Any], dims: Sequence[Any], **params: Any
) -> tuple[Any, list[int]]:
    from jax._src.export._export import call_exported_p

    primitive: Any = call_exported_p  # Primitive.bind is unannotated
    lax: Any = jax.lax  # lax.map is typed with unknown parts
    mapped = [i for i, d in enumerate(dims) if d is not None]
    moved = tuple(jax.numpy.moveaxis(args[i], dims[i], 0) for i in mapped)

    def one(slices: tuple[Any, ...]) -> Any:
        full = list(args)
        for i, piece in zip(mapped, slices):
            full[i] = piece
        return tuple[Any, ...](primitive.bind(*full, **params))

    outs: tuple[Any, ...] = lax.map(one, moved)
    return list(outs), [0] * len(outs)
