"""Plain-JAX programs that JAX runs, checked with and without typedjax's jax-stubs
(tests/checkers/test_plain_jax_corpus.py): installing the stubs may add no error to them."""
