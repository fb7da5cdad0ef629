"""Typed `jax.numpy`: the same functions as `jax.numpy`, with dtype-precise types.

`import typedjax.numpy as tnp` gives JAX's own function objects wherever
typedjax adds nothing at run time (`tnp.sin is jax.numpy.sin`); the precision
lives in declarations beside them that mypy, pyright and pytype read. The dtype
classes (`tnp.float32`, `tnp.floating`, ...) are those of `typedjax.typing`,
usable as `dtype=` arguments and as `Array[...]` parameters, and `tnp.ndarray`
is `typedjax.Array`.

Out of scope, as in JAX's NumPy scope: `numpy.random` (stateful; use
`typedjax.random` with explicit keys), `numpy.ma`, `numpy.polynomial` and
`numpy.testing`.
"""

import typing as _typing

# BEGIN GENERATED RE-EXPORTS (tools/gen_numpy_init.py)
from typedjax.numpy import fft as fft
from typedjax.numpy import linalg as linalg
from typedjax.numpy._creation import arange as arange
from typedjax.numpy._creation import array as array
from typedjax.numpy._creation import asarray as asarray
from typedjax.numpy._creation import astype as astype
from typedjax.numpy._creation import bartlett as bartlett
from typedjax.numpy._creation import blackman as blackman
from typedjax.numpy._creation import c_ as c_
from typedjax.numpy._creation import copy as copy
from typedjax.numpy._creation import diag_indices as diag_indices
from typedjax.numpy._creation import diag_indices_from as diag_indices_from
from typedjax.numpy._creation import empty as empty
from typedjax.numpy._creation import empty_like as empty_like
from typedjax.numpy._creation import eye as eye
from typedjax.numpy._creation import frombuffer as frombuffer
from typedjax.numpy._creation import fromfile as fromfile
from typedjax.numpy._creation import fromfunction as fromfunction
from typedjax.numpy._creation import fromiter as fromiter
from typedjax.numpy._creation import fromstring as fromstring
from typedjax.numpy._creation import full as full
from typedjax.numpy._creation import full_like as full_like
from typedjax.numpy._creation import geomspace as geomspace
from typedjax.numpy._creation import hamming as hamming
from typedjax.numpy._creation import hanning as hanning
from typedjax.numpy._creation import identity as identity
from typedjax.numpy._creation import index_exp as index_exp
from typedjax.numpy._creation import indices as indices
from typedjax.numpy._creation import kaiser as kaiser
from typedjax.numpy._creation import linspace as linspace
from typedjax.numpy._creation import logspace as logspace
from typedjax.numpy._creation import mask_indices as mask_indices
from typedjax.numpy._creation import meshgrid as meshgrid
from typedjax.numpy._creation import mgrid as mgrid
from typedjax.numpy._creation import ogrid as ogrid
from typedjax.numpy._creation import ones as ones
from typedjax.numpy._creation import ones_like as ones_like
from typedjax.numpy._creation import r_ as r_
from typedjax.numpy._creation import s_ as s_
from typedjax.numpy._creation import tri as tri
from typedjax.numpy._creation import tril_indices as tril_indices
from typedjax.numpy._creation import tril_indices_from as tril_indices_from
from typedjax.numpy._creation import triu_indices as triu_indices
from typedjax.numpy._creation import triu_indices_from as triu_indices_from
from typedjax.numpy._creation import zeros as zeros
from typedjax.numpy._creation import zeros_like as zeros_like
from typedjax.numpy._dtypes import ComplexWarning as ComplexWarning
from typedjax.numpy._dtypes import array_repr as array_repr
from typedjax.numpy._dtypes import array_str as array_str
from typedjax.numpy._dtypes import bfloat16 as bfloat16
from typedjax.numpy._dtypes import bool as bool
from typedjax.numpy._dtypes import bool_ as bool_
from typedjax.numpy._dtypes import broadcast_shapes as broadcast_shapes
from typedjax.numpy._dtypes import can_cast as can_cast
from typedjax.numpy._dtypes import cdouble as cdouble
from typedjax.numpy._dtypes import character as character
from typedjax.numpy._dtypes import complex64 as complex64
from typedjax.numpy._dtypes import complex128 as complex128
from typedjax.numpy._dtypes import complex_ as complex_
from typedjax.numpy._dtypes import complexfloating as complexfloating
from typedjax.numpy._dtypes import csingle as csingle
from typedjax.numpy._dtypes import double as double
from typedjax.numpy._dtypes import dtype as dtype
from typedjax.numpy._dtypes import e as e
from typedjax.numpy._dtypes import euler_gamma as euler_gamma
from typedjax.numpy._dtypes import finfo as finfo
from typedjax.numpy._dtypes import flexible as flexible
from typedjax.numpy._dtypes import float4_e2m1fn as float4_e2m1fn
from typedjax.numpy._dtypes import float6_e2m3fn as float6_e2m3fn
from typedjax.numpy._dtypes import float6_e3m2fn as float6_e3m2fn
from typedjax.numpy._dtypes import float8_e3m4 as float8_e3m4
from typedjax.numpy._dtypes import float8_e4m3 as float8_e4m3
from typedjax.numpy._dtypes import float8_e4m3b11fnuz as float8_e4m3b11fnuz
from typedjax.numpy._dtypes import float8_e4m3fn as float8_e4m3fn
from typedjax.numpy._dtypes import float8_e4m3fnuz as float8_e4m3fnuz
from typedjax.numpy._dtypes import float8_e5m2 as float8_e5m2
from typedjax.numpy._dtypes import float8_e5m2fnuz as float8_e5m2fnuz
from typedjax.numpy._dtypes import float8_e8m0fnu as float8_e8m0fnu
from typedjax.numpy._dtypes import float16 as float16
from typedjax.numpy._dtypes import float32 as float32
from typedjax.numpy._dtypes import float64 as float64
from typedjax.numpy._dtypes import float_ as float_
from typedjax.numpy._dtypes import floating as floating
from typedjax.numpy._dtypes import from_dlpack as from_dlpack
from typedjax.numpy._dtypes import generic as generic
from typedjax.numpy._dtypes import get_printoptions as get_printoptions
from typedjax.numpy._dtypes import iinfo as iinfo
from typedjax.numpy._dtypes import inexact as inexact
from typedjax.numpy._dtypes import inf as inf
from typedjax.numpy._dtypes import int1 as int1
from typedjax.numpy._dtypes import int2 as int2
from typedjax.numpy._dtypes import int4 as int4
from typedjax.numpy._dtypes import int8 as int8
from typedjax.numpy._dtypes import int16 as int16
from typedjax.numpy._dtypes import int32 as int32
from typedjax.numpy._dtypes import int64 as int64
from typedjax.numpy._dtypes import int_ as int_
from typedjax.numpy._dtypes import integer as integer
from typedjax.numpy._dtypes import iscomplexobj as iscomplexobj
from typedjax.numpy._dtypes import isdtype as isdtype
from typedjax.numpy._dtypes import isrealobj as isrealobj
from typedjax.numpy._dtypes import isscalar as isscalar
from typedjax.numpy._dtypes import issubdtype as issubdtype
from typedjax.numpy._dtypes import iterable as iterable
from typedjax.numpy._dtypes import load as load
from typedjax.numpy._dtypes import nan as nan
from typedjax.numpy._dtypes import ndarray as ndarray
from typedjax.numpy._dtypes import ndim as ndim
from typedjax.numpy._dtypes import newaxis as newaxis
from typedjax.numpy._dtypes import number as number
from typedjax.numpy._dtypes import object_ as object_
from typedjax.numpy._dtypes import pi as pi
from typedjax.numpy._dtypes import printoptions as printoptions
from typedjax.numpy._dtypes import promote_types as promote_types
from typedjax.numpy._dtypes import result_type as result_type
from typedjax.numpy._dtypes import save as save
from typedjax.numpy._dtypes import savez as savez
from typedjax.numpy._dtypes import set_printoptions as set_printoptions
from typedjax.numpy._dtypes import shape as shape
from typedjax.numpy._dtypes import signedinteger as signedinteger
from typedjax.numpy._dtypes import single as single
from typedjax.numpy._dtypes import size as size
from typedjax.numpy._dtypes import uint as uint
from typedjax.numpy._dtypes import uint1 as uint1
from typedjax.numpy._dtypes import uint2 as uint2
from typedjax.numpy._dtypes import uint4 as uint4
from typedjax.numpy._dtypes import uint8 as uint8
from typedjax.numpy._dtypes import uint16 as uint16
from typedjax.numpy._dtypes import uint32 as uint32
from typedjax.numpy._dtypes import uint64 as uint64
from typedjax.numpy._dtypes import unsignedinteger as unsignedinteger
from typedjax.numpy._manipulation import append as append
from typedjax.numpy._manipulation import apply_along_axis as apply_along_axis
from typedjax.numpy._manipulation import apply_over_axes as apply_over_axes
from typedjax.numpy._manipulation import array_split as array_split
from typedjax.numpy._manipulation import atleast_1d as atleast_1d
from typedjax.numpy._manipulation import atleast_2d as atleast_2d
from typedjax.numpy._manipulation import atleast_3d as atleast_3d
from typedjax.numpy._manipulation import block as block
from typedjax.numpy._manipulation import broadcast_arrays as broadcast_arrays
from typedjax.numpy._manipulation import broadcast_to as broadcast_to
from typedjax.numpy._manipulation import choose as choose
from typedjax.numpy._manipulation import column_stack as column_stack
from typedjax.numpy._manipulation import compress as compress
from typedjax.numpy._manipulation import concat as concat
from typedjax.numpy._manipulation import concatenate as concatenate
from typedjax.numpy._manipulation import convolve as convolve
from typedjax.numpy._manipulation import correlate as correlate
from typedjax.numpy._manipulation import cross as cross
from typedjax.numpy._manipulation import delete as delete
from typedjax.numpy._manipulation import diag as diag
from typedjax.numpy._manipulation import diagflat as diagflat
from typedjax.numpy._manipulation import diagonal as diagonal
from typedjax.numpy._manipulation import dot as dot
from typedjax.numpy._manipulation import dsplit as dsplit
from typedjax.numpy._manipulation import dstack as dstack
from typedjax.numpy._manipulation import einsum as einsum
from typedjax.numpy._manipulation import einsum_path as einsum_path
from typedjax.numpy._manipulation import expand_dims as expand_dims
from typedjax.numpy._manipulation import fill_diagonal as fill_diagonal
from typedjax.numpy._manipulation import flip as flip
from typedjax.numpy._manipulation import fliplr as fliplr
from typedjax.numpy._manipulation import flipud as flipud
from typedjax.numpy._manipulation import frompyfunc as frompyfunc
from typedjax.numpy._manipulation import hsplit as hsplit
from typedjax.numpy._manipulation import hstack as hstack
from typedjax.numpy._manipulation import inner as inner
from typedjax.numpy._manipulation import insert as insert
from typedjax.numpy._manipulation import ix_ as ix_
from typedjax.numpy._manipulation import kron as kron
from typedjax.numpy._manipulation import matmul as matmul
from typedjax.numpy._manipulation import matrix_transpose as matrix_transpose
from typedjax.numpy._manipulation import matvec as matvec
from typedjax.numpy._manipulation import moveaxis as moveaxis
from typedjax.numpy._manipulation import outer as outer
from typedjax.numpy._manipulation import packbits as packbits
from typedjax.numpy._manipulation import pad as pad
from typedjax.numpy._manipulation import permute_dims as permute_dims
from typedjax.numpy._manipulation import piecewise as piecewise
from typedjax.numpy._manipulation import place as place
from typedjax.numpy._manipulation import poly as poly
from typedjax.numpy._manipulation import polyadd as polyadd
from typedjax.numpy._manipulation import polyder as polyder
from typedjax.numpy._manipulation import polydiv as polydiv
from typedjax.numpy._manipulation import polyfit as polyfit
from typedjax.numpy._manipulation import polyint as polyint
from typedjax.numpy._manipulation import polymul as polymul
from typedjax.numpy._manipulation import polysub as polysub
from typedjax.numpy._manipulation import polyval as polyval
from typedjax.numpy._manipulation import put as put
from typedjax.numpy._manipulation import put_along_axis as put_along_axis
from typedjax.numpy._manipulation import ravel as ravel
from typedjax.numpy._manipulation import ravel_multi_index as ravel_multi_index
from typedjax.numpy._manipulation import repeat as repeat
from typedjax.numpy._manipulation import reshape as reshape
from typedjax.numpy._manipulation import resize as resize
from typedjax.numpy._manipulation import roll as roll
from typedjax.numpy._manipulation import rollaxis as rollaxis
from typedjax.numpy._manipulation import roots as roots
from typedjax.numpy._manipulation import rot90 as rot90
from typedjax.numpy._manipulation import select as select
from typedjax.numpy._manipulation import split as split
from typedjax.numpy._manipulation import squeeze as squeeze
from typedjax.numpy._manipulation import stack as stack
from typedjax.numpy._manipulation import swapaxes as swapaxes
from typedjax.numpy._manipulation import take as take
from typedjax.numpy._manipulation import take_along_axis as take_along_axis
from typedjax.numpy._manipulation import tensordot as tensordot
from typedjax.numpy._manipulation import tile as tile
from typedjax.numpy._manipulation import transpose as transpose
from typedjax.numpy._manipulation import tril as tril
from typedjax.numpy._manipulation import trim_zeros as trim_zeros
from typedjax.numpy._manipulation import triu as triu
from typedjax.numpy._manipulation import unpackbits as unpackbits
from typedjax.numpy._manipulation import unravel_index as unravel_index
from typedjax.numpy._manipulation import unstack as unstack
from typedjax.numpy._manipulation import vander as vander
from typedjax.numpy._manipulation import vdot as vdot
from typedjax.numpy._manipulation import vecdot as vecdot
from typedjax.numpy._manipulation import vecmat as vecmat
from typedjax.numpy._manipulation import vectorize as vectorize
from typedjax.numpy._manipulation import vsplit as vsplit
from typedjax.numpy._manipulation import vstack as vstack
from typedjax.numpy._reductions import all as all
from typedjax.numpy._reductions import allclose as allclose
from typedjax.numpy._reductions import amax as amax
from typedjax.numpy._reductions import amin as amin
from typedjax.numpy._reductions import any as any
from typedjax.numpy._reductions import argmax as argmax
from typedjax.numpy._reductions import argmin as argmin
from typedjax.numpy._reductions import argpartition as argpartition
from typedjax.numpy._reductions import argsort as argsort
from typedjax.numpy._reductions import argwhere as argwhere
from typedjax.numpy._reductions import array_equal as array_equal
from typedjax.numpy._reductions import array_equiv as array_equiv
from typedjax.numpy._reductions import average as average
from typedjax.numpy._reductions import bincount as bincount
from typedjax.numpy._reductions import corrcoef as corrcoef
from typedjax.numpy._reductions import count_nonzero as count_nonzero
from typedjax.numpy._reductions import cov as cov
from typedjax.numpy._reductions import cumprod as cumprod
from typedjax.numpy._reductions import cumsum as cumsum
from typedjax.numpy._reductions import cumulative_prod as cumulative_prod
from typedjax.numpy._reductions import cumulative_sum as cumulative_sum
from typedjax.numpy._reductions import diff as diff
from typedjax.numpy._reductions import digitize as digitize
from typedjax.numpy._reductions import ediff1d as ediff1d
from typedjax.numpy._reductions import extract as extract
from typedjax.numpy._reductions import flatnonzero as flatnonzero
from typedjax.numpy._reductions import gradient as gradient
from typedjax.numpy._reductions import histogram as histogram
from typedjax.numpy._reductions import histogram2d as histogram2d
from typedjax.numpy._reductions import histogram_bin_edges as histogram_bin_edges
from typedjax.numpy._reductions import histogramdd as histogramdd
from typedjax.numpy._reductions import intersect1d as intersect1d
from typedjax.numpy._reductions import isclose as isclose
from typedjax.numpy._reductions import isin as isin
from typedjax.numpy._reductions import lexsort as lexsort
from typedjax.numpy._reductions import max as max
from typedjax.numpy._reductions import mean as mean
from typedjax.numpy._reductions import median as median
from typedjax.numpy._reductions import min as min
from typedjax.numpy._reductions import minmax as minmax
from typedjax.numpy._reductions import nanargmax as nanargmax
from typedjax.numpy._reductions import nanargmin as nanargmin
from typedjax.numpy._reductions import nancumprod as nancumprod
from typedjax.numpy._reductions import nancumsum as nancumsum
from typedjax.numpy._reductions import nanmax as nanmax
from typedjax.numpy._reductions import nanmean as nanmean
from typedjax.numpy._reductions import nanmedian as nanmedian
from typedjax.numpy._reductions import nanmin as nanmin
from typedjax.numpy._reductions import nanpercentile as nanpercentile
from typedjax.numpy._reductions import nanprod as nanprod
from typedjax.numpy._reductions import nanquantile as nanquantile
from typedjax.numpy._reductions import nanstd as nanstd
from typedjax.numpy._reductions import nansum as nansum
from typedjax.numpy._reductions import nanvar as nanvar
from typedjax.numpy._reductions import nonzero as nonzero
from typedjax.numpy._reductions import partition as partition
from typedjax.numpy._reductions import percentile as percentile
from typedjax.numpy._reductions import prod as prod
from typedjax.numpy._reductions import ptp as ptp
from typedjax.numpy._reductions import quantile as quantile
from typedjax.numpy._reductions import searchsorted as searchsorted
from typedjax.numpy._reductions import setdiff1d as setdiff1d
from typedjax.numpy._reductions import setxor1d as setxor1d
from typedjax.numpy._reductions import sort as sort
from typedjax.numpy._reductions import sort_complex as sort_complex
from typedjax.numpy._reductions import std as std
from typedjax.numpy._reductions import sum as sum
from typedjax.numpy._reductions import top_k as top_k
from typedjax.numpy._reductions import trace as trace
from typedjax.numpy._reductions import trapezoid as trapezoid
from typedjax.numpy._reductions import union1d as union1d
from typedjax.numpy._reductions import unique as unique
from typedjax.numpy._reductions import unique_all as unique_all
from typedjax.numpy._reductions import unique_counts as unique_counts
from typedjax.numpy._reductions import unique_inverse as unique_inverse
from typedjax.numpy._reductions import unique_values as unique_values
from typedjax.numpy._reductions import var as var
from typedjax.numpy._reductions import where as where
from typedjax.numpy._ufuncs import abs as abs
from typedjax.numpy._ufuncs import absolute as absolute
from typedjax.numpy._ufuncs import acos as acos
from typedjax.numpy._ufuncs import acosh as acosh
from typedjax.numpy._ufuncs import add as add
from typedjax.numpy._ufuncs import angle as angle
from typedjax.numpy._ufuncs import arccos as arccos
from typedjax.numpy._ufuncs import arccosh as arccosh
from typedjax.numpy._ufuncs import arcsin as arcsin
from typedjax.numpy._ufuncs import arcsinh as arcsinh
from typedjax.numpy._ufuncs import arctan as arctan
from typedjax.numpy._ufuncs import arctan2 as arctan2
from typedjax.numpy._ufuncs import arctanh as arctanh
from typedjax.numpy._ufuncs import around as around
from typedjax.numpy._ufuncs import asin as asin
from typedjax.numpy._ufuncs import asinh as asinh
from typedjax.numpy._ufuncs import atan as atan
from typedjax.numpy._ufuncs import atan2 as atan2
from typedjax.numpy._ufuncs import atanh as atanh
from typedjax.numpy._ufuncs import bitwise_and as bitwise_and
from typedjax.numpy._ufuncs import bitwise_count as bitwise_count
from typedjax.numpy._ufuncs import bitwise_invert as bitwise_invert
from typedjax.numpy._ufuncs import bitwise_left_shift as bitwise_left_shift
from typedjax.numpy._ufuncs import bitwise_not as bitwise_not
from typedjax.numpy._ufuncs import bitwise_or as bitwise_or
from typedjax.numpy._ufuncs import bitwise_right_shift as bitwise_right_shift
from typedjax.numpy._ufuncs import bitwise_xor as bitwise_xor
from typedjax.numpy._ufuncs import cbrt as cbrt
from typedjax.numpy._ufuncs import ceil as ceil
from typedjax.numpy._ufuncs import clip as clip
from typedjax.numpy._ufuncs import conj as conj
from typedjax.numpy._ufuncs import conjugate as conjugate
from typedjax.numpy._ufuncs import copysign as copysign
from typedjax.numpy._ufuncs import cos as cos
from typedjax.numpy._ufuncs import cosh as cosh
from typedjax.numpy._ufuncs import deg2rad as deg2rad
from typedjax.numpy._ufuncs import degrees as degrees
from typedjax.numpy._ufuncs import divide as divide
from typedjax.numpy._ufuncs import divmod as divmod
from typedjax.numpy._ufuncs import equal as equal
from typedjax.numpy._ufuncs import exp as exp
from typedjax.numpy._ufuncs import exp2 as exp2
from typedjax.numpy._ufuncs import expm1 as expm1
from typedjax.numpy._ufuncs import fabs as fabs
from typedjax.numpy._ufuncs import float_power as float_power
from typedjax.numpy._ufuncs import floor as floor
from typedjax.numpy._ufuncs import floor_divide as floor_divide
from typedjax.numpy._ufuncs import fmax as fmax
from typedjax.numpy._ufuncs import fmin as fmin
from typedjax.numpy._ufuncs import fmod as fmod
from typedjax.numpy._ufuncs import frexp as frexp
from typedjax.numpy._ufuncs import gcd as gcd
from typedjax.numpy._ufuncs import greater as greater
from typedjax.numpy._ufuncs import greater_equal as greater_equal
from typedjax.numpy._ufuncs import heaviside as heaviside
from typedjax.numpy._ufuncs import hypot as hypot
from typedjax.numpy._ufuncs import i0 as i0
from typedjax.numpy._ufuncs import imag as imag
from typedjax.numpy._ufuncs import interp as interp
from typedjax.numpy._ufuncs import invert as invert
from typedjax.numpy._ufuncs import iscomplex as iscomplex
from typedjax.numpy._ufuncs import isfinite as isfinite
from typedjax.numpy._ufuncs import isinf as isinf
from typedjax.numpy._ufuncs import isnan as isnan
from typedjax.numpy._ufuncs import isneginf as isneginf
from typedjax.numpy._ufuncs import isposinf as isposinf
from typedjax.numpy._ufuncs import isreal as isreal
from typedjax.numpy._ufuncs import lcm as lcm
from typedjax.numpy._ufuncs import ldexp as ldexp
from typedjax.numpy._ufuncs import left_shift as left_shift
from typedjax.numpy._ufuncs import less as less
from typedjax.numpy._ufuncs import less_equal as less_equal
from typedjax.numpy._ufuncs import log as log
from typedjax.numpy._ufuncs import log1p as log1p
from typedjax.numpy._ufuncs import log2 as log2
from typedjax.numpy._ufuncs import log10 as log10
from typedjax.numpy._ufuncs import logaddexp as logaddexp
from typedjax.numpy._ufuncs import logaddexp2 as logaddexp2
from typedjax.numpy._ufuncs import logical_and as logical_and
from typedjax.numpy._ufuncs import logical_not as logical_not
from typedjax.numpy._ufuncs import logical_or as logical_or
from typedjax.numpy._ufuncs import logical_xor as logical_xor
from typedjax.numpy._ufuncs import maximum as maximum
from typedjax.numpy._ufuncs import minimum as minimum
from typedjax.numpy._ufuncs import mod as mod
from typedjax.numpy._ufuncs import modf as modf
from typedjax.numpy._ufuncs import multiply as multiply
from typedjax.numpy._ufuncs import nan_to_num as nan_to_num
from typedjax.numpy._ufuncs import negative as negative
from typedjax.numpy._ufuncs import nextafter as nextafter
from typedjax.numpy._ufuncs import not_equal as not_equal
from typedjax.numpy._ufuncs import positive as positive
from typedjax.numpy._ufuncs import pow as pow
from typedjax.numpy._ufuncs import power as power
from typedjax.numpy._ufuncs import rad2deg as rad2deg
from typedjax.numpy._ufuncs import radians as radians
from typedjax.numpy._ufuncs import real as real
from typedjax.numpy._ufuncs import reciprocal as reciprocal
from typedjax.numpy._ufuncs import remainder as remainder
from typedjax.numpy._ufuncs import right_shift as right_shift
from typedjax.numpy._ufuncs import rint as rint
from typedjax.numpy._ufuncs import round as round
from typedjax.numpy._ufuncs import sign as sign
from typedjax.numpy._ufuncs import signbit as signbit
from typedjax.numpy._ufuncs import sin as sin
from typedjax.numpy._ufuncs import sinc as sinc
from typedjax.numpy._ufuncs import sinh as sinh
from typedjax.numpy._ufuncs import spacing as spacing
from typedjax.numpy._ufuncs import sqrt as sqrt
from typedjax.numpy._ufuncs import square as square
from typedjax.numpy._ufuncs import subtract as subtract
from typedjax.numpy._ufuncs import tan as tan
from typedjax.numpy._ufuncs import tanh as tanh
from typedjax.numpy._ufuncs import true_divide as true_divide
from typedjax.numpy._ufuncs import trunc as trunc
from typedjax.numpy._ufuncs import ufunc as ufunc
from typedjax.numpy._ufuncs import unwrap as unwrap

__all__ = [
    "ComplexWarning",
    "abs",
    "absolute",
    "acos",
    "acosh",
    "add",
    "all",
    "allclose",
    "amax",
    "amin",
    "angle",
    "any",
    "append",
    "apply_along_axis",
    "apply_over_axes",
    "arange",
    "arccos",
    "arccosh",
    "arcsin",
    "arcsinh",
    "arctan",
    "arctan2",
    "arctanh",
    "argmax",
    "argmin",
    "argpartition",
    "argsort",
    "argwhere",
    "around",
    "array",
    "array_equal",
    "array_equiv",
    "array_repr",
    "array_split",
    "array_str",
    "asarray",
    "asin",
    "asinh",
    "astype",
    "atan",
    "atan2",
    "atanh",
    "atleast_1d",
    "atleast_2d",
    "atleast_3d",
    "average",
    "bartlett",
    "bfloat16",
    "bincount",
    "bitwise_and",
    "bitwise_count",
    "bitwise_invert",
    "bitwise_left_shift",
    "bitwise_not",
    "bitwise_or",
    "bitwise_right_shift",
    "bitwise_xor",
    "blackman",
    "block",
    "bool",
    "bool_",
    "broadcast_arrays",
    "broadcast_shapes",
    "broadcast_to",
    "c_",
    "can_cast",
    "cbrt",
    "cdouble",
    "ceil",
    "character",
    "choose",
    "clip",
    "column_stack",
    "complex64",
    "complex128",
    "complex_",
    "complexfloating",
    "compress",
    "concat",
    "concatenate",
    "conj",
    "conjugate",
    "convolve",
    "copy",
    "copysign",
    "corrcoef",
    "correlate",
    "cos",
    "cosh",
    "count_nonzero",
    "cov",
    "cross",
    "csingle",
    "cumprod",
    "cumsum",
    "cumulative_prod",
    "cumulative_sum",
    "deg2rad",
    "degrees",
    "delete",
    "diag",
    "diag_indices",
    "diag_indices_from",
    "diagflat",
    "diagonal",
    "diff",
    "digitize",
    "divide",
    "divmod",
    "dot",
    "double",
    "dsplit",
    "dstack",
    "dtype",
    "e",
    "ediff1d",
    "einsum",
    "einsum_path",
    "empty",
    "empty_like",
    "equal",
    "euler_gamma",
    "exp",
    "exp2",
    "expand_dims",
    "expm1",
    "extract",
    "eye",
    "fabs",
    "fft",
    "fill_diagonal",
    "finfo",
    "flatnonzero",
    "flexible",
    "flip",
    "fliplr",
    "flipud",
    "float4_e2m1fn",
    "float6_e2m3fn",
    "float6_e3m2fn",
    "float8_e3m4",
    "float8_e4m3",
    "float8_e4m3b11fnuz",
    "float8_e4m3fn",
    "float8_e4m3fnuz",
    "float8_e5m2",
    "float8_e5m2fnuz",
    "float8_e8m0fnu",
    "float16",
    "float32",
    "float64",
    "float_",
    "float_power",
    "floating",
    "floor",
    "floor_divide",
    "fmax",
    "fmin",
    "fmod",
    "frexp",
    "from_dlpack",
    "frombuffer",
    "fromfile",
    "fromfunction",
    "fromiter",
    "frompyfunc",
    "fromstring",
    "full",
    "full_like",
    "gcd",
    "generic",
    "geomspace",
    "get_printoptions",
    "gradient",
    "greater",
    "greater_equal",
    "hamming",
    "hanning",
    "heaviside",
    "histogram",
    "histogram2d",
    "histogram_bin_edges",
    "histogramdd",
    "hsplit",
    "hstack",
    "hypot",
    "i0",
    "identity",
    "iinfo",
    "imag",
    "index_exp",
    "indices",
    "inexact",
    "inf",
    "inner",
    "insert",
    "int1",
    "int2",
    "int4",
    "int8",
    "int16",
    "int32",
    "int64",
    "int_",
    "integer",
    "interp",
    "intersect1d",
    "invert",
    "isclose",
    "iscomplex",
    "iscomplexobj",
    "isdtype",
    "isfinite",
    "isin",
    "isinf",
    "isnan",
    "isneginf",
    "isposinf",
    "isreal",
    "isrealobj",
    "isscalar",
    "issubdtype",
    "iterable",
    "ix_",
    "kaiser",
    "kron",
    "lcm",
    "ldexp",
    "left_shift",
    "less",
    "less_equal",
    "lexsort",
    "linalg",
    "linspace",
    "load",
    "log",
    "log1p",
    "log2",
    "log10",
    "logaddexp",
    "logaddexp2",
    "logical_and",
    "logical_not",
    "logical_or",
    "logical_xor",
    "logspace",
    "mask_indices",
    "matmul",
    "matrix_transpose",
    "matvec",
    "max",
    "maximum",
    "mean",
    "median",
    "meshgrid",
    "mgrid",
    "min",
    "minimum",
    "minmax",
    "mod",
    "modf",
    "moveaxis",
    "multiply",
    "nan",
    "nan_to_num",
    "nanargmax",
    "nanargmin",
    "nancumprod",
    "nancumsum",
    "nanmax",
    "nanmean",
    "nanmedian",
    "nanmin",
    "nanpercentile",
    "nanprod",
    "nanquantile",
    "nanstd",
    "nansum",
    "nanvar",
    "ndarray",
    "ndim",
    "negative",
    "newaxis",
    "nextafter",
    "nonzero",
    "not_equal",
    "number",
    "object_",
    "ogrid",
    "ones",
    "ones_like",
    "outer",
    "packbits",
    "pad",
    "partition",
    "percentile",
    "permute_dims",
    "pi",
    "piecewise",
    "place",
    "poly",
    "polyadd",
    "polyder",
    "polydiv",
    "polyfit",
    "polyint",
    "polymul",
    "polysub",
    "polyval",
    "positive",
    "pow",
    "power",
    "printoptions",
    "prod",
    "promote_types",
    "ptp",
    "put",
    "put_along_axis",
    "quantile",
    "r_",
    "rad2deg",
    "radians",
    "ravel",
    "ravel_multi_index",
    "real",
    "reciprocal",
    "remainder",
    "repeat",
    "reshape",
    "resize",
    "result_type",
    "right_shift",
    "rint",
    "roll",
    "rollaxis",
    "roots",
    "rot90",
    "round",
    "s_",
    "save",
    "savez",
    "searchsorted",
    "select",
    "set_printoptions",
    "setdiff1d",
    "setxor1d",
    "shape",
    "sign",
    "signbit",
    "signedinteger",
    "sin",
    "sinc",
    "single",
    "sinh",
    "size",
    "sort",
    "sort_complex",
    "spacing",
    "split",
    "sqrt",
    "square",
    "squeeze",
    "stack",
    "std",
    "subtract",
    "sum",
    "swapaxes",
    "take",
    "take_along_axis",
    "tan",
    "tanh",
    "tensordot",
    "tile",
    "top_k",
    "trace",
    "transpose",
    "trapezoid",
    "tri",
    "tril",
    "tril_indices",
    "tril_indices_from",
    "trim_zeros",
    "triu",
    "triu_indices",
    "triu_indices_from",
    "true_divide",
    "trunc",
    "ufunc",
    "uint",
    "uint1",
    "uint2",
    "uint4",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "union1d",
    "unique",
    "unique_all",
    "unique_counts",
    "unique_inverse",
    "unique_values",
    "unpackbits",
    "unravel_index",
    "unsignedinteger",
    "unstack",
    "unwrap",
    "vander",
    "var",
    "vdot",
    "vecdot",
    "vecmat",
    "vectorize",
    "vsplit",
    "vstack",
    "where",
    "zeros",
    "zeros_like",
]
# END GENERATED RE-EXPORTS

if not _typing.TYPE_CHECKING:  # checkers must keep rejecting unknown names
    from typedjax.numpy._scope import numpy_getattr as __getattr__  # noqa: F401  # PEP 562
