"""Build the one-type probe (README.md): `python build_probe.py SITE_PACKAGES TYPEDJAX_COPY`.

Writes a partial `jax-stubs` whose `jax.Array` is typedjax's `Array` into SITE_PACKAGES,
and patches the copy of the `typedjax` package in the folder TYPEDJAX_COPY so that its
`Array` no longer inherits `jax.Array` to checkers (with the stubs that is a cycle).
"""

import ast
import re
import shutil
import sys
import textwrap
from pathlib import Path

import jax

J = Path(jax.__file__).parent
SP = Path(sys.argv[1])
COPY = Path(sys.argv[2])
stubs = SP / "jax-stubs"
shutil.rmtree(stubs, ignore_errors=True)
(stubs / "_src").mkdir(parents=True)
(stubs / "numpy").mkdir()
(stubs / "nn").mkdir()
(stubs / "py.typed").write_text("partial\n")
(stubs / "_src" / "__init__.pyi").write_text("")
src = (J / "_src" / "basearray.pyi").read_text()
tree = ast.parse(src)
lines = src.splitlines(keepends=True)
cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Array")
start = (cls.decorator_list[0].lineno if cls.decorator_list else cls.lineno) - 1
end = cls.end_lineno
members = cls.body
new = (
    "".join(lines[:start])
    + "from typedjax._src.array.array import Array as Array\n"
    + "".join(lines[end:])
)
(stubs / "_src" / "basearray.pyi").write_text(new)
shutil.copy(J / "numpy" / "__init__.pyi", stubs / "numpy" / "__init__.pyi")
shutil.copy(J / "nn" / "__init__.pyi", stubs / "nn" / "__init__.pyi")
# jax.numpy: a few names read with typedjax's declarations
np_stub = stubs / "numpy" / "__init__.pyi"
text = np_stub.read_text()
for name in ("sin", "sum", "ones", "mean", "exp"):
    text = re.sub(
        rf"^def {name}\(.*?\) -> .*?: \.\.\.\n",
        "",
        text,
        flags=re.MULTILINE | re.DOTALL,
    )
    text = re.sub(rf"^{name}: .*\n", "", text, flags=re.MULTILINE)
text += (
    "from typedjax.numpy import sin as sin, sum as sum, ones as ones, mean as mean, exp as exp\n"
)
np_stub.write_text(text)

# typedjax copy: Array's static base
td = COPY / "typedjax" / "_src" / "array" / "array.py"
t = td.read_text()
typed = ast.parse(t)
tcls = next(n for n in typed.body if isinstance(n, ast.ClassDef) and n.name == "Array")
declared = {s.name for s in ast.walk(tcls) if isinstance(s, ast.FunctionDef)}
declared |= {
    s.target.id
    for s in ast.walk(tcls)
    if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)
}
declared |= {
    tg.id
    for s in ast.walk(tcls)
    if isinstance(s, ast.Assign)
    for tg in s.targets
    if isinstance(tg, ast.Name)
}
body = []
for m in members:
    if isinstance(m, ast.FunctionDef) and m.name not in declared:
        seg = "".join(
            lines[(m.decorator_list[0].lineno if m.decorator_list else m.lineno) - 1 : m.end_lineno]
        )
        body.append(seg)
members_src = "".join(body)
members_src = textwrap.indent(textwrap.dedent(members_src), "        ")
base = (
    "if TYPE_CHECKING:\n"
    "    from types import ModuleType\n"
    "    from typing import Self\n"
    "    from jax._src.basearray import Device, Shard, Traceback\n"
    "    from jax.sharding import Sharding\n\n"
    "    class _JaxArrayMembers:\n"
    '        """jax.Array\'s members that typedjax\'s Array does not redeclare."""\n\n'
    + members_src
    + "\n    _JaxBase: TypeAlias = _JaxArrayMembers\n"
    "else:\n"
    "    _JaxBase = jax.Array\n\n\n"
)
t = t.replace(
    "class Array(jax.Array, _HasDType[_DTypeT_co], metaclass=_ArrayMeta):",
    base + "class Array(_JaxBase, _HasDType[_DTypeT_co], metaclass=_ArrayMeta):",
)
t = t.replace(
    '_DTypeT_co = TypeVar("_DTypeT_co", bound=generic, covariant=True, default=generic)',
    '_DTypeT_co = TypeVar("_DTypeT_co", bound=generic, covariant=True, default=Any)',
)
td.write_text(t)
print(len(body), "members carried")
