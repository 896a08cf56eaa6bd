"""Events: the structured log of everything that happened, with a plain-English line each."""

from __future__ import annotations

from typing import Any

from .native import made_again


class Event:
    """One thing that happened. `private` names the only player who may see `data`;
    everyone else sees `public` instead (e.g. how many cards were drawn, not which)."""

    __slots__ = ("kind", "player", "data", "private", "public")

    def __init__(
        self,
        kind: str,
        player: int | None,
        data: dict[str, Any],
        private: int | None = None,
        public: dict[str, Any] | None = None,
    ) -> None:
        self.kind = kind
        self.player = player
        self.data = data
        self.private = private
        self.public = public

    def __reduce__(self) -> tuple[object, ...]:
        return made_again(self, self.kind, self.player, self.data)

    def seen_by(self, viewer: int | None) -> Event:
        """This event as `viewer` sees it (None: an observer who sees only public events)."""
        if self.private is None or self.private == viewer:
            return self
        return Event(self.kind, self.player, dict(self.public or {}, hidden=True))

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "data": self.data}

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, {self.player!r}, {self.data!r})"
