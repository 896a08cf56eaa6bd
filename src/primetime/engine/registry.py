"""Registries filled by the rule modules as they load: modules by name, and loading them all.

A leaf (it imports nothing of the engine), so that the config can check module names and any file
can register itself without an import cycle. `load_rules()` imports every file of the engine by
walking its folders, so a new effect, step or module file registers itself by existing.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

# Module classes by name (`engine.modules.base.module` fills it).
MODULES: dict[str, Any] = {}

_loaded = False


def load_rules() -> None:
    """Import every file of the engine (each registers its steps, decisions, effects and
    modules). Idempotent."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    _import_all(importlib.import_module("primetime.engine"))


def _import_all(package: Any) -> None:
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        imported = importlib.import_module(info.name)
        if info.ispkg:
            _import_all(imported)
