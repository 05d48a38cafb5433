"""What rises from where an effect landed on a table ("+2 life", "KO", "+3 Attack")."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Float:
    """A text rising from a point of the table; ``age`` goes from 0 to 1, then it is gone."""

    text: str
    x: float
    y: float
    colour: tuple[int, int, int]
    age: float = 0.0  # 0..1
    rise: float = 1.0  # the share of the table's usual rise (a panel's float stays inside it)
