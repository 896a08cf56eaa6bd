"""Terminal play: the board drawn with Rich, decisions typed at a prompt, bots narrated.

`primetime play` and `primetime replay` (in `primetime.cli.play_cmd`) are thin wrappers around
`PlaySession` and `ReplaySession`. Everything here renders from a player's `View` only.
"""

from .replay import ReplaySession
from .session import PlaySession
from .setup import PlaySetup, Seat, SetupError
from .terminal import Terminal

__all__ = ["PlaySession", "PlaySetup", "ReplaySession", "Seat", "SetupError", "Terminal"]
