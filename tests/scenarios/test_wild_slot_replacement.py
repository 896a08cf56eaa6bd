"""Rulebook, Replacing Cards in Wild Slots.

"If a show has 1 or more wild slots, you may replace a star or ad attached to it with a card of the
opposite type, as long as the show ends up with a set of attachments that match its slots.
Example: Taio can replace a show's ad with a star, but he can't replace its star with an ad (since
it can't have 2 ads)."

Doctor Whom has a star slot and a wild slot; Taio's holds a star and an ad.
"""

from __future__ import annotations

from primetime import Game
from primetime.engine.scenario import Scenario

TAIO = 1


def taios_turn() -> Game:
    sc = Scenario(["Millie", "Taio"]).green_room(TAIO, "teen-idol", "used-car-lot")
    for slot in ("primetime", "latenight"):
        sc.lineup(TAIO, slot, None)
    sc.lineup(
        TAIO, "daytime", "doctor-whom", row=1, attachments=["character-actor", "pet-insurance"]
    )
    return sc.start_turn(TAIO)


def test_the_options_taio_has() -> None:
    game = taios_turn()
    assert game.decision is not None
    attach = [str(o) for o in game.decision.options if str(o).startswith("attach")]
    assert attach == [
        "attach teen-idol daytime replacing character-actor",  # star for star
        "attach teen-idol daytime replacing pet-insurance",  # the ad replaced by a star
        "attach used-car-lot daytime replacing pet-insurance",  # ad for ad
    ]
    # not offered: the star replaced by an ad (2 ads, and only 1 slot can hold an ad)
    assert "attach used-car-lot daytime replacing character-actor" not in attach


def test_taio_replaces_the_ad_with_a_star() -> None:
    game = taios_turn()
    game.choose("attach teen-idol daytime replacing pet-insurance")
    taio = game.state.players[TAIO]
    show = taio.lineup[0]
    assert show is not None
    assert show.attachments == (("character-actor", True), ("teen-idol", True))
    assert game.state.discards["ad"] == ["pet-insurance"]
    assert taio.green_room == ["used-car-lot"]
    assert game.decision is not None and game.decision.player == 0  # his turn is over
