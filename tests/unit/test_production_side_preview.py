"""Attaching while producing says the side a card will go on in each timeslot the show may go
into, and it is the engine's answer (`engine.sides.side_in_timeslot`, the function settling the
sides uses too), never the presentation's own reading of the card's condition: with Starryeye an
ad with a condition (a promo too) goes upside down wherever the show goes (RULINGS 7.4); Viral
Marketer lets a promo go upright unpaid. Whatever the preview promised for a timeslot is what
choosing that timeslot settles."""

from __future__ import annotations

import re

import pytest

from helpers import attachments, options
from primetime import Game
from primetime.engine.modules.executives.starryeye import superstars
from primetime.engine.production import timeslots_open
from primetime.engine.scenario import Scenario
from primetime.engine.scoring import attached_values
from primetime.engine.sides import CHOICE, FREE_PROMO, IGNORE, PROMO, Side, side_in_timeslot
from primetime.engine.slots import counts_attachments
from primetime.presentation import option_preview

ANN = 0
SLOTS = ("daytime", "primetime", "latenight")
NAMES = {"Daytime": 0, "Primetime": 1, "Late Night": 2}
STARRYEYE = (
    "(Starryeye: every ad with a condition of any kind goes on upside down, even when the "
    "condition is met)"
)


def producing(
    *green_room: str,
    show: str = "dawsons-reek",
    cash: int = 20,
    scores: tuple[int, int] | None = None,
    **config: object,
) -> Game:
    """Ann producing `show` (Dawson's Reek: Drama, a star slot and an optional ad slot) with
    these cards in her green room, and Character Actor (a star, no condition) attached first to
    fill the star slot when an ad is tested; `scores`: Ann's and Bob's viewers last round."""
    sc = Scenario(["Ann", "Bob"], **config).cash(ANN, cash)
    if scores is not None:
        sc.scores(ANN, scores[0]).scores(1, scores[1])
    first = any(sc.state.cards[c].kind == "ad" for c in green_room)
    sc.green_room(ANN, *green_room, *(("character-actor",) * first))
    if "moguls" in config.get("modules", ()):  # type: ignore[operator]
        sc.state.parts["moguls"].taken[ANN] = green_room[-1]  # type: ignore[attr-defined]
    sc.display(show=[show], star=[], ad=[], network=[])
    game = sc.start_turn(ANN)
    game.choose(f"produce {show}")
    if first:
        game.choose("pick character-actor")
    assert game.decision is not None and game.decision.kind == "production-attach"
    return game


def starryeye(*green_room: str, show: str = "dawsons-reek") -> Game:
    """Ann is Starryeye (Bob is Cable)."""
    return producing(*green_room, show=show, executives={"Ann": "starryeye", "Bob": "cable"})


def holding_mogul(*green_room: str) -> Game:
    """Ann holds the last card, a mogul."""
    return producing(*green_room, modules=("moguls",))


def preview(game: Game, choice: str) -> str:
    decision = game.decision
    assert decision is not None
    [option] = [o for o in decision.options if str(o) == choice]
    return option_preview(game.view(ANN), option)


def sides(game: Game, card: str, down: bool = False) -> list[bool]:
    """The engine's answer for each timeslot (daytime, primetime, late night)."""
    state = game.state
    assert timeslots_open(state, ANN) == [0, 1, 2]
    return [side_in_timeslot(state, ANN, card, t, down).upright for t in range(3)]


def settled(game: Game, choice: str, card: str, timeslot: int, *then: str) -> bool:
    """On a copy: attach the card (`choice`), finish, put the show in `timeslot`, answer the
    questions that follow (`then`, in order of asking): the side the card was settled on."""
    return dict(attachments(settle(game, choice, timeslot, *then), timeslot))[card]


def settled_values(
    game: Game, choice: str, card: str, timeslot: int, *then: str
) -> tuple[int, int, int]:
    """The same, then what the card gives there: (viewers, income, expenses) on the show."""
    copy = settle(game, choice, timeslot, *then)
    show = copy.state.players[ANN].lineup[timeslot]
    assert show is not None
    return attached_values(copy.state, show, card, dict(show.attachments)[card])


def settle(game: Game, choice: str, timeslot: int, *then: str) -> Game:
    copy = Game(game.state.clone())
    copy.choose(choice)
    for answer in then:
        if answer in options(copy):
            copy.choose(answer)
    if copy.decision is not None and copy.decision.kind == "production-attach":
        copy.choose("done")
    copy.choose(f"timeslot {SLOTS[timeslot]}")
    for answer in then:
        if copy.decision is not None and answer in options(copy):
            copy.choose(answer)
    assert copy.decision is not None and copy.decision.kind == "turn"  # all settled
    return copy


def promised(text: str) -> dict[int, tuple[bool, tuple[int, int, int]]]:
    """What an attach preview promises in each timeslot: the side, and the (viewers, income,
    expenses) it quotes for it."""
    words = text.removeprefix("attach it, ").removeprefix("with what is attached so far, ")
    words = words.split("; ")[0]
    found: dict[int, tuple[bool, tuple[int, int, int]]] = {}
    name = "(?:" + "|".join(NAMES) + ")"
    for way in re.split(r", else (?=upright in|upside down in)", words):
        match = re.match(rf"(upright|upside down) in (any timeslot|{name}(?: or {name})*)", way)
        assert match is not None, way
        where = match[2]
        slots = range(3) if where == "any timeslot" else [NAMES[w] for w in where.split(" or ")]
        quoted = way.rsplit(": ", 1)[1]
        values = tuple(
            int(m[1]) if (m := re.search(pattern, quoted)) else 0
            for pattern in (r"(\d+) viewers?", r"\$(\d+)M income", r"\$(\d+)M expenses")
        )
        for timeslot in slots:
            found[timeslot] = (match[1] == "upright", values)  # type: ignore[assignment]
    return found


def assert_settled_as_promised(
    game: Game, choice: str, card: str, expected: list[bool], *then: str
) -> None:
    """The preview promises `expected` (a side for each timeslot), and choosing each timeslot
    settles that side, number for number (the values quoted are those of the side settled)."""
    promise = promised(preview(game, choice))
    assert [promise[t][0] for t in range(3)] == expected
    for timeslot, (upright, values) in promise.items():
        assert settled(game, choice, card, timeslot, *then) is upright, SLOTS[timeslot]
        assert settled_values(game, choice, card, timeslot, *then) == values, SLOTS[timeslot]


def test_a_timeslot_condition_holds_in_its_timeslot_only() -> None:
    game = producing("laundry-soap")  # an ad: upright ($2M) only on a show in Daytime, else $1M
    assert sides(game, "laundry-soap") == [True, False, False]
    assert preview(game, "pick laundry-soap").startswith(
        "attach it, upright in Daytime: 0 viewers, $2M income, else upside down in Primetime "
        "or Late Night (needs: on a show in Daytime): 0 viewers, $1M income; "
    )
    assert_settled_as_promised(game, "pick laundry-soap", "laundry-soap", [True, False, False])


def test_with_starryeye_a_conditional_ad_goes_upside_down_in_every_timeslot() -> None:
    game = starryeye("laundry-soap")
    assert sides(game, "laundry-soap") == [False, False, False]
    side = side_in_timeslot(game.state, ANN, "laundry-soap", 0)
    assert side == Side(False, by="starryeye")  # met in Daytime, forced upside down anyway
    assert preview(game, "pick laundry-soap").startswith(
        f"attach it, upside down in any timeslot {STARRYEYE}: 0 viewers, $1M income; "
    )
    plain = "pick starryeye plain"  # Character Actor stays a plain star
    assert_settled_as_promised(game, "pick laundry-soap", "laundry-soap", [False] * 3, plain)


def test_with_starryeye_a_promo_goes_upside_down_even_with_viral_marketer() -> None:
    game = starryeye("promo-stay-tuned")
    assert side_in_timeslot(game.state, ANN, "promo-stay-tuned", 1) == Side(False, by="starryeye")
    assert preview(game, "pick promo-stay-tuned").startswith(
        f"attach it, upside down in any timeslot {STARRYEYE}: 0 viewers, $2M income; "
    )
    choice, plain = "pick promo-stay-tuned", "pick starryeye plain"
    assert_settled_as_promised(game, choice, "promo-stay-tuned", [False] * 3, plain)


def test_a_promo_stays_upright_if_paid_and_free_with_viral_marketer() -> None:
    game = producing("promo-stay-tuned")  # $3M to keep it upright
    assert side_in_timeslot(game.state, ANN, "promo-stay-tuned", 0) == Side(True, PROMO)
    assert preview(game, "pick promo-stay-tuned").startswith(
        "attach it, upright in any timeslot if you pay $3M (promo), else upside down: "
        "2 viewers, $2M income; "
    )
    pay = "promo promo-stay-tuned pay"
    assert_settled_as_promised(game, "pick promo-stay-tuned", "promo-stay-tuned", [True] * 3, pay)
    free = holding_mogul("promo-stay-tuned", "viral-marketer")
    assert side_in_timeslot(free.state, ANN, "promo-stay-tuned", 2) == Side(True, FREE_PROMO)
    assert preview(free, "pick promo-stay-tuned").startswith(
        "attach it, upright in any timeslot without paying its promo cost (an effect allows "
        "it): 2 viewers, $2M income; "
    )
    assert_settled_as_promised(free, "pick promo-stay-tuned", "promo-stay-tuned", [True] * 3, pay)


@pytest.mark.parametrize(
    ("show", "upright", "words"),
    [
        ("dawsons-reek", True, "upright in any timeslot: 6 viewers, $3M expenses"),
        (
            "star-trick",
            False,
            "upside down in any timeslot (needs: on a Drama show): 3 viewers, $1M expenses",
        ),
    ],
)
def test_a_genre_condition_is_the_shows_genre_wherever_it_goes(
    show: str, upright: bool, words: str
) -> None:
    game = producing("method-actor", show=show)  # a star: upright only on a Drama show
    assert sides(game, "method-actor") == [upright] * 3
    assert preview(game, "pick method-actor").startswith(f"attach it, {words}; ")
    assert_settled_as_promised(game, "pick method-actor", "method-actor", [upright] * 3)


def test_the_genre_a_versatile_actor_gave_the_show_counts() -> None:
    game = producing("versatile-actor", "method-actor", show="star-trick")  # Sci-Fi
    assert sides(game, "method-actor") == [False] * 3
    game.choose("pick versatile-actor down")
    game.choose("genre drama")
    assert sides(game, "method-actor") == [True] * 3
    assert preview(game, "pick method-actor").startswith(
        "attach it, upright in any timeslot: 6 viewers, $3M expenses; "
    )
    assert_settled_as_promised(game, "pick method-actor", "method-actor", [True] * 3)


def test_a_card_with_no_condition_goes_upright_in_any_timeslot() -> None:
    game = producing("character-actor")
    assert sides(game, "character-actor") == [True] * 3
    assert preview(game, "pick character-actor").startswith(
        "attach it, upright in any timeslot: 3 viewers; "
    )
    assert_settled_as_promised(game, "pick character-actor", "character-actor", [True] * 3)


def test_attached_upside_down_by_choice() -> None:
    game = producing("versatile-actor")  # upright 4 viewers, $1M; upside down 2 viewers
    assert "pick versatile-actor down" in options(game)
    assert sides(game, "versatile-actor") == [True] * 3
    assert sides(game, "versatile-actor", down=True) == [False] * 3
    assert side_in_timeslot(game.state, ANN, "versatile-actor", 0, True) == Side(False, by=CHOICE)
    assert preview(game, "pick versatile-actor down").startswith(
        "attach it, upside down in any timeslot: 2 viewers; "
    )
    assert preview(game, "pick versatile-actor").startswith(
        "attach it, upright in any timeslot: 4 viewers, $1M expenses; "
    )
    choice = "pick versatile-actor down"
    assert_settled_as_promised(game, choice, "versatile-actor", [False] * 3, "genre sitcom")
    # once attached, the production remembers it goes upside down
    game.choose(choice)
    game.choose("genre sitcom")
    assert sides(game, "versatile-actor") == [False] * 3


def test_a_condition_counting_the_other_cards_says_so() -> None:
    """Cheeky Friend needs another star on the show: what is attached so far decides it."""
    game = producing("cheeky-friend", "character-actor", show="star-trick")
    assert counts_attachments(game.state.cards["cheeky-friend"].condition)  # type: ignore[attr-defined]
    assert sides(game, "cheeky-friend") == [False] * 3
    assert preview(game, "pick cheeky-friend").startswith(
        "attach it, with what is attached so far, upside down in any timeslot (needs: on a "
        "show with another star): "
    )
    game.choose("pick character-actor")
    assert sides(game, "cheeky-friend") == [True] * 3
    assert preview(game, "pick cheeky-friend").startswith(
        "attach it, with what is attached so far, upright in any timeslot: 4 viewers"
    )
    assert_settled_as_promised(game, "pick cheeky-friend", "cheeky-friend", [True] * 3)


def test_a_promo_you_cannot_pay_for_is_previewed_upside_down() -> None:
    # $7M, less Dawson's Reek's $5M: $2M left, short of the promo's $3M, so the engine does not
    # ask and turns it upside down (`production._promo`)
    game = producing("promo-stay-tuned", cash=7)
    assert game.state.players[ANN].cash == 2
    assert preview(game, "pick promo-stay-tuned").startswith(
        "attach it, upside down in any timeslot (its promo costs $3M, you have $2M): "
    )
    assert_settled_as_promised(game, "pick promo-stay-tuned", "promo-stay-tuned", [False] * 3)


CHARITY = "charity-infomercial-mainstay"  # upright 5 viewers, $1M expenses; upside down 2 viewers
CHARITY_TEXT = (
    "(its effect: when attached, if your viewer score last round was higher than every other "
    "player's (not tied), rotate this star upside down)"
)
MAKE, PLAIN = "pick starryeye superstar", "pick starryeye plain"
SUPERSTAR = ("starryeye", "you make it a superstar")


def test_a_star_that_turns_itself_upside_down_when_attached_is_previewed_so() -> None:
    """Charity Infomercial Mainstay rotates itself upside down when attached after a round in
    which Ann had more viewers than anyone (rulebook, card clarifications)."""
    game = producing(CHARITY, scores=(30, 20))
    assert side_in_timeslot(game.state, ANN, CHARITY, 1) == Side(False, by=CHARITY)
    assert preview(game, f"pick {CHARITY}").startswith(
        f"attach it, upside down in any timeslot {CHARITY_TEXT}: 2 viewers; "
    )
    assert_settled_as_promised(game, f"pick {CHARITY}", CHARITY, [False] * 3)


@pytest.mark.parametrize("scores", [(20, 30), (30, 30), None], ids=["behind", "tied", "round 1"])
def test_the_same_star_stays_upright_after_a_round_it_did_not_win(
    scores: tuple[int, int] | None,
) -> None:
    game = producing(CHARITY, scores=scores)
    assert sides(game, CHARITY) == [True] * 3
    assert preview(game, f"pick {CHARITY}").startswith(
        "attach it, upright in any timeslot: 5 viewers, $1M expenses; "
    )
    assert_settled_as_promised(game, f"pick {CHARITY}", CHARITY, [True] * 3)


def test_with_starryeye_a_star_sent_upside_down_may_be_made_a_superstar() -> None:
    """The superstar question comes before the star's side is settled: a star whose condition
    fails goes upside down unless Ann makes it a superstar, then may ignore its condition."""
    game = starryeye("cheeky-friend")  # needs another star on the show: none yet
    assert side_in_timeslot(game.state, ANN, "cheeky-friend", 1) == Side(False, unless=SUPERSTAR)
    assert preview(game, "pick cheeky-friend").startswith(
        "attach it, with what is attached so far, upside down in any timeslot (needs: on a show "
        "with another star), unless you make it a superstar (Starryeye): "
    )
    choice = "pick cheeky-friend"
    assert_settled_as_promised(game, choice, "cheeky-friend", [False] * 3, PLAIN)
    assert settled(game, choice, "cheeky-friend", 1, MAKE, "pick cheeky-friend") is True
    assert settled(game, choice, "cheeky-friend", 1, MAKE, "pick cheeky-friend down") is False


def test_with_no_superstar_token_left_there_is_no_such_question() -> None:
    game = starryeye("cheeky-friend")
    superstars(game.state, ANN).extend(["character-actor", "versatile-actor"])  # both tokens
    assert side_in_timeslot(game.state, ANN, "cheeky-friend", 1) == Side(False)
    assert "superstar" not in preview(game, "pick cheeky-friend")
    assert settled(game, "pick cheeky-friend", "cheeky-friend", 1, MAKE) is False  # not asked


def test_a_star_turning_itself_down_may_be_made_a_superstar_or_kept_upright_as_one() -> None:
    """Charity Infomercial Mainstay after a winning round, Ann being Starryeye: "you may ignore
    any ... effect that would force you to rotate them upside down" once it is a superstar; if
    it is one already (back from the green room), she is asked whether to ignore its effect."""
    game = producing(CHARITY, scores=(30, 20), executives={"Ann": "starryeye", "Bob": "cable"})
    side = side_in_timeslot(game.state, ANN, CHARITY, 1)
    assert side == Side(False, by=CHARITY, unless=SUPERSTAR)
    assert preview(game, f"pick {CHARITY}").startswith(
        f"attach it, upside down in any timeslot {CHARITY_TEXT}, unless you make it a "
        "superstar (Starryeye): 2 viewers; "
    )
    assert settled(game, f"pick {CHARITY}", CHARITY, 1, PLAIN) is False
    assert settled(game, f"pick {CHARITY}", CHARITY, 1, MAKE, f"pick {CHARITY}") is True
    superstars(game.state, ANN).append(CHARITY)  # a superstar already
    assert side_in_timeslot(game.state, ANN, CHARITY, 1) == Side(True, IGNORE, by=CHARITY)
    assert preview(game, f"pick {CHARITY}").startswith(
        "attach it, upright in any timeslot if you ignore Charity Infomercial Mainstay's "
        "effect, else upside down: 5 viewers; "  # a superstar: its token covers the $1M
    )
    assert_settled_as_promised(game, f"pick {CHARITY}", CHARITY, [True] * 3, f"pick {CHARITY}")


@pytest.mark.parametrize("star", ["cross-promoting-star", "character-actor"])
def test_a_promo_rotated_then_turned_back_free_says_so(star: str) -> None:
    """Cross-Promoting Star, attached with a promo: "When you attach this star, rotate all
    upside down promo ads attached to the same show rightside up, without paying for them"
    (rulebook, card clarifications). Its effect comes after the promo question, so rotating
    the promo ends rightside up for free; with another star, rotating leaves it upside down."""
    sc = Scenario(["Ann", "Bob"]).cash(ANN, 20).green_room(ANN, star, "promo-stay-tuned")
    game = sc.display(show=["dawsons-reek"], star=[], ad=[], network=[]).start_turn(ANN)
    for choice in ("produce dawsons-reek", "pick promo-stay-tuned", f"pick {star}"):
        game.choose(choice)
    game.choose("timeslot primetime")
    assert game.decision is not None and game.decision.kind == "promo"
    rotate = preview(game, "promo promo-stay-tuned rotate")
    free = star == "cross-promoting-star"
    if free:
        assert rotate.startswith(
            "rotate it, then an effect turns it rightside up for free: +2 viewers, $2M income"
        )
    else:
        assert rotate.startswith("rotate it: $2M income, no viewers")
    cash = game.state.players[ANN].cash
    game.choose("promo promo-stay-tuned rotate")
    assert dict(attachments(game, 1))["promo-stay-tuned"] is free
    assert game.state.players[ANN].cash == cash


@pytest.mark.parametrize(("cash", "both"), [(6, False), (8, True)])
def test_a_second_promo_says_when_paying_for_the_first_leaves_too_little(
    cash: int, both: bool
) -> None:
    """Promos are asked for in the order attached, and one the player cannot pay for is turned
    without a question: with $4M left after Dextrous ($2M), paying $3M for Promo: Stay Tuned
    leaves $1M, short of Promo: Sneak Peek's $3M."""
    sc = (
        Scenario(["Ann", "Bob"])
        .cash(ANN, cash)
        .green_room(ANN, "promo-stay-tuned", "promo-sneak-peek")
    )
    game = sc.display(show=["dextrous"], star=[], ad=[], network=[]).start_turn(ANN)
    game.choose("produce dextrous")
    game.choose("pick promo-stay-tuned")
    side = side_in_timeslot(game.state, ANN, "promo-sneak-peek", 0)
    assert side == Side(True, PROMO, first=("promo-stay-tuned",))
    text = preview(game, "pick promo-sneak-peek")
    short = (
        f"(promo; you have ${cash - 2}M: only if you don't pay for Promo: Stay Tuned, asked first)"
    )
    assert (short in text) is not both
    assert text.startswith("attach it, upright in any timeslot if you pay $3M (promo")
    for first, second_asked in (("pay", both), ("rotate", True)):
        copy = Game(game.state.clone())
        copy.choose("pick promo-sneak-peek")
        copy.choose("timeslot daytime")
        copy.choose(f"promo promo-stay-tuned {first}")
        asked = copy.decision is not None and copy.decision.kind == "promo"
        assert asked is second_asked, first
        if asked:
            copy.choose("promo promo-sneak-peek pay")
        assert dict(attachments(copy, 0))["promo-sneak-peek"] is second_asked
