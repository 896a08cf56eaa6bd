"""A game at a (scripted) terminal: people choose, bots are narrated, hotseat hides private
cards until the screen is passed, bad input changes nothing, save, quit, Ctrl-C and the end."""

from __future__ import annotations

import io
import json
import random
import re
from pathlib import Path

import pytest
from rich.console import Console

from helpers import placed
from primetime import Game, GameConfig
from primetime.engine.decision import Decision
from primetime.engine.options import Option
from primetime.engine.views import View
from primetime.tui import PlaySession, Seat, Terminal
from primetime.tui.setup import PlaySetup

CHOOSE = re.compile(r"Choose 1(?:-(\d+))? \(\? for help\) > ")
INTERRUPT = "^C"
LEAVE = "Leave? s = save and leave, y = leave without saving, n/Enter = keep playing > "


class Script:
    """A terminal reader: scripted lines first, then random legal numbers (or Enter)."""

    def __init__(self, lines: list[str] | None = None, seed: int = 0) -> None:
        self.lines = list(lines or [])
        self.rng = random.Random(seed)
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if self.lines:
            line = self.lines.pop(0)
            if line == INTERRUPT:
                raise KeyboardInterrupt
            return line
        match = CHOOSE.match(prompt)
        if match:
            return str(self.rng.randint(1, int(match.group(1) or 1)))
        return ""


def terminal(script: Script, width: int = 100) -> Terminal:
    console = Console(
        file=io.StringIO(), width=width, color_system=None, record=True, highlight=False
    )
    return Terminal(console, script)


# the sessions start past setup's starter placing (seed 4, Ann and a bot: each as dealt)
PLACED = [
    "starters bowling-night-live space-patrol-classics cheap-laughs",
    "starters the-stunt-hour backyard-makeover hospital-hallways",
]


def session(
    seats: tuple[Seat, ...], script: Script, seed: int = 4, **config: object
) -> tuple[PlaySession, Terminal]:
    setup = PlaySetup(seats, seed, **config)  # type: ignore[arg-type]
    term = terminal(script)
    return PlaySession(placed(Game.new(setup.config())), seats, term), term


YOU_AND_BOT = (Seat("Ann"), Seat("Bea", "random"))


def test_a_whole_game_against_a_bot_ends_with_the_final_table() -> None:
    play, term = session(YOU_AND_BOT, Script(seed=1))
    assert play.run() == 0
    assert play.game.over
    text = term.text()
    assert "Final scores" in text
    winners = [play.game.result().players[i].name for i in play.game.result().winners]
    assert re.search(r"(Winner|Shared win): " + " and ".join(winners), text)
    assert "Bea (random bot):" in text  # the bot's turns, narrated
    assert "Ann: Take an action" in text


def test_a_whole_solo_game_ends_with_the_rank() -> None:
    play, term = session((Seat("Solveig"),), Script(seed=2), seed=3)
    assert play.run() == 0
    text = term.text()
    rank = play.game.result().players[0].rank
    assert rank and f": {rank} (" in text
    assert "The opponent reveals" in text
    assert "Solo opponent:" in text


def test_bad_input_changes_nothing_and_says_what_to_type() -> None:
    lines = ["x", "0", "99", "", "log lots", "? nosuchcard", "quit", "", "1.5"]
    script = Script(lines)
    play, term = session(YOU_AND_BOT, script)
    decision = play.game.decision
    assert decision is not None
    count = len(decision.options)
    script.lines.append(INTERRUPT)
    script.lines.append("y")
    play.run()
    assert play.game.history == PLACED  # nothing typed was a legal choice
    text = term.text()
    hint = f"type a number from 1 to {count}, or ? for help"
    assert f"'x' is not an option: {hint}" in text
    assert f"'0' is not an option: {hint}" in text
    assert f"'99' is not an option: {hint}" in text
    assert f"'1.5' is not an option: {hint}" in text
    assert f"Nothing typed: type a number from 1 to {count}" in text
    assert "log takes a number of lines or 'all'" in text
    assert "No card is called 'nosuchcard'" in text
    assert LEAVE in text
    assert "Left the game." in text


def test_help_at_80_columns_is_the_decision_and_the_commands_then_the_options_again() -> None:
    script = Script(["?", "? rules", "? dawson", INTERRUPT, "y"], seed=5)
    setup = PlaySetup(YOU_AND_BOT, 5)
    term = terminal(script, width=80)
    PlaySession(placed(Game.new(setup.config())), YOU_AND_BOT, term).run()
    answers = [a.splitlines() for a in term.text().split("Choose 1-6 (? for help) > ")[1:4]]
    assert [line.rstrip() for line in answers[0]] == [
        "Pilot Season: keep 2 of the cards you were dealt (4; in Telly Time 3, or 2 with",
        "5 players). Ads you keep pay their bonus, stars and shows you keep cost their",
        "price; kept stars and ads go to your green room, kept shows are produced at",
        "once. If you can pay for no 2 of them, keep 1 (or none).",
        "1, 2, ...     choose that option (Enter alone takes the only option)",
        "? NAME, ? N   a card in full, by name or by option number",
        "? rules       how to read the board, and the game in brief",
        "log [N|all]   the log's last 20 lines (or N, or all); board: the board again",
        "undo          take back your last choice this turn, until a card is revealed",
        "hint          the coach: the hard bot's top 3 options, from what you can see",
        "why, WORD     why cards are out of reach; produce, sign, ...: those options",
        "save [FILE]   save the game; resume it with primetime play --load FILE",
        "quit, Ctrl-C  leave: asks first (s = save and leave, y = leave without saving)",
        "Ann: Pilot Season: choose 2 of your 4 cards to keep (ads pay their bonus, stars",
        "and shows cost)",
        *answers[0][15:],
    ]
    # the six options again under the prompt, as they were first shown (in full: they fit)
    assert numbered(answers[0][15:]) == ["1", "2", "3", "4", "5", "6"]
    rules = "\n".join(answers[1])
    assert "Rules in brief" in rules and "The game in brief: 4 rounds." in rules
    for answer in answers[1:3]:  # the options again
        prompt = next(i for i, line in enumerate(answer) if line.startswith("Ann: Pilot Season"))
        assert numbered(answer[prompt + 1 :]) == ["1", "2", "3", "4", "5", "6"]
    assert answers[2][0].startswith("╭─ Dawson's Reek")


def numbered(lines: list[str]) -> list[str]:
    """The option numbers starting lines (a wrapped option's later lines start blank)."""
    return [line.split()[0] for line in lines if line[:3].strip().isdigit()]


def test_commands_answer_and_the_prompt_comes_back() -> None:
    script = Script(["?", "? 1", "? dawson", "? promo", "log 3", "board"], seed=5)
    play, term = session(YOU_AND_BOT, script)
    script.lines += [INTERRUPT, "y"]
    play.run()
    text = term.text()
    assert "? rules" in text and "The game in brief" not in text  # the short help
    assert "Pilot Season: keep 2 of the cards you were dealt" in text  # this decision's help
    # `? 1`: option 1 in full (a keep-two option names two cards: no one card to show)
    assert "Choose 1-6 (? for help) > 1  Keep " in text
    assert "Dawson's Reek" in text and "rows 7/8/5/3" in text
    assert "Which card? Promo:" in text
    assert re.search(r"The last \d+ lines of the log", text)
    assert len(script.prompts) >= 7 and all(CHOOSE.match(p) for p in script.prompts[:7])


def test_save_and_resume(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    script = Script(["1", f"save {target}", "quit", "y"])
    play, term = session(YOU_AND_BOT, script)
    play.run()
    said = term.text()
    assert f"Saved to {target}.\nResume with: primetime play --load {target}\n" in said
    data = json.loads(target.read_text())
    assert data["config"]["extra"]["seats"] == ["person", "random"]
    assert data["choices"] == play.game.history and len(data["choices"]) >= 1
    loaded = Game.from_json(target.read_text())
    assert loaded.fingerprint() == play.game.fingerprint()
    resumed = PlaySession(loaded, YOU_AND_BOT, terminal(Script(seed=3)))
    assert resumed.run() == 0 and resumed.game.over
    assert resumed.game.history[: len(data["choices"])] == data["choices"]


def test_saving_somewhere_impossible_says_so(tmp_path: Path) -> None:
    script = Script([f"save {tmp_path}", f"save {tmp_path}/no/such/dir/x.json", "quit", "y"])
    play, term = session(YOU_AND_BOT, script)
    play.run()
    text = term.text()
    assert text.count("Could not save to") == 2
    assert play.game.history == PLACED


def test_ctrl_c_asks_whether_to_save(tmp_path: Path) -> None:
    target = tmp_path / "interrupted.json"
    script = Script([INTERRUPT, "", INTERRUPT, "what", "s", str(target)])
    play, term = session(YOU_AND_BOT, script)
    assert play.run() == 0
    text = term.text()
    assert text.count(f"Interrupted.\n{LEAVE}") == 2
    assert text.count(LEAVE) == 3
    assert "'what' is not an answer: type s, y, n or Enter" in text
    assert target.is_file() and Game.from_json(target.read_text()).history == PLACED


@pytest.mark.parametrize("leave", ["quit", INTERRUPT])
def test_quit_and_ctrl_c_ask_the_same_question_with_the_same_keys(
    leave: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`y` leaves without saving and `s` saves and leaves at both (Ctrl-C's `y` used to save,
    quit's to leave); `n` and Enter go back to the game."""
    monkeypatch.chdir(tmp_path)
    play, term = session(YOU_AND_BOT, Script([leave, "n", leave, "", leave, "y"]))
    assert play.run() == 0
    assert term.text().count(LEAVE) == 3
    assert "Left the game." in term.text()
    assert list(tmp_path.iterdir()) == []  # y: nothing saved
    target = tmp_path / "kept.json"
    play, term = session(YOU_AND_BOT, Script([leave, "s", str(target)]))
    assert play.run() == 0
    assert term.text().count(LEAVE) == 1
    assert f"Saved to {target}." in term.text()
    assert Game.from_json(target.read_text()).history == PLACED


def test_ctrl_c_twice_leaves_without_saving(tmp_path: Path) -> None:
    play, term = session(YOU_AND_BOT, Script([INTERRUPT, INTERRUPT]))
    assert play.run() == 0
    assert "Left the game." in term.text()


def test_quit_can_save_first(tmp_path: Path) -> None:
    target = tmp_path / "q.json"
    script = Script(["quit", "maybe", "s", str(target)])
    play, term = session(YOU_AND_BOT, script)
    play.run()
    assert "'maybe' is not an answer: type s, y, n or Enter" in term.text()
    assert target.is_file()


def test_closed_input_leaves_quietly() -> None:
    def closed(prompt: str) -> str:
        raise EOFError

    play = PlaySession(placed(Game.new(GameConfig(("Ann", "Bea")))), YOU_AND_BOT, terminal(closed))  # type: ignore[arg-type]
    assert play.run() == 0
    assert "Input closed" in play.terminal.text()


def test_hotseat_shows_private_cards_only_after_the_screen_is_passed() -> None:
    seats = (Seat("Ann"), Seat("Bob"))
    script = Script(seed=7)
    play, term = session(seats, script, seed=9)
    game = play.game
    hands = {p: [game.state.cards[c].name for c in game.state.players[p].hand] for p in (0, 1)}
    chunks: list[tuple[str, str]] = []  # (prompt, what was shown before it)
    console = term.console
    shown = 0

    def reader(prompt: str) -> str:
        nonlocal shown
        text = console.export_text(clear=False)
        chunks.append((prompt, text[shown:]))
        shown = len(text)
        if len(chunks) >= 6:
            raise EOFError
        return script(prompt)

    term._reader = reader
    play.run()
    prompts = [p for p, _ in chunks]
    assert prompts[0] == "Ann, press Enter when you are ready > "
    assert CHOOSE.match(prompts[1])
    assert prompts[2] == "Bob, press Enter when you are ready > "
    # Ann's screen shows her hand and never Bob's; Bob's pilot-keep shows his own.
    ann, bob = chunks[1][1], chunks[3][1]
    assert all(name in ann for name in hands[0])
    assert not any(name in ann for name in hands[1] if name not in hands[0])
    assert all(name in bob for name in hands[1])
    assert "Pass the screen to Bob." in chunks[2][1]
    # the seed would give Bob's hand to Ann (and Ann's to Bob): not on the shared screen
    assert "seed" not in chunks[0][1] and "Ann vs Bob" in chunks[0][1]


def test_a_fresh_seed_has_64_random_bits() -> None:
    from primetime.tui.setup import random_seed

    seeds = [random_seed() for _ in range(20)]
    assert max(seeds) >= 2**60 and len(set(seeds)) == 20 and max(seeds) < 2**64


def test_watching_bots_plays_to_the_end() -> None:
    seats = (Seat("Ace", "random"), Seat("Bea", "random"))
    play, term = session(seats, Script())
    assert play.run() == 0 and play.game.over
    text = term.text()
    assert "Round 4 of 4" in text and "Final scores" in text


@pytest.mark.parametrize("seats", [(Seat("Ace", "random"), Seat("Bea", "random")), YOU_AND_BOT])
def test_each_rounds_summary_comes_before_the_next_round_begins(seats: tuple[Seat, ...]) -> None:
    """The summary is shown once the round is scored, not after the next round's opening (the
    new display, the solo card, whoever goes first)."""
    play, term = session(seats, Script(seed=5))
    assert play.run() == 0
    text = term.text()
    for number in (1, 2, 3):
        over = text.index(f"Round {number} is over")
        assert over < text.index(f"Round {number + 1} begins")
        assert text.rfind("scores", 0, over) > text.rfind(f"Round {number} begins", 0, over)
    assert "Round 4 is over" in text


def test_a_bug_saves_the_game_for_the_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Broken:
        name = "broken"
        needs_view = False

        def choose(self, view: View | None, decision: Decision) -> Option:
            raise RuntimeError("bot fell over")

    monkeypatch.chdir(tmp_path)
    play, term = session(YOU_AND_BOT, Script(seed=1))
    play.bots[1] = Broken()
    assert play.run() == 1
    text = term.text()
    assert "Something went wrong inside primetime: RuntimeError('bot fell over')" in text
    assert (tmp_path / "primetime-crash-save.json").is_file()


def test_a_turn_that_begins_with_a_decision_draws_the_board_before_it_once() -> None:
    """Beeb's rondel move fixes what may be done this turn: the table is drawn before it is
    asked (it was drawn only after), and not again at the turn's "take an action"."""
    config = GameConfig(
        ("Ann", "Bea"), seed=4, modules=("executives",), executives={"Ann": "beeb", "Bea": "cable"}
    )
    script = Script(seed=3)
    term = terminal(script)
    play = PlaySession(placed(Game.new(config)), YOU_AND_BOT, term)
    chunks: list[tuple[str, str]] = []  # (the decision's title, what was shown before it)
    console = term.console
    shown = 0

    def reader(prompt: str) -> str:
        nonlocal shown
        text = console.export_text(clear=False)
        chunks.append((play.game.decision.prompt, text[shown:]))  # type: ignore[union-attr]
        shown = len(text)
        rondels = [c for c in chunks if "rondel" in c[0]]
        if len(rondels) >= 2 and "rondel" not in chunks[-1][0]:
            raise EOFError
        return script(prompt)

    term._reader = reader
    play.run()
    turns = [i for i, (title, _) in enumerate(chunks) if "rondel" in title]
    assert len(turns) >= 2
    for index in turns:
        assert "Pass track" in chunks[index][1]  # the table, then the question
        assert "Pass track" not in chunks[index + 1][1]  # the turn's action: not drawn again


def test_undo_names_the_choice_taken_back_as_the_option_list_did() -> None:
    from primetime.engine.scenario import Scenario
    from primetime.presentation import option_label

    sc = Scenario(["Ann", "Bea"]).cash(0, 10).green_room(0, "character-actor")
    sc.display(show=["dawsons-reek"], star=[], network=[], ad=[])
    game = sc.start_turn(0)
    assert game.decision is not None
    [take] = [o for o in game.decision.options if str(o) == "produce dawsons-reek"]
    number = game.decision.options.index(take) + 1
    label = option_label(game.state.cards, take, game.state)
    assert label == "Produce Dawson's Reek"
    script = Script([str(number), "undo", "quit", "y"])
    term = terminal(script)
    PlaySession(game, YOU_AND_BOT, term).run()
    text = term.text()
    assert "Took back: Produce Dawson's Reek" in text
    assert "Took back: produce" not in text
