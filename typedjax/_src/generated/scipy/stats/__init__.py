"""The generated declarations behind `typedjax.scipy.stats`; import the public module."""
