"""What an editor completes after a public module: its public API, and no private module.

pyright, ty and pyrefly run as language servers over LSP (`bench/_lsp.py`), in a
workspace pointed at this environment; jedi, the engine of jedi-language-server
and pylsp, is asked directly (`tests/runtime/test_public_names.py`'s
`completions`). ty, pyrefly and jedi list every module file in a package's
folder, so a private module beside a public one (`typedjax/numpy/_ufuncs.py`)
used to be offered after `typedjax.numpy.`; the implementation lives under
`typedjax/_src/` instead, and each public module is a shell of re-exports.
"""

from __future__ import annotations

import importlib
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from bench._lsp import LanguageServer
from bench.bench_ide import Server, completion_name, dunder, servers, write_config
from tests.runtime.test_public_names import completions as jedi_completions

pytestmark = pytest.mark.checkers

MODULES = (
    "typedjax",
    "typedjax.array",
    "typedjax.numpy",
    "typedjax.numpy.linalg",
    "typedjax.numpy.fft",
    "typedjax.scipy",
    "typedjax.scipy.special",
    "typedjax.scipy.stats",
    "typedjax.scipy.stats.norm",
    "typedjax.random",
    "typedjax.typing",
    "typedjax.plugins",
    "typedjax.transforms",
)
"""The public modules completed, the two that the editor figures name among them."""

ROOT_PRIVATE = frozenset({"_src"})
"""What `typedjax.` offers besides its API: the one folder of the implementation, as
`jax.` offers `_src` (a private name; editors list it after the public ones)."""

LSP_SERVERS = {s.name: s for s in servers() if s.name in ("pyright", "ty", "pyrefly")}


def _api(module: str) -> set[str]:
    return set(importlib.import_module(module).__all__)


def _public_submodules(module: str) -> set[str]:
    """The public modules in `module`'s folder: an editor offers them as well as `__all__`."""
    path = importlib.import_module(module).__file__
    assert path is not None
    if not path.endswith("__init__.py"):
        return set()
    folder = Path(path).parent
    return {
        p.stem if p.suffix == ".py" else p.name
        for p in folder.iterdir()
        if not p.name.startswith("_") and (p.suffix == ".py" or (p / "__init__.py").exists())
    }


def _lsp_completions(server: Server) -> Iterator[tuple[str, set[str]]]:
    """Per module of `MODULES`, the names `server` offers after `<module>.`."""
    with tempfile.TemporaryDirectory(prefix=f"completion-{server.name}-") as folder:
        root = Path(folder)
        write_config(root)
        path = root / "program.py"
        imports = "".join(f"import {m}\n" for m in MODULES)
        text = imports + "\n" + "typedjax."
        path.write_text(text)
        lsp = LanguageServer(
            server.command, root,
            initialization_options=server.initialization_options, settings=server.settings,
            env={"VIRTUAL_ENV": sys.prefix, "PYRIGHT_PYTHON_FORCE_VERSION": ""},
            timeout_s=180.0,
        )  # fmt: skip
        try:
            lsp.open(path, text)
            line = len(MODULES) + 1
            for module in MODULES:
                text = imports + "\n" + module + "."
                lsp.change(path, text)
                items = lsp.completion(path, line, len(module) + 1, ".")
                yield module, {completion_name(item) for item in items}
        finally:
            lsp.close()


def _check(server: str, module: str, offered: set[str]) -> list[str]:
    """What is wrong with the names `server` offers after `module.`."""
    private = {n for n in offered if n.startswith("_") and not dunder(n)}
    if module == "typedjax":
        private -= ROOT_PRIVATE
    public = {n for n in offered if not n.startswith("_")}
    api = _api(module)
    problems: list[str] = []
    if private:
        problems.append(f"{server} offers private names after {module}.: {sorted(private)}")
    # A public submodule outside `__all__` (`typedjax.numpy`) may be offered or not.
    if public - api - _public_submodules(module):
        stray = sorted(public - api - _public_submodules(module))
        problems.append(f"{server} offers names outside {module}.__all__: {stray}")
    if api - public:
        problems.append(f"{server} does not offer {module}.{sorted(api - public)}")
    return problems


@pytest.mark.parametrize("server", sorted(LSP_SERVERS))
def test_language_servers_complete_only_the_api(server: str) -> None:
    problems: list[str] = []
    seen = 0
    for module, offered in _lsp_completions(LSP_SERVERS[server]):
        assert offered, f"{server} offered nothing after {module}."
        seen += 1
        problems += _check(server, module, offered)
    assert seen == len(MODULES)
    assert not problems, "\n".join(problems)


def test_jedi_completes_only_the_api() -> None:
    problems: list[str] = []
    for module in MODULES:
        # `completions` drops `_` names: ask for them with the leading underscore typed.
        offered = jedi_completions(module) | jedi_completions(module, private=True)
        problems += _check("jedi", module, offered)
    assert not problems, "\n".join(problems)


def test_the_check_finds_a_private_module() -> None:
    # The meta-check: what the editors offered after `typedjax.numpy.` before the move.
    found = _check("ty", "typedjax.numpy", _api("typedjax.numpy") | {"_ufuncs"})
    assert found == ["ty offers private names after typedjax.numpy.: ['_ufuncs']"]
