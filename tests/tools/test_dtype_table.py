"""Adding a JAX dtype is one row of the dtype table (`tools/gen/_dtypes.py`).

On a copy of the repository, two dtypes are added to the table: a narrow float (which a
`dtype=` request names through its category) and an integer with a request of its own.
Their promotion answers are those of a model dtype, renamed, as `--probe` would record
them. The generators then carry each new dtype into every output that lists dtypes: the
classes and their promotion tables, the names, the request aliases, the TypeVars, the
`dtype=` ladders and the public modules, with no other edit.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

NEW_ROWS = """
    DType("float8_e9m9test", "floating", "A made-up 8-bit float."),
    DType("int12", "signedinteger", "Made-up 12-bit signed integers.", "np.int16",
          ("int12", "i12"), title="Int12"),"""
END_OF_TABLE = '\n)  # fmt: skip\n"""Every concrete JAX dtype'
"""Where the table's literal ends: the new rows go before it."""
MODELS = {"float8_e9m9test": "float8_e5m2", "int12": "int16"}
"""Each new dtype, and the dtype whose promotion answers it copies."""

# The generators that read nothing but files and the table (the others import the
# package, whose classes ask JAX for the made-up dtypes at import).
SCRIPTS = (
    "typing_dtype.py", "typing_dtype_names.py", "typing_requests.py", "typing_vocabulary.py",
    "typing_init.py", "numpy_creation.py", "numpy_reductions.py", "numpy_manipulation.py",
    "numpy_init.py",
)  # fmt: skip


def _with_new_dtypes(record: dict[str, dict[str, list[str]]]) -> dict[str, dict[str, list[str]]]:
    """`record` plus the answers of each pair that holds a new dtype: its model's, renamed
    (a pair of a new dtype and its own model is refused)."""
    out = {table: dict(answers) for table, answers in record.items()}
    for table, answers in record.items():
        for key, found in answers.items():
            a, b = key.split()
            for new, model in MODELS.items():
                for x, y in ((new if a == model else a, b), (a, new if b == model else b),
                             (new if a == model else a, new if b == model else b)):  # fmt: skip
                    if f"{x} {y}" != key and f"{x} {y}" not in answers:
                        renamed = [new if d == model else d for d in found]
                        out[table][f"{x} {y}"] = renamed if {x, y} != {new, model} else ["!"]
    return out


@pytest.mark.checkers
def test_a_dtype_added_to_the_table_reaches_every_output(tmp_path: Path) -> None:
    ignore = shutil.ignore_patterns("__pycache__", ".cache")
    for folder in ("tools", "typedjax"):
        shutil.copytree(ROOT / folder, tmp_path / folder, ignore=ignore)
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    gen = tmp_path / "tools" / "gen"
    table = gen / "_dtypes.py"
    text = table.read_text()
    assert text.count(END_OF_TABLE) == 1, "the table's end moved: update END_OF_TABLE"
    table.write_text(text.replace(END_OF_TABLE, NEW_ROWS + END_OF_TABLE))
    record = gen / "promotion_jax.json"
    record.write_text(json.dumps(_with_new_dtypes(json.loads(record.read_text())), indent=0))

    done = subprocess.run(
        [sys.executable, "-m", "tools.gen", *SCRIPTS],
        cwd=tmp_path, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr

    generated = tmp_path / "typedjax" / "_src" / "generated"
    classes = (generated / "typing" / "dtype.py").read_text()
    assert "class float8_e9m9test(floating):" in classes
    assert 'dtype: ClassVar[DType] = jax_scalar_dtype("float8_e9m9test")' in classes
    assert "class int12(signedinteger):" in classes
    assert "dtype: ClassVar[DType] = np.dtype(np.int16)" in classes.split("class int12")[1]
    # float32's table answers the new float as it answers its model (renamed).
    float32 = classes.split("class float32(floating):")[1].split("\nclass ")[0]
    answers: dict[str, str] = {}
    for dtype in ("float8_e5m2", "float8_e9m9test"):
        row = re.search(rf"other: [\w| ]*\b{dtype}\b[\w| ]*, /\) -> (\w+)", float32)
        assert row is not None, (dtype, float32)
        answers[dtype] = row[1]
    assert answers["float8_e9m9test"] == answers["float8_e5m2"].replace(
        "float8_e5m2", "float8_e9m9test"
    ), answers
    # The new integer joins the unions read from the answers.
    assert re.search(r"WideIntegral: TypeAlias = \([^)]*\bint12\b", classes), classes[-900:]

    names = (generated / "typing" / "dtype_names.py").read_text()
    assert re.search(r'NarrowFloatCode: TypeAlias = Literal\[[^]]*"float8_e9m9test"', names)
    assert 'Int12Code: TypeAlias = Literal["int12", "i12"]' in names

    requests = (generated / "typing" / "requests.py").read_text()
    assert "ToInt12: TypeAlias = type[int12] | type[np.int16] | Int12Code" in requests

    vocabulary = (generated / "typing" / "vocabulary.py").read_text()
    for typevar, dtype in (("SameNarrowT", "float8_e9m9test"), ("SameFloatingT", "float8_e9m9test"),
                           ("SameIntegerT", "int12"), ("SameNarrowT", "int12")):  # fmt: skip
        declared = re.search(rf"{typevar} = TypeVar\(\s*\"{typevar}\",([^)]*)\)", vocabulary)
        assert declared is not None and re.search(rf"\b{dtype}\b", declared[1]), typevar

    creation = (generated / "numpy" / "creation.py").read_text()
    assert re.search(r"dtype: ToInt12\b[^@]*?-> Array\[int12\]", creation), "no ToInt12 row"

    # The rules read from JAX's answers: int12 divides into float32, as int16 does; an integer
    # request (`ravel_multi_index(..., dtype=)`) names it exactly.
    reductions = (generated / "numpy" / "reductions.py").read_text()
    assert re.search(r"Array\[bool_ \|[\w| ]*\bint12\b[\w| ]*\]", reductions), "int12 not inexact"
    manipulation = (generated / "numpy" / "manipulation.py").read_text()
    assert re.search(r"dtype: ToInt12\b[^@]*?-> Array\[int12\]", manipulation), "no ToInt12 row"

    for public in ("typing/__init__.py", "numpy/__init__.py"):
        text = (tmp_path / "typedjax" / public).read_text()
        for dtype in MODELS:
            assert f"import {dtype} as {dtype}" in text, (public, dtype)
            assert f'"{dtype}",' in text, (public, dtype)
