"""Writes the generated blocks of `typedjax/_src/array/array.py`: the `Array` class's
operators (the tables of `_array_ops.py`) and its dtype-changing methods (the tables of
`_array_methods.py`).

Both sit inside the hand-written `Array` class body, between `# BEGIN GENERATED` and
`# END GENERATED` markers: Python has no partial classes, and a generated base class would
have to name `Array` in its `self` types, an import cycle. `--check` fails when a block is
out of date (the test suite runs it through `python -m tools.gen --check`).
"""

from __future__ import annotations

import _array_methods  # pytype: disable=import-error  # a sibling script, not a package
import _array_ops  # pytype: disable=import-error  # a sibling script, not a package
import _blocks  # pytype: disable=import-error  # a sibling script, not a package

SCRIPT = "array_array.py"


def main(argv: list[str] | None = None) -> int:
    """Rewrite both blocks, or with `--check` report whether they are current."""
    targets = [
        (_array_ops.TARGET, _array_ops.BEGIN, _array_ops.END, _array_ops.render),
        (_array_methods.TARGET, _array_methods.BEGIN, _array_methods.END, _array_methods.render),
    ]
    return _blocks.main_blocks(targets, SCRIPT, argv)


if __name__ == "__main__":
    raise SystemExit(main())
