"""A card data file that is not valid (one being edited for the lab, say) stops every command with
one `error:` line naming the file, the card, the field and what it allows: no traceback, and no
game started only to fail (`simulate` and `tournament` failed each game with it)."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from primetime.cards import loader
from primetime.cli.main import main

BROKEN = (
    'error: primetime.toml: show "wide-world-of-shorts": field "rows": must be 4 season rows of'
    " 2-14 viewers, got [16, 18, 14, 11]"
)


@pytest.fixture
def broken_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    data = tmp_path / "data"
    shutil.copytree(loader.DATA_DIR, data)
    base = data / "primetime.toml"
    text = base.read_text()
    edited = text.replace("rows = [11, 13, 9, 6]", "rows = [16, 18, 14, 11]", 1)
    assert edited != text
    base.write_text(edited)
    monkeypatch.setattr(loader, "DATA_DIR", data)
    loader.load_box.cache_clear()
    loader.load_boxes.cache_clear()
    yield
    monkeypatch.undo()
    loader.load_box.cache_clear()
    loader.load_boxes.cache_clear()


@pytest.mark.parametrize(
    "command",
    [
        ["simulate", "--games", "2"],
        ["tournament", "--games", "2"],
        ["play", "--players", "2", "--names", "Ann,Bob"],
        ["serve", "--db", ":memory:"],
        ["cards"],
    ],
    ids=lambda command: command[0],
)
def test_a_command_stops_with_one_line_on_card_data_that_is_not_valid(
    broken_data: None,
    command: list[str],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(sys, "argv", ["primetime", *command])
    with pytest.raises(SystemExit) as stopped:
        main()
    assert stopped.value.code == 2
    out, err = capsys.readouterr()
    assert err.strip() == BROKEN and "Traceback" not in out + err
