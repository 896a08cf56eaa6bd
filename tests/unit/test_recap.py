"""What just happened (primetime.recap): "since your last turn" and the round summary, from a
view only, with the exact numbers of the engine's score items."""

from __future__ import annotations

import io
import random

from rich.console import Console

from primetime import Game, GameConfig
from primetime.engine.modules.telly.grid import grids
from primetime.engine.scenario import Scenario
from primetime.engine.views import visible_cards
from primetime.recap import round_summary, scored_rounds, since_last_turn
from primetime.tui.compact import summary_panel


def choose(game: Game, text: str) -> None:
    assert game.decision is not None
    game.choose(next(o for o in game.decision.options if str(o) == text))


def two_passes() -> Game:
    """Bob passes for viewers, Ann signs a star, then passes last for cash: round 1 ends."""
    sc = Scenario(["Ann", "Bob"]).cash(0, 5).cash(1, 20)
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    # Dawson's Reek row 1: 7 viewers, $1M; Method Actor upright: 6 viewers, $3M expenses
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["method-actor"])
    sc.display(star=["improv-genius"], show=["flounder-tank"])
    game = sc.start_turn(1)
    choose(game, "pass viewers")
    return game


def test_a_recap_tells_the_other_players_moves_and_highlights_the_card_taken() -> None:
    sc = Scenario(["Ann", "Bob"]).cash(1, 20)
    sc.display(star=["method-actor"], show=["dawsons-reek"])
    game = sc.start_turn(1)
    choose(game, "sign-star method-actor")
    assert game.decision is not None and game.decision.player == 0
    recap = since_last_turn(game.view(0))
    assert recap.text() == "Since your last turn: Bob pays $5M and signs Method Actor."
    assert recap.players == (1,)
    assert recap.cards == ("method-actor",)


def test_a_recap_leaves_out_the_viewers_own_moves_and_those_before_their_last_turn() -> None:
    game = two_passes()
    assert since_last_turn(game.view(0)).text() == (
        "Since your last turn: Bob passes (column 1) and takes 6 viewers."
    )
    choose(game, "sign-star improv-genius")  # Ann pays $3M; Bob has passed: Ann again
    assert since_last_turn(game.view(0)).text() == ""  # nothing by others since her last turn
    choose(game, "pass cash")
    # round 2, Bob's turn: only what Ann did after Bob's pass, not his own pass
    recap = since_last_turn(game.view(1))
    assert recap.lines == ("Ann pays $3M and signs Improv Genius", "Ann passes last and takes $2M")
    assert recap.players == (0,)
    assert recap.cards == ("improv-genius",)


def test_the_round_summary_itemises_upkeep_passing_and_each_shows_viewers() -> None:
    game = two_passes()
    choose(game, "pass cash")  # Ann: $5M + $2M pass bonus - $4M upkeep
    assert game.state.players[0].cash == 3
    summary = round_summary(game.view(1))
    assert summary is not None and summary.round == 1
    assert summary.lines() == [
        "Ann: 13 viewers (total 13); upkeep pays $4M; passed last: $2M",
        "  Dawson's Reek: 13 (Primetime, season row 1: 7, Method Actor +6)",
        "Bob: 16 viewers (total 16); upkeep breaks even; passed column 1: 6 viewers",
        "  The Stunt Hour: 4 (Daytime, season row 1: 4)",
        "  Backyard Makeover: 3 (Primetime, season row 1: 3)",
        "  Hospital Hallways: 3 (Late Night, season row 1: 3)",
        "  pass track: 6",
    ]
    ann, bob = summary.networks
    assert (ann.upkeep, ann.viewers, ann.score) == (-4, 13, 13)
    assert (bob.upkeep, bob.viewers, bob.score) == (0, 16, 16)
    assert sum(e.viewers for e in bob.entries) == bob.viewers
    assert bob.viewers == game.state.players[1].round_scores[0]


def end_the_round(game: Game, *uses: str) -> None:
    """Play the end of the round until every lineup is scored: `uses` when offered, else
    "done" or the last option."""
    while sum(1 for e in game.state.log if e.kind == "score") < game.state.player_count:
        assert game.decision is not None
        offered = [str(o) for o in game.decision.options]
        pick = next((u for u in uses if u in offered), None)
        choose(game, pick or ("done" if "done" in offered else offered[-1]))


def test_each_summary_line_adds_up_naming_the_executive_and_a_last_season() -> None:
    """Cheapo gives Robot Repairmen (no expenses) +2; Quantum Leapfrog scores its last row and
    ends, and still lists its row, with "its last season" after it."""
    boards = {"Ann": "cheapo", "Bob": "cable", "Cy": "butcher", "Di": "underground"}
    sc = Scenario(("Ann", "Bob", "Cy", "Di"), executives=boards).cash(0, 10)
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    sc.lineup(0, "latenight", "robot-repairmen", row=1, attachments=["method-actor"])
    sc.lineup(0, "primetime", "quantum-leapfrog", row=3)
    game = sc.start_end_of_round()
    end_the_round(game)
    summary = round_summary(game.view(1))
    assert summary is not None
    assert summary.networks[0].lines() == [
        "Ann: 13 viewers (total 13); upkeep pays $6M",
        "  Quantum Leapfrog: 3 (Primetime, season row 4: 3, its last season)",
        "  Robot Repairmen: 10 (Late Night, season row 2: 2, Method Actor +6, Cheapo +2)",
    ]


def test_telly_summary_names_the_grid_squares_and_the_quiz_purchase() -> None:
    sc = Scenario(["Ann", "Bob"], modules=("telly",)).cash(0, 4).cash(1, 0)
    for slot in sc.state.geometry.timeslots:
        sc.lineup(0, slot, None)
    sc.lineup(0, "latenight", "university-challenged")
    part = grids(sc.state)
    part.tiles[0] = "drama-grid"
    part.marks[0] = ["drama", "sports", "chat"]
    game = sc.start_end_of_round()
    end_the_round(game, "use university-challenged", "number 3")
    summary = round_summary(game.view(1))
    assert summary is not None
    assert summary.networks[0].lines() == [
        "Ann: 9 viewers (total 9); upkeep breaks even",
        "  University Challenged: 3 (Late Night, season row 1: 3)",
        "  University Challenged: 3 (3 bonus viewers bought for $3M)",
        "  genre grid: 3 (3 filled squares)",
    ]


def test_the_summary_total_counts_earlier_rounds_and_names_upkeep_cancels() -> None:
    sc = Scenario(["Ann", "Bob"], round=2).cash(0, 0).scores(0, 9).scores(1, 4)
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    sc.lineup(0, "primetime", "dawsons-reek", attachments=["method-actor"])  # -$4M, can't pay
    game = sc.start_end_of_round()
    assert game.decision is not None and game.decision.kind == "upkeep-cancel"
    game.choose(game.decision.options[0])
    summary = round_summary(game.view(0))
    assert summary is not None and summary.round == 2
    ann = summary.networks[0]
    assert ann.canceled == ("Dawson's Reek",)
    assert (ann.upkeep, ann.viewers, ann.score, ann.entries) == (0, 0, 9, ())
    assert summary.networks[1].score == 4 + 10


def test_no_summary_before_a_round_is_scored() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob"), seed=3))
    assert round_summary(game.view(0)) is None
    assert scored_rounds(game.view(0).log) == []


def test_a_recap_never_highlights_a_card_its_viewer_cannot_see() -> None:
    game = Game.new(GameConfig(players=("Ann", "Bob", "Cy"), seed=11))
    rng = random.Random(11)
    told = 0
    while not game.over:
        decision = game.decision
        assert decision is not None
        view = game.view(decision.player)
        recap = since_last_turn(view)
        seen = set(visible_cards(view.state)) | {
            e.data.get("card") for e in view.log if not e.data.get("hidden")
        }
        assert set(recap.cards) <= seen
        assert all(not card.startswith("?") for card in recap.cards)
        told += len(recap.lines)
        game.choose(rng.choice(decision.options))
    assert told > 20
    assert scored_rounds(game.view(None).log) == [1, 2, 3, 4]
    summary = round_summary(game.view(None), 4)
    assert summary is not None
    result = game.result()
    for network, player in zip(summary.networks, result.players, strict=True):
        assert network.score == player.round_total
    for event in game.state.log:  # a show's recorded parts add up to its viewers
        if event.kind == "score":
            for item, parts in zip(event.data["items"], event.data["parts"], strict=True):
                if item[0] == "show":
                    assert sum(p[3] for p in parts) == item[2]


def test_a_long_recap_names_the_latest_moves_and_counts_the_rest() -> None:
    from primetime.recap import Recap

    recap = Recap(0, tuple(f"Bob move {n}" for n in range(1, 10)), (1,), ())
    assert recap.text() == (
        "Since your last turn: 3 earlier moves (see the log), then Bob move 4; Bob move 5; "
        "Bob move 6; Bob move 7; Bob move 8; Bob move 9."
    )
    assert recap.text(limit=20).count("Bob move") == 9


def test_the_compact_board_marks_the_networks_that_changed_and_the_cards_taken() -> None:
    from rich.console import Console

    from primetime.tui.compact import compact_board

    sc = Scenario(["Ann", "Bob"]).cash(1, 20)
    sc.display(star=["method-actor"], show=["dawsons-reek"])
    game = sc.start_turn(1)
    choose(game, "sign-star method-actor")
    view = game.view(0)
    recap = since_last_turn(view)
    console = Console(width=100, record=True, color_system="standard", file=io.StringIO())
    console.print(compact_board(view, ("", "bot"), recap.players, True, recap.cards))
    text = console.export_text(clear=False)
    assert "» Bob" in text and "» Ann" not in text
    assert "Green room: Method Actor" in text
    styled = console.export_text(styles=True)
    assert "\x1b[1;35mMethod Actor" in styled  # the card taken, in bold magenta


def test_a_recap_tells_a_kept_card_once_and_the_cash_it_brings() -> None:
    """The log leaves out "Bob gains Big Game" after "Bob keeps Big Game" (told_already) and
    tells the cash; the recap did the opposite ("keeps Big Game; gains Big Game", no $3M)."""
    sc = Scenario(["Ann", "Bob"]).cash(1, 20)
    sc.display(network=["c-suite-connections"])
    sc.deck_top("network", "big-game", "award-show", "spinoff")
    sc.lineup(1, "primetime", "dawsons-reek", attachments=["mattress-megasale"])
    game = sc.start_turn(1)
    choose(game, "take-network c-suite-connections")
    choose(game, "pick big-game")
    recap = since_last_turn(game.view(0))
    assert recap.lines == (
        "Bob takes C-Suite Connections",
        "Bob keeps Big Game",
        "Bob gains $3M (Big Game)",
    )
    assert recap.players == (1,)


def test_a_solo_recap_tells_what_the_opponent_discarded() -> None:
    """The solo opponent's turn has no "turn" event: its discard still ends your last turn, and
    "Since your last turn" tells it (it was empty in solo)."""
    game = Game.new(GameConfig(players=("Ann",), seed=3, solo=True))
    rng = random.Random(3)
    seen: list[tuple[str, ...]] = []
    while not game.over and len(seen) < 4:
        decision = game.decision
        assert decision is not None
        if decision.kind == "turn" and decision.player == 0:
            seen.append(since_last_turn(game.view(0)).lines)
        staying = [o for o in decision.options if not str(o).startswith("pass")]
        game.choose(rng.choice(staying or list(decision.options)))
    assert seen[0] == ()  # nothing before the first turn
    for lines in seen[1:]:
        assert len(lines) == 1 and lines[0].startswith("The opponent reveals "), lines


def test_the_terminals_round_summary_puts_your_network_last_by_the_prompt() -> None:
    """On a short screen the top of a long summary scrolls away: your own network comes last,
    nearest the prompt; a hotseat screen (no one viewer) keeps the seats' order."""
    sc = Scenario(("Ann", "Bob", "Cy"))
    game = sc.start_end_of_round()
    end_the_round(game)
    summary = round_summary(game.view(0))
    assert summary is not None

    def names(viewer: int | None) -> list[str]:
        console = Console(width=80, record=True, color_system=None, file=io.StringIO())
        console.print(summary_panel(summary, viewer))
        words = [w for line in console.export_text().splitlines() for w in line.split()]
        return [w for w in words if w in ("Ann:", "Bob:", "Cy:")]

    assert names(0) == ["Bob:", "Cy:", "Ann:"]
    assert names(None) == ["Ann:", "Bob:", "Cy:"]


def test_a_recap_across_a_round_says_where_the_new_round_begins() -> None:
    """Moves of the last round, then "Round 2 begins; ...", then this round's: not one run."""
    crossed = 0
    for seed in range(6):
        game = Game.new(GameConfig(players=("Ann", "Bob", "Cy"), seed=seed))
        rng = random.Random(seed)
        while not game.over:
            decision = game.decision
            assert decision is not None
            if decision.kind == "turn" and decision.player == 0:
                view = game.view(0)
                recap = since_last_turn(view)
                window = view.log[recap.since :]
                rounds = [e for e in window if e.kind == "round"]
                lines = list(recap.lines)
                begins = [line for line in lines if " begins; " in line]
                if rounds and begins:
                    crossed += 1
                    assert begins == [
                        f"Round {rounds[-1].data['round']} begins; " + begins[0].split("; ")[1]
                    ]
                    assert lines.index(begins[0]) > 0  # after last round's moves
            # every turn decision of Ann's was checked along the game
            game.choose(rng.choice(decision.options))
    assert crossed > 0


def test_a_round_still_being_scored_has_no_summary_until_every_network_is_scored() -> None:
    """Ann's Quiz show waits for her purchase while Bob's lineup is scored already: the summary
    (the terminal's and the browser's dialog) waits for her, then lists both networks."""
    sc = Scenario(["Ann", "Bob"], modules=("telly",)).cash(0, 4).cash(1, 0)
    for slot in sc.state.geometry.timeslots:
        sc.lineup(0, slot, None)
    sc.lineup(0, "latenight", "university-challenged")
    sc.first(1)  # Bob is scored first
    game = sc.start_end_of_round()
    while True:
        assert game.decision is not None
        offered = [str(o) for o in game.decision.options]
        if "use university-challenged" in offered:
            break
        choose(game, "done" if "done" in offered else offered[-1])
    scored = {e.player for e in game.state.log if e.kind == "score"}
    assert scored == {1}  # Bob's is in, Ann's is to come
    assert round_summary(game.view(0)) is None and round_summary(game.view(0), 1) is None
    end_the_round(game, "use university-challenged", "number 2")
    summary = round_summary(game.view(0))
    assert summary is not None and [n.name for n in summary.networks] == ["Ann", "Bob"]


def test_a_telly_pass_says_the_cash_of_the_empty_grid_squares() -> None:
    sc = Scenario(["Ann", "Bob"], modules=("telly",)).cash(0, 30).cash(1, 30)
    part = grids(sc.state)
    part.tiles[0], part.tiles[1] = "drama-grid", "sports-grid"
    part.marks[0], part.marks[1] = ["drama", "sports", "chat"], ["sports"]
    game = sc.start_turn(1)
    choose(game, "pass viewers")  # Bob: 6 viewers, and $1M for each of his 8 empty squares
    choose(game, "pass cash")  # Ann, the last to pass: $1M (RULINGS 7.3), and $6M for her 6
    end_the_round(game)
    summary = round_summary(game.view(0))
    assert summary is not None
    ann, bob = summary.networks
    assert ann.passed == "last: $1M + $6M for 6 empty grid squares"
    assert bob.passed == "column 1: 6 viewers, and $8M for 8 empty grid squares"


def test_a_show_scored_again_by_blockbuster_director_is_in_the_round_summary() -> None:
    """The summary said "28 viewers" under a scoreboard of 42 when Blockbuster Director scored a
    14-viewer show again (browser play review): the show's second scoring is a line of its own
    and the round's viewers are the scoreboard's."""
    sc = Scenario(["Ann", "Bob"], modules=("moguls",))
    sc.green_room(0, "blockbuster-director")
    sc.state.parts["moguls"].taken[0] = "blockbuster-director"  # type: ignore[attr-defined]
    for slot in ("daytime", "primetime", "latenight"):
        sc.lineup(0, slot, None)
    sc.lineup(0, "primetime", "dawsons-reek")  # row 1 in its preferred timeslot: 7 viewers
    game = sc.start_end_of_round()
    while game.decision is not None and game.decision.kind != "card-choice":
        game.choose(game.decision.options[0])
    choose(game, "pick dawsons-reek")
    while game.decision is not None and game.state.round == 1:
        game.choose(game.decision.options[0])
    assert game.state.players[0].round_scores[0] == 14
    summary = round_summary(game.view(1), 1)
    assert summary is not None
    ann = summary.networks[0]
    assert ann.viewers == 14 and ann.score == 14
    assert [(e.label, e.viewers, e.why) for e in ann.entries] == [
        ("Dawson's Reek", 7, "Primetime, season row 1: 7"),
        ("Dawson's Reek", 7, "scored again by Blockbuster Director"),
    ]
