"""The terminal table: a Textual app that renders seat views and turns keys into actions."""
