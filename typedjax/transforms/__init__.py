"""Typed counterparts of JAX's transformations: signatures survive the transform.

At run time every function here is JAX's own object (`typedjax.jit is jax.jit`);
the precision lives in the declarations beside them.
"""

from typedjax._src.generated.transforms.autodiff import (
    grad as grad,
)
from typedjax._src.generated.transforms.autodiff import (
    hessian as hessian,
)
from typedjax._src.generated.transforms.autodiff import (
    jacfwd as jacfwd,
)
from typedjax._src.generated.transforms.autodiff import (
    jacrev as jacrev,
)
from typedjax._src.generated.transforms.autodiff import (
    jvp as jvp,
)
from typedjax._src.generated.transforms.autodiff import (
    linearize as linearize,
)
from typedjax._src.generated.transforms.autodiff import (
    value_and_grad as value_and_grad,
)
from typedjax._src.generated.transforms.autodiff import (
    vjp as vjp,
)
from typedjax._src.generated.transforms.custom import (
    custom_jvp as custom_jvp,
)
from typedjax._src.generated.transforms.custom import (
    custom_vjp as custom_vjp,
)
from typedjax._src.generated.transforms.jit import (
    eval_shape as eval_shape,
)
from typedjax._src.transforms.autodiff import (
    Differentiated as Differentiated,
)
from typedjax._src.transforms.batching import (
    CheckpointPolicy as CheckpointPolicy,
)
from typedjax._src.transforms.batching import (
    checkpoint as checkpoint,
)
from typedjax._src.transforms.batching import (
    checkpoint_name as checkpoint_name,
)
from typedjax._src.transforms.batching import (
    checkpoint_policies as checkpoint_policies,
)
from typedjax._src.transforms.batching import (
    remat as remat,
)
from typedjax._src.transforms.batching import (
    vmap as vmap,
)
from typedjax._src.transforms.control import (
    cond as cond,
)
from typedjax._src.transforms.control import (
    fori_loop as fori_loop,
)
from typedjax._src.transforms.control import (
    scan as scan,
)
from typedjax._src.transforms.control import (
    switch as switch,
)
from typedjax._src.transforms.control import (
    while_loop as while_loop,
)
from typedjax._src.transforms.custom import (
    CustomJVP as CustomJVP,
)
from typedjax._src.transforms.custom import (
    CustomJVP1 as CustomJVP1,
)
from typedjax._src.transforms.custom import (
    CustomJVP2 as CustomJVP2,
)
from typedjax._src.transforms.custom import (
    CustomJVP3 as CustomJVP3,
)
from typedjax._src.transforms.custom import (
    CustomJVPNondiff as CustomJVPNondiff,
)
from typedjax._src.transforms.custom import (
    CustomVJP as CustomVJP,
)
from typedjax._src.transforms.custom import (
    CustomVJP1 as CustomVJP1,
)
from typedjax._src.transforms.custom import (
    CustomVJP2 as CustomVJP2,
)
from typedjax._src.transforms.custom import (
    CustomVJP3 as CustomVJP3,
)
from typedjax._src.transforms.custom import (
    CustomVJPNondiff as CustomVJPNondiff,
)
from typedjax._src.transforms.export import Exported as Exported
from typedjax._src.transforms.export import deserialize as deserialize
from typedjax._src.transforms.export import export as export
from typedjax._src.transforms.jit import (
    Compiled as Compiled,
)
from typedjax._src.transforms.jit import (
    CompiledMemoryStats as CompiledMemoryStats,
)
from typedjax._src.transforms.jit import (
    Jitted as Jitted,
)
from typedjax._src.transforms.jit import (
    Lowered as Lowered,
)
from typedjax._src.transforms.jit import (
    Traced as Traced,
)
from typedjax._src.transforms.jit import (
    clear_caches as clear_caches,
)
from typedjax._src.transforms.jit import (
    jit as jit,
)
from typedjax._src.transforms.shard_map import (
    SpecTree as SpecTree,
)
from typedjax._src.transforms.shard_map import (
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
    "Differentiated",
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
