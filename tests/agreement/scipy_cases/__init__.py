"""Agreement cases for `typedjax.scipy`, one module per area, each with a `cases()` function.

`tests/runtime/scipy/test_agreement_scipy.py` finds the area modules here by
name, so an area is added by adding its module. Operands are built as for
`typedjax.numpy` (`tests/agreement/numpy_cases/`).
"""

from __future__ import annotations

from tests.agreement.numpy_cases import INPUT_DTYPES, PY_SCALARS, array

__all__ = ["INPUT_DTYPES", "PY_SCALARS", "array"]
