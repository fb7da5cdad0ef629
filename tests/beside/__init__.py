"""A typed program that passes typedjax arrays through Equinox, Optax, Flax NNX and chex."""
