"""`primetime replay`: step through a saved or finished game, turn by turn.

A game is its config plus its choices, so any step can be reached by replaying the choices up to
it; going back rebuilds the game from the start.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from rich.padding import Padding
from rich.text import Text

from ..engine.actions import ACTIONS
from ..engine.config import ConfigError, GameConfig
from ..engine.game import Game, SaveError
from ..engine.options import EndTurn
from ..typed import typed_number
from .board import before_round_one, render_board, seat_name
from .narration import narrate
from .results import render_results
from .setup import seats_of
from .terminal import Terminal

PROMPT = "Enter next · p previous · NUMBER go to step · b board · e end · q quit · ? help > "
HELP = (
    "Enter shows the next step (a player's turn, or one decision outside turns); p goes back a "
    "step; a number goes to that step; b draws the board as it stands; e goes to the end; "
    "q leaves."
)


@dataclass(frozen=True)
class Step:
    """A run of choices by one player: a turn, or a decision outside turns."""

    first: int  # index of its first choice
    last: int  # index after its last choice
    player: int
    round: int


def load_save(text: str, allow_unverified: bool = False) -> tuple[GameConfig, bool, list[str]]:
    """A save's config, chance mode and choices; SaveError if it does not replay."""
    Game.from_json(text, allow_unverified)  # refuses corrupt saves with a clear message
    data = json.loads(text)
    try:
        config = GameConfig.from_dict(data["config"])
    except (ConfigError, KeyError, TypeError) as error:  # pragma: no cover - checked above
        raise SaveError(f"save file has a bad config: {error}") from error
    return config, bool(data.get("auto_chance", True)), list(data["choices"])


def split_steps(config: GameConfig, auto_chance: bool, choices: list[str]) -> list[Step]:
    """Cut the choices into steps: a new step when the player or the round changes, or when a
    new turn starts."""
    game = Game.new(config, auto_chance=auto_chance)
    steps: list[Step] = []
    start = 0
    spent = False  # the current turn's action has been taken
    player = 0
    round_ = game.state.round
    for index, choice in enumerate(choices):
        decision = game.decision
        assert decision is not None
        new_turn = decision.kind == "turn" and game.state.actions_left > 0 and spent
        changed = decision.player != player or game.state.round != round_
        if index and (changed or new_turn):
            steps.append(Step(start, index, player, round_))
            start = index
            spent = False
        if index == start:
            player, round_ = decision.player, game.state.round
        option = game.choose(choice)
        if decision.kind == "turn" and isinstance(option, (*ACTIONS, EndTurn)):
            spent = True
    if choices:
        steps.append(Step(start, len(choices), player, round_))
    return steps


class ReplaySession:
    """Steps through a saved game at the terminal (or prints it all at once)."""

    def __init__(
        self,
        text: str,
        terminal: Terminal,
        player: int | None = None,
        allow_unverified: bool = False,
    ) -> None:
        self.config, self.auto_chance, self.choices = load_save(text, allow_unverified)
        if player is not None and not 0 <= player < len(self.config.players):
            raise SaveError(
                f"there is no player {player + 1} in this game "
                f"(it has {len(self.config.players)} players)"
            )
        self.terminal = terminal
        self.player = player  # whose view to replay (None: what everyone could see)
        self.steps = split_steps(self.config, self.auto_chance, self.choices)
        self.game = Game.new(self.config, auto_chance=self.auto_chance)
        self.at = 0  # steps shown so far
        self.told = 0

    def _roles(self) -> list[str]:
        seats = seats_of(self.config)
        return [] if seats is None else ["" if s.is_person else s.role for s in seats]

    def _tell(self) -> None:
        view = self.game.view(self.player)
        for line in narrate(view.log[self.told :], view.state):
            self.terminal.show(Padding(line, (0, 0, 0, 2)))
        self.told = len(view.log)

    def _goto(self, target: int) -> None:
        """Replay to just after step `target` (0: before the first choice), quietly."""
        target = max(0, min(target, len(self.steps)))
        if target < self.at:
            self.game = Game.new(self.config, auto_chance=self.auto_chance)
            self.at = 0
        end = self.steps[target - 1].last if target else 0
        for choice in self.choices[len(self.game.history) : end]:
            self.game.choose(choice)
        self.at = target
        self.told = len(self.game.log)

    def _next(self) -> None:
        step = self.steps[self.at]
        name = seat_name(self.game.state, step.player)
        when = before_round_one(self.game.state) if step.round == 0 else f"round {step.round}"
        self.terminal.show(
            Text(f"Step {self.at + 1} of {len(self.steps)} · {when} · {name}", style="bold cyan")
        )
        for choice in self.choices[step.first : step.last]:
            self.game.choose(choice)
        self._tell()
        self.at += 1

    def _header(self) -> None:
        seats = ", ".join(self.config.players)
        self.terminal.show(
            Text(
                f"Replay: {seats} · seed {self.config.seed} · {len(self.choices)} choices "
                f"in {len(self.steps)} steps",
                style="bold reverse",
            )
        )
        self._tell()

    def _end(self) -> None:
        """The final table (if the game was finished) or where the save stopped."""
        if self.game.over:
            view = self.game.view(self.player)
            self.terminal.show(render_results(self.game.result(), view.state))
        else:
            self.terminal.show(Text("The save ends here; the game was not finished.", style="bold"))

    def print_all(self) -> None:
        """Every step, one after the other, without asking."""
        self._header()
        while self.at < len(self.steps):
            self._next()
        self._end()

    def run(self) -> int:
        """Step through at the prompt; the exit code."""
        try:
            with self.terminal.catching_interrupts():
                self._header()
                ended = False
                while True:
                    if self.at >= len(self.steps) and not ended:
                        self._end()
                    ended = self.at >= len(self.steps)
                    answer = self.terminal.ask(PROMPT).strip().lower()
                    if not self._command(answer):
                        return 0
        except (EOFError, KeyboardInterrupt):
            self.terminal.show("")
            return 0

    def _command(self, answer: str) -> bool:
        """Carry out one answer; False to leave."""
        number = typed_number(answer)
        if answer in ("q", "quit", "exit"):
            return False
        if answer in ("", "n", "next"):
            if self.at < len(self.steps):
                self._next()
            else:
                self.terminal.note("That was the last step: p goes back, q leaves.")
        elif answer in ("p", "prev", "previous", "back"):
            if self.at <= 1:
                self._goto(0)
                self.terminal.note("Back at the start.")
            else:
                self._goto(self.at - 2)
                self._next()
        elif number is not None:
            if not 1 <= number <= len(self.steps):
                self.terminal.note(
                    f"There is no step {number}: steps go from 1 to {len(self.steps)}"
                )
            else:
                self._goto(number - 1)
                self._next()
        elif answer in ("b", "board"):
            self.terminal.show(
                render_board(self.game.view(self.player), self.terminal.width, self._roles())
            )
        elif answer in ("e", "end"):
            self._goto(len(self.steps))
            self.terminal.note(f"At the end: step {len(self.steps)} of {len(self.steps)}.")
        elif answer in ("?", "help", "h"):
            self.terminal.note(HELP, "")
        else:
            self.terminal.note(f"'{answer}' is not understood: {HELP}")
        return True
