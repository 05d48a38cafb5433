"""English nouns after a count agree with it: "1 card in hand", "2 cards in hand", "value 1 gem".

A template says ``{n} {n:card|cards}``; the translator and the log's pieces choose the word by the
count. Korean has no plural and needs no such field."""

from __future__ import annotations

import re

from game.metaversus.records import Drew
from scenes.i18n import Translator, load_table, plural
from scenes.log_text import plain

# plural nouns the tables put after a number, with their singulars
NOUNS = {
    "cards": "card",
    "gems": "gem",
    "uses": "use",
    "stars": "star",
    "dice": "die",
    "turns": "turn",
    "moves": "move",
    "games": "game",
    "decisions": "decision",
    "kinds": "kind",
    "characters": "character",
    "buys": "buy",
    "weapons": "weapon",
    "wounds": "wound",
    "bystanders": "bystander",
    "villains": "villain",
    "heroes": "hero",
}
# fields that name something rather than count it ("{player} draws", "{card} moves")
NAMES = {"player", "card", "name", "energy", "expansion", "packs", "target_card"}
BARE = re.compile(r"\{(\w+)\} (" + "|".join(NOUNS) + r")\b")


def test_the_count_chooses_the_word():
    tr = Translator("en")
    assert tr("mv_ui.hand_count", n=1) == "1 card in hand"
    assert tr("mv_ui.hand_count", n=0) == "0 cards in hand"
    assert tr("mv_ui.hand_count", n=5) == "5 cards in hand"
    assert tr("mv_ui.tip.number.currency", n=1) == "value 1 gem"
    assert tr("mv_ui.float.buys", n="+1") == "+1 buy"
    assert tr("mv_ui.float.buys", n="+2") == "+2 buys"
    assert tr("dm.choose.cost", cost=3, left=1) == "cost 3, 1 die left"
    assert tr("dm.choose.cost", cost=3, left=2) == "cost 3, 2 dice left"
    assert plural(1, "card|cards") == "card" and plural("x", "card|cards") == "cards"


def test_a_missing_count_still_fills_the_rest_and_korean_is_unchanged():
    tr = Translator("en")
    tr.strict = False
    assert tr("mv_ui.hand_count") == "… cards in hand"
    ko = Translator("ko")
    assert "{" not in ko("mv_ui.hand_count", n=1)


def test_log_lines_choose_the_word_too():
    tr = Translator("en")
    assert plain(tr, "metaversus", Drew(0, 1), ["Ada", "Bob"]) == "Ada draws 1 card"
    assert plain(tr, "metaversus", Drew(0, 3), ["Ada", "Bob"]) == "Ada draws 3 cards"


def test_no_english_count_is_followed_by_a_fixed_plural():
    table = load_table("en")
    bare = []
    for key, template in table.items():
        if ".many" in key or "many." in key or key.endswith("_many"):
            continue  # said only of two or more
        for m in BARE.finditer(template):
            if m.group(1) not in NAMES:
                bare.append(f"{key}: {template}")
        if "(s)" in template:
            bare.append(f"{key}: {template}")
    assert not bare, "\n".join(bare)
