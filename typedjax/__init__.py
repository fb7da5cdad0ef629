"""typedjax: a strictly typed, plugin-based layer over JAX."""

from typedjax import _version

try:
    _version.check_installed()
except ImportError as _broken:  # VersionError, imported below (after the check: no jax loads first)
    if _version.started_as_command():
        # `python -m typedjax ...` (or the `typedjax` script): the command reports the
        # broken pair (and its fix) itself, importing nothing that the mismatch breaks.
        from typedjax._src.check.cli import main as _main

        raise SystemExit(_main(broken=str(_broken))) from None
    raise

if _version.started_as_command():
    try:
        import jax as _jax  # what every module below imports first
    except Exception as _error:  # noqa: BLE001  # JAX fails on a bad JAX_* variable, say
        from typedjax._src.check.cli import main as _main

        # `info` finds why (and every other bad variable); the rest say that it can.
        _why = (
            f"jax cannot be imported ({type(_error).__name__}: {_error}); the info command "
            "lists every problem it finds here, each with its fix"
        )
        raise SystemExit(_main(broken=_why)) from None
    del _jax

# isort: off
# typedjax.typing first: it re-exports Array last, and everything else imports it.
from typedjax import typing as typing
# isort: on
from typedjax import debug as debug
from typedjax import lax as lax
from typedjax import plugins as plugins  # its functions import the plugin manager when called
from typedjax import random as random  # imports no plugin: names are looked up on first use
from typedjax import transforms as transforms
from typedjax._errors import DTypeError as DTypeError  # after the version check
from typedjax._errors import JAXFeatureError as JAXFeatureError
from typedjax._errors import ShapeError as ShapeError
from typedjax._errors import VersionError as VersionError
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
from typedjax.typing import typecheck as typecheck

__all__ = (
    "AnnotationError",
    "Array",
    "DTypeError",
    "Exported",
    "JAXFeatureError",
    "ShapeError",
    "VersionError",
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
