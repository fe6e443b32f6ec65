"""Chinese Official (MCR) fan rules and evaluator (mcr.md §6)."""
