"""What a player may see: the Legendary zones of ARCHITECTURE.md with hidden information removed.

Hands are shown to their owner only (others get the count), decks and the villain/hero decks as
counts, tactics as a count. A pending prompt (its text, card and choices) is shown only to the
player who must answer (it may be about a card in their hand or cards looked at from their deck);
the others see whose decision it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .abilities import ABILITIES
from .cards import CITY, defn
from .decisions import to_answer

if TYPE_CHECKING:
    from .engine import Legendary


def observation(g: Legendary, player: int | None) -> dict[str, Any]:
    players = []
    for p, pl in enumerate(g.players):
        players.append(
            {
                "zones": {
                    "deck": len(pl.deck),
                    "hand": list(pl.hand) if p == player else None,
                    "discard": list(pl.discard),
                    "played": list(pl.played),
                    "victory": list(pl.victory),
                },
                "hand_count": len(pl.hand),
                "vp": g.vp(p),
            }
        )
    dark_portals = ABILITIES.get(g.scheme, "dark_portals")  # Portals to the Dark Dimension
    portals, above_mastermind = dark_portals(g) if dark_portals is not None else ([], False)
    city = []
    for i, v in enumerate(g.city):
        city.append(
            {
                "space": CITY[i],
                "card": v,
                "strength": g.strength(i) if v is not None else None,
                "bystanders": list(g.captured.get(v, ())) if v is not None else [],
                "under": g.under.get(v) if v is not None else None,
                "portal": i in portals,
            }
        )
    pending: dict[str, Any] | None = None
    if g.decision is not None:
        pd = g.decision
        if player == pd.player:
            pending = {
                "player": pd.player,
                "prompt": pd.prompt.value,
                "card": pd.card,
                "choices": [list(to_answer(c)) for c in pd.choices],
                # how many more cards the prompt takes, whether it may stop short ("done"),
                # and every card looked at (two alike are one choice)
                "left": pd.left,
                "up_to": pd.up_to,
                "shown": list(pd.shown),
                "picks": [0 if pd.up_to else 1, pd.left],
            }
        else:
            # A prompt's text and choices reach only the player who decides (it may be about a
            # card in their hand, Diving Block): the others see that a decision is pending.
            pending = {"player": pd.player, "prompt": "waiting", "card": None}
    obs: dict[str, Any] = {
        "game": "legendary",
        "turn": g.turn,
        "active": g.current,
        "step": "over" if g.over else ("prompt" if g.decision else g.phase.value),
        "to_move": g.to_move,
        "players": players,
        "city": city,
        "hq": list(g.hq),
        "escaped": list(g.escaped),
        "ko": list(g.ko),
        "villain_deck": len(g.villain_deck),
        "hero_deck": len(g.hero_deck),
        "mastermind": {
            "card": g.mastermind,
            "strength": g.mm_strength(),
            "tactics_left": len(g.tactics),
            "bystanders": list(g.captured.get("mastermind", ())),
            "portal": above_mastermind,
        },
        "scheme": {"card": g.scheme, "twists_played": g.twists_played, "next_to_scheme": list(g.scheme_pile)},
        "bystanders": len(g.bystanders),
        "wounds": len(g.wounds),
        "officers": len(g.officers),
        "recruit": g.recruit,
        "attack": g.attack,
        "pending": pending,
        "heroes": list(g.heroes),
        "villain_groups": list(g.villain_groups),
        "henchman_groups": list(g.henchman_groups),
        "mods": dict(g.mods),
    }
    if g.showdown is not None:
        obs["showdown"] = {"order": list(g.showdown.order), "points": list(g.showdown.points)}
    if g.over is not None:
        obs["result"] = g.result().to_dict()
    return obs


def describe(card: str) -> str:
    return defn(card).name["en"]
