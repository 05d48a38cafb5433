"""Project rules that keep the engine pure and the project consistent."""

from __future__ import annotations

import json
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import game

ROOT = Path(__file__).resolve().parents[2]


def test_game_package_never_imports_pygame():
    modules = ["game"] + [m.name for m in pkgutil.walk_packages([str(ROOT / "game")], prefix="game.")]
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}:\n"
        "    importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.') or m.startswith('pygame_gui'))\n"
        "assert not bad, bad\n"
        "print(len(sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


def test_game_package_uses_no_global_random_or_clock():
    pattern = re.compile(
        r"^\s*(import random|from random import|import time|from time import|import datetime)", re.M
    )
    offenders = [
        str(p.relative_to(ROOT))
        for p in (ROOT / "game").rglob("*.py")
        if pattern.search(p.read_text(encoding="utf-8")) and p.name != "simulate.py"
    ]
    assert offenders == []


def test_readme_test_command_is_what_ci_runs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    # the virtual environment is made in the same command: a stock Debian/Ubuntu Python refuses
    # a plain pip install (externally managed)
    m = re.search(
        r"```(?:sh|bash)?\npython3 -m venv \.venv && \.venv/bin/pip install -r requirements-dev\.txt && \.venv/bin/python -m pytest([^\n]*)\n```",
        readme,
    )
    assert m, "README needs the install-and-test command in its Quickstart"
    assert f"python3 -m pytest{m.group(1)}\n" in ci
    assert (
        "python3 -m venv .venv && .venv/bin/pip install -r requirements.txt && .venv/bin/python main.py"
        in readme
    )


def test_requirements_are_pinned_and_name_one_pygame():
    lines = [
        line.strip()
        for name in ("requirements.txt", "requirements-dev.txt")
        for line in (ROOT / name).read_text().splitlines()
        if line.strip() and not line.startswith(("#", "-r"))
    ]
    assert all("==" in line for line in lines), lines
    names = {line.split("==")[0].lower() for line in lines}
    assert "pygame-ce" in names and "pygame" not in names


def test_string_tables_have_the_same_keys_in_both_languages():
    base = ROOT / "assets" / "i18n"
    # glossary/ holds each game's terms (one file per game, both languages in it), not a string table
    pairs = [(base / "en.json", base / "ko.json")] + [
        (d / "en.json", d / "ko.json") for d in base.iterdir() if d.is_dir() and d.name != "glossary"
    ]
    for en, ko in pairs:
        assert en.exists() and ko.exists(), f"{en.parent} needs both en.json and ko.json"
        a, b = json.loads(en.read_text("utf-8")), json.loads(ko.read_text("utf-8"))
        assert sorted(set(a) - set(b)) == [], f"only in {en}"
        assert sorted(set(b) - set(a)) == [], f"only in {ko}"
        empty = [k for k, v in {**a, **b}.items() if not str(v).strip()]
        assert empty == []
        placeholders = [
            k for k in a if set(re.findall(r"{(\w+)}", a[k])) != set(re.findall(r"{(\w+)}", b[k]))
        ]
        assert placeholders == [], f"{ko}: placeholders differ from English"
        # a Korean value without Hangul that holds an English word was never translated
        # (abbreviations such as "KO" or "HQ" are how Korean players say them too)
        hangul = re.compile(r"[\uac00-\ud7a3]")
        untranslated = [
            k
            for k, v in b.items()
            if not hangul.search(v) and re.search(r"[A-Za-z]{4,}", re.sub(r"{\w+}", "", v))
        ]
        assert untranslated == [], f"{ko}: untranslated"


def test_every_string_key_the_shell_uses_exists():
    from scenes.i18n import load_table

    # every table the app loads: the shared one and each area's own (assets/i18n/<area>/)
    tables = {lang: load_table(lang) for lang in ("en", "ko")}
    used: set[str] = set()
    for path in list((ROOT / "scenes").glob("*.py")):
        used |= set(re.findall(r"""\.t\(\s*"([a-z_]+\.[a-z_.]+)\"""", path.read_text("utf-8")))
    missing = sorted(k for k in used if k not in tables["en"] or k not in tables["ko"])
    assert missing == []


def test_rules_pages_exist_in_both_languages():
    from scenes.rules_scene import PAGES

    for page in PAGES:
        for lang in ("en", "ko"):
            text = (ROOT / "assets" / "rules" / page / f"{lang}.md").read_text("utf-8")
            assert text.startswith("# ") and len(text) > 300


def test_registry_lists_games_with_their_contract():
    for name, cls in game.GAMES.items():
        assert cls.NAME == name
        assert hasattr(cls, "new")
