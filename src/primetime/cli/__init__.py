"""The `primetime` command."""
