"""PRNG descriptions: the checks they pass at registration, and the JAX implementation each becomes.

`check_prng` traces a description's functions abstractly (`jax.eval_shape`, also
of their `jax.jit` and `jax.vmap` forms) for every bit width, so nothing is
compiled or run; a broken rule is a `ValueError` naming it. `jax_impl` turns a
description into what `jax.random.key(seed, impl=...)` accepts, once per
description: a description made of the very functions of one of JAX's own
implementations maps to JAX's own object, so keys and samples made through it
are JAX's, with no overhead.
"""

from __future__ import annotations

import functools
import threading
import warnings
from collections.abc import Callable, Hashable
from typing import Any, Final, cast

import jax
import jax.extend.random as jex_random
import numpy as np

from typedjax._src.plugins.descriptions import PrngDescription
from typedjax.transforms import eval_shape, jit, vmap

__all__ = ("BIT_WIDTHS", "RULES", "check_prng", "jax_impl", "name_of")

BIT_WIDTHS: Final = (8, 16, 32, 64)
"""The bit widths JAX asks `random_bits` for."""

RULES: Final[dict[str, str]] = {
    "key_shape": "key_shape is a non-empty tuple of positive ints",
    "callables": "seed, split, fold_in and random_bits are callables",
    "seed": "seed(seed) gives uint32 key data of shape key_shape",
    "split": "split(key, shape) gives uint32 key data of shape (*shape, *key_shape)",
    "fold_in": "fold_in(key, data) gives uint32 key data of shape key_shape",
    "random_bits": "random_bits(key, bit_width, shape) gives uint<bit_width> bits of shape `shape`",
}
"""Every rule `check_prng` enforces, by the name its errors quote."""

_SPLIT_SHAPE: Final = (2, 3)
_BITS_SHAPE: Final = (5,)
_BATCH: Final = 3
"""The size of the mapped axis in the `jax.vmap` checks."""

_MODES: Final = ("jax.eval_shape", "jax.jit", "jax.vmap")

_Example = np.ndarray[Any, np.dtype[np.generic]]
# The checks call a description's functions with tracers of the documented dtypes
# (standing for these examples) and check what comes back, which is `object` here.
_In = jax.Array | _Example
_Traced = Callable[[_In], object]


def _example(shape: tuple[int, ...], dtype: np.dtype[np.generic]) -> _Example:
    """An argument for `jax.eval_shape`, which reads only its shape and dtype."""
    return np.zeros(shape, dtype)


def _show(shape: tuple[int, ...], dtype: object) -> str:
    return f"{dtype}[{','.join(map(str, shape))}]"


class _Checker:
    """Runs one description's functions abstractly and reports the first broken rule."""

    def __init__(self, desc: PrngDescription) -> None:
        self.desc = desc
        self.uint32: np.dtype[np.generic] = np.dtype(np.uint32)

    def fail(self, rule: str, detail: str) -> ValueError:
        return ValueError(
            f"PRNG implementation {self.desc.name!r} breaks the rule {rule!r} "
            f"({RULES[rule]}): {detail}"
        )

    def expect(
        self,
        rule: str,
        call: str,
        fn: _Traced,
        arg: _Example,
        shape: tuple[int, ...],
        dtype: np.dtype[np.generic],
        note: str = "",
    ) -> None:
        """`fn(arg)` gives `dtype[shape]` under eval_shape, jit, and vmap (one more axis)."""
        for mode in _MODES:
            if mode == "jax.vmap":
                traced: _Traced = vmap(fn)
                given = _example((_BATCH, *arg.shape), arg.dtype)
                want_shape = (_BATCH, *shape)
            else:
                traced = jit(fn) if mode == "jax.jit" else fn
                given, want_shape = arg, shape
            try:
                out: object = eval_shape(traced, given)
            except Exception as error:
                raise self.fail(
                    rule, f"{call} under {mode} raised {type(error).__name__}: {error}"
                ) from error
            if not isinstance(out, jax.ShapeDtypeStruct):
                raise self.fail(
                    rule,
                    f"{call} under {mode} gave {type(out).__name__} {out!r}; "
                    f"expected one array {_show(want_shape, dtype)}.",
                )
            struct: jax.ShapeDtypeStruct = out
            got_shape = tuple(struct.shape)
            if got_shape != want_shape or np.dtype(struct.dtype) != dtype:
                raise self.fail(
                    rule,
                    f"{call} under {mode} gave {_show(got_shape, struct.dtype)}; "
                    f"expected {_show(want_shape, dtype)}{note}.",
                )

    def run(self) -> None:
        desc = self.desc
        key_shape = cast(object, desc.key_shape)  # descriptions come from third parties
        if not (
            isinstance(key_shape, tuple)
            and key_shape
            and all(type(d) is int and d > 0 for d in cast(tuple[object, ...], key_shape))
        ):
            raise self.fail("key_shape", f"got key_shape={key_shape!r}.")
        for field in ("seed", "split", "fold_in", "random_bits"):
            fn: object = getattr(desc, field)
            if not callable(fn):
                raise self.fail("callables", f"{field}={fn!r} is not callable.")
        shape: tuple[int, ...] = desc.key_shape
        seed_fn = cast(_Traced, desc.seed)
        split_fn = cast(Callable[[_In, tuple[int, ...]], object], desc.split)
        fold_in_fn = cast(Callable[[_In, _Example], object], desc.fold_in)
        bits_fn = cast(Callable[[_In, int, tuple[int, ...]], object], desc.random_bits)
        u32 = self.uint32
        key = _example(shape, u32)
        seed_dtype = np.dtype(jax.dtypes.canonicalize_dtype(np.int64))
        self.expect("seed", "seed(seed)", seed_fn, _example((), seed_dtype), shape, u32)
        self.expect(
            "split",
            f"split(key, {_SPLIT_SHAPE})",
            lambda k: split_fn(k, _SPLIT_SHAPE),
            key,
            (*_SPLIT_SHAPE, *shape),
            u32,
        )
        data: _Example = np.asarray(7, dtype=np.uint32)
        self.expect("fold_in", "fold_in(key, data)", lambda k: fold_in_fn(k, data), key, shape, u32)
        for width in BIT_WIDTHS:
            wanted = np.dtype(f"uint{width}")
            stored = np.dtype(jax.dtypes.canonicalize_dtype(wanted))
            note = (
                f" (uint{width} is stored as {stored} while jax_enable_x64 is off)"
                if stored != wanted
                else ""
            )
            with warnings.catch_warnings():
                if stored != wanted:
                    # The implementation asks JAX for uint64, which JAX narrows with a warning
                    # that says nothing to the user here: this check expects the narrowed dtype.
                    warnings.simplefilter("ignore", UserWarning)
                self.expect(
                    "random_bits",
                    f"random_bits(key, {width}, {_BITS_SHAPE})",
                    functools.partial(_bits, bits_fn, width),
                    key,
                    _BITS_SHAPE,
                    stored,
                    note,
                )


def _bits(fn: Callable[[_In, int, tuple[int, ...]], object], width: int, key: _In) -> object:
    return fn(key, width, _BITS_SHAPE)


def check_prng(desc: PrngDescription, *, trust_jax: bool = True) -> None:
    """Check `desc` against every PRNG rule (see `RULES`), abstractly: nothing is compiled or run.

    Each function is traced with `jax.eval_shape`, and so are its `jax.jit` and
    `jax.vmap` forms; `random_bits` for every bit width in `BIT_WIDTHS`. Key data
    must be uint32, as JAX stores it. With `trust_jax`, a description made of one
    of JAX's own implementations, function for function (the built-in plugin's),
    is not traced: JAX tests its own, and tracing them on every first use of
    plugins would cost some 0.2 s.

    Raises:
        ValueError: the first broken rule, named, with the call, the transform, what
            came back and what was expected; an exception the function raised is chained.
    """
    if trust_jax and _jax_builtin(desc) is not None:
        return
    _Checker(desc).run()


# -- registration with JAX ---------------------------------------------------------------------

_lock: Final = threading.Lock()
_impls: dict[str, tuple[PrngDescription, Hashable]] = {}
"""The JAX implementation made for each name, with the description it was made from."""


def _jax_builtin(desc: PrngDescription) -> Hashable | None:
    """JAX's own implementation whose name and functions `desc` repeats, if any."""
    for impl in (
        jex_random.threefry_prng_impl,
        jex_random.rbg_prng_impl,
        jex_random.unsafe_rbg_prng_impl,
    ):
        # PRNGImpl types its fields loosely (bare Callable); only identity matters here.
        fields: dict[str, object] = {
            name: getattr(impl, name)
            for name in ("name", "key_shape", "seed", "split", "fold_in", "random_bits")
        }
        if (
            fields["name"] == desc.name
            and fields["key_shape"] == desc.key_shape
            and all(
                fields[f] is getattr(desc, f) for f in ("seed", "split", "fold_in", "random_bits")
            )
        ):
            return impl
    return None


def jax_impl(desc: PrngDescription) -> Hashable:
    """What `jax.random.key(seed, impl=...)` takes for `desc`; made once per description.

    A description that repeats one of JAX's own implementations function for
    function gives JAX's own object, so its keys have JAX's key dtype
    (`key<fry>`, ...). Any other becomes a new implementation through
    `jax.extend.random.define_prng_impl`, tagged `desc.tag` (or its name); it is
    not added to JAX's registry of names, so it cannot clash with JAX's own.
    """
    cached = _impls.get(desc.name)
    if cached is not None and cached[0] is desc:
        return cached[1]
    with _lock:
        cached = _impls.get(desc.name)
        if cached is not None and cached[0] is desc:
            return cached[1]
        impl = _jax_builtin(desc)
        if impl is None:
            # JAX annotates its callables with plain jax.Array; it calls them with the
            # key data and integers the description's own annotations name.
            impl = jex_random.define_prng_impl(
                key_shape=desc.key_shape,
                seed=cast(Callable[[jax.Array], jax.Array], desc.seed),
                split=cast(Callable[[jax.Array, tuple[int, ...]], jax.Array], desc.split),
                random_bits=cast(
                    Callable[[jax.Array, int, tuple[int, ...]], jax.Array], desc.random_bits
                ),
                fold_in=cast(Callable[[jax.Array, int], jax.Array], desc.fold_in),
                name=desc.name,
                tag=desc.tag or desc.name,
            )
        _impls[desc.name] = (desc, impl)
        return impl


def name_of(impl: object) -> str:
    """The typedjax name of a JAX implementation `jax_impl` made, else JAX's tag for it."""
    with _lock:
        for desc, made in _impls.values():
            if made == impl:
                return desc.name
    return str(impl)
