"""The effect ids and solo preferences a card file may name.

The engine registers one effect for each id here (a test checks it), so a typo in a data file is
caught at load time rather than silently doing nothing in play.
"""

NETWORK_EFFECTS: dict[str, str] = {
    # id: the network card type it belongs to
    "big-game": "immediate",
    "c-suite-connections": "immediate",
    "exclusive-rights": "immediate",
    "writeoff": "immediate",
    "catalog-buyout": "immediate",
    "market-research": "immediate",
    "waterbug": "immediate",
    "syndication-rights": "immediate",
    "upfronts": "immediate",
    "focus-group": "immediate",
    "ensemble-cast": "use-once",
    "mid-season-refresh": "use-once",
    "preempted-timeslot": "use-once",
    "spinoff": "use-once",
    "sponsored-content": "use-once",
    "talent-agency": "use-once",
    "trendy-showrunner": "use-once",
    "redemption-arc": "use-once",
    "flexible-schedule": "use-once",
    "star-search": "use-once",
    "rebrand": "use-once",
    "creative-accounting": "ongoing",
    "on-set-accommodations": "ongoing",
    "cost-cutting": "ongoing",
    "late-night-buzz": "ongoing",
    "streaming-deal": "game-end",
    "award-show": "game-end",
    "variety-channel": "game-end",
    "corporate-takeover": "game-end",
    "critics-choice": "game-end",
    "merchandising": "game-end",
}

STAR_EFFECTS: frozenset[str] = frozenset(
    {
        "brand-ambassador",
        "charity-infomercial-mainstay",
        "cross-promoting-star",
        "fills-ad-slot",  # Famously Famous, Fierce Drag Queen
        "gray-fox",
        "industry-veteran",
        "rerun-guy",
        "versatile-actor",
        "bollywood-star",
    }
)

AD_EFFECTS: frozenset[str] = frozenset()

SHOW_EFFECTS: frozenset[str] = frozenset(
    {
        "car-chases-without-context",
        "reinfeld",
        "surpriser",
        "upton-crabby",
        "monday-night-foosball",
        # Telly Time: every show of the genre has its genre's effect
        "kids",
        "quiz",
        "chat",
    }
)

# Megacorp moguls: id -> (top type, bottom type); None where the card has no such effect.
MOGUL_EFFECTS: dict[str, tuple[str | None, str | None]] = {
    "blockbuster-director": (None, "use-once"),
    "celebrity-whisperer": ("immediate", "ongoing"),
    "director-everyone-wants": ("ongoing", "ongoing"),
    "host-turned-tycoon": ("immediate", "game-end"),
    "page-to-screen": ("immediate", "use-once"),
    "penny-pincher": ("ongoing", "game-end"),
    "reboot-o-mancer": ("immediate", None),
    "viral-marketer": ("ongoing", "ongoing"),
    "voice-of-a-generation": (None, "use-once"),
    "tech-pioneer": ("immediate", "ongoing"),
}

# Megacorp's anomalies (Continuum): all four share one effect.
ANOMALY_EFFECTS: frozenset[str] = frozenset({"anomaly"})

ALL_EFFECTS: frozenset[str] = (
    frozenset(NETWORK_EFFECTS)
    | STAR_EFFECTS
    | AD_EFFECTS
    | SHOW_EFFECTS
    | frozenset(MOGUL_EFFECTS)
    | ANOMALY_EFFECTS
)

# Solo card preferences, by the display row they discard from.
SOLO_PREFERENCES: dict[str, frozenset[str]] = {
    "show": frozenset(
        {"most-wild-slots", "highest-cost", "most-viewers", "most-slots", "your-best-genre"}
    ),
    "star": frozenset({"highest-cost", "most-viewers", "no-condition"}),
    "ad": frozenset({"highest-bonus", "highest-income", "promo"}),
    "network": frozenset({"game-end", "use-once", "ongoing", "immediate"}),
}
