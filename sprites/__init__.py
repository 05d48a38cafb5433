"""Drawing and motion: fonts, tweens, tooltips, dice and cards. No rules live here."""
