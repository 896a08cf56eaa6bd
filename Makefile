# The two commands of the README. Each creates .venv if missing and installs the project into it.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# The optional compiled build (mypyc) lives in its own environment, so the source tree and .venv
# stay pure Python (the default and the reference).
FAST ?= .venv-fast
FAST_BIN := $(FAST)/bin
# The tests run again against the compiled build: the engine's and the bots' (not the adapters',
# the lab's, the server's or the browser's, which only call the engine), and the server's bot
# workers (which pickle games, views and bots between processes).
FAST_TESTS ?= tests/golden tests/unit tests/cards tests/scenarios tests/properties tests/bots \
	tests/server/test_bot_workers.py
# ... but the effect-coverage counts: they wrap hook functions, which compiled callers don't see,
# and effect methods, which compiled (native) effects don't let be replaced; and the bytecode
# counts of benchmarks/bytecodes.py (compiled functions run no bytecode).
COVERAGE_TESTS := tests/properties/test_effect_coverage.py
FAST_LEAVE_OUT ?= $(COVERAGE_TESTS)::test_random_games_resolve_every_effect_in_the_data \
	$(COVERAGE_TESTS)::test_random_games_with_moguls_resolve_every_mogul_effect \
	tests/unit/test_bytecodes.py

.PHONY: play test lint bench fast test-fast bench-fast clean

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
	$(BIN)/python -m ruff format --check src tests benchmarks
	$(BIN)/python -m mypy
	$(BIN)/python -m pytest -n auto
	$(MAKE) test-fast

# Compile the hot modules with mypyc (setup.py lists them) into $(FAST): a non-editable install,
# rebuilt when any source changes. Needs a C compiler; without one, says so and stops.
$(FAST)/.installed: pyproject.toml setup.py $(shell find src -name '*.py')
	@command -v $${CC:-cc} >/dev/null 2>&1 || command -v gcc >/dev/null 2>&1 || \
		{ echo "make fast needs a C compiler (cc or gcc)"; exit 1; }
	test -x $(FAST_BIN)/python || $(PYTHON) -m venv $(FAST)
	touch $@.started  # its time, not the end's: a source changed during the build rebuilds
	$(FAST_BIN)/python -m pip install --quiet --upgrade pip 'setuptools>=77' wheel
	$(FAST_BIN)/python -m pip install --quiet '.[test,fast]'
	rm -rf build
	PRIMETIME_COMPILE=1 $(FAST_BIN)/python -m pip install --quiet --no-build-isolation \
		--no-deps --force-reinstall .
	rm -rf build
	mv $@.started $@

fast: $(FAST)/.installed

test-fast: $(FAST)/.installed
	PRIMETIME_EXPECT_COMPILED=1 $(FAST_BIN)/python -m pytest -n auto -p no:cacheprovider \
		$(addprefix --deselect ,$(FAST_LEAVE_OUT)) $(FAST_TESTS)

bench-fast: $(VENV)/.installed $(FAST)/.installed
	$(BIN)/primetime bench --baseline HEAD --python $(FAST_BIN)/python

bench: $(VENV)/.installed
	$(BIN)/primetime bench

clean:
	rm -rf $(VENV) $(FAST) build .pytest_cache .mypy_cache .ruff_cache
