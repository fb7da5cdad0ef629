"""typedjax: a strictly typed, plugin-based layer over JAX."""

# isort: off
# typedjax.typing first: it re-exports Array last, and everything else imports it. Its
# first import, of typedjax._src, checks the installed jax/jaxlib pair (_src/startup.py).
from typedjax import typing as typing

# isort: on
from typedjax import debug as debug
from typedjax import lax as lax
from typedjax import plugins as plugins  # its functions import the plugin manager when called
from typedjax import random as random  # imports no plugin: names are looked up on first use
from typedjax import transforms as transforms
from typedjax._src.errors import DTypeError as DTypeError  # after the version check
from typedjax._src.errors import JAXFeatureError as JAXFeatureError
from typedjax._src.errors import ShapeError as ShapeError
from typedjax._src.errors import ShardingError as ShardingError
from typedjax._src.errors import VarianceError as VarianceError
from typedjax._src.errors import VersionError as VersionError
from typedjax.array import Array as Array
from typedjax.array import as_array as as_array
from typedjax.array import is_array as is_array
from typedjax.plugins import backends as backends
from typedjax.plugins import kernels as kernels
from typedjax.transforms import Exported as Exported
from typedjax.transforms import checkpoint as checkpoint
from typedjax.transforms import checkpoint_name as checkpoint_name
from typedjax.transforms import checkpoint_policies as checkpoint_policies
from typedjax.transforms import clear_caches as clear_caches
from typedjax.transforms import custom_jvp as custom_jvp
from typedjax.transforms import custom_vjp as custom_vjp
from typedjax.transforms import deserialize as deserialize
from typedjax.transforms import eval_shape as eval_shape
from typedjax.transforms import export as export
from typedjax.transforms import grad as grad
from typedjax.transforms import hessian as hessian
from typedjax.transforms import jacfwd as jacfwd
from typedjax.transforms import jacrev as jacrev
from typedjax.transforms import jit as jit
from typedjax.transforms import jvp as jvp
from typedjax.transforms import linearize as linearize
from typedjax.transforms import remat as remat
from typedjax.transforms import shard_map as shard_map
from typedjax.transforms import value_and_grad as value_and_grad
from typedjax.transforms import vjp as vjp
from typedjax.transforms import vmap as vmap
from typedjax.typing import AnnotationError as AnnotationError
from typedjax.typing import annotated_shardings as annotated_shardings
from typedjax.typing import typecheck as typecheck

__all__ = (
    "AnnotationError",
    "Array",
    "DTypeError",
    "Exported",
    "JAXFeatureError",
    "ShapeError",
    "ShardingError",
    "VarianceError",
    "VersionError",
    "annotated_shardings",
    "as_array",
    "backends",
    "checkpoint",
    "checkpoint_name",
    "checkpoint_policies",
    "clear_caches",
    "custom_jvp",
    "custom_vjp",
    "debug",
    "deserialize",
    "eval_shape",
    "export",
    "grad",
    "hessian",
    "is_array",
    "jacfwd",
    "jacrev",
    "jit",
    "jvp",
    "kernels",
    "lax",
    "linearize",
    "plugins",
    "random",
    "remat",
    "shard_map",
    "transforms",
    "typecheck",
    "typing",
    "value_and_grad",
    "vjp",
    "vmap",
)
