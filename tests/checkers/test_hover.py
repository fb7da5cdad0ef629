"""Hovering a `typedjax.numpy` function in pyright shows its signature and a documentation line.

The test speaks the Language Server Protocol to `pyright-langserver --stdio`
(shipped by the `pyright` package, started through `python -m
pyright.langserver`), as an editor does: it opens a probe file that uses the
namespace, asks for a hover over each name, and reads the markdown back. The
docstring pyright shows must be typedjax's own (its first line as written in
the typedjax source), not JAX's.
"""

from __future__ import annotations

import ast
import importlib
import json
import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import IO

import jax.numpy as jnp
import numpy as np
import pytest

import typedjax.numpy as tnp
import typedjax.numpy.fft as tnp_fft
import typedjax.numpy.linalg as tnp_linalg
import typedjax.typing as t

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import _jax_docs  # pytype: disable=import-error  # a script under tools/

sys.path.remove(str(ROOT / "tools"))
SOURCE = ROOT / "typedjax" / "numpy"
TIMEOUT_S = 120.0
PYRIGHT = [sys.executable, "-m", "pyright.langserver", "--stdio"]
TY = [str(Path(sys.executable).with_name("ty")), "server"]


# ---------------------------------------------------------------- a minimal LSP client


class LanguageServer:
    """pyright's language server on pipes: JSON-RPC messages with Content-Length headers."""

    def __init__(self, root: Path, command: list[str] | None = None) -> None:
        self._proc = subprocess.Popen(
            command or PYRIGHT,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            cwd=root, env={**os.environ, "PYRIGHT_PYTHON_FORCE_VERSION": "", "VIRTUAL_ENV": sys.prefix},
        )  # fmt: skip
        self._next_id = 0
        self._responses: dict[int, dict[str, object]] = {}
        self._cond = threading.Condition()
        self._reader = threading.Thread(target=self._read_loop, daemon=True)
        self._reader.start()
        self.request(
            "initialize",
            {
                "processId": os.getpid(),
                "rootUri": root.as_uri(),
                "capabilities": {
                    "textDocument": {
                        "hover": {"contentFormat": ["markdown", "plaintext"]},
                        "signatureHelp": {
                            "signatureInformation": {
                                "documentationFormat": ["markdown", "plaintext"]
                            }
                        },
                    },
                    "workspace": {"configuration": True},
                },
                "workspaceFolders": [{"uri": root.as_uri(), "name": root.name}],
            },
        )
        self.notify("initialized", {})

    # -- wire format

    def _send(self, message: dict[str, object]) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        stdin = self._pipe(self._proc.stdin)
        stdin.write(f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        stdin.flush()

    @staticmethod
    def _pipe(pipe: IO[bytes] | None) -> IO[bytes]:
        assert pipe is not None, "the language server's pipes are not open"
        return pipe

    def _read_message(self) -> dict[str, object] | None:
        stdout = self._pipe(self._proc.stdout)
        length = 0
        while True:
            line = stdout.readline()
            if not line:
                return None
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.strip().lower() == "content-length":
                length = int(value.strip())
        message: object = json.loads(stdout.read(length))
        assert isinstance(message, dict)
        return message  # pyright: ignore[reportUnknownVariableType]

    def _read_loop(self) -> None:
        while (message := self._read_message()) is not None:
            if "method" in message and "id" in message:
                self._answer_server_request(message)
            elif "id" in message:
                ident = message["id"]
                assert isinstance(ident, int)
                with self._cond:
                    self._responses[ident] = message
                    self._cond.notify_all()

    def _answer_server_request(self, message: dict[str, object]) -> None:
        # pyright asks for its settings; everything else (progress, capability
        # registration) only needs an empty success.
        result: object = None
        if message["method"] == "workspace/configuration":
            params = message.get("params")
            items: object = params.get("items", []) if isinstance(params, dict) else []  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
            assert isinstance(items, list)
            result = [self._setting(item) for item in items]  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
        self._send({"id": message["id"], "result": result})

    @staticmethod
    def _setting(item: object) -> object:
        section = item.get("section") if isinstance(item, dict) else None  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        if section == "python":
            return {"pythonPath": sys.executable}
        if section == "python.analysis":
            return {"typeCheckingMode": "strict", "stubPath": "stubs"}
        return {}

    # -- requests

    def notify(self, method: str, params: dict[str, object]) -> None:
        """Send a notification (no answer expected)."""
        self._send({"method": method, "params": params})

    def request(self, method: str, params: dict[str, object] | None) -> object:
        """Send a request (`params` None: without any) and wait for its result."""
        self._next_id += 1
        ident = self._next_id
        message: dict[str, object] = {"id": ident, "method": method}
        self._send(message if params is None else {**message, "params": params})
        deadline = time.monotonic() + TIMEOUT_S
        with self._cond:
            while ident not in self._responses:
                left = deadline - time.monotonic()
                assert left > 0, f"pyright-langserver gave no answer to {method} in {TIMEOUT_S} s"
                self._cond.wait(left)
            response = self._responses.pop(ident)
        assert "error" not in response, response
        return response.get("result")

    def open(self, path: Path, text: str) -> None:
        """Tell the server that `path` is open with contents `text`."""
        self.notify(
            "textDocument/didOpen",
            {"textDocument": {"uri": path.as_uri(), "languageId": "python", "version": 1,
                              "text": text}},
        )  # fmt: skip

    def hover(self, path: Path, line: int, column: int) -> str:
        """The hover text at 0-based `line`, `column` of `path` ("" when none)."""
        result = self.request(
            "textDocument/hover",
            {"textDocument": {"uri": path.as_uri()},
             "position": {"line": line, "character": column}},
        )  # fmt: skip
        if not isinstance(result, dict):
            return ""
        contents: object = result.get("contents")  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        if isinstance(contents, dict):
            value: object = contents.get("value", "")  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
            return value if isinstance(value, str) else ""
        return contents if isinstance(contents, str) else ""

    def signature_help(self, path: Path, line: int, column: int) -> str:
        """The active signature's label and documentation at `line`, `column` ("" when none)."""
        result = self.request(
            "textDocument/signatureHelp",
            {"textDocument": {"uri": path.as_uri()},
             "position": {"line": line, "character": column}},
        )  # fmt: skip
        signatures: object = result.get("signatures") if isinstance(result, dict) else None  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        if not isinstance(signatures, list) or not signatures:
            return ""
        active: object = result.get("activeSignature") if isinstance(result, dict) else 0  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        index = active if isinstance(active, int) and active < len(signatures) else 0  # pyright: ignore[reportUnknownArgumentType]
        chosen: object = signatures[index]  # pyright: ignore[reportUnknownVariableType]
        if not isinstance(chosen, dict):
            return ""
        label: object = chosen.get("label", "")  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        doc: object = chosen.get("documentation", "")  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        if isinstance(doc, dict):
            doc = doc.get("value", "")  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        return f"{label}\n{doc if isinstance(doc, str) else ''}"

    def close(self) -> None:
        """Shut the server down."""
        try:
            self.request("shutdown", None)
            self.notify("exit", {})
            self._proc.wait(timeout=10)
        finally:
            if self._proc.poll() is None:
                self._proc.kill()
                self._proc.wait()
            # Close our ends of the pipes (the reader thread ends at EOF), or their
            # finalizers warn about unclosed files, which the suite turns into errors.
            self._reader.join(timeout=10)
            for pipe in (self._proc.stdin, self._proc.stdout):
                if pipe is not None:
                    pipe.close()


@pytest.fixture(scope="module")
def server() -> Iterator[LanguageServer]:
    """One language server for the module's tests."""
    started = LanguageServer(ROOT)
    try:
        yield started
    finally:
        started.close()


# ---------------------------------------------------------------- what typedjax declares


def _docstrings() -> dict[str, str]:
    """First docstring line of every module-level function and documented variable.

    Read from the source of typedjax/numpy: module level and the branches of
    `if TYPE_CHECKING:` (not class or function bodies). Keys are qualified like
    the namespace (`sin`, `linalg.eigh`, `fft.rfft`); for overloaded functions
    the documented signature (the implementation) gives the line.
    """
    found: dict[str, str] = {}
    for path in sorted(SOURCE.glob("*.py")):
        prefix = f"{path.stem[1:]}." if path.stem in ("_linalg", "_fft") else ""
        for name, doc in _documented(ast.parse(path.read_text()).body):
            found[prefix + name] = doc.strip().splitlines()[0]
    return found


def _documented(body: list[ast.stmt]) -> Iterator[tuple[str, str]]:
    for i, stmt in enumerate(body):
        if isinstance(stmt, ast.If):
            yield from _documented(stmt.body)
            yield from _documented(stmt.orelse)
        elif isinstance(stmt, ast.FunctionDef | ast.ClassDef):
            doc = ast.get_docstring(stmt)
            if doc and doc.strip():
                yield stmt.name, doc
        elif isinstance(stmt, ast.AnnAssign | ast.Assign) and i + 1 < len(body):
            target = stmt.target if isinstance(stmt, ast.AnnAssign) else stmt.targets[0]
            after = body[i + 1]
            if (
                isinstance(target, ast.Name)
                and isinstance(after, ast.Expr)
                and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)
                and after.value.value.strip()
            ):
                yield target.id, after.value.value


def _jax_first_line(module: ModuleType, name: str) -> str:
    doc = getattr(getattr(module, name, None), "__doc__", None) or ""
    return doc.strip().splitlines()[0] if doc.strip() else ""


def hover_doc(hover: str) -> str:
    """The documentation part of a pyright hover: the text after the signature block."""
    if not hover.startswith("```"):
        return hover.strip()
    end = hover.find("\n```", 3)
    if end < 0:
        return ""
    rest = hover[end + 4 :].strip().removeprefix("---").strip()
    # pyright renders docstrings as markdown: it escapes punctuation and indents
    # with non-breaking spaces. Undo both so the text compares with the source.
    rest = re.sub(r"\\([\\`*_{}\[\]()#+\-.!<>|~])", r"\1", rest)
    return rest.replace("&nbsp;", " ")


# ---------------------------------------------------------------- the tests

SAMPLES = {
    "sin": "tnp.sin(x)",
    "zeros": "tnp.zeros(3, dtype=tnp.float32)",
    "linalg.eigh": "tnp.linalg.eigh(x)",
    "fft.rfft": "tnp.fft.rfft(x)",
    "add": "tnp.add(x, x)",
}

_PROBE_HEADER = """\
# Generated by tests/checkers/test_hover.py; hovered, never run.
import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import float32


def probe(x: Array[float32]) -> None:
"""


def _write_probe(path: Path, expressions: list[str]) -> list[int]:
    """Write the probe; the 0-based line of each expression, in order."""
    lines = [str(line) for line in _PROBE_HEADER.splitlines()]
    at: list[int] = []
    for expr in expressions:
        at.append(len(lines))
        lines.append(f"    {expr}")
    path.parent.mkdir(exist_ok=True)
    path.write_text("\n".join(lines) + "\n")
    return at


def _column(line: str, qualified: str) -> int:
    # Hover over the last part of `tnp.linalg.eigh`: the function's own name.
    dotted = "tnp." + qualified
    return line.index(dotted) + len(dotted) - 1


@pytest.mark.parametrize("qualified", sorted(SAMPLES))
def test_hover_shows_signature_and_typedjax_doc(server: LanguageServer, qualified: str) -> None:
    path = ROOT / "build" / f"hover_probe_{qualified.replace('.', '_')}.py"
    expr = SAMPLES[qualified]
    (line,) = _write_probe(path, [expr])
    text = path.read_text()
    server.open(path, text)
    hover = server.hover(path, line, _column(text.splitlines()[line], qualified))
    name = qualified.rpartition(".")[2]
    assert name in hover, hover
    # The signature: the parameter names of JAX's own function, as declared.
    declared = _docstrings()
    assert qualified in declared, f"typedjax/numpy declares no docstring for {qualified}"
    doc = hover_doc(hover)
    assert doc, f"{qualified}: hover has no documentation:\n{hover}"
    assert declared[qualified] in doc, f"{qualified}: {declared[qualified]!r} not in\n{hover}"
    module = {"linalg": tnp_linalg, "fft": tnp_fft}.get(qualified.partition(".")[0], tnp)
    jax_doc = _jax_first_line(_jax_module(module), name)
    assert not jax_doc or doc.splitlines()[0] != jax_doc, f"{qualified} shows JAX's doc"
    if qualified != "add":  # a ufunc object's hover shows its type, not a signature
        for param in _parameter_names(qualified):
            assert param in hover, f"{qualified}: parameter {param!r} not in\n{hover}"


def _jax_module(module: ModuleType) -> ModuleType:
    return {tnp_linalg: jnp.linalg, tnp_fft: jnp.fft}.get(module, jnp)


def _parameter_names(qualified: str) -> list[str]:
    """The first two parameter names of JAX's function (the hover must show them)."""
    import inspect

    prefix, _, name = qualified.rpartition(".")
    module = {"linalg": jnp.linalg, "fft": jnp.fft}.get(prefix, jnp)
    params = list(inspect.signature(getattr(module, name)).parameters)
    return params[:2]


def _is_dtype_class(value: object) -> bool:
    # typedjax's classes, NumPy's scalar types, and JAX's (which carry a NumPy dtype).
    carried: object = getattr(value, "dtype", None)
    return isinstance(value, type) and (
        issubclass(value, t.generic | np.generic) or isinstance(carried, np.dtype)
    )


# Classes typedjax re-exports whose own declaration carries no docstring upstream.
UNDOCUMENTED_UPSTREAM: dict[str, str] = {
    "dtype": "NumPy's own class (jnp.dtype is numpy.dtype); NumPy's stubs carry no docstrings",
}


def _classes() -> set[str]:
    """The public names that are classes (qualified)."""
    out: set[str] = set()
    for prefix, module in (("", tnp), ("linalg.", tnp_linalg), ("fft.", tnp_fft)):
        out |= {prefix + n for n in dir(module) if isinstance(getattr(module, n), type)}
    return out


def public_functions() -> list[str]:
    """Every public callable of tnp / linalg / fft but the dtype classes, qualified.

    Other classes (ndarray, dtype, ufunc, named-tuple results, ...) are included.
    """
    out: list[str] = []
    for prefix, module in (("", tnp), ("linalg.", tnp_linalg), ("fft.", tnp_fft)):
        names: object = getattr(module, "__all__", None)
        assert isinstance(names, list)
        for name in names:  # pyright: ignore[reportUnknownVariableType]
            assert isinstance(name, str)
            value: object = getattr(module, name)
            if name in ("linalg", "fft") or not callable(value):
                continue
            if _is_dtype_class(value):
                continue
            out.append(prefix + name)
    return sorted(out)


def test_every_public_function_shows_a_typedjax_docstring(server: LanguageServer) -> None:
    # Functions (and callable objects such as ufuncs) show typedjax's own docstring;
    # classes re-exported from elsewhere (tnp.ndarray is typedjax.Array, tnp.dtype
    # NumPy's) show their class documentation, which must not be empty.
    names = public_functions()
    assert set(UNDOCUMENTED_UPSTREAM) <= _classes(), "stale UNDOCUMENTED_UPSTREAM entries"
    assert len(names) > 300, f"only {len(names)} public functions in typedjax.numpy"
    path = ROOT / "build" / "hover_probe_all.py"
    lines = _write_probe(path, [f"tnp.{n}" for n in names])
    text = path.read_text().splitlines()
    server.open(path, "\n".join(text) + "\n")
    declared = _docstrings()
    bad: list[str] = []
    for qualified, line in zip(names, lines, strict=True):
        hover = server.hover(path, line, _column(text[line], qualified))
        doc = hover_doc(hover)
        want = declared.get(qualified)
        if want is None and qualified in _classes():
            if not doc and qualified not in UNDOCUMENTED_UPSTREAM:
                bad.append(f"{qualified}: a class whose hover shows no documentation")
        elif want is None:
            bad.append(f"{qualified}: no docstring in typedjax/numpy")
        elif want not in doc:
            bad.append(f"{qualified}: hover shows {doc.splitlines()[:1]}, expected {want!r}")
    assert not bad, f"{len(bad)} of {len(names)} functions:\n" + "\n".join(bad)


def test_hover_doc_parsing_can_fail() -> None:
    # Meta-test: a hover with a signature only has no documentation part.
    assert hover_doc("```python\n(function) def f(x: int) -> int\n```") == ""
    assert hover_doc("```python\n(function) def f()\n```\n---\nSummary line.") == "Summary line."
    example = "```python\n(variable) f: F\n```\n---\nSummary.\n\n```\n>>> f()\n```"
    assert hover_doc(example).splitlines()[0] == "Summary."
    assert hover_doc("```python\nx\n```\n---\nUses `a\\_b` and \\*args") == "Uses `a_b` and *args"


# ---------------------------------------------------------------- JAX's documentation

LINK_SAMPLES = {
    "tnp.sum": ("tnp.sum(x)", "jax.numpy.sum"),
    "tnp.linalg.svd": ("tnp.linalg.svd(x)", "jax.numpy.linalg.svd"),
    "tnp.fft.fft": ("tnp.fft.fft(x)", "jax.numpy.fft.fft"),
    "typedjax.scipy.special.gammaln": (
        "typedjax.scipy.special.gammaln(x)",
        "jax.scipy.special.gammaln",
    ),
    "typedjax.scipy.stats.norm.pdf": (
        "typedjax.scipy.stats.norm.pdf(x)",
        "jax.scipy.stats.norm.pdf",
    ),
    "tj.random.normal": ("tj.random.normal(k)", "jax.random.normal"),
    "tj.lax.scan": ("tj.lax.scan", "jax.lax.scan"),
    "tj.jit": ("tj.jit(probe)", "jax.jit"),
    "tj.grad": ("tj.grad", "jax.grad"),
    "tj.vmap": ("tj.vmap(probe)", "jax.vmap"),
}
"""Names across numpy, linalg, fft, scipy.special, scipy.stats, random, lax and the
transforms (`tnp.` is `typedjax.numpy`, `tj.` is `typedjax`), and JAX's name for each."""

_LINK_PROBE = """\
# Generated by tests/checkers/test_hover.py; hovered, never run.
import typedjax
import typedjax as tj
import typedjax.numpy as tnp
import typedjax.scipy.special
import typedjax.scipy.stats.norm
from typedjax import Array
from typedjax.random import KeyArray
from typedjax.typing import float32


def probe(x: Array[float32], k: KeyArray) -> None:
"""

PRIVATE_PATH = re.compile(r"\b[A-Za-z]\w*(?:\.\w+)*\._\w+\.\w")
"""A dotted path through a private module (`typedjax.array._array.Array`)."""

PRIVATE_IN_HOVER: dict[str, set[str]] = {
    # Measured with pyright 1.1.414 and ty 0.0.107: in the hover of `tnp.sum` both print
    # `typedjax.array._array.Array` and ty also `jax._src.basearray.Array` (from ArrayLike).
    # Short type names are an open part of the editor issue; this pins where they show.
    "pyright": {"tnp.sum"},
    "ty": {"tnp.sum"},
}
"""Sample hovers that show a private module path today, per server (a finding, pinned
so that a change either way is seen)."""


def _link_hovers(server: LanguageServer, tmp_name: str) -> dict[str, str]:
    path = ROOT / "build" / f"{tmp_name}.py"
    lines = [str(line) for line in _LINK_PROBE.splitlines()]
    at: dict[str, int] = {}
    for public, (expr, _) in LINK_SAMPLES.items():
        at[public] = len(lines)
        lines.append(f"    {expr}")
    path.parent.mkdir(exist_ok=True)
    path.write_text("\n".join(lines) + "\n")
    server.open(path, path.read_text())
    return {
        public: server.hover(path, line, lines[line].index(public) + len(public) - 1)
        for public, line in at.items()
    }


def _check_links(hovers: dict[str, str], private: set[str]) -> list[str]:
    bad: list[str] = []
    for public, hover in hovers.items():
        jax_name = LINK_SAMPLES[public][1]
        doc = [line.strip() for line in hover_doc(hover).splitlines()]
        want = _jax_docs.doc_line(jax_name)
        if len(doc) < 3 or doc[1] or doc[2] != want:
            bad.append(f"{public}: not summary, blank, {want!r}:\n{hover}")
            continue
        jax_doc = _jax_first_line(
            importlib.import_module(jax_name.rpartition(".")[0]), jax_name.rpartition(".")[2]
        )
        if doc[0] == jax_doc.strip():
            bad.append(f"{public}: the summary is JAX's, not typedjax's: {doc[0]!r}")
        shown = sorted(set(PRIVATE_PATH.findall(hover)))
        if bool(shown) != (public in private):
            bad.append(
                f"{public}: private module paths {shown} (expected some: {public in private})"
            )
    return bad


def test_pyright_hover_shows_summary_and_jax_link(server: LanguageServer) -> None:
    bad = _check_links(_link_hovers(server, "hover_probe_links"), PRIVATE_IN_HOVER["pyright"])
    assert not bad, "\n".join(bad)


def test_ty_hover_shows_summary_and_jax_link() -> None:
    ty = LanguageServer(ROOT, TY)
    try:
        # ty answers before it has read the environment; a first hover waits for it.
        hovers = _link_hovers(ty, "hover_probe_links_ty")
    finally:
        ty.close()
    bad = _check_links(hovers, PRIVATE_IN_HOVER["ty"])
    assert not bad, "\n".join(bad)


def test_private_path_pattern_can_fail() -> None:
    assert PRIVATE_PATH.findall("a: typedjax.array._array.Array[float32]")
    assert PRIVATE_PATH.findall("jax._src.basearray.Array | None")
    assert not PRIVATE_PATH.findall("a: Array[float32], axis: _Axis = None, x: tj.Array")
    assert not PRIVATE_PATH.findall("https://docs.jax.dev/en/latest/_autosummary/jax.jit.html")
