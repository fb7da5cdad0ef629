"""The implementation behind `typedjax.numpy`; import the public module."""
