"""Game formats and team building: first game, basic, tournament and draft.

``setup`` builds the table from the options of ``new_game``: life, the basic action cards in
the center (3 dice each; a card picked by both players gives two sets), each player's team cards
with their dice, 8 Sidekicks in each bag, and the first player. Teams are validated with one
clear ``OptionError`` naming the problem. Random teams (when none is given) and a random first
player come from a setup generator derived from the seed, so scripted game RNGs are untouched;
they (and the draft) choose among the cards whose data does not say ``"random": false``. The draft is played in the engine: the second player picks first, alternating; each pick is a
card (its character's stack leaves the table) and then how many dice to put on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.errors import OptionError
from game.core.rng import GameRNG

from . import records as R
from . import tasks as K
from .cards import CARDS, FIRST_GAME, RANDOM_ACTIONS, RANDOM_TEAM_CARDS, SIDEKICK, card_name
from .decisions import DraftDiceDecision, DraftPickDecision
from .state import ZONES, answers, legal
from .team_rules import TeamError, TeamProblem

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

# format -> (life, team cards, team dice)
FORMAT_RULES = {"basic": (15, 6, 15), "tournament": (20, 8, 20)}
# Decision: a basic team has exactly its 6 cards and 15 dice; a tournament team has up to 8 cards
# and up to 20 dice (the English edition's wording). Both: at least 1 die per card, at most its Max.
EXACT_TEAMS = frozenset({"basic"})
# how many characters' stacks a draft lays out unless its options say (at most the set's)
DRAFT_STACKS = 12


def parse_team(value: Any, who: str) -> dict[str, int]:
    if isinstance(value, dict):
        items = list(value.items())
    elif isinstance(value, str):
        items = []
        for part in value.split(","):
            part = part.strip()
            if not part:
                continue
            card, _, n = part.partition(":")
            try:
                items.append((card.strip(), int(n) if n else 1))
            except ValueError:
                raise OptionError(f"dicemasters: {who}: bad entry {part!r} (use card:dice)") from None
    elif isinstance(value, (list, tuple)):
        items = [tuple(x) if isinstance(x, (list, tuple)) else (x,) for x in value]
    else:
        raise OptionError(f"dicemasters: {who} must be a {{card: dice}} mapping, not {value!r}")
    team: dict[str, int] = {}
    for item in items:
        if (
            len(item) != 2
            or not isinstance(item[0], str)
            or isinstance(item[1], bool)
            or not isinstance(item[1], (int, str))
        ):
            raise OptionError(f"dicemasters: {who}: bad entry {item!r} (use card:dice)")
        card, n = item
        if card in team:
            raise OptionError(f"dicemasters: {who}: card {card} is listed twice")
        try:
            team[card] = int(n)
        except ValueError:
            raise OptionError(f"dicemasters: {who}: bad entry {item!r} (use card:dice)") from None
    return team


def validate_team(team: dict[str, int], max_cards: int, max_dice: int, who: str, exact: bool = False) -> None:
    """Refuse a team with one message naming what is wrong (a ``TeamError``, whose ``problem``
    says it as data for the screens). ``exact``: the format wants exactly ``max_cards`` cards
    and ``max_dice`` dice (basic), otherwise those are maxima (tournament)."""
    names: dict[str, str] = {}
    for card, n in team.items():
        c = CARDS.get(card)
        if c is None:
            raise TeamError(
                f"dicemasters: {who}: unknown card {card!r}", TeamProblem("unknown_card", (card,))
            )
        if c.kind not in ("character", "action"):  # non-basic action cards are team cards
            raise TeamError(
                f"dicemasters: {who}: {card_name(card)} is a basic action card, not a team card",
                TeamProblem("not_team_card", (card,)),
            )
        if c.character in names:
            raise TeamError(
                f"dicemasters: {who}: two cards with the same name "
                f"({card_name(names[c.character])} and {card_name(card)})",
                TeamProblem("same_name", (names[c.character], card)),
            )
        names[c.character or card] = card
        if n < 1:
            raise TeamError(
                f"dicemasters: {who}: {card_name(card)} has no die (each card needs at least 1)",
                TeamProblem("no_die", (card,), n, 1),
            )
        if n > c.max_dice:
            raise TeamError(
                f"dicemasters: {who}: {card_name(card)} has {n} dice, over its Max of {c.max_dice}",
                TeamProblem("over_max", (card,), n, c.max_dice),
            )
    if not team:
        raise TeamError(f"dicemasters: {who}: the team has no cards", TeamProblem("no_cards"))
    if len(team) > max_cards:
        raise TeamError(
            f"dicemasters: {who}: {len(team)} cards, over the format's {max_cards}",
            TeamProblem("over_cards", (), len(team), max_cards),
        )
    total = sum(team.values())
    if total > max_dice:
        raise TeamError(
            f"dicemasters: {who}: {total} dice, over the format's total of {max_dice}",
            TeamProblem("over_dice", (), total, max_dice),
        )
    if exact and len(team) != max_cards:
        raise TeamError(
            f"dicemasters: {who}: the format needs exactly {max_cards} cards, not {len(team)}",
            TeamProblem("cards_exact", (), len(team), max_cards),
        )
    if exact and total != max_dice:
        raise TeamError(
            f"dicemasters: {who}: the format needs exactly {max_dice} dice, not {total}",
            TeamProblem("dice_exact", (), total, max_dice),
        )


def parse_actions(value: Any, who: str) -> list[str]:
    if isinstance(value, str):
        acts = [x.strip() for x in value.split(",") if x.strip()]
    elif isinstance(value, (list, tuple)):
        acts = [str(x) for x in value]
    else:
        raise OptionError(f"dicemasters: {who} must list two basic action cards, not {value!r}")
    for a in acts:
        if a not in CARDS or CARDS[a].kind != "basic_action":
            raise OptionError(f"dicemasters: {who}: {a!r} is not a basic action card")
    if len(acts) != 2 or acts[0] == acts[1]:
        raise OptionError(f"dicemasters: {who}: pick exactly two different basic action cards")
    return acts


def stacks(cards: tuple[str, ...] = RANDOM_TEAM_CARDS) -> dict[str, list[str]]:
    """The team cards by character name (a draft's stacks; a team holds one card of each)."""
    by_char: dict[str, list[str]] = {}
    for cid in cards:
        by_char.setdefault(CARDS[cid].character or cid, []).append(cid)
    return by_char


def random_team(rng: GameRNG, cards: int, dice: int) -> dict[str, int]:
    by_char = stacks()
    chars = rng.sample(sorted(by_char), min(cards, len(by_char)))
    team = {rng.choice(by_char[ch]): 1 for ch in chars}
    left = dice - len(team)
    ids = list(team)
    while left > 0 and any(team[c] < CARDS[c].max_dice for c in ids):
        c = rng.choice(ids)
        if team[c] < CARDS[c].max_dice:
            team[c] += 1
            left -= 1
    return team


def _first_player(value: Any, srng: GameRNG) -> int:
    if value is None or value == "random":
        return srng.randbelow(2)
    try:
        v = int(value)
    except (TypeError, ValueError):
        v = -1
    if v not in (0, 1):
        raise OptionError(f"dicemasters: first_player must be 0, 1 or random, not {value!r}")
    return v


def setup(g: DiceMasters, options: dict[str, Any]) -> None:
    fmt = options.get("format") or "first_game"
    g.format = fmt
    srng = GameRNG(g.seed, stream=99)
    first = _first_player(options.get("first_player"), srng)
    g.zones = [{z: [] for z in ZONES} for _ in range(2)]
    for p in (0, 1):
        for i in range(8):
            g.new_die(f"p{p}-d{i}", p, SIDEKICK, "bag")
    teams: list[dict[str, int]] = [{}, {}]
    if fmt == "first_game":
        for key in ("team0", "team1", "actions0", "actions1"):
            if options.get(key) is not None:
                raise OptionError(f"dicemasters: the first game has fixed teams; use format=basic for {key}")
        life = int(FIRST_GAME["life"])
        teams[first] = dict(FIRST_GAME["teams"][0])
        teams[1 - first] = dict(FIRST_GAME["teams"][1])
        g.bac = list(FIRST_GAME["basic_actions"])
    elif fmt in FORMAT_RULES:
        life, ncards, ndice = FORMAT_RULES[fmt]
        acts: list[str] = []
        for p in (0, 1):
            raw = options.get(f"team{p}")
            teams[p] = parse_team(raw, f"team{p}") if raw is not None else random_team(srng, ncards, ndice)
            validate_team(teams[p], ncards, ndice, f"team{p}", exact=fmt in EXACT_TEAMS)
            raw_a = options.get(f"actions{p}")
            acts += (
                parse_actions(raw_a, f"actions{p}")
                if raw_a is not None
                else srng.sample(list(RANDOM_ACTIONS), 2)
            )
        g.bac = acts
    elif fmt == "draft":
        size = int(options.get("draft_size") or 12)
        if not 8 <= size <= 20:
            raise OptionError(f"dicemasters: draft_size must be 8-20, not {size}")
        nacts = int(options.get("draft_actions") or 3)
        if nacts not in (3, 4):
            raise OptionError(f"dicemasters: draft_actions must be 3 or 4, not {nacts}")
        by_char = stacks()
        raw_stacks = options.get("draft_stacks")
        try:
            if raw_stacks is None:
                nstacks = min(DRAFT_STACKS, len(by_char))
            else:
                nstacks = len(by_char) if raw_stacks == "all" else int(raw_stacks)
        except (TypeError, ValueError):
            nstacks = -1
        if not 4 <= nstacks <= len(by_char):
            raise OptionError(
                f"dicemasters: draft_stacks must be 4-{len(by_char)} (or all), not {raw_stacks!r}"
            )
        life = size
        g.bac = srng.sample(list(RANDOM_ACTIONS), nacts)
        # Decision: the draft lays out the stacks of ``draft_stacks`` characters drawn at random
        # from the set (12 by default, or all), every card of each character in its stack.
        chosen = set(srng.sample(sorted(by_char), nstacks)) if nstacks < len(by_char) else set(by_char)
        available = [
            c for ch in sorted(chosen, key=lambda ch: CARDS[by_char[ch][0]].number) for c in by_char[ch]
        ]
        g.draft = {"size": size, "available": available, "picks": [[], []], "total": [0, 0]}
    else:
        raise OptionError(f"dicemasters: unknown format {fmt!r}")
    g.life = [life, life]
    g.start_life = life
    g.active = g.first_player = first
    for i, card in enumerate(g.bac):
        for k in range(3):
            g.new_die(f"b{i}-d{k}", None, card, "card", key=f"b{i}")
    if g.draft is not None:
        g.step = "draft"
        g.decision = DraftPickDecision(1 - first)
        return
    build_teams(g, teams)
    g.push(K.StartTurn())


def build_teams(g: DiceMasters, teams: list[dict[str, int]]) -> None:
    for p in (0, 1):
        g.team[p] = list(teams[p])
        n = 8
        for card, count in teams[p].items():
            g.on_card[f"{p}:{card}"] = []
            for _ in range(count):
                g.new_die(f"p{p}-d{n}", p, card, "card", key=f"{p}:{card}")
                n += 1


# -- the draft ---------------------------------------------------------------------------------
@legal(DraftPickDecision)
def _legal_pick(g: DiceMasters, dec: DraftPickDecision) -> list[Action]:
    assert g.draft is not None
    return [R.DraftPick(c) for c in g.draft["available"]]


@legal(DraftDiceDecision)
def _legal_dice(g: DiceMasters, dec: DraftDiceDecision) -> list[Action]:
    assert g.draft is not None
    p = dec.player
    room = g.draft["size"] - g.draft["total"][p]
    top = min(CARDS[dec.card].max_dice, room)
    return [R.DraftDice(dec.card, n) for n in range(top, -1, -1)]


@answers(R.DraftPick)
def _pick(g: DiceMasters, a: R.DraftPick) -> None:
    draft = g.draft
    assert draft is not None and g.decision is not None
    p = g.decision.player
    character = CARDS[a.card].character
    # The whole stack of that character leaves the table with the pick.
    draft["available"] = [c for c in draft["available"] if CARDS[c].character != character]
    g.ev.append(R.DraftPicked(p, a.card))
    if draft["size"] - draft["total"][p] <= 0:
        _record(g, p, a.card, 0)
    else:
        g.decision = DraftDiceDecision(p, a.card)


@answers(R.DraftDice)
def _dice(g: DiceMasters, a: R.DraftDice) -> None:
    assert g.decision is not None
    _record(g, g.decision.player, a.card, a.count)


def _record(g: DiceMasters, p: int, card: str, n: int) -> None:
    draft = g.draft
    assert draft is not None
    draft["picks"][p].append([card, n])
    draft["total"][p] += n
    g.ev.append(R.DraftDiceChosen(p, card, n))
    if draft["available"]:
        g.decision = DraftPickDecision(1 - p)
        return
    g.decision = None
    # "cards without dice are not used"
    teams = [{c: k for c, k in draft["picks"][q] if k > 0} for q in (0, 1)]
    build_teams(g, teams)
    g.push(K.StartTurn())
