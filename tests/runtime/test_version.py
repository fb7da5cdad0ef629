"""Tests for `typedjax._src.version`: parsing, specifiers, JAX's rules, the pins and the import check."""

from __future__ import annotations

import importlib.metadata
import re
import subprocess
import sys
from pathlib import Path

import pytest

from typedjax._src.errors import VersionError
from typedjax._src.version import (
    SKIP_ENV,
    InstalledVersions,
    Version,
    check_installed,
    check_versions,
    fix_command,
    installed_versions,
    parse_requirement,
    parse_version,
    satisfies,
    supported_versions,
    version_report,
)

PACKAGE = Path(__file__).resolve().parents[2] / "typedjax"
PINS = {"jax": ">=0.10.1,<0.11", "jaxlib": ">=0.10.1,<0.11"}
PINS_COMMAND = 'pip install "jax>=0.10.1,<0.11" "jaxlib>=0.10.1,<0.11"'
WIDE = {"jax": ">=0.9,<0.12", "jaxlib": ">=0.9,<0.12"}


def _check(jax: str | None, jaxlib: str | None, minimum: str | None = "0.10.1") -> list[str]:
    return check_versions(jax=jax, jaxlib=jaxlib, minimum_jaxlib=minimum, supported=PINS)


def _fix(
    jax: str | None,
    jaxlib: str | None,
    minimum: str | None = "0.10.1",
    supported: dict[str, str] = PINS,
) -> str | None:
    return fix_command(jax=jax, jaxlib=jaxlib, minimum_jaxlib=minimum, supported=supported)


# parse_version


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("0.10.2", Version((0, 10, 2))),
        ("0.11", Version((0, 11))),
        ("0.10.3.dev20261101", Version((0, 10, 3), dev=20261101)),
        ("0.10.3rc1", Version((0, 10, 3), pre=("rc", 1))),
        ("0.10.3-RC.1", Version((0, 10, 3), pre=("rc", 1))),
        ("0.10.3alpha2", Version((0, 10, 3), pre=("a", 2))),
        ("0.10.3b0.dev5", Version((0, 10, 3), pre=("b", 0), dev=5)),
        ("0.10.2.post1", Version((0, 10, 2), post=1)),
        ("0.10.2-1", Version((0, 10, 2), post=1)),
        ("0.10.2+cuda12.cudnn9", Version((0, 10, 2), local="cuda12.cudnn9")),
        ("0.10.2+CUDA12-cudnn9", Version((0, 10, 2), local="cuda12.cudnn9")),
        ("v1!2.0.post3.dev4", Version((2, 0), post=3, dev=4, epoch=1)),
        (" 0.10.2\n", Version((0, 10, 2))),
    ],
)
def test_parse_version(text: str, expected: Version) -> None:
    assert parse_version(text) == expected


@pytest.mark.parametrize(
    ("text", "public"),
    [
        ("0.10.2+cuda12", "0.10.2"),
        ("0.10.3-RC.1", "0.10.3rc1"),
        ("0.10.3.dev20261101", "0.10.3.dev20261101"),
        ("1!0.10.2.post1+local", "1!0.10.2.post1"),
    ],
)
def test_public_version_drops_the_local_segment(text: str, public: str) -> None:
    assert parse_version(text).public == public


@pytest.mark.parametrize("text", ["", "banana", "0.10.x", "0.10.2+", "0..1", "1.0-dev-1-2"])
def test_unparsable_version_names_it(text: str) -> None:
    with pytest.raises(ValueError, match=re.escape(f"Unparsable version {text!r}: expected")):
        parse_version(text)


# satisfies


@pytest.mark.parametrize(
    ("version", "specifier", "expected"),
    [
        ("0.10.1", ">=0.10.1,<0.11", True),
        ("0.10.0", ">=0.10.1,<0.11", False),
        ("0.11", ">=0.10.1,<0.11", False),
        ("0.11.0", ">=0.10.1,<0.11", False),
        ("0.10.99", ">=0.10.1,<0.11", True),
        # An installed pre-release counts, except pre-releases of the upper bound (PEP 440).
        ("0.10.2rc1", ">=0.10.1,<0.11", True),
        ("0.10.3.dev20261101", ">=0.10.1,<0.11", True),
        ("0.11.0rc1", ">=0.10.1,<0.11", False),
        ("0.11.0.dev20261101", ">=0.10.1,<0.11", False),
        ("0.11rc1", "<0.11rc2", True),
        # 0.10.1rc1 comes before 0.10.1, so it is below the lower bound.
        ("0.10.1rc1", ">=0.10.1", False),
        ("0.10.2.post1", ">=0.10.1,<0.11", True),
        ("0.10.2+cuda12.cudnn9", ">=0.10.1,<0.11", True),
        ("0.10.2+cuda12", "==0.10.2", True),
        ("0.10.2", "==0.10.2.0", True),
        ("0.10.2", "!=0.10.2", False),
        ("0.10.3", "!=0.10.2", True),
        ("0.10.2", "<=0.10.2", True),
        ("0.10.2.post1", "<=0.10.2", False),
        ("0.10.2.post1", ">0.10.2", False),
        ("0.10.3", ">0.10.2", True),
        ("0.10.7", "==0.10.*", True),
        ("0.10", "==0.10.*", True),
        ("0.11.0", "==0.10.*", False),
        ("0.11.0", "!=0.10.*", True),
        ("0.10.2", "", True),
        ("0.10.2", " >= 0.10.1 , < 0.11 ", True),
        ("1!0.1", ">=0.10.1", True),
    ],
)
def test_satisfies(version: str, specifier: str, expected: bool) -> None:
    assert satisfies(version, specifier) is expected


def test_satisfies_accepts_a_parsed_version() -> None:
    assert satisfies(Version((0, 10, 2)), ">=0.10.1,<0.11")


@pytest.mark.parametrize("clause", ["~=0.10", "===0.10.2", "0.10.2", "=>0.10"])
def test_unsupported_clause_names_it(clause: str) -> None:
    with pytest.raises(ValueError, match=re.escape(f"Unsupported clause {clause!r}")):
        satisfies("0.10.2", f">=0.10.1,{clause}")


# Requirements and the pins file


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("jax>=0.10.1,<0.11", ("jax", ">=0.10.1,<0.11", None)),
        ("jaxlib <=0.10.2, >=0.10.1", ("jaxlib", "<=0.10.2,>=0.10.1", None)),
        ("jaxlib (>=0.4.1)", ("jaxlib", ">=0.4.1", None)),
        ('jaxlib==0.10.1; extra == "ci"', ("jaxlib", "==0.10.1", 'extra == "ci"')),
        ("Jax_Cuda12.Plugin[with-cuda]>=1", ("jax-cuda12-plugin", ">=1", None)),
        ("opt_einsum", ("opt-einsum", "", None)),
    ],
)
def test_parse_requirement(line: str, expected: tuple[str, str, str | None]) -> None:
    assert parse_requirement(line) == expected


def test_unparsable_requirement_names_it() -> None:
    with pytest.raises(ValueError, match=re.escape("Unparsable requirement '>=1.0'")):
        parse_requirement(">=1.0")


def test_supported_versions_reads_the_pins_file() -> None:
    supported = supported_versions()
    assert list(supported) == ["jax", "jaxlib"]
    text = (PACKAGE / "_jax_requirements.txt").read_text(encoding="utf-8")
    for name, spec in supported.items():
        assert f"{name}{spec}" in text
        assert satisfies(importlib.metadata.version(name), spec)


def test_supported_versions_skips_comments_and_blank_lines(tmp_path: Path) -> None:
    pins = tmp_path / "pins.txt"
    pins.write_text("# header\n\njax >= 0.10.1, < 0.11  # why\n  jaxlib>=0.10.1\n")
    assert supported_versions(pins) == {"jax": ">=0.10.1,<0.11", "jaxlib": ">=0.10.1"}


# check_versions and fix_command


def test_ok_pair() -> None:
    assert _check("0.10.2", "0.10.2") == []
    assert _check("0.10.2", "0.10.1") == []
    assert _fix("0.10.2", "0.10.2") is None


def test_jaxlib_older_than_minimum() -> None:
    assert check_versions(
        jax="0.10.2", jaxlib="0.10.0", minimum_jaxlib="0.10.1", supported=WIDE
    ) == [
        (
            "jaxlib '0.10.0' is older than '0.10.1', the minimum jaxlib that jax '0.10.2' "
            "requires (JAX's rule: jax >= jaxlib >= minimum jaxlib)."
        )
    ]
    assert _fix("0.10.2", "0.10.0", supported=WIDE) == 'pip install --upgrade "jaxlib==0.10.2"'


def test_jaxlib_newer_than_jax() -> None:
    assert _check("0.10.1", "0.10.2") == [
        "jaxlib '0.10.2' is newer than jax '0.10.1' (JAX's rule: jax >= jaxlib >= minimum jaxlib)."
    ]
    assert _fix("0.10.1", "0.10.2") == 'pip install --upgrade "jax==0.10.2"'


def test_jaxlib_newer_than_every_supported_jax_is_downgraded() -> None:
    supported = {"jax": ">=0.10.1,<0.10.2", "jaxlib": ">=0.10.1,<0.11"}
    fix = _fix("0.10.1", "0.10.2", supported=supported)
    assert fix == 'pip install --upgrade "jaxlib==0.10.1"'


def test_no_minimum_skips_that_rule() -> None:
    assert _check("0.10.2", "0.10.0", minimum=None) == [
        "jaxlib '0.10.0' is outside the range typedjax supports: jaxlib>=0.10.1,<0.11."
    ]


@pytest.mark.parametrize("jax", ["0.11.0", "0.9.0", "0.11.0rc1", "0.11.0.dev20261101"])
def test_jax_outside_supported_range(jax: str) -> None:
    problems = check_versions(jax=jax, jaxlib="0.10.2", minimum_jaxlib="0.9", supported=PINS)
    assert f"jax {jax!r} is outside the range typedjax supports: jax>=0.10.1,<0.11." in problems
    assert _fix(jax, "0.10.2", minimum="0.9") == PINS_COMMAND


def test_both_outside_supported_range() -> None:
    assert _check("0.11.0", "0.11.0", minimum="0.11.0") == [
        "jax '0.11.0' is outside the range typedjax supports: jax>=0.10.1,<0.11.",
        "jaxlib '0.11.0' is outside the range typedjax supports: jaxlib>=0.10.1,<0.11.",
    ]
    assert _fix("0.11.0", "0.11.0", minimum="0.11.0") == PINS_COMMAND


@pytest.mark.parametrize(
    ("jax", "jaxlib"),
    [
        ("0.10.2.dev20261101", "0.10.2.dev20261101"),
        ("0.10.2.dev20261101", "0.10.2"),
        ("0.10.2rc1", "0.10.2"),
        ("0.10.2", "0.10.2rc1"),
        ("0.10.2.post1", "0.10.2"),
        ("0.10.2", "0.10.2.post1"),
        ("0.10.2+cuda12.cudnn9", "0.10.2"),
        ("0.10.2", "0.10.2+cuda12.cudnn9"),
        ("0.10.2.0", "0.10.2"),
    ],
)
def test_pre_post_and_local_releases_compare_by_release_as_jax_does(jax: str, jaxlib: str) -> None:
    assert _check(jax, jaxlib) == []


def test_pre_release_of_newer_jaxlib_is_still_newer() -> None:
    assert _check("0.10.2", "0.10.3rc1") == [
        "jaxlib '0.10.3rc1' is newer than jax '0.10.2' (JAX's rule: jax >= jaxlib >= minimum jaxlib)."
    ]
    assert _fix("0.10.2", "0.10.3rc1") == 'pip install --upgrade "jax==0.10.3rc1"'


def test_local_version_is_dropped_from_the_fix() -> None:
    fix = _fix("0.10.2+cuda12", "0.10.0", supported=WIDE)
    assert fix == 'pip install --upgrade "jaxlib==0.10.2"'


@pytest.mark.parametrize(
    ("jax", "jaxlib", "expected"),
    [
        (None, "0.10.2", ["jax is not installed; typedjax supports jax>=0.10.1,<0.11."]),
        ("0.10.2", None, ["jaxlib is not installed; typedjax supports jaxlib>=0.10.1,<0.11."]),
        (
            None,
            None,
            [
                "jax is not installed; typedjax supports jax>=0.10.1,<0.11.",
                "jaxlib is not installed; typedjax supports jaxlib>=0.10.1,<0.11.",
            ],
        ),
    ],
)
def test_missing_packages(jax: str | None, jaxlib: str | None, expected: list[str]) -> None:
    assert _check(jax, jaxlib) == expected
    assert _fix(jax, jaxlib) == PINS_COMMAND


def test_unparsable_version_in_check_names_it() -> None:
    with pytest.raises(ValueError, match=re.escape("Unparsable version 'banana'")):
        _check("0.10.2", "banana")
    assert _fix("0.10.2", "banana") == PINS_COMMAND


# installed_versions


_JAX_METADATA = """\
Metadata-Version: 2.4
Name: jax
Version: 0.10.2
Summary: Differentiate, compile, and transform Numpy code.
Requires-Dist: jaxlib<=0.10.2,>=0.10.1
Requires-Dist: ml_dtypes>=0.5.0
Requires-Dist: jaxlib==0.10.0; extra == "minimum-jaxlib"
Requires-Dist: jaxlib<=0.10.2,>=0.10.2; extra == "cuda"
Description-Content-Type: text/markdown

Requires-Dist: jaxlib>=0.0.1
"""


def _fake_distributions(
    monkeypatch: pytest.MonkeyPatch, site: Path, installed: dict[str, str]
) -> None:
    """Real `*.dist-info` folders in `site`, which becomes the whole of `sys.path`."""
    for name, metadata in installed.items():
        folder = site / f"{name}-0.0.0.dist-info"
        folder.mkdir()
        (folder / "METADATA").write_text(metadata)
    monkeypatch.setattr(sys, "path", [str(site)])


def test_installed_versions_reads_the_minimum_from_requires_dist(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    jaxlib = "Metadata-Version: 2.1\nName: jaxlib\nVersion: 0.10.2\n"
    _fake_distributions(monkeypatch, tmp_path, {"jax": _JAX_METADATA, "jaxlib": jaxlib})
    assert installed_versions() == InstalledVersions("0.10.2", "0.10.2", "0.10.1")


@pytest.mark.parametrize(
    ("requires", "minimum"),
    [
        ("Requires-Dist: jaxlib (>=0.4.1)\n", "0.4.1"),
        ("Requires-Dist: jaxlib==0.4.7\n", "0.4.7"),
        ('Requires-Dist: jaxlib>=0.4.1; python_version >= "3.9"\n', "0.4.1"),
        ("Requires-Dist: jaxlib<=0.10.2\n", None),
        ("Requires-Dist: numpy>=2\n", None),
        ("", None),
    ],
)
def test_installed_versions_minimum_variants(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, requires: str, minimum: str | None
) -> None:
    jax = f"Name: jax\nVersion: 0.10.2\n{requires}"
    _fake_distributions(
        monkeypatch, tmp_path, {"jax": jax, "jaxlib": "Name: jaxlib\nVersion: 0.10.2\n"}
    )
    assert installed_versions().minimum_jaxlib == minimum


@pytest.mark.parametrize(
    ("present", "expected"),
    [
        ({"jax"}, InstalledVersions("0.10.2", None, "0.10.1")),
        ({"jaxlib"}, InstalledVersions(None, "0.10.2", None)),
        (set[str](), InstalledVersions(None, None, None)),
    ],
)
def test_installed_versions_missing_packages(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, present: set[str], expected: InstalledVersions
) -> None:
    metadata = {"jax": _JAX_METADATA, "jaxlib": "Name: jaxlib\nVersion: 0.10.2\n"}
    _fake_distributions(monkeypatch, tmp_path, {name: metadata[name] for name in present})
    assert installed_versions() == expected


def test_installed_versions_on_this_machine() -> None:
    installed = installed_versions()
    assert installed.jax == importlib.metadata.version("jax")
    assert installed.jaxlib == importlib.metadata.version("jaxlib")
    assert installed.jaxlib is not None
    assert installed.minimum_jaxlib is not None
    assert satisfies(installed.jaxlib, f">={installed.minimum_jaxlib}")


# check_installed and the VersionError message


def test_check_installed_passes_on_this_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SKIP_ENV, raising=False)
    assert version_report().ok
    check_installed()


def _install(monkeypatch: pytest.MonkeyPatch, installed: InstalledVersions) -> None:
    monkeypatch.delenv(SKIP_ENV, raising=False)
    monkeypatch.setattr("typedjax._src.version.installed_versions", lambda: installed)
    monkeypatch.setattr("typedjax._src.version.supported_versions", lambda: dict(PINS))


def test_version_error_names_versions_rule_and_fix(monkeypatch: pytest.MonkeyPatch) -> None:
    _install(monkeypatch, InstalledVersions("0.10.2", "0.10.0", "0.10.1"))
    with pytest.raises(VersionError) as caught:
        check_installed()
    assert str(caught.value) == (
        "typedjax cannot use jax '0.10.2' with jaxlib '0.10.0':\n"
        "  - jaxlib '0.10.0' is outside the range typedjax supports: jaxlib>=0.10.1,<0.11.\n"
        "  - jaxlib '0.10.0' is older than '0.10.1', the minimum jaxlib that jax '0.10.2' "
        "requires (JAX's rule: jax >= jaxlib >= minimum jaxlib).\n"
        "To fix it, run:\n"
        f"    {PINS_COMMAND}\n"
        "To import typedjax anyway, at your own risk, set the environment variable "
        "TYPEDJAX_SKIP_VERSION_CHECK=1."
    )


def test_version_error_is_an_import_error(monkeypatch: pytest.MonkeyPatch) -> None:
    _install(monkeypatch, InstalledVersions("0.10.1", "0.10.2", "0.10.1"))
    with pytest.raises(ImportError, match=re.escape("jaxlib '0.10.2' is newer than jax '0.10.1'")):
        check_installed()


def test_version_error_for_jaxlib_too_old_suggests_matching_jaxlib(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _install(monkeypatch, InstalledVersions("0.10.3", "0.10.1", "0.10.2"))
    with pytest.raises(VersionError) as caught:
        check_installed()
    message = str(caught.value)
    assert "jax '0.10.3' with jaxlib '0.10.1'" in message
    assert "the minimum jaxlib that jax '0.10.3' requires" in message
    assert '\n    pip install --upgrade "jaxlib==0.10.3"\n' in message


def test_version_error_for_missing_jax(monkeypatch: pytest.MonkeyPatch) -> None:
    _install(monkeypatch, InstalledVersions(None, "0.10.2", None))
    with pytest.raises(VersionError, match=re.escape("jax (not installed) with jaxlib '0.10.2'")):
        check_installed()


def test_version_error_for_unparsable_version(monkeypatch: pytest.MonkeyPatch) -> None:
    _install(monkeypatch, InstalledVersions("0.10.2", "weird", "0.10.1"))
    report = version_report()
    assert report.problems == (
        (
            "Unparsable version 'weird': expected a PEP 440 version such as "
            "'0.10.2', '0.10.3rc1', '0.10.3.dev20261101' or '0.10.2+cuda12'."
        ),
    )
    assert report.fix == PINS_COMMAND
    with pytest.raises(VersionError, match=re.escape("Unparsable version 'weird'")):
        check_installed()


def test_pip_command_comes_from_the_pins_file(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SKIP_ENV, raising=False)
    missing = InstalledVersions(None, None, None)
    monkeypatch.setattr("typedjax._src.version.installed_versions", lambda: missing)
    pins = " ".join(f'"{name}{spec}"' for name, spec in supported_versions().items())
    with pytest.raises(VersionError, match=re.escape(f"\n    pip install {pins}\n")):
        check_installed()


@pytest.mark.parametrize(
    ("value", "skips"), [("1", True), ("true", True), ("0", False), ("", False)]
)
def test_skip_environment_variable(
    monkeypatch: pytest.MonkeyPatch, value: str, skips: bool
) -> None:
    _install(monkeypatch, InstalledVersions("0.10.2", "0.10.0", "0.10.1"))
    monkeypatch.setenv(SKIP_ENV, value)
    if skips:
        check_installed()
    else:
        with pytest.raises(VersionError, match=re.escape(f"{SKIP_ENV}=1")):
            check_installed()


# The check does not import jax


_NO_JAX_SCRIPT = """
import sys, types

# Load typedjax._src.version without running typedjax/__init__.py, which imports jax.
package = types.ModuleType("typedjax")
package.__path__ = [sys.argv[1]]
sys.modules["typedjax"] = package
import typedjax._src.version as version

installed = version.installed_versions()
version.check_versions(
    jax=installed.jax,
    jaxlib=installed.jaxlib,
    minimum_jaxlib=installed.minimum_jaxlib,
    supported=version.supported_versions(),
)
version.check_installed()
if sys.argv[2:] == ["--import-jax"]:
    import jax
print(sorted(name for name in sys.modules if name.split(".")[0] in ("jax", "jaxlib")))
"""


def _loaded_jax_modules(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", _NO_JAX_SCRIPT, str(PACKAGE), *args],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


def test_version_check_does_not_import_jax() -> None:
    assert _loaded_jax_modules() == "[]"


def test_meta_version_check_detects_an_import_of_jax() -> None:
    assert "'jax'" in _loaded_jax_modules("--import-jax")
