"""Energy and the payment solver shared by agents and the GUI.

A cost is a total plus a list of energy types that must each appear at least once (a card's
energy type, or ``[S]``-style typed costs of globals). Wild counts as any one type; the circled 2
is generic and never stands in for a type; virtual energy is generic. Payment is asked die by
die: ``pay_options`` lists only steps after which the payment can still be completed (each die
is listed, so a drag of that very die onto the card matches). Typed doubles may be spent in part
(the die is spun down to the single face); a circled 2 spent for 1 leaves 1 virtual energy.
Spent dice go out of play on their owner's turn and to the used pile on the opponent's turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from . import records as R
from .cards import Face
from .decisions import PayDecision
from .state import FACES, Die, Zone, answers, legal

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters


class Paying(Protocol):
    """A payment in progress: who pays, how much, which types must appear, what was paid."""

    @property
    def player(self) -> int: ...
    @property
    def cost(self) -> int: ...
    @property
    def types(self) -> tuple[str, ...]: ...
    @property
    def paid(self) -> tuple[tuple[str, int], ...]: ...
    @property
    def virt(self) -> int: ...


@dataclass(frozen=True)
class Payment:
    """A payment not started yet (what a purchase would ask)."""

    player: int
    cost: int
    types: tuple[str, ...]
    paid: tuple[tuple[str, int], ...] = ()
    virt: int = 0


# (card, face) -> (type or "wild" or "generic", energy amount) for energy faces
ENERGY_OF: dict[str, list[tuple[str, int] | None]] = {
    card: [
        ((f.symbols[0] if f.symbols[0] != "generic2" else "generic"), f.energy)
        if f.kind == "energy"
        else None
        for f in faces
    ]
    for card, faces in FACES.items()
}


def energy_dice(g: DiceMasters, p: int) -> list[Die]:
    out = []
    dice = g.dice
    for i in g.zones[p]["reserve"]:
        d = dice[i]
        if d.face is not None and ENERGY_OF[d.card][d.face] is not None:
            out.append(d)
    return out


def _contrib(face: Face, amount: int) -> tuple[str, int]:
    """What ``amount`` energy from ``face`` adds: (type or "wild" or "generic", amount)."""
    s = face.symbols[0]
    if s == "generic2":
        return "generic", amount
    return s, amount


def _feasible(
    cost: int,
    types: list[str],
    c_typed: dict[str, int],
    c_wild: int,
    c_total: int,
    a_typed: dict[str, int],
    a_wild: int,
    a_total: int,
) -> bool:
    remaining = cost - c_total
    needed = still_needed(types, c_typed)
    unmet = max(0, len(needed) - c_wild)
    if remaining <= 0:
        return unmet == 0
    if unmet > remaining:
        return False
    missing = _short(needed, a_typed)
    if missing > c_wild + a_wild:
        return False
    return a_total >= remaining


def still_needed(types: list[str] | tuple[str, ...], c_typed: dict[str, int]) -> list[str]:
    """The typed symbols of a cost not yet paid: a type listed twice ("[B][B]") needs two."""
    if len(types) <= 1:
        return [t for t in types if not c_typed.get(t)]
    out: list[str] = []
    count: dict[str, int] = {}
    for t in types:
        count[t] = count.get(t, 0) + 1
        if c_typed.get(t, 0) < count[t]:
            out.append(t)
    return out


def _short(needed: list[str], a_typed: dict[str, int]) -> int:
    """How many of the ``needed`` symbols the typed energy available cannot give."""
    if len(needed) <= 1:
        return sum(1 for t in needed if not a_typed.get(t))
    count: dict[str, int] = {}
    for t in needed:
        count[t] = count.get(t, 0) + 1
    return sum(max(0, k - a_typed.get(t, 0)) for t, k in count.items())


def _available(
    g: DiceMasters, p: int, committed: dict[str, int], virt_used: int
) -> tuple[dict[str, int], int, int]:
    a_typed: dict[str, int] = {}
    a_wild = 0
    a_total = g.virtual[p] - virt_used
    dice = g.dice
    for i in g.zones[p]["reserve"]:
        d = dice[i]
        if d.face is None:
            continue
        info = ENERGY_OF[d.card][d.face]
        if info is None:
            continue
        kind, amount = info
        left = amount - committed.get(i, 0) if committed else amount
        if left <= 0:
            continue
        a_total += left
        if kind == "wild":
            a_wild += left
        elif kind != "generic":
            a_typed[kind] = a_typed.get(kind, 0) + left
    return a_typed, a_wild, a_total


class Affordability:
    """What a player's reserve can pay, computed once and asked many times (legal actions)."""

    __slots__ = ("a_typed", "a_wild", "a_total", "cache")

    def __init__(self, g: DiceMasters, p: int) -> None:
        self.a_typed, self.a_wild, self.a_total = _available(g, p, {}, 0)
        self.cache: dict[tuple[int, str | None], bool] = {}

    @classmethod
    def known(cls, a_typed: dict[str, int], a_wild: int, a_total: int) -> Affordability:
        """The reserve's ``_available`` energy already counted (a priority window's one pass)."""
        new = object.__new__(cls)
        new.a_typed, new.a_wild, new.a_total = a_typed, a_wild, a_total
        new.cache = {}
        return new

    def can(self, cost: int, etype: str | None) -> bool:
        """Whether the reserve can pay ``cost`` with at least one energy of ``etype``."""
        key = (cost, etype)
        r = self.cache.get(key)
        if r is None:
            # ``_feasible`` of a payment not started, with at most one type
            if cost <= 0:
                r = not etype
            elif etype:
                r = (bool(self.a_typed.get(etype)) or self.a_wild >= 1) and self.a_total >= cost
            else:
                r = self.a_total >= cost
            self.cache[key] = r
        return r

    def can_types(self, cost: int, types: list[str] | tuple[str, ...]) -> bool:
        """``can_pay`` from what was computed: ``cost`` with each energy of ``types``."""
        if cost <= 0 and not types:
            return True
        return _feasible(cost, list(types), {}, 0, 0, self.a_typed, self.a_wild, self.a_total)


def _committed(
    g: DiceMasters, paid: tuple[tuple[str, int], ...], virt: int
) -> tuple[dict[str, int], dict[str, int], int, int]:
    per_die: dict[str, int] = {}
    c_typed: dict[str, int] = {}
    if not paid:
        return per_die, c_typed, 0, virt
    c_wild = 0
    total = virt
    dice = g.dice
    for did, amt in paid:
        per_die[did] = per_die.get(did, 0) + amt
        d = dice[did]
        assert d.face is not None
        kind = FACES[d.card][d.face].symbols[0]  # as ``_contrib``: a circled 2 is generic
        total += amt
        if kind == "wild":
            c_wild += amt
        elif kind != "generic2" and kind != "generic":
            c_typed[kind] = c_typed.get(kind, 0) + amt
    return per_die, c_typed, c_wild, total


def can_pay(g: DiceMasters, p: int, cost: int, types: list[str] | tuple[str, ...]) -> bool:
    if cost <= 0 and not types:
        return True
    a_typed, a_wild, a_total = _available(g, p, {}, 0)
    if cost > 0 and len(types) <= 1:
        # ``_feasible`` of a payment not started with at most one type (``Affordability.can``)
        if types:
            return (bool(a_typed.get(types[0])) or a_wild >= 1) and a_total >= cost
        return a_total >= cost
    return _feasible(cost, list(types), {}, 0, 0, a_typed, a_wild, a_total)


def is_complete(
    g: DiceMasters, dec: Paying, committed: tuple[dict[str, int], dict[str, int], int, int] | None = None
) -> bool:
    _, c_typed, c_wild, total = committed or _committed(g, dec.paid, dec.virt)
    needed = still_needed(dec.types, c_typed)
    return total >= dec.cost and len(needed) <= c_wild


def pay_options(g: DiceMasters, dec: Paying, first_only: bool = False) -> list[tuple[str | None, int]]:
    """The distinct next payment steps: (die id, amount), or (None, 1) for virtual energy.
    ``first_only``: one step per die at most (enough to know which dice can pay next)."""
    p = dec.player
    cost, types = dec.cost, list(dec.types)
    memo = g._paying  # what the step that left this decision found committed
    if memo is not None and memo[0] is dec:
        per_die, c_typed, c_wild, c_total = memo[1]
    else:
        per_die, c_typed, c_wild, c_total = _committed(g, dec.paid, dec.virt)
    remaining = cost - c_total
    out: list[tuple[str | None, int]] = []
    dice = g.dice
    if not types:
        # without types to pay, every step keeps the payment possible while the whole of it is,
        # and none does otherwise (what ``_feasible`` says then): one pass to count, one to list
        total = g.virtual[p] - dec.virt + c_total
        steps: list[tuple[str, bool, int]] = []
        for i in g.zones[p]["reserve"]:
            d = dice[i]
            if d.face is None:
                continue
            info = ENERGY_OF[d.card][d.face]
            if info is None:
                continue
            left = info[1] - per_die.get(i, 0) if per_die else info[1]
            if left <= 0:
                continue
            steps.append((i, info[0] == "generic", left))
            total += left
        if total < cost:
            return out
        for i, generic, left in steps:
            if generic:
                out.append((i, left))  # a circled 2 is spent whole; the rest becomes virtual energy
            else:
                for amt in range(1, min(left, remaining) + 1):
                    out.append((i, amt))
                    if first_only:
                        break
        if g.virtual[p] > dec.virt and remaining > 0:
            out.append((None, 1))
        return out
    # what is left to pay with once this payment's steps so far are taken (``_available``, in
    # the same pass as the dice that could pay); a trial step of ``amt`` from one die leaves the
    # same less ``amt`` of that die's kind
    b_typed: dict[str, int] = {}
    b_wild = 0
    b_total = g.virtual[p] - dec.virt
    payers: list[tuple[str, str, int]] = []
    for i in g.zones[p]["reserve"]:
        d = dice[i]
        if d.face is None:
            continue
        info = ENERGY_OF[d.card][d.face]
        if info is None:
            continue
        kind, energy = info
        left = energy - per_die.get(i, 0) if per_die else energy
        if left <= 0:
            continue
        payers.append((i, kind, left))
        b_total += left
        if kind == "wild":
            b_wild += left
        elif kind != "generic":
            b_typed[kind] = b_typed.get(kind, 0) + left
    single = types[0] if len(types) == 1 else None  # one type (a card's energy): spelled out below
    for i, kind, left in payers:
        if kind == "generic":
            amounts: Any = (left,)  # a circled 2 is spent whole; the rest becomes virtual energy
        else:
            amounts = range(1, min(left, remaining) + 1)
        for amt in amounts:
            if single is not None:
                # ``_feasible`` of the step for a cost of one type, spelled out
                cw, aw = c_wild, b_wild
                ct_t, at_t = c_typed.get(single, 0), b_typed.get(single, 0)
                if kind == "wild":
                    cw += amt
                    aw -= amt
                elif kind == single:
                    ct_t += amt
                    at_t -= amt
                need = 0 if ct_t else 1
                unmet = max(0, need - cw)
                rem = remaining - amt
                if rem <= 0:
                    ok = unmet == 0
                elif unmet > rem:
                    ok = False
                elif (1 if need and not at_t else 0) > cw + aw:
                    ok = False
                else:
                    ok = b_total - amt >= rem
                if ok:
                    out.append((i, amt))
                    if first_only:
                        break
                continue
            ct, cw, at, aw = c_typed, c_wild, b_typed, b_wild
            if kind == "wild":
                cw += amt
                aw -= amt
            elif kind in types:  # the counts of other types do not matter to this payment
                ct = dict(c_typed)
                ct[kind] = ct.get(kind, 0) + amt
                at = dict(b_typed)
                at[kind] -= amt
            if _feasible(cost, types, ct, cw, c_total + amt, at, aw, b_total - amt):
                out.append((i, amt))
                if first_only:
                    break
    if g.virtual[p] > dec.virt and remaining > 0:
        if _feasible(cost, types, c_typed, c_wild, c_total + 1, b_typed, b_wild, b_total - 1):
            out.append((None, 1))
    return out


def first_payers(g: DiceMasters, payment: Paying) -> list[str]:
    """The dice that can take the next step of ``payment`` (in reserve order), without trying it."""
    return [did for did, _ in pay_options(g, payment, first_only=True) if did is not None]


def single_face(d: Die, kind: str) -> int | None:
    for i, f in enumerate(d.faces):
        if f.kind == "energy" and f.symbols == (kind,):
            return i
    return None


def finalize(
    g: DiceMasters, dec: Paying, committed: tuple[dict[str, int], dict[str, int], int, int] | None = None
) -> None:
    """Spend what was committed: whole dice leave the reserve, partly spent doubles spin down."""
    p = dec.player
    per_die, _, _, total = committed or _committed(g, dec.paid, dec.virt)
    dest: Zone = "out_of_play" if p == g.active else "used"
    for did, amt in per_die.items():
        d = g.dice[did]
        f = d.showing
        assert f is not None
        if amt >= f.energy:
            g.to_own_pile(d, p, dest, event=False)
            g.ev.append(R.EnergySpent(p, did, d.card, amt, dest))
        else:
            new = single_face(d, f.symbols[0])
            assert new is not None
            d.face = new
            d.flags["spun_down"] = True
            g.ev.append(R.EnergySpent(p, did, d.card, amt, "reserve"))
    virt = g.virtual[p] - dec.virt
    leftover = total - dec.cost
    g.set_virtual(p, virt + max(0, leftover))


# the payment steps' records by (die, card, amount) and the cancels by card: a payment lists them
# again after every step (records are values: shared)
_PAYS: dict[tuple[str, str, int], Any] = {}
_CANCELS: dict[str, Any] = {}


def _pay(did: str, card: str, amt: int) -> Any:
    found = _PAYS.get((did, card, amt))
    if found is None:
        if len(_PAYS) >= 8192:
            _PAYS.clear()
        found = _PAYS[did, card, amt] = R.Pay(did, card, amt)
    return found


@legal(PayDecision)
def _legal_pay(g: DiceMasters, dec: PayDecision) -> list[Any]:
    card = dec.card
    out: list[Any] = []
    pays = _PAYS
    for did, amt in pay_options(g, dec):
        if did is None:
            out.append(R.PayVirtual(card))
        else:
            found = pays.get((did, card, amt))
            out.append(found if found is not None else _pay(did, card, amt))
    if dec.optional == "cancel":
        cancel = _CANCELS.get(card)
        if cancel is None:
            if len(_CANCELS) >= 1024:
                _CANCELS.clear()
            cancel = _CANCELS[card] = R.CancelPayment(card)
        out.append(cancel)
    elif dec.optional == "decline":
        out.append(R.Decline(card))
    return out


@answers(R.Pay, R.PayVirtual)
def _answer_pay(g: DiceMasters, a: R.Pay | R.PayVirtual) -> None:
    dec = g.decision
    assert isinstance(dec, PayDecision)
    # ``dec.replace`` with one more step, spelled out (a payment takes one at every die)
    paid, virt = dec.paid, dec.virt
    if isinstance(a, R.Pay):
        paid += ((a.die, a.amount),)
    else:
        virt += 1
    dec = PayDecision(dec.player, dec.cost, dec.types, dec.card, dec.optional, dec.task, dec.key, paid, virt)
    g.decision = dec
    committed = _committed(g, dec.paid, dec.virt)
    if is_complete(g, dec, committed):
        finalize(g, dec, committed)
        g.answer(True)
    else:
        g._paying = (dec, committed)  # for the payment options of the decision left pending
    # otherwise the same payment decision stays pending


@answers(R.CancelPayment)
def _answer_cancel(g: DiceMasters, a: Any) -> None:
    reuse, dec = g._reuse, g.decision
    if reuse is not None and isinstance(dec, PayDecision) and dec.task == reuse[1].id:
        g._reuse_ready = reuse[0]  # the purchase or fielding paid nothing: see ``_WindowMemo``
    g.answer(False)
