"""Watching a finished (or saved) game again, every hand open, step by step."""
