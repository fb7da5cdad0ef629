"""(skeleton; filled in by its owner)"""

from __future__ import annotations

__all__: list[str] = []
