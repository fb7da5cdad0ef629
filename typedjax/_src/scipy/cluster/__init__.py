"""The implementation behind `typedjax.scipy.cluster`; import the public module."""
