"""`python -m typedjax`: the command line in `typedjax._src.check.cli`."""

from typedjax._src.check.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
