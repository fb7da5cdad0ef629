"""Static types of `typedjax.nn`: checked by mypy, pyright, pyrefly, ty and pytype, never run.

Every public name of `typedjax.nn` and `typedjax.nn.initializers` appears here.
"""

from typing import assert_type

import numpy as np

import typedjax.nn as tnn
import typedjax.numpy as tnp
from typedjax import Array
from typedjax.nn.initializers import Initializer
from typedjax.random import KeyArray
from typedjax.typing import (
    bfloat16,
    bool_,
    complex64,
    complexfloating,
    float16,
    float32,
    floating,
    generic,
    inexact,
    int8,
    int32,
    integer,
    number,
    signedinteger,
    uint8,
)


def check_keeping_every_numeric_dtype(i8: Array[int8], u8: Array[uint8], h: Array[float16]) -> None:
    assert_type(tnn.relu(i8), Array[int8])
    assert_type(tnn.relu(u8), Array[uint8])
    assert_type(tnn.relu(h), Array[float16])
    assert_type(tnn.relu(1), Array[signedinteger])
    assert_type(tnn.relu(1.5), Array[floating])
    assert_type(tnn.hard_tanh(i8), Array[int8])
    assert_type(tnn.identity(h), Array[float16])
    assert_type(tnn.identity(True), Array[bool_])


def check_the_default_float_for_integers(
    i8: Array[int8], h: Array[float16], bf: Array[bfloat16], c: Array[complex64]
) -> None:
    assert_type(tnn.elu(h), Array[float16])
    assert_type(tnn.elu(i8), Array[floating])
    assert_type(tnn.elu(h, alpha=0.5), Array[float16])
    assert_type(tnn.elu(h, np.float64(0.5)), Array[inexact])
    assert_type(tnn.celu(bf), Array[bfloat16])
    assert_type(tnn.celu(h, 2.0), Array[float16])
    assert_type(tnn.selu(c), Array[complex64])
    assert_type(tnn.leaky_relu(h, negative_slope=0.2), Array[float16])
    assert_type(tnn.leaky_relu(i8), Array[floating])
    assert_type(tnn.relu6(i8), Array[floating])
    assert_type(tnn.hard_sigmoid(h), Array[float16])
    assert_type(tnn.hard_silu(h), Array[float16])
    assert_type(tnn.hard_swish(h), Array[float16])
    assert_type(tnn.sparse_plus(h), Array[float16])
    assert_type(tnn.sparse_sigmoid(i8), Array[floating])
    assert_type(tnn.elu(2.0), Array[floating])


def check_integers_made_inexact(
    i8: Array[int8], i32: Array[int32], h: Array[float16], f: Array[float32], i: Array[integer]
) -> None:
    assert_type(tnn.gelu(h), Array[float16])
    assert_type(tnn.gelu(i8), Array[float32])
    assert_type(tnn.gelu(i, approximate=False), Array[floating])
    assert_type(tnn.softmax(f, axis=-1), Array[float32])
    assert_type(tnn.softmax(i32), Array[float32])
    assert_type(tnn.log_softmax(h, axis=(0, 1)), Array[float16])
    assert_type(tnn.log_sigmoid(h), Array[float16])
    assert_type(tnn.log1mexp(f), Array[float32])
    assert_type(tnn.logmeanexp(f, axis=0, keepdims=True), Array[float32])
    assert_type(tnn.logsumexp(f, axis=0), Array[float32])
    assert_type(tnn.squareplus(h, b=2), Array[float16])
    assert_type(tnn.standardize(f, axis=0, epsilon=1e-3), Array[float32])
    assert_type(tnn.tanh(h), Array[float16])
    assert_type(tnn.mish(i8), Array[float32])
    assert_type(tnn.softplus(h), Array[float16])
    assert_type(tnn.soft_sign(f), Array[float32])


def check_inexact_only(h: Array[float16], c: Array[complex64], n: Array[number]) -> None:
    assert_type(tnn.sigmoid(h), Array[float16])
    assert_type(tnn.silu(c), Array[complex64])
    assert_type(tnn.swish(h), Array[float16])
    assert_type(tnn.glu(h, axis=0), Array[float16])
    assert_type(tnn.sigmoid(n), Array[inexact])
    assert_type(tnn.sigmoid(1.0), Array[floating])
    assert_type(tnn.sigmoid(1j), Array[complexfloating])


def check_one_hot_and_attention(
    labels: Array[int32], q: Array[bfloat16], k: Array[bfloat16], g: Array[generic]
) -> None:
    assert_type(tnn.one_hot(labels, 10), Array[floating])
    assert_type(tnn.one_hot(labels, 10, dtype=tnp.int8), Array[int8])
    assert_type(tnn.one_hot(labels, 10, dtype="float16"), Array[float16])
    assert_type(tnn.dot_product_attention(q, k, k), Array[bfloat16])
    assert_type(tnn.dot_product_attention(q, k, k, is_causal=True), Array[bfloat16])
    assert_type(tnn.dot_product_attention(g, g, g), Array[generic])


def check_block_scaled_products(a: Array[float32]) -> None:
    assert_type(tnn.scaled_matmul(a, a, a, a), Array[float32])
    assert_type(tnn.scaled_matmul(a, a, a, a, preferred_element_type=tnp.bfloat16), Array[bfloat16])
    config = tnn.get_scaled_dot_general_config("mxfp8")
    assert_type(tnn.scaled_dot_general(a, a, (((1,), (0,)), ((), ())), configs=[config, config]), Array[float32])


def check_initializers(key: KeyArray) -> None:
    init = tnn.initializers
    assert_type(init.normal(), Initializer[floating])
    assert_type(init.normal(0.1, dtype=tnp.float16), Initializer[float16])
    assert_type(init.normal()(key, (3, 4)), Array[floating])
    assert_type(init.normal(dtype=tnp.bfloat16)(key, (3,)), Array[bfloat16])
    assert_type(init.normal()(key, (3,), tnp.float16), Array[float16])
    assert_type(init.uniform(scale=1.0)(key, (2,)), Array[floating])
    assert_type(init.truncated_normal(lower=-1.0, upper=1.0)(key, (2,)), Array[floating])
    assert_type(init.constant(0.5, dtype=tnp.float32)(key, (2,)), Array[float32])
    assert_type(init.orthogonal()(key, (4, 4)), Array[floating])
    assert_type(init.delta_orthogonal(column_axis=-1)(key, (3, 3, 4, 4)), Array[floating])
    assert_type(init.variance_scaling(1.0, "fan_avg", "uniform")(key, (4, 4)), Array[floating])
    for make in (init.glorot_normal, init.glorot_uniform, init.he_normal, init.he_uniform,
                 init.kaiming_normal, init.kaiming_uniform, init.lecun_normal, init.lecun_uniform,
                 init.xavier_normal, init.xavier_uniform):  # fmt: skip
        assert_type(make(in_axis=-2, out_axis=-1)(key, (4, 4)), Array[floating])
    assert_type(init.zeros(key, (3,)), Array[floating])
    assert_type(init.ones(key, (3,), tnp.int8), Array[int8])
    kernel: Initializer[float16] = init.lecun_normal(dtype=tnp.float16)
    also: Initializer[floating] = init.zeros
    del kernel, also
