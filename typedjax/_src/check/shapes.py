"""`python -m typedjax check --shapes`: shape annotations proved for every size at once.

Each module under the given paths is imported as a test runner would (by its
dotted name from the first folder up without `__init__.py`, never as
`__main__`). Every function defined there whose parameters and result carry
complete shape annotations (`Float[Array, "b n"]`, `Shaped[Array[float32], "b
n"]`, tuples of them) is traced once with `jax.eval_shape`: each dimension name
is one symbolic dimension (JAX's shape polymorphism, as `typedjax.export`
builds them), so no data is made, nothing is compiled, and what holds, holds for
every size. While tracing, every other annotated function of those modules is
replaced by one that checks its arguments against its annotations, so each call
binds the callee's dimensions consistently (the callee's own result is proved
when the callee itself is traced). Whatever JAX refuses in the body (a matmul
of mismatched axes), a call whose arguments disagree with the callee's
annotations, and a result whose shape or dtype differs from the return
annotation are findings at the user's line; a function that cannot be traced
symbolically (Python control flow on a size, a data-dependent shape, a
parameter without a shape) is listed as skipped with the reason.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import inspect
import linecache
import os
import sys
import time
import traceback
import types
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
from jax.sharding import AbstractMesh, AxisType, NamedSharding, PartitionSpec

from typedjax._src.check.sources import python_files
from typedjax._src.errors import DTypeError, ShapeError, ShardingError, VarianceError
from typedjax._src.transforms.export import symbolic_shape
from typedjax._src.typing.annotations import (
    AnnotationError,
    ArraySpec,
    Kind,
    Spec,
    TupleSpec,
)
from typedjax._src.typing.dtype import DType
from typedjax._src.typing.typecheck import RESULT_LABEL, Signature, check_value, resolve_pending
from typedjax.lax import pcast
from typedjax.transforms import eval_shape

__all__ = ("Finding", "ShapeReport", "check_shapes")

_STRUCT: Any = jax.ShapeDtypeStruct  # JAX leaves its __init__ unannotated


@dataclass(frozen=True)
class Finding:
    """One result at a place in the user's code: a shape or dtype error, or a skip."""

    path: str
    line: int
    column: int
    function: str
    message: str


@dataclass
class ShapeReport:
    """What `check_shapes` proved: the functions traced, the findings and the skips."""

    checked: list[str] = field(default_factory=list[str])
    findings: list[Finding] = field(default_factory=list[Finding])
    skipped: list[Finding] = field(default_factory=list[Finding])
    seconds: float = 0.0


# ---- the user's modules --------------------------------------------------------------------


def _python_files(paths: Sequence[str]) -> list[Path]:
    """The `.py` files named and those under the folders named, walked as `check`'s other
    passes walk them (no hidden folders, outputs or environments)."""
    for given in paths:
        if not Path(given).is_dir() and Path(given).suffix != ".py":
            raise FileNotFoundError(
                f"check --shapes: {given!r} is neither a folder nor a .py file; pass the "
                "files or folders holding your annotated functions"
            )
    return [p.resolve() for p in python_files(paths)]


def _module_name(path: Path) -> tuple[str, Path]:
    """The dotted name of `path` and the folder to import it from (above its packages)."""
    parts = [path.stem] if path.stem != "__init__" else []
    folder = path.parent
    while (folder / "__init__.py").exists():
        parts.insert(0, folder.name)
        folder = folder.parent
    return ".".join(parts), folder


def _import(path: Path) -> types.ModuleType:
    name, root = _module_name(path)
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    return importlib.import_module(name)


# ---- which functions, and their symbolic inputs ----------------------------------------------


def _arrays(spec: Spec | None) -> Iterator[ArraySpec]:
    if isinstance(spec, ArraySpec):
        yield spec
    elif isinstance(spec, TupleSpec):
        for item in spec.items:
            yield from _arrays(item)


def _incomplete(spec: Spec | None, where: str) -> str | None:
    """Why `spec` gives no definite shape to trace with, or None when it does."""
    if spec is None:
        return f"{where} has no array annotation"
    if isinstance(spec, TupleSpec):
        if spec.repeat:
            return f"{where} is {spec.described}, a tuple of any length"
        for i, item in enumerate(spec.items):
            problem = _incomplete(item, f"{where}[{i}]")
            if problem is not None:
                return problem
        return None
    if not isinstance(spec, ArraySpec):
        return f"{where} is {spec.described}, not an array or a tuple of arrays"
    if spec.dims is None:
        return f"{where} is {spec.described}, which gives no shape"
    for dim in spec.dims:
        if dim.kind in (Kind.VARIADIC, Kind.ANY_VARIADIC):
            return f"{where}: {dim.text!r} in {spec.described} stands for any number of axes"
    return None


_PREFERRED = ("float32", "int32", "bool", "complex64", "uint32", "bfloat16", "float16")


def _representative(spec: ArraySpec) -> DType:
    """One dtype `spec` accepts: the default of its kind (float32 for `Float`), else the first."""
    by_name = {str(d): d for d in spec.concrete}
    for name in _PREFERRED:
        if name in by_name:
            return by_name[name]
    if not by_name:
        raise AnnotationError(f"{spec.described} accepts no concrete dtype to trace with")
    return by_name[min(by_name)]


def _symbols(signature: Signature) -> dict[str, object]:
    """One symbolic dimension per dimension name (and per `_` axis) of the parameters."""
    names: list[str] = []
    for _, spec in signature.parameters:
        for array in _arrays(spec):
            for dim in array.dims or ():
                if dim.kind is Kind.NAMED and dim.name not in names:
                    names.append(dim.name)
    made = jax.export.symbolic_shape(", ".join(names)) if names else ()
    return dict(zip(names, made))


def _mesh_axes(signature: Signature) -> tuple[tuple[str, ...], bool]:
    """The mesh axes the annotations name (`Varying`, `b@data`), and whether any varies."""
    specs = [spec for _, spec in signature.parameters] + [signature.result]
    names: set[str] = set()
    varying = False
    for spec in specs:
        for array in _arrays(spec):
            if array.variance is not None and array.variance.axes:
                names.update(array.variance.axes)
                varying = True
            for dim in array.dims or ():
                names.update(dim.mesh_axes or ())
    return tuple(sorted(names)), varying


def _structs(
    spec: Spec | None, env: dict[str, object], where: str, mesh: AbstractMesh | None = None
) -> Any:
    if isinstance(spec, TupleSpec):
        return tuple(
            _structs(item, env, f"{where}[{i}]", mesh) for i, item in enumerate(spec.items)
        )
    assert isinstance(spec, ArraySpec)  # _incomplete vouched

    def anonymous() -> object:  # each `_` axis is a symbolic dimension of its own
        name = f"_anonymous{sum(key.startswith('_anonymous') for key in env)}"
        (fresh,) = jax.export.symbolic_shape(name)
        env[name] = fresh
        return fresh

    shape = symbolic_shape(spec, env, anonymous, where)
    if mesh is None or not spec.sharded:
        return _STRUCT(shape, _representative(spec))
    entries = [dim.split for dim in spec.dims or ()]
    placed = NamedSharding(mesh, PartitionSpec(*entries))  # type: ignore[no-untyped-call, unused-ignore]  # JAX 0.10 leaves PartitionSpec.__init__ unannotated
    return _STRUCT(shape, _representative(spec), sharding=placed)


def _in_shard_map(
    traced: Callable[..., Any],
    names: list[str],
    specs: dict[str, Spec],
    mesh: AbstractMesh,
) -> Callable[..., Any]:
    """`traced` run as a `shard_map` body on `mesh`: each `Varying` argument made varying
    along its axes (every argument is replicated in), so the body's collectives and the
    annotations' variance are traced as on devices, for every size and mesh."""

    def body(*args: Any, **kwargs: Any) -> Any:
        cast: list[Any] = []
        for name, value in zip(names, args, strict=True):
            spec = specs[name]
            axes = spec.variance.axes if isinstance(spec, ArraySpec) and spec.variance else ()
            cast.append(pcast(value, axes, to="varying") if axes else value)
        traced(*cast, **kwargs)
        return jnp.zeros(())  # the result was checked inside; shard_map needs an invariant one

    def mapped(*args: Any, **kwargs: Any) -> Any:
        replicated = PartitionSpec()  # type: ignore[no-untyped-call, unused-ignore]  # as above
        inner = functools.partial(body, **kwargs)
        run: Any = jax.shard_map(inner, mesh=mesh, in_specs=replicated, out_specs=replicated)
        return run(*args)

    return mapped


@dataclass
class _Candidate:
    module: types.ModuleType
    name: str
    call: Callable[..., Any]  # unwrapped: the user's own body
    code: types.CodeType
    signature: Signature

    @property
    def qualified(self) -> str:
        return f"{self.module.__name__}.{self.name}"


def _place(code: types.CodeType) -> tuple[str, int]:
    return os.path.relpath(code.co_filename), code.co_firstlineno


def _collect(
    modules: Sequence[types.ModuleType], report: ShapeReport
) -> tuple[list[_Candidate], dict[tuple[types.ModuleType, str], Callable[..., Any]]]:
    """The functions to trace, and every annotated function (by module and global name)."""
    candidates: list[_Candidate] = []
    annotated: dict[tuple[types.ModuleType, str], Callable[..., Any]] = {}
    seen: set[types.CodeType] = set()
    checked = {module.__name__ for module in modules}
    for module in modules:
        for name, value in sorted(vars(module).items()):
            target = inspect.unwrap(value) if callable(value) else None
            if not isinstance(target, types.FunctionType) or target.__module__ not in checked:
                continue
            if target.__module__ != module.__name__ or target.__code__ in seen:
                # Imported from another checked module, or another name for one function
                # (`fast = jit(f)`): its calls are checked; it is traced where it is defined.
                if _has_shapes(target):
                    annotated[(module, name)] = target
                continue
            seen.add(target.__code__)
            try:
                signature = Signature(target)
            except AnnotationError as error:
                path, line = _place(target.__code__)
                report.findings.append(Finding(path, line, 1, name, str(error)))
                continue
            if not _writes_shapes(signature):
                continue  # no shape written anywhere: not a shape-annotated function
            annotated[(module, name)] = target
            problem = _why_not(signature)
            if problem is None:
                candidates.append(_Candidate(module, name, target, target.__code__, signature))
            else:
                path, line = _place(target.__code__)
                report.skipped.append(Finding(path, line, 1, name, problem))
    return candidates, annotated


def _has_shapes(function: types.FunctionType) -> bool:
    try:
        signature = Signature(function)
    except AnnotationError:
        return False
    return _writes_shapes(signature)


def _writes_shapes(signature: Signature) -> bool:
    """Whether some parameter or the result of `signature` has a shape written."""
    specs = [spec for _, spec in signature.parameters] + [signature.result]
    return any(a.dims is not None for spec in specs for a in _arrays(spec))


def _why_not(signature: Signature) -> str | None:
    for parameter, spec in signature.parameters:
        if parameter.kind in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD):
            return f"*{parameter.name}/**{parameter.name}: a variable number of arguments"
        if parameter.default is not parameter.empty and spec is None:
            continue  # a defaulted option (`eps: float = 1e-6`) keeps its default
        problem = _incomplete(spec, f"parameter {parameter.name}")
        if problem is not None:
            return problem
    return _incomplete(signature.result, "the return annotation")


# ---- tracing ----------------------------------------------------------------------------------


def _binding(function: Callable[..., Any]) -> Callable[..., Any]:
    """`function`, checking its arguments against its annotations (not its result)."""
    body = inspect.unwrap(function)
    signature = Signature(body)
    fname = signature.name
    parameters = inspect.signature(body)  # read once, not on every traced call

    @functools.wraps(body)
    def binding(*args: Any, **kwargs: Any) -> Any:
        bound = parameters.bind(*args, **kwargs)
        memo: dict[str, Any] = {}
        for parameter, spec in signature.parameters:
            if spec is not None and parameter.name in bound.arguments:
                check_value(spec, bound.arguments[parameter.name], memo, parameter.name, fname)
        resolve_pending(memo, fname)
        return body(*args, **kwargs)

    return binding


@contextlib.contextmanager
def _calls_checked(
    annotated: dict[tuple[types.ModuleType, str], Callable[..., Any]],
) -> Generator[None, None, None]:
    """Every annotated function, as its module's globals name it, checks its arguments."""
    replaced: list[tuple[types.ModuleType, str, object]] = []
    try:
        for (module, name), function in annotated.items():
            replaced.append((module, name, getattr(module, name)))
            setattr(module, name, _binding(function))
        yield
    finally:
        for module, name, value in reversed(replaced):
            setattr(module, name, value)


def _user_frame(error: BaseException, files: set[str]) -> traceback.FrameSummary | None:
    """The innermost frame of `error`'s traceback in one of the user's files."""
    found: traceback.FrameSummary | None = None
    for frame in traceback.extract_tb(error.__traceback__):
        if os.path.abspath(frame.filename) in files:
            found = frame
    return found


_UNTRACEABLE = (
    "InconclusiveDimensionOperation",
    "ConcretizationTypeError",
    "TracerBoolConversionError",
    "TracerIntegerConversionError",
    "TracerArrayConversionError",
    "NonConcreteBooleanIndexError",
)
"""JAX's errors for what has no answer for every size at once: skipped, with the reason."""

_FOUND = (ShapeError, DTypeError, VarianceError, ShardingError)
"""What an annotation refuses: a finding at the user's line, reported by its message."""


def _trace(candidate: _Candidate, files: set[str], report: ShapeReport) -> None:
    signature = candidate.signature
    env = _symbols(signature)
    axes, varying = _mesh_axes(signature)
    # An abstract mesh with the annotated axes (size 1 each: the proof holds for every
    # size, and needs no device): explicitly sharded inputs, or a shard_map body.
    mesh = (
        AbstractMesh((1,) * len(axes), axes, axis_types=(AxisType.Explicit,) * len(axes))
        if axes
        else None
    )
    positional: list[Any] = []
    keyword: dict[str, Any] = {}
    names: list[str] = []
    for parameter, spec in signature.parameters:
        if spec is None:
            continue  # a defaulted option
        label = f"{signature.name}({parameter.name})"
        struct = _structs(spec, env, label, None if varying else mesh)
        if parameter.kind is parameter.KEYWORD_ONLY:
            keyword[parameter.name] = struct
        else:
            positional.append(struct)
            names.append(parameter.name)
    specs = {p.name: s for p, s in signature.parameters if s is not None}
    returned: list[int] = []
    code = candidate.code

    def watch(frame: types.FrameType, event: str, arg: object) -> None:
        if event == "return" and frame.f_code is code:
            returned.append(frame.f_lineno)

    stage = ["body"]

    def traced(*args: Any, **kwargs: Any) -> Any:
        memo: dict[str, Any] = {}
        for name, value in zip(names, args):
            check_value(specs[name], value, memo, name, signature.name)
        for name, value in kwargs.items():
            check_value(specs[name], value, memo, name, signature.name)
        resolve_pending(memo, signature.name)
        previous = sys.getprofile()
        sys.setprofile(watch)
        try:
            out = candidate.call(*args, **kwargs)
        finally:
            sys.setprofile(previous)
        stage[0] = RESULT_LABEL
        if signature.result is not None:
            check_value(signature.result, out, memo, RESULT_LABEL, signature.name)
            resolve_pending(memo, signature.name)
        return out

    path, first = _place(code)
    target = traced
    if mesh is not None and varying:
        target = _in_shard_map(traced, names, specs, mesh)
    placing = (
        jax.sharding.use_abstract_mesh(mesh)
        if mesh is not None and not varying
        else contextlib.nullcontext()
    )
    try:
        with placing:
            eval_shape(target, *positional, **keyword)
    except Exception as error:  # noqa: BLE001  # JAX's refusal, whatever its class, is the finding
        kind = type(error).__name__
        if isinstance(error, AnnotationError):
            report.findings.append(Finding(path, first, 1, candidate.name, str(error)))
        elif stage[0] == RESULT_LABEL and isinstance(error, _FOUND):
            line = returned[-1] if returned else first
            text = linecache.getline(code.co_filename, line)
            column = len(text) - len(text.lstrip()) + 1
            report.findings.append(Finding(path, line, column, candidate.name, _first_line(error)))
        else:
            where = _user_frame(error, files)
            found = (
                (path, first, 1)
                if where is None
                else (
                    os.path.relpath(where.filename),
                    where.lineno or first,
                    (where.colno or 0) + 1,
                )
            )
            if kind in _UNTRACEABLE:
                why = f"cannot be traced for every size at once ({kind}): {_first_line(error)}"
                report.skipped.append(Finding(*found, candidate.name, why))
            elif isinstance(error, _FOUND):
                report.findings.append(Finding(*found, candidate.name, _first_line(error)))
            else:
                report.findings.append(
                    Finding(*found, candidate.name, f"{kind}: {_first_line(error)}")
                )
        return
    report.checked.append(candidate.qualified)


def _first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def check_shapes(paths: Sequence[str]) -> ShapeReport:
    """Trace every shape-annotated function under `paths` with symbolic sizes; see the module."""
    started = time.perf_counter()
    report = ShapeReport()
    files = _python_files(paths)
    modules: list[types.ModuleType] = []
    # What the user's modules print goes to stderr: stdout carries the report (JSON too).
    with contextlib.redirect_stdout(sys.stderr):
        _load(files, modules, report)
        candidates, annotated = _collect(modules, report)
        names = {os.path.abspath(p) for p in files}
        with _calls_checked(annotated):
            for candidate in candidates:
                _trace(candidate, names, report)
    report.seconds = time.perf_counter() - started
    return report


def _load(files: Sequence[Path], modules: list[types.ModuleType], report: ShapeReport) -> None:
    for path in files:
        try:
            modules.append(_import(path))
        except Exception as error:  # noqa: BLE001  # a module that fails to import is reported, not fatal
            report.skipped.append(
                Finding(os.path.relpath(path), 1, 1, "<module>",
                        f"could not be imported: {type(error).__name__}: {_first_line(error)}")
            )  # fmt: skip
