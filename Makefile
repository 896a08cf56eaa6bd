# The two commands of the README. Each creates .venv if missing and installs the project into it.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: play test lint bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# `make play` installs only what playing needs; `make test` adds the test and research extras.
$(VENV)/.installed-play: $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed: $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,rl,lab]'
	touch $@ $(VENV)/.installed-play

play: $(VENV)/.installed-play
	$(BIN)/primetime play

test: $(VENV)/.installed
	$(BIN)/python -m ruff check src tests benchmarks
	$(BIN)/python -m mypy
	$(BIN)/python -m pytest -n auto

bench: $(VENV)/.installed
	$(BIN)/primetime bench

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
