"""Every message a client may send, as Pydantic models: lobby requests and WebSocket messages.

Anything else is refused before it reaches a game. Names are checked here (length, no control
characters, something visible, one spelling of each letter, no two alike at a table); the
browser client still only ever inserts them as text.
"""

from __future__ import annotations

import unicodedata
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator, model_validator

from ..engine.board import MAX_PLAYERS
from .limits import public_bot_spec

NAME_MAX = 24
OPTION_MAX = 300
TOKEN_MAX = 128
GAME_ID_PATTERN = r"^[A-Za-z0-9_-]{6,32}$"


# Letters that show nothing (Hangul fillers) and the blank Braille pattern: a name of them alone
# would read as no name at all.
BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
# Format characters a name may hold: the zero-width joiner and non-joiner, which join letters
# (Persian, Sinhala) and emoji (👩‍💻); every other one (bidi controls, zero-width space) is
# refused, as are control characters, surrogates and private use. Unassigned code points are
# allowed: emoji newer than this Python's Unicode tables read as unassigned.
JOINERS = frozenset("\u200c\u200d")
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co"})


def clean_name(value: str) -> str:
    """A player name with outer spaces removed, in one spelling (Unicode NFC: an accented
    letter typed as one character or as a letter and a mark are the same name); refuses
    control characters, and names with nothing visible (empty, or only marks or blanks)."""
    typed = " ".join(value.split())
    if not typed:
        raise ValueError("a name must not be empty")
    if len(typed) > NAME_MAX:  # as typed (one spelling may take a character more)
        raise ValueError(f"a name has at most {NAME_MAX} characters")
    name = unicodedata.normalize("NFC", typed)
    if any(unicodedata.category(ch) in REFUSED_CATEGORIES and ch not in JOINERS for ch in name):
        raise ValueError("a name must not contain control characters")
    if not any(_visible(ch) for ch in name):
        raise ValueError("a name needs a letter, digit or sign that shows")
    return name


def _visible(ch: str) -> bool:
    """A character that shows on its own: a letter, digit, punctuation or symbol, or one newer
    than this Python's Unicode (an emoji, most likely); not a mark that only decorates another,
    a space or a blank letter."""
    category = unicodedata.category(ch)
    return (category[0] in "LNPS" or category == "Cn") and ch not in BLANK_LETTERS


class Strict(BaseModel):
    """Base of every message: unknown fields are refused."""

    model_config = ConfigDict(extra="forbid", str_max_length=1000)


Join = Literal["creator", "invite", "open"]


class SeatSpec(Strict):
    """One seat of a new game: a person, or a bot of some strength. A person's seat is the
    creator's (seated at once), an invitation (a link only its holder uses), or open (offered in
    the lobby). By default the first person's seat is the creator's, the others open in a listed
    game and invitations in an unlisted one."""

    name: str = Field(max_length=100)
    bot: str | None = Field(
        default=None,
        max_length=64,
        description="difficulty (easy, medium, hard) or a bounded bot spec",
    )
    join: Join | None = Field(default=None, description="a person's seat: creator, invite, open")
    executive: str | None = Field(
        default=None,
        max_length=64,
        description="with the executives module: this seat's executive (a card id); else dealt",
    )

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        return clean_name(value)

    @field_validator("bot")
    @classmethod
    def _bot(cls, value: str | None) -> str | None:
        if value is None or not value.strip():
            return None
        return public_bot_spec(value)


class CreateGame(Strict):
    """A request to create a game: its seats, variants and modules."""

    seats: list[SeatSpec] = Field(min_length=1, max_length=MAX_PLAYERS)
    beginner: bool = False
    classic_turns: bool = False
    modules: list[Annotated[str, Field(max_length=64)]] = Field(default=[], max_length=16)
    variants: list[Annotated[str, Field(max_length=64)]] = Field(default=[], max_length=16)
    seed: int | None = Field(
        default=None,
        ge=0,
        lt=2**63,
        description="only for games whose every person's seat is the creator's (marked seeded)",
    )
    listed: bool = Field(default=True, description="shown in the lobby's game lists")

    @model_validator(mode="after")
    def _names_differ(self) -> CreateGame:
        seen: dict[str, str] = {}
        for seat in self.seats:
            alike = seen.get(seat.name.casefold())
            if alike is not None:
                raise ValueError(
                    f"two seats are named alike ({alike!r} and {seat.name!r}); give each a "
                    "name that differs in more than capitals"
                )
            seen[seat.name.casefold()] = seat.name
        return self


class Hello(Strict):
    """First WebSocket message: a seat token, or none to watch as a spectator."""

    type: Literal["hello"]
    token: str | None = Field(default=None, max_length=TOKEN_MAX)


class Choose(Strict):
    """A choice: one of the offered options' texts, made against the state id it was offered at."""

    type: Literal["choose"]
    state: int = Field(ge=0, lt=2**31, strict=True)  # a JSON number, not true or "3"
    option: str = Field(min_length=1, max_length=OPTION_MAX)


class UndoChoice(Strict):
    """Take back this seat's last choice, asked against the state id it was offered at."""

    type: Literal["undo"]
    state: int = Field(ge=0, lt=2**31, strict=True)  # a JSON number, not true or "3"


class AskHint(Strict):
    """Ask the coach for the hard bot's top options at this seat's decision, against the state id
    it was offered at; answered to this client only, from this seat's view."""

    type: Literal["hint"]
    state: int = Field(ge=0, lt=2**31, strict=True)  # a JSON number, not true or "3"


class Ping(Strict):
    """Keep-alive; answered with a pong."""

    type: Literal["ping"]


ClientMessage = Annotated[Hello | Choose | UndoChoice | AskHint | Ping, Field(discriminator="type")]
client_message: TypeAdapter[Hello | Choose | UndoChoice | AskHint | Ping] = TypeAdapter(
    ClientMessage
)
