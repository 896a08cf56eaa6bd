"""Adapters that make primetime a game of other research libraries (the `[rl]` extra).

- `primetime.adapters.openspiel`: registers `python_primetime` with OpenSpiel (`pyspiel`), with
  explicit chance nodes, a fixed integer action space, observation and information-state strings
  and tensors, and `resample_from_infostate` built on the engine's `determinize`.
- `primetime.adapters.openspiel_bot`: the `openspiel-ismcts:sims=N` bot, OpenSpiel's ISMCTS playing
  from our views, for `primetime tournament`.
- `primetime.adapters.pettingzoo`: a PettingZoo AEC environment (`env(players=...)`).
- `primetime.adapters.gym_env`: a single-agent Gymnasium environment (our bots in the other seats).

Shared by all of them: `action_space` (every option the engine can offer as one integer id) and
`encoding` (fixed-size tensors, canonical strings, bounded returns, a text board).

Nothing here is imported by the engine; importing this package itself imports no third-party
library, so the adapters' modules can be imported one by one.
"""
