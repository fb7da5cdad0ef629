"""A hidden Markov model's sampler and filter annotated with jaxtyping, fed by `jax.random`,
`jax.nn` and `jax.lax` values (in the style of Dynamax's inference code)."""

from __future__ import annotations

import jax
import jax.numpy as jnp
from jaxtyping import Array, Bool, Float, Int, PRNGKeyArray


def normalize(u: Float[Array, " k"]) -> tuple[Float[Array, " k"], Float[Array, ""]]:
    total = u.sum()
    return u / jnp.where(total == 0.0, 1.0, total), total


def hmm_filter(
    initial: Float[Array, " k"],
    transition: Float[Array, "k k"],
    log_likelihoods: Float[Array, "t k"],
) -> tuple[Float[Array, ""], Float[Array, "t k"]]:
    def step(
        carry: tuple[Float[Array, ""], Float[Array, " k"]], log_lik: Float[Array, " k"]
    ) -> tuple[tuple[Float[Array, ""], Float[Array, " k"]], Float[Array, " k"]]:
        log_norm, predicted = carry
        scale = jnp.max(log_lik)
        filtered, norm = normalize(predicted * jnp.exp(log_lik - scale))
        log_norm = log_norm + jnp.log(norm) + scale
        return (log_norm, transition.T @ filtered), filtered

    (log_norm, _), filtered = jax.lax.scan(step, (jnp.zeros(()), initial), log_likelihoods)
    return log_norm, filtered


def sample_states(
    key: PRNGKeyArray, initial: Float[Array, " k"], transition: Float[Array, "k k"], steps: int
) -> Int[Array, " t"]:
    def step(state: Int[Array, ""], key: PRNGKeyArray) -> tuple[Int[Array, ""], Int[Array, ""]]:
        following = jax.random.categorical(key, jnp.log(transition[state]))
        return following, following

    first_key, rest = jax.random.split(key)
    first = jax.random.categorical(first_key, jnp.log(initial))
    _, states = jax.lax.scan(step, first, jax.random.split(rest, steps))
    return states


def emission_log_likelihoods(
    observations: Float[Array, " t"], means: Float[Array, " k"]
) -> Float[Array, "t k"]:
    squared = (observations[:, None] - means[None, :]) ** 2
    return jax.nn.log_softmax(-0.5 * squared, axis=-1)


def matches(states: Int[Array, " t"], filtered: Float[Array, "t k"]) -> Bool[Array, " t"]:
    return jnp.argmax(filtered, axis=1) == states


def main() -> None:
    key = jax.random.key(0)
    state_key, noise_key = jax.random.split(key)
    initial = jax.nn.softmax(jnp.array([0.0, 1.0, 0.5]))
    transition = jax.nn.softmax(jax.random.normal(noise_key, (3, 3)), axis=1)
    means = jnp.array([-2.0, 0.0, 2.0])
    states = sample_states(state_key, initial, transition, 50)
    noise = jax.random.normal(noise_key, (50,), dtype=jnp.float32)
    observations = means[states] + 0.3 * noise
    log_norm, filtered = hmm_filter(
        initial, transition, emission_log_likelihoods(observations, means)
    )
    accuracy = jnp.mean(matches(states, filtered))
    one_hot = jax.nn.one_hot(states, 3)
    print(float(log_norm), float(accuracy), one_hot.shape)


if __name__ == "__main__":
    main()
