"""A damped spring network integrated with `lax.scan`, written against typedjax.

One of the real-style programs `bench/bench_real_check.py` type-checks; it also
runs (`python -m bench.programs.simulate`). The bench derives the plain-JAX twin
from this file by renaming, so both say the same.
"""

from __future__ import annotations

from typing import NamedTuple

import typedjax as tj
import typedjax.numpy as tnp
import typedjax.random as tr
from typedjax import Array
from typedjax.lax import scan
from typedjax.random import KeyArray
from typedjax.typing import float32


class State(NamedTuple):
    """Positions and velocities of `n` particles in the plane."""

    position: Array[float32]
    velocity: Array[float32]


class System(NamedTuple):
    """Springs between particle pairs: endpoints, rest lengths, stiffness, damping."""

    left: Array[float32]
    right: Array[float32]
    rest: Array[float32]
    stiffness: Array[float32]
    mass: Array[float32]
    damping: float


class Diagnostics(NamedTuple):
    kinetic: Array[float32]
    potential: Array[float32]
    centre: Array[float32]


def chain(n: int, spacing: float, stiffness: float) -> System:
    """`n` particles of unit mass joined in a line by equal springs."""
    index = tnp.arange(n - 1, dtype=tnp.float32)
    return System(
        left=index,
        right=index + 1.0,
        rest=tnp.full((n - 1,), spacing, dtype=tnp.float32),
        stiffness=tnp.full((n - 1,), stiffness, dtype=tnp.float32),
        mass=tnp.ones((n,), dtype=tnp.float32),
        damping=0.05,
    )


def incidence(system: System, n: int) -> Array[float32]:
    """The (springs, particles) matrix: -1 at a spring's left end, +1 at its right end."""
    columns = tnp.arange(n, dtype=tnp.float32)
    left = (system.left[:, None] == columns[None, :]).astype(tnp.float32)
    right = (system.right[:, None] == columns[None, :]).astype(tnp.float32)
    return right - left


def spring_forces(
    system: System, matrix: Array[float32], position: Array[float32]
) -> Array[float32]:
    """Hooke's law along each spring, summed onto the particles."""
    delta = tnp.matmul(matrix, position)
    length = tnp.sqrt(tnp.sum(delta * delta, axis=-1) + 1e-12)
    stretch = length - system.rest
    direction = delta / length[:, None]
    tension = (system.stiffness * stretch)[:, None] * direction
    return -tnp.matmul(matrix.T, tension)


def acceleration(system: System, matrix: Array[float32], state: State) -> Array[float32]:
    force = spring_forces(system, matrix, state.position) - system.damping * state.velocity
    gravity = tnp.array([0.0, -0.1], dtype=tnp.float32)
    return force / system.mass[:, None] + gravity


def potential_energy(
    system: System, matrix: Array[float32], position: Array[float32]
) -> Array[float32]:
    delta = tnp.matmul(matrix, position)
    length = tnp.linalg.norm(delta, axis=-1)
    return 0.5 * tnp.sum(system.stiffness * (length - system.rest) ** 2)


def kinetic_energy(system: System, velocity: Array[float32]) -> Array[float32]:
    return 0.5 * tnp.sum(system.mass[:, None] * velocity * velocity)


def leapfrog(system: System, matrix: Array[float32], state: State, dt: float) -> State:
    """One kick-drift-kick step."""
    half = state.velocity + 0.5 * dt * acceleration(system, matrix, state)
    position = state.position + dt * half
    moved = State(position, half)
    velocity = half + 0.5 * dt * acceleration(system, matrix, moved)
    return State(position, velocity)


def pin_first(state: State, anchor: Array[float32]) -> State:
    """Hold particle 0 at `anchor`."""
    position = state.position.at[0].set(anchor)
    velocity = state.velocity.at[0].set(tnp.zeros((2,), dtype=tnp.float32))
    return State(position, velocity)


def diagnostics(system: System, matrix: Array[float32], state: State) -> Diagnostics:
    return Diagnostics(
        kinetic=kinetic_energy(system, state.velocity),
        potential=potential_energy(system, matrix, state.position),
        centre=tnp.mean(state.position, axis=0),
    )


def simulate(system: System, initial: State, dt: float, steps: int) -> tuple[State, Diagnostics]:
    """Integrate `steps` steps; the final state and the diagnostics of every step."""
    matrix = incidence(system, initial.position.shape[0])
    anchor = initial.position[0]

    def step(state: State, _: None) -> tuple[State, Diagnostics]:
        new = pin_first(leapfrog(system, matrix, state, dt), anchor)
        return new, diagnostics(system, matrix, new)

    return scan(step, initial, None, length=steps)


def perturbed(key: KeyArray, system: System, scale: float) -> State:
    """The chain laid out straight, with a random velocity kick."""
    n = system.mass.shape[0]
    x = tnp.arange(n, dtype=tnp.float32) * system.rest[0]
    position = tnp.stack([x, tnp.zeros_like(x)], axis=-1)
    velocity = scale * tr.normal(key, (n, 2), dtype=tnp.float32)
    return State(position, velocity)


def energy_drift(history: Diagnostics) -> Array[float32]:
    """Relative change of the total energy from the first to the last step."""
    total = history.kinetic + history.potential
    return tnp.abs(total[-1] - total[0]) / (tnp.abs(total[0]) + 1e-6)


def run_ensemble(key: KeyArray, members: int, n: int, steps: int) -> Array[float32]:
    """Simulate `members` perturbed chains at once (vmap); each member's energy drift."""
    system = chain(n, 1.0, 20.0)
    keys = tr.split(key, members)

    def one(member_key: KeyArray) -> Array[float32]:
        _, history = simulate(system, perturbed(member_key, system, 0.1), 0.01, steps)
        return energy_drift(history)

    return tj.jit(tj.vmap(one))(keys)


def summary(history: Diagnostics) -> dict[str, float]:
    total = history.kinetic + history.potential
    return {
        "kinetic (mean)": float(tnp.mean(history.kinetic)),
        "potential (max)": float(tnp.max(history.potential)),
        "total (last)": float(total[-1]),
        "centre y (last)": float(history.centre[-1, 1]),
    }


def main(n: int = 8, steps: int = 200, members: int = 4) -> None:
    key = tr.key(1)
    system = chain(n, 1.0, 20.0)
    k_one, k_many = tr.split(key)
    final, history = tj.jit(simulate, static_argnums=(2, 3))(
        system, perturbed(k_one, system, 0.1), 0.01, steps
    )
    for name, value in summary(history).items():
        print(f"{name}: {value:.4f}")
    print(f"final spread: {float(tnp.ptp(final.position[:, 0])):.3f}")
    drifts = run_ensemble(k_many, members, n, steps)
    print(f"ensemble energy drift: max {float(tnp.max(drifts)):.4f}")


if __name__ == "__main__":
    main()
