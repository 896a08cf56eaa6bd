"""Seeded chance without hidden generator state, from a keyed cryptographic function.

Every chance event draws from ``PRF(key, counter)``, so a game's randomness is its key plus the
number of chance events so far: two plain integers, trivial to clone, save and replay. The PRF is
keyed BLAKE2b: with a secret seed of 128 bits or more (server games), seeing any number of draws
says nothing about the others, so public cards reveal nothing about hidden ones.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any, Final

KEY_BYTES: Final = 32
_RANGE: Final = 1 << 64
_MASK: Final = _RANGE - 1
_PERSON: Final = b"primetime-seed"


def _int_bytes(value: int) -> bytes:
    """Any integer (negative or huge) as bytes, one-to-one."""
    sign = b"-" if value < 0 else b"+"
    magnitude = abs(value)
    return sign + magnitude.to_bytes(max(1, (magnitude.bit_length() + 7) // 8), "little")


def seed_key(seed: int) -> int:
    """The per-game 256-bit key derived from a seed (any integer)."""
    digest = hashlib.blake2b(_int_bytes(seed), digest_size=KEY_BYTES, person=_PERSON).digest()
    return int.from_bytes(digest, "little")


def derive(seed: int, purpose: str) -> int:
    """A 63-bit number derived from a seed for one purpose (e.g. a bot's generator), from which
    neither the seed nor the game's key can be computed."""
    digest = hashlib.blake2b(
        _int_bytes(seed), digest_size=8, person=b"primetime-use", salt=purpose.encode()[:16]
    ).digest()
    return int.from_bytes(digest, "little") >> 1


# Keyed hashers by game key, made once (a chance event copies one instead of keying anew);
# cleared when full, so a long-running server does not keep every game's key.
_KEYED: Final[dict[int, hashlib.blake2b]] = {}
_KEYED_MOST: Final = 256


def _keyed(key: int) -> hashlib.blake2b:
    hasher = _KEYED.get(key)
    if hasher is None:
        if len(_KEYED) >= _KEYED_MOST:
            _KEYED.clear()
        key_bytes = (key & (1 << 256) - 1).to_bytes(KEY_BYTES, "little")
        hasher = _KEYED[key] = hashlib.blake2b(key=key_bytes, digest_size=8)
    return hasher


# The hasher's methods and `int.from_bytes`, looked up once: compiled, a call of a method by
# its name looks it up at every call (a draw makes four).
_COPY: Final = hashlib.blake2b.copy
_UPDATE: Final = hashlib.blake2b.update
_DIGEST: Final = hashlib.blake2b.digest
_FROM_BYTES: Final = int.from_bytes


def roll(key: int, counter: int, n: int) -> int:
    """A uniform index in range(n) for chance event number `counter` (unbiased: a draw past the
    last whole multiple of n is redrawn)."""
    # (`_keyed`, `_counter_bytes` and `_limit` spelled out for the usual case: every card drawn)
    keyed = _KEYED.get(key)
    hasher = _COPY(keyed if keyed is not None else _keyed(key))
    try:  # (no range check first: a counter past 8 bytes, or below 0, raises here)
        counter_bytes = counter.to_bytes(8, "little")
    except OverflowError:
        counter_bytes = _counter_bytes(counter)
    _UPDATE(hasher, counter_bytes)
    value = _FROM_BYTES(_DIGEST(hasher), "little")
    if value < (_LIMITS[n] if 0 < n < _LIMITED else _limit(n)):
        return value % n  # nearly always: the first draw (no loop made for it)
    return _redraw(key, counter_bytes, n)


def _counter_bytes(counter: int) -> bytes:
    try:
        return counter.to_bytes(8, "little")
    except OverflowError:  # (the mask is arithmetic past the compiled build's machine ints)
        return (counter & _MASK).to_bytes(8, "little")


# The last whole multiple of n below 2**64, for each n up to a deck's size (in a list: compiled,
# a dict's int key is made an object at every lookup); other n worked out when asked.
_LIMITS: Final[list[int]] = [0] + [_RANGE - _RANGE % n for n in range(1, 257)]
_LIMITED: Final = len(_LIMITS)


def _limit(n: int) -> int:
    return _LIMITS[n] if 0 < n < _LIMITED else _RANGE - _RANGE % n


def _redraw(key: int, counter_bytes: bytes, n: int) -> int:
    """The draws after a first one past the limit: the counter's bytes and the attempt's."""
    limit = _limit(n)
    for attempt in range(1, 256):
        hasher = _COPY(_keyed(key))
        _UPDATE(hasher, counter_bytes + bytes((attempt,)))
        value = _FROM_BYTES(_DIGEST(hasher), "little")
        if value < limit:
            return value % n
    raise AssertionError("unreachable: 256 draws past the limit")  # pragma: no cover


def below(generator: random.Random, n: int) -> int:
    """`generator.randrange(n)` for n > 0 as the library draws it (`_randbelow`: the same
    `getrandbits` calls), so `items[below(generator, len(items))]` is `generator.choice(items)`."""
    k = n.bit_length()
    value = generator.getrandbits(k)
    while value >= n:
        value = generator.getrandbits(k)
    return value


def shuffle(items: list[Any], generator: random.Random) -> None:
    """Shuffle `items` in place exactly as `generator.shuffle(items)` does: the same
    `getrandbits` calls, so the same permutation and the same generator state after. Spelled
    out (`below`'s loop inline, the method bound once) because `random.py` is interpreted even
    in the compiled build, where its two Python calls a card were most of a determinization's
    time (tests check both against the library)."""
    getrandbits = generator.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
