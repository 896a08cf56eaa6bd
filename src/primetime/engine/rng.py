"""Seeded chance without hidden generator state.

Every chance event draws from ``mix(key ^ counter)``, so a game's randomness is its seed plus the
number of chance events so far: two plain integers, trivial to clone, save and replay.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


def mix(value: int) -> int:
    """SplitMix64 finaliser: a well-spread 64-bit hash of an integer."""
    z = (value + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def seed_key(seed: int) -> int:
    """The per-game key derived from a user seed (any integer)."""
    return mix(seed & _MASK ^ (seed >> 64 & _MASK))


def roll(key: int, counter: int, n: int) -> int:
    """A uniform index in range(n) for chance event number `counter`."""
    return ((mix(key ^ counter) >> 11) * n) >> 53
