# mypy: disable-error-code="ignore-without-code"
"""ty 0.0.107 does not honour `# type: ignore[code]`, only a bare `# type: ignore`.

Its documentation says a bracketed `type: ignore` suppresses every error on the line;
this version reports the first assignment and not the second. typedjax's sources
carry mypy's bracketed ignores (each with its reason), so ty reports those lines.
"""

bracketed: int = "x"  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
bare: int = "x"  # type: ignore  # pyright: ignore[reportAssignmentType]
