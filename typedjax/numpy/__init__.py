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

import typing as __typing__  # editors offer every bound name; a dunder is not API

# BEGIN GENERATED RE-EXPORTS (tools/gen_numpy_init.py)
from typedjax._src.numpy.creation import arange as arange
from typedjax._src.numpy.creation import array as array
from typedjax._src.numpy.creation import asarray as asarray
from typedjax._src.numpy.creation import astype as astype
from typedjax._src.numpy.creation import bartlett as bartlett
from typedjax._src.numpy.creation import blackman as blackman
from typedjax._src.numpy.creation import c_ as c_
from typedjax._src.numpy.creation import copy as copy
from typedjax._src.numpy.creation import diag_indices as diag_indices
from typedjax._src.numpy.creation import diag_indices_from as diag_indices_from
from typedjax._src.numpy.creation import empty as empty
from typedjax._src.numpy.creation import empty_like as empty_like
from typedjax._src.numpy.creation import eye as eye
from typedjax._src.numpy.creation import frombuffer as frombuffer
from typedjax._src.numpy.creation import fromfile as fromfile
from typedjax._src.numpy.creation import fromfunction as fromfunction
from typedjax._src.numpy.creation import fromiter as fromiter
from typedjax._src.numpy.creation import fromstring as fromstring
from typedjax._src.numpy.creation import full as full
from typedjax._src.numpy.creation import full_like as full_like
from typedjax._src.numpy.creation import geomspace as geomspace
from typedjax._src.numpy.creation import hamming as hamming
from typedjax._src.numpy.creation import hanning as hanning
from typedjax._src.numpy.creation import identity as identity
from typedjax._src.numpy.creation import index_exp as index_exp
from typedjax._src.numpy.creation import indices as indices
from typedjax._src.numpy.creation import kaiser as kaiser
from typedjax._src.numpy.creation import linspace as linspace
from typedjax._src.numpy.creation import logspace as logspace
from typedjax._src.numpy.creation import mask_indices as mask_indices
from typedjax._src.numpy.creation import meshgrid as meshgrid
from typedjax._src.numpy.creation import mgrid as mgrid
from typedjax._src.numpy.creation import ogrid as ogrid
from typedjax._src.numpy.creation import ones as ones
from typedjax._src.numpy.creation import ones_like as ones_like
from typedjax._src.numpy.creation import r_ as r_
from typedjax._src.numpy.creation import s_ as s_
from typedjax._src.numpy.creation import tri as tri
from typedjax._src.numpy.creation import tril_indices as tril_indices
from typedjax._src.numpy.creation import tril_indices_from as tril_indices_from
from typedjax._src.numpy.creation import triu_indices as triu_indices
from typedjax._src.numpy.creation import triu_indices_from as triu_indices_from
from typedjax._src.numpy.creation import zeros as zeros
from typedjax._src.numpy.creation import zeros_like as zeros_like
from typedjax._src.numpy.dtypes import ComplexWarning as ComplexWarning
from typedjax._src.numpy.dtypes import array_repr as array_repr
from typedjax._src.numpy.dtypes import array_str as array_str
from typedjax._src.numpy.dtypes import bfloat16 as bfloat16
from typedjax._src.numpy.dtypes import bool as bool
from typedjax._src.numpy.dtypes import bool_ as bool_
from typedjax._src.numpy.dtypes import broadcast_shapes as broadcast_shapes
from typedjax._src.numpy.dtypes import can_cast as can_cast
from typedjax._src.numpy.dtypes import cdouble as cdouble
from typedjax._src.numpy.dtypes import character as character
from typedjax._src.numpy.dtypes import complex64 as complex64
from typedjax._src.numpy.dtypes import complex128 as complex128
from typedjax._src.numpy.dtypes import complex_ as complex_
from typedjax._src.numpy.dtypes import complexfloating as complexfloating
from typedjax._src.numpy.dtypes import csingle as csingle
from typedjax._src.numpy.dtypes import double as double
from typedjax._src.numpy.dtypes import dtype as dtype
from typedjax._src.numpy.dtypes import e as e
from typedjax._src.numpy.dtypes import euler_gamma as euler_gamma
from typedjax._src.numpy.dtypes import finfo as finfo
from typedjax._src.numpy.dtypes import flexible as flexible
from typedjax._src.numpy.dtypes import float4_e2m1fn as float4_e2m1fn
from typedjax._src.numpy.dtypes import float6_e2m3fn as float6_e2m3fn
from typedjax._src.numpy.dtypes import float6_e3m2fn as float6_e3m2fn
from typedjax._src.numpy.dtypes import float8_e3m4 as float8_e3m4
from typedjax._src.numpy.dtypes import float8_e4m3 as float8_e4m3
from typedjax._src.numpy.dtypes import float8_e4m3b11fnuz as float8_e4m3b11fnuz
from typedjax._src.numpy.dtypes import float8_e4m3fn as float8_e4m3fn
from typedjax._src.numpy.dtypes import float8_e4m3fnuz as float8_e4m3fnuz
from typedjax._src.numpy.dtypes import float8_e5m2 as float8_e5m2
from typedjax._src.numpy.dtypes import float8_e5m2fnuz as float8_e5m2fnuz
from typedjax._src.numpy.dtypes import float8_e8m0fnu as float8_e8m0fnu
from typedjax._src.numpy.dtypes import float16 as float16
from typedjax._src.numpy.dtypes import float32 as float32
from typedjax._src.numpy.dtypes import float64 as float64
from typedjax._src.numpy.dtypes import float_ as float_
from typedjax._src.numpy.dtypes import floating as floating
from typedjax._src.numpy.dtypes import from_dlpack as from_dlpack
from typedjax._src.numpy.dtypes import generic as generic
from typedjax._src.numpy.dtypes import get_printoptions as get_printoptions
from typedjax._src.numpy.dtypes import iinfo as iinfo
from typedjax._src.numpy.dtypes import inexact as inexact
from typedjax._src.numpy.dtypes import inf as inf
from typedjax._src.numpy.dtypes import int1 as int1
from typedjax._src.numpy.dtypes import int2 as int2
from typedjax._src.numpy.dtypes import int4 as int4
from typedjax._src.numpy.dtypes import int8 as int8
from typedjax._src.numpy.dtypes import int16 as int16
from typedjax._src.numpy.dtypes import int32 as int32
from typedjax._src.numpy.dtypes import int64 as int64
from typedjax._src.numpy.dtypes import int_ as int_
from typedjax._src.numpy.dtypes import integer as integer
from typedjax._src.numpy.dtypes import iscomplexobj as iscomplexobj
from typedjax._src.numpy.dtypes import isdtype as isdtype
from typedjax._src.numpy.dtypes import isrealobj as isrealobj
from typedjax._src.numpy.dtypes import isscalar as isscalar
from typedjax._src.numpy.dtypes import issubdtype as issubdtype
from typedjax._src.numpy.dtypes import iterable as iterable
from typedjax._src.numpy.dtypes import load as load
from typedjax._src.numpy.dtypes import nan as nan
from typedjax._src.numpy.dtypes import ndarray as ndarray
from typedjax._src.numpy.dtypes import ndim as ndim
from typedjax._src.numpy.dtypes import newaxis as newaxis
from typedjax._src.numpy.dtypes import number as number
from typedjax._src.numpy.dtypes import object_ as object_
from typedjax._src.numpy.dtypes import pi as pi
from typedjax._src.numpy.dtypes import printoptions as printoptions
from typedjax._src.numpy.dtypes import promote_types as promote_types
from typedjax._src.numpy.dtypes import result_type as result_type
from typedjax._src.numpy.dtypes import save as save
from typedjax._src.numpy.dtypes import savez as savez
from typedjax._src.numpy.dtypes import set_printoptions as set_printoptions
from typedjax._src.numpy.dtypes import shape as shape
from typedjax._src.numpy.dtypes import signedinteger as signedinteger
from typedjax._src.numpy.dtypes import single as single
from typedjax._src.numpy.dtypes import size as size
from typedjax._src.numpy.dtypes import uint as uint
from typedjax._src.numpy.dtypes import uint1 as uint1
from typedjax._src.numpy.dtypes import uint2 as uint2
from typedjax._src.numpy.dtypes import uint4 as uint4
from typedjax._src.numpy.dtypes import uint8 as uint8
from typedjax._src.numpy.dtypes import uint16 as uint16
from typedjax._src.numpy.dtypes import uint32 as uint32
from typedjax._src.numpy.dtypes import uint64 as uint64
from typedjax._src.numpy.dtypes import unsignedinteger as unsignedinteger
from typedjax._src.numpy.manipulation import append as append
from typedjax._src.numpy.manipulation import apply_along_axis as apply_along_axis
from typedjax._src.numpy.manipulation import apply_over_axes as apply_over_axes
from typedjax._src.numpy.manipulation import array_split as array_split
from typedjax._src.numpy.manipulation import atleast_1d as atleast_1d
from typedjax._src.numpy.manipulation import atleast_2d as atleast_2d
from typedjax._src.numpy.manipulation import atleast_3d as atleast_3d
from typedjax._src.numpy.manipulation import block as block
from typedjax._src.numpy.manipulation import broadcast_arrays as broadcast_arrays
from typedjax._src.numpy.manipulation import broadcast_to as broadcast_to
from typedjax._src.numpy.manipulation import choose as choose
from typedjax._src.numpy.manipulation import column_stack as column_stack
from typedjax._src.numpy.manipulation import compress as compress
from typedjax._src.numpy.manipulation import concat as concat
from typedjax._src.numpy.manipulation import concatenate as concatenate
from typedjax._src.numpy.manipulation import convolve as convolve
from typedjax._src.numpy.manipulation import correlate as correlate
from typedjax._src.numpy.manipulation import cross as cross
from typedjax._src.numpy.manipulation import delete as delete
from typedjax._src.numpy.manipulation import diag as diag
from typedjax._src.numpy.manipulation import diagflat as diagflat
from typedjax._src.numpy.manipulation import diagonal as diagonal
from typedjax._src.numpy.manipulation import dot as dot
from typedjax._src.numpy.manipulation import dsplit as dsplit
from typedjax._src.numpy.manipulation import dstack as dstack
from typedjax._src.numpy.manipulation import einsum as einsum
from typedjax._src.numpy.manipulation import einsum_path as einsum_path
from typedjax._src.numpy.manipulation import expand_dims as expand_dims
from typedjax._src.numpy.manipulation import fill_diagonal as fill_diagonal
from typedjax._src.numpy.manipulation import flip as flip
from typedjax._src.numpy.manipulation import fliplr as fliplr
from typedjax._src.numpy.manipulation import flipud as flipud
from typedjax._src.numpy.manipulation import frompyfunc as frompyfunc
from typedjax._src.numpy.manipulation import hsplit as hsplit
from typedjax._src.numpy.manipulation import hstack as hstack
from typedjax._src.numpy.manipulation import inner as inner
from typedjax._src.numpy.manipulation import insert as insert
from typedjax._src.numpy.manipulation import ix_ as ix_
from typedjax._src.numpy.manipulation import kron as kron
from typedjax._src.numpy.manipulation import matmul as matmul
from typedjax._src.numpy.manipulation import matrix_transpose as matrix_transpose
from typedjax._src.numpy.manipulation import matvec as matvec
from typedjax._src.numpy.manipulation import moveaxis as moveaxis
from typedjax._src.numpy.manipulation import outer as outer
from typedjax._src.numpy.manipulation import packbits as packbits
from typedjax._src.numpy.manipulation import pad as pad
from typedjax._src.numpy.manipulation import permute_dims as permute_dims
from typedjax._src.numpy.manipulation import piecewise as piecewise
from typedjax._src.numpy.manipulation import place as place
from typedjax._src.numpy.manipulation import poly as poly
from typedjax._src.numpy.manipulation import polyadd as polyadd
from typedjax._src.numpy.manipulation import polyder as polyder
from typedjax._src.numpy.manipulation import polydiv as polydiv
from typedjax._src.numpy.manipulation import polyfit as polyfit
from typedjax._src.numpy.manipulation import polyint as polyint
from typedjax._src.numpy.manipulation import polymul as polymul
from typedjax._src.numpy.manipulation import polysub as polysub
from typedjax._src.numpy.manipulation import polyval as polyval
from typedjax._src.numpy.manipulation import put as put
from typedjax._src.numpy.manipulation import put_along_axis as put_along_axis
from typedjax._src.numpy.manipulation import ravel as ravel
from typedjax._src.numpy.manipulation import ravel_multi_index as ravel_multi_index
from typedjax._src.numpy.manipulation import repeat as repeat
from typedjax._src.numpy.manipulation import reshape as reshape
from typedjax._src.numpy.manipulation import resize as resize
from typedjax._src.numpy.manipulation import roll as roll
from typedjax._src.numpy.manipulation import rollaxis as rollaxis
from typedjax._src.numpy.manipulation import roots as roots
from typedjax._src.numpy.manipulation import rot90 as rot90
from typedjax._src.numpy.manipulation import select as select
from typedjax._src.numpy.manipulation import split as split
from typedjax._src.numpy.manipulation import squeeze as squeeze
from typedjax._src.numpy.manipulation import stack as stack
from typedjax._src.numpy.manipulation import swapaxes as swapaxes
from typedjax._src.numpy.manipulation import take as take
from typedjax._src.numpy.manipulation import take_along_axis as take_along_axis
from typedjax._src.numpy.manipulation import tensordot as tensordot
from typedjax._src.numpy.manipulation import tile as tile
from typedjax._src.numpy.manipulation import transpose as transpose
from typedjax._src.numpy.manipulation import tril as tril
from typedjax._src.numpy.manipulation import trim_zeros as trim_zeros
from typedjax._src.numpy.manipulation import triu as triu
from typedjax._src.numpy.manipulation import unpackbits as unpackbits
from typedjax._src.numpy.manipulation import unravel_index as unravel_index
from typedjax._src.numpy.manipulation import unstack as unstack
from typedjax._src.numpy.manipulation import vander as vander
from typedjax._src.numpy.manipulation import vdot as vdot
from typedjax._src.numpy.manipulation import vecdot as vecdot
from typedjax._src.numpy.manipulation import vecmat as vecmat
from typedjax._src.numpy.manipulation import vectorize as vectorize
from typedjax._src.numpy.manipulation import vsplit as vsplit
from typedjax._src.numpy.manipulation import vstack as vstack
from typedjax._src.numpy.reductions import all as all
from typedjax._src.numpy.reductions import allclose as allclose
from typedjax._src.numpy.reductions import amax as amax
from typedjax._src.numpy.reductions import amin as amin
from typedjax._src.numpy.reductions import any as any
from typedjax._src.numpy.reductions import argmax as argmax
from typedjax._src.numpy.reductions import argmin as argmin
from typedjax._src.numpy.reductions import argpartition as argpartition
from typedjax._src.numpy.reductions import argsort as argsort
from typedjax._src.numpy.reductions import argwhere as argwhere
from typedjax._src.numpy.reductions import array_equal as array_equal
from typedjax._src.numpy.reductions import array_equiv as array_equiv
from typedjax._src.numpy.reductions import average as average
from typedjax._src.numpy.reductions import bincount as bincount
from typedjax._src.numpy.reductions import corrcoef as corrcoef
from typedjax._src.numpy.reductions import count_nonzero as count_nonzero
from typedjax._src.numpy.reductions import cov as cov
from typedjax._src.numpy.reductions import cumprod as cumprod
from typedjax._src.numpy.reductions import cumsum as cumsum
from typedjax._src.numpy.reductions import cumulative_prod as cumulative_prod
from typedjax._src.numpy.reductions import cumulative_sum as cumulative_sum
from typedjax._src.numpy.reductions import diff as diff
from typedjax._src.numpy.reductions import digitize as digitize
from typedjax._src.numpy.reductions import ediff1d as ediff1d
from typedjax._src.numpy.reductions import extract as extract
from typedjax._src.numpy.reductions import flatnonzero as flatnonzero
from typedjax._src.numpy.reductions import gradient as gradient
from typedjax._src.numpy.reductions import histogram as histogram
from typedjax._src.numpy.reductions import histogram2d as histogram2d
from typedjax._src.numpy.reductions import histogram_bin_edges as histogram_bin_edges
from typedjax._src.numpy.reductions import histogramdd as histogramdd
from typedjax._src.numpy.reductions import intersect1d as intersect1d
from typedjax._src.numpy.reductions import isclose as isclose
from typedjax._src.numpy.reductions import isin as isin
from typedjax._src.numpy.reductions import lexsort as lexsort
from typedjax._src.numpy.reductions import max as max
from typedjax._src.numpy.reductions import mean as mean
from typedjax._src.numpy.reductions import median as median
from typedjax._src.numpy.reductions import min as min
from typedjax._src.numpy.reductions import minmax as minmax
from typedjax._src.numpy.reductions import nanargmax as nanargmax
from typedjax._src.numpy.reductions import nanargmin as nanargmin
from typedjax._src.numpy.reductions import nancumprod as nancumprod
from typedjax._src.numpy.reductions import nancumsum as nancumsum
from typedjax._src.numpy.reductions import nanmax as nanmax
from typedjax._src.numpy.reductions import nanmean as nanmean
from typedjax._src.numpy.reductions import nanmedian as nanmedian
from typedjax._src.numpy.reductions import nanmin as nanmin
from typedjax._src.numpy.reductions import nanpercentile as nanpercentile
from typedjax._src.numpy.reductions import nanprod as nanprod
from typedjax._src.numpy.reductions import nanquantile as nanquantile
from typedjax._src.numpy.reductions import nanstd as nanstd
from typedjax._src.numpy.reductions import nansum as nansum
from typedjax._src.numpy.reductions import nanvar as nanvar
from typedjax._src.numpy.reductions import nonzero as nonzero
from typedjax._src.numpy.reductions import partition as partition
from typedjax._src.numpy.reductions import percentile as percentile
from typedjax._src.numpy.reductions import prod as prod
from typedjax._src.numpy.reductions import ptp as ptp
from typedjax._src.numpy.reductions import quantile as quantile
from typedjax._src.numpy.reductions import searchsorted as searchsorted
from typedjax._src.numpy.reductions import setdiff1d as setdiff1d
from typedjax._src.numpy.reductions import setxor1d as setxor1d
from typedjax._src.numpy.reductions import sort as sort
from typedjax._src.numpy.reductions import sort_complex as sort_complex
from typedjax._src.numpy.reductions import std as std
from typedjax._src.numpy.reductions import sum as sum
from typedjax._src.numpy.reductions import top_k as top_k
from typedjax._src.numpy.reductions import trace as trace
from typedjax._src.numpy.reductions import trapezoid as trapezoid
from typedjax._src.numpy.reductions import union1d as union1d
from typedjax._src.numpy.reductions import unique as unique
from typedjax._src.numpy.reductions import unique_all as unique_all
from typedjax._src.numpy.reductions import unique_counts as unique_counts
from typedjax._src.numpy.reductions import unique_inverse as unique_inverse
from typedjax._src.numpy.reductions import unique_values as unique_values
from typedjax._src.numpy.reductions import var as var
from typedjax._src.numpy.reductions import where as where
from typedjax._src.numpy.ufuncs import abs as abs
from typedjax._src.numpy.ufuncs import absolute as absolute
from typedjax._src.numpy.ufuncs import acos as acos
from typedjax._src.numpy.ufuncs import acosh as acosh
from typedjax._src.numpy.ufuncs import add as add
from typedjax._src.numpy.ufuncs import angle as angle
from typedjax._src.numpy.ufuncs import arccos as arccos
from typedjax._src.numpy.ufuncs import arccosh as arccosh
from typedjax._src.numpy.ufuncs import arcsin as arcsin
from typedjax._src.numpy.ufuncs import arcsinh as arcsinh
from typedjax._src.numpy.ufuncs import arctan as arctan
from typedjax._src.numpy.ufuncs import arctan2 as arctan2
from typedjax._src.numpy.ufuncs import arctanh as arctanh
from typedjax._src.numpy.ufuncs import around as around
from typedjax._src.numpy.ufuncs import asin as asin
from typedjax._src.numpy.ufuncs import asinh as asinh
from typedjax._src.numpy.ufuncs import atan as atan
from typedjax._src.numpy.ufuncs import atan2 as atan2
from typedjax._src.numpy.ufuncs import atanh as atanh
from typedjax._src.numpy.ufuncs import bitwise_and as bitwise_and
from typedjax._src.numpy.ufuncs import bitwise_count as bitwise_count
from typedjax._src.numpy.ufuncs import bitwise_invert as bitwise_invert
from typedjax._src.numpy.ufuncs import bitwise_left_shift as bitwise_left_shift
from typedjax._src.numpy.ufuncs import bitwise_not as bitwise_not
from typedjax._src.numpy.ufuncs import bitwise_or as bitwise_or
from typedjax._src.numpy.ufuncs import bitwise_right_shift as bitwise_right_shift
from typedjax._src.numpy.ufuncs import bitwise_xor as bitwise_xor
from typedjax._src.numpy.ufuncs import cbrt as cbrt
from typedjax._src.numpy.ufuncs import ceil as ceil
from typedjax._src.numpy.ufuncs import clip as clip
from typedjax._src.numpy.ufuncs import conj as conj
from typedjax._src.numpy.ufuncs import conjugate as conjugate
from typedjax._src.numpy.ufuncs import copysign as copysign
from typedjax._src.numpy.ufuncs import cos as cos
from typedjax._src.numpy.ufuncs import cosh as cosh
from typedjax._src.numpy.ufuncs import deg2rad as deg2rad
from typedjax._src.numpy.ufuncs import degrees as degrees
from typedjax._src.numpy.ufuncs import divide as divide
from typedjax._src.numpy.ufuncs import divmod as divmod
from typedjax._src.numpy.ufuncs import equal as equal
from typedjax._src.numpy.ufuncs import exp as exp
from typedjax._src.numpy.ufuncs import exp2 as exp2
from typedjax._src.numpy.ufuncs import expm1 as expm1
from typedjax._src.numpy.ufuncs import fabs as fabs
from typedjax._src.numpy.ufuncs import float_power as float_power
from typedjax._src.numpy.ufuncs import floor as floor
from typedjax._src.numpy.ufuncs import floor_divide as floor_divide
from typedjax._src.numpy.ufuncs import fmax as fmax
from typedjax._src.numpy.ufuncs import fmin as fmin
from typedjax._src.numpy.ufuncs import fmod as fmod
from typedjax._src.numpy.ufuncs import frexp as frexp
from typedjax._src.numpy.ufuncs import gcd as gcd
from typedjax._src.numpy.ufuncs import greater as greater
from typedjax._src.numpy.ufuncs import greater_equal as greater_equal
from typedjax._src.numpy.ufuncs import heaviside as heaviside
from typedjax._src.numpy.ufuncs import hypot as hypot
from typedjax._src.numpy.ufuncs import i0 as i0
from typedjax._src.numpy.ufuncs import imag as imag
from typedjax._src.numpy.ufuncs import interp as interp
from typedjax._src.numpy.ufuncs import invert as invert
from typedjax._src.numpy.ufuncs import iscomplex as iscomplex
from typedjax._src.numpy.ufuncs import isfinite as isfinite
from typedjax._src.numpy.ufuncs import isinf as isinf
from typedjax._src.numpy.ufuncs import isnan as isnan
from typedjax._src.numpy.ufuncs import isneginf as isneginf
from typedjax._src.numpy.ufuncs import isposinf as isposinf
from typedjax._src.numpy.ufuncs import isreal as isreal
from typedjax._src.numpy.ufuncs import lcm as lcm
from typedjax._src.numpy.ufuncs import ldexp as ldexp
from typedjax._src.numpy.ufuncs import left_shift as left_shift
from typedjax._src.numpy.ufuncs import less as less
from typedjax._src.numpy.ufuncs import less_equal as less_equal
from typedjax._src.numpy.ufuncs import log as log
from typedjax._src.numpy.ufuncs import log1p as log1p
from typedjax._src.numpy.ufuncs import log2 as log2
from typedjax._src.numpy.ufuncs import log10 as log10
from typedjax._src.numpy.ufuncs import logaddexp as logaddexp
from typedjax._src.numpy.ufuncs import logaddexp2 as logaddexp2
from typedjax._src.numpy.ufuncs import logical_and as logical_and
from typedjax._src.numpy.ufuncs import logical_not as logical_not
from typedjax._src.numpy.ufuncs import logical_or as logical_or
from typedjax._src.numpy.ufuncs import logical_xor as logical_xor
from typedjax._src.numpy.ufuncs import maximum as maximum
from typedjax._src.numpy.ufuncs import minimum as minimum
from typedjax._src.numpy.ufuncs import mod as mod
from typedjax._src.numpy.ufuncs import modf as modf
from typedjax._src.numpy.ufuncs import multiply as multiply
from typedjax._src.numpy.ufuncs import nan_to_num as nan_to_num
from typedjax._src.numpy.ufuncs import negative as negative
from typedjax._src.numpy.ufuncs import nextafter as nextafter
from typedjax._src.numpy.ufuncs import not_equal as not_equal
from typedjax._src.numpy.ufuncs import positive as positive
from typedjax._src.numpy.ufuncs import pow as pow
from typedjax._src.numpy.ufuncs import power as power
from typedjax._src.numpy.ufuncs import rad2deg as rad2deg
from typedjax._src.numpy.ufuncs import radians as radians
from typedjax._src.numpy.ufuncs import real as real
from typedjax._src.numpy.ufuncs import reciprocal as reciprocal
from typedjax._src.numpy.ufuncs import remainder as remainder
from typedjax._src.numpy.ufuncs import right_shift as right_shift
from typedjax._src.numpy.ufuncs import rint as rint
from typedjax._src.numpy.ufuncs import round as round
from typedjax._src.numpy.ufuncs import sign as sign
from typedjax._src.numpy.ufuncs import signbit as signbit
from typedjax._src.numpy.ufuncs import sin as sin
from typedjax._src.numpy.ufuncs import sinc as sinc
from typedjax._src.numpy.ufuncs import sinh as sinh
from typedjax._src.numpy.ufuncs import spacing as spacing
from typedjax._src.numpy.ufuncs import sqrt as sqrt
from typedjax._src.numpy.ufuncs import square as square
from typedjax._src.numpy.ufuncs import subtract as subtract
from typedjax._src.numpy.ufuncs import tan as tan
from typedjax._src.numpy.ufuncs import tanh as tanh
from typedjax._src.numpy.ufuncs import true_divide as true_divide
from typedjax._src.numpy.ufuncs import trunc as trunc
from typedjax._src.numpy.ufuncs import ufunc as ufunc
from typedjax._src.numpy.ufuncs import unwrap as unwrap
from typedjax.numpy import fft as fft
from typedjax.numpy import linalg as linalg

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

if not __typing__.TYPE_CHECKING:  # checkers must keep rejecting unknown names
    from typedjax._src.numpy.scope import numpy_getattr as __getattr__  # noqa: F401  # PEP 562
