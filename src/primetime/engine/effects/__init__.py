"""Card effects, one module per card family, registered by effect id."""
