"""What the generators under tools/gen/ write, laid out as typedjax/_src is.

Import the public modules; each file here starts with the @generated header.
"""
