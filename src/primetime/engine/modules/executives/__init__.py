"""Megacorp's Executives: the module that deals the boards (`choosing.py`), what every board can
do (`base.py`), and one file per executive, each registering its board's `Executive` effect."""
