"""pytype as `check` runs it (through `pytype_run`, its driver with the standard library parsed
once): its command line and output, and its known limitations."""

from __future__ import annotations

import os
import re
import sys
import tempfile
from collections.abc import Sequence

from typedjax._src.check.checkers._shared import installed, text_errors
from typedjax._src.check.model import Checker, Command, Diagnostic, Limitation
from typedjax._src.check.sources import TYPEDJAX

__all__ = ("CHECKER",)

_DRIVER = "typedjax._src.check.checkers.pytype_run"
"""The module run as pytype's driver (`python -m`)."""


def _command(paths: Sequence[str], mode: str) -> Command:
    del mode  # pytype has one
    sources = str(TYPEDJAX.parent)  # typedjax's own sources
    output = os.path.join(tempfile.gettempdir(), "typedjax-check-pytype")
    command = [
        # pytype's own driver, with the standard library parsed once for all the modules
        # (pytype_run) rather than once in each module's process.
        sys.executable, "-m", _DRIVER, "-V", f"{sys.version_info[0]}.{sys.version_info[1]}",
        "-o", output, "-P", os.pathsep.join([sources, os.getcwd()]), "-k", *paths,
    ]  # fmt: skip

    def parse(out: str) -> tuple[list[Diagnostic], list[Diagnostic]]:
        # typedjax's own modules, analysed on the way, are not the user's errors.
        error = re.compile(r"error: (?P<message>.*) \[(?P<code>[\w-]+)\]$")
        return text_errors(out, error, skip=str(TYPEDJAX) + os.sep)

    return Command(command if installed("pytype") else None, parse)


CHECKER = Checker(
    "pytype",
    _command,
    modes=("default",),
    install="pip install pytype (Python 3.12 at most)",
    fast=False,
    limitations=(
        Limitation(
            "pytype",
            "it crashes matching a Callable value against Callable[Concatenate[A, P], R] "
            "(grad of a function typed as a Callable)",
            "tests/checkers/pytype_repros/concatenate_callable.py",
            "error",
            re.compile(r""),
            message=re.compile(r"'Concatenate' object has no attribute 'formal_type_parameters'"),
        ),
        Limitation(
            "pytype",
            "it crashes binding a ParamSpec through two arguments of ParamSpec results "
            "(custom_vjp/custom_jvp)",
            "tests/checkers/pytype_repros/paramspec_merge.py",
            "error",
            re.compile(r""),
            message=re.compile(r"assert t in self\._paramspecs"),
        ),
    ),
)
"""pytype: one mode; it takes minutes, so `check` runs it only when asked."""
