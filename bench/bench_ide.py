"""What an editor shows and how fast it answers: typedjax against plain JAX in six language servers.

Drives pyright, basedpyright, ty, pyrefly, jedi through python-lsp-server (pylsp)
and jedi-language-server over the Language Server Protocol on stdio
(`bench/_lsp.py`), as an editor does, on two equivalent small programs: one
written against `jax.numpy` (`x: jax.Array`, `jax.jit`), one against
`typedjax.numpy` (`x: typedjax.Array[typedjax.typing.float32]`,
`typedjax.jit`). Each server runs in a fresh temporary workspace pointed at this
interpreter's environment (pyrightconfig.json, ty.toml and pyrefly.toml there,
`python.pythonPath` in its settings, jedi's environment in the
initialization options). For each server it prints, plain and typed side by
side with the ratio typed/plain:

* the type a hover shows on `s` in `s = tnp.sum(x)` and on `y` in
  `y = typedjax.jit(f)(x)`;
* the documentation of a hover on `sum` in `tnp.sum(x)`: its length (characters
  after the signature block) and whether there is any;
* how many signatures signature help offers inside `tnp.sum(x, ` (and `dot`,
  `linspace`, `where`, `add`, `einsum`, the method `x.sum(`), and the largest;
* the length of the whole hover on a reference (`ref = tnp.sum`, `dot`,
  `linspace`), where no call picks an overload;
* whether any hover names a private module (`typedjax._src.array.array.`);
* completion after `tnp.`, `x.` and `typedjax.scipy.special.`: the first answer
  after opening the file (a fresh server for each sample, timed from `didOpen`),
  the warm answer (median of `--repeats`), the item count and any helper names
  offered (`TYPE_CHECKING`, `annotations`, `overload`, `np`, `Any`, a name with a
  leading underscore that is not a dunder);
* completion right after an edit (`didChange` with the whole text, then
  completion) and the time to resolve the `sum` item after `tnp.`
  (`completionItem/resolve`, where pylsp computes the documentation);
* the time a fresh server takes to answer `initialize`.

Timings are `time.perf_counter` medians over `--repeats`, plain and typed
alternately. Targets: warm completion within 1.2x of plain JAX in pyright,
basedpyright, ty and pyrefly and within 2x in the jedi servers; first
completion within 1.3x; at most 4 signatures; a reference's hover at most
2,000 characters. A request unanswered within `--timeout` seconds, or answered
with an error, shows as such in its table; a server that is not installed is
reported and skipped (`pip install -e .[ide]` installs the three not in
`[check]`). jedi keeps a parse cache on disk across processes, so its first
samples can be slower than the rest.

Run as `python bench/bench_ide.py [--servers pyright,ty,...] [--repeats N]
[--timeout S] [--json PATH]` (or `python -m bench.bench_ide`).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Generator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

if __package__ in (None, ""):  # run as a script: the repository root holds `bench`
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench._lsp import (
    JSON,
    PRIVATE_PATH,
    LanguageServer,
    LspError,
    LspTimeout,
    as_object,
    as_str,
    hover_doc,
    hover_signature,
)

T = TypeVar("T")
BIN = Path(sys.executable).parent

# ---------------------------------------------------------------- the servers


@dataclass(frozen=True)
class Server:
    """A language server: how to start it and point it at this environment."""

    name: str
    command: tuple[str, ...]
    package: str
    initialization_options: object = None
    settings: dict[str, object] = field(default_factory=dict[str, object])
    warm_target: float = 1.2

    def installed(self) -> bool:
        """Whether the server's program is here."""
        if self.command[0] == sys.executable:  # python -m pyright.langserver
            import importlib.util

            return importlib.util.find_spec(self.package) is not None
        return Path(self.command[0]).exists()


def _exe(name: str) -> str:
    """`name` next to this interpreter, else on PATH (else the path it would have here)."""
    here = BIN / name
    return str(here) if here.exists() else shutil.which(name) or str(here)


ENVIRONMENT = {"python": sys.executable}
"""The interpreter whose packages the servers read (`--environment`): this one unless told."""


def servers() -> tuple[Server, ...]:
    """The six servers, in the order of the tables, pointed at `ENVIRONMENT`."""
    python = ENVIRONMENT["python"]
    path: dict[str, object] = {"python": {"pythonPath": python}}
    return (
        Server("pyright", (sys.executable, "-m", "pyright.langserver", "--stdio"), "pyright",
               settings=path),
        Server("basedpyright", (_exe("basedpyright-langserver"), "--stdio"), "basedpyright",
               settings=path),
        Server("ty", (_exe("ty"), "server"), "ty"),
        Server("pyrefly", (_exe("pyrefly"), "lsp"), "pyrefly", settings=path),
        Server("pylsp", (_exe("pylsp"),), "python-lsp-server",
               initialization_options={"pylsp": {"plugins": {"jedi": {"environment": python}}}},
               warm_target=2.0),
        Server("jedi-ls", (_exe("jedi-language-server"),), "jedi-language-server",
               initialization_options={"workspace": {"environmentPath": python}},
               warm_target=2.0),
    )  # fmt: skip


def _prefix() -> Path:
    """The virtual environment of `ENVIRONMENT`'s interpreter (`<venv>/bin/python`)."""
    return Path(ENVIRONMENT["python"]).parent.parent


def write_config(root: Path) -> None:
    """Point every server's configuration file in workspace `root` at `ENVIRONMENT`."""
    prefix = _prefix()
    config = {"venvPath": str(prefix.parent), "venv": prefix.name}
    (root / "pyrightconfig.json").write_text(json.dumps(config) + "\n")
    (root / "ty.toml").write_text(f"[environment]\npython = {json.dumps(str(prefix))}\n")
    python = json.dumps(ENVIRONMENT["python"])
    (root / "pyrefly.toml").write_text(f"python-interpreter-path = {python}\n")


# ---------------------------------------------------------------- the two programs


@dataclass(frozen=True)
class Side:
    """One of the two programs: plain JAX or typedjax."""

    name: str
    np: str
    mod: str
    array: str
    special: str
    imports: str

    def program(self) -> str:
        """The program's text."""
        return _TEMPLATE.format(
            imports=self.imports, np=self.np, mod=self.mod, array=self.array, special=self.special
        )


_TEMPLATE = '''\
"""Opened in a language server by bench/bench_ide.py: hovered and completed, never run."""

from __future__ import annotations

{imports}


def f(x: {array}) -> {array}:
    return {np}.sin(x) * 2.0


def program(x: {array}) -> None:
    s = {np}.sum(x)
    y = {mod}.jit(f)(x)
    ref = {np}.sum
    ref_dot = {np}.dot
    ref_linspace = {np}.linspace
    {np}.sum(x, )
    {np}.dot(x, )
    {np}.linspace(0.0, )
    {np}.where(x > 0, )
    {np}.add(x, )
    {np}.einsum("i,i->", x, )
    x.sum()
    print(s, y, ref, ref_dot, ref_linspace)
    {np}.
    x.
    {special}.
'''

PLAIN = Side(
    "plain", "jnp", "jax", "jax.Array", "jax.scipy.special",
    "import jax\nimport jax.numpy as jnp\nimport jax.scipy.special",
)  # fmt: skip
TYPED = Side(
    "typed", "tnp", "typedjax", "typedjax.Array[typedjax.typing.float32]", "typedjax.scipy.special",
    "import typedjax\nimport typedjax.numpy as tnp\nimport typedjax.scipy.special\n"
    "import typedjax.typing",
)  # fmt: skip
SIDES = (PLAIN, TYPED)

SITES = ("tnp.", "x.", "typedjax.scipy.special.")
"""Where completion is asked (typed spelling; the plain twin says `jnp.`, `jax.scipy.special.`)."""

SIGNATURE_CALLS = ("sum", "dot", "linspace", "where", "add", "einsum", "x.sum")
REFERENCES = ("sum", "dot", "linspace")
HELPERS = frozenset({"TYPE_CHECKING", "annotations", "overload", "np", "Any"})
"""Names a module imports for its own use, which completion should not offer."""


def position(text: str, needle: str, offset: int) -> tuple[int, int]:
    """The 0-based line and column of `offset` characters into the first `needle` in `text`."""
    index = text.index(needle) + offset
    return text.count("\n", 0, index), index - (text.rfind("\n", 0, index) + 1)


def site_position(side: Side, text: str, site: str) -> tuple[int, int]:
    """Just after the trailing dot of completion site `site` (named in its typed spelling)."""
    spelled = {"tnp.": f"{side.np}.", "x.": "x.", "typedjax.scipy.special.": f"{side.special}."}
    needle = f"    {spelled[site]}\n"
    return position(text, needle, len(needle) - 1)


def call_position(side: Side, text: str, call: str) -> tuple[int, int]:
    """Inside the call of `call`: after the `, ` of `tnp.sum(x, )`, or after `x.sum(`."""
    if call.startswith("x."):
        needle = f"    {call}("
        return position(text, needle, len(needle))
    start = text.index(f"    {side.np}.{call}(")
    line = text[start : text.index("\n", start)]
    return position(text, line, line.index(", )") + 2)


# ---------------------------------------------------------------- reading answers


def completion_name(item: JSON) -> str:
    """The name a completion item inserts (pylsp labels functions `sum(a, axis, ...)`)."""
    label = as_str(item.get("label")).strip()
    found = re.match(r"[A-Za-z_]\w*", label)
    return found.group(0) if found else label


def helper_names(names: Sequence[str]) -> list[str]:
    """The helper names among completion `names`: imports and private names, not dunders."""
    return sorted({n for n in names if n in HELPERS or (n.startswith("_") and not dunder(n))})


def dunder(name: str) -> bool:
    """Whether `name` is a dunder (`__doc__`): module machinery, not a helper name."""
    return len(name) > 4 and name.startswith("__") and name.endswith("__")


def shown_type(hover: str) -> str:
    """What a hover shows for a variable: its code block on one line, or what replaces it."""
    signature = " ".join(hover_signature(hover).split())
    if signature:
        return signature
    if not hover.strip():
        return "(empty hover)"
    first = hover.strip().splitlines()[0]
    return f"(no code block) {first[:60]}{'...' if len(first) > 60 else ''}"


def private_modules(hovers: Sequence[str]) -> list[str]:
    """The private modules that paths in the hovers go through (`typedjax._src.array.array`)."""
    paths = {found for hover in hovers for found in PRIVATE_PATH.findall(hover)}
    return sorted({path.rpartition(".")[0] for path in paths})


# ---------------------------------------------------------------- values and tables


@dataclass(frozen=True)
class Failed:
    """A measurement the server did not deliver: why."""

    reason: str

    def __str__(self) -> str:
        return self.reason


Value = float | str | bool | Failed
"""A number (seconds, a count), a text, yes/no, or a failure."""


def attempt(measure: Callable[[], T]) -> T | Failed:
    """`measure()`, or the failure that ended it."""
    try:
        return measure()
    except LspTimeout:
        return Failed("timeout")
    except LspError as error:
        return Failed(f"error: {str(error)[:80]}")


def median(samples: Sequence[float | Failed]) -> float | Failed:
    """The median of `samples`, or the first failure among them (with how many failed)."""
    failed = [s for s in samples if isinstance(s, Failed)]
    if failed:
        return Failed(f"{failed[0]} ({len(failed)} of {len(samples)})")
    numbers = [s for s in samples if not isinstance(s, Failed)]
    return statistics.median(numbers) if numbers else Failed("no samples")


@dataclass(frozen=True)
class Row:
    """One server's (and one site's or function's) plain and typed figures."""

    server: str
    what: str
    plain: Value
    typed: Value


def _number(value: Value) -> float | None:
    if isinstance(value, bool | str | Failed):
        return None
    return value


def ratio(row: Row) -> float | None:
    """typed / plain, when both are numbers and plain is not zero."""
    plain, typed = _number(row.plain), _number(row.typed)
    if plain is None or typed is None or plain == 0:
        return None
    return typed / plain


Check = Callable[[Row], bool | None]
"""Whether a row meets a target (None: the target does not apply, or a figure is missing)."""


@dataclass(frozen=True)
class Measure:
    """A table: its title, how its figures print, and its target."""

    key: str
    title: str
    unit: str  # "ms" (the figures are seconds), "n" (counts), "text" or "yes/no"
    target: str = ""
    check: Check | None = None


def format_value(value: Value, unit: str) -> str:
    """A figure as a table prints it."""
    if isinstance(value, Failed):
        return f"FAILED: {value}"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str):
        return value
    if unit == "ms":
        return f"{value * 1000:,.1f}"
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.2f}"


def table(measure: Measure, rows: Sequence[Row]) -> str:
    """The measure's table: server, plain, typedjax, ratio (and the target's verdict)."""
    out = [measure.title + (f" [{measure.unit}]" if measure.unit in ("ms", "n") else "")]
    if measure.unit == "text":  # long texts: plain and typed on lines of their own
        width = max(len(f"{row.server} {row.what}".strip()) for row in rows)
        for row in rows:
            label = f"{row.server} {row.what}".strip()
            out.append(f"  {label:<{width}}  plain     {format_value(row.plain, 'text')}")
            out.append(f"  {'':<{width}}  typedjax  {format_value(row.typed, 'text')}")
    else:
        cells = [
            (f"{row.server} {row.what}".strip(), format_value(row.plain, measure.unit),
             format_value(row.typed, measure.unit), ratio(row), _verdict(measure, row))
            for row in rows
        ]  # fmt: skip
        w0 = max([len(c[0]) for c in cells] + [len("server")])
        w1 = max([len(c[1]) for c in cells] + [len("plain")])
        w2 = max([len(c[2]) for c in cells] + [len("typedjax")])
        out.append(f"  {'server':<{w0}}  {'plain':>{w1}}  {'typedjax':>{w2}}  {'ratio':>7}")
        for label, plain, typed, r, verdict in cells:
            shown = f"{r:.2f}x" if r is not None else "-"
            line = f"  {label:<{w0}}  {plain:>{w1}}  {typed:>{w2}}  {shown:>7}  {verdict}"
            out.append(line.rstrip())
    if measure.target:
        out.append(f"  target: {measure.target}")
    return "\n".join(out)


def _verdict(measure: Measure, row: Row) -> str:
    if measure.check is None:
        return ""
    met = measure.check(row)
    return "" if met is None else ("met" if met else "NOT met")


def warm_check(row: Row) -> bool | None:
    r = ratio(row)
    limit = next((s.warm_target for s in servers() if s.name == row.server), 1.2)
    return None if r is None else r <= limit


def first_check(row: Row) -> bool | None:
    r = ratio(row)
    return None if r is None else r <= 1.3


def at_most(limit: float) -> Check:
    def check(row: Row) -> bool | None:
        typed = _number(row.typed)
        return None if typed is None else typed <= limit

    return check


MEASURES = (
    Measure("start", "Start: a fresh server answers initialize", "ms"),
    Measure("hover_s", "Hover on s in `s = tnp.sum(x)`: the type shown", "text"),
    Measure("hover_y", "Hover on y in `y = typedjax.jit(f)(x)`: the type shown", "text"),
    Measure("doc_chars", "Hover on sum in `tnp.sum(x)`: characters of documentation", "n"),
    Measure("doc_any", "Hover on sum in `tnp.sum(x)`: any documentation", "yes/no"),
    Measure("signatures", "Signature help inside the call: signatures offered", "n",
            "at most 4", at_most(4)),
    Measure("signatures_max", "Signature help: the most signatures in one call", "n",
            "at most 4", at_most(4)),
    Measure("reference_chars", "Hover on a reference (`ref = tnp.sum`): characters", "n",
            "at most 2,000", at_most(2000)),
    Measure("reference_max", "Hover on a reference: the longest", "n",
            "at most 2,000", at_most(2000)),
    Measure("private", "Private module paths in any hover", "text"),
    Measure("first", "First completion after opening the file (a fresh server)", "ms",
            "within 1.3x of plain JAX", first_check),
    Measure("warm", "Warm completion (median)", "ms",
            "within 1.2x of plain JAX (pyright, basedpyright, ty, pyrefly), 2x (pylsp, jedi-ls)",
            warm_check),
    Measure("items", "Completion: items offered", "n"),
    Measure("helpers", "Completion: helper names offered", "text"),
    Measure("edit", "Completion right after an edit (didChange, then completion)", "ms"),
    Measure("resolve", "Resolving the `sum` item after `tnp.` (completionItem/resolve)", "ms"),
)  # fmt: skip


SESSION_MEASURES = tuple(m.key for m in MEASURES if m.key not in ("start", "first"))
"""The measures taken in the two long sessions (plain and typed) of a server."""

# ---------------------------------------------------------------- a session with one server


class Session:
    """One server on one program, in a fresh temporary workspace."""

    def __init__(self, server: Server, side: Side, timeout_s: float) -> None:
        self.side = side
        self.text = side.program()
        self.root = Path(tempfile.mkdtemp(prefix=f"bench-ide-{server.name}-"))
        write_config(self.root)
        self.path = self.root / f"program_{side.name}.py"
        self.path.write_text(self.text)
        self.broken: Failed | None = None
        started = time.perf_counter()
        try:
            self.lsp = LanguageServer(
                server.command, self.root,
                initialization_options=server.initialization_options, settings=server.settings,
                env={"VIRTUAL_ENV": str(_prefix()), "PYRIGHT_PYTHON_FORCE_VERSION": ""},
                timeout_s=timeout_s,
            )  # fmt: skip
        except BaseException:
            shutil.rmtree(self.root, ignore_errors=True)
            raise
        self.start_s = time.perf_counter() - started

    def run(self, measure: Callable[[LanguageServer], T]) -> T | Failed:
        """`measure(server)`, or why not; after a timeout the rest of the session is skipped."""
        if self.broken is not None:
            return Failed(f"skipped after a {self.broken}")
        result = attempt(lambda: measure(self.lsp))
        if isinstance(result, Failed) and result.reason == "timeout":
            self.broken = result
        return result

    def open(self) -> None:
        """Open the program in the server."""
        self.lsp.open(self.path, self.text)

    def completion(self, site: str) -> list[JSON]:
        """The items at completion site `site`."""
        line, column = site_position(self.side, self.text, site)
        return self.lsp.completion(self.path, line, column, ".")

    def timed(self, before: Callable[[], None], site: str) -> float | Failed:
        """Seconds from `before()` to a completion's answer at `site` (none offered: failed)."""

        def measure(_: LanguageServer) -> float | Failed:
            start = time.perf_counter()
            before()
            items = self.completion(site)
            elapsed = time.perf_counter() - start
            return elapsed if items else Failed("no items")

        return self.run(measure)

    def offered(self, site: str) -> list[JSON] | Failed:
        """The items at `site`, or why not."""
        return self.run(lambda _: self.completion(site))

    def after_edit(self, text: str, site: str) -> float | Failed:
        """Seconds from changing the whole text to `text` to a completion's answer at `site`."""
        return self.timed(lambda: self.lsp.change(self.path, text), site)

    def hover(self, needle: str, offset: int) -> str | Failed:
        """The hover at `offset` characters into `needle`."""
        line, column = position(self.text, needle, offset)
        return self.run(lambda lsp: lsp.hover(self.path, line, column))

    def close(self) -> None:
        """Shut the server down and remove the workspace."""
        try:
            self.lsp.close()
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


@contextmanager
def session(server: Server, side: Side, timeout_s: float) -> Generator[Session, None, None]:
    """A started session, closed (shutdown and exit, else killed) at the end."""
    started = Session(server, side, timeout_s)
    try:
        yield started
    finally:
        started.close()


def alternate(index: int) -> tuple[Side, Side]:
    """The two sides, plain first in even rounds and typed first in odd ones."""
    return (PLAIN, TYPED) if index % 2 == 0 else (TYPED, PLAIN)


def _nothing() -> None:
    pass


# ---------------------------------------------------------------- measuring one server


@dataclass
class Figures:
    """The rows of every table, and notes printed after them."""

    rows: dict[str, list[Row]] = field(default_factory=dict[str, list[Row]])
    notes: list[str] = field(default_factory=list[str])

    def add(self, key: str, row: Row) -> None:
        """Add a row to table `key`."""
        self.rows.setdefault(key, []).append(row)


def first_completions(server: Server, repeats: int, timeout_s: float, figures: Figures) -> None:
    """A fresh server for every sample: open the file, then ask for completion at one site."""
    starts: dict[str, list[float | Failed]] = {side.name: [] for side in SIDES}
    firsts: dict[tuple[str, str], list[float | Failed]] = {
        (side.name, site): [] for side in SIDES for site in SITES
    }
    no_start: Failed | None = None
    for index in range(repeats):
        for side in alternate(index):
            for site in SITES:
                if no_start is not None:  # one failed start is enough
                    firsts[side.name, site].append(no_start)
                    continue
                try:
                    with session(server, side, timeout_s) as fresh:
                        starts[side.name].append(fresh.start_s)
                        firsts[side.name, site].append(fresh.timed(fresh.open, site))
                except LspError as error:
                    no_start = Failed(f"did not start: {error}"[:100])
                    starts[side.name].append(no_start)
                    firsts[side.name, site].append(no_start)
    figures.add("start", Row(server.name, "", median(starts["plain"]), median(starts["typed"])))
    for site in SITES:
        plain, typed = median(firsts["plain", site]), median(firsts["typed", site])
        figures.add("first", Row(server.name, site, plain, typed))


def session_measures(server: Server, repeats: int, timeout_s: float, figures: Figures) -> None:
    """Everything but the first completion, on one server per program, both open at once."""
    try:
        with session(server, PLAIN, timeout_s) as plain, session(server, TYPED, timeout_s) as typed:
            _measure_sessions(server, {"plain": plain, "typed": typed}, repeats, figures)
    except LspError as error:
        failed = Failed(f"did not start: {error}"[:100])
        for key in SESSION_MEASURES:
            figures.add(key, Row(server.name, "", failed, failed))


def _measure_sessions(
    server: Server, pair: dict[str, Session], repeats: int, figures: Figures
) -> None:
    name = server.name
    for one in pair.values():
        one.open()
    for site in SITES:  # warm-up: each server has read what the program imports
        for one in pair.values():
            one.offered(site)

    hovers = {side: _hovers(one) for side, one in pair.items()}
    for kind, found in hovers.items():
        shown = found["sum"]
        if isinstance(shown, str) and "sum" not in hover_signature(shown):
            figures.notes.append(
                f"WARNING: {name} shows no signature on the {kind} side's `sum` "
                f"(does it find jax and typedjax?): {shown[:200]!r}"
            )

    def row(key: str, table: str, read: Callable[[str], Value]) -> None:
        def cell(kind: str) -> Value:
            hover = hovers[kind][key]
            return hover if isinstance(hover, Failed) else read(hover)

        what = key.removeprefix("ref_") if table == "reference_chars" else ""
        figures.add(table, Row(name, what, cell("plain"), cell("typed")))

    row("s", "hover_s", shown_type)
    row("y", "hover_y", shown_type)
    row("sum", "doc_chars", lambda hover: float(len(hover_doc(hover))))
    row("sum", "doc_any", lambda hover: bool(hover_doc(hover)))
    for ref in REFERENCES:
        row(f"ref_{ref}", "reference_chars", lambda hover: float(len(hover)))
    figures.add("reference_max", _largest(name, figures.rows["reference_chars"]))
    figures.add("private", Row(name, "", *(_private(hovers[side]) for side in ("plain", "typed"))))

    for call in SIGNATURE_CALLS:
        counts = {kind: _signature_count(one, call) for kind, one in pair.items()}
        figures.add("signatures", Row(name, call, counts["plain"], counts["typed"]))
    figures.add("signatures_max", _largest(name, figures.rows["signatures"]))

    warm: dict[tuple[str, str], list[float | Failed]] = {}
    edit: dict[tuple[str, str], list[float | Failed]] = {}
    for index in range(repeats):
        for site in SITES:
            for side in alternate(index):
                warm.setdefault((side.name, site), []).append(pair[side.name].timed(_nothing, site))
    for index in range(repeats):
        for site in SITES:
            for side in alternate(index):
                one = pair[side.name]
                text = f"{one.text}# edit {index} at {site}\n"  # after every site: none moves
                edit.setdefault((side.name, site), []).append(one.after_edit(text, site))
    for site in SITES:
        figures.add(
            "warm", Row(name, site, median(warm["plain", site]), median(warm["typed", site]))
        )
        figures.add(
            "edit", Row(name, site, median(edit["plain", site]), median(edit["typed", site]))
        )
        offered = {kind: one.offered(site) for kind, one in pair.items()}
        figures.add("items", Row(name, site, *(_count(offered[s]) for s in ("plain", "typed"))))
        figures.add("helpers", Row(name, site, *(_helpers(offered[s]) for s in ("plain", "typed"))))

    resolve = _resolve_times(pair, repeats)
    figures.add("resolve", Row(name, "sum", resolve["plain"], resolve["typed"]))


def _hovers(one: Session) -> dict[str, str | Failed]:
    np = one.side.np
    call = f"    s = {np}.sum(x)"
    found = {
        "s": one.hover(call, 4),
        "y": one.hover(f"    y = {one.side.mod}.jit(f)(x)", 4),
        "sum": one.hover(call, call.index(".sum(") + 2),
    }
    for ref in REFERENCES:
        needle = f" = {np}.{ref}\n"
        found[f"ref_{ref}"] = one.hover(needle, len(needle) - 2)
    return found


def _largest(server: str, rows: Sequence[Row]) -> Row:
    """The largest plain and typed figures of `server`'s rows (failed when any failed)."""

    def pick(values: list[Value]) -> Value:
        failed = [v for v in values if isinstance(v, Failed)]
        numbers = [n for n in map(_number, values) if n is not None]
        return failed[0] if failed else max(numbers) if numbers else Failed("no figures")

    mine = [row for row in rows if row.server == server]
    return Row(server, "", pick([r.plain for r in mine]), pick([r.typed for r in mine]))


def _private(hovers: dict[str, str | Failed]) -> Value:
    texts = [hover for hover in hovers.values() if isinstance(hover, str)]
    found = private_modules(texts)
    return f"yes: {', '.join(found)}" if found else "no"


def _signature_count(one: Session, call: str) -> Value:
    line, column = call_position(one.side, one.text, call)
    return one.run(lambda lsp: float(len(lsp.signature_help(one.path, line, column))))


def _count(items: list[JSON] | Failed) -> Value:
    return items if isinstance(items, Failed) else float(len(items))


def _helpers(items: list[JSON] | Failed) -> Value:
    if isinstance(items, Failed):
        return items
    found = helper_names([completion_name(item) for item in items])
    return ", ".join(found) if found else "none"


def _resolve_times(pair: dict[str, Session], repeats: int) -> dict[str, Value]:
    """Median seconds to resolve the `sum` item after `tnp.`, per side."""
    items: dict[str, JSON | Failed] = {}
    unsupported: set[str] = set()
    for kind, one in pair.items():
        if not as_object(one.lsp.capabilities.get("completionProvider")).get("resolveProvider"):
            unsupported.add(kind)
            continue
        offered = one.offered("tnp.")
        if isinstance(offered, Failed):
            items[kind] = offered
            continue
        found = [item for item in offered if completion_name(item) == "sum"]
        items[kind] = found[0] if found else Failed("no `sum` item")
    samples: dict[str, list[float | Failed]] = {side: [] for side in pair}
    for index in range(repeats):
        for side in alternate(index):
            if side.name in unsupported:
                continue
            item = items[side.name]
            if isinstance(item, Failed):
                samples[side.name].append(item)
                continue
            one = pair[side.name]

            def measure(lsp: LanguageServer, item: JSON = item) -> float:
                start = time.perf_counter()
                lsp.resolve(item)
                return time.perf_counter() - start

            samples[side.name].append(one.run(measure))
    return {
        side: "not offered" if side in unsupported else median(taken)
        for side, taken in samples.items()
    }


# ---------------------------------------------------------------- the report


def json_value(value: Value, unit: str) -> object:
    """A figure for `--json`: milliseconds for times, {"failed": why} for a failure."""
    if isinstance(value, Failed):
        return {"failed": value.reason}
    if unit == "ms" and not isinstance(value, bool | str):
        return round(value * 1000, 3)
    return value


def report(figures: Figures) -> str:
    """Every table, in the order of MEASURES, then the notes."""
    parts = [table(m, figures.rows[m.key]) for m in MEASURES if figures.rows.get(m.key)]
    return "\n\n".join(parts + (["\n".join(figures.notes)] if figures.notes else []))


def _version(package: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(package)
    except PackageNotFoundError:
        return "?"


def main(argv: Sequence[str] | None = None) -> int:
    """Measure and print; exit status 0 (a benchmark reports, it does not assert)."""
    names = [server.name for server in servers()]
    parser = argparse.ArgumentParser(description="Language servers on typedjax vs plain JAX.")
    parser.add_argument(
        "--servers",
        default=",".join(names),
        help=f"comma-separated, from {','.join(names)} (default: all installed)",
    )
    parser.add_argument("--repeats", type=int, default=5, help="samples of each timing (default 5)")
    parser.add_argument(
        "--timeout", type=float, default=60.0, help="seconds to wait for one answer (default 60)"
    )
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    parser.add_argument(
        "--environment", type=Path, default=Path(sys.executable),
        help="the interpreter of the virtual environment the servers read (default: this "
        "one); another one's, without typedjax's jax-stubs, measures plain JAX as JAX types it",
    )  # fmt: skip
    args = parser.parse_args(argv)
    ENVIRONMENT["python"] = str(args.environment.absolute())  # each server runs in a temp folder
    chosen = [name.strip() for name in str(args.servers).split(",") if name.strip()]
    unknown = sorted(set(chosen) - set(names))
    if unknown:
        parser.error(f"unknown servers {unknown}; choose from {names}")
    repeats: int = max(1, args.repeats)
    timeout_s: float = args.timeout
    figures = Figures()
    status: dict[str, JSON] = {}
    print(f"{repeats} samples of each timing, plain and typed alternately; "
          f"{timeout_s:g} s per request")  # fmt: skip
    for server in servers():
        if server.name not in chosen:
            continue
        version = _version(server.package)
        if not server.installed():
            print(f"  {server.name:<13} not installed (pip install {server.package}): skipped")
            status[server.name] = {"package": server.package, "status": "not installed"}
            continue
        started = time.perf_counter()
        first_completions(server, repeats, timeout_s, figures)
        session_measures(server, repeats, timeout_s, figures)
        took = time.perf_counter() - started
        print(
            f"  {server.name:<13} {server.package} {version}: measured in {took:.0f} s", flush=True
        )
        status[server.name] = {"package": server.package, "version": version, "status": "measured"}
    print()
    print(report(figures))
    if args.json is not None:
        measures = {
            m.key: {
                "title": m.title, "unit": m.unit, "target": m.target,
                "rows": [
                    {"server": r.server, "what": r.what, "plain": json_value(r.plain, m.unit),
                     "typed": json_value(r.typed, m.unit), "ratio": ratio(r),
                     "target_met": m.check(r) if m.check is not None else None}
                    for r in figures.rows.get(m.key, [])
                ],
            }
            for m in MEASURES
        }  # fmt: skip
        document = {"repeats": repeats, "timeout_s": timeout_s, "servers": status,
                    "notes": figures.notes, "measures": measures}  # fmt: skip
        args.json.write_text(json.dumps(document, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
