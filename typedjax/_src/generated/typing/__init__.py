"""The generated type-level vocabulary behind typedjax's declarations; private to the package."""
