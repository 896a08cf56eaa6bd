"""Modules and variants: what each changes in the flow of a game, registered by name.

Each file of this package (and of `executives/`) registers its module with `@module("name")`;
`engine.registry.load_rules()` imports them all. Nothing here imports a module by hand.
"""

from .base import ActiveModules, Module, active_modules, geometry_of, module, modules_of

__all__ = ["ActiveModules", "Module", "active_modules", "geometry_of", "module", "modules_of"]
