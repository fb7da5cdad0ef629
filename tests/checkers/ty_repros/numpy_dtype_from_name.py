"""ty 0.0.107 reads NumPy's own `np.dtype("float32")` as `dtype[float64]` (mypy, pyright: `dtype[float32]`)."""

from typing import reveal_type

import numpy as np

reveal_type(np.dtype("float32"))
