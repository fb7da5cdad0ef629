"""Typed PRNG keys: making them by implementation name, splitting, folding, unwrapping.

A key array is `Array[prng_key]` (`KeyArray`): JAX's typed key array, whose
dtype is `key<fry>`, `key<rbg>`, ... at run time. A raw `uint32` array, as
`PRNGKey` makes, is not one; `wrap_key_data` turns raw key data into a key array.

`key`, `PRNGKey`, `wrap_key_data` and `key_dtype` find implementations by name
through the plugins (`typedjax.plugins.prng_impl`), built-in (threefry2x32, rbg,
unsafe_rbg) or third-party. Without a name they use the default: the one given
to `set_default_impl`, else the one named by the environment variable
`TYPEDJAX_PRNG_IMPL`, else JAX's own default (`jax_default_prng_impl`). Plugins
are discovered only when a name has to be found. `split`, `fold_in`, `key_data`
and `clone` are JAX's own functions.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type

from __future__ import annotations

import os
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, Final, Protocol, TypeAlias, cast

import jax
import jax.numpy as jnp
import numpy as np

from typedjax._src.errors import DTypeError, ShapeError
from typedjax._src.typing.like import NumPyInteger
from typedjax.array import Array
from typedjax.plugins import PrngDescription, prng_impl
from typedjax.typing import integer, prng_key, uint32

__all__ = (
    "DEFAULT_IMPL_ENV",
    "Key",
    "KeyArray",
    "KeyDType",
    "PRNGKey",
    "clone",
    "default_impl",
    "fold_in",
    "key",
    "key_data",
    "key_dtype",
    "key_impl",
    "set_default_impl",
    "split",
    "wrap_key_data",
)

KeyArray: TypeAlias = Array[prng_key]
"""An array of typed PRNG keys (dtype `key<impl>`), whatever the implementation."""

IntegerLike: TypeAlias = (
    int | NumPyInteger | Array[integer] | np.ndarray[Any, np.dtype[NumPyInteger]]
)
"""An integer scalar or array: a seed, or the data `fold_in` folds in."""

KeyDataLike: TypeAlias = Array[uint32] | np.ndarray[Any, np.dtype[np.uint32]]
"""Raw key data: uint32 words, the implementation's key shape last."""

if TYPE_CHECKING:
    Key: TypeAlias = KeyArray
    """JAX's annotation for a key array (`jax.random.Key`, JAX 0.12.0 and newer): `KeyArray`."""
else:
    from typedjax._src.newer import jax_object

    Key = jax_object("jax.random", "Key")

DEFAULT_IMPL_ENV: Final = "TYPEDJAX_PRNG_IMPL"
"""The environment variable naming the default PRNG implementation, read on first use."""


class KeyDType(Protocol):
    """The dtype of one implementation's key arrays (`key<fry>`): a JAX extended dtype."""

    @property
    def name(self) -> str:
        """`key<tag>`, as JAX prints it."""
        ...

    @property
    def itemsize(self) -> int:
        """The bytes of key data one key holds."""
        ...


# -- the default implementation -----------------------------------------------------------------

_UNREAD: Final = "unread"
_chosen: tuple[str, Hashable] | None = None
"""The name given to `set_default_impl`, with its JAX implementation."""
_environment: tuple[str, Hashable] | None | str = _UNREAD
"""`_UNREAD` until needed; then what `TYPEDJAX_PRNG_IMPL` names (`None`: nothing)."""


_jax_impl: Callable[[PrngDescription], Hashable] | None = None
"""`typedjax._src.plugins.prng.jax_impl`, imported on the first look-up of a name."""


def _resolve(name: object, argument: str) -> Hashable:
    """The JAX implementation registered as `name`, which came as `argument`."""
    global _jax_impl
    if not isinstance(name, str):
        raise TypeError(
            f"{argument}={name!r} is a {type(name).__name__}; expected the name (a str) of a "
            "PRNG implementation such as 'threefry2x32'. typedjax.plugins.prng_impls() lists "
            "the names."
        )
    to_jax = _jax_impl
    if to_jax is None:
        from typedjax._src.plugins.prng import jax_impl

        to_jax = _jax_impl = jax_impl
    # prng_impl discovers the plugins on its first call, not on import.
    return to_jax(prng_impl(name))


def _read_environment() -> tuple[str, Hashable] | None:
    global _environment
    found = _environment
    if not isinstance(found, str):
        return found
    name = os.environ.get(DEFAULT_IMPL_ENV, "").strip()
    if not name:
        _environment = None
        return None
    try:
        found = name, _resolve(name, DEFAULT_IMPL_ENV)
    except LookupError as error:
        error.add_note(f"The name came from the environment variable {DEFAULT_IMPL_ENV}.")
        raise
    _environment = found
    return found


def _impl(name: str | None, argument: str) -> Hashable | None:
    """The JAX implementation for `name`, or the default's (`None`: JAX's own default)."""
    if name is not None:
        return _resolve(name, argument)
    chosen = _chosen or _read_environment()
    return None if chosen is None else chosen[1]


def set_default_impl(name: str | None, /) -> None:
    """Make `name` the PRNG implementation that keys made without `impl=` use.

    The name is looked up now, so an unknown one fails here. `None` forgets the
    choice: the environment variable `TYPEDJAX_PRNG_IMPL` (read again), else
    JAX's own default, applies. The choice is process-wide; JAX's own
    `jax.random.key` is not affected.

    Raises:
        typedjax.plugins.PluginNotFoundError: no implementation is registered as `name`;
            the message lists the names.
    """
    global _chosen, _environment
    if name is None:
        _chosen = None
        _environment = _UNREAD
    else:
        _chosen = name, _resolve(name, "name")


def default_impl() -> str:
    """The name of the PRNG implementation keys made without `impl=` use.

    The one given to `set_default_impl`, else the one `TYPEDJAX_PRNG_IMPL`
    names, else JAX's default (`jax_default_prng_impl`).
    """
    chosen = _chosen or _read_environment()
    if chosen is not None:
        return chosen[0]
    # jax.config's attributes are unannotated.
    configured: object = getattr(jax.config, "jax_default_prng_impl")  # noqa: B009
    return str(configured)


# -- keys -----------------------------------------------------------------------------------------

if TYPE_CHECKING:

    def split(key: KeyArray, num: int | tuple[int, ...] = 2) -> KeyArray:
        """`num` new keys from `key` (a shape when a tuple), stacked along new leading axes.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.split.html
        """
        ...

    def fold_in(key: KeyArray, data: IntegerLike) -> KeyArray:
        """A new key from `key` and the integer `data` (taken modulo 2**32).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.fold_in.html
        """
        ...

    def key_data(keys: KeyArray) -> Array[uint32]:
        """The raw uint32 words behind `keys`, the implementation's key shape last.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.key_data.html
        """
        ...

    def clone(key: KeyArray) -> KeyArray:
        """`key` marked as reusable for JAX's key-reuse checker; otherwise `key` itself.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.clone.html
        """
        ...

else:
    from jax.random import clone, fold_in, key_data, split


def _check_seed(seed: object, function: str) -> None:
    """A `DTypeError` or `ShapeError` naming `seed` unless it is one integer (tracers included)."""
    if isinstance(seed, (int, np.integer)):  # bool too, as JAX takes it
        return
    dtype: Any = getattr(seed, "dtype", None)  # whatever an array-like carries
    if dtype is None:
        raise DTypeError(
            f"{function}(seed={seed!r}): the seed is {type(seed).__name__}; expected an integer "
            "(a Python int, a NumPy integer, or an integer array of shape ())"
        )
    if not np.issubdtype(dtype, np.integer) and dtype != np.bool_:
        raise DTypeError(
            f"{function}(seed=...): the seed has dtype {dtype}; expected an integer dtype. "
            f"Convert it first, e.g. int(seed) or seed.astype(jnp.uint32)"
        )
    shape: object = getattr(seed, "shape", ())
    if shape != ():
        raise ShapeError(
            f"{function}(seed=...): the seed has shape {shape}; expected one integer, shape (). "
            f"For several keys, split one key or vmap {function} over the seeds"
        )


def _impl_or_dtype(
    impl: str | None, dtype: KeyDType | str | None, function: str
) -> Hashable | None:
    """The JAX implementation `impl=` or `dtype=` names (at most one of them), or the default's."""
    if dtype is None:
        return _impl(impl, "impl")
    if impl is not None:
        raise ValueError(
            f"{function}(impl={impl!r}, dtype={dtype!r}): both name the implementation; give "
            "one of them (dtype= is JAX's newer spelling, impl= the older one)"
        )
    if isinstance(dtype, str):
        return _resolve(dtype, "dtype")
    try:
        is_key = bool(jnp.issubdtype(cast(Any, dtype), jax.dtypes.prng_key))
    except TypeError:  # not a dtype at all
        is_key = False
    if not is_key:
        raise DTypeError(
            f"{function}(dtype={dtype!r}): expected a key dtype, such as key_dtype('rbg'), or "
            "the name of a PRNG implementation, such as 'rbg'"
        )
    return cast(Hashable, dtype)  # JAX takes a key dtype wherever it takes an implementation


def key(
    seed: IntegerLike, *, impl: str | None = None, dtype: KeyDType | str | None = None
) -> KeyArray:
    """A typed PRNG key from an integer seed, made by the implementation named `impl`.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.key.html

    `impl` is any registered name, built-in (`threefry2x32`, `rbg`,
    `unsafe_rbg`) or from a plugin; `None` means the default (see
    `default_impl`). Built-in names give JAX's own implementations: the key is
    what `jax.random.key(seed, impl=impl)` gives. `dtype` names the
    implementation instead, as a key dtype (`key_dtype('rbg')`) or a name;
    give at most one of the two.

    Raises:
        typedjax.plugins.PluginNotFoundError: no implementation is registered as `impl`;
            the message lists the names.
        typedjax.plugins.PluginUnavailableError: the plugin offering `impl` failed to load,
            or is blocked; its error is chained.
        ValueError: both `impl` and `dtype` are given.
        typedjax.DTypeError: `dtype` is neither a key dtype nor a name.
    """
    _check_seed(seed, "key")
    made: KeyArray = jax.random.key(
        seed, impl=_impl_or_dtype(impl, dtype, "key")
    )  # JAX's Array, of a dtype not known statically
    return made


def PRNGKey(seed: IntegerLike, *, impl: str | None = None) -> Array[uint32]:
    """Legacy raw key data (uint32 words) from an integer seed; prefer `key`.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.PRNGKey.html

    Raw data is not a typed key: give it to `wrap_key_data` before passing it
    where a `KeyArray` is expected. `impl` is resolved as in `key`.
    """
    _check_seed(seed, "PRNGKey")
    made: Array[uint32] = jax.random.PRNGKey(
        seed, impl=_impl(impl, "impl")
    )  # raw key data is uint32
    return made


def wrap_key_data(
    key_bits_array: KeyDataLike, *, impl: str | None = None, dtype: KeyDType | str | None = None
) -> KeyArray:
    """Typed keys from raw uint32 key data of the implementation named `impl`.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.wrap_key_data.html

    The data's last axes must be the implementation's key shape; `impl` and
    `dtype` are resolved as in `key`.
    """
    # JAX leaves the result unannotated and annotates the data as jax.Array; NumPy data works too.
    wrap: Callable[..., object] = getattr(jax.random, "wrap_key_data")  # noqa: B009
    chosen = _impl_or_dtype(impl, dtype, "wrap_key_data")
    wrapped = cast(KeyArray, wrap(key_bits_array, impl=chosen))
    return wrapped


def key_dtype(impl_spec: str | None = None) -> KeyDType:
    """The key dtype (`key<fry>`, ...) of the implementation named `impl_spec`, or the default's.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.key_dtype.html
    """
    found: KeyDType = jax.random.key_dtype(_impl(impl_spec, "impl_spec"))
    return found


def key_impl(keys: KeyArray) -> str:
    """The name of the implementation that made `keys`, as `key(..., impl=...)` takes it."""
    spec: object = jax.random.key_impl(keys)
    if isinstance(spec, str):
        return spec
    from typedjax._src.plugins.prng import name_of

    return name_of(spec)
