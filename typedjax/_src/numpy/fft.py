"""What `typedjax.numpy.fft` re-exports: JAX's own objects, with their declarations.

The declarations are written by `tools/gen_numpy_fft.py` from its tables (run
`python tools/gen_numpy_fft.py` after changing one); edit the tables, not the block.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (a typed array is also a `jax.Array`, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from typing import TYPE_CHECKING

__all__: list[str] = [
    "fft", "fft2", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifft2", "ifftn", "ifftshift",
    "ihfft", "irfft", "irfft2", "irfftn", "rfft", "rfft2", "rfftfreq", "rfftn",
]  # fmt: skip

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Literal, TypeAlias, overload

    from typedjax._src.numpy.dtype_codes import (
        DeviceLike,
        GenericT,
        InexactT,
        ToBFloat16,
        ToBool,
        ToComplex64,
        ToComplex128,
        ToComplexFloating,
        ToFloat16,
        ToFloat32,
        ToFloat64,
        ToFloating,
        ToInt8,
        ToInt16,
        ToInt32,
        ToInt64,
        ToSignedInteger,
        ToUInt8,
        ToUInt16,
        ToUInt32,
        ToUInt64,
        ToUnsignedInteger,
    )
    from typedjax.array import Array
    from typedjax.typing import (
        ArrayLike,
        DTypeLike,
        bfloat16,
        bool_,
        complex64,
        complex128,
        complexfloating,
        float16,
        float32,
        float64,
        floating,
        generic,
        inexact,
        int8,
        int16,
        int32,
        signedinteger,
        uint8,
        uint16,
        uint32,
        unsignedinteger,
    )

    # BEGIN GENERATED (tools/gen_numpy_fft.py)
    # Every integer request: `rfftfreq` divides, so these give a float.
    _ToInteger: TypeAlias = (
        ToInt32 | ToInt64 | ToUInt64 | ToInt8 | ToInt16 | ToUInt8 | ToUInt16 | ToUInt32
        | ToSignedInteger | ToUnsignedInteger
    )  # fmt: skip

    @overload
    def fft(
        a: Array[complex64 | float32 | float16 | bfloat16],
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex64]: ...
    @overload
    def fft(
        a: Array[complex128 | float64],
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex128]: ...
    @overload
    def fft(
        a: ArrayLike,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]: ...
    def fft(
        a: ArrayLike,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]:
        """One-dimensional discrete Fourier transform along `axis`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.fft.html

        JAX's complex type: float32/float16/bfloat16/complex64 input gives complex64,
        float64/complex128 complex128, integers and booleans the default complex.
        """
        ...

    @overload
    def fft2(
        a: Array[complex64 | float32 | float16 | bfloat16],
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex64]: ...
    @overload
    def fft2(
        a: Array[complex128 | float64],
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex128]: ...
    @overload
    def fft2(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]: ...
    def fft2(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]:
        """Two-dimensional discrete Fourier transform over `axes`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.fft2.html

        JAX's complex type: float32/float16/bfloat16/complex64 input gives complex64,
        float64/complex128 complex128, integers and booleans the default complex.
        """
        ...

    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: None = None,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToFloat32,
        device: DeviceLike = None,
    ) -> Array[float32]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToInt32,
        device: DeviceLike = None,
    ) -> Array[int32]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToBool,
        device: DeviceLike = None,
    ) -> Array[bool_]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToInt64,
        device: DeviceLike = None,
    ) -> Array[signedinteger]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToUInt64,
        device: DeviceLike = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToFloat64,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToComplex128,
        device: DeviceLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: type[GenericT],
        device: DeviceLike = None,
    ) -> Array[GenericT]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToBFloat16,
        device: DeviceLike = None,
    ) -> Array[bfloat16]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToFloat16,
        device: DeviceLike = None,
    ) -> Array[float16]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToComplex64,
        device: DeviceLike = None,
    ) -> Array[complex64]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToInt8,
        device: DeviceLike = None,
    ) -> Array[int8]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToInt16,
        device: DeviceLike = None,
    ) -> Array[int16]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToUInt8,
        device: DeviceLike = None,
    ) -> Array[uint8]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToUInt16,
        device: DeviceLike = None,
    ) -> Array[uint16]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToUInt32,
        device: DeviceLike = None,
    ) -> Array[uint32]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToSignedInteger,
        device: DeviceLike = None,
    ) -> Array[signedinteger]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToUnsignedInteger,
        device: DeviceLike = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToFloating,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToComplexFloating,
        device: DeviceLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: DTypeLike | None = None,
        device: DeviceLike = None,
    ) -> Array[generic]: ...
    def fftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: DTypeLike | None = None,
        device: DeviceLike = None,
    ) -> Array[generic]:
        """Sample frequencies of an `n`-point DFT with sample spacing `d`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.fftfreq.html

        The default float without `dtype=`; otherwise exactly the requested dtype.
        """
        ...

    @overload
    def fftn(
        a: Array[complex64 | float32 | float16 | bfloat16],
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex64]: ...
    @overload
    def fftn(
        a: Array[complex128 | float64],
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex128]: ...
    @overload
    def fftn(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]: ...
    def fftn(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]:
        """N-dimensional discrete Fourier transform over `axes` (all by default).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.fftn.html

        JAX's complex type: float32/float16/bfloat16/complex64 input gives complex64,
        float64/complex128 complex128, integers and booleans the default complex.
        """
        ...

    @overload
    def fftshift(
        x: Array[GenericT],
        axes: int | Sequence[int] | None = None,
    ) -> Array[GenericT]: ...
    @overload
    def fftshift(x: ArrayLike, axes: int | Sequence[int] | None = None) -> Array[generic]: ...
    def fftshift(x: ArrayLike, axes: int | Sequence[int] | None = None) -> Array[generic]:
        """Moves the zero-frequency term to the centre of `axes` (default: all); keeps the dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.fftshift.html
        """
        ...

    @overload
    def hfft(
        a: Array[complex64 | float32 | float16 | bfloat16],
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[float32]: ...
    @overload
    def hfft(
        a: Array[complex128 | float64],
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[float64]: ...
    @overload
    def hfft(
        a: ArrayLike,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[floating]: ...
    def hfft(
        a: ArrayLike,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[floating]:
        """Real FFT of a Hermitian-symmetric signal given by its first half.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.hfft.html

        A real result: float32/float16/bfloat16/complex64 input gives float32,
        float64/complex128 float64, integers and booleans the default float.
        """
        ...

    @overload
    def ifft(
        a: Array[complex64 | float32 | float16 | bfloat16],
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex64]: ...
    @overload
    def ifft(
        a: Array[complex128 | float64],
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex128]: ...
    @overload
    def ifft(
        a: ArrayLike,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]: ...
    def ifft(
        a: ArrayLike,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]:
        """One-dimensional inverse discrete Fourier transform along `axis`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.ifft.html

        JAX's complex type: float32/float16/bfloat16/complex64 input gives complex64,
        float64/complex128 complex128, integers and booleans the default complex.
        """
        ...

    @overload
    def ifft2(
        a: Array[complex64 | float32 | float16 | bfloat16],
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex64]: ...
    @overload
    def ifft2(
        a: Array[complex128 | float64],
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex128]: ...
    @overload
    def ifft2(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]: ...
    def ifft2(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]:
        """Two-dimensional inverse discrete Fourier transform over `axes`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.ifft2.html

        JAX's complex type: float32/float16/bfloat16/complex64 input gives complex64,
        float64/complex128 complex128, integers and booleans the default complex.
        """
        ...

    @overload
    def ifftn(
        a: Array[complex64 | float32 | float16 | bfloat16],
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex64]: ...
    @overload
    def ifftn(
        a: Array[complex128 | float64],
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex128]: ...
    @overload
    def ifftn(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]: ...
    def ifftn(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]:
        """N-dimensional inverse discrete Fourier transform over `axes`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.ifftn.html

        JAX's complex type: float32/float16/bfloat16/complex64 input gives complex64,
        float64/complex128 complex128, integers and booleans the default complex.
        """
        ...

    @overload
    def ifftshift(
        x: Array[GenericT],
        axes: int | Sequence[int] | None = None,
    ) -> Array[GenericT]: ...
    @overload
    def ifftshift(x: ArrayLike, axes: int | Sequence[int] | None = None) -> Array[generic]: ...
    def ifftshift(x: ArrayLike, axes: int | Sequence[int] | None = None) -> Array[generic]:
        """Undoes `fftshift`: the zero-frequency term back to index 0; the dtype is kept.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.ifftshift.html
        """
        ...

    @overload
    def ihfft(
        a: Array[float32],
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex64]: ...
    @overload
    def ihfft(
        a: Array[float64],
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex128]: ...
    @overload
    def ihfft(
        a: ArrayLike,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]: ...
    def ihfft(
        a: ArrayLike,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]:
        """Inverse of `hfft`: the first half of the spectrum of a real signal.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.ihfft.html

        The input must be real: float32 gives complex64, float64 complex128, integers and
        booleans the default complex (JAX rejects float16, bfloat16 and complex input).
        """
        ...

    @overload
    def irfft(
        a: Array[complex64 | float32 | float16 | bfloat16],
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[float32]: ...
    @overload
    def irfft(
        a: Array[complex128 | float64],
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[float64]: ...
    @overload
    def irfft(
        a: ArrayLike,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[floating]: ...
    def irfft(
        a: ArrayLike,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[floating]:
        """Inverse of `rfft`: a real signal from its half spectrum along `axis`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.irfft.html

        A real result: float32/float16/bfloat16/complex64 input gives float32,
        float64/complex128 float64, integers and booleans the default float.
        """
        ...

    @overload
    def irfft2(
        a: Array[complex64 | float32 | float16 | bfloat16],
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[float32]: ...
    @overload
    def irfft2(
        a: Array[complex128 | float64],
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[float64]: ...
    @overload
    def irfft2(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[floating]: ...
    def irfft2(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[floating]:
        """Inverse of `rfft2`: a real signal from its half spectrum over `axes`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.irfft2.html

        A real result: float32/float16/bfloat16/complex64 input gives float32,
        float64/complex128 float64, integers and booleans the default float.
        """
        ...

    @overload
    def irfftn(
        a: Array[complex64 | float32 | float16 | bfloat16],
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[float32]: ...
    @overload
    def irfftn(
        a: Array[complex128 | float64],
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[float64]: ...
    @overload
    def irfftn(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[floating]: ...
    def irfftn(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[floating]:
        """Inverse of `rfftn`: a real signal from its half spectrum over `axes`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.irfftn.html

        A real result: float32/float16/bfloat16/complex64 input gives float32,
        float64/complex128 float64, integers and booleans the default float.
        """
        ...

    @overload
    def rfft(
        a: Array[float32],
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex64]: ...
    @overload
    def rfft(
        a: Array[float64],
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex128]: ...
    @overload
    def rfft(
        a: ArrayLike,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]: ...
    def rfft(
        a: ArrayLike,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]:
        """One-dimensional DFT of a real signal: the non-negative frequencies.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.rfft.html

        The input must be real: float32 gives complex64, float64 complex128, integers and
        booleans the default complex (JAX rejects float16, bfloat16 and complex input).
        """
        ...

    @overload
    def rfft2(
        a: Array[float32],
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex64]: ...
    @overload
    def rfft2(
        a: Array[float64],
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex128]: ...
    @overload
    def rfft2(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]: ...
    def rfft2(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] = (-2, -1),
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]:
        """Two-dimensional DFT of a real signal; the last axis is halved.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.rfft2.html

        The input must be real: float32 gives complex64, float64 complex128, integers and
        booleans the default complex (JAX rejects float16, bfloat16 and complex input).
        """
        ...

    @overload
    def rfftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: None = None,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def rfftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToFloat32,
        device: DeviceLike = None,
    ) -> Array[float32]: ...
    @overload
    def rfftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: _ToInteger,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def rfftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToFloat64,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def rfftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToComplex128,
        device: DeviceLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def rfftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: type[InexactT],
        device: DeviceLike = None,
    ) -> Array[InexactT]: ...
    @overload
    def rfftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToBFloat16,
        device: DeviceLike = None,
    ) -> Array[bfloat16]: ...
    @overload
    def rfftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToFloat16,
        device: DeviceLike = None,
    ) -> Array[float16]: ...
    @overload
    def rfftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToComplex64,
        device: DeviceLike = None,
    ) -> Array[complex64]: ...
    @overload
    def rfftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToFloating,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def rfftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: ToComplexFloating,
        device: DeviceLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def rfftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: DTypeLike | None = None,
        device: DeviceLike = None,
    ) -> Array[inexact]: ...
    def rfftfreq(
        n: int,
        d: ArrayLike = 1.0,
        *,
        dtype: DTypeLike | None = None,
        device: DeviceLike = None,
    ) -> Array[inexact]:
        """Sample frequencies of an `n`-point real DFT (`rfft`) with sample spacing `d`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.rfftfreq.html

        The default float without `dtype=`; an inexact `dtype=` is kept, and an integer one
        gives a float (the frequencies are a true division); JAX rejects booleans.
        """
        ...

    @overload
    def rfftn(
        a: Array[float32],
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex64]: ...
    @overload
    def rfftn(
        a: Array[float64],
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complex128]: ...
    @overload
    def rfftn(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]: ...
    def rfftn(
        a: ArrayLike,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] | None = None,
    ) -> Array[complexfloating]:
        """N-dimensional DFT of a real signal; the last transformed axis is halved.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fft.rfftn.html

        The input must be real: float32 gives complex64, float64 complex128, integers and
        booleans the default complex (JAX rejects float16, bfloat16 and complex input).
        """
        ...

    # END GENERATED

else:
    from jax.numpy.fft import (
        fft,
        fft2,
        fftfreq,
        fftn,
        fftshift,
        hfft,
        ifft,
        ifft2,
        ifftn,
        ifftshift,
        ihfft,
        irfft,
        irfft2,
        irfftn,
        rfft,
        rfft2,
        rfftfreq,
        rfftn,
    )
