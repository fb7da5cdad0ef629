"""The implementation behind `typedjax.scipy`; import the public module."""
