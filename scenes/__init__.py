"""Screens: the scene stack, menus, tables and overlays. Scenes change a game only by applying actions."""
