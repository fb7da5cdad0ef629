"""typedjax's implementation, as `jax._src` is JAX's; the public modules re-export from it.

Importing it checks the installed jax/jaxlib pair before any module of it imports jax
(`typedjax/_src/startup.py`).
"""

from typedjax._src.startup import start as _start

_start()
