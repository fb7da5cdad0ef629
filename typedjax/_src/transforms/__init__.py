"""The implementation behind `typedjax.transforms`; import the public module."""
