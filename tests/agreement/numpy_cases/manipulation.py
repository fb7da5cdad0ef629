"""Agreement cases for the manipulation area of `typedjax.numpy`.

Every function over every input dtype; the promoting ones (products, joins,
polynomials, `select`, `choose`, `append`) over every pair of input dtypes and
with Python scalars on either side where JAX takes them; `dtype=` and
`preferred_element_type=` requests. Functions that need concrete values
(`roots`, `trim_zeros`, ...) are evaluated eagerly. List results are wrapped
in `tuple(...)`, which the harness compares element-wise.

`einsum_path` returns a path and a report, not arrays: its cases feed the path to
`einsum`; the report's types are checked by tests/typing/numpy/check_manipulation.py
and tests/runtime/numpy/test_manipulation.py.
"""

from __future__ import annotations

from collections.abc import Iterable

from tests.agreement.harness import Case
from tests.agreement.numpy_cases import INPUT_DTYPES, PY_SCALARS, array

Shape = tuple[int, ...]
SQUARE: Shape = (3, 3)
VECTOR: Shape = (3,)
SCALAR: Shape = ()

# dtype= / preferred_element_type= requests: classes, NumPy types, names, Python types.
REQUESTS = (
    "t.float32", "t.float64", "t.int8", "t.int64", "t.uint32", "t.bfloat16", "t.complex64",
    "t.bool_", "np.float32", "np.int64", "'float32'", "'float64'", "'int16'", "'uint64'",
    "'bfloat16'", "float", "int", "bool", "complex",
)  # fmt: skip
# Input dtypes for the request cases: one of each kind is enough, the request decides.
REQUEST_INPUTS = ("bool_", "int8", "uint8", "float16", "float32", "complex64", "float64")


def unary(template: str, shape: Shape = SQUARE, *, eager: bool = False) -> list[Case]:
    """`template` (with `{a}`) over every input dtype."""
    return [
        Case(template.format(a="a"), (array(dtype, "a", shape),), eager=eager)
        for dtype in INPUT_DTYPES
    ]


def binary(
    template: str,
    shape_a: Shape = SQUARE,
    shape_b: Shape | None = None,
    *,
    scalars: bool = False,
    eager: bool = False,
    dtypes_a: Iterable[str] = INPUT_DTYPES,
) -> list[Case]:
    """`template` (with `{a}`, `{b}`) over every pair of input dtypes, and Python scalars."""
    shape_b = shape_a if shape_b is None else shape_b
    out: list[Case] = []
    for dtype_a in dtypes_a:
        a = array(dtype_a, "a", shape_a)
        for dtype_b in INPUT_DTYPES:
            b = array(dtype_b, "b", shape_b)
            out.append(Case(template.format(a="a", b="b"), (a, b), eager=eager))
        if scalars:
            for scalar in PY_SCALARS:
                out.append(Case(template.format(a="a", b=scalar), (a,), eager=eager))
                b = array(dtype_a, "b", shape_b)
                out.append(Case(template.format(a=scalar, b="b"), (b,), eager=eager))
    return out


def requested(template: str, shape: Shape = SQUARE, *, eager: bool = False) -> list[Case]:
    """`template` (with `{a}` and `{request}`) for every request over a few input dtypes."""
    return [
        Case(template.format(a="a", request=request), (array(dtype, "a", shape),), eager=eager)
        for dtype in REQUEST_INPUTS
        for request in REQUESTS
    ]


def shape_cases() -> list[Case]:
    """Functions that rearrange elements: the dtype is kept."""
    templates = (
        "tnp.reshape({a}, (9,))", "tnp.reshape({a}, -1, order='F')", "tnp.ravel({a})",
        "tnp.squeeze({a}[None])", "tnp.squeeze({a}[None], axis=0)", "tnp.expand_dims({a}, 0)",
        "tnp.expand_dims({a}, (0, 3))", "tnp.transpose({a})", "tnp.transpose({a}, (1, 0))",
        "tnp.permute_dims({a}, (1, 0))", "tnp.matrix_transpose({a})", "tnp.swapaxes({a}, 0, 1)",
        "tnp.moveaxis({a}, 0, 1)", "tnp.rollaxis({a}, 1)", "tnp.flip({a})", "tnp.flip({a}, 0)",
        "tnp.fliplr({a})", "tnp.flipud({a})", "tnp.rot90({a})", "tnp.rot90({a}, 2, (1, 0))",
        "tnp.roll({a}, 1)", "tnp.roll({a}, (1, 2), (0, 1))", "tnp.broadcast_to({a}, (2, 3, 3))",
        "tnp.tile({a}, 2)", "tnp.tile({a}, (2, 1))", "tnp.repeat({a}, 2)",
        "tnp.repeat({a}, 2, axis=0, total_repeat_length=6)", "tnp.resize({a}, (4,))",
        "tnp.pad({a}, 1)", "tnp.pad({a}, ((1, 1), (0, 2)), mode='edge')",
        "tnp.pad({a}, 1, constant_values=2)", "tnp.atleast_1d({a})", "tnp.atleast_2d({a})",
        "tnp.atleast_3d({a})", "tuple(tnp.atleast_1d({a}, {a}))",
        "tuple(tnp.atleast_2d({a}, {a}, {a}))", "tuple(tnp.atleast_3d({a}, {a}))",
        "tnp.diag({a})", "tnp.diag({a}[0], 1)", "tnp.diagflat({a})", "tnp.diagonal({a})",
        "tnp.diagonal({a}, 1, 1, 0)", "tnp.tril({a})", "tnp.triu({a}, 1)",
        "tnp.fill_diagonal({a}, 2, inplace=False)", "tnp.fill_diagonal({a}, 0.5, inplace=False)",
        "tnp.vander({a}[0])", "tnp.vander({a}[0], 4, increasing=True)",
        "tnp.take({a}, np.asarray([0, 1]))", "tnp.take({a}, np.asarray([0, 1]), 1, mode='clip')",
        "tnp.take({a}, np.asarray([0, 5]), mode='fill', fill_value=0)",
        "tnp.take_along_axis({a}, np.zeros((3, 3), np.int32), 0)",
        "tnp.compress(np.asarray([True, False, True]), {a}, axis=0, size=2)",
        "tnp.delete({a}, 1)", "tnp.delete({a}, np.asarray([0]), axis=0)",
        "tnp.delete({a}, slice(0, 2), 1)", "tnp.insert({a}, 1, 5)",
        "tnp.insert({a}, 1, 0.5, axis=0)", "tnp.insert({a}, slice(0, 1), 0.5j)",
        "tnp.put({a}, np.asarray([0]), 1, inplace=False)",
        "tnp.put({a}, np.asarray([0, 1]), np.asarray([1.5, 2.5]), mode='clip', inplace=False)",
        "tnp.put_along_axis({a}, np.zeros((3, 3), np.int32), 1, 0, False)",
        "tnp.put_along_axis({a}, np.zeros((1, 3), np.int32), 0.5, axis=0, inplace=False)",
        "tnp.ix_({a}[0], {a}[1])", "tnp.unstack({a})", "tnp.unstack({a}, axis=1)",
        "tuple(tnp.split({a}, 3))", "tuple(tnp.split({a}, [1], axis=1))",
        "tuple(tnp.array_split({a}, 2))", "tuple(tnp.hsplit({a}, 3))",
        "tuple(tnp.vsplit({a}, [1, 2]))", "tuple(tnp.dsplit({a}[None], 3))",
        "tnp.piecewise({a}, [{a} == {a}], [0.5])",
        "tnp.piecewise({a}, [{a} == {a}], [lambda x: x, 1])",
        "tnp.piecewise({a}, {a} == {a}, [tnp.flip, 0], 0)",
        "tnp.apply_along_axis(tnp.flip, 0, {a})", "tnp.apply_over_axes(tnp.flip, {a}, [0, 1])",
        "tnp.vectorize(tnp.flip)({a})", "tnp.frompyfunc(tnp.flip, 1, 1)({a})",
        "tnp.unravel_index({a}, (3, 3))", "tnp.unravel_index({a}[0, 0], (3, 3))",
    )  # fmt: skip
    out: list[Case] = []
    for template in templates:
        out += unary(template)
    eager = (
        "tnp.compress(np.asarray([True, False, True]), {a}, axis=0)",
        "tnp.compress(np.asarray([True, False]), {a})",
        "tnp.trim_zeros({a}[0])", "tnp.trim_zeros({a}, 'f', axis=0)",
        "tnp.place({a}, np.asarray([[True, False, True]] * 3), 1, inplace=False)",
        "tnp.place({a}, {a} == {a}, np.asarray([0.5]), inplace=False)",
        "tnp.choose(np.zeros((3, 3), np.int32), {a})",
    )  # fmt: skip
    for template in eager:
        out += unary(template, eager=True)
    return out


def index_cases() -> list[Case]:
    """Bit packing and index arithmetic."""
    out: list[Case] = []
    for template in (
        "tnp.packbits({a})", "tnp.packbits({a}, axis=1, bitorder='little')",
        "tnp.unpackbits({a})", "tnp.unpackbits({a}, axis=0, count=4)",
        "tnp.vectorize(tnp.packbits)({a})", "tnp.frompyfunc(tnp.packbits, 1, 1)({a})",
        "tnp.apply_along_axis(tnp.packbits, 0, {a})",
        "tnp.ravel_multi_index(({a}[0], {a}[1]), (3, 3), mode='clip')",
        "tnp.ravel_multi_index(({a}[0], {a}[1]), (3, 3), mode='wrap', order='F')",
    ):  # fmt: skip
        out += unary(template)
    out += unary("tnp.ravel_multi_index(({a}[0], {a}[1]), (3, 3))", eager=True)
    out += binary("tnp.ravel_multi_index(({a}, {b}), (3, 3), mode='clip')", VECTOR)
    out += unary("tnp.ravel_multi_index(({a}[0], 1), (3, 3), mode='clip')")
    out += requested("tnp.ravel_multi_index(({a}[0], {a}[1]), (3, 3), mode='clip', "
                     "dtype={request})")  # fmt: skip
    out.append(Case("tnp.ravel_multi_index((1, 2), (3, 3))", (), eager=True))
    out.append(Case("tnp.unravel_index(5, (3, 3))", ()))
    out.append(Case("tnp.unravel_index(True, (3, 3))", ()))
    return out


def joining_cases() -> list[Case]:
    """Joins promote their operands together; splits keep the dtype."""
    out: list[Case] = []
    for template in (
        "tnp.concatenate([{a}, {b}])", "tnp.concatenate(({a}, {b}), axis=1)",
        "tnp.concatenate([{a}, {b}], axis=None)", "tnp.concat([{a}, {b}])",
        "tnp.concat(({a}, {b}), axis=1)", "tnp.stack([{a}, {b}])", "tnp.stack(({a}, {b}), 2)",
        "tnp.hstack([{a}, {b}])", "tnp.vstack([{a}, {b}])", "tnp.dstack([{a}, {b}])",
        "tnp.column_stack([{a}, {b}])", "tnp.block([{a}, {b}])", "tnp.block([[{a}], [{b}]])",
        "tnp.block([[[{a}, {b}]]])",
        "tnp.choose(np.zeros((3, 3), np.int32), [{a}, {b}], mode='clip')",
        "tuple(tnp.broadcast_arrays({a}, {b}))", "tnp.select([{a} == {a}], [{b}])",
        "tnp.select([{a} == {a}, {a} != {a}], [{a}, {b}])",
        "tnp.select([{a} == {a}], [{a}], {b})",
    ):  # fmt: skip
        out += binary(template)
    # Python scalars among the joined values (weak), where the shapes allow them.
    for template in (
        "tnp.stack([{a}, {b}])", "tnp.hstack([{a}, {b}])", "tnp.block([{a}, {b}])",
        "tnp.choose(np.zeros((3,), np.int32), [{a}, {b}], mode='clip')",
    ):  # fmt: skip
        shape = SCALAR if template.startswith("tnp.stack") else VECTOR
        for case in binary(template, shape, scalars=True):
            if len(case.operands) == 1:
                out.append(case)
    out += binary("tnp.stack([{a}, {a}, {b}])", SCALAR, scalars=True)
    out += binary("tnp.select([{a} == {a}], [{a}], {b})", scalars=True)
    for template in (
        "tnp.concatenate({a})", "tnp.stack({a})", "tnp.hstack({a})", "tnp.vstack({a})",
        "tnp.dstack({a})", "tnp.column_stack({a})", "tnp.block({a})",
        "tnp.choose(np.zeros((3,), np.int32), {a}, mode='clip')",
        "tnp.select([{a} == {a}], [{a}])", "tnp.select([{a} == {a}], [{a}], True)",
        "tnp.select([{a} == {a}], [{a}], 1)", "tnp.select([{a} == {a}], [{a}], 0.5)",
        "tnp.select([{a} == {a}], [{a}], 0.5j)", "tuple(tnp.broadcast_arrays({a}, 1.0))",
        "tnp.select([{a} == {a}], [{a}], np.float64(0.5))",
        "tnp.select([{a} == {a}], [{a}], np.complex128(0.5j))",
        "tnp.concatenate([{a}, {a}, {a}])", "tnp.stack([{a}, {a}, {a}])",
    ):  # fmt: skip
        out += unary(template)
    for template in (
        "tnp.concatenate([{a}, {a}], dtype={request})",
        "tnp.concatenate([{a}, {a}], 1, dtype={request})",
        "tnp.concatenate([{a}, {a}], 0, {request})", "tnp.stack([{a}], dtype={request})",
        "tnp.hstack([{a}, {a}], dtype={request})", "tnp.vstack([{a}], {request})",
        "tnp.dstack([{a}], dtype={request})",
    ):  # fmt: skip
        out += requested(template)
    out += binary("tnp.append({a}, {b})", scalars=True)
    out += binary("tnp.append({a}, {b}, axis=0)")
    return out


_PRODUCT_PRECISION = "precision='highest'"


def product_cases() -> list[Case]:
    """Products promote their two operands."""
    out: list[Case] = []
    for template, shape_a, shape_b, scalars in (
        ("tnp.matmul({a}, {b})", SQUARE, SQUARE, False),
        ("tnp.matmul({a}, {b})", SQUARE, VECTOR, False),
        ("tnp.dot({a}, {b})", SQUARE, SQUARE, True),
        ("tnp.vdot({a}, {b})", SQUARE, SQUARE, False),
        ("tnp.inner({a}, {b})", SQUARE, SQUARE, True),
        ("tnp.outer({a}, {b})", VECTOR, VECTOR, True),
        ("tnp.tensordot({a}, {b})", SQUARE, SQUARE, False),
        ("tnp.tensordot({a}, {b}, axes=([0], [1]))", SQUARE, SQUARE, False),
        ("tnp.kron({a}, {b})", SQUARE, SQUARE, True),
        ("tnp.cross({a}, {b})", SQUARE, SQUARE, False),
        ("tnp.matvec({a}, {b})", SQUARE, VECTOR, False),
        ("tnp.vecmat({a}, {b})", VECTOR, SQUARE, False),
        ("tnp.vecdot({a}, {b})", SQUARE, SQUARE, False),
        ("tnp.vecdot({a}, {b}, axis=0)", SQUARE, VECTOR, False),
        ("tnp.convolve({a}, {b})", VECTOR, VECTOR, False),
        ("tnp.correlate({a}, {b}, 'full')", VECTOR, VECTOR, False),
        ("tnp.einsum('ij,jk', {a}, {b})", SQUARE, SQUARE, False),
        ("tnp.einsum('ij,j->i', {a}, {b}, " + _PRODUCT_PRECISION + ")", SQUARE, VECTOR, False),
        ("tnp.einsum({a}, [0, 1], {b}, [1, 2])", SQUARE, SQUARE, False),
    ):
        out += binary(template, shape_a, shape_b, scalars=scalars)
    for template in (
        "tnp.einsum('ij->', {a})", "tnp.einsum('ij->j', {a}, optimize=False)",
        "tnp.einsum('ii', {a})", "tnp.einsum('ij,jk,kl', {a}, {a}, {a})",
        "tnp.einsum('ij,jk,kl->il', {a}, {a}, {a}, optimize='greedy')",
        "tnp.matmul({a}, {a}, " + _PRODUCT_PRECISION + ")",
        "tnp.einsum('ij,jk', {a}, {a}, optimize=tnp.einsum_path('ij,jk', {a}, {a})[0])",
    ):  # fmt: skip
        out += unary(template)
    for template, shape in (
        ("tnp.matmul({a}, {a}, preferred_element_type={request})", SQUARE),
        ("tnp.dot({a}, {a}, preferred_element_type={request})", SQUARE),
        ("tnp.vdot({a}, {a}, preferred_element_type={request})", SQUARE),
        ("tnp.inner({a}, {a}, preferred_element_type={request})", SQUARE),
        ("tnp.tensordot({a}, {a}, 1, preferred_element_type={request})", SQUARE),
        ("tnp.vecdot({a}, {a}, preferred_element_type={request})", SQUARE),
        ("tnp.convolve({a}, {a}, preferred_element_type={request})", VECTOR),
        ("tnp.correlate({a}, {a}, preferred_element_type={request})", VECTOR),
        ("tnp.einsum('ij,jk', {a}, {a}, preferred_element_type={request})", SQUARE),
        ("tnp.einsum('ij->', {a}, preferred_element_type={request})", SQUARE),
    ):
        out += requested(template, shape)
    return out


def polynomial_cases() -> list[Case]:
    """Coefficient arithmetic promotes; products, quotients and fits are inexact."""
    out: list[Case] = []
    for template, scalars in (
        ("tnp.polyadd({a}, {b})", True),
        ("tnp.polysub({a}, {b})", True),
        ("tnp.polyval({a}, {b})", True),
        ("tnp.polyval({a}, {b}, unroll=2)", False),
        ("tnp.polymul({a}, {b})", False),
        ("tnp.polymul({a}, {b}, trim_leading_zeros=True)", False),
        ("tnp.polydiv({a}, {b})", False),
    ):
        out += binary(template, VECTOR, scalars=scalars, eager="trim" in template)
    for template in (
        "tnp.poly({a})", "tnp.polyder({a})", "tnp.polyder({a}, 2)", "tnp.polyint({a})",
        "tnp.polyint({a}, 2, k=1)", "tnp.vander({a}, 3)",
    ):  # fmt: skip
        out += unary(template, VECTOR)
    out += unary("tnp.poly({a})")
    for template in ("tnp.roots({a})", "tnp.roots({a}, strip_zeros=False)"):
        out += unary(template, VECTOR, eager=True)
    for template in (
        "tnp.polyfit({a}, {b}, 1)", "tnp.polyfit({a}, {b}, 1, rcond=0.1, w={a})",
        "tnp.polyfit({a}, {b}, 1, full=True)", "tnp.polyfit({a}, {b}, 1, cov=True)",
        "tnp.polyfit({a}, {b}, 1, cov='unscaled')",
    ):  # fmt: skip
        out += binary(template, (5,))
    return out


def cases() -> list[Case]:
    """Every case of this area."""
    return shape_cases() + index_cases() + joining_cases() + product_cases() + polynomial_cases()
