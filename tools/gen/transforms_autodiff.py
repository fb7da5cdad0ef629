"""Writes the overloads of `typedjax`'s differentiation transforms.

This script writes `typedjax/_src/generated/transforms/autodiff.py` whole; the TypeVars,
aliases and protocols its declarations read are hand-written, in
`typedjax/_src/transforms/autodiff.py`. Run `python tools/gen/transforms_autodiff.py` after
changing a table; `--check` fails when the file is out of date (the test suite runs that).
`custom_vjp`/`custom_jvp` are `transforms_custom.py`'s, `eval_shape` is `transforms_jit.py`'s.

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

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _transforms  # pytype: disable=import-error  # a sibling script, not a package
from _blocks import Func, Ov, parse_params  # pytype: disable=import-error

TARGET = _transforms.GENERATED / "autodiff.py"
SCRIPT = "transforms_autodiff.py"
DOC = '''"""The declarations of `grad`, `value_and_grad`, `jacfwd`, `jacrev`, `hessian`, `jvp`, ...

Every name is JAX's own function (`typedjax.grad is jax.grad`).
`tools/gen/transforms_autodiff.py` writes this file from its tables; change a table and run
it. What the overloads mean, and the TypeVars, aliases and protocols they read, are
hand-written, in `typedjax/_src/transforms/autodiff.py`.
"""
'''
PRAGMAS = """\
# The scalar overloads (a `float` parameter) deliberately precede and overlap the generic
# ones: a function taking `float` (or `ArrayLike`) is given `Array[floating]`, the first match.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The TypeVars and aliases are typedjax/_src/transforms/autodiff.py's, private to the package:
# pyright: reportPrivateUsage=false
"""
"""The file-level comments the declarations need."""
HELPERS = {
    "typedjax._src.transforms.autodiff": (
        "_A0", "_A1", "_A2", "_Converted", "_C0", "_C1", "_C2", "_F0", "_F1", "_F2", "_X0", "_X1", "_X2",
        "_Y", "_Aux", "_ComplexOut", "_ComplexOutT", "_Flags", "_In", "_P", "_RealOut",
        "_RealOutT", "Differentiated",
    ),
    # Their defining modules, as the hand module's imports (not SOURCES' public ones).
    "typedjax._src.array.array": ("Array",),
    "typedjax._src.generated.typing.dtype": ("complexfloating", "floating"),
    "typedjax._src.typing.like": ("ArrayLike",),
}  # fmt: skip
"""The hand-written TypeVars and aliases the declarations read, by module, and the modules
of `Array`, the dtypes and `ArrayLike` themselves."""
PROLOGUE = """\
    # pytype does not see a TypeVar inside `Concatenate` and calls the others "used once".
    # pytype: disable=invalid-annotation

"""
"""pytype's switch for the declarations, before them."""
EPILOGUE = "    # pytype: enable=invalid-annotation\n\n"
RUNTIME = """else:
    # JAX's own functions: no run-time cost. `__all__` makes these explicit re-exports.
    from jax import {plain}

    from typedjax._src.newer import jax_object

    # JAX's own, where the installed JAX takes `in_nzs=` and `saveable_args=` (0.11.1).
{newer}"""
"""The run-time branch: JAX's objects, through `jax_object` where `NEWER` says."""
NEWER = ("linearize", "vjp")
"""The transforms whose keywords JAX takes from 0.11.1 on (`in_nzs=`, `saveable_args=`):
bound through `jax_object` (typedjax._src.newer), which refuses them by name before."""

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
    (a NamedTuple's gradient became `Array[floating]`).

    Before both, the TypeVar row, whose gradient keeps `fun`'s dtype (`Array[_F0]`). A
    function over a bare `jax.Array` (`Array[Any]`) fits it and not the next row (it takes
    no `float`): were it to fit two rows with different answers, mypy would answer `Any`
    (the typing spec's rule for Any arguments), and `x - grad(f)(x)` would be `Any` under
    `--strict`. So pyright types a lambda's parameter from this first row, `Array[Unknown]`
    (a lambda's body over `Array[floating] | float` does not give `_RealOut` with
    typedjax's rows: `tnp.sum` of the union is `Array[number]`)."""
    gradient: str
    """The gradient of a Python-scalar parameter (JAX returns an array)."""
    holomorphic: str


KINDS = (
    Kind(
        "_RealOut",
        "_RealOutT",
        (("Array[_F{i}]", "Array[_F{i}] | _Converted"), ("Array[floating] | float", "ArrayLike"),
         ("float", "float")),
        "Array[floating]",
        "Literal[False] = False",
    ),
    Kind(
        "_ComplexOut",
        "_ComplexOutT",
        (("Array[_C{i}]", "Array[_C{i}] | _Converted"), ("Array[complexfloating] | complex", "ArrayLike"),
         ("complex", "complex")),
        "Array[complexfloating]",
        "Literal[True]!",
    ),
)  # fmt: skip

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
            if scalar is None:
                grads.append(params[position])
                # Also what JAX converts, as the TypeVar row takes: a function of a plain
                # `jax.Array` (`Array[Any]`) matches both rows, and mypy and ty answer it
                # only where the two give one type (the typing spec's rule for Any).
                takes[position] = f"{params[position]} | _Converted"
                continue
            param, take = scalar
            params[position] = param.format(i=position)
            takes[position] = take.format(i=position)
            # The TypeVar row's gradient has the dtype fun's parameter has.
            grads.append(params[position] if "{i}" in param else kind.gradient)
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
                            f"Differentiated[{transformed}, {result}]",
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
    # The loose rows (an `argnums`, `has_aux` or `allow_int` not known statically) each need
    # one of them given: a call with the defaults matches the precise rows only. A function
    # of a plain `jax.Array` (`Array[Any]`) matches every row it fits, and mypy and ty answer
    # `Any` where those rows' results differ (the typing spec's rule for Any arguments).
    real = "Callable[_P, _RealOut | tuple[_RealOut, object]]"
    ovs += [
        Ov(f"Differentiated[_P, {loose}]",
           {"fun": real, "argnums": "int | Sequence[int]!", "holomorphic": "Literal[False] = False"}),
        # A `float`-typed value, which the precise rows' `_RealOutT` leaves out (JAX returns
        # it as an array): no array function matches this row.
        *([Ov(f"Differentiated[_P, {loose}]",
              {"fun": "Callable[_P, float | tuple[float, object]]",
               "holomorphic": "Literal[False] = False"})] if with_value else []),
        *(Ov(f"Differentiated[_P, {loose}]", {"fun": real, flag: "bool!"}, params=parse_params(
            f"fun: Callable[..., object], argnums: int | Sequence[int] = 0, *, has_aux: bool = "
            f"False, holomorphic: Literal[False] = False, {_LOOSE_FLAGS}"
        )) for flag in ("has_aux", "allow_int")),
        Ov(f"Differentiated[_P, {loose}]",
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
    # Loose rows each need one argument given, as grad's do (`_gradient_func`).
    ovs.append(Ov("Callable[_P, object]", {"argnums": "int | Sequence[int]!"}))
    keywords = ("has_aux", "holomorphic", *(("allow_int",) if allow_int else ()))
    for flag in keywords:
        signature = parse_params(
            "fun: Callable[_P, object], argnums: int | Sequence[int] = 0, *, "
            f"has_aux: bool = False, holomorphic: bool = False{flags}"
        )
        ovs.append(Ov("Callable[_P, object]", {flag: "bool!"}, params=signature))
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


def render() -> str:
    """The generated module."""
    names = sorted(func.name for func in FUNCS)
    runtime = RUNTIME.format(
        plain=", ".join(n for n in names if n not in NEWER),
        newer="".join(f'    {n} = jax_object("jax", "{n}")\n' for n in NEWER),
    )
    return _transforms.module(
        DOC, PRAGMAS, FUNCS, runtime, helpers=HELPERS, before=PROLOGUE, after=EPILOGUE
    )


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module, or with `--check` report whether it is current."""
    return _blocks.main_blocks([_blocks.file_target(TARGET, render, SCRIPT)], SCRIPT, argv)


if __name__ == "__main__":
    raise SystemExit(main())
