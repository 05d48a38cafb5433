"""Words for actions and events, in the chosen language, as coloured segments; and the game log
told from the events: grouped by turn, with a summary per turn and housekeeping folded.

An event or action names its string key (``event.<game>.<kind>``) and its fields; the template
is filled here: player numbers become seat names, card ids become card names in the current
language (highlighted), everything else is shown as it is. The log keeps the records, not the
text, so switching the language re-translates the whole history.

``LogBook.build`` turns the opening events and the history of a session into ``LogGroup``s: one
per turn (a header "Turn 7 · Ada", a one-line summary of what the turn did, and its lines). A
line is either an event said through its own template or a ``Said``: a ``log.*`` template with
fields the log worked out (several dice rolled at once with their faces, the attacker a blocker
blocks, where damage came from, "4 dice: out of play → used").
"""

from __future__ import annotations

import string
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from . import josa
from .i18n import MISSING_VALUE, Translator

PLAYER_FIELDS = {
    "player",
    "owner",
    "attacker",
    "defender",
    "target_player",
    "winner",
    "seat",
    "by",
    "to_player",
    "from_player",
}
Segment = tuple[str, str]  # (text, style): "text", "player", "card", "number" or "energy:<symbol>"


@lru_cache(maxsize=8)
def _card_namer(game_name: str) -> Callable[[str, str], str] | None:
    import game

    pkg = game.PACKAGES.get(game_name)
    return None if pkg is None else pkg.card_name


def card_name(game_name: str, card_id: str, lang: str) -> str:
    namer = _card_namer(game_name)
    if namer is None:
        return card_id
    try:
        return str(namer(card_id, lang))
    except (KeyError, ValueError, LookupError):
        return card_id


# -- what the log says besides the events' own templates ---------------------------------------
@dataclass(frozen=True)
class Said:
    """A text of the log itself: a string key and its fields (said like a record)."""

    key: str
    fields: tuple[tuple[str, Any], ...] = ()

    @staticmethod
    def of(key: str, **fields: Any) -> Said:
        return Said(key, tuple(fields.items()))

    def label_key(self) -> str:
        return self.key

    def label_params(self) -> dict[str, Any]:
        return dict(self.fields)


@dataclass(frozen=True)
class Cards:
    """Cards with how many of each, in the order first seen: "2 Thor, Hulk"."""

    items: tuple[tuple[str, int], ...]

    @staticmethod
    def counted(cards: Sequence[str]) -> Cards:
        counts: Counter[str] = Counter()
        first: dict[str, str] = {}
        for card in cards:
            base = card.split("#", 1)[0]  # Legendary copies: "shield.agent#207"
            counts[base] += 1
            first.setdefault(base, card)
        return Cards(tuple((first[b], n) for b, n in counts.items()))


@dataclass(frozen=True)
class Listed:
    """Several texts said one after another with ``sep`` between them."""

    items: tuple[Any, ...]  # Said or records
    sep: str = ", "


@dataclass(frozen=True)
class Words:
    """Values said through the usual word keys (steps, phases, spaces), joined by ``sep``."""

    field: str
    values: tuple[Any, ...]
    sep: str = " → "


def _join(parts: list[list[Segment]], sep: str) -> list[Segment]:
    out: list[Segment] = []
    for i, part in enumerate(parts):
        if i:
            out.append((sep, "text"))
        out.extend(part)
    return out


def _word(tr: Translator, game_name: str, field: str, value: Any, lang: str) -> str | None:
    # words, not ids: "dicemasters.step.main", "legendary.space.3", "option.legendary.done"
    for key in (
        f"{game_name}.{field}.{value}",
        f"{field}.{game_name}.{value}",
        f"log.{game_name}.{field}.{value}",
    ):
        if tr.has(key, lang):
            return tr(key, lang)
    return None


def _face(tr: Translator, card: Any, face: Any, lang: str) -> list[Segment] | None:
    """A Dice Masters die face in words: its energy symbols (drawn as icons), its level with
    attack and defense, or "action", each with its bursts."""
    if not isinstance(card, str) or not isinstance(face, int) or isinstance(face, bool):
        return None
    try:
        from game.dicemasters.cards import faces_of

        f = faces_of(card)[face]
    except (KeyError, IndexError, ImportError):
        return None
    out: list[Segment]
    if f.kind == "energy":
        out = _join([[(tr(f"dm.energy.{s}", lang), f"energy:{s}")] for s in f.symbols], " ")
    elif f.kind == "character":
        out = segments(
            tr,
            "dicemasters",
            Said.of("log.dicemasters.face_character", level=f.level, attack=f.attack, defense=f.defense),
            [],
            lang,
        )
    else:
        out = [(tr("log.dicemasters.face_action", lang), "text")]
    if f.bursts:
        out.append((" " + "★" * f.bursts, "number"))
    return out


def _value(
    tr: Translator,
    game_name: str,
    field: str,
    value: Any,
    names: list[str],
    lang: str,
    params: dict[str, Any],
) -> list[Segment]:
    if hasattr(value, "label_key") and not isinstance(value, (str, int)):
        return segments(tr, game_name, value, names, lang)
    if isinstance(value, Listed):
        return _join(
            [_value(tr, game_name, field, item, names, lang, params) for item in value.items], value.sep
        )
    if isinstance(value, Cards):
        parts: list[list[Segment]] = []
        for card, n in value.items:
            if n == 1:
                parts.append([(card_name(game_name, card, lang), "card")])
            else:
                parts.append(
                    segments(tr, game_name, Said.of(f"log.{game_name}.count", card=card, n=n), names, lang)
                )
        return _join(parts, ", ")
    if isinstance(value, Words):
        return [
            (
                value.sep.join(_word(tr, game_name, value.field, v, lang) or str(v) for v in value.values),
                "text",
            )
        ]
    if field == "face" and game_name == "dicemasters":
        said = _face(tr, params.get("card"), value, lang)
        if said is not None:
            return said
    if (
        field in PLAYER_FIELDS
        and isinstance(value, int)
        and not isinstance(value, bool)
        and 0 <= value < len(names)
    ):
        return [(names[value], "player")]
    if (field == "card" or field.endswith("_card")) and isinstance(value, str):
        return [(card_name(game_name, value, lang), "card")]
    if field in ("cards",) and isinstance(value, (tuple, list)):
        return [(", ".join(card_name(game_name, str(v), lang) for v in value), "card")]
    if isinstance(value, (tuple, list)):
        return [(", ".join(str(v) for v in value), "text")]
    if field == "reason" and isinstance(value, str):
        key = f"reason.{game_name}.{value}"
        if tr.has(key, lang):
            return [(tr(key, lang), "text")]
    if isinstance(value, (str, int)) and not isinstance(value, bool):
        word = _word(tr, game_name, field, value, lang)
        if word is not None:
            return [(word, "text")]
    if isinstance(value, bool):
        return [("✓" if value else "×", "text")]
    if isinstance(value, int):
        return [(str(value), "number")]
    return [("" if value is None else str(value), "text")]


def segments(
    tr: Translator,
    game_name: str,
    record: Any,
    names: list[str],
    lang: str | None = None,
    player: int | None = None,
) -> list[Segment]:
    """``record`` in words, as (text, style) pieces; ``player`` is who decides an action."""
    lang = lang or tr.lang
    key = record.label_key()
    template = tr.template(key, lang)
    params = record.label_params()
    if "player" not in params and player is not None:
        params = {**params, "player": player}
    if template is None:
        return [(key.rsplit(".", 1)[-1].replace("_", " "), "text")]
    out: list[Segment] = []
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return [(josa.resolve(template), "text")]
    said = ""  # the text so far: a particle in a literal fits the end of it
    for literal, field, spec, _conv in parsed:
        if literal:
            text = josa.resolve(literal, said)
            out.append((text, "text"))
            said += text
        if field is None:
            continue
        if field in params:
            value = params[field]
            if spec and isinstance(value, int) and not isinstance(value, bool):
                pieces = [(format(value, spec), "number")]  # "{delta:+d}": a signed number
            else:
                pieces = _value(tr, game_name, field, value, names, lang, params)
        else:
            tr.missing_parameter(key, field, lang)
            pieces = [(MISSING_VALUE, "text")]
        out.extend(pieces)
        said += "".join(text for text, _ in pieces)
    return out


def plain(
    tr: Translator,
    game_name: str,
    record: Any,
    names: list[str],
    lang: str | None = None,
    player: int | None = None,
) -> str:
    return "".join(text for text, _ in segments(tr, game_name, record, names, lang, player))


# -- the log, told by turn ---------------------------------------------------------------------
@dataclass(frozen=True)
class LogLine:
    """One line of the log and the moves it tells of (history indices; -1 is the opening)."""

    segments: tuple[Segment, ...]
    entries: tuple[int, ...]


@dataclass(frozen=True)
class LogGroup:
    """One turn of the log (or the setup before the first): its header, a one-line summary of
    what the turn did (empty while nothing has happened) and its lines."""

    key: int  # the group's place in the log, counted from 0: the same turn keeps its key
    header: tuple[Segment, ...]
    summary: tuple[Segment, ...]
    lines: tuple[LogLine, ...]


Item = tuple[int, Any]  # (history index, event)
Told = tuple[Any, tuple[int, ...]]  # (record or Said, history indices)


def _entries(items: Sequence[Item]) -> tuple[int, ...]:
    return tuple(sorted({index for index, _ in items}))


def _run(items: Sequence[Item], i: int, match: Callable[[Any], bool]) -> int:
    """The end of the run of events from ``i`` on that ``match``."""
    j = i
    while j < len(items) and match(items[j][1]):
        j += 1
    return j


def _same(first: Any, *fields: str) -> Callable[[Any], bool]:
    """Events of the kind of ``first`` with the same values of ``fields``."""
    values = [getattr(first, f, None) for f in fields]
    return lambda e: e.kind == first.kind and [getattr(e, f, None) for f in fields] == values


def _is(kind: str, player: int | None) -> Callable[[Any], bool]:
    return lambda e: e.kind == kind and getattr(e, "player", None) == player


def _at(items: Sequence[Item], j: int, kind: str, player: int | None) -> bool:
    return j < len(items) and _is(kind, player)(items[j][1])


def _summary(parts: list[Said]) -> Said | None:
    return Said.of("log.summary", parts=Listed(tuple(parts))) if parts else None


class Narrator:
    """How one game's events read in the log: which run together into one line and what a turn
    comes to. It remembers what earlier events told (which die is which card) across turns."""

    game = ""

    def begin_turn(self, player: int | None) -> None:
        """A new turn of ``player`` starts (``None``: the setup)."""

    def tell(self, items: Sequence[Item]) -> list[Told]:
        return [(e, (index,)) for index, e in items]

    def skim(self, events: Sequence[Any]) -> None:
        """Take in what a turn told before teaches about later ones, without telling it."""

    def summary(self, player: int | None, events: Sequence[Any]) -> Said | None:
        return None


class DiceMastersNarrator(Narrator):
    game = "dicemasters"

    def __init__(self) -> None:
        self.die_card: dict[str, str] = {}
        self.step = ""
        self.attackers: list[str] = []
        self.blocks: dict[str, str] = {}  # blocker die -> the attacker it blocks
        self.cause: str | None = None  # the card whose action, global or ability is resolving

    def begin_turn(self, player: int | None) -> None:
        self.attackers, self.blocks, self.cause, self.step = [], {}, None, ""

    def _sources(self, target: str) -> list[str]:
        """The cards that deal damage to ``target`` (a die or "player:N")."""
        if self.cause:
            return [self.cause]
        if self.step != "damage":
            return []
        if target.startswith("player:"):
            blocked = set(self.blocks.values())
            dice = [a for a in self.attackers if a not in blocked]
        elif target in self.blocks:
            dice = [self.blocks[target]]
        else:
            dice = [b for b, a in self.blocks.items() if a == target]
        return [self.die_card[d] for d in dice if d in self.die_card]

    def skim(self, events: Sequence[Any]) -> None:
        for e in events:
            self._note(e)

    def _note(self, e: Any) -> None:
        die, card = getattr(e, "die", None), getattr(e, "card", None)
        if isinstance(die, str) and isinstance(card, str):
            self.die_card[die] = card
        if e.kind in ("knocked_out", "die_captured") or e.kind == "die_moved" and e.source == "attack":
            gone = e.die if e.kind != "die_captured" else e.die
            if gone in self.attackers:
                self.attackers.remove(gone)

    def tell(self, items: Sequence[Item]) -> list[Told]:
        out: list[Told] = []
        i = 0
        while i < len(items):
            e = items[i][1]
            k = e.kind
            j = i + 1
            record: Any = e
            if k == "step_changed":
                j = _run(items, i, lambda x: x.kind == "step_changed")
                steps = tuple(x.step for _, x in items[i:j])
                self.step, self.cause = steps[-1], None
                if j - i > 1:
                    record = Said.of("log.dicemasters.steps", steps=Words("step", steps))
            elif k == "priority_passed":
                j = _run(items, i, lambda x: x.kind == "priority_passed")
                if j - i > 1:
                    record = Said.of("log.dicemasters.all_pass")
            elif k == "die_moved":
                j = _run(items, i, _same(e, "player", "source", "zone"))
                if j - i > 1:
                    cards = Cards.counted([x.card for _, x in items[i:j]])
                    record = Said.of(
                        "log.dicemasters.dice_moved",
                        player=e.player,
                        count=j - i,
                        source=e.source,
                        zone=e.zone,
                        cards=cards,
                    )
            elif k == "die_drawn":
                j = _run(items, i, _same(e, "player", "zone"))
                if j - i > 1:
                    record = Said.of(
                        "log.dicemasters.dice_drawn",
                        player=e.player,
                        count=j - i,
                        cards=Cards.counted([x.card for _, x in items[i:j]]),
                    )
                elif e.zone == "out_of_play":  # the first player's first turn: the 4th die
                    record = Said.of("log.dicemasters.drawn_out", player=e.player, card=e.card, zone=e.zone)
            elif k == "die_fielded":
                j = _run(items, i, _same(e, "player"))
                if j - i > 1:
                    record = Said.of(
                        "log.dicemasters.fielded",
                        player=e.player,
                        count=j - i,
                        cards=Cards.counted([x.card for _, x in items[i:j]]),
                    )
            elif k == "die_rolled":
                j = _run(items, i, _same(e, "player"))
                if j - i > 1:
                    rolls = Listed(
                        tuple(
                            Said.of("log.dicemasters.roll", card=x.card, face=x.face) for _, x in items[i:j]
                        )
                    )
                    record = Said.of("log.dicemasters.dice_rolled", player=e.player, count=j - i, rolls=rolls)
            elif k == "reroll_selected":
                j = _run(items, i, _same(e, "player"))
                if j - i > 1:
                    record = Said.of(
                        "log.dicemasters.rerolls",
                        player=e.player,
                        count=j - i,
                        cards=Cards.counted([x.card for _, x in items[i:j]]),
                    )
            elif k == "energy_spent":
                j = _run(items, i, _same(e, "player"))
                spent = [x for _, x in items[i:j]]
                amount = sum(x.amount for x in spent)
                cards = Cards.counted([x.card for x in spent])
                paid_for = next(
                    (
                        kind
                        for kind in ("die_purchased", "die_fielded", "global_used")
                        if _at(items, j, kind, e.player)
                    ),
                    None,
                )
                if paid_for is not None:
                    bought = items[j][1]
                    record = Said.of(
                        f"log.dicemasters.paid.{paid_for}",
                        player=e.player,
                        card=bought.card,
                        amount=amount,
                        cards=cards,
                    )
                    if paid_for == "global_used":
                        self.cause = bought.card
                    j += 1
                elif j - i > 1:
                    record = Said.of("log.dicemasters.spends", player=e.player, amount=amount, cards=cards)
            elif k == "attacker_declared":
                j = _run(items, i, _same(e, "player"))
                self.attackers.extend(x.die for _, x in items[i:j])
                if j - i > 1:
                    record = Said.of(
                        "log.dicemasters.attackers",
                        player=e.player,
                        count=j - i,
                        cards=Cards.counted([x.card for _, x in items[i:j]]),
                    )
            elif k == "blocker_declared":
                self.blocks[e.die] = e.target
                if e.target in self.die_card:
                    record = Said.of(
                        "log.dicemasters.block",
                        player=e.player,
                        card=e.card,
                        attacker_card=self.die_card[e.target],
                    )
            elif k == "damage_assigned":
                if e.target in self.die_card:
                    record = Said.of(
                        "log.dicemasters.assign",
                        player=e.player,
                        card=e.card,
                        amount=e.amount,
                        target_card=self.die_card[e.target],
                    )
            elif k == "damage_dealt":
                sources = self._sources(e.target)
                if sources:
                    record = Said.of(
                        "log.dicemasters.damage_from",
                        card=e.card,
                        amount=e.amount,
                        sources=Cards.counted(sources),
                    )
            elif k == "player_damaged":
                sources = self._sources(e.target)
                life = items[j][1] if _at(items, j, "life_changed", e.player) else None
                if life is not None:
                    j += 1
                    if sources:
                        record = Said.of(
                            "log.dicemasters.hit_from",
                            player=e.player,
                            amount=e.amount,
                            life=life.life,
                            sources=Cards.counted(sources),
                        )
                    else:
                        record = Said.of(
                            "log.dicemasters.hit", player=e.player, amount=e.amount, life=life.life
                        )
                elif sources:
                    record = Said.of(
                        "log.dicemasters.player_damaged_from",
                        player=e.player,
                        amount=e.amount,
                        sources=Cards.counted(sources),
                    )
            elif k == "knocked_out":
                if isinstance(e.player, int) and e.player >= 0:
                    record = Said.of("log.dicemasters.ko_of", player=e.player, card=e.card)
            elif k in ("action_used", "global_used", "ability"):
                self.cause = e.card
            for _, x in items[i:j]:
                self._note(x)
            out.append((record, _entries(items[i:j])))
            i = j
        return out

    def summary(self, player: int | None, events: Sequence[Any]) -> Said | None:
        if player is None:
            return None
        mine = [e for e in events if getattr(e, "player", None) == player]
        bought = [e.card for e in mine if e.kind == "die_purchased"]
        fielded = [e.card for e in mine if e.kind == "die_fielded"]
        used = [e.card for e in mine if e.kind in ("action_used", "global_used")]
        attackers = sum(1 for e in mine if e.kind == "attacker_declared")
        blocked = sum(1 for e in events if e.kind == "blocker_declared" and e.player != player)
        dealt = sum(e.amount for e in events if e.kind == "player_damaged" and e.player != player)
        kos = sum(1 for e in events if e.kind == "knocked_out" and e.player not in (player, -1))
        lost = sum(1 for e in mine if e.kind == "knocked_out")
        parts = _figures(
            "log.dicemasters.sum",
            ("bought", bought),
            ("fielded", fielded),
            ("used", used),
            ("attacked", attackers),
            ("blocked", blocked),
            ("dealt", dealt),
            ("kos", kos),
            ("lost", lost),
        )
        return _summary(parts)


def _figures(prefix: str, *figures: tuple[str, list[str] | int]) -> list[Said]:
    """The parts of a turn's summary, one for each figure that is not nothing: a list of cards
    is said with how many of each (``cards``), a number as ``n``."""
    out: list[Said] = []
    for name, value in figures:
        if isinstance(value, list):
            if value:
                out.append(Said.of(f"{prefix}.{name}", cards=Cards.counted(value)))
        elif value:
            out.append(Said.of(f"{prefix}.{name}", n=value))
    return out


def _points(recruit: int, attack: int) -> Said:
    if recruit and attack:
        return Said.of("log.legendary.points.both", recruit=recruit, attack=attack)
    if recruit:
        return Said.of("log.legendary.points.recruit", recruit=recruit)
    return Said.of("log.legendary.points.attack", attack=attack)


class LegendaryNarrator(Narrator):
    game = "legendary"

    def _plays(self, items: Sequence[Item], i: int) -> tuple[list[str], int, int, int]:
        """The run of plain plays from ``i``: cards played one after another by one player, each
        with only its Recruit and Attack; a play followed by effects of its own stays alone."""
        player = items[i][1].player
        plays: list[tuple[str, int, int, int]] = []  # card, recruit, attack, end
        j = i
        while _at(items, j, "card_played", player):
            card = items[j][1].card
            j += 1
            recruit = attack = 0
            while _at(items, j, "points", player):
                recruit += items[j][1].recruit
                attack += items[j][1].attack
                j += 1
            plays.append((card, recruit, attack, j))
        if len(plays) > 1 and j < len(items) and not _at(items, j, "card_played", player):
            if items[j][1].kind not in ("recruited", "defeated", "mastermind_fought", "cleanup"):
                plays.pop()  # the last play's own effects follow: it gets its line
        return [p[0] for p in plays], sum(p[1] for p in plays), sum(p[2] for p in plays), plays[-1][3]

    @staticmethod
    def _healing(items: Sequence[Item], i: int) -> int | None:
        """Where a run of KO'd cards from ``i`` ends when a healing of as many Wounds of the same
        player follows it (the end includes the healing), else None."""
        e = items[i][1]
        j = _run(items, i, _same(e, "player"))
        if _at(items, j, "healed", e.player) and items[j][1].count == j - i:
            return j + 1
        return None

    def tell(self, items: Sequence[Item]) -> list[Told]:
        out: list[Told] = []
        i = 0
        while i < len(items):
            e = items[i][1]
            k = e.kind
            j = i + 1
            record: Any = e
            if k == "card_played":
                cards, recruit, attack, j = self._plays(items, i)
                if len(cards) > 1 or recruit or attack:
                    if recruit or attack:
                        record = Said.of(
                            "log.legendary.played_points",
                            player=e.player,
                            cards=Cards.counted(cards),
                            points=_points(recruit, attack),
                        )
                    else:
                        record = Said.of("log.legendary.played", player=e.player, cards=Cards.counted(cards))
            elif k == "points":
                j = _run(items, i, _same(e, "player"))
                recruit = sum(x.recruit for _, x in items[i:j])
                attack = sum(x.attack for _, x in items[i:j])
                if recruit or attack:
                    record = Said.of("log.legendary.gets", player=e.player, points=_points(recruit, attack))
            elif k == "cleanup":
                shuffled = _at(items, j, "shuffled", e.player)
                drew = j + shuffled
                if _at(items, drew, "drew", e.player):
                    kind = "end_turn_shuffled" if shuffled else "end_turn"
                    record = Said.of(
                        f"log.legendary.{kind}",
                        player=e.player,
                        count=len(e.cards),
                        drawn=items[drew][1].count,
                    )
                    j = drew + 1
            elif k == "ko" and self._healing(items, i) is not None:
                j = self._healing(items, i) or j  # the Wounds KO'd from hand: the healing says it
                record = items[j - 1][1]
            elif k in ("discarded", "ko", "gained", "rescued"):
                j = _run(items, i, _same(e, "player"))
                if j - i > 1:
                    record = Said.of(
                        f"log.legendary.many.{k}",
                        player=e.player,
                        count=j - i,
                        cards=Cards.counted([x.card for _, x in items[i:j]]),
                    )
            elif k == "villain_moved":
                j = _run(items, i, lambda x: x.kind == "villain_moved")
                if j - i > 1:
                    moves = Listed(
                        tuple(
                            Said.of("log.legendary.move_to", card=x.card, space=x.space)
                            for _, x in items[i:j]
                        )
                    )
                    record = Said.of("log.legendary.city_moves", moves=moves)
            elif k == "hq_refilled":
                j = _run(items, i, lambda x: x.kind == "hq_refilled")
                if j - i > 1:
                    record = Said.of(
                        "log.legendary.hq_refills", cards=Cards.counted([x.card for _, x in items[i:j]])
                    )
            out.append((record, _entries(items[i:j])))
            i = j
        return out

    def summary(self, player: int | None, events: Sequence[Any]) -> Said | None:
        if player is None:
            return None
        mine = [e for e in events if getattr(e, "player", None) == player]
        villain = [e.card for e in events if e.kind == "villain_card"]
        recruited = [e.card for e in mine if e.kind == "recruited"]
        defeated = [e.card for e in mine if e.kind in ("defeated", "mastermind_fought")]
        rescued = sum(1 for e in mine if e.kind == "rescued")
        escaped = [e.card for e in events if e.kind == "villain_escaped"]
        wounds = sum(1 for e in mine if e.kind == "gained" and e.card.startswith("wound"))
        recruit = sum(e.recruit for e in mine if e.kind == "points")
        attack = sum(e.attack for e in mine if e.kind == "points")
        parts = _figures("log.legendary.sum", ("villain", villain))
        if recruit or attack:
            parts.append(_points(recruit, attack))
        parts += _figures(
            "log.legendary.sum",
            ("recruited", recruited),
            ("defeated", defeated),
            ("rescued", rescued),
            ("escaped", escaped),
            ("wounds", wounds),
        )
        return _summary(parts)


class MetaVersusNarrator(Narrator):
    game = "metaversus"

    @staticmethod
    def _followed(items: Sequence[Item], m: int) -> bool:
        """The card played at ``m`` has effects of its own right after it."""
        return (
            m + 1 < len(items)
            and items[m + 1][1].kind != "card_played"
            and getattr(items[m + 1][1], "card", None) == items[m][1].card
        )

    @staticmethod
    def _gains(items: Sequence[Item]) -> Listed:
        """What one card gave: "+1 AP, +3 gems"."""
        return Listed(
            tuple(Said.of("log.metaversus.gain", amount=x.amount, resource=x.resource) for _, x in items)
        )

    def tell(self, items: Sequence[Item]) -> list[Told]:
        out: list[Told] = []
        i = 0
        while i < len(items):
            e = items[i][1]
            k = e.kind
            j = i + 1
            record: Any = e
            if (
                k == "card_played"
                and _at(items, j, "resource_gained", e.player)
                and items[j][1].card == e.card
            ):
                j = _run(items, j, _same(items[j][1], "player", "card"))
                record = Said.of(
                    "log.metaversus.played_gains",
                    player=e.player,
                    card=e.card,
                    gains=self._gains(items[i + 1 : j]),
                )
            elif k == "card_played":
                j = _run(items, i, _same(e, "player"))
                # a card whose effects follow it gets its own line, with them
                j = next((m + 1 for m in range(i, j) if m + 1 < len(items) and self._followed(items, m)), j)
                if j - i > 1 and self._followed(items, j - 1):
                    j -= 1
                if j - i > 1:
                    record = Said.of(
                        "log.metaversus.played",
                        player=e.player,
                        count=j - i,
                        cards=Cards.counted([x.card for _, x in items[i:j]]),
                    )
            elif k == "resource_gained":
                j = _run(items, i, _same(e, "player", "card"))
                if j - i > 1:
                    record = Said.of(
                        "log.metaversus.gains_from",
                        player=e.player,
                        card=e.card,
                        gains=self._gains(items[i:j]),
                    )
            elif k == "phase_started":
                j = _run(items, i, _same(e, "player"))
                if j - i > 1:
                    record = Said.of(
                        "log.metaversus.phases",
                        player=e.player,
                        phases=Words("phase", tuple(x.phase for _, x in items[i:j])),
                    )
            elif k == "gained":
                j = _run(items, i, _same(e, "player", "zone"))
                if j - i > 1:
                    record = Said.of(
                        "log.metaversus.gains",
                        player=e.player,
                        zone=e.zone,
                        count=j - i,
                        cards=Cards.counted([x.card for _, x in items[i:j]]),
                    )
            elif k in ("shuffled", "drew"):
                shuffled = e.count if k == "shuffled" else None
                drew = j if k == "shuffled" else i
                if _at(items, drew, "drew", e.player):
                    count = items[drew][1].count
                    ends = _at(items, drew + 1, "turn_ended", e.player)
                    j = drew + 1 + ends
                    if shuffled is not None:
                        key = "shuffle_draw_end" if ends else "shuffle_draw"
                        record = Said.of(
                            f"log.metaversus.{key}", player=e.player, shuffled=shuffled, count=count
                        )
                    elif ends:
                        record = Said.of("log.metaversus.draw_end", player=e.player, count=count)
                    else:
                        j = i + 1
                        if count == 1:
                            record = Said.of("log.metaversus.draw_one", player=e.player)
            out.append((record, _entries(items[i:j])))
            i = j
        return out

    def summary(self, player: int | None, events: Sequence[Any]) -> Said | None:
        if player is None:
            return None
        mine = [e for e in events if getattr(e, "player", None) == player]
        bought = [e.card for e in mine if e.kind == "bought"]
        played = sum(1 for e in mine if e.kind == "card_played")
        dealt = sum(e.amount for e in events if e.kind == "damaged" and e.player != player)
        stars = sum(e.amount for e in mine if e.kind == "stars_gained")
        healed = sum(e.amount for e in mine if e.kind == "healed")
        defense = sum(e.amount for e in mine if e.kind == "defense_gained")
        parts = _figures(
            "log.metaversus.sum",
            ("played", played),
            ("bought", bought),
            ("dealt", dealt),
            ("defense", defense),
            ("healed", healed),
            ("stars", stars),
        )
        return _summary(parts)


NARRATORS: dict[str, type[Narrator]] = {
    "dicemasters": DiceMastersNarrator,
    "legendary": LegendaryNarrator,
    "metaversus": MetaVersusNarrator,
}


class LogBook:
    """Builds a table's log from its session. Texts already said are kept per language, so a
    new move costs only its own lines; a language switch says everything anew."""

    def __init__(self, tr: Translator, game_name: str) -> None:
        self.tr = tr
        self.game_name = game_name
        self._said: dict[tuple[Any, str, tuple[str, ...]], tuple[Segment, ...]] = {}
        self._told: dict[tuple[int, str, tuple[str, ...]], tuple[Any, tuple[Item, ...], LogGroup]] = {}

    def say(self, record: Any, names: Sequence[str], lang: str) -> tuple[Segment, ...]:
        key = (record, lang, tuple(names))
        try:
            found = self._said.get(key)
        except TypeError:  # a record with an unhashable field: said every time
            return tuple(segments(self.tr, self.game_name, record, list(names), lang))
        if found is None:
            found = self._said[key] = tuple(segments(self.tr, self.game_name, record, list(names), lang))
        return found

    def build(
        self, opening: Sequence[Any], history: Sequence[Any], names: Sequence[str], lang: str | None = None
    ) -> list[LogGroup]:
        lang = lang or self.tr.lang
        items: list[Item] = [(-1, e) for e in opening]
        for index, entry in enumerate(history):
            items.extend((index, e) for e in entry.events)
        narrator = NARRATORS.get(self.game_name, Narrator)()
        turns: list[tuple[Any, list[Item]]] = [(None, [])]
        for item in items:
            if item[1].kind == "turn_started":
                turns.append((item[1], []))
            else:
                turns[-1][1].append(item)
        if not turns[0][1] and len(turns) > 1:
            turns.pop(0)  # nothing happened before the first turn
        groups = []
        told: dict[tuple[int, str, tuple[str, ...]], tuple[Any, tuple[Item, ...], LogGroup]] = {}
        for key, (start, group_items) in enumerate(turns):
            player = getattr(start, "player", None) if start is not None else None
            narrator.begin_turn(player)
            memo = (key, lang, tuple(names))
            kept = self._told.get(memo)
            if kept is not None and kept[0] is start and kept[1] == tuple(group_items):
                narrator.skim([e for _, e in group_items])  # a turn told before: only what it teaches
                groups.append(kept[2])
                told[memo] = kept
                continue
            if start is None:
                header = self.say(Said.of("log.setup"), names, lang)
            else:
                header = self.say(
                    Said.of(f"log.{self.game_name}.turn", turn=start.turn, player=start.player), names, lang
                )
            lines = tuple(
                LogLine(self.say(record, names, lang), entries)
                for record, entries in narrator.tell(group_items)
            )
            summary = narrator.summary(player, [e for _, e in group_items])
            said = self.say(summary, names, lang) if summary is not None else ()
            groups.append(LogGroup(key, header, said, lines))
            told[memo] = (start, tuple(group_items), groups[-1])
        # the turns of this build, in every language asked for lately
        self._told = {k: v for k, v in self._told.items() if k[1] != lang} | told
        return groups


def group_text(group: LogGroup) -> list[str]:
    """A group as plain text lines: the header (with the summary) and its lines, indented."""
    header = "".join(t for t, _ in group.header)
    summary = "".join(t for t, _ in group.summary)
    out = [f"{header} — {summary}" if summary else header]
    out += ["  " + "".join(t for t, _ in line.segments) for line in group.lines]
    return out


def log_text(groups: Sequence[LogGroup], title: str = "") -> str:
    """The whole log as plain text, every group unfolded (what the copy button copies)."""
    out = [title, ""] if title else []
    for group in groups:
        out += group_text(group)
    return "\n".join(out) + "\n"
