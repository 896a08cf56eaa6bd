"""Card effects, one module per card family, registered by effect id."""

from . import base, network_immediate, network_use, shows, stars  # noqa: F401
