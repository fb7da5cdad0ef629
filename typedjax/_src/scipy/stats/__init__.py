"""The implementation behind `typedjax.scipy.stats`; import the public module."""
