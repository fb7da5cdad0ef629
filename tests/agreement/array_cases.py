"""The cases for `typedjax.Array`: every operator and method over every input dtype."""

from __future__ import annotations

from tests.agreement.harness import Case, Operand

# Every concrete dtype class; JAX makes each of them on CPU (64-bit ones become
# 32-bit with x64 off, which the harness sees as the run-time dtype).
DTYPES = (
    "bool_", "int1", "int2", "int4", "int8", "int16", "int32", "int64",
    "uint1", "uint2", "uint4", "uint8", "uint16", "uint32", "uint64",
    "float4_e2m1fn", "float6_e2m3fn", "float6_e3m2fn", "float8_e3m4", "float8_e4m3",
    "float8_e4m3b11fnuz", "float8_e4m3fn", "float8_e4m3fnuz", "float8_e5m2",
    "float8_e5m2fnuz", "float8_e8m0fnu", "bfloat16", "float16", "float32", "float64",
    "complex64", "complex128",
)  # fmt: skip


def array(dtype: str, name: str = "") -> Operand:
    """A 2x2 array operand of `dtype`, annotated `Array[dtype]`."""
    # Built from NumPy: jnp.zeros in jax 0.10.2 shares one compiled computation
    # between bool and int1 of the same shape and can return the other's dtype.
    return Operand(
        name or f"a_{dtype}",
        f"Array[t.{dtype}]",
        f"jnp.asarray(np.zeros((2, 2), t.{dtype}.dtype))",
        dtype,
    )


# Python scalars (weakly typed in JAX) and NumPy scalars (strongly typed). Values
# fit every dtype's range, so a case fails only where JAX's promotion refuses.
PY_SCALARS = ("True", "0", "0.5", "0.5j")
NP_SCALARS = (
    "np.bool_(True)", "np.int8(0)", "np.uint32(0)", "np.int64(0)", "np.float16(0.5)",
    "np.float32(0.5)", "np.float64(0.5)", "np.complex64(0.5j)", "np.complex128(0.5j)",
)  # fmt: skip

BINARY = ("+", "-", "*", "/", "//", "%", "**", "@", "&", "|", "^", "<<", ">>")
COMPARE = ("<", "<=", ">", ">=", "==", "!=")

UNARY = (
    "-{a}", "+{a}", "abs({a})", "~{a}", "round({a})",
    "{a}.T", "{a}.mT", "{a}.real", "{a}.imag", "{a}[0]", "{a}[0, 0]",
    "{a}.sum()", "{a}.sum(axis=0)", "{a}.prod()", "{a}.cumsum()", "{a}.cumprod()",
    "{a}.mean()", "{a}.var()", "{a}.std()", "{a}.trace()",
    "{a}.max()", "{a}.min()", "{a}.ptp()", "{a}.all()", "{a}.any()",
    "{a}.argmax()", "{a}.argmin()", "{a}.argsort()", "{a}.argpartition(1)",
    "{a}.nonzero(size=1)", "{a}.ravel().searchsorted({a}.ravel())",
    "{a}.round()", "{a}.conj()", "{a}.conjugate()", "{a}.sort()", "{a}.clip(0, 1)",
    "{a}.reshape(4)", "{a}.ravel()", "{a}.flatten()", "{a}.squeeze()", "{a}.copy()",
    "{a}.swapaxes(0, 1)", "{a}.transpose()", "{a}.diagonal()", "{a}.take(0)",
    "{a}.repeat(2)", "{a}.compress(jnp.array([True, False]), axis=0)",
    "{a}.astype(None)", "{a}.astype(bool)", "{a}.astype(int)", "{a}.astype(float)",
    "{a}.astype(complex)", "{a}.astype(t.float32)", "{a}.sum(dtype=t.float32)",
    "{a}.sum(dtype=float)", "{a}.prod(dtype=int)", "{a}.mean(dtype=int)", "{a}.var(dtype=int)",
    "{a}.cumsum(dtype=complex)", "{a}.std(dtype=bool)", "{a}.trace(dtype=float)",
    "{a}.at[0].set(0)", "{a}.at[0].add(1)", "{a}.at[0].get()", "{a}.at[0].mul(1)",
    "{a}.at[0].min(0)", "{a}.at[0].max(0)", "{a}.at[0].divide(1)",
    "{a}.dot({a})", "{a}.view({a}.dtype)",
    # 64-bit requests are canonicalised (x64 decides), names mean what they mean to tnp.
    "{a}.view(t.int64)", "{a}.view(t.uint64)", "{a}.view(t.float64)", "{a}.view(t.complex128)",
    "{a}.view(int)", "{a}.view('int8')", "{a}.astype('uint32')", "{a}.astype('int64')",
    "{a}.astype('f8')", "{a}.astype('float16')", "{a}.astype(np.float32)",
)  # fmt: skip

EAGER = ("{a}[0, 0].item()", "{a}.item(0)", "{a}.block_until_ready()")


def cases() -> list[Case]:
    """All cases: binary operators over dtype pairs and scalars, comparisons, methods."""
    out: list[Case] = []
    for left in DTYPES:
        a = array(left, "a")
        for op in BINARY:
            for right in DTYPES:
                b = array(right, "b")
                out.append(Case(f"a {op} b", (a, b)))
            for scalar in PY_SCALARS + NP_SCALARS:
                out.append(Case(f"a {op} {scalar}", (a,)))
                out.append(Case(f"{scalar} {op} a", (a,)))
        # The dunder methods, not builtins.divmod: pyright cannot match overloaded
        # __divmod__ against typeshed's SupportsDivMod protocol.
        for right in DTYPES:
            out.append(Case("a.__divmod__(b)", (a, array(right, "b"))))
        for scalar in PY_SCALARS:
            out.append(Case(f"a.__divmod__({scalar})", (a,)))
            out.append(Case(f"a.__rdivmod__({scalar})", (a,)))
        for op in COMPARE:
            out.append(Case(f"a {op} a", (a,)))
            out.append(Case(f"a {op} 0", (a,)))
        for template in UNARY:
            out.append(Case(template.format(a="a"), (a,)))
        for target in DTYPES:
            out.append(Case(f"a.astype(t.{target})", (a,)))
            # A dtype request of a reduction method: the class, x64 deciding 64-bit widths.
            out.append(Case(f"a.sum(dtype=t.{target})", (a,)))
            out.append(Case(f"a.var(dtype=t.{target})", (a,)))
        for template in EAGER:
            out.append(Case(template.format(a="a"), (a,), eager=True))
    return out
