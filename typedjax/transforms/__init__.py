"""Typed counterparts of JAX's transformations: signatures survive the transform.

At run time every function here is JAX's own object (`typedjax.jit is jax.jit`);
the precision lives in the declarations beside them.
"""

from typedjax.transforms._autodiff import (
    grad as grad,
)
from typedjax.transforms._autodiff import (
    hessian as hessian,
)
from typedjax.transforms._autodiff import (
    jacfwd as jacfwd,
)
from typedjax.transforms._autodiff import (
    jacrev as jacrev,
)
from typedjax.transforms._autodiff import (
    jvp as jvp,
)
from typedjax.transforms._autodiff import (
    linearize as linearize,
)
from typedjax.transforms._autodiff import (
    value_and_grad as value_and_grad,
)
from typedjax.transforms._autodiff import (
    vjp as vjp,
)
from typedjax.transforms._batching import (
    CheckpointPolicy as CheckpointPolicy,
)
from typedjax.transforms._batching import (
    checkpoint as checkpoint,
)
from typedjax.transforms._batching import (
    checkpoint_name as checkpoint_name,
)
from typedjax.transforms._batching import (
    checkpoint_policies as checkpoint_policies,
)
from typedjax.transforms._batching import (
    remat as remat,
)
from typedjax.transforms._batching import (
    vmap as vmap,
)
from typedjax.transforms._control import (
    cond as cond,
)
from typedjax.transforms._control import (
    fori_loop as fori_loop,
)
from typedjax.transforms._control import (
    scan as scan,
)
from typedjax.transforms._control import (
    switch as switch,
)
from typedjax.transforms._control import (
    while_loop as while_loop,
)
from typedjax.transforms._custom import (
    CustomJVP as CustomJVP,
)
from typedjax.transforms._custom import (
    CustomJVP1 as CustomJVP1,
)
from typedjax.transforms._custom import (
    CustomJVP2 as CustomJVP2,
)
from typedjax.transforms._custom import (
    CustomJVP3 as CustomJVP3,
)
from typedjax.transforms._custom import (
    CustomJVPNondiff as CustomJVPNondiff,
)
from typedjax.transforms._custom import (
    CustomVJP as CustomVJP,
)
from typedjax.transforms._custom import (
    CustomVJP1 as CustomVJP1,
)
from typedjax.transforms._custom import (
    CustomVJP2 as CustomVJP2,
)
from typedjax.transforms._custom import (
    CustomVJP3 as CustomVJP3,
)
from typedjax.transforms._custom import (
    CustomVJPNondiff as CustomVJPNondiff,
)
from typedjax.transforms._custom import (
    custom_jvp as custom_jvp,
)
from typedjax.transforms._custom import (
    custom_vjp as custom_vjp,
)
from typedjax.transforms._export import Exported as Exported
from typedjax.transforms._export import deserialize as deserialize
from typedjax.transforms._export import export as export
from typedjax.transforms._jit import (
    Compiled as Compiled,
)
from typedjax.transforms._jit import (
    CompiledMemoryStats as CompiledMemoryStats,
)
from typedjax.transforms._jit import (
    Jitted as Jitted,
)
from typedjax.transforms._jit import (
    Lowered as Lowered,
)
from typedjax.transforms._jit import (
    Traced as Traced,
)
from typedjax.transforms._jit import (
    clear_caches as clear_caches,
)
from typedjax.transforms._jit import (
    eval_shape as eval_shape,
)
from typedjax.transforms._jit import (
    jit as jit,
)
from typedjax.transforms._shard_map import (
    SpecTree as SpecTree,
)
from typedjax.transforms._shard_map import (
    shard_map as shard_map,
)

__all__ = (
    "CheckpointPolicy",
    "Compiled",
    "CompiledMemoryStats",
    "CustomJVP",
    "CustomJVP1",
    "CustomJVP2",
    "CustomJVP3",
    "CustomJVPNondiff",
    "CustomVJP",
    "CustomVJP1",
    "CustomVJP2",
    "CustomVJP3",
    "CustomVJPNondiff",
    "Exported",
    "Jitted",
    "Lowered",
    "SpecTree",
    "Traced",
    "checkpoint",
    "checkpoint_name",
    "checkpoint_policies",
    "clear_caches",
    "cond",
    "custom_jvp",
    "custom_vjp",
    "deserialize",
    "eval_shape",
    "export",
    "fori_loop",
    "grad",
    "hessian",
    "jacfwd",
    "jacrev",
    "jit",
    "jvp",
    "linearize",
    "remat",
    "scan",
    "shard_map",
    "switch",
    "value_and_grad",
    "vjp",
    "vmap",
    "while_loop",
)
