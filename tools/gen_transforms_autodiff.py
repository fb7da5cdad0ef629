"""Writes the overloads of `typedjax`'s differentiation transforms, custom rules and eval_shape.

The declarations live in `typedjax/_src/transforms/autodiff.py`, `_custom.py`
(`custom_vjp`/`custom_jvp`: one class per arity, `CUSTOM_ARITIES`) and `_jit.py`
(`eval_shape` and `Jitted.eval_shape`: `SHAPES`) between the markers below. Run `python tools/gen_transforms_autodiff.py` after changing a table;
`--check` fails when the file is out of date (the test suite runs that).

`grad` and `value_and_grad` have one precise overload per combination of three
tables: `AUX` (does `fun` return `(value, aux)`), `KINDS` (real, or complex
with `holomorphic=True`) and `ARGNUMS` (which parameters are differentiated).
Each differentiated parameter is written three times: as an array of the kind
differentiated (`Array[floating]`, which a function over `ArrayLike` and a
lambda take, while the transformed function takes any `ArrayLike`), then as a
Python scalar (`float`, or `complex`), both with an array gradient whatever the
parameter says, then as any type (`_A0`: the gradient has the parameter's
type). `jacfwd`,
`jacrev` and `hessian` take `AUX` x `KINDS` for one array argument; `jvp`,
`vjp` and `linearize` take one to `PRIMALS` primals, with and without aux.
The last overloads of each are loose: they still check `fun` but type the
result as `object`. The type tests (tests/typing/transforms/) pin each row.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import Func, Ov, P, parse_params  # pytype: disable=import-error

TARGET = Path(__file__).resolve().parents[1] / "typedjax" / "_src" / "transforms" / "autodiff.py"
BEGIN = "    # BEGIN GENERATED (tools/gen_transforms_autodiff.py)\n"
END = "    # END GENERATED (tools/gen_transforms_autodiff.py)\n"

# ---- the tables -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Kind:
    """Real differentiation, or complex with `holomorphic=True`."""

    out: str
    """What `fun` must return (grad, the Jacobians)."""
    out_t: str
    """The same as a TypeVar, so that `value_and_grad` gives the value its own type."""
    scalars: tuple[tuple[str, str], ...]
    """`(what fun takes, what the transformed function takes)` for the parameters that get an
    array gradient, tried in this order before any type.

    First an array of the kind JAX differentiates (`Array[floating]`): a function over
    `ArrayLike` or a bare `Array` takes one, and so does a lambda, whose parameter the
    checkers type from this row (`grad(lambda v: tnp.sum(v * v))`). The transformed
    function takes any `ArrayLike` there, since JAX hands `fun` a traced array whatever
    it was given. This row comes before the Python scalar's (a function over `ArrayLike`
    also takes a float, so the float row would catch it and lose the array, and a lambda
    would get a `float` parameter). Concrete rows, not a TypeVar constrained to both:
    pyrefly solves such a TypeVar from a callable's parameter to a type that is neither
    (a NamedTuple's gradient became `Array[floating]`)."""
    gradient: str
    """The gradient of a Python-scalar parameter (JAX returns an array)."""
    holomorphic: str


KINDS = (
    Kind(
        "_RealOut",
        "_RealOutT",
        (("Array[floating]", "ArrayLike"), ("float", "float")),
        "Array[floating]",
        "Literal[False] = False",
    ),
    Kind(
        "_ComplexOut",
        "_ComplexOutT",
        (("Array[complexfloating]", "ArrayLike"), ("complex", "complex")),
        "Array[complexfloating]",
        "Literal[True]!",
    ),
)

AUX = (("Literal[False] = False", False), ("Literal[True]!", True))
"""`has_aux`: the annotation, and whether `fun` returns `(value, aux)`."""

ARGNUMS: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("Literal[0] = 0", (0,)),
    ("Literal[1]!", (1,)),
    ("Literal[2]!", (2,)),
    ("tuple[Literal[0], Literal[1]]!", (0, 1)),
)
"""`argnums`: the annotation, and the positions it differentiates (one gradient, or a tuple)."""

PRIMALS = 3
"""`jvp`/`vjp`/`linearize` are precise for up to this many primals."""

_FLAGS = "allow_int: Literal[False] = False, reduce_axes: Sequence[Hashable] = ()"
_LOOSE_FLAGS = "allow_int: bool = False, reduce_axes: Sequence[Hashable] = ()"

# ---- grad and value_and_grad ----------------------------------------------------------------


def _slots(positions: tuple[int, ...], kind: Kind) -> list[tuple[list[str], list[str], list[str]]]:
    """`(fun's parameter types, the transformed function's, gradients)` for each
    scalar/any choice of the differentiated slots."""
    out: list[tuple[list[str], list[str], list[str]]] = []
    last = max(positions)
    choices: list[tuple[tuple[str, str] | None, ...]] = [(*kind.scalars, None)] * len(positions)
    for scalars in itertools.product(*choices):
        params = [f"_A{i}" for i in range(last + 1)]
        takes = list(params)
        grads: list[str] = []
        for position, scalar in zip(positions, scalars, strict=True):
            if scalar is not None:
                params[position], takes[position] = scalar
                grads.append(kind.gradient)
            else:
                grads.append(params[position])
        out.append((params, takes, grads))
    return out


def _differentiate(*, with_value: bool) -> list[Ov]:
    """The precise overloads of `grad` (or `value_and_grad`): AUX x KINDS x ARGNUMS."""
    out: list[Ov] = []
    for aux_ann, aux in AUX:
        for kind in KINDS:
            value = kind.out_t if with_value else kind.out
            returned = f"tuple[{value}, _Aux]" if aux else value
            for argnums, positions in ARGNUMS:
                for params, takes, grads in _slots(positions, kind):
                    grad = grads[0] if len(grads) == 1 else f"tuple[{', '.join(grads)}]"
                    concat = f"Concatenate[{', '.join(params)}, _P]"
                    transformed = f"Concatenate[{', '.join(takes)}, _P]"
                    result = f"tuple[{grad}, _Aux]" if aux else grad
                    if with_value:
                        result = f"tuple[{returned}, {grad}]"
                    signature = parse_params(
                        f"fun: Callable[{concat}, {returned}], argnums: int, *, has_aux: bool, "
                        f"holomorphic: bool, {_FLAGS}"
                    )
                    out.append(
                        Ov(
                            f"Callable[{transformed}, {result}]",
                            {"argnums": argnums, "has_aux": aux_ann,
                             "holomorphic": kind.holomorphic},
                            params=signature,
                        )
                    )  # fmt: skip
    return out


def _gradient_func(name: str, doc: str, *, with_value: bool) -> Func:
    loose = "tuple[object, object]" if with_value else "object"
    # `...`, not `_P`: the first rows' transformed function takes `ArrayLike` where `fun`
    # takes `Array[floating]`, which no implementation over one `_P` could produce.
    base = parse_params(
        "fun: Callable[..., object], argnums: int | Sequence[int] = 0, has_aux: bool = False, "
        f"holomorphic: bool = False, {_LOOSE_FLAGS}"
    )
    ovs = _differentiate(with_value=with_value)
    ovs += [
        Ov(f"Callable[_P, {loose}]",
           {"fun": "Callable[_P, _RealOut | tuple[_RealOut, object]]",
            "holomorphic": "Literal[False] = False"}),
        Ov(f"Callable[_P, {loose}]",
           {"fun": "Callable[_P, _ComplexOut | tuple[_ComplexOut, object]]",
            "holomorphic": "bool!"}),
    ]  # fmt: skip
    return Func(name, base, f"Callable[..., {loose}]", doc, tuple(ovs))


# ---- the Jacobians --------------------------------------------------------------------------


def _jacobian(name: str, doc: str, *, allow_int: bool) -> Func:
    flags = ", allow_int: bool = False" if allow_int else ""
    precise = ", allow_int: Literal[False] = False" if allow_int else ""
    base = parse_params(
        "fun: Callable[_P, object], argnums: int | Sequence[int] = 0, has_aux: bool = False, "
        f"holomorphic: bool = False{flags}"
    )
    ovs: list[Ov] = []
    for aux_ann, aux in AUX:
        for kind in KINDS:
            returned = f"tuple[{kind.out}, _Aux]" if aux else kind.out
            array = kind.gradient
            result = f"tuple[{array}, _Aux]" if aux else array
            signature = parse_params(
                f"fun: Callable[Concatenate[_In, _P], {returned}], argnums: Literal[0] = 0, *, "
                f"has_aux: bool, holomorphic: bool{precise}"
            )
            ovs.append(
                Ov(f"Callable[Concatenate[_In, _P], {result}]",
                   {"has_aux": aux_ann, "holomorphic": kind.holomorphic}, params=signature)
            )  # fmt: skip
    ovs.append(Ov("Callable[_P, object]", {}))
    return Func(name, base, "Callable[_P, object]", doc, tuple(ovs))


# ---- jvp, vjp, linearize --------------------------------------------------------------------


def _primal_overloads(result: str, aux_result: str, params: str, tail: str = "") -> list[Ov]:
    """One overload per primal count and aux; `{xs}` are the primal types, `{x}` each one."""
    ovs: list[Ov] = []
    for n in range(1, PRIMALS + 1):
        xs = ", ".join(f"_X{i}" for i in range(n))
        primals = ", ".join(f"primal{i}: _X{i}" for i in range(n))
        for aux_ann, aux in AUX:
            out = "tuple[_Y, _Aux]" if aux else "_Y"
            text = params.format(xs=xs, primals=primals, out=out) + tail
            returns = (aux_result if aux else result).format(xs=xs)
            ovs.append(Ov(returns, {"has_aux": aux_ann}, params=parse_params(text)))
    return ovs


def _jvp() -> Func:
    ovs = _primal_overloads(
        "tuple[_Y, _Y]",
        "tuple[_Y, _Y, _Aux]",
        "fun: Callable[[{xs}], {out}], primals: tuple[{xs}], tangents: tuple[{xs}], "
        "has_aux: bool = False",
    )
    base = parse_params(
        "fun: Callable[..., object], primals: Sequence[object], tangents: Sequence[object], "
        "has_aux: bool = False"
    )
    ovs.append(Ov("tuple[object, ...]", {}))
    return Func(
        "jvp",
        base,
        "tuple[object, ...]",
        "`(fun(*primals), tangent out)`: the forward-mode derivative along `tangents`.",
        tuple(ovs),
    )


def _pullback(name: str, doc: str, back: str, loose_back: str, tail: str) -> Func:
    """`vjp`/`linearize`: primals by position; the result holds a function `back` of them."""
    ovs = _primal_overloads(
        f"tuple[_Y, {back}]",
        f"tuple[_Y, {back}, _Aux]",
        "fun: Callable[[{xs}], {out}], {primals}, /, *, has_aux: bool",
        tail,
    )
    plain = f"tuple[object, {loose_back}]"
    with_aux = f"tuple[object, {loose_back}, object]"
    base = parse_params(
        f"fun: Callable[..., object], *primals: object, has_aux: bool = False{tail}"
    )
    ovs += [
        Ov(plain, {"has_aux": "Literal[False] = False"}),
        Ov(with_aux, {"has_aux": "Literal[True]!"}),
        Ov(f"{plain} | {with_aux}", {"has_aux": "bool!"}),
    ]
    return Func(name, base, f"{plain} | {with_aux}", doc, tuple(ovs))


FUNCS: tuple[Func, ...] = (
    _gradient_func(
        "grad",
        "The gradient of `fun` with respect to the arguments `argnums` names.",
        with_value=False,
    ),
    _gradient_func(
        "value_and_grad",
        "`fun` returning `(value, gradient)`: its value and its gradient, from one pass.",
        with_value=True,
    ),
    _jacobian(
        "jacfwd",
        "The Jacobian of `fun` by forward mode (columns from pushed-forward tangents).",
        allow_int=False,
    ),
    _jacobian(
        "jacrev",
        "The Jacobian of `fun` by reverse mode (rows from pulled-back cotangents).",
        allow_int=True,
    ),
    _jacobian("hessian", "The Hessian of a scalar `fun`: `jacfwd(jacrev(fun))`.", allow_int=False),
    _jvp(),
    _pullback(
        "vjp",
        "`(fun(*primals), pullback)`: the pullback maps an output cotangent to the primals' "
        "cotangents.",
        "Callable[[_Y], tuple[{xs}]]",
        "Callable[..., tuple[object, ...]]",
        # saveable_args: JAX 0.11.0, in_nzs: 0.11.1 (typedjax._src.newer refuses them before).
        ", reduce_axes: Sequence[Hashable] = (), saveable_args: _Flags = True, "
        "in_nzs: _Flags | None = None",
    ),
    _pullback(
        "linearize",
        "`(fun(*primals), jvp)`: `jvp` maps the primals' tangents to the output tangent, linearly.",
        "Callable[[{xs}], _Y]",
        "Callable[..., object]",
        ", in_nzs: _Flags | None = None",  # JAX 0.11.1
    ),
)


# ---- custom_vjp, custom_jvp (_custom.py) ----------------------------------------------------

CUSTOM_ARITIES = 3
"""`custom_vjp`/`custom_jvp` of a function of up to this many arguments give a class per arity
(`CustomVJP1`...), whose `defvjp`/`defjvp` check the rules against the arguments."""

_OVERLAP = "# pyright: ignore[reportOverlappingOverload]  # {why}"


def _custom(mode: str, doc: str, why: str) -> Func:
    """`custom_vjp` (mode `VJP`) or `custom_jvp` (`JVP`): one row per arity, then any."""
    base = parse_params(
        "fun: Callable[..., _R], nondiff_argnums: Sequence[int] = (), "
        "nondiff_argnames: Sequence[str] = ()"
    )
    none = {"nondiff_argnums": "tuple[()] = ()", "nondiff_argnames": "tuple[()] = ()"}
    ovs: list[Ov] = []
    for n in range(CUSTOM_ARITIES, 0, -1):
        args = [f"_A{i}" for i in range(1, n + 1)]
        ovs.append(
            Ov(f"Custom{mode}{n}[{', '.join(args)}, _R]",
               {"fun": f"Callable[[{', '.join(args)}], _R]", **none},
               comment=_OVERLAP.format(why=why) if n == CUSTOM_ARITIES else "")
        )  # fmt: skip
    ovs.append(Ov(f"Custom{mode}[_P, _R]", {"fun": "Callable[_P, _R]", **none}))
    ovs.append(Ov(f"Custom{mode}Nondiff[_P, _R]", {"fun": "Callable[_P, _R]"}))
    anys = [f"Custom{mode}{n}[{', '.join(['Any'] * n)}, _R]" for n in range(1, CUSTOM_ARITIES + 1)]
    result = " | ".join([*anys, f"Custom{mode}[Any, _R]", f"Custom{mode}Nondiff[Any, _R]"])
    return Func(f"custom_{mode.lower()}", base, f"({result})", doc, tuple(ovs))


CUSTOM: tuple[Func, ...] = (
    _custom(
        "VJP",
        "`fun` with a reverse-mode rule to be set by `defvjp`.",
        "the fixed arities and no nondiff arguments are the narrower cases and are matched first",
    ),
    _custom("JVP", "`fun` with a forward-mode rule to be set by `defjvp`.", "as for custom_vjp"),
)

# ---- eval_shape (_jit.py) -------------------------------------------------------------------

SHAPES: tuple[tuple[str, str], ...] = (
    ("jax.Array", "jax.ShapeDtypeStruct"),
    ("tuple[jax.Array, ...]", "tuple[jax.ShapeDtypeStruct, ...]"),
    ("list[_ArrayT]", "list[jax.ShapeDtypeStruct]"),
    ("dict[_K, _ArrayT]", "dict[_K, jax.ShapeDtypeStruct]"),
)
"""`(fun's result, eval_shape's result)`: each array becomes its `ShapeDtypeStruct`, one row per
container; any other result is `object`."""

_PARAMSPEC = "*args: _P.args, **kwargs: _P.kwargs"

EVAL_SHAPE_METHOD = Func(
    "eval_shape",
    (P("self", ""), *parse_params(_PARAMSPEC)),
    "object",
    "Shapes and dtypes of the result as `jax.ShapeDtypeStruct`s, computing nothing.",
    (*(Ov(shape, {"self": f"Jitted[_P, {result}]"}) for result, shape in SHAPES), Ov("object", {})),
    body="raise NotImplementedError  # a declaration: nothing is an instance of Jitted",
)
EVAL_SHAPE = Func(
    "eval_shape",
    parse_params(f"fun: Callable[_P, object], /, {_PARAMSPEC}"),
    "object",
    "Shapes and dtypes of `fun(*args, **kwargs)` as `jax.ShapeDtypeStruct`s, computing nothing.",
    (*(Ov(shape, {"fun": f"Callable[_P, {result}]"}) for result, shape in SHAPES),
     Ov("object", {})),
    body="raise NotImplementedError  # a declaration for checkers; at run time this is jax.eval_shape",
)  # fmt: skip
METHOD_BEGIN = "    # BEGIN GENERATED METHOD (tools/gen_transforms_autodiff.py)\n"
METHOD_END = "    # END GENERATED METHOD\n"

TARGETS = {
    TARGET: FUNCS,
    TARGET.parent / "custom.py": CUSTOM,
    TARGET.parent / "jit.py": (EVAL_SHAPE,),
}


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated blocks, or with `--check` report whether they are current."""
    script = "gen_transforms_autodiff.py"
    renders = {path: partial(_blocks.block, BEGIN, END, funcs) for path, funcs in TARGETS.items()}
    method = {TARGET.parent / "jit.py": partial(_blocks.block, METHOD_BEGIN, METHOD_END,
                                                   (EVAL_SHAPE_METHOD,))}  # fmt: skip
    return max(
        _blocks.main_many(renders, BEGIN, END, script, argv),
        _blocks.main_many(method, METHOD_BEGIN, METHOD_END, script, argv),
    )


if __name__ == "__main__":
    raise SystemExit(main())
