"""The multiplayer server: lobby over HTTP, play over WebSockets, games stored as their choices."""

from .app import create_app
from .settings import ServerSettings

__all__ = ["ServerSettings", "create_app"]
