"""`python -m typedjax` (the `typedjax` script too): `check`, `info`, `plugins`, `kernels`, `migrate`.

Imports flow one way: each module imports only those listed before it.

- `model`, `sources`: what a run finds and reports; the files it reads.
- `cache`: `.typedjax_cache`, and each checker's last answer kept there.
- `checkers`: one module per checker (its command, modes, parser, limitations), and the
  registry of them.
- `notes`: what `check` adds to their errors (known limitations, follow-on errors, hints),
  and the lines where they disagree.
- `formats`: one module per output format, and the registry of them.
- `rules`, `shapes`, `migrate`: the passes beside the checkers, and the codemod.
- `runner`: the checkers (in parallel) and the passes over the paths.
- `config`: `[tool.typedjax.check]`.
- `info`, `plugins`: what the `info`, `plugins` and `kernels` commands report.
- `cli`: the command line.
"""
