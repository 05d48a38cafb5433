"""The effect steps only heroes' cards use (the shared vocabulary is ``effects.py``).

Each op reads its step ``(op, player, source card, *args)``; the cards that use them are in
``heroes.py`` beside their printed text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import actions as A
from .abilities import run
from .cards import defn
from .effects import op, push
from .steps import Reply, Step, matches

if TYPE_CHECKING:
    from .engine import Legendary


@op("reveal_draw", filter_at=(1,))
def _reveal_draw(g: Legendary, s: Step, a: Reply) -> None:
    """Reveal the top card of your deck; draw it if it matches."""
    p = s[1]
    top = g.top_card(p)
    if top is None:
        return
    g.ev(A.Revealed(p, top))
    if matches(top, s[3]):
        g.draw(p, 1)


@op("if_reveal", filter_at=(1,))
def _if_reveal(g: Legendary, s: Step, a: Reply) -> None:
    """ "May reveal another <filter> Hero; if you do, <program>" (revealing only helps: automatic)."""
    p = s[1]
    card = next((c for c in g.your_heroes(p) if c != s[2] and matches(c, s[3])), None)
    if card is not None:
        g.ev(A.Revealed(p, card))
        push(g, p, s[2], s[4])


@op("do_over")
def _do_over(g: Legendary, s: Step, a: Reply) -> None:
    p = s[1]
    heroes_played = [e for e in g.played_log if defn(e[0]).kind == "hero"]
    if not heroes_played or heroes_played[0][0] != s[2]:
        return
    if a is None:
        g.ask(p, s, [("opt", "yes"), ("opt", "no")], "do_over", s[2])
        return
    if a[1] == "yes":
        for c in list(g.players[p].hand):
            g.discard_by_effect(p, "hand", c)
        g.queue.append(("draw", p, s[2], 4))


@op("pass_left")
def _pass_left(g: Legendary, s: Step, a: Reply) -> None:
    """Each player in turn order picks a card from hand; then all pass at once to the left."""
    k, chosen = s[3], s[4]
    order = g.turn_order()
    if a is not None:
        chosen = chosen + ((order[k], a[1]),)
        k += 1
    while k < len(order):
        q = order[k]
        hand = g.players[q].hand
        if hand:
            seen: dict[str, str] = {}
            for c in hand:
                seen.setdefault(defn(c).id, c)
            choices = [("card", c, "hand") for c in seen.values()]
            if len(choices) > 1:
                g.ask(q, ("pass_left", q, s[2], k, chosen), choices, "pass_left", s[2])
                return
            chosen = chosen + ((q, choices[0][1]),)
        k += 1
    for q, c in chosen:
        to = (q + 1) % g.n
        g.players[q].hand.remove(c)
        g.players[to].hand.append(c)
        g.ev(A.Passed(q, to))


@op("shadowed")
def _shadowed(g: Legendary, s: Step, a: Reply) -> None:
    if g.phase != "main" or not g.villain_deck:
        return
    if a is None:
        g.ask(s[1], s, [("opt", "yes"), ("opt", "no")], "play_villain_card", s[2])
    elif a[1] == "yes":
        g.queue.append(("attack", s[1], s[2], 2))
        g.queue.append(("villain_card", s[1], s[2]))


@op("hypnotic")
def _hypnotic(g: Legendary, s: Step, a: Reply) -> None:
    """Reveal the top card of the deck of ``s[1]``; the card's player discards it or puts it back."""
    q = s[1]
    top = g.top_card(q)
    if top is None:
        return
    if a is None:
        g.ev(A.Revealed(q, top))
        g.ask(g.current, s, [("opt", "discard"), ("opt", "back")], "discard_or_back", top)
    elif a[1] == "discard":
        g.discard_by_effect(q, "deck", top)


@op("jackpot")
def _jackpot(g: Legendary, s: Step, a: Reply) -> None:
    top = g.top_card(s[1])
    if top is not None:
        g.ev(A.Revealed(s[1], top))
        g.add_points(s[1], 0, defn(top).cost)


@op("surge")
def _surge(g: Legendary, s: Step, a: Reply) -> None:
    if g.recruit_made >= 8:
        g.add_points(s[1], 0, 3)


@op("amazing")
def _amazing(g: Legendary, s: Step, a: Reply) -> None:
    """Top three: cost 2 or less to hand; the rest back in the order the player picks: first the
    card for the top, then (of three) the one under it."""
    p = s[1]
    deck = g.players[p].deck
    if a is None:
        top = g.top_cards(p, 3)
        if not top:
            return
        for c in reversed(top):
            g.ev(A.Revealed(p, c))
        for c in top:
            if defn(c).cost <= 2:
                deck.remove(c)
                g.players[p].hand.append(c)
        got = sum(1 for c in top if defn(c).cost <= 2)
        if got:
            g.ev(A.Drew(p, got))
        rest = [c for c in top if c in deck]
        if len(rest) >= 2 and len({defn(c).id for c in rest}) > 1:
            g.ask(
                p,
                ("amazing", p, s[2], len(rest), "top"),
                [("card", c, "deck") for c in rest],
                "put_on_top",
                s[2],
                shown=list(reversed(top)),
            )
        return
    k = s[3]
    if s[4] == "second":  # among the two under the top card
        deck.remove(a[1])
        deck.insert(len(deck) - 1, a[1])
        return
    deck.remove(a[1])
    deck.append(a[1])
    under = deck[-3:-1] if k == 3 else []
    if len(under) == 2 and defn(under[0]).id != defn(under[1]).id:
        g.ask(p, ("amazing", p, s[2], 2, "second"), [("card", c, "deck") for c in under], "put_second", s[2])


@op("copy_powers")
def _copy_powers(g: Legendary, s: Step, a: Reply) -> None:
    p, src = s[1], s[2]
    if a is None:
        seen: dict[str, str] = {}
        for e in g.played_log:
            # a Copy Powers that copied nothing has no powers to copy (and would loop)
            if e[0] != src and defn(e[1]).kind == "hero" and e[1] != "rogue.copy_powers":
                seen.setdefault(e[1], e[0])
        choices = [("card", c, "played") for c in seen.values()]
        if not choices:
            return
        if len(choices) > 1:
            g.ask(p, s, choices, "copy_pick", src)
            return
        a = choices[0]
    copied = next(e[1] for e in g.played_log if e[0] == a[1])
    d = defn(copied)
    g.played_log = [(src, copied, "Covert") if e[0] == src else e for e in g.played_log]
    g.add_points(p, d.recruit or 0, d.attack or 0)
    run(g, "play", copied, p, src)


@op("steal")
def _steal(g: Legendary, s: Step, a: Reply) -> None:
    """Rogue, Steal Abilities: each player discards their top card, then play a copy of each."""
    p, src = s[1], s[2]
    copies: list[str] = []
    returns: list[tuple[int, str]] = []
    for q in g.turn_order():
        top = g.top_card(q)
        if top is None:
            continue
        # a card effect discards it: Unending Energy may return to its owner's hand
        g.discard_by_effect(q, "deck", top, returns=False)
        if defn(top).id == "cyclops.unending_energy":
            returns.append((q, top))
        # Decision: no copies of Copy Powers or Steal Abilities here; together they could make
        # each other play forever (the discarded cards come back when decks are reshuffled).
        if defn(top).kind == "hero" and defn(top).id not in ("rogue.copy_powers", "rogue.steal_abilities"):
            copies.append(top)
    for c in reversed(copies):
        g.queue.append(("play_copy", p, src, c))
    for q, c in reversed(returns):  # the discards' "return to hand" choices come first
        g.queue.append(("return_may", q, c, c))


@op("play_copy")
def _play_copy(g: Legendary, s: Step, a: Reply) -> None:
    p, card = s[1], s[3]
    d = defn(card)
    g.played_log.append((card, d.id, ""))
    g.add_points(p, d.recruit or 0, d.attack or 0)
    run(g, "play", card, p)


@op("cyclone")
def _cyclone(g: Legendary, s: Step, a: Reply) -> None:
    """Storm, Spinning Cyclone: pick a villain (or decline), then its new space."""
    p, src, frm = s[1], s[2], s[3]
    if g.phase != "main":
        return
    if a is None:
        choices: list[tuple[Any, ...]] = [("space", i) for i, v in enumerate(g.city) if v is not None]
        if not choices:
            return
        g.ask(p, s, choices + [("opt", "no")], "cyclone_villain", src)
        return
    if a[0] == "opt":
        return
    if frm < 0:
        g.ask(
            p, ("cyclone", p, src, a[1]), [("space", i) for i in range(5) if i != a[1]], "cyclone_space", src
        )
        return
    to = a[1]
    v = g.city[frm]
    assert v is not None
    g.city[frm], g.city[to] = g.city[to], v
    g.ev(A.VillainMoved(v, to))
    if g.city[frm] is not None:
        g.ev(A.VillainMoved(g.city[frm], frm))  # type: ignore[arg-type]
    for b in g.captured.pop(v, []):
        g.players[p].victory.append(b)
        g.ev(A.Rescued(p, b))
