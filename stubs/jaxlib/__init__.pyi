# Partial stubs for jaxlib (PEP 561 "partial"): modules absent here are read from jaxlib.
