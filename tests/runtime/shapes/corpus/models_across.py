"""Calls into an annotated function of another checked module bind its dimensions too."""

from jaxtyping import Shaped

from typedjax import Array
from typedjax.typing import float32

from .models_ok import dense


def two_layers(
    x: Shaped[Array[float32], "b n"], w: Shaped[Array[float32], "n m"], bias: Shaped[Array[float32], " m"]
) -> Shaped[Array[float32], "b m"]:
    hidden = dense(x, w, bias)
    return dense(hidden, w, bias)  # finding
