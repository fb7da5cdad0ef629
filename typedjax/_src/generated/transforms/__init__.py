"""The generated declarations behind `typedjax.transforms`; import the public module."""
