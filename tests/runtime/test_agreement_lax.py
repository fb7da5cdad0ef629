"""The dtype agreement harness over `typedjax.lax`'s dtype-precise functions."""

from __future__ import annotations

import pytest

from tests.agreement.harness import assert_agreement, disagreements
from tests.agreement.lax_cases import cases


# Runs with --full or when its stamp is stale; test_agreement_sample.py checks a sample
# otherwise (tests/agreement/grids.py).
@pytest.mark.checkers
@pytest.mark.grid("lax")
def test_static_dtypes_hold_the_runtime_dtypes() -> None:
    found, counts = disagreements(cases(), full_grid=True)
    # JAX refuses two arrays of different dtypes, so about half the cases are its errors.
    assert counts["cases"] > 9_000, counts
    assert_agreement(found, counts, least=4_000)


def test_every_typed_function_is_called_by_a_case() -> None:
    from typedjax._src.generated.lax import functions

    text = "\n".join(case.expr for case in cases())
    # The collectives need a mapped axis: tests/runtime/test_lax.py runs them under vmap
    # (with the placement functions beside them), tests/runtime/transforms/test_variance.py
    # runs pcast and pbroadcast under shard_map.
    collectives = {
        "psum", "pmax", "pmin", "all_gather", "psum_scatter", "ppermute", "all_to_all", "pcast",
        "pbroadcast", "pshuffle", "pswapaxes", "with_sharding_constraint", "optimization_barrier",
        # generic over the function's types, no dtype rule: test_lax.py runs them
        "map", "associative_scan",
        # under vmap in test_lax.py: pmean; ragged_all_to_all needs a shard_map (test_lax.py)
        "pmean", "ragged_all_to_all", "psum_scatter_start",
        # no array of a dtype rule comes back: test_lax.py checks what they return
        "broadcast_shapes", "conv_dimension_numbers", "conv_general_permutations",
        "conv_general_shape_tuple", "conv_shape_tuple", "conv_transpose_shape_tuple",
        "reduce_window_shape_tuple", "dtype", "create_token", "after_all", "dce_sink",
        "composite", "custom_root", "custom_linear_solve",
    }  # fmt: skip
    missing = [n for n in functions.__all__ if f"tlax.{n}(" not in text and n not in collectives]
    assert not missing, f"typedjax.lax functions no agreement case calls: {missing}"
