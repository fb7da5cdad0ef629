"""Philox-4x32-10, a counter-based PRNG, written in `jax.numpy`/`jax.lax` for typedjax.

Philox (Salmon, Moraes, Dror and Shaw, SC 2011) encrypts a 4x32-bit counter
under a 2x32-bit key with ten rounds of a multiply-and-xor Feistel network;
`block` is that function, checked against the Random123 known answers.
`seed`, `split`, `fold_in` and `random_bits` build a JAX PRNG implementation on
it (see README.md for the counter layout), described by `DESCRIPTION`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from typedjax import Array, as_array, jit
from typedjax.plugins import PrngDescription
from typedjax.typing import ArrayLike, integer, uint32, unsignedinteger

__all__ = (
    "DESCRIPTION",
    "KEY_SHAPE",
    "NAME",
    "ROUNDS",
    "block",
    "fold_in",
    "random_bits",
    "seed",
    "split",
)

NAME: Final = "philox4x32"
"""The name `typedjax.random.key(seed, impl=NAME)` finds this generator by."""
KEY_SHAPE: Final = (2,)
"""A key is the two 32-bit words of the Philox key."""
ROUNDS: Final = 10
"""Philox-4x32-10: ten rounds."""

# The round multipliers and the key-schedule increments (the golden ratio and
# sqrt(3) - 1 as 32-bit fractions), as published with the algorithm.
_MULTIPLIERS: Final = (0xD2511F53, 0xCD9E8D57)
_KEY_STEPS: Final = (0x9E3779B9, 0xBB67AE85)

# The last counter word keeps the three uses of one key apart.
_BITS_STREAM: Final = 0
_SPLIT_STREAM: Final = 1
_FOLD_STREAM: Final = 2

_Words4 = tuple[jax.Array, jax.Array, jax.Array, jax.Array]


def _mulhilo(multiplier: int, x: jax.Array) -> tuple[jax.Array, jax.Array]:
    """The high and low 32-bit words of `multiplier * x`, from 16-bit halves.

    The halves keep every partial product below 2**32, so no 64-bit integer is
    needed and the result does not depend on `jax_enable_x64`. Plain `lax` calls
    (not operators) keep tracing cheap: the rounds are unrolled.
    """
    mul, add, band, shr = lax.mul, lax.add, lax.bitwise_and, lax.shift_right_logical
    m_lo, m_hi = np.uint32(multiplier & 0xFFFF), np.uint32(multiplier >> 16)
    mask, sixteen = np.uint32(0xFFFF), np.uint32(16)
    x_lo, x_hi = band(x, mask), shr(x, sixteen)
    lo_lo, lo_hi, hi_lo = mul(x_lo, m_lo), mul(x_lo, m_hi), mul(x_hi, m_lo)
    middle = add(add(shr(lo_lo, sixteen), band(lo_hi, mask)), band(hi_lo, mask))
    carries = add(shr(hi_lo, sixteen), shr(middle, sixteen))
    high = add(add(mul(x_hi, m_hi), shr(lo_hi, sixteen)), carries)
    low = mul(x, np.uint32(multiplier))  # uint32 products wrap: the low word
    return high, low


def _as_words(values: Sequence[ArrayLike], count: int, what: str) -> list[jax.Array]:
    if len(values) != count:
        raise ValueError(f"{what} takes {count} uint32 words; got {len(values)}: {values!r}")
    # Python ints go through NumPy, so the full uint32 range is accepted.
    return [
        lax.convert_element_type(np.uint32(v) if isinstance(v, int) else v, np.uint32)
        for v in values
    ]


def block(counter: Sequence[ArrayLike], key: Sequence[ArrayLike], rounds: int = ROUNDS) -> _Words4:
    """Philox-4x32 of `counter` (4 words) under `key` (2 words): four uint32 words.

    Words broadcast against each other, so one call encrypts many counters.
    `rounds` is 10 for Philox-4x32-10; other counts exist for the known-answer tests.
    """
    x0, x1, x2, x3 = jnp.broadcast_arrays(*_as_words(counter, 4, "the counter"))
    k0, k1 = _as_words(key, 2, "the key")
    return _encrypt(x0, x1, x2, x3, k0, k1, rounds)


def _rounds(
    x0: jax.Array,
    x1: jax.Array,
    x2: jax.Array,
    x3: jax.Array,
    k0: jax.Array,
    k1: jax.Array,
    rounds: int,
) -> _Words4:
    # Called under jit (`_encrypt`), so each shape of counters is traced once per process
    # (the rounds are unrolled: some 400 operations); XLA inlines it into its caller.
    xor = lax.bitwise_xor
    step0, step1 = np.uint32(_KEY_STEPS[0]), np.uint32(_KEY_STEPS[1])
    for round_index in range(rounds):
        if round_index:
            k0, k1 = lax.add(k0, step0), lax.add(k1, step1)
        hi0, lo0 = _mulhilo(_MULTIPLIERS[0], x0)
        hi1, lo1 = _mulhilo(_MULTIPLIERS[1], x2)
        x0, x1, x2, x3 = xor(xor(hi1, x1), k0), lo1, xor(xor(hi0, x3), k1), lo0
    return x0, x1, x2, x3


_encrypt: Final = jit(_rounds, static_argnums=6)


def _stream(key: jax.Array, words: int, stream: int) -> jax.Array:
    """The first `words` output words of `key`'s counter stream `stream`, in order."""
    blocks = -(-words // 4)
    if blocks > 2**32:
        raise ValueError(
            f"{NAME} makes at most 2**34 words from one key; {words} were asked for. "
            "Split the key and draw in parts."
        )
    index = lax.iota(np.uint32, blocks)
    w0, w1, w2, w3 = block((index, 0, 0, stream), (key[0], key[1]))
    # Interleave by selecting, not stacking: XLA fuses the rounds into whatever consumes
    # them, and a fused concatenation runs element by element, unvectorised (over 20x
    # slower on CPU). Selecting computes each block's four words per output word (4x the
    # arithmetic) but stays vectorised.
    grid = (blocks, 4)
    lane = jnp.broadcast_to(lax.iota(np.uint32, 4), grid)
    w0, w1, w2, w3 = (jnp.broadcast_to(w[:, None], grid) for w in (w0, w1, w2, w3))
    first, third = np.uint32(0), np.uint32(2)
    low_pair = jnp.where(lane == first, w0, w1)
    high_pair = jnp.where(lane == third, w2, w3)
    return jnp.where(lane < third, low_pair, high_pair).reshape(-1)[:words]


def seed(seed: Array[integer]) -> Array[unsignedinteger]:
    """Key data for an integer seed: its 64-bit two's complement, low word first."""
    value: jax.Array = seed
    if not jnp.issubdtype(value.dtype, jnp.integer):
        raise TypeError(f"{NAME} seeds are integers; got dtype {value.dtype}")
    signed = jnp.issubdtype(value.dtype, jnp.signedinteger)
    if value.dtype.itemsize == 8:
        wide = lax.bitcast_convert_type(value, jnp.uint64) if signed else value
        low = lax.convert_element_type(wide & np.uint64(0xFFFFFFFF), np.uint32)
        high = lax.convert_element_type(wide >> np.uint64(32), np.uint32)
    else:
        narrow = lax.convert_element_type(value, np.int32 if signed else np.uint32)  # widens
        low = lax.bitcast_convert_type(narrow, jnp.uint32) if signed else narrow
        high = jnp.where(narrow < 0, np.uint32(0xFFFFFFFF), np.uint32(0))
    return as_array(jnp.stack([low, high]), uint32, name="philox4x32 key data")


def split(key: Array[unsignedinteger], shape: tuple[int, ...]) -> Array[unsignedinteger]:
    """`math.prod(shape)` new keys of shape `(*shape, 2)`, two from each block of stream 1."""
    count = math.prod(shape)
    words = _stream(key, 2 * count, _SPLIT_STREAM)
    return as_array(words.reshape(*shape, *KEY_SHAPE), uint32, name="philox4x32 key data")


def fold_in(key: Array[unsignedinteger], data: Array[integer]) -> Array[unsignedinteger]:
    """A new key: the first two words of the block for counter `(data, 0, 0, 2)`."""
    out = block((data, 0, 0, _FOLD_STREAM), (key[0], key[1]))
    return as_array(jnp.stack(out[:2]), uint32, name="philox4x32 key data")


def random_bits(
    key: Array[unsignedinteger], bit_width: int, shape: tuple[int, ...]
) -> Array[unsignedinteger]:
    """`shape` unsigned integers of `bit_width` bits from stream 0, packed low bits first."""
    if bit_width not in (8, 16, 32, 64):
        raise ValueError(f"{NAME} makes 8-, 16-, 32- or 64-bit values; got bit_width={bit_width}")
    count = math.prod(shape)
    wanted = np.dtype(f"uint{bit_width}")
    stored = np.dtype(jax.dtypes.canonicalize_dtype(wanted))
    if bit_width == 64 and stored.itemsize == 8:
        words = lax.convert_element_type(_stream(key, 2 * count, _BITS_STREAM), np.uint64)
        values = words[0::2] | (words[1::2] << np.uint64(32))
    elif bit_width >= 32:  # 32 bits, or 64 bits stored as uint32 while x64 is off
        values = _stream(key, count, _BITS_STREAM)
    else:
        # Looked up rather than 32 // bit_width: ty's division-by-zero rule (an error in
        # `typedjax check`'s strict mode) does not narrow bit_width by the branches above.
        per_word = {8: 4, 16: 2}[bit_width]
        words = _stream(key, -(-count // per_word), _BITS_STREAM)
        shifts = lax.iota(np.uint32, per_word) * np.uint32(bit_width)
        parts = (words[:, None] >> shifts[None, :]) & np.uint32((1 << bit_width) - 1)
        values = lax.convert_element_type(parts.reshape(-1)[:count], stored)
    out: jax.Array = values.reshape(shape)
    return as_array(out, unsignedinteger, name="philox4x32 bits")


DESCRIPTION: Final = PrngDescription(
    name=NAME,
    key_shape=KEY_SHAPE,
    seed=seed,
    split=split,
    fold_in=fold_in,
    random_bits=random_bits,
)
"""Philox-4x32-10 as a typedjax PRNG description."""
