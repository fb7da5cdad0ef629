"""The implementation behind `typedjax.plugins`; import the public module."""
