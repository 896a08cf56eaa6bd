"""Decisions: where the engine stops for a player (or chance) to choose among legal options."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from .options import Option

CHANCE: Final = -1  # the player index of chance decisions

# A decision's prompt: its words, or a function and the arguments that word them when first read
# (a bot never reads them), values that never change (the game's cards and config, the options),
# never the state. (A pair of tuples, not a `functools.partial`: made at every turn, and a
# partial makes a dict besides.)
Prompt = str | tuple[Callable[..., str], tuple[object, ...]]


def word(prompt: Prompt) -> str:
    """A prompt's words (worded now, if it was given as what words it)."""
    if isinstance(prompt, str):
        return prompt
    wording, arguments = prompt
    return wording(*arguments)


class Decision:
    """Who decides, what kind of choice it is, a short prompt, and the legal options. A value
    (never changed once made, equal by its fields); a plain class so that the compiled build
    makes one without interpreted code (see `options.py`). The prompt may be given as what
    words it (`Prompt`): it is worded when first read."""

    __slots__ = ("player", "kind", "_prompt", "options", "probabilities")

    def __init__(
        self,
        player: int,
        kind: str,
        prompt: Prompt,
        options: tuple[Option, ...],
        probabilities: tuple[float, ...] = (),  # chance decisions only
    ) -> None:
        self.player = player
        self.kind = kind
        self._prompt = prompt
        self.options = options
        self.probabilities = probabilities

    @property
    def prompt(self) -> str:
        prompt = self._prompt
        if isinstance(prompt, str):
            return prompt
        words = self._prompt = word(prompt)
        return words

    def __reduce__(self) -> tuple[object, ...]:
        return (Decision, self._values())

    def _values(self) -> tuple[object, ...]:
        return (self.player, self.kind, self.prompt, self.options, self.probabilities)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Decision) and other._values() == self._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return (
            f"Decision(player={self.player!r}, kind={self.kind!r}, prompt={self.prompt!r}, "
            f"options={self.options!r}, probabilities={self.probabilities!r})"
        )

    @property
    def is_chance(self) -> bool:
        return self.player == CHANCE

    def find(self, choice: object, names: tuple[str, ...] = ()) -> Option:
        """The offered option matching `choice` (an option, its text, or its index)."""
        if isinstance(choice, Option):
            for option in self.options:  # mostly one of these very objects: no == needed
                if option is choice:
                    return choice
            # An equal option (by its words) stands for the offered one, which is returned: the
            # caller's object may hold other values with the same words (timeslot -3 reads
            # "primetime"), or values that are not even comparable.
            try:
                for option in self.options:
                    if option == choice:
                        return option
            except (TypeError, ValueError, IndexError, KeyError, AttributeError):
                pass
        elif isinstance(choice, str):
            text = " ".join(choice.split())
            for option in self.options:
                if str(option) == text:
                    return option
        elif isinstance(choice, int) and not isinstance(choice, bool):
            if 0 <= choice < len(self.options):
                return self.options[choice]
        raise IllegalChoice(self, choice, names)


class IllegalChoice(ValueError):
    """A choice that is not among the decision's options; the game is unchanged."""

    def __init__(
        self, decision: Decision | None, choice: object, names: tuple[str, ...] = ()
    ) -> None:
        self.decision = decision
        self.choice = choice
        said = _shown(choice)
        if decision is None:
            message = f"{said} is not possible: the game is over"
        else:
            shown = ", ".join(str(o) for o in decision.options[:40])
            more = f" (and {len(decision.options) - 40} more)" if len(decision.options) > 40 else ""
            if decision.player == CHANCE:
                who = "chance"
            elif 0 <= decision.player < len(names):
                who = names[decision.player]
            else:
                who = f"player {decision.player}"
            message = (
                f"{said!r} is not a legal option for the {decision.kind} decision of "
                f"{who} ({decision.prompt}); legal options: {shown}{more}"
            )
        super().__init__(message)


SHOWN_MOST: Final = 200  # characters of a refused choice repeated in its message


def _shown(choice: object) -> str:
    """A refused choice as its message repeats it: its text, cut short if long, or its repr
    if it has no text (an option built with fields of the wrong type)."""
    try:
        text = str(choice)
    except Exception:  # any object may be passed, and the message must still be made
        try:
            text = repr(choice)
        except Exception:
            text = f"<a {type(choice).__name__} that cannot be shown>"
    if len(text) > SHOWN_MOST:
        text = f"{text[:SHOWN_MOST]}... ({len(text)} characters)"
    return text
