"""Words for people: for each option type its label, preview and group (card words: cardtext).

Shared by every interface (terminal, browser, bots' explanations). Works on a `View`, so it can
only use what that player may see. Each option type has one entry in `PRESENTERS` (registered
with `@presents` in `actions` or `choices`): a new option type adds its words there and nowhere
else. `core` holds the machinery and the shared words, `table` what is shown beside the options.
"""

from __future__ import annotations

from ..cardtext import card_summary
from . import actions, choices  # noqa: F401  (they register the presenters)
from .core import (
    PRESENTERS,
    Presenter,
    Seen,
    option_group,
    option_label,
    option_outcome,
    option_preview,
)
from .help import decision_card, decision_help, rules_in_brief
from .table import (
    NOT_OFFERED,
    TurnLimit,
    executive_choice,
    executive_shown,
    final_columns,
    final_notes,
    game_modes,
    network_row,
    network_scored,
    rank_range,
    round_so_far,
    round_so_far_text,
    solo_progress,
    solo_standing,
    unavailable_cards,
)

__all__ = [
    "NOT_OFFERED",
    "TurnLimit",
    "PRESENTERS",
    "Presenter",
    "Seen",
    "card_summary",
    "decision_card",
    "decision_help",
    "executive_choice",
    "executive_shown",
    "final_columns",
    "final_notes",
    "game_modes",
    "network_row",
    "network_scored",
    "rank_range",
    "option_group",
    "option_label",
    "option_outcome",
    "option_preview",
    "round_so_far",
    "round_so_far_text",
    "rules_in_brief",
    "solo_progress",
    "solo_standing",
    "unavailable_cards",
]
