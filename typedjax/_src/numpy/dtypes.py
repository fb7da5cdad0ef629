"""Dtypes and dtype queries, array introspection, printing, NumPy files and constants.

The dtype classes (`float32`, `floating`, ...) are typedjax's own, which
`typedjax.numpy` re-exports from where the dtype table generates them, and the aliases
here (`double`, `int_`, `bool`, ...) name them too, so one name serves as
`dtype=` argument and as the parameter of `Array[...]`. `ndarray` is
`typedjax.Array`. `issubdtype` understands the typedjax categories
(`tnp.issubdtype(x.dtype, tnp.floating)`), which JAX's own cannot read; every
other function here is JAX's own object, typed by the declarations below.
`character`, `flexible` and `object_` are NumPy's classes, as in `jax.numpy`:
no JAX array holds such a dtype, so typedjax has no class for them.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The finfo constructor overloads overlap on purpose (the first match is JAX's answer).
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING, Final, Literal, TypeAlias, TypeVar

import jax.numpy as _jnp
import numpy as np
from jax import dtypes as _jax_dtypes

from typedjax._src.typing.like import JaxArray, NumPyInexact, NumPyInteger
from typedjax.array import Array as ndarray
from typedjax.typing import DTypeLike as _DTypeLike

_KindName: TypeAlias = Literal[
    "bool", "signed integer", "unsigned integer", "integral", "real floating",
    "complex floating", "numeric",
]  # fmt: skip
"""The dtype kinds of the array API that `isdtype` takes by name."""
from typedjax.typing import bool_ as bool  # NumPy's and JAX's alias of bool_
from typedjax.typing import (
    complex64,
    complex128,
    complexfloating,
    float16,
    float32,
    float64,
    floating,
    generic,
    inexact,
    integer,
    number,
    signedinteger,
    unsignedinteger,
)
from typedjax.typing import complex64 as csingle
from typedjax.typing import complex128 as cdouble
from typedjax.typing import complex128 as complex_
from typedjax.typing import extended as _extended
from typedjax.typing import float32 as single
from typedjax.typing import float64 as double
from typedjax.typing import float64 as float_
from typedjax.typing import int64 as int_
from typedjax.typing import prng_key as _prng_key
from typedjax.typing import uint64 as uint

__all__: list[str] = [
    "ComplexWarning", "array_repr", "array_str", "bool", "broadcast_shapes", "can_cast",
    "cdouble", "character", "complex_", "csingle", "double", "dtype", "e", "euler_gamma",
    "finfo", "flexible", "float_", "from_dlpack", "get_printoptions", "iinfo", "inf", "int_",
    "iscomplexobj", "isdtype", "isrealobj", "isscalar", "issubdtype", "iterable", "load", "nan",
    "ndarray", "ndim", "newaxis", "object_", "pi", "printoptions", "promote_types",
    "result_type", "save", "savez", "set_printoptions", "shape", "single", "size", "uint",
]  # fmt: skip

if TYPE_CHECKING:
    import os
    from collections.abc import Callable, Mapping, Sequence
    from contextlib import AbstractContextManager
    from typing import Any, Generic, Never, Protocol, SupportsIndex, TypedDict, overload

    from numpy import character, dtype, flexible, object_
    from numpy.exceptions import ComplexWarning
    from numpy.lib.npyio import NpzFile

    from typedjax._src.generated.typing.vocabulary import (
        ToComplex64,
        ToComplex128,
        ToComplexFloating,
        ToFloat16,
        ToFloat32,
        ToFloat64,
        ToFloating,
    )
    from typedjax._src.numpy.dtype_codes import DeviceLike
    from typedjax.array import Array
    from typedjax.typing import ArrayLike, DType, SymbolicDim

    _ScalarT_co = TypeVar("_ScalarT_co", covariant=True)  # pytype: disable=not-supported-yet

    class finfo(Generic[_ScalarT_co]):
        """Machine limits of a floating dtype; a complex dtype reports those of its parts.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.finfo.html

        The limits are NumPy scalars of the dtype (`finfo(float16).eps` is an
        `np.float16`); for the ml_dtypes formats (bfloat16, the float8/6/4 formats)
        they are those formats' scalars, and `eps` of the float4/float6 formats is
        a Python float.
        """

        bits: int
        dtype: DType
        eps: _ScalarT_co
        epsneg: _ScalarT_co
        max: _ScalarT_co
        min: _ScalarT_co
        resolution: _ScalarT_co
        tiny: _ScalarT_co
        smallest_normal: _ScalarT_co
        smallest_subnormal: _ScalarT_co
        iexp: int
        machep: int
        maxexp: int
        minexp: int
        negep: int
        nexp: int
        nmant: int
        precision: int

        # Hand-written, a one-off: `finfo` of each float class, answering NumPy's finfo type.
        @overload
        def __new__(cls, dtype: ToFloat16 | Array[float16]) -> finfo[np.float16]: ...
        @overload
        def __new__(
            cls, dtype: ToFloat32 | ToComplex64 | Array[float32 | complex64]
        ) -> finfo[np.float32]: ...
        @overload
        def __new__(
            cls, dtype: ToFloat64 | ToComplex128 | Array[float64 | complex128]
        ) -> finfo[np.float64]: ...
        @overload
        def __new__(
            cls,
            dtype: type[inexact] | ToFloating | ToComplexFloating | str | DType | Array[inexact]
            | NumPyInexact | np.ndarray[Any, np.dtype[NumPyInexact]],
        ) -> finfo[np.generic[object] | float]: ...  # fmt: skip
        def __new__(
            cls,
            dtype: type[inexact | float | complex] | ToFloating | ToComplexFloating | str | DType
            | Array[inexact] | NumPyInexact | np.ndarray[Any, np.dtype[NumPyInexact]],
        ) -> finfo[np.generic[object] | float]:  # fmt: skip
            """Machine limits of the floating dtype `dtype` (a dtype, a name, or an array)."""
            ...

    class iinfo:
        """Machine limits of an integer dtype: `bits`, `min` and `max` as Python ints.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.iinfo.html
        """

        bits: int
        min: int
        max: int
        dtype: DType
        kind: str

        def __init__(
            self,
            int_type: type[integer | int | NumPyInteger]
            | np.dtype[NumPyInteger] | str | Array[integer] | NumPyInteger | int
            | np.ndarray[Any, np.dtype[NumPyInteger]],
        ) -> None:  # fmt: skip
            """Machine limits of the integer dtype `int_type` (a dtype, a name, or an array)."""
            ...

    class _SupportsShape(Protocol):
        @property
        def shape(self) -> tuple[int, ...]: ...

    class _SupportsNdim(Protocol):
        @property
        def ndim(self) -> int: ...

    class _SupportsSize(Protocol):
        @property
        def size(self) -> int: ...

    class _SupportsWriteBytes(Protocol):
        def write(self, data: bytes, /) -> object: ...

    class _SupportsReadSeek(Protocol):
        def read(self, size: int, /) -> bytes: ...
        def seek(self, offset: int, whence: int, /) -> object: ...

    class _SupportsDLPack(Protocol):
        def __dlpack__(self) -> object: ...

    _Nested: TypeAlias = Sequence[object]
    _Path: TypeAlias = str | bytes | os.PathLike[str] | os.PathLike[bytes]
    _Sign: TypeAlias = Literal["-", "+", " "]
    _FloatMode: TypeAlias = Literal["fixed", "unique", "maxprec", "maxprec_equal"]
    _Legacy: TypeAlias = Literal["1.13", "1.21", "1.25", "2.1", False]
    _Formatter: TypeAlias = Mapping[str, Callable[[Never], str]]
    _NDArray: TypeAlias = np.ndarray[tuple[int, ...], np.dtype[np.generic[object]]]
    _Casting: TypeAlias = Literal["no", "equiv", "safe", "same_kind", "unsafe"]

    class _PrintOptions(TypedDict):
        precision: int
        threshold: int
        edgeitems: int
        linewidth: int
        suppress: builtins.bool
        nanstr: str
        infstr: str
        formatter: _Formatter | None
        sign: _Sign
        floatmode: _FloatMode
        legacy: _Legacy
        override_repr: Callable[[_NDArray], str] | None

    e: float
    pi: float
    inf: float
    nan: float
    euler_gamma: float
    newaxis: None

    def can_cast(
        from_: JaxArray | np.ndarray[Any, Any] | np.generic[Any] | _DTypeLike,
        to: _DTypeLike,
        casting: _Casting = "safe",
    ) -> builtins.bool:
        """Whether NumPy's `casting` rule allows a cast from `from_` to `to`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.can_cast.html
        """
        ...

    def promote_types(a: _DTypeLike, b: _DTypeLike) -> DType:
        """The dtype both `a` and `b` promote to under JAX's promotion rules.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.promote_types.html
        """
        ...

    def result_type(*args: ArrayLike | _DTypeLike | None) -> DType:
        """The dtype JAX gives an operation over `args` (Python scalars are weak).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.result_type.html
        """
        ...

    def isdtype(
        dtype: _DTypeLike, kind: _DTypeLike | _KindName | tuple[_DTypeLike | _KindName, ...]
    ) -> builtins.bool:
        """Whether `dtype` is of `kind`: a dtype, a kind name such as "real floating", or a tuple.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.isdtype.html
        """
        ...

    def issubdtype(arg1: _DTypeLike | None, arg2: _DTypeLike | None) -> builtins.bool:
        """Whether `arg1` lies under `arg2` in the dtype hierarchy (typedjax categories too).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.issubdtype.html
        """
        ...

    def iscomplexobj(x: object) -> builtins.bool:
        """Whether `x` has a complex dtype (whatever its values).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.iscomplexobj.html
        """
        ...

    def isrealobj(x: object) -> builtins.bool:
        """Whether `x` has a non-complex dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.isrealobj.html
        """
        ...

    def isscalar(element: object) -> builtins.bool:
        """Whether `element` is a scalar: a Python or NumPy scalar, or a 0-d JAX array.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.isscalar.html
        """
        ...

    def iterable(y: object) -> builtins.bool:
        """Whether `iter(y)` succeeds.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.iterable.html
        """
        ...

    def ndim(a: ArrayLike | _SupportsNdim | _Nested) -> int:
        """The number of dimensions of `a`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.ndim.html
        """
        ...

    def shape(a: ArrayLike | _SupportsShape | _Nested) -> tuple[int, ...]:
        """The shape of `a`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.shape.html
        """
        ...

    def size(
        a: ArrayLike | _SupportsSize | _SupportsShape | _Nested,
        axis: int | Sequence[int] | None = None,
    ) -> int:
        """The number of elements of `a`, or along `axis`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.size.html
        """
        ...

    # Hand-written, a one-off: concrete and symbolic shapes, not a dtype rule.
    @overload
    def broadcast_shapes(*shapes: Sequence[SupportsIndex] | SupportsIndex) -> tuple[int, ...]: ...
    @overload
    def broadcast_shapes(
        *shapes: Sequence[SupportsIndex | SymbolicDim] | SupportsIndex,
    ) -> tuple[int | SymbolicDim, ...]: ...
    def broadcast_shapes(
        *shapes: Sequence[SupportsIndex | SymbolicDim] | SupportsIndex,
    ) -> tuple[int | SymbolicDim, ...]:
        """The shape that `shapes` broadcast to; symbolic dimensions stay symbolic.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.broadcast_shapes.html
        """
        ...

    def array_repr(
        arr: ArrayLike,
        max_line_width: int | None = None,
        precision: SupportsIndex | None = None,
        suppress_small: builtins.bool | None = None,
    ) -> str:
        """`repr`-style text of `arr`, as NumPy prints it.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.array_repr.html
        """
        ...

    def array_str(
        a: ArrayLike,
        max_line_width: int | None = None,
        precision: SupportsIndex | None = None,
        suppress_small: builtins.bool | None = None,
    ) -> str:
        """`str`-style text of `a`, as NumPy prints it.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.array_str.html
        """
        ...

    def get_printoptions() -> _PrintOptions:
        """NumPy's current print options, which JAX arrays print with.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.get_printoptions.html
        """
        ...

    def set_printoptions(
        precision: SupportsIndex | None = None,
        threshold: int | None = None,
        edgeitems: int | None = None,
        linewidth: int | None = None,
        suppress: builtins.bool | None = None,
        nanstr: str | None = None,
        infstr: str | None = None,
        formatter: _Formatter | None = None,
        sign: _Sign | None = None,
        floatmode: _FloatMode | None = None,
        *,
        legacy: _Legacy | None = None,
        override_repr: Callable[[_NDArray], str] | None = None,
    ) -> None:
        """Set NumPy's print options, which JAX arrays print with.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.set_printoptions.html
        """
        ...

    def printoptions(
        precision: SupportsIndex | None = None,
        threshold: int | None = None,
        edgeitems: int | None = None,
        linewidth: int | None = None,
        suppress: builtins.bool | None = None,
        nanstr: str | None = None,
        infstr: str | None = None,
        formatter: _Formatter | None = None,
        sign: _Sign | None = None,
        floatmode: _FloatMode | None = None,
        *,
        legacy: _Legacy | None = None,
        override_repr: Callable[[_NDArray], str] | None = None,
    ) -> AbstractContextManager[_PrintOptions]:
        """A context in which NumPy's print options are changed; it yields them.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.printoptions.html
        """
        ...

    def save(
        file: _Path | _SupportsWriteBytes, arr: ArrayLike, allow_pickle: builtins.bool = True
    ) -> None:
        """Write `arr` to a NumPy `.npy` file.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.save.html
        """
        ...

    def savez(
        file: _Path | _SupportsWriteBytes,
        *args: ArrayLike,
        allow_pickle: builtins.bool = True,
        **kwds: ArrayLike,
    ) -> None:
        """Write several arrays to an uncompressed NumPy `.npz` archive.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.savez.html
        """
        ...

    # Hand-written, a one-off: `allow_pickle` decides the result, not a dtype.
    @overload
    def load(
        file: _Path | _SupportsReadSeek,
        mmap_mode: Literal["r+", "r", "w+", "c"] | None = None,
        allow_pickle: Literal[False] = False,
        fix_imports: builtins.bool = True,
        encoding: Literal["ASCII", "latin1", "bytes"] = "ASCII",
        *,
        max_header_size: int = 10_000,
    ) -> Array[generic] | NpzFile: ...
    @overload
    def load(
        file: _Path | _SupportsReadSeek,
        mmap_mode: Literal["r+", "r", "w+", "c"] | None = None,
        allow_pickle: builtins.bool = False,
        fix_imports: builtins.bool = True,
        encoding: Literal["ASCII", "latin1", "bytes"] = "ASCII",
        *,
        max_header_size: int = 10_000,
    ) -> object: ...
    def load(
        file: _Path | _SupportsReadSeek,
        mmap_mode: Literal["r+", "r", "w+", "c"] | None = None,
        allow_pickle: builtins.bool = False,
        fix_imports: builtins.bool = True,
        encoding: Literal["ASCII", "latin1", "bytes"] = "ASCII",
        *,
        max_header_size: int = 10_000,
    ) -> object:
        """Read a NumPy file: a `.npy` array as a JAX array, a `.npz` archive as NumPy's NpzFile.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.load.html

        With `allow_pickle=True` a pickled object comes back as it was saved.
        """
        ...

    def from_dlpack(
        x: _SupportsDLPack,
        /,
        *,
        device: DeviceLike = None,
        copy: builtins.bool | None = None,
    ) -> Array[generic]:
        """A JAX array sharing (or, with `copy=True`, copying) the memory of a DLPack producer.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.from_dlpack.html
        """
        ...

else:
    from jax.numpy import (
        ComplexWarning,
        array_repr,
        array_str,
        broadcast_shapes,
        can_cast,
        character,
        dtype,
        e,
        euler_gamma,
        finfo,
        flexible,
        from_dlpack,
        get_printoptions,
        iinfo,
        inf,
        iscomplexobj,
        isdtype,
        isrealobj,
        isscalar,
        iterable,
        load,
        nan,
        ndim,
        newaxis,
        object_,
        pi,
        printoptions,
        promote_types,
        result_type,
        save,
        savez,
        set_printoptions,
        shape,
        size,
    )

    # JAX's categories for typedjax's: JAX reads a dtype class through its `.dtype`,
    # which a category does not have.
    _AS_JAX: Final[dict[type, object]] = {
        generic: np.generic,
        number: np.number,
        integer: np.integer,
        signedinteger: np.signedinteger,
        unsignedinteger: np.unsignedinteger,
        inexact: np.inexact,
        floating: np.floating,
        complexfloating: np.complexfloating,
        _extended: _jax_dtypes.extended,
        _prng_key: _jax_dtypes.prng_key,
    }
    _jax_issubdtype = _jnp.issubdtype

    def issubdtype(arg1: _DTypeLike | None, arg2: _DTypeLike | None) -> builtins.bool:
        """Whether `arg1` lies under `arg2` in the dtype hierarchy (typedjax categories too).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.issubdtype.html
        """
        if type(arg1) is type:
            arg1 = _AS_JAX.get(arg1, arg1)
        if type(arg2) is type:
            arg2 = _AS_JAX.get(arg2, arg2)
        return _jax_issubdtype(arg1, arg2)
