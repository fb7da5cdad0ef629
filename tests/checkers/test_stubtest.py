"""mypy.stubtest over typedjax: the static declarations against the run-time objects.

typedjax has no `.pyi` of its own (pytype would not read one); its
declarations sit inline, under `if TYPE_CHECKING:` where the run-time object is
JAX's own. stubtest still compares what mypy sees with what exists at run
time. Every difference it reports must match one reasoned entry below; a new
kind of difference fails the test, and so does an entry nothing matches.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_ARRAY = r"typedjax\._src\.array\.array\."

# `KeyArray` is the alias `Array[prng_key]`; stubtest checks the specialised run-time
# class against the declared `Array` again, so Array's entries cover it too.
_ARRAY_CLASS = r"(typedjax\._src\.array\.array\.Array|typedjax\._src\.random\.keys\.KeyArray)"

_NP = r"typedjax\._src\.(?:generated\.)?numpy\."

_T = r"typedjax\._src\.transforms\."

# (object name pattern, message pattern, reason)
ALLOWED: tuple[tuple[str, str, str], ...] = (
    # JAX 0.12.0.1, the release the declarations describe: where the run-time objects
    # differ from the declarations on purpose.
    (
        r"typedjax\._src\.newer\.(__all__|<callable)",  # stubtest prints "<callable subtype of object>"
        r"names exported from the stub do not correspond|is not present at runtime",
        (
            "typedjax._src.newer is run-time code read as its own stub: mypy's narrowing of "
            "`callable(found)` names an intersection type stubtest looks up as a module name"
        ),
    ),
    (
        r"typedjax\._src\.typing\.dtype\._JAX_SCALAR_TYPE",
        r"variable differs from runtime type",
        (
            "the metaclass of JAX's scalar types: jax-stubs declare jnp.float32 as typedjax's "
            "dtype class, so checkers see that class's metaclass; at run time it is JAX's "
            "_ScalarMeta, which dtype_class_named maps to typedjax's classes"
        ),
    ),
    (
        r"typedjax\._src\.random\.keys\.Key",
        r"runtime is not a type",
        "jax.random.Key is a typing.NewType at run time; checkers read it as KeyArray's alias",
    ),
    (
        r"typedjax\._src\.jax_options\.OptionKind",
        r"is not a Union",
        "a Literal alias for checkers; at run time the typing object is a Literal, not a Union",
    ),
    (
        r"typedjax\._src\.random\.samplers\._SamplingMethod",
        r"is not a Union",
        "a Literal alias for checkers; at run time the typing object is a Literal, not a Union",
    ),
    (
        r"typedjax\._src\.generated\.scipy\.special\.(expi|fresnel|hyp1f1|hyp2f1|log_ndtr|logit|poch|sici|xlog1py|xlogy|zeta)",
        r"is not a function|has a default value but stub parameter does not",
        (
            "JAX defines these with jax.custom_jvp, so at run time each is a custom_jvp object; "
            "to checkers a function with dtype rows. JAX's zeta defaults q to None and then "
            "fails (only the Hurwitz form is implemented), so q is left required"
        ),
    ),
    (
        r"typedjax\._src\.generated\.scipy\.stats\.summary\.gaussian_kde\.\w+",
        r"is not present in stub",
        (
            "JAX raises NotImplementedError for integrate_box and set_bandwidth, so they are "
            "left out and calling them is a static error; __match_args__ is the dataclass's"
        ),
    ),
    (
        r"typedjax\._src\.transforms\.custom\.Custom(JVP|VJP)\w*\.__type_params__",
        r"is not present in stub",
        "Python 3.12 gives every class __type_params__ at run time; the stub is Python 3.11 code",
    ),
    (
        r"jaxlib\._jax\.(?!Device\b)\w+(\.\w+)*",
        r"is not present in stub",
        (
            "stubs/jaxlib-stubs is partial (PEP 561): it declares what typedjax's users meet "
            "(Device) and gives every other name of jaxlib._jax as Incomplete"
        ),
    ),
    (
        r"jaxlib\._jax\.Device",
        r"metaclass differs",
        "nanobind's own metaclass (nb_type), an implementation detail of the C++ binding",
    ),
    (
        r"jaxlib\._jax\.Device\.__init__",
        r"stub does not have \*args",
        "the binding's generic __init__ refuses every call: devices come from jax.devices()",
    ),
    (
        r"typedjax\._src\.typing\.like\.JaxArray(\.\w+)?",
        r".",
        (
            "JaxArray is jax.Array itself, aliased so that pyright prints typedjax's Array "
            "short (typedjax/_src/typing/like.py): stubtest compares JAX's own declarations of "
            "jax.Array with its abstract run-time class, which typedjax does not declare"
        ),
    ),
    (
        r"typedjax\._src\.typing\.like\.NumPy\w+",
        r"is a disjoint base at runtime, but isn't marked with @disjoint_base in the stub",
        "NumPy's scalar classes, aliased for annotations; NumPy's stubs do not mark them",
    ),
    (
        _ARRAY_CLASS + r"\.\w+",
        r"runtime (method|property) is abstract but stub is not",
        "jax.Array is abstract at run time: ArrayImpl and the tracers implement every method",
    ),
    (
        _ARRAY_CLASS + r"\.(__iter__|__reversed__|block_until_ready)",
        r"is not present at runtime",
        (
            "defined by ArrayImpl and the tracers, not by the abstract jax.Array (JAX's stub "
            "declares them on jax.Array too)"
        ),
    ),
    (
        r"typedjax\._src\.generated\.array\.jax_members\.JaxArrayMembers",
        r"is not present at runtime",
        (
            "typedjax's Array's static base, JAX's own members of jax.Array, declared under "
            "TYPE_CHECKING only (tools/gen/jax_stubs.py): at run time Array derives from jax.Array"
        ),
    ),
    (
        r"typedjax\._src\.generated\.typing\.dtype\.\w+\.__numpy_dtype__",
        r"is not present in stub",
        (
            "NumPy's dtype protocol, set on the concrete dtype classes at run time so that "
            "JAX converts them quickly; NumPy's, not typedjax's API, so not declared"
        ),
    ),
    (
        r"typedjax\._src\.generated\.typing\.dtype\.\w+\.__promote(_inexact)?__",
        r"is not present at runtime",
        (
            "JAX's promotion tables of each dtype class (tools/gen/typing_dtype.py: "
            "`add`'s, and the integral classes' true division), for the checkers only: "
            "declarations read them through a protocol, nothing calls them"
        ),
    ),
    (
        _ARRAY + r"Array\.__class_getitem__",
        r"is not present in stub",
        "run-time only: checkers read Array[...] through Generic",
    ),
    (
        _ARRAY_CLASS + r"\.(real|imag)",
        r"is read-only at runtime but not in the stub",
        (
            "declared as descriptors so the result can depend on the dtype; they read like "
            "JAX's read-only properties"
        ),
    ),
    (
        _ARRAY + r"(_IndexUpdateRef\.\w+|_IndexUpdateHelper\.__getitem__|_RealPart\.__get__)",
        r"is not present at runtime",
        "static views of JAX's own helpers (x.at, x.real): at run time JAX's objects answer",
    ),
    (
        r"typedjax\._src\.typing\.like\.ArrayLike",
        r"is not a Union",
        "a Union to checkers, a class with an instance check at run time (tracers included)",
    ),
    (
        _T + r"batching\.checkpoint_policies",
        r"is not a type",
        "a class of typed static methods to checkers; JAX's own policy namespace at run time",
    ),
    (
        r"typedjax\._src\.generated\.nn\.functions\.(log1mexp|relu|relu6)",
        r"is not a function",
        (
            "JAX defines these with jax.custom_jvp, so at run time each is a custom_jvp object; "
            "to checkers a function with dtype rows"
        ),
    ),
    (
        r"typedjax\._src\.generated\.transforms\.custom\.custom_(jvp|vjp)",
        r"is not a function",
        (
            "a function to checkers, so overloads can pick the typed rule class; JAX's class "
            "at run time"
        ),
    ),
    (
        _T + r"custom\.Custom[JV]{2}P(Nondiff|[123])?\.(__init__|__new__|jvp|symbolic_zeros)",
        r"(stub does not have parameter|is not present in stub)",
        (
            "typed views of JAX's custom_jvp/custom_vjp classes: built only through "
            "custom_jvp()/custom_vjp(), so their constructors and internals are not declared"
        ),
    ),
    (
        (
            r"typedjax\._src\.(generated\.transforms\.jit\.eval_shape|transforms\."
            r"(effects\.(callback|print)|jit\.jit|shard_map\.shard_map))"
        ),
        r"(has a default value of type|should be positional or keyword)",
        (
            "overloads split JAX's one signature into the forms it accepts (with the "
            "function, or as a decorator factory); the function is positional-only so "
            "ParamSpec can forward every other argument"
        ),
    ),
    (
        r"typedjax\._src\.random\.keys\.KeyArray\.(__dtype_classes__|__dtype_name__)",
        r"is not present in stub",
        (
            "run-time attributes of the class Array[prng_key] makes, for its instance check; "
            "checkers read the dtype from the type argument"
        ),
    ),
    (
        (
            r"typedjax\._src\.(version\._Rule|check\.model\.Status"
            r"|generated\.typing\.dtype_names\.(\w+Code|DTypeName)|numpy\.dtypes\._KindName"
            r"|plugins\.errors\.Phase|plugins\.info\.Plugin(Kind|Status)"
            r"|plugins\.descriptions\.Batching)"
        ),
        r"is not a (Union|recognised type alias)",
        (
            "Literal aliases, used only in annotations: a union of literals to mypy (a single "
            "literal for BFloat16Code), a typing.Literal object at run time, which stubtest "
            "does not compare"
        ),
    ),
    (
        r"typedjax\._src\.generated\.typing\.requests\.ToComplexFloating",
        r"is not a recognised type alias",
        (
            "the one request alias that is no union: `type[NumPyComplexFloating]` (NumPy's "
            "category has no narrow formats to name), at run time a `type[...]` generic alias, "
            "which stubtest does not take for a type alias; checkers read it as one"
        ),
    ),
    (
        _NP + r"creation\.(c_|r_|mgrid|ogrid)",
        r"variable differs from runtime type jax\._src\.numpy\.index_tricks\.",
        (
            "typed static views (classes declared under TYPE_CHECKING) of JAX's own "
            "index-trick objects, which typedjax re-exports unchanged"
        ),
    ),
    (
        _NP + r"ufuncs\.(add|subtract|multiply|maximum|minimum|bitwise_(and|or|xor)"
        r"|logaddexp2?|logical_(and|or|xor)|negative)",
        r"variable differs from runtime type jax\.numpy\.ufunc",
        (
            "each is JAX's own jax.numpy.ufunc, declared as an instance of a checker-only "
            "subclass whose call, reduce, accumulate, outer and at know the dtypes"
        ),
    ),
    (
        _NP + r"(functional\.PyUFunc|sets\.Unique(All|Counts|Inverse)Result)",
        r"is not present at runtime",
        (
            "result types for checkers only (under TYPE_CHECKING): at run time the values are "
            "JAX's own jax.numpy.ufunc and its private named tuples"
        ),
    ),
    (
        _NP + r"dtypes\.finfo\.(epsneg|iexp|machep|negep|nexp|resolution|tiny)",
        r"variable differs from runtime type functools\.cached_property",
        (
            "NumPy computes these limits lazily (functools.cached_property); declared as plain "
            "attributes like the other limits, which read the same"
        ),
    ),
    (
        _NP + r"(manipulation\.(fill_diagonal|place|put|put_along_axis)|ufuncs\.ufunc\.at)",
        r'runtime parameter "inplace" has a default value but stub parameter does not',
        (
            "JAX's default inplace=True always raises (JAX arrays are immutable), so "
            "`inplace=False` is declared as required"
        ),
    ),
    (
        _NP + r"ufuncs\.clip",
        r'runtime parameter "arr" has a default value but stub parameter does not',
        "JAX's arr=None default only raises ValueError, so `arr` is declared as required",
    ),
    (
        # the test splits the row at its first space, inside mypy's generated name
        r"typedjax\._src\.plugins\.(manager|prng)\.<callable",
        r"^subtype of object> is not present at runtime",
        (
            "mypy's own synthetic type for `callable()` narrowing an `object` "
            "(TypeChecker.intersect_instance_callable), stored among the module's names"
        ),
    ),
    (
        r"typedjax\._src\.plugins\.(manager|prng)\.__all__",
        r"names exported from the stub do not correspond",
        "mypy counts that synthetic `<callable subtype of object>` as a public name",
    ),
)


def stubbed_modules() -> list[str]:
    """typedjax, and every third-party module that stubs/ holds a `.pyi` for."""
    stubs = ROOT / "stubs"
    # stubs/<package>/<module>.pyi stubs <package>.<module>. A partial package's
    # __init__.pyi declares nothing (its module is read from the package). A path that is
    # no module name is not a stub of one: `pip install ./stubs` leaves a copy in
    # build/lib/jaxlib-stubs/.
    found = {
        ".".join(p.relative_to(stubs).with_suffix("").parts)
        for p in stubs.rglob("*.pyi")
        if p.name != "__init__.pyi"
        and all(part.isidentifier() for part in p.relative_to(stubs).with_suffix("").parts)
    }
    return ["typedjax", *sorted(found)]


def _stubtest(modules: list[str], cwd: Path, mypy_path: str = "") -> list[str]:
    proc = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", *modules, "--mypy-config-file",
         str(ROOT / "mypy.ini"), "--concise"],
        cwd=cwd, capture_output=True, text=True, check=False,
        env={**os.environ, "MYPYPATH": mypy_path},
    )  # fmt: skip
    errors = [row for row in proc.stdout.splitlines() if row and not row.startswith(" ")]
    errors = [row for row in errors if not row.startswith("Found ")]
    assert errors or proc.returncode == 0, proc.stdout + proc.stderr
    assert not any(row.startswith("error: not checking") for row in errors), proc.stdout
    return errors


def test_stubtest_reports_only_reasoned_differences(tmp_path: Path) -> None:
    ours, stubbed = stubbed_modules()[:1], stubbed_modules()[1:]
    # The stubs through MYPYPATH, from outside the clone (whose root holds typedjax only).
    errors = _stubtest(ours, ROOT)
    if stubbed:
        errors += _stubtest(stubbed, tmp_path, mypy_path=str(ROOT / "stubs"))
    unexplained: list[str] = []
    used: set[int] = set()
    for row in errors:
        name, _, message = row.partition(" ")
        for i, (name_re, message_re, _) in enumerate(ALLOWED):
            if re.fullmatch(name_re, name) and re.search(message_re, message):
                used.add(i)
                break
        else:
            unexplained.append(row)
    assert not unexplained, "stubtest differences with no reason given:\n" + "\n".join(unexplained)
    unused = [ALLOWED[i][2] for i in range(len(ALLOWED)) if i not in used]
    assert not unused, f"allowlist entries that no longer match anything: {unused}"
