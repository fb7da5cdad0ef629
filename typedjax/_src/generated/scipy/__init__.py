"""The generated declarations behind `typedjax.scipy`; import the public module."""
