"""The Dice Masters table's side panels: each seat's life, name and energy at a glance, the
status panel (turn, step, the payment in progress, what to do now) and the pile counters.

Everything is read from the observation and fitted into its box with ``sprites.fonts``."""

from __future__ import annotations

from typing import Any

import pygame

from game.dicemasters.energy import still_needed
from sprites import fonts
from sprites.draw import GLOW, SELECTED, TEXT, TEXT_DIM, rounded_panel

from .button_slots import DiceTableButtons
from .view import PILES, counter, energy_counts

StatusLine = tuple[str, tuple[int, int, int], int, bool]  # text, colour, size at 1x, bold


# the steps by which the status lines shrink together before any is left out
_STATUS_SHRINK = (1.0, 0.92, 0.84, 0.76, 0.68)


class DiceTablePanels(DiceTableButtons):
    """The layer of the table that draws its panels (see the module doc)."""

    status_left_out = 0  # the status lines the last layout had no room for (in its tooltip)

    def seat_line(self, p: int) -> str:
        """Who plays seat ``p``: a person, or the computer and its level (said once: a name
        that already carries the level is not followed by it again)."""
        if self.seats[p] == "person":
            return self.app.t("seat.person")
        level = self.app.t(f"agent.{self.seats[p]}")
        if level in self.names[p]:
            return self.app.t("dm.table.seat_computer")
        return self.app.t("dm.table.seat_computer_level", level=level)

    def _draw_side_panels(self, surface: pygame.Surface) -> None:
        zones = self.zones()
        s = self.app.scale
        small = max(fonts.FLOOR, int(13 * s))
        for p in (0, 1):
            slot = self.slot(p)
            pdata = self.obs["players"][p]
            life = zones[f"{slot}.life"].rect
            active = self.obs["active"] == p
            rounded_panel(surface, life, (0, 0, 0, 70), GLOW if active else (255, 255, 255, 46), radius=10)
            num = fonts.fit_line(
                str(self.life_shown[p]), life.w // 2, max(22, int(40 * s)), bold=True, where="dm life"
            )
            fonts.draw_fitted(
                surface,
                num,
                pygame.Rect(life.x, life.bottom - 2 - num.height, life.w - 12, num.height),
                TEXT,
                "right",
            )
            room = life.w - 20 - max(fonts.text_width(line, num.size, True) for line in num.lines)
            name = fonts.fit(
                self.names[p],
                room,
                10**6,
                max(fonts.FLOOR, int(15 * s)),
                bold=True,
                max_lines=2,
                where="dm player name",
            )
            step = name.size + 2
            for i, line in enumerate(name.lines):  # a long name takes a second line, set close
                surface.blit(
                    fonts.render(line, name.size, SELECTED if active else TEXT, True),
                    (life.x + 10, life.y + 3 + i * step),
                )
            label = fonts.fit_line(self.app.t("dm.zone.life"), room, small, where="dm life label")
            if (
                life.y + 3 + step * len(name.lines) + 2 <= life.bottom - 3 - label.size - 2
            ):  # the big number says it otherwise
                fonts.draw_fitted(
                    surface,
                    label,
                    pygame.Rect(life.x + 10, life.bottom - 3 - label.height, room, label.height),
                    TEXT_DIM,
                )
            panel = zones[f"{slot}.panel"].rect
            rounded_panel(surface, panel, (0, 0, 0, 40), None, radius=10)
            lines = [self.seat_line(p)]
            if self.thinking == p:
                lines.append(self.app.t("table.thinking") + " " + "·" * (1 + int(self.app.time * 3) % 3))
            elif self.game.to_move == p and not self.game.is_over:
                lines.append(self.app.t("dm.table.deciding"))
            y = panel.y + 6
            for i, line in enumerate(lines):
                fitted = fonts.fit(
                    line,
                    panel.w - 20,
                    panel.bottom - 4 - y,
                    max(fonts.FLOOR, int(14 * s)),
                    bold=i > 0,
                    where="dm seat panel",
                )
                fonts.draw_fitted(
                    surface,
                    fitted,
                    pygame.Rect(panel.x + 10, y, panel.w - 20, fitted.height),
                    TEXT_DIM if i == 0 else GLOW,
                )
                y += fitted.height
            energy = zones[f"{slot}.energy"].rect
            dec = self.obs.get("decision") or {}
            paying = dec.get("type") == "pay" and dec.get("player") == p
            spent = {str(die): int(n) for die, n in dec.get("paid") or []} if paying else None
            self._draw_energy_summary(surface, energy, pdata, spent)
        self._draw_status(surface, zones["center.status"].rect)

    def status_lines(self) -> list[StatusLine]:
        """The status panel, top down: (text, colour, size at 1×, bold)."""
        head, body, tail = self.status_parts()
        return head + body + tail

    def status_parts(self) -> tuple[list[StatusLine], list[StatusLine], list[StatusLine]]:
        """The status lines in three parts: the turn and the step; what the decision of the moment
        is about (a payment and its energy type, a lock, an attacker's question); and the hint or
        whose move it is."""
        head: list[StatusLine] = [
            (self.app.t("dm.table.turn", n=self.obs["turn"]), TEXT, 18, True),
            (self.app.t(f"dm.step.{self.obs['step']}"), GLOW, 16, True),
        ]
        out: list[StatusLine] = []
        dec = self.obs.get("decision") or {}
        p = self.game.to_move
        if dec.get("type") == "pay":
            given = sum(a for _, a in dec.get("paid") or []) + int(dec.get("virt") or 0)
            out.append(
                (
                    self.app.t(
                        "dm.table.paying",
                        card=self.card_name(dec.get("card", "")),
                        paid=given,
                        cost=dec.get("cost", "?"),
                    ),
                    GLOW,
                    14,
                    True,
                )
            )
            types = [str(x) for x in dec.get("types") or []]
            # a card's energy type (a purchase) or a Global's symbol, never for fielding or generic
            # costs; said until the dice paid so far give it
            if types and not self.types_paid(dec, types):
                names = self.app.t("dm.confirm.join").join(self.app.t(f"dm.energy.{x}") for x in types)
                out.append((self.app.t("dm.table.paying_type", types=names), TEXT, 13, False))
        out.extend(self.lock_lines(dec, p))
        out.extend(self.question_lines(dec, p))
        tail: list[StatusLine] = []
        if self.computer_to_move() and p is not None:
            tail.append((self.app.t("dm.table.computer_turn", name=self.names[p]), TEXT_DIM, 13, False))
        else:
            coach = self._coach_text()
            if coach:
                tail.append((coach, TEXT_DIM, 13, False))
        return head, out, tail

    def types_paid(self, dec: dict[str, Any], types: list[str]) -> bool:
        """Whether the energy a payment in progress has taken gives every symbol its cost needs
        (a "?" die gives any one), as the engine counts it (``still_needed``)."""
        dice = self.all_dice()
        typed: dict[str, int] = {}
        wild = 0
        for die, amount in dec.get("paid") or []:
            symbols = (dice.get(str(die), {}).get("face") or {}).get("symbols") or []
            if not symbols or not amount:
                continue
            if symbols[0] == "wild":
                wild += int(amount)
            elif symbols[0] not in ("generic2", "generic"):
                typed[symbols[0]] = typed.get(symbols[0], 0) + int(amount)
        return len(still_needed(types, typed)) <= wild

    def lock_lines(self, dec: dict[str, Any], p: int | None) -> list[StatusLine]:
        """For a person to move: what an opponent's effect they may pay to prevent would do, and
        how to prevent it; and each lock that keeps a move from them now (why it is missing)."""
        if p is None or not self.is_person(p):
            return []
        out: list[StatusLine] = []
        if dec.get("type") == "prevent":
            card = self.card_name(str(dec.get("card", "")))
            what, dice, amount = dec.get("what"), list(dec.get("dice") or []), dec.get("amount", 0)
            if what == "ko" and dice:
                names = self.all_dice()
                target = self.card_name(str(names.get(dice[0], {}).get("card", "")))
                out.append((self.app.t("dm.table.prevent.ko", card=card, target=target), GLOW, 14, True))
            elif what == "damage":
                key = "dm.table.prevent.damage_each" if dice else "dm.table.prevent.damage_you"
                out.append((self.app.t(key, card=card, amount=amount), GLOW, 14, True))
            elif what == "search":
                out.append((self.app.t("dm.table.prevent.search", card=card), GLOW, 14, True))
            if dec.get("life"):
                out.append((self.app.t("dm.table.prevent.pay_life", life=dec["life"]), TEXT, 13, False))
            if dec.get("spins"):
                out.append((self.app.t("dm.table.prevent.spin"), TEXT, 13, False))
        for lock in self.obs["players"][p].get("locks") or []:
            text = self.app.t(
                f"dm.table.lock.{lock['lock']}",
                card=self.card_name(str(lock["card"])),
                life=lock["life"],
                target=self.card_name(str(lock.get("target", ""))),  # a locked card (Loki)
            )
            out.append((text, TEXT, 13, False))
        return out

    def question_lines(self, dec: dict[str, Any], p: int | None) -> list[StatusLine]:
        """For a person to move: what an attacker's card asks (``asks`` in the decision: an
        opposing character to block him, or his damage to the opponent instead of his blockers)."""
        asks = dec.get("asks")
        if p is None or not self.is_person(p) or asks not in ("assign_blocker", "instead"):
            return []
        card = self.card_name(str(self.all_dice().get(str(dec.get("attacker")), {}).get("card", "")))
        text = self.app.t(f"dm.table.asks.{asks}", card=card, player=self.names[1 - p])
        return [(text, GLOW, 14, True)]

    def status_layout(self, status: pygame.Rect) -> list[tuple[fonts.Fitted, pygame.Rect, tuple[int, ...]]]:
        """The status lines fitted into the panel together: all of them a step smaller at a time
        until the whole stack fits (a payment's lines and the coach's hint at a small window).
        Past the smallest step lines are left out whole, never cut or drawn beyond the panel: the
        hint first, then the turn and the step, and what the decision is about last (a payment's
        energy type is what a person needs to pay right). Resting the pointer on the panel shows
        every line (``status_tip``)."""
        s = self.app.scale
        inner = status.inflate(-20, -16)
        gap = max(1, int(3 * s))
        head, body, tail = self.status_parts()
        lines = head + body + tail
        # the order lines are left out in: the hint, the turn, the step, then the rest from the end
        n_head, n_body = len(head), len(body)
        drop = [
            *range(n_head + n_body, len(lines)),
            *range(n_head),
            *range(n_head + n_body - 1, n_head - 1, -1),
        ]

        def fitted(keep: list[int], shrink: float) -> list[fonts.Fitted] | None:
            trial = [
                fonts.fit(
                    lines[i][0],
                    inner.w,
                    inner.h,
                    max(fonts.FLOOR, int(lines[i][2] * s * shrink)),
                    bold=lines[i][3],
                    record=False,
                )
                for i in keep
            ]
            if any(f.cut for f in trial) or sum(f.height for f in trial) + gap * (len(trial) - 1) > inner.h:
                return None
            return trial

        keep = list(range(len(lines)))
        trial = next((t for shrink in _STATUS_SHRINK if (t := fitted(keep, shrink)) is not None), None)
        for gone in drop[:-1]:
            if trial is not None:
                break
            keep.remove(gone)
            trial = fitted(keep, _STATUS_SHRINK[-1])
        if trial is None:  # not even one line: the one kept is cut, and said
            text, _, size, bold = lines[keep[0]]
            trial = [fonts.fit(text, inner.w, inner.h, fonts.FLOOR, bold=bold, where="dm status")]
        self.status_left_out = len(lines) - len(trial)
        out: list[tuple[fonts.Fitted, pygame.Rect, tuple[int, ...]]] = []
        y = inner.y
        for f, (_, colour, _, _) in zip(trial, [lines[i] for i in keep]):
            out.append((f, pygame.Rect(inner.x, y, inner.w, f.height), colour))
            y += f.height + gap
        return out

    def status_tip(self) -> str:
        """Every line of the status panel, for the pointer resting on it."""
        return "\n".join(text for text, _, _, _ in self.status_lines())

    def _draw_status(self, surface: pygame.Surface, status: pygame.Rect) -> None:
        rounded_panel(surface, status, (0, 0, 0, 50), (255, 255, 255, 46), radius=10)
        for fitted, rect, colour in self.status_layout(status):
            fonts.draw_fitted(surface, fitted, rect, colour)
        if self.status_left_out:  # the lines left out are in the panel's tooltip
            more = fonts.render(
                fonts.ELLIPSIS, max(fonts.FLOOR, int(14 * self.app.scale)), TEXT_DIM, bold=True
            )
            surface.blit(more, more.get_rect(bottomright=(status.right - 8, status.bottom - 2)))

    def _draw_energy_summary(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        pdata: dict[str, Any],
        spent: dict[str, int] | None = None,
    ) -> None:
        """Energy in the reserve at a glance: a glyph and a count per type (never colour alone);
        while its player pays, what is still to spend (``spent`` is already put towards the cost)."""
        from sprites.glyphs import draw_energy

        s = self.app.scale
        counts = energy_counts(pdata, spent)
        rounded_panel(surface, rect, (0, 0, 0, 40), None, radius=10)
        label = fonts.fit_line(
            self.app.t("dm.zone.energy"), rect.w - 16, max(fonts.FLOOR, int(13 * s)), where="dm energy label"
        )
        fonts.draw_fitted(
            surface, label, pygame.Rect(rect.x + 8, rect.y + 3, rect.w - 16, label.height), TEXT_DIM
        )
        g = max(16, int(22 * s))
        x, y = rect.x + 8, rect.y + label.height + 4
        for sym in ("fist", "bolt", "mask", "shield", "wild", "generic2"):
            n = counts.get(sym, 0)
            if not n:
                continue
            if x + g + 26 > rect.right:
                x, y = rect.x + 8, y + g + 4
            draw_energy(surface, sym, pygame.Rect(x, y, g, g))
            surface.blit(
                fonts.render(f"{n}", max(fonts.FLOOR, int(16 * s)), TEXT, bold=True), (x + g + 3, y + 1)
            )
            x += g + 30
        virtual = pdata.get("virtual_energy", 0)
        if virtual:
            line = fonts.fit_line(
                self.app.t("dm.table.virtual", n=virtual),
                rect.w - 16,
                max(fonts.FLOOR, int(13 * s)),
                bold=True,
                where="dm virtual energy",
            )
            fonts.draw_fitted(
                surface,
                line,
                pygame.Rect(rect.x + 8, rect.bottom - 3 - line.height, rect.w - 16, line.height),
                GLOW,
            )

    def _coach_text(self) -> str | None:
        if self.obs.get("format") != "first_game" or not self.app.settings.show_hints:
            return None
        p = self.game.to_move
        if p is None or not self.is_person(p):
            return None
        dec = self.obs.get("decision") or {}
        key = f"dm.coach.{dec.get('type') or self.obs['step']}"
        return self.app.t(key) if self.app.tr.has(key) else None

    def _draw_piles(self, surface: pygame.Surface) -> None:
        zones = self.zones()
        for p in (0, 1):
            slot = self.slot(p)
            for zone in PILES:
                rect = zones[f"{slot}.{zone}"].rect
                n = len(self.obs["players"][p]["zones"][zone])
                counter(
                    surface,
                    rect,
                    self.app.t(f"dm.zone.{zone}"),
                    str(n),
                    max(fonts.FLOOR, int(13 * self.app.scale)),
                )


__all__ = ["DiceTablePanels", "StatusLine"]
