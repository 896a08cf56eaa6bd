"""`mypyc_attr`, the compiled build's class options, without needing mypy_extensions at run time;
`fields_of`, an object's fields in either build; `made_again`, how a plain class pickles.

Base classes that interpreted code subclasses (tests' example module, the modules not compiled)
are marked `@mypyc_attr(allow_interpreted_subclasses=True)`; in the pure build it does nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr
else:
    try:
        from mypy_extensions import mypyc_attr
    except ImportError:  # a pure install (`make play`) has no mypy_extensions

        def mypyc_attr(*args, **kwargs):
            return lambda cls: cls


def fields_of(value: Any) -> dict[str, Any]:
    """An object's fields by name: the compiled build's native ones (a native class lists them
    in `__mypyc_attrs__`) and those in its `__dict__` (an interpreted class, or subclass)."""
    names = getattr(type(value), "__mypyc_attrs__", ())
    fields = {n: getattr(value, n) for n in names if n != "__dict__" and hasattr(value, n)}
    fields.update(getattr(value, "__dict__", {}))
    return fields


def made_again(value: Any, *args: object) -> tuple[object, ...]:
    """A `__reduce__` for a plain class whose constructor needs `args`: unpickling makes the
    object with them, then sets every field (a field added later is pickled with no change
    here). The compiled build's classes take no part in Python's default unpickling, which
    makes an object without its `__init__`; server bot workers and the OpenSpiel adapter pickle
    games, views and bots."""
    return (type(value), args, value.__getstate__())


__all__ = ["fields_of", "made_again", "mypyc_attr"]
