"""The generated declarations behind `typedjax.numpy`; import the public module."""
