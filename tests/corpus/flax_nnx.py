"""A small classifier in Flax NNX, one training step with Optax."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import optax
from flax import nnx


class Classifier(nnx.Module):
    def __init__(self, features: int, classes: int, rngs: nnx.Rngs) -> None:
        self.hidden = nnx.Linear(features, 32, rngs=rngs)
        self.dropout = nnx.Dropout(0.1, rngs=rngs)
        self.out = nnx.Linear(32, classes, rngs=rngs)

    def __call__(self, x: jax.Array) -> jax.Array:
        return self.out(self.dropout(nnx.relu(self.hidden(x))))


def loss_fn(model: Classifier, x: jax.Array, labels: jax.Array) -> jax.Array:
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


@nnx.jit
def train_step(
    model: Classifier, optimizer: nnx.Optimizer[Classifier], x: jax.Array, labels: jax.Array
) -> jax.Array:
    loss, grads = nnx.value_and_grad(loss_fn)(model, x, labels)
    optimizer.update(model, grads)
    return loss


def accuracy(model: Classifier, x: jax.Array, labels: jax.Array) -> jax.Array:
    predicted = jnp.argmax(model(x), axis=-1)
    return jnp.mean(predicted == labels)


def main() -> tuple[float, float]:
    key = jax.random.key(1)
    x = jax.random.normal(key, (32, 8))
    labels = jnp.asarray(x.sum(axis=1) > 0, dtype=jnp.int32)
    model = Classifier(8, 2, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.1), wrt=nnx.Param)
    loss = train_step(model, optimizer, x, labels)
    model.eval()
    return float(loss), float(accuracy(model, x, labels))


if __name__ == "__main__":
    print(main())
