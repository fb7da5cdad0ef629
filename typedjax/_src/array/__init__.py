"""The implementation behind `typedjax.array`; import the public module."""
