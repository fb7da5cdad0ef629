"""The implementation behind `typedjax.typing`; import the public module."""
