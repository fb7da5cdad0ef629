"""Public exceptions print under the names users import them by, as the README documents them."""

from __future__ import annotations

import pickle
import subprocess
import sys

import pytest

import typedjax as tj
from typedjax import plugins


@pytest.mark.parametrize(
    ("error", "public"),
    [
        (tj.ShapeError, "typedjax.ShapeError"),
        (tj.DTypeError, "typedjax.DTypeError"),
        (tj.VersionError, "typedjax.VersionError"),
        (tj.JAXFeatureError, "typedjax.JAXFeatureError"),
        (tj.AnnotationError, "typedjax.AnnotationError"),
        (plugins.PluginError, "typedjax.plugins.PluginError"),
        (plugins.PluginNotFoundError, "typedjax.plugins.PluginNotFoundError"),
        (plugins.BackendUnavailableError, "typedjax.plugins.BackendUnavailableError"),
    ],
)
def test_an_exception_is_named_by_its_public_module(error: type[Exception], public: str) -> None:
    module, _, name = public.rpartition(".")
    assert f"{error.__module__}.{error.__qualname__}" == public
    assert getattr(sys.modules[module], name) is error
    assert repr(error("bad")).startswith(f"{name}(")
    assert str(error) == f"<class '{public}'>"
    assert type(pickle.loads(pickle.dumps(error("bad")))) is error


def test_a_traceback_names_typedjax_shape_error() -> None:
    done = subprocess.run(
        [sys.executable, "-c", "import typedjax as tj; tj.typing.as_shape((2, -1))"],
        capture_output=True, text=True, check=False, timeout=300,
    )  # fmt: skip
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("typedjax.ShapeError: "), done.stderr
    assert "_errors" not in last
