"""Decisions: where the engine stops for a player (or chance) to choose among legal options."""

from __future__ import annotations

from dataclasses import dataclass

from .options import Option, quick_init

CHANCE = -1  # the player index of chance decisions


@dataclass(frozen=True, slots=True)
class Decision:
    """Who decides, what kind of choice it is, a short prompt, and the legal options."""

    player: int
    kind: str
    prompt: str
    options: tuple[Option, ...]
    probabilities: tuple[float, ...] = ()  # chance decisions only

    @property
    def is_chance(self) -> bool:
        return self.player == CHANCE

    def find(self, choice: Option | str | int, names: tuple[str, ...] = ()) -> Option:
        """The offered option matching `choice` (an option, its text, or its index)."""
        if isinstance(choice, Option):
            for option in self.options:  # mostly one of these very objects: no == needed
                if option is choice:
                    return choice
            if choice in self.options:
                return choice
        elif isinstance(choice, str):
            text = " ".join(choice.split())
            for option in self.options:
                if str(option) == text:
                    return option
        elif isinstance(choice, int) and not isinstance(choice, bool):
            if 0 <= choice < len(self.options):
                return self.options[choice]
        raise IllegalChoice(self, choice, names)


quick_init(Decision)  # made once a decision: without the frozen init's setattr per field


class IllegalChoice(ValueError):
    """A choice that is not among the decision's options; the game is unchanged."""

    def __init__(
        self, decision: Decision | None, choice: object, names: tuple[str, ...] = ()
    ) -> None:
        self.decision = decision
        self.choice = choice
        if decision is None:
            message = f"{choice} is not possible: the game is over"
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
                f"{str(choice)!r} is not a legal option for the {decision.kind} decision of "
                f"{who} ({decision.prompt}); legal options: {shown}{more}"
            )
        super().__init__(message)
