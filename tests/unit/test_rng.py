"""Chance is a keyed cryptographic function of a secret: public draws reveal nothing else."""

from __future__ import annotations

import hashlib
import random
from collections import Counter

import pytest

from primetime.engine.rng import below, derive, roll, seed_key, shuffle


def test_every_bit_of_a_long_seed_matters() -> None:
    # The old key folded a seed to 64 bits (seeds 2**64 apart shared a key); a 256-bit secret
    # must keep all its bits.
    base = 0x1234_5678_9ABC_DEF0_1122_3344_5566_7788_99AA_BBCC_DDEE_FF00_0102_0304_0506_0708
    keys = {seed_key(base ^ (1 << bit)) for bit in range(256)}
    assert len(keys) == 256 and seed_key(base) not in keys
    assert seed_key(1) != seed_key(1 + 2**64) and seed_key(-1) != seed_key(1)
    assert seed_key(base).bit_length() > 128


def test_roll_is_not_the_invertible_splitmix_of_the_counter() -> None:
    # SplitMix64 of (key ^ counter) let anyone who saw a few draws solve for the key. A keyed
    # hash gives unrelated draws for neighbouring keys and counters.
    key = seed_key(2026)
    draws = [roll(key, c, 1 << 20) for c in range(64)]
    assert len(set(draws)) == 64
    assert [roll(key ^ 1, c, 1 << 20) for c in range(64)] != draws


def test_roll_is_uniform_and_in_range() -> None:
    key = seed_key(7)
    counts = Counter(roll(key, c, 7) for c in range(7000))
    assert set(counts) == set(range(7))
    assert all(800 < n < 1200 for n in counts.values())
    assert all(roll(key, c, 1) == 0 for c in range(50))


def _keyed_blake2b_draw(key: int, counter: int, n: int) -> int:
    """The draw as the module documents it, spelled out: keyed BLAKE2b (8-byte digest) of the
    counter's 8 little-endian bytes, then of those bytes and the attempt's byte while the value
    is past the last whole multiple of n."""
    limit = 2**64 - 2**64 % n
    for attempt in range(256):
        message = counter.to_bytes(8, "little") + (bytes((attempt,)) if attempt else b"")
        digest = hashlib.blake2b(message, key=key.to_bytes(32, "little"), digest_size=8)
        value = int.from_bytes(digest.digest(), "little")
        if value < limit:
            return value % n
    raise AssertionError("no draw")


def test_roll_is_the_documented_keyed_hash_redraws_included() -> None:
    # Every game's deals depend on these exact draws (saves replay by them). With n just past
    # 2**63 nearly half the first draws are past the limit, so the redraws are checked too.
    key = seed_key(11)
    big = 2**63 + 12345
    redrawn = [c for c in range(200) if _keyed_blake2b_draw(key, c, 2**64) >= 2**64 - 2**64 % big]
    assert len(redrawn) > 50
    for n in (1, 2, 7, 52, 1 << 20, big):
        assert [roll(key, c, n) for c in range(200)] == [
            _keyed_blake2b_draw(key, c, n) for c in range(200)
        ]


def test_derived_numbers_do_not_give_away_the_key() -> None:
    assert derive(5, "bot 0") != derive(5, "bot 1") != derive(6, "bot 0")
    assert 0 <= derive(5, "bot 0") < 2**63
    assert derive(5, "bot 0") != seed_key(5) & (2**63 - 1)


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 64, 115, 300])
def test_shuffle_is_the_librarys_shuffle(size: int) -> None:
    # Determinizations shuffle with it: any difference would change every bot's games.
    for seed in range(40):
        ours, theirs = random.Random(seed), random.Random(seed)
        items = [f"card-{i}" for i in range(size)]
        expected = items[:]
        shuffle(items, ours)
        theirs.shuffle(expected)
        assert items == expected
        assert ours.getstate() == theirs.getstate()  # the same draws taken, no more


def test_below_draws_as_the_librarys_choice() -> None:
    for seed in range(20):
        ours, theirs = random.Random(seed), random.Random(seed)
        for n in (1, 2, 3, 5, 8, 13, 100, 1000):
            items = list(range(n))
            assert items[below(ours, n)] == theirs.choice(items)
        assert ours.getstate() == theirs.getstate()
