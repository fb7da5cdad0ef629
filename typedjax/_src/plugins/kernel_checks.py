"""Kernel descriptions: the checks they pass at registration, and the parts the checks share.

`check_kernel` runs a description's abstract evaluation and its reference
abstractly (`jax.eval_shape`) on the sample shapes, for every dtype it claims,
parses its signature (`Signature`), and loads its shared libraries for the
platforms a usable backend provides; a broken rule is a `ValueError` naming the
kernel and the rule. Nothing is compiled or run.
"""

from __future__ import annotations

import ctypes
import functools
import os
import re
import threading
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, TypeAlias, cast

import jax
import jax.numpy as jnp
import numpy as np

from typedjax._src.plugins.descriptions import FfiTarget, KernelDescription, KernelVjp

__all__ = (
    "ELLIPSIS",
    "RULES",
    "Results",
    "Signature",
    "as_results",
    "as_structs",
    "check_kernel",
    "check_vjp",
    "load_library",
)

RULES: Final[dict[str, str]] = {
    "fields": "name, operands, dtypes, sample, attributes, batching and the functions have the "
    "documented types",
    "signature": "the signature gives each operand and result its dimensions, consistently "
    "with the sample",
    "sharded": "sharded names dimensions of the signature (or '...')",
    "dtypes": "abstract_eval accepts every dtype the description claims",
    "abstract_eval": "abstract_eval returns one jax.ShapeDtypeStruct per result, as the "
    "reference computes them",
    "targets": "each FFI target's library loads and exports its symbol, one target per platform",
    "vjp": "the vjp's forward and backward kernels exist and fit this kernel",
}
"""Every rule `check_kernel` enforces, by the name its errors quote."""
Results: TypeAlias = tuple[jax.Array, ...]
"""What a kernel returns: one array per result."""
_Structs: TypeAlias = tuple[jax.ShapeDtypeStruct, ...]

# JAX leaves these unannotated, or partly so (getattr gives them no type to repeat); the
# annotations say how they are called here.
_struct: Callable[[Sequence[int], object], jax.ShapeDtypeStruct] = jax.ShapeDtypeStruct
_eval_shape: Callable[..., object] = getattr(jax, "eval_shape")  # noqa: B009


def _unchecked(value: object) -> object:
    """`value` with its static type forgotten: it comes from a plugin, and is checked next."""
    return value


ELLIPSIS: Final = "..."
"""Stands for any number of leading dimensions in a signature."""
_NAME: Final = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


@dataclass(frozen=True)
class Signature:
    """A parsed signature: each operand's and result's dimension names; `...` first if any."""

    operands: tuple[tuple[str, ...], ...]
    results: tuple[tuple[str, ...], ...]

    @staticmethod
    def parse(text: str) -> Signature:
        """Parse `"... n, n -> ... n"`; a ValueError says what is malformed."""
        if text.count("->") != 1:
            raise ValueError(f"{text!r} needs exactly one '->' between operands and results")
        left, right = text.split("->")

        def side(part: str) -> tuple[tuple[str, ...], ...]:
            entries = tuple(tuple(entry.split()) for entry in part.split(","))
            for entry in entries:
                for index, dim in enumerate(entry):
                    if dim == ELLIPSIS and index == 0:
                        continue
                    if not _NAME.match(dim):
                        where = "first" if dim == ELLIPSIS else "an identifier"
                        raise ValueError(
                            f"{text!r} has the dimension {dim!r}; a dimension is {where}"
                            + (" in its entry" if dim == ELLIPSIS else "")
                        )
            return entries

        return Signature(side(left), side(right))

    def names(self) -> set[str]:
        return {dim for entry in (*self.operands, *self.results) for dim in entry}

    @staticmethod
    def dims(entry: tuple[str, ...], rank: int) -> tuple[str, ...]:
        """One name per dimension of an array of `rank`; `...` becomes `...0`, `...1`, ..."""
        if entry[:1] != (ELLIPSIS,):
            return entry
        lead = rank - (len(entry) - 1)
        return (*(f"{ELLIPSIS}{k}" for k in range(lead)), *entry[1:])

    @staticmethod
    def fits(entry: tuple[str, ...], rank: int) -> bool:
        explicit = len(entry) - (1 if entry[:1] == (ELLIPSIS,) else 0)
        return rank == explicit or (entry[:1] == (ELLIPSIS,) and rank > explicit)


def _struct_text(found: jax.ShapeDtypeStruct) -> str:
    return f"{np.dtype(found.dtype).name}[{','.join(map(str, found.shape))}]"


def _structs_text(structs: Sequence[jax.ShapeDtypeStruct]) -> str:
    return "(" + ", ".join(map(_struct_text, structs)) + ")"


def as_structs(found: object) -> _Structs | None:
    """`found` as a tuple of `jax.ShapeDtypeStruct`; `None` when it is anything else."""
    if isinstance(found, jax.ShapeDtypeStruct):
        return (found,)
    if isinstance(found, tuple) and found:
        items = cast(tuple[object, ...], found)
        structs = [item for item in items if isinstance(item, jax.ShapeDtypeStruct)]
        if len(structs) == len(items):
            return tuple(structs)
    return None


def as_results(found: object) -> Results:
    """What a reference or FFI call returned, as a tuple of arrays."""
    if isinstance(found, (list, tuple)):
        return tuple(cast(Sequence[jax.Array], found))
    return (cast(jax.Array, found),)


_library_lock: Final = threading.Lock()
_libraries: dict[str, ctypes.CDLL] = {}
"""Libraries loaded so far, by path: a library is loaded once per process."""


def load_library(path: str) -> ctypes.CDLL:
    """The shared library at `path`, loaded once; OSError (the loader's message) if it cannot be."""
    with _library_lock:
        found = _libraries.get(path)
        if found is None:
            found = ctypes.CDLL(path)
            _libraries[path] = found
        return found


class _Checker:
    """Checks one description and reports the first broken rule."""

    def __init__(self, desc: KernelDescription, platforms: Collection[str] = ()) -> None:
        self.desc = desc
        self.platforms = platforms

    def fail(self, rule: str, detail: str) -> ValueError:
        return ValueError(
            f"kernel {self.desc.name!r} breaks the rule {rule!r} ({RULES[rule]}): {detail}"
        )

    def run(self) -> Signature:
        desc = self.desc
        self.fields()
        try:
            signature = Signature.parse(desc.signature)
        except ValueError as error:
            raise self.fail("signature", f"signature {error}.") from None
        self.shapes(signature)
        known = signature.names() | {ELLIPSIS}
        unknown = [name for name in desc.sharded if name not in known]
        if unknown:
            listed = ", ".join(repr(n) for n in sorted(signature.names() - {ELLIPSIS}))
            raise self.fail(
                "sharded",
                f"sharded={desc.sharded!r} names {', '.join(map(repr, unknown))}, which the "
                f"kernel does not have; its dimensions are {listed} (and '...')"
                f" in {desc.signature!r}.",
            )
        failures: list[tuple[str, str, Exception]] = []
        for dtype in desc.dtypes:
            failed = self.evaluate(signature, dtype)
            if failed is not None:
                failures.append((dtype, *failed))
        if failures:
            dtype, call, cause = failures[0]
            said = f"{call} raised {type(cause).__name__}: {cause}"
            if len(failures) == len(desc.dtypes):
                raise self.fail("abstract_eval", said) from cause
            raise self.fail(
                "dtypes", f"the description claims dtype {dtype!r}, but {said}"
            ) from cause
        self.targets()
        return signature

    def fields(self) -> None:
        desc = self.desc
        text_tuples = {"operands": desc.operands, "dtypes": desc.dtypes}
        for field_name, texts in text_tuples.items():
            given = _unchecked(texts)
            if not (
                isinstance(given, tuple)
                and given
                and all(isinstance(v, str) and v for v in cast(tuple[object, ...], given))
            ):
                raise self.fail(
                    "fields", f"{field_name}={given!r}; expected a non-empty tuple of str."
                )
        for dtype in desc.dtypes:
            try:
                jnp.dtype(dtype)
            except TypeError:
                raise self.fail(
                    "fields", f"dtypes names {dtype!r}, which is not a JAX dtype."
                ) from None
        sample = _unchecked(desc.sample)
        if not (
            isinstance(sample, tuple)
            and len(cast(tuple[object, ...], sample)) == len(desc.operands)
            and all(
                isinstance(shape, tuple)
                and all(type(d) is int and d > 0 for d in cast(tuple[object, ...], shape))
                for shape in cast(tuple[object, ...], sample)
            )
        ):
            raise self.fail(
                "fields",
                f"sample={sample!r}; expected one shape (a tuple of positive ints) per "
                f"operand {desc.operands!r}.",
            )
        attributes = _unchecked(desc.attributes)
        if not isinstance(attributes, Mapping):
            raise self.fail("fields", f"attributes={attributes!r}; expected a mapping.")
        for key, value in cast(Mapping[object, object], attributes).items():
            if not (isinstance(key, str) and isinstance(value, (float, int, bool))):
                raise self.fail(
                    "fields",
                    f"attributes has {key!r}: {value!r}; expected str names with float, int "
                    "or bool defaults.",
                )
        batching = _unchecked(desc.batching)
        if batching not in ("vectorized", "sequential"):
            raise self.fail(
                "fields", f"batching={batching!r}; expected 'vectorized' or 'sequential'."
            )
        # Not `callable()` on an `object`: mypy would store a synthetic type among this
        # module's names (see tests/checkers/test_stubtest.py).
        for field_name, fn in (
            ("abstract_eval", desc.abstract_eval),
            ("reference", desc.reference),
        ):
            if not hasattr(_unchecked(fn), "__call__"):  # noqa: B004
                raise self.fail("fields", f"{field_name}={fn!r} is not callable.")

    def shapes(self, signature: Signature) -> None:
        desc = self.desc
        if len(signature.operands) != len(desc.operands):
            raise self.fail(
                "signature",
                f"signature {desc.signature!r} has {len(signature.operands)} operand(s); the "
                f"kernel has {len(desc.operands)}: {desc.operands!r}.",
            )
        sizes: dict[str, int] = {}
        for name, entry, shape in zip(desc.operands, signature.operands, desc.sample):
            if not Signature.fits(entry, len(shape)):
                raise self.fail(
                    "signature",
                    f"operand {name!r} is '{' '.join(entry)}' in the signature, but its sample "
                    f"shape is {shape}.",
                )
            for dim, size in zip(Signature.dims(entry, len(shape)), shape):
                if sizes.setdefault(dim, size) != size:
                    raise self.fail(
                        "signature",
                        f"dimension {dim!r} has sizes {sizes[dim]} and {size} in the sample "
                        f"{desc.sample}.",
                    )

    def evaluate(self, signature: Signature, dtype: str) -> tuple[str, Exception] | None:
        """Check the abstract evaluation for `dtype`; the call and its error if it raised."""
        desc = self.desc
        structs = tuple(_struct(shape, jnp.dtype(dtype)) for shape in desc.sample)
        call = f"abstract_eval{_structs_text(structs)}"
        try:
            found: object = desc.abstract_eval(*structs, **desc.attributes)
        except Exception as error:  # noqa: BLE001  # any failure of plugin code is reported
            return call, error
        got = as_structs(found)
        if got is None:
            raise self.fail(
                "abstract_eval",
                f"{call} returned {type(found).__name__} {found!r}; expected a "
                "jax.ShapeDtypeStruct or a non-empty tuple of them.",
            )
        try:
            expected = as_structs(
                _eval_shape(functools.partial(desc.reference, **desc.attributes), *structs)
            )
        except Exception as error:
            raise self.fail(
                "abstract_eval",
                f"the reference, traced with {_structs_text(structs)}, raised "
                f"{type(error).__name__}: {error}",
            ) from error
        if expected is None or [(s.shape, s.dtype) for s in got] != [
            (s.shape, s.dtype) for s in expected
        ]:
            shown = "something else" if expected is None else _structs_text(expected)
            raise self.fail(
                "abstract_eval",
                f"{call} gives {_structs_text(got)}, but the reference gives {shown}.",
            )
        if len(signature.results) != len(got) or not all(
            Signature.fits(entry, len(s.shape)) for entry, s in zip(signature.results, got)
        ):
            raise self.fail(
                "signature",
                f"signature {desc.signature!r} gives the results "
                f"{', '.join(repr(' '.join(e)) for e in signature.results)}, but {call} gives "
                f"{_structs_text(got)}.",
            )
        return None

    def targets(self) -> None:
        seen: set[str] = set()
        for target in self.desc.targets:
            given = _unchecked(target)
            if not isinstance(given, FfiTarget):
                raise self.fail("targets", f"targets holds {given!r}; expected FfiTarget.")
            if target.platform in seen:
                raise self.fail("targets", f"two targets for platform {target.platform!r}.")
            seen.add(target.platform)
            if target.platform not in self.platforms:
                continue  # no backend for it here: never registered, so never loaded
            try:
                library = load_library(target.library)
            except OSError as error:
                # The loader says "No such file" also for a file it will not map: one built
                # for another architecture, or one linking a library that is missing.
                there = os.path.isfile(target.library) and "No such file" in str(error)
                hint = (
                    " (the file exists: it is built for another machine, or a library it "
                    "links is missing)" if there else ""
                )  # fmt: skip
                raise self.fail(
                    "targets",
                    f"the shared library {target.library!r} cannot be loaded: {error}{hint}",
                ) from error
            if not hasattr(library, target.symbol):
                raise self.fail(
                    "targets",
                    f"the shared library {target.library!r} does not export the FFI handler "
                    f"{target.symbol!r}. Fix: check the name given to "
                    "XLA_FFI_DEFINE_HANDLER_SYMBOL, and that the symbol is exported "
                    '(extern "C", default visibility).',
                )


def check_kernel(desc: KernelDescription, platforms: Collection[str]) -> Signature:
    """Check `desc` against every rule in `RULES` but `vjp` (see `check_vjp`); its signature.

    Only the targets for `platforms` (those of the usable backends) load their libraries:
    a library for a platform this machine lacks (a CUDA kernel on a CPU-only host) may
    not load here, and is never used here.

    Raises:
        ValueError: the first broken rule, named, with what was found and what was
            expected; an exception the plugin's code raised is chained.
    """
    return _Checker(desc, platforms).run()


def check_vjp(desc: KernelDescription, known: Mapping[str, KernelDescription]) -> None:
    """Check that `desc.vjp` names kernels in `known` that fit `desc`, on the sample."""
    vjp = desc.vjp
    if not isinstance(vjp, KernelVjp):
        return
    checker = _Checker(desc)
    for role, name in (("forward", vjp.forward), ("backward", vjp.backward)):
        other = known.get(name)
        if other is None:
            raise checker.fail(
                "vjp",
                f"its {role} kernel {name!r} is not offered by this plugin or any loaded "
                f"before it; known kernels: {', '.join(map(repr, sorted(known))) or 'none'}.",
            )
        if len(other.operands) < len(desc.operands):
            raise checker.fail(
                "vjp",
                f"its {role} kernel {name!r} takes {len(other.operands)} operand(s); expected "
                f"at least the {len(desc.operands)} of {desc.name!r}.",
            )
    forward = known[vjp.forward]
    dtype = jnp.dtype(desc.dtypes[0])
    structs = tuple(_struct(shape, dtype) for shape in desc.sample)
    mine = as_structs(desc.abstract_eval(*structs, **desc.attributes)) or ()
    theirs = as_structs(forward.abstract_eval(*structs, **desc.attributes)) or ()
    if [(s.shape, s.dtype) for s in theirs[: len(mine)]] != [(s.shape, s.dtype) for s in mine]:
        raise checker.fail(
            "vjp",
            f"its forward kernel {vjp.forward!r} gives {_structs_text(theirs)}; expected the "
            f"results {_structs_text(mine)} first, then residuals.",
        )
    backward = known[vjp.backward]
    residuals = theirs[len(mine) :]
    given = (*structs, *residuals, *mine)
    if len(backward.operands) != len(given):
        raise checker.fail(
            "vjp",
            f"its backward kernel {vjp.backward!r} takes {len(backward.operands)} operand(s); "
            f"expected {len(given)}: the {len(structs)} operand(s), the {len(residuals)} "
            f"residual(s) and one cotangent per result ({len(mine)}).",
        )
    grads = as_structs(backward.abstract_eval(*given, **desc.attributes)) or ()
    fits = len(grads) == len(structs) and all(
        tuple(g.shape[len(g.shape) - len(s.shape) :]) == tuple(s.shape)
        for g, s in zip(grads, structs)
    )
    if not fits:
        raise checker.fail(
            "vjp",
            f"its backward kernel {vjp.backward!r} gives {_structs_text(grads)}; expected one "
            f"cotangent per operand, each the operand's shape {_structs_text(structs)} or that "
            "shape with leading dimensions (summed away).",
        )
