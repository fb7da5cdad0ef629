"""What `typedjax.scipy.signal` re-exports: JAX's own objects, with their declarations.

The overloads are written by `tools/gen_scipy_misc.py`; edit its tables and run it,
never the generated block.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (a typed array is also a `jax.Array`, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from typedjax._src.scipy.scope import missing

__all__: list[str] = [
    "convolve",
    "convolve2d",
    "correlate",
    "correlate2d",
    "csd",
    "detrend",
    "fftconvolve",
    "istft",
    "stft",
    "welch",
]

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Literal, overload

    from jax.lax import PrecisionLike

    from typedjax._src.numpy.dtype_codes import InexactT, SameInexactT, SubByteT
    from typedjax._src.typing.dtype import WideIntegral
    from typedjax.array import Array
    from typedjax.typing import (
        ArrayLike,
        bfloat16,
        bool_,
        complex64,
        complex128,
        complexfloating,
        float16,
        float32,
        float64,
        floating,
        inexact,
        integer,
        number,
    )

    # BEGIN GENERATED (tools/gen_scipy_misc.py)
    @overload
    def convolve(
        in1: Array[SameInexactT],
        in2: Array[SameInexactT],
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[SameInexactT]: ...
    @overload
    def convolve(
        in1: Array[InexactT],
        in2: Array[integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[InexactT]: ...
    @overload
    def convolve(
        in1: Array[integer | bool_],
        in2: Array[InexactT],
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[InexactT]: ...
    @overload
    def convolve(
        in1: Array[integer | bool_],
        in2: Array[integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[floating]: ...
    @overload
    def convolve(
        in1: Array[floating],
        in2: Array[floating | integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[floating]: ...
    @overload
    def convolve(
        in1: Array[complexfloating],
        in2: Array[number | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def convolve(
        in1: Array[number | bool_],
        in2: Array[complexfloating],
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def convolve(
        in1: ArrayLike,
        in2: ArrayLike,
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[inexact]: ...
    def convolve(
        in1: ArrayLike,
        in2: ArrayLike,
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[inexact]:
        """N-dimensional convolution of `in1` and `in2`; they promote to an inexact dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.signal.convolve.html
        """
        ...

    @overload
    def convolve2d(
        in1: Array[SameInexactT],
        in2: Array[SameInexactT],
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[SameInexactT]: ...
    @overload
    def convolve2d(
        in1: Array[InexactT],
        in2: Array[integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[InexactT]: ...
    @overload
    def convolve2d(
        in1: Array[integer | bool_],
        in2: Array[InexactT],
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[InexactT]: ...
    @overload
    def convolve2d(
        in1: Array[integer | bool_],
        in2: Array[integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[floating]: ...
    @overload
    def convolve2d(
        in1: Array[floating],
        in2: Array[floating | integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[floating]: ...
    @overload
    def convolve2d(
        in1: Array[complexfloating],
        in2: Array[number | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def convolve2d(
        in1: Array[number | bool_],
        in2: Array[complexfloating],
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def convolve2d(
        in1: ArrayLike,
        in2: ArrayLike,
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[inexact]: ...
    def convolve2d(
        in1: ArrayLike,
        in2: ArrayLike,
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[inexact]:
        """Two-dimensional convolution of `in1` and `in2`; they promote to an inexact dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.signal.convolve2d.html
        """
        ...

    @overload
    def correlate(
        in1: Array[SameInexactT],
        in2: Array[SameInexactT],
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[SameInexactT]: ...
    @overload
    def correlate(
        in1: Array[InexactT],
        in2: Array[integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[InexactT]: ...
    @overload
    def correlate(
        in1: Array[integer | bool_],
        in2: Array[InexactT],
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[InexactT]: ...
    @overload
    def correlate(
        in1: Array[integer | bool_],
        in2: Array[integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[floating]: ...
    @overload
    def correlate(
        in1: Array[floating],
        in2: Array[floating | integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[floating]: ...
    @overload
    def correlate(
        in1: Array[complexfloating],
        in2: Array[number | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def correlate(
        in1: Array[number | bool_],
        in2: Array[complexfloating],
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def correlate(
        in1: ArrayLike,
        in2: ArrayLike,
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[inexact]: ...
    def correlate(
        in1: ArrayLike,
        in2: ArrayLike,
        mode: Literal["full", "same", "valid"] = "full",
        method: Literal["auto", "direct", "fft"] = "auto",
        precision: PrecisionLike = None,
    ) -> Array[inexact]:
        """N-dimensional cross-correlation of `in1` and `in2`; they promote to an inexact dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.signal.correlate.html
        """
        ...

    @overload
    def correlate2d(
        in1: Array[SameInexactT],
        in2: Array[SameInexactT],
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[SameInexactT]: ...
    @overload
    def correlate2d(
        in1: Array[InexactT],
        in2: Array[integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[InexactT]: ...
    @overload
    def correlate2d(
        in1: Array[integer | bool_],
        in2: Array[InexactT],
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[InexactT]: ...
    @overload
    def correlate2d(
        in1: Array[integer | bool_],
        in2: Array[integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[floating]: ...
    @overload
    def correlate2d(
        in1: Array[floating],
        in2: Array[floating | integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[floating]: ...
    @overload
    def correlate2d(
        in1: Array[complexfloating],
        in2: Array[number | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def correlate2d(
        in1: Array[number | bool_],
        in2: Array[complexfloating],
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def correlate2d(
        in1: ArrayLike,
        in2: ArrayLike,
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[inexact]: ...
    def correlate2d(
        in1: ArrayLike,
        in2: ArrayLike,
        mode: Literal["full", "same", "valid"] = "full",
        boundary: Literal["fill"] = "fill",
        fillvalue: float = 0,
        precision: PrecisionLike = None,
    ) -> Array[inexact]:
        """Two-dimensional cross-correlation of `in1` and `in2`; promoted to an inexact dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.signal.correlate2d.html
        """
        ...

    @overload
    def csd(
        x: Array[complex64 | float32 | float16 | bfloat16],
        y: None,
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: Literal["constant", "linear", False]
        | Callable[[Array[inexact]], ArrayLike] = "constant",
        return_onesided: bool = True,
        scaling: Literal["density", "spectrum"] = "density",
        axis: int = -1,
        average: Literal["mean", "median"] = "mean",
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def csd(
        x: Array[complex128 | float64],
        y: None,
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: Literal["constant", "linear", False]
        | Callable[[Array[inexact]], ArrayLike] = "constant",
        return_onesided: bool = True,
        scaling: Literal["density", "spectrum"] = "density",
        axis: int = -1,
        average: Literal["mean", "median"] = "mean",
    ) -> tuple[Array[float64], Array[float64]]: ...
    @overload
    def csd(
        x: ArrayLike,
        y: None,
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: Literal["constant", "linear", False]
        | Callable[[Array[inexact]], ArrayLike] = "constant",
        return_onesided: bool = True,
        scaling: Literal["density", "spectrum"] = "density",
        axis: int = -1,
        average: Literal["mean", "median"] = "mean",
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def csd(
        x: Array[complex64 | float32 | float16 | bfloat16],
        y: Array[complex64 | float32 | float16 | bfloat16],
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: Literal["constant", "linear", False]
        | Callable[[Array[inexact]], ArrayLike] = "constant",
        return_onesided: bool = True,
        scaling: Literal["density", "spectrum"] = "density",
        axis: int = -1,
        average: Literal["mean", "median"] = "mean",
    ) -> tuple[Array[float32], Array[complex64]]: ...
    @overload
    def csd(
        x: Array[complex128 | float64],
        y: Array[complex128 | float64],
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: Literal["constant", "linear", False]
        | Callable[[Array[inexact]], ArrayLike] = "constant",
        return_onesided: bool = True,
        scaling: Literal["density", "spectrum"] = "density",
        axis: int = -1,
        average: Literal["mean", "median"] = "mean",
    ) -> tuple[Array[float64], Array[complex128]]: ...
    @overload
    def csd(
        x: ArrayLike,
        y: ArrayLike,
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: Literal["constant", "linear", False]
        | Callable[[Array[inexact]], ArrayLike] = "constant",
        return_onesided: bool = True,
        scaling: Literal["density", "spectrum"] = "density",
        axis: int = -1,
        average: Literal["mean", "median"] = "mean",
    ) -> tuple[Array[floating], Array[complexfloating]]: ...
    @overload
    def csd(
        x: ArrayLike,
        y: ArrayLike | None,
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: Literal["constant", "linear", False]
        | Callable[[Array[inexact]], ArrayLike] = "constant",
        return_onesided: bool = True,
        scaling: Literal["density", "spectrum"] = "density",
        axis: int = -1,
        average: Literal["mean", "median"] = "mean",
    ) -> tuple[Array[floating], Array[inexact]]: ...
    def csd(
        x: ArrayLike,
        y: ArrayLike | None,
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: Literal["constant", "linear", False]
        | Callable[[Array[inexact]], ArrayLike] = "constant",
        return_onesided: bool = True,
        scaling: Literal["density", "spectrum"] = "density",
        axis: int = -1,
        average: Literal["mean", "median"] = "mean",
    ) -> tuple[Array[floating], Array[inexact]]:
        """Cross power spectral density of `x` and `y` by Welch's method: `(freqs, Pxy)`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.signal.csd.html

        Complex for two signals, real for `y=None` (the power spectral density of `x`);
        float32 and narrower compute in single precision, float64 in double.
        """
        ...

    @overload
    def detrend(
        data: Array[InexactT],
        axis: int = -1,
        type: Literal["linear", "constant"] = "linear",
        bp: int | Sequence[int] = 0,
        overwrite_data: None = None,
    ) -> Array[InexactT]: ...
    @overload
    def detrend(
        data: Array[SubByteT],
        axis: int = -1,
        type: Literal["linear", "constant"] = "linear",
        bp: int | Sequence[int] = 0,
        overwrite_data: None = None,
    ) -> Array[SubByteT]: ...
    @overload
    def detrend(
        data: Array[WideIntegral],
        axis: int = -1,
        type: Literal["linear", "constant"] = "linear",
        bp: int | Sequence[int] = 0,
        overwrite_data: None = None,
    ) -> Array[floating]: ...
    @overload
    def detrend(
        data: ArrayLike,
        axis: int = -1,
        type: Literal["linear", "constant"] = "linear",
        bp: int | Sequence[int] = 0,
        overwrite_data: None = None,
    ) -> Array[inexact | integer]: ...
    def detrend(
        data: ArrayLike,
        axis: int = -1,
        type: Literal["linear", "constant"] = "linear",
        bp: int | Sequence[int] = 0,
        overwrite_data: None = None,
    ) -> Array[inexact | integer]:
        """`data` less its least-squares line (or its mean); integers give the default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.signal.detrend.html

        As in `det`, JAX leaves the 1- and 2-bit integers unpromoted (`type="constant"`).
        """
        ...

    @overload
    def fftconvolve(
        in1: Array[SameInexactT],
        in2: Array[SameInexactT],
        mode: Literal["full", "same", "valid"] = "full",
        axes: Sequence[int] | None = None,
    ) -> Array[SameInexactT]: ...
    @overload
    def fftconvolve(
        in1: Array[InexactT],
        in2: Array[integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        axes: Sequence[int] | None = None,
    ) -> Array[InexactT]: ...
    @overload
    def fftconvolve(
        in1: Array[integer | bool_],
        in2: Array[InexactT],
        mode: Literal["full", "same", "valid"] = "full",
        axes: Sequence[int] | None = None,
    ) -> Array[InexactT]: ...
    @overload
    def fftconvolve(
        in1: Array[integer | bool_],
        in2: Array[integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        axes: Sequence[int] | None = None,
    ) -> Array[floating]: ...
    @overload
    def fftconvolve(
        in1: Array[floating],
        in2: Array[floating | integer | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        axes: Sequence[int] | None = None,
    ) -> Array[floating]: ...
    @overload
    def fftconvolve(
        in1: Array[complexfloating],
        in2: Array[number | bool_],
        mode: Literal["full", "same", "valid"] = "full",
        axes: Sequence[int] | None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def fftconvolve(
        in1: Array[number | bool_],
        in2: Array[complexfloating],
        mode: Literal["full", "same", "valid"] = "full",
        axes: Sequence[int] | None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def fftconvolve(
        in1: ArrayLike,
        in2: ArrayLike,
        mode: Literal["full", "same", "valid"] = "full",
        axes: Sequence[int] | None = None,
    ) -> Array[inexact]: ...
    def fftconvolve(
        in1: ArrayLike,
        in2: ArrayLike,
        mode: Literal["full", "same", "valid"] = "full",
        axes: Sequence[int] | None = None,
    ) -> Array[inexact]:
        """Convolution of `in1` and `in2` through the FFT; they promote to an inexact dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.signal.fftconvolve.html

        JAX's FFT rejects float16 and bfloat16.
        """
        ...

    @overload
    def istft(
        Zxx: Array[complex64 | float32 | float16 | bfloat16],
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        input_onesided: bool = True,
        boundary: bool = True,
        time_axis: int = -1,
        freq_axis: int = -2,
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def istft(
        Zxx: Array[complex128 | float64],
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        input_onesided: bool = True,
        boundary: bool = True,
        time_axis: int = -1,
        freq_axis: int = -2,
    ) -> tuple[Array[float64], Array[float64]]: ...
    @overload
    def istft(
        Zxx: ArrayLike,
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        input_onesided: bool = True,
        boundary: bool = True,
        time_axis: int = -1,
        freq_axis: int = -2,
    ) -> tuple[Array[floating], Array[floating]]: ...
    def istft(
        Zxx: ArrayLike,
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        input_onesided: bool = True,
        boundary: bool = True,
        time_axis: int = -1,
        freq_axis: int = -2,
    ) -> tuple[Array[floating], Array[floating]]:
        """Inverse short-time Fourier transform: `(times, x)`, both real.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.signal.istft.html

        float32 and narrower (and complex64) give float32, float64 and complex128 float64.
        """
        ...

    @overload
    def stft(
        x: Array[complex64 | float32 | float16 | bfloat16],
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int = 256,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: bool = False,
        return_onesided: bool = True,
        boundary: Literal["even", "odd", "constant", "zeros"] | None = "zeros",
        padded: bool = True,
        axis: int = -1,
    ) -> tuple[Array[float32], Array[float32], Array[complex64]]: ...
    @overload
    def stft(
        x: Array[complex128 | float64],
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int = 256,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: bool = False,
        return_onesided: bool = True,
        boundary: Literal["even", "odd", "constant", "zeros"] | None = "zeros",
        padded: bool = True,
        axis: int = -1,
    ) -> tuple[Array[float64], Array[float64], Array[complex128]]: ...
    @overload
    def stft(
        x: ArrayLike,
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int = 256,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: bool = False,
        return_onesided: bool = True,
        boundary: Literal["even", "odd", "constant", "zeros"] | None = "zeros",
        padded: bool = True,
        axis: int = -1,
    ) -> tuple[Array[floating], Array[floating], Array[complexfloating]]: ...
    def stft(
        x: ArrayLike,
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int = 256,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: bool = False,
        return_onesided: bool = True,
        boundary: Literal["even", "odd", "constant", "zeros"] | None = "zeros",
        padded: bool = True,
        axis: int = -1,
    ) -> tuple[Array[floating], Array[floating], Array[complexfloating]]:
        """Short-time Fourier transform: `(freqs, times, Zxx)`, `Zxx` complex.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.signal.stft.html

        float32 (or complex64) input computes in single precision, float64 in double;
        JAX's FFT rejects float16 and bfloat16.
        """
        ...

    @overload
    def welch(
        x: Array[complex64 | float32 | float16 | bfloat16],
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: Literal["constant", "linear", False]
        | Callable[[Array[inexact]], ArrayLike] = "constant",
        return_onesided: bool = True,
        scaling: Literal["density", "spectrum"] = "density",
        axis: int = -1,
        average: Literal["mean", "median"] = "mean",
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def welch(
        x: Array[complex128 | float64],
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: Literal["constant", "linear", False]
        | Callable[[Array[inexact]], ArrayLike] = "constant",
        return_onesided: bool = True,
        scaling: Literal["density", "spectrum"] = "density",
        axis: int = -1,
        average: Literal["mean", "median"] = "mean",
    ) -> tuple[Array[float64], Array[float64]]: ...
    @overload
    def welch(
        x: ArrayLike,
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: Literal["constant", "linear", False]
        | Callable[[Array[inexact]], ArrayLike] = "constant",
        return_onesided: bool = True,
        scaling: Literal["density", "spectrum"] = "density",
        axis: int = -1,
        average: Literal["mean", "median"] = "mean",
    ) -> tuple[Array[floating], Array[floating]]: ...
    def welch(
        x: ArrayLike,
        fs: ArrayLike = 1.0,
        window: str | ArrayLike = "hann",
        nperseg: int | None = None,
        noverlap: int | None = None,
        nfft: int | None = None,
        detrend: Literal["constant", "linear", False]
        | Callable[[Array[inexact]], ArrayLike] = "constant",
        return_onesided: bool = True,
        scaling: Literal["density", "spectrum"] = "density",
        axis: int = -1,
        average: Literal["mean", "median"] = "mean",
    ) -> tuple[Array[floating], Array[floating]]:
        """Power spectral density by Welch's method: `(freqs, Pxx)`, both real.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.signal.welch.html

        float32 (or complex64) input computes in single precision, float64 in double.
        """
        ...

    # END GENERATED
else:
    from jax.scipy.signal import (
        convolve,
        convolve2d,
        correlate,
        correlate2d,
        csd,
        detrend,
        fftconvolve,
        istft,
        stft,
        welch,
    )

if not TYPE_CHECKING:

    def __getattr__(name: str) -> NoReturn:
        raise missing("signal", name)
