"""`check --format json`: the reports and the disagreements as one JSON document."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict

from typedjax._src.check.model import Report
from typedjax._src.check.notes import disagreements

__all__ = ("as_json",)


def as_json(reports: Sequence[Report]) -> str:
    """The reports and the disagreements as one JSON document."""
    document = {
        "checkers": [asdict(r) for r in reports],
        "disagreements": [d._asdict() for d in disagreements(reports)],
    }
    return json.dumps(document, indent=2)
