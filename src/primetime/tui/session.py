"""A game at the terminal: people choose at a prompt, bots play and are narrated, hotseat
players pass the screen, and the game ends with the final table."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.console import RenderableType
from rich.padding import Padding
from rich.panel import Panel
from rich.text import Text

from ..bots import Bot, make_bot
from ..coach import hint
from ..engine.decision import Decision
from ..engine.game import Game
from ..engine.modules import modules_of
from ..engine.options import Option
from ..engine.views import View
from ..presentation import decision_card, decision_help, option_label
from ..recap import round_summary, scored_rounds, since_last_turn, turn_begun
from ..typed import echoed
from .board import render_board
from .cardinfo import show_card_info
from .coaching import hint_table
from .commands import (
    AskHint,
    Board,
    CardInfo,
    Choose,
    Command,
    Empty,
    Help,
    Quit,
    Save,
    ShowLog,
    Undo,
    Unknown,
    Why,
    parse,
)
from .compact import (
    NARROW,
    WIDEST,
    board_heading,
    compact_board,
    is_compact,
    limited,
    options_compact,
    other_networks,
    recap_text,
    summary_panel,
)
from .decisions import (
    context,
    decision_title,
    option_count_hint,
    options_table,
    out_of_reach_list,
)
from .fit import fitted_options, height_of, listed_options, options_of_word
from .help import help_panel, rules_panel
from .leaving import Leave, confirm_quit, interrupted, save_game
from .narration import context_start, narrate, narrate_lines
from .network import network_panel
from .results import render_results
from .setup import Seat
from .terminal import Terminal

DEFAULT_SAVE = "primetime-save.json"
CRASH_SAVE = "primetime-crash-save.json"
RECAP_LINES = 40
ROUND_OVER = "Round {round} is over: Enter continues > "
ROUND_KINDS = ("round", "upkeep", "score", "game-end", "solo-first")  # nobody's turn
NETWORK_KINDS = ("production-timeslot", "upkeep-cancel", "bonus-attach", "card-choice", "use-at")


class PlaySession:
    """Plays one game at a terminal until it ends or the people leave."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[Seat],
        terminal: Terminal,
        save_name: str = DEFAULT_SAVE,
    ) -> None:
        if len(seats) != len(game.config.players):
            raise ValueError(f"{len(seats)} seats for {len(game.config.players)} players")
        self.game = game.keep_undo()  # people may take back their choices (`undo`)
        self.seats = tuple(seats)
        self.terminal = terminal
        self.save_name = save_name
        seed = game.config.seed * 10 + len(game.history)
        self.bots: dict[int, Bot] = {
            index: make_bot(seat.bot, seed + index)
            for index, seat in enumerate(self.seats)
            if seat.bot is not None
        }
        self.people = [index for index, seat in enumerate(self.seats) if seat.is_person]
        # Whose view the screen shows; with one person, theirs from the start.
        self.at_screen: int | None = self.people[0] if len(self.people) == 1 else None
        self.told = 0  # how much of the log the screen has narrated
        self.caught_up: dict[int, int] = {}  # per person: how much of the log they have seen
        self.actor: int | None = None  # whose moves the narration is telling now
        self.board_round = -1  # watching bots: the round whose board was drawn
        self.looked: dict[int, int] = {}  # per person: the round whose whole board they saw
        # per person: the turn (its "turn" event's place in the log) whose board was drawn, and
        # the turn whose board was drawn at a decision before its actions (Beeb's rondel), so
        # that its first "take an action" does not draw it again
        self.turn_drawn: dict[int, int] = {}
        self.drawn_early: dict[int, int] = {}
        self.summarised = len(scored_rounds(game.state.log))  # rounds whose summary was shown
        self.option_room: int | None = None  # lines the options of the decision shown had
        # Small screens get the compact table (`board` draws the full one).
        self.compact = is_compact(terminal.width, terminal.height)
        self.short_options = options_compact(terminal.width, terminal.height)

    @property
    def hotseat(self) -> bool:
        """Several people share the screen (private cards wait for a pass-the-screen prompt)."""
        return len(self.people) > 1

    @property
    def roles(self) -> list[str]:
        """Each seat's role for the board: `` for people, `medium bot` for bots."""
        return ["" if seat.is_person else seat.role for seat in self.seats]

    # -- the loop ----------------------------------------------------------------------------

    def run(self) -> int:
        """Play until the game ends or the people leave; the exit code."""
        try:
            with self.terminal.catching_interrupts():
                self._welcome()
                while not self.game.over:
                    try:
                        self._step()
                    except KeyboardInterrupt:
                        self._interrupted()
                self._finish()
        except (Leave, KeyboardInterrupt):
            self.terminal.note("\nLeft the game.", "bold")
        except EOFError:
            self.terminal.note("\nInput closed: leaving the game (it was not saved).", "bold")
        except Exception as error:  # a bug must not lose the game: save it for the report
            self._crash(error)
            return 1
        return 0

    def _welcome(self) -> None:
        seats = " vs ".join(
            f"{seat.name}" + ("" if seat.is_person else f" ({seat.role})") for seat in self.seats
        )
        if self.game.config.solo:
            seats = f"{self.seats[0].name}, solo against the solo deck"
        config = self.game.config
        text = Text("The Networks: Primetime", style="bold reverse")
        text.append(f"  {seats}")
        if len(self.people) <= 1:  # people sharing the screen: the seed would give every hand
            text.append(f" · seed {config.seed}")
        if config.classic_turns:
            text.append(" · Classic Turns")
        if config.beginner:
            text.append(" · Beginner Pilot Season")
        for module in modules_of(config):
            if module.title:
                text.append(f" · {module.title}")
        made = len(self.game.history)
        if made:
            text.append(f" · resumed after {made} choice{'' if made == 1 else 's'}")
        self.terminal.show(text, Text("Type ? at any prompt for help.", style="dim"))
        if made and (self.at_screen is not None or not self.people):
            # a resumed game: its last lines, not the whole log again (people sharing the
            # screen each get theirs when it passes to them)
            self._recap(self.at_screen, "Where the game was left:")
        elif self.at_screen is not None:
            self._tell()

    def _step(self) -> None:
        decision = self.game.decision
        assert decision is not None
        if decision.player in self.bots:
            self._bot_moves(decision)
        else:
            self._person_decides(decision)

    # -- bots --------------------------------------------------------------------------------

    def _bot_moves(self, decision: Decision) -> None:
        player = decision.player
        if not self.people and self.game.state.round != self.board_round:
            self.board_round = self.game.state.round
            self._tell()
            self._draw_board(self.game.view(None))
        bot = self.bots[player]
        view = self.game.view(player) if bot.needs_view else None
        with self.terminal.busy(f"{self.seats[player].name} is thinking..."):
            with self.terminal.interruptible():
                option = bot.choose(view, decision)
        self.game.choose(option)
        self._tell(player)
        self._round_over()

    # -- narration ---------------------------------------------------------------------------

    def _tell(self, actor: int | None = None) -> None:
        """Narrate what happened since the screen last looked, as its holder may see it. A bot's
        doings (and what they set off) go under its name, until someone else's or the round's
        business comes up."""
        view = self.game.view(self.at_screen)
        first = context_start(view.log, self.told)  # what came before: told once
        lines = narrate_lines(view.log[first:], view.state, self.told - first)
        self.told = len(view.log)
        if self.at_screen is not None:
            self.caught_up[self.at_screen] = self.told
        bot = actor if actor in self.bots else None
        for line in lines:
            if line.kind == "round":  # the last round's summary before the next one begins
                self._round_over()
            if bot is not None and line.player in (bot, None) and line.kind not in ROUND_KINDS:
                if self.actor != bot:
                    seat = self.seats[bot]
                    self.terminal.show(Text(f"{seat.name} ({seat.role}):", style="bold magenta"))
                self.actor = bot
                self.terminal.show(Padding(line.text, (0, 0, 0, 2)))
            else:
                bot = None
                self.actor = None
                self.terminal.show(line.text)

    def _recap(self, player: int | None, heading: str = "Since you last looked:") -> None:
        """After the screen passes: what happened since this person (None: the watchers) last
        saw it, its last `RECAP_LINES` lines."""
        view = self.game.view(player)
        since = 0 if player is None else self.caught_up.get(player, 0)
        first = context_start(view.log, since)
        lines = [line.text for line in narrate_lines(view.log[first:], view.state, since - first)]
        if len(lines) > RECAP_LINES:
            skipped = len(lines) - RECAP_LINES
            lines = [Text(f"({skipped} earlier lines: type log all)", style="dim")] + lines[
                -RECAP_LINES:
            ]
        if lines:
            self.terminal.show(Text(heading, style="bold"))
            for line in lines:
                self.terminal.show(Padding(line, (0, 0, 0, 2)))
        self.told = len(view.log)
        if player is not None:
            self.caught_up[player] = self.told

    # -- people ------------------------------------------------------------------------------

    def _person_decides(self, decision: Decision) -> None:
        player = decision.player
        if self.hotseat and self.at_screen != player:
            self._pass_screen(player)
            fresh = True
        else:
            if self.at_screen != player:
                self.at_screen = player
            self._tell()
            fresh = False
        self.actor = None
        view = self.game.view(player)
        turn = turn_begun(view, player)
        starts_turn = decision.kind == "turn" and view.state.actions_left > 0
        if turn is not None and decision.kind != "turn" and self.turn_drawn.get(player) != turn:
            starts_turn = True  # a decision the turn begins with (Beeb's rondel): the board first
            self.drawn_early[player] = turn
        elif starts_turn and self.drawn_early.pop(player, None) == turn:
            starts_turn = False  # drawn at that decision, a moment ago
        if starts_turn and turn is not None:
            self.turn_drawn[player] = turn
        first_look = self.looked.get(player) != view.state.round
        recap = since_last_turn(view)
        told = recap_text(recap, view.state) if starts_turn else None
        if told is not None and self.compact:  # the board and the options end the screen
            self.terminal.show(limited(told, self.width))
            told = None
        above = 0  # lines the board keeps on screen above the decision
        if fresh or decision.kind == "pilot-keep" or (starts_turn and first_look):
            above = self._draw_board(view, changed=recap.players, taken=recap.cards, at=decision)
            self.looked[player] = view.state.round
        elif starts_turn:
            above = self._draw_board(
                view, others=False, changed=recap.players, taken=recap.cards, at=decision
            )
        elif decision.kind in NETWORK_KINDS or decision.kind == "turn":
            if not self.compact:
                self.terminal.show(limited(network_panel(view.state, player, player), self.width))
        if told is not None:
            self.terminal.show(limited(told, self.width))
        self._show_decision(view, decision, above)
        option = self._read_choice(view, decision)
        if option is None:  # taken back: the decision before it comes again
            return
        self.game.choose(option)
        self._tell()
        self._round_over()

    def _undo(self, player: int) -> bool:
        """Take back the person's last choice if the engine allows it, else say why not."""
        reason = self.game.can_undo(player)
        if reason is not None:
            self.terminal.note(f"Can't undo: {reason}.")
            return False
        taken = self.game.undo(player)
        self.told = min(self.told, len(self.game.log))
        self.caught_up[player] = self.told
        self.terminal.note(f"Took back: {self._label_of(taken)}", "bold")
        return True

    def _label_of(self, taken: str) -> str:
        """A taken-back choice as the option list named it ("Take Game Show Announcer"): the
        decision it answered is pending again."""
        decision = self.game.decision
        state = self.game.state
        for option in decision.options if decision is not None else ():
            if str(option) == taken:
                return option_label(state.cards, option, state)
        return taken

    def _round_over(self) -> None:
        """When a round has just been scored: its summary, and with people at the table a stop
        until Enter (bots-only games go on)."""
        log = self.game.state.log
        rounds = scored_rounds(log)
        if len(rounds) <= self.summarised:
            return
        summary = round_summary(self.game.view(self.at_screen), rounds[-1])
        if summary is None:  # someone's score is still to come
            return
        self.summarised = len(rounds)
        shown = summary_panel(summary, self.at_screen)
        self.terminal.show(limited(shown, self.terminal.width))
        if self.people:
            while True:
                command = parse(self.terminal.ask(ROUND_OVER.format(round=summary.round)))
                if isinstance(command, Quit):
                    self._confirm_quit()
                elif isinstance(command, Save):
                    self.save(command.path)
                else:
                    break

    @property
    def width(self) -> int:
        return self.terminal.width

    @property
    def height(self) -> int:
        return self.terminal.height

    def _draw_board(
        self,
        view: View,
        others: bool = True,
        changed: Sequence[int] = (),
        full: bool = False,
        taken: Sequence[str] = (),
        at: Decision | None = None,
    ) -> int:
        """Draw the board; how many of its lines, from the display rows down, are to stay on
        screen with the decision `at` (on a short screen, the other networks then go before the
        board in full and in it one line each, when all of it would not fit)."""
        if (self.compact and not full) or self.width < NARROW:
            lines = self.terminal.console
            board = compact_board(view, self.roles, changed, others, taken)
            heading = height_of(lines, *board_heading(view))
            if others and at is not None and self.short_options:
                below = height_of(lines, *self._decision_things(view, at)) + len(at.options) + 1
                if height_of(lines, board) - heading + below > self.height:  # 1: the prompt
                    self.terminal.show(other_networks(view, self.roles, changed, taken))
                    board = compact_board(view, self.roles, changed, False, taken)
            self.terminal.show(board)
            return height_of(lines, board) - heading
        board = render_board(view, min(self.width, WIDEST), self.roles, others)
        self.terminal.show(limited(board, self.width))
        return 0

    def _decision_things(
        self, view: View, decision: Decision, with_context: bool = True
    ) -> list[RenderableType]:
        things: list[RenderableType] = [decision_title(view, decision)]
        if with_context:
            things[:0] = context(view, decision, short=self.short_options)
        return things

    def _decision_lines(self, view: View, decision: Decision) -> int:
        return height_of(self.terminal.console, *self._decision_things(view, decision))

    def _show_decision(
        self, view: View, decision: Decision, above: int = 0, with_context: bool = True
    ) -> None:
        """The decision and its options; on a short screen, options that would push the `above`
        lines of the board off it are folded (their word lists them). A decision about the
        cards in your hand (a Pilot Season hand) lists them whole: those, not the board, stay
        on screen with the options. Without the context (`? NAME`, `board`, ...), the options
        come folded as they first were."""
        things = self._decision_things(view, decision, with_context)
        if self.short_options:
            console = self.terminal.console
            if with_context or self.option_room is None:
                if decision.kind != "turn" and self._holds_hand(view, decision):
                    above = 0
                room = self.height - 1 - above - height_of(console, *things)
                self.option_room = max(room, 1)
            things.append(fitted_options(view, decision, self.option_room, console))
        else:
            things.append(limited(options_table(view, decision), self.width))
        self.terminal.show(*things)

    @staticmethod
    def _holds_hand(view: View, decision: Decision) -> bool:
        """Whether the decision is shown with the cards in the player's hand (`context`)."""
        if decision.player < 0:
            return False
        return any(card in view.state.cards for card in view.state.players[decision.player].hand)

    def _read_choice(self, view: View, decision: Decision) -> Option | None:
        """Ask until a legal option is chosen (None: the person took back their last choice
        instead); every other command is answered in between."""
        count = len(decision.options)
        prompt = f"Choose 1-{count} (? for help) > " if count > 1 else "Choose 1 (? for help) > "
        labels = [option_label(view.state.cards, o, view.state) for o in decision.options]
        while True:
            command = parse(self.terminal.ask(prompt), decision, labels)
            if isinstance(command, Choose):
                return decision.options[command.index]
            if isinstance(command, Empty) and count == 1:
                return decision.options[0]
            if isinstance(command, Undo):
                if self._undo(decision.player):
                    return None
                continue
            self._answer(command, view, decision)

    def _answer(self, command: Command, view: View, decision: Decision | None) -> None:
        """Answer a command that is not a choice."""
        terminal = self.terminal
        count = len(decision.options) if decision is not None else 0
        if isinstance(command, Help) and command.rules:
            player = view.player if view.player is not None and view.player >= 0 else 0
            terminal.show(rules_panel(view.state, player))
            self._show_options_again(view, decision)
        elif isinstance(command, Help):
            about = decision_help(view.state, with_card=False) if decision is not None else ""
            card = decision_card(view.state)
            if card is not None:  # `?` stays short: the card in full is a command away
                about += f" (? {view.state.cards[card].name} shows the card in full.)"
            terminal.show(help_panel(about))
            self._show_options_again(view, decision)
        elif isinstance(command, CardInfo):
            if show_card_info(self.terminal, command.query, view, decision):
                self._show_options_again(view, decision)
        elif isinstance(command, ShowLog):
            self._show_log(view, command.count)
        elif isinstance(command, Board):
            self._draw_board(view, full=True)
            self._show_options_again(view, decision)
        elif isinstance(command, Save):
            self.save(command.path)
        elif isinstance(command, Why):
            terminal.show(out_of_reach_list(view))
        elif isinstance(command, AskHint):
            self._hint(view, decision)
        elif isinstance(command, Undo):
            terminal.note("Nothing to take back here: undo works at your own decision's prompt.")
        elif isinstance(command, Quit):
            self._confirm_quit()
        elif isinstance(command, Empty):
            terminal.note(f"Nothing typed: {option_count_hint(count)}, or ? for help")
        elif isinstance(command, Unknown):
            listed = options_of_word(view, decision, command.text) if decision is not None else []
            if decision is not None and listed:
                terminal.show(listed_options(view, decision, listed))
            elif command.reason:
                terminal.note(command.reason)
            elif decision is None:
                terminal.note(f"'{echoed(command.text)}' is not understood: type ? for help")
            else:
                terminal.note(
                    f"'{echoed(command.text)}' is not an option: "
                    f"{option_count_hint(count)}, or ? for help"
                )

    def _show_options_again(self, view: View, decision: Decision | None) -> None:
        """After help, a card's text or the board: the decision's options again, so they are
        on screen at the prompt, folded as they first were (on a short screen, so as not to push
        away what was asked for)."""
        if decision is not None and view.player == decision.player:
            self._show_decision(view, decision, with_context=False)

    def _hint(self, view: View, decision: Decision | None) -> None:
        """The coach's top options for the person's decision, from their own view."""
        if decision is None or view.player != decision.player:
            self.terminal.note("The coach helps at your own decision's prompt.")
            return
        self.terminal.note("The coach is thinking...", "dim")
        found = hint(view, decision, seed=len(self.game.history))  # public: same view, same hint
        self.terminal.show(hint_table(found, decision))

    def _show_log(self, view: View, count: int) -> None:
        lines = narrate(view.log, view.state)
        shown = lines if count == 0 else lines[-count:]
        title = "The whole log" if count == 0 else f"The last {len(shown)} lines of the log"
        self.terminal.show(Text(title, style="bold"))
        for line in shown:
            self.terminal.show(Padding(line, (0, 0, 0, 2)))

    def _pass_screen(self, player: int) -> None:
        """Hide the screen and wait for the next person before showing anything private."""
        name = self.seats[player].name
        self.terminal.clear()
        self.terminal.show(
            Panel(Text(f"Pass the screen to {name}.", style="bold"), border_style="yellow")
        )
        while True:
            command = parse(self.terminal.ask(f"{name}, press Enter when you are ready > "))
            if isinstance(command, Quit):
                self._confirm_quit()
            elif isinstance(command, Save):
                self.save(command.path)
            else:
                break
        self.terminal.clear()
        self.at_screen = player
        self._recap(player)

    # -- leaving, saving ---------------------------------------------------------------------

    def save(self, path: str = "") -> bool:
        """Save the game (with who sits where) to a file; say where, or why not."""
        target = Path(path or self.save_name).expanduser()
        if not save_game(self.terminal, self.game, self.seats, target):
            return False
        self.save_name = str(target)
        return True

    def _ask_save_name(self) -> bool:
        """Ask for a file name and save there (Enter: the default); False if it failed."""
        answer = self.terminal.ask(f"Save to which file? [{self.save_name}] > ").strip()
        return self.save(answer)

    def _confirm_quit(self) -> None:
        confirm_quit(self.terminal, self._ask_save_name)

    def _interrupted(self) -> None:
        interrupted(self.terminal, self._ask_save_name)

    def _crash(self, error: Exception) -> None:
        self.terminal.note(f"Something went wrong inside primetime: {error!r}", "bold red")
        try:
            if self.save(CRASH_SAVE):
                self.terminal.note("Please report it with the save file above.", "red")
        except Exception as second:  # noqa: BLE001 - nothing more can be done
            self.terminal.note(f"The game could not be saved either: {second!r}", "red")

    # -- the end -----------------------------------------------------------------------------

    def _finish(self) -> None:
        self._tell()
        game = self.game
        view = game.view(self.at_screen)
        self.terminal.show(render_results(game.result(), view.state))
        while True:
            try:
                answer = self.terminal.ask(
                    "Game over. save FILE keeps it for primetime replay; Enter leaves > "
                )
            except EOFError:
                return
            command = parse(answer)
            if isinstance(command, (Empty, Quit)):
                return
            self._answer(command, view, None)
