"""Widgets of the table: tiles in hands, rivers and melds, seats, status, log, hints, actions."""
