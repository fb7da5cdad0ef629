"""The generated declarations behind `typedjax.random`; import the public module."""
