"""Screens: menu, table, privacy, result and match end, help, and small dialogs."""
