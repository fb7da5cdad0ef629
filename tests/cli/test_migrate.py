"""`python -m typedjax migrate`: jaxtyping's families over a bare `Array`, and JAX's imports,
rewritten to typedjax's spelling (before -> after, exact text)."""

from __future__ import annotations

import ast
import importlib.util
import subprocess
import sys
import textwrap
from pathlib import Path

import jax.numpy as jnp
import jaxtyping
import libcst
import pytest

import typedjax.numpy
import typedjax.scipy
import typedjax.typing
from typedjax._src.check import cli
from typedjax._src.check.migrate import FAMILIES, Left, migrate, python_files
from typedjax.typing import (
    CONCRETE,
    bfloat16,
    bool_,
    complex64,
    complexfloating,
    dtype_class,
    float8_e4m3fn,
    float32,
    floating,
    generic,
    inexact,
    int8,
    integer,
    number,
    prng_key,
    signedinteger,
    uint4,
    unsignedinteger,
)


def _after(source: str) -> str:
    """The migrated source; a second run must change nothing (the codemod is idempotent)."""
    migrated = migrate(textwrap.dedent(source)).after.code
    assert not migrate(migrated).changed, migrated
    return migrated


def test_a_family_over_a_bare_array_gets_the_dtype_class_inside() -> None:
    assert _after("""\
        from jaxtyping import Array, Bool, Float, Int, Key, Real

        def f(x: Float[Array, "b n"], i: Int[Array, " n"], m: Bool[Array, " n"]) -> Real[Array, ""]:
            return x.sum()

        Keys = Key[Array, " k"]
    """) == textwrap.dedent("""\
        from jaxtyping import Bool, Float, Int, Key, Real
        from typedjax import Array
        from typedjax.typing import bool_, floating, integer, prng_key, signedinteger

        def f(x: Float[Array[floating], "b n"], i: Int[Array[signedinteger], " n"], m: Bool[Array[bool_], " n"]) -> Real[Array[floating | integer], ""]:
            return x.sum()

        Keys = Key[Array[prng_key], " k"]
    """)  # fmt: skip


def test_aliases_and_every_spelling_of_the_array_class() -> None:
    assert _after("""\
        import jax
        import jaxtyping
        import jaxtyping as jt
        import typedjax as tj
        from jax import Array as JArray
        from jaxtyping import Float as F

        def f(a: jt.Float32[jax.Array, "n"], b: F[JArray, "n"], c: jaxtyping.Int8[jaxtyping.Array, ""]) -> jt.UInt4[tj.Array, "n"]: ...
    """) == textwrap.dedent("""\
        import jaxtyping
        import jaxtyping as jt
        import typedjax as tj
        from typedjax import Array as JArray
        from jaxtyping import Float as F
        import typedjax
        from typedjax.typing import float32, floating, int8, uint4

        def f(a: jt.Float32[typedjax.Array[float32], "n"], b: F[JArray[floating], "n"], c: jaxtyping.Int8[typedjax.Array[int8], ""]) -> jt.UInt4[tj.Array[uint4], "n"]: ...
    """)  # fmt: skip


def test_an_import_the_rewrite_leaves_unused_is_removed_keeping_the_lines_above_it() -> None:
    assert _after("""\
        import os

        # JAX
        import jax
        import jaxtyping as jt

        def f(x: jt.Float[jax.Array, "n"]) -> str:
            return os.sep
    """) == textwrap.dedent("""\
        import os

        # JAX
        import jaxtyping as jt
        import typedjax
        from typedjax.typing import floating

        def f(x: jt.Float[typedjax.Array[floating], "n"]) -> str:
            return os.sep
    """)  # fmt: skip
    # still used: kept
    assert _after("""\
        import jax
        import jaxtyping as jt

        def f(x: jt.Float[jax.Array, "n"]) -> jt.Float[jt.Array, "n"]:
            return jax.jit(lambda y: y)(x)
    """) == textwrap.dedent("""\
        import jax
        import jaxtyping as jt
        import typedjax
        from typedjax.typing import floating

        def f(x: jt.Float[typedjax.Array[floating], "n"]) -> jt.Float[typedjax.Array[floating], "n"]:
            return jax.jit(lambda y: y)(x)
    """)  # fmt: skip


def test_what_is_not_a_jaxtyping_family_over_a_bare_array_is_left() -> None:
    # Array itself is typedjax's now (the module's every Array is); nothing else changes.
    assert _after("""\
        import numpy as np
        from jaxtyping import Array, Float, Shaped
        from mylib import Int
        from typedjax.typing import float32

        class Bool:
            def __class_getitem__(cls, item: object) -> object: ...

        def f(a: Int[Array, "n"], b: Bool[Array, "n"], c: Shaped[Array, "n"], d: Float[np.ndarray, "n"]) -> Float[Array[float32], "n"]: ...
    """) == textwrap.dedent("""\
        import numpy as np
        from jaxtyping import Float, Shaped
        from mylib import Int
        from typedjax.typing import float32
        from typedjax import Array

        class Bool:
            def __class_getitem__(cls, item: object) -> object: ...

        def f(a: Int[Array, "n"], b: Bool[Array, "n"], c: Shaped[Array, "n"], d: Float[np.ndarray, "n"]) -> Float[Array[float32], "n"]: ...
    """)  # fmt: skip


def test_a_dtype_class_name_bound_to_something_else_is_spelled_in_full() -> None:
    assert _after("""\
        from jaxtyping import Array, Float, Int
        from numpy import floating

        def f(x: Float[Array, "n"], i: Int[Array, "n"]) -> None: ...
    """) == textwrap.dedent("""\
        from jaxtyping import Float, Int
        from numpy import floating
        import typedjax.typing
        from typedjax import Array
        from typedjax.typing import signedinteger

        def f(x: Float[Array[typedjax.typing.floating], "n"], i: Int[Array[signedinteger], "n"]) -> None: ...
    """)  # fmt: skip


def test_an_existing_dtype_import_is_reused_not_duplicated() -> None:
    assert _after("""\
        from jaxtyping import Float
        from typedjax import Array
        from typedjax.typing import floating

        def f(x: Float[Array, "n"]) -> None: ...
    """) == textwrap.dedent("""\
        from jaxtyping import Float
        from typedjax import Array
        from typedjax.typing import floating

        def f(x: Float[Array[floating], "n"]) -> None: ...
    """)  # fmt: skip


def test_comments_and_formatting_are_kept() -> None:
    assert _after("""\
        from jaxtyping import (  # the families
            Array,
            Float,  # floats
        )


        def f(
            x: Float[  Array,   "b n"  ],  # odd spacing, kept
            # a comment between parameters
            y: "Float[Array, 'n']",  # a string annotation is not code: left
        ) -> None:
            ...  # body
    """) == textwrap.dedent("""\
        from jaxtyping import (  # the families
            Float,  # floats
        )
        from typedjax import Array
        from typedjax.typing import floating


        def f(
            x: Float[  Array[floating],   "b n"  ],  # odd spacing, kept
            # a comment between parameters
            y: "Float[Array, 'n']",  # a string annotation is not code: left
        ) -> None:
            ...  # body
    """)  # fmt: skip


def test_jax_numpy_and_jax_scipy_imports_become_typedjaxs() -> None:
    migration = migrate(
        textwrap.dedent("""\
        import jax.numpy as jnp, os
        import jax.numpy
        import jax.scipy.special as jss
        from jax import numpy as np2, jit
        from jax.numpy import linalg
        from jax.scipy import special, stats
        from jax.scipy.stats import norm
        from jax.scipy.special import erf
        from jax.numpy import ones
    """)
    )
    assert migration.after.code == textwrap.dedent("""\
        import typedjax.numpy as jnp, os
        import jax.numpy
        import typedjax.scipy.special as jss
        from jax import jit
        from typedjax.numpy import linalg
        from typedjax.scipy import special, stats
        from typedjax.scipy.stats import norm
        from typedjax.scipy.special import erf
        from typedjax.numpy import ones
        from typedjax import numpy as np2
    """)
    assert migration.imports == 9
    assert migration.left == (
        Left(2, "import jax.numpy is left: its uses (spelled jax.numpy.<name>) keep JAX's types; "
                "write import typedjax.numpy as <alias> and use <alias>.<name>, then run migrate "
                "again"),
    )  # fmt: skip


def test_names_imported_from_a_module_become_typedjaxs_or_are_reported() -> None:
    migration = migrate(
        textwrap.dedent("""\
        from jax.scipy.special import logsumexp
        from jax.numpy import sin, float32 as f32, fft
        from jax.scipy import optimize, special
        from jax import jit, nn
        from jax.nn import relu, initializers
        import jax.nn as jnn
    """)
    )
    assert migration.after.code == textwrap.dedent("""\
        from typedjax.scipy.special import logsumexp
        from typedjax.numpy import sin, float32 as f32, fft
        from jax.scipy import optimize
        from jax import jit
        from typedjax.nn import relu, initializers
        import typedjax.nn as jnn
        from typedjax import nn
        from typedjax.scipy import special
    """)
    assert migration.imports == 9
    # jax.scipy.optimize is outside typedjax.scipy: the line is named, never left silently.
    assert migration.left == (
        Left(3, "from jax.scipy import optimize is left: typedjax.scipy has no optimize (typedjax "
                "types the in-scope API), so its uses keep JAX's types"),
    )  # fmt: skip
    assert not hasattr(typedjax.scipy, "optimize")
    assert typedjax.numpy.sin is jnp.sin


def _run(source: str) -> dict[str, object]:
    """The names a module defines, run from `source`."""
    names: dict[str, object] = {}
    exec(source, names)  # noqa: S102  # the fixed sources of the test below
    return names


def test_a_jax_numpy_dtype_called_as_a_function_becomes_asarray_with_the_same_result() -> None:
    before = textwrap.dedent("""\
        import jax.numpy as jnp

        x = jnp.float32(3)
        b = jnp.bool_(1)
        y = jnp.asarray(x, dtype=jnp.int8)
    """)
    migration = migrate(before)
    assert migration.after.code == textwrap.dedent("""\
        import typedjax.numpy as jnp

        x = jnp.asarray(3, dtype=jnp.float32)
        b = jnp.asarray(1, dtype=jnp.bool_)
        y = jnp.asarray(x, dtype=jnp.int8)
    """)
    assert migration.calls == 2
    # Called, typedjax's dtype classes convert as JAX's scalar types do, so the module runs
    # the same before the rewrite, after the import alone, and after it.
    jax_ran, typedjax_ran = _run(before), _run(migration.after.code)
    imported_only = _run(before.replace("import jax.numpy", "import typedjax.numpy"))
    for name in ("x", "b", "y"):
        old, new, only = jax_ran[name], typedjax_ran[name], imported_only[name]
        assert isinstance(old, jnp.ndarray) and isinstance(new, jnp.ndarray)
        assert isinstance(only, jnp.ndarray)
        assert (old.dtype, old.tolist()) == (new.dtype, new.tolist())
        assert (old.dtype, old.tolist()) == (only.dtype, only.tolist())


def test_a_dtype_imported_by_name_and_called_becomes_typedjax_numpy_asarray() -> None:
    before = textwrap.dedent("""\
        from jax.numpy import float32, int8 as i8

        x = float32(3)
        y = i8(x)
    """)
    migration = migrate(before)
    assert migration.after.code == textwrap.dedent("""\
        from typedjax.numpy import float32, int8 as i8
        import typedjax.numpy

        x = typedjax.numpy.asarray(3, dtype=float32)
        y = typedjax.numpy.asarray(x, dtype=i8)
    """)
    assert (migration.imports, migration.calls) == (2, 2)
    jax_ran, typedjax_ran = _run(before), _run(migration.after.code)
    for name in ("x", "y"):
        old, new = jax_ran[name], typedjax_ran[name]
        assert isinstance(old, jnp.ndarray) and isinstance(new, jnp.ndarray)
        assert (old.dtype, old.tolist()) == (new.dtype, new.tolist())


@pytest.mark.parametrize(
    ("family", "classes"),
    [
        ("Float", (floating,)), ("Int", (signedinteger,)), ("UInt", (unsignedinteger,)),
        ("Integer", (integer,)), ("Real", (floating, integer)), ("Num", (number,)),
        ("Inexact", (inexact,)), ("Complex", (complexfloating,)), ("Bool", (bool_,)),
        ("Key", (prng_key,)), ("Float32", (float32,)), ("Int8", (int8,)), ("UInt4", (uint4,)),
        ("BFloat16", (bfloat16,)), ("Complex64", (complex64,)),
        ("Float8e4m3fn", (float8_e4m3fn,)),
    ],
)  # fmt: skip
def test_each_family_maps_to_its_dtype_classes(family: str, classes: tuple[type, ...]) -> None:
    assert FAMILIES[family] == classes


# What jaxtyping declares to checkers but the codemod leaves, and why.
LEFT_ALONE = {
    "Shaped": "any dtype: Shaped[Array, ...] is already Array of any dtype",
    "PRNGKeyArray": "not a family: used bare, it is jax.Array to checkers (new- or old-style keys)",
    "Scalar": "not a family: used bare, it is jax.Array to checkers",
    "ScalarLike": "not a family: used bare, it is jax.typing.ArrayLike to checkers",
}


def _declared_to_checkers() -> set[str]:
    """The names jaxtyping's `_indirection` module gives checkers (it refuses to be imported)."""
    spec = importlib.util.find_spec("jaxtyping._indirection")
    assert spec is not None and spec.origin is not None
    tree = ast.parse(Path(spec.origin).read_text())
    return {
        alias.asname
        for node in tree.body if isinstance(node, ast.ImportFrom)
        for alias in node.names if alias.asname is not None
    }  # fmt: skip


def _dtype_class(name: str) -> type[generic]:
    return prng_key if name == "prng_key" else dtype_class(jnp.dtype(name))


def test_every_family_jaxtyping_exports_is_mapped_or_deliberately_left() -> None:
    declared = _declared_to_checkers()
    assert {"Float", "Int", "Key", "Shaped", "Scalar"} <= declared, declared
    assert set(FAMILIES) | set(LEFT_ALONE) == declared
    assert not set(FAMILIES) & set(LEFT_ALONE)
    for family, classes in FAMILIES.items():
        assert all(getattr(typedjax.typing, c.__name__) is c for c in classes), classes
        dtypes = {_dtype_class(n) for n in getattr(jaxtyping, family).dtypes}
        assert all(issubclass(d, classes) for d in dtypes), family  # every dtype it accepts
        # and no other kind of dtype: Real is floating | integer, not number (complex too)
        kinds = {d.__mro__[1] for d in dtypes}
        held = [c for c in CONCRETE if issubclass(c, classes)]
        assert all(c.__mro__[1] in kinds for c in held), family


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text))
    return path


MODULE = """\
    import jax.numpy as jnp
    from jaxtyping import Array, Float

    def f(x: Float[Array, "n"]) -> Float[Array, ""]:
        return jnp.sum(x)
"""


def test_diff_prints_and_writes_nothing_then_a_run_migrates_in_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, "model.py", MODULE)
    _write(tmp_path, "clean.py", "x = 1\n")
    assert cli.main(["migrate", str(tmp_path), "--diff"]) == 1
    out, err = capsys.readouterr()
    assert path.read_text() == textwrap.dedent(MODULE)
    assert out.splitlines() == [
        f"--- {path}",
        f"+++ {path}",
        "@@ -1,5 +1,7 @@",
        "-import jax.numpy as jnp",
        "-from jaxtyping import Array, Float",
        "+import typedjax.numpy as jnp",
        "+from jaxtyping import Float",
        "+from typedjax import Array",
        "+from typedjax.typing import floating",
        " ",
        '-def f(x: Float[Array, "n"]) -> Float[Array, ""]:',
        '+def f(x: Float[Array[floating], "n"]) -> Float[Array[floating], ""]:',
        "     return jnp.sum(x)",
    ]
    assert err == "1 of 2 files would change: 2 annotations, 2 imports\n"
    assert cli.main(["migrate", str(tmp_path)]) == 0
    out, err = capsys.readouterr()
    assert (
        out
        == f"migrated {path}: 2 annotations, 2 imports\n1 of 2 files migrated: 2 annotations, 2 imports\n"
    )
    assert cli.main(["migrate", str(tmp_path), "--diff"]) == 0
    out, err = capsys.readouterr()
    assert (out, err) == ("", "0 of 2 files would change: 0 annotations, 0 imports\n")


def test_the_diff_of_a_file_without_a_last_newline_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "short.py"
    path.write_text("import jax.numpy as jnp\nx = jnp.pi")
    assert cli.main(["migrate", str(path), "--diff"]) == 1
    assert capsys.readouterr().out.splitlines()[3:] == [
        "-import jax.numpy as jnp",
        "+import typedjax.numpy as jnp",
        " x = jnp.pi",
        "\\ No newline at end of file",
    ]


def test_folders_are_walked_for_python_files_leaving_out_environments_and_outputs(
    tmp_path: Path,
) -> None:
    for name in ("a.py", "pkg/b.py", "pkg/notes.txt", ".hidden/c.py", ".venv312/d.py",
                 "pkg/__pycache__/e.py", "build/f.py", "lib/site-packages/g.py"):  # fmt: skip
        _write(tmp_path, name, "")
    found = python_files([str(tmp_path), str(tmp_path / "build" / "f.py")])
    assert [p.relative_to(tmp_path).as_posix() for p in found] == ["a.py", "pkg/b.py", "build/f.py"]


def test_a_missing_path_is_named_and_nothing_is_migrated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, "model.py", MODULE)
    assert cli.main(["migrate", str(path), str(tmp_path / "nowhere")]) == 2
    assert capsys.readouterr().err == (
        f"python -m typedjax migrate: PATHS: no such file or folder: {str(tmp_path / 'nowhere')!r}; "
        "expected Python files or folders of them. Check the spelling, relative to the current "
        "folder.\n"
    )
    assert path.read_text() == textwrap.dedent(MODULE)


def test_a_file_that_does_not_parse_is_named_with_its_line_and_the_rest_are_migrated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = "x = 1\ndef f(:\n"
    broken = _write(tmp_path, "a_broken.py", text)
    path = _write(tmp_path, "model.py", MODULE)
    with pytest.raises(libcst.ParserSyntaxError) as parsed:
        libcst.parse_module(text)
    assert parsed.value.editor_line == 2
    assert cli.main(["migrate", str(tmp_path)]) == 2
    out, err = capsys.readouterr()
    assert err == (
        f"python -m typedjax migrate: cannot parse {broken}:2:{parsed.value.editor_column}: "
        f"{parsed.value.message}; the file is left unchanged. Fix its syntax, or leave it out of "
        "PATHS.\n"
    )
    assert broken.read_text() == text
    undecodable = tmp_path / "latin.py"
    undecodable.write_bytes(b"x = '\xff'\n")  # Latin-1, undeclared
    assert cli.main(["migrate", str(undecodable)]) == 2
    assert capsys.readouterr().err.startswith(
        f"python -m typedjax migrate: cannot parse {undecodable}: invalid or missing encoding "
        "declaration; the file is left unchanged."
    )
    assert "Array[floating]" in path.read_text()
    assert out.endswith("1 of 2 files migrated: 2 annotations, 2 imports\n")


def test_without_libcst_the_command_says_what_to_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "libcst", None)  # `import libcst` now fails
    monkeypatch.delitem(sys.modules, "typedjax._src.check.migrate")
    assert cli.main(["migrate", str(_write(tmp_path, "model.py", MODULE))]) == 2
    assert capsys.readouterr().err == (
        "python -m typedjax migrate needs libcst: pip install 'typedjax[check]'\n"
    )


def test_the_command_runs_as_a_subprocess(tmp_path: Path) -> None:
    path = _write(tmp_path, "model.py", MODULE)
    done = subprocess.run(
        [sys.executable, "-m", "typedjax", "migrate", "model.py"],
        cwd=tmp_path, capture_output=True, text=True, check=False, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "migrated model.py: 2 annotations, 2 imports"
    assert "def f(x: Float[Array[floating], " in path.read_text()
