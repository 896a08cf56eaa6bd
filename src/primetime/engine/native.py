"""`mypyc_attr`, the compiled build's class options, without needing mypy_extensions at run time.

Base classes that interpreted code subclasses (tests' example module, the modules not compiled)
are marked `@mypyc_attr(allow_interpreted_subclasses=True)`; in the pure build it does nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr
else:
    try:
        from mypy_extensions import mypyc_attr
    except ImportError:  # a pure install (`make play`) has no mypy_extensions

        def mypyc_attr(*args, **kwargs):
            return lambda cls: cls


__all__ = ["mypyc_attr"]
