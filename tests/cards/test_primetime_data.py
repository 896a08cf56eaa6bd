"""The Primetime card data file: component counts, named-card facts, effects and economy.

The values are a reconstruction (RULINGS section 1); these tests pin the parts the rules fix
(counts, section 3 facts, section 4 effects) and the economy ranges the rest must fit.
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import combinations
from statistics import mean

import pytest

from primetime.cards import (
    GENRES,
    TIMESLOTS,
    AdCard,
    Condition,
    NetworkCard,
    ShowCard,
    Slot,
    SoloCard,
    StarCard,
    load_box,
)
from primetime.cards.effect_ids import NETWORK_EFFECTS, SOLO_PREFERENCES

CARDS = load_box("primetime")
STARTING_CASH_FIRST_PLAYER = 6  # the lowest starting cash on every setup board ($M)


def shows() -> list[ShowCard]:
    return [c for c in CARDS.of_type("show") if isinstance(c, ShowCard)]


def stars() -> list[StarCard]:
    return [c for c in CARDS.of_type("star") if isinstance(c, StarCard)]


def ads() -> list[AdCard]:
    return [c for c in CARDS.of_type("ad") if isinstance(c, AdCard)]


def starters() -> list[ShowCard]:
    return [c for c in CARDS.of_type("starter") if isinstance(c, ShowCard)]


def pilots() -> tuple[ShowCard | StarCard | AdCard, ...]:
    return CARDS.of_type("pilot")  # type: ignore[return-value]


def networks() -> list[NetworkCard]:
    return [c for c in CARDS.of_type("network") if isinstance(c, NetworkCard)]


def solos() -> list[SoloCard]:
    return [c for c in CARDS.of_type("solo") if isinstance(c, SoloCard)]


def show(card_id: str) -> ShowCard:
    card = CARDS[card_id]
    assert isinstance(card, ShowCard), card_id
    return card


def star(card_id: str) -> StarCard:
    card = CARDS[card_id]
    assert isinstance(card, StarCard), card_id
    return card


def star_capable(card: ShowCard) -> int:
    return sum(1 for s in card.slots if s.kind in ("star", "wild"))


def ad_capable(card: ShowCard) -> int:
    return sum(1 for s in card.slots if s.kind in ("ad", "wild"))


def slot_words(card: ShowCard) -> list[str]:
    return [str(s) for s in card.slots]


# --- component counts (RULINGS section 5) ----------------------------------------------------


def test_total_card_count() -> None:
    assert len(CARDS) == 15 + 20 + 36 + 50 + 35 + 31 + 15 == 202


@pytest.mark.parametrize(
    ("table", "count"),
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
def test_count_per_table(table: str, count: int) -> None:
    assert len(CARDS.of_type(table)) == count


def test_pilot_season_split() -> None:
    kinds = Counter(c.kind for c in pilots())
    assert kinds == {"show": 6, "star": 7, "ad": 7}
    assert all(c.category == "pilot" for c in pilots())


def test_pilot_shows_one_per_genre_with_optional_slots_only() -> None:
    pilot_shows = [c for c in pilots() if isinstance(c, ShowCard)]
    assert sorted(c.genre for c in pilot_shows) == sorted(GENRES)
    assert all(not s.required for c in pilot_shows for s in c.slots)
    assert Counter(c.timeslots for c in pilot_shows) == {(t,): 2 for t in TIMESLOTS}


def test_show_decks_are_18_a_and_18_b() -> None:
    assert Counter(c.deck for c in shows()) == {"A": 18, "B": 18}


def test_each_genre_has_three_a_and_three_b_shows() -> None:
    per = Counter((c.genre, c.deck) for c in shows())
    assert per == {(g, d): 3 for g in GENRES for d in ("A", "B")}


def test_player_count_marks() -> None:
    a_marks = Counter(c.players for c in shows() if c.deck == "A")
    b_marks = Counter(c.players for c in shows() if c.deck == "B")
    assert a_marks == {0: 14, 3: 4}
    assert b_marks == {0: 12, 4: 6}


def test_preferred_timeslots_spread_evenly() -> None:
    assert Counter(c.timeslots for c in shows()) == {
        ("daytime",): 12,
        ("primetime",): 12,
        ("latenight",): 12,
    }


def test_slot_patterns_are_mixed() -> None:
    patterns = [slot_words(c) for c in shows()]
    assert ["star", "ad", "wild?"] in patterns
    assert ["star", "wild?"] in patterns
    assert sum(1 for c in shows() if any(s.kind == "wild" for s in c.slots)) >= 6
    assert sum(1 for c in shows() if all(not s.required for s in c.slots)) >= 2
    assert all(len(c.slots) <= 4 for c in shows())


def test_six_promo_ads() -> None:
    promos = [a for a in ads() if a.is_promo]
    assert len(promos) == 6
    for a in promos:
        assert (a.bonus, a.income, a.viewers, a.down_income, a.down_viewers, a.promo_cost) == (
            1,
            2,
            2,
            2,
            0,
            3,
        )
        assert a.condition is None


def test_one_network_card_per_effect_with_matching_type() -> None:
    effects = Counter(c.effect for c in networks())
    assert effects == {e: 1 for e in NETWORK_EFFECTS}
    for card in networks():
        assert card.type == NETWORK_EFFECTS[card.effect], card.id
        assert card.id == card.effect


def test_only_star_search_costs_anything() -> None:
    costs = {c.id: c.cost for c in networks() if c.cost}
    assert costs == {"star-search": 2}
    # its text says so: the card's summary and previews give no cost of their own
    star_search = next(c for c in networks() if c.id == "star-search")
    assert star_search.text.startswith("Costs $2M to take.")


def test_all_four_network_types_present() -> None:
    assert Counter(c.type for c in networks()) == {
        "immediate": 10,
        "use-once": 11,
        "ongoing": 4,
        "game-end": 6,
    }


def test_starters_three_per_network() -> None:
    assert Counter(c.network for c in starters()) == {
        n: 3 for n in ("red", "blue", "green", "yellow", "purple")
    }


def test_solo_cards_by_type_and_preference() -> None:
    got = Counter((c.discard, c.prefers) for c in solos())
    assert got == {
        ("show", "most-wild-slots"): 2,
        ("show", "highest-cost"): 1,
        ("show", "most-viewers"): 1,
        ("show", "most-slots"): 1,
        ("show", "your-best-genre"): 1,
        ("star", "highest-cost"): 2,
        ("star", "most-viewers"): 1,
        ("star", "no-condition"): 1,
        ("ad", "highest-bonus"): 1,
        ("ad", "highest-income"): 1,
        ("ad", "promo"): 1,
        ("network", "game-end"): 1,
        ("network", "use-once"): 1,
    }
    for c in solos():
        assert c.prefers in SOLO_PREFERENCES[c.discard]
        assert c.text.endswith("leftmost if tied."), c.id


# --- facts the rules state about named cards (RULINGS section 3) ------------------------------


def test_dawsons_reek() -> None:
    card = show("dawsons-reek")
    assert card.name == "Dawson's Reek"
    assert (card.genre, card.cost, card.timeslots, card.deck) == ("drama", 5, ("primetime",), "A")
    assert len(card.rows) == 4
    assert card.rows[0] == 7
    assert card.rows[2] == 5
    assert Slot("star", True) in card.slots
    assert any(not s.required and s.kind in ("ad", "wild") for s in card.slots)


def test_flounder_tank() -> None:
    card = show("flounder-tank")
    assert card.genre == "reality"
    assert card.slots == (Slot("ad", True), Slot("ad", False), Slot("ad", False))
    assert star_capable(card) == 0
    assert 6 in card.rows


def test_throne_of_games() -> None:
    card = show("throne-of-games")
    assert card.deck == "B"
    assert card.genre in ("drama", "scifi")
    assert 13 in card.rows
    assert star_capable(card) >= 2


def test_sportsedges() -> None:
    card = show("sportsedges")
    assert card.name == "SportsEdges"
    assert card.genre == "sports"
    assert 9 in card.rows


def test_normal_stuff_has_star_slot() -> None:
    card = show("normal-stuff")
    assert card.genre == "sitcom"
    assert any(s.kind == "star" for s in card.slots)


def test_plastic_chef_holds_an_ad() -> None:
    card = CARDS["plastic-chef"]
    assert isinstance(card, ShowCard)
    assert card.category == "pilot"
    assert card.genre == "reality"
    assert card.slots == (Slot("ad", False),)


def test_dextrous_is_an_action_show_with_an_ad_slot() -> None:
    """RULINGS 3: "Dextrous (named in the Megacorp text): an Action show with an ad slot" (Jessica
    changes it to Sports and attaches a sports ad)."""
    card = show("dextrous")
    assert (card.name, card.genre, card.category) == ("Dextrous", "action", "show")
    assert any(s.kind == "ad" for s in card.slots)


def test_cheeky_friend_needs_another_star() -> None:
    card = star("cheeky-friend")
    assert card.condition == Condition("with-star")
    assert card.effect is None


def test_sports_condition_example_ad() -> None:
    matches = [
        a
        for a in ads()
        if a.condition == Condition("genre", genres=("sports",))
        and a.income == 3
        and a.down_income == 1
    ]
    assert len(matches) >= 1


# --- effects of named cards (RULINGS section 4) -----------------------------------------------


@pytest.mark.parametrize(
    ("card_id", "genre", "effect"),
    [
        ("car-chases-without-context", "action", "car-chases-without-context"),
        ("reinfeld", "sitcom", "reinfeld"),
        ("surpriser", "reality", "surpriser"),
        ("upton-crabby", "drama", "upton-crabby"),
        ("monday-night-foosball", "sports", "monday-night-foosball"),
    ],
)
def test_named_show_effects(card_id: str, genre: str, effect: str) -> None:
    card = show(card_id)
    assert (card.genre, card.effect) == (genre, effect)
    assert card.text


def test_only_named_shows_have_effects() -> None:
    assert sorted(c.id for c in shows() if c.effect) == [
        "car-chases-without-context",
        "monday-night-foosball",
        "reinfeld",
        "surpriser",
        "upton-crabby",
    ]


def test_upton_crabby_holds_three_stars() -> None:
    assert star_capable(show("upton-crabby")) >= 3


def test_monday_night_foosball_holds_two_ads() -> None:
    assert ad_capable(show("monday-night-foosball")) >= 2


STAR_EFFECTS_BY_ID = {
    "brand-ambassador": "brand-ambassador",
    "charity-infomercial-mainstay": "charity-infomercial-mainstay",
    "cross-promoting-star": "cross-promoting-star",
    "famously-famous": "fills-ad-slot",
    "fierce-drag-queen": "fills-ad-slot",
    "gray-fox": "gray-fox",
    "industry-veteran": "industry-veteran",
    "rerun-guy": "rerun-guy",
    "versatile-actor": "versatile-actor",
    "bollywood-star": "bollywood-star",
}


@pytest.mark.parametrize(("card_id", "effect"), sorted(STAR_EFFECTS_BY_ID.items()))
def test_named_star_effects(card_id: str, effect: str) -> None:
    card = star(card_id)
    assert card.effect == effect
    assert card.text


def test_only_named_stars_have_effects() -> None:
    with_effect = {c.id for c in stars() if c.effect} | {
        c.id for c in pilots() if isinstance(c, StarCard) and c.effect
    }
    assert with_effect == set(STAR_EFFECTS_BY_ID)


def test_upside_down_effect_stars_have_no_condition() -> None:
    assert star("industry-veteran").condition is None
    assert star("versatile-actor").condition is None


def test_charity_infomercial_mainstay_is_strong_for_its_cost() -> None:
    card = star("charity-infomercial-mainstay")
    same_cost = [s.viewers for s in stars() if s.cost == card.cost and s.id != card.id]
    assert card.viewers > max(same_cost)


def test_no_ad_has_an_effect() -> None:
    assert [a.id for a in ads() if a.effect] == []


NETWORK_NAMES = {
    "Big Game": "big-game",
    "Creative Accounting": "creative-accounting",
    "C-Suite Connections": "c-suite-connections",
    "Ensemble Cast": "ensemble-cast",
    "Exclusive Rights": "exclusive-rights",
    "Mid-Season Refresh": "mid-season-refresh",
    "On-Set Accommodations": "on-set-accommodations",
    "Preempted Timeslot": "preempted-timeslot",
    "Spinoff": "spinoff",
    "Sponsored Content": "sponsored-content",
    "Streaming Deal": "streaming-deal",
    "Talent Agency": "talent-agency",
    "Trendy Showrunner": "trendy-showrunner",
    "Writeoff": "writeoff",
    "Award Show": "award-show",
    "Redemption Arc": "redemption-arc",
    "Flexible Schedule": "flexible-schedule",
    "Catalog Buyout": "catalog-buyout",
    "Market Research": "market-research",
    "Variety Channel": "variety-channel",
    "Waterbug": "waterbug",
    "Corporate Takeover": "corporate-takeover",
    "Syndication Rights": "syndication-rights",
    "Upfronts": "upfronts",
    "Focus Group": "focus-group",
    "Star Search": "star-search",
    "Rebrand": "rebrand",
    "Cost Cutting": "cost-cutting",
    "Late Night Buzz": "late-night-buzz",
    "Critics' Choice": "critics-choice",
    "Merchandising": "merchandising",
}


@pytest.mark.parametrize(("name", "effect"), sorted(NETWORK_NAMES.items()))
def test_named_network_cards(name: str, effect: str) -> None:
    card = CARDS.find(name)
    assert isinstance(card, NetworkCard)
    assert card.effect == effect
    assert card.text


# --- economy (RULINGS section 1) --------------------------------------------------------------


def test_a_shows_cheaper_and_weaker_than_b_shows() -> None:
    a = [c for c in shows() if c.deck == "A"]
    b = [c for c in shows() if c.deck == "B"]
    assert mean(c.cost for c in a) < mean(c.cost for c in b)
    assert mean(c.expenses for c in a) < mean(c.expenses for c in b)
    assert mean(sum(c.rows) for c in a) < mean(sum(c.rows) for c in b)


def test_a_show_ranges() -> None:
    for c in shows():
        if c.deck == "A":
            assert 2 <= c.cost <= 6 and 0 <= c.expenses <= 2, c.id
            assert all(3 <= v <= 9 for v in c.rows), c.id


def test_b_show_ranges() -> None:
    for c in shows():
        if c.deck == "B":
            assert 5 <= c.cost <= 10 and 1 <= c.expenses <= 4, c.id
            assert all(2 <= v <= 14 for v in c.rows), c.id


def test_higher_cost_buys_higher_rows() -> None:
    cheap = [sum(c.rows) for c in shows() if c.cost <= 4]
    dear = [sum(c.rows) for c in shows() if c.cost >= 7]
    assert max(cheap) < min(dear)


def test_starters_are_weak_free_and_unplaced() -> None:
    for c in starters():
        assert (c.cost, c.expenses, c.timeslots, c.deck) == (0, 0, (), None), c.id
        assert all(2 <= v <= 4 for v in c.rows), c.id


def test_starters_equal_strength_per_network() -> None:
    per: dict[str, list[int]] = {}
    for c in starters():
        per.setdefault(c.network or "", []).append(sum(c.rows))
    assert {n: sorted(v) for n, v in per.items()} == {n: [9, 10, 12] for n in per}


def test_starter_slots_per_network() -> None:
    per: dict[str, list[str]] = {}
    for c in starters():
        per.setdefault(c.network or "", []).extend(slot_words(c))
    assert {n: sorted(v) for n, v in per.items()} == {n: ["ad?", "star?", "wild?"] for n in per}


def test_starters_cover_all_genres() -> None:
    assert {c.genre for c in starters()} == set(GENRES)


def pilot_net_cost(card: ShowCard | StarCard | AdCard) -> int:
    return -card.bonus if isinstance(card, AdCard) else card.cost


def test_every_pilot_costs_at_most_3() -> None:
    assert max(c.cost for c in pilots() if not isinstance(c, AdCard)) == 3


def test_every_kept_pilot_pair_is_affordable() -> None:
    worst = max(pilot_net_cost(a) + pilot_net_cost(b) for a, b in combinations(pilots(), 2))
    assert worst <= STARTING_CASH_FIRST_PLAYER


def test_pilot_value_ranges() -> None:
    for c in pilots():
        if isinstance(c, ShowCard):
            assert 0 <= c.cost <= 3 and 0 <= c.expenses <= 1, c.id
            assert all(4 <= v <= 8 for v in c.rows), c.id
        elif isinstance(c, StarCard):
            assert 0 <= c.cost <= 3 and 2 <= c.viewers <= 4, c.id
        else:
            assert 1 <= c.bonus <= 4 and 1 <= c.income <= 3, c.id


def test_every_star_is_weaker_upside_down() -> None:
    every = stars() + [c for c in pilots() if isinstance(c, StarCard)]
    assert len(every) == 57
    for c in every:
        assert c.down_viewers < c.viewers, c.id
        assert c.down_expenses <= c.expenses, c.id


def test_star_ranges() -> None:
    """RULINGS 1: "Stars: signing cost $1M-$8M, viewers 1-6 upright, expenses $0-$3M", the
    Pilot Season stars too."""
    for c in stars() + [c for c in pilots() if isinstance(c, StarCard)]:
        assert 1 <= c.cost <= 8 and 1 <= c.viewers <= 6 and 0 <= c.expenses <= 3, c.id


def test_star_conditions_mix() -> None:
    kinds = Counter(c.condition.kind if c.condition else "none" for c in stars())
    assert kinds == {
        "none": 17,
        "genre": 16,
        "timeslot": 6,
        "with-star": 3,
        "with-ad": 2,
        "no-other-stars": 2,
        "no-other-ads": 2,
        "network-cards": 2,
    }


def test_ad_ranges() -> None:
    for c in ads():
        assert 1 <= c.bonus <= 4 and 1 <= c.income <= 4, c.id
        assert c.down_income <= c.income and c.down_viewers == 0, c.id
        if not c.is_promo:
            assert c.down_income < c.income, c.id


def test_ad_conditions_mix() -> None:
    kinds = Counter(c.condition.kind if c.condition else "none" for c in ads())
    assert kinds == {
        "none": 15,
        "genre": 10,
        "timeslot": 4,
        "no-other-ads": 3,
        "with-star": 2,
        "with-ad": 1,
    }


# --- ids ---------------------------------------------------------------------------------------


def test_ids_are_kebab_case_of_names() -> None:
    for card in CARDS.cards.values():
        expected = re.sub(r"[^a-z0-9]+", "-", card.name.lower().replace("'", "")).strip("-")
        assert card.id == expected, (card.id, card.name)


# The cards the rulebook's "Card Clarifications" names, each with its note in the data.
CLARIFIED = {
    "Big Game",
    "Creative Accounting",
    "C-Suite Connections",
    "Ensemble Cast",
    "Exclusive Rights",
    "Mid-Season Refresh",
    "On-Set Accommodations",
    "Preempted Timeslot",
    "Spinoff",
    "Sponsored Content",
    "Streaming Deal",
    "Talent Agency",
    "Trendy Showrunner",
    "Writeoff",
    "Car Chases Without Context",
    "Reinfeld",
    "Surpriser",
    "Upton Crabby",
    "Brand Ambassador",
    "Charity Infomercial Mainstay",
    "Cross-Promoting Star",
    "Famously Famous",
    "Fierce Drag Queen",
    "Gray Fox",
    "Industry Veteran",
    "Rerun Guy",
    "Versatile Actor",
}


def test_every_clarified_card_carries_its_clarification() -> None:
    cards = load_box("primetime")
    with_note = {c.name for c in cards.values() if getattr(c, "clarification", "")}
    assert with_note == CLARIFIED
    assert cards["writeoff"].clarification == (  # type: ignore[union-attr]
        "Count viewers from attached cards and show effects. In a tie, choose which show to cancel."
    )
