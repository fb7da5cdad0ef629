"""The generated declarations behind `typedjax.scipy.cluster`; import the public module."""
