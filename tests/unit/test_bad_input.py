"""Bad input is refused whole: choices not offered, and configurations that can't be played.

"An option that is not offered raises `IllegalChoice` naming the decision and the legal options and
changes nothing." "A bad config (6 players, 0 players, unknown option) is refused."
"""

from __future__ import annotations

import random

import pytest

from helpers import placed
from primetime import ConfigError, Game, GameConfig, IllegalChoice
from primetime.engine.options import KeepCards, Pass, PickTimeslot
from primetime.engine.scenario import Scenario
from primetime.engine.undo import UndoRefused

NAMES = ("Ann", "Bob", "Cy")


def pilot_game(seed: int = 1) -> Game:
    """A 3-player game at its first decision: player 0 keeps 2 of 4 Pilot Season cards."""
    return placed(Game.new(GameConfig(players=NAMES, seed=seed)))


def producing() -> Game:
    """Ann has paid for Arrested Developer and chooses its timeslot (all three free)."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).display(show=["arrested-developer"])
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    game = sc.start_turn(0)
    game.choose("produce arrested-developer")
    while not any(isinstance(o, PickTimeslot) for o in game.decision.options):
        game.choose("done")
    return game


def finished_game(seed: int = 4) -> Game:
    game = placed(Game.new(GameConfig(players=NAMES[:2], seed=seed)))
    rng = random.Random(seed)
    while not game.over:
        game.choose(rng.choice(game.decision.options))
    return game


# -- choices that are not offered ----------------------------------------------------------------


def test_the_first_decision_is_player_0s_pilot_keep_with_six_pairs() -> None:
    decision = pilot_game().decision
    assert decision is not None
    assert (decision.player, decision.kind) == (0, "pilot-keep")
    assert len(decision.options) == 6  # every pair of 4 cards
    assert all(isinstance(o, KeepCards) for o in decision.options)


def _bad_choices(game: Game) -> list[object]:
    """Choices that are not among the options of the game's decision, of every kind."""
    decision = game.decision
    assert decision is not None
    other = pilot_game(seed=2)  # another game, another hand: its options are not offered here
    foreign = [o for o in other.decision.options if o not in decision.options]
    first = decision.options[0]
    assert isinstance(first, KeepCards)
    return [
        "no-such-option at all",
        "keep",
        str(first) + " extra-card",
        "keep " + " ".join(reversed(first.cards)),  # the same pair, written in another order
        str(first).upper(),
        len(decision.options),  # one past the end
        -1,
        10**6,
        True,  # a bool is not an index
        False,
        foreign[0],  # an option of another decision
        KeepCards(tuple(reversed(first.cards))),
        Pass("cash"),  # an option of another kind of decision
        None,
        1.0,
    ]


BAD_CHOICES = (
    "unknown-text",
    "bare-word",
    "extra-word",
    "reordered-text",
    "upper-case",
    "index-past-end",
    "negative-index",
    "huge-index",
    "true",
    "false",
    "option-of-another-game",
    "reordered-option",
    "option-of-another-kind",
    "none",
    "float",
)


@pytest.mark.parametrize("index", range(len(BAD_CHOICES)), ids=BAD_CHOICES)
def test_a_choice_not_offered_raises_illegal_choice_and_changes_nothing(index: int) -> None:
    game = pilot_game()
    choices = _bad_choices(game)
    assert len(choices) == len(BAD_CHOICES)
    choice = choices[index]
    before = game.fingerprint()
    decision = game.decision
    log_length = len(game.log)
    history = list(game.history)  # the starters placed
    with pytest.raises(IllegalChoice) as raised:
        game.choose(choice)  # type: ignore[arg-type]
    error = raised.value
    assert isinstance(error, ValueError)
    assert error.decision == decision
    assert error.choice is choice
    assert game.fingerprint() == before
    assert game.history == history
    assert len(game.log) == log_length
    assert game.decision == decision
    # the game still accepts a legal choice afterwards
    game.choose(0)
    assert game.history == history + [str(decision.options[0])]


def test_illegal_choice_message_names_the_decision_and_every_legal_option() -> None:
    game = pilot_game()
    decision = game.decision
    with pytest.raises(IllegalChoice) as raised:
        game.choose("keep nothing")
    message = str(raised.value)
    assert message.startswith(
        "'keep nothing' is not a legal option for the pilot-keep decision of Ann "
        f"({decision.prompt}); legal options: "
    )
    listed = message.split("; legal options: ", 1)[1]
    assert listed == ", ".join(str(o) for o in decision.options)


def test_illegal_index_message_shows_the_index() -> None:
    game = pilot_game()
    with pytest.raises(IllegalChoice, match=r"^'6' is not a legal option for the pilot-keep"):
        game.choose(6)


def test_illegal_chance_choice_names_chance_as_the_decider() -> None:
    game = placed(Game.new(GameConfig(players=NAMES, seed=1), auto_chance=False))
    decision = game.decision
    assert decision is not None and decision.is_chance and decision.kind == "deal"
    before = game.fingerprint()
    with pytest.raises(IllegalChoice) as raised:
        game.choose("deal no-such-card")
    message = str(raised.value)
    assert "for the deal decision of chance (the next card of the pilot deck)" in message
    assert "deal weather-anchor" in message and "deal armchair-quarterbacks" in message
    assert game.fingerprint() == before and len(game.history) == len(NAMES)  # starters placed


def test_long_option_lists_are_cut_at_40_with_a_count_of_the_rest() -> None:
    from primetime import Decision

    options = tuple(Pass(f"bonus{i}") for i in range(45))
    error = IllegalChoice(Decision(2, "turn", "take an action", options), "pass nothing")
    message = str(error)
    assert "for the turn decision of player 2 (take an action)" in message
    assert "pass bonus39 (and 5 more)" in message
    assert "pass bonus40" not in message


def test_choosing_after_the_game_is_over_raises_illegal_choice() -> None:
    game = finished_game()
    assert game.over and game.decision is None
    before = game.fingerprint()
    history = list(game.history)
    for choice in ("end-turn", 0, Pass("cash")):
        with pytest.raises(IllegalChoice) as raised:
            game.choose(choice)
        assert raised.value.decision is None
        assert "the game is over" in str(raised.value)
    assert game.fingerprint() == before
    assert game.history == history


# -- legal choices in every form -----------------------------------------------------------------


def test_a_legal_choice_by_text_index_or_option_gives_the_same_game() -> None:
    games = [pilot_game() for _ in range(3)]
    option = games[0].decision.options[3]
    chosen = [
        games[0].choose(str(option)),
        games[1].choose(3),
        games[2].choose(option),
    ]
    assert chosen == [option, option, option]
    assert [g.history[len(NAMES) :] for g in games] == [[str(option)]] * 3
    assert len({g.fingerprint() for g in games}) == 1
    assert games[0].decision.player == 1  # player 1 keeps next


def test_text_choices_ignore_extra_whitespace() -> None:
    game = pilot_game()
    option = game.decision.options[2]
    assert game.choose("  " + str(option).replace(" ", "   ") + "\n") == option
    assert game.history[-1] == str(option)


def test_an_equal_option_built_anew_is_accepted() -> None:
    game = pilot_game()
    option = game.decision.options[5]
    assert isinstance(option, KeepCards)
    assert game.choose(KeepCards(tuple(option.cards))) == option


def test_an_equal_option_with_other_values_plays_the_offered_one() -> None:
    """Options are equal by their words, and timeslot -3 reads "primetime" as timeslot 1
    does: the offered option is played, so the history says what happened (and a save
    replays to this state)."""
    game, honest = producing(), producing()
    offered = next(o for o in game.decision.options if o == PickTimeslot(1))
    assert game.choose(PickTimeslot(-3)) is offered
    honest.choose(offered)
    assert game.history == honest.history
    assert game.fingerprint() == honest.fingerprint()


@pytest.mark.parametrize("timeslot", [None, 1.0, 99, "primetime"])
def test_an_option_built_with_bad_values_is_refused_and_changes_nothing(timeslot: object) -> None:
    game = producing()
    before = game.fingerprint(), list(game.history)
    try:
        bad = PickTimeslot(timeslot)  # type: ignore[arg-type]
    except TypeError as error:  # the compiled build's typed fields refuse it as it is made
        assert "int object expected" in str(error)
        return
    with pytest.raises(IllegalChoice) as raised:
        game.choose(bad)
    assert f"PickTimeslot(timeslot={timeslot!r})" in str(raised.value)
    assert "legal options: timeslot " in str(raised.value)
    assert (game.fingerprint(), game.history) == before


def test_a_long_text_choice_is_cut_short_in_the_message() -> None:
    game = pilot_game()
    with pytest.raises(IllegalChoice) as raised:
        game.choose("x" * 100_000)
    assert f"'{'x' * 200}... (100000 characters)' is not a legal option" in str(raised.value)
    assert len(str(raised.value)) < 1_000


def test_undo_for_something_that_is_not_a_seat_is_refused_by_name() -> None:
    game = placed(Game.new(GameConfig(players=NAMES, seed=1))).keep_undo()
    game.choose(0)
    for who in ("Ann", None):
        with pytest.raises(UndoRefused, match=f"a player is a seat number, 0 to 2, not {who!r}"):
            game.undo(who)  # type: ignore[arg-type]
    assert len(game.history) == len(NAMES) + 1  # the starters placed, then the keep


def test_the_last_index_is_accepted() -> None:
    game = pilot_game()
    last = game.decision.options[-1]
    assert game.choose(len(game.decision.options) - 1) == last


# -- configurations that can't be played ---------------------------------------------------------


def _config_error(**kwargs: object) -> str:
    with pytest.raises(ConfigError) as raised:
        GameConfig(**kwargs)  # type: ignore[arg-type]
    assert isinstance(raised.value, ValueError)
    return str(raised.value)


def test_zero_players_is_refused() -> None:
    assert _config_error(players=()) == "a game needs 1 to 5 players, got 0"


def test_six_players_is_refused() -> None:
    names = ("Ann", "Bob", "Cy", "Di", "Ed", "Flo")
    assert _config_error(players=names) == "a game needs 1 to 5 players, got 6"


def test_one_player_is_a_solo_game() -> None:
    config = GameConfig(players=("Ann",))
    assert config.solo is True
    assert config == GameConfig(players=("Ann",), solo=True)
    assert placed(Game.new(config)).decision is not None


@pytest.mark.parametrize("count", [2, 5])
def test_the_solo_switch_with_more_players_is_refused(count: int) -> None:
    names = ("Ann", "Bob", "Cy", "Di", "Ed")[:count]
    message = _config_error(players=names, solo=True)
    assert message == f"solo mode is for 1 player, got {count} players"


@pytest.mark.parametrize("count", [2, 3, 4, 5])
def test_two_to_five_players_are_accepted(count: int) -> None:
    names = ("Ann", "Bob", "Cy", "Di", "Ed")[:count]
    config = GameConfig(players=names)
    assert config.player_count == count
    assert placed(Game.new(config)).decision.player == 0


def test_duplicate_names_are_refused() -> None:
    message = _config_error(players=("Ann", "Bob", "Ann"))
    assert message == "player names must be different, got ['Ann', 'Bob', 'Ann']"


@pytest.mark.parametrize("blank", ["", "   ", "\t"])
def test_empty_names_are_refused(blank: str) -> None:
    assert _config_error(players=("Ann", blank)) == "player names must not be empty"


@pytest.mark.parametrize("players", ["Ann,Bob", None, 3])
def test_players_must_be_a_list_of_names(players: object) -> None:
    message = _config_error(players=players)
    assert message == f"players must be a list of names, got {players!r}"


@pytest.mark.parametrize("seed", ["7", 7.0, None, True])
def test_a_seed_that_is_not_an_integer_is_refused(seed: object) -> None:
    assert _config_error(seed=seed) == f"seed must be an integer, got {seed!r}"


@pytest.mark.parametrize("seed", [0, -5, 2**80, 2**256 - 1, 1 - 2**256])
def test_any_integer_seed_of_up_to_256_bits_is_accepted_and_its_save_loads(seed: int) -> None:
    game = placed(Game.new(GameConfig(players=NAMES[:2], seed=seed)))
    game.choose(0)
    assert Game.from_json(game.to_json()).config.seed == seed


@pytest.mark.parametrize("seed", [2**256, -(2**256), 10**100])
def test_a_seed_past_256_bits_is_refused(seed: int) -> None:
    """A save holds numbers of up to 100 characters: a longer seed would give a game that could
    never be loaded again."""
    digits = len(str(abs(seed)))
    assert _config_error(seed=seed) == (
        f"seed must be between -2**256 and 2**256 (at most 78 digits), got one of {digits} digits"
    )


def test_an_unknown_module_is_refused_naming_the_known_ones() -> None:
    message = _config_error(modules=("telly-time",))
    assert message == "unknown module 'telly-time'; known modules: executives, moguls, telly"


def test_an_unknown_variant_is_refused_naming_the_known_ones() -> None:
    message = _config_error(variants=("speed-round",))
    assert message == "unknown variant 'speed-round'; known variants: none yet"


def test_classic_turns_in_solo_mode_is_refused() -> None:
    message = _config_error(players=("Ann",), classic_turns=True)
    assert message == "the Classic Turns variant is for 2 to 5 players, not solo mode"


def test_classic_turns_with_players_is_accepted() -> None:
    config = GameConfig(players=NAMES, classic_turns=True)
    assert config.classic_turns is True
    assert placed(Game.new(config)).decision is not None


def test_another_box_is_refused() -> None:
    message = _config_error(boxes=("primetime", "no-such-box"))
    assert message.startswith("unknown box 'no-such-box'; boxes: megacorp, primetime")


def test_a_beginner_switch_that_is_not_a_bool_is_refused() -> None:
    # A save written by hand with "beginner": "no" would otherwise load as a Beginner game.
    message = _config_error(beginner="no")
    assert "beginner" in message


def test_from_dict_refuses_an_unknown_key_naming_the_known_ones() -> None:
    data = GameConfig(players=NAMES, seed=3).to_dict()
    data["colour"] = "red"
    with pytest.raises(ConfigError) as raised:
        GameConfig.from_dict(data)
    assert str(raised.value) == (
        "unknown config option 'colour'; known: beginner, boxes, classic_turns, executives, extra, "
        "modules, players, seed, solo, variants"
    )


def test_from_dict_refuses_a_config_that_is_not_an_object() -> None:
    with pytest.raises(ConfigError, match=r"^a config must be an object, got list$"):
        GameConfig.from_dict(["Ann", "Bob"])  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("players", [], "a game needs 1 to 5 players, got 0"),
        ("players", ["Ann", "Bob", "Ann"], "player names must be different"),
        ("seed", "12", "seed must be an integer, got '12'"),
        ("modules", ["telly-time"], "unknown module 'telly-time'"),
        ("boxes", ["telly"], "the first box is the base box, primetime; got ['telly']"),
    ],
)
def test_from_dict_validates_like_the_constructor(key: str, value: object, message: str) -> None:
    data = GameConfig(players=NAMES).to_dict()
    data[key] = value
    with pytest.raises(ConfigError) as raised:
        GameConfig.from_dict(data)
    assert str(raised.value).startswith(message)


def test_to_dict_and_from_dict_round_trip() -> None:
    config = GameConfig(players=NAMES, seed=99, beginner=True)
    data = config.to_dict()
    assert data == {
        "players": ["Ann", "Bob", "Cy"],
        "seed": 99,
        "beginner": True,
        "solo": False,
        "classic_turns": False,
        "modules": [],
        "variants": [],
        "boxes": ["primetime"],
        "extra": {},
    }
    assert GameConfig.from_dict(data) == config


def test_a_config_with_executives_round_trips_and_switches_the_module_on() -> None:
    config = GameConfig(players=NAMES, executives={"Cy": "cable", "Ann": "cheapo"})
    assert config.executives == (("Ann", "cheapo"), ("Cy", "cable"))  # in seat order
    assert config.modules == ("executives",)
    assert config.to_dict()["executives"] == {"Ann": "cheapo", "Cy": "cable"}
    assert GameConfig.from_dict(config.to_dict()) == config


@pytest.mark.parametrize(
    ("executives", "message"),
    [
        ({"Dee": "cable"}, "executives names 'Dee', who is not playing; players: Ann, Bob, Cy"),
        ({"Ann": "cable", "Bob": "cable"}, "executive 'cable' is given to two players"),
        ({"Ann": "mogul-man"}, "unknown executive 'mogul-man' for Ann; executives: beeb, butcher"),
        ({"Ann": "specialist"}, "Specialist needs the moguls module; add it to modules"),
        ("cable", "executives must map player names to executive ids, got 'cable'"),
    ],
)
def test_a_bad_executive_in_a_config_is_refused_naming_what_is_allowed(
    executives: object, message: str
) -> None:
    with pytest.raises(ConfigError) as raised:
        GameConfig(players=NAMES, executives=executives)
    assert message in str(raised.value)
