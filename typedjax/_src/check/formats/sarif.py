"""`check --format sarif`: a SARIF 2.1.0 log, for code-scanning tools."""

from __future__ import annotations

import importlib.metadata
import json
from collections.abc import Sequence
from pathlib import Path

from typedjax._src.check.formats.text import explained
from typedjax._src.check.model import Report, counted

__all__ = ("as_sarif",)

_SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def as_sarif(reports: Sequence[Report], *, limitations: str = "list") -> str:
    """A SARIF 2.1.0 log: one run per checker (and the shape pass), one result per error
    (`error` when counted, `note` for a known limitation, a follow-on or a line not proved)."""
    try:
        version = importlib.metadata.version("typedjax")
    except importlib.metadata.PackageNotFoundError:
        version = "unknown"
    runs: list[dict[str, object]] = []
    for r in reports:
        failing = set(map(id, counted(r, limitations=limitations)))
        rules = sorted({e.code for e in [*r.errors, *r.skipped] if e.code})
        results: list[dict[str, object]] = []
        for e in [*r.errors, *r.skipped]:
            result: dict[str, object] = {
                "level": "error" if id(e) in failing else "note",
                "message": {"text": explained(e)},
                "locations": [
                    {
                        "physicalLocation": {
                            "artifactLocation": {
                                "uri": Path(e.path).as_posix(),
                                "uriBaseId": "%SRCROOT%",
                            },
                            "region": {"startLine": e.line, "startColumn": max(e.column, 1)},
                        }
                    }
                ],
            }
            if e.code:
                result["ruleId"] = e.code
                result["ruleIndex"] = rules.index(e.code)
            results.append(result)
        runs.append(
            {
                "tool": {
                    "driver": {
                        "name": f"typedjax check: {r.name}",
                        "version": version,
                        "rules": [{"id": code} for code in rules],
                    }
                },
                "originalUriBaseIds": {"%SRCROOT%": {"uri": Path.cwd().as_uri() + "/"}},
                "invocations": [
                    {
                        "executionSuccessful": r.status != "failed",
                        **({"commandLine": " ".join(r.command)} if r.command else {}),
                        **(
                            {
                                "toolExecutionNotifications": [
                                    {"level": "warning", "message": {"text": r.detail}}
                                ]
                            }
                            if r.detail is not None
                            else {}
                        ),
                    }
                ],
                "properties": {"mode": r.mode, "status": r.status, "seconds": r.seconds},
                "results": results,
            }
        )
    document = {"$schema": _SARIF_SCHEMA, "version": "2.1.0", "runs": runs}
    return json.dumps(document, indent=2)
