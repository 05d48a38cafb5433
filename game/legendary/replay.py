"""Replaying events over what everyone sees: the check that the event stream tells every visible
change of the table, in the order it happened.

``public(obs)`` keeps the part of an observation that every player sees: the city with its
bystanders and the Heroes under Skrulls, the HQ, the Escaped pile, the KO pile, the cards next to
the Scheme, each player's discard pile, played cards and victory pile, and the counts (decks,
hands, stacks, Tactics). ``replay(state, events)`` applies each event's meaning to such a state;
``check_events(before, events, after)`` (used by fuzzing after every action) reports where
replaying an action's events over the previous observation does not give the next one.
"""

from __future__ import annotations

from typing import Any

from .cards import SCHEME_RULES, defn

State = dict[str, Any]
# events that change nothing a person sees on the table
_NO_CHANGE = frozenset(
    {"turn_started", "revealed", "points", "healed", "showdown_score", "evil_wins", "game_over"}
)


def public(obs: dict[str, Any]) -> State:
    """What every player sees of an observation (taken with ``observation(None)``)."""
    captured = {
        s["card"]: list(s["bystanders"]) for s in obs["city"] if s["card"] is not None and s["bystanders"]
    }
    if obs["mastermind"]["bystanders"]:
        captured["mastermind"] = list(obs["mastermind"]["bystanders"])
    return {
        "mastermind": obs["mastermind"]["card"],
        "scheme_card": obs["scheme"]["card"],
        "city": [s["card"] for s in obs["city"]],
        "captured": captured,
        "under": {
            s["card"]: s["under"] for s in obs["city"] if s["card"] is not None and s["under"] is not None
        },
        "hq": list(obs["hq"]),
        "escaped": list(obs["escaped"]),
        "ko": list(obs["ko"]),
        "scheme": list(obs["scheme"]["next_to_scheme"]),
        "tactics": obs["mastermind"]["tactics_left"],
        "villain_deck": obs["villain_deck"],
        "hero_deck": obs["hero_deck"],
        "bystanders": obs["bystanders"],
        "wounds": obs["wounds"],
        "officers": obs["officers"],
        "players": [
            {
                "deck": pl["zones"]["deck"],
                "hand": pl["hand_count"],
                "discard": list(pl["zones"]["discard"]),
                "played": list(pl["zones"]["played"]),
                "victory": list(pl["zones"]["victory"]),
            }
            for pl in obs["players"]
        ],
    }


class _Replay:
    """A public state being changed event by event; the city is kept as card -> space while a push
    is under way (one villain leaves a space as the next one arrives)."""

    def __init__(self, state: State) -> None:
        self.s: State = {
            k: (dict(v) if isinstance(v, dict) else list(v) if isinstance(v, list) else v)
            for k, v in state.items()
        }
        self.s["players"] = [
            {k: (list(v) if isinstance(v, list) else v) for k, v in pl.items()} for pl in state["players"]
        ]
        self.s["captured"] = {k: list(v) for k, v in state["captured"].items()}
        self.pos = {c: i for i, c in enumerate(state["city"]) if c is not None}
        self.limbo: list[str] = []  # cards just revealed from a deck or taken out, on their way
        self.problems: list[str] = []

    # -- finding where a card comes from ------------------------------------------------------------
    def take_from_hq(self, card: str) -> bool:
        hq = self.s["hq"]
        if card in hq:
            hq[hq.index(card)] = None
            return True
        return False

    def take_under(self, card: str) -> bool:
        for v, c in list(self.s["under"].items()):
            if c == card:
                del self.s["under"][v]
                return True
        return False

    def take_limbo(self, card: str) -> bool:
        if card in self.limbo:
            self.limbo.remove(card)
            return True
        return False

    def take_captured(self, card: str) -> bool:
        for held in self.s["captured"].values():
            if card in held:
                held.remove(card)
                return True
        return False

    def take_hidden(self, p: int, zone: str, card: str) -> None:
        pl = self.s["players"][p]
        if zone in ("hand", "deck"):
            pl[zone] -= 1
        elif zone in ("played", "discard", "victory"):
            if card in pl[zone]:
                pl[zone].remove(card)
            else:
                self.problems.append(f"{card} left {zone} of player {p}, where it was not")
        elif zone == "hq":
            if not self.take_from_hq(card):
                self.problems.append(f"{card} left the HQ, where it was not")
        else:
            self.problems.append(f"{card} left an unnamed zone")

    # -- the events ------------------------------------------------------------------------------
    def apply(self, e: dict[str, Any]) -> None:
        kind = e["kind"]
        if kind in _NO_CHANGE:
            return
        handler = getattr(self, "on_" + kind, None)
        if handler is None:
            self.problems.append(f"no replay rule for the event {kind!r}")
            return
        handler(e)

    def on_villain_card(self, e: dict[str, Any]) -> None:
        self.s["villain_deck"] -= 1
        self.limbo.append(e["card"])

    def on_villain_entered(self, e: dict[str, Any]) -> None:
        if not self.take_limbo(e["card"]):
            self.problems.append(f"{e['card']} entered the city from nowhere")
        self.pos[e["card"]] = e["space"]

    def on_villain_moved(self, e: dict[str, Any]) -> None:
        self.pos[e["card"]] = e["space"]

    def on_villain_escaped(self, e: dict[str, Any]) -> None:
        v = e["card"]
        self.pos.pop(v, None)
        self.s["escaped"].append(v)
        self.s["escaped"].extend(self.s["captured"].pop(v, []))
        if v in self.s["under"]:
            self.s["escaped"].append(self.s["under"].pop(v))

    def on_captured(self, e: dict[str, Any]) -> None:
        if not self.take_limbo(e["card"]):
            self.s["bystanders"] -= 1
        holder = "mastermind" if e["by"] == self.s["mastermind"] else e["by"]
        self.s["captured"].setdefault(holder, []).append(e["card"])

    def on_twist(self, e: dict[str, Any]) -> None:
        card = e["card"]
        keeps = SCHEME_RULES[self.s["scheme_card"]].keeps_twists
        if self.take_limbo(card) or defn(card).kind == "twist":
            (self.s["scheme"] if keeps else self.s["ko"]).append(card)
        elif keeps and card in self.s["escaped"]:  # Mystique, who became a Twist
            self.s["escaped"].remove(card)
            self.s["scheme"].append(card)

    def on_master_strike(self, e: dict[str, Any]) -> None:
        self.take_limbo(e["card"])
        self.s["ko"].append(e["card"])

    def on_card_played(self, e: dict[str, Any]) -> None:
        pl = self.s["players"][e["player"]]
        pl["hand"] -= 1
        pl["played"].append(e["card"])

    def _from_stock(self, card: str) -> None:
        """A card that arrives from the HQ, from under a Skrull, from the way, or from a stack."""
        if self.take_from_hq(card) or self.take_under(card) or self.take_limbo(card):
            return
        cid = defn(card).id
        if cid == "wound":
            self.s["wounds"] -= 1
        elif cid == "shield.officer":
            self.s["officers"] -= 1
        else:
            self.problems.append(f"{card} was gained from nowhere")

    def on_recruited(self, e: dict[str, Any]) -> None:
        self._from_stock(e["card"])
        self.s["players"][e["player"]]["discard"].append(e["card"])

    def on_gained(self, e: dict[str, Any]) -> None:
        self._from_stock(e["card"])
        pl = self.s["players"][e["player"]]
        if e["zone"] in ("hand", "deck_top"):
            pl["hand" if e["zone"] == "hand" else "deck"] += 1
        else:
            pl[e["zone"]].append(e["card"])

    def on_defeated(self, e: dict[str, Any]) -> None:
        v = e["card"]
        self.pos.pop(v, None)
        if defn(v).kind == "hero":  # a Skrull Villain of Secret Invasion: the player gains it
            self.limbo.append(v)
        else:
            self.s["players"][e["player"]]["victory"].append(v)

    def on_mastermind_fought(self, e: dict[str, Any]) -> None:
        self.s["players"][e["player"]]["victory"].append(e["card"])
        self.s["tactics"] = e["left"]

    def on_rescued(self, e: dict[str, Any]) -> None:
        if not self.take_captured(e["card"]):
            self.s["bystanders"] -= 1
        self.s["players"][e["player"]]["victory"].append(e["card"])

    def on_drew(self, e: dict[str, Any]) -> None:
        pl = self.s["players"][e["player"]]
        pl["deck"] -= e["count"]
        pl["hand"] += e["count"]

    def on_shuffled(self, e: dict[str, Any]) -> None:
        pl = self.s["players"][e["player"]]
        pl["deck"] += len(pl["discard"])
        pl["discard"] = []

    def on_discarded(self, e: dict[str, Any]) -> None:
        self.take_hidden(e["player"], e["source"], e["card"])
        self.s["players"][e["player"]]["discard"].append(e["card"])

    def on_ko(self, e: dict[str, Any]) -> None:
        self.take_hidden(e["player"], e["source"], e["card"])
        self.s["ko"].append(e["card"])

    def on_hq_refilled(self, e: dict[str, Any]) -> None:
        self.s["hero_deck"] -= 1
        self.s["hq"][e["slot"]] = e["card"]

    def on_put_on_deck(self, e: dict[str, Any]) -> None:
        pl = self.s["players"][e["player"]]
        pl["hand"] -= e["count"]
        pl["deck"] += e["count"]

    def on_returned_to_hand(self, e: dict[str, Any]) -> None:
        self.take_hidden(e["player"], "discard", e["card"])
        self.s["players"][e["player"]]["hand"] += 1

    def on_passed(self, e: dict[str, Any]) -> None:
        self.s["players"][e["player"]]["hand"] -= 1
        self.s["players"][e["to"]]["hand"] += 1

    def on_hero_to_city(self, e: dict[str, Any]) -> None:
        if not self.take_from_hq(e["card"]):
            self.problems.append(f"{e['card']} went to the city but was not in the HQ")
        if e.get("under"):
            self.s["under"][e["under"]] = e["card"]
        else:
            self.limbo.append(e["card"])  # on its way into the Sewers

    def on_hero_to_bottom(self, e: dict[str, Any]) -> None:
        if self.s["hq"][e["slot"]] != e["card"]:
            self.problems.append(f"{e['card']} left HQ space {e['slot']}, where it was not")
        self.s["hq"][e["slot"]] = None
        self.s["hero_deck"] += 1

    def on_cleanup(self, e: dict[str, Any]) -> None:
        pl = self.s["players"][e["player"]]
        cards = list(e["cards"])
        from_played = [c for c in cards if c in pl["played"]]
        kept = [c for c in pl["played"] if c not in cards]  # back to the hand (Electromagnetic Bubble)
        pl["hand"] += len(kept) - (len(cards) - len(from_played))
        pl["played"] = []
        pl["discard"].extend(cards)

    def on_showdown_won(self, e: dict[str, Any]) -> None:
        self.s["players"][e["player"]]["victory"].append(e["card"])

    # -- the result ---------------------------------------------------------------------------------
    def result(self) -> State:
        city: list[str | None] = [None] * 5
        for card, space in self.pos.items():
            if city[space] is not None:
                self.problems.append(f"{card} and {city[space]} both in city space {space}")
            city[space] = card
        self.s["city"] = city
        self.s["captured"] = {
            k: v for k, v in self.s["captured"].items() if v and (k == "mastermind" or k in city)
        }
        self.s["under"] = {k: v for k, v in self.s["under"].items() if k in city}
        return self.s


def replay(state: State, events: list[dict[str, Any]]) -> tuple[State, list[str]]:
    """``state`` after ``events`` (event dicts), and what could not be replayed."""
    r = _Replay(state)
    for e in events:
        r.apply(e)
    out = r.result()
    return out, r.problems


def check_events(before: dict[str, Any], events: list[Any], after: dict[str, Any]) -> list[str]:
    """Where replaying one action's events over the observation ``before`` does not give the public
    zones of ``after`` (both ``observation(None)``): every visible change needs its event, in order."""
    want = public(after)
    got, problems = replay(public(before), [e.to_dict() if hasattr(e, "to_dict") else e for e in events])
    for key in want:
        if key == "players":
            for p, (a, b) in enumerate(zip(got["players"], want["players"], strict=True)):
                for z in a:
                    if a[z] != b[z]:
                        problems.append(f"player {p} {z}: events give {a[z]}, the table shows {b[z]}")
        elif got[key] != want[key]:
            problems.append(f"{key}: events give {got[key]}, the table shows {want[key]}")
    return problems
