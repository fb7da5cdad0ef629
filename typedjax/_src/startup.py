"""What `import typedjax` checks before anything imports jax: the installed jax/jaxlib pair.

`typedjax/_src/__init__.py` runs `start()`, so every import of typedjax's implementation
(and so of any public module) passes this first. A broken pair raises `VersionError` with
its fix; under `python -m typedjax ...` or the `typedjax` script the command reports it
itself, importing nothing that the mismatch breaks, and so it does when JAX fails to import
(a bad `JAX_*` variable, say), where `info` lists every problem it finds.
"""

from __future__ import annotations

import importlib

from typedjax._src import version

__all__ = ("start",)


def start() -> None:
    """Check the jax/jaxlib pair; as a command, hand a broken one (or jax's import error) to it."""
    try:
        version.check_installed()
    except ImportError as broken:  # VersionError (the exceptions module imports nothing of jax)
        if version.started_as_command():
            from typedjax._src.check.cli import main

            raise SystemExit(main(broken=str(broken))) from None
        raise
    if version.started_as_command():
        try:
            importlib.import_module("jax")  # what every module after this imports first
        except Exception as error:  # noqa: BLE001  # JAX fails on a bad JAX_* variable, say
            from typedjax._src.check.cli import main

            why = (
                f"jax cannot be imported ({type(error).__name__}: {error}); the info command "
                "lists every problem it finds here, each with its fix"
            )
            raise SystemExit(main(broken=why)) from None
