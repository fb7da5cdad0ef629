"""`python -m typedjax`: the command line in `typedjax._cli`."""

from typedjax._cli import main

if __name__ == "__main__":
    raise SystemExit(main())
