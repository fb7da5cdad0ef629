"""The jax/jaxlib version rules, checked at `import typedjax` without importing jax.

Two sets of rules apply, and both are checked here:

- JAX's own: each jax release names a minimum jaxlib, and
  `jax >= jaxlib >= minimum_jaxlib`, comparing only the release segment `x.y.z`
  (JAX strips pre-release, dev and local suffixes, and so does this module).
- typedjax's supported range for jax and jaxlib, pinned in one place:
  `typedjax/_jax_requirements.txt`, read with PEP 440 specifier semantics.

Set `TYPEDJAX_SKIP_VERSION_CHECK=1` to skip the check in an emergency.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal, NamedTuple

from typedjax._src.errors import VersionError

__all__ = (
    "DECLARED_JAX",
    "SCRIPT_NAMES",
    "SKIP_ENV",
    "InstalledVersions",
    "Version",
    "VersionReport",
    "check_installed",
    "check_versions",
    "fix_command",
    "installed_versions",
    "parse_requirement",
    "parse_version",
    "satisfies",
    "started_as_command",
    "started_as_script",
    "supported_versions",
    "version_report",
)

DECLARED_JAX: Final = "0.12.0.1"
"""The JAX release whose API typedjax's declarations describe: the newest it supports.

What older supported releases lack of it is listed, by release, in `typedjax._src.newer`.
"""

SKIP_ENV: Final = "TYPEDJAX_SKIP_VERSION_CHECK"
"""Environment variable that skips the check at import when set to `1`."""

_PINS: Final = Path(__file__).parents[1] / "_jax_requirements.txt"

# PEP 440, Appendix B, with the same spellings normalised the same way.
_VERSION: Final = re.compile(
    r"""
    v?
    (?:(?P<epoch>[0-9]+)!)?
    (?P<release>[0-9]+(?:\.[0-9]+)*)
    (?:[-_.]?(?P<pre_l>alpha|a|beta|b|preview|pre|c|rc)[-_.]?(?P<pre_n>[0-9]+)?)?
    (?:-(?P<post_n1>[0-9]+)|[-_.]?(?P<post_l>post|rev|r)[-_.]?(?P<post_n2>[0-9]+)?)?
    (?:[-_.]?(?P<dev_l>dev)[-_.]?(?P<dev_n>[0-9]+)?)?
    (?:\+(?P<local>[a-z0-9]+(?:[-_.][a-z0-9]+)*))?
    """,
    re.VERBOSE | re.IGNORECASE,
)
_PRE_SPELLINGS: Final = {"alpha": "a", "beta": "b", "c": "rc", "pre": "rc", "preview": "rc"}
_PRE_RANK: Final = {"a": 0, "b": 1, "rc": 2}
_CLAUSE: Final = re.compile(r"\s*(===|~=|==|!=|<=|>=|<|>)\s*(\S+?)\s*")
_REQUIREMENT: Final = re.compile(
    r"\s*(?P<name>[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\s*(?:\[[^\]]*\])?"
    r"\s*\(?(?P<spec>[^;()]*)\)?\s*(?:;(?P<marker>.*))?"
)

_Key = tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]
_Rule = Literal["missing", "unsupported", "too_old", "too_new"]


@dataclass(frozen=True, slots=True)
class Version:
    """A parsed PEP 440 version: `1!0.10.3rc1.post2.dev3+cuda12` and everything simpler."""

    release: tuple[int, ...]
    pre: tuple[str, int] | None = None
    post: int | None = None
    dev: int | None = None
    local: str | None = None
    epoch: int = 0

    @property
    def public(self) -> str:
        """The normalised version without its local segment, as an index serves it."""
        text = ".".join(map(str, self.release))
        if self.epoch:
            text = f"{self.epoch}!{text}"
        if self.pre is not None:
            text += f"{self.pre[0]}{self.pre[1]}"
        if self.post is not None:
            text += f".post{self.post}"
        if self.dev is not None:
            text += f".dev{self.dev}"
        return text


class InstalledVersions(NamedTuple):
    """The installed jax and jaxlib versions and jax's minimum jaxlib; `None` when unknown."""

    jax: str | None
    jaxlib: str | None
    minimum_jaxlib: str | None


class VersionReport(NamedTuple):
    """The installed versions, the rules they break and the pip command that fixes them."""

    installed: InstalledVersions
    supported: tuple[tuple[str, str], ...]
    problems: tuple[str, ...]
    fix: str | None

    @property
    def ok(self) -> bool:
        """Whether every rule holds."""
        return not self.problems


class _Broken(NamedTuple):
    rule: _Rule
    sentence: str


def parse_version(text: str, /) -> Version:
    """The PEP 440 version that `text` spells.

    Raises:
        ValueError: `text` is not a PEP 440 version.
    """
    found = _VERSION.fullmatch(text.strip())
    if found is None:
        raise ValueError(
            f"Unparsable version {text!r}: expected a PEP 440 version such as "
            "'0.10.2', '0.10.3rc1', '0.10.3.dev20261101' or '0.10.2+cuda12'."
        )
    pre_l, post_l = found["pre_l"], found["post_l"]
    pre = None
    if pre_l is not None:
        letter = pre_l.lower()
        pre = (_PRE_SPELLINGS.get(letter, letter), int(found["pre_n"] or 0))
    post = None
    if found["post_n1"] is not None or post_l is not None:
        post = int(found["post_n1"] or found["post_n2"] or 0)
    dev = None if found["dev_l"] is None else int(found["dev_n"] or 0)
    local = found["local"]
    return Version(
        release=tuple(int(part) for part in found["release"].split(".")),
        pre=pre,
        post=post,
        dev=dev,
        local=None if local is None else re.sub(r"[-_]", ".", local.lower()),
        epoch=int(found["epoch"] or 0),
    )


def satisfies(version: str | Version, specifier: str, /) -> bool:
    """Whether `version` meets every comma-separated clause of `specifier`, as pip reads it.

    Understands `>=, <=, <, >, ==, !=` (and `==`/`!=` with a trailing `.*`). An installed
    pre-release counts, but `<0.11` excludes pre-releases of 0.11 itself (PEP 440).

    Raises:
        ValueError: `version` or a clause of `specifier` cannot be parsed.
    """
    parsed = parse_version(version) if isinstance(version, str) else version
    return all(
        _meets(parsed, clause, specifier) for clause in specifier.split(",") if clause.strip()
    )


def parse_requirement(line: str, /) -> tuple[str, str, str | None]:
    """The normalised name, specifier (spaces removed) and marker of a requirement line."""
    found = _REQUIREMENT.fullmatch(line)
    if found is None:
        raise ValueError(
            f"Unparsable requirement {line!r}: expected a name, an optional specifier and "
            "an optional '; marker', such as 'jax>=0.10.1,<0.11'."
        )
    name = re.sub(r"[-_.]+", "-", found["name"]).lower()
    marker = found["marker"]
    return name, re.sub(r"\s+", "", found["spec"]), None if marker is None else marker.strip()


def supported_versions(path: Path = _PINS, /) -> dict[str, str]:
    """The specifier that typedjax supports for each package pinned in `path`, in file order."""
    supported: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.partition("#")[0].strip()
        if line:
            name, spec, _ = parse_requirement(line)
            supported[name] = spec
    return supported


def installed_versions() -> InstalledVersions:
    """The installed jax and jaxlib versions and jax's minimum jaxlib, read without importing jax."""
    jax = _headers("jax")
    jaxlib = _headers("jaxlib")
    return InstalledVersions(
        jax=None if jax is None else _first(jax, "version"),
        jaxlib=None if jaxlib is None else _first(jaxlib, "version"),
        minimum_jaxlib=None if jax is None else _minimum_jaxlib(jax.get("requires-dist", [])),
    )


def check_versions(
    *,
    jax: str | None,
    jaxlib: str | None,
    minimum_jaxlib: str | None,
    supported: Mapping[str, str],
) -> list[str]:
    """The rules that the jax/jaxlib pair breaks, as sentences; empty when all hold.

    `None` for `jax` or `jaxlib` means not installed; for `minimum_jaxlib`, that jax
    names no minimum, so that rule is not checked.

    Raises:
        ValueError: a version or a specifier in `supported` cannot be parsed.
    """
    return [broken.sentence for broken in _broken(jax, jaxlib, minimum_jaxlib, supported)]


def fix_command(
    *,
    jax: str | None,
    jaxlib: str | None,
    minimum_jaxlib: str | None,
    supported: Mapping[str, str],
) -> str | None:
    """The pip command that makes the jax/jaxlib pair follow the rules; `None` if it does."""
    rules: set[str]
    try:
        rules = {broken.rule for broken in _broken(jax, jaxlib, minimum_jaxlib, supported)}
    except ValueError:
        rules = {"unsupported"}  # an unparsable version: reinstall within the pins
    if not rules:
        return None
    if jax is None or jaxlib is None or rules & {"missing", "unsupported"}:
        pins = " ".join(f'"{name}{spec}"' for name, spec in supported.items())
        return f"pip install {pins or 'jax jaxlib'}"
    jax_public, jaxlib_public = parse_version(jax).public, parse_version(jaxlib).public
    if "too_old" in rules or not satisfies(jaxlib_public, supported.get("jax", "")):
        return f'pip install --upgrade "jaxlib=={jax_public}"'
    return f'pip install --upgrade "jax=={jaxlib_public}"'


def version_report() -> VersionReport:
    """The installed jax/jaxlib versions checked against JAX's rules and typedjax's pins."""
    installed = installed_versions()
    supported = supported_versions()
    jax, jaxlib, minimum = installed
    try:
        problems = tuple(
            check_versions(jax=jax, jaxlib=jaxlib, minimum_jaxlib=minimum, supported=supported)
        )
    except ValueError as error:
        problems = (str(error),)
    fix = None
    if problems:
        fix = fix_command(jax=jax, jaxlib=jaxlib, minimum_jaxlib=minimum, supported=supported)
    return VersionReport(installed, tuple(supported.items()), problems, fix)


SCRIPT_NAMES: Final = ("typedjax", "typedjax.exe")
"""The names of the `typedjax` script that installing typedjax writes (`[project.scripts]`)."""


def started_as_script() -> bool:
    """Whether this interpreter runs the `typedjax` script that installing typedjax writes."""
    return bool(sys.argv) and Path(sys.argv[0]).name in SCRIPT_NAMES


def started_as_command() -> bool:
    """Whether this interpreter runs typedjax's command line (`python -m typedjax`, or the
    `typedjax` script) and is importing typedjax for it now.

    While `-m` locates the package, `sys.argv[0]` is "-m"; `sys.orig_argv` keeps
    the module's name. Any other program importing typedjax fails on a broken pair.
    """
    original = sys.orig_argv
    if sys.argv[:1] != ["-m"] or "-m" not in original:
        return started_as_script()
    named = original[original.index("-m") + 1 : original.index("-m") + 2]
    return named == ["typedjax"]


def check_installed() -> None:
    """Check the installed jax/jaxlib pair, unless `TYPEDJAX_SKIP_VERSION_CHECK=1` is set.

    Raises:
        VersionError: a rule is broken; the message says which and the pip command that fixes it.
    """
    if os.environ.get(SKIP_ENV, "") not in ("", "0"):
        return
    report = version_report()
    if report.ok:
        return
    jax, jaxlib, _ = report.installed
    broken = "".join(f"\n  - {problem}" for problem in report.problems)
    raise VersionError(
        f"typedjax cannot use jax {_shown(jax)} with jaxlib {_shown(jaxlib)}:{broken}\n"
        f"To fix it, run:\n    {report.fix}\n"
        f"To import typedjax anyway, at your own risk, set the environment variable {SKIP_ENV}=1."
    )


def _broken(
    jax: str | None,
    jaxlib: str | None,
    minimum_jaxlib: str | None,
    supported: Mapping[str, str],
) -> list[_Broken]:
    found: list[_Broken] = []
    for name, version in (("jax", jax), ("jaxlib", jaxlib)):
        spec = supported.get(name)
        if version is None:
            wanted = f" typedjax supports {name}{spec}." if spec else ""
            found.append(_Broken("missing", f"{name} is not installed;{wanted}"))
        elif spec is not None and not satisfies(version, spec):
            found.append(
                _Broken(
                    "unsupported",
                    f"{name} {version!r} is outside the range typedjax supports: {name}{spec}.",
                )
            )
    if jax is None or jaxlib is None:
        return found
    # JAX compares release segments only, so 0.10.2rc1 and 0.10.2+cuda12 count as 0.10.2.
    jax_release, jaxlib_release = _release(jax), _release(jaxlib)
    if minimum_jaxlib is not None and jaxlib_release < _release(minimum_jaxlib):
        found.append(
            _Broken(
                "too_old",
                f"jaxlib {jaxlib!r} is older than {minimum_jaxlib!r}, the minimum jaxlib that "
                f"jax {jax!r} requires (JAX's rule: jax >= jaxlib >= minimum jaxlib).",
            )
        )
    if jaxlib_release > jax_release:
        found.append(
            _Broken(
                "too_new",
                f"jaxlib {jaxlib!r} is newer than jax {jax!r} "
                "(JAX's rule: jax >= jaxlib >= minimum jaxlib).",
            )
        )
    return found


def _headers(distribution: str) -> dict[str, list[str]] | None:
    """The metadata headers of an installed distribution by lower-cased name; `None` if absent.

    Reads the header block by hand: `Distribution.metadata` runs the email parser over
    the whole long description, which costs more than the rest of the check.
    """
    text = _metadata_text(distribution)
    if text is None:
        return None
    headers: dict[str, list[str]] = {}
    if not text:
        return headers
    values: list[str] | None = None
    for line in text.splitlines():
        if not line.strip():
            break
        if line[0] in " \t" and values:
            values[-1] += " " + line.strip()
            continue
        key, colon, value = line.partition(":")
        values = headers.setdefault(key.strip().lower(), []) if colon else None
        if values is not None:
            values.append(value.strip())
    return headers


def _metadata_text(distribution: str) -> str | None:
    """The METADATA of `distribution`, found as importlib.metadata would find it.

    The `*.dist-info` folders on `sys.path` are read directly: importing
    importlib.metadata costs more than the whole check (this runs at import).
    Other layouts (eggs, zip imports) fall back to importlib.metadata.
    """
    prefix = distribution.replace("-", "_").lower() + "-"
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for folder in names:
            if folder.lower().startswith(prefix) and folder.endswith(".dist-info"):
                try:
                    return Path(entry or ".", folder, "METADATA").read_text(encoding="utf-8")
                except OSError:
                    continue
    import importlib.metadata  # the slow, general path

    try:
        found = importlib.metadata.distribution(distribution)
    except importlib.metadata.PackageNotFoundError:
        return None
    return found.read_text("METADATA") or found.read_text("PKG-INFO") or ""


def _first(headers: dict[str, list[str]], key: str) -> str | None:
    values = headers.get(key)
    return values[0] if values else None


def _minimum_jaxlib(requires: list[str]) -> str | None:
    """The lowest jaxlib that jax's unconditional `Requires-Dist: jaxlib...` allows."""
    lowest: list[Version] = []
    for line in requires:
        try:
            name, spec, marker = parse_requirement(line)
        except ValueError:
            continue  # not ours to judge; an unknown minimum leaves that rule unchecked
        if name != "jaxlib" or (marker is not None and "extra" in marker):
            continue
        for clause in spec.split(","):
            found = _CLAUSE.fullmatch(clause)
            if found is not None and found[1] in (">=", "==", "~=", "==="):
                try:
                    lowest.append(parse_version(found[2]))
                except ValueError:
                    continue
    if not lowest:
        return None
    return min(lowest, key=_key).public


def _meets(version: Version, clause: str, specifier: str) -> bool:
    found = _CLAUSE.fullmatch(clause)
    if found is None or found[1] in ("===", "~="):
        raise ValueError(
            f"Unsupported clause {clause.strip()!r} in version specifier {specifier!r}: "
            "expected comma-separated clauses using >=, <=, <, >, == or !=, "
            "such as '>=0.10.1,<0.11'."
        )
    operator, text = found[1], found[2]
    if operator in ("==", "!=") and text.endswith(".*"):
        prefix = parse_version(text[:-2])
        padded = version.release + (0,) * max(0, len(prefix.release) - len(version.release))
        equal = version.epoch == prefix.epoch and padded[: len(prefix.release)] == prefix.release
        return equal if operator == "==" else not equal
    bound = parse_version(text)
    mine, theirs = _key(version), _key(bound)
    same_release = (version.epoch, _trim(version.release)) == (bound.epoch, _trim(bound.release))
    if operator == "<":
        # PEP 440: `<0.11` does not admit 0.11rc1 or 0.11.dev1 unless the bound is a pre-release.
        is_pre = version.pre is not None or version.dev is not None
        bound_pre = bound.pre is not None or bound.dev is not None
        return mine < theirs and not (is_pre and not bound_pre and same_release)
    if operator == ">":
        # PEP 440: `>0.10` does not admit 0.10.post1 unless the bound is a post-release.
        return mine > theirs and not (
            version.post is not None and bound.post is None and same_release
        )
    results = {
        "<=": mine <= theirs,
        ">=": mine >= theirs,
        "==": mine == theirs,
        "!=": mine != theirs,
    }
    return results[operator]


def _key(version: Version) -> _Key:
    """Sort key in PEP 440 order; the local segment is ignored, as specifiers ignore it."""
    pre: tuple[int, ...]
    if version.pre is not None:
        pre = (1, _PRE_RANK[version.pre[0]], version.pre[1])
    elif version.post is None and version.dev is not None:
        pre = (0,)  # 1.0.dev0 sorts before 1.0a0
    else:
        pre = (2,)
    post = (0,) if version.post is None else (1, version.post)
    dev = (1,) if version.dev is None else (0, version.dev)
    return (version.epoch, _trim(version.release), pre, post, dev)


def _release(text: str) -> tuple[int, ...]:
    return _trim(parse_version(text).release)


def _trim(release: tuple[int, ...]) -> tuple[int, ...]:
    """`release` without trailing zeros, so 0.11 and 0.11.0 compare equal."""
    end = len(release)
    while end > 1 and release[end - 1] == 0:
        end -= 1
    return release[:end]


def _shown(version: str | None) -> str:
    return "(not installed)" if version is None else repr(version)
