"""A box's words for the cards of the boxes before it (`[[reworded]]`): Telly Time words some base
cards, moguls and executives otherwise (the rulebook's Telly Time Clarifications, the executives'
Telly Time clarifications, RULINGS 7.4); every interface reads the card set, so each shows them.
"""

from __future__ import annotations

from typing import Any

import pytest

from primetime import GameConfig
from primetime.cards import CardError, ExecutiveCard, NetworkCard, ShowCard, load_box, parse_box
from primetime.cards.loader import combine_boxes
from primetime.engine.game import card_set
from primetime.server.catalog import base_catalog, board_info

TELLY = GameConfig(players=("Ann", "Bob"), modules=("telly",))


def with_rewording(*rows: dict[str, Any]) -> Any:
    box = parse_box({"reworded": list(rows)}, "mybox.toml")
    return combine_boxes(("primetime", "mybox"), [load_box("primetime"), box])


def test_a_rewording_replaces_the_text_and_adds_to_the_clarification() -> None:
    cards = with_rewording(
        {"id": "critics-choice", "text": "3 viewers a line."},
        {"id": "big-game", "clarification": "And grid cash is not ad income."},
    )
    critics = cards["critics-choice"]
    assert isinstance(critics, NetworkCard) and critics.text == "3 viewers a line."
    big = cards["big-game"]
    base = load_box("primetime")["big-game"]
    assert isinstance(big, NetworkCard) and isinstance(base, NetworkCard)
    assert big.clarification == base.clarification + " And grid cash is not ad income."
    assert big.text == base.text
    assert cards.of_type("network").count(critics) == 1  # the type lists hold the new card
    assert load_box("primetime")["critics-choice"].text != "3 viewers a line."  # left alone


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ({"id": "no-such-card", "text": "x"}, 'reworded "no-such-card": no such card in primetime'),
        ({"id": "big-game", "ability": "x"}, 'field "ability": a network card has no ability'),
        ({"id": "big-game", "cost": 3}, 'field "cost": is not a field a box may reword'),
        ({"id": "big-game"}, "a rewording needs one of text, top_text"),
        ({"id": "big-game", "text": ""}, 'field "text": must be a non-empty string'),
    ],
)
def test_a_wrong_rewording_is_refused_naming_the_card_and_field(
    row: dict[str, Any], message: str
) -> None:
    with pytest.raises(CardError, match=message.replace("(", r"\(")):
        with_rewording(row)


def test_a_card_reworded_twice_is_refused() -> None:
    with pytest.raises(CardError, match="reworded twice"):
        with_rewording({"id": "big-game", "text": "a"}, {"id": "big-game", "text": "b"})


def test_telly_time_words_the_genre_track_cards_for_the_grid() -> None:
    cards = card_set(TELLY)
    assert cards["critics-choice"].text == "3 viewers for each completed line of your genre grid."
    assert "genre grid" in cards["catalog-buyout"].text
    assert "Kids, Quiz and Chat too" in cards["variety-channel"].text
    assert "Telly Time: only the pass track's cash or viewers double" in (
        cards["preempted-timeslot"].clarification
    )
    gorilla = cards["gorilla"]
    assert isinstance(gorilla, ExecutiveCard)
    assert gorilla.drawback.startswith("Extra Turn: no cash or viewers from your genre grid")
    cable = cards["cable"]
    assert isinstance(cable, ExecutiveCard) and "$30M" in cable.ability
    base = card_set(GameConfig(players=("Ann", "Bob"), modules=("moguls", "executives")))
    assert base["critics-choice"].text.startswith("3 viewers for each genre track")
    assert "$20M" in base["cable"].ability  # type: ignore[union-attr]


def test_no_telly_words_mention_a_genre_track() -> None:
    """Every card of a Telly Time game that spoke of genre tracks is worded for the grid (the
    Specialist's and Generic's boards, the solo card, Reboot-o-mancer included)."""
    for card in card_set(TELLY).values():
        words = " ".join(
            str(getattr(card, f, "")) for f in ("text", "top_text", "ability", "drawback")
        )
        assert "genre track" not in words, card.id


def test_every_kids_quiz_and_chat_show_prints_its_genre_effect() -> None:
    shows = [c for c in load_box("telly").of_type("show") if isinstance(c, ShowCard)]
    effects = {"kids": "can't place", "quiz": "pay $1M a viewer", "chat": "every star"}
    special = [s for s in shows if s.genre in effects]
    assert len(special) == 12
    for show in special:
        assert show.text.startswith(show.genre.capitalize() + ": "), show.id
        assert effects[show.genre] in show.text, show.id


def test_the_browser_gets_the_telly_words_with_the_game_not_in_the_catalog() -> None:
    catalog = base_catalog()["cards"]
    assert catalog["critics-choice"]["text"].startswith("3 viewers for each genre track")
    sent = board_info(TELLY)["cards"]
    assert sent["critics-choice"]["text"] == card_set(TELLY)["critics-choice"].text
    assert "bluey-peter" not in sent  # Telly's own cards are in the catalog as they are
    assert board_info(GameConfig(players=("Ann", "Bob")))["cards"] == {}
