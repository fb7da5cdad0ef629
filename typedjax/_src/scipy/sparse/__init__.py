"""The implementation behind `typedjax.scipy.sparse`; import the public module."""
