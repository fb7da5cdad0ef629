"""pytype's project driver with the standard library loaded once.

Run as `python -m typedjax._src.check.checkers.pytype_run ARGS` (pytype's own arguments).
pytype checks each module in a process of its own, and each process first parses
typeshed's `builtins`, `typing` and the rest of the standard library it meets:
about 4 to 10 s of a module's time, whatever the module holds. pytype can load
that parse from a file made once (`--precompiled-builtins`), but its project
driver (`python -m pytype`) does not pass the option on. This runs the same
driver with the option added to every command it writes, after making the file
in the output folder if it is not there yet (about 45 s, once per pytype and
Python version). What pytype reports is unchanged.

The file is made from pytype's own copy of typeshed, standard library only: the
third-party stubs in that copy include some its generator refuses, and they are
loaded as before when a module imports them. If the file cannot be made, the
driver runs as pytype's own does, and a line on standard error says why.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

__all__ = ("builtins_file", "main")


def _option(args: Sequence[str], short: str, long: str) -> str | None:
    """The value given to an option of pytype's driver (`-o DIR`, `--output=DIR`), if any."""
    for i, arg in enumerate(args):
        if arg in (short, long) and i + 1 < len(args):
            return args[i + 1]
        if arg.startswith(long + "="):
            return arg.split("=", 1)[1]
    return None


def builtins_file(folder: Path, python: str) -> Path | None:
    """The precompiled standard library for `python` ("3.12") in `folder`, made if missing.

    None, with the reason on standard error, when pytype cannot make it.
    """
    pytype = importlib.import_module("pytype")  # only where pytype is installed
    version = importlib.metadata.version("pytype")
    target = folder / f"builtins-pytype{version}-py{python}.pickled"
    if target.exists():
        return target
    folder.mkdir(parents=True, exist_ok=True)
    typeshed = Path(str(pytype.__file__)).resolve().parent / "typeshed"
    with tempfile.TemporaryDirectory(dir=folder) as scratch:
        # A typeshed with pytype's standard library, no third-party stubs, and the
        # exclusion list that pytype's wheel does not ship (an empty one).
        home = Path(scratch) / "typeshed"
        (home / "stubs").mkdir(parents=True)
        (home / "tests").mkdir()
        (home / "tests" / "pytype_exclude_list.txt").write_text("")
        (home / "stdlib").symlink_to(typeshed / "stdlib", target_is_directory=True)
        made = Path(scratch) / target.name
        proc = subprocess.run(
            [sys.executable, "-m", "pytype.main", "--generate-builtins", str(made), "-V", python],
            env={**os.environ, "TYPESHED_HOME": str(home)},
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        if proc.returncode != 0 or not made.exists():
            tail = (proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["no output"]
            print(
                f"typedjax: pytype could not precompile the standard library for Python "
                f"{python} ({tail[0]}); running pytype without it, which takes longer",
                file=sys.stderr,
            )
            return None
        os.replace(made, target)  # whole or not at all, for a run beside this one
    return target


def main(argv: Sequence[str] | None = None) -> int:
    """Run pytype's project driver over `argv` (its own arguments), with the precompiled library."""
    args = list(sys.argv[1:] if argv is None else argv)
    # pytype ships no types: its modules are read as modules, their attributes as Any.
    driver = importlib.import_module("pytype.tools.analyze_project.main")
    runner: Any = importlib.import_module("pytype.tools.analyze_project.pytype_runner").PytypeRunner
    python = (
        _option(args, "-V", "--python-version") or f"{sys.version_info[0]}.{sys.version_info[1]}"
    )
    made = builtins_file(Path(_option(args, "-o", "--output") or ".pytype"), python)
    if made is not None:
        command: Callable[[object, bool], list[str]] = runner.get_pytype_command_for_ninja
        option = f"--precompiled-builtins={made.resolve()}"

        def with_builtins(self: object, report_errors: bool) -> list[str]:
            line = command(self, report_errors)
            return [*line[:-1], option, line[-1]]  # the last item is the input file

        # The one method through which the driver writes every module's command line.
        runner.get_pytype_command_for_ninja = with_builtins
    sys.argv = ["pytype", *args]
    return int(driver.main())


if __name__ == "__main__":
    sys.exit(main())
