"""Seat tokens: secret, random, and stored only as their sha256."""

from __future__ import annotations

import hashlib
import hmac
import secrets

TOKEN_BYTES = 24


def new_token() -> str:
    """A fresh secret seat token (URL-safe)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """The sha256 hex digest stored in place of a token."""
    return hashlib.sha256(token.encode()).hexdigest()


def token_matches(token: str, stored_hash: str | None) -> bool:
    """Whether a token is the one whose hash is stored (in constant time)."""
    if stored_hash is None:
        return False
    return hmac.compare_digest(token_hash(token), stored_hash)


def new_game_id() -> str:
    """A short, unguessable game id (URL-safe)."""
    return secrets.token_urlsafe(9)
