"""`typecheck` and `export` keep the function's signature, as every checker reads them: never run.

The one spelling that carries both the dtype (to checkers) and the shape (to
`typecheck` and `export`) is `Shaped[Array[dtype], "dims"]`.
"""

from typing import Any, TypeVar, assert_type

from jaxtyping import Float, Shaped
from typing_extensions import ParamSpec

from typedjax import AnnotationError, Array, Exported, ShapeError, deserialize, export, typecheck
from typedjax.typing import PyTree, float32


@typecheck
def project(
    x: Shaped[Array[float32], "b n"], w: Shaped[Array[float32], "n m"]
) -> Shaped[Array[float32], "b m"]:
    return x @ w


@typecheck
def loose(x: Float[Array, "b n"], scale: float = 1.0) -> Float[Array, " b"]:
    return x.sum(axis=1) * scale


def check_typecheck_keeps_the_signature(x: Array[float32]) -> None:
    assert_type(project(x, x), Array[float32])
    assert_type(loose(x), Array[Any])
    assert_type(loose(x, scale=2.0), Array[Any])


def check_typecheck_on_a_method(x: Array[float32]) -> None:
    class Layer:
        @typecheck
        def __call__(self, v: Shaped[Array[float32], "b n"]) -> Shaped[Array[float32], "b n"]:
            return v * 2

    assert_type(Layer()(x), Array[float32])


_P = ParamSpec("_P")
_R = TypeVar("_R")


def run_exported(exported: Exported[_P, _R], *args: _P.args, **kwargs: _P.kwargs) -> _R:
    return exported.call(*args, **kwargs)


def check_export_keeps_the_signature(x: Array[float32]) -> None:
    exported = export(project, constraints=["b >= 1"], sizes={"m": 4})
    assert_type(exported.call(x, x), Array[float32])
    assert_type(exported.fun_name, str)
    blob: bytearray = exported.serialize()
    again = deserialize(blob, like=project)
    assert_type(again.call(x, x), Array[float32])
    assert_type(run_exported(exported, x, x), Array[float32])
    text: str = exported.mlir_module()
    del text


@typecheck
def total(tree: PyTree[Shaped[Array[float32], " n"]]) -> None:
    del tree


def check_pytree_reads_as_its_containers(x: Array[float32]) -> None:
    total({"a": x, "b": [x, (x, None)]})
    total(x)
    total([])


def check_annotation_errors_are_shape_errors(error: AnnotationError) -> None:
    found: ShapeError = error
    assert_type(str(found), str)
