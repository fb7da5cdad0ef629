"""Agreement cases for `typedjax.numpy`, one module per area; shared operand builders."""

from __future__ import annotations

from tests.agreement.harness import Operand

# The input dtypes the issue names; the 64-bit ones exist only with x64 on (the
# harness skips their cases with x64 off, where they cannot be built).
INPUT_DTYPES = (
    "bool_", "int8", "int16", "int32", "uint8", "uint32", "float16", "bfloat16",
    "float32", "complex64", "int64", "float64", "complex128",
)  # fmt: skip

PY_SCALARS = ("True", "1", "0.5", "0.5j")


def array(dtype: str, name: str = "a", shape: tuple[int, ...] = (3, 3)) -> Operand:
    """An operand of `dtype` and `shape` holding small positive values, annotated `Array[dtype]`.

    Built from NumPy (jnp.zeros in jax 0.10.2 can return bool for int1 of the
    same shape). The values are 1s so that logs, divisions and linalg see valid input.
    """
    dims = ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "")
    return Operand(
        name,
        f"Array[t.{dtype}]",
        f"jnp.asarray(np.ones(({dims}), t.{dtype}.dtype))",
        dtype,
    )
