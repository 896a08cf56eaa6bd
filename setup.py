"""Build hook for the optional compiled build (`make fast`).

By default this builds the pure-Python package, which stays the reference. With
PRIMETIME_COMPILE=1 (and mypy, which ships mypyc, plus a C compiler) it compiles the engine's hot
modules with mypyc; the code is mypy-strict, so it compiles as it is. Install that build into its
own environment (a non-editable install), never over the source tree: `make fast`.
"""

from __future__ import annotations

import os

from setuptools import setup

# The hot path of option listing, applying choices, cloning, views, effects and the bots' inner
# loops. Base classes that interpreted code subclasses (Effect, Part, Module: the modules' own
# files, tests' example module) are marked `allow_interpreted_subclasses` (engine/native.py).
# Options and decisions are plain classes with their own `__init__` (a dataclass's generated one
# would stay interpreted), so compiled they are made natively; Game.choose takes any object, so
# a bad choice (None, say) is still IllegalChoice.
COMPILED = [
    "src/primetime/cards/model.py",
    "src/primetime/engine/game.py",
    "src/primetime/engine/setup.py",
    "src/primetime/engine/decision.py",
    "src/primetime/engine/options.py",
    "src/primetime/engine/events.py",
    "src/primetime/engine/machine.py",
    "src/primetime/engine/actions.py",
    "src/primetime/engine/attach_listing.py",
    "src/primetime/engine/turn_uses.py",
    "src/primetime/engine/production.py",
    "src/primetime/engine/settling.py",
    "src/primetime/engine/sides.py",
    "src/primetime/engine/slot_counts.py",
    "src/primetime/engine/slots.py",
    "src/primetime/engine/sources.py",
    "src/primetime/engine/hooks.py",
    "src/primetime/engine/zones.py",
    "src/primetime/engine/results.py",
    "src/primetime/engine/scoring.py",
    "src/primetime/engine/state.py",
    "src/primetime/engine/views.py",
    "src/primetime/engine/rounds.py",
    "src/primetime/engine/flow.py",
    "src/primetime/engine/deck.py",
    "src/primetime/engine/effect.py",
    "src/primetime/engine/effects/base.py",
    "src/primetime/engine/effects/moguls.py",
    "src/primetime/engine/effects/network_immediate.py",
    "src/primetime/engine/effects/network_use.py",
    "src/primetime/engine/effects/shows.py",
    "src/primetime/engine/effects/stars.py",
    "src/primetime/engine/effects/telly.py",
    "src/primetime/engine/parts.py",
    "src/primetime/engine/modules/base.py",
    "src/primetime/engine/modules/solo.py",
    "src/primetime/engine/modules/classic.py",
    "src/primetime/engine/modules/moguls.py",
    "src/primetime/engine/rng.py",
    "src/primetime/engine/genres.py",
    "src/primetime/engine/geometry.py",
    "src/primetime/engine/progress/__init__.py",
    "src/primetime/engine/progress/base.py",
    "src/primetime/engine/progress/tracks.py",
    "src/primetime/engine/pilot.py",
    "src/primetime/bots/policy.py",
    "src/primetime/bots/evaluate.py",
    "src/primetime/bots/mcts.py",
    "src/primetime/bots/tree.py",
    "src/primetime/bots/tuning.py",
    "src/primetime/bots/solo_value.py",
]

if os.environ.get("PRIMETIME_COMPILE") == "1":
    from mypyc.build import mypycify

    setup(ext_modules=mypycify(COMPILED, opt_level="3", debug_level="0"))
else:
    setup()
