"""The implementation behind `typedjax.random`; import the public module."""
