"""Slot arithmetic: a show's slots counted by kind (star, ad and wild: a `Capacity`) and
attachments counted by class (stars, ads and flex stars: `Classes`), and whether these fit those
or fill them (the Hall's theorem counts `slots.py` explains). Plain tuples and nothing else, so
the card table (`sources.CardTable`) can work answers out once per card set without reading
the slot rules that read it.
"""

from __future__ import annotations

from collections.abc import Iterable

Capacity = tuple[int, int, int]  # star, ad, wild slots
Classes = tuple[int, int, int]  # stars, ads, flex stars


def with_extra(total: Capacity, extra: Iterable[str]) -> Capacity:
    """Capacity plus extra optional slots of the given kinds."""
    s, a, w = total
    for kind in extra:
        if kind == "star":
            s += 1
        elif kind == "ad":
            a += 1
        else:
            w += 1
    return s, a, w


def fits(capacity: Capacity, classes: Classes) -> bool:
    """Whether attachments of these classes can all sit in slots of this capacity."""
    s, a, w = capacity
    stars, ads, flex = classes
    return stars <= s + w and ads <= a + w and stars + ads + flex <= s + a + w


def covers(required: Capacity, classes: Classes) -> bool:
    """Whether attachments of these classes can fill every required slot."""
    rs, ra, rw = required
    stars, ads, flex = classes
    return rs <= stars + flex and ra <= ads + flex and rs + ra + rw <= stars + ads + flex


def one_more_fits(capacity: Capacity, classes: Classes) -> tuple[bool, bool, bool]:
    """Whether one more star, one more ad, or one more flex star fits beside attachments of
    these classes: `fits(capacity, add(classes, kind))` for each class, worked out together
    (the Add or Replace listing asks it once a show, not twice a green room card)."""
    s, a, w = capacity
    stars, ads, flex = classes
    free = stars + ads + flex < s + a + w  # room for one more card of any class
    stars_in = stars <= s + w
    ads_in = ads <= a + w
    return (
        free and stars < s + w and ads_in,
        free and ads < a + w and stars_in,
        free and stars_in and ads_in,
    )


def add(classes: Classes, kind: str, sign: int = 1) -> Classes:
    """Classes with one card of `kind` added (or removed, with sign -1)."""
    stars, ads, flex = classes
    if kind == "star":
        return stars + sign, ads, flex
    if kind == "ad":
        return stars, ads + sign, flex
    return stars, ads, flex + sign
