"""The generated declarations of `typedjax.lax`'s functions (tools/gen/lax.py)."""
