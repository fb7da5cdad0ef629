"""A minimal Language Server Protocol client on a server's stdin and stdout.

Shared by `bench/bench_ide.py` (six Python language servers, timed) and
`tests/checkers/test_hover.py` (pyright's and ty's hovers over typedjax). It
speaks JSON-RPC with Content-Length headers, as an editor does: `initialize`,
the text-synchronisation notifications and the requests the two need (hover,
signature help, completion, completion-item resolution). A request that the
server answers with an error raises `LspError`; one left unanswered past the
timeout raises `LspTimeout`. The server's own requests are answered as an
editor would: its settings (`workspace/configuration`) from `settings`, the
workspace folders, an empty success for anything else.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import IO, cast

JSON = dict[str, object]
"""A JSON object as the wire gives it."""

CAPABILITIES: JSON = {
    "textDocument": {
        "synchronization": {"dynamicRegistration": False},
        "hover": {"contentFormat": ["markdown", "plaintext"]},
        "signatureHelp": {
            "signatureInformation": {
                "documentationFormat": ["markdown", "plaintext"],
                "parameterInformation": {"labelOffsetSupport": True},
            }
        },
        "completion": {
            "completionItem": {
                "snippetSupport": False,
                "documentationFormat": ["markdown", "plaintext"],
                "resolveSupport": {"properties": ["documentation", "detail"]},
            },
            "contextSupport": True,
        },
    },
    "workspace": {"configuration": True, "workspaceFolders": True},
    "window": {"workDoneProgress": True},
}
"""What the client says it supports: markdown everywhere, lazily resolved completion items."""


class LspError(Exception):
    """A request the server answered with an error, or a server that ended."""


class LspTimeout(LspError):
    """A request the server left unanswered past the client's timeout."""


def as_object(value: object) -> JSON:
    """`value` when it is a JSON object, else an empty one."""
    return cast(JSON, value) if isinstance(value, dict) else {}


def as_list(value: object) -> list[object]:
    """`value` when it is a JSON array, else an empty one."""
    return cast(list[object], value) if isinstance(value, list) else []


def as_str(value: object) -> str:
    """`value` when it is a string, else ""."""
    return value if isinstance(value, str) else ""


def markup(contents: object) -> str:
    """Hover or documentation contents as one markdown string.

    The protocol allows a string, a `MarkupContent` (`{kind, value}`), a
    deprecated `MarkedString` (`{language, value}`: a code block) or a list of
    those (joined by blank lines).
    """
    if isinstance(contents, str):
        return contents
    if isinstance(contents, list):
        parts = [markup(part) for part in cast(list[object], contents)]
        return "\n\n".join(part for part in parts if part)
    fields = as_object(contents)
    language = fields.get("language")
    value = as_str(fields.get("value"))
    if isinstance(language, str):
        return f"```{language}\n{value}\n```"
    return value


_NAVIGATION = re.compile(r"\n+(?:---\n+)?Go to \[[^\n]*\s*$")
"""pyrefly's closing line of links to the types a hover names."""


def hover_doc(hover: str) -> str:
    """The documentation part of a hover: the text after its leading signature block.

    A hover that does not start with a code block is documentation only. pyrefly's
    last line of links to the types the signature names (`Go to [Array](file:...) |
    ...`) is navigation, not documentation. Markdown escapes and the non-breaking
    spaces that servers indent docstrings with are undone, so that the text compares
    with the source.
    """
    hover = _NAVIGATION.sub("", hover)
    if not hover.startswith("```"):
        return hover.strip()
    end = hover.find("\n```", 3)
    if end < 0:
        return ""
    rest = hover[end + 4 :].strip().removeprefix("---").strip()
    rest = re.sub(r"\\([\\`*_{}\[\]()#+\-.!<>|~])", r"\1", rest)
    return rest.replace("&nbsp;", " ")


def hover_signature(hover: str) -> str:
    """The leading code block of a hover, without its fences ("" when there is none)."""
    if not hover.startswith("```"):
        return ""
    start = hover.find("\n") + 1
    end = hover.find("\n```", start - 1)
    return hover[start:end].strip() if start > 0 and end >= 0 else ""


PRIVATE_PATH = re.compile(r"\b[A-Za-z]\w*(?:\.\w+)*?\._\w+(?:\.\w+)+")
"""A dotted path through a private module (`typedjax._src.array.array.Array`), matched whole."""


def nest(settings: Mapping[str, object]) -> JSON:
    """Settings keyed by dotted sections as one object (`python.analysis` inside `python`)."""
    out: JSON = {}
    for key, given in settings.items():
        value: object = json.loads(json.dumps(given))  # a copy: the merging below mutates it
        *parents, last = key.split(".")
        node = out
        for part in parents:
            child = as_object(node.get(part))  # the same object when it is one already
            node[part] = child
            node = child
        existing = node.get(last)
        if isinstance(existing, dict) and isinstance(value, dict):
            node[last] = {**cast(JSON, existing), **cast(JSON, value)}
        else:
            node[last] = value
    return out


def setting(settings: Mapping[str, object], section: str) -> object:
    """The value of configuration `section` in `settings` (`{}` when none; "" for all of them)."""
    if section in settings:
        return settings[section]
    node: object = nest(settings)
    for part in section.split(".") if section else []:
        node = as_object(node).get(part, {})
    return node


class LanguageServer:
    """A language server started as `command` in `root`, initialised and ready for requests.

    `initialization_options` go in the `initialize` request; `settings` answer
    the server's `workspace/configuration` requests (keyed by section, such as
    `python` or `python.analysis`) and are sent once in
    `workspace/didChangeConfiguration`. `env` is added to this process's
    environment; `stderr`, when given, receives the server's log.
    """

    def __init__(
        self,
        command: Sequence[str],
        root: Path,
        *,
        initialization_options: object = None,
        settings: Mapping[str, object] | None = None,
        env: Mapping[str, str] | None = None,
        timeout_s: float = 120.0,
        stderr: Path | None = None,
    ) -> None:
        self.name = Path(command[0]).name if command else "server"
        self.timeout_s = timeout_s
        self._root = root
        self._settings = dict(settings or {})
        self._log = stderr.open("wb") if stderr is not None else None
        self._proc = subprocess.Popen(
            list(command),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=self._log if self._log is not None else subprocess.DEVNULL,
            cwd=root, env={**os.environ, **(env or {})},
        )  # fmt: skip
        self._next_id = 0
        self._responses: dict[int, JSON] = {}
        self._closed = False
        self._lock = threading.Lock()
        self._cond = threading.Condition()
        self._reader = threading.Thread(target=self._read_loop, daemon=True)
        self._reader.start()
        self._versions: dict[str, int] = {}
        try:
            params: JSON = {
                "processId": os.getpid(),
                "rootUri": root.as_uri(),
                "rootPath": str(root),
                "capabilities": CAPABILITIES,
                "workspaceFolders": [{"uri": root.as_uri(), "name": root.name}],
            }
            if initialization_options is not None:
                params["initializationOptions"] = initialization_options
            self.capabilities = as_object(
                as_object(self.request("initialize", params)).get("capabilities")
            )
            self.notify("initialized", {})
            if self._settings:
                self.notify("workspace/didChangeConfiguration", {"settings": nest(self._settings)})
        except BaseException:
            self.close()
            raise

    # -- wire format

    def _send(self, message: JSON) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        with self._lock:
            stdin = self._pipe(self._proc.stdin)
            try:
                stdin.write(f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
                stdin.flush()
            except (BrokenPipeError, ValueError) as error:
                raise LspError(f"{self.name} is not running ({error})") from error

    @staticmethod
    def _pipe(pipe: IO[bytes] | None) -> IO[bytes]:
        if pipe is None:
            raise LspError("the language server's pipes are not open")
        return pipe

    def _read_message(self) -> JSON | None:
        stdout = self._pipe(self._proc.stdout)
        length = -1
        while True:
            line = stdout.readline()
            if not line:
                return None
            if line in (b"\r\n", b"\n"):
                if length >= 0:
                    break
                continue
            name, _, value = line.decode().partition(":")
            if name.strip().lower() == "content-length":
                length = int(value.strip())
        message: object = json.loads(stdout.read(length))
        return as_object(message)

    def _read_loop(self) -> None:
        try:
            while (message := self._read_message()) is not None:
                if "method" in message and "id" in message:
                    self._answer_server_request(message)
                elif "id" in message:
                    ident = message["id"]
                    if isinstance(ident, int):
                        with self._cond:
                            self._responses[ident] = message
                            self._cond.notify_all()
        except (OSError, ValueError, LspError):
            pass  # the pipe closed under us: the server is gone
        finally:
            with self._cond:
                self._closed = True
                self._cond.notify_all()

    def _answer_server_request(self, message: JSON) -> None:
        # Settings, the workspace folders; everything else (progress tokens,
        # capability registration, ...) only needs an empty success.
        method = message["method"]
        result: object = None
        if method == "workspace/configuration":
            items = as_list(as_object(message.get("params")).get("items"))
            result = [self.setting(as_str(as_object(item).get("section"))) for item in items]
        elif method == "workspace/workspaceFolders":
            result = [{"uri": self._root.as_uri(), "name": self._root.name}]
        self._send({"id": message["id"], "result": result})

    def setting(self, section: str) -> object:
        """The client's value for a configuration `section` (`{}` when it has none)."""
        return setting(self._settings, section)

    # -- requests

    def notify(self, method: str, params: JSON) -> None:
        """Send a notification (no answer expected)."""
        self._send({"method": method, "params": params})

    def request(self, method: str, params: JSON | None, timeout_s: float | None = None) -> object:
        """Send a request (`params` None: without any) and wait for its result."""
        self._next_id += 1
        ident = self._next_id
        message: JSON = {"id": ident, "method": method}
        self._send(message if params is None else {**message, "params": params})
        limit = self.timeout_s if timeout_s is None else timeout_s
        deadline = time.monotonic() + limit
        with self._cond:
            while ident not in self._responses:
                left = deadline - time.monotonic()
                if self._closed:
                    raise LspError(f"{self.name} ended before answering {method}")
                if left <= 0:
                    raise LspTimeout(f"{self.name} gave no answer to {method} in {limit:g} s")
                self._cond.wait(left)
            response = self._responses.pop(ident)
        if "error" in response:
            raise LspError(f"{self.name} answered {method} with {response['error']}")
        return response.get("result")

    def open(self, path: Path, text: str) -> None:
        """Tell the server that `path` is open with contents `text`."""
        self._versions[path.as_uri()] = 1
        self.notify(
            "textDocument/didOpen",
            {"textDocument": {"uri": path.as_uri(), "languageId": "python", "version": 1,
                              "text": text}},
        )  # fmt: skip

    def change(self, path: Path, text: str) -> None:
        """Tell the server that open `path` now reads `text` (the whole text, a new version)."""
        version = self._versions.get(path.as_uri(), 1) + 1
        self._versions[path.as_uri()] = version
        self.notify(
            "textDocument/didChange",
            {"textDocument": {"uri": path.as_uri(), "version": version},
             "contentChanges": [{"text": text}]},
        )  # fmt: skip

    @staticmethod
    def _at(path: Path, line: int, column: int) -> JSON:
        return {"textDocument": {"uri": path.as_uri()},
                "position": {"line": line, "character": column}}  # fmt: skip

    def hover(self, path: Path, line: int, column: int) -> str:
        """The hover text at 0-based `line`, `column` of `path`, as markdown ("" when none)."""
        result = self.request("textDocument/hover", self._at(path, line, column))
        return markup(as_object(result).get("contents"))

    def signature_help(self, path: Path, line: int, column: int) -> list[tuple[str, str]]:
        """Each signature offered at `line`, `column`: its label and its documentation."""
        result = as_object(self.request("textDocument/signatureHelp", self._at(path, line, column)))
        out: list[tuple[str, str]] = []
        for signature in as_list(result.get("signatures")):
            fields = as_object(signature)
            out.append((as_str(fields.get("label")), markup(fields.get("documentation"))))
        return out

    def completion(
        self, path: Path, line: int, column: int, trigger: str | None = None
    ) -> list[JSON]:
        """The completion items at `line`, `column` (typed `trigger` first, when given)."""
        params = self._at(path, line, column)
        params["context"] = (
            {"triggerKind": 2, "triggerCharacter": trigger} if trigger else {"triggerKind": 1}
        )
        result = self.request("textDocument/completion", params)
        # A list of items, or a CompletionList holding them.
        items = as_list(result) or as_list(as_object(result).get("items"))
        return [as_object(item) for item in items]

    def resolve(self, item: JSON) -> JSON:
        """A completion item with its details filled in (`completionItem/resolve`)."""
        return as_object(self.request("completionItem/resolve", item))

    def close(self) -> None:
        """Shut the server down (`shutdown` and `exit`; killed when it does not end)."""
        try:
            if self._proc.poll() is None and not self._closed:
                self.request("shutdown", None, timeout_s=min(self.timeout_s, 20.0))
                self.notify("exit", {})
                self._proc.wait(timeout=10)
        except (LspError, subprocess.TimeoutExpired):
            pass
        finally:
            if self._proc.poll() is None:
                self._proc.kill()
                self._proc.wait()
            # Close our ends of the pipes (the reader thread ends at EOF), or their
            # finalizers warn about unclosed files, which the test suite turns into errors.
            self._reader.join(timeout=10)
            for pipe in (self._proc.stdin, self._proc.stdout):
                if pipe is not None:
                    pipe.close()
            if self._log is not None:
                self._log.close()
