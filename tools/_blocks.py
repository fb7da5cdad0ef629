"""What every block generator under `tools/` shares.

* `main` / `main_many` / `main_blocks`: the command line: rewrite the marked
  block of each target file, or with `--check` fail when one is out of date (the
  test suite runs every generator that way, through `python -m tools.gen --check`).
  Each docstring written gets the line linking JAX's page for the name
  (`_jax_docs.link_source`), and each file written is formatted by `ruff format`.
* `reexport_target` / `reexport_block` / `reexports`: a public module's re-exports of
  the names its private sibling declares, and its `__all__` (a public module holds
  nothing else).
* The signature model: a function is its implementation signature (`Func`,
  parameters `P`) plus overloads (`Ov`) that retype some of those parameters and
  say what they return; `render_func` writes the `@overload` ladder and the
  documented implementation, wrapped at 100 columns. A generator's tables say
  which rows a rule has; this module says how a row is written.
"""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import _jax_docs  # pytype: disable=import-error  # a sibling script, not a package
import _rules  # pytype: disable=import-error  # a sibling script, not a package

INDENT = "    "
WIDTH = 100
NONE_ALIASES = frozenset({"_Axis", "PrecisionLike", "OutSharding", "_Sharding"})
"""Annotations that admit None without saying so (aliases whose union holds it)."""
ROOT = Path(__file__).resolve().parents[1]
REEXPORTS_BEGIN = "# BEGIN GENERATED RE-EXPORTS (tools/{script})\n"
REEXPORTS_END = "# END GENERATED RE-EXPORTS\n"

Target = tuple[Path, str, str, Callable[[], str]]
"""A file, the begin and end markers of its generated block, and what renders the block
(markers included)."""


def main(
    target: Path, begin: str, end: str, render: Callable[[], str], script: str,
    argv: list[str] | None = None,
) -> int:  # fmt: skip
    """Replace `begin`..`end` of `target` by `render()`, or with `--check` say if it differs."""
    return main_blocks([(target, begin, end, render)], script, argv)


def main_many(
    targets: Mapping[Path, Callable[[], str]], begin: str, end: str, script: str,
    argv: list[str] | None = None,
) -> int:  # fmt: skip
    """`main` over several files, each with its own block between the same markers."""
    return main_blocks(
        [(path, begin, end, render) for path, render in targets.items()], script, argv
    )


def main_blocks(targets: Sequence[Target], script: str, argv: list[str] | None = None) -> int:
    """`main` over several blocks, each with its own file and markers."""
    names = ", ".join(dict.fromkeys(path.name for path, _, _, _ in targets))
    parser = argparse.ArgumentParser(description=f"Write the generated blocks of {names}.")
    parser.add_argument("--check", action="store_true", help="fail if a file is out of date")
    args = parser.parse_args(argv)

    def rewrite(target: Path, begin: str, end: str, render: Callable[[], str]) -> Rewrite:
        def new_text(text: str) -> str:
            start = text.index(begin)
            stop = text.index(end, start) + len(end)  # the block's own end marker
            # Every docstring links JAX's page as tools/gen_jax_docs.py writes it, so a
            # generated declaration reads like a hand-written one.
            return _jax_docs.link_source(text[:start] + render() + text[stop:], dotted(target))

        return target, new_text

    return write_or_check([rewrite(*target) for target in targets], script, check=args.check)


Rewrite = tuple[Path, Callable[[str], str]]
"""A file and what its new text is, given its text."""


def write_or_check(rewrites: Sequence[Rewrite], script: str, *, check: bool) -> int:
    """Rewrite each file, or with `check` say which would change (exit status 1).

    A file's rewrites apply in order; a file they change is then formatted by ruff
    (`ruff_formatted`), so that what a generator writes is what `ruff format` keeps.
    """
    by_file: dict[Path, list[Callable[[str], str]]] = {}
    for target, new_text in rewrites:
        by_file.setdefault(target, []).append(new_text)
    stale: list[str] = []
    for target, new_texts in by_file.items():
        text = target.read_text()
        new = text
        for new_text in new_texts:
            new = new_text(new)
        # Formatting only what differs keeps a current file free of a ruff run; a file equal
        # to the unformatted output is left to `ruff format --check` (tests/runtime/test_format.py).
        if new != text:
            new = ruff_formatted(new, target)
        if new == text:
            continue
        stale.append(str(target.relative_to(ROOT)) if target.is_relative_to(ROOT) else str(target))
        if not check:
            target.write_text(new)
    if check and stale:
        print(f"out of date: {', '.join(stale)}; run python {_command(script)}", file=sys.stderr)
        return 1
    return 0


def _command(script: str) -> str:
    """How to run `script` (`gen_x.py` or `tools/gen_x.py`) from the repository's root."""
    return f"tools/{Path(script).name}"


# ---- public modules: re-exports and `__all__` ------------------------------------------


def dotted(path: Path) -> str:
    """The dotted name of a module of the package (`typedjax._src.scipy.special` for its file)."""
    return _jax_docs.module_name(path)


def literal_all(path: Path) -> list[str]:
    """The literal `__all__` of the module at `path`."""
    names = _jax_docs.literal_all(ast.parse(path.read_text()))
    if not names:
        raise SystemExit(f"{path} has no literal __all__")
    return names


def reexports(sources: Mapping[str, Sequence[str]], target: Path) -> str:
    """`from <module> import <name> as <name>` for each name of each module, then `__all__`
    listing them all, sorted as ruff sorts them in `target`."""
    lines: list[str] = []
    exported: list[str] = []
    for module, names in sources.items():
        lines += [f"from {module} import {name} as {name}" for name in names]
        exported += names
    duplicates = sorted({n for n in exported if exported.count(n) > 1})
    if duplicates:
        raise SystemExit(f"{dotted(target)} would export these names twice: {duplicates}")
    lines += ["", "__all__ = [", *(f'    "{name}",' for name in exported), "]"]
    return ruff_sorted("\n".join(lines) + "\n", target)


def reexport_block(sources: Mapping[str, Sequence[str]], target: Path, script: str) -> str:
    """`reexports` between the re-export markers naming `script`."""
    return REEXPORTS_BEGIN.format(script=script) + reexports(sources, target) + REEXPORTS_END


def reexport_target(private: Path, script: str) -> Target:
    """The re-export block of the public module of `private` (`typedjax/scipy/special.py` for
    `typedjax/_src/scipy/special.py`): every name of the literal `__all__` of `private`."""
    public = ROOT / "typedjax" / private.relative_to(ROOT / "typedjax" / "_src")

    def render() -> str:
        return reexport_block({dotted(private): literal_all(private)}, public, script)

    return public, REEXPORTS_BEGIN.format(script=script), REEXPORTS_END, render


def main_with_reexports(
    private: Path, begin: str, end: str, render: Callable[[], str], script: str,
    argv: list[str] | None = None,
) -> int:  # fmt: skip
    """`main` for the block of `private`, then the re-exports of its public module."""
    targets = [(private, begin, end, render), reexport_target(private, script)]
    return main_blocks(targets, script, argv)


def ruff_sorted(text: str, target: Path) -> str:
    """`text`, a part of `target`, with its imports and `__all__` sorted by ruff."""
    done = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--fix", "--select", "I,RUF022",
         "--stdin-filename", str(target), "--quiet", "-"],
        input=text, capture_output=True, text=True, check=False,
    )  # fmt: skip
    if done.returncode not in (0, 1) or not done.stdout:
        raise SystemExit(f"ruff failed on the generated block: {done.stderr}")
    return done.stdout


def ruff_formatted(text: str, target: Path) -> str:
    """`text`, the new source of `target`, as `ruff format` writes it with the settings
    `target` gets (pyproject.toml's `[tool.ruff]`)."""
    command = [sys.executable, "-m", "ruff", "format", "--stdin-filename", str(target), "-"]
    done = subprocess.run(command, input=text, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"ruff format failed on the generated {target}: {done.stderr}")
    return done.stdout


def block(begin: str, end: str, funcs: Iterable[Func | str], indent: str = INDENT) -> str:
    """The generated block of one module: the markers around each function's ladder.

    A string among `funcs` is a comment line (`# ...`) written before what follows; a
    comment that ends in `-` (a section rule) stands alone, followed by a blank line.
    """
    lines = [begin.rstrip("\n")]
    for func in funcs:
        if isinstance(func, str):
            lines.append(f"{indent}{func}")
            if func.endswith("-"):
                lines.append("")
            continue
        lines.extend(render_func(func, indent))
        lines.append("")
    lines[-1] = end.rstrip("\n")
    return "\n".join(lines) + "\n"


# ---- the signature model ------------------------------------------------------------


@dataclass(frozen=True)
class P:
    """One parameter of a base signature."""

    name: str
    ann: str
    default: str | None = None
    """Source text of the default; None for a required parameter."""


POS_ONLY = "/"
KW_ONLY = "*"
REQUIRED = "<required>"

Token = P | str
"""A parameter, or one of the markers `/` and `*`, or `*name: ann` / `**name: ann`."""


@dataclass(frozen=True)
class Ov:
    """One overload: the base signature with some parameters retyped."""

    returns: str
    types: dict[str, str] = field(default_factory=dict[str, str])
    """Parameter name -> annotation; a default may follow after `=` (`"None = None"`),
    or the parameter becomes required when the annotation has no default and the
    base one had (`REQUIRED` is implied by writing just the annotation with `!`)."""
    drop: tuple[str, ...] = ()
    """Parameters (varargs included, as `*name`) left out of this overload."""
    params: tuple[Token, ...] | None = None
    """A signature of its own instead of the base one (`types`/`drop` then apply to it)."""
    comment: str = ""
    """A comment for the `def` line (`# pyright: ignore[...]  # why`), where a checker wants it."""


@dataclass(frozen=True)
class Func:
    """One function: its base signature (the implementation's), docstring and overloads."""

    name: str
    params: tuple[Token, ...]
    returns: str
    doc: str
    overloads: tuple[Ov, ...] = ()
    body: str = "..."
    """The implementation's body after its docstring (a real module raises instead)."""
    comment: str = ""
    """A comment for the implementation's `def` line (`# type: ignore[...]  # why`)."""


def _split(spec: str, base: P) -> tuple[str, str | None]:
    """`"ann"` keeps the base default; `"ann = d"` sets it; `"ann!"` makes it required."""
    if spec.endswith("!"):
        return spec[:-1].strip(), None
    ann, sep, default = spec.partition(" = ")
    if sep:
        return ann.strip(), default.strip()
    return ann.strip(), base.default


def _render_params(params: Sequence[Token], ov: Ov | None) -> list[str]:
    out: list[str] = []
    seen_default = False
    keyword_only = False
    for token in params:
        if token == POS_ONLY:
            out.append("/")
            continue
        if token == KW_ONLY:
            if not keyword_only:
                out.append("*")
                keyword_only = True
            continue
        if isinstance(token, str) and token.startswith("**"):  # **kwargs, always last
            out.append(token)
            continue
        if isinstance(token, str):  # varargs
            name = token.split(":")[0].strip()
            if ov is not None and name in ov.drop:
                # Without the varargs, what followed them stays keyword-only.
                if not keyword_only:
                    out.append("*")
                    keyword_only = True
                continue
            if ov is not None and name[1:] in ov.types:
                token = f"{name}: {ov.types[name[1:]]}"
            assert not keyword_only, f"varargs after keyword-only parameters: {token}"
            out.append(token)
            keyword_only = True
            continue
        if ov is not None and token.name in ov.drop:
            continue
        ann, default = token.ann, token.default
        if ov is not None and token.name in ov.types:
            ann, default = _split(ov.types[token.name], token)
        if default is None and seen_default and not keyword_only:
            # A required parameter after a defaulted one can only be keyword-only.
            out.append("*")
            keyword_only = True
        if default == "None" and "None" not in ann and ann not in NONE_ALIASES:
            raise ValueError(f"{token.name}: {ann} cannot default to None")
        if default is not None:
            seen_default = True
            out.append(f"{token.name}: {ann} = {default}")
        else:
            out.append(f"{token.name}: {ann}" if ann else token.name)  # `self` goes bare
    return out


def _wrap(head: str, params: list[str], tail: str, indent: str, *, comment: str = "") -> list[str]:
    """`head(params) tail`, on one line if it fits, else one packed parameter block.

    A `comment` (the ignore comments of the line the checkers report) goes after the
    opening parenthesis, where the formatter keeps it.
    """
    one = f"{indent}{head}({', '.join(params)}){tail}"
    if len(one) <= WIDTH and not comment:
        return [one]
    lines = [f"{indent}{head}({'  ' + comment if comment else ''}"]
    inner = indent + INDENT
    current = ""
    for param in params:
        piece = param + ","
        candidate = f"{current} {piece}" if current else piece
        if current and len(inner + candidate) > WIDTH:
            lines.append(inner + current)
            current = piece
        else:
            current = candidate
    if current:
        lines.append(inner + current)
    closing = f"{indent}){tail}"
    if len(closing) > WIDTH and tail.startswith(" -> tuple["):
        # A long tuple result: one element per line.
        result, _, end = tail.removeprefix(" -> tuple[").rpartition("]")
        lines.append(f"{indent}) -> tuple[")
        lines.extend(f"{inner}{item}," for item in _top_level(result))
        lines.append(f"{indent}]{end}")
    else:
        lines.append(closing)
    return lines


def _top_level(text: str) -> list[str]:
    """`text` split at the commas outside brackets."""
    parts: list[str] = []
    depth, start = 0, 0
    for i, ch in enumerate(text):
        depth += {"[": 1, "]": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return parts


def _split_same(ov: Ov) -> list[Ov]:
    """`ov` once per part of a split same-dtype TypeVar it names (`_rules.SAME_SPLIT`)."""
    names = list(ov.types)
    params = [t for t in ov.params or () if isinstance(t, P)]
    texts = [ov.returns, *ov.types.values(), *(p.ann for p in params)]
    out: list[Ov] = []
    for variant in _rules.split_same(texts):
        types = dict(zip(names, variant[1 : 1 + len(names)], strict=True))
        anns = iter(variant[1 + len(names) :])
        own = None if ov.params is None else tuple(
            P(t.name, next(anns), t.default) if isinstance(t, P) else t for t in ov.params
        )  # fmt: skip
        out.append(Ov(variant[0], types, ov.drop, own, ov.comment))
    return out


def render_func(func: Func, indent: str = INDENT) -> list[str]:
    """The overloads and the documented implementation signature of `func`."""
    lines: list[str] = []
    for ov in (split for row in func.overloads for split in _split_same(row)):
        lines.append(f"{indent}@overload")
        params = _render_params(func.params if ov.params is None else ov.params, ov)
        signature = _wrap(
            f"def {func.name}", params, f" -> {ov.returns}: ...", indent, comment=ov.comment
        )
        lines.extend(signature)
    params = _render_params(func.params, None)
    implementation = _wrap(
        f"def {func.name}", params, f" -> {func.returns}:", indent, comment=func.comment
    )
    lines.extend(implementation)
    doc = func.doc.strip().splitlines()
    inner = indent + INDENT
    if len(doc) == 1:
        lines.append(f'{inner}"""{doc[0]}"""')
    else:
        lines.append(f'{inner}"""{doc[0]}')
        lines.extend((inner + d).rstrip() for d in doc[1:])
        lines.append(f'{inner}"""')
    lines.append(f"{inner}{func.body}")
    return lines


def parse_params(text: str) -> tuple[Token, ...]:
    """A parameter list written as source (`"a: int, b: str = 'x', *, c: bool = True"`)."""
    func = ast.parse(f"def f({text}): ...").body[0]
    assert isinstance(func, ast.FunctionDef), text
    args = func.args
    out: list[Token] = []
    positional = [*args.posonlyargs, *args.args]
    missing = len(positional) - len(args.defaults)
    defaults: list[ast.expr | None] = [None] * missing + list(args.defaults)
    for index, (arg, default) in enumerate(zip(positional, defaults, strict=True)):
        out.append(_param(arg, default))
        if args.posonlyargs and index == len(args.posonlyargs) - 1:
            out.append(POS_ONLY)
    if args.vararg is not None and args.vararg.annotation is not None:
        out.append(f"*{args.vararg.arg}: {ast.unparse(args.vararg.annotation)}")
    elif args.kwonlyargs:
        out.append(KW_ONLY)
    out += [_param(a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)]
    if args.kwarg is not None and args.kwarg.annotation is not None:
        out.append(f"**{args.kwarg.arg}: {ast.unparse(args.kwarg.annotation)}")
    return tuple(out)


def _param(arg: ast.arg, default: ast.expr | None) -> P:
    if arg.annotation is None:
        raise ValueError(f"parameter {arg.arg} has no annotation")
    text = None if default is None else ast.unparse(default)
    return P(arg.arg, ast.unparse(arg.annotation), text)
