"""The engine's work loop: a stack of steps, and decisions that pause it.

A step is a tuple `(name, *args)` of plain values; its handler may change the state, push more
steps, or stop at a decision by setting `state.pending = (kind, player, *context)`. The decision's
options are computed from the state when asked for, so a paused state is just data: it can be
cloned, redacted into a view, determinized and resumed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from .decision import Decision, Prompt, word
from .effect import EFFECTS
from .events import Event
from .options import Option
from .sources import CardTable, begin_listing, check_table
from .state import GameState

StepFn = Callable[..., None]
OptionsFn = Callable[..., Sequence[Option]]
ResolveFn = Callable[..., None]
PromptFn = Callable[..., str]
# A prompt worded from the options listed: (state, options, player, *context) -> its words, or
# what words them when first read (`Prompt`)
WordedFn = Callable[..., Prompt]

STEPS: Final[dict[str, StepFn]] = {}
REVEALING: Final[set[str]] = set()  # steps that reveal secret choices (`step(reveals=True)`)


class Ask:
    """How one kind of decision lists its options, words its prompt and applies a choice, and
    what it is, in a few sentences for a player who asks (`help`)."""

    __slots__ = ("kind", "options", "resolve", "prompt", "worded", "help", "about", "remembers")

    def __init__(
        self,
        kind: str,
        options: OptionsFn,
        resolve: ResolveFn,
        prompt: PromptFn,
        help: str,
        about: int | None = None,
        worded: WordedFn | None = None,
        remembers: bool = False,
    ) -> None:
        self.kind = kind
        self.options = options
        self.resolve = resolve
        self.prompt = prompt  # from the state alone (a preview's next decision)
        self.worded = worded  # from the options just listed, if the prompt names them
        self.help = help
        self.about = about  # which of the decision's context is the card it is about, if one
        # whether its listing keeps a memo while it lasts (`sources.begin_listing`): a turn's
        # asks the cards in play and the green room again and again; for the other kinds,
        # making a memo for every player costs more than it saves
        self.remembers = remembers


ASKS: Final[dict[str, Ask]] = {}


def step(name: str, reveals: bool = False) -> Callable[[StepFn], StepFn]:
    """Register a step handler under `name`; `reveals`: it turns up cards chosen in secret (the
    kept Pilot Season cards, executives), which a preview from one seat's view stops before."""

    def register(fn: StepFn) -> StepFn:
        if name in STEPS:
            raise ValueError(f"step {name!r} registered twice")
        STEPS[name] = fn
        if reveals:
            REVEALING.add(name)
        return fn

    return register


def decision(
    kind: str,
    options: OptionsFn,
    prompt: PromptFn | str,
    *,
    help: str,
    about: int | None = None,
    worded: WordedFn | None = None,
    remembers: bool = False,
) -> Callable[[ResolveFn], ResolveFn]:
    """Register the resolver of a decision kind with its options, its prompt and its help
    (what this kind of decision is, for every interface's help; `presentation.decision_help`);
    `about`: the place in the decision's context (after the player) of the card it is about,
    whose text the help adds (a card's own choice, the promo to pay for). `worded`: the prompt
    from the options listed (`prompt` then is "" and unused: it lists them itself).
    `remembers`: its listing keeps a memo while it lasts (`Ask.remembers`)."""
    prompt_fn: PromptFn = prompt if callable(prompt) else (lambda state, player, *ctx: prompt)
    if worded is not None:
        prompt_fn = _worded_alone(options, worded)
    if not help:
        raise ValueError(f"decision {kind!r} needs its help: what it is, for a player who asks")

    def register(fn: ResolveFn) -> ResolveFn:
        if kind in ASKS:
            raise ValueError(f"decision {kind!r} registered twice")
        ASKS[kind] = Ask(kind, options, fn, prompt_fn, help, about, worded, remembers)
        return fn

    return register


def _worded_alone(options: OptionsFn, worded: WordedFn) -> PromptFn:
    """A prompt worded from the options, for a caller that has not listed them."""

    def prompt(state: GameState, player: int, *context: Any) -> str:
        return word(worded(state, tuple(options(state, player, *context)), player, *context))

    return prompt


def then(state: GameState, *frames: tuple[Any, ...]) -> None:
    """Schedule steps to run next, in the order given (before anything already scheduled)."""
    stack = state.stack
    count = len(frames)
    if count == 1:  # mostly a single step, else mostly two
        stack.append(frames[0])
        return
    if count == 2:
        stack.append(frames[1])
        stack.append(frames[0])
        return
    then_all(state, frames)


def then_all(state: GameState, frames: Sequence[tuple[Any, ...]]) -> None:
    """`then` of steps gathered in a list: no call spreading them (which the interpreter runs
    as a call from C, not in its own loop)."""
    state.stack.extend(reversed(frames))  # (one call, no loop; `reversed` copies nothing)


def ask(state: GameState, kind: str, player: int, *context: Any) -> None:
    """Stop at a decision of `kind` for `player`."""
    state.pending = (kind, player) + context


def ask_listed(
    state: GameState, options: Sequence[Option], kind: str, player: int, *context: Any
) -> None:
    """Stop at a decision whose options the step has just listed (the same `ASKS[kind]`
    would list now): they are kept for its listing, until the decision is resolved."""
    state.pending = (kind, player) + context
    state.listed = tuple(options)


def emit(
    state: GameState,
    kind: str,
    player: int | None,
    /,
    private: int | None = None,
    public: dict[str, Any] | None = None,
    **data: Any,
) -> None:
    """Append an event to the log."""
    # (state, kind and player positional only: the interpreter matches each keyword of the
    # data against the names that may be given by keyword, by comparing strings. No key of
    # the data may be named state, kind or player: the compiled build would drop it.)
    state.log.append(Event(kind, player, data, private, public))


def emit_data(state: GameState, kind: str, player: int | None, data: dict[str, Any], /) -> None:
    """`emit` for an event everyone may see, its data a dict the caller makes: for the commonest
    events (a card dealt or discarded, a turn begun), as a call's keywords cost more than the
    call (the interpreter collects them into a new dict name by name)."""
    state.log.append(Event(kind, player, data))


def run(state: GameState) -> None:
    """Run steps until a decision is pending or the game is over."""
    check_table(state)
    _run_steps(state)


def _run_steps(state: GameState) -> None:
    """`run` once the card table is checked (`resolve` has just checked it)."""
    stack = state.stack
    steps = STEPS
    while state.pending is None and stack:
        frame = stack.pop()
        handler = steps[frame[0]]
        # the usual arities called directly: no tuple of the arguments made per step, and no
        # call spreading one (which the interpreter runs as a call from C, not in its own loop)
        size = len(frame)
        if size == 2:
            handler(state, frame[1])
        elif size == 1:
            handler(state)
        elif size == 3:
            handler(state, frame[1], frame[2])
        elif size == 5:  # (settling what was attached: every Add or Replace and production)
            handler(state, frame[1], frame[2], frame[3], frame[4])
        elif size == 4:
            handler(state, frame[1], frame[2], frame[3])
        else:
            handler(state, *frame[1:])


def options_of(state: GameState) -> tuple[Option, ...]:
    """The legal options of the pending decision."""
    pending = state.pending
    assert pending is not None
    listed = state.listed
    if listed is not None:
        return listed
    began = begin_listing(state)
    try:
        if len(pending) == 2:  # the player alone: as `current_decision` lists it
            return tuple(ASKS[pending[0]].options(state, pending[1]))
        return tuple(ASKS[pending[0]].options(state, *pending[1:]))
    finally:
        if began:  # (`end_listing`, spelled out: every search step lists)
            state.memo = None


def current_decision(state: GameState) -> Decision | None:
    """The pending decision, built from the state (None when the game is over)."""
    pending = state.pending
    if pending is None:
        return None
    spec = ASKS[pending[0]]
    player: int = pending[1]
    table: CardTable = state.table  # (`check_table`, spelled out: every decision)
    if table.registered != len(EFFECTS):
        check_table(state)
    listed = state.listed
    # Options a step has just listed are kept (`ask_listed`): only the prompt is made, which
    # the listing's memo would hardly serve; and only a kind that `remembers` keeps one.
    # (`begin_listing`, spelled out: every decision.)
    began = listed is None and state.memo is None and spec.remembers
    if began:
        memo: list[dict[str, Any]] = []
        for _ in state.players:  # (a loop: a comprehension is a function called)
            memo.append({})
        state.memo = memo
    prompt: Prompt
    try:
        worded = spec.worded
        if len(pending) == 2:  # mostly the player alone: no tuple of the context made, as in
            # `resolve`, and no call spreading one
            options = listed if listed is not None else tuple(spec.options(state, player))
            if worded is None:
                prompt = spec.prompt(state, player)
            else:
                prompt = worded(state, options, player)
        else:
            context = pending[1:]  # the player, then the decision's own context
            options = listed if listed is not None else tuple(spec.options(state, *context))
            if worded is None:
                prompt = spec.prompt(state, *context)
            else:
                prompt = worded(state, options, *context)
    finally:
        if began:  # (`end_listing`, spelled out: every decision)
            state.memo = None
    probabilities: tuple[float, ...] = ()
    if player < 0 and options:
        probabilities = (1.0 / len(options),) * len(options)
    return Decision(player, pending[0], prompt, options, probabilities)


def resolve(state: GameState, option: Option) -> None:
    """Apply a legal option to the pending decision and run on to the next one."""
    pending = state.pending
    assert pending is not None
    state.pending = None
    state.listed = None
    table: CardTable = state.table  # (`check_table`, spelled out: every decision)
    if table.registered != len(EFFECTS):
        check_table(state)
    resolver = ASKS[pending[0]].resolve
    size = len(pending)
    if size == 2:  # mostly a player alone: no tuple of the context made
        resolver(state, option, pending[1])
    elif size == 3:  # (a keep of one card drawn: no call spreading the context)
        resolver(state, option, pending[1], pending[2])
    else:
        resolver(state, option, *pending[1:])
    _run_steps(state)
