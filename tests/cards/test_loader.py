"""The card loader: a wrong card file gives an error naming the file, the card and the field.

Small hand-written files, each wrong in one way; and the component counts a box must have.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

import pytest

from primetime.cards import (
    AdCard,
    CardError,
    Condition,
    NetworkCard,
    ShowCard,
    Slot,
    SoloCard,
    StarCard,
    load_box,
    load_file,
    parse_box,
)
from primetime.cards.loader import DATA_DIR

STARTER: dict[str, Any] = {
    "id": "bowling-night",
    "name": "Bowling Night",
    "network": "red",
    "genre": "sports",
    "expenses": 0,
    "slots": ["wild?"],
    "rows": [4, 3, 3, 2],
}
PILOT_SHOW: dict[str, Any] = {
    "kind": "show",
    "id": "armchair-qbs",
    "name": "Armchair QBs",
    "genre": "sports",
    "cost": 2,
    "expenses": 1,
    "timeslot": "daytime",
    "slots": ["ad?", "star?"],
    "rows": [5, 6, 5, 4],
}
SHOW: dict[str, Any] = {
    "id": "sports-edges",
    "name": "Sports Edges",
    "genre": "sports",
    "deck": "A",
    "cost": 4,
    "expenses": 1,
    "timeslot": "primetime",
    "slots": ["ad", "wild?"],
    "rows": [7, 9, 6, 4],
}
STAR: dict[str, Any] = {
    "id": "cheeky-pal",
    "name": "Cheeky Pal",
    "cost": 3,
    "viewers": 4,
    "expenses": 1,
    "down_viewers": 2,
    "down_expenses": 0,
    "condition": "with-star",
}
AD: dict[str, Any] = {
    "id": "pet-cover",
    "name": "Pet Cover",
    "bonus": 1,
    "income": 3,
    "down_income": 1,
}
PROMO: dict[str, Any] = {
    "id": "promo-soon",
    "name": "Promo: Soon",
    "bonus": 1,
    "income": 2,
    "viewers": 2,
    "down_income": 2,
    "promo": 3,
}
NETWORK: dict[str, Any] = {
    "id": "big-game",
    "name": "Big Game",
    "type": "immediate",
    "effect": "big-game",
    "text": "Gain cash equal to the total income of the ads in your lineup.",
}
SOLO: dict[str, Any] = {
    "id": "buys-a-hit",
    "name": "Buys a Hit",
    "discard": "show",
    "prefers": "highest-cost",
    "text": "Discards the show with the highest production cost.",
}


def toml(tables: dict[str, list[dict[str, Any]]]) -> str:
    """TOML text for arrays of tables of plain values (JSON scalars and lists are valid TOML)."""
    lines: list[str] = []
    for table, rows in tables.items():
        for row in rows:
            lines.append(f"[[{table}]]")
            lines += [f"{key} = {json.dumps(value)}" for key, value in row.items()]
            lines.append("")
    return "\n".join(lines)


def write(tmp_path: Path, text: str, name: str = "mybox.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def error_of(tmp_path: Path, tables: dict[str, list[dict[str, Any]]]) -> str:
    path = write(tmp_path, toml(tables))
    with pytest.raises(CardError) as raised:
        load_file(path)
    assert isinstance(raised.value, ValueError)
    return str(raised.value)


def changed(card: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """A copy of a card with fields changed (a value of ... removes the field)."""
    out = dict(card)
    for key, value in changes.items():
        if value is ...:
            del out[key]
        else:
            out[key] = value
    return out


# -- a good file ---------------------------------------------------------------------------------


def test_a_small_good_file_loads_every_card_type(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        toml(
            {
                "starter": [STARTER],
                "pilot": [PILOT_SHOW],
                "show": [SHOW],
                "star": [STAR],
                "ad": [AD, PROMO],
                "network": [NETWORK],
                "solo": [SOLO],
            }
        ),
    )
    cards = load_file(path)
    assert len(cards) == 8
    assert [c.id for c in cards.of_type("ad")] == ["pet-cover", "promo-soon"]
    star = cards["cheeky-pal"]
    assert star == StarCard(
        id="cheeky-pal",
        name="Cheeky Pal",
        category="star",
        cost=3,
        viewers=4,
        expenses=1,
        down_viewers=2,
        down_expenses=0,
        condition=Condition("with-star"),
    )
    show = cards["sports-edges"]
    assert isinstance(show, ShowCard)
    assert show.slots == (Slot("ad", True), Slot("wild", False))
    assert show.rows == (7, 9, 6, 4) and show.deck == "A" and show.players == 0
    starter = cards["bowling-night"]
    assert isinstance(starter, ShowCard)
    assert (starter.category, starter.network, starter.cost, starter.timeslots) == (
        "starter",
        "red",
        0,
        (),
    )
    pilot = cards["armchair-qbs"]
    assert isinstance(pilot, ShowCard) and pilot.category == "pilot"
    assert cards.of_type("pilot") == (pilot,)
    promo = cards["promo-soon"]
    assert isinstance(promo, AdCard) and promo.is_promo and promo.promo_cost == 3
    network = cards["big-game"]
    assert isinstance(network, NetworkCard)
    assert (network.type, network.cost, network.effect) == ("immediate", 0, "big-game")
    solo = cards["buys-a-hit"]
    assert isinstance(solo, SoloCard) and solo.prefers == "highest-cost"


def test_parse_box_takes_already_parsed_data_and_a_source_name() -> None:
    cards = parse_box({"star": [STAR]}, "inline")
    assert list(cards.cards) == ["cheeky-pal"]
    with pytest.raises(CardError, match=r'^inline: star "cheeky-pal": field "cost": '):
        parse_box({"star": [changed(STAR, cost=0)]}, "inline")


def test_the_box_table_is_allowed() -> None:
    cards = parse_box({"box": {"name": "mine"}, "star": [STAR]}, "inline")
    assert len(cards) == 1


# -- each kind of error names the file, the card and the field -----------------------------------


def test_a_missing_field(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"star": [changed(STAR, viewers=...)]})
    assert message == 'mybox.toml: star "cheeky-pal": field "viewers": is missing'


def test_a_card_without_an_id_is_named_by_its_position(tmp_path: Path) -> None:
    second = changed(STAR, id=..., name="Nameless")
    message = error_of(tmp_path, {"star": [STAR, second]})
    assert message == 'mybox.toml: star #2: field "id": is missing'


def test_a_card_whose_id_is_not_text_is_named_by_its_position(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"ad": [AD, AD | {"id": "x"}, changed(AD, id=7)]})
    assert message == 'mybox.toml: ad #3: field "id": must be a non-empty string, got 7'


def test_an_id_that_is_not_kebab_case(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"star": [changed(STAR, id="Cheeky Pal")]})
    assert message == (
        'mybox.toml: star "Cheeky Pal": field "id": must be lowercase letters, digits and '
        "dashes, got 'Cheeky Pal'"
    )


@pytest.mark.parametrize("value", ["3", 3.0, True])
def test_a_wrong_type(tmp_path: Path, value: object) -> None:
    message = error_of(tmp_path, {"star": [changed(STAR, cost=value)]})
    assert message == (
        'mybox.toml: star "cheeky-pal": field "cost": must be an integer from 1 to 8, '
        f"got {value!r}"
    )


def test_a_name_that_is_not_text(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"network": [changed(NETWORK, name=["Big", "Game"])]})
    assert message == (
        'mybox.toml: network "big-game": field "name": must be a non-empty string, '
        "got ['Big', 'Game']"
    )


def test_an_out_of_range_value(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"star": [changed(STAR, cost=12)]})
    assert message == (
        'mybox.toml: star "cheeky-pal": field "cost": must be an integer from 1 to 8, got 12'
    )


def test_an_upside_down_value_above_the_upright_one(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"star": [changed(STAR, down_viewers=5)]})
    assert message == (
        'mybox.toml: star "cheeky-pal": field "down_viewers": must be an integer from 0 to 4, got 5'
    )


def test_an_unknown_effect_id(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"star": [changed(STAR, effect="moonwalk")]})
    assert message == (
        'mybox.toml: star "cheeky-pal": field "effect": unknown effect id \'moonwalk\''
    )


def test_an_effect_id_of_another_card_family(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"show": [changed(SHOW, effect="gray-fox")]})  # a star effect
    assert message == (
        'mybox.toml: show "sports-edges": field "effect": unknown effect id \'gray-fox\''
    )


@pytest.mark.parametrize(
    ("condition", "problem"),
    [
        ("on-tuesdays", "unknown condition 'on-tuesdays'"),
        ("with-star:2", "unknown condition 'with-star:2'"),
        ("genre:western", "genre condition needs genres from"),
        ("genre:", "genre condition needs genres from"),
        ("timeslot:midnight", "timeslot must be one of"),
        ("network-cards:9", "network-cards needs a count 1-5, got 'network-cards:9'"),
        (3, "must be a string, got 3"),
    ],
)
def test_an_unknown_condition(tmp_path: Path, condition: object, problem: str) -> None:
    message = error_of(tmp_path, {"star": [changed(STAR, condition=condition)]})
    assert message.startswith(f'mybox.toml: star "cheeky-pal": field "condition": {problem}')


@pytest.mark.parametrize("slots", [["star", "actor"], ["ad", "star!"], "star"])
def test_a_bad_slot_word(tmp_path: Path, slots: object) -> None:
    message = error_of(tmp_path, {"show": [changed(SHOW, slots=slots)]})
    assert message.startswith('mybox.toml: show "sports-edges": field "slots": ')


def test_a_bad_slot_word_is_quoted(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"show": [changed(SHOW, slots=["star", "actor"])]})
    assert message == (
        'mybox.toml: show "sports-edges": field "slots": each slot is star, ad or wild '
        "(add ? if optional), got 'actor'"
    )


def test_too_many_slots(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"show": [changed(SHOW, slots=["star"] * 5)]})
    assert message.startswith(
        'mybox.toml: show "sports-edges": field "slots": must be a list of at most 4 slots'
    )


@pytest.mark.parametrize("rows", [[7, 9, 6], [7, 9, 6, 4, 2], [7, 9, 6, 1], [7, 9, 6, "4"], 7])
def test_wrong_rows(tmp_path: Path, rows: object) -> None:
    message = error_of(tmp_path, {"show": [changed(SHOW, rows=rows)]})
    assert message == (
        'mybox.toml: show "sports-edges": field "rows": must be 4 season rows of 2-14 viewers, '
        f"got {rows!r}"
    )


def test_starter_rows_have_their_own_range(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"starter": [changed(STARTER, rows=[4, 3, 3, 7])]})
    assert message == (
        'mybox.toml: starter "bowling-night": field "rows": must be 4 season rows of 1-6 viewers, '
        "got [4, 3, 3, 7]"
    )


def test_rows_of_booleans_are_refused(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"starter": [changed(STARTER, rows=[True, 3, 3, 2])]})
    assert 'field "rows"' in message


def test_an_unknown_field(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"star": [changed(STAR, colour="gold")]})
    assert message == (
        'mybox.toml: star "cheeky-pal": field "colour": is not a known field for this card type'
    )


def test_a_field_of_another_card_type(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"ad": [changed(AD, expenses=1)]})  # ads have no expenses
    assert message == (
        'mybox.toml: ad "pet-cover": field "expenses": is not a known field for this card type'
    )


def test_a_duplicate_id(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"star": [STAR, changed(STAR, name="Cheeky Pal Again")]})
    assert message == 'mybox.toml: star "cheeky-pal": field "id": duplicate id \'cheeky-pal\''


def test_a_duplicate_id_across_tables(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"star": [STAR], "ad": [changed(AD, id="cheeky-pal")]})
    assert message == 'mybox.toml: ad "cheeky-pal": field "id": duplicate id \'cheeky-pal\''


def test_a_network_card_whose_effect_type_does_not_match(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"network": [changed(NETWORK, type="ongoing")]})
    assert message.startswith(
        'mybox.toml: network "big-game": field "type": effect \'big-game\' is for'
    )
    assert message.endswith("immediate cards, not ongoing")


def test_a_network_card_without_an_effect(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"network": [changed(NETWORK, effect=...)]})
    assert message == (
        'mybox.toml: network "big-game": field "effect": every network card needs an effect id'
    )


def test_an_unknown_network_type(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"network": [changed(NETWORK, type="instant")]})
    assert message == (
        'mybox.toml: network "big-game": field "type": must be one of game-end, immediate, '
        "ongoing, use-once, got 'instant'"
    )


def test_a_pilot_show_with_a_required_slot(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"pilot": [changed(PILOT_SHOW, slots=["ad?", "star"])]})
    assert message == (
        'mybox.toml: pilot "armchair-qbs": field "slots": Pilot Season shows may only have '
        "optional slots"
    )


def test_a_pilot_card_of_an_unknown_kind(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"pilot": [changed(PILOT_SHOW, kind="network")]})
    assert message == (
        'mybox.toml: pilot "armchair-qbs": field "kind": must be one of ad, show, star, '
        "got 'network'"
    )


def test_a_promo_with_a_condition(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"ad": [changed(PROMO, condition="with-star")]})
    assert message == (
        'mybox.toml: ad "promo-soon": field "condition": a promo ad\'s only condition is its '
        "promo cost"
    )


def test_a_promo_with_rotated_viewers(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"ad": [changed(PROMO, down_viewers=1)]})
    assert message == (
        'mybox.toml: ad "promo-soon": field "down_viewers": a rotated promo ad gives income only, '
        "no viewers"
    )


def test_a_show_player_mark_other_than_3_or_4(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"show": [changed(SHOW, players=2)]})
    assert message == (
        'mybox.toml: show "sports-edges": field "players": the player-count mark is 3 or 4 '
        "(or absent), got 2"
    )


def test_a_solo_preference_that_does_not_fit_its_row(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"solo": [changed(SOLO, prefers="promo")]})  # an ad preference
    assert message.startswith('mybox.toml: solo "buys-a-hit": field "prefers": must be one of ')
    assert message.endswith("got 'promo'")


def test_an_effect_given_as_a_list(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"star": [changed(STAR, effect=["gray-fox"])]})
    assert message.startswith('mybox.toml: star "cheeky-pal": field "effect": ')


def test_a_solo_discard_given_as_a_list(tmp_path: Path) -> None:
    message = error_of(tmp_path, {"solo": [changed(SOLO, discard=["show"])]})
    assert message.startswith('mybox.toml: solo "buys-a-hit": field "discard": ')


def test_a_table_entry_that_is_not_a_table(tmp_path: Path) -> None:
    path = write(tmp_path, "star = [1, 2]\n")
    with pytest.raises(CardError, match=r"^mybox\.toml: "):
        load_file(path)


# -- file-level errors ---------------------------------------------------------------------------


def test_invalid_toml(tmp_path: Path) -> None:
    path = write(tmp_path, '[[star]]\nid = "cheeky-pal\nname = "Cheeky Pal"\n')
    with pytest.raises(CardError) as raised:
        load_file(path)
    assert str(raised.value).startswith("mybox.toml: not valid TOML: ")


def test_an_unknown_table(tmp_path: Path) -> None:
    path = write(tmp_path, toml({"stars": [STAR]}))
    with pytest.raises(CardError) as raised:
        load_file(path)
    assert str(raised.value) == (
        "mybox.toml: unknown table [[stars]]; known: starter, pilot, show, star, ad, network, "
        "solo, executive, mogul, anomaly, grid, passtile"
    )


def test_a_table_that_is_not_an_array_of_tables(tmp_path: Path) -> None:
    text = toml({"star": [STAR]}).replace("[[star]]", "[star]")
    path = write(tmp_path, text)
    with pytest.raises(CardError) as raised:
        load_file(path)
    assert str(raised.value) == "mybox.toml: [[star]] must be an array of tables"


def test_a_missing_file_is_an_os_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        load_file(tmp_path / "nowhere.toml")


# -- component counts of a box -------------------------------------------------------------------


def real_data() -> dict[str, Any]:
    with (DATA_DIR / "primetime.toml").open("rb") as handle:
        return tomllib.load(handle)


def test_the_real_file_passes_the_count_checks_when_parsed_again() -> None:
    cards = parse_box(real_data(), "primetime.toml", box="primetime")
    assert len(cards) == 202


@pytest.mark.parametrize(
    ("table", "expected"),
    [
        ("starter", 15),
        ("pilot", 20),
        ("show", 36),
        ("star", 50),
        ("ad", 35),
        ("network", 31),
        ("solo", 15),
    ],
)
def test_one_card_short_names_the_expected_count(table: str, expected: int) -> None:
    data = real_data()
    data[table] = data[table][:-1]
    with pytest.raises(CardError) as raised:
        parse_box(data, "primetime.toml", box="primetime")
    assert str(raised.value) == (
        f"primetime.toml: expected {expected} [[{table}]] cards, found {expected - 1}"
    )


def test_one_star_too_many_names_the_expected_count() -> None:
    data = real_data()
    data["star"].append(changed(STAR, id="one-star-too-many"))
    with pytest.raises(
        CardError,
        match=r"^primetime\.toml: expected 50 \[\[star\]\] cards, "
        r"found 51$",
    ):
        parse_box(data, "primetime.toml", box="primetime")


def test_counts_are_only_checked_for_a_named_box() -> None:
    data = real_data()
    data["star"] = data["star"][:49]
    assert len(parse_box(data, "primetime.toml").of_type("star")) == 49


def test_pilot_season_needs_six_shows() -> None:
    data = real_data()
    shows = [c for c in data["pilot"] if c["kind"] == "show"]
    stars = [c for c in data["pilot"] if c["kind"] == "star"]
    data["pilot"].remove(shows[0])
    data["pilot"].append(changed(stars[0], id="extra-pilot-star"))
    with pytest.raises(CardError) as raised:
        parse_box(data, "primetime.toml", box="primetime")
    assert str(raised.value) == "primetime.toml: expected 6 Pilot Season shows, found 5"


def test_a_and_b_show_decks_must_match() -> None:
    data = real_data()
    a_show = next(c for c in data["show"] if c["deck"] == "A")
    a_show["deck"] = "B"
    with pytest.raises(CardError) as raised:
        parse_box(data, "primetime.toml", box="primetime")
    assert str(raised.value) == "primetime.toml: the A and B show decks must be the same size"


def test_starters_must_be_three_per_network() -> None:
    data = real_data()
    data["starter"][0]["network"] = "blue"
    with pytest.raises(CardError) as raised:
        parse_box(data, "primetime.toml", box="primetime")
    assert str(raised.value).startswith(
        "primetime.toml: starters must be 3 shows for each of 5 networks, found "
    )


# -- the shipped box -----------------------------------------------------------------------------


def test_the_real_box_loads_with_202_cards() -> None:
    cards = load_box("primetime")
    assert len(cards) == 202
    assert {
        t: len(cards.of_type(t))
        for t in ("starter", "pilot", "show", "star", "ad", "network", "solo")
    } == {
        "starter": 15,
        "pilot": 20,
        "show": 36,
        "star": 50,
        "ad": 35,
        "network": 31,
        "solo": 15,
    }
    assert cards.find("Big Game") is cards["big-game"]
    assert cards.find("  big game ") is cards["big-game"]
    assert cards.find("no such card") is None
    assert "big-game" in cards and "no-such-card" not in cards


def test_an_unknown_box_is_refused_naming_the_boxes_shipped() -> None:
    with pytest.raises(CardError, match=r"^no card file for box 'no-such-box'; boxes: "):
        load_box("no-such-box")
