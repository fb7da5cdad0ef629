"""bench/bench_ide.py's readers and tables, on answers the language servers gave (no server runs).

The hovers below are what pyright 1.1.414, pyrefly 1.4.1, ty 0.0.107, pylsp 1.15
and jedi-language-server 0.47 answered on the bench's typedjax program; each
reader is also shown rejecting what it must not accept.
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest

from bench import bench_ide
from bench._lsp import hover_doc, hover_signature, markup, nest, setting
from bench.bench_ide import Failed, Measure, Row

PYRIGHT_SUM = (
    "```python\n(function) def sum(\n    a: typedjax._src.array.array.Array[InexactT@sum],\n"
    "    axis: _Axis = None,\n    dtype: None = None,\n    out: None = None,\n"
    "    keepdims: bool = False,\n    initial: ArrayLike | None = None,\n"
    "    where: ArrayLike | None = None,\n    promote_integers: bool = True\n"
    ") -> typedjax._src.array.array.Array[InexactT@sum]\n```\n---\n"
    "Sum along `axis`; small integers and booleans accumulate in the default integer.\n\n"
    "JAX documentation: https://docs.jax.dev/en/latest/\\_autosummary/jax.numpy.sum.html"
)
PYLSP_SUM = (
    "```python\nsum(\n    a: Array[InexactT],\n    axis: _Axis = None,\n    dtype: None = None,\n"
    "    out: None = None,\n    keepdims: bool = False,\n    initial: ArrayLike | None = None,\n"
    "    where: ArrayLike | None = None,\n    promote_integers: bool = True,\n"
    ") -> Array[InexactT]\n```\n\n\n"
    "Sum along `axis`; small integers and booleans accumulate in the default integer.\n\n"
    "JAX documentation: https://docs.jax.dev/en/latest/\\_autosummary/jax.numpy.sum.html"
)
PYLSP_S = (  # pylsp shows the class's documentation on a variable, no type
    "A JAX array or tracer whose dtype is `\\_DTypeT\\_co` or one of its subclasses.\n\n"
    "JAX documentation: https://docs.jax.dev/en/latest/\\_autosummary/jax.Array.html"
)
PYRIGHT_S = "```python\n(variable) s: Array[float32]\n```"
TY_S = "```python\nArray[float32]\n```"
JEDI_S = "```python\ns = tnp.sum(x)\n```\n---\n**Full name:** `program_typed.program.s`"
PYREFLY_S = (
    "```python\n(variable) s: typedjax._src.array.array.Array[typedjax._src.typing.dtype.float32]\n```\n"
    "---\n**Type source**\n- Inferred from first use at [17:5](file:///tmp/w/prog.py#L17,5): "
    "`print(s, y, ref)`\n\n\nGo to [float32](file:///work/main/typedjax/typing/_dtype.py#L1719,7)"
    " | [Array](file:///work/main/typedjax/array/_array.py#L254,7)"
)
SUMMARY = "Sum along `axis`; small integers and booleans accumulate in the default integer."


def test_hover_documentation_follows_the_signature_block() -> None:
    assert hover_doc(PYRIGHT_SUM).splitlines()[0] == SUMMARY
    assert hover_doc(PYLSP_SUM).splitlines()[0] == SUMMARY
    assert "\\_autosummary" not in hover_doc(PYRIGHT_SUM)  # markdown escapes undone
    assert hover_signature(PYRIGHT_SUM).startswith("(function) def sum(")
    assert hover_signature(PYRIGHT_SUM).endswith("Array[InexactT@sum]")
    # ... and a hover with a signature only has no documentation: the splitter can say so.
    assert hover_doc(PYRIGHT_S) == ""
    assert hover_doc(TY_S) == ""
    assert hover_signature(PYLSP_S) == ""
    assert hover_doc(PYLSP_S).startswith("A JAX array or tracer")


def test_markup_reads_every_shape_of_hover_contents() -> None:
    assert markup({"kind": "markdown", "value": TY_S}) == TY_S
    assert markup({"language": "python", "value": "Array[float32]"}) == TY_S
    assert markup([{"language": "python", "value": "x"}, "doc"]) == "```python\nx\n```\n\ndoc"
    assert markup(None) == ""


def test_shown_type_is_the_code_block_on_one_line() -> None:
    assert bench_ide.shown_type(PYRIGHT_S) == "(variable) s: Array[float32]"
    assert bench_ide.shown_type(TY_S) == "Array[float32]"
    assert bench_ide.shown_type(JEDI_S) == "s = tnp.sum(x)"
    assert bench_ide.shown_type(PYRIGHT_SUM).startswith("(function) def sum( a: typedjax")
    assert bench_ide.shown_type(PYLSP_S).startswith("(no code block) A JAX array or tracer")
    assert bench_ide.shown_type("") == "(empty hover)"


def test_private_modules_in_hovers() -> None:
    assert bench_ide.private_modules([PYREFLY_S]) == [
        "typedjax._src.array.array",
        "typedjax._src.typing.dtype",
    ]
    assert bench_ide.private_modules([PYRIGHT_SUM, PYRIGHT_S]) == ["typedjax._src.array.array"]
    # Short names, file paths and documentation links name no private module.
    assert bench_ide.private_modules([PYRIGHT_S, TY_S, PYLSP_SUM, PYLSP_S]) == []


def test_helper_names_among_completions() -> None:
    # What pyrefly offered after `jnp.` (a sample) and ty after `tnp.`.
    pyrefly_jnp = ["Any", "_Axis", "__name__", "__doc__", "abs", "annotations", "overload", "sum"]
    assert bench_ide.helper_names(pyrefly_jnp) == ["Any", "_Axis", "annotations", "overload"]
    ty_tnp = ["ComplexWarning", "_creation", "_typing", "abs", "sum"]
    assert bench_ide.helper_names(ty_tnp) == ["_creation", "_typing"]
    # Dunders are the module's and the array's protocol, not helpers.
    assert bench_ide.helper_names(["__name__", "__add__", "T", "sum", "dtype", "__"]) == ["__"]
    assert bench_ide.helper_names([]) == []


def test_completion_name_reads_pylsp_labels() -> None:
    assert bench_ide.completion_name({"label": "all(a, axis, out, keepdims, where)"}) == "all"
    assert bench_ide.completion_name({"label": "_typing"}) == "_typing"
    assert bench_ide.completion_name({"label": " sum"}) == "sum"
    assert bench_ide.completion_name({}) == ""


@pytest.mark.parametrize("side", [bench_ide.PLAIN, bench_ide.TYPED], ids=lambda s: s.name)
def test_positions_land_where_the_bench_asks(side: bench_ide.Side) -> None:
    text = side.program()
    lines = text.splitlines()
    compile(text.replace(f"    {side.np}.\n", "").replace("    x.\n", "")
            .replace(f"    {side.special}.\n", ""), "program", "exec")  # fmt: skip
    for site in bench_ide.SITES:
        line, column = bench_ide.site_position(side, text, site)
        assert lines[line][column - 1] == "." and column == len(lines[line]), (site, lines[line])
    for call in bench_ide.SIGNATURE_CALLS:
        line, column = bench_ide.call_position(side, text, call)
        before = lines[line][:column]
        assert before.endswith(", " if "." not in call else "("), before
        assert f".{call.removeprefix('x.')}(" in before, before
    with pytest.raises(ValueError, match="substring not found"):
        bench_ide.position(text, "tnp.nonexistent(", 0)


def test_median_reports_failures() -> None:
    assert bench_ide.median([0.3, 0.1, 0.2]) == 0.2
    failed = bench_ide.median([0.1, Failed("timeout"), Failed("timeout")])
    assert failed == Failed("timeout (2 of 3)")
    assert isinstance(bench_ide.median([]), Failed)


def test_table_prints_ratios_failures_and_targets() -> None:
    measure = Measure("warm", "Warm completion", "ms", "within 1.2x", bench_ide.warm_check)
    rows = [
        Row("pyright", "tnp.", 0.010, 0.011),
        Row("pyrefly", "tnp.", 0.0309, 0.2264),
        Row("pylsp", "tnp.", 0.2, 0.3),  # the jedi servers' target is 2x
        Row("ty", "tnp.", 0.004, Failed("timeout")),
    ]
    lines = bench_ide.table(measure, rows).splitlines()
    assert lines[0] == "Warm completion [ms]"
    assert lines[1].split() == ["server", "plain", "typedjax", "ratio"]
    assert lines[2].split() == ["pyright", "tnp.", "10.0", "11.0", "1.10x", "met"]
    assert lines[3].split() == ["pyrefly", "tnp.", "30.9", "226.4", "7.33x", "NOT", "met"]
    assert lines[4].split()[-2:] == ["1.50x", "met"]
    assert lines[5].split() == ["ty", "tnp.", "4.0", "FAILED:", "timeout", "-"]
    assert lines[-1] == "  target: within 1.2x"


def test_table_of_texts_counts_and_yes_no() -> None:
    types = bench_ide.table(
        Measure("hover_s", "Hover on s", "text"), [Row("ty", "", "Array", "Array[float32]")]
    )
    assert types.splitlines()[1:] == ["  ty  plain     Array", "      typedjax  Array[float32]"]
    counts = bench_ide.table(
        Measure("signatures", "Signatures", "n", "at most 4", bench_ide.at_most(4)),
        [Row("ty", "sum", 1.0, 29.0), Row("ty", "max", 4.0, 4.0), Row("ty", "x", 0.0, 2.0)],
    )
    assert [line.split() for line in counts.splitlines()[2:5]] == [
        ["ty", "sum", "1", "29", "29.00x", "NOT", "met"],
        ["ty", "max", "4", "4", "1.00x", "met"],
        ["ty", "x", "0", "2", "-", "met"],  # no ratio to a zero
    ]
    docs = bench_ide.table(Measure("doc_any", "Docs", "yes/no"), [Row("pylsp", "", True, False)])
    assert docs.splitlines()[2].split() == ["pylsp", "yes", "no", "-"]


def test_settings_nest_by_section() -> None:
    given: dict[str, object] = {
        "python": {"pythonPath": "/p/python"},
        "python.analysis": {"stubPath": "stubs"},
    }
    nested = nest(given)
    assert nested == {"python": {"pythonPath": "/p/python", "analysis": {"stubPath": "stubs"}}}
    assert given["python"] == {"pythonPath": "/p/python"}  # the caller's dicts stay as they were
    assert setting(given, "python.analysis") == {"stubPath": "stubs"}
    assert setting(given, "python") == {"pythonPath": "/p/python"}
    assert setting(given, "basedpyright.analysis") == {}
    assert setting(given, "") == nested


def test_a_missing_server_is_reported_not_started(monkeypatch: pytest.MonkeyPatch) -> None:
    missing = bench_ide.Server("nowhere", (str(Path("/nonexistent/nowhere-ls")),), "nowhere-ls")
    monkeypatch.setattr(bench_ide, "servers", lambda: (missing,))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert bench_ide.main(["--servers", "nowhere", "--repeats", "1"]) == 0
    assert "nowhere       not installed (pip install nowhere-ls): skipped" in out.getvalue()
    with pytest.raises(SystemExit), contextlib.redirect_stderr(io.StringIO()):
        bench_ide.main(["--servers", "pyright"])  # not among the (patched) servers


def test_the_environment_option_points_every_server_at_that_interpreter(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(bench_ide.ENVIRONMENT, "python", "/envs/plain/bin/python")
    bench_ide.write_config(tmp_path)
    pyright = json.loads((tmp_path / "pyrightconfig.json").read_text())
    assert pyright == {"venvPath": "/envs", "venv": "plain"}
    assert 'python = "/envs/plain"' in (tmp_path / "ty.toml").read_text()
    assert '"/envs/plain/bin/python"' in (tmp_path / "pyrefly.toml").read_text()
    by_name = {server.name: server for server in bench_ide.servers()}
    assert by_name["pyright"].settings == {"python": {"pythonPath": "/envs/plain/bin/python"}}
    jedi = by_name["jedi-ls"].initialization_options
    assert jedi == {"workspace": {"environmentPath": "/envs/plain/bin/python"}}
