"""typedjax's implementation, as `jax._src` is JAX's."""
