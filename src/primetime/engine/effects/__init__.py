"""Card effects, one file per card family; each registers its effects by id when loaded
(`engine.registry.load_rules()` loads every file)."""
