"""`typecheck`: the dtypes and shapes of a function's jaxtyping annotations, checked.

Annotations are read once, when the function is decorated; a call binds every
dimension name to the first size it meets and compares the rest with it. Under
`jit`, `vmap`, `grad`, `scan` or `shard_map` the decorated function runs once per
trace, on tracers, so the check runs once per trace too and adds nothing to the
compiled program.
"""

from __future__ import annotations

import ast
import functools
import inspect
import sys
import typing
from collections.abc import Callable, Iterator
from typing import Any, Final, TypedDict, TypeVar, cast

import jax
import numpy as np
from jax.sharding import AbstractMesh, Mesh, NamedSharding, PartitionSpec

from typedjax._src.errors import DTypeError, ShapeError
from typedjax._src.typing.annotations import (
    SYMBOLIC_BUILTINS,
    AnnotationError,
    ArraySpec,
    Dim,
    Kind,
    Spec,
    TreeSpec,
    TupleSpec,
    UnionSpec,
    parse_dims,
    spec_of,
)
from typedjax._src.typing.devices import check_sharding, check_variance

_F = TypeVar("_F", bound=Callable[..., Any])

# Bindings of one call: a dimension name maps to (size, who bound it, that value's shape);
# "*name" maps to (sizes, who, shape, broadcastable); _PENDING holds symbolic axes whose
# names were not bound yet when they were met.
_Memo = dict[str, Any]
_PENDING: Final = " pending"
_TREE: Any = jax.tree_util  # its path helpers leave key types unannotated
_RETURN: Final = "return"
RESULT_LABEL: Final = _RETURN
"""The label `check_value` takes for a function's result (its messages say "the result")."""


def _prose(label: str) -> str:
    return "the result" + label[len(_RETURN) :] if label.startswith(_RETURN) else label


def _axes(count: int) -> str:
    return f"{count} axis" if count == 1 else f"{count} axes"


def _differ(bound: object, size: object) -> bool:
    try:
        return bool(bound != size)
    except Exception:  # noqa: BLE001  # symbolic sizes that cannot be compared raise; JAX checks them at call
        return False


def _bound_by(memo: _Memo, name: str) -> str:
    size, label, shape = memo[name][:3]
    return f"{name} is {size!r}, bound by {_prose(label)}: shape {tuple(shape)}"


def _symbolic(dim: Dim, memo: _Memo) -> object:
    sizes = {n: memo[n][0] for n in dim.names}
    assert dim.expression is not None  # a SYMBOLIC Dim always carries one
    return eval(
        dim.expression, {"__builtins__": SYMBOLIC_BUILTINS}, sizes
    )  # compiled from the annotation at decoration time


def _check_symbolic(
    dim: Dim, size: object, memo: _Memo, label: str, shape: tuple[Any, ...], fname: str, axis: int
) -> None:
    wanted = _symbolic(dim, memo)
    if _differ(wanted, size):
        bound = "; ".join(_bound_by(memo, n) for n in dim.names)
        raise ShapeError(
            f"{fname}({label}): axis {axis} of {_prose(label)} should be {dim.text} = {wanted!r} "
            f"({bound}) but {_prose(label)} has shape {tuple(shape)}"
        )


def _check_axes(
    dims: tuple[Dim, ...],
    sizes: tuple[Any, ...],
    first_axis: int,
    memo: _Memo,
    label: str,
    shape: tuple[Any, ...],
    spec: ArraySpec,
    fname: str,
) -> None:
    for offset, (dim, size) in enumerate(zip(dims, sizes)):
        kind = dim.kind
        if kind is Kind.ANONYMOUS or (dim.broadcastable and size == 1):
            continue
        if kind is Kind.NAMED:
            bound = memo.get(dim.name)
            if bound is None:
                memo[dim.name] = (size, label, shape)
            elif _differ(bound[0], size):
                raise ShapeError(
                    f"{fname}({label}): dimension {dim.name} is {bound[0]!r} (bound by "
                    f"{_prose(bound[1])}: shape {tuple(bound[2])}) but {_prose(label)} has "
                    f"shape {tuple(shape)}"
                )
        elif kind is Kind.FIXED:
            if _differ(dim.size, size):
                raise ShapeError(
                    f"{fname}({label}): axis {first_axis + offset} of {_prose(label)} must be "
                    f"{dim.size} ({spec.described}) but {_prose(label)} has shape {tuple(shape)}"
                )
        elif all(n in memo for n in dim.names):
            _check_symbolic(dim, size, memo, label, shape, fname, first_axis + offset)
        else:
            pending: list[tuple[Any, ...]] = memo.setdefault(_PENDING, [])
            pending.append((dim, size, label, shape, first_axis + offset))


def _check_variadic(
    dim: Dim, sizes: tuple[Any, ...], memo: _Memo, label: str, shape: tuple[Any, ...], fname: str
) -> None:
    if dim.kind is Kind.ANY_VARIADIC:
        return
    key = "*" + dim.name
    bound = memo.get(key)
    if bound is None:
        memo[key] = (sizes, label, shape, dim.broadcastable)
        return
    earlier, by, by_shape, was_broadcastable = bound
    if not (dim.broadcastable or was_broadcastable):
        if tuple(earlier) == tuple(sizes):
            return
        problem = "do not equal them"
    else:
        try:
            memo[key] = (np.broadcast_shapes(earlier, sizes), by, by_shape, True)
            return
        except ValueError:
            problem = "do not broadcast with them"
    raise ShapeError(
        f"{fname}({label}): dimensions *{dim.name} are {tuple(earlier)} (bound by {_prose(by)}: "
        f"shape {tuple(by_shape)}) but {_prose(label)} has shape {tuple(shape)}, whose axes "
        f"for *{dim.name}, {tuple(sizes)}, {problem}"
    )


def _check_array(spec: ArraySpec, value: object, memo: _Memo, label: str, fname: str) -> None:
    kind = spec.array_type
    if kind is not None and not isinstance(value, kind):
        raise DTypeError(
            f"{fname}({label}): {_prose(label)} is {type(value).__name__} {value!r:.60}, not "
            f"{'a JAX array' if kind is jax.Array else kind.__name__} as {spec.described} "
            f"requires; convert it with typedjax.numpy.asarray"
        )
    if spec.dtype_classes is not None or spec.jaxtyping_dtypes is not None:
        dtype: Any = getattr(value, "dtype", None)
        ok = spec.accepts.get(dtype)
        if ok is None:
            ok = dtype is not None and spec.accepts_dtype(dtype)
        if not ok:
            raise DTypeError(
                f"{fname}({label}): {_prose(label)} has dtype {dtype} but {spec.described} "
                f"accepts {spec.dtype_rule}"
            )
    if spec.variance is not None:
        check_variance(spec.variance, value, f"{fname}({label})", _prose(label))
    dims = spec.dims
    if dims is None:
        return
    held: Any = value  # an array (checked above), of whichever library
    shape: tuple[Any, ...] = held.shape
    rank, variadic = len(dims), spec.variadic
    if variadic is None:
        if len(shape) != rank:
            raise ShapeError(
                f"{fname}({label}): {_prose(label)} has shape {tuple(shape)} ({_axes(len(shape))}) "
                f"but {spec.described} has {_axes(rank)}"
            )
        _check_axes(dims, shape, 0, memo, label, shape, spec, fname)
        if spec.sharded:
            check_sharding(spec, value, tuple(range(rank)), f"{fname}({label})", _prose(label))
        return
    fixed = rank - 1
    if len(shape) < fixed:
        raise ShapeError(
            f"{fname}({label}): {_prose(label)} has shape {tuple(shape)} ({_axes(len(shape))}) "
            f"but {spec.described} needs at least {_axes(fixed)}"
        )
    tail = fixed - variadic
    end = len(shape) - tail
    _check_axes(dims[:variadic], shape[:variadic], 0, memo, label, shape, spec, fname)
    _check_axes(dims[variadic + 1 :], shape[end:], end, memo, label, shape, spec, fname)
    _check_variadic(dims[variadic], shape[variadic:end], memo, label, shape, fname)
    if spec.sharded:
        # The axis each entry stands for: the leading ones, the variadic entry, the trailing ones.
        axes = (*range(variadic), -1, *range(end, len(shape)))
        check_sharding(spec, value, axes, f"{fname}({label})", _prose(label))


def check_value(spec: Spec, value: object, memo: _Memo, label: str, fname: str) -> None:
    """Check `value` against `spec`, binding dimension names in `memo`."""
    if type(spec) is ArraySpec:
        _check_array(spec, value, memo, label, fname)
    elif type(spec) is TupleSpec:
        _check_items(spec, value, memo, label, fname)
    elif type(spec) is TreeSpec:
        for path, leaf in _TREE.tree_leaves_with_path(value):
            check_value(spec.leaf, leaf, memo, label + _TREE.keystr(path), fname)
    elif type(spec) is UnionSpec:
        _check_union(spec, value, memo, label, fname)


def _check_items(spec: TupleSpec, value: object, memo: _Memo, label: str, fname: str) -> None:
    if not isinstance(value, spec.container):
        raise DTypeError(
            f"{fname}({label}): {_prose(label)} is {type(value).__name__}, not "
            f"{spec.container.__name__} as {spec.described} requires"
        )
    items = cast("tuple[object, ...] | list[object]", value)  # checked above
    if not spec.repeat and len(items) != len(spec.items):
        raise ShapeError(
            f"{fname}({label}): {_prose(label)} has {len(items)} items but {spec.described} "
            f"has {len(spec.items)}"
        )
    for i, item in enumerate(items):
        inner = spec.items[0 if spec.repeat else i]
        if inner is not None:
            check_value(inner, item, memo, f"{label}[{i}]", fname)


def _check_union(spec: UnionSpec, value: object, memo: _Memo, label: str, fname: str) -> None:
    if value is None and spec.none:
        return
    problems: list[str] = []
    for option in spec.options:
        trial = dict(memo)
        try:
            check_value(option, value, trial, label, fname)
        except (ShapeError, DTypeError) as error:
            problems.append(str(error))
            continue
        memo.update(trial)
        return
    raise ShapeError(
        f"{fname}({label}): {_prose(label)} fits no option of {spec.described}:\n  "
        + "\n  ".join(problems)
    )


def resolve_pending(memo: _Memo, fname: str) -> None:
    """Check the symbolic axes met before the names they read were bound (if any were)."""
    for dim, size, label, shape, axis in memo.pop(_PENDING, ()):
        missing = [n for n in dim.names if n not in memo]
        if missing:
            raise ShapeError(
                f"{fname}({label}): axis {axis} of {_prose(label)} is {dim.text}, but "
                f"{', '.join(missing)} is bound by no argument of this call"
            )
        _check_symbolic(dim, size, memo, label, shape, fname, axis)


# ---- reading the function ----------------------------------------------------------


def _annotation_problem(
    fun: Callable[..., Any], name: str, text: str, error: Exception
) -> AnnotationError:
    where = f"{getattr(fun, '__qualname__', repr(fun))}({name})"
    # jaxtyping refuses a malformed shape string when the annotation is evaluated;
    # find the string and let typedjax's own parser point at the entry.
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        tree = None
    for node in ast.walk(tree) if tree is not None else ():
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            try:
                parse_dims(node.value)
            except AnnotationError as found:
                return AnnotationError(f"{where}: in {text}, {found}")
    return AnnotationError(
        f"{where}: the annotation {text!r} could not be evaluated: {type(error).__name__}: "
        f"{error}. typecheck evaluates annotations when it decorates; define what they "
        "name at module level"
    )


def _hints(fun: Callable[..., Any]) -> dict[str, object]:
    raw: dict[str, object] = dict(getattr(fun, "__annotations__", {}))
    module = sys.modules.get(getattr(fun, "__module__", ""), None)
    namespace: dict[str, Any] = dict(vars(module)) if module is not None else {}
    namespace.update(getattr(fun, "__globals__", {}))
    hints: dict[str, object] = {}
    for name, annotation in raw.items():
        if not isinstance(annotation, str):
            hints[name] = annotation
            continue
        try:
            hints[name] = typing.get_type_hints(
                _Holder(annotation), globalns=namespace, include_extras=True
            )["value"]
        except Exception as error:  # noqa: BLE001  # whatever evaluating the annotation raised is reported with it
            raise _annotation_problem(fun, name, annotation, error) from None
    return hints


class _Holder:
    """An object whose one annotation is a string, for `get_type_hints` to evaluate."""

    def __init__(self, annotation: str) -> None:
        self.__annotations__ = {"value": annotation}


def _array_specs(spec: Spec | None) -> Iterator[ArraySpec]:
    """The array annotations inside `spec`: itself, or its items, options or leaf."""
    if spec is None:
        return
    if isinstance(spec, ArraySpec):
        yield spec
    elif isinstance(spec, TreeSpec):
        yield from _array_specs(spec.leaf)
    else:
        for member in spec.items if isinstance(spec, TupleSpec) else spec.options:
            yield from _array_specs(member)


class Signature:
    """A function's annotations read as specs: per parameter, and for the result."""

    def __init__(self, fun: Callable[..., Any]) -> None:
        target = inspect.unwrap(fun)
        self.name: str = getattr(target, "__qualname__", repr(target))
        hints = _hints(target)
        self.parameters: list[tuple[inspect.Parameter, Spec | None]] = []
        for parameter in inspect.signature(target).parameters.values():
            hint = hints.get(parameter.name)
            where = f"{self.name}({parameter.name})"
            spec = None if hint is None else spec_of(hint, where=where)
            self.parameters.append((parameter, spec))
        self.result: Spec | None = (
            None
            if "return" not in hints
            else spec_of(hints["return"], where=f"{self.name}(return)")
        )
        arrays = [a for _, p in self.parameters for a in _array_specs(p)]
        arrays += _array_specs(self.result)
        named = {d.name for a in arrays for d in a.dims or () if d.kind is Kind.NAMED}
        symbolic = [(d, a) for a in arrays for d in a.dims or () if d.kind is Kind.SYMBOLIC]
        for dim, owner in symbolic:
            unknown = [n for n in dim.names if n not in named]
            if unknown:
                raise AnnotationError(
                    f"{self.name}: in {owner.described}, shape entry {dim.text!r} (character "
                    f"{dim.position}) reads "
                    f"{', '.join(unknown)}, which no annotation of {self.name} names as a "
                    "dimension"
                )


def typecheck(fun: _F, /) -> _F:
    """Check the dtypes and shapes that `fun`'s jaxtyping annotations state, on every call.

    Parameters annotated with `Float[Array, "b n"]`, `Shaped[Array[float32], "b n"]`,
    `Array[float32]`, tuples, unions or `PyTree[...]` of them are checked, and so is
    the result; each dimension name binds to the first size it meets in the call. A
    mismatch raises `ShapeError` (or `DTypeError` for a dtype) naming the function, the
    argument, the dimension and who bound it. Under `jit` and the other transforms the
    check runs once per trace; the compiled program is the undecorated one's.

    Annotations are read now: a malformed shape string or a symbolic size that reads
    an unknown name raises `AnnotationError` here, pointing at the entry.
    """
    signature = Signature(fun)
    fname = signature.name
    positional: list[tuple[int, str, Spec]] = []
    keyword: list[tuple[str, Spec]] = []
    star: tuple[int, str, Spec] | None = None
    double_star: tuple[frozenset[str], str, Spec] | None = None
    named = frozenset(
        p.name for p, _ in signature.parameters if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
    )
    for index, (parameter, spec) in enumerate(signature.parameters):
        if spec is None:
            continue
        if parameter.kind in (parameter.POSITIONAL_ONLY, parameter.POSITIONAL_OR_KEYWORD):
            positional.append((index, parameter.name, spec))
        elif parameter.kind is parameter.KEYWORD_ONLY:
            keyword.append((parameter.name, spec))
        elif parameter.kind is parameter.VAR_POSITIONAL:
            star = (index, parameter.name, spec)
        else:
            double_star = (named, parameter.name, spec)
    result = signature.result

    @functools.wraps(fun)
    def checked(*args: Any, **kwargs: Any) -> Any:
        memo: _Memo = {}
        count = len(args)
        for index, name, spec in positional:
            if index < count:
                check_value(spec, args[index], memo, name, fname)
            elif name in kwargs:
                check_value(spec, kwargs[name], memo, name, fname)
        if star is not None:
            first, name, spec = star
            for i in range(first, count):
                check_value(spec, args[i], memo, f"{name}[{i - first}]", fname)
        for name, spec in keyword:
            if name in kwargs:
                check_value(spec, kwargs[name], memo, name, fname)
        if double_star is not None:
            taken, name, spec = double_star
            for key, value in kwargs.items():
                if key not in taken:
                    check_value(spec, value, memo, f"{name}[{key!r}]", fname)
        if _PENDING in memo:
            resolve_pending(memo, fname)
        out = fun(*args, **kwargs)
        if result is not None:
            check_value(result, out, memo, _RETURN, fname)
            if _PENDING in memo:
                resolve_pending(memo, fname)
        return out

    return checked  # type: ignore[return-value]  # pyright: ignore[reportReturnType]  # functools.wraps keeps fun's signature and attributes


class AnnotatedShardings(TypedDict):
    """`jit`'s `in_shardings` and `out_shardings`, read from a function's annotations."""

    in_shardings: tuple[NamedSharding | None, ...]
    out_shardings: NamedSharding | None


def _named(spec: Spec | None, mesh: Mesh | AbstractMesh, where: str) -> NamedSharding | None:
    if not isinstance(spec, ArraySpec) or not spec.sharded or spec.dims is None:
        return None
    stop = len(spec.dims) if spec.variadic is None else spec.variadic
    if any(d.mesh_axes for d in spec.dims[stop:]):
        raise AnnotationError(
            f"{where}: in {spec.described}, an entry after the multi-axis one names mesh axes; "
            "a PartitionSpec counts axes from the front, so jit cannot take it as a sharding"
        )
    entries = [d.split for d in spec.dims[:stop]]
    return NamedSharding(mesh, PartitionSpec(*entries))  # type: ignore[no-untyped-call, unused-ignore]  # JAX 0.10 leaves PartitionSpec.__init__ unannotated


def annotated_shardings(
    fun: Callable[..., Any], /, mesh: Mesh | AbstractMesh
) -> AnnotatedShardings:
    """The shardings `fun`'s annotations name (`"b@data n"`), on `mesh`, for `jit`.

    `typedjax.jit(f, **annotated_shardings(f, mesh))` places each positional argument
    and the result as annotated; an argument with no `@` entry is left to JAX (None).
    `typedjax.export` takes the jitted function and keeps them.
    """
    signature = Signature(fun)
    ins = tuple(
        _named(spec, mesh, f"{signature.name}({parameter.name})")
        for parameter, spec in signature.parameters
        if parameter.kind in (parameter.POSITIONAL_ONLY, parameter.POSITIONAL_OR_KEYWORD)
    )
    out = _named(signature.result, mesh, f"{signature.name}(return)")
    return {"in_shardings": ins, "out_shardings": out}


__all__ = (
    "RESULT_LABEL",
    "AnnotatedShardings",
    "AnnotationError",
    "Signature",
    "annotated_shardings",
    "check_value",
    "resolve_pending",
    "typecheck",
)
