"""The generated declarations behind `typedjax.scipy.sparse`; import the public module."""
