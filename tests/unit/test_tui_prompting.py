"""What is typed at a prompt (commands), how a decision is shown (options, previews, context),
help, and `? NAME` card lookups."""

from __future__ import annotations

import io

import pytest
from rich.console import Console, RenderableType
from test_tui_session import INTERRUPT, Script, terminal

from helpers import new_game, placed
from primetime import Game, GameConfig
from primetime.cards import load_box
from primetime.cardtext import card_summary
from primetime.engine.machine import ASKS, decision
from primetime.engine.options import Pass, Produce
from primetime.engine.scenario import Scenario
from primetime.presentation import decision_card, decision_help
from primetime.server.payload import decision_of
from primetime.tui import PlaySession, Seat
from primetime.tui.cardinfo import card_panel, find_cards, whereabouts
from primetime.tui.commands import (
    Board,
    CardInfo,
    Choose,
    Empty,
    Help,
    Quit,
    Save,
    ShowLog,
    Undo,
    Unknown,
    parse,
)
from primetime.tui.decisions import (
    context,
    decision_title,
    options_table,
    preview,
)
from primetime.tui.help import COMMANDS, help_panel, rules_panel


def text_of(thing: RenderableType, width: int = 100) -> str:
    console = Console(width=width, record=True, color_system=None, file=io.StringIO())
    console.print(thing)
    return console.export_text()


# -- commands ------------------------------------------------------------------------------------


def test_numbers_choose_options_counted_from_one() -> None:
    decision = new_game(2).decision
    assert decision is not None
    count = len(decision.options)
    assert parse("1", decision) == Choose(0)
    assert parse(f" {count} ", decision) == Choose(count - 1)
    assert parse(str(count + 1), decision) == Unknown(str(count + 1))
    assert parse("0", decision) == Unknown("0")
    assert parse("1", None) == Unknown("1")


def test_an_options_text_chooses_it() -> None:
    decision = new_game(2).decision
    assert decision is not None
    text = str(decision.options[2])
    assert parse(text.upper(), decision) == Choose(2)


def test_an_options_label_as_shown_chooses_it_when_no_other_has_it() -> None:
    """`End your turn` (the label) chose nothing while `end-turn` (the option's text) did."""
    decision = new_game(2).decision
    assert decision is not None
    labels = ["End your turn", "Pass for cash", "Pass  for cash", "Primetime"]
    labels += ["x"] * (len(decision.options) - len(labels))
    assert parse("end your turn", decision, labels) == Choose(0)
    assert parse("  END YOUR  TURN ", decision, labels) == Choose(0)
    assert parse("Primetime", decision, labels) == Choose(3)
    assert parse("pass for cash", decision, labels) == Unknown(
        "pass for cash", "'pass for cash' is options 2 and 3: type the number of one"
    )
    assert parse("end your", decision, labels) == Unknown("end your")  # only a label in full
    assert parse("board", decision, ["Board"]) == Board()  # commands come first


def test_typing_the_label_end_your_turn_ends_it() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 20)
    sc.green_room(0, "trendy-showrunner")
    sc.display(star=["method-actor"])
    game = sc.start_turn(0)
    game.choose(next(o for o in game.decision.options if str(o) == "sign-star method-actor"))
    assert game.decision is not None and game.decision.kind == "turn"
    labels = [str(o) for o in game.decision.options]
    assert "end-turn" in labels
    term = terminal(Script(["End your turn", INTERRUPT, "y"]), width=80)
    play = PlaySession(game, (Seat("Ann"), Seat("Bob", "random")), term)
    play.run()
    made = play.game.history
    assert made[made.index("sign-star method-actor") + 1] == "end-turn"
    assert "is not an option" not in term.text()


def test_commands() -> None:
    assert parse("?") == Help() and parse("help") == Help()
    assert parse("? Dawson's Reek") == CardInfo("Dawson's Reek")
    assert parse("?dawson") == CardInfo("dawson")
    assert parse("card big game") == CardInfo("big game")
    assert parse("log") == ShowLog(20) and parse("log 5") == ShowLog(5)
    assert parse("log all") == ShowLog(0)
    assert parse("board") == Board() and parse("b") == Board()
    assert parse("save") == Save("") and parse("save my game.json") == Save("my game.json")
    assert parse("quit") == Quit() and parse("exit") == Quit()
    assert parse("") == Empty() and parse("   ") == Empty()


def test_what_is_not_understood_is_unknown_with_a_reason_when_known() -> None:
    assert parse("x") == Unknown("x")
    assert parse("1.5") == Unknown("1.5")
    assert parse("-1") == Unknown("-1")
    assert parse("quit now") == Unknown("quit now")
    log = parse("log lots")
    assert isinstance(log, Unknown) and "log takes a number" in log.reason
    assert isinstance(parse("log 0"), Unknown)


def test_digits_int_cannot_read_are_not_understood() -> None:
    """Superscripts, circled and other scripts' digits pass `str.isdigit` but not `int`; a
    number of thousands of digits is past what `int` reads: each is simply not an option."""
    for text in ("²", "①", "1²", "١", "９", "9" * 5000):
        assert parse(text) == Unknown(text)
    log = parse("log ²")
    assert isinstance(log, Unknown) and "log takes a number" in log.reason


# -- decisions -----------------------------------------------------------------------------------


def test_options_are_numbered_with_a_preview_each_and_grouped_on_a_turn() -> None:
    game = new_game(2, seed=4)
    while game.decision is not None and game.decision.kind != "turn":
        game.choose(0)
    decision = game.decision
    assert decision is not None
    view = game.view(decision.player)
    text = text_of(options_table(view, decision))
    for number in range(1, len(decision.options) + 1):
        assert f"{number:>2}  " in text or f"{number}  " in text
    assert "Sign an ad" in text and "Pass" in text
    assert "pass: gain $10M" in text


def test_a_produce_preview_says_what_it_costs_and_what_is_left() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(0, 9).green_room(0, "cheeky-friend")
    sc.display(show=["dawsons-reek"], star=[], ad=[], network=[])
    game = sc.start_turn(0)
    decision = game.decision
    assert decision is not None
    option = next(o for o in decision.options if isinstance(o, Produce))
    view = game.view(0)
    line = preview(view, option).plain
    assert line.startswith("Produce Dawson's Reek · pay $5M ($4M left): Drama show")
    assert line.count("Dawson's Reek") == 2  # the label, and what comes next: its attachments
    assert line.endswith(
        "then you attach stars and ads to Dawson's Reek (required slots first), or done"
    )


def test_the_pilot_season_hand_is_shown_with_every_value() -> None:
    game = new_game(2, seed=1)
    decision = game.decision
    assert decision is not None and decision.kind == "pilot-keep"
    view = game.view(0)
    text = "".join(text_of(part) for part in context(view, decision))
    for card in game.state.players[0].hand:
        assert game.state.cards[card].name in text
    assert decision_title(view, decision).plain.startswith("Ann: Pilot Season")


def test_cards_drawn_to_keep_one_are_shown_whole_above_the_options() -> None:
    # a genre bonus draws 2 network cards to keep one: their lines in the options may be cut
    # short on a narrow screen, so the terminal lists them whole first (and no other hand)
    sc = Scenario(["Ann", "Bob"]).cash(0, 10).genres(0, drama=2)
    sc.green_room(0, "method-actor").display(show=["dawsons-reek"])
    sc.deck_top("network", "big-game", "spinoff")
    game = sc.start_turn(0)
    for choice in ("produce dawsons-reek", "pick method-actor", "timeslot primetime"):
        game.choose(choice)
    decision = game.decision
    assert decision is not None and decision.kind == "keep-one"
    text = " ".join("".join(text_of(p) for p in context(game.view(0), decision)).split())
    cards = game.state.cards
    assert text.startswith("The cards you drew: ")
    assert card_summary(cards["big-game"]) in text and card_summary(cards["spinoff"]) in text
    assert "Bob" not in text and text.count("network card") == 2


def turn_of(
    config: dict[str, object], green_room: tuple[str, ...], mogul: str | None = None
) -> Game:
    """Ann's turn with $5M, these cards in her green room (`mogul`: one of them, hers), Dawson's
    Reek on the air and an ad to sign."""
    sc = Scenario(["Ann", "Bob"], **config).cash(0, 5).green_room(0, *green_room)  # type: ignore[arg-type]
    if mogul is not None:
        sc.state.parts["moguls"].taken[0] = mogul  # type: ignore[attr-defined]
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["tearful-ingenue"])
    return sc.display(ad=["used-car-lot"]).start_turn(0)


def test_a_turns_prompt_names_what_its_options_let_a_turn_use() -> None:
    # a mogul is not a network card (RULINGS 7.1); an executive's board may be used (here
    # Continuum's time machine, $5M at the turn's start); a game's modules are named only
    # where their cards are usable now
    moguls: dict[str, object] = {"modules": ("moguls",)}
    machine: dict[str, object] = {"executives": {"Ann": "continuum"}}
    both: dict[str, object] = {"modules": ("moguls",), "executives": {"Ann": "continuum"}}
    for config, green_room, mogul, usable in (
        ({}, ("spinoff",), None, "a network card"),
        ({}, (), None, ""),
        (moguls, ("spinoff",), None, "a network card"),
        (
            moguls,
            ("spinoff", "page-to-screen", "car-chases-without-context"),
            "page-to-screen",
            "a network card or a mogul",
        ),
        (moguls, ("page-to-screen", "car-chases-without-context"), "page-to-screen", "a mogul"),
        (machine, ("spinoff",), None, "a network card or your executive board"),
        (both, (), None, "your executive board"),
        (
            both,
            ("spinoff", "page-to-screen", "car-chases-without-context"),
            "page-to-screen",
            "a network card, a mogul or your executive board",
        ),
    ):
        game = turn_of(config, green_room, mogul)
        decision = game.decision
        assert decision is not None
        first = f"take an action (or use {usable} first)" if usable else "take an action"
        assert decision.prompt == first, (config, green_room)
        game.choose("sign-ad used-car-lot")  # what was usable stays usable after it
        decision = game.decision
        if not usable:  # nothing left to do: the turn ended
            assert decision is not None and decision.player == 1
            continue
        assert decision is not None and decision.kind == "turn"
        assert decision.prompt == f"use {usable}, or end your turn", config


def test_cables_free_pass_is_named_in_the_turns_prompt() -> None:
    game = turn_of({"executives": {"Ann": "cable"}}, ("spinoff",))
    game.choose("sign-ad used-car-lot")
    decision = game.decision
    assert decision is not None and decision.kind == "turn"
    assert any(str(o).startswith("free-pass") for o in decision.options), decision.options
    assert decision.prompt == "take your free pass, use a network card, or end your turn"


def test_every_decision_kind_has_help() -> None:
    # registered with the kind (`decision(..., help=...)`): every kind of every module; a kind
    # registered without help is refused
    placed(Game.new(GameConfig(("Ann", "Bob"), seed=1, modules=("moguls", "executives", "telly"))))
    assert {"turn", "executive-keep", "mogul-keep", "generic-cover", "grid-line-order"} <= set(ASKS)
    for kind, ask in ASKS.items():
        assert len(ask.help) > 30, kind
        # `?` fits an 80x24 screen with the prompt (README: 14 lines at most), the pointer to
        # the card a decision is about included
        pointer = " (? Charity Infomercial Mainstay shows the card in full.)"
        shown = ask.help + (pointer if ask.about is not None else "")
        assert len(text_of(help_panel(shown), width=80).splitlines()) <= 13, kind
    with pytest.raises(ValueError, match="needs its help"):
        decision("helpless", lambda state, player: [], "choose", help="")


def test_the_help_of_a_cards_own_choice_gives_the_card() -> None:
    # Beeb's move is the board's own choice: the browser's help has the board in full, the
    # terminal's `?` says how to see it (and stays short)
    game = Scenario(["Ann", "Bob"], executives={"Ann": "beeb"}).cash(0, 5).start_turn(0)
    state = game.view(0).state
    assert game.decision is not None and game.decision.kind == "card-choice"
    assert decision_card(state) == "beeb"
    beeb = card_summary(state.cards["beeb"])
    assert decision_help(state) == f"{ASKS['card-choice'].help} {beeb}"
    assert decision_help(state, with_card=False) == ASKS["card-choice"].help
    sent = decision_of(game.view(0))  # what the browser shows under "How this decision works"
    assert sent is not None and sent["help"] == decision_help(state)
    term = terminal(Script(["?", "1", "quit", "y"]))
    PlaySession(game, (Seat("Ann"), Seat("Bob", "random")), term).run()
    assert "A card's effect asks you to choose. (? Beeb shows the card in full.)" in " ".join(
        term.text().split()
    )
    plain = new_game(2, seed=1)  # a decision about no card: the kind's words alone
    assert decision_card(plain.state) is None
    assert decision_help(plain.state) == ASKS["pilot-keep"].help


def test_pass_previews_keep_their_engine_wording() -> None:
    game = new_game(2, seed=4)
    while game.decision is not None and game.decision.kind != "turn":
        game.choose(0)
    assert "pass: score 6 more viewers" in preview(game.view(0), Pass("viewers")).plain


# -- help and cards ------------------------------------------------------------------------------


def test_help_lists_every_command_and_explains_the_decision() -> None:
    text = text_of(help_panel("About this decision."))
    assert "About this decision." in text
    for command, _ in COMMANDS:
        assert command in text
    assert "? rules" in text and "The game in brief" not in text


def test_parse_help_rules() -> None:
    assert parse("? rules") == Help(rules=True) and parse("help Rules") == Help(rules=True)
    assert parse("?rules") == CardInfo("rules")  # no space: a card's name


def test_the_rules_summary_says_how_this_games_genres_score() -> None:
    base = placed(Game.new(GameConfig(players=("Ann", "Bob"), seed=1)))
    text = " ".join(text_of(rules_panel(base.state, 0)).replace("│", " ").split())
    assert "The game in brief: 4 rounds." in text and "Most viewers wins." in text
    assert (
        "Producing a show moves you up its genre track; at the end each genre track scores "
        "1/3/5/9/15 viewers by the space you reached."
    ) in text
    telly = placed(Game.new(GameConfig(players=("Ann", "Bob"), seed=1, modules=("telly",))))
    text = " ".join(text_of(rules_panel(telly.state, 0)).replace("│", " ").split())
    assert "1/3/5/9/15" not in text and "genre track" not in text
    assert (
        "The first time you produce each genre, mark its square on your genre grid: each "
        "round +1 viewer per marked square and, when you pass, +$1M per empty one; a "
        "completed row, column or diagonal gains the bonus at its end (genres score nothing "
        "more at the end)."
    ) in text


def test_solo_help_ranks_by_thresholds_not_most_viewers() -> None:
    game = placed(Game.new(GameConfig(players=("Solveig",), seed=1, solo=True)))
    text = " ".join(text_of(rules_panel(game.state, 0)).replace("│", " ").split())
    assert "Most viewers wins" not in text
    assert "if you pass before it does, the round ends at once" in text
    assert (
        "your total earns a rank (Production Assistant 150+, Line Producer 180+, Executive "
        "Producer 200+, Vice President 220+, Chief Executive 240+, Industry Legend 260+; below "
        "150: Intern)"
    ) in text


def test_cards_are_found_by_name_or_part_of_it() -> None:
    cards = load_box("primetime")
    assert [c.id for c in find_cards(cards, "Dawson's Reek")] == ["dawsons-reek"]
    assert [c.id for c in find_cards(cards, "dawsons reek")] == ["dawsons-reek"]
    assert [c.id for c in find_cards(cards, "big-game")] == ["big-game"]
    assert len(find_cards(cards, "promo")) > 1
    assert find_cards(cards, "no such card at all") == []
    assert find_cards(cards, "   ") == []


def test_a_card_is_shown_with_its_values_and_clarification() -> None:
    cards = load_box("primetime")
    text = " ".join(text_of(card_panel(cards["writeoff"])).split())
    assert "Writeoff" in text and "immediate network card" in text
    assert "Clarification: Count viewers from attached cards" in text


def test_a_card_says_where_it_is() -> None:
    sc = Scenario(["Ann", "Bob"]).green_room(1, "cheeky-friend")
    sc.display(show=["dawsons-reek"])
    state = sc.game_state()
    assert whereabouts(state, "cheeky-friend") == "in Bob's green room"
    assert whereabouts(state, "dawsons-reek") == "in the display (shows)"
    text = text_of(card_panel(state.cards["cheeky-friend"], state))
    assert "Now in Bob's green room." in text


def test_undo_is_a_command() -> None:
    assert parse("undo") == Undo() and parse(" U ") == Undo()
    assert isinstance(parse("undo 3"), Unknown)
