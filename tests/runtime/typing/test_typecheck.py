"""`typedjax.typecheck`: every element of jaxtyping's shape grammar, eagerly and under transforms."""

from __future__ import annotations

import re
from typing import Any

import jax
import pytest
from beartype import beartype
from jax.sharding import AxisType, PartitionSpec
from jaxtyping import Float, Float32, Int, Shaped
from jaxtyping import TypeCheckError as JaxtypingError
from typeguard import typechecked

import typedjax as tj
import typedjax.numpy as tnp
from typedjax import AnnotationError, DTypeError, ShapeError, typecheck
from typedjax.typing import PyTree, float32, floating, int32

_JAXTYPING: Any = __import__("jaxtyping")  # jaxtyped's overloads are partly unknown to pyright
_JAX: Any = jax  # make_jaxpr is partly unknown to pyright


def f32(*shape: int) -> tj.Array[float32]:
    return tnp.ones(shape, dtype=float32)


def i32(*shape: int) -> tj.Array[int32]:
    return tnp.ones(shape, dtype=int32)


def _raises(kind: type[Exception], message: str) -> Any:
    # The qualified name leads the message; JAX appends a note to errors raised under jit.
    return pytest.raises(kind, match=re.escape(message) + "($|\n-----)")


@typecheck
def matvec(x: Float[tj.Array, "b n"], y: Float[tj.Array, " n"]) -> Float[tj.Array, " b"]:
    return x @ y


# ---- the grammar --------------------------------------------------------------------


def test_named_dimensions_bind_across_parameters_and_result() -> None:
    assert matvec(f32(4, 3), f32(3)).shape == (4,)
    with _raises(
        ShapeError, "matvec(y): dimension n is 3 (bound by x: shape (4, 3)) but y has shape (5,)"
    ):
        matvec(f32(4, 3), f32(5))
    with _raises(
        ShapeError, "matvec(x): x has shape (3,) (1 axis) but Float[Array, 'b n'] has 2 axes"
    ):
        matvec(f32(3), f32(3))


def test_the_result_is_checked() -> None:
    @typecheck
    def wrong(x: Float[tj.Array, "b n"]) -> Float[tj.Array, " n"]:
        return x[:, 0]

    assert wrong(f32(3, 3)).shape == (3,)
    with _raises(
        ShapeError,
        "test_the_result_is_checked.<locals>.wrong(return): dimension n is 2 (bound by x: "
        "shape (3, 2)) but the result has shape (3,)",
    ):
        wrong(f32(3, 2))


def test_fixed_sizes_and_documented_sizes() -> None:
    @typecheck
    def rgb(x: Float[tj.Array, "h w 3"], y: Float[tj.Array, "rows=2 cols"]) -> None:
        del x, y

    rgb(f32(5, 6, 3), f32(2, 7))
    with pytest.raises(
        ShapeError,
        match=r"rgb\(x\): axis 2 of x must be 3 \(Float\[Array, 'h w 3'\]\) but x has shape \(5, 6, 4\)$",
    ):
        rgb(f32(5, 6, 4), f32(2, 7))
    with pytest.raises(ShapeError, match=r"rgb\(y\): axis 0 of y must be 2 .* has shape \(3, 7\)$"):
        rgb(f32(5, 6, 3), f32(3, 7))


def test_named_variadic_dimensions() -> None:
    @typecheck
    def pair(
        x: Float[tj.Array, "*batch n"], y: Float[tj.Array, "*batch"]
    ) -> Float[tj.Array, "*batch"]:
        return x.sum(-1) + y

    assert pair(f32(2, 5, 3), f32(2, 5)).shape == (2, 5)
    assert pair(f32(3), f32()).shape == ()
    with pytest.raises(
        ShapeError,
        match=re.escape(
            "pair(y): dimensions *batch are (2, 5) (bound by x: shape (2, 5, 3)) but y has shape "
            "(2, 4), whose axes for *batch, (2, 4), do not equal them"
        ),
    ):
        pair(f32(2, 5, 3), f32(2, 4))
    with pytest.raises(ShapeError, match=r"needs at least 1 axis$"):
        pair(f32(), f32())


def test_anonymous_dimensions_and_ellipsis() -> None:
    @typecheck
    def anything(
        x: Float[tj.Array, "_ n"], y: Float[tj.Array, "... n"], z: Float[tj.Array, "_rows n"]
    ) -> None:
        del x, y, z

    anything(f32(7, 2), f32(1, 2, 3, 2), f32(9, 2))
    anything(f32(7, 2), f32(2), f32(1, 2))
    with pytest.raises(ShapeError, match=r"anything\(y\): dimension n is 2"):
        anything(f32(7, 2), f32(3, 3), f32(1, 2))


def test_broadcastable_dimensions() -> None:
    @typecheck
    def add(
        x: Float[tj.Array, "#b n"], y: Float[tj.Array, "#b n"], z: Float[tj.Array, "#*batch"]
    ) -> None:
        del x, y, z

    add(f32(1, 3), f32(4, 3), f32(2, 1))
    add(f32(4, 3), f32(1, 3), f32())
    with pytest.raises(ShapeError, match=r"add\(y\): dimension b is 4"):
        add(f32(4, 3), f32(5, 3), f32())

    @typecheck
    def spread(x: Float[tj.Array, "#*batch"], y: Float[tj.Array, "#*batch"]) -> None:
        del x, y

    spread(f32(2, 1), f32(1, 3))
    with pytest.raises(ShapeError, match=r"do not broadcast with them$"):
        spread(f32(2, 3), f32(4, 3))


def test_symbolic_sizes() -> None:
    @typecheck
    def grow(x: Float[tj.Array, " n"], y: Float[tj.Array, " 2*n"]) -> Float[tj.Array, " n+1"]:
        return tnp.concatenate([x, y[:1]])

    assert grow(f32(3), f32(6)).shape == (4,)
    with _raises(
        ShapeError,
        "test_symbolic_sizes.<locals>.grow(y): axis 0 of y should be 2*n = 6 (n is 3, bound by x: "
        "shape (3,)) but y has shape (7,)",
    ):
        grow(f32(3), f32(7))


def test_a_symbolic_size_may_read_a_later_parameter() -> None:
    @typecheck
    def tail(y: Float[tj.Array, " n-1"], x: Float[tj.Array, " n"]) -> None:
        del y, x

    tail(f32(2), f32(3))
    with pytest.raises(ShapeError, match=r"axis 0 of y should be n-1 = 2"):
        tail(f32(3), f32(3))


def test_scalars_dtype_families_and_array_dtypes() -> None:
    @typecheck
    def mix(
        s: Float[tj.Array, ""],
        k: Int[tj.Array, " n"],
        w: Shaped[tj.Array[float32], " n"],
        v: tj.Array[floating],
    ) -> Float32[tj.Array, ""]:
        return s + (k * w).sum() + v.sum()

    assert mix(f32(), i32(3), f32(3), f32(2)).shape == ()
    with pytest.raises(
        DTypeError, match=r"mix\(k\): k has dtype float32 but Int\[Array, 'n'\] accepts int"
    ):
        mix(f32(), f32(3), f32(3), f32(2))
    wrong: Any = i32(3)  # what a checker refuses, called anyway
    with _raises(
        DTypeError, "mix(w): w has dtype int32 but Shaped[Array[float32], 'n'] accepts float32"
    ):
        mix(f32(), i32(3), wrong, f32(2))
    with pytest.raises(
        DTypeError,
        match=r"mix\(v\): v has dtype int32 but typedjax.Array\[floating\] accepts bfloat16, ",
    ):
        mix(f32(), i32(3), f32(3), wrong[:2])
    with pytest.raises(
        ShapeError,
        match=r"mix\(s\): s has shape \(1,\) \(1 axis\) but Float\[Array, ''\] has 0 axes$",
    ):
        mix(f32(1), i32(3), f32(3), f32(2))


def test_something_that_is_not_an_array() -> None:
    bad: Any = [1.0, 2.0]
    with pytest.raises(
        DTypeError,
        match=r"matvec\(x\): x is list \[1.0, 2.0\], not a JAX array as Float\[Array, 'b n'\] requires; convert it with typedjax.numpy.asarray$",
    ):
        matvec(bad, f32(2))


def test_containers_unions_and_pytrees() -> None:
    @typecheck
    def split(
        x: Float[tj.Array, "b n"], extra: Float[tj.Array, " n"] | None = None
    ) -> tuple[Float[tj.Array, " b"], Float[tj.Array, " n"]]:
        del extra
        return x[:, 0], x[0]

    @typecheck
    def total(tree: PyTree[Float[tj.Array, " n"]], items: list[Float[tj.Array, " n"]]) -> None:
        del tree, items

    assert split(f32(2, 3))[1].shape == (3,)
    split(f32(2, 3), None)
    with _raises(
        ShapeError,
        "split(extra): extra fits no option of jaxtyping.Float[Array, 'n'] | None:\n  "
        "test_containers_unions_and_pytrees.<locals>.split(extra): dimension n is 3 (bound by x: "
        "shape (2, 3)) but extra has shape (4,)",
    ):
        split(f32(2, 3), f32(4))
    total({"a": f32(3), "b": (f32(3), f32(3))}, [f32(3), f32(3)])
    with pytest.raises(
        ShapeError,
        match=re.escape(
            "total(tree['b'][1]): dimension n is 3 (bound by tree['a']: shape (3,)) but tree['b'][1] has shape (4,)"
        ),
    ):
        total({"a": f32(3), "b": (f32(3), f32(4))}, [])
    with pytest.raises(ShapeError, match=re.escape("total(items[1]): dimension n is 3")):
        total({"a": f32(3)}, [f32(3), f32(2)])


def test_keyword_only_star_args_and_methods() -> None:
    @typecheck
    def many(
        *xs: Float[tj.Array, " n"], scale: Float[tj.Array, " n"], **named: Float[tj.Array, " n"]
    ) -> None:
        del xs, scale, named

    many(f32(2), f32(2), scale=f32(2), extra=f32(2))
    with pytest.raises(
        ShapeError,
        match=re.escape(
            "many(xs[1]): dimension n is 2 (bound by xs[0]: shape (2,)) but xs[1] has shape (3,)"
        ),
    ):
        many(f32(2), f32(3), scale=f32(2))
    with pytest.raises(ShapeError, match=re.escape("many(named['extra']): dimension n is 2")):
        many(f32(2), scale=f32(2), extra=f32(5))

    class Layer:
        @typecheck
        def __call__(self, x: Float[tj.Array, "b n"]) -> Float[tj.Array, "b n"]:
            return x * 2

    assert Layer()(f32(2, 2)).shape == (2, 2)
    with pytest.raises(ShapeError, match=r"Layer.__call__\(x\): x has shape"):
        Layer()(f32(2))


def test_nested_calls_bind_their_own_names() -> None:
    @typecheck
    def inner(v: Float[tj.Array, " n"]) -> Float[tj.Array, " n"]:
        return v

    @typecheck
    def outer(x: Float[tj.Array, " n"]) -> Float[tj.Array, " n"]:
        inner(f32(5))  # its own n: no clash with outer's n = 3
        return inner(x)

    assert outer(f32(3)).shape == (3,)


def test_the_signature_and_metadata_are_kept() -> None:
    import inspect

    assert matvec.__name__ == "matvec"
    assert list(inspect.signature(matvec).parameters) == ["x", "y"]


# ---- annotations that cannot be read: errors at decoration time -----------------------


def test_a_malformed_string_fails_at_decoration_naming_the_position() -> None:
    def bad(x: Float[tj.Array, "b n+"]) -> None: ...

    with _raises(
        AnnotationError,
        "test_a_malformed_string_fails_at_decoration_naming_the_position.<locals>.bad(x): in "
        "Float[Array, 'b n+'], shape entry 'n+' is neither a name, a size nor a valid expression "
        "(invalid syntax) (character 2)\n    'b n+'\n       ^",
    ):
        typecheck(bad)


def test_a_string_jaxtyping_refuses_is_reported_with_the_position() -> None:
    def twice(x: Float[tj.Array, "b **n"]) -> None: ...  # noqa: F821, UP037  # a malformed shape string: the error under test

    with _raises(
        AnnotationError,
        "twice(x): in Float[tj.Array, 'b **n'], shape entry '**n': '*' appears twice "
        "(character 2)\n    'b **n'\n       ^",
    ):
        typecheck(twice)

    def commas(x: Float[tj.Array, "b, n"]) -> None: ...  # noqa: F821, UP037  # a malformed shape string: the error under test

    with pytest.raises(
        AnnotationError,
        match=re.escape("shape entry 'b,': separate axes with spaces, not commas (character 0)"),
    ):
        typecheck(commas)

    def two_variadics(x: Float[tj.Array, "*a n *b"]) -> None: ...

    with pytest.raises(
        AnnotationError, match=re.escape("'*b' is a second one after '*a' (character 5)")
    ):
        typecheck(two_variadics)


def test_a_symbolic_size_must_read_known_names() -> None:
    def unknown(x: Float[tj.Array, "b m+1"]) -> None: ...

    with pytest.raises(
        AnnotationError,
        match=re.escape(
            "unknown: in Float[Array, 'b m+1'], shape entry 'm+1' (character 2) reads m, which no annotation"
        ),
    ):
        typecheck(unknown)


def test_an_unevaluable_annotation_names_the_parameter() -> None:
    def missing(x: object) -> None: ...

    missing.__annotations__["x"] = "NotDefinedAnywhere"  # what a typo in an annotation leaves

    with pytest.raises(
        AnnotationError,
        match=r"missing\(x\): the annotation 'NotDefinedAnywhere' could not be evaluated: NameError",
    ):
        typecheck(missing)


def test_pytree_structures_are_left_to_jaxtyped() -> None:
    def structured(t: object) -> None: ...

    structured.__annotations__["t"] = _JAXTYPING.PyTree[Float[tj.Array, " n"], "T"]

    with pytest.raises(AnnotationError, match=r"structured\(t\): .* names its structure"):
        typecheck(structured)


# ---- under transforms: checked once per trace, nothing in the program ----------------


def _plain(x: Float[tj.Array, "b n"], y: Float[tj.Array, " n"]) -> Float[tj.Array, " b"]:
    return tnp.tanh(x @ y)


def test_the_jaxpr_under_jit_is_the_undecorated_one() -> None:
    x, y = f32(4, 3), f32(3)
    checked = _JAX.make_jaxpr(typecheck(_plain))(x, y)
    plain = _JAX.make_jaxpr(_plain)(x, y)
    assert str(checked) == str(plain)
    lowered = tj.jit(typecheck(_plain)).lower(x, y).as_text()
    assert lowered.replace("typecheck", "") == tj.jit(_plain).lower(x, y).as_text()


def test_checked_once_per_trace_under_jit() -> None:
    calls: list[int] = []

    @tj.jit
    @typecheck
    def f(x: Float[tj.Array, " n"]) -> Float[tj.Array, " n"]:
        calls.append(1)
        return x * 2

    for _ in range(3):
        f(f32(3))
    assert len(calls) == 1
    with _raises(
        ShapeError, "matvec(y): dimension n is 3 (bound by x: shape (4, 3)) but y has shape (2,)"
    ):
        tj.jit(matvec)(f32(4, 3), f32(2))


def test_vmap_grad_and_scan_see_per_example_shapes() -> None:
    xs, ys = f32(5, 4, 3), f32(5, 3)
    assert tj.vmap(matvec)(xs, ys).shape == (5, 4)
    with pytest.raises(
        ShapeError,
        match=r"matvec\(y\): dimension n is 3 \(bound by x: shape \(4, 3\)\) but y has shape \(2,\)",
    ):
        tj.vmap(matvec)(xs, f32(5, 2))

    @typecheck
    def loss(w: Float[tj.Array, " n"], x: Float[tj.Array, "b n"]) -> Shaped[tj.Array[float32], ""]:
        return tj.as_array((x @ w).sum(), float32)

    assert tj.grad(loss)(f32(3), f32(4, 3)).shape == (3,)

    @typecheck
    def step(
        carry: Shaped[tj.Array[float32], " n"], x: Shaped[tj.Array[float32], " n"]
    ) -> tuple[Shaped[tj.Array[float32], " n"], Float[tj.Array, ""]]:
        return carry + x, x.sum()

    final, sums = jax.lax.scan(step, f32(3), f32(6, 3))
    assert final.shape == (3,) and sums.shape == (6,)
    with pytest.raises(ShapeError, match=r"step\(x\): dimension n is 3"):
        jax.lax.scan(step, f32(3), f32(6, 2))


def test_shard_map_checks_per_device_shapes() -> None:
    mesh = jax.make_mesh((8,), ("d",), axis_types=(AxisType.Auto,))

    @typecheck
    def local(x: Float[tj.Array, "b n"]) -> Float[tj.Array, "b n"]:
        assert x.shape == (2, 3)  # 16 rows over 8 devices
        return x * 2

    spec: Any = PartitionSpec("d")  # type: ignore[no-untyped-call]  # jaxlib ships no stubs for PartitionSpec
    out = jax.shard_map(local, mesh=mesh, in_specs=spec, out_specs=spec)(f32(16, 3))
    assert out.shape == (16, 3)

    @typecheck
    def fixed(x: Float[tj.Array, "16 n"]) -> Float[tj.Array, "16 n"]:
        return x

    with _raises(
        ShapeError, "fixed(x): axis 0 of x must be 16 (Float[Array, '16 n']) but x has shape (2, 3)"
    ):
        jax.shard_map(fixed, mesh=mesh, in_specs=spec, out_specs=spec)(f32(16, 3))


# ---- jaxtyping's own decorators over typedjax types keep working -------------------


def project(
    x: Shaped[tj.Array[float32], "b n"], y: Float[tj.Array, "n k"]
) -> Float[tj.Array, "b k"]:
    return x @ y


# typeguard 2.13.3, the version jaxtyping documents (3 and 4 read shape strings as forward references).
@pytest.mark.parametrize("checker", [beartype, typechecked], ids=["beartype", "typeguard"])
def test_jaxtyped_with_beartype_or_typeguard(checker: Any) -> None:
    checked = _JAXTYPING.jaxtyped(typechecker=checker)(project)
    assert checked(f32(4, 3), f32(3, 1)).shape == (4, 1)
    with pytest.raises(JaxtypingError):
        checked(f32(4, 3), f32(2, 1))
    with pytest.raises(JaxtypingError):
        checked(i32(4, 3), f32(3, 1))


# ---- every grammar element under every transform -----------------------------------

_B = 8  # the leading axis the batched transforms add: 8 examples, one per device under shard_map


def _grammar_function(x_dims: str, y_dims: str) -> Any:
    def f(x: Any, y: Any) -> Any:
        del y
        return x

    f.__annotations__ = {"x": Float[tj.Array, x_dims], "y": Float[tj.Array, y_dims]}
    f.__qualname__ = "f"
    return typecheck(f)


# (x's dims, y's dims, a fitting pair of shapes, a breaking pair, the pinned message)
_GRAMMAR: dict[str, tuple[str, str, tuple[Any, Any], tuple[Any, Any], str]] = {
    "named": (
        "n",
        "n",
        ((3,), (3,)),
        ((3,), (4,)),
        "f(y): dimension n is 3 (bound by x: shape (3,)) but y has shape (4,)",
    ),
    "fixed": (
        "3",
        "_",
        ((3,), (2,)),
        ((4,), (2,)),
        "f(x): axis 0 of x must be 3 (Float[Array, '3']) but x has shape (4,)",
    ),
    "documented": (
        "rows=3",
        "_",
        ((3,), (2,)),
        ((4,), (2,)),
        "f(x): axis 0 of x must be 3 (Float[Array, 'rows=3']) but x has shape (4,)",
    ),
    "variadic": (
        "*b n",
        "*b",
        ((2, 3), (2,)),
        ((2, 3), (4,)),
        "f(y): dimensions *b are (2,) (bound by x: shape (2, 3)) but y has shape (4,), whose axes for *b, (4,), do not equal them",
    ),
    "ellipsis": (
        "... n",
        "n",
        ((5, 2, 3), (3,)),
        ((5, 2, 3), (2,)),
        "f(y): dimension n is 3 (bound by x: shape (5, 2, 3)) but y has shape (2,)",
    ),
    "broadcastable": (
        "#n",
        "n",
        ((1,), (4,)),
        ((3,), (4,)),
        "f(y): dimension n is 3 (bound by x: shape (3,)) but y has shape (4,)",
    ),
    "anonymous": (
        "_ n",
        "n",
        ((7, 3), (3,)),
        ((7, 3), (2,)),
        "f(y): dimension n is 3 (bound by x: shape (7, 3)) but y has shape (2,)",
    ),
    "symbolic": (
        "n",
        "2*n",
        ((3,), (6,)),
        ((3,), (5,)),
        "f(y): axis 0 of y should be 2*n = 6 (n is 3, bound by x: shape (3,)) but y has shape (5,)",
    ),
    "expression": (
        "n",
        "n+1",
        ((3,), (4,)),
        ((3,), (3,)),
        "f(y): axis 0 of y should be n+1 = 4 (n is 3, bound by x: shape (3,)) but y has shape (3,)",
    ),
    "scalar": (
        "",
        "n",
        ((), (3,)),
        ((1,), (3,)),
        "f(x): x has shape (1,) (1 axis) but Float[Array, ''] has 0 axes",
    ),
}


def _eager(f: Any, x: Any, y: Any) -> None:
    f(x, y)


def _jit(f: Any, x: Any, y: Any) -> None:
    tj.jit(f)(x, y)


def _batched(x: Any, y: Any) -> tuple[Any, Any]:
    return tnp.stack([x] * _B), tnp.stack([y] * _B)


def _vmap(f: Any, x: Any, y: Any) -> None:
    jax.vmap(f)(*_batched(x, y))


def _grad(f: Any, x: Any, y: Any) -> None:
    def total(a: Any, b: Any) -> Any:
        return f(a, b).sum()

    _JAX.grad(total)(x, y)


def _scan(f: Any, x: Any, y: Any) -> None:
    jax.lax.scan(lambda carry, pair: (carry, f(*pair)), None, _batched(x, y))


def _shard_map(f: Any, x: Any, y: Any) -> None:
    mesh = jax.make_mesh((_B,), ("d",), axis_types=(AxisType.Auto,))
    spec: Any = PartitionSpec("d")  # type: ignore[no-untyped-call]  # jaxlib ships no stubs for PartitionSpec

    def per_device(a: Any, b: Any) -> Any:
        return f(a[0], b[0])[None]

    jax.shard_map(per_device, mesh=mesh, in_specs=(spec, spec), out_specs=spec)(*_batched(x, y))


_TRANSFORMS = {
    "eager": _eager,
    "jit": _jit,
    "vmap": _vmap,
    "grad": _grad,
    "scan": _scan,
    "shard_map": _shard_map,
}


@pytest.mark.parametrize("transform", list(_TRANSFORMS))
@pytest.mark.parametrize("element", list(_GRAMMAR))
def test_grammar_under_transforms(element: str, transform: str) -> None:
    x_dims, y_dims, good, bad, message = _GRAMMAR[element]
    f = _grammar_function(x_dims, y_dims)
    run = _TRANSFORMS[transform]
    run(f, f32(*good[0]), f32(*good[1]))
    with _raises(ShapeError, message):
        run(f, f32(*bad[0]), f32(*bad[1]))
