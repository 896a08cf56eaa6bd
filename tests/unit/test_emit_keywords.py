"""No event's data has a key named state, kind or player: `machine.emit` takes those three
positionally only (the interpreter then matches each data keyword against two parameter names,
not five), and in the compiled build a keyword of that name would not reach the event's data."""

from __future__ import annotations

import ast
from pathlib import Path

import primetime

POSITIONAL: frozenset[str] = frozenset({"state", "kind", "player"})


def emit_calls() -> list[tuple[str, int, ast.Call]]:
    calls: list[tuple[str, int, ast.Call]] = []
    for path in Path(primetime.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                if name == "emit":
                    calls.append((str(path), node.lineno, node))
    return calls


def test_no_emit_call_gives_data_named_state_kind_or_player() -> None:
    calls = emit_calls()
    assert len(calls) > 50  # the engine's events, every module's included
    bad = [
        f"{path}:{line} {keyword.arg}="
        for path, line, call in calls
        for keyword in call.keywords
        if keyword.arg in POSITIONAL
    ]
    assert bad == []
    # a data dict passed whole (**data) is checked where it is built: none is
    assert not [f"{p}:{n}" for p, n, c in calls if any(k.arg is None for k in c.keywords)]
