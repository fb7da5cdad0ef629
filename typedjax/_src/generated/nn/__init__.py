"""The generated declarations of `typedjax.nn` and `typedjax.nn.initializers` (tools/gen/nn.py)."""
